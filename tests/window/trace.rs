//! A learner's trace in Check a solver (issue 73): replayed beside the
//! textbook's search, stepped through on the board, said in the window's
//! language; a trace file streamed from disk, not read into the box.

use super::common::*;

use egui_kittest::kittest::Queryable;
use nqueens::app::views::check::Check;
use nqueens::app::{Settings, UiLanguage, View};

fn check(app: &mut nqueens::app::App) -> &Check {
    app.view::<Check>().expect("Check a solver is open")
}

fn until_replayed(harness: &mut egui_kittest::Harness<'_, nqueens::app::App>) {
    run_until(harness, "the trace replayed", |app| {
        app.view::<Check>()
            .is_some_and(|c| c.trace.is_some() && !c.busy())
    });
    harness.run_steps(2);
}

/// The app in Check a solver, its Example trace replayed.
fn example_replayed() -> egui_kittest::Harness<'static, nqueens::app::App> {
    let mut harness = app_with(Settings::default());
    harness.step();
    harness.get_by_label("Check a solver").click();
    harness.run_steps(2);
    harness.get_by_label("Example trace").click();
    until_replayed(&mut harness);
    harness
}

/// The caption over the board (the board is described by it too).
fn shows(harness: &egui_kittest::Harness<'_, nqueens::app::App>, caption: &str) {
    assert!(
        harness.get_all_by_label(caption).next().is_some(),
        "no {caption:?}"
    );
}

#[test]
fn a_place_then_test_trace_is_named_and_stepped_through() {
    let mut harness = example_replayed();
    // n = 6: the textbook places 152 queens; placing before testing, 6
    // for each of its 149 nodes above the last row: 894.
    harness.get_by_label(
        "Not the textbook's search: you place, then test: 894 placements where the textbook makes 152.",
    );
    harness.get_by_label("n = 6 has 4 solutions: 0 missed.");
    // It opens at the first difference: the second queen, on a1's column.
    let difference = "First difference, event 2 (line 3): the textbook's next is `place 1 2`; yours is `place 1 0`.";
    harness.get_by_label(difference);
    assert_eq!(check(harness.state_mut()).trace.as_ref().unwrap().step, 2);
    {
        // Its tree beside the textbook's: a node a placement, 894 and 152.
        let trees = check(harness.state_mut())
            .trace
            .as_ref()
            .unwrap()
            .trees
            .as_ref()
            .unwrap();
        assert_eq!((trees.yours.len(), trees.textbook.len()), (894, 152));
    }
    harness.get_by_label("Your search tree");
    harness.get_by_label("The textbook's, over as many events");
    shows(&harness, "Event 2 (line 3): `place 1 0` (a5)");
    harness.get_by_label("The textbook places its queen on c5 instead (pointed out).");
    harness.get_by_label("Next event").click();
    harness.run_steps(2);

    shows(&harness, "Event 3 (line 4): `remove 1 0` (a5)");
    {
        let traced = check(harness.state_mut()).trace.as_ref().unwrap();
        let position = traced.position.as_ref().unwrap();
        assert_eq!(
            (position.events, position.queens.clone()),
            (3, vec![(0, 0)])
        );
    }
    harness.get_by_label("Go to the first difference").click();
    harness.run_steps(2);
    assert_eq!(check(harness.state_mut()).trace.as_ref().unwrap().step, 2);
    harness.get_by_label("Previous event").click();
    harness.get_by_label("Previous event").click();
    harness.run_steps(2);
    shows(&harness, "The empty board, before the first event.");
}

#[test]
fn a_trace_file_is_replayed_from_disk_and_said_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("my-solver-output.txt");
    std::fs::write(&path, nqueens::replay::textbook_trace(8)).unwrap();
    let settings = Settings {
        language: Some(UiLanguage::Russian),
        ..Settings::default()
    };
    let mut harness = app_with(settings);
    harness.step();
    harness.get_by_label("Проверить решатель").click();
    harness.run_steps(2);
    answer(&mut harness, vec![Some(path.clone())]);
    harness.get_by_label("Открыть…").click();
    until_replayed(&mut harness);
    harness.get_by_label(
        "Перебор учебника, событие в событие (строки сверху вниз, столбцы слева направо).",
    );
    let app = harness.state_mut();
    let check = check(app);
    // Read from the file at each step, never into the box.
    assert!(check.text.is_empty());
    let traced = check.trace.as_ref().unwrap();
    assert_eq!(traced.source, nqueens::replay::Source::File(path.clone()));
    assert_eq!(traced.verdict.figures.placements, 2_056);
    // At the end of the search: the board empty again.
    assert_eq!(traced.step, 4_204);
    assert!(traced.position.as_ref().unwrap().queens.is_empty());
}

#[test]
fn the_replay_is_saved_as_an_animation_from_the_event_shown() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("replay.png");
    let mut harness = example_replayed();
    // Shown: event 2 of 1,792; the animation runs from there to the end.
    answer(&mut harness, vec![Some(path.clone())]);
    harness.get_by_label("Save as animation…").click();
    run_until(&mut harness, "the animation", |app| {
        app.file_job.is_none() && path.exists()
    });
    let bytes = std::fs::read(&path).unwrap();
    let reader = png::Decoder::new(std::io::Cursor::new(&bytes))
        .read_info()
        .unwrap();
    assert_eq!(reader.info().animation_control.unwrap().num_frames, 1_791);
    let gif = dir.path().join("replay.gif");
    answer(&mut harness, vec![Some(gif.clone())]);
    harness.get_by_label("Save as animation…").click();
    run_until(&mut harness, "the GIF", |app| {
        app.file_job.is_none() && gif.exists()
    });
    assert_eq!(&std::fs::read(&gif).unwrap()[..6], b"GIF89a");
}
