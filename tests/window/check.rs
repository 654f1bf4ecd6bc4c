//! Check a solver: a learner's output pasted, held against the truth.

use super::common::*;

use egui_kittest::kittest::Queryable;
use nqueens::app::{Check, CheckShown, Settings};

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
    let second =
        harness.get_by_label("Board 2 (line 2): the queens on a6 and b5 are on the same diagonal.");
    second.click();
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
