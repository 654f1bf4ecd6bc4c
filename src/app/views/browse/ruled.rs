//! Browse under other rules than the classic queens' (rooks, kings,
//! superqueens, the torus): the solutions by number in the same
//! lexicographic numbering, a step to the next or previous one walking only
//! the tree between them, and the counts up to the rule's own group.

use std::sync::Arc;
use std::time::Duration;

use eframe::egui::{self, Key, RichText, Ui};

use super::BrowseCommand;
use crate::app::i18n::{t, tr};
use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::status::Status;
use crate::app::view::RightPanel;
use crate::app::view::{Act, Look, Out};
use crate::app::widgets::canvas;
use crate::app::widgets::gallery::Gallery;
use crate::app::words::{duration_words, thousands};
use crate::catalog::Filter;
use crate::engine::{Board, Counts, Group, Rules, Work};
use crate::worker::requests;
use crate::worker::tasks::Sought;
use crate::worker::{Job, Outcome};

/// A count forecast to take less than this starts by itself.
const AUTO_COUNT: Duration = Duration::from_secs(10);

/// Where the count stands.
pub enum Counting {
    /// How long it would take, being found out.
    Forecasting(Job<Duration>),
    /// Too long to start unasked: the likely time.
    Asking(Duration),
    Running(Job<Counts>),
    Done(Counts),
    Failed(String),
}

/// A lookup in flight: the number it is for, and the solution.
type Lookup = (u64, Job<Option<Vec<u32>>>);

/// A gallery page in flight: its first number and size, and the boards.
type PageLookup = ((u64, usize), Job<Vec<Vec<u32>>>);

pub struct Ruled {
    n: usize,
    rules: Rules,
    /// The solution shown: its number and column list.
    pub shown: Option<(u64, Vec<u32>)>,
    looking: Option<Lookup>,
    pub counting: Option<Counting>,
    jump_text: String,
    /// What the last lookup found wrong (a number past the end).
    note: Option<String>,
    /// The fundamental solutions alone (Browse's filter), numbered among
    /// themselves.
    fundamental: bool,
    gallery: Gallery,
    /// The gallery's page: its first number, size and boards.
    page: Option<(u64, usize, Vec<Vec<u32>>)>,
    page_job: Option<PageLookup>,
}

impl Ruled {
    pub fn new(shared: &Shared) -> Self {
        Ruled {
            n: shared.n,
            rules: shared.rules,
            shown: None,
            looking: None,
            counting: None,
            jump_text: String::new(),
            note: None,
            fundamental: false,
            gallery: Gallery::default(),
            page: None,
            page_job: None,
        }
    }

    /// The count, once made.
    pub fn counts(&self) -> Option<Counts> {
        match &self.counting {
            Some(Counting::Done(c)) => Some(*c),
            _ => None,
        }
    }

    /// How many the list holds, under the filter, once counted.
    pub fn total(&self) -> Option<u64> {
        self.counts().map(|c| {
            if self.fundamental {
                c.fundamental.unwrap_or(0)
            } else {
                c.total
            }
        })
    }

    /// Starts looking up solution k (from 1) of the list.
    fn jump(&mut self, k: u64, act: &mut Act<'_>) {
        let (n, rules, fundamental) = (self.n, self.rules, self.fundamental);
        let k = k.max(1);
        let job = act.worker.run(requests::Find {
            n,
            rules,
            fundamental,
            sought: Sought::Number(k),
        });
        self.looking = Some((k, job));
        self.note = None;
    }

    /// Starts a step to the next (or previous) solution from the one shown.
    fn step(&mut self, forward: bool, act: &mut Act<'_>) {
        let Some((k, columns)) = self.shown.clone() else {
            return;
        };
        if !forward && k <= 1 {
            return;
        }
        let target = if forward { k + 1 } else { k - 1 };
        let (n, rules, fundamental) = (self.n, self.rules, self.fundamental);
        let job = act.worker.run(requests::Find {
            n,
            rules,
            fundamental,
            sought: Sought::Beside { columns, forward },
        });
        self.looking = Some((target, job));
        self.note = None;
    }

    /// Starts a lookup of the last solution, numbered by the count.
    fn last(&mut self, act: &mut Act<'_>) {
        let Some(total) = self.total().filter(|&t| t > 0) else {
            return;
        };
        let (n, rules, fundamental) = (self.n, self.rules, self.fundamental);
        let job = act.worker.run(requests::Find {
            n,
            rules,
            fundamental,
            sought: Sought::Last,
        });
        self.looking = Some((total, job));
    }

