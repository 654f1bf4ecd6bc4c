// Experiments with sizes, driven as a person would: the heatmap, the
// statistics charts, and pinned queens and blocked squares that filter the
// browser. Files are read back.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nqueens::app::{App, Pins, Settings, ViewId, charts};
use nqueens::engine::{Constraints, Solutions, Survey};

fn survey(app: &App) -> Option<Arc<Survey>> {
    app.session
        .shared
        .current_survey()
        .and_then(|s| s.result.clone())
}

fn in_view(view: ViewId, n: usize) -> Harness<'static, App> {
    app_with(Settings {
        n,
        view,
        ..Settings::default()
    })
}

#[test]
fn the_heatmap_of_eight_adds_up_and_saves_as_csv_png_and_svg() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = in_view(ViewId::Heatmap, 8);
    run_until(&mut harness, "the tally", |app| survey(app).is_some());
    let s = survey(harness.state()).unwrap();
    for i in 0..8 {
        let row: u64 = (0..8).map(|c| s.at((i, c), false)).sum();
        let column: u64 = (0..8).map(|r| s.at((r, i), false)).sum();
        let fundamental: u64 = (0..8).map(|c| s.at((i, c), true)).sum();
        assert_eq!((row, column, fundamental), (92, 92, 12));
    }
    harness.get_by_label_contains("Over 92 solutions");
    // The exact number of a square under the pointer: c6 is (2, 2).
    harness.hover_at(square_center(&harness, "Heatmap of n = 8", 8, (2, 2)));
    harness.run_steps(2);
    harness.get_by_label("c6: 4 solutions (4.3%)");
    harness.get_by_label("Fundamental").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Over 12 solutions");
    harness.get_by_label("All").click();
    harness.run_steps(2);
    // CSV: a row of the board a line, each adding up to 92.
    let csv = dir.path().join("heat.csv");
    answer(&mut harness, vec![Some(csv.clone())]);
    harness.get_by_label("Save CSV…").click();
    run_until(&mut harness, "the CSV", |app| app.file_job.is_none());
    harness.run_steps(2);
    let text = std::fs::read_to_string(&csv).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("row,col0,col1,col2,col3,col4,col5,col6,col7")
    );
    let rows: Vec<u64> = lines
        .map(|l| {
            l.split(',')
                .skip(1)
                .map(|x| x.parse::<u64>().unwrap())
                .sum()
        })
        .collect();
    assert_eq!(rows, vec![92; 8]);
    // PNG and SVG from the same scene.
    for name in ["heat.png", "heat.svg"] {
        let path = dir.path().join(name);
        answer(&mut harness, vec![Some(path.clone())]);
        harness.get_by_label("Save picture…").click();
        run_until(&mut harness, "the picture", |app| app.file_job.is_none());
        harness.run_steps(2);
        let bytes = std::fs::read(&path).unwrap();
        if name.ends_with("png") {
            let png = png::Decoder::new(std::io::Cursor::new(bytes))
                .read_info()
                .unwrap();
            assert_eq!(png.info().width, 512);
        } else {
            let svg = String::from_utf8(bytes).unwrap();
            assert!(svg.starts_with("<svg"));
            // 64 coloured squares over the board's 64, and the tallies.
            assert!(svg.matches("<rect").count() >= 128);
            assert!(svg.contains(">18<"));
        }
    }
}

#[test]
fn the_charts_of_eight_hold_the_known_figures_and_save_as_csv() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = in_view(ViewId::Stats, 8);
    run_until(&mut harness, "the tally", |app| survey(app).is_some());
    harness.run_steps(2);
    let all = charts(&survey(harness.state()).unwrap());
    let values = |i: usize| -> Vec<u64> { all[i].bars.iter().map(|(_, v)| *v).collect() };
    assert_eq!(values(0), [4, 8, 16, 18, 18, 16, 8, 4]);
    // 11 fundamental solutions with 8 images, 1 with 4, none with 2.
    assert_eq!(values(1), [11, 1, 0]);
    assert_eq!(values(2).iter().sum::<u64>(), 2057);
    assert_eq!(values(3), [1, 0, 0, 2, 10, 4, 40, 92]);
    harness.get_by_label("92 solutions, 12 fundamental, 2,057 nodes.");
    let csv = dir.path().join("nodes.csv");
    answer(&mut harness, vec![Some(csv.clone())]);
    harness.get_by_label("Save chart 3 as CSV…").click();
    run_until(&mut harness, "the CSV", |app| app.file_job.is_none());
    harness.run_steps(2);
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(
        text.starts_with("queens placed,nodes\n0,1\n1,8\n2,42\n"),
        "{text}"
    );
}

