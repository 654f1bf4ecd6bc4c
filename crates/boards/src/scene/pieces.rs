//! The pieces a board's scene is made of: tinted squares, strokes over
//! squares, queens, heat and marks, labels.

use super::{
    Anchor, Board, Heat, Line, Mark, Palette, Rgba, SceneOptions, Shape, attacked, file_name,
    heat_color, label_scale, rank_name,
};
use crate::engine::{Piece, Rules, Square, Topology};

/// The squares tinted over the board: a heatmap, pins and blocks, the
/// attacks of one queen or of all, the square being tried.
pub(super) fn tint_squares(
    shapes: &mut Vec<Shape>,
    board: &Board,
    options: &SceneOptions,
    at: &dyn Fn(usize, usize) -> [f32; 2],
) {
    let p = &options.palette;
    let (n, w) = (board.n(), board.width());
    if let Some(heat) = options.heat.as_deref() {
        heat_shapes(shapes, (n, w), heat, at);
    }
    for &((r, c), mark) in &options.marks {
        let [x, y] = at(r, c);
        mark_shapes(shapes, x, y, mark);
    }
    if let Some(from) = options.attacks_from {
        for (r, c) in attacked(&options.rules, n, from) {
            let [x, y] = at(r, c);
            shapes.push(Shape::Rect {
                min: [x, y],
                max: [x + 1.0, y + 1.0],
                fill: p.attacked,
            });
            attacked_mark(shapes, x, y);
        }
        rule_moves(shapes, (n, w), from, &options.rules, p, at);
    }
    if options.attacked_by_all {
        let mut tinted = vec![false; n * w];
        for queen in board.queens() {
            for (r, c) in attacked(&options.rules, n, queen) {
                if board.queen(r) != Some(c) && !std::mem::replace(&mut tinted[r * w + c], true) {
                    let [x, y] = at(r, c);
                    shapes.push(Shape::Rect {
                        min: [x, y],
                        max: [x + 1.0, y + 1.0],
                        fill: p.attacked,
                    });
                    attacked_mark(shapes, x, y);
                }
            }
        }
    }
    if let Some((r, c)) = options.trying {
        let [x, y] = at(r, c);
        shapes.push(Shape::Rect {
            min: [x, y],
            max: [x + 1.0, y + 1.0],
            fill: p.trying,
        });
        // A frame as well as a colour: the square being tried.
        let (a, b) = (0.08, 0.92);
        for (from, to) in [
            ([x + a, y + a], [x + b, y + a]),
            ([x + b, y + a], [x + b, y + b]),
            ([x + b, y + b], [x + a, y + b]),
            ([x + a, y + b], [x + a, y + a]),
        ] {
            shapes.push(Shape::Line {
                from,
                to,
                width: 0.06,
                color: [40, 40, 50, 200],
            });
        }
    }
}

/// An attacked square's mark besides its tint: a small ring in the
/// middle, so that colour is never the only sign (a knight's squares are
/// dots, filled).
fn attacked_mark(shapes: &mut Vec<Shape>, x: f32, y: f32) {
    shapes.push(Shape::Ring {
        center: [x + 0.5, y + 0.5],
        radius: 0.11,
        width: 0.04,
        color: [60, 60, 70, 170],
    });
}

/// The strokes over squares: each rejected square crossed along the line of
/// its attack, and the ring of the square pointed at.
pub(super) fn stroke_squares(
    shapes: &mut Vec<Shape>,
    options: &SceneOptions,
    at: &dyn Fn(usize, usize) -> [f32; 2],
) {
    let p = &options.palette;
    for &((r, c), line) in &options.rejected {
        let [x, y] = at(r, c);
        // A stroke along the line of the attack: down a column, or along
        // the diagonal or anti-diagonal through the square; a knight's
        // jump is an L.
        if line == Line::Knight {
            let corner = [x + 0.3, y + 0.8];
            for (from, to) in [([x + 0.3, y + 0.2], corner), (corner, [x + 0.75, y + 0.8])] {
                shapes.push(Shape::Line {
                    from,
                    to,
                    width: 0.12,
                    color: p.conflict,
                });
            }
            continue;
        }
        let (from, to) = match line {
            Line::Row => ([x + 0.15, y + 0.5], [x + 0.85, y + 0.5]),
            Line::Column => ([x + 0.5, y + 0.15], [x + 0.5, y + 0.85]),
            Line::Diagonal => ([x + 0.15, y + 0.15], [x + 0.85, y + 0.85]),
            Line::AntiDiagonal | Line::Knight => ([x + 0.85, y + 0.15], [x + 0.15, y + 0.85]),
        };
        shapes.push(Shape::Line {
            from,
            to,
            width: 0.12,
            color: p.conflict,
        });
    }
    if let Some((r, c)) = options.pointed {
        let [x, y] = at(r, c);
        shapes.push(Shape::Ring {
            center: [x + 0.5, y + 0.5],
            radius: 0.47,
            width: 0.06,
            color: p.trying,
        });
    }
}

