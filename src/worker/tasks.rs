//! The work of the app's tasks, one plain function each: what goes in are
//! its arguments, what comes out its return type. The one-shot tasks are
//! declared in [`super::requests`] (which calls these) and started by
//! [`super::Worker::run`]; the streams are declared here, by their state
//! and their slice, and started by [`super::Worker::slices`] or
//! [`super::Worker::steps`].

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use web_time::Instant;

use super::{Task, TaskError};
use crate::catalog::{CatalogBuilder, CatalogChunk, Filter, IndexPlan, RangePlan, default_stride};
use crate::engine::{
    self, Board, Completion, Constraints, Counts, Placement, Square, Step, Survey, Trace, Verdict,
};
use crate::formats::{self, BoardFormat, ImageOptions, ListFormat};
use crate::scene::{Scene, SceneOptions, Shape};

/// Time a chunk of enumeration aims for: short enough that the browser fills
/// smoothly, long enough that channel traffic stays negligible.
const CHUNK_TIME: Duration = Duration::from_millis(40);

/// Steps of a trace per item.
const TRACE_CHUNK: usize = 20_000;

/// The state of a listing between its slices.
pub type Enumeration = CatalogBuilder;

/// Starts numbering the solutions of n under `rules` that pass the filter (and keep the
/// pins and blocks, if any), for [`enumerate_slice`].
pub fn enumeration(
    n: usize,
    rules: engine::Rules,
    filter: Filter,
    only: Option<Arc<Constraints>>,
) -> Result<Enumeration, TaskError> {
    Ok(CatalogBuilder::new(n, rules, filter, default_stride(filter))?.keeping(only))
}

impl super::Sliced for Enumeration {
    type Item = CatalogChunk;

    /// Numbers the next solutions, for about a slice's time, and emits
    /// them as a chunk; answers whether the listing has ended.
    fn slice(
        &mut self,
        task: &Task<'_>,
        emit: &dyn Fn(CatalogChunk) -> bool,
    ) -> Result<bool, TaskError> {
        if task.cancelled() {
            return Err(TaskError::Cancelled);
        }
        let slice = crate::platform::SLICE_TIME.min(CHUNK_TIME);
        let chunk = self.next_chunk_until(u64::MAX, Some(Instant::now() + slice));
        let complete = chunk.complete;
        Ok(!emit(chunk) || complete)
    }
}

/// The textbook search of n between its slices: the search and the steps
/// sent so far.
pub struct Tracing {
    trace: Trace,
    sent: usize,
    limit: usize,
}

/// Starts the textbook search of n under `rules`, at most `limit` steps,
/// a slice of steps at a time.
pub fn tracing(n: usize, rules: engine::Rules, limit: usize) -> Result<Tracing, TaskError> {
    Ok(Tracing {
        trace: Trace::under(n, rules)?,
        sent: 0,
        limit,
    })
}

impl super::Sliced for Tracing {
    type Item = (Vec<Step>, bool);

    /// The next chunk of the search's steps; the last chunk comes with
    /// `true`. Answers whether the search has ended.
    fn slice(
        &mut self,
        task: &Task<'_>,
        emit: &dyn Fn((Vec<Step>, bool)) -> bool,
    ) -> Result<bool, TaskError> {
        if task.cancelled() {
            return Err(TaskError::Cancelled);
        }
        let steps: Vec<Step> = self
            .trace
            .by_ref()
            .take(TRACE_CHUNK.min(self.limit - self.sent))
            .collect();
        self.sent += steps.len();
        let done = steps.len() < TRACE_CHUNK || self.sent >= self.limit;
        Ok(!emit((steps, done)) || done)
    }
}

/// The search of n as a mistaken program runs it, at most `limit` steps,
/// in chunks as [`Tracing`]'s.
pub struct MistakeTrace {
    pub n: usize,
    pub mistake: crate::textbook::Mistake,
    pub limit: usize,
}

