//! Long runs speak: before a computation that takes more than a few seconds,
//! a forecast on stderr; while it runs, a progress bar with the time left
//! when stderr is a terminal; Ctrl+C (or SIGTERM) stops it cleanly.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::failure::say;
use super::signals::{self, Watching};
use crate::engine::{self, Control, Work};

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
    /// Ctrl+C leaves the run time to stop on its own.
    _watching: Watching,
}

impl LongRun {
    /// Prepares a run of `work` on n: forecasts it, says so on stderr when it
    /// takes long, and makes Ctrl+C stop it. `what` names the run ("counting
    /// n = 20").
    pub fn start(what: &str, n: usize, work: Work, threads: Option<usize>) -> LongRun {
        let watching = Watching::start();
        let mut long = false;
        if !quiet(n, work) {
            let control = Control {
                threads,
                cancel: Some(signals::flag()),
                ..Control::default()
            };
            if let Ok(time) = engine::forecast(n, work, control)
                && time.as_secs_f64() > QUIET_SECONDS
            {
                long = true;
                say(&format!(
                    "{what} takes about {} here (forecast from a sample of the search; Ctrl+C stops)",
                    engine::in_words(time)
                ));
            }
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

    /// Whether Ctrl+C was pressed.
    pub fn interrupted(&self) -> bool {
        signals::interrupted()
    }

    /// Reports the fraction done.
    pub fn progress(&self, fraction: f64) {
        (self.progress)(fraction);
    }
}

impl Drop for LongRun {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
