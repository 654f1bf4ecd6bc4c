//! Big boards, past the search's reach (n = 33 to 10,000,000): one solution
//! built by an explicit formula on the worker, another by local search on
//! demand, drawn with zoom and pan.

use std::sync::Arc;

use eframe::egui::{self, Ui};

use crate::app::i18n::t;
use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::status::Status;
use crate::app::view::{Act, Look, Out, View};
use crate::app::widgets::canvas::{self, BigBoardView, DotsKey};
use crate::app::words::thousands;
use crate::engine::Board;
use crate::scene::SceneOptions;
use crate::scene::Shape;
use crate::worker::requests;
use crate::worker::tasks::Built;
use crate::worker::{Job, Outcome};

#[derive(Debug, Clone, PartialEq)]
pub enum BigCommand {
    /// Another solution by local search.
    Shuffle,
    /// Stop the local search; the board stays.
    CancelShuffle,
    /// Build the grid of dots of the view on the worker.
    Dots(DotsKey, Box<SceneOptions>),
    /// Zoom out to the whole board.
    WholeBoard,
}

pub struct Big {
    n: usize,
    /// The board built, once it is.
    pub board: Option<Arc<Board>>,
    /// What it is, in words (checked on the worker).
    note: Option<String>,
    /// The construction or local search in flight.
    job: Option<Job<Built>>,
    /// Whether the construction was asked for.
    started: bool,
    /// Whether the board shown came from Shuffle, not the formula.
    shuffled: bool,
    /// When the local search in flight started.
    shuffling: Option<web_time::Instant>,
    view: BigBoardView,
    /// The grid of dots being built for the view.
    dots: Option<(DotsKey, Job<Shape>)>,
}

impl Big {
    pub fn new(shared: &Shared) -> Self {
        Big {
            n: shared.n,
            board: None,
            note: None,
            job: None,
            started: false,
            shuffled: false,
            shuffling: None,
            view: BigBoardView::default(),
            dots: None,
        }
    }
}

impl View for Big {
    type Command = BigCommand;

    const FEATURE: Option<crate::engine::Feature> = Some(crate::engine::Feature::BigBoard);

