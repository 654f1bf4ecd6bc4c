//! Files: every readable format round-trips, PNGs decode to the right board,
//! readers survive junk with a message, and a failed write loses nothing.

#![allow(clippy::unwrap_used)]

use nqueens::formats::Reading;
use std::fs;
use std::path::Path;
use std::process::Command;

use nqueens::catalog::Filter;
use nqueens::engine::{Board, Control, Solutions, construct};
use nqueens::formats::{
    self, BoardFormat, ImageOptions, ListFormat, ParseError, read_board, save_board,
    write_all_solutions, write_atomic,
};
use proptest::prelude::*;

fn solution(n: usize, k: usize) -> Board {
    Solutions::new(n, nqueens::engine::Rules::QUEENS)
        .unwrap()
        .nth(k - 1)
        .unwrap()
}

#[test]
fn text_and_ron_files_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let mut partial = solution(8, 17);
    partial.remove(2);
    partial.remove(6);
    for board in [
        solution(8, 17),
        partial,
        solution(1, 1),
        construct(40, nqueens::engine::Rules::QUEENS).unwrap(),
    ] {
        for format in [BoardFormat::Text, BoardFormat::Ron] {
            let path = dir.path().join(format!("b.{}", format.extension()));
            save_board(&board, &path, format, &ImageOptions::default()).unwrap();
            assert_eq!(
                formats::open_board(formats::Input::File(&path), Reading::default())
                    .unwrap()
                    .to_board(),
                Some(board.clone()),
                "{format:?}"
            );
        }
    }
}

/// The colour at a point of a decoded RGBA image.
fn pixel(rgba: &[u8], side: usize, x: f32, y: f32) -> [u8; 3] {
    let i = ((y as usize) * side + x as usize) * 4;
    [rgba[i], rgba[i + 1], rgba[i + 2]]
}

/// Nearer the queen's white than either square colour (small images blend
/// edges).
fn is_queen_white(p: [u8; 3]) -> bool {
    let distance = |q: [u8; 3]| -> i32 {
        p.iter()
            .zip(q)
            .map(|(a, b)| (i32::from(*a) - i32::from(b)).pow(2))
            .sum()
    };
    let white = distance([250, 250, 250]);
    white < distance([240, 217, 181]) && white < distance([181, 136, 99])
}

