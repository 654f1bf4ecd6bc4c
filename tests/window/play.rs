//! Play: placing queens by hand, conflicts, undo, completion.

use super::common::*;
use super::support::*;

use egui_kittest::kittest::Queryable;
use nqueens::app::{Settings, ViewId};

#[test]
fn a_conflicting_board_is_marked_and_junk_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.state_mut().settings.selected = 40;
    // Junk: a message with line and column, and the board stays.
    let junk = dir.path().join("junk.txt");
    std::fs::write(&junk, "Q...\n..x.\n").unwrap();
    answer(&mut harness, vec![Some(junk)]);
    file_menu(&mut harness, "Open board…");
    run_until(&mut harness, "the junk read", |app| app.message().is_some());
    let message = harness.state().message().unwrap().to_string();
    assert!(message.contains("line 2, column 3"), "{message}");
    assert_eq!(
        (
            harness.state().settings.n,
            harness.state().settings.selected
        ),
        (8, 40)
    );
    assert!(harness.state().session.shared.opened.is_none());
    // Pasted text with attacking queens: shown, with the attacks counted.
    harness.event(eframe::egui::Event::Paste(
        "Q...\n.Q..\n....\n...Q\n".into(),
    ));
    run_until(&mut harness, "the pasted board", |app| app.settings.n == 4);
    let app = harness.state_mut();
    let board = app.board().unwrap();
    assert_eq!(board.attacks().len(), 3);
    assert_eq!(
        app.message(),
        Some("Pasted board: 3 attacking pairs, marked on the board")
    );
    // Two queens in one row: a valid board file, not a solution; the app
    // says what it holds and keeps the board it shows.
    harness.event(eframe::egui::Event::Paste("QQ.\n...\n...\n".into()));
    run_until(&mut harness, "the crowded board", |app| {
        app.message().is_some_and(|m| m.contains("row 0"))
    });
    let app = harness.state_mut();
    assert_eq!(app.settings.n, 4);
    let message = app.message().unwrap().to_string();
    assert!(
        message
            .starts_with("Pasted board: row 0 holds more than one queen (1 attacking pair in all)"),
        "{message}"
    );
}

#[test]
fn play_mode_counts_conflicts_undoes_and_completes() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.get_by_label("Play").click();
    harness.run_steps(2);
    click_square(&mut harness, 8, (0, 0));
    click_square(&mut harness, 8, (1, 1));
    harness.get_by_label("Queens placed: 2");
    harness.get_by_label("Conflicts: 1");
    harness.get_by_label("Undo").click();
    harness.run_steps(2);
    harness.get_by_label("Conflicts: 0");
    // Redo and undo again from the keyboard.
    let (command, shift) = (
        eframe::egui::Modifiers::COMMAND,
        eframe::egui::Modifiers::SHIFT,
    );
    harness.key_press_modifiers(command.plus(shift), eframe::egui::Key::Z);
    harness.run_steps(2);
    harness.get_by_label("Conflicts: 1");
    harness.key_press_modifiers(command, eframe::egui::Key::Z);
    harness.run_steps(2);
    harness.get_by_label("Conflicts: 0");
    // a8 then e7 (no conflict); completing keeps both.
    click_square(&mut harness, 8, (1, 4));
    harness.get_by_label("Complete").click();
    run_until(&mut harness, "a completion and its number", |app| {
        play(app).is_some_and(|p| {
            p.board.is_complete() && p.note.as_deref().is_some_and(|n| n.contains("number"))
        })
    });
    let app = harness.state_mut();
    let board = play(app).unwrap().board.clone();
    assert!(board.is_solution());
    assert_eq!((board.queen(0), board.queen(1)), (Some(0), Some(4)));
    // The finished board is selected in the browser by its number.
    let number = app.settings.selected;
    assert_eq!(
        app.session
            .shared
            .all
            .as_ref()
            .unwrap()
            .catalog
            .get(number)
            .unwrap(),
        board
    );
}

#[test]
fn play_mode_says_when_no_completion_exists() {
    let mut harness = app_with(Settings {
        n: 4,
        ..Settings::default()
    });
    harness.step();
    harness.get_by_label("Play").click();
    harness.run_steps(2);
    click_square(&mut harness, 4, (0, 0));
    harness.get_by_label("Complete").click();
    run_until(&mut harness, "the verdict", |app| {
        play(app).is_some_and(|p| p.note.is_some())
    });
    harness.get_by_label("No completion exists. Move the queen on a4 and one does.");
}

#[test]
fn undo_clears_what_was_said_about_the_old_board() {
    let mut harness = app_with(Settings {
        view: ViewId::Play,
        ..Settings::default()
    });
    harness.run_steps(2);
    click_square(&mut harness, 8, (0, 0));
    click_square(&mut harness, 8, (1, 1));
    harness.get_by_label("Complete").click();
    run_until(&mut harness, "the verdict", |app| {
        play(app).is_some_and(|p| p.note.is_some())
    });
    harness.get_by_label("1 attacking pair: remove queens first.");
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, eframe::egui::Key::Z);
    harness.run_steps(2);
    assert_eq!(play(harness.state()).unwrap().note, None);
    assert!(
        harness
            .query_by_label_contains("remove queens first")
            .is_none()
    );
}
