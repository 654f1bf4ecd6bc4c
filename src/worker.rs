//! The solver side of the app: every search runs here, off the UI thread.
//! Jobs go in, events come out over a channel, each tagged with its
//! generation; the [`Handle`] of a job stops it when dropped.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::catalog::{
    Cancelled, CatalogBuilder, CatalogChunk, Filter, IndexPlan, RangePlan, default_stride,
};
use crate::engine::{
    self, Board, Completion, Constraints, Control, Counts, EngineError, Placement, Square, Step,
    Survey, Trace, Verdict,
};
use crate::formats::{self, BoardFormat, ImageOptions, ListFormat, WriteError};
use crate::scene::{Scene, SceneOptions, Shape};

/// Which request an event answers. Events of a generation the app no longer
/// waits for are dropped unread.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Generation(u64);

/// Work for the solver.
#[derive(Debug, Clone, PartialEq)]
pub enum Job {
    /// Number the solutions of n that pass the filter (and keep the pins
    /// and blocks, if any), streaming chunks.
    Enumerate {
        n: usize,
        filter: Filter,
        only: Option<Arc<Constraints>>,
    },
    /// The heatmap tallies and the statistics of n, under constraints.
    Survey {
        n: usize,
        only: Arc<Constraints>,
    },
    /// How long counting n would take here (a random-probe estimate of the
    /// search and a short timed run).
    Forecast {
        n: usize,
    },
    /// The number of solutions of n that keep the pins and blocks.
    CountKept {
        n: usize,
        only: Arc<Constraints>,
    },
    /// Which pin or block to drop so that some solution is left: the first
    /// whose removal leaves one (by [`Constraints::without`]'s numbering).
    Relax {
        n: usize,
        only: Arc<Constraints>,
    },
    /// Save a picture (a heatmap, a chart) as PNG or SVG, or bytes (CSV).
    SavePicture {
        scene: Arc<Scene>,
        n: usize,
        size: u32,
        path: PathBuf,
        format: BoardFormat,
    },
    SaveBytes {
        bytes: Arc<Vec<u8>>,
        path: PathBuf,
    },
    /// Count all and fundamental solutions of n.
    Count {
        n: usize,
    },
    /// Save one board to a file, atomically.
    SaveBoard {
        board: Arc<Board>,
        path: PathBuf,
        format: BoardFormat,
        image: ImageOptions,
    },
    /// The textbook search of n, step by step (at most `limit` steps).
    Trace {
        n: usize,
        limit: usize,
    },
    /// Fill the empty rows of a board, or prove it cannot be done (and
    /// find the queen to move).
    Complete {
        board: Board,
    },
    /// Another solution of n by seeded local search.
    Shuffle {
        n: usize,
        seed: u64,
    },
    /// One solution of n by the explicit formula (O(n), but 10 million rows
    /// take longer than a frame).
    Construct {
        n: usize,
    },
    /// The grid of dots of a big board's window (O(rows in view)).
    Dots {
        board: Arc<Board>,
        options: SceneOptions,
    },
    /// Read a board file (up to hundreds of MB: not for the UI thread).
    Open(PathBuf),
    /// Read a board from text (pasted or dropped).
    Parse(String),
    /// Solutions of a catalog by number (a walk from a checkpoint).
    Lookup(RangePlan),
    /// The numbers of solutions in a catalog.
    Locate(Vec<IndexPlan>),
    /// Write every solution of n that passes the filter to one file,
    /// atomically; `expected` (the number there will be, when known) drives
    /// the progress.
    ExportAll {
        n: usize,
        filter: Filter,
        format: ListFormat,
        path: PathBuf,
        expected: Option<u64>,
    },
}

