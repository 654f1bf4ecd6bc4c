//! Browse: the list by number, the gallery, the orbit, the count.

use super::common::*;
use super::support::*;
use std::time::{Duration, Instant};

use eframe::egui::{self};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::views::browse::Browse;
use nqueens::app::{App, SearchState, Settings, ViewId};
use nqueens::catalog::Filter;
use nqueens::engine::Board;

#[test]
fn eight_queens_shows_92_and_next_reaches_the_last() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.get_by_label("Solution 1 of 92");
    for _ in 0..91 {
        harness.get_by_label("Next").click();
        harness.step();
    }
    harness.step();
    assert_eq!(harness.state().settings.selected, 92);
    harness.get_by_label("Solution 92 of 92");
    until_board(&mut harness, &[7, 3, 0, 2, 5, 1, 6, 4]);
}

#[test]
fn keys_browse_and_a_thumbnail_click_selects() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.key_press(eframe::egui::Key::End);
    harness.step();
    assert_eq!(harness.state().settings.selected, 92);
    harness.key_press(eframe::egui::Key::Home);
    harness.key_press(eframe::egui::Key::ArrowRight);
    harness.key_press(eframe::egui::Key::PageDown);
    harness.step();
    assert_eq!(harness.state().settings.selected, 12);
    harness.key_press(eframe::egui::Key::Home);
    // The gallery's page is looked up on the worker.
    wait_for_label(&mut harness, "Solution 5");
    // Once the page looked up for the final list is in (under a loaded
    // machine it can come a frame or two later), the gallery stays put.
    run_until(&mut harness, "the gallery's page", |app| {
        !app.session.busy()
    });
    harness.get_by_label("Solution 5").click();
    harness.step();
    harness.step();
    assert_eq!(harness.state().settings.selected, 5);
    harness.get_by_label("Solution 5 of 92");
}

#[test]
fn fundamental_filter_lists_twelve() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.get_by_label("Fundamental").click();
    run_until(&mut harness, "the fundamental search", |app| {
        app.settings.filter == Filter::Fundamental && search_done(app)
    });
    assert_eq!(harness.state().known(), (12, true));
    harness.get_by_label("Solution 1 of 12");
    // The orbit of solution 1 lists its 8 images, each clickable.
    run_until(&mut harness, "the orbit's numbers", |app| {
        app.board().is_some()
    });
    // The numbers are looked up on the worker: on a loaded machine they
    // come some frames later.
    wait_for_label(&mut harness, "mirror left-right: #92 of all");
    harness
        .get_by_label("mirror left-right: #92 of all")
        .click();
    harness.step();
    harness.step();
    assert_eq!(harness.state().settings.filter, Filter::All);
    assert_eq!(harness.state().settings.selected, 92);
    // The switch of list is said, not silent.
    assert_eq!(
        harness.state().message(),
        Some("Showing solution 92 in the list of all solutions")
    );
}

#[test]
fn changing_n_mid_search_shows_only_the_new_n() {
    // Real threads: the old search runs on its own when n changes, and
    // nothing it sends after may show.
    let mut harness = app_threaded(Settings {
        n: 14,
        ..Settings::default()
    });
    run_until_clock(&mut harness, "the first solutions of 14", |app| {
        app.listing().is_some_and(|l| !l.catalog.is_empty())
    });
    assert_eq!(
        harness.state().listing().unwrap().state,
        SearchState::Searching
    );
    set_field(&mut harness, "Any n", "6");
    harness.get_by_label("Go").click();
    // From the first frame after the change, only n = 6 shows.
    for _ in 0..200 {
        harness.step();
        let app = harness.state_mut();
        assert_eq!(app.settings.n, 6);
        let listing = app.listing().unwrap();
        assert_eq!(listing.catalog.n(), 6);
        assert!(listing.catalog.len() <= 4);
        if let Some(board) = app.board() {
            assert_eq!(board.n(), 6);
            assert!(board.is_solution());
        }
    }
    run_until_clock(&mut harness, "the search of 6", search_done);
    harness.get_by_label("Solution 1 of 4");
}

