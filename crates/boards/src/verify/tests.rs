//! The verdicts on solvers' outputs: exact lists, missing, invalid and repeated boards, counts, other rules.

use super::*;

fn all(n: usize) -> Vec<Vec<u32>> {
    Solutions::new(n, Rules::QUEENS)
        .unwrap()
        .map(|b| b.columns().unwrap())
        .collect()
}

fn lines(boards: &[Vec<u32>]) -> String {
    boards
        .iter()
        .map(|b| {
            let c: Vec<String> = b.iter().map(u32::to_string).collect();
            c.join(" ") + "\n"
        })
        .collect()
}

fn run(input: &str, n: Option<usize>) -> Report {
    let options = Options {
        n,
        ..Options::default()
    };
    verify(input.as_bytes(), options, Control::default(), &mut |_| {}).unwrap()
}

fn boards(report: &Report) -> &BoardsReport {
    match &report.findings {
        Findings::Boards(b) => b,
        Findings::Count { .. } => panic!("a count"),
    }
}

fn figures(report: &Report) -> [u64; 5] {
    let b = boards(report);
    [b.boards, b.valid, b.missing, b.invalid, b.duplicates]
}

#[test]
fn the_whole_list_in_any_order_is_exact() {
    let eight = all(8);
    let report = run(&lines(&eight), None);
    assert!(report.is_exact(), "{}", report.text(true));
    assert_eq!(figures(&report), [92, 92, 0, 0, 0]);
    assert_eq!(boards(&report).out_of_order, None);
    // Backwards: every board but the first waits for the second walk.
    let mut backwards = eight.clone();
    backwards.reverse();
    let report = run(&lines(&backwards), None);
    assert!(report.is_exact(), "{}", report.text(true));
    assert_eq!(boards(&report).out_of_order, Some((2, 1)));
    assert!(
        report
            .text(true)
            .contains("order: not lexicographic (board 2 comes before board 1")
    );
    // Shuffled, in text boards.
    let mut shuffled = eight.clone();
    fastrand::Rng::with_seed(3).shuffle(&mut shuffled);
    let text: Vec<String> = shuffled
        .iter()
        .map(|b| crate::formats::to_text(&crate::engine::Board::from_columns(b).unwrap()))
        .collect();
    let report = run(&text.join("\n"), None);
    assert_eq!(figures(&report), [92, 92, 0, 0, 0]);
    assert_eq!(
        report.verdict(),
        "exactly the solutions of n = 8, each once (92)"
    );
}

#[test]
fn missing_invalid_and_repeated_boards_are_counted_and_shown() {
    let six = all(6); // 4 solutions
    // #1 twice in a row, #4, then #1 again out of order, an attacking
    // board and a board of the wrong size; #2 and #3 missing.
    let input = format!(
        "{}{}{}{}0 1 2 3 4 5\n1 3 5 0\n",
        lines(&six[0..1]),
        lines(&six[0..1]),
        lines(&six[3..4]),
        lines(&six[0..1]),
    );
    let report = run(&input, None);
    assert_eq!(figures(&report), [6, 4, 2, 2, 2]);
    let b = boards(&report);
    assert_eq!(
        b.first_missing,
        vec![
            Missing {
                number: 2,
                columns: six[1].clone()
            },
            Missing {
                number: 3,
                columns: six[2].clone()
            },
        ]
    );
    assert_eq!(
        b.first_repeats,
        vec![
            Repeat {
                place: 2,
                number: 1
            },
            Repeat {
                place: 4,
                number: 1
            }
        ]
    );
    assert_eq!(b.first_invalid[0].place, 5);
    assert_eq!(b.first_invalid[0].line, 5);
    assert_eq!(
        b.first_invalid[0].reason.to_string(),
        "queens at row 0 column 0 and row 1 column 1: same diagonal"
    );
    assert!(b.first_invalid[0].attack().is_some());
    assert_eq!(
        b.first_invalid[1].reason.to_string(),
        "4 columns listed, not 6"
    );
    assert!(!report.is_exact());
    let text = report.text(false);
    assert!(
        text.starts_with("n: 6\nboards: 6\nvalid: 4\nmissing: 2\ninvalid: 2\nduplicates: 2\n"),
        "{text}"
    );
    assert!(text.ends_with("not the solutions of n = 6: 2 missing, 2 invalid, 2 repeated\n"));
}

