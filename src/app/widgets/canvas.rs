//! The egui back end of the scene: paints a board's shapes into a rectangle,
//! and the board widget: hover, click, and for big boards zoom and pan with a
//! level of detail that keeps drawing cheap.

pub use super::focus::{
    board_has_focus, board_id, focus_board_soon, paint_focus_frame, take_focus,
    take_focus_holding_escape,
};
use eframe::egui::{
    self, Align2, Color32, ColorImage, FontId, Pos2, Rect, Response, Sense, Stroke, TextureHandle,
    TextureOptions, Ui, Vec2, emath::RectTransform,
};

use crate::engine::{Board, Square};
use crate::scene::{self, Anchor, DETAIL_LIMIT, Palette, Rgba, Scene, SceneOptions, Shape, Window};

pub fn color(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c[0], c[1], c[2], c[3])
}

/// Paints a scene as large as fits in `rect`, centred: a board of more
/// columns than rows keeps its shape.
pub fn paint_scene(painter: &egui::Painter, rect: Rect, scene: &Scene) {
    let to_screen = RectTransform::from_to(
        Rect::from_min_size(Pos2::ZERO, Vec2::new(scene.size, scene.height)),
        fit_in(rect, scene.size / scene.height.max(f32::MIN_POSITIVE)),
    );
    paint_shapes(painter, &to_screen, &scene.shapes);
}

fn paint_shapes(painter: &egui::Painter, to_screen: &RectTransform, shapes: &[Shape]) {
    scene::paint_shapes(
        shapes,
        &mut Screen {
            painter,
            to_screen,
            scale: to_screen.scale().x,
        },
    );
}

/// The egui back end: shapes painted in a rectangle of the window.
struct Screen<'p> {
    painter: &'p egui::Painter,
    to_screen: &'p RectTransform,
    /// Screen points per board unit.
    scale: f32,
}

impl Screen<'_> {
    fn pos(&self, [x, y]: [f32; 2]) -> Pos2 {
        self.to_screen.transform_pos(Pos2::new(x, y))
    }
}

impl scene::Painter for Screen<'_> {
    fn rect(&mut self, min: [f32; 2], max: [f32; 2], fill: Rgba) {
        self.painter.rect_filled(
            Rect::from_min_max(self.pos(min), self.pos(max)),
            0.0,
            color(fill),
        );
    }

    fn circle(&mut self, center: [f32; 2], radius: f32, fill: Rgba) {
        self.painter
            .circle_filled(self.pos(center), radius * self.scale, color(fill));
    }

    fn line(&mut self, from: [f32; 2], to: [f32; 2], width: f32, c: Rgba) {
        self.painter.line_segment(
            [self.pos(from), self.pos(to)],
            Stroke::new(width * self.scale, color(c)),
        );
    }

    fn ring(&mut self, center: [f32; 2], radius: f32, width: f32, c: Rgba) {
        self.painter.circle_stroke(
            self.pos(center),
            radius * self.scale,
            Stroke::new(width * self.scale, color(c)),
        );
    }

    fn polygon(&mut self, points: &[[f32; 2]], fill: Rgba, outline: Rgba, outline_width: f32) {
        let points = points.iter().map(|p| self.pos(*p)).collect();
        let stroke = Stroke::new((outline_width * self.scale).max(0.5), color(outline));
        self.painter
            .add(egui::Shape::convex_polygon(points, color(fill), stroke));
    }

    fn text(&mut self, pos: [f32; 2], text: &str, size: f32, c: Rgba, anchor: Anchor) {
        let align = match anchor {
            Anchor::Center => Align2::CENTER_CENTER,
        };
        self.painter.text(
            self.pos(pos),
            align,
            text,
            FontId::proportional((size * self.scale).max(6.0)),
            color(c),
        );
    }

    fn dots(&mut self, dots: &Shape, min: [f32; 2], size: f32, _: u32, _: Rgba) {
        // Drawn as an image of its cells. The big board caches the texture
        // and paints it itself; this is for anyone else.
        let texture =
            self.painter
                .ctx()
                .load_texture("dots", dots_image(dots), TextureOptions::NEAREST);
        let rect = Rect::from_min_max(self.pos(min), self.pos([min[0] + size, min[1] + size]));
        self.painter.image(
            texture.id(),
            rect,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
            Color32::WHITE,
        );
    }
}

/// The largest square that fits in `available`, centred.
pub fn square_in(available: Rect) -> Rect {
    fit_in(available, 1.0)
}

