//! N-Queens Explorer: the library behind the app and the command line.
//!
//! [`engine`] holds everything that computes (pure, no files, no UI);
//! [`catalog`] gives random access to the solutions of one n by number;
//! [`formats`] reads and writes boards; [`cli`] is the command-line face.

pub mod catalog;
pub mod cli;
pub mod engine;
pub mod formats;
