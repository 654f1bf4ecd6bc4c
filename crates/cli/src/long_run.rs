//! Long runs speak: before a computation that takes more than a few seconds,
//! a forecast on stderr (a range where the samples of the search disagree);
//! while it runs, a progress bar with the time left when stderr is a
//! terminal; a run that turns out longer than its forecast says so once it
//! passes a few seconds; Ctrl+C (or SIGTERM) stops it cleanly.

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::failure::say;
use super::signals::{self, Watching};
use crate::engine::{self, Control, Rules, Work};

/// A run this short goes without a forecast.
const QUIET_SECONDS: f64 = 3.0;

/// Smaller boards finish within a second whatever they do: no forecast.
const QUIET_N: usize = 15;

/// A whole count up to this n takes about two seconds here or less (the
/// half-board counter: 0.09 s at 16, 0.8 s at 17, 2 s at 18), under the
/// time that earns a forecast, and the forecast, which times a count of 15
/// on one thread, would cost a third of it at 16 and 4% at 18.
const QUIET_COUNT_N: usize = 18;

/// Whether a run of `work` on n is too short to forecast.
fn quiet(n: usize, work: Work) -> bool {
    let count = matches!(work, Work::Count | Work::CountTotal);
    n <= QUIET_N || (count && n <= QUIET_COUNT_N)
}

/// Steps of the progress bar.
const STEPS: u64 = 1000;

/// What a long run shows while it runs.
pub struct LongRun {
    bar: Option<ProgressBar>,
    /// Takes the fraction done from any thread; the bar never moves back.
    progress: Box<dyn Fn(f64) + Sync + Send>,
    /// Set when the run ends: the watch for a run that turns out long
    /// then stays quiet.
    ended: Arc<AtomicBool>,
    /// Ctrl+C leaves the run time to stop on its own.
    _watching: Watching,
}

/// The forecast in one line.
fn forecast_line(what: &str, forecast: &engine::Forecast) -> String {
    if forecast.is_rough() {
        format!(
            "{what} takes {} to {} here (a rough forecast: samples of the search disagree; Ctrl+C stops)",
            engine::in_words(forecast.low),
            engine::in_words(forecast.high)
        )
    } else {
        format!(
            "{what} takes about {} here (forecast from a sample of the search; Ctrl+C stops)",
            engine::in_words(forecast.likely())
        )
    }
}

/// CPU time in hours, to two significant figures where it is large.
fn cpu_hours(hours: f64) -> String {
    if hours < 1.0 {
        match (hours * 60.0).round().max(1.0) as u64 {
            1 => "1 CPU-minute".to_string(),
            minutes => format!("{minutes} CPU-minutes"),
        }
    } else if hours < 100.0 {
        format!("{hours:.1} CPU-hours")
    } else {
        let digits = hours.log10().floor() as i32 - 1;
        let rounded = (hours / 10f64.powi(digits)).round() * 10f64.powi(digits);
        format!("{} CPU-hours", crate::formats::grouped(rounded as u64))
    }
}