/// The largest rectangle `aspect` times as wide as high that fits in
/// `available`, centred.
pub fn fit_in(available: Rect, aspect: f32) -> Rect {
    let height = (available.width() / aspect)
        .min(available.height())
        .max(1.0);
    Rect::from_center_size(available.center(), Vec2::new(height * aspect, height))
}

/// Width over height of the drawing of a board of n rows and `width`
/// columns, labels' margin included.
pub fn board_aspect(n: usize, width: usize, labels: bool) -> f32 {
    let margin = if labels { scene::label_margin(n) } else { 0.0 };
    (width as f32 + 2.0 * margin) / (n as f32 + 2.0 * margin)
}

/// Zoom and pan of a big board, and the texture of its zoomed-out view.
///
/// Zoomed out, the view is a grid of dots built from every row in view:
/// ten million rows take longer than a frame, so the grid is built on the
/// worker. The widget says which grid it wants ([`BigBoardView::wanted`]);
/// its owner starts the job and hands the grid back
/// ([`BigBoardView::arrived`]); meanwhile the last grid stays on screen.
pub struct BigBoardView {
    /// Squares across the view: n when zoomed out fully.
    span: f64,
    /// The board point (in squares) at the centre of the view.
    center: [f64; 2],
    /// For which board the view was set.
    board: Option<(usize, u64)>,
    texture: Option<(DotsKey, TextureHandle)>,
    /// The grid the view needs and has not got, with the scene options that
    /// build it.
    wanted: Option<(DotsKey, SceneOptions)>,
    /// A grid built elsewhere, not yet on the screen.
    arrived: Option<(DotsKey, Shape)>,
    /// The square under the pointer in the last frame: row, column.
    pointer: Option<Square>,
    /// Set to show the whole board in the next frame.
    reset_wanted: bool,
}

/// Which grid of dots: board, its key, pixels, and the window (in
/// thousandths of a square).
pub type DotsKey = (usize, u64, u32, [i64; 3]);

impl Default for BigBoardView {
    fn default() -> Self {
        BigBoardView {
            span: 1.0,
            center: [0.5, 0.5],
            board: None,
            texture: None,
            wanted: None,
            arrived: None,
            pointer: None,
            reset_wanted: false,
        }
    }
}

impl BigBoardView {
    /// The grid of dots the last frame wanted and did not have.
    pub fn wanted(&mut self) -> Option<(DotsKey, SceneOptions)> {
        self.wanted.take()
    }

    /// A grid of dots built on the worker.
    pub fn arrived(&mut self, key: DotsKey, dots: Shape) {
        self.arrived = Some((key, dots));
    }

    /// The square under the pointer (row, column), as last drawn.
    pub fn pointer(&self) -> Option<Square> {
        self.pointer
    }

    /// Squares across the view, and whether that is the whole board.
    pub fn span(&self) -> (f64, bool) {
        let whole = self.board.is_none_or(|(n, _)| self.span >= n as f64 - 1e-9);
        (self.span, whole)
    }

    /// Shows the whole board from the next frame on.
    pub fn show_whole(&mut self) {
        self.reset_wanted = true;
    }
}

impl BigBoardView {
    /// Zoom about the pointer (the wheel, a pinch), pan by dragging,
    /// double-click to see it all; then the square under the pointer.
    fn follow_pointer(&mut self, ui: &Ui, response: &Response, rect: Rect, n: usize) {
        let per_point = |view: &BigBoardView| view.span / f64::from(rect.width());
        if response.hovered() {
            let scroll = ui.input(|i| i.smooth_scroll_delta.y + (i.zoom_delta() - 1.0) * 200.0);
            if scroll != 0.0
                && let Some(p) = response.hover_pos()
            {
                let factor = (-f64::from(scroll) / 300.0).exp();
                let before = per_point(self);
                let offset = [
                    f64::from(p.x - rect.center().x),
                    f64::from(p.y - rect.center().y),
                ];
                let anchor = [
                    self.center[0] + offset[0] * before,
                    self.center[1] + offset[1] * before,
                ];
                self.span *= factor;
                self.clamp(n);
                let after = per_point(self);
                self.center = [anchor[0] - offset[0] * after, anchor[1] - offset[1] * after];
            }
        }
        if response.dragged() {
            let d = response.drag_delta();
            let k = per_point(self);
            self.center[0] -= f64::from(d.x) * k;
            self.center[1] -= f64::from(d.y) * k;
        }
        if response.double_clicked() || std::mem::take(&mut self.reset_wanted) {
            self.reset(n);
        }
        self.clamp(n);
        self.pointer = response.hover_pos().and_then(|p| {
            let k = per_point(self);
            let x = self.center[0] + f64::from(p.x - rect.center().x) * k;
            let y = self.center[1] + f64::from(p.y - rect.center().y) * k;
            let inside = (0.0..n as f64).contains(&x) && (0.0..n as f64).contains(&y);
            inside.then_some((y as usize, x as usize))
        });
    }