/// The pins view of the app, once it exists.
fn pins(app: &App) -> &Pins {
    app.view::<Pins>().unwrap()
}

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
fn a_change_of_n_mid_tally_shows_only_the_new_n() {
    let mut harness = in_view(ViewId::Heatmap, 16);
    run_until(&mut harness, "the tally of 16 to start", |app| {
        app.session.shared.survey.is_some()
    });
    set_field(&mut harness, "Any n", "6");
    harness.get_by_label("Go").click();
    run_until(&mut harness, "the tally of 6", |app| survey(app).is_some());
    let s = survey(harness.state()).unwrap();
    assert_eq!((s.n, s.total, s.fundamentals), (6, 4, 1));
    harness.get_by_label_contains("Over 4 solutions");
}

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
    // n = 32 waits for a click, says how long it would take, and cancels.
    let mut harness = in_view(ViewId::Heatmap, 32);
    harness.run_steps(3);
    assert!(harness.state().session.shared.survey.is_none());
    wait_for_label_containing(&mut harness, "years here");
    harness.get_by_label("Tally the solutions").click();
    harness.run_steps(2);
    harness.get_by_label("Cancel tally").click();
    run_until(&mut harness, "the cancel", |app| {
        app.session
            .shared
            .survey
            .as_ref()
            .is_some_and(|s| s.state == nqueens::app::SearchState::Cancelled)
    });
    harness.get_by_label("Tally cancelled.");
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

#[test]
fn at_800_by_600_the_charts_and_their_buttons_fit_the_window() {
    let settings = Settings {
        view: ViewId::Stats,
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size([800.0, 600.0])
        .build_eframe(move |cc| App::with_settings(&cc.egui_ctx, settings));
    run_until(&mut harness, "the tally", |app| {
        app.session
            .shared
            .survey
            .as_ref()
            .is_some_and(|s| s.result.is_some())
    });
    harness.run_steps(3);
    // The first two charts are one above the other: the second's buttons
    // are inside the window, not cut off at its right edge.
    for label in [
        "Save chart 1 as CSV…",
        "Save chart 2 as PNG…",
        "Save chart 2 as CSV…",
    ] {
        let rect = harness.get_by_label(label).rect();
        assert!(rect.right() <= 800.0, "{label} ends at {}", rect.right());
    }
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
    let columns = nqueens::engine::construct_columns(8).unwrap();
    let words: Vec<String> = columns.iter().map(u32::to_string).collect();
    wait_for_label(
        &mut harness,
        &format!(
            "One solution, by formula, as columns from the top row: {}",
            words.join(" ")
        ),
    );
    harness.get_by_label("How long would a count take?").click();
    harness.run_steps(2);
    assert!(
        harness
            .state()
            .view::<nqueens::app::About>()
            .is_some_and(|a| a.forecasting() || a.forecast_said().is_some()),
        "the click did not ask"
    );
    run_until(&mut harness, "the forecast", |app| {
        app.view::<nqueens::app::About>()
            .is_some_and(|a| a.forecast_said().is_some())
    });
    let said = harness
        .state()
        .view::<nqueens::app::About>()
        .and_then(|a| a.forecast_said())
        .unwrap_or_default();
    assert!(
        said.starts_with("Counting n = 8 here takes about"),
        "{said}"
    );
    harness.get_by_label(&said);
    // Its board is the one saved and copied.
    let board = harness.state().board().unwrap();
    assert_eq!(board.columns().unwrap(), columns);
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
