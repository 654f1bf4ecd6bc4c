//! The count panel of the browser: the count of all and fundamental
//! solutions with the group they are counted up to, its progress and time
//! left, and where it did not start by itself the forecast of how long it
//! would take.

use std::time::Duration;

use eframe::egui::{self, Ui};

use super::{Browse, BrowseCommand};
use crate::app::i18n::t;
use crate::app::shared::{CountJob, Run, SearchState};
use crate::app::view::{Look, Out};
use crate::app::widgets::steady::steady;
use crate::app::words::{duration_words, group_words, seconds, thousands};
use crate::engine::Counts;

/// A count forecast to take longer is asked about before it starts.
const COUNT_ASK: Duration = Duration::from_secs(10 * 60);

/// A count forecast to take longer is not offered: nobody keeps a window
/// open that long (the command line's parts split such a count).
const COUNT_HORIZON: Duration = Duration::from_secs(30 * 86_400);

impl Browse {
    pub(super) fn count_panel(&self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        let n = look.shared.n;
        ui.separator();
        ui.heading(t!("count-heading"));
        match &look.shared.count {
            Some(count) if count.state == SearchState::Searching => {
                ui.add(egui::ProgressBar::new(count.progress as f32).show_percentage());
                let elapsed = count.started.elapsed().as_secs_f64();
                let left = match count.time_left() {
                    Some(left) => t!("count-left", time = seconds(left.as_secs_f64())),
                    None => t!("count-estimating-left"),
                };
                ui.label(t!("count-elapsed", time = seconds(elapsed), left = left));
                if steady(ui, "cancel", |ui| ui.button(t!("count-cancel"))).clicked() {
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
                        let counts = t!(
                            "count-result",
                            count = c.total,
                            shown = thousands(c.total),
                            fundamental = thousands(c.fundamental.unwrap_or_default())
                        );
                        ui.label(match took {
                            Some(t) => t!(
                                "count-result-took",
                                counts = counts,
                                time = seconds(t.as_secs_f64())
                            ),
                            None => counts,
                        });
                        Self::count_notes(ui, look, c);
                    }
                    Some(CountJob {
                        state: SearchState::Cancelled,
                        ..
                    }) => {
                        ui.label(t!("count-cancelled"));
                    }
                    Some(CountJob {
                        state: SearchState::Failed(e),
                        ..
                    }) => {
                        ui.label(t!("count-failed", why = e.to_string()));
                    }
                    _ => {}
                }
                let counted = other.as_ref().is_some_and(|c| c.result.is_some());
                match &look.shared.count_forecast {
                    // A count made says its time; a forecast would repeat it.
                    _ if counted => {}
                    Some(Run {
                        result: Some(time), ..
                    }) => {
                        ui.label(t!("count-forecast", n = n, time = duration_words(*time)));
                    }
                    Some(Run {
                        state: SearchState::Searching,
                        ..
                    }) => {
                        ui.horizontal_wrapped(|ui| {
                            ui.spinner();
                            ui.label(t!("about-estimating"));
                        });
                    }
                    // A failed forecast: the panel says nothing rather
                    // than a guess.
                    _ => {}
                }
                // Named apart from the lines above, which come and go (the
                // forecast's spinner, a result): a reader's click on the
                // page is played a frame after it was shown, and went to
                // nobody when they changed in between.
                steady(ui, "start", |ui| self.start_button(ui, look, out));
            }
        }
    }

    /// Under the counts: the group they are up to, and how they were
    /// found (the nodes of the tree walked, or no search at all).
    fn count_notes(ui: &mut Ui, look: &Look<'_>, counts: &Counts) {
        let (n, rules) = (look.shared.n, look.shared.rules);
        ui.weak(group_words(n, &rules));
        match counts.nodes {
            Some(nodes) => {
                ui.weak(t!("ruled-nodes", nodes = thousands(nodes)));
            }
            // No tree walked and none found on a torus: Pólya's theorem
            // said there is none.
            None if rules.known_empty(n) => {
                ui.weak(t!("ruled-polya"));
            }
            None => {}
        }
    }

    /// The button that starts a count: refused past the horizon, asked
    /// about first when the forecast is long.
    fn start_button(&self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        let n = look.shared.n;
        let forecast = look.shared.count_forecast.as_ref().and_then(|f| f.result);
        match forecast {
            // No count that long ends here: refused, saying so.
            Some(time) if time > COUNT_HORIZON => {
                ui.add_enabled(false, egui::Button::new(t!("count-start")))
                    .on_disabled_hover_text(t!("count-past-horizon", n = n));
                ui.weak(t!("count-past-horizon", n = n));
            }
            // A long one is asked about first.
            Some(time) if time > COUNT_ASK && !self.confirm_count => {
                if ui
                    .button(t!("count-start"))
                    .on_hover_text(t!("count-start-tip"))
                    .clicked()
                {
                    out.push(BrowseCommand::AskCount(true));
                }
            }
            Some(time) if time > COUNT_ASK => {
                ui.label(t!("count-ask", time = duration_words(time)));
                ui.horizontal_wrapped(|ui| {
                    if ui.button(t!("count-start-anyway")).clicked() {
                        out.push(BrowseCommand::StartCount);
                    }
                    if ui.button(t!("count-not-now")).clicked() {
                        out.push(BrowseCommand::AskCount(false));
                    }
                });
            }
            _ => {
                if ui
                    .button(t!("count-start"))
                    .on_hover_text(t!("count-start-tip"))
                    .clicked()
                {
                    out.push(BrowseCommand::StartCount);
                }
            }
        }
    }
}
