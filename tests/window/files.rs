//! Files and the clipboard: save, export, open, paste, the dialogs.

use super::common::*;
use super::support::*;
use nqueens::formats::Reading;

use eframe::egui::{self, OutputCommand, ViewportCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nqueens::app::{App, Command, Settings};

#[test]
fn save_writes_the_file_the_dialog_returned() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.state_mut().settings.selected = 92;
    until_board(&mut harness, &[7, 3, 0, 2, 5, 1, 6, 4]);
    // The format follows the extension chosen in the dialog.
    let path = dir.path().join("chosen.txt");
    answer(&mut harness, vec![Some(path.clone()), None]);
    file_menu(&mut harness, "Save board…");
    run_until(&mut harness, "the file", |app| app.file_job.is_none());
    let saved =
        nqueens::formats::open_board(nqueens::formats::Input::File(&path), Reading::default())
            .unwrap();
    assert_eq!(
        saved.to_board().and_then(|b| b.columns()),
        Some(vec![7, 3, 0, 2, 5, 1, 6, 4])
    );
    assert_eq!(
        harness.state().message(),
        Some(format!("Saved {}", path.display()).as_str())
    );
    assert_eq!(
        harness.state().settings.save_format,
        nqueens::formats::BoardFormat::Text
    );
    // Ctrl+S with a PNG; a cancelled dialog writes nothing.
    let png = dir.path().join("chosen.png");
    answer(&mut harness, vec![Some(png.clone()), None]);
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, eframe::egui::Key::S);
    run_until(&mut harness, "the PNG", |app| {
        app.file_job.is_none() && png.exists()
    });
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
    file_menu(&mut harness, "Save board…");
    harness.run_steps(3);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
}

#[test]
fn export_all_streams_every_solution() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(Settings {
        n: 10,
        ..Settings::default()
    });
    run_until(&mut harness, "the search of 10", search_done);
    harness.state_mut().settings.list_format = nqueens::formats::ListFormat::Csv;
    let path = dir.path().join("all.csv");
    answer(&mut harness, vec![Some(path.clone())]);
    file_menu(&mut harness, "Export all solutions…");
    run_until(&mut harness, "the export", |app| {
        app.file_job.is_none() && path.exists()
    });
    let csv = std::fs::read_to_string(&path).unwrap();
    assert_eq!(csv.lines().count(), 725);
}

#[test]
fn an_export_survives_a_change_of_n_and_quitting_cleans_up() {
    let dir = tempfile::tempdir().unwrap();
    // Real threads: the export runs on while n changes and the app quits.
    let mut harness = app_threaded(Settings {
        n: 14,
        ..Settings::default()
    });
    harness.state_mut().settings.list_format = nqueens::formats::ListFormat::Csv;
    let path = dir.path().join("all-14.csv");
    answer(&mut harness, vec![Some(path.clone())]);
    file_menu(&mut harness, "Export all solutions…");
    assert!(harness.state().file_job.is_some());
    set_field(&mut harness, "Any n", "6");
    harness.get_by_label("Go").click();
    harness.run_steps(2);
    assert_eq!(harness.state().settings.n, 6);
    run_until_clock(&mut harness, "the export of 14", |app| {
        app.file_job.is_none()
    });
    assert_eq!(
        harness.state().message(),
        Some(format!("Saved {}", path.display()).as_str())
    );
    let csv = std::fs::read_to_string(&path).unwrap();
    assert_eq!(csv.lines().count(), 365_596 + 1);
    // Quitting in the middle of a long export: no file, no temporary file.
    let long = dir.path().join("all-16.csv");
    harness
        .state_mut()
        .apply_public(nqueens::app::Command::SetN(16));
    answer(&mut harness, vec![Some(long.clone())]);
    file_menu(&mut harness, "Export all solutions…");
    harness.run_steps(5);
    assert!(harness.state().file_job.is_some());
    drop(harness);
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, vec!["all-14.csv".to_string()]);
}

