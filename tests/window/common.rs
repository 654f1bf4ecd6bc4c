// Helpers shared by the app's tests: the real App in a kittest harness,
// frames run until the worker's results arrive, dialogs answered.
//
// The app runs on the in-order worker (App::in_order): a one-shot task
// ends as it starts, a stream moves a slice a frame, so a wait counts
// frames, never the clock, and the same frames bring the same results on
// a loaded machine. The few tests of real threads (a change of n that
// cancels a search running on its thread, a result that wakes an idle
// window) start with `app_threaded` and wait with `run_until_clock`.

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Answer, App, Clock, SearchState, Settings};
use nqueens::engine::regions::Day;

/// The day the tests' app calls today, whatever the machine's date: a
/// Tuesday, whose daily puzzle is 8×8 and easy. Tests that need another
/// day set the clock themselves (see `regions::every_weekdays_puzzle_plays`).
pub const TEST_DAY: Day = Day {
    year: 2026,
    month: 12,
    day: 8,
};

/// The settings with the tests' clock, unless they fix one of their own.
pub fn on_test_day(mut settings: Settings) -> Settings {
    if settings.clock == Clock::Machine {
        settings.clock = Clock::Fixed(TEST_DAY);
    }
    settings
}

/// The app on the in-order worker: what the tests use.
pub fn app_with(settings: Settings) -> Harness<'static, App> {
    harness_of(settings, App::in_order)
}

/// The app on real threads, as it runs for a person: only for the tests
/// of the threads themselves.
pub fn app_threaded(settings: Settings) -> Harness<'static, App> {
    harness_of(settings, App::with_settings)
}

/// The app as `start` makes it, in a window of the tests' size.
fn harness_of(
    mut settings: Settings,
    start: fn(&eframe::egui::Context, Settings) -> App,
) -> Harness<'static, App> {
    // The tests find widgets by their English labels, whatever the
    // machine's locale.
    settings
        .language
        .get_or_insert(nqueens::app::UiLanguage::English);
    let settings = on_test_day(settings);
    Harness::builder()
        .with_size([1180.0, 760.0])
        .build_eframe(move |cc| start(&cc.egui_ctx, settings))
}

/// The app in a window of `size`, on the in-order worker, after its
/// first frames (English unless the settings say otherwise).
pub fn app_sized(size: [f32; 2], mut settings: Settings) -> Harness<'static, App> {
    settings
        .language
        .get_or_insert(nqueens::app::UiLanguage::English);
    let settings = on_test_day(settings);
    let mut harness = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| App::in_order(&cc.egui_ctx, settings));
    harness.run_steps(3);
    harness
}

/// Frames a wait runs before it fails: an in-order result is there at
/// the next frame, a listing moves a slice (tens of milliseconds of
/// work) a frame.
const FRAMES: usize = 3_000;

/// Runs frames until the condition holds, at most [`FRAMES`].
pub fn run_until(harness: &mut Harness<'_, App>, what: &str, done: impl Fn(&mut App) -> bool) {
    for _ in 0..FRAMES {
        harness.step();
        if done(harness.state_mut()) {
            harness.step();
            return;
        }
    }
    let app = harness.state_mut();
    panic!(
        "no {what} in {FRAMES} frames; message: {:?}, file job: {:?}, view: {:?}",
        app.message().map(str::to_string),
        app.file_job.as_ref().map(|j| j.what.clone()),
        app.view_id()
    );
}

