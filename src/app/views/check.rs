//! Check a solver: paste what a learner's own solver printed (LeetCode 51's
//! JSON, Python's print of it, text boards, column lists or a count) and
//! see it held against the truth, as `nqueens verify` does: how many
//! boards are valid, missing, invalid and repeated, and the first of each
//! on the board (an invalid one with its attacking pair ringed).

use std::path::PathBuf;
use std::sync::Arc;

use eframe::egui::{self, RichText, Ui};

use crate::app::command::Command;
use crate::app::i18n::t;
use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::status::Status;
use crate::app::view::{Act, Incoming, Look, Out, View};
use crate::app::views::trace::{self, Traced};
use crate::app::widgets::canvas;
use crate::app::words::thousands;
use crate::engine::{Board, Placement};
use crate::replay::{Options as TraceOptions, ReplayError, Source};
use crate::verify::{Findings, Options, Reason, Report, VerifyError};
use crate::worker::requests;
use crate::worker::tasks::{Replayed, TextUnread};
use crate::worker::{Job, Outcome};

pub use crate::app::view::MAX_PASTE_BYTES;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckCommand {
    /// The text in the box changed.
    Text(String),
    OneBased(bool),
    Check,
    /// Show an example: n = 6 by a solver that never checks diagonals.
    Example,
    /// Show this board of the report on the board.
    Show(Shown),
    /// Read a file of a solver's output into the box and check it.
    File(PathBuf),
    /// Show an example trace: n = 6 by a program that places, then tests.
    ExampleTrace,
    /// Show the trace's board after this many events.
    Step(u64),
}

/// Which of the report's boards is on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    Invalid(usize),
    Missing(usize),
}

/// A solver's output file being read, and its path, for words.
type Reading = (Job<Result<String, TextUnread>>, std::path::PathBuf);

/// A trace being replayed, from where, and the file to read as a solver's
/// output instead when it holds no trace.
type Replaying = (
    Job<Result<Option<Replayed>, ReplayError>>,
    Source,
    Option<PathBuf>,
);

pub struct Check {
    n: usize,
    pub text: String,
    pub one_based: bool,
    job: Option<Job<Result<Report, VerifyError>>>,
    /// A file being read into the box, with its name.
    reading: Option<Reading>,
    pub report: Option<Result<Report, String>>,
    pub shown: Option<Shown>,
    /// A trace being replayed.
    replaying: Option<Replaying>,
    /// The output held a trace: replayed, and stepped through.
    pub trace: Option<Traced>,
}

impl Check {
    pub fn new(shared: &Shared) -> Self {
        Check {
            n: shared.n,
            text: String::new(),
            one_based: false,
            job: None,
            reading: None,
            report: None,
            shown: None,
            replaying: None,
            trace: None,
        }
    }

    /// The board of the report shown, and whether it is an invalid one.
    fn shown_board(&self) -> Option<(Placement, bool)> {
        let Some(Ok(report)) = &self.report else {
            return None;
        };
        let Findings::Boards(b) = &report.findings else {
            return None;
        };
        match self.shown? {
            Shown::Invalid(i) => Some((b.first_invalid.get(i)?.placement.clone()?, true)),
            Shown::Missing(i) => {
                let board = Board::from_columns(&b.first_missing.get(i)?.columns).ok()?;
                Some((Placement::from(&board), false))
            }
        }
    }
}

/// What a learner's solver prints for n = 6 when it never checks the
/// diagonals: every permutation, most of them attacking.
fn example() -> String {
    let n = 6;
    let mut out = String::new();
    let mut columns: Vec<usize> = (0..n).collect();
    // The permutations in order: the learner's loop over unused columns.
    loop {
        let line: Vec<String> = columns.iter().map(usize::to_string).collect();
        out += &line.join(" ");
        out.push('\n');
        let Some(i) = (0..n - 1).rev().find(|&i| columns[i] < columns[i + 1]) else {
            break;
        };
        let j = (i + 1..n)
            .rev()
            .find(|&j| columns[j] > columns[i])
            .unwrap_or(i + 1);
        columns.swap(i, j);
        columns[i + 1..].reverse();
    }
    out
}

impl Check {
    /// Reads a file of a solver's output into the box, to check it.
    fn read(&mut self, path: PathBuf, act: &mut Act<'_>) {
        let job = act.worker.run(requests::ReadText {
            path: path.clone(),
            limit: MAX_PASTE_BYTES,
        });
        self.reading = Some((job, path));
    }