fn decode_png(path: &Path) -> (Vec<u8>, usize) {
    let decoder = png::Decoder::new(std::io::BufReader::new(fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    assert_eq!(info.width, info.height);
    buf.truncate(info.buffer_size());
    (buf, info.width as usize)
}

/// Reads the board back from a PNG: a square holds a queen when some pixel
/// under its centre is the queen's white (no square colour is near it).
fn board_from_png(path: &Path, n: usize, margin: f32) -> Vec<Option<usize>> {
    let (rgba, side) = decode_png(path);
    let cell = side as f32 / (n as f32 + 2.0 * margin);
    (0..n)
        .map(|r| {
            let queens: Vec<usize> = (0..n)
                .filter(|&c| {
                    // Any pixel of the queen's body, a window under the centre.
                    let at = |u: f32, v: f32| {
                        (
                            (margin + c as f32 + u) * cell,
                            (margin + r as f32 + v) * cell,
                        )
                    };
                    let ((x0, y0), (x1, y1)) = (at(0.4, 0.58), at(0.6, 0.72));
                    (y0 as usize..=y1 as usize).any(|y| {
                        (x0 as usize..=x1 as usize)
                            .any(|x| is_queen_white(pixel(&rgba, side, x as f32, y as f32)))
                    })
                })
                .collect();
            assert!(queens.len() <= 1, "row {r}: {queens:?}");
            queens.first().copied()
        })
        .collect()
}

#[test]
fn png_decodes_to_the_same_board_with_and_without_labels() {
    let dir = tempfile::tempdir().unwrap();
    let board = solution(8, 1);
    let expected: Vec<Option<usize>> = (0..8).map(|r| board.queen(r)).collect();
    let plain = dir.path().join("plain.png");
    save_board(&board, &plain, BoardFormat::Png, &ImageOptions::default()).unwrap();
    let (rgba, side) = decode_png(&plain);
    assert_eq!(side, 512);
    // The board fills the image: the top-left corner is a light square.
    assert_eq!(pixel(&rgba, side, 1.0, 1.0), [240, 217, 181]);
    assert_eq!(board_from_png(&plain, 8, 0.0), expected);
    let labelled = dir.path().join("labels.png");
    let options = ImageOptions {
        rules: Default::default(),
        size: 300,
        labels: true,
    };
    save_board(&board, &labelled, BoardFormat::Png, &options).unwrap();
    assert_eq!(
        board_from_png(&labelled, 8, nqueens::scene::LABEL_MARGIN),
        expected
    );
    let (rgba, side) = decode_png(&labelled);
    assert_eq!(
        pixel(&rgba, side, 1.0, 1.0),
        [255, 255, 255],
        "a white margin"
    );
    // Every size from the smallest to a large one reads back.
    for (n, size) in [(6, 64), (12, 1000), (12, 2048)] {
        let board = solution(n, 3);
        let expected: Vec<Option<usize>> = (0..n).map(|r| board.queen(r)).collect();
        let path = dir.path().join(format!("{size}.png"));
        save_board(
            &board,
            &path,
            BoardFormat::Png,
            &ImageOptions {
                rules: Default::default(),
                size,
                labels: false,
            },
        )
        .unwrap();
        assert_eq!(board_from_png(&path, n, 0.0), expected, "size {size}");
    }
    for size in [63, 8193] {
        let err = formats::render_png(
            &board,
            &ImageOptions {
                rules: Default::default(),
                size,
                labels: false,
            },
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("an image is 64 to 8192 pixels wide, not {size}")
        );
    }
}

#[test]
fn svg_has_one_queen_per_row_in_place() {
    let board = solution(6, 2);
    let svg = formats::render_svg(&board, &ImageOptions::default());
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    // Each queen's base is the polygon spanning x + 0.2 to x + 0.8 at y + 0.86.
    for (r, c) in board.queens() {
        let base = format!("{:.3},{:.3}", c as f32 + 0.2, r as f32 + 0.86);
        assert!(svg.contains(&base), "queen at {r},{c}");
    }
    assert_eq!(svg.matches("<polygon").count(), 6 * 7);
}

#[test]
fn a_huge_board_exports_usable_images() {
    let board = construct(100_000, nqueens::engine::Rules::QUEENS).unwrap();
    let png = formats::render_png(&board, &ImageOptions::default()).unwrap();
    // 512 pixels square, and every pixel row holds ink: a queen in every
    // band of 195 rows.
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut rgba).unwrap();
    assert_eq!((info.width, info.height), (512, 512));
    let side = info.width as usize;
    let ink = nqueens::scene::Palette::LIGHT.queen_outline;
    let is_ink = |x: usize, y: usize| rgba[(y * side + x) * 4..][..3] == ink[..3];
    assert!((0..side).all(|y| (0..side).any(|x| is_ink(x, y))));
    // The SVG at its nominal 512 pixels: a dot per cell of the grid that
    // holds a queen, every row of cells holding one.
    let svg = formats::render_svg(&board, &ImageOptions::default());
    let dots = svg.matches('z').count();
    assert!((512..=4 * 512).contains(&dots), "{dots} dots");
}

#[test]
fn fen_only_for_eight() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.fen");
    save_board(
        &solution(8, 1),
        &path,
        BoardFormat::Fen,
        &ImageOptions::default(),
    )
    .unwrap();
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4\n"
    );
    let other = dir.path().join("c.fen");
    let err = save_board(
        &solution(6, 1),
        &other,
        BoardFormat::Fen,
        &ImageOptions::default(),
    )
    .unwrap_err();
    assert_eq!(err.to_string(), "FEN describes 8×8 boards only, not n = 6");
    assert!(!other.exists());
}

