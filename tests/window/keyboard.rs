//! The boards by keys alone: Tab gives a board the keyboard, the arrows
//! move its cursor, Enter or Space acts as a click there, Escape hands the
//! keyboard back; the board's name says the cursor's square.

use super::common::*;
use super::support::*;

use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{App, ViewId};

/// Tab until the board (a canvas named "Board of …") has the keyboard.
pub(super) fn tab_to_board(harness: &mut Harness<'_, App>, canvas: &str) {
    tab_until(harness, ("the board", 80), |h| {
        has_keys(&h.get_by_label_contains(canvas))
    });
}

/// Presses Tab until `reached` holds (at most `presses`, a frame each);
/// fails naming `what` if it never does.
fn tab_until(
    harness: &mut Harness<'_, App>,
    (what, presses): (&str, usize),
    reached: impl Fn(&Harness<'_, App>) -> bool,
) {
    for _ in 0..=presses {
        if reached(harness) {
            return;
        }
        harness.key_press(Key::Tab);
        harness.run_steps(1);
    }
    panic!("Tab never reached {what}");
}

/// Whether the widget labelled `label` has the keyboard.
fn focused(harness: &Harness<'_, App>, label: &str) -> bool {
    harness
        .query_by_label(label)
        .is_some_and(|node| node.is_focused())
}

/// The board's name (its grid node) contains `part`.
fn board_says(harness: &Harness<'_, App>, part: &str) {
    let said = harness
        .get_all_by_label_contains(part)
        .any(|node| node.accesskit_node().role() == eframe::egui::accesskit::Role::Grid);
    assert!(said, "the board does not say {part}");
}

pub(super) fn press(harness: &mut Harness<'_, App>, keys: &[Key]) {
    for &key in keys {
        harness.key_press(key);
    }
    harness.run_steps(2);
}

/// Issue 59: Play and Pins entered by keys (Tab to the view's button,
/// Enter) have their board ready: the arrows and Enter act at once (the
/// board was about 25 Tabs further on). A click on the button leaves the
/// keys where they were.
#[test]
fn play_and_pins_entered_by_keys_have_their_board_ready() {
    let mut harness = app_with(nqueens::app::Settings::default());
    harness.run_steps(2);
    tab_until(&mut harness, ("Play", 40), |h| focused(h, "Play"));
    press(&mut harness, &[Key::Enter]);
    harness.run_steps(4);
    let board_focused = |h: &Harness<'_, App>| {
        h.query_all_by_label_contains("Board of")
            .any(|node| has_keys(&node))
    };
    assert!(board_focused(&harness), "the board has the keys");
    press(&mut harness, &[Key::ArrowRight, Key::Enter]);
    harness.run_steps(2);
    let board = &play(harness.state()).expect("Play's board").board;
    assert_eq!(board.queen(0), Some(1));
    // A click on Browse's button, then on Pins': the board keeps no keys.
    harness.get_by_label("Browse").click();
    harness.run_steps(3);
    harness.get_by_label("Pins").click();
    harness.run_steps(4);
    assert!(!board_focused(&harness));
}

#[test]
fn play_by_keys_alone_places_and_lifts_queens_and_says_the_square() {
    let mut harness = in_view(ViewId::Play, 6);
    harness.run_steps(2);
    tab_to_board(&mut harness, "Board of");
    // b6 (row 0, column 1), then c5 (row 1, column 2): attacked by b6.
    press(&mut harness, &[Key::ArrowRight, Key::Enter]);
    assert_eq!(play(harness.state()).unwrap().board.queen(0), Some(1));
    board_says(&harness, "b6, queen");
    press(&mut harness, &[Key::ArrowDown, Key::ArrowRight]);
    board_says(&harness, "c5, empty, attacked by b6");
    press(&mut harness, &[Key::Space]);
    assert_eq!(play(harness.state()).unwrap().board.queen(1), Some(2));
    // Space again lifts it.
    press(&mut harness, &[Key::Space]);
    assert_eq!(play(harness.state()).unwrap().board.queen(1), None);
    // Escape hands the keyboard back; the board stays as it is.
    press(&mut harness, &[Key::Escape]);
    assert!(!has_keys(&harness.get_by_label_contains("Board of")));
    assert_eq!(play(harness.state()).unwrap().board.queen(0), Some(1));
}

