//! N-Queens Explorer's boards: what a board is once it leaves the engine.
//!
//! [`catalog`] gives random access to the solutions of one n by number;
//! [`formats`] reads and writes boards, lists and animations; [`scene`]
//! decides how a board looks (for the window, PNG, SVG and TikZ alike);
//! [`verify`] holds a solver's output against the truth; [`textbook`]
//! holds the search as code to read beside the animation. Nothing here
//! draws on a screen or opens a window: no egui, eframe or rfd is in this
//! crate's tree (tests/package.rs asks `cargo tree`).

pub use nqueens_engine as engine;
pub use nqueens_engine::numbers;

pub mod catalog;
pub mod formats;
pub mod replay;
pub mod scene;
pub mod textbook;
pub mod verify;
