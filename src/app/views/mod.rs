//! The views of the app, one file each, held together in [`Views`] (as
//! egui's demo app holds its apps in one struct). Which view is which is
//! [`ViewId`]; a view's own commands are its own type, carried to it in
//! [`ViewCommand`]. The list in the `views!` call below is the only place
//! that names them all, [`ViewId`] included: a new view is a file and a
//! line there, and what the view is (its key, where it works) it says in
//! its own file, as [`View`]'s constants.

pub mod about;
pub mod big;
pub mod browse;
pub mod check;
pub mod heatmap;
pub mod id;
pub mod pins;
pub mod play;
pub mod regions;
pub mod stats;
pub mod trace;
pub mod watch;

pub use id::ViewId;

use std::sync::Arc;

use eframe::egui::{self, Ui};

use super::address::{Address, Problem};
use super::command::Command;
use super::i18n::t;
use super::shared::Shared;
use crate::engine::Rules;

use super::view::{Act, Document, Incoming, Look, OpenedBoard, Out, RightPanel, View};
use crate::engine::{Board, Feature};

/// Generates [`Views`], [`ViewCommand`] and the dispatch from one list of
/// `Variant field: Type, Command`.
macro_rules! views {
    ($($variant:ident $field:ident: $view:ty, $command:ty;)*) => {
        /// What each view says of itself, as [`View`]'s constants and
        /// functions: where it works and why not.
        impl ViewId {
            /// Whether the view works for boards of n, whatever the
            /// rules ([`ViewId::works`] asks both).
            pub(in crate::app) fn works_at(self, n: usize) -> bool {
                match self {
                    $(ViewId::$variant => <$view as View>::works_at(n),)*
                }
            }

            /// What the view needs of the rules beyond a board, read from
            /// the engine's one table of what each rule supports.
            pub(in crate::app) fn feature(self) -> Option<Feature> {
                match self {
                    $(ViewId::$variant => <$view as View>::FEATURE,)*
                }
            }

            /// Why the view does not work past its limit, for its tooltip.
            pub(in crate::app) fn unavailable_reason(self) -> String {
                match self {
                    $(ViewId::$variant => <$view as View>::limit_reason(),)*
                }
            }

            /// Whether the view plays a puzzle of its own, not the board
            /// of n ([`View::OWN_PUZZLE`]).
            pub(in crate::app) fn own_puzzle(self) -> bool {
                match self {
                    $(ViewId::$variant => <$view as View>::OWN_PUZZLE,)*
                }
            }

            /// The first view, in the selector's order, that an address
            /// naming no view is for ([`View::claims_address`]).
            pub(in crate::app) fn claiming(address: &Address) -> Option<ViewId> {
                $(if <$view as View>::claims_address(address) {
                    return Some(ViewId::$variant);
                })*
                None
            }
        }

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
        }

        impl From<$command> for ViewCommand {
            fn from(command: $command) -> ViewCommand {
                ViewCommand::$variant(command)
            }
        })*

        impl Views {
            pub fn new(shared: &Shared) -> Views {
                Views {
                    $($field: <$view>::new(shared),)*
                }
            }

            /// Takes the views that outlive a change of n
            /// ([`View::LASTS`]) from the session before; the others
            /// stay as new.
            pub fn keep_lasting(&mut self, old: Views) {
                $(if <$view as View>::LASTS {
                    self.$field = old.$field;
                })*
            }

            /// A board opened: the view that plays it, if one does, else
            /// every view told of it ([`View::board_opened`]).
            pub fn take_board(&mut self, opened: &OpenedBoard<'_>, act: &mut Act<'_>) -> Option<ViewId> {
                $(if View::plays_board(&mut self.$field, opened, act) {
                    return Some(ViewId::$variant);
                })*
                $(View::board_opened(&mut self.$field, opened, act);)*
                None
            }

            /// Opens the view's part of an address in every view; the
            /// problems of the parts that could not be.
            pub fn arrive(&mut self, shown: ViewId, address: &Address, act: &mut Act<'_>) -> Vec<Problem> {
                let mut problems = Vec::new();
                $(problems.extend(View::arrive(&mut self.$field, address, shown == ViewId::$variant, act));)*
                problems
            }

            /// What comes in, opened by the view shown if it opens it, else
            /// by the first view that claims it: that view and its
            /// commands, or `None` (the app opens it as a board).
            pub fn open(&self, shown: ViewId, incoming: &Incoming<'_>) -> Option<(ViewId, Vec<ViewCommand>)> {
                let own = self.get(shown).open(incoming, true);
                if !own.is_empty() {
                    return Some((shown, own));
                }
                $(let theirs = Shown::open(&self.$field, incoming, false);
                if !theirs.is_empty() {
                    return Some((ViewId::$variant, theirs));
                })*
                None
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

            /// The view `id`, as the shell sees every view.
            fn get_mut(&mut self, id: ViewId) -> &mut dyn Shown {
                match id {
                    $(ViewId::$variant => &mut self.$field,)*
                }
            }

            /// The view `id`, to ask about.
            fn get(&self, id: ViewId) -> &dyn Shown {
                match id {
                    $(ViewId::$variant => &self.$field,)*
                }
            }
        }
    };
}

