//! The views of the app, one file each, held together in [`Views`] (as
//! egui's demo app holds its apps in one struct). Which view is which is
//! [`ViewId`]; a view's own commands are its own type, carried to it in
//! [`ViewCommand`]. The list in the `views!` call below is the only place
//! that names them all: a new view is a file, a line there, and a variant
//! of [`ViewId`] (the compiler lists the matches that must handle it).

pub mod about;
pub mod big;
pub mod browse;
pub mod heatmap;
pub mod pins;
pub mod play;
pub mod stats;
pub mod watch;

use std::sync::Arc;

use eframe::egui::{self, Ui};

use super::command::Command;
use super::shared::Shared;
use super::view::{Act, Look, Out, RightPanel, View};
use super::view_id::ViewId;
use crate::engine::Board;

/// Generates [`Views`], [`ViewCommand`] and the dispatch from one list of
/// `Variant field: Type, Command`.
macro_rules! views {
    ($($variant:ident $field:ident: $view:ty, $command:ty;)*) => {
        /// Every view of the current n, each with its own state.
        pub struct Views {
            $(pub $field: $view,)*
        }

        /// A command for one view, in that view's own type.
        #[derive(Debug, Clone, PartialEq)]
        pub enum ViewCommand {
            $($variant($command),)*
        }

        $(impl InViews for $view {
            fn of(views: &Views) -> &Self {
                &views.$field
            }
        })*

        impl Views {
            pub fn new(shared: &Shared) -> Views {
                Views {
                    $($field: <$view>::new(shared),)*
                }
            }

            /// Applies a command to the view it is for.
            pub fn apply(&mut self, command: ViewCommand, act: &mut Act<'_>) {
                match command {
                    $(ViewCommand::$variant(c) => self.$field.apply(c, act),)*
                }
            }

            /// Takes what every view's jobs brought, shown or not.
            pub fn poll(&mut self, act: &mut Act<'_>) {
                $(self.$field.poll(act);)*
            }

            /// Whether a job of any view runs.
            pub fn busy(&self) -> bool {
                false $(|| self.$field.busy())*
            }

            /// Does `body` with the view `id`, and the wrapping of its
            /// commands.
            fn with<R>(&mut self, id: ViewId, body: impl ViewFn<R>) -> R {
                match id {
                    $(ViewId::$variant => body.call(&mut self.$field, ViewCommand::$variant),)*
                }
            }

            /// Does `body` with the view `id`.
            fn with_ref<R>(&self, id: ViewId, body: impl ViewRef<R>) -> R {
                match id {
                    $(ViewId::$variant => body.call(&self.$field),)*
                }
            }
        }
    };
}

views! {
    Browse browse: browse::Browse, browse::BrowseCommand;
    Big big: big::Big, big::BigCommand;
    Play play: play::Play, play::PlayCommand;
    Watch watch: watch::Watch, watch::WatchCommand;
    Pins pins: pins::Pins, pins::PinsCommand;
    Heatmap heatmap: heatmap::Heatmap, heatmap::HeatmapCommand;
    Stats stats: stats::Stats, stats::StatsCommand;
    About about: about::About, about::AboutCommand;
}

/// A view found in [`Views`] by its type (tests look inside).
pub trait InViews {
    fn of(views: &Views) -> &Self;
}

/// Something done with one view, whatever its type.
trait ViewFn<R> {
    fn call<V: View>(self, view: &mut V, wrap: fn(V::Command) -> ViewCommand) -> R;
}

trait ViewRef<R> {
    fn call<V: View>(self, view: &V) -> R;
}

/// What a view's panel asked for, sorted into the app's commands and the
/// views'.
pub struct Asked<'a> {
    pub app: &'a mut Vec<Command>,
    pub views: &'a mut Vec<ViewCommand>,
}

impl Asked<'_> {
    fn take<C>(&mut self, out: Out<C>, wrap: fn(C) -> ViewCommand) {
        self.app.extend(out.app);
        self.views.extend(out.own.into_iter().map(wrap));
    }
}

/// Which part of the window a view draws.
#[derive(Clone, Copy)]
enum Part {
    Panel,
    Right,
    Central,
}

struct Draw<'u, 'l, 'a, 'b> {
    part: Part,
    ui: &'u mut Ui,
    look: &'l Look<'a>,
    asked: Asked<'b>,
}

