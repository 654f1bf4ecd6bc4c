//! The screenshot reader on its whole corpus (docs/cli.md states the
//! figure): every published LinkedIn map, in LinkedIn's style and this
//! app's, at squares of 24, 40 and 64 pixels, as PNG and as JPEG at
//! qualities 85 and 60; each read back and compared with its map.
//!
//! `cargo run --release --example screenshot_corpus`

#[allow(dead_code)]
#[path = "../tests/formats/corpus.rs"]
mod corpus;

use corpus::{Encoding, Outcome, Style, draw, encode, levels, outcome};

fn main() {
    let maps = levels();
    let mut tally: std::collections::BTreeMap<String, [usize; 3]> = Default::default();
    let mut misses = Vec::new();
    for (level, puzzle) in &maps {
        for style in [Style::LinkedIn, Style::App] {
            for cell in [24, 40, 64] {
                let page = draw(puzzle, style, cell);
                for encoding in [Encoding::Png, Encoding::Jpeg(85), Encoding::Jpeg(60)] {
                    let got = outcome(puzzle, &encode(&page, encoding));
                    let key = format!("{style:?} {cell} px {encoding:?}");
                    let slot = match got {
                        Outcome::Exact => 0,
                        Outcome::Refused => 1,
                        Outcome::WrongPassed => 2,
                    };
                    tally.entry(key.clone()).or_default()[slot] += 1;
                    if got != Outcome::Exact {
                        misses.push(format!("level {level}: {key}: {got:?}"));
                    }
                }
            }
        }
    }
    println!(
        "{:<28} {:>6} {:>8} {:>12}",
        "pictures", "exact", "refused", "wrong passed"
    );
    let mut all = [0usize; 3];
    for (key, [exact, refused, wrong]) in &tally {
        println!("{key:<28} {exact:>6} {refused:>8} {wrong:>12}");
        all[0] += exact;
        all[1] += refused;
        all[2] += wrong;
    }
    let total: usize = all.iter().sum();
    println!(
        "all: {} of {total} exact ({:.2}%), {} refused, {} wrong passed",
        all[0],
        100.0 * all[0] as f64 / total as f64,
        all[1],
        all[2]
    );
    for miss in misses.iter().take(40) {
        println!("{miss}");
    }
}
