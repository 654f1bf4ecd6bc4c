//! A regions puzzle being played: its marks, undo and redo, and a clock
//! that stops while the window is away.

use std::time::Duration;

use web_time::Instant;

use crate::app::settings::KeptGame;
use crate::engine::regions::{self, Cell, Day, Mark, Puzzle};

/// The clock of a puzzle: the time played, stopped while the window is
/// away (hidden, minimised or in the background).
#[derive(Debug, Clone, Default)]
pub struct Clock {
    played: Duration,
    since: Option<Instant>,
}

impl Clock {
    pub fn elapsed(&self) -> Duration {
        self.played + self.since.map_or(Duration::ZERO, |s| s.elapsed())
    }

    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// A stopped clock that has already run `played`.
    pub fn after(played: Duration) -> Clock {
        Clock {
            played,
            since: None,
        }
    }

    pub(super) fn run(&mut self, on: bool) {
        match (on, self.since) {
            (true, None) => self.since = Some(Instant::now()),
            (false, Some(since)) => {
                self.played += since.elapsed();
                self.since = None;
            }
            _ => {}
        }
    }
}

/// Minutes and seconds: "1:32".
///
/// ```
/// use std::time::Duration;
/// assert_eq!(nqueens::app::views::regions::clock_words(Duration::from_secs(92)), "1:32");
/// ```
pub fn clock_words(time: Duration) -> String {
    let s = time.as_secs();
    format!("{}:{:02}", s / 60, s % 60)
}

/// A puzzle being played.
pub struct Game {
    /// The puzzle, without queens: those are marks.
    pub puzzle: Puzzle,
    /// A mark a square, row by row.
    pub marks: Vec<Mark>,
    pub(super) undo: Vec<Vec<Mark>>,
    pub(super) redo: Vec<Vec<Mark>>,
    pub clock: Clock,
    /// The time it was solved in.
    pub solved: Option<Duration>,
    pub hints_used: u32,
    /// The whole solve was looked at, step by step.
    pub solve_seen: bool,
    pub seed: Option<u64>,
    /// The name that made it, if it was made here.
    pub made_by: Option<crate::engine::regions::MakeId>,
    /// The day whose puzzle it is, if it is a day's.
    pub day: Option<Day>,
    /// Whether the gesture under way (a drag) has its Undo step yet.
    gesture_remembered: bool,
}

impl Game {
    /// A game of `puzzle`, its queens and its squares ruled out placed as
    /// marks.
    pub fn new(puzzle: Puzzle, seed: Option<u64>) -> Game {
        Game {
            marks: puzzle.marks(),
            puzzle: puzzle.with_queens(Vec::new()).with_crosses(Vec::new()),
            undo: Vec::new(),
            redo: Vec::new(),
            clock: Clock::default(),
            solved: None,
            gesture_remembered: false,
            hints_used: 0,
            solve_seen: false,
            seed,
            made_by: None,
            day: None,
        }
    }

    pub fn n(&self) -> usize {
        self.puzzle.n()
    }

    /// The same puzzle from an empty board, its clock at 0:00 and running.
    pub(super) fn restart(&mut self) {
        self.marks.fill(Mark::Open);
        self.undo.clear();
        self.redo.clear();
        self.clock = Clock::default();
        self.clock.run(true);
        self.solved = None;
        self.hints_used = 0;
        self.solve_seen = false;
    }

    /// The game as the settings keep it.
    pub fn kept(&self) -> KeptGame {
        KeptGame {
            marks: self
                .marks
                .iter()
                .map(|m| match m {
                    Mark::Open => '.',
                    Mark::Queen => 'Q',
                    Mark::Cross => 'x',
                })
                .collect(),
            seconds: self.clock.elapsed().as_secs_f64(),
            hints: self.hints_used,
            solved: self.solved.map(|d| d.as_secs_f64()),
            solve_seen: self.solve_seen,
        }
    }

