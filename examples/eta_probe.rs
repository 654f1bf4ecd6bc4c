//! How well a count's progress predicts its time: the total time implied
//! at 10%, 20%, ... done, against the real one. As the app's count panel
//! does, the pace is taken from the first progress on (the time before it
//! builds tables).
//! `cargo run --release --example eta_probe 17`

use std::sync::Mutex;
use std::time::Instant;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(17);
    let started = Instant::now();
    let marks = Mutex::new(Vec::new());
    let next = Mutex::new(0.1);
    let first = Mutex::new(None);
    let progress = |p: f64| {
        let now = started.elapsed().as_secs_f64();
        let Ok(mut first) = first.lock() else { return };
        let (t0, p0) = *first.get_or_insert((now, p));
        if let (Ok(mut next), Ok(mut marks)) = (next.lock(), marks.lock())
            && p >= *next
        {
            // The time in all at the pace since the first progress.
            let predicted = now + (now - t0) * (1.0 - p) / (p - p0).max(1e-9);
            marks.push((p, now, predicted));
            *next += 0.1;
        }
    };
    let control = nqueens::engine::Control {
        cancel: None,
        progress: Some(&progress),
        threads: None,
    };
    let Ok(total) = nqueens::engine::count_solutions(n, control) else {
        eprintln!("n = {n} is out of the counter's range");
        return;
    };
    let took = started.elapsed().as_secs_f64();
    println!("n = {n}: {total} solutions in {took:.2} s");
    for (p, t, predicted) in marks.lock().map(|m| m.clone()).unwrap_or_default() {
        println!(
            "at {:.0}% done ({t:.2} s): {predicted:.2} s in all predicted ({:+.0}%)",
            p * 100.0,
            (predicted / took - 1.0) * 100.0
        );
    }
}
