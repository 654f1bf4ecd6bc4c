//! Boards as images: PNG rasterized offscreen with tiny-skia and SVG as text,
//! both drawn from the same scene as the screen, so they look alike.

use std::fmt::Write as _;

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, MetadataProvider};
use thiserror::Error;
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Stroke, Transform};

use crate::engine::Board;
use crate::scene::{Anchor, Palette, Rgba, Scene, SceneOptions, Shape};

/// Smallest and largest PNG side, in pixels.
pub const MIN_PNG_SIZE: u32 = 64;
pub const MAX_PNG_SIZE: u32 = 8192;
pub const DEFAULT_PNG_SIZE: u32 = 512;

/// How an image of a board is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageOptions {
    /// Side of the image in pixels (the SVG's nominal size).
    pub size: u32,
    /// A margin with file and rank labels; without it the board fills the image.
    pub labels: bool,
    /// The piece drawn, and the rules its board is of.
    pub rules: crate::engine::Rules,
}

impl Default for ImageOptions {
    fn default() -> Self {
        ImageOptions {
            size: DEFAULT_PNG_SIZE,
            labels: false,
            rules: crate::engine::Rules::QUEENS,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ImageError {
    #[error("an image is {MIN_PNG_SIZE} to {MAX_PNG_SIZE} pixels wide, not {0}")]
    Size(u32),
    #[error("could not encode the PNG: {0}")]
    Encode(String),
}

fn scene_for(board: &Board, options: &ImageOptions) -> Scene {
    Scene::of(
        board,
        &SceneOptions {
            palette: Palette::LIGHT,
            labels: options.labels,
            // A big board is drawn at the image's resolution: its scene
            // holds a grid of the image's pixels, not a shape per queen.
            pixels: Some(options.size),
            rules: options.rules,
            ..SceneOptions::default()
        },
    )
}

fn stroke(width: f32) -> Stroke {
    Stroke {
        width,
        ..Stroke::default()
    }
}

fn paint(c: Rgba) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(c[0], c[1], c[2], c[3]);
    paint.anti_alias = true;
    paint
}

/// The board as PNG bytes, `options.size` pixels square.
///
/// ```
/// use nqueens_boards::formats::{ImageOptions, render_png};
/// let board = nqueens_boards::engine::construct(8, nqueens_boards::engine::Rules::QUEENS).unwrap();
/// let png = render_png(&board, &ImageOptions::default()).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
pub fn render_png(board: &Board, options: &ImageOptions) -> Result<Vec<u8>, ImageError> {
    let pixmap = scene_pixmap(&scene_for(board, options), options.size)?;
    // The board itself rides along, so that the picture opens back as
    // the board it shows (up to a size whose RON stays small).
    let mut carried = Vec::new();
    if board.n() <= MAX_CARRIED_N {
        super::BoardText::Ron
            .write(board, &options.rules, &mut carried)
            .map_err(|e| ImageError::Encode(e.to_string()))?;
    }
    let text = String::from_utf8(carried).ok().filter(|t| !t.is_empty());
    pixmap_png(&pixmap, text)
}

/// The keyword of the PNG text chunk (zTXt) that holds the board a
/// picture of the app shows, as RON.
pub const BOARD_KEYWORD: &str = "nqueens-board";

/// The largest board whose PNG carries it (its RON is some 40 KB, less
/// compressed).
pub const MAX_CARRIED_N: usize = 4_096;

/// A pixmap as PNG bytes, with `text` as its board chunk when given.
fn pixmap_png(pixmap: &Pixmap, text: Option<String>) -> Result<Vec<u8>, ImageError> {
    // Every pixel is opaque (the background is), so the premultiplied
    // pixels are the plain ones: encoded in place, without the copy that
    // `Pixmap::encode_png` makes (268 MB at 8,192 pixels).
    if pixmap.pixels().iter().any(|p| p.alpha() != u8::MAX) {
        return pixmap
            .encode_png()
            .map_err(|e| ImageError::Encode(e.to_string()));
    }
    png_with_text(pixmap.width(), pixmap.height(), pixmap.data(), text)
}

/// Any scene (a heatmap, a board with marks) as PNG bytes, `size` pixels
/// square.
pub fn scene_png(scene: &Scene, size: u32) -> Result<Vec<u8>, ImageError> {
    pixmap_png(&scene_pixmap(scene, size)?, None)
}

/// PNG bytes of plain (not premultiplied) RGBA pixels, row by row.
///
/// ```
/// let png = nqueens_boards::formats::png_from_rgba(1, 1, &[255, 0, 0, 255]).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
pub fn png_from_rgba(width: u32, height: u32, rgba: &[u8]) -> Result<Vec<u8>, ImageError> {
    png_with_text(width, height, rgba, None)
}

/// [`png_from_rgba`] with a board chunk ([`BOARD_KEYWORD`]) when given.
fn png_with_text(
    width: u32,
    height: u32,
    rgba: &[u8],
    text: Option<String>,
) -> Result<Vec<u8>, ImageError> {
    if width == 0 || height == 0 || rgba.len() != width as usize * height as usize * 4 {
        return Err(ImageError::Encode(format!(
            "{} bytes are not {width} × {height} pixels",
            rgba.len()
        )));
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    if let Some(text) = text {
        encoder
            .add_ztxt_chunk(BOARD_KEYWORD.to_string(), text)
            .map_err(|e| ImageError::Encode(e.to_string()))?;
    }
    encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(rgba))
        .map_err(|e| ImageError::Encode(e.to_string()))?;
    Ok(out)
}

/// The board rasterized, for callers that want pixels rather than a file.
pub fn render_pixmap(board: &Board, options: &ImageOptions) -> Result<Pixmap, ImageError> {
    scene_pixmap(&scene_for(board, options), options.size)
}

/// A scene rasterized, `size` pixels wide (and as high, but for a board
/// of more columns than rows, which is as much less high as it is).
pub fn scene_pixmap(scene: &Scene, size: u32) -> Result<Pixmap, ImageError> {
    if !(MIN_PNG_SIZE..=MAX_PNG_SIZE).contains(&size) {
        return Err(ImageError::Size(size));
    }
    let height = scene_height(scene, size);
    let mut pixmap = Pixmap::new(size, height).ok_or(ImageError::Size(size))?;
    let bg = Palette::LIGHT.background;
    pixmap.fill(tiny_skia::Color::from_rgba8(bg[0], bg[1], bg[2], bg[3]));
    let scale = size as f32 / scene.size;
    let mut raster = Raster {
        pixmap: &mut pixmap,
        scale,
        to_px: Transform::from_scale(scale, scale),
        font: FontRef::new(epaint_default_fonts::UBUNTU_LIGHT).ok(),
    };
    scene.paint(&mut raster);
    Ok(pixmap)
}

/// The PNG back end: shapes rasterized by tiny-skia into a pixmap.
struct Raster<'p> {
    pixmap: &'p mut Pixmap,
    /// Pixels per board unit.
    scale: f32,
    to_px: Transform,
    font: Option<FontRef<'static>>,
}

impl crate::scene::Painter for Raster<'_> {
    fn rect(&mut self, min: [f32; 2], max: [f32; 2], fill: Rgba) {
        // Edges snap to whole pixels so that squares meet without seams;
        // anything under a pixel still shows as one, so a huge board keeps
        // every queen visible.
        let scale = self.scale;
        let x0 = (min[0] * scale).round();
        let y0 = (min[1] * scale).round();
        let x1 = (max[0] * scale).round().max(x0 + 1.0);
        let y1 = (max[1] * scale).round().max(y0 + 1.0);
        if let Some(rect) = tiny_skia::Rect::from_ltrb(x0, y0, x1, y1) {
            let mut p = paint(fill);
            p.anti_alias = false;
            self.pixmap.fill_rect(rect, &p, Transform::identity(), None);
        }
    }

