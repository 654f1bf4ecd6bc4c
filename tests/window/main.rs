// The window, driven as a person would: the real `App` in an egui_kittest
// harness, widgets found by their labels, frames run until the worker's
// results arrive. One binary with a module per view, so that the app is
// linked once.

#![allow(clippy::unwrap_used)]

mod common;
mod support;

mod about;
mod big;
mod browse;
mod check;
mod edges;
mod files;
mod heatmap;
mod i18n;
mod keyboard;
mod links;
mod pins;
mod play;
mod reader;
mod regions;
mod rules;
mod screenshot;
// The screenshot reader's pictures, drawn as its corpus draws them.
#[allow(dead_code)]
#[path = "../formats/corpus.rs"]
mod corpus;
mod shell;
mod stats;
mod trace;
mod watch;
mod watch_edges;
