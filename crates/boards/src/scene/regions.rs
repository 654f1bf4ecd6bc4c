//! How a regions puzzle looks: each region its own colour (and, on
//! request, pattern) and its letter in the corner of every square (so that colour is never the only sign),
//! thick lines where regions meet, queens, ✕ marks, clashing queens ringed
//! and marked "!", and the squares a hint speaks of outlined.

use super::{
    Anchor, LETTER_INK, Palette, RegionMap, Rgba, Scene, Shape, label_margin, label_shapes,
    queen_shapes, region_colours,
};
use crate::engine::regions::{Cell, Mark, Puzzle};

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
    /// Files a–h and ranks 1–8 round the board, as the hints name squares.
    pub labels: bool,
    /// A pattern a region besides its colour.
    pub patterns: bool,
    /// The regions' colours, when they are kept from before (the editor's,
    /// which do not change as squares are painted); `None`: the map's own.
    pub colours: Option<&'a [Rgba]>,
}

/// The scene of a regions board, one unit a square.
///
/// The squares' letters come last, each on a disc of its region's colour,
/// so that no queen, mark or cursor covers them.
pub fn regions_scene(map: RegionMap<'_>, look: &RegionsLook<'_>) -> Scene {
    let n = map.n;
    let colours = match look.colours {
        Some(kept) if kept.len() >= map.count() => kept.to_vec(),
        _ => region_colours(map),
    };
    let mut shapes = Vec::new();
    grid_shapes(map, &colours, look.patterns, &mut shapes);
    mark_shapes(n, look, &mut shapes);
    second_shapes(look.second, &mut shapes);
    if let Some(cell) = look.cursor {
        cursor_shapes(cell, &mut shapes);
    }
    letter_shapes(map, &colours, &mut shapes);
    let margin = if look.labels { label_margin(n) } else { 0.0 };
    if margin > 0.0 {
        for shape in &mut shapes {
            shape.shift(margin);
        }
        label_shapes(&mut shapes, (n, n), margin, look.palette.label);
    }
    Scene {
        size: n as f32 + 2.0 * margin,
        height: n as f32 + 2.0 * margin,
        shapes,
    }
}

/// Each square's region letter in its top-left corner, on a disc of the
/// region's colour: dark ink, at 4.5:1 or more on every region colour.
fn letter_shapes(map: RegionMap<'_>, colours: &[Rgba], shapes: &mut Vec<Shape>) {
    for r in 0..map.n {
        for c in 0..map.n {
            let (x, y) = (c as f32, r as f32);
            let g = map.region((r, c));
            shapes.push(Shape::Circle {
                center: [x + 0.155, y + 0.155],
                radius: 0.14,
                fill: colours[g],
            });
            shapes.push(Shape::Text {
                pos: [x + 0.155, y + 0.155],
                text: Puzzle::letter(g).to_string(),
                size: 0.25,
                color: LETTER_INK,
                anchor: Anchor::Center,
            });
        }
    }
}

