//! The solver side of the app: every search, lookup and file runs here, off
//! the UI thread. Each task is declared once ([`requests`] for the
//! one-shot ones, [`tasks`] for the streams) and the worker places it: a
//! thread of its own on the desktop; on a page a Web Worker, the page's
//! thread, or slices between frames; in tests, in order as it starts
//! ([`Worker::in_order`]). [`Worker::run`], [`Worker::slices`] and
//! [`Worker::steps`] return the task's typed handle ([`Job`] or
//! [`Stream`]), which its starter holds and polls; dropping the handle
//! stops the task. Every message a task sends wakes the UI, so a result is
//! drawn as soon as it arrives.

mod job;
pub mod remote;
pub mod requests;
mod split;
pub mod tasks;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};

pub use job::{Job, Outcome, Polled, Stream};
use job::{Link, Message};
pub use requests::{Place, Request};

use crate::engine::{Control, EngineError};
use crate::platform::TaskThread;

/// Called after each message of a task, to wake the UI (egui's
/// `request_repaint` in the app).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Why a task did not finish.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TaskError {
    Cancelled,
    /// In words for the person.
    Failed(String),
}

impl From<EngineError> for TaskError {
    fn from(e: EngineError) -> Self {
        match e {
            EngineError::Cancelled => TaskError::Cancelled,
            other => TaskError::Failed(other.to_string()),
        }
    }
}

impl From<crate::formats::WriteError> for TaskError {
    fn from(e: crate::formats::WriteError) -> Self {
        match e {
            crate::formats::WriteError::Cancelled { .. } => TaskError::Cancelled,
            other => TaskError::Failed(other.to_string()),
        }
    }
}

impl From<crate::formats::ExportError> for TaskError {
    fn from(e: crate::formats::ExportError) -> Self {
        match e {
            crate::formats::ExportError::Write(e) => e.into(),
            other => TaskError::Failed(other.to_string()),
        }
    }
}

/// What a running task has: its cancel flag, and a way to report progress
/// (at most once a percent reaches the UI).
pub struct Task<'a> {
    cancel: &'a AtomicBool,
    progress: &'a (dyn Fn(f64) + Sync),
}

impl Task<'_> {
    /// The cancel flag, for the engine.
    pub fn cancel_flag(&self) -> &AtomicBool {
        self.cancel
    }

    /// Whether the owner asked the task to stop (or dropped its handle).
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Reports the fraction done.
    pub fn progress(&self, fraction: f64) {
        (self.progress)(fraction);
    }

    /// The engine's control with this task's cancel flag alone: for work
    /// whose progress means nothing to its owner (a forecast, a count
    /// beside a listing).
    pub fn quiet(&self) -> Control<'_> {
        Control {
            cancel: Some(self.cancel),
            ..Control::default()
        }
    }

    /// The engine's control: this task's cancel flag and progress, every
    /// core.
    pub fn control(&self) -> Control<'_> {
        Control {
            cancel: Some(self.cancel),
            progress: Some(self.progress),
            threads: None,
        }
    }
}

/// Starts tasks; cheap to hold, one per app.
pub struct Worker {
    waker: Waker,
    started: u64,
    /// Every one-shot task runs to its end as it starts, on the starter's
    /// thread, and every stream a slice at each [`Worker::turn`].
    in_order: bool,
    /// An in-order worker's streams not yet ended.
    queued: Vec<Box<dyn FnMut() -> bool + Send>>,
}

/// A stream's work declared once: its state between slices, and a slice
/// (about [`crate::platform::SLICE_TIME`] of work) that emits what it
/// found and answers whether the stream has ended.
pub trait Sliced: Send + 'static {
    type Item: Send + 'static;
    /// Does a slice of the work.
    fn slice(
        &mut self,
        task: &Task<'_>,
        emit: &dyn Fn(Self::Item) -> bool,
    ) -> Result<bool, TaskError>;
}

