//! The page's side of the platform. A browser has no threads for us (wasm
//! threads need a nightly build and cross-origin isolation), no file system
//! and no blocking dialogs: a task runs on the page's thread when it is
//! started, a saved file is a download, and opening a file asks the
//! browser's picker, whose answer arrives later ([`take_handed_files`]).

use std::cell::RefCell;
use std::io;
use std::path::PathBuf;

use wasm_bindgen::JsCast;

use super::{HandedFile, RemoteEvent};

/// Hands `bytes` to the browser as a download named after `path`'s file
/// name: how a saved file leaves a page (installed into the formats'
/// writer by [`crate::app`]'s start, `formats::set_downloader`).
pub fn download(path: &std::path::Path, bytes: &[u8]) -> io::Result<()> {
    let fail = |what: &str| io::Error::other(format!("the browser refused the download: {what}"));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "board.txt".into());
    let array = js_sys::Uint8Array::from(bytes);
    let parts = js_sys::Array::of1(&array);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/octet-stream");
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
        .map_err(|_| fail("no blob"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail("no address"))?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| fail("no document"))?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| fail("no link"))?
        .dyn_into()
        .map_err(|_| fail("no link"))?;
    anchor.set_href(&url);
    anchor.set_download(&name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Whether long tasks run in another instance of the program: a Web
/// Worker each, so that the page keeps drawing.
pub const REMOTE_TASKS: bool = true;

/// A task on the page: one that has run, a resumable one in the queue, or
/// one in Web Workers of its own (a count split into parts: one a part),
/// which dropping the handle terminates.
pub struct TaskThread {
    remote: Vec<RemoteWorker>,
}

/// A Web Worker running one task, and what it says to.
struct RemoteWorker {
    worker: web_sys::Worker,
    on_event: std::rc::Rc<RefCell<dyn FnMut(RemoteEvent) -> bool>>,
    /// The handlers live as long as the worker.
    _posted: wasm_bindgen::closure::Closure<dyn FnMut(web_sys::MessageEvent)>,
    _broken: wasm_bindgen::closure::Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

impl Drop for RemoteWorker {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

impl TaskThread {
    const HERE: TaskThread = TaskThread { remote: Vec::new() };

    /// Terminates a Web Worker's task at once (its handle hears it
    /// stopped); a task on the page's thread stops at its next slice.
    pub fn cancel(&self) {
        for remote in &self.remote {
            remote.worker.terminate();
            (remote.on_event.borrow_mut())(RemoteEvent::Stopped);
        }
    }

    pub fn is_finished(&self) -> bool {
        true
    }

    pub fn join(self) -> bool {
        true
    }
}

/// How many Web Workers a task split into parts takes: the browser's
/// cores (`navigator.hardwareConcurrency`), at most 8 (each is a wasm
/// instance of its own, its memory and its tables).
pub fn workers() -> usize {
    let cores = web_sys::window()
        .map(|w| w.navigator().hardware_concurrency())
        .unwrap_or(1.0);
    (cores as usize).clamp(1, 8)
}

/// Starts a task described as data in a Web Worker running this same wasm
/// (`worker.js` beside the page): a search there never holds the page.
pub fn spawn_remote(
    request: &str,
    on_event: impl FnMut(RemoteEvent) -> bool + 'static,
) -> io::Result<TaskThread> {
    let on_event: std::rc::Rc<RefCell<dyn FnMut(RemoteEvent) -> bool>> =
        std::rc::Rc::new(RefCell::new(on_event));
    Ok(TaskThread {
        remote: vec![start_worker(request, on_event)?],
    })
}

/// Starts the parts of one task, a Web Worker each; `on_event` hears each
/// part's news with its index. Stopping the handle stops them all.
pub fn spawn_remotes(
    requests: &[String],
    on_event: impl FnMut(usize, RemoteEvent) -> bool + 'static,
) -> io::Result<TaskThread> {
    let shared = std::rc::Rc::new(RefCell::new(on_event));
    let mut remote = Vec::with_capacity(requests.len());
    for (i, request) in requests.iter().enumerate() {
        let shared = shared.clone();
        let on_event: std::rc::Rc<RefCell<dyn FnMut(RemoteEvent) -> bool>> =
            std::rc::Rc::new(RefCell::new(move |event| (shared.borrow_mut())(i, event)));
        // A part that cannot start: the workers started are dropped, and
        // so terminated.
        remote.push(start_worker(request, on_event)?);
    }
    Ok(TaskThread { remote })
}

/// One Web Worker running `request`, telling `on_event` what it posts.
fn start_worker(
    request: &str,
    on_event: std::rc::Rc<RefCell<dyn FnMut(RemoteEvent) -> bool>>,
) -> io::Result<RemoteWorker> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options("./worker.js", &options)
        .map_err(|e| io::Error::other(format!("the browser started no worker: {e:?}")))?;
    let posted = {
        let on_event = on_event.clone();
        let worker = worker.clone();
        wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
            move |event: web_sys::MessageEvent| {
                if let Some(text) = event.data().as_string()
                    && (on_event.borrow_mut())(RemoteEvent::Posted(text))
                {
                    // Its task has ended: its memory goes back now, not
                    // when the handle is dropped.
                    worker.terminate();
                }
            },
        )
    };
    let broken = {
        let on_event = on_event.clone();
        wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(
            move |event: web_sys::ErrorEvent| {
                (on_event.borrow_mut())(RemoteEvent::Broken(format!(
                    "the page's worker stopped: {}",
                    event.message()
                )));
            },
        )
    };
    worker.set_onmessage(Some(posted.as_ref().unchecked_ref()));
    worker.set_onerror(Some(broken.as_ref().unchecked_ref()));
    // The page's own compiled module goes with the task: the worker
    // instantiates it at once instead of fetching and compiling the
    // 10 MB .wasm again (about 550 ms a worker, at every count).
    let task = js_sys::Array::of2(
        &wasm_bindgen::module(),
        &wasm_bindgen::JsValue::from_str(request),
    );
    worker
        .post_message(&task)
        .map_err(|e| io::Error::other(format!("the page's worker took no task: {e:?}")))?;
    Ok(RemoteWorker {
        worker,
        on_event,
        _posted: posted,
        _broken: broken,
    })
}

/// Runs `body` at once, on the page's thread.
pub fn spawn_task(_name: String, body: impl FnOnce() + Send + 'static) -> io::Result<TaskThread> {
    body();
    Ok(TaskThread::HERE)
}

thread_local! {
    /// The resumable tasks running, in turn, a slice at a time.
    static SLICED: RefCell<std::collections::VecDeque<Box<dyn FnMut() -> bool>>> =
        RefCell::new(std::collections::VecDeque::new());
}

/// Queues a resumable task: its slices take turns on the page's thread
/// between the browser's other work ([`run_slices`]), so that a long
/// listing never freezes the page.
pub fn spawn_sliced(
    _name: String,
    step: impl FnMut() -> bool + Send + 'static,
) -> io::Result<TaskThread> {
    let idle = SLICED.with(|s| {
        let mut queue = s.borrow_mut();
        queue.push_back(Box::new(step));
        queue.len() == 1
    });
    if idle {
        schedule_slices();
    }
    Ok(TaskThread::HERE)
}

/// Runs the next slices at the next frame, one turn a frame: on timers
/// the turns came back to back while a slow renderer drew (software WebGL
/// takes 150 ms a frame), and frames were up to a second apart while
/// n = 16 listed. Tied to frames, the listing's work between two of them
/// stays under [`TURN_BUDGET`] whatever the renderer costs.
fn schedule_slices() {
    let Some(window) = web_sys::window() else {
        return;
    };
    // Every callback of one frame gets the frame's time stamp.
    let pump = wasm_bindgen::closure::Closure::once_into_js(|frame: f64| {
        if run_slices(TURN_BUDGET, frame) {
            schedule_slices();
        }
    });
    let _ = window.request_animation_frame(pump.unchecked_ref());
}

/// How long the slices may run in one frame: a turn stops before a slice
/// that would take it past this (a frame at 60 a second is 16.7 ms).
const TURN_BUDGET: std::time::Duration = std::time::Duration::from_millis(12);

thread_local! {
    /// The browser's frame the slices last ran in (its time stamp), their
    /// work in it, and the most work in one frame so far, in milliseconds.
    static FRAME: std::cell::Cell<(f64, f64, u32)> = const { std::cell::Cell::new((-1.0, 0.0, 0)) };
    static LONGEST_TURN: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) };
    /// The most turns of slices one frame has had.
    static MOST_TURNS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// The most time the slices took between two frames so far, in
