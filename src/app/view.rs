//! What a view is: one value that owns its state, its side panel, its keys,
//! its jobs and the board it shows. The views of the app are listed once, in
//! [`VIEWS`]; a new view is a file and a line there.

use std::any::Any;
use std::sync::Arc;

use eframe::egui::{self, Ui};

use super::session::Shared;
use super::{Command, Settings, Status};
use crate::engine::Board;
use crate::worker::Worker;

/// Makes a view for a session.
pub type MakeView = fn(&Shared) -> Box<dyn View>;

/// The views, in the order of the view selector.
pub const VIEWS: &[MakeView] = &[
    super::browse::Browse::boxed,
    super::big::Big::boxed,
    super::play::Play::boxed,
    super::watch::Watch::boxed,
    super::pins::Pins::boxed,
    super::heatmap::Heatmap::boxed,
    super::stats::Stats::boxed,
];

/// What a view may read while it draws.
pub struct Look<'a> {
    pub settings: &'a Settings,
    pub shared: &'a Shared,
}

/// What a view may change when it applies its commands and events.
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

/// A command for one view: the view's own type, boxed. [`Command::View`]
/// carries it to the view that sent it.
pub type ViewCommand = Box<dyn Any + Send>;

/// A command addressed to the view `T` (by its id).
pub fn to_view<T: Any + Send>(id: &'static str, command: T) -> Command {
    Command::View(id, Box::new(command))
}

/// One way of looking at the current n. Drawing never changes state: the
/// panels push commands, applied once the frame is drawn.
pub trait View {
    /// A stable name, saved in the settings.
    fn id(&self) -> &'static str;
    /// The name in the view selector.
    fn title(&self) -> &'static str;
    /// What the view is for, as a tooltip.
    fn tooltip(&self) -> &'static str;
    /// Whether the view works for the session's n.
    fn available(&self, shared: &Shared) -> bool;
    /// Why not, when it does not.
    fn unavailable_reason(&self, _shared: &Shared) -> String {
        String::new()
    }

    /// Runs once a frame before drawing while the view is shown: starts what
    /// it needs (a lookup, an animation step). Returns whether it wants the
    /// next frame soon (an animation).
    fn update(&mut self, _dt: f64, _act: &mut Act<'_>) -> bool {
        false
    }

    /// The side panel's part of the view.
    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Vec<Command>);

    /// A panel on the right, if the view has one (the gallery).
    fn right_panel(&mut self, _ui: &mut Ui, _look: &Look<'_>, _out: &mut Vec<Command>) {}
    fn has_right_panel(&self, _look: &Look<'_>) -> bool {
        false
    }

    /// The board area.
    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Vec<Command>);

    /// The view's keys, when no text field has the keyboard.
    fn keys(&self, _input: &mut egui::InputState, _out: &mut Vec<Command>) {}

    /// Applies a command the view sent itself.
    fn apply(&mut self, command: ViewCommand, act: &mut Act<'_>);

    /// Takes what the view's jobs brought; runs every frame, shown or not.
    fn poll(&mut self, _act: &mut Act<'_>) {}

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

    /// The view as its own type, for tests and tools.
    fn as_any(&self) -> &dyn Any;
}
