//! Watch: the textbook row-by-row search, step by step from the engine's
//! trace, as the seed text's 4-queens walk-through tells it: try a square,
//! reject it along the line of the attack, place, backtrack, find.

mod arrival;
mod pace;
mod panel;
mod steps;

use pace::PRESETS;
pub use pace::{WHOLE_RUN_SECONDS, minute_pace, preset_label};
pub use steps::describe;
use steps::returns_a_solution;

use std::sync::Arc;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, RichText, Ui};

use crate::app::address::{Address, Problem};
use crate::app::i18n::t;
use crate::app::settings::{WATCH_MAX_SPEED, scene_options};
use crate::app::shared::Shared;
use crate::app::view::{Act, Look, Out, RightPanel, View};
use crate::app::widgets::canvas;
use crate::app::widgets::code::code_panel;
use crate::app::widgets::minimap::minimap;
use crate::engine::{Board, Feature, Line, Rules, SearchTree, Square, Step, TracePosition};
use crate::scene::Mark;
use crate::textbook::{
    Answer, LECTURE_LETTERS, Language, Mistake, MistakeVerdict, NextWhy, Question, Score, is_right,
    lecture_ends, lecture_step, why_next,
};
use crate::worker::requests;
use crate::worker::{Job, Outcome, Stream, tasks};

const NEXT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowRight);
const PREVIOUS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowLeft);
const FIRST: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Home);
const LAST: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::End);
const SPACE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Space);

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum WatchCommand {
    Play(bool),
    Step,
    Back,
    Restart,
    ToEnd,
    /// Steps a second.
    Speed(f64),
    /// The whole run in about a minute, whatever its length.
    MinutePace,
    /// To the position after this many steps (the scrubber).
    Seek(usize),
    /// The program shown beside the board.
    Language(Language),
    /// Run a program with one of the typical mistakes (`None`: the right one).
    Mistake(Option<Mistake>),
    /// The quiz on or off: before each step, the learner says what comes.
    Quiz(bool),
    /// The learner's answer to the quiz's question about the next step.
    Answer(Answer),
}

/// The quiz of the run: the score and the answer last given.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Quiz {
    pub score: Score,
    pub last: Option<Feedback>,
}

/// An answer given, and the step it was about.
#[derive(Debug, Clone, PartialEq)]
pub struct Feedback {
    pub answer: Answer,
    pub right: bool,
    pub step: Step,
    /// Why the search took that step, where the question was "what next?".
    pub why: Option<NextWhy>,
}

/// The largest n a mistaken program is run for: its whole run is judged
/// against the truth, and a wrong program's tree can be far larger.
pub const MAX_MISTAKE_N: usize = 10;

/// The animation view; its trace is asked for the first time it is shown.
pub struct Watch {
    n: usize,
    /// The piece and board searched on; the mistakes and the quiz are of
    /// the classic queens' program.
    rules: Rules,
    pub state: Option<WatchState>,
    /// The mistaken program run instead of the right one, if any.
    pub mistake: Option<Mistake>,
    /// The quiz, when it is on: the run then moves a step per answer.
    pub quiz: Option<Quiz>,
    /// A step a link asked for, until the steps get there.
    arriving: Option<usize>,
}

impl Watch {
    pub fn new(shared: &Shared) -> Self {
        Watch {
            n: shared.n,
            rules: shared.rules,
            state: None,
            mistake: None,
            quiz: None,
            arriving: None,
        }
    }
}

impl View for Watch {
    type Command = WatchCommand;

    fn works_at(n: usize) -> bool {
        n <= crate::engine::MAX_SEARCH_N
    }

    fn limit_reason() -> String {
        t!("view-watch-limit", n = crate::engine::MAX_SEARCH_N)
    }

    fn claims_address(address: &Address) -> bool {
        address.step.is_some()
    }

    fn arrive(&mut self, address: &Address, shown: bool, act: &mut Act<'_>) -> Vec<Problem> {
        self.arrive_at(address.step, shown, act)
    }

    fn address(&self, _look: &Look<'_>, address: &mut Address) {
        address.step = self.linked_step();
    }

    /// The person went elsewhere first: a step on its way is forgotten.
    fn hidden(&mut self) {
        self.arriving = None;
    }

