//! Widgets the views share: the board canvas (small boards and big ones
//! with zoom and pan), the gallery of thumbnails, the file dialogs, the
//! textbook's code beside the search, the search tree's minimap and the
//! survey's tally control, and widgets named steadily.

pub mod canvas;
pub mod code;
pub mod dialogs;
pub mod focus;
pub mod gallery;
pub mod grid;
pub mod minimap;
pub mod steady;
pub mod tally;
