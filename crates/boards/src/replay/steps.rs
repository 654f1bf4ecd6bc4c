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

    /// The board's size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The board after `events` events of the trace read from `source`
    /// (the one replayed: the same bytes), reading at most [`STRIDE`] of
    /// them again.
    pub fn at(&self, source: impl Read + Seek, events: u64) -> Result<Position, ReplayError> {
        let events = events.min(self.events);
        // The checkpoint before the event asked, so that its own line is
        // read and named.
        let before = events.saturating_sub(1);
        let i = self
            .checkpoints
            .partition_point(|c| c.events <= before)
            .saturating_sub(1);
        let from = &self.checkpoints[i];
        let mut source = source;
        source
            .seek(SeekFrom::Start(from.offset))
            .map_err(|e| ReplayError::Io(crate::formats::io_message(&e)))?;
        let mut reader =
            TraceReader::starting_at(BufReader::new(source), self.one_based, from.line);
        let mut position = Position {
            events: from.events,
            queens: from.queens.clone(),
            last: None,
        };
        while position.events < events {
            let Some((item, line)) = reader.next_item()? else {
                break;
            };
            let Item::Event(event) = item else {
                continue;
            };
            position.events += 1;
            position.last = Some((event, line));
            apply(&mut position.queens, event);
        }
        Ok(position)
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
