//! The textbook's search as the next event it would print, from where a
//! trace has got to, seen through each of the square's eight symmetries: a
//! program that fills columns, or goes right to left, makes the same
//! search.

use super::read::Event;

/// One of the square's eight symmetries, as the way a program walks the
/// board: the learner's (row, column) is the textbook's square
/// [`Frame::to_textbook`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frame {
    /// The program fills columns, not rows.
    pub transposed: bool,
    /// The lines it fills go from the far end (bottom or right) first.
    pub lines_reversed: bool,
    /// Within a line it goes from the far end (right or bottom) first.
    pub squares_reversed: bool,
}

impl Frame {
    /// The textbook's own: rows top to bottom, columns left to right.
    pub const TEXTBOOK: Frame = Frame {
        transposed: false,
        lines_reversed: false,
        squares_reversed: false,
    };

    /// All eight, the textbook's first, then its mirror, then the others.
    pub fn all() -> [Frame; 8] {
        let frame = |code: u8| Frame {
            transposed: code & 4 != 0,
            lines_reversed: code & 2 != 0,
            squares_reversed: code & 1 != 0,
        };
        [0, 1, 2, 3, 4, 5, 6, 7].map(frame)
    }

    /// The learner's square as the textbook's.
    pub fn to_textbook(self, n: u32, (row, column): (u32, u32)) -> (u32, u32) {
        let (line, square) = if self.transposed {
            (column, row)
        } else {
            (row, column)
        };
        let flip = |x: u32, on: bool| if on { n - 1 - x } else { x };
        (
            flip(line, self.lines_reversed),
            flip(square, self.squares_reversed),
        )
    }

    /// The textbook's square as the learner's.
    pub fn to_learner(self, n: u32, (row, column): (u32, u32)) -> (u32, u32) {
        let flip = |x: u32, on: bool| if on { n - 1 - x } else { x };
        let (line, square) = (
            flip(row, self.lines_reversed),
            flip(column, self.squares_reversed),
        );
        if self.transposed {
            (square, line)
        } else {
            (line, square)
        }
    }

    /// The event as the textbook's.
    pub fn event_to_textbook(self, n: u32, event: Event) -> Event {
        match event {
            Event::Place(r, c) if r < n && c < n => {
                let (r, c) = self.to_textbook(n, (r, c));
                Event::Place(r, c)
            }
            Event::Remove(r, c) if r < n && c < n => {
                let (r, c) = self.to_textbook(n, (r, c));
                Event::Remove(r, c)
            }
            other => other,
        }
    }

    /// The textbook's event as the learner would print it.
    pub fn event_to_learner(self, n: u32, event: Event) -> Event {
        match event {
            Event::Place(r, c) => {
                let (r, c) = self.to_learner(n, (r, c));
                Event::Place(r, c)
            }
            Event::Remove(r, c) => {
                let (r, c) = self.to_learner(n, (r, c));
                Event::Remove(r, c)
            }
            Event::Solution => Event::Solution,
        }
    }

    /// The word for the lines the program fills one by one.
    pub fn line_word(self) -> &'static str {
        if self.transposed { "column" } else { "row" }
    }

    /// The order in words: "rows top to bottom, columns left to right".
    pub fn order(self) -> String {
        let (lines, across) = if self.transposed {
            (
                ["columns left to right", "columns right to left"],
                ["rows top to bottom", "rows bottom to top"],
            )
        } else {
            (
                ["rows top to bottom", "rows bottom to top"],
                ["columns left to right", "columns right to left"],
            )
        };
        format!(
            "{}, {}",
            lines[usize::from(self.lines_reversed)],
            across[usize::from(self.squares_reversed)]
        )
    }
}

/// What the textbook prints next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    Event(Event),
    /// Its search is over.
    End,
}

/// The textbook's search, kept in step with a trace while the trace
/// follows it: its board and the event it would print next.
#[derive(Debug, Clone)]
pub struct Follower {
    pub frame: Frame,
    n: u32,
    /// The column of each filled row, top first.
    queens: Vec<u32>,
    columns: Vec<bool>,
    diagonals: Vec<bool>,
    anti_diagonals: Vec<bool>,
    pub next: Next,
}

impl Follower {
    pub fn new(n: u32, frame: Frame) -> Self {
        let lines = 2 * n as usize;
        let mut follower = Follower {
            frame,
            n,
            queens: Vec::with_capacity(n as usize),
            columns: vec![false; n as usize],
            diagonals: vec![false; lines],
            anti_diagonals: vec![false; lines],
            next: Next::End,
        };
        follower.next = match follower.free_from(0) {
            Some(c) => Next::Event(Event::Place(0, c)),
            None => Next::End,
        };
        follower
    }

    /// The first free column of the next row from `from`, if any.
    fn free_from(&self, from: u32) -> Option<u32> {
        let row = self.queens.len() as u32;
        (from..self.n).find(|&c| {
            !self.columns[c as usize]
                && !self.diagonals[(row + self.n - c) as usize]
                && !self.anti_diagonals[(row + c) as usize]
        })
    }

