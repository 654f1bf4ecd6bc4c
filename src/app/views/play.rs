//! Play: place queens by hand, undo and redo, ask the worker for a
//! completion. A finished board is numbered on the worker and selected in the
//! browser.

use std::sync::Arc;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, RichText, Ui};

use crate::app::i18n::t;
use crate::app::settings::scene_options;
use crate::app::shared::Shared;
use crate::app::status::Status;
use crate::app::view::{Act, Look, OpenedBoard, Out, View};
use crate::app::widgets::canvas;
use crate::app::words::thousands;
use crate::catalog::Filter;
use crate::engine::{self, Board, Completion, Feature, Rules, Square};
use crate::scene::{DETAIL_LIMIT, square_name};
use crate::worker::requests;
use crate::worker::tasks::Completed;
use crate::worker::{Job, Outcome};

const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Checked before [`UNDO`], which would also match it.
const REDO: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayCommand {
    /// A click on a square of the board.
    Click(Square),
    Undo,
    Redo,
    Clear,
    /// Ask the worker for a completion.
    Complete,
}

/// A board built by hand, with undo and redo.
pub struct PlayState {
    pub board: Board,
    undo: Vec<Board>,
    redo: Vec<Board>,
    /// What the last completion or numbering said, about this board.
    pub note: Option<String>,
    /// The queen to move, when no completion exists.
    pub pointed: Option<Square>,
    /// The rules the pieces attack by.
    pub rules: Rules,
}

impl PlayState {
    pub fn new(n: usize) -> Option<Self> {
        Some(PlayState {
            board: Board::empty(n).ok()?,
            undo: Vec::new(),
            redo: Vec::new(),
            note: None,
            pointed: None,
            rules: Rules::QUEENS,
        })
    }

    /// Replaces the board, keeping the old one for undo.
    pub fn set(&mut self, board: Board) {
        let old = std::mem::replace(&mut self.board, board);
        self.undo.push(old);
        self.redo.clear();
        self.forget_notes();
    }

    /// What was said about the board no longer holds once it changes.
    fn forget_notes(&mut self) {
        self.pointed = None;
        self.note = None;
    }

    /// A click on a square: a queen there is lifted; otherwise a queen goes
    /// there (replacing the queen of that row, since a row holds one).
    pub fn click(&mut self, (r, c): Square) {
        let mut board = self.board.clone();
        if board.queen(r) == Some(c) {
            board.remove(r);
        } else {
            board.place(r, c);
        }
        self.set(board);
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    pub fn undo(&mut self) {
        if let Some(board) = self.undo.pop() {
            self.redo.push(std::mem::replace(&mut self.board, board));
            self.forget_notes();
        }
    }

    pub fn redo(&mut self) {
        if let Some(board) = self.redo.pop() {
            self.undo.push(std::mem::replace(&mut self.board, board));
            self.forget_notes();
        }
    }

    /// Attacking pairs on the board.
    pub fn conflicts(&self) -> usize {
        let pieces: Vec<Square> = self.board.queens().collect();
        self.rules.attacking_pairs(self.board.n(), &pieces).len()
    }

    /// Every row holds a piece and none attacks another.
    pub fn solved(&self) -> bool {
        self.board.queen_count() == self.board.n() && self.conflicts() == 0
    }
}

pub struct Play {
    pub state: Option<PlayState>,
    /// The completion in flight.
    completing: Option<Job<Completed>>,
    /// The numbering of a finished board in flight.
    numbering: Option<Job<Vec<Option<u64>>>>,
}

impl Play {
    pub fn new(shared: &Shared) -> Self {
        Play {
            state: PlayState::new(shared.n)
                .filter(|_| shared.n <= DETAIL_LIMIT)
                .and_then(|p| {
                    Some(PlayState {
                        board: shared.rules.empty_board(shared.n).ok()?,
                        rules: shared.rules,
                        ..p
                    })
                }),
            completing: None,
            numbering: None,
        }
    }

    /// Whether a completion is being looked for.
    pub fn is_completing(&self) -> bool {
        self.completing.is_some()
    }