#[test]
fn n_2_and_large_n_say_what_they_show() {
    let mut harness = app_with(Settings {
        n: 3,
        ..Settings::default()
    });
    run_until(&mut harness, "the search of 3", search_done);
    harness.get_by_label("There is no solution for n = 3.");
    harness.get_by_label("Queens: n = 3 has no solution.");
    let mut harness = app_with(Settings {
        n: 1000,
        ..Settings::default()
    });
    run_until(&mut harness, "the construction", |app| {
        app.board().is_some()
    });
    let board: Board = (*harness.state_mut().board().unwrap()).clone();
    assert_eq!(board.n(), 1000);
    assert!(board.is_solution());
}

#[test]
fn a_bad_size_is_a_message_not_a_change() {
    let mut harness = app_with(Settings::default());
    harness.step();
    set_field(&mut harness, "Any n", "8x");
    harness.get_by_label("Go").click();
    harness.step();
    harness.step();
    assert_eq!(harness.state().settings.n, 8);
    assert_eq!(
        harness.state().message(),
        Some("\"8x\" is not a whole number")
    );
}

#[test]
fn opening_a_solution_jumps_to_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.ron");
    std::fs::write(
        &path,
        "(n: 8, rows: [Some(7), Some(3), Some(0), Some(2), Some(5), Some(1), Some(6), Some(4)])",
    )
    .unwrap();
    let mut harness = app_with(Settings {
        n: 6,
        ..Settings::default()
    });
    harness.step();
    answer(&mut harness, vec![Some(path)]);
    file_menu(&mut harness, "Open board…");
    run_until(&mut harness, "the jump to #92", |app| {
        app.settings.n == 8 && app.settings.selected == 92
    });
    assert!(harness.state().session.shared.opened.is_none());
    harness.get_by_label("Solution 92 of 92");
}

#[test]
fn n_32_keeps_every_frame_short_while_the_search_runs() {
    // Real threads: the frames are timed while the search runs on its own.
    let mut harness = app_threaded(Settings {
        n: 32,
        ..Settings::default()
    });
    // What the browser says before the first solution: what the search does
    // and for how long, not "0 found".
    harness.run_steps(2);
    harness.get_by_label_contains("Searching for the first solution…");
    // Each frame is judged by the UI thread's own CPU time: a lookup or a
    // count on the UI thread (the first version's freeze) spends it, while
    // a frame that only waited for a core on this shared machine does not.
    // Waiting on the solver would not spend CPU either, so the wall clock
    // has a bound too, one no queue for a core comes near but a blocking
    // wait for a search of 32 would pass at once.
    let mut busy = Vec::new();
    let mut stalled = Vec::new();
    let mut cpu_times = Vec::new();
    let mut frames = 0;
    let started = Instant::now();
    let seconds = std::env::var("N32_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    while started.elapsed() < Duration::from_secs(seconds) {
        // A person pressing keys and switching the filter meanwhile.
        if frames % 20 == 0 {
            harness.key_press(eframe::egui::Key::ArrowRight);
        }
        if frames % 500 == 250 {
            harness.key_press(eframe::egui::Key::End);
        }
        let (wall, cpu) = (Instant::now(), thread_cpu_time());
        harness.step();
        let (wall, cpu) = (wall.elapsed(), thread_cpu_time() - cpu);
        cpu_times.push(cpu);
        if cpu > Duration::from_millis(250) {
            busy.push((frames, cpu));
        }
        if wall > Duration::from_secs(10) {
            stalled.push((frames, wall));
        }
        frames += 1;
        std::thread::sleep(Duration::from_millis(10));
    }
    let app = harness.state();
    assert!(
        app.known().0 > 0,
        "the search of 32 found nothing in {seconds} s"
    );
    // The frames benchmark measures the real figures (FRAMES_N=32).
    cpu_times.sort();
    let median = cpu_times[cpu_times.len() / 2];
    assert!(
        median < Duration::from_millis(16),
        "median frame {median:?} of CPU"
    );
    assert!(
        busy.is_empty(),
        "{} of {frames} frames spent over 250 ms of CPU (frame, time): {busy:?}",
        busy.len()
    );
    assert!(
        stalled.is_empty(),
        "{} of {frames} frames took over 10 s (frame, time): {stalled:?}",
        stalled.len()
    );
}

