//! The screenshot reader's corpus (issue 60): the published LinkedIn
//! maps drawn as pictures, in LinkedIn's style (its colours, thin grey
//! lines, thick black borders, a page round the board with a title over
//! it) and in this app's (its picture of the puzzle, labels round it), at
//! a size of square, stored as PNG or as JPEG of a quality. Used by
//! `tests/formats/screenshot.rs` and, for the whole corpus, by
//! `examples/screenshot_corpus.rs`.

use nqueens::engine::regions::{Mark, Puzzle};
use nqueens::formats::screenshot::read_screenshot;
use nqueens::scene::{Palette, RegionMap, RegionsLook, regions_scene};
use tiny_skia::{Color, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

const LEVELS: &str = include_str!("../fixtures/linkedin/levels.txt");

/// LinkedIn's region colours, in the order its puzzles letter them (as
/// `samimsu/queens-game-linkedin` keeps them: `src/utils/colors.ts`).
const LINKEDIN: [[u8; 3]; 11] = [
    [0xBB, 0xA3, 0xE2],
    [0xFF, 0xC9, 0x92],
    [0x96, 0xBE, 0xFF],
    [0xB3, 0xDF, 0xA0],
    [0xDF, 0xDF, 0xDF],
    [0xFF, 0x7B, 0x60],
    [0xE6, 0xF3, 0x88],
    [0xB9, 0xB2, 0x9E],
    [0xDF, 0xA0, 0xBF],
    [0x95, 0xCB, 0xCF],
    [0x55, 0xEB, 0xE2],
];

/// The published maps, each with its level's number.
pub fn levels() -> Vec<(u32, Puzzle)> {
    LEVELS
        .split("# level ")
        .filter(|block| !block.trim().is_empty())
        .map(|block| {
            let number = block.lines().next().and_then(|l| l.trim().parse().ok());
            let rows: String = block.lines().skip(1).map(|l| format!("{l}\n")).collect();
            let puzzle = Puzzle::parse(&rows).expect("a published map");
            (number.expect("a level's number"), puzzle)
        })
        .collect()
}

/// How a picture is drawn.
#[derive(Clone, Copy, Debug)]
pub enum Style {
    LinkedIn,
    App,
}

/// How a picture is stored.
#[derive(Clone, Copy, Debug)]
pub enum Encoding {
    Png,
    Jpeg(u8),
}

fn fill(colour: [u8; 3]) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(colour[0], colour[1], colour[2], 255));
    paint
}

/// A page with `puzzle`'s board on it, `cell` pixels a square.
pub fn draw(puzzle: &Puzzle, style: Style, cell: u32) -> Pixmap {
    draw_marked(
        puzzle,
        style,
        cell,
        &vec![Mark::Open; puzzle.regions().len()],
    )
}