    fn update(&mut self, dt: f64, act: &mut Act<'_>) -> bool {
        let (n, rules) = (self.n, self.rules);
        // The quiz and the mistakes are the textbook's, on its queens.
        let textbook = rules.supports(Feature::Textbook);
        let mistake = self.mistake.filter(|_| n <= MAX_MISTAKE_N && textbook);
        if !textbook {
            self.quiz = None;
        }
        let state = self.state.get_or_insert_with(|| match mistake {
            None => {
                let stream = act.worker.slices(tasks::tracing(n, rules, TRACE_LIMIT));
                let mut state = WatchState::new(n, stream);
                state.rules = rules;
                state
            }
            Some(m) => {
                let stream = act.worker.steps(tasks::MistakeTrace {
                    n,
                    mistake: m,
                    limit: TRACE_LIMIT,
                });
                let mut state = WatchState::new(n, stream);
                let verdict = act.worker.run(requests::Verdict { n, mistake: m });
                state.mistake = Some(MistakeRun {
                    mistake: m,
                    verdict: Some(verdict),
                    found: None,
                });
                state
            }
        });
        if self.quiz.is_some() {
            // The quiz moves a step per answer.
            state.playing = false;
        }
        let speed = if act.settings.watch_minute {
            minute_pace(state.known_steps())
        } else {
            act.settings.watch_speed
        };
        state.tick(dt, speed);
        self.follow_arrival(act);
        self.state.as_ref().is_some_and(|s| s.playing)
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<WatchCommand>) {
        ui.separator();
        ui.heading(t!("watch-heading"));
        let Some(watch) = &self.state else {
            return;
        };
        // The quiz and the mistakes are the textbook's, on its queens.
        let textbook = self.rules.supports(Feature::Textbook);
        panel::buttons(ui, watch, self.quiz.is_some(), out);
        if textbook {
            panel::quiz(ui, watch, self.quiz.as_ref(), out);
        }
        let speed = panel::scrubber_and_pace(ui, watch, look, out);
        panel::standing(ui, watch, speed, self.quiz.is_some());
        if textbook {
            panel::mistakes(ui, watch, self.mistake, out);
        } else {
            ui.separator();
            ui.weak(t!(
                "watch-ruled-note",
                rules = crate::app::words::rules_words(&self.rules)
            ));
        }
        panel::found(ui, watch);
    }

    fn right_panel_shape(&self, _look: &Look<'_>) -> Option<RightPanel> {
        // Wide enough for the code's longest lines in a normal window.
        Some(RightPanel {
            width: 470.0,
            share: 0.42,
            readable: 300.0,
        })
    }