/// A region's pattern, in one square: none, stripes one way or the
/// other, a cross-hatch, dots, or bars, by region index modulo six, faint
/// beside the borders and marks.
fn pattern_shapes(g: usize, (x, y): (f32, f32), shapes: &mut Vec<Shape>) {
    let ink: Rgba = [30, 30, 40, 70];
    let stroke = |from: [f32; 2], to: [f32; 2]| Shape::Line {
        from: [x + from[0], y + from[1]],
        to: [x + to[0], y + to[1]],
        width: 0.025,
        color: ink,
    };
    let diagonal = |down: bool, shapes: &mut Vec<Shape>| {
        for t in [0.25f32, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75] {
            let (a, b) = if t <= 1.0 {
                ([0.0, t], [t, 0.0])
            } else {
                ([t - 1.0, 1.0], [1.0, t - 1.0])
            };
            let flip = |[px, py]: [f32; 2]| if down { [px, 1.0 - py] } else { [px, py] };
            shapes.push(stroke(flip(a), flip(b)));
        }
    };
    match g % 6 {
        1 => diagonal(false, shapes),
        2 => diagonal(true, shapes),
        3 => {
            diagonal(false, shapes);
            diagonal(true, shapes);
        }
        4 => {
            for (cx, cy) in [
                (0.25, 0.25),
                (0.75, 0.25),
                (0.25, 0.75),
                (0.75, 0.75),
                (0.5, 0.5),
            ] {
                shapes.push(Shape::Circle {
                    center: [x + cx, y + cy],
                    radius: 0.045,
                    fill: ink,
                });
            }
        }
        5 => {
            for t in [0.25f32, 0.5, 0.75] {
                shapes.push(stroke([0.0, t], [1.0, t]));
            }
        }
        _ => {}
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

/// The squares in their regions' colours (and patterns), the lines
/// between.
fn grid_shapes(puzzle: RegionMap<'_>, colours: &[Rgba], patterns: bool, shapes: &mut Vec<Shape>) {
    let n = puzzle.n;
    let ink: Rgba = [30, 30, 40, 255];
    for r in 0..n {
        for c in 0..n {
            let (x, y) = (c as f32, r as f32);
            let g = puzzle.region((r, c));
            shapes.push(Shape::Rect {
                min: [x, y],
                max: [x + 1.0, y + 1.0],
                fill: colours[g],
            });
            if patterns {
                pattern_shapes(g, (x, y), shapes);
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn look<'a>(marks: &'a [Mark], labels: bool) -> RegionsLook<'a> {
        RegionsLook {
            marks,
            clashing: &[],
            shown: &[],
            second: &[],
            cursor: Some((0, 0)),
            palette: &Palette::LIGHT,
            labels,
            patterns: false,
            colours: None,
        }
    }

    #[test]
    fn labels_name_the_squares_as_the_hints_do() {
        let regions = [0, 0, 1, 1, 0, 2, 2, 1, 3, 2, 1, 1, 3, 3, 3, 1];
        let map = RegionMap {
            n: 4,
            regions: &regions,
        };
        let marks = vec![Mark::Open; 16];
        let texts = |scene: &Scene| -> Vec<String> {
            scene
                .shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Text { text, pos, .. } if pos[1] < 0.3 * scene.size / 4.0 => {
                        Some(text.clone())
                    }
                    _ => None,
                })
                .collect()
        };
        let bare = regions_scene(map, &look(&marks, false));
        assert_eq!(bare.size, 4.0);
        let labelled = regions_scene(map, &look(&marks, true));
        assert!(labelled.size > 4.0);
        // Files above the board, as cell_name names them.
        let top = texts(&labelled);
        for file in ["a", "b", "c", "d"] {
            assert!(top.contains(&file.to_string()), "{top:?}");
        }
        let ranks: Vec<String> = labelled
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, pos, .. } if pos[0] < label_margin(4) => Some(text.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(ranks, ["4", "3", "2", "1"]);
        assert_eq!(crate::engine::regions::cell_name((3, 0), 4), "a1");
    }

    #[test]
    fn a_letter_is_drawn_over_the_queen_and_the_cursor() {
        let regions = [0, 0, 1, 1, 0, 2, 2, 1, 3, 2, 1, 1, 3, 3, 3, 1];
        let map = RegionMap {
            n: 4,
            regions: &regions,
        };
        let mut marks = vec![Mark::Open; 16];
        marks[0] = Mark::Queen;
        let scene = regions_scene(map, &look(&marks, false));
        let letter = scene
            .shapes
            .iter()
            .position(|s| matches!(s, Shape::Text { text, pos, .. } if text == "A" && pos[0] < 1.0 && pos[1] < 1.0))
            .expect("square a4's letter");
        let last_other = scene
            .shapes
            .iter()
            .rposition(|s| matches!(s, Shape::Polygon { .. } | Shape::Line { width: 0.08, .. }))
            .expect("the queen and the cursor");
        assert!(letter > last_other);
    }

    #[test]
    fn patterns_add_a_pattern_that_differs_from_region_to_region() {
        // Six regions, one a row of a 6-by-6 map: each its own pattern.
        let regions: Vec<u8> = (0..36).map(|i| (i / 6) as u8).collect();
        let map = RegionMap {
            n: 6,
            regions: &regions,
        };
        let marks = vec![Mark::Open; 36];
        let plain = regions_scene(map, &look(&marks, false));
        let patterned = regions_scene(
            map,
            &RegionsLook {
                patterns: true,
                colours: None,
                ..look(&marks, false)
            },
        );
        assert!(patterned.shapes.len() > plain.shapes.len());
        // The extra shapes inside each row's first square, as a signature.
        let signature = |r: usize| -> Vec<String> {
            let extra: Vec<&Shape> = patterned
                .shapes
                .iter()
                .filter(|s| !plain.shapes.contains(s))
                .collect();
            extra
                .into_iter()
                .filter_map(|s| match s {
                    Shape::Line { from, to, .. }
                        if from[1].min(to[1]) >= r as f32
                            && from[1].max(to[1]) <= r as f32 + 1.0
                            && from[0].max(to[0]) <= 1.0 =>
                    {
                        Some(format!("l{:.2},{:.2}", from[0], from[1] - r as f32))
                    }
                    Shape::Circle { center, .. }
                        if center[0] < 1.0
                            && center[1] > r as f32
                            && center[1] < r as f32 + 1.0 =>
                    {
                        Some(format!("c{:.2}", center[0]))
                    }
                    _ => None,
                })
                .collect()
        };
        let signatures: Vec<Vec<String>> = (0..6).map(signature).collect();
        for a in 0..6 {
            for b in a + 1..6 {
                assert_ne!(signatures[a], signatures[b], "rows {a} and {b}");
            }
        }
    }
}