    fn mark(&mut self, row: u32, column: u32, on: bool) {
        self.columns[column as usize] = on;
        self.diagonals[(row + self.n - column) as usize] = on;
        self.anti_diagonals[(row + column) as usize] = on;
    }

    /// The event after a remove or a dead end: the next free square of the
    /// row the top queen leaves, or that queen's own remove.
    fn after_lift(&mut self, from: u32) -> Next {
        if let Some(c) = self.free_from(from) {
            return Next::Event(Event::Place(self.queens.len() as u32, c));
        }
        match self.queens.last() {
            Some(&c) => Next::Event(Event::Remove(self.queens.len() as u32 - 1, c)),
            None => Next::End,
        }
    }

    /// Takes the textbook's next step, which the trace has just matched.
    pub fn advance(&mut self) {
        let Next::Event(event) = self.next else {
            return;
        };
        self.next = match event {
            Event::Place(row, column) => {
                self.queens.push(column);
                self.mark(row, column, true);
                if self.queens.len() as u32 == self.n {
                    Next::Event(Event::Solution)
                } else {
                    self.after_lift(0)
                }
            }
            Event::Solution => {
                let row = self.queens.len() as u32 - 1;
                Next::Event(Event::Remove(row, self.queens[row as usize]))
            }
            Event::Remove(row, column) => {
                self.queens.pop();
                self.mark(row, column, false);
                self.after_lift(column + 1)
            }
        };
    }
}

/// The textbook's search of n as a learner's right program prints it:
/// `n = N`, then its events (the benchmarks' and tests' trace).
///
/// ```
/// let four = nqueens_boards::replay::textbook_trace(4);
/// assert!(four.starts_with("n = 4\nplace 0 0\nplace 1 2\nremove 1 2\n"));
/// assert_eq!(four.lines().filter(|l| l.starts_with("place")).count(), 16);
/// ```
pub fn textbook_trace(n: usize) -> String {
    let mut out = format!("n = {n}\n");
    let mut follower = Follower::new(n as u32, Frame::TEXTBOOK);
    while let Next::Event(event) = follower.next {
        out.push_str(&format!("{event}\n"));
        follower.advance();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Step, TREE_NODES, Trace};

    /// Every event the textbook prints for n.
    fn events(n: u32) -> Vec<Event> {
        let mut follower = Follower::new(n, Frame::TEXTBOOK);
        let mut out = Vec::new();
        while let Next::Event(event) = follower.next {
            out.push(event);
            follower.advance();
        }
        out
    }

    #[test]
    fn the_follower_makes_the_engines_textbook_search() {
        for n in 1..=8u32 {
            let mut from_trace = Vec::new();
            for step in Trace::new(n as usize).unwrap() {
                match step {
                    Step::Place { row, col } => {
                        from_trace.push(Event::Place(row as u32, col as u32))
                    }
                    Step::Solution { .. } => from_trace.push(Event::Solution),
                    Step::Backtrack { row, col } => {
                        from_trace.push(Event::Remove(row as u32, col as u32))
                    }
                    Step::Try { .. } | Step::Reject { .. } => {}
                }
            }
            let ours = events(n);
            let places = ours
                .iter()
                .filter(|e| matches!(e, Event::Place(..)))
                .count();
            assert_eq!(places as u64 + 1, TREE_NODES[n as usize - 1], "n = {n}");
            // The engine's trace lifts the last queen after a solution
            // as the recursion does, or leaves it: compare the places and
            // solutions in order, and that every place is removed.
            let keep = |e: &&Event| !matches!(e, Event::Remove(..));
            assert!(
                ours.iter().filter(keep).eq(from_trace.iter().filter(keep)),
                "n = {n}"
            );
            let removes =
                ours.len() - places - ours.iter().filter(|e| **e == Event::Solution).count();
            assert_eq!(removes, places, "n = {n}");
        }
    }

    #[test]
    fn four_begins_as_the_lecture_draws_it() {
        use Event::*;
        assert_eq!(
            events(4)[..8],
            [
                Place(0, 0),
                Place(1, 2),
                Remove(1, 2),
                Place(1, 3),
                Place(2, 1),
                Remove(2, 1),
                Remove(1, 3),
                Remove(0, 0)
            ]
        );
        assert_eq!(
            events(2),
            [Place(0, 0), Remove(0, 0), Place(0, 1), Remove(0, 1)]
        );
    }

    #[test]
    fn frames_go_and_come_back() {
        for frame in Frame::all() {
            for square in [(0, 0), (1, 4), (6, 2)] {
                assert_eq!(frame.to_learner(7, frame.to_textbook(7, square)), square);
            }
        }
        let by_columns = Frame {
            transposed: true,
            lines_reversed: false,
            squares_reversed: true,
        };
        assert_eq!(
            by_columns.order(),
            "columns left to right, rows bottom to top"
        );
        assert_eq!(by_columns.to_textbook(8, (7, 0)), (0, 0));
    }
}