impl super::Stepped for MistakeTrace {
    type Item = (Vec<Step>, bool);

    fn run(
        self,
        task: &Task<'_>,
        emit: &dyn Fn((Vec<Step>, bool)) -> bool,
    ) -> Result<(), TaskError> {
        mistake_trace(self.n, self.mistake, self.limit, task, emit)
    }
}

fn mistake_trace(
    n: usize,
    mistake: crate::textbook::Mistake,
    limit: usize,
    task: &Task<'_>,
    emit: &dyn Fn((Vec<Step>, bool)) -> bool,
) -> Result<(), TaskError> {
    let mut buffer = Vec::with_capacity(TRACE_CHUNK);
    let mut sent = 0usize;
    let mut open = true;
    mistake.run(n, &mut |step| {
        if task.cancelled() {
            return false;
        }
        buffer.push(step);
        if buffer.len() == TRACE_CHUNK.min(limit - sent) {
            sent += buffer.len();
            let done = sent >= limit;
            if !emit((std::mem::take(&mut buffer), done)) || done {
                open = false;
                return false;
            }
        }
        true
    });
    if task.cancelled() {
        return Err(TaskError::Cancelled);
    }
    if open {
        emit((buffer, true));
    }
    Ok(())
}

/// What a mistaken program returns for n, against the truth.
pub fn mistake_verdict(
    n: usize,
    mistake: crate::textbook::Mistake,
) -> Result<crate::textbook::MistakeVerdict, TaskError> {
    Ok(mistake.verdict(n))
}

/// Counts all and fundamental solutions of n under the rules (and, under
/// rules other than the queens', the search's nodes).
pub fn count(n: usize, rules: engine::Rules, task: &Task<'_>) -> Result<Counts, TaskError> {
    Ok(engine::count(
        &engine::Problem::new(n, rules)?,
        true,
        &task.control(),
    )?)
}

/// Part `index` (from 0) of `parts` of the count of n under `rules`, as
/// its result line.
pub fn count_part(
    n: usize,
    rules: engine::Rules,
    index: u64,
    parts: u64,
    task: &Task<'_>,
) -> Result<String, TaskError> {
    let problem = engine::Problem::new(n, rules)?;
    Ok(engine::count_part(&problem, index, parts, task.control())?.to_string())
}

/// The heatmap tallies and the statistics of n under the rules: the
/// classic queens' own survey (which keeps constraints), or the rule's
/// search (which has none).
pub fn survey(problem: &engine::Problem, task: &Task<'_>) -> Result<Survey, TaskError> {
    Ok(engine::survey(problem, task.control())?)
}

/// How long `work` on n under `rules` would take here: a count (the
/// count panel, About this n), or a pass over the whole search tree
/// (`Work::Stats`: the heatmap, the statistics, a count under pins).
pub fn forecast(
    n: usize,
    rules: engine::Rules,
    work: engine::Work,
    task: &Task<'_>,
) -> Result<Duration, TaskError> {
    Ok(engine::forecast(n, rules, work, task.quiet())?)
}

/// The number of solutions of n under `rules` that keep the pins and
/// blocks, by the kernel the engine's table chooses.
pub fn count_kept(problem: &engine::Problem, task: &Task<'_>) -> Result<u64, TaskError> {
    Ok(engine::count(problem, false, &task.quiet())?.total)
}

/// Which pin or block to drop so that some solution is left: the first
/// whose removal leaves one (by [`Constraints::without`]'s numbering).
pub fn relax(problem: &engine::Problem, task: &Task<'_>) -> Result<Option<usize>, TaskError> {
    let control = task.quiet();
    let only = problem.constraints();
    for i in 0..only.len() {
        let relaxed = problem
            .clone()
            .with_constraints(only.without(i))
            .map_err(engine::EngineError::from)?;
        if relaxed.count(1, &control)? > 0 {
            return Ok(Some(i));
        }
    }
    Ok(None)
}

