//! A regions puzzle read from a screenshot of its board, a PNG or a JPEG:
//! LinkedIn's "Queens", this app's board, any board of coloured squares
//! in a dark frame.
//!
//! The board is the largest square framed by dark lines. Its size n is
//! the one at which each square holds one colour and the squares'
//! colours fall into n groups far apart from each other; no palette is
//! assumed. A square's colour is the median of its middle, its dark
//! pixels (a queen, a ✕, a line) left out; colours are compared in
//! CIELAB, where a distance is what the eye sees. What was read is
//! checked before it is played: n regions, one solution. The squares whose colour lies nearly as close to another
//! group are named, for the player to look at.

mod colours;
mod picture;

use thiserror::Error;

pub use super::Doubt;

use crate::engine::Control;
use crate::engine::regions::{Cell, MAX_REGIONS_N, Puzzle, cell_name};
use colours::{Walls, group, square_colours};
use picture::find_frame;
pub use picture::{Picture, decode, is_image};

/// The largest side, in pixels, of an image read.
pub const MAX_IMAGE_SIDE: usize = 6_000;

/// The smallest board read: 4 × 4 (a smaller one has no regions puzzle
/// worth a picture).
const MIN_N: usize = 4;

/// Why a picture did not become a puzzle.
#[derive(Debug, Error, PartialEq)]
pub enum ScreenshotError {
    #[error("not a PNG or JPEG picture")]
    NotAnImage,
    #[error("the picture does not decode: {0}")]
    Undecodable(String),
    #[error("the picture is {width} × {height} pixels, past {MAX_IMAGE_SIDE} a side")]
    TooLarge { width: usize, height: usize },
    #[error(
        "no board found: a board is a square of coloured squares in a dark frame, \
         at least 40 pixels a side"
    )]
    NoBoard,
    #[error(
        "read as a board of {n}, but {}; the squares in doubt: {}",
        problem.words(*n),
        doubt_list(*n, doubt)
    )]
    Doubtful {
        n: usize,
        problem: Doubt,
        doubt: Vec<Cell>,
        /// What was read, for an editor to show with the squares in doubt.
        regions: Vec<u8>,
    },
}

/// The squares in doubt as the board names them ("c4, d7").
pub fn doubt_list(n: usize, doubt: &[Cell]) -> String {
    if doubt.is_empty() {
        return "none stands out (check the colours)".to_string();
    }
    let names: Vec<String> = doubt.iter().map(|&cell| cell_name(cell, n)).collect();
    names.join(", ")
}

/// Where the board is in the picture: its frame's outer edges, pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub left: usize,
    pub top: usize,
    pub right: usize,
    pub bottom: usize,
}

/// What was read from a picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// The board's side.
    pub n: usize,
    /// Each square's region, row by row, lettered in reading order.
    pub regions: Vec<u8>,
    /// Squares whose colour is nearly as close to another region's.
    pub doubt: Vec<Cell>,
    pub frame: Frame,
}

impl Reading {
    /// The puzzle read, once checked: n regions and one solution;
    /// otherwise what is wrong and the squares in doubt. (A region in
    /// pieces is no fault: LinkedIn published one, level 336.)
    pub fn puzzle(&self) -> Result<Puzzle, ScreenshotError> {
        let doubtful = |problem: Doubt| ScreenshotError::Doubtful {
            n: self.n,
            problem,
            doubt: self.doubt.clone(),
            regions: self.regions.clone(),
        };
        let puzzle =
            Puzzle::new(self.n, self.regions.clone()).ok_or_else(|| doubtful(Doubt::FewColours))?;
        let found = puzzle
            .problem()
            .count(2, &Control::default())
            .map_err(|e| doubtful(Doubt::Uncounted(e.to_string())))?;
        match found {
            1 => Ok(puzzle),
            0 => Err(doubtful(Doubt::NoSolution)),
            _ => Err(doubtful(Doubt::ManySolutions)),
        }
    }

    /// The squares in doubt as the board names them ("c4, d7").
    pub fn doubt_names(&self) -> String {
        doubt_list(self.n, &self.doubt)
    }
}

/// Reads a board from a picture's bytes.
pub fn read_screenshot(bytes: &[u8]) -> Result<Reading, ScreenshotError> {
    read_picture(&decode(bytes)?)
}