/// A stream's work that runs in one go, emitting as it goes (a program's
/// own search, which cannot stop between slices): a thread of its own; on
/// a page, the page's thread.
pub trait Stepped: Send + 'static {
    type Item: Send + 'static;
    fn run(self, task: &Task<'_>, emit: &dyn Fn(Self::Item) -> bool) -> Result<(), TaskError>;
}

impl Worker {
    pub fn new(waker: Waker) -> Self {
        Worker {
            waker,
            started: 0,
            in_order: false,
            queued: Vec::new(),
        }
    }

    /// A worker that runs every one-shot task to its end as it starts, on
    /// the starter's thread (what it found is there at the next poll), and
    /// every stream a slice at each [`Worker::turn`], as a page runs them
    /// between frames. For tests, which then wait on frames, not on the
    /// clock: the same frames bring the same results on any machine, and
    /// a stream that never ends (the listing of n = 20) is a slice a frame.
    pub fn in_order(waker: Waker) -> Self {
        Worker {
            in_order: true,
            ..Worker::new(waker)
        }
    }

    /// An in-order worker's turn: a slice of each stream under way (the
    /// app takes one at every frame). A real worker has nothing to do.
    pub fn turn(&mut self) {
        self.queued.retain_mut(|step| {
            // A panicking slice ends its stream, as its thread would.
            let ended = std::panic::catch_unwind(std::panic::AssertUnwindSafe(&mut *step));
            !ended.unwrap_or(true)
        });
    }

    /// Starts a one-shot task where the platform runs it (see
    /// [`requests`]); its result arrives on the returned [`Job`].
    pub fn run<R: Request>(&mut self, request: R) -> Job<R::Output> {
        let request = if crate::platform::REMOTE_TASKS && !self.in_order && R::PLACE == Place::Apart
        {
            match request.into_remote() {
                Ok(remote) => return self.remote(remote, R::unpack),
                Err(request) => request,
            }
        } else {
            request
        };
        self.job(move |task| request.run(task))
    }

    /// Starts a stream of slices: back to back on a thread of its own on
    /// the desktop, between frames on a page. A stream that could not
    /// start ends at its first slice with that failure.
    pub fn slices<S: Sliced>(&mut self, state: Result<S, TaskError>) -> Stream<S::Item> {
        self.sliced(state, |state: &mut S, task, emit| state.slice(task, emit))
    }

    /// Starts a stream that runs in one go.
    pub fn steps<S: Stepped>(&mut self, work: S) -> Stream<S::Item> {
        self.stream(move |task, emit| work.run(task, emit))
    }

    /// Runs `task` on a thread of its own; its result arrives on the
    /// returned [`Job`].
    fn job<T: Send + 'static>(
        &mut self,
        task: impl FnOnce(&Task<'_>) -> Result<T, TaskError> + Send + 'static,
    ) -> Job<T> {
        Job::new(self.spawn(move |task_ctx, send| {
            ending(task(task_ctx).map(|value| {
                send(Message::Item(value));
            }))
        }))
    }

    /// Runs `task` on a thread of its own; each item it emits arrives on
    /// the returned [`Stream`], in order. `emit` answers false once the
    /// stream's handle is gone: the task should stop then.
    fn stream<T: Send + 'static>(
        &mut self,
        task: impl FnOnce(&Task<'_>, &dyn Fn(T) -> bool) -> Result<(), TaskError> + Send + 'static,
    ) -> Stream<T> {
        Stream::new(self.spawn(move |task_ctx, send| {
            let emit = |item: T| send(Message::Item(item));
            ending(task(task_ctx, &emit))
        }))
    }

