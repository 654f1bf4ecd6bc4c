//! The search tree explored so far, drawn as an icicle: a band per row,
//! each queen placed a bar as wide as its subtree, in the order the search
//! met them; the current path lit, solutions green, a mistaken program's wrong returns red and crossed. A click on a bar goes
//! to the step that placed that queen.

use eframe::egui::{self, Color32, Pos2, Rect, Sense, Stroke, Ui, Vec2};

use crate::app::i18n::t;
use crate::engine::{SearchTree, TracePosition};
use crate::scene::square_name;

/// The bars of the tree in view: `shown` nodes across `rect`.
struct Bars<'t> {
    tree: &'t SearchTree,
    rect: Rect,
    row_height: f32,
    /// Points per node across.
    scale: f32,
    shown: usize,
}

impl Bars<'_> {
    /// A bar per node, the path to the current one lit and solutions green.
    fn paint(&self, ui: &Ui, painter: &egui::Painter, path: &[usize], n: usize) {
        let Bars {
            tree,
            rect,
            row_height,
            scale,
            shown,
        } = *self;
        let plain = ui.visuals().widgets.inactive.bg_fill;
        let lit = ui.visuals().selection.bg_fill;
        let found = Color32::from_rgb(60, 170, 90);
        // A mistaken program's wrong return: red, and crossed, so that it
        // differs from a solution in shape as well as colour.
        let wrong = Color32::from_rgb(200, 50, 50);
        let gap = ui.visuals().extreme_bg_color;
        // Bars narrower than a pixel are drawn once per pixel and row: the
        // parent's bar already covers them.
        let mut last_pixel = vec![f32::NEG_INFINITY; n];
        for (i, node) in tree.nodes()[..shown].iter().enumerate() {
            let row = node.row as usize;
            let on_path = path.get(row) == Some(&i);
            let x0 = rect.left() + i as f32 * scale;
            if x0.floor() <= last_pixel[row] && !on_path && !node.solution && !node.wrong {
                continue;
            }
            last_pixel[row] = x0.floor();
            let x1 = rect.left() + tree.end_within(i, shown) as f32 * scale;
            let y0 = rect.top() + row as f32 * row_height;
            let bar = Rect::from_min_max(
                Pos2::new(x0, y0),
                Pos2::new(x1.max(x0 + 1.0), y0 + row_height),
            );
            let fill = if on_path {
                lit
            } else if node.solution {
                found
            } else if node.wrong {
                wrong
            } else {
                plain
            };
            painter.rect_filled(bar, 0.0, fill);
            if node.wrong {
                // A cross as tall as the row, on the leaf: seen however
                // narrow the bar is.
                let half = (row_height * 0.5).max(2.0);
                let c = bar.center();
                let stroke = Stroke::new(1.5, wrong);
                let (a, b) = (
                    Pos2::new(c.x - half, y0),
                    Pos2::new(c.x + half, y0 + row_height),
                );
                painter.line_segment([a, b], stroke);
                painter.line_segment([Pos2::new(a.x, b.y), Pos2::new(b.x, a.y)], stroke);
            }
            if bar.width() > 4.0 && row_height > 4.0 {
                painter.rect_stroke(bar, 0.0, Stroke::new(1.0, gap), egui::StrokeKind::Inside);
            }
        }
    }
}

/// Draws the tree of the first `position.steps` steps; answers the step
/// count to go to when a bar was clicked.
pub fn minimap(
    ui: &mut Ui,
    tree: &SearchTree,
    position: &TracePosition,
    n: usize,
    height: f32,
) -> Option<usize> {
    let size = Vec2::new(ui.available_width().max(60.0), height);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, t!("tree-label")));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 2.0, ui.visuals().extreme_bg_color);
    let shown = tree.placed_within(position.steps);
    if shown == 0 || n == 0 {
        // Wrapped to the tree's width: drawn on one line it was cut at
        // both ends in a small window.
        let galley = ui.painter().layout(
            t!("tree-empty"),
            egui::TextStyle::Small.resolve(ui.style()),
            ui.visuals().weak_text_color(),
            (rect.width() - 8.0).max(20.0),
        );
        let corner = rect.center() - galley.size() / 2.0;
        painter.galley(corner, galley, ui.visuals().weak_text_color());
        return None;
    }
    let row_height = rect.height() / n as f32;
    let scale = rect.width() / shown as f32;
    let path: Vec<usize> = (0..position.queens.len())
        .filter_map(|row| tree.node_at(row, shown - 1, shown))
        .collect();
    let bars = Bars {
        tree,
        rect,
        row_height,
        scale,
        shown,
    };
    bars.paint(ui, &painter, &path, n);
    if let Some(&newest) = path.last() {
        let node = tree.nodes()[newest];
        let x0 = rect.left() + newest as f32 * scale;
        let x1 = rect.left() + tree.end_within(newest, shown) as f32 * scale;
        let y0 = rect.top() + node.row as f32 * row_height;
        let bar = Rect::from_min_max(
            Pos2::new(x0, y0),
            Pos2::new(x1.max(x0 + 2.0), y0 + row_height),
        );
        // Inside the chart's rectangle: a frame past its edge is cut off.
        painter.rect_stroke(
            bar.expand(1.0).intersect(rect),
            1.0,
            Stroke::new(2.0, ui.visuals().strong_text_color()),
            egui::StrokeKind::Inside,
        );
    }
    let pointed = |at: Pos2| -> Option<usize> {
        let row = ((at.y - rect.top()) / row_height).floor();
        let x = ((at.x - rect.left()) / scale).floor();
        if row < 0.0 || x < 0.0 {
            return None;
        }
        let x = (x as usize).min(shown - 1);
        tree.node_at(row as usize, x, shown)
    };
    let hovered = response.hover_pos().and_then(pointed);
    let response = match hovered {
        Some(number) => {
            let node = tree.nodes()[number];
            response.on_hover_text(t!(
                "tree-node-tip",
                square = square_name((node.row as usize, node.col as usize), n),
                step = node.placed_at + 1
            ))
        }
        None => response.on_hover_text(t!("tree-tip")),
    };
    if response.clicked() {
        let at = response.interact_pointer_pos().and_then(pointed)?;
        return Some(tree.nodes()[at].placed_at + 1);
    }
    None
}