    /// The game taken up where `kept` left it, if its marks fit this
    /// puzzle (a kept game of another size or a damaged one is ignored:
    /// the day starts afresh rather than on a wrong board).
    pub fn resume(&mut self, kept: &KeptGame) -> bool {
        let marks: Option<Vec<Mark>> = kept
            .marks
            .chars()
            .map(|ch| match ch {
                '.' => Some(Mark::Open),
                'Q' => Some(Mark::Queen),
                'x' => Some(Mark::Cross),
                _ => None,
            })
            .collect();
        let time = |s: f64| Duration::try_from_secs_f64(s).ok();
        let (Some(marks), Some(played)) = (marks, time(kept.seconds)) else {
            return false;
        };
        if marks.len() != self.marks.len() {
            return false;
        }
        self.marks = marks;
        self.clock = Clock::after(played);
        self.hints_used = kept.hints;
        self.solve_seen = kept.solve_seen;
        self.solved = kept.solved.and_then(time);
        true
    }

    /// The squares that hold `mark`, in reading order.
    pub fn cells_marked(&self, mark: Mark) -> Vec<Cell> {
        let n = self.n();
        (0..n * n)
            .filter(|&i| self.marks[i] == mark)
            .map(|i| (i / n, i % n))
            .collect()
    }

    /// The puzzle with the queens placed and the squares ruled out: what
    /// Save writes.
    pub fn board(&self) -> Puzzle {
        self.puzzle
            .with_queens(self.cells_marked(Mark::Queen))
            .with_crosses(self.cells_marked(Mark::Cross))
    }

