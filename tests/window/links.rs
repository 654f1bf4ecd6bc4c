//! Links: an address opens the state it names, as near as it can, and the
//! address follows the person (the page writes it into its address bar).

use super::common::*;
use super::support::*;

use egui_kittest::kittest::Queryable;
use nqueens::app::{Settings, ViewId};
use nqueens::engine::{Piece, Rules};

#[test]
fn a_link_opens_solution_92_of_eight_and_the_address_follows_the_arrows() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    harness.state_mut().open_address("#n=8&k=92");
    harness.run_steps(2);
    assert_eq!(harness.state().view_id(), ViewId::Browse);
    assert_eq!(harness.state().settings.selected, 92);
    wait_for_label_containing(&mut harness, "Solution 92 of 92");
    assert_eq!(harness.state().address().fragment(), "n=8&k=92&view=browse");
    assert!(
        !harness.state().status.text.contains("address"),
        "a good link says nothing"
    );
    harness.state_mut().open_address("n=3");
    harness.run_steps(2);
    assert_eq!(harness.state().address().fragment(), "n=3&view=browse");
    harness.state_mut().open_address("n=8&k=92");
    harness.run_steps(2);
    harness.key_press(eframe::egui::Key::ArrowLeft);
    harness.run_steps(2);
    assert_eq!(harness.state().address().fragment(), "n=8&k=91&view=browse");
    assert!(
        harness
            .state()
            .window_title()
            .ends_with("n = 8, solution 91 of 92")
    );
}

#[test]
fn a_link_opens_the_fourth_search_at_step_12() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    harness.state_mut().open_address("n=4&view=watch&step=12");
    run_until(&mut harness, "step 12", |app| {
        watch(app).is_some_and(|w| w.position.steps == 12)
    });
    assert_eq!(
        harness.state().address().fragment(),
        "n=4&view=watch&step=12"
    );
    harness.key_press(eframe::egui::Key::ArrowRight);
    harness.run_steps(2);
    assert_eq!(
        harness.state().address().fragment(),
        "n=4&view=watch&step=13"
    );
}

#[test]
fn bad_addresses_open_the_nearest_state_and_say_why() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    harness.state_mut().open_address("n=-1&view=heatmap");
    harness.run_steps(2);
    assert_eq!(harness.state().settings.n, 8, "n stays");
    assert_eq!(harness.state().view_id(), ViewId::Heatmap);
    wait_for_label_containing(&mut harness, "“n=-1” is not a board size");

    harness.state_mut().open_address("n=8&k=93");
    harness.run_steps(2);
    assert_eq!(harness.state().settings.selected, 92);
    wait_for_label_containing(
        &mut harness,
        "n = 8 has no solution 93; solution 92 is shown",
    );

    // Past the solutions listed of an n without numbers at once: not
    // "no such solution", only not listed yet.
    harness.state_mut().open_address("n=23&k=900000000000");
    harness.run_steps(2);
    wait_for_label_containing(
        &mut harness,
        "solution 900000000000 of n = 23 is not listed yet",
    );

    // A view that does not work at that n: the heatmap of a million.
    harness.state_mut().open_address("n=1000000&view=heatmap");
    harness.run_steps(2);
    assert_eq!(harness.state().settings.n, 1_000_000);
    assert_ne!(harness.state().view_id(), ViewId::Heatmap);
    wait_for_label_containing(&mut harness, "does not work at n = 1000000");

    // A step past the search's end: the last step is shown, and said.
    harness
        .state_mut()
        .open_address("n=4&view=watch&step=100000");
    run_until(&mut harness, "the end of the search", |app| {
        watch(app).is_some_and(|w| w.complete && w.position.steps > 0)
    });
    harness.run_steps(3);
    let steps = watch(harness.state()).unwrap().position.steps;
    assert_eq!(steps, watch(harness.state()).unwrap().known_steps());
    wait_for_label_containing(
        &mut harness,
        &format!("has {steps} steps; the last is shown"),
    );

    // A megabyte of address: read at once, cut, said.
    let long = format!("n=6&{}", "z".repeat(1 << 20));
    harness.state_mut().open_address(&long);
    harness.run_steps(2);
    assert_eq!(harness.state().settings.n, 6);
    wait_for_label_containing(&mut harness, "only its first 256 were read");
}

