//! N-Queens Explorer: the library behind the app and the command line.
//!
//! [`engine`] holds everything that computes (pure, no files, no UI: the
//! crate `nqueens-engine`, whose dependencies Cargo keeps free of them);
//! the crate `nqueens-boards` holds what a board is beyond it, without a
//! screen: [`catalog`] gives random access to the solutions of one n by
//! number; [`formats`] reads and writes boards; [`scene`] decides how a
//! board looks; [`verify`] checks a solver; [`textbook`] holds the search
//! as code to read beside the animation. [`numbers`] says numbers in
//! words; [`worker`] runs searches off the UI thread; [`app`] is the desktop app;
//! [`cli`] is the command-line face (the crate `nqueens-cli`, which cannot
//! see the window); [`platform`] holds what differs
//! between the systems it runs on.

pub mod app;
pub use nqueens_boards::{catalog, formats, replay, scene, textbook, verify};
#[cfg(not(target_arch = "wasm32"))]
pub use nqueens_cli as cli;
pub use nqueens_engine as engine;
pub use nqueens_engine::numbers;
pub mod platform;
pub mod worker;
