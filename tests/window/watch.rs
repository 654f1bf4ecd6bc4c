//! Watch: the textbook search step by step, its code and its tree.

use super::common::*;
use super::support::*;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::views::watch::Watch;
use nqueens::app::{App, Settings, ViewId};

#[test]
fn watching_the_search_ends_at_17_and_2057_nodes() {
    let mut harness = watching_four();
    // The textbook's first steps: try a4, place a queen there, try a3 ...
    harness.key_press(eframe::egui::Key::ArrowRight);
    harness.run_steps(2);
    harness.get_by_label("Try a4.");
    harness.get_by_label("Step").click();
    harness.run_steps(2);
    harness.get_by_label("Place a queen on a4.");
    harness.get_by_label("Nodes: 2");
    for _ in 0..2 {
        harness.get_by_label("Step").click();
        harness.run_steps(2);
    }
    harness.get_by_label("Reject a3: the queen on a4 is on the same column.");
    harness.get_by_label("Step back").click();
    harness.run_steps(2);
    harness.get_by_label("Try a3.");
    // Seek through the lecture's steps: (l) ends with the first solution.
    let ends = {
        let steps: Vec<nqueens::engine::Step> = nqueens::engine::Trace::new(4).unwrap().collect();
        nqueens::textbook::lecture_ends(&steps).unwrap()
    };
    harness.key_press(eframe::egui::Key::Home);
    harness.run_steps(1);
    for _ in 0..=ends[11] {
        harness.key_press(eframe::egui::Key::ArrowRight);
        harness.run_steps(1);
    }
    harness.run_steps(1);
    harness.get_by_label_contains("The lecture's step (l)");
    harness.get_by_label("Solutions found: 1");
    harness.get_by_label("To the end").click();
    harness.run_steps(2);
    harness.get_by_label("Nodes: 17");
    harness.get_by_label("Solutions found: 2");
    // The scrubber stands at the end of the run's 138 steps.
    assert_eq!(
        harness
            .get_by_label("Scrubber")
            .accesskit_node()
            .numeric_value(),
        Some(138.0)
    );
    // Eight queens, playing at full speed to the end.
    let field = "Any n";
    set_field(&mut harness, field, "8");
    harness.get_by_label("Go").click();
    run_until(&mut harness, "the trace of 8", |app| {
        watch(app).is_some_and(|w| w.n == 8 && w.complete)
    });
    harness.state_mut().settings.watch_speed = 5000.0;
    harness.get_by_label("Run").click();
    run_until(&mut harness, "the end of the animation", |app| {
        watch(app).is_some_and(|w| w.at_end())
    });
    harness.run_steps(2);
    harness.get_by_label("Nodes: 2,057");
    harness.get_by_label("Solutions found: 92");
}

#[test]
fn a_click_in_the_search_tree_goes_to_the_step_that_placed_the_queen() {
    let mut harness = watching_four();
    harness.get_by_label("To the end").click();
    harness.run_steps(2);
    // The whole tree shows, a band per row and a bar per queen as wide as
    // its subtree: a click in the middle of the bar of the first solution's
    // last queen (row 3) takes the board back to the step that placed it.
    let (tree, steps) = {
        let w = watch(harness.state()).unwrap();
        (w.tree.clone(), w.known_steps())
    };
    assert_eq!(tree.len(), 16);
    let target = tree
        .nodes()
        .iter()
        .position(|x| x.solution)
        .expect("n = 4 has solutions");
    let node = tree.nodes()[target];
    let rect = harness.get_by_label("Search tree").rect();
    let at = eframe::egui::pos2(
        rect.left() + (target as f32 + 0.5) * rect.width() / 16.0,
        rect.top() + (node.row as f32 + 0.5) * rect.height() / 4.0,
    );
    assert_eq!(tree.node_at(3, target, 16), Some(target));
    click_at(&mut harness, at);
    harness.run_steps(2);
    let w = watch(harness.state()).unwrap();
    assert_eq!(w.position.steps, node.placed_at + 1);
    assert!(w.position.steps < steps);
    assert_eq!(w.position.queens.len(), 4);
    assert_eq!(w.position.queens[3], node.col as usize);
    assert_eq!(
        w.position.solutions.len(),
        0,
        "the solution is the next step"
    );
    harness.get_by_label(&format!(
        "Place a queen on {}.",
        nqueens::scene::square_name((3, node.col as usize), 4)
    ));
}

