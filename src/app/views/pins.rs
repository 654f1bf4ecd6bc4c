//! Pins: pin a queen on a square or block a square by clicking; the browser
//! and the gallery then list only the solutions that keep them, and the
//! panel counts them live (on the worker). When none fit, it says which pin
//! or block to drop.

use std::sync::Arc;

use eframe::egui::{RichText, Ui};

use crate::app::i18n::t;
use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::view::{Act, Look, Out, View};
use crate::app::widgets::canvas;
use crate::app::words::thousands;
use crate::engine::{Board, Constraints, Problem, Square};
use crate::scene::{Mark, square_name};
use crate::worker::requests;
use crate::worker::{Job, Outcome};

#[derive(Debug, Clone, PartialEq)]
pub enum PinsCommand {
    /// A click on a square: empty, then pinned, then blocked, then empty.
    Click(Square),
    /// Drop every pin and block.
    Clear,
    /// Drop one, by its place in [`Constraints::without`]'s numbering.
    Drop(usize),
    /// Count the kept solutions (past [`LIVE_COUNT_LIMIT`]).
    Count,
}

/// Up to this n the kept solutions are counted at each change (seconds at
/// most); past it, on request.
pub const LIVE_COUNT_LIMIT: usize = 16;

/// What a click on a square leaves there.
///
/// ```
/// use nqueens::app::views::pins::next_mark;
/// use nqueens::scene::Mark;
/// assert_eq!(next_mark(None), Some(Mark::Pin));
/// assert_eq!(next_mark(Some(Mark::Pin)), Some(Mark::Block));
/// assert_eq!(next_mark(Some(Mark::Block)), None);
/// ```
pub fn next_mark(mark: Option<Mark>) -> Option<Mark> {
    match mark {
        None => Some(Mark::Pin),
        Some(Mark::Pin) => Some(Mark::Block),
        Some(Mark::Block) => None,
    }
}

pub struct Pins {
    n: usize,
    pub pins: Vec<Square>,
    pub blocks: Vec<Square>,
    /// The count of the solutions that keep them, once back.
    pub kept: Option<u64>,
    counting: Option<Job<u64>>,
    /// Why the last count did not finish (it failed, or was stopped).
    pub count_failed: Option<String>,
    /// When none is kept: the constraint whose removal leaves some
    /// (`Some(None)`: dropping any single one leaves none).
    pub relax: Option<Option<usize>>,
    relaxing: Option<Job<Option<usize>>>,
}

impl Pins {
    pub fn new(shared: &Shared) -> Self {
        Pins {
            n: shared.n,
            pins: Vec::new(),
            blocks: Vec::new(),
            kept: None,
            counting: None,
            count_failed: None,
            relax: None,
            relaxing: None,
        }
    }

    fn constraints(&self) -> Option<Constraints> {
        Constraints::new(self.n, self.pins.clone(), self.blocks.clone()).ok()
    }

    fn mark(&self, square: Square) -> Option<Mark> {
        if self.pins.contains(&square) {
            Some(Mark::Pin)
        } else if self.blocks.contains(&square) {
            Some(Mark::Block)
        } else {
            None
        }
    }

    /// The constraints in words, as the panel's sentence ends: "a queen
    /// on d1 and none on a8".
    pub fn in_words(&self) -> String {
        let names = |squares: &[Square]| -> String {
            let mut sorted = squares.to_vec();
            sorted.sort_unstable();
            let names: Vec<String> = sorted.iter().map(|&s| square_name(s, self.n)).collect();
            match names.as_slice() {
                [] => String::new(),
                [one] => one.clone(),
                [init @ .., last] => {
                    t!(
                        "pins-list-and",
                        init = crate::app::words::list_words(init),
                        last = last.clone()
                    )
                }
            }
        };
        match (self.pins.is_empty(), self.blocks.is_empty()) {
            (true, true) => String::new(),
            (false, true) => t!("pins-what-pins", pins = names(&self.pins)),
            (true, false) => t!("pins-what-blocks", blocks = names(&self.blocks)),
            (false, false) => t!(
                "pins-what-both",
                pins = names(&self.pins),
                blocks = names(&self.blocks)
            ),
        }
    }

