//! Writes the tables of prefix counts that number the solutions of n = 15
//! to 20 at once (`assets/prefix-counts/nN.bin`, read by
//! `nqueens::engine::PrefixTable`). Each is a whole count of n by the
//! half-board join, counted under each prefix: on this 2-core machine 17
//! takes 5 s, 18 16 s, 19 about 4 minutes and 20 about a quarter of an
//! hour. `scripts/prefix-tables.sh` runs it:
//!
//! ```sh
//! cargo run --release --example prefix_tables -- assets/prefix-counts 15 16 17
//! ```

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use nqueens::engine::{Control, KNOWN_COUNTS, MAX_TABLE_N, PrefixTable, table_depth};

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = PathBuf::from(args.first().context("give the folder, then the sizes")?);
    std::fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
    let rest = &args[1..];
    if rest.is_empty() {
        bail!("give the sizes to compute (15 to {MAX_TABLE_N})");
    }
    for a in rest {
        whole(&out, size(a)?)?;
    }
    Ok(())
}

fn size(a: &str) -> Result<usize> {
    let n: usize = a.parse().with_context(|| format!("{a:?} is not a size"))?;
    if !(1..=MAX_TABLE_N).contains(&n) {
        bail!("tables are for n from 1 to {MAX_TABLE_N}, not {n}");
    }
    Ok(n)
}

/// A progress line every 30 seconds, on stderr.
fn reporter(what: String) -> impl Fn(f64) + Sync {
    let started = Instant::now();
    let last = std::sync::Mutex::new(Instant::now());
    move |done: f64| {
        let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
        if last.elapsed().as_secs() >= 30 {
            *last = Instant::now();
            eprintln!(
                "{what}: {:.1}% after {:.0} s",
                100.0 * done,
                started.elapsed().as_secs_f64()
            );
        }
    }
}

fn write(path: &Path, bytes: &[u8]) -> Result<()> {
    nqueens::formats::write_atomic(path, |w| w.write_all(bytes))
        .with_context(|| format!("writing {}", path.display()))
}

fn whole(out: &Path, n: usize) -> Result<()> {
    let started = Instant::now();
    let progress = reporter(format!("n = {n}"));
    let control = Control {
        progress: Some(&progress),
        ..Control::default()
    };
    let table = PrefixTable::compute(n, table_depth(n), control)?;
    if table.total() != KNOWN_COUNTS[n - 1] {
        bail!(
            "n = {n}: the table adds up to {}, not {}",
            table.total(),
            KNOWN_COUNTS[n - 1]
        );
    }
    let bytes = table.to_bytes()?;
    write(&out.join(format!("n{n}.bin")), &bytes)?;
    println!(
        "n = {n}: {} prefixes of {} rows, {} bytes, {:.1} s",
        table.len(),
        table.depth(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
