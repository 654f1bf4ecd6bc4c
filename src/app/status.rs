//! The status line: what just happened, an error in red, news in the normal
//! colour that fades after a while.

use std::time::{Duration, Instant};

#[derive(Debug, Clone, PartialEq)]
pub struct Status {
    pub text: String,
    pub error: bool,
    pub since: Instant,
}

/// How long news stays in the status line.
pub const NEWS_LIFETIME: Duration = Duration::from_secs(8);

impl Status {
    pub fn info(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            error: false,
            since: Instant::now(),
        }
    }

    pub fn error(text: impl Into<String>) -> Status {
        Status {
            error: true,
            ..Status::info(text)
        }
    }

    /// Nothing to say.
    pub fn none() -> Status {
        Status::info("")
    }

    /// Whether it is still worth showing.
    pub fn is_current(&self) -> bool {
        !self.text.is_empty() && (self.error || self.since.elapsed() < NEWS_LIFETIME)
    }
}
