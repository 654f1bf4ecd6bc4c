//! The one walk over a scene's shapes that every back end shares.

use super::{Anchor, Rgba, Scene, Shape};

/// A back end of the scene (the egui canvas, PNG, SVG, TikZ): a method per
/// kind of shape. [`paint_shapes`] walks the shapes once for all of them, so
/// a new kind of shape is a method here, and the compiler names every back
/// end that must draw it.
pub trait Painter {
    fn rect(&mut self, min: [f32; 2], max: [f32; 2], fill: Rgba);
    fn circle(&mut self, center: [f32; 2], radius: f32, fill: Rgba);
    /// A straight stroke with round ends.
    fn line(&mut self, from: [f32; 2], to: [f32; 2], width: f32, color: Rgba);
    fn ring(&mut self, center: [f32; 2], radius: f32, width: f32, color: Rgba);
    fn polygon(&mut self, points: &[[f32; 2]], fill: Rgba, outline: Rgba, outline_width: f32);
    fn text(&mut self, pos: [f32; 2], text: &str, size: f32, color: Rgba, anchor: Anchor);
    /// A [`Shape::Dots`] over the square at `min` of side `size`: `dots`
    /// itself answers which of its `cells × cells` are set.
    fn dots(&mut self, dots: &Shape, min: [f32; 2], size: f32, cells: u32, color: Rgba);
}

impl Scene {
    /// Gives each of the scene's shapes to a back end ([`paint_shapes`]).
    pub fn paint(&self, painter: &mut impl Painter) {
        paint_shapes(&self.shapes, painter);
    }
}

/// Gives each shape, in order, to the painter's method for its kind.
pub fn paint_shapes(shapes: &[Shape], painter: &mut impl Painter) {
    for shape in shapes {
        match shape {
            Shape::Rect { min, max, fill } => painter.rect(*min, *max, *fill),
            Shape::Circle {
                center,
                radius,
                fill,
            } => painter.circle(*center, *radius, *fill),
            Shape::Line {
                from,
                to,
                width,
                color,
            } => painter.line(*from, *to, *width, *color),
            Shape::Ring {
                center,
                radius,
                width,
                color,
            } => painter.ring(*center, *radius, *width, *color),
            Shape::Polygon {
                points,
                fill,
                outline,
                outline_width,
            } => painter.polygon(points, *fill, *outline, *outline_width),
            Shape::Text {
                pos,
                text,
                size,
                color,
                anchor,
            } => painter.text(*pos, text, *size, *color, *anchor),
            Shape::Dots {
                min,
                size,
                cells,
                color,
                ..
            } => painter.dots(shape, *min, *size, *cells, *color),
        }
    }
}
