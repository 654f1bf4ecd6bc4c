//! How a board looks, decided once: squares, queens, marks and labels as
//! plain shapes in board units. The canvas, thumbnails and image exporters
//! only translate these shapes.

mod big;
#[cfg(test)]
mod greyscale;
mod paint;
mod pieces;
mod region_colours;
mod regions;

pub use paint::{Painter, paint_shapes};
pub use pieces::queen_shapes;
use pieces::{label_shapes, queens_of, stroke_squares, tint_squares};
pub use region_colours::{
    LETTER_INK, Lab, RegionMap, ciede2000, contrast, lab, least_differences,
    least_neighbour_lightness, lightness, luminance, region_colours,
};
pub use regions::{RegionsLook, regions_scene};

use std::sync::Arc;

use crate::engine::{Board, Line, Square};

/// An RGBA colour, not premultiplied.
pub type Rgba = [u8; 4];

/// The colours of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    pub light: Rgba,
    pub dark: Rgba,
    pub queen: Rgba,
    pub queen_outline: Rgba,
    /// Squares attacked by the hovered or selected queen.
    pub attacked: Rgba,
    /// Queens that attack each other.
    pub conflict: Rgba,
    pub label: Rgba,
    pub background: Rgba,
    /// The square the search is trying.
    pub trying: Rgba,
}

impl Palette {
    pub const LIGHT: Palette = Palette {
        light: [240, 217, 181, 255],
        dark: [181, 136, 99, 255],
        queen: [250, 250, 250, 255],
        queen_outline: [20, 20, 20, 255],
        attacked: [220, 60, 60, 80],
        conflict: [220, 30, 30, 255],
        label: [60, 60, 60, 255],
        background: [255, 255, 255, 255],
        trying: [250, 210, 60, 200],
    };

    pub const DARK: Palette = Palette {
        light: [200, 205, 215, 255],
        dark: [95, 110, 135, 255],
        queen: [250, 250, 250, 255],
        queen_outline: [15, 15, 20, 255],
        attacked: [230, 80, 80, 120],
        conflict: [255, 70, 70, 255],
        label: [200, 200, 200, 255],
        background: [27, 27, 27, 255],
        trying: [250, 210, 60, 200],
    };
}

/// What to draw besides squares and queens.
#[derive(Debug, Clone, PartialEq)]
pub struct SceneOptions {
    pub palette: Palette,
    /// File letters and rank numbers in a margin around the board.
    pub labels: bool,
    /// Mark the squares this queen attacks.
    pub attacks_from: Option<Square>,
    /// Ring the queens that attack another queen.
    pub mark_conflicts: bool,
    /// Tint every square some queen attacks (play mode).
    pub attacked_by_all: bool,
    /// The square the search is looking at (the animation).
    pub trying: Option<Square>,
    /// Squares rejected by the search, each crossed along the line of the
    /// attack that rules it out.
    pub rejected: Vec<(Square, Line)>,
    /// A square to point out (the queen to move).
    pub pointed: Option<Square>,
    /// Pixels across the target: a board with more squares in view than
    /// that is drawn as [`Shape::Dots`], one cell per pixel.
    pub pixels: Option<u32>,
    /// The part of a big board (past [`DETAIL_LIMIT`]) to draw; the scene's
    /// units then start at the window's corner.
    pub window: Option<Window>,
    /// A heatmap over the squares: for each square, row by row, its share
    /// (0 to 1) of the largest tally, drawn as a colour from pale to deep.
    pub heat: Option<Arc<Heat>>,
    /// Pinned queens and blocked squares.
    pub marks: Vec<(Square, Mark)>,
    /// The piece and the board: which piece is drawn, and what it attacks
    /// (a knight's squares dotted, a torus's lines drawn across the edge).
    pub rules: crate::engine::Rules,
}

/// A heatmap: per square, row by row, its tally and its colour's depth.
#[derive(Debug, Clone, PartialEq)]
pub struct Heat {
    /// The tallies, n × n.
    pub counts: Vec<u64>,
    /// Write each square's tally in it (small boards).
    pub numbers: bool,
}

impl Heat {
    /// The depth of colour of a tally (0 to 1: its share of the largest).
    pub fn depth(&self, count: u64) -> f32 {
        let max = self.counts.iter().copied().max().unwrap_or(0);
        if max == 0 {
            0.0
        } else {
            count as f32 / max as f32
        }
    }
}

