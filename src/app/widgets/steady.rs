//! Widgets named by what they are, not by where they fall.
//!
//! egui names a widget by its place among those before it: a line that
//! comes or goes above a button (a spinner, a result, an orbit) renames
//! the button. A screen reader on the page clicks what it was shown, and
//! the frame that plays the click may already have renamed it: the click
//! went to nobody.

use eframe::egui::{Ui, UiBuilder};

/// Adds `add`'s widgets under a name of their own, `name` within `ui`'s,
/// so that what comes before them never renames them.
pub fn steady<R>(ui: &mut Ui, name: &str, add: impl FnOnce(&mut Ui) -> R) -> R {
    let id = ui.scope_id().with(name);
    ui.scope_builder(UiBuilder::new().scope_id(id), add).inner
}