    fn circle(&mut self, center: [f32; 2], radius: f32, fill: Rgba) {
        if let Some(path) = PathBuilder::from_circle(center[0], center[1], radius) {
            self.pixmap
                .fill_path(&path, &paint(fill), FillRule::Winding, self.to_px, None);
        }
    }

    fn line(&mut self, from: [f32; 2], to: [f32; 2], width: f32, color: Rgba) {
        let mut pb = PathBuilder::new();
        pb.move_to(from[0], from[1]);
        pb.line_to(to[0], to[1]);
        if let Some(path) = pb.finish() {
            let stroke = Stroke {
                width,
                line_cap: tiny_skia::LineCap::Round,
                ..Stroke::default()
            };
            self.pixmap
                .stroke_path(&path, &paint(color), &stroke, self.to_px, None);
        }
    }

    fn ring(&mut self, center: [f32; 2], radius: f32, width: f32, color: Rgba) {
        if let Some(path) = PathBuilder::from_circle(center[0], center[1], radius) {
            self.pixmap
                .stroke_path(&path, &paint(color), &stroke(width), self.to_px, None);
        }
    }

    fn polygon(&mut self, points: &[[f32; 2]], fill: Rgba, outline: Rgba, outline_width: f32) {
        let mut pb = PathBuilder::new();
        for (i, [x, y]) in points.iter().enumerate() {
            if i == 0 {
                pb.move_to(*x, *y);
            } else {
                pb.line_to(*x, *y);
            }
        }
        pb.close();
        if let Some(path) = pb.finish() {
            self.pixmap
                .fill_path(&path, &paint(fill), FillRule::Winding, self.to_px, None);
            // Outlines under half a pixel would only grey the queen.
            if outline_width * self.scale >= 0.5 {
                self.pixmap.stroke_path(
                    &path,
                    &paint(outline),
                    &stroke(outline_width),
                    self.to_px,
                    None,
                );
            }
        }
    }

