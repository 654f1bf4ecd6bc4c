//! Pins: pin a queen on a square or block a square by clicking; the browser
//! and the gallery then list only the solutions that keep them, and the
//! panel counts them live (on the worker). When none fit, it says which pin
//! or block to drop.

use std::sync::Arc;

use eframe::egui::{RichText, Ui};

use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::view::{Act, Look, Out, View};
use crate::app::widgets::canvas::{self, BigBoardView};
use crate::app::words::{plural, thousands};
use crate::engine::{Board, Constraints, Square};
use crate::scene::{Mark, square_name};
use crate::worker::{Job, Outcome, tasks};

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
/// use nqueens::app::next_mark;
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
    big: BigBoardView,
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
            big: BigBoardView::default(),
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

    /// The constraints in words, as the panel's sentence ends: "keep a
    /// queen on d1 and none on a8".
    pub fn in_words(&self) -> String {
        let names = |squares: &[Square]| -> String {
            let mut sorted = squares.to_vec();
            sorted.sort_unstable();
            let names: Vec<String> = sorted.iter().map(|&s| square_name(s, self.n)).collect();
            match names.as_slice() {
                [] => String::new(),
                [one] => one.clone(),
                [init @ .., last] => format!("{} and {last}", init.join(", ")),
            }
        };
        match (self.pins.is_empty(), self.blocks.is_empty()) {
            (true, true) => String::new(),
            (false, true) => format!("keep a queen on {}", names(&self.pins)),
            (true, false) => format!("keep no queen on {}", names(&self.blocks)),
            (false, false) => format!(
                "keep a queen on {} and none on {}",
                names(&self.pins),
                names(&self.blocks)
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
        let n = self.n;
        self.count_failed = None;
        self.counting = self
            .constraints()
            .filter(|c| !c.is_empty())
            .map(|c| act.worker.job(move |task| tasks::count_kept(n, &c, task)));
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
        let words = self.in_words();
        let verb = if kept == 1 { "keeps" } else { "keep" };
        let words = words.replacen("keep", verb, 1);
        Some(match total {
            Some(total) => format!(
                "{} of {} of n = {n} {words}.",
                thousands(kept),
                plural(total, "solution", "solutions")
            ),
            None => format!(
                "{} of n = {n} {words}.",
                plural(kept, "solution", "solutions")
            ),
        })
    }
}

impl View for Pins {
    type Command = PinsCommand;

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        // Past the live limit the panel says how long a count would take.
        if self.n > LIVE_COUNT_LIMIT {
            act.shared.ensure_tally_forecast(act.worker);
        }
        false
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<PinsCommand>) {
        ui.separator();
        ui.heading("Pins and blocks");
        ui.label("Click a square: once to pin a queen there, twice to block it, a third time to free it.");
        if self.pins.is_empty() && self.blocks.is_empty() {
            ui.weak("Nothing pinned or blocked: every solution counts.");
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
            ui.horizontal(|ui| {
                let what = match mark {
                    Mark::Pin => "queen on",
                    Mark::Block => "no queen on",
                };
                ui.label(format!("{what} {}", square_name(square, n)));
                if ui
                    .small_button("Drop")
                    .on_hover_text(format!(
                        "Forget this {}",
                        if mark == Mark::Pin { "pin" } else { "block" }
                    ))
                    .clicked()
                {
                    out.push(PinsCommand::Drop(i));
                }
            });
        }
        if ui
            .button("Clear all")
            .on_hover_text("Drop every pin and block")
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
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("Counting…");
                });
            }
            None => {
                if let Some(why) = &self.count_failed {
                    ui.colored_label(ui.visuals().error_fg_color, why);
                }
                ui.label(format!(
                    "Counting them goes through the search of n = {}: {} here at most.",
                    self.n,
                    look.shared.tally_time()
                ));
                if ui.button("Count them").clicked() {
                    out.push(PinsCommand::Count);
                }
            }
        }
        if self.kept == Some(0) {
            let all = self.constraints().unwrap_or_else(|| Constraints::none(n));
            let advice = match self.relax {
                None => "Looking for a pin or block to drop…".to_string(),
                Some(None) => "No single pin or block to drop brings one back.".to_string(),
                Some(Some(i)) => {
                    let (square, what) = if i < all.pins().len() {
                        (all.pins()[i], "the pin on")
                    } else {
                        (all.blocks()[i - all.pins().len()], "the block on")
                    };
                    format!(
                        "Drop {what} {} and some solution fits.",
                        square_name(square, n)
                    )
                }
            };
            ui.label(advice);
        } else if self.kept.is_some() {
            ui.label("Browse lists only these; so does the gallery.");
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
        let description = format!("Board of {n}: pins and blocks");
        let (_, clicked) =
            canvas::board_widget(ui, &board, &options, false, &mut self.big, 0, &description);
        if let Some(square) = clicked {
            out.push(PinsCommand::Click(square));
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
                        let n = self.n;
                        self.relaxing = Some(act.worker.job(move |task| tasks::relax(n, &c, task)));
                    }
                }
                Outcome::Cancelled => self.count_failed = Some("The count was stopped.".into()),
                Outcome::Failed(e) => self.count_failed = Some(format!("The count failed: {e}")),
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
            w if w.is_empty() => "pins and blocks".into(),
            w => format!("solutions that {w}"),
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
    use crate::worker::{TaskError, Worker};

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
            counting: Some(
                worker.job(|_| Err::<u64, _>(TaskError::Failed("out of memory".into()))),
            ),
            count_failed: None,
            relax: None,
            relaxing: None,
            big: BigBoardView::default(),
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