/// milliseconds (the page's tests read it while n = 16 lists).
pub fn longest_turn_ms() -> f64 {
    LONGEST_TURN.with(std::cell::Cell::get)
}

/// The most turns of slices one frame of the browser's has had: one, by
/// construction (on timers they came back to back).
pub fn most_turns_in_a_frame() -> u32 {
    MOST_TURNS.with(std::cell::Cell::get)
}

/// Runs queued slices, in turn, within `budget`: at least one, and no
/// more once the next (as long as the last) would pass it. Answers
/// whether any task has slices left.
fn run_slices(budget: std::time::Duration, frame: f64) -> bool {
    let start = web_time::Instant::now();
    let left = loop {
        // Taken out of the queue while it runs: a slice may start a task.
        let Some(mut step) = SLICED.with(|s| s.borrow_mut().pop_front()) else {
            break false;
        };
        let before = web_time::Instant::now();
        let ended = step();
        let last = before.elapsed();
        if !ended {
            SLICED.with(|s| s.borrow_mut().push_back(step));
        }
        if start.elapsed() + last > budget {
            break SLICED.with(|s| !s.borrow().is_empty());
        }
    };
    let took = start.elapsed().as_secs_f64() * 1000.0;
    let (last, before, turns) = FRAME.with(std::cell::Cell::get);
    let (in_frame, turns) = if last == frame {
        (before + took, turns + 1)
    } else {
        (took, 1)
    };
    FRAME.with(|f| f.set((frame, in_frame, turns)));
    LONGEST_TURN.with(|l| l.set(l.get().max(in_frame)));
    MOST_TURNS.with(|m| m.set(m.get().max(turns)));
    left
}

