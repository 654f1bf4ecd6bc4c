//! A screenshot of a puzzle dropped on the regions view (issue 60): read
//! and played; one that fails its checks opens in the editor, its map as
//! read, with the reason in the status line.

use std::sync::Arc;

use egui_kittest::kittest::Queryable;
use nqueens::app::views::regions::Mode;
use nqueens::engine::regions::Puzzle;

use super::check::Dropped;
use super::common::*;
use super::corpus::{Encoding, Style, draw, encode, levels};
use super::regions::on_regions;

#[test]
fn a_dropped_screenshot_is_played_and_a_doubtful_one_opens_in_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = on_regions();
    let (_, level) = levels().into_iter().nth(4).unwrap();
    let shot = dir.path().join("today.jpg");
    std::fs::write(
        &shot,
        encode(&draw(&level, Style::LinkedIn, 48), Encoding::Jpeg(75)),
    )
    .unwrap();
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(shot)));
    run_until(&mut harness, "the screenshot's puzzle", |app| {
        let game = app.session.views.regions.game.as_ref();
        game.is_some_and(|g| g.puzzle.regions() == level.regions())
    });
    harness.run_steps(2);
    assert!(matches!(
        harness.state().session.views.regions.mode,
        Mode::Play
    ));

    // A region a row: many solutions. The editor shows the map as read.
    let rows = Puzzle::parse("AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE\n").unwrap();
    let shot = dir.path().join("rows.png");
    std::fs::write(&shot, encode(&draw(&rows, Style::App, 40), Encoding::Png)).unwrap();
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(shot)));
    run_until(&mut harness, "the editor", |app| {
        matches!(app.session.views.regions.mode, Mode::Edit(_))
    });
    harness.run_steps(2);
    let Mode::Edit(editor) = &harness.state().session.views.regions.mode else {
        unreachable!()
    };
    assert_eq!(editor.regions, rows.regions());
    harness
        .get_by_label_contains("rows.png: read as a board of 5, but it has more than one solution");
}

/// The reason a screenshot is in doubt is said in the window's language.
#[test]
fn a_doubtful_screenshot_is_said_in_the_windows_language() {
    use nqueens::app::{Command, Settings, UiLanguage, ViewId};
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        language: Some(UiLanguage::Russian),
        ..Settings::default()
    };
    let mut harness = app_with(settings);
    harness.run_steps(2);
    harness
        .state_mut()
        .apply_public(Command::SetView(ViewId::Regions));
    run_until(&mut harness, "a first puzzle", |app| {
        app.session.views.regions.game.is_some()
    });
    let rows = Puzzle::parse("AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE\n").unwrap();
    let shot = dir.path().join("rows.png");
    std::fs::write(
        &shot,
        encode(&draw(&rows, Style::LinkedIn, 40), Encoding::Png),
    )
    .unwrap();
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(shot)));
    run_until(&mut harness, "the editor", |app| {
        matches!(app.session.views.regions.mode, Mode::Edit(_))
    });
    harness.run_steps(2);
    harness.get_by_label_contains("rows.png: прочитана доска 5×5, но у неё больше одного решения");
}