/// Fills the empty rows of a board, or proves it cannot be done (and finds
/// the queen to move).
pub fn complete(board: &Board, task: &Task<'_>) -> Result<Completed, TaskError> {
    let completion = engine::complete(board, task.control())?;
    let queen_to_move = match completion {
        Completion::Impossible => engine::queen_to_move(board, task.control())?,
        _ => None,
    };
    Ok(Completed {
        completion,
        queen_to_move,
    })
}

/// A completion, and for an impossible one the queen to move, if any.
#[derive(Debug, Clone, PartialEq)]
pub struct Completed {
    pub completion: Completion,
    pub queen_to_move: Option<Square>,
}

/// A board built or found by local search, and whether it is a solution
/// (checked here: ten million rows take a while).
#[derive(Debug, Clone, PartialEq)]
pub struct Built {
    pub board: Board,
    pub solution: bool,
}

/// One solution of n by the explicit formula.
pub fn construct(n: usize) -> Result<Built, TaskError> {
    let board = engine::construct(n, engine::Rules::QUEENS)?;
    Ok(Built {
        solution: board.is_solution(),
        board,
    })
}

/// Another solution of n by seeded local search.
pub fn shuffle(n: usize, seed: u64, task: &Task<'_>) -> Result<Built, TaskError> {
    let board = engine::shuffled(n, seed, task.control())?;
    Ok(Built {
        solution: board.is_solution(),
        board,
    })
}

/// The grid of dots of a big board's window (O(rows in view)).
pub fn dots(board: &Board, options: &SceneOptions) -> Result<Shape, TaskError> {
    Scene::of(board, options)
        .shapes
        .into_iter()
        .find(|s| matches!(s, Shape::Dots { .. }))
        .ok_or_else(|| TaskError::Failed("the view holds no grid of dots".into()))
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
    /// The rules a RON board records, when it records other rules than
    /// the classic queens'.
    pub rules: Option<engine::Rules>,
}

impl Opened {
    fn of(placement: &Placement) -> Opened {
        Opened {
            board: placement.to_board(),
            crowded_row: placement.crowded_row(),
            verdict: placement.check(0),
            rules: None,
        }
    }

    /// With the rules the board records, if it records any.
    fn with_rules(self, rules: Option<engine::Rules>) -> Opened {
        Opened { rules, ..self }
    }
}

/// A board that did not read, as data: the window says why in the
/// person's language (a task's thread does not know it).
#[derive(Debug)]
pub enum Unread {
    /// A file that could not be opened, read or parsed.
    File(formats::OpenError),
    /// Pasted or dropped text, and where it stops being a board.
    Text(formats::ParseError),
}

/// A board read, or why not.
pub type Read = Result<Opened, Unread>;

/// Reads a board file (up to hundreds of MB); a text board of fewer rows
/// than columns only when it is `columns` wide (RON says its own width).
pub fn open(path: &Path, columns: Option<usize>, task: &Task<'_>) -> Result<Read, TaskError> {
    let reading = formats::Reading {
        columns,
        control: task.control(),
        ..formats::Reading::default()
    };
    match formats::open_board(formats::Input::File(path), reading) {
        // A small RON file may record other rules than the queens'.
        Ok(placement) => Ok(Ok(Opened::of(&placement)
            .with_rules(recorded(formats::board_rules(formats::Input::File(path)))))),
        Err(formats::OpenError::Cancelled { .. }) => Err(TaskError::Cancelled),
        Err(e) => Ok(Err(Unread::File(e))),
    }
}

/// Reads a board from text (pasted or dropped), as [`open`] reads a file.
pub fn parse(text: &str, columns: Option<usize>) -> Result<Read, TaskError> {
    Ok(formats::read_board(text, formats::Reading::on(columns))
        .map(|placement| {
            let input = formats::Input::Bytes(text.as_bytes(), Path::new("-"));
            Opened::of(&placement).with_rules(recorded(formats::board_rules(input)))
        })
        .map_err(Unread::Text))
}

