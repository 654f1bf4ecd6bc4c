// `nqueens trace`'s replay: the textbook's search of 8 (4,204 events) in
// memory, timed by criterion; then a brute force over all 8^8 boards
// (38,347,920 placements and removes, 402 MB of text) written to a
// temporary file and replayed from it once, with the time and the peak
// memory it added. `cargo bench --bench trace`.

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::time::Instant;

use criterion::Criterion;
use nqueens::engine::Control;
use nqueens::replay::{Options, replay, textbook_trace};

/// Every board of n^n, tested when full: the brute force's trace.
fn brute_force(n: usize, out: &mut impl Write) -> std::io::Result<()> {
    fn go(n: usize, queens: &mut Vec<usize>, out: &mut impl Write) -> std::io::Result<()> {
        let row = queens.len();
        if row == n {
            let valid = (0..n).all(|a| {
                (a + 1..n).all(|b| queens[a] != queens[b] && queens[a].abs_diff(queens[b]) != b - a)
            });
            if valid {
                out.write_all(b"solution\n")?;
            }
            return Ok(());
        }
        for col in 0..n {
            writeln!(out, "place {row} {col}")?;
            queens.push(col);
            go(n, queens, out)?;
            queens.pop();
            writeln!(out, "remove {row} {col}")?;
        }
        Ok(())
    }
    writeln!(out, "n = {n}")?;
    go(n, &mut Vec::new(), out)
}

/// Peak resident memory of this process so far, in MB (Linux).
fn peak_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

fn main() {
    let eight = textbook_trace(8);
    let mut criterion = Criterion::default().configure_from_args();
    criterion.bench_function("trace: the textbook's search of 8 (4,204 events)", |b| {
        b.iter(|| {
            let verdict = replay(eight.as_bytes(), Options::default(), &Control::default());
            assert!(verdict.is_ok_and(|v| v.is_textbook()));
        })
    });
    criterion.final_summary();

    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("brute8.txt");
    {
        let mut out = BufWriter::new(File::create(&path).expect("a temporary file"));
        brute_force(8, &mut out).expect("the trace is written");
        out.flush().expect("the trace is written");
    }
    let bytes = std::fs::metadata(&path).map_or(0, |m| m.len());
    let before = peak_mb();
    let start = Instant::now();
    let file = File::open(&path).expect("the trace opens");
    let verdict = replay(
        BufReader::with_capacity(1 << 16, file),
        Options::default(),
        &Control::default(),
    )
    .expect("the brute force replays");
    let seconds = start.elapsed().as_secs_f64();
    assert_eq!(verdict.figures.placements, 19_173_960);
    println!(
        "trace: brute force of 8, {} events ({:.0} MB) streamed from a file: {seconds:.2} s, \
         peak memory {:.1} MB before, {:.1} MB after",
        verdict.figures.events,
        bytes as f64 / 1e6,
        before,
        peak_mb()
    );
}
