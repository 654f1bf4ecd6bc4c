//! Help ▸ Keyboard shortcuts: every key the app answers to, by view.

use eframe::egui::{self, Ui};

use super::i18n::tr;

/// Every key the app answers to, by view: the section's and each key's
/// words are message ids.
pub const SHORTCUTS: &[(&str, &[(&str, &str)])] = &[
    (
        "keys-everywhere",
        &[
            ("Ctrl+O", "keys-open"),
            ("Ctrl+S", "keys-save"),
            ("Ctrl+C", "keys-copy"),
            ("Ctrl+V", "keys-paste"),
            ("Ctrl+Q", "keys-quit"),
            ("Ctrl+B", "keys-board"),
        ],
    ),
    (
        "view-browse",
        &[
            ("Left / Right", "keys-browse-step"),
            ("Up / Down", "keys-browse-row"),
            ("PageUp / PageDown", "keys-browse-page"),
            ("Home / End", "keys-browse-ends"),
        ],
    ),
    (
        "view-play",
        &[
            ("key-click", "keys-play-click"),
            ("Arrows", "keys-board-move"),
            ("Space / Enter", "keys-play-click"),
            ("Ctrl+Z", "keys-play-undo"),
            ("Ctrl+Shift+Z", "keys-play-redo"),
        ],
    ),
    (
        "view-pins",
        &[
            ("key-click", "keys-pins-click"),
            ("Arrows", "keys-board-move"),
            ("Space / Enter", "keys-pins-click"),
        ],
    ),
    (
        "view-watch",
        &[
            ("Space", "keys-watch-run"),
            ("Left / Right", "keys-watch-step"),
            ("Home / End", "keys-watch-ends"),
        ],
    ),
    (
        "view-regions",
        &[
            ("key-click", "keys-regions-click"),
            ("key-right-click", "keys-regions-cross"),
            ("Arrows", "keys-board-move"),
            ("Space / Enter", "keys-regions-click"),
            ("X", "keys-regions-cross"),
            ("H", "keys-regions-hint"),
            ("Escape", "keys-regions-escape"),
            ("Ctrl+Z", "keys-play-undo"),
            ("Ctrl+Shift+Z", "keys-play-redo"),
        ],
    ),
    (
        "view-big",
        &[
            ("key-wheel", "keys-big-wheel"),
            ("key-drag", "keys-big-drag"),
            ("key-double-click", "keys-big-double"),
        ],
    ),
];

/// The shortcuts' window: a grid a section.
pub(super) fn shortcuts_grid(ui: &mut Ui) {
    for (section, keys) in SHORTCUTS {
        ui.strong(tr(section));
        egui::Grid::new(("shortcuts", *section))
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for (key, what) in *keys {
                    // Key names stay as printed on keys; a gesture is a word.
                    if key.starts_with("key-") {
                        ui.monospace(tr(key));
                    } else {
                        ui.monospace(*key);
                    }
                    ui.label(tr(what));
                    ui.end_row();
                }
            });
        ui.add_space(6.0);
    }
}