#[test]
fn watch_buttons_stay_put_when_the_message_wraps() {
    let mut harness = Harness::builder()
        .with_size([900.0, 700.0])
        .build_eframe(move |cc| {
            App::in_order(
                &cc.egui_ctx,
                Settings {
                    n: 8,
                    view: ViewId::Watch,
                    ..Settings::default()
                },
            )
        });
    run_until(&mut harness, "the trace of 8", |app| {
        watch(app).is_some_and(|w| w.complete)
    });
    let before = harness.get_by_label("To the end").rect();
    // Export options, under the step in words (issue 32, 14).
    let options = harness.get_by_label("Export options").rect();
    // Step through rejections: the longest messages, two lines or more.
    let mut rejections = 0;
    for _ in 0..60 {
        harness.key_press(eframe::egui::Key::ArrowRight);
        harness.step();
        let after = harness.get_by_label("To the end").rect();
        assert_eq!(before, after, "the button moved");
        assert_eq!(
            options,
            harness.get_by_label("Export options").rect(),
            "Export options moved"
        );
        if harness.query_by_label_contains("Reject").is_some() {
            rejections += 1;
        }
    }
    assert!(rejections > 5, "{rejections} rejections shown");
    // Run and Pause take the same room: Step back and Step stay put.
    let step = harness.get_by_label("Step").rect();
    harness.get_by_label("Run").click();
    harness.run_steps(2);
    harness.get_by_label("Pause");
    assert_eq!(
        step,
        harness.get_by_label("Step").rect(),
        "Step moved as Run became Pause"
    );
}

#[test]
fn the_code_beside_the_search_lights_the_steps_line_and_shows_the_sets() {
    let mut harness = watching_four();
    harness.run_steps(2);
    harness.get_by_label("The code");
    harness.get_by_label("Before the first step");
    // Try a4: the loop over the columns; place: the sets take the queen.
    harness.get_by_label("Step").click();
    harness.run_steps(2);
    harness.get_by_label("Now at line 12");
    harness.get_by_label_contains("for col in range(n):");
    harness.get_by_label(
        "The lecture's step (a): Queen 1 goes on a4, the first square of the top row.",
    );
    harness.get_by_label("Step").click();
    harness.run_steps(2);
    harness.get_by_label("Now at lines 19 to 21");
    harness.get_by_label("Step").click();
    harness.run_steps(2);
    // Row 1 tries a3 with a queen on a4: cols = {0}, diags1 = {3}, diags2 = {0}.
    assert_eq!(harness.query_all_by_label("{0}").count(), 2);
    harness.get_by_label("{3}");
    // Java: its boolean arrays, and the line of the same step.
    harness.get_by_label("Java").click();
    harness.run_steps(2);
    assert_eq!(
        harness.state().settings.code_language,
        nqueens::textbook::Language::Java
    );
    harness.get_by_label("Now at line 10");
    assert_eq!(harness.query_all_by_label("true at {0}").count(), 2);
    harness.get_by_label("Python, iterative").click();
    harness.run_steps(2);
    assert_eq!(
        harness.state().settings.code_language,
        nqueens::textbook::Language::PythonIterative
    );
    harness.get_by_label("[0, 0, -1, -1]");
    // The bitmasks: a4's column, and its diagonal a row down (b3).
    harness.get_by_label("Python, bitmasks").click();
    harness.run_steps(2);
    assert_eq!(harness.query_all_by_label("0b0001").count(), 2);
    harness.get_by_label("0b0010");
}

