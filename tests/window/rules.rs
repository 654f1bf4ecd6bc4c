//! Other pieces and boards in the window: the rule chooser beside the
//! board's size, Browse numbering the rule's solutions, Play attacking as
//! the piece attacks, the views that cannot work greyed.

use super::common::*;
use super::support::survey;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::views::browse::Browse;
use nqueens::app::views::play::Play;
use nqueens::app::{App, Settings, ViewId};
use nqueens::engine::{Constraints, Control, Piece, Rules, Solutions, list};

/// The solution Browse shows, once looked up: its number and columns.
fn shown(app: &App) -> Option<(u64, Vec<u32>)> {
    app.view::<Browse>()?;
    let board = app.board()?;
    Some((app.settings.selected, board.columns()?))
}

/// The count of the session's rules, once made.
fn counts(app: &App) -> Option<nqueens::engine::Counts> {
    app.session.shared.count.as_ref().and_then(|c| c.result)
}

/// Picks a piece in the chooser.
fn choose_piece(harness: &mut Harness<'_, App>, shown: &str, piece: &str) {
    harness.get_by_value(shown).click();
    harness.run_steps(2);
    harness.get_by_label(piece).click();
    harness.run_steps(2);
}

/// Waits until the rule's browser shows solution k and its count is made.
fn until_shown(harness: &mut Harness<'_, App>, k: u64) {
    run_until(harness, &format!("solution {k} and the count"), |app| {
        shown(app).is_some_and(|s| s.0 == k) && counts(app).is_some()
    });
    harness.run_steps(2);
}

#[test]
fn with_an_in_order_worker_each_answer_is_there_at_the_next_frames() {
    // The same walk as below, waiting on no clock: the worker runs each
    // lookup and the count as it starts, so three frames bring each
    // answer (a frame starts the task, the next polls it, the last draws).
    let mut harness = app_with(Settings {
        n: 10,
        ..Settings::default()
    });
    harness.run_steps(3);
    choose_piece(&mut harness, "Queen", "Superqueen");
    harness.run_steps(3);
    let rules = Rules {
        piece: Piece::Superqueen,
        ..Rules::default()
    };
    let all = list(
        &nqueens::engine::Problem::new(10, rules).unwrap(),
        false,
        1,
        10,
        &Control::default(),
    )
    .unwrap();
    let shown = |harness: &mut Harness<'_, App>| shown(harness.state());
    assert_eq!(shown(&mut harness), Some((1, all[0].clone())));
    harness.get_by_label("Solution 1 of 4");
    // One browser for every rule: the superqueen's moves keep the
    // square's 8 motions, so the orbit is there, each image numbered in
    // the superqueens' list (#1 mirrored is #4).
    let mirrored = nqueens::engine::Symmetry::FlipHorizontal.apply_columns(&all[0]);
    assert_eq!(mirrored, all[3]);
    harness.get_by_label("mirror left-right: #4 of all");
    harness.get_by_label_contains("4 solutions, 1 fundamental");
    for k in 2..=4u64 {
        harness.get_by_label("Next").click();
        harness.run_steps(3);
        assert_eq!(shown(&mut harness), Some((k, all[k as usize - 1].clone())));
    }
    harness.get_by_label("Solution 4 of 4");
    harness.get_by_label("First").click();
    harness.run_steps(3);
    assert_eq!(shown(&mut harness), Some((1, all[0].clone())));
    harness.get_by_label("Last").click();
    harness.run_steps(3);
    assert_eq!(shown(&mut harness), Some((4, all[3].clone())));
}

