// The app as a desktop app: the clipboard both ways, file dialogs that
// always open, the gallery's numbers, Help, the title, the words, the
// watch pace and saving on a signal. The real App, driven with kittest.

#![allow(clippy::unwrap_used)]

mod common;

use std::collections::HashMap;
use std::sync::atomic::Ordering;

use common::*;
use eframe::egui::{self, OutputCommand, ViewportCommand, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Answer, App, Command, Dialogs, FileFilter, HelpPage, Settings, ViewId, Watch};

/// A machine with no desktop portal and no zenity: no system dialog opens.
struct NoSystemDialogs;

impl Dialogs for NoSystemDialogs {
    fn save_file(&mut self, _: &str, _: &str, _: &[FileFilter<'_>]) -> Answer {
        Answer::Unavailable("no desktop portal and no zenity".into())
    }
    fn open_file(&mut self, _: &str, _: &[FileFilter<'_>]) -> Answer {
        Answer::Unavailable("no desktop portal and no zenity".into())
    }
}

/// The platform commands (clipboard) and root viewport commands (title,
/// close) of the last frame.
fn output(harness: &Harness<'_, App>) -> (Vec<OutputCommand>, Vec<ViewportCommand>) {
    let out = harness.output();
    let viewport = out
        .viewport_output
        .get(&ViewportId::ROOT)
        .map(|v| v.commands.clone())
        .unwrap_or_default();
    (out.platform_output.commands.clone(), viewport)
}

#[test]
fn copy_reaches_the_system_clipboard_and_paste_reads_other_programs() {
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    until_board(&mut harness, &[0, 4, 7, 5, 2, 6, 1, 3]);
    // Ctrl+C reaches the app as a Copy event from the integration.
    harness.event(egui::Event::Copy);
    harness.step();
    let (commands, _) = output(&harness);
    let text = "Q.......\n....Q...\n.......Q\n.....Q..\n..Q.....\n......Q.\n.Q......\n...Q....\n";
    assert!(
        commands.contains(&OutputCommand::CopyText(text.into())),
        "{commands:?}"
    );
    // The primary selection too (a middle click pastes it on X11).
    assert!(commands.contains(&OutputCommand::TextSelectionSettled(text.into())));
    assert_eq!(
        harness.state().message(),
        Some("Board copied to the clipboard as text")
    );
    // Text copied in another program: Windows line ends, `#` for empty
    // squares, the last solution.
    let other = "#######Q\r\n###Q####\r\nQ#######\r\n##Q#####\r\n#####Q##\r\n#Q######\r\n######Q#\r\n####Q###\r\n";
    harness.event(egui::Event::Paste(other.into()));
    run_until(&mut harness, "the pasted board", |app| {
        app.settings.selected == 92
    });
    until_board(&mut harness, &[7, 3, 0, 2, 5, 1, 6, 4]);
    // Edit > Paste asks the system for its clipboard.
    harness.get_by_label("Edit").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Paste board").click();
    harness.step();
    let (_, viewport) = output(&harness);
    assert!(
        viewport.contains(&ViewportCommand::RequestPaste),
        "{viewport:?}"
    );
    // Pasted junk is a message, and the board stays.
    harness.event(egui::Event::Paste("hello".into()));
    run_until(&mut harness, "the message", |app| {
        app.message().is_some_and(|m| m.contains("not a board"))
    });
    assert_eq!(harness.state().settings.selected, 92);
}

#[test]
fn with_no_system_dialog_the_apps_own_saves_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        last_dir: Some(dir.path().to_path_buf()),
        ..Settings::default()
    };
    // egui_file's two text fields carry no accessible name; every widget of
    // ours has one (the other tests check).
    let mut harness = Harness::builder()
        .with_size([1180.0, 760.0])
        .with_accessibility_check(false)
        .build_eframe(move |cc| App::with_settings(&cc.egui_ctx, settings));
    harness.state_mut().set_dialogs(Box::new(NoSystemDialogs));
    run_until(&mut harness, "the search of 8", search_done);
    until_board(&mut harness, &[0, 4, 7, 5, 2, 6, 1, 3]);
    file_menu(&mut harness, "Save board…");
    assert!(harness.state().in_app_dialog_open());
    // Never silent: the status line says what happened and which dialog.
    let message = harness.state().message().unwrap().to_string();
    assert!(message.contains("no desktop portal"), "{message}");
    harness.get_by_label_contains("File dialogs: the app's own");
    harness.run_steps(2);
    harness.get_by_label("Save").click();
    run_until(&mut harness, "the file", |app| {
        app.file_job.is_none() && !app.in_app_dialog_open()
    });
    let path = dir.path().join("queens-8-no-1.png");
    let png = std::fs::read(&path).unwrap();
    let decoded = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .unwrap();
    assert_eq!((decoded.info().width, decoded.info().height), (512, 512));
    // Saving over it asks first: Cancel keeps the old file, Replace writes.
    std::fs::write(&path, "old").unwrap();
    for (answer, expected_old) in [("Cancel", true), ("Replace", false)] {
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
        harness.run_steps(3);
        harness.get_by_label("Save").click();
        harness.run_steps(3);
        harness.get_by_label("Replace queens-8-no-1.png?");
        harness.get_by_label(answer).click();
        run_until(&mut harness, "the answer", |app| app.file_job.is_none());
        harness.run_steps(2);
        assert_eq!(std::fs::read(&path).unwrap() == b"old", expected_old);
    }
    // The next dialog goes straight to the app's own, and Open works too.
    std::fs::write(dir.path().join("last.txt"), "..Q.\nQ...\n...Q\n.Q..\n").unwrap();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    harness.run_steps(3);
    assert!(harness.state().in_app_dialog_open());
    harness.get_by_label_contains("last.txt").click();
    harness.run_steps(2);
    harness.get_by_label("Open").click();
    run_until(&mut harness, "the opened board", |app| {
        app.settings.n == 4 && app.settings.selected == 2
    });
    until_board(&mut harness, &[2, 0, 3, 1]);
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
    assert_eq!(description, "Solution 2: columns 0 5 7 2 6 3 1 4");
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
    harness.get_by_label_contains("OEIS A000170");
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
fn watch_runs_a_whole_search_in_about_a_minute_by_default() {
    let mut harness = app_with(Settings {
        view: ViewId::Watch,
        ..Settings::default()
    });
    for (n, steps) in [(8, 33_588), (4, 0)] {
        if n != 8 {
            set_field(&mut harness, "Any n", &n.to_string());
            harness.get_by_label("Go").click();
            harness.run_steps(2);
        }
        run_until(&mut harness, "the trace", |app| {
            app.view::<Watch>()
                .and_then(|w| w.state.as_ref())
                .is_some_and(|w| w.complete)
        });
        let known = harness
            .state()
            .view::<Watch>()
            .and_then(|w| w.state.as_ref())
            .map(|w| w.known_steps())
            .unwrap();
        if steps > 0 {
            assert_eq!(known, steps);
        }
        // The speed shown is the minute's pace: every step of n = 8 in 60 s
        // (560 a second, where the first version ran 8), n = 4 one a second.
        harness.run_steps(3);
        // Not a change of the person's (the first version took the value's
        // rounding for one and left the minute's pace).
        assert!(harness.state().settings.watch_minute);
        let speed = harness
            .query_all_by_label("steps/s")
            .find_map(|node| node.accesskit_node().numeric_value());
        let expected = (known as f64 / 60.0).max(1.0);
        assert!(
            // The slider shows whole steps.
            speed.is_some_and(|s| (s - expected).abs() <= 0.5),
            "n = {n}: {speed:?} steps/s, expected {expected}"
        );
        if n == 8 {
            let left = harness
                .get_by_label_contains("to the end at this speed")
                .accesskit_node()
                .value()
                .unwrap_or_default();
            assert!(
                left == "60.0 s to the end at this speed" || left.starts_with("1 min 0 s"),
                "{left}"
            );
        }
    }
    // A preset leaves the minute's pace.
    harness.get_by_label("100/s").click();
    harness.run_steps(2);
    assert!(!harness.state().settings.watch_minute);
    assert_eq!(harness.state().settings.watch_speed, 100.0);
}

#[test]
fn the_slider_past_32_says_so_and_takes_a_click_at_its_end() {
    let mut harness = app_with(Settings {
        n: 1000,
        ..Settings::default()
    });
    harness.run_steps(2);
    let rect = harness.get_by_label("n (now past 32)").rect();
    // A click at the right end, where the knob already rests.
    click_at(
        &mut harness,
        egui::pos2(rect.right() - 2.0, rect.center().y),
    );
    assert_eq!(harness.state().settings.n, 32);
}

#[test]
fn the_in_app_save_dialog_offers_the_formats_that_hold_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        last_dir: Some(dir.path().to_path_buf()),
        in_app_dialogs: true,
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size([1180.0, 760.0])
        .with_accessibility_check(false)
        .build_eframe(move |cc| App::with_settings(&cc.egui_ctx, settings));
    run_until(&mut harness, "the search of 8", search_done);
    until_board(&mut harness, &[0, 4, 7, 5, 2, 6, 1, 3]);
    file_menu(&mut harness, "Save board…");
    harness.run_steps(2);
    assert!(harness.state().in_app_dialog_open());
    // All five formats hold a board of 8, FEN included.
    for ext in [".png", ".svg", ".txt", ".ron", ".fen"] {
        harness.get_by_label(ext);
    }
    harness.get_by_label("The name's extension gives the format.");
    harness.get_by_label(".svg").click();
    harness.run_steps(3);
    harness.get_by_label("Save").click();
    run_until(&mut harness, "the file", |app| {
        app.file_job.is_none() && !app.in_app_dialog_open()
    });
    let svg = std::fs::read_to_string(dir.path().join("queens-8-no-1.svg")).unwrap();
    assert!(svg.starts_with("<svg"), "{svg}");
    // Past n = 8 FEN is not offered.
    harness.state_mut().apply_public(Command::SetN(9));
    run_until(&mut harness, "the board of 9", |app| app.board().is_some());
    file_menu(&mut harness, "Save board…");
    harness.run_steps(2);
    harness.get_by_label(".png");
    assert!(harness.query_by_label(".fen").is_none());
}
