//! The window at its edges (issue 61): controls that keep their places,
//! and words in every language.

use eframe::egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{App, Command, Settings, UiLanguage, ViewId};

/// The window at `size` in `language`, on Browse at n = 8.
fn window(size: [f32; 2], language: UiLanguage) -> Harness<'static, App> {
    let settings = Settings {
        language: Some(language),
        ..Settings::default()
    };
    super::common::app_sized(size, settings)
}

/// Where each view's button is.
fn view_buttons(harness: &Harness<'_, App>) -> Vec<(ViewId, Rect)> {
    ViewId::ALL
        .into_iter()
        .map(|view| {
            // The selector's, at the top: a view may have a button of the
            // same name ("Play").
            let top = harness
                .get_all_by_label(&view.title())
                .map(|node| node.rect())
                .min_by(|a, b| a.top().total_cmp(&b.top()))
                .expect("a button for each view");
            (view, top)
        })
        .collect()
}

/// Issue 61, 4: the left panel was 303 points wide in Browse, 360–376 in
/// Regions, wider while a puzzle was made, and about 460 in Russian: the
/// view buttons wrapped anew, and a second click where "Regions puzzle"
/// was landed on another button. Every view, in each language and at two
/// sizes: the buttons keep their places.
#[test]
fn the_view_buttons_keep_their_places_in_every_view() {
    for language in [
        UiLanguage::English,
        UiLanguage::Russian,
        UiLanguage::Chinese,
    ] {
        for size in [[800.0, 600.0], [1280.0, 800.0]] {
            let mut harness = window(size, language);
            let places = view_buttons(&harness);
            for view in ViewId::ALL {
                harness.state_mut().apply_public(Command::SetView(view));
                // The in-order worker does its jobs between frames.
                harness.run_steps(8);
                assert_eq!(
                    view_buttons(&harness),
                    places,
                    "{language:?} at {size:?} in {view:?}"
                );
            }
            // And back in Browse, after them all.
            harness
                .state_mut()
                .apply_public(Command::SetView(ViewId::Browse));
            harness.run_steps(3);
            assert_eq!(
                view_buttons(&harness),
                places,
                "{language:?} back in Browse"
            );
        }
    }
}

/// With the panel's width kept, nothing in it may run past its edge:
/// every control and line of each view's panel, in each language, at
/// 800×600, ends within the panel (a wrapped row, not a cut button).
#[test]
fn every_view_panel_fits_its_width_in_every_language() {
    for language in [
        UiLanguage::English,
        UiLanguage::Russian,
        UiLanguage::Chinese,
    ] {
        let mut harness = window([800.0, 600.0], language);
        // The panel's right edge: the board's column starts past it.
        for view in ViewId::ALL {
            harness.state_mut().apply_public(Command::SetView(view));
            harness.run_steps(8);
            let edge = panel_edge(&harness);
            let root = harness.root();
            let mut past = Vec::new();
            for node in root.query_all(egui_kittest::kittest::by()) {
                let Some(rect) = node.accesskit_node().bounding_box() else {
                    continue;
                };
                let rect = eframe::egui::Rect::from_min_max(
                    eframe::egui::pos2(rect.x0 as f32, rect.y0 as f32),
                    eframe::egui::pos2(rect.x1 as f32, rect.y1 as f32),
                );
                let inside = rect.left() < edge - 8.0 && rect.top() > 25.0 && rect.bottom() < 575.0;
                if inside && rect.right() > edge + 0.5 && rect.width() < 700.0 {
                    past.push(format!("{:?} {:?}", node.accesskit_node().label(), rect));
                }
            }
            assert!(
                past.is_empty(),
                "{language:?} {view:?}: past {edge}: {past:#?}"
            );
        }
    }
}

/// The left panel's right edge.
fn panel_edge(harness: &Harness<'_, App>) -> f32 {
    harness.state().controls_edge()
}