#[test]
fn superqueens_of_ten_are_browsed_by_number_and_counted() {
    let mut harness = app_with(Settings {
        n: 10,
        ..Settings::default()
    });
    harness.step();
    choose_piece(&mut harness, "Queen", "Superqueen");
    assert_eq!(harness.state_mut().settings.rules.piece, Piece::Superqueen);
    until_shown(&mut harness, 1);
    let rules = Rules {
        piece: Piece::Superqueen,
        ..Rules::default()
    };
    let all = list(
        &nqueens::engine::Problem::new(10, rules).unwrap(),
        false,
        1,
        10,
        &Control::default(),
    )
    .unwrap();
    assert_eq!(all.len(), 4);
    harness.get_by_label("Solution 1 of 4");
    harness.get_by_label_contains("4 solutions, 1 fundamental");
    assert_eq!(shown(harness.state()).unwrap().1, all[0]);
    // Next walks to each in the numbering, Last to the fourth.
    for k in 2..=3 {
        harness.get_by_label("Next").click();
        until_shown(&mut harness, k);
        assert_eq!(shown(harness.state()).unwrap().1, all[k as usize - 1]);
    }
    // The gallery holds the four; a click on the third shows it.
    harness.get_by_label("Last").click();
    until_shown(&mut harness, 4);
    wait_for_label(&mut harness, "Solution 3");
    harness.get_by_label("Solution 3").click();
    until_shown(&mut harness, 3);
    assert_eq!(shown(harness.state()).unwrap().1, all[2]);
    harness.get_by_label("Last").click();
    until_shown(&mut harness, 4);
    harness.get_by_label("Solution 4 of 4");
    assert!(harness.get_by_label("Next").accesskit_node().is_disabled());
    harness.key_press(eframe::egui::Key::ArrowLeft);
    until_shown(&mut harness, 3);
    // Views that know only the classic queens are greyed, with the reason;
    // pins and blocks are every rule's (issue 70).
    assert!(
        harness
            .get_by_label(&ViewId::Big.title())
            .accesskit_node()
            .is_disabled()
    );
    assert!(
        !harness
            .get_by_label(&ViewId::Pins.title())
            .accesskit_node()
            .is_disabled()
    );
    assert!(!harness.get_by_label("Play").accesskit_node().is_disabled());
    assert!(
        !harness
            .get_by_label(&ViewId::Watch.title())
            .accesskit_node()
            .is_disabled()
    );
    // The title says the rule.
    let title = harness.state_mut().window_title();
    assert!(
        title.ends_with("Superqueens, n = 10, solution 3 of 4"),
        "{title}"
    );
    // Back to queens: the classic browser, 724 solutions.
    choose_piece(&mut harness, "Superqueen", "Queen");
    run_until(&mut harness, "the classic browser", |app| {
        app.session.shared.rules.is_classic() && counts(app).is_some_and(|c| c.total == 724)
    });
}

#[test]
fn the_torus_counts_its_classes_with_its_translations() {
    let mut harness = app_with(Settings {
        n: 5,
        ..Settings::default()
    });
    harness.step();
    harness.get_by_label("Torus").click();
    harness.run_steps(2);
    until_shown(&mut harness, 1);
    harness.get_by_label("Queens on a torus");
    // A torus's classes hold its translations too: they are counted, and
    // no orbit of the square's 8 images pretends to be the class.
    assert!(
        harness
            .query_by_label_contains("mirror left-right")
            .is_none()
    );
    harness.get_by_label_contains("10 solutions, 1 fundamental");
    harness.get_by_label_contains("5×5 translations of the torus");
    // The fundamental ones: one class, its least the first.
    harness.get_by_label("Fundamental").click();
    harness.run_steps(2);
    until_shown(&mut harness, 1);
    harness.get_by_label("Solution 1 of 1");
    assert_eq!(shown(harness.state()).unwrap().1, [0, 2, 4, 1, 3]);
    assert!(harness.get_by_label("Next").accesskit_node().is_disabled());
    harness.get_by_label("All").click();
    harness.run_steps(2);
    until_shown(&mut harness, 1);
    harness.get_by_label("Solution 1 of 10");
    // n = 6 has none: said, no board pretends.
    set_field(&mut harness, "Any n", "6");
    harness.get_by_label("Go").click();
    run_until(&mut harness, "the count of 6", |app| {
        counts(app).is_some() && !app.session.busy()
    });
    harness.run_steps(2);
    harness.get_by_label("Queens on a torus: n = 6 has no solution.");
    assert!(shown(harness.state()).is_none());
    // n = 32: said at once, by Pólya's theorem, not by hours of search.
    set_field(&mut harness, "Any n", "32");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    run_until(&mut harness, "the answer for 32", |app| {
        counts(app).is_some() && !app.session.busy()
    });
    harness.run_steps(2);
    harness.get_by_label("Queens on a torus: n = 32 has no solution.");
    harness.get_by_label_contains("Pólya");
    // The rules are remembered.
    let saved = harness.state_mut().saved_state();
    assert!(saved.contains("torus:true"), "{saved}");
}

