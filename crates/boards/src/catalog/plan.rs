//! The walks a catalog plans and the worker runs: solutions from a
//! checkpoint or from one found by its number ([`RangePlan`]), and the
//! number of a solution ([`IndexPlan`]).

use std::sync::Arc;

#[cfg(doc)]
use super::Catalog;
use super::Filter;
use crate::engine::{self, Constraints, Control, EngineError, RankError, Rules, Solutions};

/// A walk over a catalog's solutions from a checkpoint, or from a
/// solution found by its number: see [`Catalog::plan_range`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RangePlan {
    pub(super) rules: Rules,
    pub filter: Filter,
    pub(super) only: Option<Arc<Constraints>>,
    /// The number of the first solution wanted.
    pub first: u64,
    pub(super) start: Start,
    /// The checkpoints among the solutions wanted after the first, each
    /// with its number: the walk takes each as it is and goes on from
    /// there, rather than searching its way to it (at n = 32, where each
    /// solution is a checkpoint, that search was the listing's own, and
    /// the gallery trailed the list by tens of seconds).
    pub(super) later: Vec<(u64, Vec<u32>)>,
    pub(super) count: usize,
}

/// Where a [`RangePlan`] starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Start {
    /// A checkpoint, and how many solutions after it come before the
    /// first one wanted.
    Checkpoint { columns: Vec<u32>, skip: u64 },
    /// The first one wanted, unranked (of this n).
    Unrank(usize),
}

impl RangePlan {
    /// The column lists, searching from the checkpoint; stops early when
    /// `cancel` is set.
    pub fn run(&self, control: Control<'_>) -> Result<Vec<Vec<u32>>, EngineError> {
        let stop = || control.cancelled();
        let mut out = Vec::with_capacity(self.count);
        let (start, skip) = match &self.start {
            Start::Checkpoint { columns, skip } => (columns.clone(), *skip),
            Start::Unrank(n) => {
                let none = Constraints::none(*n);
                match engine::unrank(*n, self.first, &none, own_thread(control)) {
                    Ok(columns) => (columns, 0),
                    Err(RankError::Engine(e)) => return Err(e),
                    // Past the total: the plan was clamped to it.
                    Err(_) => return Ok(out),
                }
            }
        };
        if skip == 0 {
            out.push(start.clone());
        }
        let Ok(mut search) = Solutions::after(&start, self.rules) else {
            return Ok(out);
        };
        let only = self.only.as_deref();
        for _ in 0..skip {
            if !advance_until(&mut search, self.filter, only, &stop)? {
                return Ok(out);
            }
        }
        if skip > 0 {
            out.push(search.current().to_vec());
        }
        let mut later = self.later.iter().peekable();
        while out.len() < self.count {
            let wanted = self.first + out.len() as u64;
            // Past a checkpoint the walk starts again from it.
            if let Some((_, columns)) = later.next_if(|(number, _)| *number == wanted) {
                out.push(columns.clone());
                match Solutions::after(columns, self.rules) {
                    Ok(from) => search = from,
                    Err(_) => return Ok(out),
                }
            } else if advance_until(&mut search, self.filter, only, &stop)? {
                out.push(search.current().to_vec());
            } else {
                break;
            }
        }
        Ok(out)
    }

    /// How many times the walk starts from a checkpoint (tests: a range
    /// of n = 32 starts from each of its solutions).
    pub fn starts(&self) -> usize {
        1 + self.later.len()
    }
}

/// A lookup's unranking on its own thread: the shared pool may be busy
/// with a count for seconds, and a lookup waits for nothing.
fn own_thread(control: Control<'_>) -> Control<'_> {
    Control {
        threads: Some(1),
        ..control
    }
}

/// Where a solution's number comes from: see [`Catalog::plan_index`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IndexPlan {
    /// Known without a search.
    Known(Option<u64>),
    /// Counted by ranking: a solution the listing may not have reached.
    Rank(Vec<u32>),
    /// A walk from the checkpoint `start` (number `number`) to the target,
    /// at most to solution `len`.
    Search {
        rules: Rules,
        filter: Filter,
        only: Option<Arc<Constraints>>,
        start: Vec<u32>,
        number: u64,
        target: Vec<u32>,
        len: u64,
    },
}

impl IndexPlan {
    /// The number, searching if need be; stops early when `cancel` is set.
    pub fn run(&self, control: Control<'_>) -> Result<Option<u64>, EngineError> {
        let (rules, filter, only, start, number, target, len) = match self {
            IndexPlan::Known(known) => return Ok(*known),
            IndexPlan::Rank(columns) => {
                let problem = engine::Problem::new(columns.len(), Rules::QUEENS)?;
                return match engine::rank(&problem, columns, own_thread(control)) {
                    Ok(k) => Ok(Some(k)),
                    Err(RankError::Engine(EngineError::Cancelled)) => Err(EngineError::Cancelled),
                    // Not a solution: it has no number.
                    Err(_) => Ok(None),
                };
            }
            IndexPlan::Search {
                rules,
                filter,
                only,
                start,
                number,
                target,
                len,
            } => (
                *rules,
                *filter,
                only.as_deref(),
                start,
                *number,
                target,
                *len,
            ),
        };
        let Ok(mut search) = Solutions::after(start, rules) else {
            return Ok(None);
        };
        let stop = || control.cancelled();
        let mut number = number;
        while number < len && advance_until(&mut search, filter, only, &stop)? {
            number += 1;
            match search.current().cmp(target.as_slice()) {
                std::cmp::Ordering::Less => {}
                std::cmp::Ordering::Equal => return Ok(Some(number)),
                std::cmp::Ordering::Greater => return Ok(None),
            }
        }
        Ok(None)
    }
}

/// A checkpoint's columns, unpacked from their bytes.
pub(super) fn widen(columns: &[u8]) -> Vec<u32> {
    columns.iter().map(|&c| u32::from(c)).collect()
}

/// The next solution that passes the filter.
pub fn advance_filtered(search: &mut Solutions, filter: Filter) -> bool {
    advance_until(search, filter, None, &|| false).unwrap_or(false)
}

/// Squares tried between two looks at a cancel flag: about a millisecond.
const CANCEL_SLICE: u32 = 1 << 20;

/// The next solution that passes the filter, asking `stop` about every
/// millisecond; a stopped search resumes where it was on the next call.
pub(super) fn advance_until(
    search: &mut Solutions,
    filter: Filter,
    only: Option<&Constraints>,
    stop: &dyn Fn() -> bool,
) -> Result<bool, EngineError> {
    // One budget across the solutions a filter skips: `stop` is asked
    // after every slice of squares tried, found or not.
    let mut budget = CANCEL_SLICE;
    loop {
        let Some(found) = search.advance_within(&mut budget) else {
            budget = CANCEL_SLICE;
            if stop() {
                return Err(EngineError::Cancelled);
            }
            continue;
        };
        if !found {
            return Ok(false);
        }
        if filter == Filter::All && only.is_none() {
            return Ok(true);
        }
        let columns = search.current();
        let kept = only.is_none_or(|only| only.allows(columns));
        if kept && (filter == Filter::All || search.is_fundamental(columns)) {
            return Ok(true);
        }
    }
}
