//! Every one-shot task of the app, declared once: what goes in (the
//! request's fields), what comes out, and how long it may take. Nobody
//! chooses where a task runs: [`super::Worker::run`] places it. On the
//! desktop each runs on a thread of its own; on a page the long ones
//! ([`Place::Apart`]) run in a Web Worker of their own (the same wasm, the
//! request crossing as RON text), and the short ones, or those bound to
//! the page (its files, its downloads), on the page's thread.
//!
//! The streams (a listing, a trace) are declared beside their slices in
//! [`super::tasks`] and started by [`super::Worker::slices`] and
//! [`super::Worker::steps`].

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::tasks::{self, Built, Completed, Sought};
use super::{Task, TaskError};
use crate::catalog::{Filter, IndexPlan, RangePlan};
use crate::engine::regions::{self, Cell, Difficulty, Hint, Puzzle, Rating};
use crate::engine::{self, Board, Counts, Problem, Rules, Survey, Work};
use crate::formats::{AnimationOptions, BoardFormat, ImageOptions, ListFormat};
use crate::scene::{Scene, SceneOptions, Shape};
use crate::textbook::{Lap, Mistake, MistakeVerdict};
use crate::verify::{self, Report, VerifyError};

/// Where a task runs on a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Short, or bound to the page: on its own thread, at once.
    Here,
    /// Long (seconds and more): a Web Worker of its own, so that the page
    /// keeps drawing.
    Apart,
}

/// A task as data: its input, its output, where it runs.
pub trait Request: Send + 'static {
    type Output: Send + 'static;
    /// Where it runs on a page.
    const PLACE: Place;
    /// Does the work, here.
    fn run(self, task: &Task<'_>) -> Result<Self::Output, TaskError>;
    /// The request as a page's Web Worker reads it: only the long ones
    /// cross.
    fn into_remote(self) -> Result<Remote, Self>
    where
        Self: Sized,
    {
        Err(self)
    }
    /// The output of a request that crossed, from the RON text it came
    /// back as.
    fn unpack(_answer: &str) -> Option<Self::Output> {
        None
    }
}

