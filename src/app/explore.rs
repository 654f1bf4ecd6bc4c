// Play mode (place queens by hand, undo, ask for a completion) and the
// animated textbook search (play, pause, step, speed, node counter).

use serde::{Deserialize, Serialize};

use crate::engine::{Board, Line, Square, Step, TracePosition};
use crate::scene::square_name;
use crate::worker::Generation;

/// What the board area shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Mode {
    /// The solutions of n, by number.
    #[default]
    Browse,
    /// A board the person builds by clicking.
    Play,
    /// The row-by-row search, step by step.
    Watch,
}

/// A board built by hand, with undo and redo.
pub struct PlayState {
    pub board: Board,
    undo: Vec<Board>,
    redo: Vec<Board>,
    /// The completion request in flight.
    pub completing: Option<Generation>,
    /// What the last completion said.
    pub note: Option<String>,
    /// The queen to move, when no completion exists.
    pub pointed: Option<Square>,
}

impl PlayState {
    pub fn new(n: usize) -> Option<Self> {
        Some(PlayState {
            board: Board::empty(n).ok()?,
            undo: Vec::new(),
            redo: Vec::new(),
            completing: None,
            note: None,
            pointed: None,
        })
    }

    /// Replaces the board, keeping the old one for undo.
    pub fn set(&mut self, board: Board) {
        let old = std::mem::replace(&mut self.board, board);
        self.undo.push(old);
        self.redo.clear();
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
            self.pointed = None;
        }
    }

    pub fn redo(&mut self) {
        if let Some(board) = self.redo.pop() {
            self.undo.push(std::mem::replace(&mut self.board, board));
            self.pointed = None;
        }
    }

    /// Attacking pairs on the board.
    pub fn conflicts(&self) -> usize {
        self.board.attacks().len()
    }
}

/// The most steps of a trace kept for the animation, about 100 bytes each:
/// all of n = 9 (about 150,000 steps); larger boards show their first half
/// million, 100 seconds at the fastest speed, in about 50 MB.
pub const TRACE_LIMIT: usize = 500_000;

/// The animation of the textbook search of n.
pub struct WatchState {
    pub n: usize,
    pub generation: Generation,
    /// The steps as they arrived, chunk by chunk: a million steps never
    /// need one contiguous block, nor its doubling.
    chunks: Vec<Vec<Step>>,
    known: usize,
    /// Every step has arrived.
    pub complete: bool,
    pub position: TracePosition,
    pub playing: bool,
    /// Fractional steps owed to the clock.
    carry: f64,
}

impl WatchState {
    pub fn new(n: usize, generation: Generation) -> Self {
        WatchState {
            n,
            generation,
            chunks: Vec::new(),
            known: 0,
            complete: false,
            position: TracePosition::start(),
            playing: false,
            carry: 0.0,
        }
    }

    pub fn receive(&mut self, steps: Vec<Step>, done: bool) {
        self.known += steps.len();
        if !steps.is_empty() {
            self.chunks.push(steps);
        }
        self.complete |= done;
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
                true
            }
            None => false,
        }
    }

    /// One step back, by replaying the steps before it.
    pub fn step_back(&mut self) {
        let target = self.position.steps.saturating_sub(1);
        let mut position = TracePosition::start();
        for step in self.chunks.iter().flatten().take(target) {
            position.apply(step);
        }
        self.position = position;
    }

    pub fn restart(&mut self) {
        self.position = TracePosition::start();
        self.playing = false;
    }

    /// Applies every step that has arrived.
    pub fn to_end(&mut self) {
        while self.step_forward() {}
    }

    /// The last step applied, in words.
    pub fn describe_last(&self) -> String {
        match self
            .position
            .steps
            .checked_sub(1)
            .and_then(|i| nth_step(&self.chunks, i))
        {
            None => "Ready: the search starts in the top row.".to_string(),
            Some(step) => describe(step, self.n),
        }
    }

    /// The board as the animation shows it now.
    pub fn board(&self) -> Option<Board> {
        let mut rows = vec![None; self.n];
        for (r, &c) in self.position.queens.iter().enumerate() {
            rows[r] = Some(c as u32);
        }
        Board::from_rows(rows).ok()
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

/// A step in words, with square names as on the board's labels.
///
/// ```
/// use nqueens::app::describe;
/// use nqueens::engine::Step;
/// assert_eq!(describe(&Step::Place { row: 0, col: 0 }, 4), "Place a queen on a4.");
/// ```
pub fn describe(step: &Step, n: usize) -> String {
    let name = |sq: Square| square_name(sq, n);
    match step {
        Step::Try { row, col } => format!("Try {}.", name((*row, *col))),
        Step::Reject { row, col, by } => match by.first() {
            Some(attack) => {
                let others = if by.len() > 1 {
                    format!(" (and {} more)", by.len() - 1)
                } else {
                    String::new()
                };
                format!(
                    "Reject {}: the queen on {} is on the {}{others}.",
                    name((*row, *col)),
                    name(attack.first),
                    match attack.line {
                        Line::Row => "same row",
                        Line::Column => "same column",
                        Line::Diagonal => "same diagonal",
                        Line::AntiDiagonal => "same anti-diagonal",
                    }
                )
            }
            None => format!("Reject {}.", name((*row, *col))),
        },
        Step::Place { row, col } => format!("Place a queen on {}.", name((*row, *col))),
        Step::Solution { number, .. } => {
            format!("Solution {number} found: every row holds a queen.")
        }
        Step::Backtrack { row, col } => format!(
            "Backtrack: nothing below works, lift the queen from {}.",
            name((*row, *col))
        ),
    }
}