/// Reads a board from a decoded picture: of the sizes whose thick lines
/// part the squares into exactly n regions, the one whose lines are
/// clearest (a line there or not, all along); where no size does, the
/// colours alone, grouped.
pub fn read_picture(picture: &Picture) -> Result<Reading, ScreenshotError> {
    let frame = find_frame(picture).ok_or(ScreenshotError::NoBoard)?;
    let side = (frame.right - frame.left).min(frame.bottom - frame.top);
    let mut by_lines: Option<(f32, Reading)> = None;
    let mut by_colour: Option<(f32, Reading)> = None;
    for n in MIN_N..=MAX_REGIONS_N.min(side / 8) {
        let squares = square_colours(picture, frame, n);
        let walls = Walls::of(picture, frame, n);
        let parts = walls.parts(&squares);
        if parts.iter().max().is_some_and(|&p| p + 1 == n) {
            let doubt = walls.doubt(&squares, &parts);
            if by_lines.as_ref().is_none_or(|(q, _)| walls.clarity > *q) {
                let regions = in_reading_order(&parts);
                by_lines = Some((
                    walls.clarity,
                    Reading {
                        n,
                        regions,
                        doubt,
                        frame,
                    },
                ));
            }
        }
        let (labels, quality, doubt) = group(&squares, n);
        if by_colour.as_ref().is_none_or(|(q, _)| quality > *q) {
            let regions = in_reading_order(&labels);
            by_colour = Some((
                quality,
                Reading {
                    n,
                    regions,
                    doubt,
                    frame,
                },
            ));
        }
    }
    by_lines
        .or(by_colour)
        .map(|(_, reading)| reading)
        .ok_or(ScreenshotError::NoBoard)
}

/// Letters regions in the order they first appear, row by row.
pub(super) fn in_reading_order(labels: &[usize]) -> Vec<u8> {
    let mut names: Vec<Option<u8>> =
        vec![None; labels.len().max(labels.iter().max().map_or(0, |m| m + 1))];
    let mut next = 0u8;
    labels
        .iter()
        .map(|&l| {
            *names[l].get_or_insert_with(|| {
                next += 1;
                next - 1
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture of a 4 × 4 map, `cell` pixels a square, on white: a
    /// colour a region (one square repainted), thick black lines between
    /// regions and round the board, thin grey ones inside regions.
    fn picture(map: &str, colours: &[[u8; 3]], repaint: (Cell, [u8; 3])) -> Picture {
        let rows: Vec<&[u8]> = map.lines().map(str::as_bytes).collect();
        let (n, cell, margin) = (rows.len(), 30, 20);
        let side = n * cell + 2 * margin;
        let mut pixels = vec![[255; 3]; side * side];
        let region = |r: usize, c: usize| usize::from(rows[r][c] - b'A');
        for y in 0..n * cell {
            for x in 0..n * cell {
                let (r, c) = (y / cell, x / cell);
                let (dx, dy) = (x % cell, y % cell);
                let mut colour = if (r, c) == repaint.0 {
                    repaint.1
                } else {
                    colours[region(r, c)]
                };
                let edge = x < 3 || y < 3 || x >= n * cell - 3 || y >= n * cell - 3;
                let left = c > 0 && dx < 2;
                let top = r > 0 && dy < 2;
                let wall = (left && region(r, c) != region(r, c - 1))
                    || (top && region(r, c) != region(r - 1, c));
                if edge || wall {
                    colour = [0; 3];
                } else if (c > 0 && dx == 0) || (r > 0 && dy == 0) {
                    colour = [150; 3];
                }
                pixels[(y + margin) * side + x + margin] = colour;
            }
        }
        Picture {
            width: side,
            height: side,
            pixels,
        }
    }

    const COLOURS: [[u8; 3]; 4] = [
        [240, 150, 150],
        [150, 180, 250],
        [160, 220, 150],
        [240, 230, 130],
    ];

    #[test]
    fn the_lines_give_the_regions_and_a_square_of_another_colour_is_in_doubt() {
        let map = "AABB\nACBB\nCCDD\nCDDD\n";
        let clean = read_picture(&picture(map, &COLOURS, ((0, 0), COLOURS[0]))).unwrap();
        assert_eq!(clean.n, 4);
        assert_eq!(
            Puzzle::new(4, clean.regions.clone()).unwrap().to_string(),
            map
        );
        assert!(clean.doubt.is_empty(), "{:?}", clean.doubt);
        // b4 painted D's yellow, inside A's lines: still A, and in doubt.
        let odd = read_picture(&picture(map, &COLOURS, ((0, 1), COLOURS[3]))).unwrap();
        assert_eq!(
            Puzzle::new(4, odd.regions.clone()).unwrap().to_string(),
            map
        );
        assert_eq!(odd.doubt, vec![(0, 1)]);
        assert_eq!(odd.doubt_names(), "b4");
    }
}