/// How often the settings (a day's game among them) are written to the
/// page's storage. eframe 0.37 listens for "onbeforeunload", an event no
/// browser sends, so a reload (phones reload background tabs) keeps only
/// what the last save wrote: one a second loses at most a second.
pub const AUTO_SAVE: std::time::Duration = std::time::Duration::from_secs(1);

/// How often a task's news may wake the page for a frame: a frame per
/// message would spend the page's thread on drawing.
pub const WAKE_DELAY: std::time::Duration = std::time::Duration::from_millis(100);

/// How long a slice of a resumable task runs: short enough that a frame
/// around it is still smooth.
pub const SLICE_TIME: std::time::Duration = std::time::Duration::from_millis(6);

/// The browser's language (`navigator.language`).
pub fn system_language() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// A save is a download: the "path" is the name the browser saves under.
pub fn ask_save_path(
    _title: &str,
    suggested_name: &str,
    _filters: &[(&str, &[&str])],
) -> Option<PathBuf> {
    Some(PathBuf::from(suggested_name))
}

thread_local! {
    static HANDED: RefCell<Vec<HandedFile>> = const { RefCell::new(Vec::new()) };
    static WAKE: RefCell<Option<egui::Context>> = const { RefCell::new(None) };
    static ADDRESSES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// The fragment this page last wrote, so that its own change is not
    /// read back as a link followed.
    static WRITTEN: RefCell<String> = const { RefCell::new(String::new()) };
}

fn wake() {
    WAKE.with(|w| {
        if let Some(ctx) = w.borrow().as_ref() {
            ctx.request_repaint();
        }
    });
}

/// The fragment of the page's address now, without its `#`.
fn fragment_now() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .map(|h| h.trim_start_matches('#').to_string())
        .unwrap_or_default()
}

