//! Widgets the views share: the board canvas (small boards and big ones
//! with zoom and pan), the gallery of thumbnails, and the file dialogs.

pub mod canvas;
pub mod dialogs;
pub mod gallery;