/// What a job reports.
#[derive(Debug, Clone, PartialEq)]
pub enum EventKind {
    /// More solutions, in order; the last chunk says it is complete.
    Chunk(CatalogChunk),
    /// Fraction of a count done.
    Progress(f64),
    Counted(Counts),
    /// What a [`Job::Survey`] found.
    Surveyed(Arc<Survey>),
    /// What a [`Job::Forecast`] found.
    Forecast(Duration),
    /// A number: the count of a [`Job::CountKept`].
    Number(u64),
    /// The answer of a [`Job::Relax`]: the constraint to drop, if one does.
    Relaxed(Option<usize>),
    /// The grid a [`Job::Dots`] built.
    Dots(Shape),
    /// The board a [`Job::Open`] or [`Job::Parse`] read, checked.
    Opened(Opened),
    /// The column lists a [`Job::Lookup`] asked for.
    Found(Vec<Vec<u32>>),
    /// The numbers a [`Job::Locate`] asked for, in its order.
    Located(Vec<Option<u64>>),
    /// A file was written completely.
    Saved(PathBuf),
    /// More steps of a trace; `done` when the search (or the limit) ended.
    Steps {
        steps: Vec<Step>,
        done: bool,
    },
    /// A completion, and for an impossible one the queen to move, if any.
    Completed {
        completion: Completion,
        queen_to_move: Option<Square>,
    },
    /// A board built or found by local search, and whether it is a
    /// solution (checked here: ten million rows take a while).
    Board {
        board: Board,
        solution: bool,
    },
    Cancelled,
    Failed(String),
}

/// A board read from outside, checked here: ten million rows take longer
/// than a frame.
#[derive(Debug, Clone, PartialEq)]
pub struct Opened {
    /// The board, when no row holds two queens (the app's board holds one
    /// per row).
    pub board: Option<Board>,
    /// The first row that holds more than one queen.
    pub crowded_row: Option<usize>,
    pub verdict: Verdict,
}

