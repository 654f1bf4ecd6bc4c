//! Pins: pinned and blocked squares filter the list.

use super::common::*;
use super::support::*;

use egui_kittest::kittest::Queryable;
use nqueens::app::ViewId;
use nqueens::engine::{Constraints, Solutions};

#[test]
fn pins_and_blocks_filter_the_browser_and_count_live() {
    let mut harness = in_view(ViewId::Pins, 12);
    run_until(&mut harness, "the search of 12", search_done);
    harness.run_steps(2);
    // d1 is row 11, column 3; a8 is row 4, column 0 (twice: a block).
    let canvas = "Board of 12: pins and blocks";
    click_square_of(&mut harness, canvas, 12, (11, 3));
    click_square_of(&mut harness, canvas, 12, (4, 0));
    click_square_of(&mut harness, canvas, 12, (4, 0));
    assert_eq!(pins(harness.state()).pins, vec![(11, 3)]);
    assert_eq!(pins(harness.state()).blocks, vec![(4, 0)]);
    let rule = Constraints::new(12, vec![(11, 3)], vec![(4, 0)]).unwrap();
    let kept: Vec<Vec<u32>> = Solutions::new(12)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .filter(|c| rule.allows(c))
        .collect();
    let sentence = format!(
        "{} of 14,200 solutions of n = 12 keep a queen on d1 and none on a8.",
        nqueens::app::thousands(kept.len() as u64)
    );
    wait_for_label(&mut harness, &sentence);
    // The browser lists exactly these, in order.
    harness.get_by_label("Browse").click();
    run_until(&mut harness, "the kept listing", |app| {
        app.listing().is_some_and(|l| l.catalog.is_complete())
    });
    let total = format!(
        "Solution 1 of {}",
        nqueens::app::thousands(kept.len() as u64)
    );
    wait_for_label(&mut harness, &total);
    harness.get_by_label("Only the solutions that keep the pins and blocks");
    for k in [1usize, 2, kept.len()] {
        harness.state_mut().settings.selected = k as u64;
        until_board(&mut harness, &kept[k - 1]);
    }
    // Its number among all solutions.
    let all: Vec<Vec<u32>> = Solutions::new(12)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .collect();
    let number = all.iter().position(|c| *c == kept[kept.len() - 1]).unwrap() + 1;
    wait_for_label(
        &mut harness,
        &format!(
            "#{} among all solutions",
            nqueens::app::thousands(number as u64)
        ),
    );
    // The gallery's captions: the number in the kept list, then among all.
    harness.state_mut().settings.selected = 1;
    let first = all.iter().position(|c| *c == kept[0]).unwrap() + 1;
    wait_for_label(
        &mut harness,
        &format!("#1 · {}", nqueens::app::thousands(first as u64)),
    );
    // The Fundamental filter keeps the pins too.
    let fundamental = kept
        .iter()
        .filter(|c| nqueens::engine::is_canonical(c))
        .count();
    harness.get_by_label("Fundamental").click();
    wait_for_label(
        &mut harness,
        &format!(
            "Solution 1 of {}",
            nqueens::app::thousands(fundamental as u64)
        ),
    );
}

#[test]
fn impossible_pins_say_so_and_which_to_drop() {
    let mut harness = in_view(ViewId::Pins, 8);
    run_until(&mut harness, "the search of 8", search_done);
    harness.run_steps(2);
    let canvas = "Board of 8: pins and blocks";
    // a8 and b7 share a diagonal.
    click_square_of(&mut harness, canvas, 8, (0, 0));
    click_square_of(&mut harness, canvas, 8, (1, 1));
    wait_for_label(
        &mut harness,
        "0 of 92 solutions of n = 8 keep a queen on a8 and b7.",
    );
    // Dropping either pin leaves some; the first is named.
    wait_for_label(&mut harness, "Drop the pin on a8 and some solution fits.");
    harness.get_by_label("Browse").click();
    harness.run_steps(2);
    run_until(&mut harness, "the empty listing", |app| {
        app.listing().is_some_and(|l| l.catalog.is_complete())
    });
    wait_for_label(&mut harness, "No solution keeps these pins and blocks.");
    // Clear all: every solution again.
    harness.get_by_label("Pins").click();
    harness.run_steps(2);
    harness.get_by_label("Clear all").click();
    harness.run_steps(2);
    harness.get_by_label("Browse").click();
    wait_for_label(&mut harness, "Solution 1 of 92");
}

#[test]
fn past_sixteen_pins_are_counted_on_request() {
    let mut harness = in_view(ViewId::Pins, 20);
    harness.run_steps(2);
    click_square_of(&mut harness, "Board of 20: pins and blocks", 20, (0, 0));
    assert_eq!(pins(harness.state()).pins, vec![(0, 0)]);
    // Nothing runs until asked, and the panel says what a count costs.
    harness.get_by_label_contains("Counting them goes through the search of n = 20");
    harness.get_by_label("Count them").click();
    harness.run_steps(2);
    harness.get_by_label("Counting…");
}