    /// Runs a request on a page in a Web Worker of its own (the same
    /// wasm), so that a long count or survey never holds the page.
    /// `unpack` reads its output from the RON text it comes back as.
    fn remote<T: Send + 'static>(
        &mut self,
        request: remote::Remote,
        unpack: fn(&str) -> Option<T>,
    ) -> Job<T> {
        // A count the engine splits: a part on each core.
        if let Some(parts) = request.parts(crate::platform::workers()) {
            return self.remote_parts(parts, unpack);
        }
        use crate::platform::RemoteEvent;
        use remote::Posted;
        let (tx, rx) = channel::<Message<T>>();
        let waker = self.waker.clone();
        let on_event = move |event: RemoteEvent| {
            let messages = match event {
                RemoteEvent::Posted(text) => match ron::from_str::<Posted>(&text) {
                    Ok(Posted::Progress(p)) => vec![Message::Progress(p)],
                    Ok(Posted::Done(answer)) => match unpack(&answer) {
                        Some(value) => vec![Message::Item(value), Message::End(Outcome::Done(()))],
                        None => vec![Message::End(Outcome::Failed(
                            "the worker answered another question".into(),
                        ))],
                    },
                    Ok(Posted::Cancelled) => vec![Message::End(Outcome::Cancelled)],
                    Ok(Posted::Failed(e)) => vec![Message::End(Outcome::Failed(e))],
                    Err(e) => vec![Message::End(Outcome::Failed(format!(
                        "the worker said something unreadable: {e}"
                    )))],
                },
                RemoteEvent::Stopped => vec![Message::End(Outcome::Cancelled)],
                RemoteEvent::Broken(why) => vec![Message::End(Outcome::Failed(why))],
            };
            let ended = messages.iter().any(|m| matches!(m, Message::End(_)));
            for message in messages {
                let _ = tx.send(message);
            }
            waker();
            ended
        };
        let text = ron::to_string(&request).unwrap_or_default();
        self.started += 1;
        remote_job(
            rx,
            crate::platform::spawn_remote(&text, on_event),
            "a worker",
        )
    }

    /// Runs a resumable task: `slice` does a part of the work on `state`
    /// (about [`crate::platform::SLICE_TIME`]), emits what it found, and
    /// answers whether the task has ended. On the desktop the slices run
    /// back to back on a thread of their own; on a page they take turns
    /// between frames, so that the page never freezes. Its items arrive on
    /// the returned [`Stream`], as [`Worker::stream`]'s do.
    fn sliced<T: Send + 'static, S: Send + 'static>(
        &mut self,
        mut state: Result<S, TaskError>,
        mut slice: impl FnMut(&mut S, &Task<'_>, &dyn Fn(T) -> bool) -> Result<bool, TaskError>
        + Send
        + 'static,
    ) -> Stream<T> {
        let in_order = self.in_order;
        let mut queued: Option<Box<dyn FnMut() -> bool + Send>> = None;
        let link = self.wire(|name, flag, send| {
            let mut ended = false;
            let step = move || {
                if ended {
                    return true;
                }
                let progress = throttled(&*send);
                let task = Task {
                    cancel: &flag,
                    progress: &progress,
                };
                let emit = |item: T| send(Message::Item(item));
                let sliced = match &mut state {
                    Ok(state) => slice(state, &task, &emit),
                    // A task that could not start ends at its first slice.
                    Err(e) => Err(e.clone()),
                };
                let end = match sliced {
                    Ok(false) => return false,
                    Ok(true) => Outcome::Done(()),
                    Err(e) => ending(Err(e)),
                };
                send(Message::End(end));
                ended = true;
                true
            };
            if in_order {
                queued = Some(Box::new(step));
                return Ok(None);
            }
            crate::platform::spawn_sliced(name, step).map(Some)
        });
        self.queued.extend(queued);
        Stream::new(link)
    }

    fn spawn<T: Send + 'static>(
        &mut self,
        body: impl FnOnce(&Task<'_>, &dyn Fn(Message<T>) -> bool) -> Outcome<()> + Send + 'static,
    ) -> Link<T> {
        let in_order = self.in_order;
        self.wire(move |name, flag, send| {
            let run = move || {
                let progress = throttled(&*send);
                let task = Task {
                    cancel: &flag,
                    progress: &progress,
                };
                let end = body(&task, &*send);
                send(Message::End(end));
            };
            if in_order {
                return in_order_here(run);
            }
            crate::platform::spawn_task(name, run).map(Some)
        })
    }

    /// A new task's wiring: `start` gets its name, its cancel flag and a
    /// `send` that wakes the UI after each message, and starts it (a
    /// thread, a page's slices). A task that cannot start has failed.
    fn wire<T: Send + 'static>(
        &mut self,
        start: impl FnOnce(String, Arc<AtomicBool>, Sender<T>) -> std::io::Result<Option<TaskThread>>,
    ) -> Link<T> {
        self.started += 1;
        let (tx, rx) = channel::<Message<T>>();
        let cancel = Arc::new(AtomicBool::new(false));
        let waker = self.waker.clone();
        let task_tx = tx.clone();
        let send: Sender<T> = Box::new(move |message| {
            let ok = task_tx.send(message).is_ok();
            waker();
            ok
        });
        let thread = match start(
            format!("nqueens-task-{}", self.started),
            cancel.clone(),
            send,
        ) {
            Ok(thread) => thread,
            Err(e) => {
                let _ = tx.send(Message::End(Outcome::Failed(format!(
                    "could not start a solver thread: {e}"
                ))));
                None
            }
        };
        Link { rx, cancel, thread }
    }
}