    /// Replays a trace; `path`, read as a solver's output if it holds none.
    fn replay(&mut self, source: Source, path: Option<PathBuf>, act: &mut Act<'_>) {
        self.report = None;
        self.shown = None;
        self.trace = None;
        let options = TraceOptions {
            n: None,
            one_based: self.one_based,
        };
        let job = act.worker.run(requests::Replay {
            source: source.clone(),
            options,
        });
        self.replaying = Some((job, source, path));
    }
}

impl View for Check {
    type Command = CheckCommand;

    const FEATURE: Option<crate::engine::Feature> = Some(crate::engine::Feature::SolverCheck);

    /// A file opened here is a solver's output, checked at once.
    fn open(&self, incoming: &Incoming<'_>, shown: bool) -> Vec<CheckCommand> {
        match *incoming {
            Incoming::File(path) if shown => vec![CheckCommand::File(path.to_path_buf())],
            Incoming::Handed(text) if shown => {
                vec![CheckCommand::Text(text.to_string()), CheckCommand::Check]
            }
            _ => Vec::new(),
        }
    }

    fn poll(&mut self, act: &mut Act<'_>) {
        if let Some((job, path)) = self.reading.as_mut()
            && let Some(outcome) = job.poll()
        {
            let path = std::mem::take(path);
            let name = crate::formats::file_name_of(&path);
            self.reading = None;
            match outcome {
                Outcome::Done(Err(unread)) => {
                    self.report = Some(Err(unread_words(&unread, &path.display().to_string())));
                }
                Outcome::Done(Ok(text)) => {
                    *act.status = Status::info(t!("check-file-read", name = name));
                    self.text = text;
                    self.apply(CheckCommand::Check, act);
                }
                // Said where the report would be, where the eyes are.
                Outcome::Failed(why) => self.report = Some(Err(why)),
                Outcome::Cancelled => {}
            }
        }
        if let Some((job, _, _)) = self.replaying.as_mut()
            && let Some(outcome) = job.poll()
            && let Some((_, source, path)) = self.replaying.take()
        {
            match outcome {
                Outcome::Done(Ok(Some(replayed))) => {
                    self.trace = Some(Traced::new(source, replayed));
                }
                // A file without a trace: a solver's output, read and checked.
                Outcome::Done(Ok(None)) => {
                    if let Some(path) = path {
                        self.read(path, act);
                    }
                }
                Outcome::Done(Err(e)) => {
                    self.report = Some(Err(t!("check-unreadable", why = e.to_string())));
                }
                Outcome::Failed(e) => self.report = Some(Err(t!("check-unreadable", why = e))),
                Outcome::Cancelled => {}
            }
        }
        if let Some(outcome) = self.job.as_mut().and_then(Job::poll) {
            self.job = None;
            self.report = match outcome {
                Outcome::Done(Ok(report)) => {
                    self.shown = match &report.findings {
                        Findings::Boards(b) if !b.first_invalid.is_empty() => {
                            Some(Shown::Invalid(0))
                        }
                        Findings::Boards(b) if !b.first_missing.is_empty() => {
                            Some(Shown::Missing(0))
                        }
                        _ => None,
                    };
                    Some(Ok(report))
                }
                Outcome::Done(Err(e)) => Some(Err(t!("check-unreadable", why = e.to_string()))),
                Outcome::Failed(e) => Some(Err(t!("check-unreadable", why = e))),
                Outcome::Cancelled => None,
            };
        }
    }

    fn busy(&self) -> bool {
        self.job.is_some() || self.reading.is_some() || self.replaying.is_some()
    }