/// Starts listening to the address: the fragment the page opened with is
/// the first change, and each later edit (a link within the page, the
/// address bar) another.
pub fn listen_to_address() {
    let first = fragment_now();
    if !first.is_empty() {
        ADDRESSES.with(|a| a.borrow_mut().push(first));
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let changed = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(|| {
        let now = fragment_now();
        if WRITTEN.with(|w| *w.borrow() != now) {
            ADDRESSES.with(|a| a.borrow_mut().push(now));
            wake();
        }
    });
    let _ = window.add_event_listener_with_callback("hashchange", changed.as_ref().unchecked_ref());
    // The page lives as long as the listener.
    changed.forget();
}

/// A finger on the screen, timed and placed by its events.
#[derive(Clone, Copy)]
struct Finger {
    /// When it went down (the event's own clock, in ms) and where.
    down: f64,
    x: i32,
    y: i32,
    /// It moved farther than a tap may.
    moved: bool,
}

thread_local! {
    /// The finger on the screen now.
    static FINGER: std::cell::Cell<Option<Finger>> = const { std::cell::Cell::new(None) };
    /// How long the last finger lifted was held still, in seconds.
    static HELD: std::cell::Cell<Option<f64>> = const { std::cell::Cell::new(None) };
}

/// Starts timing each finger's press by the events' own clock. A frame
/// late by a second sees the press and the lift at once, and egui then
/// takes a 1 s hold for a tap (issue 71: 3 of 42 holds at a CPU three
/// times slower); the events' times are never late.
pub fn listen_to_holds() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let down = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::PointerEvent)>::new(
        |event: web_sys::PointerEvent| {
            let finger = (event.pointer_type() == "touch").then(|| Finger {
                down: event.time_stamp(),
                x: event.client_x(),
                y: event.client_y(),
                moved: false,
            });
            FINGER.with(|f| f.set(finger));
            HELD.with(|h| h.set(None));
        },
    );
    let moved = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::PointerEvent)>::new(
        |event: web_sys::PointerEvent| {
            FINGER.with(|f| {
                if let Some(mut finger) = f.get() {
                    // egui's farthest a click may move, in CSS pixels.
                    let (dx, dy) = (event.client_x() - finger.x, event.client_y() - finger.y);
                    finger.moved |= dx * dx + dy * dy > 36;
                    f.set(Some(finger));
                }
            });
        },
    );
    let up = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::PointerEvent)>::new(
        |event: web_sys::PointerEvent| {
            let held = FINGER
                .with(|f| f.take())
                .filter(|finger| !finger.moved)
                .map(|finger| (event.time_stamp() - finger.down) / 1000.0);
            HELD.with(|h| h.set(held));
        },
    );
    // Seen first (the capture phase), whatever the canvas does with them.
    for (name, listener) in [
        ("pointerdown", &down),
        ("pointermove", &moved),
        ("pointerup", &up),
    ] {
        let _ = window.add_event_listener_with_callback_and_bool(
            name,
            listener.as_ref().unchecked_ref(),
            true,
        );
    }
    // The page lives as long as the listeners.
    down.forget();
    moved.forget();
    up.forget();
}

/// How long the last finger lifted from the screen was held still, in
/// seconds, by the events' clock, once; `None` while one is down, after
/// a mouse's press, after a finger that moved, or when taken.
pub fn take_touch_hold() -> Option<f64> {
    HELD.with(|h| h.take())
}

/// Whether a finger is on the screen.
pub fn finger_down() -> bool {
    FINGER.with(|f| f.get().is_some())
}

/// The page's address as it changed since the last call.
pub fn take_address_changes() -> Vec<String> {
    ADDRESSES.with(|a| std::mem::take(&mut *a.borrow_mut()))
}

/// Writes where the person is into the address bar, replacing the entry
/// rather than adding one: moving through 92 solutions is not 92 steps of
/// the Back button.
pub fn show_address(fragment: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    WRITTEN.with(|w| *w.borrow_mut() = fragment.to_string());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("#{fragment}")),
        );
    }
}

/// Today's date where the browser is: the day of today's puzzle.
pub fn today() -> crate::engine::regions::Day {
    let now = js_sys::Date::new_0();
    crate::engine::regions::Day {
        year: now.get_full_year() as i32,
        // JavaScript's months count from 0.
        month: now.get_month() as u8 + 1,
        day: now.get_date() as u8,
    }
}

