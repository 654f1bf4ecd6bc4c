//! A board as a grid for screen readers and tests: under the board's
//! AccessKit node, a row a rank and a cell a square, each named in the
//! board's words, each cell clickable by an assistive technology (a
//! screen reader's "activate", the page's mirrored cell, kittest's
//! `click_accesskit`) as a square is by the mouse.

use eframe::egui::accesskit::{Action, Role};
use eframe::egui::{Event, Id, Response, Ui};

use crate::engine::Square;

/// The most squares a board lists to a screen reader one by one; past
/// it the board's name and its cursor's square say what there is.
pub const GRID_LIMIT: usize = 32 * 32;

/// The node id of the cell at `square` under the board `board`.
fn cell_id(board: Id, (r, c): Square) -> Id {
    board.with(("row", r)).with(c)
}

/// Lists the board `board` (n rows of `width`) as a grid, each cell
/// named by `words` ("b6, queen"); `cursor` is the keyboard's square,
/// told as the grid's active cell while the board has the keys. Returns
/// the square an assistive technology clicked this frame, if one did.
/// Only while AccessKit runs.
pub fn accessible_grid(
    ui: &mut Ui,
    board: &Response,
    (n, width): (usize, usize),
    cursor: Option<Square>,
    words: impl Fn(Square) -> String,
) -> Option<Square> {
    let ctx = ui.ctx().clone();
    let listed = n * width <= GRID_LIMIT;
    // Asked before the node is written: the context is locked meanwhile.
    let active = cursor.filter(|_| listed && board.has_focus());
    let on = ctx
        .accesskit_node_builder(board.id, |node| {
            node.set_role(Role::Grid);
            // Its name says what it shows and where the cursor is:
            // spoken as they change ("solution 6 of 92", "c5, queen").
            node.set_live(egui::accesskit::Live::Polite);
            node.set_row_count(n);
            node.set_column_count(width);
            if let Some(square) = active {
                node.set_active_descendant(cell_id(board.id, square).accesskit_id());
            }
        })
        .is_some();
    if !on || !listed {
        return None;
    }
    let rows = egui::UiBuilder::new().accessibility_parent(board.id);
    ui.scope_builder(rows, |ui| {
        for r in 0..n {
            let row = board.id.with(("row", r));
            ctx.accesskit_node_builder(row, |node| {
                node.set_role(Role::Row);
                node.set_row_index(r);
            });
            ui.scope_builder(egui::UiBuilder::new().accessibility_parent(row), |_| {
                for c in 0..width {
                    ctx.accesskit_node_builder(cell_id(board.id, (r, c)), |node| {
                        node.set_role(Role::Cell);
                        node.set_row_index(r);
                        node.set_column_index(c);
                        node.set_label(words((r, c)));
                        node.add_action(Action::Click);
                    });
                }
            });
        }
    });
    clicked_cell(ui, board.id, (n, width))
}

/// The cell of `board` that an AccessKit click named this frame.
fn clicked_cell(ui: &Ui, board: Id, (n, width): (usize, usize)) -> Option<Square> {
    let targets: Vec<_> = ui.input(|i| {
        i.events
            .iter()
            .filter_map(|event| match event {
                Event::AccessKitActionRequest(request) if request.action == Action::Click => {
                    Some(request.target_node)
                }
                _ => None,
            })
            .collect()
    });
    // Cells' ids are hashes: a click is looked for among them only when
    // there was one.
    if targets.is_empty() {
        return None;
    }
    (0..n)
        .flat_map(|r| (0..width).map(move |c| (r, c)))
        .find(|&square| targets.contains(&cell_id(board, square).accesskit_id()))
}
