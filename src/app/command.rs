//! What the panels ask of the app, gathered while a frame is drawn and
//! applied at its end. A view's own commands are its own type (see
//! `views`); these are the app's.

use std::path::PathBuf;
use std::sync::Arc;

use eframe::egui;

use super::settings::Setting;
use super::status::Status;
use super::views::id::ViewId;
use crate::catalog::Filter;

/// Actions gathered while drawing a frame, applied at its end.
pub enum Command {
    SetN(usize),
    /// Play by these rules (the piece, plane or torus): a new session.
    SetRules(crate::engine::Rules),
    /// Show this view.
    SetView(ViewId),
    /// Ask where to save the board shown, then save it.
    SaveBoard,
    /// Save the board shown in this format (a page's download, where no
    /// dialog chooses one).
    SaveBoardAs(crate::formats::BoardFormat),
    /// Ask where, then write every solution of n (or the fundamental ones).
    ExportAll(Filter),
    CancelFile,
    CopyText,
    /// Copy this text to the clipboard, and say `said`.
    Copy {
        text: String,
        said: String,
    },
    /// Ask the system for the clipboard's text; it comes back as a paste.
    Paste,
    /// Close the window (saving the state, as a close does).
    Quit,
    /// Forget the panels' sizes: every panel as it first opened.
    ResetLayout,
    /// Open a Help window, or close it.
    Help(Option<HelpPage>),
    /// Ask for a board file and open it.
    OpenDialog,
    OpenFile(PathBuf),
    /// Ask for a file that the view shown opens itself (a solver's output,
    /// checked on Check a solver).
    OpenForView,
    /// A board given as text (pasted).
    OpenText(String),
    /// A file the page was handed (the browser's picker, a drop): read as
    /// text, a board, or a solver's output on Check.
    OpenHanded(crate::platform::HandedFile),
    /// Something to say in the status line.
    Say(Status),
    /// A change of the settings made in a menu or an options panel.
    Set(Setting),
    /// Ask where, then save a picture or a table a view made.
    Save {
        what: SaveWhat,
        stem: String,
    },
}

/// Something a view saves besides its board.
#[derive(Clone)]
pub enum SaveWhat {
    /// A scene of a board of side n (a heatmap), as PNG or SVG.
    Picture {
        scene: Arc<crate::scene::Scene>,
        n: usize,
    },
    /// A table, as CSV.
    Csv(Arc<Vec<u8>>),
    /// A regions puzzle's text, as .txt.
    Puzzle(Arc<Vec<u8>>),
    /// The textbook search of n, as an animated PNG or a GIF; a mistaken
    /// program's run when one is chosen.
    Animation {
        n: usize,
        rules: crate::engine::Rules,
        mistake: Option<crate::textbook::Mistake>,
    },
    /// A part of the window (a chart), as PNG: a screenshot of that
    /// rectangle, in points.
    Screenshot(egui::Rect),
    /// A learner's trace replayed from `from` events on, as an animated
    /// PNG or a GIF.
    Replay {
        source: crate::replay::Source,
        steps: Arc<crate::replay::Steps>,
        from: u64,
    },
}

/// The pages of the Help menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HelpPage {
    Shortcuts,
    HowTo,
    About,
}

impl HelpPage {
    pub fn title(self) -> String {
        crate::app::i18n::tr(match self {
            HelpPage::Shortcuts => "help-shortcuts",
            HelpPage::HowTo => "help-howto",
            HelpPage::About => "help-about",
        })
    }
}
