//! Every solution of n (or only the fundamental ones) into one file, streamed
//! with constant memory, with progress and cancel.

use std::io::{self, Write};

use crate::catalog::{Filter, advance_filtered};
use crate::engine::{Board, Control, EngineError};

use super::{to_ron, to_text};

/// The file format of a list of boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ListFormat {
    /// Text boards separated by blank lines.
    Text,
    /// A RON list of boards.
    Ron,
    /// `number,row0,row1,...` with a header line; columns 0-based.
    Csv,
    /// LeetCode 51's answer: a JSON list of boards, each a list of rows.
    LeetCode,
}

impl ListFormat {
    pub const ALL: [ListFormat; 4] = [
        ListFormat::Text,
        ListFormat::Ron,
        ListFormat::Csv,
        ListFormat::LeetCode,
    ];

    /// The format a file name's extension names, if any.
    ///
    /// ```
    /// use nqueens_boards::formats::ListFormat;
    /// assert_eq!(ListFormat::from_extension("CSV"), Some(ListFormat::Csv));
    /// assert_eq!(ListFormat::from_extension("png"), None);
    /// ```
    pub fn from_extension(extension: &str) -> Option<ListFormat> {
        Self::ALL
            .into_iter()
            .find(|f| f.extension().eq_ignore_ascii_case(extension))
    }

    pub fn extension(self) -> &'static str {
        match self {
            ListFormat::Text => "txt",
            ListFormat::Ron => "ron",
            ListFormat::Csv => "csv",
            ListFormat::LeetCode => "json",
        }
    }
}

/// Writes the solutions of n that pass the filter, in order. `progress` gets
/// the number written so far, every few thousand boards; a set `cancel`
/// stops it with an [`io::ErrorKind::Interrupted`] error.
///
/// ```
/// use nqueens_boards::catalog::Filter;
/// use nqueens_boards::engine::Control;
/// use nqueens_boards::formats::{ListFormat, write_all_solutions};
/// let mut out = Vec::new();
/// let written = write_all_solutions(4, Filter::All, ListFormat::Csv, &mut out, Control::default(), &mut |_| {}).unwrap();
/// assert_eq!(written, 2);
/// assert_eq!(String::from_utf8(out).unwrap(), "number,row0,row1,row2,row3\n1,1,3,0,2\n2,2,0,3,1\n");
/// // LeetCode 51's answer, for a learner to compare with theirs.
/// let mut out = Vec::new();
/// write_all_solutions(4, Filter::All, ListFormat::LeetCode, &mut out, Control::default(), &mut |_| {}).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n");
/// ```
pub fn write_all_solutions(
    n: usize,
    filter: Filter,
    format: ListFormat,
    out: &mut dyn Write,
    control: Control<'_>,
    progress: &mut dyn FnMut(u64),
) -> io::Result<u64> {
    let mut solutions =
        crate::engine::Solutions::new(n, crate::engine::Rules::QUEENS).map_err(invalid)?;
    match format {
        ListFormat::Csv => {
            let header: Vec<String> = (0..n).map(|r| format!("row{r}")).collect();
            writeln!(out, "number,{}", header.join(","))?;
        }
        ListFormat::Ron => writeln!(out, "[")?,
        ListFormat::LeetCode => write!(out, "[")?,
        ListFormat::Text => {}
    }
    let mut written = 0u64;
    while advance_filtered(&mut solutions, filter) {
        let columns = solutions.current();
        written += 1;
        match format {
            ListFormat::Csv => {
                let cols: Vec<String> = columns.iter().map(u32::to_string).collect();
                writeln!(out, "{written},{}", cols.join(","))?;
            }
            ListFormat::Ron => {
                let board = Board::from_columns(columns).map_err(invalid)?;
                writeln!(out, "    {},", to_ron(&board).trim_end())?;
            }
            ListFormat::LeetCode => {
                if written > 1 {
                    write!(out, ",")?;
                }
                let board = Board::from_columns(columns).map_err(invalid)?;
                out.write_all(super::to_leetcode(&board).as_bytes())?;
            }
            ListFormat::Text => {
                if written > 1 {
                    writeln!(out)?;
                }
                let board = Board::from_columns(columns).map_err(invalid)?;
                out.write_all(to_text(&board).as_bytes())?;
            }
        }
        if written.is_multiple_of(4096) {
            progress(written);
            if control.cancelled() {
                return Err(super::cancelled());
            }
        }
    }
    match format {
        ListFormat::Ron => writeln!(out, "]")?,
        ListFormat::LeetCode => writeln!(out, "]")?,
        ListFormat::Text | ListFormat::Csv => {}
    }
    progress(written);
    Ok(written)
}

fn invalid(e: impl Into<EngineError>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, e.into().to_string())
}