/// Declares requests: a struct of public fields each, and its
/// [`Request`]: `Name { field: Type, … } -> Output = |request, task| body;`.
/// Those under `apart` cross to a Web Worker on a page (their fields and
/// output are RON); [`Remote`] lists them.
macro_rules! requests {
    (
        apart {
            $( $(#[$ameta:meta])* $aname:ident { $($afield:ident : $aty:ty),* $(,)? }
               -> $aout:ty = |$ar:ident, $at:ident| $abody:expr; )*
        }
        here {
            $( $(#[$hmeta:meta])* $hname:ident { $($hfield:ident : $hty:ty),* $(,)? }
               -> $hout:ty = |$hr:ident, $ht:ident| $hbody:expr; )*
        }
    ) => {
        $(
            $(#[$ameta])*
            #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
            pub struct $aname { $(pub $afield: $aty),* }

            impl Request for $aname {
                type Output = $aout;
                const PLACE: Place = Place::Apart;
                fn run(self, $at: &Task<'_>) -> Result<$aout, TaskError> {
                    let $ar = self;
                    $abody
                }
                fn into_remote(self) -> Result<Remote, Self> {
                    Ok(Remote::$aname(self))
                }
                fn unpack(answer: &str) -> Option<$aout> {
                    ron::from_str(answer).ok()
                }
            }
        )*

        /// The long requests as data, for a page's Web Worker
        /// ([`super::remote::serve`]).
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        pub enum Remote {
            $( $aname($aname), )*
        }

        impl Remote {
            /// Runs the request here; its output as RON text.
            pub fn run(self, task: &Task<'_>) -> Result<String, TaskError> {
                match self {
                    $( Remote::$aname(request) => as_text(&request.run(task)?), )*
                }
            }
        }

        $(
            $(#[$hmeta])*
            pub struct $hname { $(pub $hfield: $hty),* }

            impl Request for $hname {
                type Output = $hout;
                const PLACE: Place = Place::Here;
                fn run(self, $ht: &Task<'_>) -> Result<$hout, TaskError> {
                    let $hr = self;
                    $hbody
                }
            }
        )*
    };
}

/// An output as the RON text it crosses as.
fn as_text<T: Serialize>(output: &T) -> Result<String, TaskError> {
    ron::to_string(output).map_err(|e| TaskError::Failed(format!("an answer not written: {e}")))
}

requests! {
    apart {
        /// All and fundamental solutions of n under the rules (and, under
        /// other rules than the queens', the search's nodes).
        Count { n: usize, rules: Rules } -> Counts = |r, task| tasks::count(r.n, r.rules, task);
        /// Part `index` of `parts` of the count of n under the rules, as
        /// the line `nqueens count --part` prints and `sum` reads: what
        /// one of a page's Web Workers counts of a split count.
        CountPart { n: usize, rules: Rules, index: u64, parts: u64 } -> String =
            |r, task| tasks::count_part(r.n, r.rules, r.index, r.parts, task);
        /// The heatmap's tallies and the statistics of n under the rules
        /// (and, for the classic queens, pins and blocks).
        SurveyOf { problem: Problem } -> Arc<Survey> =
            |r, task| tasks::survey(&r.problem, task).map(Arc::new);
        /// The solutions of n that keep pins and blocks.
        CountKept { problem: Problem } -> u64 =
            |r, task| tasks::count_kept(&r.problem, task);
        /// Which pin or block to drop so that some solution is left.
        Relax { problem: Problem } -> Option<usize> =
            |r, task| tasks::relax(&r.problem, task);
        /// The seed article's three versions of the search and the
        /// engine's counter, raced on n.
        Race { n: usize } -> Vec<Lap> = |r, task| tasks::race(r.n, task);
        /// How long `work` on n under the rules would take here.
        Forecast { n: usize, rules: Rules, work: Work } -> Duration =
            |r, task| tasks::forecast(r.n, r.rules, r.work, task);
        /// Up to `limit` solutions of n under the rules from number
        /// `from` (from 1), among the fundamental ones with `fundamental`.
        List { problem: Problem, fundamental: bool, from: u64, limit: usize } -> Vec<Vec<u32>> =
            |r, task| Ok(engine::list(&r.problem, r.fundamental, r.from, r.limit, &task.quiet())?);
        /// One solution of n under the rules: by number, beside another,
        /// or the last.
        Find { n: usize, rules: Rules, fundamental: bool, sought: Sought } -> Option<Vec<u32>> =
            |r, task| tasks::find(r.n, r.rules, r.fundamental, r.sought, task);
        /// A fundamental solution of n picked uniformly, with its number
        /// among all solutions.
        RandomFundamental { n: usize } -> (Vec<u32>, u64) =
            |r, task| tasks::random_fundamental(r.n, task);
    }
    here {
        /// Fills the empty rows of a board, or proves it cannot be done.
        Complete { board: Board } -> Completed = |r, task| tasks::complete(&r.board, task);
        /// One solution of n by the explicit formula.
        Construct { n: usize } -> Built = |r, _task| tasks::construct(r.n);
        /// Another solution of n by seeded local search.
        Shuffle { n: usize, seed: u64 } -> Built = |r, task| tasks::shuffle(r.n, r.seed, task);
        /// The grid of dots of a big board's window.
        Dots { board: Arc<Board>, options: SceneOptions } -> Shape =
            |r, _task| tasks::dots(&r.board, &r.options);
        /// Solutions of the catalog by number.
        Lookup { plan: RangePlan } -> Vec<Vec<u32>> = |r, task| tasks::lookup(&r.plan, task);
        /// The numbers of solutions in the catalog, in the plans' order.
        Locate { plans: Vec<IndexPlan> } -> Vec<Option<u64>> =
            |r, task| tasks::locate(&r.plans, task);
        /// What a mistaken program returns for n, against the truth.
        Verdict { n: usize, mistake: Mistake } -> MistakeVerdict =
            |r, _task| tasks::mistake_verdict(r.n, r.mistake);
        /// A board file read (up to hundreds of MB), `columns` wide when
        /// given.
        Open { path: PathBuf, columns: Option<usize> } -> tasks::Read =
            |r, task| tasks::open(&r.path, r.columns, task);
        /// A board read from pasted or dropped text.
        Parse { text: String, columns: Option<usize> } -> tasks::Read =
            |r, _task| tasks::parse(&r.text, r.columns);
        /// A text file of at most `limit` bytes (a solver's output for the
        /// check), or why not.
        ReadText { path: PathBuf, limit: usize } -> Result<String, tasks::TextUnread> =
            |r, task| tasks::read_text(&r.path, r.limit, task);
        /// A solver's output checked against the truth; a count without
        /// its size is of n.
        Verify { text: String, options: verify::Options, n: usize } -> Result<Report, VerifyError> =
            |r, task| tasks::verify(&r.text, r.options, r.n, task);
        /// A learner's trace replayed beside the textbook's search, with
        /// the steps to any of its events; `None` for a file without a
        /// trace line in its first 64 KiB (a solver's output to check).
        Replay { source: crate::replay::Source, options: crate::replay::Options } -> Result<Option<tasks::Replayed>, crate::replay::ReplayError> =
            |r, task| tasks::replay(&r.source, r.options, task);
        /// One board saved to a file, atomically: the path.
        SaveBoard { board: Arc<Board>, path: PathBuf, format: BoardFormat, image: ImageOptions } -> PathBuf =
            |r, task| tasks::save_board(&r.board, r.path, r.format, &r.image, task);
        /// A picture (a heatmap) saved as PNG or SVG.
        SavePicture { scene: Arc<Scene>, n: usize, size: u32, path: PathBuf, format: BoardFormat } -> PathBuf =
            |r, _task| tasks::save_picture(&r.scene, r.n, r.size, r.path, r.format);
        /// The textbook search of n saved as an animation.
        SaveAnimation { n: usize, options: AnimationOptions, path: PathBuf } -> PathBuf =
            |r, task| tasks::save_animation(r.n, &r.options, r.path, task);
        /// A learner's trace replayed from `from` events on, saved as an
        /// animation.
        SaveReplay { source: crate::replay::Source, steps: Arc<crate::replay::Steps>, from: u64, options: AnimationOptions, path: PathBuf } -> PathBuf =
            |r, task| tasks::save_replay(&r.source, &r.steps, r.from, &r.options, r.path, task);
        /// Bytes (a CSV table, a PNG) saved.
        SaveBytes { bytes: Arc<Vec<u8>>, path: PathBuf } -> PathBuf =
            |r, _task| tasks::save_bytes(&r.bytes, r.path);
        /// Every solution of n that passes the filter, in one file.
        ExportAll { n: usize, filter: Filter, format: ListFormat, path: PathBuf, expected: Option<u64> } -> PathBuf =
            |r, task| tasks::export_all(r.n, r.filter, r.format, r.path, r.expected, task);
        /// A regions puzzle's difficulty.
        Rate { puzzle: Puzzle } -> Rating = |r, _task| Ok(regions::rate(&r.puzzle));
        /// The next step of a regions game, in words.
        HintFor { board: Puzzle, crosses: Vec<Cell> } -> Hint =
            |r, _task| Ok(regions::hint(&r.board, &r.crosses));
        /// A new regions puzzle of one solution, and its seed.
        Generate { n: usize, seed: u64, difficulty: Option<Difficulty> } -> Option<(Puzzle, u64)> =
            |r, task| tasks::generate(r.n, r.seed, r.difficulty, task);
        /// Up to `limit` solutions of a regions map, as puzzles with
        /// their queens.
        Solutions { puzzle: Puzzle, limit: usize } -> Vec<Puzzle> =
            |r, task| tasks::region_solutions(&r.puzzle, r.limit, task);
        /// A regions puzzle's file: its text, or a screenshot of it.
        ReadPuzzle { path: PathBuf } -> crate::formats::Opened = |r, _task| tasks::read_puzzle(&r.path);
    }
}