    /// Hands the new constraints to the browser and counts them.
    fn changed(&mut self, act: &mut Act<'_>) {
        let constraints = self.constraints();
        act.settings.selected = 1;
        act.shared.opened = None;
        act.shared
            .set_only(constraints.clone(), act.settings.filter, act.worker);
        self.kept = None;
        self.relax = None;
        self.relaxing = None;
        self.counting = None;
        self.count_failed = None;
        // Past the live limit a count can take minutes to years: it waits
        // for a click.
        if self.n <= LIVE_COUNT_LIMIT {
            self.count(act);
        }
    }

    fn count(&mut self, act: &mut Act<'_>) {
        let (n, rules) = (self.n, act.shared.rules);
        self.count_failed = None;
        self.counting = self
            .constraints()
            .filter(|c| !c.is_empty())
            .and_then(|only| Problem::keeping(n, rules, &only).ok())
            .map(|problem| act.worker.run(requests::CountKept { problem }));
    }

    /// "312 of 14,200 solutions of n = 12 keep a queen on d1 and none on a8".
    fn count_sentence(&self, look: &Look<'_>) -> Option<String> {
        let kept = self.kept?;
        let (all, complete) = look.shared.known_all();
        let total = look
            .shared
            .count
            .as_ref()
            .and_then(|c| c.result.map(|r| r.total))
            .or(complete.then_some(all));
        let n = self.n;
        let what = self.in_words();
        Some(match total {
            Some(total) => t!(
                "pins-kept-of-total",
                kept = kept,
                kept_shown = thousands(kept),
                total = total,
                total_shown = thousands(total),
                n = n,
                what = what
            ),
            None => t!(
                "pins-kept",
                kept = kept,
                kept_shown = thousands(kept),
                n = n,
                what = what
            ),
        })
    }
}

impl View for Pins {
    type Command = PinsCommand;

    const FEATURE: Option<crate::engine::Feature> = Some(crate::engine::Feature::Pins);

    fn works_at(n: usize) -> bool {
        n <= crate::engine::MAX_SEARCH_N
    }

