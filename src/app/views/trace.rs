//! A learner's own search in Check a solver: output holding `place R C`,
//! `remove R C` and `solution` lines is replayed beside the textbook's
//! search (as `nqueens trace` does) and stepped through on the board: the
//! verdict and why, the figures, any event by the slider, a jump to the
//! first difference. A file is read again at each step, a stride of
//! events at most, never held whole.

use eframe::egui::{self, RichText, Ui};

use crate::app::command::{Command, SaveWhat};
use crate::app::i18n::{t, tr};
use crate::app::view::{Look, Out};
use crate::app::views::check::CheckCommand;
use crate::app::widgets::canvas;
use crate::app::widgets::minimap::minimap;
use crate::app::words::thousands;
use crate::engine::{Board, Line};
use crate::replay::{Diagnosis, Event, Frame, LineSet, Position, Source, Steps, Verdict, Work};
use crate::worker::tasks::{Replayed, ReplayedTrace, Trees};

/// A trace replayed, and the event shown.
pub struct Traced {
    pub source: Source,
    pub verdict: Verdict,
    pub steps: std::sync::Arc<Steps>,
    /// Events replayed on the board shown (0: the empty board).
    pub step: u64,
    pub position: Result<Position, String>,
    /// The search trees, for a trace short enough to keep them.
    pub trees: Option<Trees>,
}

impl Traced {
    /// The trace at its first difference, or at its end when it is the
    /// textbook's search.
    pub fn new(source: Source, replayed: Replayed) -> Traced {
        let ReplayedTrace {
            verdict,
            steps,
            trees,
        } = *replayed;
        let step = match &verdict.difference {
            Some(d) => d.event.min(steps.events()),
            None => steps.events(),
        };
        let mut traced = Traced {
            source,
            verdict,
            steps: std::sync::Arc::new(steps),
            step,
            position: Err(String::new()),
            trees,
        };
        traced.go(step);
        traced
    }

    /// Shows the board after `step` events.
    pub fn go(&mut self, step: u64) {
        self.step = step.min(self.steps.events());
        self.position = self
            .source
            .at(&self.steps, self.step)
            .map_err(|e| t!("check-unreadable", why = e.to_string()));
    }

    /// The board shown, one queen a row (a second in a row is said in
    /// words), and the rows holding more than one.
    pub fn board(&self) -> Option<(Board, Vec<u32>)> {
        self.position.as_ref().ok()?.board(self.steps.n())
    }
}

/// The order of a frame in the window's words.
fn order_words(frame: Frame) -> String {
    let (lines, across) = if frame.transposed {
        (
            ["trace-columns-left", "trace-columns-right"],
            ["trace-rows-top", "trace-rows-bottom"],
        )
    } else {
        (
            ["trace-rows-top", "trace-rows-bottom"],
            ["trace-columns-left", "trace-columns-right"],
        )
    };
    t!(
        "trace-order",
        lines = tr(lines[usize::from(frame.lines_reversed)]),
        across = tr(across[usize::from(frame.squares_reversed)])
    )
}

fn lines_words(lines: LineSet) -> String {
    let words: Vec<String> = lines
        .lines()
        .map(|line| {
            tr(match line {
                Line::Row => "trace-line-rows",
                Line::Column => "trace-line-columns",
                Line::Diagonal => "trace-line-diagonals",
                _ => "trace-line-anti-diagonals",
            })
        })
        .collect();
    words.join(", ")
}

fn work_words(work: Work) -> String {
    match work.textbook {
        Some(textbook) => t!(
            "trace-work",
            placements = thousands(work.placements),
            textbook = thousands(textbook)
        ),
        None => t!("trace-work-alone", placements = thousands(work.placements)),
    }
}