    fn right_panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<WatchCommand>) {
        let Some(watch) = &self.state else {
            return;
        };
        // The tree in a panel of its own, the code beside it scrolling: at
        // the bottom of a column beside the board; to the right when the
        // panel lies under the board (a small window), wide and short, so
        // that the code keeps its height.
        let room = ui.available_size();
        let tree = |ui: &mut Ui, height: f32, out: &mut Out<WatchCommand>| {
            ui.label(RichText::new(t!("watch-tree")).strong())
                .on_hover_text(t!("watch-tree-tip"));
            if let Some(steps) = minimap(ui, &watch.tree, &watch.position, watch.n, height) {
                out.push(WatchCommand::Seek(steps));
            }
        };
        if room.x > 1.5 * room.y {
            egui::Panel::right("search-tree-beside")
                .resizable(false)
                .exact_size((room.x * 0.3).max(120.0))
                .show(ui, |ui| {
                    let height = (ui.available_height() - 28.0).clamp(60.0, 240.0);
                    tree(ui, height, out);
                });
        } else {
            egui::Panel::bottom("search-tree")
                .resizable(false)
                .show(ui, |ui| tree(ui, 120.0, out));
        }
        let step = watch.last_step();
        if let Some(language) = code_panel(
            ui,
            look.settings.code_language,
            watch.mistake.as_ref().map(|m| m.mistake),
            &self.rules,
            step,
            &watch.position,
            watch.n,
        ) {
            out.push(WatchCommand::Language(language));
        }
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<WatchCommand>) {
        let n = look.shared.n;
        let mut options = scene_options(look.settings);
        options.rules = self.rules;
        let board = self.state.as_ref().and_then(WatchState::board);
        if let Some(watch) = &self.state {
            options.trying = watch.position.trying;
            options.rejected = watch.rejected();
            if watch.mistake.is_some() {
                // What the program believes: a queen it wrongly accepts is
                // ringed with the queen it attacks, a square it wrongly
                // thinks attacked is marked.
                options.mark_conflicts = true;
                options.marks = watch
                    .position
                    .phantom
                    .iter()
                    .map(|&square| (square, Mark::Block))
                    .collect();
            }
        }
        let empty = self.rules.empty_board(n).ok();
        let Some(shown) = board.as_ref().or(empty.as_ref()) else {
            return;
        };
        let description = t!("board-search", n = n);
        let (_, clicked) = canvas::board_widget(ui, shown, &options, false, &description);
        // The quiz's "which square is tried next?" is answered on the board.
        if let Some(square) = clicked
            && self.quiz.is_some()
            && self
                .state
                .as_ref()
                .and_then(WatchState::next_step)
                .is_some_and(|step| Question::before(step) == Question::Next)
        {
            out.push(WatchCommand::Answer(Answer::Try(square)));
        }
    }

    fn keys(&self, input: &mut egui::InputState, out: &mut Out<WatchCommand>) {
        let keys = [
            (NEXT, WatchCommand::Step),
            (PREVIOUS, WatchCommand::Back),
            (FIRST, WatchCommand::Restart),
            (LAST, WatchCommand::ToEnd),
            (
                SPACE,
                WatchCommand::Play(!self.state.as_ref().is_some_and(|w| w.playing)),
            ),
        ];
        for (shortcut, command) in keys {
            if input.consume_shortcut(&shortcut) {
                out.push(command);
            }
        }
    }

    fn apply(&mut self, command: WatchCommand, act: &mut Act<'_>) {
        if let WatchCommand::Speed(speed) = command {
            act.settings.watch_speed = speed.clamp(1.0, WATCH_MAX_SPEED);
            act.settings.watch_minute = false;
            return;
        }
        if let WatchCommand::MinutePace = command {
            act.settings.watch_minute = true;
            return;
        }
        if let WatchCommand::Language(language) = command {
            act.settings.code_language = language;
            return;
        }
        if let WatchCommand::Quiz(on) = command {
            self.quiz = on.then(|| self.quiz.take().unwrap_or_default());
            return;
        }
        if let WatchCommand::Mistake(mistake) = command {
            if mistake != self.mistake {
                self.mistake = mistake;
                // A new run: the old one's stream is dropped, which cancels it.
                self.state = None;
            }
            return;
        }
        let Some(watch) = self.state.as_mut() else {
            return;
        };
        match command {
            WatchCommand::Play(on) => {
                if on && watch.at_end() {
                    watch.restart();
                }
                watch.playing = on;
            }
            WatchCommand::Step => {
                watch.playing = false;
                watch.step_forward();
            }
            WatchCommand::Back => {
                watch.playing = false;
                watch.step_back();
            }
            WatchCommand::Restart => watch.restart(),
            WatchCommand::Seek(target) => {
                watch.playing = false;
                watch.seek(target);
            }
            WatchCommand::ToEnd => {
                watch.playing = false;
                watch.to_end();
            }
            WatchCommand::Answer(answer) => {
                let (Some(quiz), Some(step)) = (self.quiz.as_mut(), watch.next_step().cloned())
                else {
                    return;
                };
                let right = is_right(&step, answer);
                quiz.score.record(right);
                let why = why_next(watch.last_step(), &step);
                quiz.last = Some(Feedback {
                    answer,
                    right,
                    step,
                    why,
                });
                watch.step_forward();
            }
            WatchCommand::Speed(_)
            | WatchCommand::MinutePace
            | WatchCommand::Language(_)
            | WatchCommand::Mistake(_)
            | WatchCommand::Quiz(_) => {}
        }
    }

    fn poll(&mut self, _act: &mut Act<'_>) {
        if let Some(watch) = self.state.as_mut() {
            watch.poll();
        }
    }

    fn busy(&self) -> bool {
        self.state.as_ref().is_some_and(|w| {
            !w.stream.ended() || w.mistake.as_ref().is_some_and(|m| m.verdict.is_some())
        })
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        self.state
            .as_ref()
            .and_then(WatchState::board)
            .map(Arc::new)
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        // Not the step: the title would change many times a second.
        t!("watch-describe")
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        format!("queens-{}-search", look.shared.n)
    }
}

