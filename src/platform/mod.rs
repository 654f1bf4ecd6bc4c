//! What differs between the platforms the app runs on, in one place rather
//! than as `cfg` attributes over the code that uses it: Linux and the BSDs,
//! Windows (and macOS, built from source), and a browser (WebAssembly).
//!
//! Each side answers the same functions: the threads the worker's tasks
//! run on, the system's language, the system's file dialogs, and the files
//! a page was handed (where a written file goes is the formats' own
//! question, `formats::SAVES_ARE_DOWNLOADS`). `native` is the
//! desktop's side, `web` the page's; time is `web_time`'s on both.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;

/// What a task running elsewhere (a page's Web Worker) said. Its handler
/// answers whether the task has ended.
#[derive(Debug, Clone, PartialEq)]
pub enum RemoteEvent {
    /// A message it posted (RON text of `worker::remote::Posted`).
    Posted(String),
    /// It was stopped before it said how it ended.
    Stopped,
    /// It could not run: why, in words.
    Broken(String),
}

/// A file the page was handed (the browser's picker, a drop): its name
/// and its bytes. The desktop opens files by path and is never handed one.
#[derive(Debug, Clone)]
pub struct HandedFile {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Whether the system's file dialogs can fail without a word: on Linux and
/// the BSDs rfd asks a desktop portal over the session bus and falls back
/// to zenity, and with neither returns at once with nothing, as a cancel
/// does. There the app's own dialog stands in (and can be chosen in the
/// View menu); Windows and macOS always have their own dialogs.
pub const DIALOGS_MAY_BE_MISSING: bool = cfg!(all(unix, not(target_os = "macos")));

pub use crate::formats::SAVES_ARE_DOWNLOADS;