/// The colour of a heatmap square of depth `t` (0 to 1): from a pale
/// yellow through orange to a deep red, as in printed heatmaps.
///
/// ```
/// use nqueens_boards::scene::heat_color;
/// assert_eq!(heat_color(0.0), [255, 255, 204, 255]);
/// assert_eq!(heat_color(1.0), [189, 0, 38, 255]);
/// ```
pub fn heat_color(t: f32) -> Rgba {
    const STOPS: [[f32; 3]; 3] = [
        [255.0, 255.0, 204.0],
        [253.0, 141.0, 60.0],
        [189.0, 0.0, 38.0],
    ];
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (a, b, f) = if t < 0.5 {
        (STOPS[0], STOPS[1], t * 2.0)
    } else {
        (STOPS[1], STOPS[2], (t - 0.5) * 2.0)
    };
    let mix = |i: usize| (a[i] + (b[i] - a[i]) * f).round() as u8;
    [mix(0), mix(1), mix(2), 255]
}

/// The marks of pinned queens and blocked squares.
pub fn constraint_marks(only: &crate::engine::Constraints) -> Vec<(Square, Mark)> {
    only.pins()
        .iter()
        .map(|&s| (s, Mark::Pin))
        .chain(only.blocks().iter().map(|&s| (s, Mark::Block)))
        .collect()
}

/// A constraint drawn on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A queen must stand here.
    Pin,
    /// No queen may stand here.
    Block,
}

impl Default for SceneOptions {
    fn default() -> Self {
        SceneOptions {
            palette: Palette::LIGHT,
            labels: false,
            attacks_from: None,
            mark_conflicts: true,
            attacked_by_all: false,
            trying: None,
            rejected: Vec::new(),
            pointed: None,
            pixels: None,
            window: None,
            heat: None,
            marks: Vec::new(),
            rules: crate::engine::Rules::QUEENS,
        }
    }
}

/// Where a label sits relative to its point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Center,
}

/// A shape in board units: one square is 1×1.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    Rect {
        min: [f32; 2],
        max: [f32; 2],
        fill: Rgba,
    },
    Circle {
        center: [f32; 2],
        radius: f32,
        fill: Rgba,
    },
    /// A straight stroke with round ends.
    Line {
        from: [f32; 2],
        to: [f32; 2],
        width: f32,
        color: Rgba,
    },
    /// A ring (circle outline).
    Ring {
        center: [f32; 2],
        radius: f32,
        width: f32,
        color: Rgba,
    },
    /// A filled convex polygon with an outline.
    Polygon {
        points: Vec<[f32; 2]>,
        fill: Rgba,
        outline: Rgba,
        outline_width: f32,
    },
    Text {
        pos: [f32; 2],
        text: String,
        size: f32,
        color: Rgba,
        anchor: Anchor,
    },
    /// A board too big to draw square by square, at the resolution of its
    /// target: a `cells × cells` grid over the square at `min` of side
    /// `size`, a cell set where some queen lies. Its memory is that of the
    /// grid (8 MB at 8,192 cells), whatever n is.
    Dots {
        min: [f32; 2],
        size: f32,
        cells: u32,
        /// Row-major bits, one per cell.
        set: Vec<u64>,
        color: Rgba,
    },
}

impl Shape {
    /// The shape moved right and down by `by` units: a scene drawn at the
    /// origin placed inside a margin.
    pub fn shift(&mut self, by: f32) {
        let mv = |p: &mut [f32; 2]| {
            p[0] += by;
            p[1] += by;
        };
        match self {
            Shape::Rect { min, max, .. } => {
                mv(min);
                mv(max);
            }
            Shape::Circle { center, .. } | Shape::Ring { center, .. } => mv(center),
            Shape::Line { from, to, .. } => {
                mv(from);
                mv(to);
            }
            Shape::Polygon { points, .. } => points.iter_mut().for_each(mv),
            Shape::Text { pos, .. } => mv(pos),
            Shape::Dots { min, .. } => mv(min),
        }
    }

    /// The set cells (x, y) of a [`Shape::Dots`], row by row (none for any
    /// other shape).
    pub fn dots(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let cells = match self {
            Shape::Dots { cells, .. } => *cells,
            _ => 0,
        };
        (0..cells)
            .flat_map(move |y| (0..cells).map(move |x| (x, y)))
            .filter(|&(x, y)| self.dot(x, y))
    }