/// The most steps of a trace kept for the animation, about 100 bytes each:
/// all of n = 9 (about 150,000 steps); larger boards show their first half
/// million, 100 seconds at the fastest speed, in about 50 MB.
pub const TRACE_LIMIT: usize = 500_000;

/// Steps between two kept positions of a run: a seek replays at most
/// this many (a millisecond or two).
const CHECKPOINT: usize = 4096;

/// The animation of the textbook search of n.
pub struct WatchState {
    pub n: usize,
    stream: Stream<(Vec<Step>, bool)>,
    /// Why the steps stopped coming before the search's end, if they did.
    pub failed: Option<String>,
    /// The steps as they arrived, chunk by chunk: a million steps never
    /// need one contiguous block, nor its doubling.
    chunks: Vec<Vec<Step>>,
    known: usize,
    /// Every step has arrived.
    pub complete: bool,
    pub position: TracePosition,
    /// The positions after 0, CHECKPOINT, 2·CHECKPOINT, ... steps, as far
    /// as the run has been walked: a seek replays at most CHECKPOINT steps.
    checkpoints: Vec<TracePosition>,
    /// For n = 4, where the lecture's steps (a) to (l) end in the run.
    lecture: Option<Vec<usize>>,
    /// The nodes of every step that has arrived, for the minimap.
    pub tree: SearchTree,
    pub playing: bool,
    /// Fractional steps owed to the clock.
    carry: f64,
    /// The mistaken program this run is of, if any, and its verdict.
    pub mistake: Option<MistakeRun>,
    /// The rules searched under.
    pub rules: Rules,
}

/// A run of a mistaken program: which, and what it returns against the
/// truth (judged on the worker).
pub struct MistakeRun {
    pub mistake: Mistake,
    verdict: Option<Job<MistakeVerdict>>,
    pub found: Option<MistakeVerdict>,
}

impl WatchState {
    fn new(n: usize, stream: Stream<(Vec<Step>, bool)>) -> Self {
        WatchState {
            n,
            stream,
            failed: None,
            chunks: Vec::new(),
            known: 0,
            complete: false,
            position: TracePosition::start(),
            checkpoints: vec![TracePosition::start()],
            lecture: None,
            tree: SearchTree::default(),
            playing: false,
            carry: 0.0,
            mistake: None,
            rules: Rules::QUEENS,
        }
    }

    /// Takes the steps that arrived; a trace that ends without its last
    /// chunk says why.
    fn poll(&mut self) {
        if let Some(run) = self.mistake.as_mut()
            && let Some(job) = run.verdict.as_mut()
            && let Some(outcome) = job.poll()
        {
            run.verdict = None;
            match outcome {
                Outcome::Done(verdict) => run.found = Some(verdict),
                Outcome::Failed(e) => self.failed = Some(e),
                Outcome::Cancelled => {}
            }
        }
        let polled = self.stream.poll();
        for (steps, done) in polled.items {
            self.receive(steps, done);
        }
        match polled.end {
            Some(Outcome::Failed(e)) => self.failed = Some(e),
            Some(Outcome::Cancelled) if !self.complete => {
                self.failed = Some(t!("watch-cancelled"));
            }
            Some(Outcome::Done(())) if !self.complete => {
                self.failed = Some(t!("watch-steps-ended"));
            }
            _ => {}
        }
    }

    fn receive(&mut self, steps: Vec<Step>, done: bool) {
        for (i, step) in steps.iter().enumerate() {
            self.tree.push(step, self.known + i);
            // A mistaken program's return that is no solution is a wrong
            // leaf, never a green one.
            if let Step::Solution { columns, .. } = step
                && self.mistake.is_some()
                && !returns_a_solution(self.n, columns)
            {
                self.tree.mark_wrong();
            }
        }
        self.known += steps.len();
        if !steps.is_empty() {
            self.chunks.push(steps);
        }
        self.complete |= done;
        if self.complete && self.n == 4 && self.lecture.is_none() {
            let all: Vec<Step> = self.chunks.iter().flatten().cloned().collect();
            self.lecture = lecture_ends(&all);
        }
    }

