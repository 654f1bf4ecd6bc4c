// Memory of the real app used for a while: cycles n through 8..=16 and
// every view, many times, and prints the resident memory after each cycle.
// Memory that only grows cycle after cycle is kept by something; memory
// that levels off is the allocator holding freed pages for reuse.
// `cargo bench --bench memory` (MEMORY_CYCLES=N for more cycles).

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use nqueens::app::{App, Command, Settings, ViewId};

/// Resident memory of this process now, in MB (Linux).
fn rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// Runs frames for a while, as a person looking at a view would.
fn look(harness: &mut Harness<'_, App>, time: Duration) {
    let until = Instant::now() + time;
    while Instant::now() < until {
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn main() {
    let cycles: usize = std::env::var("MEMORY_CYCLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let mut harness = Harness::builder()
        .with_size([1180.0, 760.0])
        .build_eframe(|cc| App::with_settings(&cc.egui_ctx, Settings::default()));
    look(&mut harness, Duration::from_millis(300));
    println!("fresh: {:.0} MB", rss_mb());
    let mut after = Vec::new();
    for cycle in 1..=cycles {
        for n in 8..=16 {
            harness.state_mut().apply_public(Command::SetN(n));
            for view in ViewId::ALL {
                harness.state_mut().apply_public(Command::SetView(view));
                look(&mut harness, Duration::from_millis(60));
            }
        }
        harness.state_mut().apply_public(Command::SetN(8));
        look(&mut harness, Duration::from_millis(300));
        let mb = rss_mb();
        after.push(mb);
        println!("after cycle {cycle} (n = 8 to 16, every view), back at n = 8: {mb:.0} MB");
    }
    if let (Some(first), Some(last)) = (after.first(), after.last()) {
        println!(
            "growth from the first cycle to the last: {:.0} MB over {} cycles",
            last - first,
            cycles - 1
        );
    }
}
