//! How long the fast kernels of other rules take here: the walk of
//! classes (superqueens), the torus's walk of cycles (queens) and the
//! shifted masks (queens and superqueens on more columns). Their work is estimated unit by unit by Knuth's random
//! descents through the children each kernel keeps, and the time of a
//! unit of work measured on the kernel itself, on units spread over the
//! search, so the two agree on what they count.

use std::time::Duration;

use rayon::prelude::*;
use web_time::Instant;

use crate::control::{Poll, in_pool};
use crate::{control::Control, errors::EngineError, forecast::Forecast};

use super::{Classes, Rules, Shifts, Torus};

/// Independent batches of estimates: their spread is the forecast's range.
const BATCHES: u64 = 4;
/// Descents per unit and batch.
const PROBES: u32 = 4;
/// Units timed, spread over the search, and the work each is timed on.
const TIMED_UNITS: usize = 8;
const TIMED_WORK: u64 = 1 << 18;

/// The forecast of a count of n under `rules` by a fast kernel, or `None`
/// where none takes the rules (the rules' walk is forecast then); a
/// count of classes (`unique`) is the rules' walk on a torus.
pub(crate) fn forecast_fast(
    n: usize,
    rules: Rules,
    unique: bool,
    control: &Control<'_>,
) -> Option<Result<Forecast, EngineError>> {
    if let Some(classes) = Classes::of(n, rules) {
        return Some(forecast_units(&classes, control));
    }
    // The torus's classes are the rules' walk's (every solution looked at).
    if let Some(torus) = Torus::of(n, rules).filter(|_| !unique) {
        return Some(forecast_units(&torus, control));
    }
    Shifts::of(n, rules).map(|shifts| forecast_shifts(&shifts, control))
}

/// Each batch's estimate of the work of all `units`, by `estimate(unit,
/// seed)`, the units shared among the cores.
fn batches<T: Sync>(
    units: &[T],
    control: &Control<'_>,
    estimate: impl Fn(&T, u64) -> f64 + Sync,
) -> Result<Vec<f64>, EngineError> {
    in_pool(control.threads, || {
        (0..BATCHES)
            .map(|batch| {
                units
                    .par_iter()
                    .enumerate()
                    .map(|(i, unit)| estimate(unit, batch << 32 | i as u64))
                    .sum()
            })
            .collect()
    })
}

/// A kernel whose work is cut into units, each estimated by random
/// descents and walked up to a limit: the walk of classes and the
/// torus's.
trait Units: Sync {
    type Unit: Sync;
    fn units_of(&self, depth: usize) -> Vec<Self::Unit>;
    fn estimate(&self, unit: &Self::Unit, seed: u64) -> f64;
    /// The squares tried walking `unit` up to about `limit` of them.
    fn walk(
        &self,
        unit: &Self::Unit,
        control: &Control<'_>,
        limit: u64,
    ) -> Result<u64, EngineError>;
}

impl Units for Classes {
    type Unit = super::Unit;
    fn units_of(&self, depth: usize) -> Vec<Self::Unit> {
        self.units(depth)
    }
    fn estimate(&self, unit: &Self::Unit, seed: u64) -> f64 {
        self.estimated_work(unit, seed, PROBES)
    }
    fn walk(
        &self,
        unit: &Self::Unit,
        control: &Control<'_>,
        limit: u64,
    ) -> Result<u64, EngineError> {
        Ok(self.walk_unit(unit, control, limit)?.tried)
    }
}

impl Units for Torus {
    type Unit = super::torus::Unit;
    fn units_of(&self, depth: usize) -> Vec<Self::Unit> {
        self.units(depth)
    }
    fn estimate(&self, unit: &Self::Unit, seed: u64) -> f64 {
        self.estimated_work(unit, seed, PROBES)
    }
    fn walk(
        &self,
        unit: &Self::Unit,
        control: &Control<'_>,
        limit: u64,
    ) -> Result<u64, EngineError> {
        Ok(self.walk_unit(unit, control, limit)?.tried)
    }
}

fn forecast_units<K: Units>(kernel: &K, control: &Control<'_>) -> Result<Forecast, EngineError> {
    let units = kernel.units_of(3);
    let batches = batches(&units, control, |unit, seed| kernel.estimate(unit, seed))?;
    let (mut work, mut seconds) = (0u64, 0.0);
    for unit in spread(&units) {
        if control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        let started = Instant::now();
        work += kernel.walk(unit, control, TIMED_WORK)?;
        seconds += started.elapsed().as_secs_f64();
    }
    Ok(range(&batches, seconds, work, cores(control, units.len())))
}

fn forecast_shifts(shifts: &Shifts, control: &Control<'_>) -> Result<Forecast, EngineError> {
    let units = shifts.units(3);
    let batches = batches(&units, control, |unit, seed| {
        shifts.estimated_nodes(unit, seed, PROBES)
    })?;
    let (mut work, mut seconds) = (0u64, 0.0);
    for unit in spread(&units) {
        let mut poll = Poll::new(control);
        let started = Instant::now();
        let limit = work + TIMED_WORK;
        shifts.count_below(unit, &mut poll, &mut work, limit)?;
        seconds += started.elapsed().as_secs_f64();
    }
    Ok(range(&batches, seconds, work, cores(control, units.len())))
}

/// Up to [`TIMED_UNITS`] units evenly spread over the search.
fn spread<T>(units: &[T]) -> impl Iterator<Item = &T> {
    let step = units.len().div_ceil(TIMED_UNITS).max(1);
    units.iter().step_by(step)
}

/// The cores a count would use.
fn cores(control: &Control<'_>, units: usize) -> f64 {
    let threads = control.threads.unwrap_or_else(rayon::current_num_threads);
    threads.clamp(1, units.max(1)) as f64
}

/// The forecast from each batch's estimate of the work, and the seconds
/// measured over `work` of it.
fn range(batches: &[f64], seconds: f64, work: u64, cores: f64) -> Forecast {
    let per_work = if work > 0 { seconds / work as f64 } else { 0.0 };
    let times: Vec<f64> = batches.iter().map(|w| w * per_work / cores).collect();
    let low = times.iter().copied().fold(f64::INFINITY, f64::min);
    let high = times.iter().copied().fold(0.0, f64::max);
    let time = |s: f64| Duration::try_from_secs_f64(s.max(0.0)).unwrap_or(Duration::MAX);
    Forecast {
        low: time(low),
        high: time(high.max(low)),
    }
}
