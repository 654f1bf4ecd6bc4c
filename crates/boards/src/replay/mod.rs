//! A learner's own search, replayed beside the textbook's.
//!
//! A learner's program prints a line for each queen it places
//! (`place R C`), each it takes back (`remove R C`) and each board it
//! reports (`solution`); every other line is its own output and is
//! skipped. [`replay`] plays the trace on a board and says whether each
//! placement is legal, whether the reported boards are the solutions of
//! n, and where the search first leaves the textbook's row-by-row search
//! (in any of the board's eight frames: column by column, right to left)
//! and why. It reads a line at a time: a trace of millions of events takes
//! the memory of one board and its solutions.
//!
//! ```
//! use nqueens_boards::replay::{Options, replay};
//! use nqueens_boards::engine::Control;
//! let four = "place 0 0\nplace 1 2\nremove 1 2\nplace 1 3\nplace 2 1\nremove 2 1\n\
//!             remove 1 3\nremove 0 0\nplace 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution\n";
//! let verdict = replay(four.as_bytes(), Options { n: Some(4), one_based: false }, &Control::default()).unwrap();
//! assert!(!verdict.is_textbook()); // it stops at the first solution
//! assert_eq!(verdict.figures.distinct_valid, 1);
//! assert!(verdict.diagnosis().unwrap().contains("stops after its first solution"));
//! ```

mod animation;
mod diagnosis;
mod judge;
mod read;
mod source;
mod steps;
mod textbook;
mod trees;
mod verdict;

#[cfg(test)]
mod tests;

use std::io::BufRead;

use crate::engine::Control;
use crate::numbers::grouped;

pub use animation::write_replay_animation;
pub use diagnosis::{Diagnosis, Work};
pub use judge::Judge;
pub use read::{Event, Item, MAX_LINE, TraceReader, parse};
pub use source::{Source, holds_trace, judge_twice};
pub use steps::{Position, STRIDE, Steps};
pub use textbook::{Follower, Frame, Next, textbook_trace};
pub use trees::{MAX_TREE_PLACEMENTS, learner_tree, textbook_tree};
pub use verdict::{
    BadRemove, Cause, Clash, Difference, FalseBoard, Figures, Illegal, LineSet, MAX_FIGURES_N,
    SizeFrom, TextbookFigures, Verdict, Why, textbook_figures,
};

/// The most a trace is read: 2 GiB, a brute force's 19 million events
/// many times over.
pub const MAX_TRACE_BYTES: u64 = 2 << 30;

/// The largest board a trace is replayed on.
pub const MAX_TRACE_N: usize = 1_000;

/// How a trace is read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// The board's size; when `None`, the size the program says before its
    /// first event (`n = 8`).
    pub n: Option<usize>,
    /// Rows and columns count from 1.
    pub one_based: bool,
}

/// Why a trace cannot be replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("{0}")]
    Io(String),
    #[error("line {line}: `{text}`: {why}")]
    BadLine {
        line: u64,
        text: String,
        why: String,
    },
    #[error(
        "line {line}: `{event}` is off the board of n = {n} (rows and columns 0 to {last}){hint}",
        last = n - 1,
        hint = if *one_based { "" } else { "; if your program counts from 1, read it with --one-based" }
    )]
    OffBoard {
        line: u64,
        event: Event,
        n: usize,
        one_based: bool,
    },
    #[error("line {line}: the trace says n = {said} after n = {n}: give one search a trace")]
    SecondSize { line: u64, said: usize, n: usize },
    #[error(
        "the trace is read up to {} bytes, and it goes on past line {line}",
        grouped(MAX_TRACE_BYTES)
    )]
    TooLarge { line: u64 },
    #[error(
        "the file has {} bytes: a trace is read up to {}",
        grouped(*bytes),
        grouped(MAX_TRACE_BYTES)
    )]
    FileTooLarge { bytes: u64 },
    #[error(
        "no `place R C`, `remove R C` or `solution` line in {}: print one for each queen your program places, takes back and each board it finds",
        if *lines == 1 { "its one line".to_string() } else { format!("its {} lines", grouped(*lines)) }
    )]
    NoEvents { lines: u64 },
    #[error("n = {0}: a trace is replayed on boards of 1 to {max}", max = grouped(MAX_TRACE_N as u64))]
    BadSize(usize),
    #[error("the trace does not say n: print `n = 8` before the first event, or give --n")]
    NoSize,
    #[error("cancelled")]
    Cancelled,
}

