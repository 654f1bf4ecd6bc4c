//! Each rule's forecast against the count it forecasts, one line a case:
//! the forecast's range and likely time, the real time, and their ratio.
//! `cargo run --release --example forecast_check` (a few minutes here);
//! docs/BENCHMARKS.md has a run's figures.

use std::time::Instant;

use nqueens::engine::{Control, Piece, Rules, Topology, Work, count, forecast_range};

fn main() {
    let rules = |piece, torus: bool, columns: Option<usize>| Rules {
        piece,
        topology: Topology::torus_if(torus),
        columns,
    };
    let cases = [
        (18, rules(Piece::Superqueen, false, None), false),
        (19, rules(Piece::Superqueen, false, None), false),
        (19, rules(Piece::Superqueen, false, None), true),
        (15, rules(Piece::Queen, false, Some(17)), false),
        (14, rules(Piece::Superqueen, false, Some(18)), false),
        (19, rules(Piece::Queen, true, None), false),
        (23, rules(Piece::Queen, true, None), false),
        (17, rules(Piece::Queen, true, None), true),
        (19, rules(Piece::Superqueen, true, None), false),
        (12, rules(Piece::King, false, None), true),
        (11, rules(Piece::Rook, false, None), true),
        (14, rules(Piece::King, true, None), false),
    ];
    println!("| count | forecast | likely | took | took / likely |");
    println!("|---|---:|---:|---:|---:|");
    for (n, rules, unique) in cases {
        let work = if unique {
            Work::Count
        } else {
            Work::CountTotal
        };
        let control = Control::default();
        let Ok(forecast) = forecast_range(n, rules, work, control) else {
            println!("| {} | none |  |  |  |", rules.at(n));
            continue;
        };
        let started = Instant::now();
        let counted = nqueens::engine::Problem::new(n, rules)
            .and_then(|problem| count(&problem, unique, &control));
        let took = started.elapsed().as_secs_f64();
        let likely = forecast.likely().as_secs_f64();
        let answer = match counted {
            Ok(c) => c.asked().to_string(),
            Err(e) => e.to_string(),
        };
        println!(
            "| {}{} ({answer}) | {:.1} to {:.1} s | {likely:.1} s | {took:.1} s | {:.2} |",
            rules.at(n),
            if unique { ", classes" } else { "" },
            forecast.low.as_secs_f64(),
            forecast.high.as_secs_f64(),
            took / likely.max(1e-9),
        );
    }
}
