//! The trace replayed event by event: the learner's board, what is legal
//! on it, the solutions it reports, and the textbook's search beside it in
//! each of the eight frames until the trace leaves it.

use std::collections::HashSet;

use crate::engine::{Line, line_between};

use super::read::Event;
use super::textbook::{Follower, Frame, Next};
use super::verdict::{
    BadRemove, Cause, Clash, Difference, FalseBoard, Figures, Illegal, LineSet, Verdict, Why,
};

/// A queen on the learner's board.
#[derive(Debug, Clone, Copy)]
struct Queen {
    square: (u32, u32),
    /// The line she shares with a queen already on the board when placed.
    attacked: Option<Line>,
}

/// The lines of the queens taken back so far: the first lifted queen on
/// each row, column and diagonal, for a program that never frees them.
struct Lifted {
    rows: Vec<Option<(u32, u32)>>,
    columns: Vec<Option<(u32, u32)>>,
    diagonals: Vec<Option<(u32, u32)>>,
    anti_diagonals: Vec<Option<(u32, u32)>>,
}

impl Lifted {
    fn new(n: usize) -> Self {
        Lifted {
            rows: vec![None; n],
            columns: vec![None; n],
            diagonals: vec![None; 2 * n],
            anti_diagonals: vec![None; 2 * n],
        }
    }

    fn keep(&mut self, n: u32, (r, c): (u32, u32)) {
        for slot in [
            &mut self.rows[r as usize],
            &mut self.columns[c as usize],
            &mut self.diagonals[(r + n - c) as usize],
            &mut self.anti_diagonals[(r + c) as usize],
        ] {
            slot.get_or_insert((r, c));
        }
    }

    /// A lifted queen whose line holds (r, c), and the line.
    fn holding(&self, n: u32, (r, c): (u32, u32)) -> Option<((u32, u32), Line)> {
        [
            (self.columns[c as usize], Line::Column),
            (self.diagonals[(r + n - c) as usize], Line::Diagonal),
            (self.anti_diagonals[(r + c) as usize], Line::AntiDiagonal),
            (self.rows[r as usize], Line::Row),
        ]
        .into_iter()
        .find_map(|(queen, line)| Some((queen?, line)))
    }
}

/// The replay of one trace of n.
pub struct Judge {
    n: u32,
    board: Vec<Queen>,
    /// Queens on the board placed on an attacked square.
    attacked_on_board: usize,
    lifted: Lifted,
    followers: Vec<Follower>,
    difference: Option<Difference>,
    figures: Figures,
    first_illegal: Option<Illegal>,
    untested: LineSet,
    /// The last event placed a queen on an attacked square.
    last_illegal: bool,
    false_boards: Vec<FalseBoard>,
    false_lines: LineSet,
    solutions: HashSet<Box<[u32]>>,
    first_duplicate: Option<(u64, u64)>,
    bad_remove: Option<BadRemove>,
    /// Whether the difference kept is on the line the textbook fills next.
    on_line: bool,
}

/// Whether `seen` (a trace's event in `follower`'s frame) places on the
/// line where the follower's next queen goes.
fn on_line(follower: &Follower, seen: Option<Event>) -> bool {
    match (follower.next, seen) {
        (Next::Event(Event::Place(row, _)), Some(Event::Place(seen_row, _))) => row == seen_row,
        _ => false,
    }
}

/// The false boards named one by one; the rest are counted.
const NAMED_FALSE: usize = 3;

impl Judge {
    pub fn new(n: u32) -> Self {
        Judge {
            n,
            board: Vec::with_capacity(n as usize),
            attacked_on_board: 0,
            lifted: Lifted::new(n as usize),
            followers: Frame::all()
                .into_iter()
                .map(|frame| Follower::new(n, frame))
                .collect(),
            difference: None,
            figures: Figures::default(),
            first_illegal: None,
            untested: LineSet::default(),
            last_illegal: false,
            false_boards: Vec::new(),
            false_lines: LineSet::default(),
            solutions: HashSet::new(),
            first_duplicate: None,
            bad_remove: None,
            on_line: false,
        }
    }

    /// The queens on the board, in the order placed.
    pub fn queens(&self) -> Vec<(u32, u32)> {
        self.board.iter().map(|q| q.square).collect()
    }

    /// The events replayed so far.
    pub fn events(&self) -> u64 {
        self.figures.events
    }

    /// Replays one event read on line `line`. Its squares are on the board
    /// (the reader refuses others).
    pub fn feed(&mut self, event: Event, line: u64) {
        self.figures.events += 1;
        let number = self.figures.events;
        self.follow(Some(event), number, line);
        match event {
            Event::Place(r, c) => self.place((r, c), number, line),
            Event::Remove(r, c) => self.remove((r, c), number, line),
            Event::Solution => self.solution(number, line),
        }
    }

