//! Screenshots read back (issue 60): a sample of the corpus
//! (`tests/formats/corpus.rs`) read and compared with the maps it was
//! drawn from; the whole corpus is `examples/screenshot_corpus.rs`.

use nqueens::formats::screenshot::{ScreenshotError, read_screenshot};
use tiny_skia::{Color, Pixmap};

use super::corpus::{Encoding, Outcome, Style, draw, encode, levels, outcome};

/// Every 16th published map, in both styles, at three sizes and three
/// encodings: 98% or more read exactly, and no wrong read passes.
#[test]
fn published_maps_drawn_as_screenshots_read_back_exactly() {
    let maps = levels();
    assert_eq!(maps.len(), 608);
    let mut tally = std::collections::BTreeMap::new();
    let mut misses = Vec::new();
    for (level, puzzle) in maps.iter().step_by(16) {
        for style in [Style::LinkedIn, Style::App] {
            for (cell, encoding) in [
                (24, Encoding::Png),
                (40, Encoding::Jpeg(85)),
                (64, Encoding::Jpeg(60)),
            ] {
                let bytes = encode(&draw(puzzle, style, cell), encoding);
                let got = outcome(puzzle, &bytes);
                if got != Outcome::Exact {
                    misses.push(format!(
                        "level {level} {style:?} {cell} {encoding:?}: {got:?}"
                    ));
                }
                *tally.entry(format!("{got:?}")).or_insert(0) += 1;
            }
        }
    }
    let total: usize = tally.values().sum();
    let exact = tally.get("Exact").copied().unwrap_or(0);
    assert!(exact * 100 >= total * 98, "{tally:?}: {misses:#?}");
    assert_eq!(tally.get("WrongPassed"), None, "{misses:#?}");
}

#[test]
fn a_picture_without_a_board_or_not_a_picture_is_said() {
    let mut blank = Pixmap::new(300, 200).unwrap();
    blank.fill(Color::WHITE);
    assert_eq!(
        read_screenshot(&blank.encode_png().unwrap()).unwrap_err(),
        ScreenshotError::NoBoard
    );
    assert_eq!(
        read_screenshot(b"AAB\nABB\nCCC\n").unwrap_err(),
        ScreenshotError::NotAnImage
    );
    let cut = encode(&draw(&levels()[0].1, Style::LinkedIn, 24), Encoding::Png);
    assert!(matches!(
        read_screenshot(&cut[..cut.len() / 2]),
        Err(ScreenshotError::Undecodable(_))
    ));
}