/// Replays a trace of n (`options.n`, or the size it says before its
/// first event) and judges it against the textbook's search. `control`
/// can stop it; it is asked every 2^20 events.
pub fn replay(
    input: impl BufRead,
    options: Options,
    control: &Control<'_>,
) -> Result<Verdict, ReplayError> {
    replay_with_steps(input, options, control).map(|(verdict, _)| verdict)
}

/// [`replay`], keeping the [`Steps`] that go to any of the trace's events
/// (read again from the same bytes).
pub fn replay_with_steps(
    input: impl BufRead,
    options: Options,
    control: &Control<'_>,
) -> Result<(Verdict, Steps), ReplayError> {
    let mut steps = Steps::new(options.n.unwrap_or(0), options.one_based);
    let mut reader = TraceReader::new(input, options.one_based);
    let mut size_from = SizeFrom::Given;
    let mut judge: Option<Judge> = None;
    let mut n = options.n;
    if let Some(n) = n {
        check_size(n)?;
        judge = Some(Judge::new(n as u32));
    }
    while let Some((item, line)) = reader.next_item()? {
        match item {
            Item::Size(said) => match n {
                None => {
                    check_size(said)?;
                    n = Some(said);
                    size_from = SizeFrom::Said { line };
                    judge = Some(Judge::new(said as u32));
                    steps = Steps::new(said, options.one_based);
                }
                Some(n) if said != n && size_from != SizeFrom::Given => {
                    return Err(ReplayError::SecondSize { line, said, n });
                }
                Some(_) => {}
            },
            Item::Event(event) => {
                let (Some(judge), Some(n)) = (judge.as_mut(), n) else {
                    return Err(ReplayError::NoSize);
                };
                if let Event::Place(r, c) | Event::Remove(r, c) = event
                    && (r as usize >= n || c as usize >= n)
                {
                    return Err(ReplayError::OffBoard {
                        line,
                        event,
                        n,
                        one_based: options.one_based,
                    });
                }
                judge.feed(event, line);
                if judge.events().is_multiple_of(STRIDE) {
                    steps.keep(judge.events(), reader.offset(), line, judge.queens());
                    if judge.events().is_multiple_of(1 << 20) && control.cancelled() {
                        return Err(ReplayError::Cancelled);
                    }
                }
            }
        }
    }
    let lines = reader.line();
    let judge = judge.ok_or(ReplayError::NoEvents { lines })?;
    if judge.events() == 0 {
        return Err(ReplayError::NoEvents { lines });
    }
    steps.end(judge.events());
    let mut verdict = judge.finish(lines);
    verdict.size_from = size_from;
    Ok((verdict, steps))
}

/// The size of a trace that does not say it: the queens on the board at
/// its first `solution`, else its largest row or column plus one; `None`
/// for a trace without events. A first pass, before [`replay`].
pub fn find_size(
    input: impl BufRead,
    one_based: bool,
) -> Result<Option<(usize, SizeFrom)>, ReplayError> {
    let mut reader = TraceReader::new(input, one_based);
    let mut on_board: u64 = 0;
    let mut largest: Option<u32> = None;
    while let Some((item, line)) = reader.next_item()? {
        match item {
            Item::Size(n) => return Ok(Some((n, SizeFrom::Said { line }))),
            Item::Event(Event::Place(r, c)) => {
                on_board += 1;
                largest = largest.max(Some(r.max(c)));
            }
            Item::Event(Event::Remove(r, c)) => {
                on_board = on_board.saturating_sub(1);
                largest = largest.max(Some(r.max(c)));
            }
            Item::Event(Event::Solution) if on_board > 0 => {
                return Ok(Some((on_board as usize, SizeFrom::FirstSolution { line })));
            }
            Item::Event(Event::Solution) => {}
        }
    }
    Ok(largest.map(|l| (l as usize + 1, SizeFrom::Largest)))
}

fn check_size(n: usize) -> Result<(), ReplayError> {
    if n == 0 || n > MAX_TRACE_N {
        return Err(ReplayError::BadSize(n));
    }
    Ok(())
}
