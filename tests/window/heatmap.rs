//! Heatmap: the tally of every square.

use super::common::*;
use super::support::*;

use egui_kittest::kittest::Queryable;
use nqueens::app::ViewId;

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
    let text = saved_text(&mut harness, "Save CSV…", &dir.path().join("heat.csv"));
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