    /// Whether cell (x, y) of a [`Shape::Dots`] is set (false for any other
    /// shape).
    pub fn dot(&self, x: u32, y: u32) -> bool {
        match self {
            Shape::Dots { cells, set, .. } if x < *cells && y < *cells => {
                let i = y as usize * *cells as usize + x as usize;
                set.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
            }
            _ => false,
        }
    }
}

/// The part of a big board in view: the square at (x0, y0) of side `span`,
/// in squares.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Window {
    pub x0: f64,
    pub y0: f64,
    pub span: f64,
}

/// A board drawn as shapes in a `size × height` area (board units): as
/// high as wide but for a board of more columns than rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    pub size: f32,
    pub height: f32,
    pub shapes: Vec<Shape>,
}

/// Boards up to this side get squares, queen artwork and labels; larger
/// ones a plain background and a block per queen (a square would be a few
/// pixels at most on any screen).
pub const DETAIL_LIMIT: usize = 128;

/// The margin around a board of 8 or more squares when labels are on, in
/// squares.
pub const LABEL_MARGIN: f32 = 0.7;

/// The margin for labels around a board of side n, in squares: smaller
/// boards have bigger squares, so their labels take a smaller share of one.
///
/// ```
/// assert_eq!(nqueens_boards::scene::label_margin(8), 0.7);
/// assert!(nqueens_boards::scene::label_margin(1) < 0.2);
/// ```
pub fn label_margin(n: usize) -> f32 {
    LABEL_MARGIN * label_scale(n)
}

/// How labels shrink (in squares) on boards under 8 squares.
fn label_scale(n: usize) -> f32 {
    (n as f32 / 8.0).clamp(0.2, 1.0)
}

impl Scene {
    /// The scene of a board.
    ///
    /// ```
    /// use nqueens_boards::engine::Board;
    /// use nqueens_boards::scene::{Scene, SceneOptions, Shape};
    /// let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
    /// let scene = Scene::of(&board, &SceneOptions::default());
    /// assert_eq!(scene.size, 4.0);
    /// let squares = scene.shapes.iter().filter(|s| matches!(s, Shape::Rect { .. })).count();
    /// assert_eq!(squares, 16);
    /// ```
    pub fn of(board: &Board, options: &SceneOptions) -> Scene {
        let (n, w) = (board.n(), board.width());
        if n > DETAIL_LIMIT {
            return Scene::big(board, options);
        }
        if options.rules.width(n) != w {
            // The board says how wide it is; the attacks drawn follow it.
            let rules = crate::engine::Rules {
                columns: (w != n).then_some(w),
                ..options.rules
            };
            return Scene::of(
                board,
                &SceneOptions {
                    rules,
                    ..options.clone()
                },
            );
        }
        let margin = if options.labels { label_margin(n) } else { 0.0 };
        let p = &options.palette;
        let mut shapes = Vec::new();
        let at = |r: usize, c: usize| [margin + c as f32, margin + r as f32];
        for r in 0..n {
            for c in 0..w {
                let [x, y] = at(r, c);
                let fill = if (r + c) % 2 == 0 { p.light } else { p.dark };
                shapes.push(Shape::Rect {
                    min: [x, y],
                    max: [x + 1.0, y + 1.0],
                    fill,
                });
            }
        }
        tint_squares(&mut shapes, board, options, &at);
        stroke_squares(&mut shapes, options, &at);
        queens_of(&mut shapes, board, options, &at);
        if margin > 0.0 {
            label_shapes(&mut shapes, (n, w), margin, p.label);
        }
        Scene {
            size: w as f32 + 2.0 * margin,
            height: n as f32 + 2.0 * margin,
            shapes,
        }
    }
}

/// The squares a piece on `from` attacks under `rules` (its own square
/// excluded), on its board of n rows.
///
/// ```
/// use nqueens_boards::engine::{Piece, Rules};
/// let king = Rules { piece: Piece::King, ..Rules::default() };
/// // A king in a corner: its row, its column and the square beside it.
/// assert_eq!(nqueens_boards::scene::attacked(&king, 3, (0, 0)).len(), 5);
/// ```
pub fn attacked(rules: &crate::engine::Rules, n: usize, from: Square) -> Vec<Square> {
    let mut squares = Vec::new();
    for r in 0..n {
        for c in 0..rules.width(n) {
            if rules.attacks(n, from, (r, c)) {
                squares.push((r, c));
            }
        }
    }
    squares
}