/// Issue 61, 6: the regions view drew a second line under the view
/// buttons (the selector's, and its panel's own). Its heading is as far
/// under the buttons as Browse's first heading is.
#[test]
fn one_line_under_the_view_buttons_in_every_language() {
    for language in [UiLanguage::English, UiLanguage::Chinese] {
        let mut harness = window([1280.0, 800.0], language);
        let gap = |harness: &Harness<'_, App>, heading: &str| {
            let buttons = view_buttons(harness)
                .iter()
                .map(|(_, rect)| rect.bottom())
                .fold(0.0, f32::max);
            // The heading, not the view button of the same name.
            let top = harness
                .get_all_by_label(heading)
                .map(|node| node.rect().top())
                .fold(0.0, f32::max);
            top - buttons
        };
        let size = nqueens::app::i18n::tr("size-heading");
        let browse = gap(&harness, &size);
        harness
            .state_mut()
            .apply_public(Command::SetView(ViewId::Regions));
        harness.run_steps(8);
        let regions = gap(&harness, &ViewId::Regions.title());
        assert!(
            (regions - browse).abs() < 1.0,
            "{language:?}: {regions} against {browse}"
        );
    }
}

/// Issue 74, 6: at 800×600, after n = 10,000,000's words and where files
/// go, the line had about 100 points left, and "Shuffle cancelled; the
/// board is the one shown before." read "Shuffle cancel…". A message
/// that does not fit what is left of the line is shown whole over the
/// line; one that fits stays in the line.
#[test]
fn a_message_that_does_not_fit_the_line_is_shown_whole_over_it() {
    let mut harness = super::common::app_sized(
        [800.0, 600.0],
        Settings {
            n: 10_000_000,
            view: ViewId::Big,
            ..Settings::default()
        },
    );
    let said = nqueens::app::i18n::tr("big-shuffle-cancelled");
    harness.state_mut().status = nqueens::app::Status::info(said.clone());
    harness.run_steps(3);
    let line = harness
        .get_by_label("n = 10,000,000: one solution, past the search's reach")
        .rect();
    let message = harness.get_by_label(&said).rect();
    assert!(
        message.bottom() <= line.top() && message.top() >= 300.0,
        "{message:?} not just over the line {line:?}"
    );
    assert!(
        message.left() >= 0.0 && message.right() <= 800.0,
        "{message:?}"
    );
    // A short one stays in the line, after the search's words.
    harness.state_mut().status = nqueens::app::Status::info("Saved");
    harness.run_steps(3);
    let short = harness.get_by_label("Saved").rect();
    assert!(
        (short.center().y - line.center().y).abs() < 2.0,
        "{short:?} {line:?}"
    );
    assert!(short.left() > line.right(), "{short:?} {line:?}");
}

/// Issue 74, 6: Browse's board jumped 9 points when a long message took
/// a second row under the status line. Now nothing under the message
/// moves, at 800×600 and 1180×760, and its × puts it away (an error
/// stays until then).
#[test]
fn a_long_message_moves_nothing_and_is_put_away_by_its_cross() {
    for size in [[800.0, 600.0], [1180.0, 760.0]] {
        let mut harness = super::common::app_sized(size, Settings::default());
        let board = harness.get_by_label_contains("Board of 8").rect();
        let said = "This address was opened as near as it could be: the view \
                    \"sideways\" is not one of the app's, the n \"eight\" is not \
                    a number, and the pins did not read";
        harness.state_mut().status = nqueens::app::Status::error(said);
        harness.run_steps(3);
        let message = harness.get_by_label(said).rect();
        assert!(message.right() <= size[0], "{size:?}: {message:?}");
        let moved = harness.get_by_label_contains("Board of 8").rect();
        assert_eq!(moved, board, "{size:?}: the board moved");
        harness.get_by_label("Put the message away").click();
        harness.run_steps(3);
        assert!(
            harness.query_by_label(said).is_none(),
            "{size:?}: the message stayed"
        );
        assert!(harness.state().status.text.is_empty());
        assert_eq!(harness.get_by_label_contains("Board of 8").rect(), board);
    }
}