/// Runs frames until the condition holds, for the app on real threads,
/// whose results arrive in real time: within 60 s.
pub fn run_until_clock(
    harness: &mut Harness<'_, App>,
    what: &str,
    done: impl Fn(&mut App) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        harness.step();
        if done(harness.state_mut()) {
            harness.step();
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("timed out waiting for {what}");
}

/// Runs frames only when the app asks for one (as a window whose mouse does
/// not move), until the condition holds: a result that arrives without a
/// repaint is never drawn, and this fails at the first frame not asked for.
pub fn run_idle_until(harness: &mut Harness<'_, App>, what: &str, done: impl Fn(&mut App) -> bool) {
    for _ in 0..FRAMES {
        assert!(
            harness.ctx.has_requested_repaint(),
            "no frame brought {what}: the app stopped asking for frames"
        );
        harness.step();
        if done(harness.state_mut()) {
            return;
        }
    }
    panic!("no {what} in {FRAMES} frames");
}

/// Runs frames until the board shown is the given solution (lookups by
/// number run on the worker).
pub fn until_board(harness: &mut Harness<'_, App>, columns: &[u32]) {
    run_until(harness, "the board", |app| {
        app.board().and_then(|b| b.columns()).as_deref() == Some(columns)
    });
}

/// Replaces the text of a labelled field, as a person would.
pub fn set_field(harness: &mut Harness<'_, App>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.step();
    harness.key_press(eframe::egui::Key::End);
    for _ in 0..12 {
        harness.key_press(eframe::egui::Key::Backspace);
    }
    harness.get_by_label(label).type_text(text);
    harness.step();
}

/// Runs frames until a widget with this label shows, at most [`FRAMES`].
pub fn wait_for_label(harness: &mut Harness<'_, App>, label: &str) {
    for _ in 0..FRAMES {
        if harness.query_by_label(label).is_some() {
            return;
        }
        harness.step();
    }
    panic!("no {label:?} in {FRAMES} frames");
}

/// Runs frames until a widget whose label contains `part` shows.
pub fn wait_for_label_containing(harness: &mut Harness<'_, App>, part: &str) {
    for _ in 0..FRAMES {
        if harness.query_by_label_contains(part).is_some() {
            return;
        }
        harness.step();
    }
    panic!("nothing with {part:?} in {FRAMES} frames");
}

pub fn search_done(app: &mut App) -> bool {
    app.listing().is_some_and(|l| l.state == SearchState::Done)
}

/// Dialogs answered by the test: each call takes the next answer.
pub struct Answers(pub std::collections::VecDeque<Option<std::path::PathBuf>>);

impl Answers {
    fn next(&mut self) -> Answer {
        self.0
            .pop_front()
            .flatten()
            .map_or(Answer::Cancelled, Answer::Chosen)
    }
}

impl nqueens::app::Dialogs for Answers {
    fn save_file(&mut self, _: &str, _: &str, _: &[nqueens::app::FileFilter<'_>]) -> Answer {
        self.next()
    }
    fn open_file(&mut self, _: &str, _: &[nqueens::app::FileFilter<'_>]) -> Answer {
        self.next()
    }
}

/// Clicks an entry of the File menu.
pub fn file_menu(harness: &mut Harness<'_, App>, item: &str) {
    harness.get_by_label("File").click();
    harness.run_steps(2);
    // A menu entry's label ends with its shortcut, if it has one.
    harness.get_by_label_contains(item).click();
    harness.run_steps(2);
}

pub fn answer(harness: &mut Harness<'_, App>, paths: Vec<Option<std::path::PathBuf>>) {
    harness
        .state_mut()
        .set_dialogs(Box::new(Answers(paths.into())));
}

/// Clicks the button labelled `button`, answers its dialog with `path`,
/// waits for the file to be written and reads it back.
pub fn saved_text(harness: &mut Harness<'_, App>, button: &str, path: &std::path::Path) -> String {
    answer(harness, vec![Some(path.to_path_buf())]);
    press_scrolled(harness, button);
    run_until(harness, "the file", |app| app.file_job.is_none());
    harness.run_steps(2);
    std::fs::read_to_string(path).unwrap()
}

/// Clicks the centre of square (row, col) of the board on the canvas.
pub fn click_square(harness: &mut Harness<'_, App>, n: usize, (r, c): (usize, usize)) {
    click_square_of(harness, "Board of", n, (r, c));
}

/// Clicks square (r, c) of the board whose canvas is named `canvas`.
pub fn click_square_of(
    harness: &mut Harness<'_, App>,
    canvas: &str,
    n: usize,
    square: (usize, usize),
) {
    let pos = square_center(harness, canvas, n, square);
    click_at(harness, pos);
}

/// The centre of square (r, c) of the board whose canvas is named `canvas`
/// (containing that text).
pub fn square_center(
    harness: &Harness<'_, App>,
    canvas: &str,
    n: usize,
    (r, c): (usize, usize),
) -> eframe::egui::Pos2 {
    let rect = harness.get_by_label_contains(canvas).rect();
    let side = rect.width().min(rect.height());
    let board =
        eframe::egui::Rect::from_center_size(rect.center(), eframe::egui::Vec2::splat(side));
    // The default settings show labels, in a margin around the board.
    nqueens::app::BoardArea::new(board, n, true).center_of((r, c))
}

/// Clicks square (r, c) of the board of n rows and `width` columns drawn
/// as wide as it is.
pub fn click_square_on(
    harness: &mut Harness<'_, App>,
    (n, width): (usize, usize),
    square: (usize, usize),
) {
    let rect = harness.get_by_label_contains("Board of").rect();
    let board = nqueens::app::fit_in(rect, nqueens::app::board_aspect(n, width, true));
    let pos = nqueens::app::BoardArea::of(board, n, width, true).center_of(square);
    click_at(harness, pos);
}

/// A drag with `button` from `from` to `to`, a few moves between.
pub fn drag(
    harness: &mut Harness<'_, App>,
    button: eframe::egui::PointerButton,
    from: eframe::egui::Pos2,
    to: eframe::egui::Pos2,
) {
    harness.event(eframe::egui::Event::PointerMoved(from));
    for (pressed, at) in [(true, from), (false, to)] {
        if !pressed {
            for i in 1..=4 {
                harness.event(eframe::egui::Event::PointerMoved(
                    from + (to - from) * (i as f32 / 4.0),
                ));
                harness.step();
            }
        }
        harness.event(eframe::egui::Event::PointerButton {
            pos: at,
            button,
            pressed,
            modifiers: eframe::egui::Modifiers::NONE,
        });
        harness.step();
    }
    harness.run_steps(2);
}

/// A click on the button called `label`, scrolled into view first as a
/// person scrolls a panel to reach it.
pub fn press_scrolled(harness: &mut Harness<'_, App>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    // The scroll starts a frame or two later and is animated: frames
    // until the button stops moving.
    harness.run_steps(4);
    let mut before = harness.get_by_label(label).rect();
    for _ in 0..60 {
        harness.step();
        let now = harness.get_by_label(label).rect();
        if now == before {
            break;
        }
        before = now;
    }
    harness.get_by_label(label).click();
}

/// A primary click at a point of the window, then two frames.
pub fn click_at(harness: &mut Harness<'_, App>, pos: eframe::egui::Pos2) {
    for pressed in [true, false] {
        harness.event(eframe::egui::Event::PointerButton {
            pos,
            button: eframe::egui::PointerButton::Primary,
            pressed,
            modifiers: eframe::egui::Modifiers::NONE,
        });
    }
    harness.run_steps(2);
}

/// CPU time this thread has used so far (the kernel's schedstat, in
/// nanoseconds). A frame's own work shows here, while time spent waiting for
/// a core on a busy machine does not.
pub fn thread_cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat")
        .expect("Linux reports a thread's CPU time in /proc/thread-self/schedstat");
    let nanos = stat
        .split_whitespace()
        .next()
        .and_then(|field| field.parse().ok())
        .expect("schedstat starts with the time on the CPU in nanoseconds");
    Duration::from_nanos(nanos)
}

/// Whether a board has the keys: the board itself has the focus, or (a
/// grid while its cursor's cell is the active one) that cell has it.
pub fn has_keys(board: &egui_kittest::Node<'_>) -> bool {
    board.is_focused()
        || board
            .accesskit_node()
            .active_descendant()
            .is_some_and(|cell| cell.is_focused())
}
