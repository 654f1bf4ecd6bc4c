//! N-Queens Explorer: the library behind the app and the command line.
//!
//! [`engine`] holds everything that computes (pure, no files, no UI: the
//! crate `nqueens-engine`, whose dependencies Cargo keeps free of them);
//! [`catalog`] gives random access to the solutions of one n by number;
//! [`formats`] reads and writes boards; [`numbers`] says numbers in words;
//! [`scene`] decides how a board looks; [`textbook`] holds the search as
//! code to read beside the animation;
//! [`worker`] runs searches off the UI thread; [`app`] is the desktop app;
//! [`cli`] is the command-line face; [`platform`] holds what differs
//! between the systems it runs on.

pub mod app;
pub mod catalog;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub use nqueens_engine as engine;
pub mod formats;
pub use nqueens_engine::numbers;
pub mod platform;
pub mod scene;
pub mod textbook;
pub mod verify;
pub mod worker;