#[test]
fn watch_saves_the_run_as_an_animation() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("search.png");
    let mut harness = watching_four();
    harness.run_steps(2);
    answer(&mut harness, vec![Some(path.clone())]);
    harness.get_by_label("Save animation…").click();
    run_until(&mut harness, "the animation", |app| {
        app.file_job.is_none() && path.exists()
    });
    let bytes = std::fs::read(&path).unwrap();
    let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
    let reader = decoder.read_info().unwrap();
    assert_eq!(reader.info().animation_control.unwrap().num_frames, 139);
    run_until(&mut harness, "the word", |app| {
        app.message().is_some_and(|m| m.contains("search.png"))
    });
    // A .gif name gets a real GIF; a name that is neither is refused with
    // the formats named, and nothing is written.
    let gif = dir.path().join("search.gif");
    let svg = dir.path().join("search.svg");
    answer(&mut harness, vec![Some(gif.clone()), Some(svg.clone())]);
    harness.get_by_label("Save animation…").click();
    run_until(&mut harness, "the GIF", |app| {
        app.file_job.is_none() && gif.exists()
    });
    assert_eq!(&std::fs::read(&gif).unwrap()[..6], b"GIF89a");
    harness.get_by_label("Save animation…").click();
    run_until(&mut harness, "the refusal", |app| {
        app.file_job.is_none()
            && app
                .message()
                .is_some_and(|m| m.contains(".gif (GIF) or .png"))
    });
    assert!(!svg.exists());
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