#[test]
fn a_link_speaks_of_queens_and_embed_hides_the_menus() {
    let mut harness = app_with(Settings {
        rules: Rules {
            piece: Piece::King,
            ..Rules::default()
        },
        ..Settings::default()
    });
    harness.run_steps(2);
    assert!(harness.query_by_label("File").is_some());
    harness.state_mut().open_address("n=5&k=3&embed=1");
    harness.run_steps(2);
    assert!(harness.state().settings.rules.is_classic());
    assert_eq!(harness.state().settings.selected, 3);
    assert!(harness.state().embedded);
    assert!(harness.query_by_label("File").is_none(), "no menu bar");
    assert_eq!(
        harness.state().address().fragment(),
        "n=5&k=3&view=browse&embed=1"
    );
}

#[test]
fn a_link_carries_the_rules_and_the_title_names_them() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    harness
        .state_mut()
        .open_address("#n=10&piece=superqueen&k=3");
    let superqueens = Rules {
        piece: Piece::Superqueen,
        ..Rules::default()
    };
    assert_eq!(harness.state().settings.rules, superqueens);
    assert_eq!(harness.state().settings.n, 10);
    assert_eq!(harness.state().view_id(), ViewId::Browse);
    // The third of the four solutions of ten superqueens, in their list.
    let third = nqueens::engine::list(
        &nqueens::engine::Problem::new(10, superqueens).unwrap(),
        false,
        3,
        1,
        &Default::default(),
    )
    .unwrap();
    run_until(&mut harness, "superqueen #3 shown", |app| {
        app.settings.selected == 3
            && app.board().and_then(|b| b.columns()) == Some(third[0].clone())
    });
    assert_eq!(
        harness.state().address().fragment(),
        "n=10&piece=superqueen&k=3&view=browse"
    );
    let title = harness.state().window_title();
    assert!(title.contains("Superqueens, n = 10"), "{title}");
    assert!(
        !harness.state().status.text.contains("address"),
        "a good link says nothing: {}",
        harness.state().status.text
    );

    // The torus and more columns, and back to the queens by a link that
    // names none.
    harness.state_mut().open_address("n=5&torus=1&view=watch");
    harness.run_steps(2);
    assert!(harness.state().settings.rules.topology == nqueens::engine::Topology::Torus);
    assert_eq!(harness.state().view_id(), ViewId::Watch);
    assert!(
        harness
            .state()
            .address()
            .fragment()
            .starts_with("n=5&torus=1&")
    );
    harness
        .state_mut()
        .open_address("n=8&columns=11&view=browse");
    harness.run_steps(2);
    assert_eq!(harness.state().settings.rules.columns, Some(11));
    assert!(
        harness
            .state()
            .address()
            .fragment()
            .starts_with("n=8&columns=11&")
    );
    harness.state_mut().open_address("n=8&k=4");
    harness.run_steps(2);
    assert!(harness.state().settings.rules.is_classic());
    assert_eq!(harness.state().address().fragment(), "n=8&k=4&view=browse");

    // Rules that make no board of n: said, and the queens opened.
    harness.state_mut().open_address("n=10&columns=5");
    harness.run_steps(2);
    assert!(harness.state().settings.rules.is_classic());
    assert_eq!(harness.state().settings.n, 10);
    wait_for_label_containing(&mut harness, "these rules make no board of n = 10");
}