    /// A finished board: its number among all is looked up on the worker.
    fn number_if_solved(&mut self, act: &mut Act<'_>) {
        self.numbering = None;
        let Some(columns) = self
            .state
            .as_ref()
            .filter(|p| p.board.is_solution())
            .and_then(|p| p.board.columns())
        else {
            return;
        };
        let Some(all) = act.shared.all.as_ref() else {
            return;
        };
        let plan = all.catalog.plan_index(&columns);
        let plans = vec![plan];
        self.numbering = Some(act.worker.run(requests::Locate { plans }));
    }

    fn completed(&mut self, completion: Completion, queen_to_move: Option<Square>, n: usize) {
        let Some(play) = self.state.as_mut() else {
            return;
        };
        match completion {
            Completion::Solved(board) => {
                play.set(board);
                play.note = Some(t!("play-completed", piece = play.rules.piece.key()));
            }
            Completion::Conflicting(attacks) => {
                play.note = Some(t!("play-conflicting", count = attacks.len()));
            }
            Completion::Impossible => {
                play.pointed = queen_to_move;
                play.note = Some(match queen_to_move {
                    Some(sq) => t!("play-impossible-move", square = square_name(sq, n)),
                    None => t!("play-impossible"),
                });
            }
        }
    }
}

impl View for Play {
    type Command = PlayCommand;

    fn works_at(n: usize) -> bool {
        n <= crate::scene::DETAIL_LIMIT
    }

    fn limit_reason() -> String {
        t!("view-play-limit", n = crate::scene::DETAIL_LIMIT)
    }

    /// A board Browse cannot find by its number at once (other rules')
    /// is played with, where the pieces attack as they do.
    fn plays_board(&mut self, opened: &OpenedBoard<'_>, act: &mut Act<'_>) -> bool {
        let rules = act.shared.rules;
        if rules.supports(Feature::Unranking) {
            return false;
        }
        let solved = self.state.as_mut().map(|play| {
            play.set(opened.board.clone());
            play.solved()
        });
        let origin = opened.origin;
        *act.status = Status::info(if solved == Some(true) {
            t!("open-solution", origin = origin)
        } else {
            t!(
                "open-rules",
                origin = origin,
                rules = crate::app::words::rules_words(&rules)
            )
        });
        true
    }