#[test]
fn the_orbit_fills_in_by_ranking_before_the_listing_ends_without_a_mouse_move() {
    // n = 15: the listing takes seconds, and #1's mirror images come near
    // its end; their numbers are ranked instead, and arrive in frames the
    // app asks for itself.
    let mut harness = app_with(Settings {
        n: 15,
        ..Settings::default()
    });
    let orbit = |app: &mut App| app.view::<Browse>().and_then(Browse::orbit_numbers);
    run_until(&mut harness, "the orbit of #1", |app| orbit(app).is_some());
    run_idle_until(&mut harness, "every number of the orbit", |app| {
        orbit(app).is_some_and(|o| o.iter().all(Option::is_some))
    });
    assert!(
        !search_done(harness.state_mut()),
        "the listing ended before the orbit was ranked"
    );
    let numbers = orbit(harness.state_mut()).unwrap();
    assert!(
        numbers.contains(&Some(1)) && numbers.contains(&Some(2_279_184)),
        "{numbers:?}"
    );
}

#[test]
fn the_browse_panel_does_not_move_while_a_listing_runs_and_ends() {
    // n = 15: the count ends at once and the listing takes seconds, the
    // time when a "listed so far" line used to push the buttons down.
    let mut harness = app_with(Settings {
        n: 15,
        ..Settings::default()
    });
    let counted = |app: &mut App| {
        app.session
            .shared
            .count
            .as_ref()
            .is_some_and(|c| c.result.is_some())
    };
    let places = |harness: &Harness<'_, App>| {
        ["Next", "Jump", "Go to number", "First"].map(|label| harness.get_by_label(label).rect())
    };
    harness.run_steps(2);
    let before = places(&harness);
    run_until(&mut harness, "the count", counted);
    assert!(!search_done(harness.state_mut()), "the listing ended first");
    let during = places(&harness);
    run_until(&mut harness, "the listing", search_done);
    harness.run_steps(2);
    let after = places(&harness);
    assert_eq!(before, during, "moved when the count came");
    assert_eq!(during, after, "moved when the listing ended");
}

