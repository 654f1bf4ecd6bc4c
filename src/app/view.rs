//! What a view is: one value that owns its state, its side panel, its keys,
//! its jobs and the board it shows, with commands of its own type. The
//! views are held in `views::Views`; which is which is `ViewId`.

use std::path::Path;
use std::sync::Arc;

use eframe::egui::{self, Ui};

use super::address::{Address, Problem};
use super::command::Command;
use super::settings::Settings;
use super::shared::Shared;
use super::status::Status;
use crate::engine::{Board, Feature};
use crate::worker::Worker;

/// What a view may read while it draws.
pub struct Look<'a> {
    pub settings: &'a Settings,
    pub shared: &'a Shared,
}

/// What a view may change when it applies its commands and polls its jobs.
pub struct Act<'a> {
    pub settings: &'a mut Settings,
    pub shared: &'a mut Shared,
    pub worker: &'a mut Worker,
    pub status: &'a mut Status,
}

impl Act<'_> {
    pub fn look(&self) -> Look<'_> {
        Look {
            settings: self.settings,
            shared: self.shared,
        }
    }
}

/// What a view's panels ask for while drawing: the view's own commands,
/// and the app's.
pub struct Out<C> {
    pub own: Vec<C>,
    pub app: Vec<Command>,
}

impl<C> Out<C> {
    pub fn new() -> Out<C> {
        Out {
            own: Vec::new(),
            app: Vec::new(),
        }
    }

    /// A command for the view itself.
    pub fn push(&mut self, command: C) {
        self.own.push(command);
    }

    /// A command for the app (save, say something).
    pub fn app(&mut self, command: Command) {
        self.app.push(command);
    }
}

impl<C> Default for Out<C> {
    fn default() -> Self {
        Out::new()
    }
}

/// One way of looking at the current n. Drawing never changes state: the
/// panels push commands, applied once the frame is drawn.
pub trait View {
    /// What the view's panels ask of it.
    type Command;

    /// What the view needs of the rules beyond a board, read from the
    /// engine's one table of what each rule supports.
    const FEATURE: Option<Feature> = None;

    /// The view plays a puzzle of its own, not the board of n: the window
    /// shows it no sizes and no export options, and its title names no n.
    const OWN_PUZZLE: bool = false;

    /// The view outlives a change of n: the new session takes it as it
    /// is (a regions game goes on), where every other view starts afresh.
    const LASTS: bool = false;

    /// Whether the view works for boards of n.
    fn works_at(_n: usize) -> bool {
        true
    }

    /// Why the view does not work past its limit, for its tooltip.
    fn limit_reason() -> String {
        String::new()
    }

    /// The view stops being shown (another was chosen): what runs only
    /// while it is seen stops (the regions puzzle's clock).
    fn hidden(&mut self) {}

    /// Runs once a frame before drawing while the view is shown: starts what
    /// it needs (a lookup, an animation step). Returns whether it wants the
    /// next frame soon (an animation).
    fn update(&mut self, _dt: f64, _act: &mut Act<'_>) -> bool {
        false
    }

    /// Takes what the view's jobs brought; runs every frame, shown or not.
    fn poll(&mut self, _act: &mut Act<'_>) {}

    /// The side panel's part of the view.
    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<Self::Command>);

    /// A panel on the right, if the view has one (the gallery).
    fn right_panel(&mut self, _ui: &mut Ui, _look: &Look<'_>, _out: &mut Out<Self::Command>) {}
    /// The shape of the panel on the right, if the view has one.
    fn right_panel_shape(&self, _look: &Look<'_>) -> Option<RightPanel> {
        None
    }

    /// The board area.
    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<Self::Command>);

    /// The view's keys, when no text field has the keyboard.
    fn keys(&self, _input: &mut egui::InputState, _out: &mut Out<Self::Command>) {}