#[test]
fn kings_attack_only_their_neighbours_in_play() {
    let mut harness = app_with(Settings {
        n: 6,
        view: ViewId::Play,
        ..Settings::default()
    });
    harness.step();
    choose_piece(&mut harness, "Queen", "King");
    run_until(&mut harness, "Play under kings", |app| {
        app.view::<Play>()
            .and_then(|p| p.state.as_ref())
            .is_some_and(|s| s.rules.piece == Piece::King)
    });
    // a6 and c4 share a diagonal: queens would attack, kings do not.
    click_square(&mut harness, 6, (0, 0));
    click_square(&mut harness, 6, (2, 2));
    harness.run_steps(2);
    harness.get_by_label("Conflicts: 0");
    // Issue 47, 6: the panel speaks of kings, not queens.
    harness.get_by_label("Kings placed: 2");
    harness.get_by_label("Click a square to place or lift a king (one per row).");
    // b5 touches a6.
    click_square(&mut harness, 6, (1, 1));
    harness.run_steps(2);
    harness.get_by_label("Conflicts: 2");
    assert!(
        harness
            .get_by_label("Complete")
            .accesskit_node()
            .is_disabled()
    );
}

#[test]
fn the_heatmap_tallies_the_rules_solutions() {
    let mut harness = app_with(Settings {
        n: 5,
        view: ViewId::Heatmap,
        ..Settings::default()
    });
    harness.step();
    harness.get_by_label("Torus").click();
    harness.run_steps(2);
    // The heatmap works under the torus: the ten solutions of 5, each
    // square held by a queen in two of them.
    assert!(
        harness
            .query_all_by_label("Heatmap")
            .all(|node| !node.accesskit_node().is_disabled())
    );
    run_until(&mut harness, "the torus's survey", |app| {
        survey(app).is_some()
    });
    let survey = survey(harness.state_mut()).unwrap();
    assert_eq!((survey.total, survey.fundamentals), (10, 1));
    assert!(survey.all.iter().all(|&c| c == 2), "{:?}", survey.all);
    assert_eq!(harness.state_mut().view_id(), ViewId::Heatmap);
    wait_for_label_containing(&mut harness, "holds 10 queens in all");

    // The legend names the piece: the 14 arrangements of five kings.
    let mut harness = app_with(Settings {
        n: 5,
        view: ViewId::Heatmap,
        rules: Rules {
            piece: Piece::King,
            ..Rules::default()
        },
        ..Settings::default()
    });
    wait_for_label_containing(
        &mut harness,
        "Over 14 solutions; each row and each column holds 14 kings in all.",
    );
}

#[test]
fn a_board_saved_as_ron_keeps_its_rules_when_opened_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(Settings {
        n: 5,
        ..Settings::default()
    });
    harness.step();
    choose_piece(&mut harness, "Queen", "King");
    until_shown(&mut harness, 1);
    let shown = shown(harness.state()).unwrap().1;
    let path = dir.path().join("kings.ron");
    answer(&mut harness, vec![Some(path.clone())]);
    file_menu(&mut harness, "Save board…");
    run_until(&mut harness, "the file", |app| {
        app.file_job.is_none() && path.exists()
    });
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(saved.contains("piece: King"), "{saved}");
    // Back to the queens, then the file opened: the window plays by kings
    // again, the board in Play.
    choose_piece(&mut harness, "King", "Queen");
    assert!(harness.state_mut().settings.rules.is_classic());
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::OpenFile(path.clone()));
    run_until(&mut harness, "the board opened", |app| {
        app.settings.rules.piece == Piece::King
            && app
                .view::<Play>()
                .and_then(|p| p.state.as_ref())
                .and_then(|s| s.board.columns())
                .is_some_and(|c| c == shown)
    });
    assert_eq!(harness.state_mut().view_id(), ViewId::Play);
    harness.run_steps(2);
    harness.get_by_label("Conflicts: 0");
    // A text board records no rules: it is read under the window's kings,
    // in Play, where a5 and b4 touch.
    let text = dir.path().join("plain.txt");
    std::fs::write(&text, "Q....\n.Q...\n.....\n.....\n.....\n").unwrap();
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::OpenFile(text));
    run_until(&mut harness, "the text board", |app| {
        app.view::<Play>()
            .and_then(|p| p.state.as_ref())
            .is_some_and(|s| s.board.queen_count() == 2)
    });
    assert_eq!(harness.state_mut().settings.rules.piece, Piece::King);
    harness.run_steps(2);
    harness.get_by_label("Conflicts: 1");
}