    fn panel(&mut self, ui: &mut Ui, _look: &Look<'_>, out: &mut Out<CheckCommand>) {
        ui.separator();
        ui.heading(t!("check-heading"));
        ui.label(t!("check-intro"));
        let paste = ui.label(RichText::new(t!("check-paste")).strong());
        let mut text = self.text.clone();
        let edit = egui::TextEdit::multiline(&mut text)
            .code_editor()
            .desired_rows(5)
            .desired_width(f32::INFINITY)
            .hint_text(t!("check-hint"));
        // One height, full or empty: the buttons below never move.
        let response = egui::ScrollArea::vertical()
            .id_salt("check-text")
            .auto_shrink([false, false])
            .max_height(120.0)
            .show(ui, |ui| ui.add(edit))
            .inner;
        let response = response
            .labelled_by(paste.id)
            .on_hover_text(t!("check-box-tip"));
        if response.changed() {
            out.push(CheckCommand::Text(text));
        }
        let mut one_based = self.one_based;
        if ui
            .checkbox(&mut one_based, t!("check-one-based"))
            .on_hover_text(t!("check-one-based-tip"))
            .changed()
        {
            out.push(CheckCommand::OneBased(one_based));
        }
        ui.horizontal_wrapped(|ui| {
            let ready = !self.text.trim().is_empty() && self.job.is_none();
            if ui
                .add_enabled(ready, egui::Button::new(t!("check-button")))
                .clicked()
            {
                out.push(CheckCommand::Check);
            }
            if ui
                .button(t!("check-open"))
                .on_hover_text(t!(
                    "check-open-tip",
                    size = thousands(MAX_PASTE_BYTES as u64 >> 20)
                ))
                .clicked()
            {
                out.app(Command::OpenForView);
            }
            if ui
                .button(t!("check-example"))
                .on_hover_text(t!("check-example-tip"))
                .clicked()
            {
                out.push(CheckCommand::Example);
            }
            if ui
                .button(t!("trace-example"))
                .on_hover_text(t!("trace-example-tip"))
                .clicked()
            {
                out.push(CheckCommand::ExampleTrace);
            }
            if self.busy() {
                ui.spinner();
            }
        });
        if let Some(traced) = &self.trace {
            trace::panel(ui, traced, out);
            return;
        }
        match &self.report {
            None => {}
            Some(Err(why)) => {
                ui.colored_label(ui.visuals().error_fg_color, why);
            }
            Some(Ok(report)) => report_lines(ui, report, self.shown, out),
        }
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<CheckCommand>) {
        if let Some(traced) = &self.trace {
            trace::central(ui, look, traced, out);
            return;
        }
        let mut options = scene_options(look.settings);
        options.mark_conflicts = true;
        let Some((placement, invalid)) = self.shown_board() else {
            ui.centered_and_justified(|ui| ui.weak(t!("check-nothing-shown")));
            return;
        };
        // Two queens in one row make no Board: said in words instead.
        let Some(board) = placement.to_board() else {
            ui.centered_and_justified(|ui| ui.label(t!("check-two-in-a-row")));
            return;
        };
        let description = if invalid {
            t!("check-board-invalid")
        } else {
            t!("check-board-missing")
        };
        canvas::board_widget(ui, &board, &options, false, &description);
    }

    fn apply(&mut self, command: CheckCommand, act: &mut Act<'_>) {
        match command {
            CheckCommand::Text(text) => {
                if text.len() > MAX_PASTE_BYTES {
                    *act.status = Status::error(t!(
                        "check-too-long",
                        size = thousands(MAX_PASTE_BYTES as u64 >> 20)
                    ));
                    return;
                }
                self.text = text;
            }
            CheckCommand::OneBased(on) => self.one_based = on,
            CheckCommand::File(path) => {
                // A trace is replayed from the file, however long; other
                // output is read into the box.
                self.replay(Source::File(path.clone()), Some(path), act);
            }
            CheckCommand::Example => self.text = example(),
            CheckCommand::ExampleTrace => {
                self.text = trace::example();
                self.apply(CheckCommand::Check, act);
            }
            CheckCommand::Step(step) => {
                if let Some(traced) = self.trace.as_mut() {
                    traced.go(step);
                }
            }
            CheckCommand::Show(shown) => self.shown = Some(shown),
            CheckCommand::Check if crate::replay::holds_trace(&self.text) => {
                let bytes: std::sync::Arc<[u8]> = self.text.as_bytes().into();
                self.replay(Source::Bytes(bytes), None, act);
            }
            CheckCommand::Check => {
                self.trace = None;
                let text = self.text.clone();
                let options = Options {
                    // A count is of the n chosen above; boards tell their own.
                    n: None,
                    one_based: self.one_based,
                    format: None,
                    rules: crate::engine::Rules::QUEENS,
                };
                let n = self.n;
                self.report = None;
                self.shown = None;
                self.job = Some(act.worker.run(requests::Verify { text, options, n }));
            }
        }
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        if let Some(traced) = &self.trace {
            return traced.board().map(|(board, _)| Arc::new(board));
        }
        self.shown_board()
            .and_then(|(p, _)| p.to_board())
            .map(Arc::new)
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        t!("check-describe")
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        format!("queens-{}-checked", look.shared.n)
    }
}