/// The queens, each ringed when it is in conflict and that is asked for.
pub(super) fn queens_of(
    shapes: &mut Vec<Shape>,
    board: &Board,
    options: &SceneOptions,
    at: &dyn Fn(usize, usize) -> [f32; 2],
) {
    let p = &options.palette;
    let conflicts = if !options.mark_conflicts {
        Vec::new()
    } else {
        let queens: Vec<Square> = board.queens().collect();
        let mut in_conflict: Vec<Square> = options
            .rules
            .attacking_pairs(board.n(), &queens)
            .into_iter()
            .flat_map(|(a, b)| [a, b])
            .collect();
        in_conflict.sort_unstable();
        in_conflict.dedup();
        in_conflict
    };
    for (r, c) in board.queens() {
        let [x, y] = at(r, c);
        if conflicts.binary_search(&(r, c)).is_ok() {
            shapes.push(Shape::Ring {
                center: [x + 0.5, y + 0.5],
                radius: 0.45,
                width: 0.08,
                color: p.conflict,
            });
        }
        piece_shapes(shapes, options.rules.piece, x, y, p);
    }
}

/// What a piece's attacks look like besides the tinted squares: a
/// superqueen's knight squares dotted, and on a torus the lines through
/// the piece drawn square to square, breaking at an edge and coming back
/// on the other side.
fn rule_moves(
    shapes: &mut Vec<Shape>,
    (n, w): (usize, usize),
    (r0, c0): Square,
    rules: &Rules,
    p: &Palette,
    at: &dyn Fn(usize, usize) -> [f32; 2],
) {
    let moves = rules.piece.moves();
    // A rider that also steps (a superqueen's knight): the steps dotted.
    if moves.diagonals && !moves.steps.is_empty() {
        let line_rules = Rules {
            piece: Piece::Queen,
            ..*rules
        };
        for r in 0..n {
            for c in 0..w {
                if rules.attacks(n, (r0, c0), (r, c)) && !line_rules.attacks(n, (r0, c0), (r, c)) {
                    let [x, y] = at(r, c);
                    shapes.push(Shape::Circle {
                        center: [x + 0.5, y + 0.5],
                        radius: 0.16,
                        fill: p.conflict,
                    });
                }
            }
        }
    }
    if !(rules.topology == Topology::Torus && moves.diagonals) {
        return;
    }
    let centre = |(r, c): Square| {
        let [x, y] = at(r, c);
        [x + 0.5, y + 0.5]
    };
    let stroke = |from: [f32; 2], to: [f32; 2]| Shape::Line {
        from,
        to,
        width: 0.06,
        color: p.conflict,
    };
    for (dr, dc, right) in [(1, 1, 0.5), (1, n - 1, -0.5)] {
        // Half a step along the line, on the board: down, and right or left.
        let half = [right, 0.5];
        let mut square = (r0, c0);
        for _ in 0..n {
            let next = ((square.0 + dr) % n, (square.1 + dc) % n);
            let (a, b) = (centre(square), centre(next));
            if next.0.abs_diff(square.0) == 1 && next.1.abs_diff(square.1) == 1 {
                shapes.push(stroke(a, b));
            } else {
                // Across an edge: out to this side, in from the other.
                shapes.push(stroke(a, [a[0] + half[0], a[1] + half[1]]));
                shapes.push(stroke([b[0] - half[0], b[1] - half[1]], b));
            }
            square = next;
        }
    }
}