#[test]
fn pins_by_keys_pin_then_block_a_square() {
    let mut harness = in_view(ViewId::Pins, 8);
    run_until(&mut harness, "the search of 8", search_done);
    let canvas = "Board of 8: pins and blocks";
    tab_to_board(&mut harness, canvas);
    // d1 is row 7, column 3: a pin, then a block at a8 (a mark twice).
    press(&mut harness, &[Key::ArrowDown; 7]);
    press(
        &mut harness,
        &[
            Key::ArrowRight,
            Key::ArrowRight,
            Key::ArrowRight,
            Key::Enter,
        ],
    );
    assert_eq!(pins(harness.state()).pins, vec![(7, 3)]);
    press(&mut harness, &[Key::ArrowUp; 7]);
    press(
        &mut harness,
        &[Key::ArrowLeft, Key::ArrowLeft, Key::ArrowLeft],
    );
    press(&mut harness, &[Key::Enter, Key::Enter]);
    assert_eq!(pins(harness.state()).blocks, vec![(0, 0)]);
}

#[test]
fn while_the_board_has_the_keyboard_the_browsers_arrows_wait() {
    let mut harness = in_view(ViewId::Browse, 8);
    run_until(&mut harness, "the search of 8", search_done);
    press(&mut harness, &[Key::ArrowRight]);
    assert_eq!(harness.state().settings.selected, 2);
    tab_to_board(&mut harness, "Board of");
    press(&mut harness, &[Key::ArrowRight, Key::ArrowRight]);
    assert_eq!(
        harness.state().settings.selected,
        2,
        "the cursor moved, not the browser"
    );
    board_says(&harness, "c8");
    press(&mut harness, &[Key::Escape, Key::ArrowRight]);
    assert_eq!(harness.state().settings.selected, 3);
}

#[test]
fn a_screen_reader_finds_the_board_as_a_grid_and_hears_what_changes() {
    use eframe::egui::accesskit::{Live, Role};
    let mut harness = in_view(ViewId::Browse, 6);
    run_until(&mut harness, "the search of 6", search_done);
    until_board(&mut harness, &[1, 3, 5, 0, 2, 4]);
    harness.run_steps(1);
    // Six rows of six cells, each named by its square and what is on it.
    assert_eq!(harness.get_all_by_role(Role::Row).count(), 6);
    let cells: Vec<String> = harness
        .get_all_by_role(Role::Cell)
        .map(|cell| cell.accesskit_node().label().unwrap_or_default())
        .collect();
    assert_eq!(cells.len(), 36);
    let queens = cells.iter().filter(|l| l.contains(", queen")).count();
    assert_eq!(queens, 6, "{cells:?}");
    // Solution 1 of 4 is b6 d5 f4 a3 c2 e1 (the first in the order of
    // columns): each queen's cell says so, and none is attacked.
    for square in ["b6", "d5", "f4", "a3", "c2", "e1"] {
        let words = format!("{square}, queen");
        assert!(cells.contains(&words), "{words} in {cells:?}");
    }
    assert!(
        cells.contains(&"a6, empty, attacked by b6, a3".to_string()),
        "{cells:?}"
    );
    assert!(cells.iter().all(|l| !l.contains("queen, attacked")));
    // The board's name says what it shows, as a polite live region: the
    // next solution is spoken.
    press(&mut harness, &[Key::ArrowRight]);
    until_board(&mut harness, &[2, 5, 1, 4, 0, 3]);
    let shown = harness
        .get_all_by_role(Role::Grid)
        .next()
        .expect("the board is a grid");
    let name = shown.accesskit_node().label().unwrap_or_default();
    assert_eq!(name, "Board of 6: solution 2");
    assert_eq!(shown.accesskit_node().live(), Live::Polite);
}