#[test]
fn jump_goes_to_any_number_of_18_at_once_and_the_totals_agree() {
    let mut harness = app_with(Settings {
        n: 18,
        ..Settings::default()
    });
    harness.run_steps(3);
    // The total is known at once, and the panel and the title say it.
    harness.get_by_label_contains("of 666,090,624");
    assert!(
        harness.state().window_title().contains("of 666,090,624"),
        "{}",
        harness.state().window_title()
    );
    set_field(&mut harness, "Go to number", "600,000,000");
    let asked = Instant::now();
    harness.get_by_label("Jump").click();
    let k = 600_000_000u64;
    let expected = nqueens::engine::unrank(
        18,
        k,
        &nqueens::engine::Constraints::none(18),
        nqueens::engine::Control::default(),
    )
    .unwrap();
    until_board(&mut harness, &expected);
    // Within a second here, machine noise aside (the test allows ten).
    assert!(
        asked.elapsed() < Duration::from_secs(10),
        "{:?}",
        asked.elapsed()
    );
    harness.run_steps(2);
    harness.get_by_label("Solution 600,000,000 of 666,090,624");
    assert!(
        harness
            .state()
            .message()
            .is_none_or(|m| !m.contains("no solution"))
    );
    // The orbit's numbers are ranked, not waited for.
    run_until(&mut harness, "the orbit's numbers", |app| {
        app.view::<Browse>()
            .and_then(Browse::orbit_numbers)
            .is_some_and(|numbers| numbers.iter().all(Option::is_some))
    });
    let numbers = harness
        .state_mut()
        .view::<Browse>()
        .and_then(Browse::orbit_numbers)
        .unwrap();
    assert!(numbers.contains(&Some(k)), "{numbers:?}");
    // Past the end: said with the total.
    set_field(&mut harness, "Go to number", "666090625");
    harness.get_by_label("Jump").click();
    harness.run_steps(2);
    assert_eq!(
        harness.state().message(),
        Some("There is no solution 666,090,625: n = 18 has 666,090,624 solutions")
    );
    // The last one, then a random one: boards of 18 that are solutions.
    harness.key_press(eframe::egui::Key::End);
    let last = nqueens::engine::unrank(
        18,
        666_090_624,
        &nqueens::engine::Constraints::none(18),
        nqueens::engine::Control::default(),
    )
    .unwrap();
    until_board(&mut harness, &last);
    harness.get_by_label("Random").click();
    run_until(&mut harness, "a random board", |app| {
        app.settings.selected != 666_090_624
            && app.board().and_then(|b| b.columns()).is_some_and(|c| {
                nqueens::engine::rank(
                    &nqueens::engine::Problem::keeping(
                        c.len(),
                        nqueens::engine::Rules::QUEENS,
                        &nqueens::engine::Constraints::none(18),
                    )
                    .unwrap(),
                    &c,
                    nqueens::engine::Control::default(),
                )
                .ok()
                    == Some(app.settings.selected)
            })
    });
}

#[test]
fn at_20_the_total_and_any_number_come_at_once() {
    // n = 20's 39 billion solutions: a listing takes hours to reach the
    // far ones, the table and the search below it a fraction of a second.
    let mut harness = app_with(Settings {
        n: 20,
        ..Settings::default()
    });
    harness.run_steps(3);
    harness.get_by_label_contains("of 39,029,188,884");
    set_field(&mut harness, "Go to number", "30,000,000,000");
    harness.get_by_label("Jump").click();
    let expected = nqueens::engine::unrank(
        20,
        30_000_000_000,
        &nqueens::engine::Constraints::none(20),
        nqueens::engine::Control::default(),
    )
    .unwrap();
    until_board(&mut harness, &expected);
    harness.run_steps(2);
    harness.get_by_label("Solution 30,000,000,000 of 39,029,188,884");
}

#[test]
fn a_filter_switch_keeps_the_solution_as_its_classs_representative() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the listing", search_done);
    // #54 of 8 is not the smallest of its orbit: under Fundamental its
    // class's representative is selected, and said so.
    set_field(&mut harness, "Go to number", "54");
    harness.get_by_label("Jump").click();
    let board54 = nqueens::engine::unrank(
        8,
        54,
        &nqueens::engine::Constraints::none(8),
        nqueens::engine::Control::default(),
    )
    .unwrap();
    until_board(&mut harness, &board54);
    harness.get_by_label("Fundamental").click();
    let representative = nqueens::engine::canonical_columns(&board54);
    assert_ne!(representative, board54);
    until_board(&mut harness, &representative);
    assert_ne!(harness.state().settings.selected, 1);
    assert!(
        harness
            .state()
            .message()
            .is_some_and(|m| m.contains("representative of the class")),
        "{:?}",
        harness.state().message()
    );
    // Back to All: the representative keeps its place, by its number.
    harness.get_by_label("All").click();
    until_board(&mut harness, &representative);
    let k = nqueens::engine::rank(
        &nqueens::engine::Problem::keeping(
            representative.len(),
            nqueens::engine::Rules::QUEENS,
            &nqueens::engine::Constraints::none(8),
        )
        .unwrap(),
        &representative,
        nqueens::engine::Control::default(),
    )
    .unwrap();
    assert_eq!(harness.state().settings.selected, k);
}

