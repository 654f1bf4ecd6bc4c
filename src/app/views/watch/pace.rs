//! How fast the search plays: the presets, and the pace that plays a
//! whole run in about a minute.

use crate::app::i18n::t;
use crate::app::settings::WATCH_MAX_SPEED;

/// How long a whole run takes at the "one minute" pace.
pub const WHOLE_RUN_SECONDS: f64 = 60.0;

/// A preset's button, short enough that all fit one row: "100/s", "1k/s".
///
/// ```
/// use nqueens::app::views::watch::preset_label;
/// assert_eq!(preset_label(10.0), "10/s");
/// assert_eq!(preset_label(1000.0), "1k/s");
/// ```
pub fn preset_label(steps: f64) -> String {
    if steps >= 1000.0 {
        t!(
            "speed-preset-thousands",
            count = format!("{}", (steps / 1000.0).round())
        )
    } else {
        t!("speed-preset", count = format!("{steps}"))
    }
}

/// Speed presets, in steps a second.
pub(super) const PRESETS: [f64; 4] = [1.0, 10.0, 100.0, 1000.0];

/// The steps a second of the "whole run in a minute" pace for a trace of
/// this many steps: slow enough to follow n = 4 step by step, fast enough
/// that n = 8 (about 16,000 steps) ends in a minute.
///
/// ```
/// use nqueens::app::views::watch::minute_pace;
/// assert_eq!(minute_pace(30), 1.0);
/// assert_eq!(minute_pace(6_000), 100.0);
/// ```
pub fn minute_pace(steps: usize) -> f64 {
    (steps as f64 / WHOLE_RUN_SECONDS).clamp(1.0, WATCH_MAX_SPEED)
}