/// What a program does wrong, in the window's language.
pub fn diagnosis_words(diagnosis: &Diagnosis) -> String {
    let line = |columns: bool| {
        tr(if columns {
            "trace-a-column"
        } else {
            "trace-a-row"
        })
    };
    match *diagnosis {
        Diagnosis::OnlyFullPermutations(w) => t!("trace-why-permutations", work = work_words(w)),
        Diagnosis::OnlyFullBoards(w) => t!("trace-why-full-boards", work = work_words(w)),
        Diagnosis::Untested(lines) => t!("trace-why-untested", lines = lines_words(lines)),
        Diagnosis::TestedLate(lines) => t!("trace-why-late", lines = lines_words(lines)),
        Diagnosis::PlaceThenTest(w) => t!("trace-why-place-then-test", work = work_words(w)),
        Diagnosis::Attacked => tr("trace-why-attacked"),
        Diagnosis::NoUndo(_) => tr("trace-why-no-undo"),
        Diagnosis::Abs => tr("trace-why-abs"),
        Diagnosis::Skipped => tr("trace-why-skipped"),
        Diagnosis::SquaresOutOfOrder { columns } => {
            t!("trace-why-squares-order", line = line(columns))
        }
        Diagnosis::LinesSkipped { columns, work } => t!(
            "trace-why-lines-skipped",
            line = line(columns),
            work = work_words(work)
        ),
        Diagnosis::OutOfOrder { columns } => t!("trace-why-order", line = line(columns)),
        Diagnosis::Unreported => tr("trace-why-unreported"),
        Diagnosis::FalseReport => tr("trace-why-false-report"),
        Diagnosis::WrongRemove => tr("trace-why-wrong-remove"),
        Diagnosis::FirstRowHalf => tr("trace-why-half"),
        Diagnosis::Greedy => tr("trace-why-greedy"),
        Diagnosis::FirstSolution => tr("trace-why-first-solution"),
        Diagnosis::EndedEarly => tr("trace-why-ended"),
        Diagnosis::GoesOn { n } => t!("trace-why-goes-on", n = n),
    }
}

/// An event as the trace prints it (the program's own words, not
/// translated), or the end.
fn event_words(event: Option<Event>, end: &str) -> String {
    match event {
        Some(event) => format!("`{event}`"),
        None => tr(end),
    }
}

/// The verdict, the figures and the steps, in the panel.
pub fn panel(ui: &mut Ui, traced: &Traced, out: &mut Out<CheckCommand>) {
    ui.separator();
    let v = &traced.verdict;
    let f = &v.figures;
    ui.label(t!(
        "trace-read",
        events = thousands(f.events),
        lines = thousands(v.lines),
        n = v.n
    ));
    ui.label(t!(
        "trace-figures",
        placed = thousands(f.placements),
        removed = thousands(f.removes),
        reported = thousands(f.reported),
        valid = thousands(f.distinct_valid)
    ));
    if let Some(&truth) = crate::engine::KNOWN_COUNTS.get(v.n.wrapping_sub(1)) {
        ui.label(t!(
            "trace-truth",
            n = v.n,
            truth = thousands(truth),
            missed = thousands(truth.saturating_sub(f.distinct_valid))
        ));
    }
    if let Some(textbook) = v.textbook {
        ui.label(work_words(Work {
            placements: f.placements,
            textbook: Some(textbook.placements),
        }));
    }
    let (words, good) = match v.matched {
        Some(frame) if frame == Frame::TEXTBOOK => {
            (t!("trace-textbook", order = order_words(frame)), true)
        }
        Some(frame) => (t!("trace-symmetry", order = order_words(frame)), true),
        None => {
            let why: Vec<String> = v.diagnoses().iter().map(diagnosis_words).collect();
            (t!("trace-not", why = why.join("; ")), false)
        }
    };
    let colour = if good {
        ui.visuals().widgets.active.fg_stroke.color
    } else {
        ui.visuals().warn_fg_color
    };
    ui.label(RichText::new(words).strong().color(colour));
    if let Some(d) = &v.difference {
        let text = t!(
            "trace-difference",
            event = thousands(d.event),
            line = thousands(d.line),
            expected = event_words(d.expected, "trace-textbook-ended"),
            actual = event_words(d.actual, "trace-yours-ended")
        );
        if ui
            .selectable_label(traced.step == d.event.min(traced.steps.events()), text)
            .on_hover_text(tr("trace-difference-tip"))
            .clicked()
        {
            out.push(CheckCommand::Step(d.event));
        }
    }
}

/// The slider over every event and the buttons beside it.
fn steps_bar(ui: &mut Ui, traced: &Traced, out: &mut Out<CheckCommand>) {
    let events = traced.steps.events();
    let mut step = traced.step;
    let label = ui.label(t!(
        "trace-step",
        step = thousands(step),
        events = thousands(events)
    ));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().slider_width = (ui.available_width() - 40.0).clamp(120.0, 600.0);
        let slider = egui::Slider::new(&mut step, 0..=events)
            .show_value(false)
            .clamping(egui::SliderClamping::Always);
        if ui.add(slider).labelled_by(label.id).changed() {
            out.push(CheckCommand::Step(step));
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(traced.step > 0, egui::Button::new(tr("trace-previous")))
            .clicked()
        {
            out.push(CheckCommand::Step(traced.step.saturating_sub(1)));
        }
        if ui
            .add_enabled(traced.step < events, egui::Button::new(tr("trace-next")))
            .clicked()
        {
            out.push(CheckCommand::Step(traced.step + 1));
        }
        if let Some(d) = &traced.verdict.difference
            && ui.button(tr("trace-go-difference")).clicked()
        {
            out.push(CheckCommand::Step(d.event));
        }
        if ui
            .button(tr("trace-save"))
            .on_hover_text(t!(
                "trace-save-tip",
                frames = thousands(crate::formats::MAX_ANIMATION_FRAMES as u64)
            ))
            .clicked()
        {
            out.app(Command::Save {
                what: SaveWhat::Replay {
                    source: traced.source.clone(),
                    steps: traced.steps.clone(),
                    from: traced.step,
                },
                stem: format!("queens-{}-trace-from-{}", traced.steps.n(), traced.step),
            });
        }
    });
}

