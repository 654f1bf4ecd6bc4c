// The egui back end of the scene: paints a board's shapes into a rectangle,
// and the board widget with hover and click.

use eframe::egui::{
    self, Align2, Color32, ColorImage, FontId, Pos2, Rect, Response, Sense, Stroke, TextureHandle,
    TextureOptions, Ui, Vec2, emath::RectTransform,
};

use crate::engine::{Board, Square};
use crate::scene::{Anchor, DETAIL_LIMIT, Palette, Rgba, Scene, SceneOptions, Shape};

pub fn color(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c[0], c[1], c[2], c[3])
}

/// Paints a scene so that its square area fills `rect`.
pub fn paint_scene(painter: &egui::Painter, rect: Rect, scene: &Scene) {
    let to_screen = RectTransform::from_to(
        Rect::from_min_size(Pos2::ZERO, Vec2::splat(scene.size)),
        rect,
    );
    let scale = rect.width() / scene.size;
    let pos = |[x, y]: [f32; 2]| to_screen.transform_pos(Pos2::new(x, y));
    for shape in &scene.shapes {
        match shape {
            Shape::Rect { min, max, fill } => {
                painter.rect_filled(Rect::from_min_max(pos(*min), pos(*max)), 0.0, color(*fill));
            }
            Shape::Circle {
                center,
                radius,
                fill,
            } => {
                painter.circle_filled(pos(*center), radius * scale, color(*fill));
            }
            Shape::Ring {
                center,
                radius,
                width,
                color: c,
            } => {
                painter.circle_stroke(
                    pos(*center),
                    radius * scale,
                    Stroke::new(width * scale, color(*c)),
                );
            }
            Shape::Polygon {
                points,
                fill,
                outline,
                outline_width,
            } => {
                let points = points.iter().map(|p| pos(*p)).collect();
                let stroke = Stroke::new((outline_width * scale).max(0.5), color(*outline));
                painter.add(egui::Shape::convex_polygon(points, color(*fill), stroke));
            }
            Shape::Text {
                pos: at,
                text,
                size,
                color: c,
                anchor: Anchor::Center,
            } => {
                painter.text(
                    pos(*at),
                    Align2::CENTER_CENTER,
                    text,
                    FontId::proportional((size * scale).max(6.0)),
                    color(*c),
                );
            }
        }
    }
}

/// The largest square that fits in `available`, centred.
pub fn square_in(available: Rect) -> Rect {
    let side = available.width().min(available.height()).max(1.0);
    Rect::from_center_size(available.center(), Vec2::splat(side))
}

/// Boards too large for one shape per queen are drawn into a texture with a
/// pixel per screen pixel; this keeps it between frames.
#[derive(Default)]
pub struct HugeBoardTexture {
    key: Option<(usize, u64, u32)>,
    texture: Option<TextureHandle>,
}

/// Draws a board filling the space, with attacks of the hovered queen marked
/// when `show_attacks` is set.
pub fn board_widget(
    ui: &mut Ui,
    board: &Board,
    base: &SceneOptions,
    show_attacks: bool,
    huge: &mut HugeBoardTexture,
    board_key: u64,
    description: &str,
) -> Response {
    let available = ui.available_rect_before_wrap();
    let rect = square_in(available);
    let (response, painter) = ui.allocate_painter(available.size(), Sense::click());
    let n = board.n();
    let margin = if base.labels && n <= DETAIL_LIMIT {
        crate::scene::LABEL_MARGIN
    } else {
        0.0
    };
    let total = n as f32 + 2.0 * margin;
    let cell = rect.width() / total;
    let board_rect = Rect::from_min_size(
        rect.min + Vec2::splat(margin * cell),
        Vec2::splat(n as f32 * cell),
    );
    let square_at = |p: Pos2| -> Option<Square> {
        if !board_rect.contains(p) {
            return None;
        }
        let c = ((p.x - board_rect.min.x) / cell) as usize;
        let r = ((p.y - board_rect.min.y) / cell) as usize;
        (r < n && c < n).then_some((r, c))
    };
    let hovered = response.hover_pos().and_then(square_at);
    if ui.is_rect_visible(rect) {
        if n > HUGE_LIMIT {
            paint_huge(ui, &painter, rect, board, &base.palette, huge, board_key);
        } else {
            let mut options = base.clone();
            options.attacks_from =
                hovered.filter(|&(r, c)| show_attacks && board.queen(r) == Some(c));
            paint_scene(&painter, rect, &Scene::of(board, &options));
        }
    }
    let description = description.to_string();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &description));
    response
}

/// Above this side the board is drawn into a texture, not as shapes.
pub const HUGE_LIMIT: usize = 1024;

fn paint_huge(
    ui: &Ui,
    painter: &egui::Painter,
    rect: Rect,
    board: &Board,
    palette: &Palette,
    huge: &mut HugeBoardTexture,
    board_key: u64,
) {
    let pixels = (rect.width() * ui.ctx().pixels_per_point())
        .round()
        .clamp(1.0, 4096.0) as u32;
    let key = (board.n(), board_key, pixels);
    if huge.key != Some(key) || huge.texture.is_none() {
        let side = pixels as usize;
        let mut image = ColorImage::filled([side, side], color(palette.light));
        let n = board.n() as f64;
        let ink = color(palette.queen_outline);
        for (r, c) in board.queens() {
            let x = ((c as f64 + 0.5) / n * side as f64) as usize;
            let y = ((r as f64 + 0.5) / n * side as f64) as usize;
            image.pixels[y.min(side - 1) * side + x.min(side - 1)] = ink;
        }
        huge.texture = Some(
            ui.ctx()
                .load_texture("huge-board", image, TextureOptions::NEAREST),
        );
        huge.key = Some(key);
    }
    if let Some(texture) = &huge.texture {
        painter.image(
            texture.id(),
            rect,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
            Color32::WHITE,
        );
    }
}