impl ViewId {
    /// Whether the view works for boards of n under `rules`: under rules
    /// other than the classic queens', Browse, Play, Watch, Pins and the
    /// Heatmap do.
    ///
    /// ```
    /// use nqueens::app::ViewId;
    /// use nqueens::engine::{Piece, Rules};
    /// let kings = Rules { piece: Piece::King, ..Rules::default() };
    /// assert!(ViewId::Watch.works(8, &kings) && ViewId::Pins.works(8, &kings));
    /// assert!(!ViewId::Stats.works(8, &kings));
    /// let queens = Rules::QUEENS;
    /// assert!(ViewId::Browse.works(32, &queens) && !ViewId::Browse.works(33, &queens));
    /// assert!(ViewId::Big.works(1_000_000, &queens) && !ViewId::Big.works(8, &queens));
    /// ```
    pub fn works(self, n: usize, rules: &Rules) -> bool {
        self.works_at(n) && self.feature().is_none_or(|f| rules.supports(f))
    }

    /// Why the view does not work at n under `rules`, for its tooltip.
    pub fn unavailable(self, n: usize, rules: &Rules) -> String {
        if self.works_at(n) && !self.works(n, rules) {
            t!("view-classic-only")
        } else {
            self.unavailable_reason()
        }
    }
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
    Check check: check::Check, check::CheckCommand;
    Regions regions: regions::Regions, regions::RegionsCommand;
}

/// A view found in [`Views`] by its type (tests look inside).
pub trait InViews {
    fn of(views: &Views) -> &Self;
}

/// What a view's panel asked for, sorted into the app's commands and the
/// views'.
pub struct Asked<'a> {
    pub app: &'a mut Vec<Command>,
    pub views: &'a mut Vec<ViewCommand>,
}

impl Asked<'_> {
    fn take<C: Into<ViewCommand>>(&mut self, out: Out<C>) {
        self.app.extend(out.app);
        self.views.extend(out.own.into_iter().map(Into::into));
    }
}

