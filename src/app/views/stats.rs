//! Statistics as charts (egui_plot): solutions by the column of the first
//! row's queen, fundamental solutions by orbit size, the textbook search's
//! nodes at each depth, and the solutions of every n up to this one on a
//! log scale. Each chart's numbers save as CSV, its picture as PNG.

use std::sync::Arc;

use eframe::egui::{self, Color32, RichText, Ui};
use egui_plot::{AxisHints, Bar, BarChart, Plot, uniform_grid_spacer};

use crate::app::command::{Command, SaveWhat};
use crate::app::i18n::t;
use crate::app::shared::Shared;
use crate::app::status::Status;
use crate::app::view::{Act, Look, Out, RightPanel, View};
use crate::app::widgets::tally::{TallyAsk, tally_control};
use crate::app::words::thousands;
use crate::engine::{Board, KNOWN_COUNTS, Survey};
use crate::textbook::{Lap, MAX_RACE_N};
use crate::worker::requests;
use crate::worker::{Job, Outcome};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatsCommand {
    /// Start the survey (past [`super::session::AUTO_SURVEY_LIMIT`]).
    Start,
    /// Stop the survey.
    Cancel,
    /// Race the seeds' versions of the search on n.
    Race,
}

/// One chart: its title, the name of its bars and of its values, and the
/// bars as (label, value).
#[derive(Debug, Clone, PartialEq)]
pub struct Chart {
    pub id: &'static str,
    pub title: String,
    pub x_name: &'static str,
    pub y_name: &'static str,
    pub bars: Vec<(String, u64)>,
    /// Drawn on a log scale (values of 0 are left out).
    pub log: bool,
}

impl Chart {
    /// The chart's numbers as CSV: a header line, then a bar a line.
    ///
    /// ```
    /// use nqueens::app::views::stats::Chart;
    /// let chart = Chart {
    ///     id: "x",
    ///     title: "T".into(),
    ///     x_name: "column",
    ///     y_name: "solutions",
    ///     bars: vec![("a".into(), 4), ("b".into(), 8)],
    ///     log: false,
    /// };
    /// assert_eq!(chart.csv(), "column,solutions\na,4\nb,8\n");
    /// ```
    pub fn csv(&self) -> String {
        let mut csv = format!("{},{}\n", self.x_name, self.y_name);
        for (label, value) in &self.bars {
            csv += &format!("{label},{value}\n");
        }
        csv
    }
}

/// The four charts of a survey of n.
pub fn charts(survey: &Survey) -> Vec<Chart> {
    let n = survey.n;
    // Columns by the board's own names (a, b, … or 1, 2, … past 26).
    let first_row = (0..n)
        .map(|c| (crate::scene::file_name(c, n), survey.at((0, c), false)))
        .collect();
    let orbits = [(8, 3), (4, 2), (2, 1), (1, 0)]
        .into_iter()
        .filter(|&(size, _)| size > 1 || n == 1)
        .map(|(size, i)| (size.to_string(), survey.orbit_sizes[i]))
        .collect();
    let depths = survey
        .nodes_by_depth
        .iter()
        .enumerate()
        .map(|(d, &k)| (d.to_string(), k))
        .collect();
    let known = (1..=n.min(KNOWN_COUNTS.len()))
        .map(|m| {
            let count = if m == n {
                survey.total
            } else {
                KNOWN_COUNTS[m - 1]
            };
            (m.to_string(), count)
        })
        .collect();
    vec![
        Chart {
            id: "first-row",
            title: t!("chart-first-row"),
            x_name: "column",
            y_name: "solutions",
            bars: first_row,
            log: false,
        },
        Chart {
            id: "orbits",
            title: t!("chart-orbits"),
            x_name: "orbit size",
            y_name: "fundamental solutions",
            bars: orbits,
            log: false,
        },
        Chart {
            id: "nodes",
            title: t!("chart-nodes"),
            x_name: "queens placed",
            y_name: "nodes",
            bars: depths,
            log: true,
        },
        Chart {
            id: "counts",
            title: t!("chart-counts", n = n),
            x_name: "n",
            y_name: "solutions",
            bars: known,
            log: true,
        },
    ]
}

pub struct Stats {
    n: usize,
    wanted: bool,
    /// The race of the seeds' versions, running.
    race: Option<Job<Vec<Lap>>>,
    /// Its laps, once run.
    pub laps: Option<Vec<Lap>>,
}

