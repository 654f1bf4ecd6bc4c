//! Big board: ten million queens, zoom, shuffle.

use super::common::*;
use super::support::*;
use nqueens::formats::Reading;

use eframe::egui::{self};
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::Settings;

#[test]
fn a_million_queens_and_a_shuffle() {
    let mut harness = app_with(Settings {
        n: 1_000_000,
        ..Settings::default()
    });
    run_until(&mut harness, "the construction", |app| {
        constructed(app).is_some()
    });
    let first = constructed(harness.state()).unwrap().clone();
    assert_eq!(first.n(), 1_000_000);
    assert!(first.is_solution());
    harness.get_by_label("Shuffle").click();
    run_until(&mut harness, "the local search", |app| {
        constructed(app).is_some_and(|b| *b != first)
    });
    let shuffled = constructed(harness.state()).unwrap().clone();
    assert!(shuffled.is_solution());
    // Its end is said, with the time it took.
    let said = harness.state().message().unwrap_or_default().to_string();
    assert!(
        said.starts_with("Shuffled: another solution of n = 1,000,000, found in "),
        "{said}"
    );
    // Shuffle stays put as the pointer comes onto the board and leaves it.
    let canvas = harness.get_by_label_contains("Board of").rect();
    let away = harness.get_by_label("Shuffle").rect();
    harness.hover_at(canvas.center());
    harness.run_steps(3);
    let over = harness.get_by_label("Shuffle").rect();
    assert_eq!(away, over, "Shuffle moved under the pointer");
    // The pointer's line says its column and row grouped, once (issue 74:
    // "square 500001-500000, column 500,001 …" mixed the two).
    harness.get_by_label_contains("Pointer: column 500,");
    assert!(harness.query_by_label_contains("Pointer: square").is_none());
    // Zoom in with the wheel over the board: the panel says how far, and
    // "Whole board" goes back.
    let whole = "In view: 1,000,000 of 1,000,000 columns (1× zoom)";
    harness.get_by_label(whole);
    let canvas = harness.get_by_label_contains("Board of").rect();
    harness.hover_at(canvas.center());
    harness.event(eframe::egui::Event::MouseWheel {
        unit: eframe::egui::MouseWheelUnit::Point,
        delta: eframe::egui::vec2(0.0, 2000.0),
        modifiers: eframe::egui::Modifiers::NONE,
        phase: eframe::egui::TouchPhase::Move,
        source: eframe::egui::MouseWheelSource::Wheel,
    });
    harness.run_steps(5);
    assert!(
        harness.query_by_label(whole).is_none(),
        "the wheel did not zoom"
    );
    harness.get_by_label_contains("× zoom)");
    harness.get_by_label("Whole board").click();
    harness.run_steps(3);
    harness.get_by_label(whole);
}

#[test]
fn big_boards_as_text_are_refused_with_their_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(Settings {
        n: 10_000_000,
        ..Settings::default()
    });
    run_until(&mut harness, "the construction", |app| {
        constructed(app).is_some()
    });
    // Copy is offered only where the clipboard can take it.
    harness.get_by_label("Edit").click();
    harness.run_steps(2);
    assert!(
        harness
            .get_by_label_contains("Copy board as text")
            .accesskit_node()
            .is_disabled()
    );
    harness.key_press(eframe::egui::Key::Escape);
    harness.run_steps(2);
    // Ctrl+C says why, and puts nothing on the clipboard.
    harness.event(eframe::egui::Event::Copy);
    harness.step();
    let copied = harness
        .output()
        .platform_output
        .commands
        .iter()
        .any(|c| matches!(c, eframe::egui::OutputCommand::CopyText(_)));
    assert!(!copied);
    let message = harness.state().message().unwrap().to_string();
    assert!(message.contains("too large for the clipboard"), "{message}");
    // Save as .txt: a clear refusal, nothing written, the app lives on.
    let path = dir.path().join("big.txt");
    answer(&mut harness, vec![Some(path.clone())]);
    file_menu(&mut harness, "Save board…");
    harness.run_steps(3);
    let message = harness.state().message().unwrap().to_string();
    assert!(
        message.contains("would be 100,000,010,000,000 bytes; text holds boards up to n = 10,000"),
        "{message}"
    );
    assert!(!path.exists());
    assert!(harness.state().file_job.is_none());
    // RON holds it, streamed row by row.
    let ron = dir.path().join("big.ron");
    answer(&mut harness, vec![Some(ron.clone())]);
    file_menu(&mut harness, "Save board…");
    run_until(&mut harness, "the RON file", |app| app.file_job.is_none());
    let read =
        nqueens::formats::open_board(nqueens::formats::Input::File(&ron), Reading::default())
            .unwrap();
    assert_eq!(read.n(), 10_000_000);
    assert!(read.check(0).is_solution());
}