    fn works_at(n: usize) -> bool {
        n > crate::engine::MAX_SEARCH_N
    }

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        if !self.started {
            self.started = true;
            let n = self.n;
            self.job = Some(act.worker.run(requests::Construct { n }));
        }
        false
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BigCommand>) {
        ui.separator();
        ui.heading(t!("view-big"));
        if crate::app::touch(ui) {
            ui.label(t!("big-hint-touch"));
        } else {
            ui.label(t!("big-hint"));
        }
        let n = self.n;
        let (span, whole) = self.view.span();
        let board = look.shared.opened.as_ref().or(self.board.as_ref());
        if board.is_some() {
            ui.label(t!(
                "big-in-view",
                span = thousands(span.round() as u64),
                n = thousands(n as u64),
                zoom = thousands((n as f64 / span.max(1.0)).round() as u64)
            ));
        } else {
            // Nothing is in view before the board is built.
            ui.label(t!("big-describe-building"));
        }
        if ui
            .add_enabled(!whole, egui::Button::new(t!("big-whole")))
            .on_hover_text(t!("big-whole-tip"))
            .on_disabled_hover_text(t!("big-whole-in-view"))
            .clicked()
        {
            out.push(BigCommand::WholeBoard);
        }
        // What is under the pointer takes four lines or so: the block
        // keeps that height with the pointer away, so that Shuffle below
        // stays where it is when the pointer leaves the board.
        let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        let width = ui.available_width();
        ui.allocate_ui(egui::vec2(width, 5.0 * line), |ui| {
            ui.set_min_height(5.0 * line);
            match (self.view.pointer(), board) {
                (Some((r, c)), Some(board)) => {
                    // As the board's labels name them: columns from 1 at the
                    // left, rows from 1 at the bottom.
                    let queen = board.queen(r);
                    ui.label(pointer_words(n, (r, c)));
                    ui.label(match queen {
                        Some(q) if q == c => t!("big-queen-here"),
                        Some(q) => t!(
                            "big-row-queen",
                            column = thousands(q as u64 + 1),
                            name = crate::scene::square_name((r, q), n)
                        ),
                        None => t!("big-no-queen"),
                    });
                }
                _ => {
                    ui.weak(t!("big-point"));
                }
            }
        });
        if let (Some(job), Some(since)) = (&self.job, self.shuffling) {
            // n = 10,000,000 takes half a minute: a way out where Shuffle
            // was (below the bar it fell under the panel's end at
            // 800×600), how far, and what is being done.
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("big-shuffle-cancel")).clicked() {
                    out.push(BigCommand::CancelShuffle);
                }
                ui.add(egui::ProgressBar::new(job.progress() as f32).show_percentage());
            });
            ui.label(t!(
                "big-shuffling",
                time = crate::app::words::seconds(since.elapsed().as_secs_f64())
            ))
            .on_hover_text(t!("big-shuffling-tip"));
        } else if self.job.is_some() {
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                ui.label(t!("big-computing"));
            });
        } else if ui
            .button(t!("big-shuffle"))
            .on_hover_text(t!("big-shuffle-tip"))
            .clicked()
        {
            out.push(BigCommand::Shuffle);
        }
        if let Some(note) = &self.note {
            ui.label(note);
        }
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BigCommand>) {
        let n = look.shared.n;
        // A board opened from a file comes first, until a shuffle.
        let (board, description) = match (&look.shared.opened, &self.board) {
            (Some(opened), _) => (opened, t!("board-opened", n = n)),
            (None, Some(board)) if self.shuffled => (board, t!("board-shuffled", n = n)),
            (None, Some(board)) => (board, t!("board-constructed", n = n)),
            (None, None) => {
                ui.centered_and_justified(|ui| {
                    ui.spinner();
                });
                return;
            }
        };
        // A key that changes with the board, so that its texture is redrawn.
        let key =
            board.queen(0).unwrap_or(0) as u64 ^ (board.queen(n / 2).unwrap_or(0) as u64) << 32;
        let options = scene_options(look.settings);
        canvas::big_board_widget(ui, board, &options, &mut self.view, key, &description);
        if let Some((key, options)) = self.view.wanted()
            && self.dots.as_ref().is_none_or(|(k, _)| *k != key)
        {
            out.push(BigCommand::Dots(key, Box::new(options)));
        }
    }

    fn apply(&mut self, command: BigCommand, act: &mut Act<'_>) {
        match command {
            BigCommand::WholeBoard => self.view.show_whole(),
            BigCommand::Shuffle => {
                let seed = fastrand::u64(..);
                let n = self.n;
                self.job = Some(act.worker.run(requests::Shuffle { n, seed }));
                self.shuffling = Some(web_time::Instant::now());
            }
            BigCommand::CancelShuffle => {
                // Dropping the handle cancels the search.
                self.job = None;
                self.shuffling = None;
                *act.status = Status::info(t!("big-shuffle-cancelled"));
            }
            BigCommand::Dots(key, options) => {
                let board = act.shared.opened.clone().or_else(|| self.board.clone());
                if let Some(board) = board {
                    // A newer view replaces the grid asked for an older one.
                    let options = *options;
                    let job = act.worker.run(requests::Dots { board, options });
                    self.dots = Some((key, job));
                }
            }
        }
    }

    fn poll(&mut self, act: &mut Act<'_>) {
        if let Some((key, job)) = self.dots.as_mut()
            && let Some(outcome) = job.poll()
        {
            let key = *key;
            self.dots = None;
            match outcome {
                Outcome::Done(dots) => self.view.arrived(key, dots),
                Outcome::Cancelled => {}
                Outcome::Failed(e) => *act.status = Status::error(e),
            }
        }
        let Some(outcome) = self.job.as_mut().and_then(Job::poll) else {
            return;
        };
        self.job = None;
        let shuffling = self.shuffling.take();
        match outcome {
            Outcome::Done(Built { board, solution }) => {
                self.shuffled = shuffling.is_some();
                // Said when it ends: at ten million it took a while.
                if let Some(since) = shuffling {
                    *act.status = Status::info(t!(
                        "big-shuffle-done",
                        n = thousands(board.n() as u64),
                        time = crate::app::words::seconds(since.elapsed().as_secs_f64())
                    ));
                }
                let queens = thousands(board.queen_count() as u64);
                self.note = Some(if solution {
                    t!("big-note-solution", queens = queens)
                } else {
                    t!("big-note-attacks", queens = queens)
                });
                self.board = Some(Arc::new(board));
                act.shared.opened = None;
            }
            Outcome::Failed(e) => *act.status = Status::error(e),
            Outcome::Cancelled => {}
        }
    }

    fn busy(&self) -> bool {
        self.job.is_some() || self.dots.is_some()
    }

    fn board(&self, look: &Look<'_>) -> Option<Arc<Board>> {
        look.shared.opened.clone().or_else(|| self.board.clone())
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        if self.board.is_some() && self.shuffled {
            t!("big-describe-shuffled")
        } else if self.board.is_some() {
            t!("big-describe")
        } else {
            t!("big-describe-building")
        }
    }
}

/// Where the pointer is, as the board's labels name it: columns from 1
/// at the left, rows from 1 at the bottom. Past 26 files a square's name
/// is its two numbers, which the line says grouped already (issue 74: it
/// read "4902724-5000000" beside "4,902,724").
fn pointer_words(n: usize, (r, c): (usize, usize)) -> String {
    let (row, column) = (thousands((n - r) as u64), thousands(c as u64 + 1));
    if n <= 26 {
        t!(
            "big-pointer",
            row = row,
            column = column,
            name = crate::scene::square_name((r, c), n)
        )
    } else {
        t!("big-pointer-numbered", row = row, column = column)
    }
}
