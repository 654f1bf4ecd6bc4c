//! About this n: what is known of the board at a glance. Its counts (the
//! reference figures up to 27, or the session's count), one solution, how
//! long counting takes here, and which views work for it.

use std::sync::Arc;
use std::time::Duration;

use eframe::egui::{RichText, Ui};

use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::view::{Act, Look, Out, View};
use crate::app::view_id::ViewId;
use crate::app::widgets::canvas::{self, BigBoardView};
use crate::app::words::thousands;
use crate::engine::{self, Board, KNOWN_COUNTS, MAX_SEARCH_N, Work};
use crate::scene::DETAIL_LIMIT;
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
    fn total(&self, shared: &Shared) -> Option<(u64, &'static str)> {
        if let Some(&known) = KNOWN_COUNTS.get(self.n.wrapping_sub(1)) {
            return Some((known, "OEIS A000170"));
        }
        let counted = shared.count.as_ref()?.result?;
        Some((counted.total, "counted here"))
    }
}

impl View for About {
    type Command = AboutCommand;

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        // There is a solution for every n but 2 and 3.
        if self.solution.is_none() && self.building.is_none() && !matches!(self.n, 2 | 3) {
            let n = self.n;
            self.building = Some(act.worker.job(move |_| tasks::construct(n)));
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
                Outcome::Done(time) => format!(
                    "Counting n = {} here takes about {}.",
                    self.n,
                    engine::in_words(time)
                ),
                Outcome::Cancelled => "The forecast was stopped.".into(),
                Outcome::Failed(e) => format!("No forecast: {e}"),
            });
        }
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<AboutCommand>) {
        let n = self.n;
        ui.separator();
        ui.heading(format!("About n = {}", thousands(n as u64)));
        // The one button comes first: lines below it change as counts and
        // forecasts arrive, and wrap as they please.
        if n <= MAX_SEARCH_N {
            match (&self.forecast, &self.forecast_said) {
                (Some(_), _) => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label("Estimating how long a count takes…");
                    });
                }
                (None, Some(said)) => {
                    ui.label(said);
                }
                (None, None) => {
                    if ui.button("How long would a count take?").clicked() {
                        out.push(AboutCommand::Forecast);
                    }
                }
            }
        }
        let (total, source) = match self.total(look.shared) {
            Some((total, source)) => (format!("{} solutions", thousands(total)), source),
            None if n <= MAX_SEARCH_N => ("Nobody has counted its solutions yet.".into(), " "),
            None => (
                "Too large to count: the search works up to n = 32.".into(),
                " ",
            ),
        };
        ui.label(RichText::new(total).strong());
        ui.weak(source);
        // Always one line here, so that nothing below moves when the
        // count comes.
        ui.label(match look.shared.count.as_ref() {
            Some(count) => match count.result {
                Some(counts) => format!(
                    "{} fundamental (up to rotation and reflection)",
                    thousands(counts.fundamental)
                ),
                None => "Fundamental solutions: being counted…".into(),
            },
            None if n <= MAX_SEARCH_N => {
                "Fundamental solutions: counted in Browse on request".into()
            }
            None => "Fundamental solutions: not countable".into(),
        });
        ui.separator();
        match &self.solution {
            Some(board) if n <= COLUMNS_SHOWN => {
                let columns: Vec<String> = (0..n)
                    .filter_map(|r| board.queen(r))
                    .map(|c| c.to_string())
                    .collect();
                ui.label(format!(
                    "One solution, by formula, as columns from the top row: {}",
                    columns.join(" ")
                ));
            }
            Some(_) => {
                ui.label("One solution, by formula, is on the board.");
            }
            None if matches!(n, 2 | 3) => {
                ui.label("No solution: the queens cannot all be placed.");
            }
            None => {
                ui.label("Building one solution…");
            }
        }
        ui.separator();
        let views: Vec<&str> = ViewId::ALL
            .into_iter()
            .filter(|v| *v != ViewId::About && v.works_at(n))
            .map(ViewId::title)
            .collect();
        ui.label(format!("Views for this n: {}.", views.join(", ")));
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, _out: &mut Out<AboutCommand>) {
        let Some(board) = &self.solution else {
            return;
        };
        if self.n > DETAIL_LIMIT {
            // Past squares a pixel wide the board is a grid of dots built on
            // the worker: the Big board view draws it, with zoom and pan.
            ui.centered_and_justified(|ui| {
                ui.label("This board is drawn in the Big board view, with zoom and pan.");
            });
            return;
        }
        let description = format!("Board of {}: one solution by formula", self.n);
        canvas::board_widget(
            ui,
            board,
            &scene_options(look.settings),
            false,
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
                self.forecast = Some(
                    act.worker
                        .job(move |task| tasks::forecast(n, Work::Count, task)),
                );
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
        "about this n".into()
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        format!("queens-{}-formula", look.shared.n)
    }
}