    fn panel(&mut self, ui: &mut Ui, _look: &Look<'_>, out: &mut Out<PlayCommand>) {
        ui.separator();
        ui.heading(t!("view-play"));
        let Some(play) = &self.state else {
            return;
        };
        let piece = play.rules.piece.key();
        if crate::app::touch(ui) {
            ui.label(t!("play-hint-touch", piece = piece));
        } else {
            ui.label(t!("play-hint", piece = piece));
        }
        ui.label(t!(
            "play-queens-placed",
            piece = piece,
            count = play.board.queen_count()
        ));
        ui.label(t!("play-conflicts", count = play.conflicts()));
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(play.can_undo(), egui::Button::new(t!("keys-play-undo")))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                out.push(PlayCommand::Undo);
            }
            if ui
                .add_enabled(play.can_redo(), egui::Button::new(t!("keys-play-redo")))
                .on_hover_text("Ctrl+Shift+Z")
                .clicked()
            {
                out.push(PlayCommand::Redo);
            }
            if ui
                .add_enabled(
                    play.board.queen_count() > 0,
                    egui::Button::new(t!("play-clear")),
                )
                .on_hover_text(t!("play-clear-tip"))
                .clicked()
            {
                out.push(PlayCommand::Clear);
            }
        });
        if self.completing.is_some() {
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                ui.label(t!("play-looking"));
            });
        } else if ui
            .add_enabled(
                play.rules.supports(Feature::Completion),
                egui::Button::new(t!("play-complete")),
            )
            .on_hover_text(t!("play-complete-tip"))
            .on_disabled_hover_text(t!("play-complete-classic"))
            .clicked()
        {
            out.push(PlayCommand::Complete);
        }
        // A numbered board says its number (`play-solution-number`); the
        // others say what solved means.
        if !play.rules.supports(Feature::Unranking) && play.solved() {
            ui.label(RichText::new(t!("play-solved-under-rules")).strong());
        }
        if let Some(note) = &play.note {
            ui.label(RichText::new(note).strong());
        }
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<PlayCommand>) {
        let Some(play) = &self.state else {
            return;
        };
        let n = look.shared.n;
        let mut options = scene_options(look.settings);
        options.attacked_by_all = look.settings.show_attacks;
        options.pointed = play.pointed;
        let description = t!("board-play", n = n);
        let (response, clicked) =
            canvas::board_widget(ui, &play.board, &options, false, &description);
        if let Some(square) = clicked {
            out.push(PlayCommand::Click(square));
        }
        // A board played on by clicks takes the keys with a click: its
        // arrows and Space go on from there.
        if response.clicked() {
            response.request_focus();
        }
    }

    fn keys(&self, input: &mut egui::InputState, out: &mut Out<PlayCommand>) {
        if input.consume_shortcut(&REDO) {
            out.push(PlayCommand::Redo);
        }
        if input.consume_shortcut(&UNDO) {
            out.push(PlayCommand::Undo);
        }
    }

    fn apply(&mut self, command: PlayCommand, act: &mut Act<'_>) {
        let Some(play) = self.state.as_mut() else {
            return;
        };
        match command {
            PlayCommand::Click(square) => play.click(square),
            PlayCommand::Undo => play.undo(),
            PlayCommand::Redo => play.redo(),
            PlayCommand::Clear => {
                if let Ok(empty) = Board::on_columns(vec![None; play.board.n()], play.board.width())
                {
                    play.set(empty);
                }
            }
            PlayCommand::Complete => {
                if play.board.n() > engine::MAX_COMPLETE_N {
                    play.note = Some(t!("play-complete-limit", n = engine::MAX_COMPLETE_N));
                } else {
                    play.note = None;
                    let board = play.board.clone();
                    self.completing = Some(act.worker.run(requests::Complete { board }));
                }
                return;
            }
        }
        // The board changed: a completion asked for the old one is dropped.
        self.completing = None;
        self.number_if_solved(act);
    }

    fn poll(&mut self, act: &mut Act<'_>) {
        if let Some(outcome) = self.completing.as_mut().and_then(Job::poll) {
            self.completing = None;
            match outcome {
                Outcome::Done(Completed {
                    completion,
                    queen_to_move,
                }) => {
                    self.completed(completion, queen_to_move, act.shared.n);
                    self.number_if_solved(act);
                }
                Outcome::Cancelled => {}
                Outcome::Failed(e) => {
                    if let Some(play) = self.state.as_mut() {
                        play.note = Some(e);
                    }
                }
            }
        }
        if let Some(outcome) = self.numbering.as_mut().and_then(Job::poll) {
            self.numbering = None;
            let number = match outcome {
                Outcome::Done(numbers) => numbers.first().copied().flatten(),
                Outcome::Cancelled | Outcome::Failed(_) => None,
            };
            if let Some(k) = number {
                act.settings.filter = Filter::All;
                act.settings.selected = k;
                act.shared.opened = None;
            }
            if let Some(play) = self.state.as_mut() {
                play.note = Some(match number {
                    Some(k) => t!("play-solution-number", k = thousands(k)),
                    None => t!("play-solution"),
                });
            }
        }
    }

    fn busy(&self) -> bool {
        self.completing.is_some() || self.numbering.is_some()
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        self.state.as_ref().map(|p| Arc::new(p.board.clone()))
    }

    fn describe(&self, look: &Look<'_>) -> String {
        let pieces = self.state.as_ref().map_or(0, |p| p.board.queen_count());
        match look.shared.rules.other() {
            None => t!("play-describe", count = pieces),
            Some(rules) => t!(
                "play-describe-ruled",
                rules = crate::app::words::rules_words(&rules),
                count = pieces
            ),
        }
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        format!("queens-{}-play", look.shared.n)
    }
}
