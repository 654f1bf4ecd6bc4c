//! Writes the tables of prefix counts that number the solutions of n = 15
//! to 19 at once (`assets/prefix-counts/nN.bin`, read by
//! `nqueens::engine::PrefixTable`). Each is a whole count of n by bitmask
//! search, halved by the mirror: seconds up to 16, minutes for 17 and 18,
//! half an hour of both cores for 19 and about 3.5 hours for 20. `scripts/prefix-tables.sh` runs it:
//!
//! ```sh
//! cargo run --release --example prefix_tables -- assets/prefix-counts 15 16 17
//! ```

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use nqueens::engine::{Control, KNOWN_COUNTS, MAX_RANK_N, PrefixTable, table_depth};

fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let out = PathBuf::from(args.next().context("give the folder, then the sizes")?);
    let sizes: Vec<usize> = args
        .map(|a| a.parse().with_context(|| format!("{a:?} is not a size")))
        .collect::<Result<_>>()?;
    if sizes.is_empty() {
        bail!("give the sizes to compute (15 to {MAX_RANK_N})");
    }
    std::fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
    for n in sizes {
        if !(1..=MAX_RANK_N).contains(&n) {
            bail!("tables are for n from 1 to {MAX_RANK_N}, not {n}");
        }
        let started = Instant::now();
        let last = std::sync::Mutex::new(Instant::now());
        let progress = |done: f64| {
            let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
            if last.elapsed().as_secs() >= 30 {
                *last = Instant::now();
                eprintln!(
                    "n = {n}: {:.1}% after {:.0} s",
                    100.0 * done,
                    started.elapsed().as_secs_f64()
                );
            }
        };
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
        let path = out.join(format!("n{n}.bin"));
        nqueens::formats::write_atomic(&path, |w| w.write_all(&bytes))
            .with_context(|| format!("writing {}", path.display()))?;
        println!(
            "n = {n}: {} prefixes of {} rows, {} bytes, {:.1} s",
            table.len(),
            table.depth(),
            bytes.len(),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}
