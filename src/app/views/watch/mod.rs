//! Watch: the textbook row-by-row search, step by step from the engine's
//! trace, as the seed text's 4-queens walk-through tells it: try a square,
//! reject it along the line of the attack, place, backtrack, find.

mod arrival;
mod pace;
mod panel;
mod state;
mod steps;

pub use state::{MistakeRun, TRACE_LIMIT, WatchState};

use pace::PRESETS;
pub use pace::{WHOLE_RUN_SECONDS, minute_pace, preset_label};
pub use steps::describe;
use steps::{describe_run, gives_back_a_solution};

use std::sync::Arc;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, RichText, Ui};

use crate::app::address::{Address, Problem};
use crate::app::i18n::t;
use crate::app::settings::{WATCH_MAX_SPEED, scene_options};
use crate::app::shared::Shared;
use crate::app::view::{Act, Look, Out, RightPanel, View};
use crate::app::widgets::canvas;
use crate::app::widgets::code::{Code, Variables};
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
    /// Whether the search tree, the chooser of a mistake and the
    /// variables are drawn beside the board: so when the code lies under
    /// the board (a small window), which then has the code its whole
    /// width and height.
    tree_by_board: bool,
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
            tree_by_board: false,
        }
    }

    /// The code pane's program at the step shown.
    fn code<'a>(&'a self, watch: &'a WatchState, look: &Look<'_>) -> Code<'a> {
        Code {
            language: look.settings.code_language,
            mistake: watch.mistake.as_ref().map(|m| m.mistake),
            rules: &self.rules,
            step: watch.last_step(),
            position: &watch.position,
            n: watch.n,
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
        panel::scrubber(ui, watch, out);
        panel::standing(ui, watch, self.quiz.is_some());
        panel::pace(ui, watch, look, out);
        if textbook {
            panel::mistakes(ui, watch);
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
            // At 800×600 half the height for the board and ten lines of
            // code (the tree, the chooser and the variables go beside the
            // board).
            under: 0.42,
        })
    }

    fn right_panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<WatchCommand>) {
        let Some(watch) = &self.state else {
            return;
        };
        // The code has the panel's width, for its comments. Beside the
        // board (a wide window) the tree is under the code; under the board
        // (a small window: wide and short) the tree, the chooser of a
        // mistake and the variables go beside the board, where the board
        // leaves room, and the code has this panel's height. Every border
        // between them drags.
        let room = ui.available_size();
        self.tree_by_board = room.x > room.y && !crate::app::narrow(ui.ctx());
        let code = self.code(watch, look);
        let chosen = if self.tree_by_board {
            code.show(ui, Variables::Apart)
        } else {
            egui::Panel::bottom("search-tree")
                .resizable(true)
                .default_size(140.0)
                .min_size(60.0)
                .max_size((room.y * 0.6).max(80.0))
                .show(ui, |ui| {
                    // Filled, or the panel shrinks to what it holds.
                    ui.set_min_height(ui.available_height());
                    let height = (ui.available_height() - 28.0).max(40.0);
                    search_tree(ui, watch, height, out);
                });
            if self.rules.supports(Feature::Textbook) {
                panel::mistake_chooser(ui, watch, self.mistake, out);
            }
            code.show(ui, Variables::Under)
        };
        if let Some(language) = chosen {
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
        if self.tree_by_board
            && let Some(watch) = &self.state
        {
            // The room the square board leaves at its side, to start with.
            let room = ui.available_size();
            let code = self.code(watch, look);
            egui::Panel::right("search-tree-by-board")
                .resizable(true)
                .default_size((room.x - room.y).max(room.x * 0.3))
                .min_size(100.0)
                .max_size(room.x * 0.7)
                .show(ui, |ui| {
                    ui.set_min_width(ui.available_width());
                    if self.rules.supports(Feature::Textbook) {
                        panel::mistake_chooser(ui, watch, self.mistake, out);
                        ui.separator();
                    }
                    let room = ui.available_height();
                    egui::Panel::bottom("variables-by-board")
                        .resizable(true)
                        .default_size(room * 0.45)
                        .min_size(60.0)
                        .max_size((room * 0.8).max(60.0))
                        .show(ui, |ui| {
                            ui.set_min_height(ui.available_height());
                            code.variables(ui);
                        });
                    let height = (ui.available_height() - 28.0).max(40.0);
                    search_tree(ui, watch, height, out);
                });
        }
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

#[cfg(test)]
mod tests;

/// The search tree under its title; a click on it seeks the run there.
fn search_tree(ui: &mut Ui, watch: &WatchState, height: f32, out: &mut Out<WatchCommand>) {
    ui.label(RichText::new(t!("watch-tree")).strong())
        .on_hover_text(t!("watch-tree-tip"));
    if let Some(steps) = minimap(ui, &watch.tree, &watch.position, watch.n, height) {
        out.push(WatchCommand::Seek(steps));
    }
}