/// Runs a task of an in-order worker here, to its end: a panic is the
/// task's failure (its sender dropped unsent), as a thread's would be.
fn in_order_here(run: impl FnOnce()) -> std::io::Result<Option<TaskThread>> {
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(run));
    Ok(None)
}

/// How a task's thread hands its messages over, waking the UI.
type Sender<T> = Box<dyn Fn(Message<T>) -> bool + Send + Sync>;

/// How a task's result ends its run, as its handle hears it.
fn ending(result: Result<(), TaskError>) -> Outcome<()> {
    match result {
        Ok(()) => Outcome::Done(()),
        Err(TaskError::Cancelled) => Outcome::Cancelled,
        Err(TaskError::Failed(e)) => Outcome::Failed(e),
    }
}

/// A progress callback that sends at most one message a percent.
fn throttled<'a, T>(send: &'a (dyn Fn(Message<T>) -> bool + Sync)) -> impl Fn(f64) + Sync + 'a {
    throttled_fn(move |fraction| {
        send(Message::Progress(fraction));
    })
}

/// A progress callback that reports at most once a percent.
fn throttled_fn<'a>(report: impl Fn(f64) + Sync + 'a) -> impl Fn(f64) + Sync + 'a {
    let last_percent = Mutex::new(-1i64);
    move |fraction: f64| {
        let percent = (fraction * 100.0) as i64;
        if let Ok(mut last) = last_percent.lock()
            && percent > *last
        {
            *last = percent;
            report(fraction);
        }
    }
}

