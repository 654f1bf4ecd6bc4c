//! The shapes of regions maps, published against generated (issue 60;
//! docs/cli.md states the figures): at each n from 7 to 11 (and 12,
//! generated only), the share of
//! puzzles with a one-square region, the share of regions of 3 squares or
//! fewer, the share of regions of 4 squares or more that are snakes (no
//! square with 3 or more neighbours in its region), the largest region's
//! share of the board, how often the first step places a queen, and the
//! difficulty mix; then, for each difficulty asked for, how often it is
//! met exactly and how long a puzzle takes.
//!
//! `cargo run --release --example map_shapes [PUZZLES_PER_N]` (default 100
//! generated a size, seeds 0 up, default difficulty).

use std::time::Instant;

use nqueens::engine::Control;
use nqueens::engine::regions::{Difficulty, Mark, Puzzle, generate, rate};

// The published maps, read as the screenshot corpus reads them.
#[allow(dead_code)]
#[path = "../tests/formats/corpus.rs"]
mod corpus;

/// One puzzle's shape figures.
struct Shape {
    one_square: bool,
    small: usize,
    snakes: usize,
    long: usize,
    largest: f64,
    free_queen: bool,
    difficulty: Difficulty,
}

fn shape(puzzle: &Puzzle) -> Shape {
    let n = puzzle.n();
    let mut sizes = vec![0usize; n];
    for &g in puzzle.regions() {
        sizes[usize::from(g)] += 1;
    }
    let mut snakes = 0;
    let mut long = 0;
    for (g, &size) in sizes.iter().enumerate() {
        if size < 4 {
            continue;
        }
        long += 1;
        let branching = puzzle.cells_of(g).any(|(r, c)| {
            let near = [(0isize, 1isize), (1, 0), (0, -1), (-1, 0)]
                .into_iter()
                .filter(|(dr, dc)| {
                    let (r2, c2) = (r as isize + dr, c as isize + dc);
                    (0..n as isize).contains(&r2)
                        && (0..n as isize).contains(&c2)
                        && puzzle.region((r2 as usize, c2 as usize)) == g
                })
                .count();
            near >= 3
        });
        if !branching {
            snakes += 1;
        }
    }
    let rating = rate(puzzle);
    let free_queen = rating
        .steps
        .first()
        .is_some_and(|step| step.sets.iter().any(|&(_, mark)| mark == Mark::Queen));
    Shape {
        one_square: sizes.contains(&1),
        small: sizes.iter().filter(|&&s| s <= 3).count(),
        snakes,
        long,
        largest: *sizes.iter().max().unwrap_or(&0) as f64 / (n * n) as f64,
        free_queen,
        difficulty: rating.difficulty,
    }
}

/// The figures of many puzzles of one n, as a table row.
fn row(label: &str, n: usize, shapes: &[Shape]) -> String {
    let count = shapes.len().max(1) as f64;
    let percent = |k: usize| 100.0 * k as f64 / count;
    let regions = (shapes.len() * n).max(1) as f64;
    let long: usize = shapes.iter().map(|s| s.long).sum();
    let snakes: usize = shapes.iter().map(|s| s.snakes).sum();
    let mix: Vec<String> = Difficulty::ALL
        .iter()
        .map(|&d| {
            format!(
                "{:.0}",
                percent(shapes.iter().filter(|s| s.difficulty == d).count())
            )
        })
        .collect();
    format!(
        "| {n} | {label} | {} | {:.0}% | {:.0}% | {:.0}% | {:.0}% | {:.0}% | {} |",
        shapes.len(),
        percent(shapes.iter().filter(|s| s.one_square).count()),
        100.0 * shapes.iter().map(|s| s.small).sum::<usize>() as f64 / regions,
        100.0 * snakes as f64 / long.max(1) as f64,
        100.0 * shapes.iter().map(|s| s.largest).sum::<f64>() / count,
        percent(shapes.iter().filter(|s| s.free_queen).count()),
        mix.join("/"),
    )
}

fn main() {
    let per_n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    let published: Vec<Puzzle> = corpus::levels().into_iter().map(|(_, p)| p).collect();
    println!(
        "| n | maps | puzzles | with a one-square region | regions of ≤ 3 squares | snakes (of regions of 4+) | largest region | first step a queen | easy/medium/hard/guess % | "
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    // Published puzzles are 7 to 11; 12 is the generator's largest.
    for n in std::env::var("FROM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(7)..=12
    {
        let theirs: Vec<Shape> = published.iter().filter(|p| p.n() == n).map(shape).collect();
        if !theirs.is_empty() {
            println!("{}", row("LinkedIn", n, &theirs));
        }
        let started = Instant::now();
        let mut times = Vec::new();
        let ours: Vec<Shape> = (0..per_n)
            .filter_map(|seed| {
                let at = Instant::now();
                let made = generate(n, seed, None, &Control::default()).ok().flatten();
                times.push(at.elapsed().as_secs_f64());
                made
            })
            .map(|p| shape(&p))
            .collect();
        times.sort_by(f64::total_cmp);
        println!(
            "{} (median {:.1} ms, 90th percentile {:.1} ms, {:.1} s in all)",
            row("generated", n, &ours),
            1000.0 * times[times.len() / 2],
            1000.0 * times[times.len() * 9 / 10],
            started.elapsed().as_secs_f64()
        );
    }
    // Each difficulty asked for: how often it is met exactly, and how
    // long a puzzle takes.
    println!();
    println!("| n | asked | met | median | 90th percentile |");
    println!("|---|---|---|---|---|");
    for n in 7..=12 {
        for wanted in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
            let mut times = Vec::new();
            let mut met = 0;
            for seed in 0..per_n.min(20) {
                let at = Instant::now();
                let made = generate(n, seed, Some(wanted), &Control::default())
                    .ok()
                    .flatten();
                times.push(at.elapsed().as_secs_f64());
                met += usize::from(made.is_some_and(|p| rate(&p).difficulty == wanted));
            }
            times.sort_by(f64::total_cmp);
            println!(
                "| {n} | {} | {met} of {} | {:.1} ms | {:.1} ms |",
                wanted.key(),
                times.len(),
                1000.0 * times[times.len() / 2],
                1000.0 * times[times.len() * 9 / 10]
            );
        }
    }
}
