//! About this n: what is known of the board at a glance. Its counts (the
//! reference figures up to 27, or the session's count), one solution, how
//! long counting takes here, and which views work for it.

use std::sync::Arc;
use std::time::Duration;

use eframe::egui::{RichText, Ui};

use crate::app::i18n::t;
use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::view::{Act, Look, Out, View};
use crate::app::views::id::ViewId;
use crate::app::widgets::canvas::{self, BigBoardView};
use crate::app::words::{duration_words, thousands};
use crate::engine::{Board, KNOWN_COUNTS, MAX_SEARCH_N, Rules, Work};
use crate::scene::DETAIL_LIMIT;
use crate::worker::requests;
use crate::worker::{Job, Outcome, tasks};

/// The most rows whose solution the view lists as columns.
const COLUMNS_SHOWN: usize = 32;

#[derive(Debug, Clone, PartialEq)]
pub enum AboutCommand {
    /// Ask how long counting n would take here.
    Forecast,
}

pub struct About {
    n: usize,
    /// One solution, by the explicit formula, once built.
    solution: Option<Arc<Board>>,
    building: Option<Job<tasks::Built>>,
    forecast: Option<Job<Duration>>,
    /// The forecast, or why there is none.
    forecast_said: Option<String>,
    big: BigBoardView,
}

impl About {
    pub fn new(shared: &Shared) -> Self {
        About {
            n: shared.n,
            solution: None,
            building: None,
            forecast: None,
            forecast_said: None,
            big: BigBoardView::default(),
        }
    }

    /// Whether the forecast is being made.
    pub fn forecasting(&self) -> bool {
        self.forecast.is_some()
    }

    /// What the forecast said, once it came (tests, tools).
    pub fn forecast_said(&self) -> Option<String> {
        self.forecast_said.clone()
    }

    /// The number of solutions of n, and where it comes from.
    fn total(&self, shared: &Shared) -> Option<(u64, String)> {
        if let Some(&known) = KNOWN_COUNTS.get(self.n.wrapping_sub(1)) {
            return Some((known, "OEIS A000170".to_string()));
        }
        let counted = shared.count.as_ref()?.result?;
        Some((counted.total, t!("about-counted-here")))
    }
}

impl View for About {
    type Command = AboutCommand;

    const FEATURE: Option<crate::engine::Feature> = Some(crate::engine::Feature::Overview);

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        // There is a solution for every n but 2 and 3.
        if self.solution.is_none() && self.building.is_none() && !matches!(self.n, 2 | 3) {
            let n = self.n;
            self.building = Some(act.worker.run(requests::Construct { n }));
        }
        false
    }

    fn poll(&mut self, _act: &mut Act<'_>) {
        if let Some(outcome) = self.building.as_mut().and_then(Job::poll) {
            self.building = None;
            if let Outcome::Done(built) = outcome {
                self.solution = Some(Arc::new(built.board));
            }
        }
        if let Some(outcome) = self.forecast.as_mut().and_then(Job::poll) {
            self.forecast = None;
            self.forecast_said = Some(match outcome {
                Outcome::Done(time) => {
                    t!("about-forecast", n = self.n, time = duration_words(time))
                }
                Outcome::Cancelled => t!("about-forecast-stopped"),
                Outcome::Failed(e) => t!("about-no-forecast", why = e.to_string()),
            });
        }
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<AboutCommand>) {
        let n = self.n;
        ui.separator();
        ui.heading(t!("about-heading", n = thousands(n as u64)));
        // The one button comes first: lines below it change as counts and
        // forecasts arrive, and wrap as they please.
        if n <= MAX_SEARCH_N {
            match (&self.forecast, &self.forecast_said) {
                (Some(_), _) => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(t!("about-estimating"));
                    });
                }
                (None, Some(said)) => {
                    ui.label(said);
                }
                // A count started (by itself, its forecast short, or by
                // the person): the question has its answer.
                (None, None) if look.shared.count.is_some() => {}
                // The count's own forecast is on its way: a short one
                // starts the count, so the question waits for it.
                (None, None)
                    if look.shared.count_forecast.as_ref().is_some_and(|f| {
                        f.result.is_none() && f.state == crate::app::SearchState::Searching
                    }) =>
                {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(t!("about-estimating"));
                    });
                }
                (None, None) => {
                    if ui.button(t!("about-forecast-button")).clicked() {
                        out.push(AboutCommand::Forecast);
                    }
                }
            }
        }
        let (total, source) = match self.total(look.shared) {
            Some((total, source)) => (
                t!("about-solutions", count = total, shown = thousands(total)),
                source,
            ),
            None if n <= MAX_SEARCH_N => (t!("about-not-counted"), " ".to_string()),
            None => (t!("about-too-large"), " ".to_string()),
        };
        ui.label(RichText::new(total).strong());
        ui.weak(source);
        // Always one line here, so that nothing below moves when the
        // count comes.
        ui.label(match look.shared.count.as_ref() {
            Some(count) => match count.result.and_then(|counts| counts.fundamental) {
                Some(fundamental) => t!(
                    "about-fundamental",
                    count = fundamental,
                    shown = thousands(fundamental)
                ),
                None => t!("about-fundamental-counting"),
            },
            None if n <= MAX_SEARCH_N => t!("about-fundamental-on-request"),
            None => t!("about-fundamental-not-countable"),
        });
        ui.separator();
        match &self.solution {
            Some(board) if n <= COLUMNS_SHOWN => {
                let columns: Vec<String> = (0..n)
                    .filter_map(|r| board.queen(r))
                    .map(|c| crate::scene::file_name(c, n))
                    .collect();
                ui.label(t!(
                    "about-one-solution-columns",
                    columns = columns.join(" ")
                ));
            }
            Some(_) => {
                ui.label(t!("about-one-solution"));
            }
            None if matches!(n, 2 | 3) => {
                ui.label(t!("about-no-solution"));
            }
            None => {
                ui.label(t!("about-building"));
            }
        }
        ui.separator();
        let views: Vec<String> = ViewId::ALL
            .into_iter()
            .filter(|v| *v != ViewId::About && v.works(n, &look.shared.rules))
            .map(ViewId::title)
            .collect();
        ui.label(t!(
            "about-views",
            views = crate::app::words::list_words(&views)
        ));
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, _out: &mut Out<AboutCommand>) {
        let Some(board) = &self.solution else {
            return;
        };
        if self.n > DETAIL_LIMIT {
            // Past squares a pixel wide the board is a grid of dots built on
            // the worker: the Big board view draws it, with zoom and pan.
            ui.centered_and_justified(|ui| {
                ui.label(t!("about-drawn-in-big"));
            });
            return;
        }
        let description = t!("about-board-description", n = self.n);
        canvas::big_board_widget(
            ui,
            board,
            &scene_options(look.settings),
            &mut self.big,
            self.n as u64,
            &description,
        );
    }

    fn apply(&mut self, command: AboutCommand, act: &mut Act<'_>) {
        match command {
            AboutCommand::Forecast => {
                let n = self.n;
                self.forecast_said = None;
                self.forecast = Some(act.worker.run(requests::Forecast {
                    n,
                    rules: Rules::QUEENS,
                    work: Work::Count,
                }));
            }
        }
    }

    fn busy(&self) -> bool {
        self.building.is_some() || self.forecast.is_some()
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        self.solution.clone()
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        t!("about-describe")
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        format!("queens-{}-formula", look.shared.n)
    }
}
