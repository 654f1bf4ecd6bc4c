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
use super::regions::{on_regions, on_regions_with};

/// Drops a screenshot (`style`) of a map of a region a row, which has
/// many solutions, as `rows.png` in `dir`, and waits for the editor;
/// returns the map.
fn drop_rows_until_the_editor(
    harness: &mut egui_kittest::Harness<'_, nqueens::app::App>,
    dir: &std::path::Path,
    style: Style,
) -> Puzzle {
    let rows = Puzzle::parse("AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE\n").unwrap();
    let shot = dir.join("rows.png");
    std::fs::write(&shot, encode(&draw(&rows, style, 40), Encoding::Png)).unwrap();
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(shot)));
    run_until(harness, "the editor", |app| {
        matches!(app.session.views.regions.mode, Mode::Edit(_))
    });
    harness.run_steps(2);
    rows
}

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
    let rows = drop_rows_until_the_editor(&mut harness, dir.path(), Style::App);
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
    use nqueens::app::{Settings, UiLanguage};
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        language: Some(UiLanguage::Russian),
        ..Settings::default()
    };
    let mut harness = on_regions_with(settings);
    drop_rows_until_the_editor(&mut harness, dir.path(), Style::LinkedIn);
    harness.get_by_label_contains("rows.png: прочитана доска 5×5, но у неё больше одного решения");
}