    /// The queens that break a rule.
    pub fn clashing(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self
            .board()
            .clashes()
            .into_iter()
            .flat_map(|(a, b)| [a, b])
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// What a player posts: "Queens 9×9 solved in 1:32, no hints".
    pub fn result_line(&self) -> String {
        match self.solved {
            Some(took) => {
                let help = match (self.solve_seen, self.hints_used) {
                    (true, _) => "after seeing the solve".to_string(),
                    (false, 0) => "no hints".to_string(),
                    (false, 1) => "1 hint".to_string(),
                    (false, k) => format!("{k} hints"),
                };
                format!(
                    "Queens {} solved in {}, {help}",
                    self.title(),
                    clock_words(took)
                )
            }
            None => format!("Queens {}: can you solve it?", self.title()),
        }
    }

    /// The puzzle in the result line: its size, and its date if it is a
    /// day's ("2026-12-07, 7×7").
    fn title(&self) -> String {
        let n = self.n();
        match self.day {
            Some(day) => format!("{day}, {n}×{n}"),
            None => format!("{n}×{n}"),
        }
    }

    pub(super) fn remember(&mut self) {
        self.undo.push(self.marks.clone());
        self.redo.clear();
    }

    /// A drag's square ruled out: the gesture's first change starts its
    /// one Undo step (`first`: the drag has just begun).
    pub(super) fn drag_cross(&mut self, cell: Cell, first: bool) {
        if first {
            self.gesture_remembered = false;
        }
        if self.at(cell) != Mark::Open {
            return;
        }
        if !self.gesture_remembered {
            self.remember();
            self.gesture_remembered = true;
        }
        self.set(cell, Mark::Cross);
    }

    pub(super) fn set(&mut self, (r, c): Cell, mark: Mark) {
        let n = self.n();
        self.marks[r * n + c] = mark;
    }

    pub(super) fn at(&self, (r, c): Cell) -> Mark {
        self.marks[r * self.n() + c]
    }

    /// A queen placed (and, with `auto_cross`, what it rules out crossed),
    /// or lifted.
    pub(super) fn toggle_queen(&mut self, cell: Cell, auto_cross: bool) {
        self.remember();
        if self.at(cell) == Mark::Queen {
            self.set(cell, Mark::Open);
            return;
        }
        self.set(cell, Mark::Queen);
        if auto_cross {
            self.cross_around(cell);
        }
    }

    /// The open squares a queen on `cell` rules out, crossed.
    pub(super) fn cross_around(&mut self, cell: Cell) {
        let n = self.n();
        for i in 0..n * n {
            let other = (i / n, i % n);
            if self.at(other) == Mark::Open && regions::clash(&self.puzzle, cell, other) {
                self.set(other, Mark::Cross);
            }
        }
    }

    /// What every queen on the board rules out, crossed, as one Undo step
    /// (nothing when there is nothing to cross).
    pub(super) fn cross_around_queens(&mut self) {
        let before = self.marks.clone();
        for queen in self.cells_marked(Mark::Queen) {
            self.cross_around(queen);
        }
        if self.marks != before {
            self.undo.push(before);
            self.redo.clear();
        }
    }

    /// A tap in LinkedIn's way: an open square is ruled out, a ruled-out
    /// one takes a queen (and, with `auto_cross`, crosses what it rules
    /// out), a queen is lifted. Each tap one Undo step.
    pub(super) fn cycle(&mut self, cell: Cell, auto_cross: bool) {
        match self.at(cell) {
            Mark::Open => self.toggle_cross(cell),
            Mark::Cross => {
                self.remember();
                self.set(cell, Mark::Queen);
                if auto_cross {
                    self.cross_around(cell);
                }
            }
            Mark::Queen => {
                self.remember();
                self.set(cell, Mark::Open);
            }
        }
    }

    pub(super) fn toggle_cross(&mut self, cell: Cell) {
        self.remember();
        let mark = if self.at(cell) == Mark::Cross {
            Mark::Open
        } else {
            Mark::Cross
        };
        self.set(cell, mark);
    }

    pub(super) fn undo(&mut self) {
        if let Some(before) = self.undo.pop() {
            self.redo.push(std::mem::replace(&mut self.marks, before));
        }
    }

    pub(super) fn redo(&mut self) {
        if let Some(after) = self.redo.pop() {
            self.undo.push(std::mem::replace(&mut self.marks, after));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::regions::{Step, StepRule};

    /// The open squares a queen on `cell` of `game` rules out.
    fn attacked(game: &Game, cell: Cell) -> Vec<Cell> {
        let n = game.n();
        (0..n * n)
            .map(|i| (i / n, i % n))
            .filter(|&other| regions::clash(&game.puzzle, cell, other))
            .collect()
    }

    /// Issue 58: ticking "Rule out what a queen attacks" ignored the
    /// queens already placed, and a hint's Apply placed a queen without.
    #[test]
    fn the_queens_placed_and_a_hints_queen_rule_out_what_they_attack() {
        let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
        let mut game = Game::new(puzzle, None);
        game.toggle_queen((0, 1), false);
        let around = attacked(&game, (0, 1));
        assert!(around.iter().all(|&c| game.at(c) == Mark::Open));
        game.cross_around_queens();
        assert!(around.iter().all(|&c| game.at(c) == Mark::Cross));
        // One Undo step takes the crosses back, and leaves the queen.
        game.undo();
        assert!(around.iter().all(|&c| game.at(c) == Mark::Open));
        assert_eq!(game.at((0, 1)), Mark::Queen);
        // Nothing to cross: no empty Undo step.
        let mut empty = Game::new(Puzzle::parse("AB\nAB\n").unwrap(), None);
        empty.cross_around_queens();
        assert!(empty.undo.is_empty());
        // A hint's queen, applied with the box ticked.
        let step = Step {
            rule: StepRule::LastSquare,
            said: crate::engine::regions::Said::Contradicting {
                queens: 0,
                crosses: 0,
            },
            shown: Vec::new(),
            sets: vec![((1, 3), Mark::Queen)],
        };
        super::super::apply_step(&mut game, &step, true);
        assert_eq!(game.at((1, 3)), Mark::Queen);
        let around = attacked(&game, (1, 3));
        assert!(
            around
                .iter()
                .all(|&c| game.at(c) == Mark::Cross || c == (0, 1))
        );
    }

    #[test]
    fn the_result_line_says_the_time_and_the_help_taken() {
        let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
        let mut game = Game::new(puzzle, None);
        assert_eq!(game.result_line(), "Queens 4×4: can you solve it?");
        game.solved = Some(Duration::from_secs(92));
        assert_eq!(game.result_line(), "Queens 4×4 solved in 1:32, no hints");
        game.hints_used = 1;
        assert_eq!(game.result_line(), "Queens 4×4 solved in 1:32, 1 hint");
        game.hints_used = 3;
        assert_eq!(game.result_line(), "Queens 4×4 solved in 1:32, 3 hints");
        game.solve_seen = true;
        assert_eq!(
            game.result_line(),
            "Queens 4×4 solved in 1:32, after seeing the solve"
        );
    }
}