#[test]
fn every_view_is_reached_and_left_by_keys_alone() {
    let mut harness = in_view(ViewId::Browse, 8);
    run_until(&mut harness, "the search of 8", search_done);
    let rules = harness.state().settings.rules;
    for view in ViewId::ALL {
        if !view.works(8, &rules) || view == ViewId::Browse {
            continue;
        }
        // Tab until the view's button in the selector has the focus,
        // then Enter.
        let title = view.title();
        tab_until(&mut harness, (&title, 120), |h| focused(h, &title));
        press(&mut harness, &[Key::Enter]);
        assert_eq!(harness.state().view_id(), view, "Enter on {title}");
    }
}

/// The regions board's node (its grid, named "Regions puzzle 8×8; d5,
/// region C, queen").
fn regions_board<'h>(harness: &'h Harness<'_, App>) -> egui_kittest::Node<'h> {
    harness
        .get_all_by_label_contains("Regions puzzle")
        .find(|node| node.accesskit_node().role() == eframe::egui::accesskit::Role::Grid)
        .expect("the regions board")
}

/// The regions game being played.
fn regions_game<'h>(harness: &'h Harness<'_, App>) -> &'h nqueens::app::views::regions::Game {
    harness
        .state()
        .session
        .views
        .regions
        .game
        .as_ref()
        .expect("a game")
}

/// Issues 58 and 59: from the app's start, by keys alone and no Escape:
/// Tab to "Regions puzzle" and Enter; the board has the keys at once, with
/// its cursor drawn; today's puzzle is played with a × (X) and its queens
/// (arrows, Space), the board saying each square as the cursor reaches
/// it; the finish's card is the next Tab stop, and its Share copies the
/// result.
#[test]
fn todays_regions_puzzle_is_played_and_shared_by_keys_alone() {
    use nqueens::engine::regions::Mark;
    let mut harness = in_view(ViewId::Browse, 8);
    harness.run_steps(2);
    let title = ViewId::Regions.title();
    tab_until(&mut harness, (&title, 120), |h| focused(h, &title));
    press(&mut harness, &[Key::Enter]);
    run_until(&mut harness, "today's puzzle", |app| {
        app.session.views.regions.game.is_some()
    });
    harness.run_steps(2);
    let regions = &harness.state().session.views.regions;
    let game = regions.game.as_ref().unwrap();
    assert_eq!(game.day, Some(TEST_DAY));
    assert!(
        has_keys(&regions_board(&harness)),
        "the board has not the keys"
    );
    let puzzle = game.puzzle.clone();
    let n = puzzle.n();
    let found = puzzle
        .problem()
        .first(1, &nqueens::engine::Control::default())
        .unwrap();
    let solution: Vec<usize> = found[0].iter().map(|&c| c as usize).collect();
    // The cursor walks by arrows; the board says where it is.
    let mut at = (0, 0);
    let mut walk = |harness: &mut Harness<'_, App>, to: (usize, usize)| {
        let mut keys = Vec::new();
        let (dr, dc) = (to.0 as isize - at.0 as isize, to.1 as isize - at.1 as isize);
        let vertical = if dr > 0 { Key::ArrowDown } else { Key::ArrowUp };
        let horizontal = if dc > 0 {
            Key::ArrowRight
        } else {
            Key::ArrowLeft
        };
        keys.extend(std::iter::repeat_n(vertical, dr.unsigned_abs()));
        keys.extend(std::iter::repeat_n(horizontal, dc.unsigned_abs()));
        press(harness, &keys);
        at = to;
        let square = nqueens::engine::regions::cell_name(to, n);
        let name = regions_board(harness)
            .accesskit_node()
            .label()
            .unwrap_or_default();
        assert!(name.contains(&format!("; {square}, region ")), "{name}");
    };
    // A × on a square of the first row that takes no queen.
    let free = (0, (solution[0] + 1) % n);
    walk(&mut harness, free);
    press(&mut harness, &[Key::X]);
    let marks = |h: &Harness<'_, App>| regions_game(h).marks.clone();
    assert_eq!(marks(&harness)[free.1], Mark::Cross);
    assert!(
        regions_board(&harness)
            .accesskit_node()
            .label()
            .unwrap_or_default()
            .contains("ruled out")
    );
    for (r, &c) in solution.iter().enumerate() {
        walk(&mut harness, (r, c));
        press(&mut harness, &[Key::Space]);
    }
    harness.run_steps(2);
    assert!(regions_game(&harness).solved.is_some());
    harness.get_by_label("Solved!");
    // The status line, a polite live region, says it to a screen reader.
    let live: Vec<String> = harness
        .get_all_by_role(eframe::egui::accesskit::Role::Label)
        .filter(|node| node.accesskit_node().live() == eframe::egui::accesskit::Live::Polite)
        .filter_map(|node| node.accesskit_node().value())
        .collect();
    assert!(
        live.iter()
            .any(|text| text.contains(" solved in ") && text.contains("Streak: ")),
        "{live:?}"
    );
    // The card's Share is the next Tab stop; Enter copies the result.
    // The panel has a Share too: either copies the same.
    tab_until(&mut harness, ("Share", 6), |h| {
        h.get_all_by_label("Share").any(|node| node.is_focused())
    });
    press(&mut harness, &[Key::Enter]);
    assert_eq!(
        harness.state().message(),
        Some("Copied the result line and the puzzle's link.")
    );
}