impl Opened {
    fn of(placement: &Placement) -> Opened {
        Opened {
            board: placement.to_board(),
            crowded_row: placement.crowded_row(),
            verdict: placement.check(0),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub generation: Generation,
    pub kind: EventKind,
}

/// Called after each batch of events, to wake the UI (egui's
/// `request_repaint` in the app).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// One running job, held by whatever started it. Dropping the handle stops
/// the job (within milliseconds), so a job lives exactly as long as its
/// owner wants its events; events of a dropped handle are ignored.
#[derive(Debug)]
pub struct Handle {
    generation: Generation,
    cancel: Arc<AtomicBool>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Handle {
    pub fn generation(&self) -> Generation {
        self.generation
    }

    /// Whether the event comes from this job.
    pub fn owns(&self, event: &Event) -> bool {
        event.generation == self.generation
    }

    /// Asks the job to stop; its last event will be
    /// [`EventKind::Cancelled`] (unless it had finished).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Waits for the job's thread to end, at most `timeout`, without
    /// stopping it. Returns whether it ended.
    pub fn wait(&mut self, timeout: Duration) -> bool {
        let Some(thread) = self.thread.take() else {
            return true;
        };
        let deadline = Instant::now() + timeout;
        while !thread.is_finished() {
            if Instant::now() >= deadline {
                self.thread = Some(thread);
                return false;
            }
            thread::sleep(Duration::from_millis(5));
        }
        thread.join().is_ok()
    }

    /// Stops the job and waits for its thread to end, at most `timeout`, so
    /// that what it was writing is cleaned up before the process exits.
    pub fn stop_and_wait(mut self, timeout: Duration) -> bool {
        self.cancel();
        self.wait(timeout)
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// Starts jobs and hands out their events. Each job runs on its own thread;
/// the [`Handle`] it returns stops it when dropped.
pub struct Worker {
    events_tx: Sender<Event>,
    events_rx: Receiver<Event>,
    next: u64,
    waker: Waker,
}

/// Time a chunk of enumeration aims for: short enough that the browser fills
/// smoothly, long enough that channel traffic stays negligible.
const CHUNK_TIME: Duration = Duration::from_millis(40);

impl Worker {
    pub fn new(waker: Waker) -> Self {
        let (events_tx, events_rx) = channel();
        Worker {
            events_tx,
            events_rx,
            next: 0,
            waker,
        }
    }

    /// Starts a job on a thread of its own.
    pub fn start(&mut self, job: Job) -> Handle {
        self.next += 1;
        let generation = Generation(self.next);
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let events = self.events_tx.clone();
        let waker = self.waker.clone();
        let spawned = thread::Builder::new()
            .name(format!("nqueens-job-{}", generation.0))
            .spawn(move || {
                let send = |kind: EventKind| {
                    let ok = events.send(Event { generation, kind }).is_ok();
                    waker();
                    ok
                };
                run_job(job, &flag, &send);
            });
        let thread = match spawned {
            Ok(thread) => Some(thread),
            Err(e) => {
                let _ = self.events_tx.send(Event {
                    generation,
                    kind: EventKind::Failed(format!("could not start a solver thread: {e}")),
                });
                None
            }
        };
        Handle {
            generation,
            cancel,
            thread,
        }
    }

    /// Every event that has arrived, without waiting.
    pub fn drain(&self) -> Vec<Event> {
        self.events_rx.try_iter().collect()
    }
}

fn run_job(job: Job, cancel: &AtomicBool, send: &(dyn Fn(EventKind) -> bool + Sync)) {
    match job {
        Job::Enumerate { n, filter, only } => enumerate(n, filter, only, cancel, send),
        Job::Survey { n, only } => {
            let progress = throttled(send);
            let control = Control {
                cancel: Some(cancel),
                progress: Some(&progress),
                threads: None,
            };
            send(match engine::survey(n, &only, control) {
                Ok(survey) => EventKind::Surveyed(Arc::new(survey)),
                Err(EngineError::Cancelled) => EventKind::Cancelled,
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::Forecast { n } => {
            let control = Control {
                cancel: Some(cancel),
                ..Control::default()
            };
            send(match engine::forecast(n, engine::Work::Count, control) {
                Ok(time) => EventKind::Forecast(time),
                Err(EngineError::Cancelled) => EventKind::Cancelled,
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::CountKept { n, only } => {
            let control = Control {
                cancel: Some(cancel),
                ..Control::default()
            };
            send(match engine::count_constrained(n, &only, control) {
                Ok(count) => EventKind::Number(count),
                Err(EngineError::Cancelled) => EventKind::Cancelled,
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::Relax { n, only } => {
            let control = Control {
                cancel: Some(cancel),
                ..Control::default()
            };
            let mut answer = Ok(None);
            for i in 0..only.len() {
                match engine::any_solution(n, &only.without(i), control) {
                    Ok(true) => {
                        answer = Ok(Some(i));
                        break;
                    }
                    Ok(false) => {}
                    Err(e) => {
                        answer = Err(e);
                        break;
                    }
                }
            }
            send(match answer {
                Ok(i) => EventKind::Relaxed(i),
                Err(EngineError::Cancelled) => EventKind::Cancelled,
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::SavePicture {
            scene,
            n,
            size,
            path,
            format,
        } => {
            send(match formats::save_scene(&scene, n, size, &path, format) {
                Ok(()) => EventKind::Saved(path),
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::SaveBytes { bytes, path } => {
            send(match formats::save_bytes(&path, &bytes) {
                Ok(()) => EventKind::Saved(path),
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::Count { n } => {
            // Progress is sent at most once per percent.
            let progress = throttled(send);
            let control = Control {
                cancel: Some(cancel),
                progress: Some(&progress),
                threads: None,
            };
            send(match engine::count(n, control) {
                Ok(counts) => EventKind::Counted(counts),
                Err(EngineError::Cancelled) => EventKind::Cancelled,
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::SaveBoard {
            board,
            path,
            format,
            image,
        } => {
            send(match formats::save_board(&board, &path, format, &image) {
                Ok(()) => EventKind::Saved(path),
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::ExportAll {
            n,
            filter,
            format,
            path,
            expected,
        } => export_all((n, filter, format, path, expected), cancel, send),
        Job::Trace { n, limit } => trace(n, limit, cancel, send),
        Job::Dots { board, options } => {
            let scene = Scene::of(&board, &options);
            let dots = scene
                .shapes
                .into_iter()
                .find(|s| matches!(s, Shape::Dots { .. }));
            send(match dots {
                Some(dots) => EventKind::Dots(dots),
                None => EventKind::Failed("the view holds no grid of dots".into()),
            });
        }
        Job::Open(path) => {
            send(match formats::open_board(&path) {
                Ok(placement) => EventKind::Opened(Opened::of(&placement)),
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::Parse(text) => {
            send(match formats::read_board(&text) {
                Ok(placement) => EventKind::Opened(Opened::of(&placement)),
                Err(e) => EventKind::Failed(format!("The pasted text is not a board: {e}")),
            });
        }
        Job::Lookup(plan) => {
            send(match plan.run(Some(cancel)) {
                Ok(found) => EventKind::Found(found),
                Err(Cancelled) => EventKind::Cancelled,
            });
        }
        Job::Locate(plans) => {
            let numbers: Result<Vec<Option<u64>>, Cancelled> =
                plans.iter().map(|plan| plan.run(Some(cancel))).collect();
            send(match numbers {
                Ok(numbers) => EventKind::Located(numbers),
                Err(Cancelled) => EventKind::Cancelled,
            });
        }
        Job::Complete { board } => {
            let result = engine::complete(&board, Some(cancel)).and_then(|completion| {
                let queen_to_move = match completion {
                    Completion::Impossible => engine::queen_to_move(&board, Some(cancel))?,
                    _ => None,
                };
                Ok((completion, queen_to_move))
            });
            send(match result {
                Ok((completion, queen_to_move)) => EventKind::Completed {
                    completion,
                    queen_to_move,
                },
                Err(EngineError::Cancelled) => EventKind::Cancelled,
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::Construct { n } => {
            send(match engine::construct(n) {
                Ok(board) => EventKind::Board {
                    solution: board.is_solution(),
                    board,
                },
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
        Job::Shuffle { n, seed } => {
            send(match engine::shuffled(n, seed, Some(cancel)) {
                Ok(board) => EventKind::Board {
                    solution: board.is_solution(),
                    board,
                },
                Err(EngineError::Cancelled) => EventKind::Cancelled,
                Err(e) => EventKind::Failed(e.to_string()),
            });
        }
    }
}

fn trace(n: usize, limit: usize, cancel: &AtomicBool, send: &(dyn Fn(EventKind) -> bool + Sync)) {
    let mut trace = match Trace::new(n) {
        Ok(t) => t,
        Err(e) => {
            send(EventKind::Failed(e.to_string()));
            return;
        }
    };
    let mut sent = 0usize;
    loop {
        if cancel.load(Ordering::Relaxed) {
            send(EventKind::Cancelled);
            return;
        }
        let steps: Vec<Step> = trace.by_ref().take(TRACE_CHUNK.min(limit - sent)).collect();
        sent += steps.len();
        let done = steps.len() < TRACE_CHUNK || sent >= limit;
        if !send(EventKind::Steps { steps, done }) || done {
            return;
        }
    }
}

/// Steps of a trace per event.
const TRACE_CHUNK: usize = 20_000;

fn export_all(
    (n, filter, format, path, expected): (usize, Filter, ListFormat, PathBuf, Option<u64>),
    cancel: &AtomicBool,
    send: &(dyn Fn(EventKind) -> bool + Sync),
) {
    let mut last_percent = -1i64;
    let written = formats::write_atomic(&path, |out| {
        formats::write_all_solutions(n, filter, format, out, Some(cancel), &mut |done| {
            if let Some(total) = expected.filter(|&t| t > 0) {
                let percent = (done * 100 / total) as i64;
                if percent > last_percent {
                    last_percent = percent;
                    send(EventKind::Progress(done as f64 / total as f64));
                }
            }
        })
        .map(drop)
    });
    send(match written {
        Ok(()) => EventKind::Saved(path),
        Err(WriteError::Cancelled { .. }) => EventKind::Cancelled,
        Err(e) => EventKind::Failed(e.to_string()),
    });
}

/// A progress callback that sends at most one event a percent.
fn throttled(send: &(dyn Fn(EventKind) -> bool + Sync)) -> impl Fn(f64) + Sync + '_ {
    let last_percent = Mutex::new(-1i64);
    move |fraction: f64| {
        let percent = (fraction * 100.0) as i64;
        if let Ok(mut last) = last_percent.lock()
            && percent > *last
        {
            *last = percent;
            send(EventKind::Progress(fraction));
        }
    }
}

fn enumerate(
    n: usize,
    filter: Filter,
    only: Option<Arc<Constraints>>,
    cancel: &AtomicBool,
    send: &(dyn Fn(EventKind) -> bool + Sync),
) {
    let mut builder = match CatalogBuilder::new(n, filter, default_stride(filter)) {
        Ok(b) => b.keeping(only),
        Err(e) => {
            send(EventKind::Failed(e.to_string()));
            return;
        }
    };
    // Each chunk is what about CHUNK_TIME of search found, none included.
    loop {
        if cancel.load(Ordering::Relaxed) {
            send(EventKind::Cancelled);
            return;
        }
        let chunk = builder.next_chunk_until(u64::MAX, Some(Instant::now() + CHUNK_TIME));
        let complete = chunk.complete;
        if !send(EventKind::Chunk(chunk)) || complete {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;

    fn wait_for(
        worker: &Worker,
        handle: &Handle,
        mut until: impl FnMut(&EventKind) -> bool,
    ) -> Vec<EventKind> {
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            for event in worker.drain() {
                assert!(handle.owns(&event));
                let stop = until(&event.kind);
                seen.push(event.kind);
                if stop {
                    return seen;
                }
            }
            thread::sleep(Duration::from_millis(2));
        }
        panic!("no final event in time: {seen:?}");
    }

    #[test]
    fn enumeration_streams_a_complete_catalog() {
        let mut worker = Worker::new(Arc::new(|| {}));
        let handle = worker.start(Job::Enumerate {
            only: None,
            n: 10,
            filter: Filter::All,
        });
        let events = wait_for(
            &worker,
            &handle,
            |k| matches!(k, EventKind::Chunk(c) if c.complete),
        );
        let mut catalog = Catalog::mirror(10, Filter::All, default_stride(Filter::All));
        for event in events {
            let EventKind::Chunk(chunk) = event else {
                panic!("unexpected {event:?}")
            };
            catalog.apply(chunk).unwrap();
        }
        assert!(catalog.is_complete());
        assert_eq!(catalog.len(), 724);
    }

    #[test]
    fn count_reports_progress_then_counts() {
        let mut worker = Worker::new(Arc::new(|| {}));
        let handle = worker.start(Job::Count { n: 9 });
        let events = wait_for(&worker, &handle, |k| !matches!(k, EventKind::Progress(_)));
        assert_eq!(
            events.last(),
            Some(&EventKind::Counted(Counts {
                n: 9,
                total: 352,
                fundamental: 46
            }))
        );
        assert!(events.iter().any(|e| matches!(e, EventKind::Progress(_))));
    }

    #[test]
    fn a_cancelled_search_says_so_promptly() {
        let mut worker = Worker::new(Arc::new(|| {}));
        let handle = worker.start(Job::Enumerate {
            only: None,
            n: 18,
            filter: Filter::All,
        });
        thread::sleep(Duration::from_millis(50));
        let asked = Instant::now();
        handle.cancel();
        wait_for(&worker, &handle, |k| matches!(k, EventKind::Cancelled));
        assert!(asked.elapsed() < Duration::from_secs(2));
        let counting = worker.start(Job::Count { n: 20 });
        thread::sleep(Duration::from_millis(50));
        counting.cancel();
        wait_for(&worker, &counting, |k| matches!(k, EventKind::Cancelled));
    }

    #[test]
    fn dropping_a_handle_stops_its_job() {
        let mut worker = Worker::new(Arc::new(|| {}));
        let handle = worker.start(Job::Count { n: 22 });
        let generation = handle.generation();
        thread::sleep(Duration::from_millis(30));
        drop(handle);
        let deadline = Instant::now() + Duration::from_secs(5);
        let mut last = None;
        while Instant::now() < deadline && last != Some(EventKind::Cancelled) {
            for event in worker.drain() {
                assert_eq!(event.generation, generation);
                last = Some(event.kind);
            }
            thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(last, Some(EventKind::Cancelled));
    }

    #[test]
    fn lookups_run_on_the_worker_and_stop_when_dropped() {
        let catalog = Catalog::build(8, Filter::All).unwrap();
        let mut worker = Worker::new(Arc::new(|| {}));
        let plan = catalog.plan_range(90, 5).unwrap();
        let handle = worker.start(Job::Lookup(plan));
        let events = wait_for(&worker, &handle, |_| true);
        let EventKind::Found(found) = &events[0] else {
            panic!("{events:?}")
        };
        assert_eq!(found.len(), 3);
        assert_eq!(found[2], vec![7, 3, 0, 2, 5, 1, 6, 4]);
        let plans = vec![
            catalog.plan_index(&[7, 3, 0, 2, 5, 1, 6, 4]),
            catalog.plan_index(&[0, 1, 2, 3, 4, 5, 6, 7]),
        ];
        let handle = worker.start(Job::Locate(plans));
        let events = wait_for(&worker, &handle, |_| true);
        assert_eq!(events[0], EventKind::Located(vec![Some(92), None]));
    }
}

#[cfg(test)]
mod file_tests {
    use super::*;

    #[test]
    fn save_board_job_reports_saved() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.txt");
        let mut worker = Worker::new(Arc::new(|| {}));
        let handle = worker.start(Job::SaveBoard {
            board: Arc::new(engine::construct(8).unwrap()),
            path: path.clone(),
            format: BoardFormat::Text,
            image: ImageOptions::default(),
        });
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut seen = Vec::new();
        while Instant::now() < deadline && seen.is_empty() {
            seen.extend(worker.drain());
            thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(
            seen,
            vec![Event {
                generation: handle.generation(),
                kind: EventKind::Saved(path)
            }]
        );
    }
}