    fn text(&mut self, pos: [f32; 2], text: &str, size: f32, color: Rgba, _: Anchor) {
        if let Some(font) = &self.font {
            let scale = self.scale;
            draw_text(
                self.pixmap,
                font,
                text,
                pos[0] * scale,
                pos[1] * scale,
                size * scale,
                color,
            );
        }
    }

    fn dots(&mut self, dots: &Shape, min: [f32; 2], size: f32, cells: u32, color: Rgba) {
        // One pixel per cell at the image's own resolution; written
        // straight into the pixels, 67 million cells at most.
        let ink =
            tiny_skia::ColorU8::from_rgba(color[0], color[1], color[2], color[3]).premultiply();
        let scale = self.scale;
        let width = self.pixmap.width();
        let cell = size / cells as f32 * scale;
        let pixels = self.pixmap.pixels_mut();
        for (x, y) in dots.dots() {
            let px = ((min[0] * scale) + (x as f32 + 0.5) * cell) as u32;
            let py = ((min[1] * scale) + (y as f32 + 0.5) * cell) as u32;
            if px < width
                && let Some(p) = pixels.get_mut((py * width + px) as usize)
            {
                *p = ink;
            }
        }
    }
}

/// Collects a glyph outline into a tiny-skia path, placed at (x, baseline)
/// with the y axis turned downwards.
struct Pen<'a> {
    builder: &'a mut PathBuilder,
    x: f32,
    baseline: f32,
}

impl OutlinePen for Pen<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        self.builder.move_to(self.x + x, self.baseline - y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.builder.line_to(self.x + x, self.baseline - y);
    }
    fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) {
        self.builder.quad_to(
            self.x + cx,
            self.baseline - cy,
            self.x + x,
            self.baseline - y,
        );
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.builder.cubic_to(
            self.x + cx0,
            self.baseline - cy0,
            self.x + cx1,
            self.baseline - cy1,
            self.x + x,
            self.baseline - y,
        );
    }
    fn close(&mut self) {
        self.builder.close();
    }
}