/// Rules a board records when they are not the classic queens' (a board
/// of queens opens under the rules the window has).
fn recorded(rules: Option<engine::Rules>) -> Option<engine::Rules> {
    rules.and_then(|rules| rules.other())
}

/// Solutions of a catalog by number (a walk from a checkpoint).
pub fn lookup(plan: &RangePlan, task: &Task<'_>) -> Result<Vec<Vec<u32>>, TaskError> {
    Ok(plan.run(task.control())?)
}

/// The numbers of solutions in a catalog, in the plans' order.
pub fn locate(plans: &[IndexPlan], task: &Task<'_>) -> Result<Vec<Option<u64>>, TaskError> {
    plans
        .iter()
        .map(|plan| plan.run(task.control()).map_err(TaskError::from))
        .collect()
}

/// The seeds' three versions of the search and the engine's counter, on n.
pub fn race(n: usize, task: &Task<'_>) -> Result<Vec<crate::textbook::Lap>, TaskError> {
    Ok(crate::textbook::race(n, task.control())?)
}

/// A fundamental solution of n picked uniformly, with its number among
/// all solutions.
pub fn random_fundamental(n: usize, task: &Task<'_>) -> Result<(Vec<u32>, u64), TaskError> {
    let mut rng = fastrand::Rng::new();
    let control = engine::Control {
        threads: Some(1),
        ..task.control()
    };
    engine::random_fundamental(n, &mut rng, control).map_err(|e| match e {
        engine::RankError::Engine(e) => TaskError::from(e),
        other => TaskError::Failed(other.to_string()),
    })
}

/// Saves one board to a file, atomically; answers the path.
pub fn save_board(
    board: &Board,
    path: PathBuf,
    format: BoardFormat,
    image: &ImageOptions,
    task: &Task<'_>,
) -> Result<PathBuf, TaskError> {
    formats::save_board_with(board, &path, format, image, task.control())?;
    Ok(path)
}

/// Saves a picture (a heatmap) as PNG or SVG.
pub fn save_picture(
    scene: &Scene,
    n: usize,
    size: u32,
    path: PathBuf,
    format: BoardFormat,
) -> Result<PathBuf, TaskError> {
    formats::save_scene(scene, n, size, &path, format)?;
    Ok(path)
}

/// Saves the textbook search of n as an animation: a GIF for `.gif`, an
/// animated PNG for `.png`; any other name is refused, saying which.
pub fn save_animation(
    n: usize,
    options: &formats::AnimationOptions,
    path: PathBuf,
    task: &Task<'_>,
) -> Result<PathBuf, TaskError> {
    let format = animation_format(&path)?;
    formats::save_search_animation(n, format, &path, options, task.control())?;
    Ok(path)
}

/// Saves a learner's trace replayed from `from` events on as a GIF or an
/// animated PNG, by the path's extension.
pub fn save_replay(
    source: &crate::replay::Source,
    steps: &crate::replay::Steps,
    from: u64,
    options: &formats::AnimationOptions,
    path: PathBuf,
    task: &Task<'_>,
) -> Result<PathBuf, TaskError> {
    let format = animation_format(&path)?;
    let control = task.control();
    formats::save_animation(&path, control, &mut |w| {
        crate::replay::write_replay_animation(source, steps, from, format, options, control, w)
    })?;
    Ok(path)
}

/// The animation's format by the path's extension, or why not.
fn animation_format(path: &Path) -> Result<formats::AnimationFormat, TaskError> {
    Ok(formats::AnimationFormat::from_path(path).ok_or_else(|| {
        formats::ExportError::Limit(format!(
            "an animation is saved as .gif (GIF) or .png (animated PNG), not as {}",
            path.file_name()
                .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
        ))
    })?)
}