#[test]
fn watch_searches_under_the_rule_with_its_check_in_the_code() {
    let mut harness = app_with(Settings {
        n: 10,
        view: ViewId::Watch,
        rules: Rules {
            piece: Piece::Superqueen,
            ..Rules::default()
        },
        ..Settings::default()
    });
    run_until(&mut harness, "the trace", |app| {
        app.view::<nqueens::app::views::watch::Watch>()
            .and_then(|w| w.state.as_ref())
            .is_some_and(|s| s.known_steps() > 8)
    });
    harness.run_steps(2);
    // The code is the rules' program: its check says the superqueen's rule.
    harness.get_by_label("The search under the rule");
    harness.get_by_label_contains("knight = (dr, dc) in ((1, 2), (2, 1))");
    // The quiz and the mistakes are the queens' program's: not offered.
    assert!(harness.query_by_label("Quiz: predict each step").is_none());
    // a10 placed; b9 on its diagonal; c9 a knight's jump away.
    for _ in 0..8 {
        harness.get_by_label("Step").click();
        harness.run_steps(1);
    }
    harness.run_steps(2);
    harness.get_by_label("Reject c9: the piece on a10 attacks it by a knight's jump.");
    // The whole run finds the 4 solutions Browse numbers, in its order.
    run_until(&mut harness, "the whole trace", |app| {
        app.view::<nqueens::app::views::watch::Watch>()
            .and_then(|w| w.state.as_ref())
            .is_some_and(|s| s.complete)
    });
    harness.key_press(eframe::egui::Key::End);
    run_until(&mut harness, "the end of the run", |app| {
        app.view::<nqueens::app::views::watch::Watch>()
            .and_then(|w| w.state.as_ref())
            .is_some_and(|s| s.at_end())
    });
    let found = harness
        .state()
        .view::<nqueens::app::views::watch::Watch>()
        .and_then(|w| w.state.as_ref())
        .map(|s| s.position.solutions.clone())
        .unwrap();
    let rules = Rules {
        piece: Piece::Superqueen,
        ..Rules::default()
    };
    assert_eq!(
        found,
        list(
            &nqueens::engine::Problem::new(10, rules).unwrap(),
            false,
            1,
            10,
            &Control::default()
        )
        .unwrap()
    );
    harness.run_steps(2);
}

