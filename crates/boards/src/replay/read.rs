//! A learner's trace as lines: the events (`place R C`, `remove R C`,
//! `solution`), a size said by the program (`n = 8`), and everything else,
//! which is the program's own output and is skipped.

use std::io::{self, BufRead};

use super::ReplayError;

/// The longest line kept: an event or a size is a few characters, and a
/// longer line (a printed board of n = 1000, a log line) is the program's
/// own output, read past without being held.
pub const MAX_LINE: usize = 256;

/// What a trace's line says, once it has been read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A queen goes on (row, column), counted from 0.
    Place(u32, u32),
    /// The queen on (row, column) is taken back.
    Remove(u32, u32),
    /// The program reports a full board.
    Solution,
}

impl std::fmt::Display for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Event::Place(r, c) => write!(f, "place {r} {c}"),
            Event::Remove(r, c) => write!(f, "remove {r} {c}"),
            Event::Solution => f.write_str("solution"),
        }
    }
}

/// One line that is not the program's own output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    Event(Event),
    /// The program says the board's size: `n = 8`, `n=8`, `N: 8`.
    Size(usize),
}

/// Reads a trace line by line, with each line's number, holding at most
/// [`MAX_LINE`] bytes of a line and refusing past [`super::MAX_TRACE_BYTES`].
pub struct TraceReader<R> {
    input: R,
    line: u64,
    bytes: u64,
    one_based: bool,
    held: Vec<u8>,
}

impl<R: BufRead> TraceReader<R> {
    pub fn new(input: R, one_based: bool) -> Self {
        TraceReader {
            input,
            line: 0,
            bytes: 0,
            one_based,
            held: Vec::with_capacity(MAX_LINE),
        }
    }

    /// A reader whose first line is line `line + 1` of the trace (read
    /// from the middle of it).
    pub fn starting_at(input: R, one_based: bool, line: u64) -> Self {
        TraceReader {
            line,
            ..TraceReader::new(input, one_based)
        }
    }

    /// The bytes read so far: where the next line starts.
    pub fn offset(&self) -> u64 {
        self.bytes
    }

    /// The number of the line read last (from 1).
    pub fn line(&self) -> u64 {
        self.line
    }

    /// The next event or size, with its line's number; `None` at the end.
    pub fn next_item(&mut self) -> Result<Option<(Item, u64)>, ReplayError> {
        while self.next_line()? {
            if let Some(item) =
                parse(&self.held, self.one_based).map_err(|why| ReplayError::BadLine {
                    line: self.line,
                    text: shown(&self.held),
                    why,
                })?
            {
                return Ok(Some((item, self.line)));
            }
        }
        Ok(None)
    }

    /// Reads the next line into `held` (its first [`MAX_LINE`] bytes);
    /// false at the end of the input.
    fn next_line(&mut self) -> Result<bool, ReplayError> {
        self.held.clear();
        let mut any = false;
        loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    return Err(ReplayError::Io(crate::formats::io_message(&e)));
                }
            };
            if chunk.is_empty() {
                if any {
                    self.line += 1;
                }
                return Ok(any);
            }
            any = true;
            let (take, ends) = match chunk.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (chunk.len(), false),
            };
            let room = MAX_LINE.saturating_sub(self.held.len());
            self.held.extend_from_slice(&chunk[..take.min(room)]);
            self.input.consume(take);
            self.bytes += take as u64;
            if self.bytes > super::MAX_TRACE_BYTES {
                return Err(ReplayError::TooLarge {
                    line: self.line + 1,
                });
            }
            if ends {
                self.line += 1;
                return Ok(true);
            }
        }
    }
}