/// Saves bytes (a CSV table, a PNG).
pub fn save_bytes(bytes: &[u8], path: PathBuf) -> Result<PathBuf, TaskError> {
    formats::save_bytes(&path, bytes)?;
    Ok(path)
}

/// Writes every solution of n that passes the filter to one file,
/// atomically; `expected` (the number there will be, when known) drives
/// the progress.
pub fn export_all(
    n: usize,
    filter: Filter,
    format: ListFormat,
    path: PathBuf,
    expected: Option<u64>,
    task: &Task<'_>,
) -> Result<PathBuf, TaskError> {
    formats::write_atomic(&path, |out| {
        formats::write_all_solutions(n, filter, format, out, task.control(), &mut |done| {
            if let Some(total) = expected.filter(|&t| t > 0) {
                task.progress(done as f64 / total as f64);
            }
        })
        .map(drop)
    })?;
    Ok(path)
}

/// Which solution [`find`] looks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sought {
    /// Number k, from 1.
    Number(u64),
    /// The next (or previous) one after this one.
    Beside { columns: Vec<u32>, forward: bool },
    /// The last one.
    Last,
}

/// One solution of n under `rules`, among the fundamental ones with
/// `fundamental`: number k, the one beside another, or the last.
pub fn find(
    n: usize,
    rules: engine::Rules,
    fundamental: bool,
    sought: Sought,
    task: &Task<'_>,
) -> Result<Option<Vec<u32>>, TaskError> {
    let control = task.quiet();
    let beside = |from: Option<&[u32]>, forward: bool| -> Result<Option<Vec<u32>>, TaskError> {
        let search = engine::RuleSearch::new(n, rules).map_err(engine::EngineError::from)?;
        Ok(search.seek_of(from, forward, fundamental, &control)?)
    };
    match sought {
        Sought::Number(k) => {
            let problem = engine::Problem::new(n, rules)?;
            let found = engine::list(&problem, fundamental, k.max(1), 1, &control)?;
            Ok(found.into_iter().next())
        }
        Sought::Beside { columns, forward } => beside(Some(&columns), forward),
        Sought::Last => beside(None, false),
    }
}

/// Why a text file did not read, as data: the window says it in the
/// person's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TextUnread {
    /// It could not be opened or read.
    Unreadable(String),
    /// It is longer than the limit (in bytes).
    TooLong(usize),
    /// It is not UTF-8: the first byte that is not, from 1.
    NotText(u64),
}

/// Reads a text file of at most `limit` bytes: one byte past the limit
/// tells a file that is too long, read no further.
pub fn read_text(
    path: &Path,
    limit: usize,
    task: &Task<'_>,
) -> Result<Result<String, TextUnread>, TaskError> {
    use std::io::Read as _;
    let unreadable = |e: std::io::Error| TextUnread::Unreadable(e.to_string());
    let mut bytes = Vec::new();
    let read = std::fs::File::open(path)
        .and_then(|file| file.take(limit as u64 + 1).read_to_end(&mut bytes));
    if task.cancelled() {
        return Err(TaskError::Cancelled);
    }
    if let Err(e) = read {
        return Ok(Err(unreadable(e)));
    }
    if bytes.len() > limit {
        return Ok(Err(TextUnread::TooLong(limit)));
    }
    Ok(String::from_utf8(bytes)
        .map_err(|e| TextUnread::NotText(e.utf8_error().valid_up_to() as u64 + 1)))
}

/// A trace replayed: its verdict, the steps to any of its events, and its
/// search trees when it is short enough to keep them.
pub struct ReplayedTrace {
    pub verdict: crate::replay::Verdict,
    pub steps: crate::replay::Steps,
    pub trees: Option<Trees>,
}

/// The learner's search tree and the textbook's over as many events,
/// with the textbook's queens on the board after each number of them.
pub struct Trees {
    pub yours: engine::SearchTree,
    pub textbook: engine::SearchTree,
    pub textbook_depths: Vec<u8>,
}

