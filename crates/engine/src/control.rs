//! How a long computation of the engine is controlled: one [`Control`]
//! carries the cancel flag, the progress callback and the number of
//! threads; a cancelled computation returns [`EngineError::Cancelled`]
//! within milliseconds, whatever it is (a count, a survey, a listing, a
//! completion).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::errors::EngineError;

/// How a long computation reports and stops.
#[derive(Default, Clone, Copy)]
pub struct Control<'a> {
    /// Set to true to stop; the computation then returns
    /// [`EngineError::Cancelled`] within a few milliseconds.
    pub cancel: Option<&'a AtomicBool>,
    /// Called with the fraction done (0.0..=1.0), from any worker thread.
    pub progress: Option<&'a (dyn Fn(f64) + Sync)>,
    /// Worker threads; `None` uses every core.
    pub threads: Option<usize>,
}

impl Control<'_> {
    /// Whether the owner asked the computation to stop.
    pub fn cancelled(&self) -> bool {
        self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

/// The progress of a computation made of a known number of pieces, done
/// on any thread in any order: each finished piece reports the share done.
pub(super) struct Pieces {
    done: AtomicUsize,
    total: usize,
}

impl Pieces {
    pub(super) fn new(total: usize) -> Self {
        Pieces {
            done: AtomicUsize::new(0),
            total: total.max(1),
        }
    }

    /// One more piece is done.
    pub(super) fn one_done(&self, control: &Control<'_>) {
        let finished = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        if let Some(progress) = control.progress {
            progress(finished as f64 / self.total as f64);
        }
    }
}

/// Iterations of the inner loop between two looks at the cancel flag:
/// a millisecond or two of work.
pub(crate) const CANCEL_POLL: u32 = 1 << 16;

/// Counts a search's steps and looks at the cancel flag every
/// [`CANCEL_POLL`] of them, so that the flag costs nothing per node.
pub(crate) struct Poll<'a, 'c> {
    budget: u32,
    control: &'a Control<'c>,
}

impl<'a, 'c> Poll<'a, 'c> {
    pub(crate) fn new(control: &'a Control<'c>) -> Self {
        Poll {
            budget: CANCEL_POLL,
            control,
        }
    }

    #[inline]
    pub(crate) fn tick(&mut self) -> Result<(), EngineError> {
        self.budget -= 1;
        if self.budget == 0 {
            self.budget = CANCEL_POLL;
            if self.control.cancelled() {
                return Err(EngineError::Cancelled);
            }
        }
        Ok(())
    }
}

/// `each(unit)` for every unit, on every core (or `control.threads`),
/// the progress said a unit at a time: the units' results in order, or
/// the first error (a cancel).
pub(crate) fn each_unit<U: Sync, T: Send>(
    units: &[U],
    control: &Control<'_>,
    each: impl Fn(&U) -> Result<T, EngineError> + Sync + Send,
) -> Result<Vec<T>, EngineError> {
    use rayon::prelude::*;
    let pieces = Pieces::new(units.len());
    in_pool(control.threads, || {
        units
            .par_iter()
            .map(|unit| {
                let found = each(unit)?;
                pieces.one_done(control);
                Ok(found)
            })
            .collect()
    })?
}

pub(super) fn in_pool<T: Send>(
    threads: Option<usize>,
    job: impl FnOnce() -> T + Send,
) -> Result<T, EngineError> {
    match threads {
        None => Ok(job()),
        Some(t) => match rayon::ThreadPoolBuilder::new()
            .num_threads(t.max(1))
            .build()
        {
            Ok(pool) => Ok(pool.install(job)),
            // One thread asked of a system that starts none (a browser):
            // the calling thread is that one.
            Err(_) if t <= 1 => Ok(job()),
            Err(e) => Err(EngineError::Threads(e.to_string())),
        },
    }
}