    /// The first queen on the board that attacks `square`, and the line.
    fn attacker(&self, square: (u32, u32)) -> Option<((u32, u32), Line)> {
        let at = (square.0 as usize, square.1 as usize);
        self.board.iter().find_map(|queen| {
            let q = (queen.square.0 as usize, queen.square.1 as usize);
            if q == at {
                // The same square twice: she holds its row.
                return Some((queen.square, Line::Row));
            }
            line_between(q, at).map(|line| (queen.square, line))
        })
    }

    fn place(&mut self, square: (u32, u32), number: u64, line: u64) {
        self.figures.placements += 1;
        if self.attacked_on_board > 0 {
            for queen in &self.board {
                if let Some(kind) = queen.attacked {
                    self.untested.insert(kind);
                }
            }
        }
        let attacked = self.attacker(square);
        if let Some((by, kind)) = attacked {
            self.figures.illegal += 1;
            self.attacked_on_board += 1;
            self.first_illegal.get_or_insert(Illegal {
                event: number,
                line,
                square,
                by,
                kind,
            });
        }
        self.last_illegal = attacked.is_some();
        self.board.push(Queen {
            square,
            attacked: attacked.map(|(_, kind)| kind),
        });
        if self.board.len() == self.n as usize && self.attacked_on_board > 0 {
            self.figures.full_attacked += 1;
        }
    }

    fn remove(&mut self, square: (u32, u32), number: u64, line: u64) {
        self.figures.removes += 1;
        let top = self.board.last().map(|q| q.square);
        if top == Some(square) && self.last_illegal {
            self.figures.place_then_test += 1;
        }
        self.last_illegal = false;
        if top != Some(square) {
            self.figures.bad_removes += 1;
            self.bad_remove.get_or_insert(BadRemove {
                event: number,
                line,
                square,
                top,
                on_board: self.board.iter().any(|q| q.square == square),
            });
        }
        if let Some(at) = self.board.iter().rposition(|q| q.square == square) {
            let queen = self.board.remove(at);
            if queen.attacked.is_some() {
                self.attacked_on_board -= 1;
            }
            self.lifted.keep(self.n, square);
        }
    }

    fn solution(&mut self, number: u64, line: u64) {
        self.last_illegal = false;
        self.figures.reported += 1;
        let n = self.n as usize;
        let mut columns = vec![u32::MAX; n];
        let mut reason = None;
        for (i, queen) in self.board.iter().enumerate() {
            let (r, c) = queen.square;
            if let Some(earlier) = self.board[..i].iter().find_map(|q| {
                let a = (q.square.0 as usize, q.square.1 as usize);
                line_between(a, (r as usize, c as usize)).map(|l| (q.square, l))
            }) {
                reason.get_or_insert(FalseBoardReason::Attack(earlier.0, queen.square, earlier.1));
            }
            columns[r as usize] = c;
        }
        if self.board.len() != n {
            reason = Some(FalseBoardReason::Queens(self.board.len()));
        }
        match reason {
            None => {
                if self.solutions.insert(columns.into_boxed_slice()) {
                    self.figures.distinct_valid += 1;
                } else {
                    self.figures.duplicates += 1;
                    self.first_duplicate.get_or_insert((number, line));
                }
            }
            Some(reason) => {
                self.figures.false_boards += 1;
                if let FalseBoardReason::Attack(_, _, kind) = reason {
                    self.false_lines.insert(kind);
                }
                if self.false_boards.len() < NAMED_FALSE {
                    self.false_boards.push(reason.at(number, line));
                }
            }
        }
    }

    /// Holds the event (or the trace's end, `None`) to each frame's
    /// textbook search still in step, before the event is replayed.
    fn follow(&mut self, event: Option<Event>, number: u64, line: u64) {
        let n = self.n;
        let mut i = 0;
        while i < self.followers.len() {
            let frame = self.followers[i].frame;
            let seen = event.map(|e| frame.event_to_textbook(n, e));
            if seen.map(Next::Event).unwrap_or(Next::End) == self.followers[i].next {
                self.followers[i].advance();
                i += 1;
                continue;
            }
            let follower = self.followers.remove(i);
            // The frame that follows longest; of two that part at the same
            // event, the one in which the trace is on the line the textbook
            // fills next (a program filling columns, placing then testing,
            // parts from both row and column frames at its second queen).
            let on_line = on_line(&follower, seen);
            let better = self
                .difference
                .as_ref()
                .is_none_or(|d| (d.event, self.on_line) < (number, on_line));
            if better {
                self.on_line = on_line;
                let why = self.why(&follower, event);
                self.difference = Some(Difference {
                    event: number,
                    line,
                    frame,
                    expected: match follower.next {
                        Next::Event(e) => Some(frame.event_to_learner(n, e)),
                        Next::End => None,
                    },
                    actual: event,
                    why,
                });
            }
        }
    }