    fn reset(&mut self, n: usize) {
        self.span = n as f64;
        self.center = [n as f64 / 2.0, n as f64 / 2.0];
    }

    fn clamp(&mut self, n: usize) {
        let n = n as f64;
        // Zoom in to 8 squares across at most.
        self.span = self.span.clamp(8.0_f64.min(n), n);
        let half = self.span / 2.0;
        for c in &mut self.center {
            *c = c.clamp(half, n - half);
        }
    }
}

/// Where a board of side n lies in a square of the window, with the
/// margin its labels take: the one mapping from a point of the window to a
/// square, and back.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardArea {
    /// The squares, labels left out.
    squares: Rect,
    cell: f32,
    n: usize,
    width: usize,
}

impl BoardArea {
    /// The board of side `n` drawn to fill `rect` (a square), with a
    /// margin for labels when they are shown.
    pub fn new(rect: Rect, n: usize, labels: bool) -> BoardArea {
        Self::of(rect, n, n, labels)
    }

    /// The board of n rows and `width` columns drawn to fill `rect` (of
    /// its shape, [`board_aspect`]).
    pub fn of(rect: Rect, n: usize, width: usize, labels: bool) -> BoardArea {
        let margin = if labels { scene::label_margin(n) } else { 0.0 };
        let cell = rect.width() / (width as f32 + 2.0 * margin);
        BoardArea {
            squares: Rect::from_min_size(
                rect.min + Vec2::splat(margin * cell),
                Vec2::new(width as f32 * cell, n as f32 * cell),
            ),
            cell,
            n,
            width,
        }
    }

    /// The square (row, column) under a point, if any.
    /// The board's rows.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The squares' rectangle on screen, the labels' margin left out.
    pub fn squares(&self) -> Rect {
        self.squares
    }

    pub fn square_at(&self, p: Pos2) -> Option<Square> {
        if !self.squares.contains(p) {
            return None;
        }
        let c = ((p.x - self.squares.min.x) / self.cell) as usize;
        let r = ((p.y - self.squares.min.y) / self.cell) as usize;
        (r < self.n && c < self.width).then_some((r, c))
    }

    /// The centre of a square.
    pub fn center_of(&self, (r, c): Square) -> Pos2 {
        self.squares.min + Vec2::new((c as f32 + 0.5) * self.cell, (r as f32 + 0.5) * self.cell)
    }
}

/// The cursor's square and what is on it, in words: "d5, queen,
/// attacked by b3", coordinates as the board's labels show them.
pub fn square_words(board: &Board, rules: &crate::engine::Rules, square: Square) -> String {
    use crate::app::i18n::t;
    let n = board.n();
    let name = scene::square_name(square, n);
    let queens: Vec<Square> = (0..n)
        .filter_map(|r| board.queen(r).map(|c| (r, c)))
        .collect();
    let attackers: Vec<String> = queens
        .iter()
        .filter(|&&q| q != square && rules.attacks(n, q, square))
        .map(|&q| scene::square_name(q, n))
        .collect();
    let what = if queens.contains(&square) {
        t!("square-queen")
    } else {
        t!("square-empty")
    };
    if attackers.is_empty() {
        t!("square-words", square = name, what = what)
    } else {
        t!(
            "square-words-attacked",
            square = name,
            what = what,
            by = crate::app::words::list_words(&attackers)
        )
    }
}

