//! About this n, and what each view says at the small and large n.

use super::common::*;
use super::support::*;

use egui_kittest::kittest::Queryable;
use nqueens::app::{Settings, ViewId};

#[test]
fn the_small_and_the_large_say_what_they_can() {
    // n = 2 and 3 have nothing to tally; n = 1 has one solution.
    for (n, text) in [
        (2, "n = 2 has no solution: nothing to tally."),
        (3, "n = 3 has no solution: nothing to tally."),
        (
            1,
            "Over 1 solution; each row and each column holds 1 queen in all.",
        ),
    ] {
        let mut harness = in_view(ViewId::Heatmap, n);
        run_until(&mut harness, "the tally", |app| survey(app).is_some());
        harness.run_steps(2);
        harness.get_by_label(text);
    }
    // n = 32 waits for a click, says how long it would take, and cancels
    // the tally running on its thread.
    let mut harness = in_view_threaded(ViewId::Heatmap, 32);
    harness.run_steps(3);
    assert!(harness.state().session.shared.survey.is_none());
    run_until_clock(&mut harness, "the forecast", |app| {
        app.session
            .shared
            .tally_forecast
            .as_ref()
            .is_some_and(|f| f.result.is_some())
    });
    harness.run_steps(2);
    harness.get_by_label_contains("years here");
    harness.get_by_label("Tally the solutions").click();
    harness.run_steps(2);
    harness.get_by_label("Cancel tally").click();
    run_until_clock(&mut harness, "the cancel", |app| {
        app.session
            .shared
            .survey
            .as_ref()
            .is_some_and(|s| s.state == nqueens::app::SearchState::Cancelled)
    });
    harness.get_by_label("Tally cancelled.");
}

#[test]
fn about_this_n_gives_the_counts_a_solution_and_a_forecast() {
    let mut harness = app_with(Settings::default());
    harness.step();
    harness.get_by_label("About this n").click();
    harness.run_steps(2);
    assert_eq!(harness.state().view_id(), ViewId::About);
    harness.get_by_label("92 solutions");
    harness.get_by_label("OEIS A000170");
    let columns = nqueens::engine::construct_columns(8, nqueens::engine::Rules::QUEENS).unwrap();
    let words: Vec<String> = columns
        .iter()
        .map(|&c| nqueens::scene::file_name(c as usize, 8))
        .collect();
    wait_for_label(
        &mut harness,
        &format!(
            "One solution, by formula: the queens' files from the top row down, {}",
            words.join(" ")
        ),
    );
    // Its board is the one saved and copied.
    let board = harness.state().board().unwrap();
    assert_eq!(board.columns().unwrap(), columns);
    // n = 8 is counted already: no question of how long (issue 32, 14).
    assert!(
        harness
            .query_by_label("How long would a count take?")
            .is_none()
    );
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::SetN(19));
    // The question is asked once the count's own forecast says it is long.
    wait_for_label(&mut harness, "How long would a count take?");
    harness.get_by_label("How long would a count take?").click();
    harness.run_steps(2);
    assert!(
        harness
            .state()
            .view::<nqueens::app::views::about::About>()
            .is_some_and(|a| a.forecasting() || a.forecast_said().is_some()),
        "the click did not ask"
    );
    run_until(&mut harness, "the forecast", |app| {
        app.view::<nqueens::app::views::about::About>()
            .is_some_and(|a| a.forecast_said().is_some())
    });
    let said = harness
        .state()
        .view::<nqueens::app::views::about::About>()
        .and_then(|a| a.forecast_said())
        .unwrap_or_default();
    assert!(
        said.starts_with("Counting n = 19 here takes about"),
        "{said}"
    );
    harness.get_by_label(&said);
    // Past the search, and where there is no solution.
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::SetN(1_000_000));
    harness.run_steps(2);
    harness.get_by_label("Too large to count: the search works up to n = 32.");
    wait_for_label(
        &mut harness,
        "This board is drawn in the Big board view, with zoom and pan.",
    );
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::SetN(3));
    harness.run_steps(2);
    harness.get_by_label("0 solutions");
    harness.get_by_label("No solution: the queens cannot all be placed.");
}
