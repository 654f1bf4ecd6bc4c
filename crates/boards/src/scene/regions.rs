//! How a regions puzzle looks: each region its own colour and its letter in
//! the corner of every square (so that colour is never the only sign),
//! thick lines where regions meet, queens, ✕ marks, clashing queens ringed
//! and marked "!", and the squares a hint speaks of outlined.

use super::{Anchor, Palette, Rgba, Scene, Shape, queen_shapes};
use crate::engine::regions::{Cell, Mark, Puzzle};

/// A map of regions: its side, and a region a square row by row (0 for
/// A). A puzzle's, or one being painted, which may not be a puzzle yet.
#[derive(Debug, Clone, Copy)]
pub struct RegionMap<'a> {
    pub n: usize,
    pub regions: &'a [u8],
}

impl RegionMap<'_> {
    fn region(&self, (r, c): Cell) -> usize {
        usize::from(self.regions[r * self.n + c])
    }
}

/// What the board shows besides the puzzle.
pub struct RegionsLook<'a> {
    /// A mark a square, row by row.
    pub marks: &'a [Mark],
    /// Queens that break a rule.
    pub clashing: &'a [Cell],
    /// Squares a hint speaks of.
    pub shown: &'a [Cell],
    /// The queens of a second solution (the editor's evidence), ringed
    /// and numbered 2.
    pub second: &'a [Cell],
    /// The keyboard's square, framed by corners.
    pub cursor: Option<Cell>,
    pub palette: &'a Palette,
}

/// The colour of region g of n: hues spread by the golden angle, light
/// enough for a black letter and a dark queen to stand out.
///
/// ```
/// let a = nqueens_boards::scene::region_colour(0);
/// let b = nqueens_boards::scene::region_colour(1);
/// assert_ne!(a, b);
/// ```
pub fn region_colour(g: usize) -> Rgba {
    let hue = (g as f32 * 137.508) % 360.0;
    let (s, l) = if g.is_multiple_of(2) {
        (0.55, 0.78)
    } else {
        (0.45, 0.68)
    };
    let c = (1.0 - (2.0 * l - 1.0f32).abs()) * s;
    let x = c * (1.0 - ((hue / 60.0) % 2.0 - 1.0).abs());
    let (r, gr, b) = match (hue / 60.0) as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let byte = |v: f32| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    [byte(r), byte(gr), byte(b), 255]
}

/// The scene of a regions board, one unit a square.
pub fn regions_scene(map: RegionMap<'_>, look: &RegionsLook<'_>) -> Scene {
    let n = map.n;
    let mut shapes = Vec::new();
    grid_shapes(map, &mut shapes);
    mark_shapes(n, look, &mut shapes);
    second_shapes(look.second, &mut shapes);
    if let Some(cell) = look.cursor {
        cursor_shapes(cell, &mut shapes);
    }
    Scene {
        size: n as f32,
        height: n as f32,
        shapes,
    }
}

fn line(from: [f32; 2], to: [f32; 2], thick: bool, ink: Rgba) -> Shape {
    Shape::Line {
        from,
        to,
        width: if thick { 0.07 } else { 0.015 },
        color: if thick { ink } else { [60, 60, 70, 120] },
    }
}

/// The squares in their regions' colours and letters, the lines between.
fn grid_shapes(puzzle: RegionMap<'_>, shapes: &mut Vec<Shape>) {
    let n = puzzle.n;
    let ink: Rgba = [30, 30, 40, 255];
    for r in 0..n {
        for c in 0..n {
            let (x, y) = (c as f32, r as f32);
            let g = puzzle.region((r, c));
            shapes.push(Shape::Rect {
                min: [x, y],
                max: [x + 1.0, y + 1.0],
                fill: region_colour(g),
            });
            shapes.push(Shape::Text {
                pos: [x + 0.16, y + 0.17],
                text: Puzzle::letter(g).to_string(),
                size: 0.2,
                color: [30, 30, 40, 170],
                anchor: Anchor::Center,
            });
        }
    }
    // Thin lines between squares, thick ones between regions.
    for r in 0..n {
        for c in 0..n {
            let (x, y) = (c as f32, r as f32);
            if c + 1 < n {
                let apart = puzzle.region((r, c)) != puzzle.region((r, c + 1));
                shapes.push(line([x + 1.0, y], [x + 1.0, y + 1.0], apart, ink));
            }
            if r + 1 < n {
                let apart = puzzle.region((r, c)) != puzzle.region((r + 1, c));
                shapes.push(line([x, y + 1.0], [x + 1.0, y + 1.0], apart, ink));
            }
        }
    }
    let edge = n as f32;
    for (from, to) in [
        ([0.0, 0.0], [edge, 0.0]),
        ([edge, 0.0], [edge, edge]),
        ([edge, edge], [0.0, edge]),
        ([0.0, edge], [0.0, 0.0]),
    ] {
        shapes.push(line(from, to, true, ink));
    }
}