/// The learner's search tree over the textbook's, each up to the event
/// shown; a click on a queen of either goes to the event that placed it.
fn trees(ui: &mut Ui, traced: &Traced, out: &mut Out<CheckCommand>) {
    let Some(trees) = &traced.trees else {
        ui.weak(t!(
            "trace-no-tree",
            placements = thousands(crate::replay::MAX_TREE_PLACEMENTS)
        ));
        return;
    };
    let n = traced.steps.n();
    let step = traced.step as usize;
    let height = (ui.available_height() * 0.12).clamp(36.0, 90.0);
    let depth = traced.position.as_ref().map_or(0, |p| p.queens.len());
    let position = |depth: usize| crate::engine::TracePosition {
        queens: vec![0; depth.min(n)],
        steps: step,
        ..crate::engine::TracePosition::start()
    };
    ui.label(RichText::new(tr("trace-tree-yours")).strong());
    if let Some(to) = minimap(ui, &trees.yours, &position(depth), n, height) {
        out.push(CheckCommand::Step(to as u64));
    }
    let theirs = trees
        .textbook_depths
        .get(step)
        .or(trees.textbook_depths.last())
        .map_or(0, |&d| d as usize);
    ui.label(RichText::new(tr("trace-tree-textbook")).strong());
    if let Some(to) = minimap(ui, &trees.textbook, &position(theirs), n, height) {
        out.push(CheckCommand::Step(to as u64));
    }
}

/// The steps over the learner's board after the event shown, the event's
/// square lit.
pub fn central(ui: &mut Ui, look: &Look<'_>, traced: &Traced, out: &mut Out<CheckCommand>) {
    steps_bar(ui, traced, out);
    trees(ui, traced, out);
    let position = match &traced.position {
        Ok(position) => position,
        Err(why) => {
            ui.centered_and_justified(|ui| ui.colored_label(ui.visuals().error_fg_color, why));
            return;
        }
    };
    let n = traced.steps.n();
    let caption = match position.last {
        None => tr("trace-empty-board"),
        Some((event, line)) => {
            let mut words = t!(
                "trace-at",
                step = thousands(position.events),
                line = thousands(line),
                event = format!("`{event}`")
            );
            if let Event::Place(r, c) | Event::Remove(r, c) = event {
                let name = crate::scene::square_name((r as usize, c as usize), n);
                words.push_str(&format!(" ({name})"));
            }
            words
        }
    };
    ui.label(RichText::new(&caption).strong());
    let Some((board, crowded)) = traced.board() else {
        return;
    };
    if let Some(&row) = crowded.first() {
        ui.label(t!("trace-crowded", row = row));
    }
    let mut options = crate::app::settings::scene_options(look.settings);
    options.mark_conflicts = true;
    options.trying = match position.last {
        Some((Event::Place(r, c) | Event::Remove(r, c), _)) => Some((r as usize, c as usize)),
        _ => None,
    };
    // At the first difference, the square the textbook places on instead.
    let difference = traced.verdict.difference.as_ref();
    if let Some(d) = difference.filter(|d| d.event == position.events)
        && let Some(Event::Place(r, c)) = d.expected
    {
        options.pointed = Some((r as usize, c as usize));
        ui.label(t!(
            "trace-textbook-here",
            square = crate::scene::square_name((r as usize, c as usize), n)
        ));
    }
    canvas::board_widget(ui, &board, &options, false, &caption);
}

/// What a learner's program that places a queen, then tests her, prints
/// for n = 6 with the three trace lines: the example of the panel.
pub fn example() -> String {
    fn go(n: usize, queens: &mut Vec<usize>, out: &mut String) {
        let row = queens.len();
        if row == n {
            out.push_str("solution\n");
            return;
        }
        for col in 0..n {
            out.push_str(&format!("place {row} {col}\n"));
            let safe = queens
                .iter()
                .enumerate()
                .all(|(r, &c)| c != col && c.abs_diff(col) != row - r);
            queens.push(col);
            if safe {
                go(n, queens, out);
            }
            queens.pop();
            out.push_str(&format!("remove {row} {col}\n"));
        }
    }
    let mut out = String::from("n = 6\n");
    go(6, &mut Vec::new(), &mut out);
    out
}
