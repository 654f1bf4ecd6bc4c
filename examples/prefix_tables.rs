//! Writes the tables of prefix counts that number the solutions of n = 15
//! to 19 at once (`assets/prefix-counts/nN.bin`, read by
//! `nqueens::engine::PrefixTable`). Each is a whole count of n by bitmask
//! search, halved by the mirror: seconds up to 16, minutes for 17 and 18,
//! half an hour of both cores for 19 and about 3.5 hours for 20.
//! `scripts/prefix-tables.sh` runs it:
//!
//! ```sh
//! cargo run --release --example prefix_tables -- assets/prefix-counts 15 16 17
//! ```
//!
//! A table too long for one sitting is made a first column at a time
//! (columns 0 to the middle; the rest are mirror images), each kept in
//! `DIR/nN-columns/C.bin`, then put together:
//!
//! ```sh
//! cargo run --release --example prefix_tables -- assets/prefix-counts 20 --columns 0 1
//! cargo run --release --example prefix_tables -- assets/prefix-counts 20 --assemble
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
    if let Some(at) = rest.iter().position(|a| a == "--columns") {
        let n = size(rest.first().context("give n before --columns")?)?;
        for c in &rest[at + 1..] {
            let c: u32 = c
                .parse()
                .with_context(|| format!("{c:?} is not a column"))?;
            column(&out, n, c)?;
        }
        return Ok(());
    }
    if rest.iter().any(|a| a == "--assemble") {
        let n = size(rest.first().context("give n before --assemble")?)?;
        return assemble(&out, n);
    }
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
    save(
        out,
        &table,
        &format!("{:.1} s", started.elapsed().as_secs_f64()),
    )
}

/// Writes `nN.bin` and says what it holds and how it was made.
fn save(out: &Path, table: &PrefixTable, how: &str) -> Result<()> {
    let bytes = table.to_bytes()?;
    let n = table.n();
    write(&out.join(format!("n{n}.bin")), &bytes)?;
    println!(
        "n = {n}: {} prefixes of {} rows, {} bytes, {how}",
        table.len(),
        table.depth(),
        bytes.len(),
    );
    Ok(())
}

fn column_path(out: &Path, n: usize, c: u32) -> PathBuf {
    out.join(format!("n{n}-columns")).join(format!("{c}.bin"))
}

fn column(out: &Path, n: usize, c: u32) -> Result<()> {
    let started = Instant::now();
    let progress = reporter(format!("n = {n}, column {c}"));
    let control = Control {
        progress: Some(&progress),
        ..Control::default()
    };
    let counts = PrefixTable::compute_column(n, table_depth(n), c, control)?;
    let path = column_path(out, n, c);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let bytes: Vec<u8> = counts.iter().flat_map(|x| x.to_le_bytes()).collect();
    write(&path, &bytes)?;
    println!(
        "n = {n}, column {c}: {} prefixes, {} solutions, {:.1} s",
        counts.len(),
        counts.iter().sum::<u64>(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn assemble(out: &Path, n: usize) -> Result<()> {
    let mut columns = Vec::new();
    for c in 0..n.div_ceil(2) as u32 {
        let path = column_path(out, n, c);
        let bytes = std::fs::read(&path)
            .with_context(|| format!("reading {} (made with --columns {c})", path.display()))?;
        if bytes.len() % 8 != 0 {
            bail!("{} is cut short", path.display());
        }
        columns.push(
            bytes
                .chunks_exact(8)
                .map(|b| u64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
                .collect::<Vec<u64>>(),
        );
    }
    let table = PrefixTable::from_columns(n, table_depth(n), &columns)?;
    save(out, &table, &format!("from {} columns", columns.len()))
}
