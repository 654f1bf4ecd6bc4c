//! The count panel of the browser: the count of all and fundamental
//! solutions, its progress and time left, and past the automatic limit
//! the forecast of how long it would take.

use std::time::Duration;

use eframe::egui::{self, Ui};

use super::{Browse, BrowseCommand};
use crate::app::shared::{CountJob, SearchState};
use crate::app::view::{Look, Out};
use crate::app::words::{plural, seconds, thousands};
use crate::engine::in_words;
use crate::worker::Job;

/// How long a count of n would take, asked of the worker.
pub(super) enum Forecast {
    Asked(Job<Duration>),
    Ready(Duration),
    /// The forecast failed; the panel says nothing rather than a guess.
    Unknown,
}

impl Browse {
    pub(super) fn count_panel(&self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        let n = look.shared.n;
        ui.separator();
        ui.heading("Count");
        match &look.shared.count {
            Some(count) if count.state == SearchState::Searching => {
                ui.add(egui::ProgressBar::new(count.progress as f32).show_percentage());
                let elapsed = count.started.elapsed().as_secs_f64();
                let left = match count.time_left() {
                    Some(left) => format!("about {} left", seconds(left.as_secs_f64())),
                    None => "estimating time left".to_string(),
                };
                ui.label(format!("{} elapsed, {left}", seconds(elapsed)));
                if ui.button("Cancel count").clicked() {
                    out.push(BrowseCommand::CancelCount);
                }
            }
            other => {
                match other {
                    Some(CountJob {
                        result: Some(c),
                        took,
                        ..
                    }) => {
                        ui.label(format!(
                            "{}, {} fundamental{}",
                            plural(c.total, "solution", "solutions"),
                            thousands(c.fundamental),
                            took.map_or(String::new(), |t| format!(
                                " (counted in {})",
                                seconds(t.as_secs_f64())
                            ))
                        ));
                    }
                    Some(CountJob {
                        state: SearchState::Cancelled,
                        ..
                    }) => {
                        ui.label("Count cancelled.");
                    }
                    Some(CountJob {
                        state: SearchState::Failed(e),
                        ..
                    }) => {
                        ui.label(format!("Count failed: {e}"));
                    }
                    _ => {}
                }
                match &self.forecast {
                    Some(Forecast::Ready(time)) => {
                        ui.label(format!(
                            "Counting n = {n} here takes {} (forecast from a sample of the search).",
                            in_words(*time)
                        ));
                    }
                    Some(Forecast::Asked(_)) => {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            ui.label("Estimating how long a count takes…");
                        });
                    }
                    Some(Forecast::Unknown) | None => {}
                }
                if ui
                    .button("Count all and fundamental")
                    .on_hover_text("Counts on every core without listing the solutions")
                    .clicked()
                {
                    out.push(BrowseCommand::StartCount);
                }
            }
        }
    }
}