/// Says once, after [`QUIET_SECONDS`], that a run the forecast called short
/// (or that had none) is still going, unless it ended first.
fn watch_for_a_long_run(what: &str, ended: Arc<AtomicBool>) {
    let line = format!("{what}: still running after {QUIET_SECONDS} seconds (Ctrl+C stops)");
    let started = Instant::now();
    let spawned = std::thread::Builder::new()
        .name("long-run-watch".into())
        .spawn(move || {
            let deadline = Duration::from_secs_f64(QUIET_SECONDS);
            while started.elapsed() < deadline {
                if ended.load(Ordering::Relaxed) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            if !ended.load(Ordering::Relaxed) {
                say(&line);
            }
        });
    // Without a thread the run goes on quietly, as before this watch.
    drop(spawned);
}

impl LongRun {
    /// Prepares a run of `work` on n under `rules`: forecasts it, says so on
    /// stderr when it takes long, and makes Ctrl+C stop it. `what` names
    /// the run ("counting n = 20").
    pub fn start(
        what: &str,
        n: usize,
        rules: Rules,
        work: Work,
        threads: Option<usize>,
    ) -> LongRun {
        LongRun::start_for(what, n, rules, Some(work), threads)
    }

    /// [`LongRun::start`] for a run whose work may be too short to forecast
    /// (`None`: solution k by its number); it still speaks if it turns out
    /// long.
    pub fn start_for(
        what: &str,
        n: usize,
        rules: Rules,
        work: Option<Work>,
        threads: Option<usize>,
    ) -> LongRun {
        let watching = Watching::start();
        let control = Control {
            threads,
            cancel: Some(signals::flag()),
            ..Control::default()
        };
        let forecast = work
            .filter(|&work| !(rules.is_classic_at(n) && quiet(n, work)))
            .and_then(|work| engine::forecast_range(n, rules, work, control).ok());
        // A part is planned for in CPU-hours: a cluster's cores are not
        // this machine's, its CPU time much the same.
        let what = match (work, &forecast) {
            (Some(Work::CountPart(parts)), Some(forecast)) => {
                let cores = threads
                    .or_else(|| std::thread::available_parallelism().ok().map(usize::from))
                    .unwrap_or(1);
                let hours = forecast.likely().as_secs_f64() * cores as f64 / 3600.0;
                format!(
                    "{what} ({}; {} for all {} parts)",
                    cpu_hours(hours),
                    cpu_hours(hours * parts as f64),
                    crate::formats::grouped(parts)
                )
            }
            _ => what.to_string(),
        };
        LongRun::begin(&what, forecast, watching)
    }

    fn begin(what: &str, forecast: Option<engine::Forecast>, watching: Watching) -> LongRun {
        // Said when the likely time is long; a run the range's low end
        // would cover speaks anyway once it turns out long.
        let long = forecast.is_some_and(|f| f.likely().as_secs_f64() > QUIET_SECONDS);
        if let Some(forecast) = forecast.filter(|_| long) {
            say(&forecast_line(what, &forecast));
        }
        let ended = Arc::new(AtomicBool::new(false));
        if !long {
            watch_for_a_long_run(what, Arc::clone(&ended));
        }
        let bar = (long && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(Some(STEPS), ProgressDrawTarget::stderr());
            if let Ok(style) =
                ProgressStyle::with_template("{bar:40} {percent:>3}% · {elapsed} · {eta} left")
            {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(250));
            bar
        });
        let progress: Box<dyn Fn(f64) + Sync + Send> = match bar.clone() {
            None => Box::new(|_| {}),
            Some(bar) => {
                let done = AtomicU64::new(0);
                Box::new(move |fraction: f64| {
                    let step = (fraction.clamp(0.0, 1.0) * STEPS as f64) as u64;
                    if step > done.fetch_max(step, Ordering::Relaxed) {
                        bar.set_position(step);
                    }
                })
            }
        };
        LongRun {
            bar,
            progress,
            ended,
            _watching: watching,
        }
    }

    /// The control to pass to the engine: the interrupt flag and `threads`.
    pub fn control(&self, threads: Option<usize>) -> Control<'_> {
        Control {
            cancel: Some(signals::flag()),
            progress: Some(&*self.progress),
            threads,
        }
    }

    /// Reports the fraction done.
    pub fn progress(&self, fraction: f64) {
        (self.progress)(fraction);
    }
}

impl Drop for LongRun {
    fn drop(&mut self) {
        self.ended.store(true, Ordering::Relaxed);
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::cpu_hours;

    #[test]
    fn cpu_time_is_said_in_the_unit_a_cluster_plans_in() {
        assert_eq!(cpu_hours(0.001), "1 CPU-minute");
        assert_eq!(cpu_hours(0.5), "30 CPU-minutes");
        assert_eq!(cpu_hours(12.34), "12.3 CPU-hours");
        assert_eq!(cpu_hours(336.4), "340 CPU-hours");
        assert_eq!(cpu_hours(336_420.0), "340,000 CPU-hours");
    }
}