/// Issue 32, 4: at 800×600 the variables were drawn over the search tree.
/// Every variable shown lies above the tree's heading, at both sizes and
/// in every program.
#[test]
fn the_code_and_variables_stay_above_the_search_tree() {
    for size in [[800.0, 600.0], [1280.0, 1024.0]] {
        for language in nqueens::textbook::Language::ALL {
            let settings = Settings {
                view: ViewId::Watch,
                code_language: language,
                language: Some(nqueens::app::UiLanguage::English),
                ..Settings::default()
            };
            let mut harness = egui_kittest::Harness::builder()
                .with_size(size)
                .build_eframe(move |cc| {
                    nqueens::app::App::in_order(&cc.egui_ctx, on_test_day(settings))
                });
            harness.run_steps(3);
            for _ in 0..12 {
                harness.get_by_label("Step").click();
                harness.run_steps(1);
            }
            harness.run_steps(2);
            let tree = harness.get_by_label("The search tree").rect();
            let names: Vec<String> = language
                .variables(None, &nqueens::engine::TracePosition::start(), 8)
                .into_iter()
                .map(|(name, _)| name)
                .collect();
            // At 800×600 the code lies under the board and the tree and
            // the variables beside it: the variables are under the tree. At
            // 1280×1024 the panel is beside the board and the tree at its
            // bottom: all of them are above it.
            let drawn = harness.get_by_label("Search tree").rect();
            for name in names {
                for node in harness.query_all_by_label(&name) {
                    let rect = node.rect();
                    let clear = if size[1] < 1000.0 {
                        rect.top() >= drawn.bottom()
                    } else {
                        rect.bottom() <= tree.top()
                    };
                    assert!(
                        clear,
                        "{language:?} at {size:?}: {name} at {rect:?} under the tree at {tree:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_mistaken_program_runs_as_it_is_written_and_is_judged() {
    let mut harness = watching_four();
    set_field(&mut harness, "Any n", "5");
    harness.get_by_label("Go").click();
    run_until(&mut harness, "the trace of 5", |app| {
        watch(app).is_some_and(|w| w.n == 5 && w.complete)
    });
    harness.get_by_value("The right program").click();
    harness.run_steps(2);
    harness
        .get_by_label("abs(row - col) for the diagonals")
        .click();
    run_until(&mut harness, "the mistake's run and its verdict", |app| {
        watch(app)
            .is_some_and(|w| w.complete && w.mistake.as_ref().is_some_and(|m| m.found.is_some()))
    });
    harness.get_by_label("The program with the mistake (Python)");
    // Its changed line quoted whole under the code.
    harness.get_by_label("Line 13, as changed:");
    harness.get_by_label("d1 = abs(row - col)");
    harness.get_by_label("Line 14, as changed:");
    harness.get_by_label("d2 = abs(row - col)");
    harness.get_by_label("It returns 4 boards; n = 5 has 10 solutions.");
    harness
        .get_by_label("Every board it returns is a solution; it never finds 6 of the solutions.");
    // Step until the program accepts a queen under attack: said, and the
    // pair is on the board as a conflict.
    let mut said = false;
    for _ in 0..400 {
        harness.key_press(eframe::egui::Key::ArrowRight);
        harness.run_steps(1);
        let accepted = watch(harness.state_mut()).and_then(|w| w.accepted_under_attack());
        if let Some(attack) = accepted {
            assert_ne!(attack.line, nqueens::engine::Line::Column);
            harness.run_steps(1);
            harness.get_by_label_contains("The program accepts");
            said = true;
            break;
        }
    }
    assert!(said, "no queen accepted under attack in 400 steps");
    // The list instead of a copy: the run says boards returned, not
    // solutions, and at the end each entry is the one list, emptied.
    harness
        .get_by_value("abs(row - col) for the diagonals")
        .click();
    harness.run_steps(2);
    let chooser = harness
        .get_by_value("abs(row - col) for the diagonals")
        .rect();
    harness.get_by_label("The list instead of a copy").click();
    run_until(&mut harness, "the shared list's run", |app| {
        watch(app).is_some_and(|w| {
            w.complete
                && w.mistake
                    .as_ref()
                    .is_some_and(|m| m.mistake == nqueens::textbook::Mistake::SharedList)
        })
    });
    harness.get_by_label("To the end").click();
    harness.run_steps(2);
    harness.get_by_label("Boards returned: 10");
    assert!(harness.query_by_label_contains("Solutions found").is_none());
    harness.get_by_label("It returns:");
    let entries = harness.get_all_by_label_contains(": []").count();
    assert_eq!(entries, 10);
    assert_eq!(
        harness.get_all_by_label_contains("not a solution").count(),
        10
    );
    // The chooser stayed where it was while the list grew below it.
    assert_eq!(
        harness.get_by_value("The list instead of a copy").rect(),
        chooser
    );
    // Back to the right program: the run is the textbook's again.
    harness.get_by_value("The list instead of a copy").click();
    harness.run_steps(2);
    harness.get_by_label("The right program").click();
    run_until(&mut harness, "the right run", |app| {
        watch(app).is_some_and(|w| w.complete && w.mistake.is_none())
    });
    harness.get_by_label("To the end").click();
    harness.run_steps(2);
    harness.get_by_label("Solutions found: 10");
}

/// The right answer to the quiz's question before `step`, as the learner
/// gives it: a button, or a click on the board.
fn answer_rightly(harness: &mut Harness<'_, App>, step: &nqueens::engine::Step) {
    use nqueens::engine::Step;
    match step {
        Step::Place { .. } => harness.get_by_label("Safe: place a queen").click(),
        Step::Reject { by, .. } => harness
            .get_by_label(&format!("Attacked along the {}", by[0].line.key()))
            .click(),
        Step::Try { row, col } => {
            click_square_of(harness, "Board of 4: search", 4, (*row, *col));
            return;
        }
        Step::Backtrack { .. } => harness.get_by_label("Backtrack").click(),
        Step::Solution { .. } => harness.get_by_label("Record a solution").click(),
    }
    harness.run_steps(2);
}

#[test]
fn the_quiz_walks_the_lecture_of_four_a_step_per_answer() {
    use nqueens::engine::Step;
    let mut harness = watching_four();
    harness.get_by_label("Quiz: predict each step").click();
    harness.run_steps(2);
    // The run moves by answers only.
    assert!(harness.get_by_label("Run").accesskit_node().is_disabled());
    harness.get_by_label("What does the search do next? Click the square it tries, or:");
    // A wrong answer first: the search tries a4, it does not backtrack.
    harness.get_by_label("Backtrack").click();
    harness.run_steps(2);
    harness.get_by_label("Not this time: you said “Backtrack”.");
    harness.get_by_label("Try a4.");
    // Issue 47, 6: a wrong "what next?" is told why.
    harness.get_by_label("The search starts at the first square of the top row.");
    harness.get_by_label("Score: 0 of 1 · streak 0 (best 0)");
    assert_eq!(watch(harness.state_mut()).unwrap().position.steps, 1);
    harness.get_by_label("Is a4 safe? If not, along which line is it attacked?");
    // Then every step of the lecture's walk, (a) to (l), answered rightly:
    // the first solution, c1 completing it.
    let steps: Vec<Step> = nqueens::engine::Trace::new(4).unwrap().collect();
    let ends = nqueens::textbook::lecture_ends(&steps).unwrap();
    for step in &steps[1..=ends[11]] {
        answer_rightly(&mut harness, step);
        let app = harness.state_mut();
        let quiz = app.view::<Watch>().unwrap().quiz.as_ref().unwrap();
        assert_eq!(quiz.last.as_ref().map(|l| &l.step), Some(step));
        assert!(quiz.last.as_ref().is_some_and(|l| l.right), "{step:?}");
    }
    let right = ends[11] as u32;
    harness.get_by_label("Right!");
    harness.get_by_label("Solution 1 found: every row holds a queen.");
    harness.get_by_label_contains("The lecture's step (l)");
    harness.get_by_label(&format!(
        "Score: {right} of {} · streak {right} (best {right})",
        right + 1
    ));
    // b3 at (b) is on a4's diagonal: saying column is wrong, with the
    // step's own words as the reason, and the streak starts again.
    harness.key_press(eframe::egui::Key::Home);
    harness.run_steps(2);
    let b3 = steps
        .iter()
        .position(|s| matches!(s, Step::Reject { row: 1, col: 1, .. }))
        .unwrap();
    for step in &steps[..b3] {
        answer_rightly(&mut harness, step);
    }
    harness.get_by_label("Is b3 safe? If not, along which line is it attacked?");
    harness.get_by_label("Attacked along the column").click();
    harness.run_steps(2);
    harness.get_by_label("Not this time: you said “Attacked along the column”.");
    harness.get_by_label("Reject b3: the queen on a4 is on the same diagonal.");
    // Which square next? Not d3, clicked on the board: the one right of b3.
    click_square_of(&mut harness, "Board of 4: search", 4, (1, 3));
    harness.run_steps(2);
    harness.get_by_label("Not this time: you said “Try d3”.");
    harness.get_by_label("Try c3.");
    harness.get_by_label(
        "b3 was attacked: the search tries the next square to its right, in the same row.",
    );
    let score = harness
        .state_mut()
        .view::<Watch>()
        .unwrap()
        .quiz
        .as_ref()
        .unwrap()
        .score;
    assert_eq!(score.streak, 0);
    assert_eq!(score.best, right + b3 as u32);
    // Off: the run plays again, the standing says the step.
    harness.get_by_label("Quiz: predict each step").click();
    harness.run_steps(2);
    assert!(!harness.get_by_label("Run").accesskit_node().is_disabled());
    harness.get_by_label("Try c3.");
}

/// Issue 47, 1: at 800×600 the code pane was 190 pixels wide, and stayed
/// so after the window grew. Narrow, it goes under the board at its full
/// width; wide again, it is beside the board at its own width; View >
/// Reset layout forgets a width dragged by hand.
#[test]
fn the_code_pane_is_readable_at_800_and_grows_back() {
    let settings = Settings {
        view: ViewId::Watch,
        language: Some(nqueens::app::UiLanguage::English),
        ..Settings::default()
    };
    let mut harness = egui_kittest::Harness::builder()
        .with_size([800.0, 600.0])
        .build_eframe(move |cc| nqueens::app::App::in_order(&cc.egui_ctx, on_test_day(settings)));
    harness.run_steps(3);
    let tree = harness.get_by_label("The search tree").rect();
    let board = harness.get_by_label_contains("Board of").rect();
    // The code under the board, the central column's whole width; the
    // tree beside the board (issue 61, 2).
    let code = harness.get_by_label("The code").rect();
    assert!(code.top() >= board.bottom(), "{code:?} under {board:?}");
    assert!(800.0 - code.left() >= 480.0, "{code:?}");
    assert!(
        tree.left() >= board.right() - 1.0,
        "{tree:?} beside {board:?}"
    );
    // Nothing of the panels cut off at their top or their bottom: the
    // code's heading under the board, the variables' beside it (issue
    // 74, 5), both above the status bar.
    let rect = harness.get_by_label("The code").rect();
    assert!(
        rect.top() >= board.bottom() && rect.bottom() <= 575.0,
        "The code at {rect:?}, the board at {board:?}"
    );
    let rect = harness.get_by_label("Variables").rect();
    assert!(
        rect.left() >= board.right() - 1.0 && rect.bottom() <= board.bottom() + 8.0,
        "Variables at {rect:?}, the board at {board:?}"
    );
    harness.set_size(eframe::egui::vec2(1280.0, 1024.0));
    harness.run_steps(12);
    let tree = harness.get_by_label("The search tree").rect();
    let board = harness.get_by_label_contains("Board of").rect();
    assert!(
        tree.left() >= board.right() - 1.0,
        "{tree:?} not beside {board:?}"
    );
    // The width the window allows it (42% of what the side panel leaves),
    // not the 190 points it had.
    assert!(1280.0 - tree.left() >= 390.0, "{tree:?}");
    // Squeezed beside the board by a window of 1100, then grown: it grows
    // back with the window.
    harness.set_size(eframe::egui::vec2(1100.0, 800.0));
    harness.run_steps(4);
    let narrow = harness.get_by_label("The search tree").rect();
    assert!(
        1100.0 - narrow.left() < 370.0 && narrow.left() > 700.0,
        "{narrow:?}"
    );
    harness.set_size(eframe::egui::vec2(1280.0, 1024.0));
    harness.run_steps(4);
    let grown = harness.get_by_label("The search tree").rect();
    assert_eq!(grown.left(), tree.left(), "it stayed as narrow as at 1100");
    harness.get_by_label("View").click();
    harness.run_steps(2);
    harness.get_by_label("Reset layout").click();
    harness.run_steps(3);
    let again = harness.get_by_label("The search tree").rect();
    assert_eq!(again.left(), tree.left());
}

/// `abs(row - col)` at n = 8 returns 32 boards and none is a solution: the
/// step line says "returned, but it is no solution" where it said
/// "Solution 32 found", and the tree's 32 leaves are wrong ones, red and
/// crossed, not the green of solutions.
#[test]
fn a_mistaken_program_never_claims_a_solution() {
    let mut harness = watching_four();
    set_field(&mut harness, "Any n", "8");
    harness.get_by_label("Go").click();
    run_until(&mut harness, "the trace of 8", |app| {
        watch(app).is_some_and(|w| w.n == 8 && w.complete)
    });
    harness.get_by_value("The right program").click();
    harness.run_steps(2);
    harness
        .get_by_label("abs(row - col) for the diagonals")
        .click();
    run_until(&mut harness, "the mistake's whole run", |app| {
        watch(app).is_some_and(|w| w.complete && w.mistake.is_some())
    });
    let state = watch(harness.state()).expect("the run");
    let wrong: Vec<_> = state.tree.nodes().iter().filter(|x| x.wrong).collect();
    assert_eq!(wrong.len(), 32, "the 32 boards returned");
    assert_eq!(state.tree.nodes().iter().filter(|x| x.solution).count(), 0);
    // Just after the last return: the step line says what happened.
    let last = wrong.last().expect("a return").placed_at;
    harness
        .state_mut()
        .session
        .views
        .watch
        .state
        .as_mut()
        .expect("the run")
        .seek(last + 2);
    harness.run_steps(2);
    harness.get_by_label_contains("Board 32 returned, but it is no solution");
    assert!(
        harness
            .query_by_label_contains("Solution 32 found")
            .is_none(),
        "the step line still claims a solution"
    );
}
