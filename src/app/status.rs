//! The status line: what just happened, an error in red, news in the normal
//! colour that fades after a while. A message belongs to what raised it:
//! one about the board, the view or the n shown goes when the person moves
//! on (another n, another view, a new size typed); one about a file (saved,
//! cancelled, failed to write) stays until the next message, since the
//! file outlives a change of n.

use std::time::Duration;
use web_time::Instant;

#[derive(Debug, Clone, PartialEq)]
pub struct Status {
    pub text: String,
    pub error: bool,
    pub since: Instant,
    /// About a file, not about what is shown: outlives a change of n or
    /// view.
    pub lasting: bool,
}

/// How long news stays in the status line.
pub const NEWS_LIFETIME: Duration = Duration::from_secs(8);

impl Status {
    pub fn info(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            error: false,
            since: Instant::now(),
            lasting: false,
        }
    }

    /// News about a file, which outlives a change of n or view.
    pub fn file(text: impl Into<String>) -> Status {
        Status {
            lasting: true,
            ..Status::info(text)
        }
    }

    /// An error about a file.
    pub fn file_error(text: impl Into<String>) -> Status {
        Status {
            lasting: true,
            ..Status::error(text)
        }
    }

    /// The person moved on (another n, view or size): what was said about
    /// what was shown goes; what was said about a file stays.
    pub fn moved_on(&mut self) {
        if !self.lasting {
            *self = Status::none();
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