/// A piece of the rules drawn in the unit square at (x, y).
pub fn piece_shapes(shapes: &mut Vec<Shape>, piece: Piece, x: f32, y: f32, p: &Palette) {
    let poly = |points: &[[f32; 2]]| Shape::Polygon {
        points: points.iter().map(|[px, py]| [x + px, y + py]).collect(),
        fill: p.queen,
        outline: p.queen_outline,
        outline_width: 0.035,
    };
    match piece {
        Piece::Queen => queen_shapes(shapes, x, y, p),
        Piece::Superqueen => {
            queen_shapes(shapes, x, y, p);
            // The knight's mark: a small dark disc with a light "N".
            shapes.push(Shape::Circle {
                center: [x + 0.82, y + 0.82],
                radius: 0.15,
                fill: p.queen_outline,
            });
            shapes.push(Shape::Text {
                pos: [x + 0.82, y + 0.82],
                text: "N".into(),
                size: 0.2,
                color: p.queen,
                anchor: Anchor::Center,
            });
        }
        Piece::Rook => {
            // Three merlons over a tower on a base.
            for left in [0.24, 0.44, 0.64] {
                shapes.push(poly(&[
                    [left, 0.2],
                    [left + 0.12, 0.2],
                    [left + 0.12, 0.34],
                    [left, 0.34],
                ]));
            }
            shapes.push(poly(&[
                [0.24, 0.34],
                [0.76, 0.34],
                [0.7, 0.42],
                [0.3, 0.42],
            ]));
            shapes.push(poly(&[
                [0.33, 0.42],
                [0.67, 0.42],
                [0.7, 0.76],
                [0.3, 0.76],
            ]));
            shapes.push(poly(&[[0.2, 0.76], [0.8, 0.76], [0.8, 0.86], [0.2, 0.86]]));
        }
        Piece::King => {
            // A cross over a rounded crown on a base.
            shapes.push(poly(&[
                [0.46, 0.1],
                [0.54, 0.1],
                [0.54, 0.34],
                [0.46, 0.34],
            ]));
            shapes.push(poly(&[
                [0.38, 0.17],
                [0.62, 0.17],
                [0.62, 0.25],
                [0.38, 0.25],
            ]));
            shapes.push(poly(&[
                [0.5, 0.34],
                [0.72, 0.4],
                [0.78, 0.52],
                [0.7, 0.76],
                [0.3, 0.76],
                [0.22, 0.52],
                [0.28, 0.4],
            ]));
            shapes.push(poly(&[[0.2, 0.76], [0.8, 0.76], [0.8, 0.86], [0.2, 0.86]]));
        }
    }
}

/// A heatmap's squares, each in the colour of its tally, with the tally
/// written in it when asked.
fn heat_shapes(
    shapes: &mut Vec<Shape>,
    (n, w): (usize, usize),
    heat: &Heat,
    at: &dyn Fn(usize, usize) -> [f32; 2],
) {
    for r in 0..n {
        for c in 0..w {
            let Some(&count) = heat.counts.get(r * w + c) else {
                continue;
            };
            let [x, y] = at(r, c);
            let depth = heat.depth(count);
            shapes.push(Shape::Rect {
                min: [x, y],
                max: [x + 1.0, y + 1.0],
                fill: heat_color(depth),
            });
            if heat.numbers {
                let ink = if depth > 0.6 {
                    [255, 255, 255, 255]
                } else {
                    [40, 40, 40, 255]
                };
                let text = crate::numbers::grouped(count);
                // Long numbers shrink to stay inside their square.
                let size = (0.9 / text.len().max(3) as f32 * 1.6).min(0.34);
                shapes.push(Shape::Text {
                    pos: [x + 0.5, y + 0.5],
                    text,
                    size,
                    color: ink,
                    anchor: Anchor::Center,
                });
            }
        }
    }
}