#[test]
fn a_failed_write_leaves_the_old_file_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("keep.txt");
    fs::write(&path, b"precious contents\n").unwrap();
    // The writer fails half-way, as on a full disk.
    let err = write_atomic(&path, |w| {
        w.write_all(b"half a bo")?;
        Err(std::io::Error::other("No space left on device"))
    })
    .unwrap_err();
    assert!(err.to_string().contains("No space left on device"), "{err}");
    // A cancel mid-way.
    let err = write_atomic(&path, |w| {
        w.write_all(b"partial")?;
        Err(formats::cancelled())
    })
    .unwrap_err();
    assert!(err.to_string().starts_with("cancelled"), "{err}");
    assert_eq!(fs::read(&path).unwrap(), b"precious contents\n");
    // No temporary file is left behind.
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    // A folder that does not exist is an error naming it.
    let missing = dir.path().join("no/such/folder/b.txt");
    let err = save_board(
        &solution(4, 1),
        &missing,
        BoardFormat::Text,
        &ImageOptions::default(),
    )
    .unwrap_err();
    assert!(err.to_string().contains("cannot write into"), "{err}");
    // A folder in the way of the target is not replaced.
    let blocked = dir.path().join("sub");
    fs::create_dir(&blocked).unwrap();
    fs::write(blocked.join("inside"), b"x").unwrap();
    let err = save_board(
        &solution(4, 1),
        &blocked,
        BoardFormat::Text,
        &ImageOptions::default(),
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("sub") && err.to_string().contains("it is a folder"),
        "{err}"
    );
    assert_eq!(fs::read(blocked.join("inside")).unwrap(), b"x");
}

/// Every solution of n that passes the filter, written in a list format.
fn list_of(n: usize, filter: Filter, format: ListFormat) -> (u64, String) {
    let mut out = Vec::new();
    let written =
        write_all_solutions(n, filter, format, &mut out, Control::default(), &mut |_| {}).unwrap();
    (written, String::from_utf8(out).unwrap())
}

#[test]
fn all_solutions_stream_in_every_list_format() {
    let (written, csv) = list_of(8, Filter::All, ListFormat::Csv);
    assert_eq!(written, 92);
    assert_eq!(csv.lines().count(), 93);
    assert_eq!(csv.lines().nth(92).unwrap(), "92,7,3,0,2,5,1,6,4");
    let (_, text) = list_of(8, Filter::Fundamental, ListFormat::Text);
    let boards: Vec<Board> = text
        .split("\n\n")
        .map(|t| {
            formats::BoardText::Text
                .read(t, Reading::default())
                .unwrap()
                .to_board()
                .unwrap()
        })
        .collect();
    assert_eq!(boards.len(), 12);
    let (_, ron_list) = list_of(6, Filter::All, ListFormat::Ron);
    let parsed: Vec<ron::Value> = ron::from_str(&ron_list).unwrap();
    assert_eq!(parsed.len(), 4);
    // A cancel stops it with an interruption.
    let cancel = std::sync::atomic::AtomicBool::new(true);
    let err = write_all_solutions(
        12,
        Filter::All,
        ListFormat::Csv,
        &mut Vec::new(),
        Control {
            cancel: Some(&cancel),
            ..Control::default()
        },
        &mut |_| {},
    )
    .unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::Interrupted);
}