pub type Replayed = Box<ReplayedTrace>;

/// A learner's trace replayed; a file whose first 64 KiB hold no trace
/// line gives `None`, read no further.
pub fn replay(
    source: &crate::replay::Source,
    options: crate::replay::Options,
    task: &Task<'_>,
) -> Result<Result<Option<Replayed>, crate::replay::ReplayError>, TaskError> {
    use crate::replay::{ReplayError, Source};
    use std::io::Read as _;
    if let Source::File(path) = source {
        let mut head = Vec::new();
        let peek = std::fs::File::open(path).and_then(|f| f.take(1 << 16).read_to_end(&mut head));
        if let Err(e) = peek {
            return Ok(Err(ReplayError::Io(formats::io_message(&e))));
        }
        if !crate::replay::holds_trace(&String::from_utf8_lossy(&head)) {
            return Ok(Ok(None));
        }
    }
    let (verdict, steps) = match source.replay(options, &task.control()) {
        Err(ReplayError::Cancelled) => return Err(TaskError::Cancelled),
        Err(e) => return Ok(Err(e)),
        Ok(replayed) => replayed,
    };
    let trees = if verdict.figures.placements <= crate::replay::MAX_TREE_PLACEMENTS {
        let yours = match crate::replay::learner_tree(source, &steps) {
            Ok(tree) => tree,
            Err(e) => return Ok(Err(e)),
        };
        let (textbook, textbook_depths) =
            crate::replay::textbook_tree(verdict.n, verdict.figures.events);
        Some(Trees {
            yours,
            textbook,
            textbook_depths,
        })
    } else {
        None
    };
    Ok(Ok(Some(Box::new(ReplayedTrace {
        verdict,
        steps,
        trees,
    }))))
}

/// A solver's output checked against the truth; a count, which has no
/// size of its own, is of n.
pub fn verify(
    text: &str,
    options: crate::verify::Options,
    n: usize,
    task: &Task<'_>,
) -> Result<Result<crate::verify::Report, crate::verify::VerifyError>, TaskError> {
    use crate::verify::VerifyError;
    let control = task.control();
    let result = match crate::verify::verify(text.as_bytes(), options, control, &mut |_| {}) {
        Err(VerifyError::CountWithoutSize) => {
            let options = crate::verify::Options {
                n: Some(n),
                ..options
            };
            crate::verify::verify(text.as_bytes(), options, control, &mut |_| {})
        }
        other => other,
    };
    match result {
        Err(VerifyError::Cancelled) => Err(TaskError::Cancelled),
        other => Ok(other),
    }
}

/// A new regions puzzle of n with exactly one solution, and its seed.
pub fn generate(
    n: usize,
    seed: u64,
    difficulty: Option<engine::regions::Difficulty>,
    task: &Task<'_>,
) -> Result<Option<(engine::regions::Puzzle, u64)>, TaskError> {
    let made = engine::regions::generate(n, seed, difficulty, &task.control())?;
    Ok(made.map(|puzzle| (puzzle, seed)))
}

/// Up to `limit` solutions of a regions map, each as the map with its
/// queens.
pub fn region_solutions(
    puzzle: &engine::regions::Puzzle,
    limit: usize,
    task: &Task<'_>,
) -> Result<Vec<engine::regions::Puzzle>, TaskError> {
    let found = puzzle.problem().first(limit, &task.control())?;
    Ok(found
        .into_iter()
        .map(|columns| {
            let queens = columns.into_iter().enumerate();
            puzzle.with_queens(queens.map(|(r, c)| (r, c as usize)).collect())
        })
        .collect())
}

/// A regions puzzle's file (a screenshot's map in doubt, for the
/// editor), or why not in words.
pub fn read_puzzle(path: &Path) -> Result<formats::Opened, TaskError> {
    formats::open_puzzle(formats::Input::File(path), &formats::file_name_of(path))
        .map_err(TaskError::Failed)
}