#[test]
fn more_columns_than_rows_are_chosen_browsed_and_opened() {
    let mut harness = app_with(Settings {
        n: 8,
        ..Settings::default()
    });
    run_until(&mut harness, "the listing", search_done);
    // Columns beside the piece: 8 queens on 9 columns, 1,066 solutions
    // (the count the issue names), 272 up to the rectangle's 4 symmetries.
    set_field(&mut harness, "Columns:", "9");
    harness.key_press(eframe::egui::Key::Enter);
    harness.run_steps(2);
    assert_eq!(harness.state().settings.rules.columns, Some(9));
    until_shown(&mut harness, 1);
    harness.get_by_label("Solution 1 of 1,066");
    harness.get_by_label_contains("1,066 solutions, 272 fundamental");
    let rules = Rules {
        columns: Some(9),
        ..Rules::default()
    };
    let first = list(
        &nqueens::engine::Problem::new(8, rules).unwrap(),
        false,
        1,
        1,
        &Control::default(),
    )
    .unwrap();
    let shown = harness.state().board().unwrap();
    assert_eq!((shown.n(), shown.width()), (8, 9));
    assert_eq!(shown.columns().unwrap(), first[0]);
    let title = harness.state_mut().window_title();
    assert!(title.contains("Queens on 9 columns"), "{title}");
    // The board is drawn as wide as it is, in Play too.
    harness.get_by_label("Play").click();
    harness.run_steps(2);
    let title = harness.state_mut().window_title();
    assert!(
        title.contains("Queens on 9 columns: playing, 0 pieces"),
        "{title}"
    );
    // A click where the drawing's last column is places a queen there.
    click_square_on(&mut harness, (8, 9), (0, 8));
    let play = harness.state().view::<nqueens::app::views::play::Play>();
    let board = &play.and_then(|p| p.state.as_ref()).unwrap().board;
    assert_eq!(board.queen(0), Some(8));
    // A board of 4 rows on 5 columns opened as RON: it is played on 5
    // columns, and it is a solution there.
    let wide = "(n: 4, rows: [Some(0), Some(2), Some(4), Some(1)], columns: 5)\n";
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::OpenText(wide.to_string()));
    run_until(&mut harness, "the opened board", |app| {
        app.settings.n == 4 && app.message().is_some()
    });
    harness.run_steps(2);
    assert_eq!(harness.state().settings.rules.columns, Some(5));
    let message = harness.state().message().unwrap().to_string();
    assert!(message.ends_with("a solution"), "{message}");
    // Past what the window takes (33 rows): said, nothing changed.
    let rows: Vec<String> = (0..33).map(|r| format!("Some({r})")).collect();
    let tall = format!("(n: 33, rows: [{}], columns: 40)\n", rows.join(", "));
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::OpenText(tall));
    run_until(&mut harness, "the refusal", |app| {
        app.message()
            .is_some_and(|m| m.contains("33 rows and 40 columns"))
    });
    assert_eq!(harness.state().settings.n, 4);
}