fn nqueens(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn cli_export_and_check() {
    let dir = tempfile::tempdir().unwrap();
    let d = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    for ext in ["png", "svg", "txt", "ron"] {
        let out = nqueens(&[
            "export",
            "8",
            "--index",
            "92",
            "-o",
            &d(&format!("b.{ext}")),
        ]);
        assert!(
            out.status.success(),
            "{ext}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let (rgba, side) = decode_png(&dir.path().join("b.png"));
    assert_eq!((side, rgba.len()), (512, 512 * 512 * 4));
    let out = nqueens(&[
        "export",
        "8",
        "--index",
        "1",
        "-o",
        &d("big.png"),
        "--size",
        "1024",
        "--labels",
    ]);
    assert!(out.status.success());
    assert_eq!(decode_png(&dir.path().join("big.png")).1, 1024);
    assert_eq!(
        formats::open_board(
            formats::Input::File(&dir.path().join("b.txt")),
            Reading::default()
        )
        .unwrap()
        .to_board(),
        Some(solution(8, 92))
    );
    let check = nqueens(&["check", &d("b.ron")]);
    assert_eq!(check.status.code(), Some(0));
    // A board whose queens attack: exit 1, each pair on stdout.
    fs::write(dir.path().join("bad.txt"), "Q...\n.Q..\n....\n...Q\n").unwrap();
    let check = nqueens(&["check", &d("bad.txt")]);
    assert_eq!(check.status.code(), Some(1));
    let pairs = String::from_utf8(check.stdout).unwrap();
    assert_eq!(
        pairs,
        "queens at row 0 column 0 and row 1 column 1: same diagonal\n\
         queens at row 0 column 0 and row 3 column 3: same diagonal\n\
         queens at row 1 column 1 and row 3 column 3: same diagonal\n"
    );
    // Not a board: exit 2 with line and column.
    fs::write(dir.path().join("junk.txt"), "Q..\n.x.\n").unwrap();
    let check = nqueens(&["check", &d("junk.txt")]);
    assert_eq!(check.status.code(), Some(2));
    let stderr = String::from_utf8(check.stderr).unwrap();
    assert!(stderr.contains("line 2, column 2"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1);
    let check = nqueens(&["check", &d("missing.txt")]);
    assert_eq!(check.status.code(), Some(2));
    // Bad exports: unknown extension, no folder, bad size; nothing written.
    // Exit codes: 2 for a wrong request, 3 for a failed write, 1 for no
    // such solution.
    for (args, code) in [
        (vec!["export", "8", "--index", "1", "-o", &d("b.doc")], 2),
        (
            vec![
                "export",
                "8",
                "--index",
                "1",
                "-o",
                "/nonexistent/dir/b.png",
            ],
            3,
        ),
        (
            vec![
                "export",
                "8",
                "--index",
                "1",
                "-o",
                &d("small.png"),
                "--size",
                "10",
            ],
            2,
        ),
        (
            vec!["export", "8", "--index", "93", "-o", &d("none.txt")],
            1,
        ),
    ] {
        let out = nqueens(&args);
        assert_eq!(out.status.code(), Some(code), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr).lines().count(),
            1,
            "{args:?}"
        );
    }
    assert!(!dir.path().join("small.png").exists() && !dir.path().join("none.txt").exists());
}

/// Valid boards, then mutated: characters replaced, inserted, deleted.
fn mutated_board_text() -> impl Strategy<Value = String> {
    let base = prop_oneof![
        (1usize..=10).prop_map(|n| formats::to_text(
            &Solutions::new(n, nqueens::engine::Rules::QUEENS)
                .unwrap()
                .next()
                .unwrap_or_else(|| Board::empty(n).unwrap())
        )),
        (1usize..=10).prop_map(|n| formats::to_ron(
            &construct(n.max(4), nqueens::engine::Rules::QUEENS).unwrap()
        )),
    ];
    (
        base,
        proptest::collection::vec((any::<usize>(), any::<char>(), 0u8..3), 0..4),
    )
        .prop_map(|(text, edits)| {
            let mut chars: Vec<char> = text.chars().collect();
            for (at, ch, kind) in edits {
                let i = if chars.is_empty() {
                    0
                } else {
                    at % chars.len()
                };
                match kind {
                    0 if !chars.is_empty() => chars[i] = ch,
                    1 => chars.insert(i, ch),
                    _ if !chars.is_empty() => {
                        chars.remove(i);
                    }
                    _ => {}
                }
            }
            chars.into_iter().collect()
        })
}

fn assert_reader_behaves(input: &str) -> Result<(), TestCaseError> {
    for result in [
        formats::BoardText::Text.read(input, Reading::default()),
        formats::BoardText::Ron.read(input, Reading::default()),
        read_board(input, Reading::default()),
    ] {
        match result {
            Ok(board) => {
                prop_assert!(board.n() >= 1);
                // What was read writes back and reads again the same.
                prop_assert_eq!(
                    formats::BoardText::Text
                        .read(&formats::placement_to_text(&board), Reading::default())
                        .unwrap(),
                    board.clone()
                );
            }
            Err(ParseError::At {
                line,
                column,
                message,
            }) => {
                prop_assert!(line >= 1 && column >= 1 && !message.to_string().is_empty());
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 60_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn readers_never_panic_on_mutated_boards(input in mutated_board_text()) {
        assert_reader_behaves(&input)?;
    }

    #[test]
    fn readers_never_panic_on_random_text(input in "[Q.# \\n\\r()a-zA-Z0-9:,\\[\\]\"-]{0,80}|\\PC{0,40}") {
        assert_reader_behaves(&input)?;
    }
}

#[test]
fn a_big_board_is_drawn_at_the_image_resolution() {
    // Ten million queens, one per row and column: in an 8,192-pixel PNG every
    // pixel row and column band holds ink, and the scene behind it is a grid
    // of the image's pixels, not ten million shapes.
    let board = construct(10_000_000, nqueens::engine::Rules::QUEENS).unwrap();
    let options = nqueens::scene::SceneOptions {
        pixels: Some(8192),
        ..nqueens::scene::SceneOptions::default()
    };
    let scene = nqueens::scene::Scene::of(&board, &options);
    assert_eq!(scene.shapes.len(), 2);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.png");
    let image = ImageOptions {
        rules: Default::default(),
        size: 8192,
        labels: false,
    };
    save_board(&board, &path, BoardFormat::Png, &image).unwrap();
    let (rgba, side) = decode_png(&path);
    assert_eq!(side, 8192);
    let ink = nqueens::scene::Palette::LIGHT.queen_outline;
    let is_ink = |x: usize, y: usize| rgba[(y * side + x) * 4..][..3] == ink[..3];
    // A queen in every row: every pixel row has ink; so has every column.
    assert!((0..side).all(|y| (0..side).any(|x| is_ink(x, y))));
    assert!(
        (0..side)
            .step_by(97)
            .all(|x| (0..side).any(|y| is_ink(x, y)))
    );
    // SVG at its nominal size: one path of dots, a few MB at most.
    let svg = nqueens::formats::render_svg(
        &construct(1_000_000, nqueens::engine::Rules::QUEENS).unwrap(),
        &ImageOptions::default(),
    );
    assert!(svg.len() < 8_000_000, "{} bytes", svg.len());
    assert_eq!(svg.matches("<path").count(), 1);
}

#[test]
fn opening_and_saving_stop_on_a_cancel_and_touch_nothing() {
    use std::sync::atomic::AtomicBool;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.ron");
    let board = construct(1_000_000, nqueens::engine::Rules::QUEENS).unwrap();
    save_board(&board, &path, BoardFormat::Ron, &ImageOptions::default()).unwrap();
    let before = fs::read(&path).unwrap();
    let cancel = AtomicBool::new(true);
    let control = Control {
        cancel: Some(&cancel),
        ..Control::default()
    };
    let err = formats::open_board(
        formats::Input::File(&path),
        Reading {
            control,
            ..Reading::default()
        },
    )
    .unwrap_err();
    assert!(matches!(err, formats::OpenError::Cancelled { .. }), "{err}");
    // A save over the file stops and leaves it as it was, with no
    // temporary file beside it.
    let other = construct(999_999, nqueens::engine::Rules::QUEENS).unwrap();
    let err = formats::save_board_with(
        &other,
        &path,
        BoardFormat::Ron,
        &ImageOptions::default(),
        control,
    )
    .unwrap_err();
    assert!(err.to_string().contains("cancelled"), "{err}");
    assert_eq!(fs::read(&path).unwrap(), before);
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    // Without a cancel, the same calls work.
    let read = formats::open_board(formats::Input::File(&path), Reading::default()).unwrap();
    assert_eq!(read.n(), 1_000_000);
}

#[test]
fn tikz_draws_the_same_scene_as_svg() {
    for (n, k, labels) in [(6, 2, false), (8, 92, true), (1, 1, false)] {
        let board = solution(n, k);
        let options = ImageOptions {
            rules: Default::default(),
            labels,
            ..ImageOptions::default()
        };
        let tex = formats::render_tikz(&board, &options);
        let svg = formats::render_svg(&board, &options);
        assert!(
            tex.contains("\\begin{tikzpicture}") && tex.trim_end().ends_with("\\end{tikzpicture}")
        );
        // Shape for shape: squares, queen parts, labels.
        assert_eq!(
            tex.matches(" rectangle ").count(),
            svg.matches("<rect").count(),
            "n = {n}"
        );
        assert_eq!(
            tex.matches("\\filldraw").count(),
            svg.matches("<polygon").count()
        );
        assert_eq!(tex.matches("\\node").count(), svg.matches("<text").count());
        // Each queen's base where the SVG has it (TikZ's y axis points down
        // as the scene's does).
        for (r, c) in board.queens().filter(|_| !labels) {
            let base = format!("({:.3},{:.3})", c as f32 + 0.2, r as f32 + 0.86);
            assert!(tex.contains(&base), "queen at {r},{c}");
        }
        // Every colour used is defined before the picture.
        let (defs, picture) = tex.split_once("\\begin{tikzpicture}").unwrap();
        for (at, _) in picture.match_indices("nq") {
            let digits: String = picture[at + 2..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            let name = format!("{{nq{digits}}}");
            assert!(defs.contains(&name), "{name} undefined");
        }
    }
}

#[test]
fn tikz_files_are_written_and_refused_past_64() {
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_nqueens");
    let path = dir.path().join("b.tex");
    let out = Command::new(bin)
        .args(["export", "8", "--index", "1", "-o", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let tex = fs::read_to_string(&path).unwrap();
    assert_eq!(
        tex,
        formats::render_tikz(&solution(8, 1), &ImageOptions::default())
    );
    // To stdout by --format.
    let out = Command::new(bin)
        .args(["export", "8", "--index", "1", "-o", "-", "--format", "tex"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), tex);
    // Past 64: refused, nothing written.
    let big = dir.path().join("big.tex");
    let out = Command::new(bin)
        .args(["export", "65", "--index", "1", "-o", big.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("TikZ holds boards up to n = 64"));
    assert!(!big.exists());
    assert_eq!(BoardFormat::from_path(&path), Some(BoardFormat::Tex));
}

/// The frames of an APNG, each as RGBA rows.
fn apng_frames(bytes: &[u8]) -> (u32, Vec<Vec<u8>>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().unwrap();
    let declared = reader.info().animation_control.unwrap().num_frames;
    let mut frames = Vec::new();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    while let Ok(info) = reader.next_frame(&mut buf) {
        frames.push(buf[..info.buffer_size()].to_vec());
    }
    (declared, frames)
}

#[test]
fn the_search_animates_step_by_step_as_an_apng() {
    use nqueens::engine::{Step, Trace};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("search.png");
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args([
            "animate",
            "4",
            "-o",
            path.to_str().unwrap(),
            "--size",
            "64",
            "--no-labels",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "139 frames, the whole search"
    );
    let (declared, frames) = apng_frames(&fs::read(&path).unwrap());
    let steps: Vec<Step> = Trace::new(4).unwrap().collect();
    assert_eq!(declared as usize, steps.len() + 1);
    assert_eq!(frames.len(), steps.len() + 1);
    // The first solution's frame has a queen on each of its squares: the
    // pixels at their centres differ from the empty board's.
    let first = steps
        .iter()
        .position(|s| matches!(s, Step::Solution { .. }))
        .unwrap();
    let solution = &frames[first + 1];
    let pixel = |frame: &[u8], r: usize, c: usize| {
        let (x, y) = (c * 16 + 8, r * 16 + 11);
        frame[(y * 64 + x) * 4..(y * 64 + x) * 4 + 3].to_vec()
    };
    for (r, c) in [(0, 1), (1, 3), (2, 0), (3, 2)] {
        assert_ne!(
            pixel(solution, r, c),
            pixel(&frames[0], r, c),
            "queen {r},{c}"
        );
    }
    // An empty square of it looks as on the empty board.
    assert_eq!(pixel(solution, 0, 0), pixel(&frames[0], 0, 0));
    // Past the limit: cut, and said.
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args([
            "animate", "7", "-o", "-", "--format", "apng", "--size", "64",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let (declared, _) = apng_frames(&out.stdout);
    assert_eq!(declared as usize, formats::MAX_ANIMATION_FRAMES);
    assert!(String::from_utf8_lossy(&out.stderr).contains("the first 1,999 steps"));
    // Bad sizes and delays are refused, and the old file stays.
    fs::write(&path, "keep").unwrap();
    for bad in [["--size", "5000"], ["--delay", "0"]] {
        let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["animate", "4", "-o", path.to_str().unwrap()])
            .args(bad)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "keep");
    }
}

#[test]
fn fen_holds_chess_pieces_on_eight_by_eight_only() {
    use nqueens::engine::{Piece, Rules};
    use nqueens::formats::write_board;
    let square = Board::from_columns(&[0, 4, 7, 5, 2, 6, 1, 3]).unwrap();
    let mut out = Vec::new();
    write_board(
        &square,
        BoardFormat::Fen,
        &ImageOptions::default(),
        &mut out,
    )
    .unwrap();
    assert_eq!(out, b"Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4\n");
    // Kings are FEN's kings, K; superqueens have no letter: refused,
    // nothing written.
    let kings = ImageOptions {
        rules: Rules {
            piece: Piece::King,
            ..Rules::default()
        },
        ..ImageOptions::default()
    };
    let mut out = Vec::new();
    write_board(&square, BoardFormat::Fen, &kings, &mut out).unwrap();
    assert_eq!(out, b"K7/4K3/7K/5K2/2K5/6K1/1K6/3K4\n");
    let superqueens = ImageOptions {
        rules: Rules {
            piece: Piece::Superqueen,
            ..Rules::default()
        },
        ..ImageOptions::default()
    };
    let mut out = Vec::new();
    let err = write_board(&square, BoardFormat::Fen, &superqueens, &mut out).unwrap_err();
    assert!(err.to_string().contains("not superqueens"), "{err}");
    assert!(out.is_empty());
    // 8 rows on 11 columns: no FEN (and no column past h written as one).
    let wide = Rules {
        columns: Some(11),
        ..Rules::QUEENS
    }
    .board_of(&[0, 2, 4, 1, 10, 8, 6, 9])
    .unwrap();
    assert_eq!(nqueens::formats::to_fen(&wide), None);
    let wide_queens = ImageOptions {
        rules: Rules {
            columns: Some(11),
            ..Rules::default()
        },
        ..ImageOptions::default()
    };
    assert!(write_board(&wide, BoardFormat::Fen, &wide_queens, &mut Vec::new()).is_err());
    assert!(
        write_board(
            &wide,
            BoardFormat::Fen,
            &ImageOptions::default(),
            &mut Vec::new()
        )
        .is_err()
    );
}