#[test]
fn a_pasted_board_that_is_no_solution_is_not_called_solution_33() {
    // Tall enough that the Symmetries list is in view.
    let mut harness = Harness::builder()
        .with_size([1180.0, 1400.0])
        .build_eframe(|cc| App::in_order(&cc.egui_ctx, on_test_day(Settings::default())));
    run_until(&mut harness, "the listing", search_done);
    set_field(&mut harness, "Go to number", "33");
    harness.get_by_label("Jump").click();
    wait_for_label(&mut harness, "Solution 33 of 92");
    wait_for_label(&mut harness, "Symmetries");
    // Eight queens on the diagonal: 28 attacking pairs.
    let diagonal: String = (0..8)
        .map(|r| {
            (0..8)
                .map(|c| if r == c { 'Q' } else { '.' })
                .collect::<String>()
                + "\n"
        })
        .collect();
    harness
        .state_mut()
        .apply_public(Command::OpenText(diagonal));
    run_until(&mut harness, "the pasted board", |app| {
        app.session.shared.opened.is_some()
    });
    harness.run_steps(2);
    harness.get_by_label("An opened board");
    harness.get_by_label("28 attacking pairs: not a solution");
    assert!(harness.query_by_label("Solution 33 of 92").is_none());
    assert!(harness.query_by_label_contains("Symmetries").is_none());
    assert!(harness.state().window_title().ends_with("an opened board"));
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
    // What Python prints of a column list, and LeetCode's JSON: every form
    // `solve --format` writes reads back.
    harness.event(egui::Event::Paste("[0, 4, 7, 5, 2, 6, 1, 3]\n".into()));
    run_until(&mut harness, "the pasted column list", |app| {
        app.settings.selected == 1
    });
    until_board(&mut harness, &[0, 4, 7, 5, 2, 6, 1, 3]);
    let json = r#"["...Q....","Q.......","....Q...",".......Q",".Q......","......Q.","..Q.....",".....Q.."]"#;
    harness.event(egui::Event::Paste(json.into()));
    until_board(&mut harness, &[3, 0, 4, 7, 1, 6, 2, 5]);
    let none = nqueens::engine::Constraints::none(8);
    let queens = nqueens::engine::Rules::QUEENS;
    let control = nqueens::engine::Control::default();
    let pasted = nqueens::engine::rank(
        &nqueens::engine::Problem::keeping(8, queens, &none).unwrap(),
        &[3, 0, 4, 7, 1, 6, 2, 5],
        control,
    )
    .unwrap();
    // Its number is looked up once it shows.
    run_until(&mut harness, "the pasted board's number", |app| {
        app.settings.selected == pasted
    });
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
    assert_eq!(harness.state().settings.selected, pasted);
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
        .build_eframe(move |cc| App::in_order(&cc.egui_ctx, on_test_day(settings)));
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
        .build_eframe(move |cc| App::in_order(&cc.egui_ctx, on_test_day(settings)));
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

/// Issue 32, 10: Export all offered only the format of Export options, and
/// a name ending in another list format's extension greyed Save.
#[test]
fn export_all_offers_every_list_format_and_takes_the_one_typed() {
    use std::sync::{Arc, Mutex};
    struct Recorder(Arc<Mutex<Vec<String>>>, Option<std::path::PathBuf>);
    impl nqueens::app::Dialogs for Recorder {
        fn save_file(
            &mut self,
            _: &str,
            _: &str,
            filters: &[nqueens::app::FileFilter<'_>],
        ) -> nqueens::app::Answer {
            let mut offered = self.0.lock().unwrap();
            offered.extend(
                filters
                    .iter()
                    .flat_map(|(_, e)| e.iter().map(|e| e.to_string())),
            );
            self.1.take().map_or(
                nqueens::app::Answer::Cancelled,
                nqueens::app::Answer::Chosen,
            )
        }
        fn open_file(
            &mut self,
            _: &str,
            _: &[nqueens::app::FileFilter<'_>],
        ) -> nqueens::app::Answer {
            nqueens::app::Answer::Cancelled
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(Settings {
        n: 6,
        ..Settings::default()
    });
    run_until(&mut harness, "the search of 6", search_done);
    harness.state_mut().settings.list_format = nqueens::formats::ListFormat::Text;
    let offered = Arc::new(Mutex::new(Vec::new()));
    let path = dir.path().join("queens-6-all.csv");
    harness
        .state_mut()
        .set_dialogs(Box::new(Recorder(offered.clone(), Some(path.clone()))));
    file_menu(&mut harness, "Export all solutions…");
    run_until(&mut harness, "the export", |app| {
        app.file_job.is_none() && path.exists()
    });
    // The chosen format first, then the others.
    assert_eq!(*offered.lock().unwrap(), ["txt", "ron", "csv", "json"]);
    let csv = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        csv,
        "number,row0,row1,row2,row3,row4,row5\n1,1,3,5,0,2,4\n2,2,5,1,4,0,3\n3,3,0,4,1,5,2\n4,4,2,0,5,3,1\n"
    );
    assert_eq!(
        harness.state().settings.list_format,
        nqueens::formats::ListFormat::Csv
    );
}

/// Issue 74, 2: the app's own PNG, saved and opened again, said "byte
/// 0x89 is not text". It opens as the board it shows; another picture is
/// said to be one.
#[test]
fn a_board_saved_as_png_opens_back_and_another_picture_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(Settings::default());
    run_until(&mut harness, "the search of 8", search_done);
    harness.state_mut().settings.selected = 92;
    until_board(&mut harness, &[7, 3, 0, 2, 5, 1, 6, 4]);
    let png = dir.path().join("board.png");
    answer(&mut harness, vec![Some(png.clone())]);
    file_menu(&mut harness, "Save board…");
    run_until(&mut harness, "the PNG", |app| {
        app.file_job.is_none() && png.exists()
    });
    // Elsewhere first: n = 6, solution 1.
    harness.state_mut().apply_public(Command::SetN(6));
    run_until(&mut harness, "the search of 6", search_done);
    answer(&mut harness, vec![Some(png)]);
    file_menu(&mut harness, "Open board…");
    run_until(&mut harness, "the PNG's board", |app| {
        app.settings.n == 8 && app.settings.selected == 92
    });
    harness.get_by_label("Solution 92 of 92");
    // A picture the app did not draw: a sentence, not a byte.
    let photo = dir.path().join("photo.png");
    std::fs::write(
        &photo,
        nqueens::formats::png_from_rgba(2, 2, &[200; 16]).unwrap(),
    )
    .unwrap();
    answer(&mut harness, vec![Some(photo)]);
    file_menu(&mut harness, "Open board…");
    run_until(&mut harness, "the refusal", |app| {
        app.file_job.is_none()
            && app
                .message()
                .is_some_and(|m| m.contains("it is a picture, and not one of N-Queens Explorer's"))
    });
    assert!(!harness.state().message().unwrap().contains("0x89"));
    assert_eq!(harness.state().settings.n, 8);
}
