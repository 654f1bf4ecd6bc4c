//! What several of the window's tests share: reaching into a view's
//! state, and dialogs that answer as a test wants.

use super::common::*;
use std::sync::Arc;

use eframe::egui::{OutputCommand, ViewportCommand, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nqueens::app::views::big::Big;
use nqueens::app::views::pins::Pins;
use nqueens::app::views::play::{Play, PlayState};
use nqueens::app::views::watch::{Watch, WatchState};
use nqueens::app::{Answer, App, Dialogs, FileFilter, Settings, ViewId};
use nqueens::engine::{Board, Survey};

pub fn play(app: &App) -> Option<&PlayState> {
    app.view::<Play>().and_then(|p| p.state.as_ref())
}

pub fn watch(app: &App) -> Option<&WatchState> {
    app.view::<Watch>().and_then(|w| w.state.as_ref())
}

pub fn constructed(app: &App) -> Option<&Board> {
    app.view::<Big>().and_then(|b| b.board.as_deref())
}

/// The window in Watch at n = 4, the whole trace arrived.
pub fn watching_four() -> Harness<'static, App> {
    let mut harness = app_with(Settings {
        n: 4,
        ..Settings::default()
    });
    harness.step();
    harness.get_by_label("Watch the search").click();
    run_until(&mut harness, "the trace of 4", |app| {
        watch(app).is_some_and(|w| w.complete)
    });
    harness
}

/// A machine with no desktop portal and no zenity: no system dialog opens.
pub struct NoSystemDialogs;

impl Dialogs for NoSystemDialogs {
    fn save_file(&mut self, _: &str, _: &str, _: &[FileFilter<'_>]) -> Answer {
        Answer::Unavailable("no desktop portal and no zenity".into())
    }
    fn open_file(&mut self, _: &str, _: &[FileFilter<'_>]) -> Answer {
        Answer::Unavailable("no desktop portal and no zenity".into())
    }
}

/// The platform commands (clipboard) and root viewport commands (title,
/// close) of the last frame.
pub fn output(harness: &Harness<'_, App>) -> (Vec<OutputCommand>, Vec<ViewportCommand>) {
    let out = harness.output();
    let viewport = out
        .viewport_output
        .get(&ViewportId::ROOT)
        .map(|v| v.commands.clone())
        .unwrap_or_default();
    (out.platform_output.commands.clone(), viewport)
}

pub fn survey(app: &App) -> Option<Arc<Survey>> {
    app.session
        .shared
        .current_survey()
        .and_then(|s| s.result.clone())
}

pub fn in_view(view: ViewId, n: usize) -> Harness<'static, App> {
    app_with(Settings {
        n,
        view,
        ..Settings::default()
    })
}

/// [`in_view`] on real threads, for the tests of the threads.
pub fn in_view_threaded(view: ViewId, n: usize) -> Harness<'static, App> {
    app_threaded(Settings {
        n,
        view,
        ..Settings::default()
    })
}

/// The pins view of the app, once it exists.
pub fn pins(app: &App) -> &Pins {
    app.view::<Pins>().unwrap()
}