/// Queens, × marks, clashes and the squares a hint speaks of.
fn mark_shapes(n: usize, look: &RegionsLook<'_>, shapes: &mut Vec<Shape>) {
    for r in 0..n {
        for c in 0..n {
            let (x, y) = (c as f32, r as f32);
            match look.marks[r * n + c] {
                Mark::Queen => queen_shapes(shapes, x, y, look.palette),
                Mark::Cross => {
                    for (from, to) in [
                        ([x + 0.32, y + 0.32], [x + 0.68, y + 0.68]),
                        ([x + 0.68, y + 0.32], [x + 0.32, y + 0.68]),
                    ] {
                        shapes.push(Shape::Line {
                            from,
                            to,
                            width: 0.06,
                            color: [40, 40, 50, 220],
                        });
                    }
                }
                Mark::Open => {}
            }
        }
    }
    for &(r, c) in look.clashing {
        let (x, y) = (c as f32, r as f32);
        shapes.push(Shape::Ring {
            center: [x + 0.5, y + 0.5],
            radius: 0.46,
            width: 0.08,
            color: look.palette.conflict,
        });
        // A shape as well as a colour: a "!" on a white disc in the corner.
        shapes.push(Shape::Circle {
            center: [x + 0.82, y + 0.18],
            radius: 0.16,
            fill: [255, 255, 255, 255],
        });
        shapes.push(Shape::Ring {
            center: [x + 0.82, y + 0.18],
            radius: 0.16,
            width: 0.04,
            color: look.palette.conflict,
        });
        shapes.push(Shape::Text {
            pos: [x + 0.82, y + 0.18],
            text: "!".into(),
            size: 0.26,
            color: look.palette.conflict,
            anchor: Anchor::Center,
        });
    }
    for &(r, c) in look.shown {
        let (x, y) = (c as f32 + 0.06, r as f32 + 0.06);
        let (x2, y2) = (x + 0.88, y + 0.88);
        for (from, to) in [
            ([x, y], [x2, y]),
            ([x2, y], [x2, y2]),
            ([x2, y2], [x, y2]),
            ([x, y2], [x, y]),
        ] {
            shapes.push(Shape::Line {
                from,
                to,
                width: 0.07,
                color: [20, 90, 200, 255],
            });
        }
    }
}

/// A second solution's queens: a ring and a "2", beside the first's
/// queens drawn as queens.
fn second_shapes(second: &[Cell], shapes: &mut Vec<Shape>) {
    let ink: Rgba = [20, 20, 30, 255];
    for &(r, c) in second {
        let center = [c as f32 + 0.5, r as f32 + 0.5];
        shapes.push(Shape::Ring {
            center,
            radius: 0.3,
            width: 0.06,
            color: ink,
        });
        shapes.push(Shape::Text {
            pos: center,
            text: "2".into(),
            size: 0.3,
            color: ink,
            anchor: Anchor::Center,
        });
    }
}

/// The keyboard's square: four corners, thick, dark on a white edge,
/// seen on every region's colour.
fn cursor_shapes((r, c): Cell, shapes: &mut Vec<Shape>) {
    let (x, y) = (c as f32, r as f32);
    let arm = 0.3;
    for (width, color) in [(0.14, [255, 255, 255, 255]), (0.08, [20, 20, 30, 255])] {
        for (cx, cy, dx, dy) in [
            (x + 0.04, y + 0.04, 1.0, 1.0),
            (x + 0.96, y + 0.04, -1.0, 1.0),
            (x + 0.04, y + 0.96, 1.0, -1.0),
            (x + 0.96, y + 0.96, -1.0, -1.0),
        ] {
            shapes.push(Shape::Line {
                from: [cx, cy],
                to: [cx + dx * arm, cy],
                width,
                color,
            });
            shapes.push(Shape::Line {
                from: [cx, cy],
                to: [cx, cy + dy * arm],
                width,
                color,
            });
        }
    }
}
