//! A screen reader's side of the boards (issue 59): a board is a grid of
//! named cells that a reader can activate, as the page's mirror does
//! with a click on a cell, and while the board has the keys the grid
//! names its cursor's cell as the active one.

use super::common::*;
use super::keyboard::{press, tab_to_board};
use super::support::*;

use eframe::egui::Key;
use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{App, Settings, ViewId};
use nqueens::engine::regions::{self, Mark};

/// The cell of a board whose name starts with `name` ("b6, " finds
/// b6's).
fn cell<'a>(harness: &'a Harness<'_, App>, name: &'a str) -> egui_kittest::Node<'a> {
    let mut cells = harness
        .get_all_by_label_contains(name)
        .filter(|node| node.accesskit_node().role() == Role::Cell)
        .filter(|node| {
            node.accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with(name))
        });
    let found = cells
        .next()
        .unwrap_or_else(|| panic!("no cell named {name}…"));
    assert!(cells.next().is_none(), "two cells named {name}…");
    found
}

fn label(node: &egui_kittest::Node<'_>) -> String {
    node.accesskit_node().label().unwrap_or_default()
}

#[test]
fn a_readers_click_on_a_cell_places_and_lifts_a_queen_in_play() {
    let mut harness = in_view(ViewId::Play, 6);
    harness.run_steps(2);
    assert_eq!(
        harness.get_all_by_role(Role::Cell).count(),
        36,
        "a cell a square"
    );
    cell(&harness, "b6, ").click_accesskit();
    harness.run_steps(2);
    let board = &play(harness.state()).expect("Play's board").board;
    assert_eq!(board.queen(0), Some(1));
    assert_eq!(label(&cell(&harness, "b6, ")), "b6, queen");
    // c5 is attacked: its name says so, and a click still places there
    // (Play shows the clash, as a mouse's click does).
    assert_eq!(label(&cell(&harness, "c5, ")), "c5, empty, attacked by b6");
    cell(&harness, "b6, ").click_accesskit();
    harness.run_steps(2);
    assert_eq!(play(harness.state()).unwrap().board.queen(0), None);
}

#[test]
fn the_grid_names_its_cursors_cell_while_it_has_the_keys() {
    let mut harness = in_view(ViewId::Play, 6);
    harness.run_steps(2);
    let active = |h: &Harness<'_, App>| {
        h.get_by_role(Role::Grid)
            .accesskit_node()
            .active_descendant()
            .and_then(|cell| cell.label())
    };
    assert_eq!(active(&harness), None, "no keys, no active cell");
    tab_to_board(&mut harness, "Board of");
    assert_eq!(active(&harness).as_deref(), Some("a6, empty"));
    press(
        &mut harness,
        &[Key::ArrowDown, Key::ArrowRight, Key::ArrowRight],
    );
    assert_eq!(active(&harness).as_deref(), Some("c5, empty"));
    press(&mut harness, &[Key::Enter]);
    assert_eq!(active(&harness).as_deref(), Some("c5, queen"));
}

/// A regions puzzle solved by a reader's clicks alone, each cell's name
/// read before and after: the tap plays as a click does (the first tap
/// places a queen), the board's ✕ marks and the clash are in the names.
#[test]
fn a_regions_puzzle_is_solved_by_a_readers_clicks_on_its_cells() {
    let puzzle = super::regions::seeded(6, 2);
    let solution = super::regions::first_solution(&puzzle);
    let mut harness = super::regions::opened(&puzzle);
    harness.run_steps(2);
    let n = puzzle.n();
    assert_eq!(harness.get_all_by_role(Role::Cell).count(), n * n);
    for (r, &c) in solution.iter().enumerate() {
        let name = format!("{}, ", regions::cell_name((r, c), n));
        assert!(!label(&cell(&harness, &name)).contains("queen"));
        cell(&harness, &name).click_accesskit();
        harness.run_steps(2);
        let game = harness.state().session.views.regions.game.as_ref().unwrap();
        assert_eq!(game.marks[r * n + c], Mark::Queen, "{name}");
        assert_eq!(harness.state().session.views.regions.cursor, (r, c));
        assert!(
            label(&cell(&harness, &name)).ends_with("queen"),
            "{}",
            label(&cell(&harness, &name))
        );
    }
    harness.run_steps(2);
    let game = harness.state().session.views.regions.game.as_ref().unwrap();
    assert!(game.solved.is_some(), "solved by clicks on cells");
    harness.get_by_label("Solved!");
}

#[test]
fn a_readers_click_on_count_lands_though_the_lines_above_it_changed() {
    // The page's mirror clicks the button it showed last; the frame that
    // plays the click may hold other lines above it (the orbit once looked
    // up, the forecast once made). A button's name in the tree was its
    // place in the panel, and the click went to nobody: the count never
    // started (a page test's flake, one run in four). Real threads: the
    // forecast of 19 comes frames after the first.
    let mut harness = app_threaded(Settings {
        n: 19,
        ..Settings::default()
    });
    harness.get_by_label("Estimating how long a count takes…");
    let (shown, tree) = harness
        .get_by_label("Count all and fundamental")
        .accesskit_node()
        .locate();
    run_until_clock(&mut harness, "the forecast", |app| {
        app.session
            .shared
            .count_forecast
            .as_ref()
            .is_some_and(|f| f.result.is_some())
    });
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label("Estimating how long a count takes…")
            .is_none()
    );
    assert!(harness.state().session.shared.count.is_none());
    harness.event(eframe::egui::Event::AccessKitActionRequest(
        eframe::egui::accesskit::ActionRequest {
            action: eframe::egui::accesskit::Action::Click,
            target_tree: tree,
            target_node: shown,
            data: None,
        },
    ));
    harness.run_steps(2);
    assert!(
        harness.state().session.shared.count.is_some(),
        "the click on the count's button went to nobody"
    );
}
