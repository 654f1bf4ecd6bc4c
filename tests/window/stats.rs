//! Statistics: the charts and the race of the seed's versions.

use super::common::*;
use super::support::*;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nqueens::app::views::stats::charts;
use nqueens::app::{App, Settings, ViewId};

#[test]
fn the_seeds_versions_race_side_by_side_in_statistics() {
    let mut harness = app_with(Settings {
        n: 10,
        ..Settings::default()
    });
    harness.step();
    harness.get_by_label("Statistics").click();
    harness.run_steps(2);
    harness.get_by_label("Race them on n = 10").click();
    run_until(&mut harness, "the race", |app| {
        app.view::<nqueens::app::views::stats::Stats>()
            .is_some_and(|s| s.laps.is_some())
    });
    let laps = harness
        .state_mut()
        .view::<nqueens::app::views::stats::Stats>()
        .and_then(|s| s.laps.clone())
        .unwrap();
    assert_eq!(laps.len(), 4);
    // The textbook tree of 10 has 35,539 nodes, whichever way the lines
    // are kept; each version finds the 724 solutions.
    for lap in &laps[..3] {
        assert_eq!(lap.nodes, Some(35_539), "{lap:?}");
    }
    assert!(laps.iter().all(|lap| lap.solutions == 724));
    harness.run_steps(2);
    harness.get_by_label("bitmasks");
    assert_eq!(harness.query_all_by_label("35,539").count(), 3);
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
    // Columns named as the board names them (issue 32, 11).
    let columns: Vec<&str> = all[0].bars.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(columns, ["a", "b", "c", "d", "e", "f", "g", "h"]);
    // 11 fundamental solutions with 8 images, 1 with 4, none with 2.
    assert_eq!(values(1), [11, 1, 0]);
    assert_eq!(values(2).iter().sum::<u64>(), 2057);
    assert_eq!(values(3), [1, 0, 0, 2, 10, 4, 40, 92]);
    harness.get_by_label("92 solutions, 12 fundamental, 2,057 nodes.");
    let text = saved_text(
        &mut harness,
        "Save chart 3 as CSV…",
        &dir.path().join("nodes.csv"),
    );
    assert!(
        text.starts_with("queens placed,nodes\n0,1\n1,8\n2,42\n"),
        "{text}"
    );
}

#[test]
fn at_800_by_600_the_charts_and_their_buttons_fit_the_window() {
    let settings = Settings {
        view: ViewId::Stats,
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size([800.0, 600.0])
        .build_eframe(move |cc| App::in_order(&cc.egui_ctx, on_test_day(settings)));
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