#[test]
fn the_slider_past_32_says_so_and_takes_a_click_at_its_end() {
    let mut harness = app_with(Settings {
        n: 1000,
        ..Settings::default()
    });
    harness.run_steps(2);
    let rect = harness.get_by_label("n (now past 32)").rect();
    // A click at the right end, where the knob already rests.
    click_at(
        &mut harness,
        egui::pos2(rect.right() - 2.0, rect.center().y),
    );
    assert_eq!(harness.state().settings.n, 32);
}

/// Issue 61: Enter in "Any n" applies the size typed, as Go does, on the
/// Big board too (10,000,000 typed over a million queens).
#[test]
fn enter_in_any_n_applies_ten_million_on_the_big_board() {
    let mut harness = app_with(Settings {
        n: 1_000_000,
        ..Settings::default()
    });
    run_until(&mut harness, "the construction", |app| {
        constructed(app).is_some()
    });
    set_field(&mut harness, "Any n", "10000000");
    harness.key_press(egui::Key::Enter);
    run_until(&mut harness, "n = 10,000,000", |app| {
        app.settings.n == 10_000_000
    });
}

/// Issue 61: at 800×600, shuffling ten million queens shows its Cancel
/// whole, where Shuffle was (it was cut in half by the panel's end), and a
/// Cancel ends the shuffle with the board kept.
#[test]
fn at_800_by_600_a_shuffle_of_ten_million_shows_its_cancel_whole() {
    use nqueens::app::App;
    let settings = Settings {
        n: 10_000_000,
        ..Settings::default()
    };
    let mut harness = egui_kittest::Harness::builder()
        .with_size([800.0, 600.0])
        .build_eframe(move |cc| App::with_settings(&cc.egui_ctx, on_test_day(settings)));
    // Real threads: the ten million queens come in real time.
    run_until_clock(&mut harness, "the construction", |app| {
        constructed(app).is_some()
    });
    harness.run_steps(2);
    let shuffle = harness.get_by_label("Shuffle").rect();
    harness.get_by_label("Shuffle").click();
    label_in_time(&mut harness, "Cancel");
    let cancel = harness.get_by_label("Cancel").rect();
    let status = harness.get_by_label_contains("n = 10,000,000:").rect();
    assert!(
        cancel.bottom() <= status.top(),
        "{cancel:?} under the status line at {status:?}"
    );
    assert!(
        (cancel.top() - shuffle.top()).abs() < 2.0,
        "{cancel:?} not where Shuffle was: {shuffle:?}"
    );
    harness.get_by_label_contains("Shuffling: moving queens");
    harness.get_by_label("Cancel").click();
    label_in_time(&mut harness, "Shuffle");
    assert_eq!(constructed(harness.state()).unwrap().n(), 10_000_000);
}

/// Runs frames until a label shows, for the app on real threads: within
/// 60 s.
fn label_in_time(harness: &mut egui_kittest::Harness<'_, nqueens::app::App>, label: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while harness.query_by_label(label).is_none() {
        assert!(std::time::Instant::now() < deadline, "no {label:?} in 60 s");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}
