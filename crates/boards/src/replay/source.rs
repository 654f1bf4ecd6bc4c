//! Where a trace is read from, twice or more: pasted text kept in memory,
//! or a file read again at each step (a trace of millions of events is
//! never held whole).

use std::io::{BufRead, BufReader, Cursor, Read, Seek};
use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::Control;

use super::{Options, Position, ReplayError, SizeFrom, Steps, Verdict};

/// A trace's bytes, to be read from the start as often as needed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    Bytes(Arc<[u8]>),
    File(PathBuf),
}

/// A source opened for reading.
pub(super) trait ReadSeek: Read + Seek {}
impl<T: Read + Seek> ReadSeek for T {}

impl Source {
    pub(super) fn open(&self) -> Result<Box<dyn ReadSeek + '_>, ReplayError> {
        Ok(match self {
            Source::Bytes(bytes) => Box::new(Cursor::new(&bytes[..])),
            Source::File(path) => {
                let file = std::fs::File::open(path)
                    .map_err(|e| ReplayError::Io(crate::formats::io_message(&e)))?;
                let size = file
                    .metadata()
                    .map_err(|e| ReplayError::Io(crate::formats::io_message(&e)))?
                    .len();
                if size > super::MAX_TRACE_BYTES {
                    return Err(ReplayError::FileTooLarge { bytes: size });
                }
                Box::new(file)
            }
        })
    }

    /// Replays the trace (reading it twice when its n is neither given
    /// nor said before its first event) with the steps to any event.
    pub fn replay(
        &self,
        options: Options,
        control: &Control<'_>,
    ) -> Result<(Verdict, Steps), ReplayError> {
        judge_twice(
            &mut || Ok(Box::new(BufReader::with_capacity(1 << 16, self.open()?))),
            options,
            control,
        )
    }

    /// The boards from `from` events on (see [`Steps::walk`]).
    pub fn walk(
        &self,
        steps: &Steps,
        from: u64,
        count: usize,
    ) -> Result<Vec<Position>, ReplayError> {
        steps.walk(self.open()?, from, count)
    }

    /// The board after `events` events (see [`Steps::at`]).
    pub fn at(&self, steps: &Steps, events: u64) -> Result<Position, ReplayError> {
        steps.at(self.open()?, events)
    }
}

/// Whether pasted text holds a trace: a `place`, `remove` or `solution`
/// line among its first 64 KiB.
pub fn holds_trace(text: &str) -> bool {
    let head = &text.as_bytes()[..text.len().min(1 << 16)];
    head.split(|&b| b == b'\n')
        .any(|line| matches!(super::parse(line, false), Ok(Some(super::Item::Event(_)))))
}

/// Replays a trace that `open` gives from its start, finding its size in
/// a first pass when it is neither given nor said before its first event.
pub fn judge_twice<'a>(
    open: &mut dyn FnMut() -> Result<Box<dyn BufRead + 'a>, ReplayError>,
    options: Options,
    control: &Control<'_>,
) -> Result<(Verdict, Steps), ReplayError> {
    let mut size_from = None;
    let mut options = options;
    if options.n.is_none() {
        // A size said in the trace is read by the replay where it is.
        if let Some((found, from @ (SizeFrom::FirstSolution { .. } | SizeFrom::Largest))) =
            super::find_size(open()?, options.one_based)?
        {
            options.n = Some(found);
            size_from = Some(from);
        }
    }
    let (mut verdict, steps) = super::replay_with_steps(open()?, options, control)?;
    if let Some(from) = size_from {
        verdict.size_from = from;
    }
    Ok((verdict, steps))
}
