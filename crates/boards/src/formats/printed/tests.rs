//! The reader of solvers' outputs: every format alike, errors with their line and column, junk refused at its first byte.

use super::*;

fn read_all(input: &str) -> Result<(Shape, Vec<Printed>), ReadError> {
    let mut reader = OutputReader::new(input.as_bytes())?;
    let mut boards = Vec::new();
    while let Some(entry) = reader.next_board()? {
        assert_eq!(entry.place, boards.len() as u64 + 1);
        boards.push(entry.board);
    }
    Ok((reader.shape(), boards))
}

fn grid(rows: &[&str]) -> Printed {
    Printed::Grid(
        rows.iter()
            .map(|row| {
                let queens = row.match_indices('Q').map(|(i, _)| i as u32).collect();
                (row.len(), queens)
            })
            .collect(),
    )
}

#[test]
fn every_format_of_the_two_solutions_of_four_reads_alike() {
    let first = grid(&[".Q..", "...Q", "Q...", "..Q."]);
    let second = grid(&["..Q.", "Q...", "...Q", ".Q.."]);
    let boards = vec![first, second];
    for json in [
        r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#,
        "[['.Q..', '...Q', 'Q...', '..Q.'], ['..Q.', 'Q...', '...Q', '.Q..']]\n",
        "[\n  [\".Q..\", \"...Q\", \"Q...\", \"..Q.\"],\n  [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]\n]\n",
        // Q spelled as JSON's escape, as some serializers write it.
        r#"[[".\u0051..","...Q","Q...","..Q."],["..Q.","\u0051...","...Q",".\u0051.."]]"#,
    ] {
        assert_eq!(
            read_all(json).unwrap(),
            (Shape::Json, boards.clone()),
            "{json}"
        );
    }
    let text = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n";
    assert_eq!(read_all(text).unwrap(), (Shape::Text, boards.clone()));
    let columns = vec![
        Printed::Columns(vec![1, 3, 0, 2]),
        Printed::Columns(vec![2, 0, 3, 1]),
    ];
    for lines in [
        "1 3 0 2\n2 0 3 1\n",
        "[1, 3, 0, 2]\n[2, 0, 3, 1]",
        "1,3,0,2\r\n\r\n2,0,3,1\r\n",
        "(1, 3, 0, 2)\n(2, 0, 3, 1)\n",
    ] {
        assert_eq!(
            read_all(lines).unwrap(),
            (Shape::Columns, columns.clone()),
            "{lines}"
        );
    }
    assert_eq!(
        read_all("[[1, 3, 0, 2], [2, 0, 3, 1]]").unwrap(),
        (Shape::Json, columns)
    );
}

#[test]
fn a_number_alone_is_a_count_and_an_empty_list_no_boards() {
    assert_eq!(read_all("92\n").unwrap(), (Shape::Count(92), vec![]));
    assert_eq!(read_all("  14").unwrap(), (Shape::Count(14), vec![]));
    assert_eq!(read_all("[]").unwrap(), (Shape::Json, vec![]));
    assert_eq!(read_all("[ ]\n").unwrap(), (Shape::Json, vec![]));
    // A single board's rows, as LeetCode prints one board.
    assert_eq!(
        read_all(r#"["Q"]"#).unwrap(),
        (Shape::Json, vec![grid(&["Q"])])
    );
    // n = 1's column list reads as a count unless the format is said.
    assert_eq!(read_all("0\n").unwrap().0, Shape::Count(0));
    let mut reader = OutputReader::new(&b"0\n"[..]).unwrap();
    reader.expect(Format::Columns).unwrap();
    let entry = reader.next_board().unwrap().unwrap();
    assert_eq!((entry.line, entry.board), (1, Printed::Columns(vec![0])));
    assert_eq!(reader.next_board().unwrap(), None);
    let mut reader = OutputReader::new(&b"1 3 0 2\n"[..]).unwrap();
    let err = reader.expect(Format::Json).unwrap_err().to_string();
    assert_eq!(
        err,
        "line 1, column 1: the output is column lists, not a JSON list of boards"
    );
    assert_eq!(
        read_all("0\n0\n").unwrap(),
        (
            Shape::Columns,
            vec![Printed::Columns(vec![0]), Printed::Columns(vec![0])]
        )
    );
}

#[test]
fn escapes_that_are_not_squares_are_refused_by_name() {
    for (json, said) in [
        (r#"[["\u0041"]]"#, "\\u0041 is not a square"),
        (r#"[["\n"]]"#, "the escape \\ then 'n' is not a square"),
        (r#"[["\u00"]]"#, "four hexadecimal digits"),
    ] {
        let e = read_all(json).unwrap_err().to_string();
        assert!(e.contains(said), "{json}: {e}");
    }
}

#[test]
fn bad_characters_are_named_with_their_line_and_column() {
    let cases = [
        ("hello", "line 1, column 1: 'h' where a solver's output"),
        (".Q..\n..x.\n", "line 2, column 3: 'x' is not a square"),
        (
            "1 3 0 2\n2 0 3 x\n",
            "line 2, column 7: 'x' in a list of columns",
        ),
        (
            r#"[[".Q.."],["..Q"x]]"#,
            "line 1, column 17: 'x' where ',' or ']'",
        ),
        (
            r#"[[".Q..""#,
            "line 1, column 9: the output ends where ',' or ']'",
        ),
        (
            "[[1,2]] junk",
            "line 1, column 9: 'j' after the end of the list",
        ),
        ("", "line 1, column 1: the output is empty"),
        ("\u{1}", "line 1, column 1: the byte 0x01 where"),
    ];
    for (input, start) in cases {
        let message = read_all(input).unwrap_err().to_string();
        assert!(message.starts_with(start), "{input:?}: {message}");
    }
}

/// A solver's text boards and a board file are read by one lexer: the
/// same characters are squares, and the same are refused in the same words.
#[test]
fn text_rows_are_read_as_a_board_file_reads_them() {
    use crate::formats::{Reading, read_board};
    for text in [".Q. Q\n", ".Qé.\n", "..\t.\n", ".x\n", ".Q\u{1}\n"] {
        let file = read_board(text, Reading::default())
            .unwrap_err()
            .to_string();
        let output = read_all(text).unwrap_err().to_string();
        assert_eq!(output, file, "{text:?}");
    }
    // Trailing blanks and `#` are squares' business in both.
    let (_, boards) = read_all("#Q  \n##\r\n").unwrap();
    assert_eq!(boards, vec![Printed::Grid(vec![(2, vec![1]), (2, vec![])])]);
}

#[test]
fn junk_is_refused_at_its_first_byte_without_reading_on() {
    // An endless input: the reader must stop at the first bad byte.
    let endless = std::io::repeat(b'z');
    let err = OutputReader::new(endless).err().unwrap();
    assert!(err.to_string().starts_with("line 1, column 1:"), "{err}");
    let endless_row = b".Q".chain(std::io::repeat(b'.'));
    let mut reader = OutputReader::new(endless_row).unwrap();
    let err = reader.next_board().unwrap_err().to_string();
    assert_eq!(
        err,
        "line 1, column 10001: a text board has at most 10000 columns"
    );
    // Column lists tell themselves from a count by their first line.
    let endless_line = b"1 ".chain(std::io::repeat(b' '));
    let err = OutputReader::new(endless_line).err().unwrap().to_string();
    assert!(err.contains("a line of over 65,536 bytes"), "{err}");
}