#[test]
fn the_heatmap_of_a_wide_board_reads_and_saves_row_by_row() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(Settings {
        n: 6,
        view: ViewId::Heatmap,
        rules: Rules {
            piece: Piece::King,
            columns: Some(8),
            ..Rules::default()
        },
        ..Settings::default()
    });
    run_until(&mut harness, "the survey", |app| survey(app).is_some());
    let tallies = survey(harness.state()).unwrap().all.clone();
    assert_eq!(tallies.len(), 6 * 8);
    let kings = Rules {
        piece: Piece::King,
        columns: Some(8),
        ..Rules::default()
    };
    let total = nqueens::engine::count(
        &nqueens::engine::Problem::new(6, kings).unwrap(),
        false,
        &Control::default(),
    )
    .unwrap()
    .total;
    // Each row holds a king of every solution; a column does not.
    for row in tallies.chunks(8) {
        assert_eq!(row.iter().sum::<u64>(), total);
    }
    let column: u64 = (0..6).map(|r| tallies[r * 8]).sum();
    assert!(column < total);
    wait_for_label_containing(
        &mut harness,
        &format!("each row holds {} kings", thousands(total)),
    );
    // The square under the pointer says its own number: h1 is (5, 7).
    let canvas = harness.get_by_label_contains("Heatmap of n = 6").rect();
    let board = nqueens::app::fit_in(canvas, nqueens::app::board_aspect(6, 8, true));
    let pos = nqueens::app::BoardArea::of(board, 6, 8, true).center_of((5, 7));
    harness.hover_at(pos);
    harness.run_steps(2);
    harness.get_by_label_contains(&format!("h1: {} solutions", tallies[5 * 8 + 7]));
    // CSV: a row of the board a line, 8 numbers each, as tallied.
    let text = saved_text(&mut harness, "Save CSV…", &dir.path().join("kings.csv"));
    let mut lines = text.lines();
    assert_eq!(lines.next().unwrap().split(',').count(), 9);
    let read: Vec<u64> = lines
        .flat_map(|l| {
            l.split(',')
                .skip(1)
                .map(|x| x.parse::<u64>().unwrap())
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(read, tallies);
}

fn thousands(n: u64) -> String {
    nqueens::formats::grouped(n)
}

#[test]
fn a_change_of_n_or_of_columns_mid_search_shows_only_the_new_board() {
    // Watch of superqueens on 32 rows and 64 columns, its trace under way.
    let mut harness = app_with(Settings {
        n: 32,
        view: ViewId::Watch,
        rules: Rules {
            piece: Piece::Superqueen,
            columns: Some(64),
            ..Rules::default()
        },
        ..Settings::default()
    });
    run_until(&mut harness, "the trace to start", |app| {
        app.view::<nqueens::app::views::watch::Watch>()
            .and_then(|w| w.state.as_ref())
            .is_some_and(|s| s.known_steps() > 0)
    });
    harness.key_press(eframe::egui::Key::ArrowRight);
    harness.run_steps(2);
    // Fewer columns: a new search, on 32 rows and 40 columns.
    set_field(&mut harness, "Columns:", "40");
    harness.key_press(eframe::egui::Key::Enter);
    harness.run_steps(2);
    assert_eq!(harness.state().settings.rules.columns, Some(40));
    run_until(&mut harness, "the new trace", |app| {
        app.view::<nqueens::app::views::watch::Watch>()
            .and_then(|w| w.state.as_ref())
            .is_some_and(|s| s.known_steps() > 0)
    });
    let board = harness.state().board().unwrap();
    assert_eq!((board.n(), board.width()), (32, 40));
    // A smaller n: the board of 6 on 40 columns, no step of the old one.
    set_field(&mut harness, "Any n", "6");
    harness.get_by_label("Go").click();
    run_until(&mut harness, "the board of 6", |app| {
        app.board().is_some_and(|b| b.n() == 6)
    });
    let board = harness.state().board().unwrap();
    assert_eq!((board.n(), board.width()), (6, 40));
    assert!(board.queens().all(|(r, c)| r < 6 && c < 40));
    // The heatmap of 32 rows on 40 columns is asked for, not started:
    // the window goes on answering.
    set_field(&mut harness, "Any n", "32");
    harness.get_by_label("Go").click();
    harness.get_by_label("Heatmap").click();
    harness.run_steps(4);
    assert_eq!(harness.state().view_id(), ViewId::Heatmap);
    harness.get_by_label("Browse").click();
    harness.run_steps(2);
    assert_eq!(harness.state().view_id(), ViewId::Browse);
}

/// Issue 70: Pins was greyed under every rule but the classic queens',
/// though the walk keeps pins and blocks under all of them. Under kings
/// a pin and a block count the kings' solutions that keep them, and the
/// heatmap tallies over those alone.
#[test]
fn pins_and_blocks_keep_the_kings_solutions() {
    let mut harness = app_with(Settings {
        n: 6,
        view: ViewId::Pins,
        ..Settings::default()
    });
    harness.step();
    choose_piece(&mut harness, "Queen", "King");
    run_until(&mut harness, "kings", |app| {
        app.session.shared.rules.piece == Piece::King
    });
    harness.run_steps(2);
    let canvas = "Board of 6: pins and blocks";
    click_square_of(&mut harness, canvas, 6, (0, 0));
    click_square_of(&mut harness, canvas, 6, (2, 3));
    click_square_of(&mut harness, canvas, 6, (2, 3));
    let kings = Rules {
        piece: Piece::King,
        ..Rules::QUEENS
    };
    let rule = Constraints::new(6, vec![(0, 0)], vec![(2, 3)]).unwrap();
    let kept = Solutions::new(6, kings)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .filter(|c| rule.allows(c))
        .count() as u64;
    assert!(kept > 0 && kept < 90, "{kept}");
    run_until(&mut harness, "the kept count", |app| {
        app.view::<nqueens::app::views::pins::Pins>()
            .is_some_and(|p| p.kept == Some(kept))
    });
    let tally = nqueens::engine::survey(
        &nqueens::engine::Problem::keeping(6, kings, &rule).unwrap(),
        Control::default(),
    )
    .unwrap();
    assert_eq!(tally.total, kept);
    assert_eq!(tally.at((0, 0), false), kept);
    assert_eq!(tally.at((2, 3), false), 0);
}
