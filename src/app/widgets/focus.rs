//! The board's hold on the keyboard: its id (one board at a time, a Tab
//! stop), who gives it the keys (Tab, a click on a board played on, a
//! view entered, Ctrl+B), the arrows kept while it has them, and the frame
//! that shows it.

use eframe::egui::{self, Rect, Response, Ui};

/// The egui id of the board a view draws (one at a time): a Tab stop.
/// While it has the keyboard, the arrows move its cursor and the app's
/// own arrow keys (the browser's Next) wait.
pub fn board_id() -> egui::Id {
    egui::Id::unique("the-board")
}

/// Whether the board has the keyboard.
pub fn board_has_focus(ctx: &egui::Context) -> bool {
    ctx.memory(|m| m.has_focus(board_id()))
}

fn focus_wanted_id() -> egui::Id {
    board_id().with("focus wanted")
}

/// Frames within which a board drawn takes the keys asked for: a view
/// just shown draws its board a frame or two later; one with no board
/// (Ctrl+B on About) lets the wish lapse rather than hand the keys to a
/// board shown much later.
const FOCUS_WISH_FRAMES: u64 = 3;

/// Asks that the board take the keyboard as soon as it is drawn (a view
/// just shown has none yet this frame).
pub fn focus_board_soon(ctx: &egui::Context) {
    let now = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(focus_wanted_id(), now));
}

/// Gives the board the keyboard when it was asked for, or (`by_pointer`:
/// a board played on, whose keys play as its clicks do) when it was
/// clicked or a drag began on it. While it has the keyboard the arrows
/// are the board's, not egui's way from widget to widget.
pub fn take_focus(ui: &Ui, response: &Response, by_pointer: bool) {
    take_focus_holding_escape(ui, response, by_pointer, false);
}

/// [`take_focus`], where with `escape` the board keeps the keys on
/// Escape too (it has something to put away: a hint, a walk through the
/// solve), so that its next move is still said; without, Escape gives
/// the keys back.
pub fn take_focus_holding_escape(ui: &Ui, response: &Response, by_pointer: bool, escape: bool) {
    let now = ui.ctx().cumulative_pass_nr();
    let asked = ui.data_mut(|d| d.remove_temp::<u64>(focus_wanted_id()));
    let wanted = asked.is_some_and(|at| now <= at + FOCUS_WISH_FRAMES);
    let pointed = by_pointer && (response.clicked() || response.drag_started());
    if wanted || pointed {
        response.request_focus();
    }
    if response.has_focus() {
        ui.memory_mut(|m| {
            m.set_focus_lock_filter(
                response.id,
                egui::EventFilter {
                    horizontal_arrows: true,
                    vertical_arrows: true,
                    tab: false,
                    escape,
                },
            )
        });
    }
}

/// The frame round a board that has the keyboard, in the colour egui
/// frames a focused widget with.
pub fn paint_focus_frame(ui: &Ui, painter: &egui::Painter, rect: Rect) {
    let stroke = egui::Stroke::new(3.0, ui.visuals().selection.stroke.color);
    painter.rect_stroke(rect.shrink(1.5), 2.0, stroke, egui::StrokeKind::Middle);
}