/// [`draw`] with a player's queens and ✕s on the app's board.
pub fn draw_marked(puzzle: &Puzzle, style: Style, cell: u32, marks: &[Mark]) -> Pixmap {
    let n = puzzle.n() as u32;
    let board = match style {
        Style::LinkedIn => linkedin_board(puzzle, cell),
        Style::App => {
            let look = RegionsLook {
                marks,
                clashing: &[],
                shown: &[],
                second: &[],
                cursor: None,
                palette: &Palette::LIGHT,
                labels: true,
                patterns: false,
                colours: None,
            };
            let map = RegionMap {
                n: puzzle.n(),
                regions: puzzle.regions(),
            };
            let scene = regions_scene(map, &look);
            nqueens::formats::scene_pixmap(&scene, n * cell + cell).expect("a picture")
        }
    };
    // The page: a margin, a title's dark words over the board.
    let margin = cell;
    let mut page =
        Pixmap::new(board.width() + 2 * margin, board.height() + 3 * margin).expect("a page");
    page.fill(Color::from_rgba8(0xF3, 0xF2, 0xEF, 255));
    for word in 0..4 {
        let rect = Rect::from_xywh(
            (margin + word * cell * 2) as f32,
            (margin / 3) as f32,
            (cell * 3 / 2) as f32,
            (margin / 3).max(4) as f32,
        )
        .expect("a word");
        page.fill_rect(rect, &fill([30, 30, 30]), Transform::identity(), None);
    }
    page.draw_pixmap(
        margin as i32,
        (2 * margin) as i32,
        board.as_ref(),
        &tiny_skia::PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    page
}

/// LinkedIn's board: its colours, thin grey lines between squares, thick
/// black ones between regions and round the board.
fn linkedin_board(puzzle: &Puzzle, cell: u32) -> Pixmap {
    let n = puzzle.n();
    let side = n as u32 * cell;
    let mut board = Pixmap::new(side, side).expect("a board");
    for r in 0..n {
        for c in 0..n {
            let rect = Rect::from_xywh(
                (c as u32 * cell) as f32,
                (r as u32 * cell) as f32,
                cell as f32,
                cell as f32,
            )
            .expect("a square");
            board.fill_rect(
                rect,
                &fill(LINKEDIN[puzzle.region((r, c))]),
                Transform::identity(),
                None,
            );
        }
    }
    let thick = (cell as f32 / 14.0).max(2.0);
    let mut line = |from: (f32, f32), to: (f32, f32), width: f32, colour: [u8; 3]| {
        let mut path = PathBuilder::new();
        path.move_to(from.0, from.1);
        path.line_to(to.0, to.1);
        let stroke = Stroke {
            width,
            ..Stroke::default()
        };
        if let Some(path) = path.finish() {
            board.stroke_path(&path, &fill(colour), &stroke, Transform::identity(), None);
        }
    };
    let at = |k: usize| (k as u32 * cell) as f32;
    for r in 0..n {
        for c in 0..n {
            if c + 1 < n {
                let apart = puzzle.region((r, c)) != puzzle.region((r, c + 1));
                let (width, colour) = if apart {
                    (thick, [0, 0, 0])
                } else {
                    (1.0, [120, 120, 120])
                };
                line((at(c + 1), at(r)), (at(c + 1), at(r + 1)), width, colour);
            }
            if r + 1 < n {
                let apart = puzzle.region((r, c)) != puzzle.region((r + 1, c));
                let (width, colour) = if apart {
                    (thick, [0, 0, 0])
                } else {
                    (1.0, [120, 120, 120])
                };
                line((at(c), at(r + 1)), (at(c + 1), at(r + 1)), width, colour);
            }
        }
    }
    let edge = side as f32;
    let mut frame = PathBuilder::new();
    frame.push_rect(Rect::from_xywh(0.0, 0.0, edge, edge).expect("a frame"));
    if let Some(path) = frame.finish() {
        let stroke = Stroke {
            width: thick * 2.0,
            ..Stroke::default()
        };
        board.stroke_path(
            &path,
            &fill([0, 0, 0]),
            &stroke,
            Transform::identity(),
            None,
        );
    }
    board
}

/// The page's bytes as a file of `encoding`.
pub fn encode(page: &Pixmap, encoding: Encoding) -> Vec<u8> {
    match encoding {
        Encoding::Png => page.encode_png().expect("a PNG"),
        Encoding::Jpeg(quality) => {
            let rgb: Vec<u8> = page
                .pixels()
                .iter()
                .flat_map(|p| {
                    let c = p.demultiply();
                    [c.red(), c.green(), c.blue()]
                })
                .collect();
            let mut bytes = Vec::new();
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality)
                .encode(
                    &rgb,
                    page.width(),
                    page.height(),
                    image::ExtendedColorType::Rgb8,
                )
                .expect("a JPEG");
            bytes
        }
    }
}

/// What reading a picture of `puzzle` gave: exactly its map, a wrong map
/// refused by the checks, or a wrong one passed as a puzzle.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    Exact,
    Refused,
    WrongPassed,
}

pub fn outcome(puzzle: &Puzzle, bytes: &[u8]) -> Outcome {
    match read_screenshot(bytes) {
        Ok(reading) => match reading.puzzle() {
            Ok(read) if read.regions() == puzzle.regions() => Outcome::Exact,
            Ok(_) => Outcome::WrongPassed,
            Err(_) => Outcome::Refused,
        },
        Err(_) => Outcome::Refused,
    }
}