    fn limit_reason() -> String {
        t!("view-pins-limit", n = crate::engine::MAX_SEARCH_N)
    }

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        // Past the live limit the panel says how long a count would take.
        if self.n > LIVE_COUNT_LIMIT {
            act.shared.ensure_tally_forecast(act.worker);
        }
        false
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<PinsCommand>) {
        ui.separator();
        ui.heading(t!("pins-heading"));
        ui.label(t!("pins-hint"));
        if self.pins.is_empty() && self.blocks.is_empty() {
            ui.weak(t!("pins-nothing"));
            return;
        }
        let n = self.n;
        for (i, (square, mark)) in self
            .pins
            .iter()
            .map(|&s| (s, Mark::Pin))
            .chain(self.blocks.iter().map(|&s| (s, Mark::Block)))
            .enumerate()
        {
            ui.horizontal_wrapped(|ui| {
                let name = square_name(square, n);
                ui.label(match mark {
                    Mark::Pin => t!("pins-queen-on", square = name),
                    Mark::Block => t!("pins-no-queen-on", square = name),
                });
                if ui
                    .small_button(t!("pins-drop"))
                    .on_hover_text(if mark == Mark::Pin {
                        t!("pins-forget-pin")
                    } else {
                        t!("pins-forget-block")
                    })
                    .clicked()
                {
                    out.push(PinsCommand::Drop(i));
                }
            });
        }
        if ui
            .button(t!("pins-clear-all"))
            .on_hover_text(t!("pins-clear-all-tip"))
            .clicked()
        {
            out.push(PinsCommand::Clear);
        }
        ui.separator();
        match self.count_sentence(look) {
            Some(sentence) => {
                ui.label(RichText::new(sentence).strong());
            }
            None if self.counting.is_some() => {
                ui.horizontal_wrapped(|ui| {
                    ui.spinner();
                    ui.label(t!("pins-counting"));
                });
            }
            None => {
                if let Some(why) = &self.count_failed {
                    ui.colored_label(ui.visuals().error_fg_color, why);
                }
                ui.label(t!(
                    "pins-count-time",
                    n = self.n,
                    time = look.shared.tally_time()
                ));
                if ui.button(t!("pins-count-them")).clicked() {
                    out.push(PinsCommand::Count);
                }
            }
        }
        if self.kept == Some(0) {
            let all = self.constraints().unwrap_or_else(|| Constraints::none(n));
            let advice = match self.relax {
                None => t!("pins-looking-to-drop"),
                Some(None) => t!("pins-nothing-to-drop"),
                Some(Some(i)) => {
                    if i < all.pins().len() {
                        t!("pins-drop-pin", square = square_name(all.pins()[i], n))
                    } else {
                        t!(
                            "pins-drop-block",
                            square = square_name(all.blocks()[i - all.pins().len()], n)
                        )
                    }
                }
            };
            ui.label(advice);
        } else if self.kept.is_some() {
            ui.label(t!("pins-browse-lists"));
        }
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<PinsCommand>) {
        let n = look.shared.n;
        let Ok(board) = Board::empty(n) else {
            return;
        };
        let mut options = scene_options(look.settings);
        options.marks = self
            .pins
            .iter()
            .map(|&s| (s, Mark::Pin))
            .chain(self.blocks.iter().map(|&s| (s, Mark::Block)))
            .collect();
        let description = t!("board-pins", n = n);
        let (response, clicked) = canvas::board_widget(ui, &board, &options, false, &description);
        if let Some(square) = clicked {
            out.push(PinsCommand::Click(square));
        }
        // A board played on by clicks takes the keys with a click: its
        // arrows and Space go on from there.
        if response.clicked() {
            response.request_focus();
        }
    }

    fn apply(&mut self, command: PinsCommand, act: &mut Act<'_>) {
        match command {
            PinsCommand::Click(square) => {
                let next = next_mark(self.mark(square));
                self.pins.retain(|&s| s != square);
                self.blocks.retain(|&s| s != square);
                match next {
                    Some(Mark::Pin) => self.pins.push(square),
                    Some(Mark::Block) => self.blocks.push(square),
                    None => {}
                }
                self.changed(act);
            }
            PinsCommand::Count => self.count(act),
            PinsCommand::Clear => {
                self.pins.clear();
                self.blocks.clear();
                self.changed(act);
            }
            PinsCommand::Drop(i) => {
                if i < self.pins.len() {
                    self.pins.remove(i);
                } else if i - self.pins.len() < self.blocks.len() {
                    self.blocks.remove(i - self.pins.len());
                }
                self.changed(act);
            }
        }
    }

    fn poll(&mut self, act: &mut Act<'_>) {
        if let Some(outcome) = self.counting.as_mut().and_then(Job::poll) {
            self.counting = None;
            match outcome {
                Outcome::Done(kept) => {
                    self.kept = Some(kept);
                    if kept == 0
                        && let Some(c) = self.constraints()
                    {
                        let (n, rules) = (self.n, act.shared.rules);
                        self.relaxing = Problem::keeping(n, rules, &c)
                            .ok()
                            .map(|problem| act.worker.run(requests::Relax { problem }));
                    }
                }
                Outcome::Cancelled => self.count_failed = Some(t!("pins-count-stopped")),
                Outcome::Failed(e) => {
                    self.count_failed = Some(t!("pins-count-failed", why = e.to_string()))
                }
            }
        }
        if let Some(outcome) = self.relaxing.as_mut().and_then(Job::poll) {
            self.relaxing = None;
            // Without an answer the panel just does not suggest a pin to drop.
            if let Outcome::Done(answer) = outcome {
                self.relax = Some(answer);
            }
        }
    }

    fn busy(&self) -> bool {
        self.counting.is_some() || self.relaxing.is_some()
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        None
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        match self.in_words() {
            w if w.is_empty() => t!("pins-describe"),
            w => t!("pins-describe-what", what = w),
        }
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        format!("queens-{}-pins", look.shared.n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::session::Session;
    use crate::app::{Settings, Status};
    use crate::worker::{Job, Worker};

    #[test]
    fn a_failed_count_is_said_and_ends_the_wait() {
        let mut worker = Worker::new(Arc::new(|| {}));
        let mut settings = Settings::default();
        let mut session = Session::new(8, &settings, &mut worker);
        let mut status = Status::none();
        let mut pins = Pins {
            n: 8,
            pins: vec![(0, 0)],
            blocks: Vec::new(),
            kept: None,
            counting: Some(Job::failed("out of memory")),
            count_failed: None,
            relax: None,
            relaxing: None,
        };
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while pins.busy() {
            assert!(std::time::Instant::now() < deadline, "still counting");
            let mut act = Act {
                settings: &mut settings,
                shared: &mut session.shared,
                worker: &mut worker,
                status: &mut status,
            };
            pins.poll(&mut act);
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        assert_eq!(pins.kept, None);
        assert_eq!(
            pins.count_failed.as_deref(),
            Some("The count failed: out of memory")
        );
    }
}
