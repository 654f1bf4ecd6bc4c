//! The scene of a board past [`DETAIL_LIMIT`]: bounded by what the target
//! shows, not by n.

#[cfg(doc)]
use super::DETAIL_LIMIT;
use super::{Board, Scene, SceneOptions, Shape, Window, queen_shapes};

impl Scene {
    /// A board past [`DETAIL_LIMIT`], or the window of it in view: squares
    /// and queens where a square takes a few pixels, [`Shape::Dots`] where
    /// it takes less. The shapes are bounded by what the target shows, not
    /// by n: a PNG of ten million queens is a grid of its pixels.
    ///
    /// ```
    /// use nqueens_boards::engine::construct;
    /// use nqueens_boards::scene::{Scene, SceneOptions, Shape};
    /// let board = construct(1_000_000, nqueens_boards::engine::Rules::QUEENS).unwrap();
    /// let options = SceneOptions { pixels: Some(512), ..SceneOptions::default() };
    /// let scene = Scene::of(&board, &options);
    /// assert_eq!(scene.shapes.len(), 2); // the background and the dots
    /// assert!(matches!(scene.shapes[1], Shape::Dots { cells: 512, .. }));
    /// ```
    pub(super) fn big(board: &Board, options: &SceneOptions) -> Scene {
        let n = board.n();
        let p = &options.palette;
        let window = options.window.unwrap_or(Window {
            x0: 0.0,
            y0: 0.0,
            span: n as f64,
        });
        let pixels = options
            .pixels
            .unwrap_or(n.min(u32::MAX as usize) as u32)
            .max(1);
        let per_square = f64::from(pixels) / window.span;
        let (x0, y0, span) = (window.x0, window.y0, window.span);
        let mut shapes = vec![Shape::Rect {
            min: [0.0, 0.0],
            max: [span as f32, span as f32],
            fill: p.light,
        }];
        let first_row = y0.floor().max(0.0) as usize;
        let last_row = ((y0 + span).ceil().max(0.0) as usize).min(n);
        let first_col = x0.floor().max(0.0) as usize;
        let last_col = ((x0 + span).ceil().max(0.0) as usize).min(n);
        // Squares in window units; the shift to the window's corner keeps
        // f32 precise at ten million squares.
        let at = |r: usize, c: usize| [(c as f64 - x0) as f32, (r as f64 - y0) as f32];
        if per_square >= 3.0 {
            if per_square >= 8.0 {
                for r in first_row..last_row {
                    for c in (first_col..last_col).filter(|c| (r + c) % 2 == 1) {
                        let [x, y] = at(r, c);
                        shapes.push(Shape::Rect {
                            min: [x, y],
                            max: [x + 1.0, y + 1.0],
                            fill: p.dark,
                        });
                    }
                }
            }
            for r in first_row..last_row {
                let Some(c) = board.queen(r).filter(|c| (first_col..last_col).contains(c)) else {
                    continue;
                };
                let [x, y] = at(r, c);
                if per_square >= 16.0 {
                    queen_shapes(&mut shapes, x, y, p);
                } else {
                    shapes.push(Shape::Rect {
                        min: [x, y],
                        max: [x + 1.0, y + 1.0],
                        fill: p.queen_outline,
                    });
                }
            }
        } else {
            let cells = pixels;
            let side = cells as usize;
            let per_cell = span / f64::from(cells);
            // Queens a pixel, then a pixel inked where it holds more than
            // the mean: where each pixel holds many rows a random solution
            // puts queens in every one, and inking them all draws a black
            // square; above the mean it draws as a grain, and a formula's
            // lines stay lines.
            let mut counts = vec![0u32; side * side];
            let mut queens = 0u64;
            for r in first_row..last_row {
                let Some(c) = board.queen(r) else { continue };
                let x = ((c as f64 + 0.5 - x0) / per_cell).floor();
                let y = ((r as f64 + 0.5 - y0) / per_cell).floor();
                if (0.0..f64::from(cells)).contains(&x) && (0.0..f64::from(cells)).contains(&y) {
                    counts[y as usize * side + x as usize] += 1;
                    queens += 1;
                }
            }
            let mean = queens as f64 / (side * side) as f64;
            let floor = if mean >= 1.0 { mean.floor() as u32 } else { 0 };
            let mut set = vec![0u64; (side * side).div_ceil(64)];
            for (i, &count) in counts.iter().enumerate() {
                if count > floor {
                    set[i / 64] |= 1 << (i % 64);
                }
            }
            shapes.push(Shape::Dots {
                min: [0.0, 0.0],
                size: span as f32,
                cells,
                set,
                color: p.queen_outline,
            });
        }
        Scene {
            size: span as f32,
            height: span as f32,
            shapes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Scene, SceneOptions, Shape};
    use crate::engine::Board;

    /// The share of a drawing's pixels inked.
    fn inked(board: &Board) -> f64 {
        let options = SceneOptions {
            pixels: Some(512),
            ..SceneOptions::default()
        };
        let scene = Scene::of(board, &options);
        let dots = scene
            .shapes
            .iter()
            .find(|s| matches!(s, Shape::Dots { .. }))
            .expect("a board of a million is drawn as dots");
        dots.dots().count() as f64 / (512.0 * 512.0)
    }

    #[test]
    fn a_random_board_of_a_million_is_a_grain_not_a_black_square() {
        // About 3.8 queens a pixel: inking every pixel that holds one drew
        // the whole board black.
        let n = 1_000_000;
        let mut columns: Vec<u32> = (0..n as u32).collect();
        fastrand::Rng::with_seed(7).shuffle(&mut columns);
        let random = inked(&Board::from_columns(&columns).unwrap());
        assert!((0.2..0.8).contains(&random), "{random}");
        // The formula's solution is a few lines: still drawn, thinly.
        let formula = inked(&crate::engine::construct(n, crate::engine::Rules::QUEENS).unwrap());
        assert!(formula > 0.001 && formula < 0.1, "{formula}");
    }
}
