//! Any event of a trace at once: the board every [`STRIDE`] events, kept
//! with where the trace's next line starts, so that a step is a seek and at
//! most [`STRIDE`] events read again, however long the trace (a brute
//! force's 38 million events keep about 9,400 boards).

use std::io::{BufReader, Read, Seek, SeekFrom};

use super::ReplayError;
use super::read::{Event, Item, TraceReader};

/// Events between two boards kept.
pub const STRIDE: u64 = 4096;

/// The board after a number of events, where the trace goes on.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Checkpoint {
    events: u64,
    /// The byte where the next line starts.
    offset: u64,
    /// Lines read before it.
    line: u64,
    queens: Vec<(u32, u32)>,
}

/// The way to any event of one trace: kept while it is replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Steps {
    n: usize,
    one_based: bool,
    events: u64,
    checkpoints: Vec<Checkpoint>,
}

/// The board after some events of a trace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// Events replayed (0: none yet, the empty board).
    pub events: u64,
    /// The queens on the board, in the order placed.
    pub queens: Vec<(u32, u32)>,
    /// The last event replayed and its line.
    pub last: Option<(Event, u64)>,
}

impl Position {
    /// The board, one queen a row (the first placed of a row holding more),
    /// and the rows holding more than one.
    pub fn board(&self, n: usize) -> Option<(crate::engine::Board, Vec<u32>)> {
        let mut rows = vec![None; n];
        let mut crowded = Vec::new();
        for &(r, c) in &self.queens {
            match rows.get_mut(r as usize)? {
                slot @ None => *slot = Some(c),
                Some(_) => crowded.push(r),
            }
        }
        Some((crate::engine::Board::from_rows(rows).ok()?, crowded))
    }

    /// The square of the last event, if it has one.
    pub fn square(&self) -> Option<(usize, usize)> {
        match self.last? {
            (Event::Place(r, c) | Event::Remove(r, c), _) => Some((r as usize, c as usize)),
            (Event::Solution, _) => None,
        }
    }
}

impl Steps {
    pub(crate) fn new(n: usize, one_based: bool) -> Self {
        Steps {
            n,
            one_based,
            events: 0,
            checkpoints: vec![Checkpoint {
                events: 0,
                offset: 0,
                line: 0,
                queens: Vec::new(),
            }],
        }
    }

    /// Keeps the board after `events` (a multiple of [`STRIDE`]).
    pub(crate) fn keep(&mut self, events: u64, offset: u64, line: u64, queens: Vec<(u32, u32)>) {
        self.events = events;
        self.checkpoints.push(Checkpoint {
            events,
            offset,
            line,
            queens,
        });
    }

    /// The trace has this many events in all.
    pub(crate) fn end(&mut self, events: u64) {
        self.events = events;
    }

    /// The trace's events.
    pub fn events(&self) -> u64 {
        self.events
    }

    /// Whether the trace's rows and columns count from 1.
    pub fn one_based(&self) -> bool {
        self.one_based
    }

    /// The board's size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The boards after `from`, `from + 1`, … events, `count` of them at
    /// most (fewer at the trace's end), read in one pass.
    pub fn walk(
        &self,
        source: impl Read + Seek,
        from: u64,
        count: usize,
    ) -> Result<Vec<Position>, ReplayError> {
        let mut positions = Vec::new();
        self.replay_from(source, from, &mut |position| {
            positions.push(position.clone());
            positions.len() < count
        })?;
        Ok(positions)
    }

    /// The board after `events` events of the trace read from `source`
    /// (the one replayed: the same bytes), reading at most [`STRIDE`] of
    /// them again.
    pub fn at(&self, source: impl Read + Seek, events: u64) -> Result<Position, ReplayError> {
        let mut at = None;
        self.replay_from(source, events, &mut |position| {
            at = Some(position.clone());
            false
        })?;
        // Past the end: the last board.
        match at {
            Some(position) => Ok(position),
            None => self.at_end(),
        }
    }

    fn at_end(&self) -> Result<Position, ReplayError> {
        Err(ReplayError::Io(
            "the trace changed since it was replayed".to_string(),
        ))
    }

    /// Replays from the checkpoint before event `from` and gives `visit`
    /// the board after `from` events, then after each further one, while
    /// it answers true.
    fn replay_from(
        &self,
        source: impl Read + Seek,
        from: u64,
        visit: &mut dyn FnMut(&Position) -> bool,
    ) -> Result<(), ReplayError> {
        let from = from.min(self.events);
        // The checkpoint before the event asked, so that its own line is
        // read and named.
        let before = from.saturating_sub(1);
        let i = self
            .checkpoints
            .partition_point(|c| c.events <= before)
            .saturating_sub(1);
        let start = &self.checkpoints[i];
        let mut source = source;
        source
            .seek(SeekFrom::Start(start.offset))
            .map_err(|e| ReplayError::Io(crate::formats::io_message(&e)))?;
        let mut reader =
            TraceReader::starting_at(BufReader::new(source), self.one_based, start.line);
        let mut position = Position {
            events: start.events,
            queens: start.queens.clone(),
            last: None,
        };
        if position.events == from && !visit(&position) {
            return Ok(());
        }
        while let Some((item, line)) = reader.next_item()? {
            let Item::Event(event) = item else {
                continue;
            };
            position.events += 1;
            position.last = Some((event, line));
            apply(&mut position.queens, event);
            if position.events >= from && !visit(&position) {
                return Ok(());
            }
        }
        Ok(())
    }
}

/// An event on a board as the replay plays it: a remove takes the last
/// queen on its square, wherever she is.
pub(crate) fn apply(queens: &mut Vec<(u32, u32)>, event: Event) {
    match event {
        Event::Place(r, c) => queens.push((r, c)),
        Event::Remove(r, c) => {
            if let Some(at) = queens.iter().rposition(|&q| q == (r, c)) {
                queens.remove(at);
            }
        }
        Event::Solution => {}
    }
}