/// Issue 59: a click on Play's board did not give it the keyboard; Ctrl+B
/// gives a board the keys from anywhere.
#[test]
fn a_click_or_ctrl_b_gives_the_board_the_keys() {
    let mut harness = in_view(ViewId::Play, 6);
    harness.run_steps(2);
    let board = harness.get_by_label_contains("Board of").rect();
    click_at(&mut harness, board.center());
    assert!(has_keys(&harness.get_by_label_contains("Board of")));
    // Escape hands the keys back; Ctrl+B takes them again.
    press(&mut harness, &[Key::Escape]);
    assert!(!has_keys(&harness.get_by_label_contains("Board of")));
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::B);
    harness.run_steps(2);
    assert!(has_keys(&harness.get_by_label_contains("Board of")));
}

/// Issue 59: "Any n" was read as "blank" though it held 8, and typing 1000
/// after Tab appended the digits (n = 81,000). Reached by Tab, the field
/// says its name and value and its number is selected, so that what is
/// typed replaces it.
#[test]
fn any_n_reached_by_tab_says_its_value_and_typing_replaces_it() {
    let mut harness = in_view(ViewId::Browse, 8);
    harness.run_steps(2);
    tab_until(&mut harness, ("Any n", 60), |h| focused(h, "Any n"));
    let field = harness.get_by_label("Any n");
    assert_eq!(field.accesskit_node().value().as_deref(), Some("8"));
    harness.get_by_label("Any n").type_text("1000");
    harness.run_steps(1);
    press(&mut harness, &[Key::Enter]);
    assert_eq!(harness.state().settings.n, 1000);
}

/// Ctrl+B where no board is drawn (Statistics) lets the wish lapse: a
/// board shown much later does not take the keys by it.
#[test]
fn ctrl_b_without_a_board_lapses() {
    let mut harness = in_view(ViewId::Stats, 6);
    harness.run_steps(2);
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::B);
    harness.run_steps(10);
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::SetView(ViewId::Play));
    harness.run_steps(3);
    assert!(!has_keys(&harness.get_by_label_contains("Board of")));
}
