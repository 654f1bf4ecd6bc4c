//! Heatmap: how often each square holds a queen across all the solutions of
//! n (or the fundamental ones, or those that keep the pins), as a colour
//! over the board with a legend; the exact number and share under the
//! pointer. Tallied on the worker in one pass of the search, saved as PNG
//! and SVG from the same scene as the screen, and as CSV.

use std::sync::Arc;

use eframe::egui::{self, RichText, Sense, Ui, Vec2};

use crate::app::command::{Command, SaveWhat};
use crate::app::i18n::t;
use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::view::{Act, Look, Out, View};
use crate::app::widgets::canvas::{self, color};
use crate::app::widgets::tally::{TallyAsk, tally_control};
use crate::app::words::thousands;
use crate::engine::{Board, Survey};
use crate::scene::{Heat, Scene, constraint_marks, heat_color, square_name};

/// Boards up to this side show each square's tally in it.
const NUMBERS_LIMIT: usize = 12;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeatmapCommand {
    /// Tally over the fundamental solutions (else over all).
    Fundamental(bool),
    /// Start the survey (past [`super::session::AUTO_SURVEY_LIMIT`]).
    Start,
    Cancel,
}

pub struct Heatmap {
    n: usize,
    pub fundamental: bool,
    /// Asked for past the automatic limit.
    wanted: bool,
    /// The square under the pointer.
    hovered: Option<(usize, usize)>,
}

impl Heatmap {
    pub fn new(shared: &Shared) -> Self {
        Heatmap {
            n: shared.n,
            fundamental: false,
            wanted: false,
            hovered: None,
        }
    }

    fn survey<'a>(&self, shared: &'a Shared) -> Option<&'a Arc<Survey>> {
        shared.current_survey().and_then(|s| s.result.as_ref())
    }

    /// The tallies shown, and how many solutions they are over.
    fn tallies<'a>(&self, survey: &'a Survey) -> (&'a [u64], u64) {
        if self.fundamental {
            (&survey.fundamental, survey.fundamentals)
        } else {
            (&survey.all, survey.total)
        }
    }

    /// The heatmap's scene: an empty board under the colours, with the
    /// pins and blocks it keeps.
    fn scene(
        &self,
        survey: &Survey,
        shared: &Shared,
        options: &crate::scene::SceneOptions,
    ) -> Option<Scene> {
        let board = shared.rules.empty_board(self.n).ok()?;
        let (counts, _) = self.tallies(survey);
        let mut options = options.clone();
        options.heat = Some(Arc::new(Heat {
            counts: counts.to_vec(),
            numbers: self.n <= NUMBERS_LIMIT,
        }));
        if let Some(only) = &shared.only {
            options.marks = constraint_marks(only);
        }
        Some(Scene::of(&board, &options))
    }

    /// The tallies as CSV: a line a row of the board, `width` numbers each.
    fn csv(&self, survey: &Survey, width: usize) -> String {
        let (counts, _) = self.tallies(survey);
        let mut csv = String::from("row");
        for c in 0..width {
            csv += &format!(",col{c}");
        }
        csv.push('\n');
        for (r, row) in counts.chunks(width.max(1)).take(self.n).enumerate() {
            csv += &r.to_string();
            for count in row {
                csv += &format!(",{count}");
            }
            csv.push('\n');
        }
        csv
    }

    fn kind(&self) -> &'static str {
        if self.fundamental {
            "fundamental"
        } else {
            "all"
        }
    }
}

/// A legend: the colours from none to the most, with the numbers at both
/// ends.
fn legend(ui: &mut Ui, max: u64) {
    ui.horizontal_wrapped(|ui| {
        ui.label("0");
        let (rect, _) = ui.allocate_exact_size(Vec2::new(140.0, 14.0), Sense::hover());
        let steps = 28;
        for i in 0..steps {
            let t = i as f32 / (steps - 1) as f32;
            let x0 = rect.left() + rect.width() * i as f32 / steps as f32;
            let x1 = rect.left() + rect.width() * (i + 1) as f32 / steps as f32;
            let r =
                egui::Rect::from_min_max(egui::pos2(x0, rect.top()), egui::pos2(x1, rect.bottom()));
            ui.painter().rect_filled(r, 0.0, color(heat_color(t)));
        }
        ui.label(thousands(max));
    });
}