impl ViewFn<()> for Draw<'_, '_, '_, '_> {
    fn call<V: View>(mut self, view: &mut V, wrap: fn(V::Command) -> ViewCommand) {
        let mut out = Out::new();
        match self.part {
            Part::Panel => view.panel(self.ui, self.look, &mut out),
            Part::Right => view.right_panel(self.ui, self.look, &mut out),
            Part::Central => view.central(self.ui, self.look, &mut out),
        }
        self.asked.take(out, wrap);
    }
}

struct Keys<'i, 'b> {
    input: &'i mut egui::InputState,
    asked: Asked<'b>,
}

impl ViewFn<()> for Keys<'_, '_> {
    fn call<V: View>(mut self, view: &mut V, wrap: fn(V::Command) -> ViewCommand) {
        let mut out = Out::new();
        view.keys(self.input, &mut out);
        self.asked.take(out, wrap);
    }
}

struct Update<'x, 'a> {
    dt: f64,
    act: &'x mut Act<'a>,
}

impl ViewFn<bool> for Update<'_, '_> {
    fn call<V: View>(self, view: &mut V, _: fn(V::Command) -> ViewCommand) -> bool {
        view.update(self.dt, self.act)
    }
}

/// The questions the shell asks of the view shown, one type each.
struct BoardOf<'l, 'a>(&'l Look<'a>);
struct DescribeOf<'l, 'a>(&'l Look<'a>);
struct FileStemOf<'l, 'a>(&'l Look<'a>);
struct RightPanelOf<'l, 'a>(&'l Look<'a>);

impl ViewRef<Option<Arc<Board>>> for BoardOf<'_, '_> {
    fn call<V: View>(self, view: &V) -> Option<Arc<Board>> {
        view.board(self.0)
    }
}

impl ViewRef<String> for DescribeOf<'_, '_> {
    fn call<V: View>(self, view: &V) -> String {
        view.describe(self.0)
    }
}

impl ViewRef<String> for FileStemOf<'_, '_> {
    fn call<V: View>(self, view: &V) -> String {
        view.file_stem(self.0)
    }
}

impl ViewRef<Option<RightPanel>> for RightPanelOf<'_, '_> {
    fn call<V: View>(self, view: &V) -> Option<RightPanel> {
        view.right_panel_shape(self.0)
    }
}

impl Views {
    /// Runs the view's step before drawing; whether it animates.
    pub fn update(&mut self, id: ViewId, dt: f64, act: &mut Act<'_>) -> bool {
        self.with(id, Update { dt, act })
    }

    /// Draws the view's side panel.
    pub fn panel(&mut self, id: ViewId, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>) {
        let part = Part::Panel;
        self.with(
            id,
            Draw {
                part,
                ui,
                look,
                asked,
            },
        );
    }

    /// Draws the view's panel on the right (the gallery), if it has one.
    pub fn right_panel(&mut self, id: ViewId, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>) {
        let part = Part::Right;
        self.with(
            id,
            Draw {
                part,
                ui,
                look,
                asked,
            },
        );
    }

    /// Draws the view's board area.
    pub fn central(&mut self, id: ViewId, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>) {
        let part = Part::Central;
        self.with(
            id,
            Draw {
                part,
                ui,
                look,
                asked,
            },
        );
    }

    /// The view's keys, when no text field has the keyboard.
    pub fn keys(&mut self, id: ViewId, input: &mut egui::InputState, asked: Asked<'_>) {
        self.with(id, Keys { input, asked });
    }

    /// The board the view shows, for Save and Copy.
    pub fn board(&self, id: ViewId, look: &Look<'_>) -> Option<Arc<Board>> {
        self.with_ref(id, BoardOf(look))
    }

    /// What the board is, for the window's title ("solution 5 of 92").
    pub fn describe(&self, id: ViewId, look: &Look<'_>) -> String {
        self.with_ref(id, DescribeOf(look))
    }

    /// The name a saved board gets by default, without its extension.
    pub fn file_stem(&self, id: ViewId, look: &Look<'_>) -> String {
        self.with_ref(id, FileStemOf(look))
    }

    /// The shape of the view's panel on the right, if it has one.
    pub fn right_panel_shape(&self, id: ViewId, look: &Look<'_>) -> Option<RightPanel> {
        self.with_ref(id, RightPanelOf(look))
    }
}