/// The name of file (column) `c`: a..z up to 26 files, numbers beyond.
///
/// ```
/// assert_eq!(nqueens_boards::scene::file_name(0, 8), "a");
/// assert_eq!(nqueens_boards::scene::file_name(29, 30), "30");
/// ```
pub fn file_name(c: usize, n: usize) -> String {
    if n <= 26 {
        char::from(b'a' + c as u8).to_string()
    } else {
        (c + 1).to_string()
    }
}

/// The name of rank (row) `r`: the bottom row is 1, as on a chessboard.
pub fn rank_name(r: usize, n: usize) -> String {
    (n - r).to_string()
}

/// The name of a square, such as `e4`, or `30-12` past 26 files.
pub fn square_name(square: Square, n: usize) -> String {
    let (file, rank) = (file_name(square.1, n), rank_name(square.0, n));
    if n <= 26 {
        format!("{file}{rank}")
    } else {
        format!("{file}-{rank}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attacked_squares_of_a_corner_queen() {
        // Row, column and one diagonal: 3 × 3 squares.
        assert_eq!(attacked(&crate::engine::Rules::QUEENS, 4, (0, 0)).len(), 9);
        assert_eq!(attacked(&crate::engine::Rules::QUEENS, 1, (0, 0)).len(), 0);
    }

    #[test]
    fn labels_add_a_margin_and_names() {
        let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
        let options = SceneOptions {
            labels: true,
            ..SceneOptions::default()
        };
        let scene = Scene::of(&board, &options);
        assert_eq!(scene.size, 4.0 + 2.0 * label_margin(4));
        let texts: Vec<&str> = scene
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        assert!(texts.contains(&"a") && texts.contains(&"d") && texts.contains(&"4"));
        // At 32 a side every second label, larger, from file 1 and rank 1:
        // in every square they were too small to read and ran together.
        let columns: Vec<u32> =
            crate::engine::construct_columns(32, crate::engine::Rules::QUEENS).unwrap();
        let big = Board::from_columns(&columns).unwrap();
        let labels: Vec<(String, f32)> = Scene::of(&big, &options)
            .shapes
            .into_iter()
            .filter_map(|s| match s {
                Shape::Text { text, size, .. } => Some((text, size)),
                _ => None,
            })
            .collect();
        assert_eq!(labels.len(), 4 * 16);
        assert!(labels.iter().all(|(_, size)| *size >= 0.6));
        let named = |name: &str| labels.iter().filter(|(t, _)| t == name).count();
        // "1" is file 1 and rank 1, on both sides each; "2" names nothing.
        assert_eq!(
            (named("1"), named("31"), named("2"), named("32")),
            (4, 4, 0, 0)
        );
        assert_eq!(square_name((7, 4), 8), "e1");
        assert_eq!(square_name((0, 29), 30), "30-30");
    }

    #[test]
    fn conflicts_are_ringed_and_huge_boards_stay_cheap() {
        let board = Board::from_columns(&[0, 1, 3, 2]).unwrap();
        let rings = Scene::of(&board, &SceneOptions::default())
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Ring { .. }))
            .count();
        assert_eq!(rings, 4);
        // Past the detail limit: a block per queen where a square takes a
        // few pixels, a grid of the pixels where it takes less.
        let huge = crate::engine::construct(1000, crate::engine::Rules::QUEENS).unwrap();
        let sharp = SceneOptions {
            pixels: Some(5000),
            ..SceneOptions::default()
        };
        assert_eq!(Scene::of(&huge, &sharp).shapes.len(), 1001);
        let small = SceneOptions {
            pixels: Some(500),
            ..SceneOptions::default()
        };
        let dots = Scene::of(&huge, &small);
        assert_eq!(dots.shapes.len(), 2);
        // Two queens per cell row, one per row of the board: each cell row
        // holds one or two set cells.
        let shape = &dots.shapes[1];
        for y in 0..500 {
            let set = (0..500).filter(|&x| shape.dot(x, y)).count();
            assert!((1..=2).contains(&set), "row {y}: {set}");
        }
    }
}