impl Heatmap {
    /// The finished tally in the side panel: the legend, the square under
    /// the pointer, and saving.
    fn tally_panel(
        &self,
        ui: &mut Ui,
        look: &Look<'_>,
        out: &mut Out<HeatmapCommand>,
        survey: &Survey,
    ) {
        let (counts, over) = self.tallies(survey);
        let max = counts.iter().copied().max().unwrap_or(0);
        let width = look.shared.rules.width(self.n);
        ui.label(t!(
            "heatmap-over",
            count = over,
            shown = thousands(over),
            piece = look.shared.rules.piece.key(),
            // On more columns than rows, a column holds fewer.
            lines = if width == self.n { "square" } else { "wide" }
        ));
        legend(ui, max);
        match self.hovered {
            Some((r, c)) => {
                let k = counts.get(r * width + c).copied().unwrap_or(0);
                let share = if over > 0 {
                    100.0 * k as f64 / over as f64
                } else {
                    0.0
                };
                ui.label(
                    RichText::new(t!(
                        "heatmap-square",
                        square = square_name((r, c), self.n),
                        count = k,
                        shown = thousands(k),
                        share = format!("{share:.1}")
                    ))
                    .strong(),
                );
            }
            None => {
                ui.weak(t!("heatmap-point"));
            }
        }
        ui.horizontal_wrapped(|ui| {
            let stem = format!("queens-{}-heatmap-{}", self.n, self.kind());
            if ui
                .button(t!("heatmap-save-picture"))
                .on_hover_text(t!("heatmap-save-picture-tip"))
                .clicked()
                && let Some(scene) = self.scene(survey, look.shared, &scene_options(look.settings))
            {
                out.app(Command::Save {
                    what: SaveWhat::Picture {
                        scene: Arc::new(scene),
                        n: self.n,
                    },
                    stem: stem.clone(),
                });
            }
            if ui
                .button(t!("heatmap-save-csv"))
                .on_hover_text(t!("heatmap-save-csv-tip"))
                .clicked()
            {
                out.app(Command::Save {
                    what: SaveWhat::Csv(Arc::new(self.csv(survey, width).into_bytes())),
                    stem,
                });
            }
        });
    }
}

impl View for Heatmap {
    type Command = HeatmapCommand;

    fn works_at(n: usize) -> bool {
        n <= crate::engine::MAX_SEARCH_N
    }

    fn limit_reason() -> String {
        t!("view-heatmap-limit", n = crate::engine::MAX_SEARCH_N)
    }

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        act.shared
            .ensure_survey_or_its_time(self.wanted, act.worker);
        false
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<HeatmapCommand>) {
        ui.separator();
        ui.heading(t!("view-heatmap"));
        ui.horizontal_wrapped(|ui| {
            if ui
                .selectable_label(!self.fundamental, t!("browse-all"))
                .on_hover_text(t!("heatmap-all-tip"))
                .clicked()
            {
                out.push(HeatmapCommand::Fundamental(false));
            }
            if ui
                .selectable_label(self.fundamental, t!("browse-fundamental"))
                .on_hover_text(t!("heatmap-fundamental-tip"))
                .clicked()
            {
                out.push(HeatmapCommand::Fundamental(true));
            }
        });
        if look.shared.only.is_some() {
            ui.label(RichText::new(t!("browse-only-kept")).color(ui.visuals().warn_fg_color));
        }
        let before = t!(
            "heatmap-tally-time",
            n = self.n,
            time = look.shared.tally_time()
        );
        let (ask, done) = tally_control(ui, look.shared.current_survey(), &before);
        match ask {
            Some(TallyAsk::Start) => out.push(HeatmapCommand::Start),
            Some(TallyAsk::Cancel) => out.push(HeatmapCommand::Cancel),
            None => {}
        }
        match done {
            Some(survey) if survey.total == 0 => {
                ui.label(t!("tally-nothing", n = self.n));
            }
            Some(survey) => self.tally_panel(ui, look, out, survey),
            None => {}
        }
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, _out: &mut Out<HeatmapCommand>) {
        let n = look.shared.n;
        let options = scene_options(look.settings);
        let width = look.shared.rules.width(n);
        let Ok(empty) = look.shared.rules.empty_board(n) else {
            return;
        };
        let Some(survey) = self.survey(look.shared).cloned() else {
            self.hovered = None;
            canvas::board_widget(ui, &empty, &options, false, &t!("heatmap-tallying"));
            return;
        };
        let Some(scene) = self.scene(&survey, look.shared, &options) else {
            return;
        };
        let description = if self.fundamental {
            t!("heatmap-description-fundamental", n = n)
        } else {
            t!("heatmap-description-all", n = n)
        };
        let (response, square) =
            canvas::scene_widget(ui, &scene, (n, width), options.labels, &description);
        self.hovered = square;
        if let Some((r, c)) = square {
            let (counts, over) = self.tallies(&survey);
            let k = counts.get(r * width + c).copied().unwrap_or(0);
            let share = if over > 0 {
                100.0 * k as f64 / over as f64
            } else {
                0.0
            };
            response.on_hover_text_at_pointer(t!(
                "heatmap-square-of",
                square = square_name((r, c), n),
                k = thousands(k),
                over = thousands(over),
                share = format!("{share:.1}")
            ));
        }
    }

    fn apply(&mut self, command: HeatmapCommand, act: &mut Act<'_>) {
        match command {
            HeatmapCommand::Fundamental(on) => self.fundamental = on,
            HeatmapCommand::Start => {
                self.wanted = true;
                act.shared.restart_survey(act.worker);
            }
            HeatmapCommand::Cancel => {
                self.wanted = false;
                if let Some(job) = &act.shared.survey {
                    job.cancel();
                }
            }
        }
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        None
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        if self.fundamental {
            t!("heatmap-describe-fundamental")
        } else {
            t!("heatmap-describe-all")
        }
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        format!("queens-{}-heatmap", look.shared.n)
    }
}
