//! Time and memory of a PNG of a big board, 8,192 pixels square:
//! `cargo build --release --example big_png` then
//! `/usr/bin/time -f "%MkB %es" target/release/examples/big_png 10000000`.

fn main() -> anyhow::Result<()> {
    let n: usize = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(10_000_000);
    let started = std::time::Instant::now();
    let board = nqueens::engine::construct(n, nqueens::engine::Rules::QUEENS)?;
    let built = started.elapsed();
    let dir = tempfile::tempdir()?;
    let image = nqueens::formats::ImageOptions {
        rules: Default::default(),
        size: nqueens::formats::MAX_PNG_SIZE,
        labels: false,
    };
    let path = dir.path().join("big.png");
    nqueens::formats::save_board(&board, &path, nqueens::formats::BoardFormat::Png, &image)?;
    eprintln!(
        "n = {n}: built in {built:?}, PNG of {} bytes written in {:?} in all",
        std::fs::metadata(&path)?.len(),
        started.elapsed()
    );
    Ok(())
}