/// A link to share that opens `fragment`: this page's address with it.
pub fn share_link(fragment: &str) -> String {
    let page = web_sys::window()
        .and_then(|w| {
            let location = w.location();
            Some(format!(
                "{}{}",
                location.origin().ok()?,
                location.pathname().ok()?
            ))
        })
        .unwrap_or_default();
    format!("{page}#{fragment}")
}

/// The page's title, as the window's title on the desktop.
pub fn show_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(title);
    }
}

/// The context to wake when the picker answers (set once at start).
pub fn set_wake(ctx: egui::Context) {
    WAKE.with(|w| *w.borrow_mut() = Some(ctx));
}

/// Opens the browser's file picker; the file chosen arrives through
/// [`take_handed_files`]. Answers `None` at once.
pub fn ask_open_path(title: &str, filters: &[(&str, &[&str])]) -> Option<PathBuf> {
    let dialog = filters
        .iter()
        .filter(|(_, extensions)| !extensions.contains(&"*"))
        .fold(rfd::AsyncFileDialog::new(), |d, (name, extensions)| {
            d.add_filter(*name, extensions)
        })
        .set_title(title);
    wasm_bindgen_futures::spawn_local(async move {
        if let Some(file) = dialog.pick_file().await {
            let handed = HandedFile {
                name: file.file_name(),
                bytes: file.read().await,
            };
            HANDED.with(|h| h.borrow_mut().push(handed));
            wake();
        }
    });
    None
}

/// A file dropped on the page: its bytes are read (the browser reads
/// only asynchronously) and arrive through [`take_handed_files`].
pub fn dropped(file: std::sync::Arc<dyn egui::DroppedFile + Send + Sync>) -> Option<PathBuf> {
    wasm_bindgen_futures::spawn_local(async move {
        let name = file.path().display().to_string();
        if let Ok(bytes) = file.bytes_async().await {
            HANDED.with(|h| h.borrow_mut().push(HandedFile { name, bytes }));
            wake();
        }
    });
    None
}

/// The files the picker brought since the last call.
pub fn take_handed_files() -> Vec<HandedFile> {
    HANDED.with(|h| std::mem::take(&mut *h.borrow_mut()))
}

/// Whether the app speaks for itself: a screen reader does not read the
/// page's canvas.
pub const CAN_SPEAK: bool = true;

/// Says `text` aloud with the browser's speech (as eframe's screen
/// reader speaks the widget in focus), cutting short what was being said.
pub fn speak(text: &str) {
    if text.is_empty() {
        return;
    }
    let Some(speech) = web_sys::window().and_then(|w| w.speech_synthesis().ok()) else {
        return;
    };
    // Queued after what is being said, never cut: a cancel before each
    // utterance cut the finish ("solved") at once, and a listener heard
    // only the last square (issue 72).
    if let Ok(utterance) = web_sys::SpeechSynthesisUtterance::new_with_text(text) {
        speech.speak(&utterance);
    }
}

/// Whether the browser asks for reduced motion (`prefers-reduced-motion`).
pub fn prefers_reduced_motion() -> Option<bool> {
    let query = web_sys::window()?
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()??;
    Some(query.matches())
}

/// Whether the main pointer is a finger (`pointer: coarse`): a phone or a
/// tablet, whose words speak of taps, not clicks and keys. Asked of the
/// browser once: the panel asks every frame, and a device's main pointer
/// does not change while the page is open.
pub fn touch_first() -> bool {
    static COARSE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *COARSE.get_or_init(|| {
        web_sys::window()
            .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
            .is_some_and(|query| query.matches())
    })
}

/// Whether the browser asks for dark colours (`prefers-color-scheme`).
pub fn prefers_dark() -> Option<bool> {
    let query = web_sys::window()?
        .match_media("(prefers-color-scheme: dark)")
        .ok()??;
    Some(query.matches())
}

/// Whether Edit ▸ Paste cannot read the clipboard itself: a page may read
/// it only in the browser's own paste (Ctrl+V), so the menu says so.
pub const PASTE_BY_KEYS_ONLY: bool = true;

/// Whether the app can close itself (File ▸ Quit): a page is closed with
/// its tab.
pub const CAN_QUIT: bool = false;