/// A line as a message shows it: its text, cut to 40 characters.
fn shown(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(line);
    let text = text.trim();
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// What a line says: an event, a size, or nothing (the program's own
/// output). A line that starts as an event and is not one is refused, so
/// a typo in the learner's print is named rather than skipped.
///
/// ```text
/// "place 1 3"  -> Place(1, 3)      "  remove 0, 2 " -> Remove(0, 2)
/// "solution"   -> Solution         "n = 8"          -> Size(8)
/// "Solution 1:" -> nothing         "place queens"   -> nothing
/// "place 1"    -> refused          "place -1 2"     -> refused
/// ```
pub fn parse(line: &[u8], one_based: bool) -> Result<Option<Item>, String> {
    let Ok(text) = std::str::from_utf8(line) else {
        return Ok(None);
    };
    let text = text.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    if text == "solution" {
        return Ok(Some(Item::Event(Event::Solution)));
    }
    if let Some(n) = size(text) {
        return Ok(Some(Item::Size(n)));
    }
    let mut words = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty());
    let Some(verb @ ("place" | "remove")) = words.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = words.collect();
    let numeric = |w: &&str| {
        w.trim_start_matches(['-', '+'])
            .bytes()
            .all(|b| b.is_ascii_digit())
    };
    if rest.is_empty() || !rest.iter().all(numeric) {
        // "place queens on the board": the program's own words.
        return Ok(None);
    }
    if rest.len() != 2 {
        return Err(format!(
            "`{verb}` takes a row and a column, as `{verb} 1 3`"
        ));
    }
    let low = u64::from(one_based);
    let index = |word: &str, what: &str| -> Result<u32, String> {
        let value: i64 = word
            .parse()
            .map_err(|_| format!("the {what} {word} is not a number"))?;
        if value < low as i64 {
            return Err(if one_based {
                format!(
                    "the {what} {value} is below 1 (rows and columns count from 1 with --one-based)"
                )
            } else {
                format!("the {what} {value} is below 0")
            });
        }
        u32::try_from(value as u64 - low).map_err(|_| format!("the {what} {value} is too large"))
    };
    let (row, column) = (index(rest[0], "row")?, index(rest[1], "column")?);
    Ok(Some(Item::Event(if verb == "place" {
        Event::Place(row, column)
    } else {
        Event::Remove(row, column)
    })))
}

/// `n = 8`, `n=8`, `N: 8`, `n 8`: the size a program says.
fn size(text: &str) -> Option<usize> {
    let rest = text.strip_prefix(['n', 'N'])?;
    let rest = rest.trim_start();
    let rest = rest
        .strip_prefix('=')
        .or_else(|| rest.strip_prefix(':'))
        .unwrap_or(rest)
        .trim_start();
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.len() > 9 {
        return None;
    }
    rest.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(line: &str) -> Result<Option<Item>, String> {
        parse(line.as_bytes(), false)
    }

    #[test]
    fn events_sizes_and_the_programs_own_words() {
        assert_eq!(item("place 1 3"), Ok(Some(Item::Event(Event::Place(1, 3)))));
        assert_eq!(
            item("  remove 0, 2 \r\n"),
            Ok(Some(Item::Event(Event::Remove(0, 2))))
        );
        assert_eq!(item("solution"), Ok(Some(Item::Event(Event::Solution))));
        assert_eq!(item("n = 8"), Ok(Some(Item::Size(8))));
        assert_eq!(item("N: 12"), Ok(Some(Item::Size(12))));
        for own in [
            "Solution 1:",
            "place queens",
            "",
            "Q . . .",
            "92",
            "no solution",
            "nothing",
        ] {
            assert_eq!(item(own), Ok(None), "{own:?}");
        }
        assert_eq!(parse(b"\xff\xfe place 1 2", false), Ok(None));
    }

    #[test]
    fn a_broken_event_is_named_not_skipped() {
        assert!(item("place 1").unwrap_err().contains("a row and a column"));
        assert!(
            item("place 1 2 3")
                .unwrap_err()
                .contains("a row and a column")
        );
        assert!(item("remove -1 2").unwrap_err().contains("below 0"));
        assert!(
            item("place 1 99999999999")
                .unwrap_err()
                .contains("too large")
        );
        assert_eq!(
            parse(b"place 1 1", true),
            Ok(Some(Item::Event(Event::Place(0, 0))))
        );
        assert!(parse(b"place 0 1", true).unwrap_err().contains("below 1"));
    }

    #[test]
    fn a_long_line_is_held_to_its_first_bytes_and_lines_are_counted() {
        let mut text = "x".repeat(100_000);
        text.push_str("\nplace 0 0\n\nsolution");
        let mut reader = TraceReader::new(text.as_bytes(), false);
        assert_eq!(
            reader.next_item().unwrap(),
            Some((Item::Event(Event::Place(0, 0)), 2))
        );
        assert!(reader.held.capacity() <= 2 * MAX_LINE);
        assert_eq!(
            reader.next_item().unwrap(),
            Some((Item::Event(Event::Solution), 4))
        );
        assert_eq!(reader.next_item().unwrap(), None);
    }

    #[test]
    fn a_broken_line_is_named_with_its_number() {
        let mut reader = TraceReader::new("hello\nplace 1\n".as_bytes(), false);
        let error = reader.next_item().unwrap_err().to_string();
        assert_eq!(
            error,
            "line 2: `place 1`: `place` takes a row and a column, as `place 1 3`"
        );
    }
}