    fn start_count(&mut self, act: &mut Act<'_>) {
        let (n, rules) = (self.n, self.rules);
        // A count can take seconds: on a page it runs in a Web Worker,
        // and the page keeps drawing.
        let job = act.worker.run(requests::Count { n, rules });
        self.counting = Some(Counting::Running(job));
    }

    pub fn update(&mut self, act: &mut Act<'_>) {
        if self.shown.is_none() && self.looking.is_none() && self.note.is_none() {
            self.fundamental = act.settings.filter == Filter::Fundamental;
            let k = act.settings.selected;
            self.jump(k, act);
        }
        if self.counting.is_none() {
            let (n, rules) = (self.n, self.rules);
            let job = act.worker.run(requests::Forecast {
                n,
                rules,
                work: Work::Count,
            });
            self.counting = Some(Counting::Forecasting(job));
        }
    }

    pub fn poll(&mut self, act: &mut Act<'_>) {
        if let Some(((first, count), job)) = self.page_job.as_mut()
            && let Some(outcome) = job.poll()
        {
            let key = (*first, *count);
            self.page_job = None;
            if let Outcome::Done(boards) = outcome {
                self.page = Some((key.0, key.1, boards));
            }
        }
        if let Some((k, job)) = self.looking.as_mut()
            && let Some(outcome) = job.poll()
        {
            let k = *k;
            self.looking = None;
            match outcome {
                Outcome::Done(Some(columns)) => {
                    act.settings.selected = k;
                    self.shown = Some((k, columns));
                }
                // No first solution: the standing line says there is none.
                Outcome::Done(None) if k == 1 => {
                    self.note = Some(t!("ruled-none", rules = self.rules_words(), n = self.n));
                }
                Outcome::Done(None) => {
                    let note = t!("ruled-past-the-end", k = thousands(k));
                    *act.status = Status::info(note.clone());
                    self.note = Some(note);
                }
                Outcome::Failed(e) => self.note = Some(e),
                Outcome::Cancelled => {}
            }
        }
        let next = match self.counting.as_mut() {
            Some(Counting::Forecasting(job)) => job.poll().map(|outcome| match outcome {
                Outcome::Done(time) if time < AUTO_COUNT => None,
                Outcome::Done(time) => Some(Counting::Asking(time)),
                Outcome::Failed(e) => Some(Counting::Failed(e)),
                Outcome::Cancelled => Some(Counting::Failed(t!("watch-cancelled"))),
            }),
            Some(Counting::Running(job)) => job.poll().map(|outcome| {
                Some(match outcome {
                    Outcome::Done(counts) => Counting::Done(counts),
                    Outcome::Failed(e) => Counting::Failed(e),
                    Outcome::Cancelled => Counting::Asking(Duration::ZERO),
                })
            }),
            _ => None,
        };
        match next {
            Some(None) => self.start_count(act),
            Some(Some(counting)) => self.counting = Some(counting),
            None => {}
        }
    }

    /// Thumbnails once the count is known (the gallery's length).
    pub fn right_panel_shape(&self) -> Option<RightPanel> {
        self.total().filter(|&t| t > 0).map(|_| RightPanel {
            width: 250.0,
            share: 0.25,
            readable: 200.0,
        })
    }