/// Text centred on (cx, cy), `px` pixels high, in the font the screen uses.
fn draw_text(
    pixmap: &mut Pixmap,
    font: &FontRef<'_>,
    text: &str,
    cx: f32,
    cy: f32,
    px: f32,
    color: Rgba,
) {
    let size = Size::new(px);
    let location = LocationRef::default();
    let charmap = font.charmap();
    let metrics = font.glyph_metrics(size, location);
    let outlines = font.outline_glyphs();
    let glyphs: Vec<_> = text.chars().filter_map(|ch| charmap.map(ch)).collect();
    let width: f32 = glyphs
        .iter()
        .filter_map(|g| metrics.advance_width(*g))
        .sum();
    let mut builder = PathBuilder::new();
    let mut x = cx - width / 2.0;
    // Digits and lower-case letters sit around 0.35 of the size above the baseline.
    let baseline = cy + px * 0.35;
    for glyph in glyphs {
        if let Some(outline) = outlines.get(glyph) {
            let mut pen = Pen {
                builder: &mut builder,
                x,
                baseline,
            };
            let _ = outline.draw(DrawSettings::unhinted(size, location), &mut pen);
        }
        x += metrics.advance_width(glyph).unwrap_or(0.0);
    }
    if let Some(path) = builder.finish() {
        pixmap.fill_path(
            &path,
            &paint(color),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

/// The board as SVG text, `options.size` pixels square nominally, drawn in
/// board units so it scales without loss.
///
/// ```
/// use nqueens_boards::formats::{ImageOptions, render_svg};
/// let board = nqueens_boards::engine::construct(4, nqueens_boards::engine::Rules::QUEENS).unwrap();
/// let svg = render_svg(&board, &ImageOptions::default());
/// assert!(svg.starts_with("<svg"));
/// assert_eq!(svg.matches("<rect").count(), 16);
/// ```
pub fn render_svg(board: &Board, options: &ImageOptions) -> String {
    scene_svg(&scene_for(board, options), options.size, board.n())
}

/// A board as a TikZ picture (see [`super::scene_tikz`]).
pub fn render_tikz(board: &Board, options: &ImageOptions) -> String {
    super::scene_tikz(&scene_for(board, options))
}

/// The pixels down a picture of `size` pixels across.
fn scene_height(scene: &Scene, size: u32) -> u32 {
    if scene.height == scene.size {
        size
    } else {
        ((size as f32 * scene.height / scene.size).round() as u32).max(1)
    }
}

/// Any scene of a board of side `n` as SVG text, `size` pixels wide
/// nominally.
pub fn scene_svg(scene: &Scene, size: u32, n: usize) -> String {
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{px}" height="{py}" viewBox="0 0 {s} {h}">"#,
        px = size,
        py = scene_height(scene, size),
        s = scene.size,
        h = scene.height
    );
    let mut out = Svg {
        svg,
        dots: String::new(),
        dot_color: None,
        detailed: n <= crate::scene::DETAIL_LIMIT,
        n,
    };
    scene.paint(&mut out);
    let Svg {
        mut svg,
        dots,
        dot_color,
        ..
    } = out;
    if let Some(color) = dot_color {
        let _ = writeln!(
            svg,
            r#"<path d="{dots}" fill="{c}" stroke="{c}" stroke-width="1" vector-effect="non-scaling-stroke"/>"#,
            c = hex(color)
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// The SVG back end: an element per shape, and one path for the dots and
/// the one-unit queens of a huge board.
struct Svg {
    svg: String,
    /// The path of the dots, drawn last in `dot_color`.
    dots: String,
    dot_color: Option<Rgba>,
    detailed: bool,
    n: usize,
}

impl crate::scene::Painter for Svg {
    fn rect(&mut self, min: [f32; 2], max: [f32; 2], fill: Rgba) {
        if !self.detailed && (max[0] - min[0]) <= 1.0 && self.n > 1 {
            // A huge board's queens: one path, each a unit square with a
            // stroke that keeps it visible at any zoom.
            let _ = write!(self.dots, "M{} {}h1v1h-1z", min[0], min[1]);
            self.dot_color = Some(fill);
            return;
        }
        let _ = writeln!(
            self.svg,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
            min[0],
            min[1],
            max[0] - min[0],
            max[1] - min[1],
            hex(fill)
        );
    }

    fn circle(&mut self, center: [f32; 2], radius: f32, fill: Rgba) {
        let _ = writeln!(
            self.svg,
            r#"<circle cx="{}" cy="{}" r="{}" fill="{}"/>"#,
            center[0],
            center[1],
            radius,
            hex(fill)
        );
    }

    fn line(&mut self, from: [f32; 2], to: [f32; 2], width: f32, color: Rgba) {
        let _ = writeln!(
            self.svg,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="{}" stroke-linecap="round"/>"#,
            from[0],
            from[1],
            to[0],
            to[1],
            hex(color),
            width
        );
    }

    fn ring(&mut self, center: [f32; 2], radius: f32, width: f32, color: Rgba) {
        let _ = writeln!(
            self.svg,
            r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
            center[0],
            center[1],
            radius,
            hex(color),
            width
        );
    }

    fn polygon(&mut self, points: &[[f32; 2]], fill: Rgba, outline: Rgba, outline_width: f32) {
        let pts: Vec<String> = points
            .iter()
            .map(|[x, y]| format!("{x:.3},{y:.3}"))
            .collect();
        let _ = writeln!(
            self.svg,
            r#"<polygon points="{}" fill="{}" stroke="{}" stroke-width="{}" stroke-linejoin="round"/>"#,
            pts.join(" "),
            hex(fill),
            hex(outline),
            outline_width
        );
    }

    fn text(&mut self, pos: [f32; 2], text: &str, size: f32, color: Rgba, _: Anchor) {
        let _ = writeln!(
            self.svg,
            r#"<text x="{}" y="{}" font-size="{}" font-family="Ubuntu, DejaVu Sans, sans-serif" text-anchor="middle" dominant-baseline="central" fill="{}">{}</text>"#,
            pos[0],
            pos[1],
            size,
            hex(color),
            text
        );
    }

    fn dots(&mut self, dots: &Shape, min: [f32; 2], size: f32, cells: u32, color: Rgba) {
        let cell = size / cells as f32;
        for (x, y) in dots.dots() {
            let _ = write!(
                self.dots,
                "M{} {}h{cell}v{cell}h-{cell}z",
                min[0] + x as f32 * cell,
                min[1] + y as f32 * cell
            );
        }
        self.dot_color = Some(color);
    }
}

/// `#rrggbb`, or CSS `rgba()` when the colour is not opaque.
fn hex(c: Rgba) -> String {
    if c[3] == 255 {
        format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
    } else {
        format!(
            "rgba({},{},{},{:.3})",
            c[0],
            c[1],
            c[2],
            f32::from(c[3]) / 255.0
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, construct};
    use crate::formats::{Input, Reading, open_board};
    use std::path::Path;

    fn opened(png: &[u8]) -> Result<crate::engine::Placement, String> {
        open_board(
            Input::Bytes(png, Path::new("board.png")),
            Reading::default(),
        )
        .map_err(|e| e.to_string())
    }

    /// Issue 74, 2: "Save board as PNG, then Open it" said "byte 0x89 is
    /// not text".
    #[test]
    fn the_apps_own_png_opens_back_as_the_board_it_shows() {
        for n in [1, 4, 8, 13, 32, 100] {
            let board = construct(n, Rules::QUEENS).unwrap();
            for labels in [false, true] {
                let options = ImageOptions {
                    size: 128,
                    labels,
                    ..ImageOptions::default()
                };
                let png = render_png(&board, &options).unwrap();
                let back = opened(&png).unwrap();
                assert_eq!(
                    back.to_board().as_ref(),
                    Some(&board),
                    "n = {n}, labels {labels}"
                );
            }
        }
        // A partial board, empty rows kept.
        let mut partial = crate::engine::Board::empty(6).unwrap();
        partial.place(1, 3);
        let png = render_png(&partial, &ImageOptions::default()).unwrap();
        assert_eq!(opened(&png).unwrap().to_board(), Some(partial));
    }

    #[test]
    fn a_picture_that_is_no_board_of_the_app_is_said_to_be_one() {
        let foreign = png_from_rgba(2, 2, &[255; 16]).unwrap();
        let cut = &render_png(
            &construct(8, Rules::QUEENS).unwrap(),
            &ImageOptions::default(),
        )
        .unwrap()[..40];
        for png in [&foreign[..], cut] {
            let why = opened(png).unwrap_err();
            assert!(
                why.contains("it is a picture, and not one of N-Queens Explorer's"),
                "{why}"
            );
            assert!(!why.contains("0x89"), "{why}");
        }
    }
}
