// The text board: n lines of n characters, `Q` a queen and `.` an empty
// square, row 0 first; also the one-line column list.

use super::ParseError;
use crate::engine::Board;

/// The board as n lines of `Q` and `.`, each ending in a newline.
///
/// ```
/// use nqueens::engine::Board;
/// let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
/// assert_eq!(nqueens::formats::to_text(&board), ".Q..\n...Q\nQ...\n..Q.\n");
/// ```
pub fn to_text(board: &Board) -> String {
    let n = board.n();
    let mut out = String::with_capacity(n * (n + 1));
    for row in board.rows() {
        for c in 0..n {
            out.push(if *row == Some(c as u32) { 'Q' } else { '.' });
        }
        out.push('\n');
    }
    out
}

/// The column list, 0-based and space-separated, `-` for an empty row.
///
/// ```
/// use nqueens::engine::Board;
/// let board = Board::from_rows(vec![Some(1), None, Some(0)]).unwrap();
/// assert_eq!(nqueens::formats::to_columns_line(&board), "1 - 0");
/// ```
pub fn to_columns_line(board: &Board) -> String {
    board
        .rows()
        .iter()
        .map(|c| c.map_or_else(|| "-".to_string(), |c| c.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads a text board. Lenient where it is safe: trailing spaces, a final
/// newline (and blank lines after the board), Windows line ends, and `#` for
/// an empty square. Strict elsewhere: the first line sets n, every other line
/// must have n squares, there must be n lines, and a row holds one queen at
/// most; the error names the line and column.
///
/// ```
/// let board = nqueens::formats::from_text("#Q##\n###Q\nQ###\n##Q#\n").unwrap();
/// assert_eq!(board.columns().unwrap(), vec![1, 3, 0, 2]);
/// let err = nqueens::formats::from_text(".Q..\n..x.\n").unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 3: 'x' is not a square (use Q for a queen, . or # for an empty square)");
/// ```
pub fn from_text(content: &str) -> Result<Board, ParseError> {
    let lines: Vec<&str> = content
        .lines()
        .map(|l| l.trim_end_matches([' ', '\t', '\r']))
        .collect();
    let used = lines
        .iter()
        .rposition(|l| !l.is_empty())
        .map_or(0, |last| last + 1);
    if used == 0 {
        return Err(ParseError::Whole(
            "the text is empty: a board has at least one line".into(),
        ));
    }
    let n = lines[0].chars().count();
    if n == 0 {
        return Err(ParseError::at(1, 1, "the first line is empty"));
    }
    let mut rows = Vec::with_capacity(n);
    for (i, line) in lines[..used].iter().enumerate() {
        let line_no = i + 1;
        if i >= n {
            return Err(ParseError::at(
                line_no,
                1,
                format!("a board of {n} columns has {n} lines; this is line {line_no}"),
            ));
        }
        let mut queen = None;
        let mut width = 0;
        for (j, ch) in line.chars().enumerate() {
            width = j + 1;
            match ch {
                'Q' => {
                    if let Some(first) = queen {
                        return Err(ParseError::at(
                            line_no,
                            j + 1,
                            format!(
                                "a second queen in this row (the first is in column {}); a row holds one queen at most",
                                first + 1
                            ),
                        ));
                    }
                    queen = Some(j as u32);
                }
                '.' | '#' => {}
                other => {
                    return Err(ParseError::at(
                        line_no,
                        j + 1,
                        format!(
                            "{other:?} is not a square (use Q for a queen, . or # for an empty square)"
                        ),
                    ));
                }
            }
            if width > n {
                return Err(ParseError::at(
                    line_no,
                    j + 1,
                    format!("the line is longer than the first line ({n} squares)"),
                ));
            }
        }
        if width < n {
            return Err(ParseError::at(
                line_no,
                width + 1,
                format!("the line has {width} squares, the first line has {n}"),
            ));
        }
        rows.push(queen);
    }
    if rows.len() < n {
        return Err(ParseError::at(
            used + 1,
            1,
            format!(
                "a board of {n} columns has {n} lines, this one has {}",
                rows.len()
            ),
        ));
    }
    Ok(Board::from_rows(rows)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lenient_where_safe() {
        let board = from_text(".Q..  \r\n...Q\r\nQ...\n..Q.\n\n\n").unwrap();
        assert_eq!(board.columns().unwrap(), vec![1, 3, 0, 2]);
        let partial = from_text("..\n.Q").unwrap();
        assert_eq!(partial.rows(), &[None, Some(1)]);
    }

    #[test]
    fn strict_elsewhere_with_positions() {
        let cases = [
            ("", "the text is empty: a board has at least one line"),
            (
                "...\n..\n...\n",
                "line 2, column 3: the line has 2 squares, the first line has 3",
            ),
            (
                "...\n....\n...\n",
                "line 2, column 4: the line is longer than the first line (3 squares)",
            ),
            (
                "Q.Q\n...\n...\n",
                "line 1, column 3: a second queen in this row (the first is in column 1); a row holds one queen at most",
            ),
            (
                "...\n...\n",
                "line 3, column 1: a board of 3 columns has 3 lines, this one has 2",
            ),
            (
                "..\n..\n..\n",
                "line 3, column 1: a board of 2 columns has 2 lines; this is line 3",
            ),
            (
                "..\n\n..\n",
                "line 2, column 1: the line has 0 squares, the first line has 2",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(
                from_text(input).unwrap_err().to_string(),
                message,
                "input {input:?}"
            );
        }
    }
}