/// The job of a task in Web Workers (`what`: "a worker"), reading `rx`,
/// or one that has failed at once when they could not start.
fn remote_job<T>(
    rx: std::sync::mpsc::Receiver<Message<T>>,
    started: std::io::Result<TaskThread>,
    what: &str,
) -> Job<T> {
    let cancel = Arc::new(AtomicBool::new(false));
    match started {
        Ok(thread) => Job::new(Link {
            rx,
            cancel,
            thread: Some(thread),
        }),
        Err(e) => {
            let (tx, rx) = channel::<Message<T>>();
            let _ = tx.send(Message::End(Outcome::Failed(format!(
                "could not start {what}: {e}"
            ))));
            Job::new(Link {
                rx,
                cancel,
                thread: None,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::thread;
    use std::time::{Duration, Instant};

    use super::*;
    use crate::catalog::{Catalog, CatalogChunk, Filter};
    use crate::engine::{self, Counts, Rules};
    use crate::formats::{BoardFormat, ImageOptions};

    fn worker() -> Worker {
        Worker::new(Arc::new(|| {}))
    }

    /// A board opens under the rules it records only when they are not
    /// the classic queens' (a board of queens keeps the window's rules).
    #[test]
    fn a_pasted_board_brings_only_other_rules() {
        let rules_of = |text: &str| tasks::parse(text, None).unwrap().unwrap().rules;
        assert_eq!(rules_of("(n: 1, rows: [Some(0)])"), None);
        assert_eq!(rules_of("Q\n"), None);
        let kings = rules_of("(n: 1, rows: [Some(0)], piece: King)");
        assert_eq!(kings.map(|r| r.piece), Some(engine::Piece::King));
    }

    /// Polls a job until it ends (a minute at most).
    fn finish<T>(job: &mut Job<T>) -> Outcome<T> {
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if let Some(outcome) = job.poll() {
                return outcome;
            }
            thread::sleep(Duration::from_millis(2));
        }
        panic!("the job did not end in time");
    }

    /// Polls a stream until it ends: its items and its end.
    fn drain<T>(stream: &mut Stream<T>) -> (Vec<T>, Outcome<()>) {
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut items = Vec::new();
        while Instant::now() < deadline {
            let polled = stream.poll();
            items.extend(polled.items);
            if let Some(end) = polled.end {
                return (items, end);
            }
            thread::sleep(Duration::from_millis(2));
        }
        panic!("the stream did not end in time");
    }

    #[test]
    fn an_in_order_stream_moves_a_slice_at_each_turn_and_leaves_when_dropped() {
        let mut worker = Worker::in_order(Arc::new(|| {}));
        let mut stream = worker.slices(tasks::enumeration(12, Rules::QUEENS, Filter::All, None));
        // Nothing runs between turns.
        assert!(stream.poll().items.is_empty());
        let mut catalog = Catalog::mirror(12, Rules::QUEENS, Filter::All);
        let mut turns = 0;
        let end = loop {
            worker.turn();
            turns += 1;
            let polled = stream.poll();
            for chunk in polled.items {
                catalog.apply(chunk).unwrap();
            }
            if let Some(end) = polled.end {
                break end;
            }
            assert!(turns < 10_000, "the listing of 12 did not end");
        };
        assert_eq!(end, Outcome::Done(()));
        assert_eq!(catalog.len(), 14_200);
        assert!(worker.queued.is_empty());
        // A listing that never ends here leaves at the turn after its
        // handle is dropped.
        let endless = worker.slices(tasks::enumeration(20, Rules::QUEENS, Filter::All, None));
        worker.turn();
        assert_eq!(worker.queued.len(), 1);
        drop(endless);
        worker.turn();
        assert!(worker.queued.is_empty());
    }

    #[test]
    fn a_stream_brings_a_complete_catalog_in_order() {
        let mut stream = worker().slices(tasks::enumeration(10, Rules::QUEENS, Filter::All, None));
        let (chunks, end): (Vec<CatalogChunk>, _) = drain(&mut stream);
        assert_eq!(end, Outcome::Done(()));
        assert!(stream.ended());
        let mut catalog = Catalog::mirror(10, Rules::QUEENS, Filter::All);
        for chunk in chunks {
            catalog.apply(chunk).unwrap();
        }
        assert!(catalog.is_complete());
        assert_eq!(catalog.len(), 724);
        // Once ended, a stream brings nothing more.
        let again = stream.poll();
        assert!(again.items.is_empty() && again.end.is_none());
    }

    #[test]
    fn a_count_reports_progress_then_its_result_once() {
        let mut job = worker().job(|task| tasks::count(13, Rules::QUEENS, task));
        assert_eq!(
            finish(&mut job),
            Outcome::Done(Counts {
                n: 13,
                total: 73_712,
                fundamental: Some(9_233),
                nodes: None,
            })
        );
        assert_eq!(job.progress(), 1.0);
        assert_eq!(job.poll(), None);
    }

    #[test]
    fn cancelling_or_dropping_a_handle_stops_its_work_promptly() {
        let mut w = worker();
        let mut listing = w.slices(tasks::enumeration(18, Rules::QUEENS, Filter::All, None));
        thread::sleep(Duration::from_millis(50));
        let asked = Instant::now();
        listing.cancel();
        let (_, end) = drain(&mut listing);
        assert_eq!(end, Outcome::Cancelled);
        assert!(asked.elapsed() < Duration::from_secs(2));
        let mut counting = w.job(|task| tasks::count(20, Rules::QUEENS, task));
        thread::sleep(Duration::from_millis(50));
        counting.cancel();
        assert_eq!(finish(&mut counting), Outcome::Cancelled);
        // A dropped handle raises the flag the task watches.
        let seen = Arc::new(AtomicBool::new(false));
        let flag = seen.clone();
        let job = w.job(move |task| {
            while !task.cancelled() {
                thread::sleep(Duration::from_millis(1));
            }
            flag.store(true, Ordering::Relaxed);
            Err::<(), _>(TaskError::Cancelled)
        });
        thread::sleep(Duration::from_millis(20));
        drop(job);
        let deadline = Instant::now() + Duration::from_secs(5);
        while !seen.load(Ordering::Relaxed) {
            assert!(Instant::now() < deadline, "the task never saw the drop");
            thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn a_failure_is_an_outcome_even_when_the_task_panics() {
        let mut w = worker();
        let mut failing = w.job(|_| Err::<u8, _>(TaskError::Failed("no such board".into())));
        assert_eq!(
            finish(&mut failing),
            Outcome::Failed("no such board".into())
        );
        let mut panicking = w.job(|_| -> Result<u8, TaskError> { panic!("a bug") });
        assert!(matches!(finish(&mut panicking), Outcome::Failed(_)));
        let mut opening =
            w.job(|task| tasks::open(std::path::Path::new("/no/such/board.txt"), None, task));
        let Outcome::Done(Err(tasks::Unread::File(why))) = finish(&mut opening) else {
            panic!("opened a missing file")
        };
        assert!(why.to_string().contains("No such file"), "{why}");
    }

    #[test]
    fn lookups_find_solutions_and_their_numbers() {
        let catalog = Catalog::build(8, Rules::QUEENS, Filter::All).unwrap();
        let mut w = worker();
        let plan = catalog.plan_range(90, 5).unwrap();
        let mut job = w.job(move |task| tasks::lookup(&plan, task));
        let Outcome::Done(found) = finish(&mut job) else {
            panic!("no lookup")
        };
        assert_eq!(found.len(), 3);
        assert_eq!(found[2], vec![7, 3, 0, 2, 5, 1, 6, 4]);
        let plans = vec![
            catalog.plan_index(&[7, 3, 0, 2, 5, 1, 6, 4]),
            catalog.plan_index(&[0, 1, 2, 3, 4, 5, 6, 7]),
        ];
        let mut job = w.job(move |task| tasks::locate(&plans, task));
        assert_eq!(finish(&mut job), Outcome::Done(vec![Some(92), None]));
    }

    #[test]
    fn a_saved_board_answers_its_path_and_reads_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.txt");
        let board = engine::construct(8, crate::engine::Rules::QUEENS).unwrap();
        let expected = board.clone();
        let target = path.clone();
        let mut job = worker().job(move |task| {
            tasks::save_board(
                &board,
                target,
                BoardFormat::Text,
                &ImageOptions::default(),
                task,
            )
        });
        assert_eq!(finish(&mut job), Outcome::Done(path.clone()));
        let read = crate::formats::open_board(
            crate::formats::Input::File(&path),
            crate::formats::Reading::default(),
        )
        .unwrap();
        assert_eq!(read.to_board(), Some(expected));
        // A folder that is not there: a failure naming it.
        let nowhere = PathBuf::from("/no/such/folder/x.txt");
        let board = engine::construct(8, crate::engine::Rules::QUEENS).unwrap();
        let mut job = worker().job(move |task| {
            tasks::save_board(
                &board,
                nowhere,
                BoardFormat::Text,
                &ImageOptions::default(),
                task,
            )
        });
        let Outcome::Failed(why) = finish(&mut job) else {
            panic!("saved into a missing folder")
        };
        assert!(why.contains("/no/such/folder"), "{why}");
    }
}