    /// The letter of the lecture's step (a) to (l) the run is in, for n = 4.
    pub fn lecture_step(&self) -> Option<char> {
        let ends = self.lecture.as_ref()?;
        lecture_step(ends, self.position.steps).map(|i| LECTURE_LETTERS[i])
    }

    /// Steps known so far.
    pub fn known_steps(&self) -> usize {
        self.known
    }

    pub fn at_end(&self) -> bool {
        self.complete && self.position.steps == self.known
    }

    /// Moves on by the steps due after `seconds` at `speed` steps a second.
    pub fn tick(&mut self, seconds: f64, speed: f64) {
        if !self.playing {
            return;
        }
        self.carry += seconds * speed;
        while self.carry >= 1.0 && self.step_forward() {
            self.carry -= 1.0;
        }
        if self.at_end() {
            self.playing = false;
        }
        self.carry = self.carry.min(1.0);
    }

    /// One step forward; false at the end of what has arrived.
    pub fn step_forward(&mut self) -> bool {
        match nth_step(&self.chunks, self.position.steps) {
            Some(step) => {
                self.position.apply(step);
                self.keep_checkpoint();
                true
            }
            None => false,
        }
    }

    /// Keeps the position as a checkpoint if it is the next one due.
    fn keep_checkpoint(&mut self) {
        let steps = self.position.steps;
        if steps.is_multiple_of(CHECKPOINT) && steps / CHECKPOINT == self.checkpoints.len() {
            self.checkpoints.push(self.position.clone());
        }
    }

    /// One step back.
    pub fn step_back(&mut self) {
        self.seek(self.position.steps.saturating_sub(1));
    }

    /// To the position after `target` steps (at most those that have
    /// arrived), replaying from the checkpoint before it.
    pub fn seek(&mut self, target: usize) {
        let target = target.min(self.known);
        let from = (target / CHECKPOINT).min(self.checkpoints.len() - 1);
        if !(self.position.steps <= target && self.position.steps >= from * CHECKPOINT) {
            self.position = self.checkpoints[from].clone();
        }
        while self.position.steps < target && self.step_forward() {}
    }

    pub fn restart(&mut self) {
        self.position = self.checkpoints[0].clone();
        self.playing = false;
    }

    /// Applies every step that has arrived.
    pub fn to_end(&mut self) {
        while self.step_forward() {}
    }

    /// The step the run takes next, if it has arrived.
    pub fn next_step(&self) -> Option<&Step> {
        nth_step(&self.chunks, self.position.steps)
    }

    /// The last step applied, if any.
    pub fn last_step(&self) -> Option<&Step> {
        self.position
            .steps
            .checked_sub(1)
            .and_then(|i| nth_step(&self.chunks, i))
    }

    /// The last step applied, in words.
    pub fn describe_last(&self) -> String {
        match self
            .position
            .steps
            .checked_sub(1)
            .and_then(|i| nth_step(&self.chunks, i))
        {
            None => t!("watch-ready"),
            Some(step) => describe(step, self.n, &self.rules),
        }
    }

    /// The board as the animation shows it now.
    pub fn board(&self) -> Option<Board> {
        let mut rows = vec![None; self.n];
        for (r, &c) in self.position.queens.iter().enumerate() {
            rows[r] = Some(c as u32);
        }
        Board::on_columns(rows, self.rules.width(self.n)).ok()
    }

    /// In a mistaken program's run, the queen just placed where a queen
    /// above attacks it, with that queen.
    pub fn accepted_under_attack(&self) -> Option<crate::engine::Attack> {
        self.mistake.as_ref()?;
        let Some(Step::Place { row, col }) = self.last_step() else {
            return None;
        };
        crate::engine::attackers(&self.position.queens[..*row], *row, *col)
            .into_iter()
            .next()
    }

    /// Rejected squares of the current row, with the line of their attack.
    pub fn rejected(&self) -> Vec<(Square, Line)> {
        self.position
            .rejected
            .iter()
            .map(|(sq, a)| (*sq, a.line))
            .collect()
    }
}

/// Step number `i` (from 0) of a trace kept in chunks, if it has arrived.
fn nth_step(chunks: &[Vec<Step>], mut i: usize) -> Option<&Step> {
    for chunk in chunks {
        if i < chunk.len() {
            return chunk.get(i);
        }
        i -= chunk.len();
    }
    None
}

#[cfg(test)]
mod tests;
