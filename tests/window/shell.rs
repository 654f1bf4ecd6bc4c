//! The window as a whole: state kept across restarts, the status line, the title, Help, quitting.

use super::common::*;
use super::support::*;
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use eframe::egui::{self, ViewportCommand};
use egui_kittest::kittest::Queryable;
use nqueens::app::views::watch::Watch;
use nqueens::app::{App, Command, HelpPage, Settings, ViewId};

#[test]
fn a_restart_restores_n_and_the_solution() {
    let mut harness = app_with(Settings {
        n: 10,
        ..Settings::default()
    });
    run_until(&mut harness, "the search of 10", search_done);
    harness.state_mut().settings.selected = 700;
    harness.step();
    let saved = harness.state().saved_state();
    let restored = App::settings_from_state(&saved);
    let mut harness = app_with(restored);
    run_until(&mut harness, "the search of 10", search_done);
    assert_eq!(harness.state().settings.n, 10);
    assert_eq!(harness.state().settings.selected, 700);
    harness.get_by_label("Solution 700 of 724");
    // A state that no longer reads falls back to the defaults.
    assert_eq!(
        App::settings_from_state("(n: \"eight\""),
        Settings::default()
    );
    assert_eq!(App::settings_from_state("(n: 0, selected: 0)").n, 8);
}

#[test]
fn news_is_not_an_error_and_fades() {
    use nqueens::app::{NEWS_LIFETIME, Status};
    let news = Status::info("Saved x.png");
    assert!(!news.error && news.is_current());
    let old = Status {
        since: Instant::now() - NEWS_LIFETIME - Duration::from_secs(1),
        ..news.clone()
    };
    assert!(!old.is_current());
    // Errors stay until something else is said.
    let error = Status {
        since: old.since,
        ..Status::error("could not write")
    };
    assert!(error.is_current());
}

#[test]
fn a_message_goes_with_what_raised_it() {
    let mut harness = app_with(Settings::default());
    harness.step();
    // A bad size, then a good one (the same n): the error is superseded.
    set_field(&mut harness, "Any n", "abc");
    harness.get_by_label("Go").click();
    harness.run_steps(2);
    assert_eq!(
        harness.state().message(),
        Some("\"abc\" is not a whole number")
    );
    set_field(&mut harness, "Any n", "8");
    harness.get_by_label("Go").click();
    harness.run_steps(2);
    assert_eq!(harness.state().message(), None);
    // Pasted junk: the error goes with a change of view.
    harness
        .state_mut()
        .apply_public(Command::OpenText("hello world".into()));
    run_until(&mut harness, "the paste's error", |app| {
        app.message().is_some()
    });
    assert!(harness.state().message().unwrap().contains("not a board"));
    harness
        .state_mut()
        .apply_public(Command::SetView(ViewId::Play));
    harness.run_steps(2);
    assert_eq!(harness.state().message(), None);
    // Copy refused at ten million queens: the error goes with that n.
    harness.state_mut().apply_public(Command::SetN(10_000_000));
    harness.state_mut().apply_public(Command::CopyText);
    run_until(&mut harness, "the copy's error", |app| {
        app.message().is_some()
    });
    harness.state_mut().apply_public(Command::SetN(5));
    harness.run_steps(2);
    assert_eq!(harness.state().message(), None);
}

#[test]
fn the_title_says_where_you_are() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.state_mut().settings.selected = 5;
    let mut titles = Vec::new();
    for _ in 0..3 {
        harness.step();
        titles.extend(output(&harness).1.into_iter().filter_map(|c| match c {
            ViewportCommand::Title(t) => Some(t),
            _ => None,
        }));
    }
    assert_eq!(titles, ["N-Queens Explorer — n = 8, solution 5 of 92"]);
    // Past the search's reach.
    set_field(&mut harness, "Any n", "1000000");
    harness.get_by_label("Go").click();
    run_until(&mut harness, "the big board", |app| {
        app.window_title().ends_with("a constructed solution")
    });
    assert_eq!(
        harness.state_mut().window_title(),
        "N-Queens Explorer — n = 1,000,000, a constructed solution"
    );
}