    /// Why the trace leaves the textbook's search (as seen in `follower`'s
    /// frame) at `event`, from the board before it.
    fn why(&self, follower: &Follower, event: Option<Event>) -> Why {
        let n = self.n;
        let frame = follower.frame;
        let Next::Event(expected) = follower.next else {
            return Why::GoesOn;
        };
        let Some(event) = event else {
            let first_row_half = matches!(expected, Event::Place(0, c) if 2 * c >= n && n > 1);
            return Why::EndedEarly {
                queens: self.board.len(),
                first_row_half,
                after_first_solution: self.figures.reported == 1,
            };
        };
        let top = self.board.last().map(|q| q.square);
        match (event, expected) {
            (Event::Place(r, c), _) => {
                if let Some((by, line)) = self.attacker((r, c)) {
                    return Why::Attacked { by, line };
                }
                let (tr, tc) = frame.to_textbook(n, (r, c));
                // The line the textbook fills next: the one below its
                // queens (the board is the textbook's while they agree).
                let skips = tr as usize > self.board.len();
                match expected {
                    Event::Place(er, ec) if tr == er && tc > ec => {
                        let free = frame.to_learner(n, (er, ec));
                        Why::Skipped {
                            free,
                            cause: self.cause(free),
                        }
                    }
                    Event::Place(er, _) => Why::OutOfOrder {
                        same_line: tr == er,
                        skips,
                    },
                    _ => Why::OutOfOrder {
                        same_line: false,
                        skips,
                    },
                }
            }
            (Event::Remove(r, c), _) if top != Some((r, c)) => Why::WrongRemove,
            (Event::Remove(..), Event::Place(er, ec)) => {
                let free = frame.to_learner(n, (er, ec));
                Why::Skipped {
                    free,
                    cause: self.cause(free),
                }
            }
            (Event::Remove(..), Event::Solution) => Why::Unreported,
            (Event::Remove(..), Event::Remove(..)) => Why::OutOfOrder {
                same_line: false,
                skips: false,
            },
            (Event::Solution, _) => Why::FalseReport {
                queens: self.board.len(),
            },
        }
    }

    /// What a program may believe attacks the free square: a queen taken
    /// back whose line it never freed, or `abs(row - col)`. (The seeds'
    /// negative index, `diags1[row - col]` in a list of 2n - 1, reads
    /// each diagonal from its own entry: a search the textbook's.)
    fn cause(&self, free: (u32, u32)) -> Option<Cause> {
        if let Some((lifted, line)) = self.lifted.holding(self.n, free) {
            return Some(Cause::NoUndo { lifted, line });
        }
        let (r, c) = (free.0 as i64, free.1 as i64);
        for queen in &self.board {
            let (qr, qc) = (queen.square.0 as i64, queen.square.1 as i64);
            if (qr - qc).abs() == (r - c).abs() && qr - qc != r - c {
                return Some(Cause::Abs {
                    queen: queen.square,
                });
            }
        }
        None
    }

    /// The verdict, once every event has been fed.
    pub fn finish(mut self, lines: u64) -> Verdict {
        let number = self.figures.events + 1;
        self.follow(None, number, lines);
        let matched = self
            .followers
            .first()
            .filter(|f| f.next == Next::End)
            .map(|f| f.frame);
        Verdict {
            n: self.n as usize,
            size_from: super::verdict::SizeFrom::Given,
            lines,
            figures: self.figures,
            textbook: super::verdict::textbook_figures(self.n as usize),
            matched,
            difference: if matched.is_some() {
                None
            } else {
                self.difference
            },
            first_illegal: self.first_illegal,
            untested: self.untested,
            false_boards: self.false_boards,
            false_lines: self.false_lines,
            first_duplicate: self.first_duplicate,
            bad_remove: self.bad_remove,
            left: self.board.iter().map(|q| q.square).collect(),
        }
    }
}

/// Why a reported board is not a solution.
#[derive(Debug, Clone, Copy)]
enum FalseBoardReason {
    Queens(usize),
    Attack((u32, u32), (u32, u32), Line),
}

impl FalseBoardReason {
    fn at(self, event: u64, line: u64) -> FalseBoard {
        match self {
            FalseBoardReason::Queens(queens) => FalseBoard {
                event,
                line,
                queens: Some(queens),
                attack: None,
            },
            FalseBoardReason::Attack(a, b, kind) => FalseBoard {
                event,
                line,
                queens: None,
                attack: Some(Clash {
                    first: a,
                    second: b,
                    line: kind,
                }),
            },
        }
    }
}
