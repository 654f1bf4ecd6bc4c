// Frame time of the real app while n = 16 (or FRAMES_N) streams in at full speed: the UI
// thread's work per frame, measured headlessly with egui_kittest (which adds
// its own accessibility bookkeeping, so these figures are an upper bound).

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nqueens::app::{App, SearchState, Settings};

/// Peak resident memory of this process, from /proc (Linux).
fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn main() {
    // FRAMES_N=17 measures the larger board (about a minute); FRAMES_N=32
    // browses for a minute while the search of 32 runs (it never ends);
    // FRAMES_N=1000000 zooms in and out over a constructed board of a
    // million queens. FRAMES_VIEW=heatmap shows the heatmap while its
    // tally of n runs on the worker (n = 16: a few seconds), pointing at
    // squares.
    let n = std::env::var("FRAMES_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16);
    let heatmap = std::env::var("FRAMES_VIEW").is_ok_and(|v| v == "heatmap");
    // As the window does: every worker thread below the UI thread.
    nqueens::platform::lower_rayon_threads();
    let settings = Settings {
        n,
        view: if heatmap {
            nqueens::app::ViewId::Heatmap
        } else {
            nqueens::app::ViewId::Browse
        },
        ..Settings::default()
    };
    let mut harness = Harness::builder()
        .with_size([1180.0, 760.0])
        .build_eframe(move |cc| App::with_settings(&cc.egui_ctx, settings));
    let mut frames = Vec::new();
    let started = Instant::now();
    let mut streamed = 0;
    let limit = if n > 20 { 60 } else { 600 };
    while started.elapsed() < Duration::from_secs(limit) {
        let t = Instant::now();
        harness.step();
        frames.push(t.elapsed());
        if n > nqueens::engine::MAX_SEARCH_N {
            // A big board: zoom in and out over it, 400 frames.
            if harness
                .state()
                .view::<nqueens::app::views::big::Big>()
                .and_then(|b| b.board.as_ref())
                .is_none()
            {
                frames.pop();
                std::thread::sleep(Duration::from_millis(5));
                continue;
            }
            if frames.len() % 5 == 0 {
                let centre = harness.get_by_label_contains("Board of").rect().center();
                harness.hover_at(centre);
                let zoom_in = (frames.len() / 100) % 2 == 0;
                harness.event(eframe::egui::Event::MouseWheel {
                    unit: eframe::egui::MouseWheelUnit::Point,
                    delta: eframe::egui::vec2(0.0, if zoom_in { 60.0 } else { -60.0 }),
                    modifiers: eframe::egui::Modifiers::NONE,
                    phase: eframe::egui::TouchPhase::Move,
                    source: eframe::egui::MouseWheelSource::Wheel,
                });
            }
            if frames.len() >= 400 {
                break;
            }
            continue;
        }
        if heatmap {
            // Point at the squares while the tally runs; stop once it is in.
            let job = harness.state().session.shared.survey.as_ref();
            if job.is_some_and(|s| s.result.is_some()) {
                break;
            }
            if let Some(progress) = job.map(|s| s.progress) {
                streamed = (progress * 100.0) as u64;
            }
            if frames.len() % 5 == 0 {
                let rect = harness.get_by_label_contains("Heatmap: tallying").rect();
                let t = (frames.len() % 50) as f32 / 50.0;
                harness.hover_at(rect.min + rect.size() * t);
            }
            std::thread::sleep(Duration::from_millis(4));
            continue;
        }
        // Browse while it streams, as a person would.
        if frames.len() % 10 == 0 {
            harness.key_press(eframe::egui::Key::PageDown);
        }
        let app = harness.state();
        if let Some(listing) = app.listing() {
            streamed = listing.catalog.len();
            if listing.state == SearchState::Done {
                break;
            }
        }
        std::thread::sleep(Duration::from_millis(4));
    }
    // The first frame lays out fonts and builds the window: not per-frame work.
    let first = frames.remove(0);
    frames.sort();
    let mean = frames.iter().sum::<Duration>() / frames.len() as u32;
    let p = |q: f64| frames[((frames.len() - 1) as f64 * q) as usize];
    let activity = if n > nqueens::engine::MAX_SEARCH_N {
        "zooming in and out"
    } else if heatmap {
        "heatmap tally (the count is its percent done)"
    } else {
        "streaming"
    };
    println!(
        "first frame {:.1} ms; n = {n} {activity}: {} frames over {:.1} s, {} solutions; frame time mean {:.2} ms, median {:.2} ms, p99 {:.2} ms, max {:.2} ms; peak resident {:.0} MB",
        first.as_secs_f64() * 1e3,
        frames.len(),
        started.elapsed().as_secs_f64(),
        streamed,
        mean.as_secs_f64() * 1e3,
        p(0.5).as_secs_f64() * 1e3,
        p(0.99).as_secs_f64() * 1e3,
        frames.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
        peak_rss_mb().unwrap_or(f64::NAN),
    );
}