    /// Applies a command the view sent itself.
    fn apply(&mut self, command: Self::Command, act: &mut Act<'_>);

    /// Whether a job of the view is running (the status line repaints).
    fn busy(&self) -> bool {
        false
    }

    /// The board shown, for Save and Copy (shared: a big board is not
    /// copied).
    fn board(&self, look: &Look<'_>) -> Option<Arc<Board>>;

    /// What the board is, for the window and file names ("solution 5 of 92").
    fn describe(&self, look: &Look<'_>) -> String;

    /// The name a saved board gets by default, without its extension.
    fn file_stem(&self, look: &Look<'_>) -> String {
        format!("queens-{}", look.shared.n)
    }

    /// What Save and Copy take while the view is shown.
    fn document(&self, _look: &Look<'_>) -> Document {
        Document::Board
    }

    /// What the view opens itself of what comes in (a solver's output on
    /// Check a solver, a puzzle's file): the commands that open it, or
    /// none, and the app opens it as a board. `shown` says whether the
    /// view is the one on screen; a view that is not may still claim a
    /// text that is its kind of document (a puzzle pasted anywhere).
    fn open(&self, _incoming: &Incoming<'_>, _shown: bool) -> Vec<Self::Command> {
        Vec::new()
    }

    /// Whether an address that names no view is for this one (it carries
    /// this view's part: a solution's number, a step, a puzzle).
    fn claims_address(_address: &Address) -> bool {
        false
    }

    /// Opens the view's part of an address, if it has one; `shown` says
    /// whether the view is the one the address opened. What cannot be
    /// opened is a problem the status line names.
    fn arrive(&mut self, _address: &Address, _shown: bool, _act: &mut Act<'_>) -> Vec<Problem> {
        Vec::new()
    }

    /// Writes the view's part of the address of where the person is, the
    /// view shown.
    fn address(&self, _look: &Look<'_>, _address: &mut Address) {}

    /// A board opened from a file or the clipboard, under the rules just
    /// loaded: whether this view plays it, shown from now on (Play takes
    /// the boards of other rules), saying so in the status line.
    fn plays_board(&mut self, _opened: &OpenedBoard<'_>, _act: &mut Act<'_>) -> bool {
        false
    }

    /// A board opened that no view plays: it is the board shown
    /// (`Shared::opened`), and a view may look it up (the browser finds
    /// its number).
    fn board_opened(&mut self, _opened: &OpenedBoard<'_>, _act: &mut Act<'_>) {}
}

/// A board opened from a file or the clipboard.
pub struct OpenedBoard<'a> {
    pub board: &'a Board,
    /// Whether it is a solution under the rules loaded.
    pub solution: bool,
    /// Where it came from, in words (a file's name, "the clipboard").
    pub origin: &'a str,
}

/// What Save and Copy take from the view shown.
#[derive(Debug, Clone, PartialEq)]
pub enum Document {
    /// The board the view shows ([`View::board`]).
    Board,
    /// A text of the view's own (a regions puzzle as played so far): saved
    /// as a puzzle's text, copied as it is, and `copied` said when it is.
    Text { text: String, copied: String },
    /// Nothing to save or copy yet.
    Nothing,
}

/// The most text a paste or a handed file brings in: far past n = 10's
/// whole list as text boards; longer lists are for `nqueens verify FILE`.
pub const MAX_PASTE_BYTES: usize = 16 << 20;

/// Something to open, as it reaches the app.
#[derive(Debug, Clone, Copy)]
pub enum Incoming<'a> {
    /// A file chosen in a dialog or dropped on the window.
    File(&'a Path),
    /// A file's text handed over by the page (its picker, a drop).
    Handed(&'a str),
    /// Text pasted from the clipboard.
    Pasted(&'a str),
}

/// How wide a view's panel on the right opens, and how much of the window
/// it may take (the board keeps the rest).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RightPanel {
    /// Its width when it first opens, in points.
    pub width: f32,
    /// The largest share of the window's width it may take.
    pub share: f32,
    /// The narrowest it reads beside the board: with less room (a small
    /// window) it goes under the board, its full width.
    pub readable: f32,
    /// The share of the height it opens with when it lies under the
    /// board; a person drags it higher or lower from there, and that is
    /// kept.
    pub under: f32,
}
