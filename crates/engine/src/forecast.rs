//! What a forecast says: a range of time, on the ground floor, so that
//! every rule's estimator can give one.

use std::time::Duration;

/// A forecast: the time a computation would take here, as a range over
/// independent samples of the search (equal ends where nothing is sampled).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Forecast {
    pub low: Duration,
    pub high: Duration,
}

impl Forecast {
    /// The likely time: the middle of the range, as a ratio.
    pub fn likely(&self) -> Duration {
        // The mean of logarithms: a product of two long times would
        // overflow, and past what a Duration holds is forever all the same.
        let (low, high) = (self.low.as_secs_f64(), self.high.as_secs_f64());
        let seconds = if low > 0.0 && high > 0.0 {
            ((low.ln() + high.ln()) / 2.0).exp()
        } else {
            0.0
        };
        Duration::try_from_secs_f64(seconds)
            .unwrap_or(Duration::MAX)
            .clamp(self.low.min(self.high), self.high.max(self.low))
    }

    /// Whether the samples disagree by more than half again: the time is
    /// then a rough one, and said as a range.
    pub fn is_rough(&self) -> bool {
        self.high.as_secs_f64() > 1.5 * self.low.as_secs_f64()
    }
}
