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
    /// use nqueens::engine::construct;
    /// use nqueens::scene::{Scene, SceneOptions, Shape};
    /// let board = construct(1_000_000).unwrap();
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
            let mut set = vec![0u64; (cells as usize * cells as usize).div_ceil(64)];
            let per_cell = span / f64::from(cells);
            for r in first_row..last_row {
                let Some(c) = board.queen(r) else { continue };
                let x = ((c as f64 + 0.5 - x0) / per_cell).floor();
                let y = ((r as f64 + 0.5 - y0) / per_cell).floor();
                if (0.0..f64::from(cells)).contains(&x) && (0.0..f64::from(cells)).contains(&y) {
                    let i = y as usize * cells as usize + x as usize;
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