#[test]
fn random_under_fundamental_is_a_representative_shown_at_once() {
    let mut harness = app_with(Settings {
        n: 16,
        ..Settings::default()
    });
    harness.run_steps(3);
    harness.get_by_label("Fundamental").click();
    harness.run_steps(3);
    harness.get_by_label("Random").click();
    run_until(&mut harness, "the random fundamental solution", |app| {
        app.settings.filter == nqueens::catalog::Filter::All
            && app
                .message()
                .is_some_and(|m| m.contains("random fundamental"))
    });
    let k = harness.state().settings.selected;
    run_until(&mut harness, "its board", |app| app.board().is_some());
    let columns = harness.state_mut().board().unwrap().columns().unwrap();
    assert!(nqueens::engine::is_canonical(&columns), "{columns:?}");
    assert_eq!(
        nqueens::engine::rank(
            &nqueens::engine::Problem::keeping(
                columns.len(),
                nqueens::engine::Rules::QUEENS,
                &nqueens::engine::Constraints::none(16)
            )
            .unwrap(),
            &columns,
            nqueens::engine::Control::default()
        )
        .unwrap(),
        k
    );
}

#[test]
fn thumbnails_carry_numbers_and_columns_and_keys_move_by_rows() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    wait_for_label(&mut harness, "#5");
    harness.get_by_label("#1");
    // The tooltip's text is also the thumbnail's accessible description.
    let description = harness
        .get_by_label("Solution 2")
        .accesskit_node()
        .description()
        .unwrap_or_default();
    assert_eq!(
        description,
        "Solution 2: the queens' files from the top row down, a f h c g d b e"
    );
    // Down moves a whole row of the gallery: as many as stand beside #1.
    let top = harness.get_by_label("#1").rect().top();
    let per_row = (1..=20)
        .take_while(|k| {
            harness
                .query_by_label(&format!("#{k}"))
                .is_some_and(|node| (node.rect().top() - top).abs() < 1.0)
        })
        .count() as u64;
    assert!(per_row >= 2, "{per_row} a row");
    harness.key_press(egui::Key::ArrowDown);
    harness.step();
    assert_eq!(harness.state().settings.selected, 1 + per_row);
    harness.key_press(egui::Key::ArrowUp);
    harness.step();
    assert_eq!(harness.state().settings.selected, 1);
}

#[test]
fn the_browser_has_the_final_total_from_the_count_before_the_listing_ends() {
    // n = 16: the count (well under a second) ends long before the listing
    // of 14,772,512 solutions (about 13 s).
    let mut harness = in_view(ViewId::Browse, 16);
    run_until(&mut harness, "the count", |app| {
        app.session
            .shared
            .count
            .as_ref()
            .is_some_and(|c| c.result.is_some())
    });
    let listing_done = harness
        .state()
        .listing()
        .is_some_and(|l| l.catalog.is_complete());
    assert!(!listing_done, "the listing of 16 ended before its count");
    harness.run_steps(2);
    harness.get_by_label("Solution 1 of 14,772,512");
    harness.get_by_label_contains("listed so far");
    assert!(harness.query_by_label_contains("(searching)").is_none());
}

#[test]
fn past_seventeen_the_count_panel_says_how_long_a_count_takes() {
    let mut harness = in_view(ViewId::Browse, 22);
    harness.run_steps(2);
    wait_for_label_containing(&mut harness, "(forecast from a sample of the search)");
    assert!(harness.state().session.shared.count.is_none());
}