#[test]
fn help_menu_opens_shortcuts_how_to_and_about() {
    let mut harness = app_with(Settings::default());
    for page in [HelpPage::Shortcuts, HelpPage::HowTo, HelpPage::About] {
        harness.get_by_label("Help").click();
        harness.run_steps(2);
        harness.get_by_label(&page.title()).click();
        // The window shows once the menu has closed: a few frames.
        harness.run_steps(5);
        assert_eq!(harness.state().help, Some(page));
        harness.get_by_label(&page.title());
    }
    harness.get_by_label_contains("Solution counts: OEIS A000170");
    harness.get_by_label(&format!("Version {}", env!("CARGO_PKG_VERSION")));
    // Which copy runs: the test binary is a build, not the package's.
    let program = std::env::current_exe().unwrap();
    harness.get_by_label(&format!(
        "Program: {} (built from the sources)",
        program.display()
    ));
    // Escape closes it.
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert_eq!(harness.state().help, None);
    // Menus show their shortcuts (a button's name ends with its shortcut).
    harness.get_by_label("File").click();
    harness.run_steps(4);
    harness.get_by_label("Quit Ctrl+Q");
}

#[test]
fn a_quit_signal_saves_the_state_and_closes() {
    struct Memory(HashMap<String, String>);
    impl eframe::Storage for Memory {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.into(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }
    let mut harness = app_with(Settings {
        n: 12,
        selected: 40,
        ..Settings::default()
    });
    harness.step();
    // What the SIGTERM handler does: raise the flag, ask for a frame.
    harness.state().quit_signal().store(true, Ordering::Relaxed);
    harness.step();
    assert!(output(&harness).1.contains(&ViewportCommand::Close));
    // The state written on the way out reads back.
    let mut storage = Memory(HashMap::new());
    let ctx = harness.ctx.clone();
    harness.state_mut().quit_now(Some(&mut storage), &ctx);
    let saved = storage.0.get(eframe::APP_KEY).unwrap();
    let restored = App::settings_from_state(saved);
    assert_eq!((restored.n, restored.selected), (12, 40));
}

#[test]
fn plurals_and_final_words() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.get_by_label("Play").click();
    harness.run_steps(2);
    click_square(&mut harness, 8, (0, 0));
    assert_eq!(
        harness.state_mut().window_title(),
        "N-Queens Explorer — n = 8, playing, 1 queen"
    );
    // Watch n = 4 to its end: the list is final.
    set_field(&mut harness, "Any n", "4");
    harness.get_by_label("Go").click();
    harness.run_steps(2);
    harness.get_by_label("Watch the search").click();
    run_until(&mut harness, "the trace of 4", |app| {
        app.view::<Watch>()
            .and_then(|w| w.state.as_ref())
            .is_some_and(|w| w.complete)
    });
    harness.get_by_label("To the end").click();
    harness.run_steps(2);
    harness.get_by_label("Found:");
    assert!(harness.query_by_label("Found so far:").is_none());
}

#[test]
fn how_to_use_speaks_of_every_view() {
    let mut harness = app_with(Settings::default());
    harness.state_mut().help = Some(HelpPage::HowTo);
    harness.run_steps(3);
    for view in nqueens::app::ViewId::ALL {
        harness.get_by_label(&format!("{}: {}", view.title(), view.tooltip()));
    }
    harness.get_by_label_contains("Tab reaches every button and the board");
}

/// Issue 71: Keyboard shortcuts had no section for the regions puzzle (its
/// arrows, Space, X, H, Escape) nor the board keys of Play and Pins, and
/// How to use sent an installed user to docs/accessibility.md, a path
/// they do not have.
#[test]
fn the_shortcuts_list_every_boards_keys_and_how_to_names_no_path() {
    let mut harness = app_with(Settings::default());
    harness.get_by_label("Help").click();
    harness.run_steps(2);
    harness.get_by_label(&HelpPage::Shortcuts.title()).click();
    harness.run_steps(5);
    // The section's heading, beside the view's own button.
    assert!(harness.get_all_by_label("Regions puzzle").count() >= 2);
    // By a right click and by X.
    assert_eq!(
        harness
            .get_all_by_label("Rule the square out (×); a right drag rules out many")
            .count(),
        2
    );
    harness.get_by_label("A hint: the easiest next step, in words");
    harness.get_by_label_contains("Put away a hint, the solve, the finish card");
    for view in ["view-play", "view-pins", "view-regions"] {
        let (_, keys) = nqueens::app::SHORTCUTS
            .iter()
            .find(|(section, _)| *section == view)
            .unwrap_or_else(|| panic!("no section {view}"));
        assert!(keys.iter().any(|(key, _)| *key == "Arrows"), "{view}");
        assert!(
            keys.iter().any(|(key, _)| *key == "Space / Enter"),
            "{view}"
        );
    }
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.get_by_label("Help").click();
    harness.run_steps(2);
    harness.get_by_label(&HelpPage::HowTo.title()).click();
    harness.run_steps(5);
    harness.get_by_label_contains("Help > Keyboard shortcuts lists every key");
    assert!(harness.query_by_label_contains("docs/").is_none());
}