    /// The gallery: a page of thumbnails around the solution shown, looked
    /// up by number.
    pub fn right_panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        let Some(total) = self.total().filter(|&t| t > 0) else {
            return;
        };
        let selected = self.shown.as_ref().map_or(0, |s| s.0);
        let page = self
            .page
            .as_ref()
            .map(|(first, _, boards)| (*first, boards.as_slice()));
        let response = self.gallery.ui(
            ui,
            total,
            page,
            None,
            selected,
            &scene_options(look.settings),
        );
        if let Some(k) = response.clicked {
            out.push(BrowseCommand::Select(k));
        }
        let (first, count) = response.wanted;
        let fresh = self
            .page
            .as_ref()
            .is_some_and(|(f, c, _)| (*f, *c) == (first, count));
        let asked = self
            .page_job
            .as_ref()
            .is_some_and(|(key, _)| *key == (first, count));
        if !fresh && !asked && count > 0 && first <= total {
            out.push(BrowseCommand::LoadPage(first, count));
        }
    }

    pub fn busy(&self) -> bool {
        self.page_job.is_some()
            || self.looking.is_some()
            || matches!(
                self.counting,
                Some(Counting::Forecasting(_) | Counting::Running(_))
            )
    }

    /// The rules in the window's words: "superqueens on a torus".
    fn rules_words(&self) -> String {
        crate::app::words::rules_words(&self.rules)
    }

    pub fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        ui.separator();
        ui.heading(t!("ruled-heading", rules = self.rules_words()));
        let group = match self.rules.group(self.n) {
            Group::Square => t!("ruled-group-square"),
            Group::Torus => t!("ruled-group-torus", n = self.n),
            Group::Rectangle => t!("ruled-group-rectangle"),
        };
        let mut filter = look.settings.filter;
        ui.horizontal(|ui| {
            ui.selectable_value(&mut filter, Filter::All, t!("browse-all"))
                .on_hover_text(t!("browse-all-tip"));
            ui.selectable_value(&mut filter, Filter::Fundamental, t!("browse-fundamental"))
                .on_hover_text(group.clone());
        });
        if filter != look.settings.filter {
            out.push(BrowseCommand::SetFilter(filter));
        }
        let k = self.shown.as_ref().map_or(look.settings.selected, |s| s.0);
        let total = self.total();
        ui.horizontal(|ui| {
            let can_back = self.shown.as_ref().is_some_and(|s| s.0 > 1);
            let can_on = self.shown.is_some() && total.is_none_or(|t| k < t);
            if ui
                .add_enabled(can_back, egui::Button::new(t!("browse-first")))
                .clicked()
            {
                out.push(BrowseCommand::First);
            }
            if ui
                .add_enabled(can_back, egui::Button::new(t!("browse-previous")))
                .on_hover_text(t!("key-left-arrow"))
                .clicked()
            {
                out.push(BrowseCommand::Step(-1));
            }
            if ui
                .add_enabled(can_on, egui::Button::new(t!("browse-next")))
                .on_hover_text(t!("key-right-arrow"))
                .clicked()
            {
                out.push(BrowseCommand::Step(1));
            }
            if ui
                .add_enabled(
                    total.is_some_and(|t| t > 0 && k < t),
                    egui::Button::new(t!("browse-last")),
                )
                .clicked()
            {
                out.push(BrowseCommand::Last);
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(t!("browse-go-to"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.jump_text).desired_width(90.0))
                .labelled_by(label.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button(t!("browse-jump")).clicked() || entered {
                match crate::app::parse_number(&self.jump_text) {
                    Some(k) if k >= 1 => out.push(BrowseCommand::Jump(k)),
                    _ => out.app(crate::app::Command::Say(Status::error(t!(
                        "ruled-bad-number",
                        text = self.jump_text.clone()
                    )))),
                }
            }
        });
        let standing = match (total, &self.shown) {
            // A count of none says it, whatever a lookup would find.
            (Some(0), _) => t!("ruled-none", rules = self.rules_words(), n = self.n),
            (_, None) if self.looking.is_some() => t!("browse-looking-up"),
            (None, None) => self.note.clone().unwrap_or_default(),
            (Some(t), Some((k, _))) => {
                t!("ruled-solution-of", k = thousands(*k), total = thousands(t))
            }
            (None, Some((k, _))) => t!("ruled-solution", k = thousands(*k)),
            (_, None) => String::new(),
        };
        // A note the standing line does not already say; an empty line
        // keeps its height.
        let note = self.note.clone().filter(|n| *n != standing);
        ui.label(RichText::new(standing).strong());
        ui.weak(note.unwrap_or_else(|| " ".into()));
        ui.separator();
        self.count_lines(ui, group, out);
        ui.weak(tr(&format!("piece-{}-tip", self.rules.piece.key())));
    }

    /// Where the count stands: its forecast, the question, the progress,
    /// the counts with the group they are up to, or why it failed.
    fn count_lines(&self, ui: &mut Ui, group: String, out: &mut Out<BrowseCommand>) {
        match &self.counting {
            None | Some(Counting::Forecasting(_)) => {
                ui.weak(t!("ruled-forecasting"));
            }
            Some(Counting::Asking(time)) => {
                if *time > Duration::ZERO {
                    ui.label(t!("ruled-count-takes", time = duration_words(*time)));
                }
                if ui.button(t!("count-start")).clicked() {
                    out.push(BrowseCommand::StartCount);
                }
            }
            Some(Counting::Running(job)) => {
                ui.horizontal(|ui| {
                    ui.add(egui::ProgressBar::new(job.progress() as f32).desired_width(160.0));
                    if ui.button(t!("count-cancel")).clicked() {
                        out.push(BrowseCommand::CancelCount);
                    }
                });
            }
            Some(Counting::Done(counts)) => {
                ui.label(t!(
                    "ruled-counts",
                    solutions = thousands(counts.total),
                    fundamental = thousands(counts.fundamental.unwrap_or(0))
                ));
                ui.weak(group);
                // No tree walked: Pólya's theorem said there is none.
                match counts.nodes {
                    Some(nodes) => ui.weak(t!("ruled-nodes", nodes = thousands(nodes))),
                    None => ui.weak(t!("ruled-polya")),
                };
            }
            Some(Counting::Failed(why)) => {
                ui.colored_label(ui.visuals().error_fg_color, why);
            }
        }
    }

    pub fn central(&mut self, ui: &mut Ui, look: &Look<'_>) {
        let n = self.n;
        let options = scene_options(look.settings);
        let board = self.board();
        let empty = Board::empty_on(n, look.shared.rules.width(n)).ok();
        let Some(shown) = board.as_deref().or(empty.as_ref()) else {
            return;
        };
        let description = match &self.shown {
            Some((k, _)) => t!("board-solution", n = n, k = *k),
            None => t!("board-empty", n = n),
        };
        if self.looking.is_some() && self.shown.is_some() {
            ui.multiply_opacity(0.6);
        }
        canvas::board_widget(
            ui,
            shown,
            &options,
            look.settings.show_attacks,
            &description,
        );
    }

    pub fn apply(&mut self, command: BrowseCommand, act: &mut Act<'_>) {
        match command {
            BrowseCommand::Step(1) => self.step(true, act),
            BrowseCommand::Step(-1) => self.step(false, act),
            BrowseCommand::Step(d) => {
                let k = self.shown.as_ref().map_or(1, |s| s.0);
                let target = (k as i64 + d).max(1) as u64;
                let target = self
                    .counts()
                    .map_or(target, |_| target.min(self.total().unwrap_or(1).max(1)));
                self.jump(target, act);
            }
            BrowseCommand::First => self.jump(1, act),
            BrowseCommand::Last => self.last(act),
            BrowseCommand::Jump(k) | BrowseCommand::Select(k) => self.jump(k, act),
            BrowseCommand::LoadPage(first, count) => {
                let (n, rules, fundamental) = (self.n, self.rules, self.fundamental);
                let job = act.worker.run(requests::List {
                    n,
                    rules,
                    fundamental,
                    from: first,
                    limit: count,
                });
                // A newer page replaces the one asked before, which stops.
                self.page_job = Some(((first, count), job));
            }
            BrowseCommand::SetFilter(filter) => {
                let fundamental = filter == Filter::Fundamental;
                act.settings.filter = filter;
                if fundamental != self.fundamental {
                    // Another list: its numbers, its pages.
                    self.fundamental = fundamental;
                    self.shown = None;
                    self.page = None;
                    self.page_job = None;
                    self.jump(1, act);
                }
            }
            BrowseCommand::StartCount => self.start_count(act),
            BrowseCommand::CancelCount => {
                // Dropping the job cancels the count.
                self.counting = Some(Counting::Asking(Duration::ZERO));
            }
            _ => {}
        }
    }

    pub fn board(&self) -> Option<Arc<Board>> {
        let (_, columns) = self.shown.as_ref()?;
        Board::from_columns_on(columns, self.rules.width(self.n))
            .ok()
            .map(Arc::new)
    }

    pub fn describe(&self) -> String {
        match (&self.shown, self.counts()) {
            (Some((k, _)), Some(c)) => t!(
                "ruled-describe-of",
                rules = self.rules_words(),
                k = thousands(*k),
                total = thousands(if self.fundamental {
                    c.fundamental.unwrap_or(0)
                } else {
                    c.total
                })
            ),
            (Some((k, _)), None) => t!(
                "ruled-describe",
                rules = self.rules_words(),
                k = thousands(*k)
            ),
            (None, _) => self.rules_words(),
        }
    }
}