#[test]
fn kings_at_eight_then_n_40_agree_in_the_board_the_title_and_the_link() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    let kings = Rules {
        piece: Piece::King,
        ..Rules::QUEENS
    };
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::SetRules(kings));
    harness.run_steps(2);
    let title = harness.state().window_title();
    assert!(title.contains("Kings"), "{title}");
    assert!(harness.state().address().fragment().contains("piece=king"));
    set_field(&mut harness, "Any n", "40");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    let app = harness.state();
    assert_eq!(app.session.n(), 40);
    // Past 32 the window plays the classic queens: the board, its title
    // and its link say so, all three.
    let played = app.session.shared.rules;
    assert_eq!(played, Rules::QUEENS);
    let title = app.window_title();
    assert!(!title.contains("Kings"), "{title}");
    assert!(title.contains("n = 40"), "{title}");
    let link = app.address().fragment();
    assert!(!link.contains("piece"), "{link}");
    assert!(link.starts_with("n=40"), "{link}");
    // The link opens what it names: the same board, title and link.
    let mut other = app_with(Settings::default());
    other.run_steps(2);
    other.state_mut().open_address(&link);
    other.run_steps(3);
    assert_eq!(other.state().session.shared.rules, played);
    assert_eq!(other.state().window_title(), title);
    assert_eq!(other.state().address().fragment(), link);
    // Back under 32 the kings chosen come back, named everywhere.
    set_field(&mut harness, "Any n", "8");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    assert_eq!(harness.state().session.shared.rules, kings);
    assert!(harness.state().window_title().contains("Kings"));
    assert!(harness.state().address().fragment().contains("piece=king"));
}

/// Issue 61: a plain link to a million queens opens the Big board and
/// says nothing of rules: it said "these rules make no board of n =
/// 1000000 (at most 64 columns …); the classic queens are shown", of the
/// classic queens themselves.
#[test]
fn a_link_to_a_million_queens_says_nothing_of_rules() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    harness.state_mut().open_address("#n=1000000");
    harness.run_steps(3);
    assert_eq!(harness.state().settings.n, 1_000_000);
    let said = harness.state().message().unwrap_or_default().to_string();
    assert!(!said.contains("rules make no board"), "{said}");
    // Rules that cannot make the board are still said.
    harness.state_mut().open_address("#n=100&piece=king");
    harness.run_steps(3);
    wait_for_label_containing(&mut harness, "these rules make no board of n = 100");
    // Too long for its share of the status line, the message is shown
    // whole just over the line, from the window's left (after its ×),
    // wrapped: cut short it was readable only by hovering.
    let said = harness
        .get_by_label_contains("these rules make no board of n = 100")
        .rect();
    let line = harness.get_by_label_contains("File dialogs").rect();
    assert!(said.left() < 60.0, "{said:?}");
    assert!(
        said.bottom() <= line.top() && said.top() >= line.top() - 80.0,
        "{said:?} not just over {line:?}"
    );
    let window = harness.ctx.content_rect();
    assert!(
        said.bottom() <= window.bottom(),
        "{said:?} past the window's end {window:?}"
    );
}

/// Issue 60: a puzzle's two names in the window. `id=seed-…` makes the
/// generator's puzzle of that name, the panel shows both names to copy,
/// and `id=map-…` (the name that is the puzzle) opens the same map.
#[test]
fn a_puzzles_names_open_it_and_the_panel_shows_them() {
    use nqueens::engine::Control;
    use nqueens::engine::regions::{Difficulty, generate};
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    harness
        .state_mut()
        .open_address("#view=regions&id=seed-8-medium-42");
    let made = generate(8, 42, Some(Difficulty::Medium), &Control::default())
        .unwrap()
        .unwrap();
    run_until(&mut harness, "the named puzzle", |app| {
        app.session
            .views
            .regions
            .game
            .as_ref()
            .is_some_and(|g| g.puzzle == made)
    });
    harness.run_steps(2);
    let id = made.map_id();
    harness.get_by_label(&format!("Puzzle ID: {id}"));
    harness.get_by_label("Made by: seed-8-medium-42");
    // The name that is it opens it, from anywhere.
    harness.state_mut().open_address("#view=browse&n=6");
    harness.run_steps(2);
    harness
        .state_mut()
        .open_address(&format!("#view=regions&id={id}"));
    harness.run_steps(3);
    let game = harness.state().session.views.regions.game.as_ref().unwrap();
    assert_eq!(game.puzzle, made);
    assert_eq!(harness.state().view_id(), ViewId::Regions);
    // A name that is none is said, and the puzzle stays.
    harness
        .state_mut()
        .open_address("#view=regions&id=seed-8-tough-1");
    harness.run_steps(2);
    let said = harness.state().message().unwrap_or_default().to_string();
    assert!(said.contains("no difficulty"), "{said}");
    let game = harness.state().session.views.regions.game.as_ref().unwrap();
    assert_eq!(game.puzzle, made);
}
