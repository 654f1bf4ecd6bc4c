//! Check a solver: a learner's output pasted, held against the truth.

use super::common::*;

use egui_kittest::kittest::Queryable;
use nqueens::app::views::check::{Check, Shown as CheckShown};
use nqueens::app::{MAX_PASTE_BYTES, Settings, View};

fn check(app: &nqueens::app::App) -> Option<&Check> {
    app.view::<Check>()
}

#[test]
fn a_solver_that_never_checks_diagonals_is_found_out() {
    let mut harness = app_with(Settings::default());
    harness.step();
    harness.get_by_label("Check a solver").click();
    harness.run_steps(2);
    harness.get_by_label("Example").click();
    harness.run_steps(2);
    harness.get_by_label("Check").click();
    run_until(&mut harness, "the report", |app| {
        check(app).is_some_and(|c| c.report.is_some())
    });
    harness.run_steps(2);
    // 6! permutations, 4 of them solutions.
    harness.get_by_label("n = 6: 720 boards.");
    harness.get_by_label("716");
    harness.get_by_label("Not the 4 solutions of n = 6.");
    // The first invalid board is on the board, its attacking pair ringed.
    let first = "Board 1 (line 1): the queens on a6 and b5 are on the same diagonal.";
    harness.get_by_label(first);
    assert_eq!(
        check(harness.state_mut()).and_then(|c| c.shown),
        Some(CheckShown::Invalid(0))
    );
    // The list is in the side panel, which scrolls: as a person would,
    // scroll it into view with the wheel, then click it.
    let second = "Board 2 (line 2): the queens on a6 and b5 are on the same diagonal.";
    harness.hover_at(eframe::egui::pos2(140.0, 400.0));
    harness.event(eframe::egui::Event::MouseWheel {
        unit: eframe::egui::MouseWheelUnit::Point,
        delta: eframe::egui::vec2(0.0, -300.0),
        modifiers: eframe::egui::Modifiers::NONE,
        phase: eframe::egui::TouchPhase::Move,
        source: eframe::egui::MouseWheelSource::Wheel,
    });
    harness.run_steps(5);
    let line = harness.get_by_label(second).rect();
    assert!(line.bottom() < 730.0, "still below the fold: {line:?}");
    harness.get_by_label(second).click();
    harness.run_steps(2);
    assert_eq!(
        check(harness.state_mut()).and_then(|c| c.shown),
        Some(CheckShown::Invalid(1))
    );
}

#[test]
fn leetcode_json_pasted_is_right_and_junk_is_said() {
    let mut harness = app_with(Settings::default());
    harness.step();
    harness.get_by_label("Check a solver").click();
    harness.run_steps(2);
    harness.get_by_label("Your solver's output:").focus();
    harness.step();
    harness
        .get_by_label("Your solver's output:")
        .type_text(r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#);
    harness.run_steps(2);
    harness.get_by_label("Check").click();
    run_until(&mut harness, "the report", |app| {
        check(app).is_some_and(|c| c.report.is_some())
    });
    harness.run_steps(2);
    harness.get_by_label("Right: exactly the 2 solutions of n = 4, each once.");
    // Something that is no solver's output: the place of the first bad
    // character, and nothing else changes.
    harness.get_by_label("Your solver's output:").focus();
    harness.step();
    harness.key_press(eframe::egui::Key::End);
    harness.get_by_label("Your solver's output:").type_text("x");
    harness.run_steps(2);
    harness.get_by_label("Check").click();
    run_until(&mut harness, "the second report", |app| {
        check(app).is_some_and(|c| matches!(c.report, Some(Err(_))))
    });
    harness.run_steps(2);
    harness.get_by_label(
        "Not a solver's output this reads: line 1, column 62: 'x' after the end of the list",
    );
}

/// A file dropped on the window, as the desktop's integration gives it.
#[derive(Debug)]
pub(super) struct Dropped(pub(super) std::path::PathBuf);

impl eframe::egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

/// Waits for the Check view's file to be read and checked, or refused.
fn until_read(harness: &mut egui_kittest::Harness<'_, nqueens::app::App>) {
    run_until(harness, "the file read and checked", |app| {
        check(app).is_some_and(|c| c.report.is_some() && !c.busy())
    });
    harness.run_steps(2);
}

#[test]
fn a_solvers_output_opens_from_a_file_or_a_drop_and_bad_files_are_said() {
    let dir = tempfile::tempdir().unwrap();
    // n = 5: one solution, and a board with no queen on its bottom row.
    let output = dir.path().join("out.txt");
    std::fs::write(
        &output,
        "Q....\n...Q.\n.Q...\n....Q\n..Q..\n\nQ....\n..Q..\n....Q\n.Q...\n.....\n",
    )
    .unwrap();
    let mut harness = app_with(Settings::default());
    harness.step();
    harness.get_by_label("Check a solver").click();
    harness.run_steps(2);
    answer(&mut harness, vec![Some(output.clone())]);
    harness.get_by_label("Open…").click();
    until_read(&mut harness);
    assert!(
        check(harness.state_mut())
            .unwrap()
            .text
            .starts_with("Q....\n")
    );
    harness.get_by_label("n = 5: 2 boards.");
    // The row is named as the board labels it: the bottom one is 1.
    harness.get_by_label("Board 2 (line 7): no queen in row 1");
    harness.get_by_label_contains("Read out.txt.");

    // Not text: said with the byte, the box keeps what it had.
    let binary = dir.path().join("out.bin");
    std::fs::write(&binary, b"[[\".Q..\xff\xfe").unwrap();
    answer(&mut harness, vec![Some(binary)]);
    harness.get_by_label("Open…").click();
    run_until(&mut harness, "the refusal", |app| {
        check(app).is_some_and(|c| matches!(c.report, Some(Err(_))) && !c.busy())
    });
    harness.run_steps(2);
    harness.get_by_label("The file is not text (UTF-8): byte 8 is not.");
    assert!(
        check(harness.state_mut())
            .unwrap()
            .text
            .starts_with("Q....\n")
    );

    // Past the box's limit: read no further, the command line named.
    let long = dir.path().join("long.txt");
    let line = "0 2 4 1 3\n";
    let copies = MAX_PASTE_BYTES / line.len() + 2;
    std::fs::write(&long, line.repeat(copies)).unwrap();
    answer(&mut harness, vec![Some(long.clone())]);
    harness.get_by_label("Open…").click();
    harness.run_steps(2);
    run_until(&mut harness, "the refusal", |app| {
        check(app).is_some_and(|c| !c.busy())
    });
    harness.run_steps(2);
    harness.get_by_label(&format!(
        "{} is longer than 16 MB: use nqueens verify FILE on the command line.",
        long.display()
    ));

    // A file dropped on this view is a solver's output, not a board.
    let columns = dir.path().join("columns.txt");
    std::fs::write(&columns, "0 2 4 1 3\n0 3 1 4 2\n").unwrap();
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(columns)));
    harness.run_steps(2);
    until_read(&mut harness);
    harness.get_by_label("n = 5: 2 boards.");
    harness.get_by_label("Valid");
    assert_eq!(
        check(harness.state_mut()).unwrap().text,
        "0 2 4 1 3\n0 3 1 4 2\n"
    );
}
