//! Widgets the views share: the board canvas (small boards and big ones
//! with zoom and pan), the gallery of thumbnails, the file dialogs, the
//! textbook's code beside the search, the search tree's minimap and the
//! survey's tally control, widgets named steadily, and the width a text
//! takes on one line.

pub mod canvas;
pub mod code;
pub mod dialogs;
pub mod focus;
pub mod gallery;
pub mod grid;
pub mod minimap;
pub mod steady;
pub mod tally;

/// How wide `text` is laid out on one line in `style`, unwrapped: what a
/// row must leave it for it to fit whole.
pub fn one_line_width(
    ui: &eframe::egui::Ui,
    text: impl Into<eframe::egui::WidgetText>,
    style: eframe::egui::TextStyle,
) -> f32 {
    text.into()
        .into_galley(
            ui,
            Some(eframe::egui::TextWrapMode::Extend),
            f32::INFINITY,
            style,
        )
        .size()
        .x
}
