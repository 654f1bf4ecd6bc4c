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
    let kept: Vec<Vec<u32>> = Solutions::new(12, nqueens::engine::Rules::QUEENS)
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
    let all: Vec<Vec<u32>> = Solutions::new(12, nqueens::engine::Rules::QUEENS)
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
    // Real threads: the count of 20 runs on while the panel says so.
    let mut harness = in_view_threaded(ViewId::Pins, 20);
    harness.run_steps(2);
    click_square_of(&mut harness, "Board of 20: pins and blocks", 20, (0, 0));
    assert_eq!(pins(harness.state()).pins, vec![(0, 0)]);
    // Nothing runs until asked, and the panel says what a count costs.
    harness.get_by_label_contains("Counting them goes through the search of n = 20");
    harness.get_by_label("Count them").click();
    harness.run_steps(2);
    harness.get_by_label("Counting…");
}

/// Issue 32, 2: a symmetry clicked under pins opened the solution at its
/// number among all as a place in the kept list.
#[test]
fn a_symmetry_under_pins_opens_that_image_or_says_it_is_not_kept() {
    let mut harness = in_view(ViewId::Pins, 8);
    run_until(&mut harness, "the search of 8", search_done);
    harness.run_steps(2);
    let canvas = "Board of 8: pins and blocks";
    // Pin d1 (row 7, column 3), block a8 (row 0, column 0): 17 of 92 keep them.
    click_square_of(&mut harness, canvas, 8, (7, 3));
    click_square_of(&mut harness, canvas, 8, (0, 0));
    click_square_of(&mut harness, canvas, 8, (0, 0));
    let rule = Constraints::new(8, vec![(7, 3)], vec![(0, 0)]).unwrap();
    let all: Vec<Vec<u32>> = Solutions::new(8, nqueens::engine::Rules::QUEENS)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .collect();
    let kept: Vec<&Vec<u32>> = all.iter().filter(|c| rule.allows(c)).collect();
    assert_eq!(kept.len(), 17);
    harness.get_by_label("Browse").click();
    wait_for_label(&mut harness, "Solution 1 of 17");
    harness.state_mut().settings.selected = 2;
    until_board(&mut harness, kept[1]);
    let number_of = |c: &[u32]| all.iter().position(|s| s == c).unwrap() + 1;
    let images = nqueens::engine::orbit(kept[1]);
    let words = |s: nqueens::engine::Symmetry| {
        use nqueens::engine::Symmetry::*;
        match s {
            Identity => "identity",
            Rotate90 => "rotate 90°",
            Rotate180 => "rotate 180°",
            Rotate270 => "rotate 270°",
            FlipHorizontal => "mirror left-right",
            FlipVertical => "mirror top-bottom",
            Transpose => "mirror in the diagonal",
            AntiTranspose => "mirror in the anti-diagonal",
        }
    };
    let label = |s, c: &[u32]| format!("{}: #{} of all", words(s), number_of(c));
    let (kept_image, foreign) = {
        let other = |keep: bool| {
            images
                .iter()
                .find(|(s, c)| *s != nqueens::engine::Symmetry::Identity && rule.allows(c) == keep)
                .cloned()
                .expect("an image of each kind")
        };
        (other(true), other(false))
    };
    // An image that does not keep the pins is said so and opens nothing.
    wait_for_label(&mut harness, &label(foreign.0, &foreign.1));
    harness.get_by_label(&label(foreign.0, &foreign.1)).click();
    harness.run_steps(3);
    assert_eq!(harness.state().settings.selected, 2);
    assert_eq!(
        harness.state().board().and_then(|b| b.columns()).as_ref(),
        Some(kept[1])
    );
    // One that keeps them opens at its place in the kept list.
    harness
        .get_by_label(&label(kept_image.0, &kept_image.1))
        .click();
    until_board(&mut harness, &kept_image.1);
    let place = kept.iter().position(|c| **c == kept_image.1).unwrap() + 1;
    assert_eq!(harness.state().settings.selected, place as u64);
    wait_for_label(&mut harness, &format!("Solution {place} of 17"));
}