/// Draws a board filling the space, from its scene, with the attacks of the
/// hovered queen marked when `hover_attacks` is set; returns the response
/// and the square clicked, or chosen by keys: Tab gives the board the
/// keyboard, the arrows move a cursor (drawn as four corners), Enter or
/// Space acts on its square as a click, Escape hands the keyboard back. A
/// board past [`DETAIL_LIMIT`] is drawn whole, at the scene's level of
/// detail: [`big_board_widget`] zooms and pans.
pub fn board_widget(
    ui: &mut Ui,
    board: &Board,
    options: &SceneOptions,
    hover_attacks: bool,
    description: &str,
) -> (Response, Option<Square>) {
    let available = ui.available_rect_before_wrap();
    let (n, width) = (board.n(), board.width());
    let rect = fit_in(available, board_aspect(n, width, options.labels));
    let (space, _) = ui.allocate_exact_size(available.size(), Sense::hover());
    let response = ui.interact(space, board_id(), Sense::click());
    let painter = ui.painter_at(space);
    let cursor_id = board_id().with("cursor");
    let mut cursor: Square = ui.data(|d| d.get_temp(cursor_id)).unwrap_or((0, 0));
    cursor = (
        cursor.0.min(n.saturating_sub(1)),
        cursor.1.min(width.saturating_sub(1)),
    );
    let mut chosen = None;
    // Browse's board shows; a click there leaves its arrows to the list.
    take_focus(ui, &response, false);
    let focused = response.has_focus();
    if focused {
        let (r, c) = cursor;
        ui.input_mut(|i| {
            let mut count = |key| i.count_and_consume_key(egui::Modifiers::NONE, key);
            let up = count(egui::Key::ArrowUp);
            let down = count(egui::Key::ArrowDown);
            let left = count(egui::Key::ArrowLeft);
            let right = count(egui::Key::ArrowRight);
            let r = (r + down).saturating_sub(up).min(n.saturating_sub(1));
            let c = (c + right)
                .saturating_sub(left)
                .min(width.saturating_sub(1));
            cursor = (r, c);
            if count(egui::Key::Enter) + count(egui::Key::Space) > 0 {
                chosen = Some(cursor);
            }
        });
        if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
            response.surrender_focus();
        }
        ui.data_mut(|d| d.insert_temp(cursor_id, cursor));
    }
    let description = if focused {
        let square = square_words(board, &options.rules, cursor);
        let full = format!("{description}; {square}");
        // A move or a change of the square is said once; the board's name
        // with it when the board gets the keys.
        crate::app::speech::say_board(ui.ctx(), &response, &square, &full);
        full
    } else {
        crate::app::speech::say_board(ui.ctx(), &response, "", "");
        description.to_string()
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &description));
    let area = BoardArea::of(rect, n, width, options.labels);
    // A key chose the cursor's square (egui's own click by Enter or
    // Space on a focused widget has no square of its own).
    let by_reader =
        super::grid::accessible_grid(ui, &response, (n, width), Some(cursor), |square| {
            square_words(board, &options.rules, square)
        });
    if let Some(square) = by_reader {
        // The keys go on from the square a reader played.
        ui.data_mut(|d| d.insert_temp(cursor_id, square));
    }
    let clicked = chosen.or(by_reader).or_else(|| {
        response
            .clicked()
            .then(|| response.interact_pointer_pos())
            .flatten()
            .and_then(|p| area.square_at(p))
    });
    if ui.is_rect_visible(rect) {
        let hovered = response.hover_pos().and_then(|p| area.square_at(p));
        let mut options = options.clone();
        if options.attacks_from.is_none() && hover_attacks {
            options.attacks_from = hovered.filter(|&(r, c)| board.queen(r) == Some(c));
        }
        paint_scene(&painter, rect, &Scene::of(board, &options));
        if focused {
            paint_focus_frame(ui, &painter, rect);
            paint_cursor(&painter, &area, cursor);
        }
    }
    (response, clicked)
}

/// The keyboard's square: four corners, dark on a white edge, seen on
/// either square colour and under any mark.
fn paint_cursor(painter: &egui::Painter, area: &BoardArea, square: Square) {
    let center = area.center_of(square);
    let half = area.cell * 0.46;
    let arm = area.cell * 0.3;
    for (width, colour) in [
        (area.cell * 0.12, Color32::WHITE),
        (area.cell * 0.06, Color32::from_rgb(20, 20, 30)),
    ] {
        let stroke = egui::Stroke::new(width.max(1.0), colour);
        for (dx, dy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            let corner = center + Vec2::new(dx * half, dy * half);
            painter.line_segment([corner, corner - Vec2::new(dx * arm, 0.0)], stroke);
            painter.line_segment([corner, corner - Vec2::new(0.0, dy * arm)], stroke);
        }
    }
}

