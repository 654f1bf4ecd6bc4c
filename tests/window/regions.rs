//! The regions puzzle in the window: a puzzle made from a seed, played to
//! the end by clicks on its squares, with ✕ marks, undo, a clash, a hint
//! applied, and "solved" said with the time.

use super::common::*;

use eframe::egui::{Event, Modifiers, PointerButton, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nqueens::app::{App, REGIONS_BOARD_RECT, Settings, ViewId};
use nqueens::engine::Control;
use nqueens::engine::regions::{self, Difficulty, Hint, Mark};

fn square(harness: &Harness<'_, App>, n: usize, (r, c): (usize, usize)) -> Pos2 {
    let rect: Rect = harness
        .ctx
        .data(|d| d.get_temp(eframe::egui::Id::unique(REGIONS_BOARD_RECT)))
        .expect("the board is drawn");
    let side = rect.width() / n as f32;
    rect.min + eframe::egui::vec2((c as f32 + 0.5) * side, (r as f32 + 0.5) * side)
}

fn right_click(harness: &mut Harness<'_, App>, pos: Pos2) {
    harness.event(Event::PointerMoved(pos));
    for pressed in [true, false] {
        harness.event(Event::PointerButton {
            pos,
            button: PointerButton::Secondary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    harness.run_steps(2);
}

fn game(app: &App) -> Option<&nqueens::app::RegionsGame> {
    app.session.views.regions.game.as_ref()
}

#[test]
fn a_puzzle_from_a_seed_is_played_to_the_end_by_clicks() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    harness.get_by_label(&ViewId::Regions.title()).click();
    harness.run_steps(2);
    assert_eq!(harness.state().view_id(), ViewId::Regions);
    set_field(&mut harness, "Seed:", "42");
    harness.get_by_label("New puzzle").click();
    // The puzzle of seed 42 (the view made one of its own when it opened).
    run_until(&mut harness, "a puzzle", |app| {
        game(app).is_some_and(|g| g.seed == Some(42))
    });
    let puzzle = game(harness.state()).unwrap().puzzle.clone();
    // The same seed as the command line: size 8, medium.
    let same = regions::generate(8, 42, Some(Difficulty::Medium), &Control::default())
        .unwrap()
        .unwrap();
    assert_eq!(puzzle, same);
    let solution = regions::solutions(&puzzle, 1, &Control::default()).unwrap()[0].clone();
    let n = puzzle.n();

    // A ✕ by a right click, lifted by undo.
    let wrong = (0, (solution[0] + 2) % n);
    let at = square(&harness, n, wrong);
    right_click(&mut harness, at);
    assert_eq!(game(harness.state()).unwrap().marks[wrong.1], Mark::Cross);
    harness.get_by_label("Undo").click();
    harness.run_steps(2);
    assert_eq!(game(harness.state()).unwrap().marks[wrong.1], Mark::Open);

    // Two queens side by side clash, and are said to.
    let (a, b) = ((0, solution[0]), (1, solution[0]));
    for cell in [a, b] {
        let at = square(&harness, n, cell);
        click_at(&mut harness, at);
    }
    assert_eq!(game(harness.state()).unwrap().clashing(), [a, b]);
    assert!(harness.query_by_label_contains("break a rule").is_some());
    let at = square(&harness, n, b);
    click_at(&mut harness, at);
    assert!(game(harness.state()).unwrap().clashing().is_empty());

    // A hint, applied: what the first queen rules out is crossed.
    harness.get_by_label("Hint").click();
    run_until(&mut harness, "a hint", |app| {
        app.session.views.regions.hint.is_some()
    });
    let Some(Hint::Step(step)) = harness.state().session.views.regions.hint.clone() else {
        panic!("no step");
    };
    assert!(step.words.starts_with("The queen on "), "{}", step.words);
    harness.get_by_label("Apply").click();
    harness.run_steps(2);
    let crossed = game(harness.state())
        .unwrap()
        .marks
        .iter()
        .filter(|m| **m == Mark::Cross)
        .count();
    assert_eq!(crossed, step.sets.len());

    // The rest of the queens, and "solved" is said at once.
    for (r, &c) in solution.iter().enumerate().skip(1) {
        let at = square(&harness, n, (r, c));
        click_at(&mut harness, at);
    }
    let game_now = game(harness.state()).unwrap();
    assert!(
        game_now.solved.is_some(),
        "not solved: {:?}",
        game_now.marks
    );
    assert!(
        harness.state().status.text.starts_with("Solved in "),
        "{}",
        harness.state().status.text
    );
    assert!(harness.state().status.text.contains("1 hint"));
    let best = &harness.state().settings.regions_best;
    assert_eq!(best.len(), 1);
    assert!(best.contains_key(&puzzle.to_string()));
    assert!(
        harness
            .state()
            .window_title()
            .contains("regions puzzle 8×8")
    );
}

#[test]
fn a_link_opens_a_half_played_puzzle_and_the_address_follows_the_moves() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    let puzzle = regions::generate(6, 5, None, &Control::default())
        .unwrap()
        .unwrap();
    let solution = regions::solutions(&puzzle, 1, &Control::default()).unwrap()[0].clone();
    let half = puzzle.with_queens(vec![(0, solution[0]), (1, solution[1])]);
    let rows = half.to_string().trim_end().replace('\n', "-");
    harness
        .state_mut()
        .open_address(&format!("#view=regions&regions={rows}"));
    harness.run_steps(2);
    assert_eq!(harness.state().view_id(), ViewId::Regions);
    let opened = game(harness.state()).unwrap();
    assert_eq!(opened.board(), half, "the queens of the link are placed");
    assert!(
        harness
            .state()
            .address()
            .fragment()
            .ends_with(&format!("view=regions&regions={rows}"))
    );
    // A queen more: the address says it.
    let at = square(&harness, 6, (2, solution[2]));
    click_at(&mut harness, at);
    let moved = puzzle.with_queens((0..3).map(|r| (r, solution[r])).collect());
    let moved_rows = moved.to_string().trim_end().replace('\n', "-");
    assert!(harness.state().address().fragment().ends_with(&moved_rows));
    // A link that is no puzzle is said, and nothing is lost.
    harness
        .state_mut()
        .open_address("#view=regions&regions=AB-C1");
    harness.run_steps(2);
    assert_eq!(game(harness.state()).unwrap().board(), moved);
    wait_for_label_containing(&mut harness, "does not read");
}