#[test]
fn boards_are_judged_by_the_rules() {
    let judged = |text: &str, n| {
        let mut reader = OutputReader::new(text.as_bytes()).unwrap();
        let entry = reader.next_board().unwrap().unwrap();
        judge(&Rules::QUEENS, &entry.board, n, false, 1, 1).map_err(|e| e.reason.to_string())
    };
    assert_eq!(judged(".Q..\n...Q\nQ...\n..Q.\n", 4), Ok(vec![1, 3, 0, 2]));
    assert_eq!(
        judged("QQ..\n...Q\n....\n..Q.\n", 4),
        Err("queens at row 0 column 0 and row 0 column 1: same row".into())
    );
    assert_eq!(
        judged(".Q..\n...Q\n....\n..Q.\n", 4),
        Err("no queen in row 2".into())
    );
    assert_eq!(judged(".Q..\n...Q\nQ...\n", 4), Err("3 rows, not 4".into()));
    assert_eq!(
        judged(".Q..\n...Q\nQ..\n..Q.\n", 4),
        Err("row 2 has 3 squares, not 4".into())
    );
    assert_eq!(
        judged("1 3 0 4\n", 4),
        Err("row 3: column 4 is off the board (0 to 3)".into())
    );
    let entry = OutputReader::new(&b"2 4 1 3"[..])
        .unwrap()
        .next_board()
        .unwrap()
        .unwrap();
    assert_eq!(
        judge(&Rules::QUEENS, &entry.board, 4, true, 1, 1).unwrap(),
        [1, 3, 0, 2]
    );
    assert_eq!(
        judge(&Rules::QUEENS, &entry.board, 4, false, 1, 1)
            .unwrap_err()
            .reason
            .to_string(),
        "row 1: column 4 is off the board (0 to 3)"
    );
}

#[test]
fn a_count_is_compared_with_the_true_one() {
    let report = run("14\n", Some(5));
    assert_eq!(
        report.findings,
        Findings::Count {
            printed: 14,
            truth: 10
        }
    );
    assert!(!report.is_exact());
    assert_eq!(
        report.text(false),
        "n: 5\ncount: 14\ntrue count: 10\ndifference: +4\n4 too many: n = 5 has 10 solutions\n"
    );
    assert!(run("92", Some(8)).is_exact());
    assert!(run("0", Some(3)).is_exact());
    let err = verify(
        &b"92"[..],
        Options::default(),
        Control::default(),
        &mut |_| {},
    );
    assert_eq!(err.unwrap_err(), VerifyError::CountWithoutSize);
}

#[test]
fn a_count_of_queens_on_a_torus_polya_rules_out_is_answered_without_a_search() {
    // A search of n = 30 on the torus would run for hours; an already
    // cancelled control shows that none is started.
    let stop = std::sync::atomic::AtomicBool::new(true);
    let control = Control {
        cancel: Some(&stop),
        ..Control::default()
    };
    for (printed, exact) in [("0", true), ("4", false)] {
        let options = Options {
            n: Some(30),
            rules: Rules {
                topology: crate::engine::Topology::Torus,
                ..Rules::default()
            },
            ..Options::default()
        };
        let report = verify(printed.as_bytes(), options, control, &mut |_| {}).unwrap();
        assert_eq!(report.is_exact(), exact, "{printed}");
        assert_eq!(report.truth(), 0);
    }
}

#[test]
fn sizes_come_from_the_first_board_or_are_given() {
    // n = 2 and 3 have no solution: an empty list is right.
    assert!(run("[]", Some(3)).is_exact());
    assert_eq!(figures(&run("[]", Some(4))), [0, 0, 2, 0, 0]);
    let err = verify(
        &b"[]"[..],
        Options::default(),
        Control::default(),
        &mut |_| {},
    );
    assert_eq!(err.unwrap_err(), VerifyError::NoSize);
    // Given n rules: boards of another size are invalid.
    assert_eq!(figures(&run("1 3 0 2\n", Some(5))), [1, 0, 10, 1, 0]);
    let err = verify(
        &b"1 3 0 2\n"[..],
        Options {
            n: Some(19),
            ..Options::default()
        },
        Control::default(),
        &mut |_| {},
    );
    assert_eq!(err.unwrap_err(), VerifyError::TooLarge(19));
    let err = verify(
        &b"5\n"[..],
        Options {
            n: Some(28),
            ..Options::default()
        },
        Control::default(),
        &mut |_| {},
    );
    assert_eq!(err.unwrap_err(), VerifyError::Unknown(28));
}