/// Draws a board of any size filling the space: as [`board_widget`] up to
/// [`DETAIL_LIMIT`], past it with zoom (the wheel) and pan (a drag), kept
/// in `view`; `board_key` tells one board of n from another.
pub fn big_board_widget(
    ui: &mut Ui,
    board: &Board,
    options: &SceneOptions,
    view: &mut BigBoardView,
    board_key: u64,
    description: &str,
) -> Response {
    if board.n() <= DETAIL_LIMIT {
        let available = ui.available_rect_before_wrap();
        let area = BoardArea::new(square_in(available), board.n(), options.labels);
        let (response, _) = board_widget(ui, board, options, false, description);
        view.pointer = response.hover_pos().and_then(|p| area.square_at(p));
        return response;
    }
    let available = ui.available_rect_before_wrap();
    let rect = square_in(available);
    let (response, painter) = ui.allocate_painter(available.size(), Sense::click_and_drag());
    let description = description.to_string();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &description));
    paint_big(
        ui,
        &painter,
        &response,
        rect,
        board,
        &options.palette,
        view,
        board_key,
    );
    response
}

/// Draws any scene of a board of n rows and `width` columns (a heatmap)
/// filling the space; returns
/// the response and the square under the pointer.
pub fn scene_widget(
    ui: &mut Ui,
    scene: &Scene,
    (n, width): (usize, usize),
    labels: bool,
    description: &str,
) -> (Response, Option<Square>) {
    let available = ui.available_rect_before_wrap();
    let rect = fit_in(available, board_aspect(n, width, labels));
    let (response, painter) = ui.allocate_painter(available.size(), Sense::hover());
    let description = description.to_string();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &description));
    let area = BoardArea::of(rect, n, width, labels);
    let square = response.hover_pos().and_then(|p| area.square_at(p));
    if ui.is_rect_visible(rect) {
        paint_scene(&painter, rect, scene);
    }
    (response, square)
}

/// A big board: squares and queen artwork once they are large enough, a
/// block per queen below that, and a texture with a pixel per screen pixel
/// when many rows are in view.
#[allow(clippy::too_many_arguments)]
fn paint_big(
    ui: &Ui,
    painter: &egui::Painter,
    response: &Response,
    rect: Rect,
    board: &Board,
    palette: &Palette,
    view: &mut BigBoardView,
    board_key: u64,
) {
    let n = board.n();
    if view.board.map(|(vn, _)| vn) != Some(n) {
        view.reset(n);
    }
    view.board = Some((n, board_key));
    view.follow_pointer(ui, response, rect, n);
    let painter = painter.with_clip_rect(rect);
    let pixels = (rect.width() * ui.ctx().pixels_per_point())
        .round()
        .clamp(1.0, 4096.0) as u32;
    let options = SceneOptions {
        palette: *palette,
        pixels: Some(pixels),
        window: Some(Window {
            x0: view.center[0] - view.span / 2.0,
            y0: view.center[1] - view.span / 2.0,
            span: view.span,
        }),
        ..SceneOptions::default()
    };
    // Zoomed in, the scene is a few hundred squares: drawn each frame.
    if f64::from(pixels) / view.span >= 3.0 {
        paint_scene(&painter, rect, &Scene::of(board, &options));
        return;
    }
    // Zoomed out, the scene is a grid of the view's pixels: O(rows in view)
    // to build, so it comes from the worker when the view changes.
    let key: DotsKey = (
        n,
        board_key,
        pixels,
        [
            (view.span * 1e3) as i64,
            (view.center[0] * 1e3) as i64,
            (view.center[1] * 1e3) as i64,
        ],
    );
    if view.texture.as_ref().map(|(k, _)| *k) != Some(key) {
        match view.arrived.take() {
            Some((k, dots)) if k == key => {
                let texture =
                    ui.ctx()
                        .load_texture("big-board", dots_image(&dots), TextureOptions::NEAREST);
                view.texture = Some((key, texture));
            }
            _ => view.wanted = Some((key, options)),
        }
    }
    painter.rect_filled(rect, 0.0, color(palette.light));
    // The grid of this board; while a new one is built, the last one.
    if let Some((_, texture)) = view
        .texture
        .as_ref()
        .filter(|(k, _)| k.0 == n && k.1 == board_key)
    {
        painter.image(
            texture.id(),
            rect,
            Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
            Color32::WHITE,
        );
    }
}

/// The cells of a [`Shape::Dots`] as an image: set cells in its colour on a
/// transparent ground.
fn dots_image(shape: &Shape) -> ColorImage {
    let Shape::Dots {
        cells, color: c, ..
    } = shape
    else {
        return ColorImage::filled([1, 1], Color32::TRANSPARENT);
    };
    let side = *cells as usize;
    let mut image = ColorImage::filled([side, side], Color32::TRANSPARENT);
    let ink = color(*c);
    for (x, y) in shape.dots() {
        image.pixels[y as usize * side + x as usize] = ink;
    }
    image
}