/// A pin (a green disc in a green ring: a queen goes here) or a block (a
/// dark cross: no queen here).
fn mark_shapes(shapes: &mut Vec<Shape>, x: f32, y: f32, mark: Mark) {
    let center = [x + 0.5, y + 0.5];
    match mark {
        Mark::Pin => {
            // A disc, and a ring that still shows round a queen on it.
            let green = [30, 140, 70, 230];
            shapes.push(Shape::Circle {
                center,
                radius: 0.3,
                fill: green,
            });
            shapes.push(Shape::Ring {
                center,
                radius: 0.44,
                width: 0.07,
                color: green,
            });
        }
        Mark::Block => {
            for (from, to) in [
                ([x + 0.22, y + 0.22], [x + 0.78, y + 0.78]),
                ([x + 0.78, y + 0.22], [x + 0.22, y + 0.78]),
            ] {
                shapes.push(Shape::Line {
                    from,
                    to,
                    width: 0.12,
                    color: [50, 50, 60, 230],
                });
            }
        }
    }
}

/// A queen in the square whose top-left corner is (x, y): a crown of five
/// points over a flared body on a base, all convex pieces.
pub fn queen_shapes(shapes: &mut Vec<Shape>, x: f32, y: f32, p: &Palette) {
    let outline_width = 0.035;
    let poly = |points: &[[f32; 2]]| Shape::Polygon {
        points: points.iter().map(|[px, py]| [x + px, y + py]).collect(),
        fill: p.queen,
        outline: p.queen_outline,
        outline_width,
    };
    // Crown points, from the outside in, each a triangle to the crown band.
    let tips = [
        (0.16, 0.30),
        (0.32, 0.22),
        (0.5, 0.18),
        (0.68, 0.22),
        (0.84, 0.30),
    ];
    for &(tx, ty) in &tips {
        let base_x = 0.5 + (tx - 0.5) * 0.6;
        shapes.push(poly(&[
            [base_x - 0.085, 0.62],
            [tx, ty],
            [base_x + 0.085, 0.62],
        ]));
    }
    // Body: a trapezoid flaring down to the base.
    shapes.push(poly(&[
        [0.3, 0.55],
        [0.7, 0.55],
        [0.78, 0.76],
        [0.22, 0.76],
    ]));
    // Base.
    shapes.push(poly(&[[0.2, 0.76], [0.8, 0.76], [0.8, 0.86], [0.2, 0.86]]));
    for &(tx, ty) in &tips {
        shapes.push(Shape::Circle {
            center: [x + tx, y + ty],
            radius: 0.055,
            fill: p.queen_outline,
        });
    }
}

/// File letters above and below the board, rank numbers left and right.
/// A label's size in squares, and every how many squares one is written:
/// one a square, 0.42 of it, up to 16 a side; past that every second, and
/// larger (0.6), so that two-digit names keep a square's width apart.
///
/// ```text
/// side  8: (0.42, 1)     side 32: (0.6, 2)
/// ```
fn label_size_and_step(side: usize) -> (f32, usize) {
    if side > 16 { (0.6, 2) } else { (0.42, 1) }
}

pub(super) fn label_shapes(
    shapes: &mut Vec<Shape>,
    (n, w): (usize, usize),
    margin: f32,
    color: Rgba,
) {
    let (size, step) = label_size_and_step(n.max(w));
    // Every `step`th label from the first file and the first rank: at 32
    // squares a side, labels in every square were too small to read and
    // ran together.
    let size = size * label_scale(n);
    for i in (0..w).filter(|i| i % step == 0) {
        let centre = margin + i as f32 + 0.5;
        for y in [margin / 2.0, margin + n as f32 + margin / 2.0] {
            shapes.push(Shape::Text {
                pos: [centre, y],
                text: file_name(i, w),
                size,
                color,
                anchor: Anchor::Center,
            });
        }
    }
    // Ranks counted from 1 at the bottom, as the files from a.
    for i in (0..n).filter(|i| (n - 1 - i) % step == 0) {
        let centre = margin + i as f32 + 0.5;
        for x in [margin / 2.0, margin + w as f32 + margin / 2.0] {
            shapes.push(Shape::Text {
                pos: [x, centre],
                text: rank_name(i, n),
                size,
                color,
                anchor: Anchor::Center,
            });
        }
    }
}