/// Issue 32, 1: at n = 32 each step of the browser waited 15 to 37 s for a
/// solution already listed (a walk of up to 255 solutions from the last
/// checkpoint, a dozen a second). Every listed solution now shows at once,
/// whatever the button: about 10 ms each here; the bar is 5 s, a third of
/// the old wait's shortest, because a loaded machine once took 614 ms.
#[test]
fn at_thirty_two_every_listed_solution_shows_at_once() {
    // Real threads: how long each board takes to show is the point.
    let mut harness = in_view_threaded(ViewId::Browse, 32);
    run_until_clock(&mut harness, "40 solutions of 32", |app| {
        app.listing().is_some_and(|l| l.catalog.len() >= 40)
    });
    let mut seen: Vec<(u64, Vec<u32>, Duration)> = Vec::new();
    let shown = |harness: &mut Harness<'_, App>, seen: &mut Vec<_>| {
        let start = Instant::now();
        let k = harness.state().settings.selected;
        // `board` is the selected solution's, never the last one's.
        run_until_clock(harness, &format!("solution {k} of 32"), |app| {
            app.board().is_some()
        });
        let columns = harness.state().board().and_then(|b| b.columns()).unwrap();
        seen.push((k, columns, start.elapsed()));
    };
    harness.get_by_label("Last").click();
    harness.step();
    shown(&mut harness, &mut seen);
    for _ in 0..3 {
        harness.get_by_label("Previous").click();
        harness.step();
        shown(&mut harness, &mut seen);
    }
    harness.get_by_label("First").click();
    harness.step();
    shown(&mut harness, &mut seen);
    harness.get_by_label("Next").click();
    harness.step();
    shown(&mut harness, &mut seen);
    for k in [29u64, 17, 33] {
        set_field(&mut harness, "Go to number", &k.to_string());
        harness.get_by_label("Jump").click();
        harness.step();
        assert_eq!(harness.state().settings.selected, k);
        shown(&mut harness, &mut seen);
    }
    // The boards are the right ones, by an independent walk of the search.
    let most = seen.iter().map(|(k, _, _)| *k).max().unwrap();
    let truth: Vec<Vec<u32>> = nqueens::engine::Solutions::new(32, nqueens::engine::Rules::QUEENS)
        .unwrap()
        .take(most as usize)
        .map(|b| b.columns().unwrap())
        .collect();
    for (k, columns, took) in &seen {
        assert_eq!(*columns, truth[*k as usize - 1], "solution {k}");
        assert!(
            *took < Duration::from_secs(5),
            "solution {k} took {took:?} to show"
        );
    }
}

#[test]
fn the_browsers_buttons_keep_their_place_whatever_n() {
    // At n = 20 the line of n's count took two lines where n = 8's takes
    // one, and moved Next to where Jump had been under the pointer.
    let mut harness = app_with(Settings::default());
    harness.run_steps(3);
    let next = harness.get_by_label("Next").rect();
    let jump = harness.get_by_label("Jump").rect();
    for n in [20, 2, 32, 13, 8] {
        harness
            .state_mut()
            .apply_public(nqueens::app::Command::SetN(n));
        harness.run_steps(3);
        assert_eq!(harness.get_by_label("Next").rect(), next, "Next at n = {n}");
        assert_eq!(harness.get_by_label("Jump").rect(), jump, "Jump at n = {n}");
    }
}

/// At 800×600 the board takes at least half the window's height, its
/// labels left out, and the gallery under it still shows a whole row
/// (issue 74, 5: the board was 225 pixels above two rows of thumbnails).
#[test]
fn at_800_by_600_the_board_takes_half_the_height() {
    let settings = Settings {
        n: 8,
        language: Some(nqueens::app::UiLanguage::English),
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size([800.0, 600.0])
        .build_eframe(move |cc| App::in_order(&cc.egui_ctx, on_test_day(settings)));
    harness.run_steps(6);
    let board = harness.get_by_label_contains("Board of 8").rect();
    // The squares: the board's rect less its labels' margin each side.
    let margin = nqueens::scene::label_margin(8);
    let squares = board.height() * 8.0 / (8.0 + 2.0 * margin);
    assert!(squares >= 300.0, "squares {squares:.0} px in {board:?}");
    let thumbnail = harness.get_by_label("Solution 1").rect();
    assert!(
        thumbnail.top() >= board.bottom() && thumbnail.bottom() <= 576.0,
        "{thumbnail:?}"
    );
}