/// The report: its figures, the verdict, and the first boards of each
/// kind as buttons that show them.
fn report_lines(ui: &mut Ui, report: &Report, shown: Option<Shown>, out: &mut Out<CheckCommand>) {
    ui.separator();
    let exact = report.is_exact();
    let colour = if exact {
        ui.visuals().widgets.active.fg_stroke.color
    } else {
        ui.visuals().warn_fg_color
    };
    match &report.findings {
        Findings::Count { printed, truth } => {
            ui.label(t!(
                "check-count",
                n = report.n,
                printed = thousands(*printed),
                truth = thousands(*truth)
            ));
        }
        Findings::Boards(b) => {
            ui.label(t!(
                "check-figures",
                n = report.n,
                boards = thousands(b.boards)
            ));
            egui::Grid::new("check-figures")
                .num_columns(2)
                .show(ui, |ui| {
                    for (key, value) in [
                        ("check-valid", b.valid),
                        ("check-missing", b.missing),
                        ("check-invalid", b.invalid),
                        ("check-duplicates", b.duplicates),
                    ] {
                        ui.label(crate::app::i18n::tr(key));
                        ui.label(RichText::new(thousands(value)).monospace());
                        ui.end_row();
                    }
                });
            examples(ui, report.n, b, shown, out);
            for repeat in &b.first_repeats {
                ui.label(t!(
                    "check-repeat",
                    place = thousands(repeat.place),
                    number = thousands(repeat.number)
                ));
            }
        }
    }
    let verdict = if exact {
        t!(
            "check-exact",
            n = report.n,
            truth = thousands(report.truth())
        )
    } else {
        t!(
            "check-wrong",
            n = report.n,
            truth = thousands(report.truth())
        )
    };
    ui.label(RichText::new(verdict).strong().color(colour));
}

/// The first invalid and missing boards, each a line that shows it on
/// the board when clicked.
fn examples(
    ui: &mut Ui,
    n: usize,
    b: &crate::verify::BoardsReport,
    shown: Option<Shown>,
    out: &mut Out<CheckCommand>,
) {
    for (i, invalid) in b.first_invalid.iter().enumerate() {
        // Squares and rows as the board names them.
        let text = match (invalid.attack(), &invalid.placement) {
            (Some(attack), Some(placement)) => {
                let name = |sq| crate::scene::square_name(sq, placement.n());
                let line = attack.line.key();
                t!(
                    "check-attack",
                    place = thousands(invalid.place),
                    at = thousands(invalid.line),
                    first = name(attack.first),
                    second = name(attack.second),
                    line = line
                )
            }
            _ => t!(
                "check-invalid-board",
                place = thousands(invalid.place),
                line = thousands(invalid.line),
                why = reason_words(&invalid.reason, n)
            ),
        };
        let selected = shown == Some(Shown::Invalid(i));
        if ui.selectable_label(selected, text).clicked() {
            out.push(CheckCommand::Show(Shown::Invalid(i)));
        }
    }
    for (i, missing) in b.first_missing.iter().enumerate() {
        let files: Vec<String> = missing
            .columns
            .iter()
            .map(|&c| crate::scene::file_name(c as usize, missing.columns.len()))
            .collect();
        let text = t!(
            "check-missing-board",
            number = thousands(missing.number),
            files = files.join(" ")
        );
        let selected = shown == Some(Shown::Missing(i));
        if ui.selectable_label(selected, text).clicked() {
            out.push(CheckCommand::Show(Shown::Missing(i)));
        }
    }
}

/// Why a solver's output file did not read, in the window's language.
fn unread_words(unread: &TextUnread, path: &str) -> String {
    match unread {
        TextUnread::Unreadable(why) => t!("check-file-unreadable", path = path, why = why.as_str()),
        TextUnread::TooLong(limit) => t!(
            "check-file-too-long",
            size = thousands(*limit as u64 >> 20),
            path = path
        ),
        TextUnread::NotText(at) => t!("check-file-not-text", at = thousands(*at)),
    }
}

/// Why a board is not a solution, in the window's language, with rows
/// named as the board labels them (the command line says
/// [`Reason`]'s own words).
fn reason_words(reason: &Reason, n: usize) -> String {
    match reason {
        Reason::Attack(attack) => attack.to_string(),
        Reason::Rows { rows, n } => t!("check-why-rows", rows = *rows, n = *n),
        Reason::RowWidth { row, width, n } => t!(
            "check-why-row-width",
            line = *row + 1,
            width = *width,
            n = *n
        ),
        Reason::Columns { listed, n } => t!("check-why-columns", listed = *listed, n = *n),
        Reason::OffBoard {
            row,
            printed,
            low,
            high,
        } => t!(
            "check-why-off-board",
            index = *row + 1,
            printed = *printed,
            low = *low,
            high = *high
        ),
        Reason::Board(e) => t!("check-why-board", why = e.to_string()),
        Reason::EmptyRow { row, n } => t!("check-why-empty-row", rank = n - row),
        Reason::NotSolution => t!("check-why-not-solution"),
        Reason::Pieces { first, second } => t!(
            "check-why-pieces",
            first = crate::scene::square_name(*first, n),
            second = crate::scene::square_name(*second, n)
        ),
    }
}