/// A view as the shell sees it: [`View`] with its commands already wrapped
/// in [`ViewCommand`], so that every view is one type of object and one
/// `match` on [`ViewId`] finds it. Every view has it through the impl
/// below; a new method of [`View`] the shell calls is one line here.
trait Shown {
    fn update(&mut self, dt: f64, act: &mut Act<'_>) -> bool;
    fn hidden(&mut self);
    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>);
    fn right_panel(&mut self, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>);
    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>);
    fn keys(&self, input: &mut egui::InputState, asked: Asked<'_>);
    fn board(&self, look: &Look<'_>) -> Option<Arc<Board>>;
    fn describe(&self, look: &Look<'_>) -> String;
    fn file_stem(&self, look: &Look<'_>) -> String;
    fn right_panel_shape(&self, look: &Look<'_>) -> Option<RightPanel>;
    fn document(&self, look: &Look<'_>) -> Document;
    fn open(&self, incoming: &Incoming<'_>, shown: bool) -> Vec<ViewCommand>;
    fn address(&self, look: &Look<'_>, address: &mut Address);
}

impl<V: View> Shown for V
where
    V::Command: Into<ViewCommand>,
{
    fn update(&mut self, dt: f64, act: &mut Act<'_>) -> bool {
        View::update(self, dt, act)
    }

    fn hidden(&mut self) {
        View::hidden(self);
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, mut asked: Asked<'_>) {
        let mut out = Out::new();
        View::panel(self, ui, look, &mut out);
        asked.take(out);
    }

    fn right_panel(&mut self, ui: &mut Ui, look: &Look<'_>, mut asked: Asked<'_>) {
        let mut out = Out::new();
        View::right_panel(self, ui, look, &mut out);
        asked.take(out);
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, mut asked: Asked<'_>) {
        let mut out = Out::new();
        View::central(self, ui, look, &mut out);
        asked.take(out);
    }

    fn keys(&self, input: &mut egui::InputState, mut asked: Asked<'_>) {
        let mut out = Out::new();
        View::keys(self, input, &mut out);
        asked.take(out);
    }

    fn board(&self, look: &Look<'_>) -> Option<Arc<Board>> {
        View::board(self, look)
    }

    fn describe(&self, look: &Look<'_>) -> String {
        View::describe(self, look)
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        View::file_stem(self, look)
    }

    fn right_panel_shape(&self, look: &Look<'_>) -> Option<RightPanel> {
        View::right_panel_shape(self, look)
    }

    fn document(&self, look: &Look<'_>) -> Document {
        View::document(self, look)
    }

    fn open(&self, incoming: &Incoming<'_>, shown: bool) -> Vec<ViewCommand> {
        View::open(self, incoming, shown)
            .into_iter()
            .map(Into::into)
            .collect()
    }

    fn address(&self, look: &Look<'_>, address: &mut Address) {
        View::address(self, look, address);
    }
}

impl Views {
    /// Runs the view's step before drawing; whether it animates.
    pub fn update(&mut self, id: ViewId, dt: f64, act: &mut Act<'_>) -> bool {
        self.get_mut(id).update(dt, act)
    }

    /// Tells the view `id` it is no longer shown.
    pub fn hidden(&mut self, id: ViewId) {
        self.get_mut(id).hidden();
    }

    /// Draws the view's side panel.
    pub fn panel(&mut self, id: ViewId, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>) {
        self.get_mut(id).panel(ui, look, asked);
    }

    /// Draws the view's panel on the right (the gallery), if it has one.
    pub fn right_panel(&mut self, id: ViewId, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>) {
        self.get_mut(id).right_panel(ui, look, asked);
    }

    /// Draws the view's board area.
    pub fn central(&mut self, id: ViewId, ui: &mut Ui, look: &Look<'_>, asked: Asked<'_>) {
        self.get_mut(id).central(ui, look, asked);
    }

    /// The view's keys, when no text field has the keyboard.
    pub fn keys(&mut self, id: ViewId, input: &mut egui::InputState, asked: Asked<'_>) {
        self.get(id).keys(input, asked);
    }

    /// The board the view shows, for Save and Copy.
    pub fn board(&self, id: ViewId, look: &Look<'_>) -> Option<Arc<Board>> {
        self.get(id).board(look)
    }

    /// What the board is, for the window's title ("solution 5 of 92").
    pub fn describe(&self, id: ViewId, look: &Look<'_>) -> String {
        self.get(id).describe(look)
    }

    /// The name a saved board gets by default, without its extension.
    pub fn file_stem(&self, id: ViewId, look: &Look<'_>) -> String {
        self.get(id).file_stem(look)
    }

    /// The shape of the view's panel on the right, if it has one.
    pub fn right_panel_shape(&self, id: ViewId, look: &Look<'_>) -> Option<RightPanel> {
        self.get(id).right_panel_shape(look)
    }

    /// What Save and Copy take from the view.
    pub fn document(&self, id: ViewId, look: &Look<'_>) -> Document {
        self.get(id).document(look)
    }

    /// The view's part of the address of where the person is.
    pub fn address(&self, id: ViewId, look: &Look<'_>, address: &mut Address) {
        self.get(id).address(look, address);
    }
}