impl Stats {
    pub fn new(shared: &Shared) -> Self {
        Stats {
            n: shared.n,
            wanted: false,
            race: None,
            laps: None,
        }
    }

    /// The seed article says the bitmask is fastest: here the three are
    /// run on the same n, with the nodes and the time of each.
    fn race_panel(&self, ui: &mut Ui, out: &mut Out<StatsCommand>) {
        ui.heading(t!("race-heading"));
        ui.label(t!("race-intro"));
        if self.n > MAX_RACE_N {
            ui.weak(t!("race-limit", n = MAX_RACE_N));
            return;
        }
        let running = self.race.is_some();
        if ui
            .add_enabled(!running, egui::Button::new(t!("race-button", n = self.n)))
            .clicked()
        {
            out.push(StatsCommand::Race);
        }
        if running {
            ui.label(t!("race-running"));
        }
        let Some(laps) = &self.laps else {
            return;
        };
        // A narrow panel scrolls the table sideways rather than cut it,
        // with a bar that shows (a floating one is hidden until hovered).
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        egui::ScrollArea::horizontal()
            .id_salt("race")
            .auto_shrink([false, true])
            .show(ui, |ui| {
                egui::Grid::new("race")
                    .num_columns(4)
                    .striped(true)
                    .show(ui, |ui| {
                        for head in [
                            String::new(),
                            t!("race-nodes"),
                            t!("race-time"),
                            t!("race-per-solution"),
                        ] {
                            ui.label(RichText::new(head).strong());
                        }
                        ui.end_row();
                        for lap in laps {
                            ui.label(crate::app::i18n::tr(&format!(
                                "race-version-{}",
                                lap.version.name().replace(' ', "-")
                            )));
                            ui.label(lap.nodes.map_or("–".to_string(), thousands));
                            ui.label(short_time(lap.seconds));
                            ui.label(if lap.solutions == 0 {
                                "–".to_string()
                            } else {
                                short_time(lap.seconds / lap.solutions as f64)
                            });
                            ui.end_row();
                        }
                    });
            });
        ui.weak(t!("race-note"));
    }
}

/// A short time in words: "3.2 µs", "1.5 ms", "2.0 s".
fn short_time(seconds: f64) -> String {
    if seconds < 1e-3 {
        t!("time-us", value = format!("{:.1}", seconds * 1e6))
    } else if seconds < 1.0 {
        t!("time-ms", value = format!("{:.1}", seconds * 1e3))
    } else {
        t!("time-s", s = format!("{seconds:.1}"))
    }
}

/// The narrowest a chart's cell can be: its two Save buttons side by side.
const CELL_MIN_WIDTH: f32 = 300.0;

/// The spacing in points a bar's label needs on the x axis: its widest
/// label, about 8 points a character, and a gap (egui_plot's own is 60 to
/// 80, for numbers).
///
/// ```
/// use nqueens::app::views::stats::x_label_spacing;
/// let files: Vec<String> = ('a'..='h').map(String::from).collect();
/// assert_eq!(x_label_spacing(&files), eframe::egui::Rangef::new(20.0, 28.0));
/// let numbers = vec!["14,200".to_string()];
/// assert_eq!(x_label_spacing(&numbers), eframe::egui::Rangef::new(60.0, 68.0));
/// ```
pub fn x_label_spacing(labels: &[String]) -> egui::Rangef {
    let widest = labels.iter().map(|l| l.chars().count()).max().unwrap_or(1);
    let min = widest as f32 * 8.0 + 12.0;
    egui::Rangef::new(min, min + 8.0)
}

/// The label of a mark on a log chart's axis, whose marks are decades from
/// 1 (at 1.0) up: "1", "10", "1,000", and powers of ten past a trillion.
///
/// ```
/// use nqueens::app::views::stats::log_label;
/// assert_eq!(log_label(1.0), "1");
/// assert_eq!(log_label(4.0), "1,000");
/// assert_eq!(log_label(16.0), "1e15");
/// assert_eq!(log_label(0.0), "");
/// assert_eq!(log_label(2.5), "");
/// ```
pub fn log_label(mark: f64) -> String {
    let decade = mark.round();
    if (mark - decade).abs() > 1e-6 || decade < 1.0 {
        return String::new();
    }
    let power = decade as u32 - 1;
    if power <= 12 {
        thousands(10u64.pow(power))
    } else {
        format!("1e{power}")
    }
}

/// Draws one chart; returns its rectangle on the screen.
fn chart_ui(ui: &mut Ui, chart: &Chart, width: f32, height: f32) -> egui::Rect {
    let color = Color32::from_rgb(70, 120, 190);
    let bars: Vec<Bar> = chart
        .bars
        .iter()
        .enumerate()
        .filter(|(_, (_, v))| !chart.log || *v > 0)
        .map(|(i, (label, value))| {
            // On the log scale a bar starts one decade below 1, so that a
            // value of 1 has a bar too.
            let height = if chart.log {
                (*value as f64).log10() + 1.0
            } else {
                *value as f64
            };
            Bar::new(i as f64, height)
                .name(format!(
                    "{} {label}: {}",
                    axis_words(chart.x_name),
                    thousands(*value)
                ))
                .width(0.7)
                .fill(color)
        })
        .collect();
    let labels: Vec<String> = chart.bars.iter().map(|(l, _)| l.clone()).collect();
    let label_spacing = x_label_spacing(&labels);
    let log = chart.log;
    // The top of the axis: a whole decade above the tallest bar on a log
    // scale (so that small n has more than its "1"), else the tallest bar.
    let tallest = bars.iter().map(|b| b.value).fold(0.0, f64::max);
    let top = if log {
        tallest.floor() + 1.0
    } else {
        tallest.max(1.0)
    };
    let group = ui.vertical(|ui| {
        ui.label(RichText::new(&chart.title).strong());
        Plot::new(chart.id)
            .width(width)
            .height(height)
            .allow_zoom(false)
            .allow_drag(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .show_x(false)
            .show_y(false)
            .include_y(0.0)
            .include_y(top)
            // Whole steps only: a count has no fractions, and a log axis
            // a label at each power of ten.
            .y_grid_spacer(uniform_grid_spacer(|input| {
                let range = input.bounds.1 - input.bounds.0;
                let step = 10f64.powf((range / 4.0).log10().floor()).max(1.0);
                [step, step * 5.0, step * 10.0]
            }))
            // A label under every bar where there is room.
            .x_grid_spacer(uniform_grid_spacer(|_| [1.0, 5.0, 10.0]))
            .y_axis_label(if log {
                t!("chart-log-scale", axis = axis_words(chart.y_name))
            } else {
                axis_words(chart.y_name)
            })
            // A bar's label needs its own width, not egui_plot's 60
            // points: "a" to "h" under eight bars were "a" and "f" only
            // (issue 74, 6).
            .custom_x_axes(vec![
                AxisHints::new_x()
                    .label(axis_words(chart.x_name))
                    .label_spacing(label_spacing)
                    .formatter(move |mark, _| {
                        let i = mark.value.round();
                        if (mark.value - i).abs() > 1e-6 || i < 0.0 {
                            return String::new();
                        }
                        labels.get(i as usize).cloned().unwrap_or_default()
                    }),
            ])
            .y_axis_formatter(move |mark, _| {
                if log {
                    log_label(mark.value)
                } else if (mark.value - mark.value.round()).abs() > 1e-6 || mark.value < 0.0 {
                    String::new()
                } else {
                    thousands(mark.value.round() as u64)
                }
            })
            .show(ui, |plot| plot.bar_chart(BarChart::new(chart.id, bars)));
    });
    group.response.rect
}

impl View for Stats {
    type Command = StatsCommand;

    const FEATURE: Option<crate::engine::Feature> = Some(crate::engine::Feature::Statistics);

    fn works_at(n: usize) -> bool {
        n <= crate::engine::MAX_SEARCH_N
    }

    fn limit_reason() -> String {
        t!("view-stats-limit", n = crate::engine::MAX_SEARCH_N)
    }

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        act.shared
            .ensure_survey_or_its_time(self.wanted, act.worker);
        false
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<StatsCommand>) {
        ui.separator();
        ui.heading(t!("view-stats"));
        ui.label(t!("stats-intro"));
        if look.shared.only.is_some() {
            ui.label(RichText::new(t!("browse-only-kept")).color(ui.visuals().warn_fg_color));
        }
        let before = t!(
            "stats-tally-time",
            n = self.n,
            time = look.shared.tally_time()
        );
        let (ask, done) = tally_control(ui, look.shared.current_survey(), &before);
        match ask {
            Some(TallyAsk::Start) => out.push(StatsCommand::Start),
            Some(TallyAsk::Cancel) => out.push(StatsCommand::Cancel),
            None => {}
        }
        if let Some(survey) = done {
            ui.label(t!(
                "stats-summary",
                count = survey.total,
                shown = thousands(survey.total),
                fundamental = thousands(survey.fundamentals),
                nodes = survey.nodes(),
                nodes_shown = thousands(survey.nodes())
            ));
        }
        ui.label(t!("stats-oeis"));
    }

    // The race has a panel of its own: the survey's lines on the left
    // change as it runs and would move its button under the pointer.
    fn right_panel_shape(&self, _look: &Look<'_>) -> Option<RightPanel> {
        // Narrow enough that two charts still fit a row in a usual window.
        Some(RightPanel {
            width: 250.0,
            share: 0.25,
            readable: 200.0,
            under: 0.5,
        })
    }

    fn right_panel(&mut self, ui: &mut Ui, _look: &Look<'_>, out: &mut Out<StatsCommand>) {
        self.race_panel(ui, out);
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<StatsCommand>) {
        let Some(survey) = look.shared.current_survey().and_then(|s| s.result.clone()) else {
            ui.centered_and_justified(|ui| {
                ui.label(t!("stats-appear"));
            });
            return;
        };
        let charts = charts(&survey);
        // Two charts a row where a chart and its two buttons fit twice;
        // else one, so that nothing is cut off in a small window.
        let columns = if ui.available_width() >= 2.0 * CELL_MIN_WIDTH + 24.0 {
            2
        } else {
            1
        };
        let width = ((ui.available_width() - 24.0) / columns as f32).max(160.0);
        let height = ((ui.available_height() - 140.0) / 2.0).max(120.0);
        egui::ScrollArea::vertical().show(ui, |ui| {
            egui::Grid::new("charts")
                .num_columns(columns)
                .spacing([16.0, 10.0])
                .show(ui, |ui| {
                    for (i, chart) in charts.iter().enumerate() {
                        ui.vertical(|ui| {
                            let rect = chart_ui(ui, chart, width, height);
                            // Long words (Russian) wrap the buttons under the
                            // chart rather than run past its edge.
                            ui.set_max_width(width);
                            ui.horizontal_wrapped(|ui| {
                                let stem = format!("queens-{}-{}", self.n, chart.id);
                                if ui
                                    .button(t!("stats-save-png", i = i + 1))
                                    .on_hover_text(t!("stats-save-png-tip"))
                                    .clicked()
                                {
                                    out.app(Command::Save {
                                        what: SaveWhat::Screenshot(rect),
                                        stem: stem.clone(),
                                    });
                                }
                                if ui
                                    .button(t!("stats-save-csv", i = i + 1))
                                    .on_hover_text(t!("stats-save-csv-tip"))
                                    .clicked()
                                {
                                    out.app(Command::Save {
                                        what: SaveWhat::Csv(Arc::new(chart.csv().into_bytes())),
                                        stem,
                                    });
                                }
                            });
                        });
                        if (i + 1) % columns == 0 {
                            ui.end_row();
                        }
                    }
                });
        });
    }

    fn apply(&mut self, command: StatsCommand, act: &mut Act<'_>) {
        match command {
            StatsCommand::Start => {
                self.wanted = true;
                act.shared.restart_survey(act.worker);
            }
            StatsCommand::Cancel => {
                self.wanted = false;
                if let Some(job) = &act.shared.survey {
                    job.cancel();
                }
            }
            StatsCommand::Race => {
                let n = self.n;
                self.laps = None;
                self.race = Some(act.worker.run(requests::Race { n }));
            }
        }
    }

    fn poll(&mut self, act: &mut Act<'_>) {
        if let Some(outcome) = self.race.as_mut().and_then(Job::poll) {
            self.race = None;
            match outcome {
                Outcome::Done(laps) => self.laps = Some(laps),
                Outcome::Cancelled => {}
                Outcome::Failed(e) => *act.status = Status::error(e),
            }
        }
    }

    fn busy(&self) -> bool {
        self.race.is_some()
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        None
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        t!("stats-describe")
    }
}

/// A chart's axis name (kept in English in its CSV) in the window's
/// language.
fn axis_words(name: &str) -> String {
    crate::app::i18n::tr(&format!("axis-{}", name.replace(' ', "-")))
}
