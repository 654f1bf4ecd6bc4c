//! Traces of searches written here, right and wrong, and what the replay
//! says of each. (The programs in four languages that the docs show are
//! run by the workspace's tests.)

use super::*;
use crate::engine::{KNOWN_COUNTS, Line, line_between};

/// Which checks a generated search makes before it places a queen.
#[derive(Clone, Copy)]
enum Shape {
    /// The textbook's: every line tested before placing.
    Textbook,
    /// Place, then test; take back an attacked queen at once.
    PlaceThenTest,
    /// Columns tested before placing, diagonals on full boards.
    Permutations,
    /// Nothing tested until the board is full.
    FullBoards,
    /// Anti-diagonals never tested (r - c for both diagonals).
    NoAntiDiagonals,
}

fn attacked(queens: &[(usize, usize)], square: (usize, usize), shape: Shape) -> bool {
    queens.iter().any(|&q| match line_between(q, square) {
        Some(Line::AntiDiagonal) => !matches!(shape, Shape::NoAntiDiagonals),
        Some(_) => true,
        None => false,
    })
}

/// The trace of a search of n of `shape`, stopping after `stop_after`
/// solutions, its squares seen through `frame`.
fn search(n: usize, shape: Shape, frame: Frame, stop_after: Option<u64>) -> String {
    struct Walk {
        n: usize,
        shape: Shape,
        frame: Frame,
        queens: Vec<(usize, usize)>,
        out: String,
        found: u64,
        stop_after: Option<u64>,
    }
    impl Walk {
        fn say(&mut self, verb: &str, (r, c): (usize, usize)) {
            let (r, c) = self.frame.to_learner(self.n as u32, (r as u32, c as u32));
            self.out.push_str(&format!("{verb} {r} {c}\n"));
        }
        fn done(&self) -> bool {
            self.stop_after.is_some_and(|s| self.found >= s)
        }
        fn go(&mut self, row: usize) {
            if row == self.n {
                let valid = matches!(self.shape, Shape::NoAntiDiagonals)
                    || (0..self.n)
                        .all(|i| !attacked(&self.queens[..i], self.queens[i], Shape::Textbook));
                if valid {
                    self.out.push_str("solution\n");
                    self.found += 1;
                }
                return;
            }
            for col in 0..self.n {
                let square = (row, col);
                let skip = match self.shape {
                    Shape::Textbook | Shape::NoAntiDiagonals => {
                        attacked(&self.queens, square, self.shape)
                    }
                    Shape::Permutations => self.queens.iter().any(|q| q.1 == col),
                    Shape::PlaceThenTest | Shape::FullBoards => false,
                };
                if skip {
                    continue;
                }
                let bad = matches!(self.shape, Shape::PlaceThenTest)
                    && attacked(&self.queens, square, Shape::Textbook);
                self.say("place", square);
                self.queens.push(square);
                if !bad {
                    self.go(row + 1);
                }
                if self.done() {
                    return;
                }
                self.queens.pop();
                self.say("remove", square);
            }
        }
    }
    let mut walk = Walk {
        n,
        shape,
        frame,
        queens: Vec::new(),
        out: format!("n = {n}\n"),
        found: 0,
        stop_after,
    };
    walk.go(0);
    walk.out
}

fn judge(text: &str) -> Verdict {
    replay(text.as_bytes(), Options::default(), &Control::default()).unwrap()
}

#[test]
fn the_textbooks_search_is_said_to_be_it_in_every_frame() {
    for n in 1..=8 {
        for frame in Frame::all() {
            let verdict = judge(&search(n, Shape::Textbook, frame, None));
            assert!(
                verdict.is_textbook(),
                "n = {n}, {frame:?}: {}",
                verdict.text()
            );
            assert_eq!(verdict.figures.distinct_valid, KNOWN_COUNTS[n - 1]);
            if n >= 4 {
                // n = 1 to 3 look the same through some symmetries.
                assert_eq!(verdict.matched, Some(frame), "n = {n}");
            }
            assert!(verdict.diagnosis().is_none());
        }
    }
    let eight = judge(&search(8, Shape::Textbook, Frame::TEXTBOOK, None));
    assert_eq!(eight.figures.placements, 2_056);
    assert_eq!(eight.figures.events, 2 * 2_056 + 92);
    assert!(
        eight
            .text()
            .contains("verdict: the textbook's search, event for event"),
        "{}",
        eight.text()
    );
    let by_columns = Frame {
        transposed: true,
        lines_reversed: false,
        squares_reversed: false,
    };
    let seen = judge(&search(8, Shape::Textbook, by_columns, None));
    assert!(
        seen.text()
            .contains("order: columns left to right, rows top to bottom")
    );
}

#[test]
fn place_then_test_is_named_with_its_figures() {
    let verdict = judge(&search(8, Shape::PlaceThenTest, Frame::TEXTBOOK, None));
    assert_eq!(verdict.figures.placements, 15_720);
    assert_eq!(verdict.figures.distinct_valid, 92);
    let text = verdict.text();
    assert!(
        text.contains("verdict: not the textbook's search: you place, then test: 15,720 placements where the textbook makes 2,056"),
        "{text}"
    );
    assert!(text.contains("illegal: event 2 (line 3): place 1 0 while the queen on 0 0 holds column 0: taken back at once: you place, then test"), "{text}");
    assert!(text.contains("first difference: event 2 (line 3): the textbook's next is `place 1 2`; yours is `place 1 0`"), "{text}");
}

#[test]
fn full_permutations_and_full_boards_have_the_seeds_figures() {
    let permutations = judge(&search(8, Shape::Permutations, Frame::TEXTBOOK, None));
    assert_eq!(permutations.figures.placements, 109_600);
    assert_eq!(permutations.figures.distinct_valid, 92);
    assert!(
        permutations
            .diagnosis()
            .unwrap()
            .starts_with("only full permutations are tested: 109,600 placements"),
        "{}",
        permutations.text()
    );
    let boards = judge(&search(6, Shape::FullBoards, Frame::TEXTBOOK, None));
    assert_eq!(
        boards.figures.placements,
        (1..=6).map(|k| 6u64.pow(k)).sum::<u64>()
    );
    assert!(
        boards
            .diagnosis()
            .unwrap()
            .starts_with("only full boards are tested")
    );
}

#[test]
fn an_untested_line_is_named_by_the_false_boards() {
    let verdict = judge(&search(6, Shape::NoAntiDiagonals, Frame::TEXTBOOK, None));
    assert!(verdict.figures.false_boards > 0);
    assert_eq!(
        verdict.diagnosis().unwrap(),
        "your program does not test anti-diagonals",
        "{}",
        verdict.text()
    );
    assert!(
        verdict.text().contains("share a anti-diagonal")
            || verdict.text().contains("anti-diagonal")
    );
}

#[test]
fn a_program_that_stops_at_its_first_solution() {
    let text = search(8, Shape::Textbook, Frame::TEXTBOOK, Some(1));
    let verdict = judge(&text);
    assert_eq!(verdict.figures.reported, 1);
    assert_eq!(verdict.left.len(), 8);
    assert_eq!(
        verdict.diagnosis().unwrap(),
        "the program stops after its first solution"
    );
    let report = verdict.text();
    assert!(
        report.contains("your trace ends, with 8 queens on the board"),
        "{report}"
    );
    assert!(report.contains("91 missed"), "{report}");
}

#[test]
fn a_search_of_half_the_first_row() {
    let full = search(6, Shape::Textbook, Frame::TEXTBOOK, None);
    // Cut where row 0 moves to column 3.
    let cut = full.find("place 0 3").unwrap();
    let verdict = judge(&full[..cut]);
    assert!(
        verdict.diagnosis().unwrap().contains("first row's middle"),
        "{}",
        verdict.text()
    );
}

#[test]
fn a_missing_undo_is_found_from_the_skipped_square() {
    // The textbook's 4 until its first lift, then a program that still
    // holds the lifted queen's column: after remove 1 2, row 1 skips 3?
    // No: it keeps (1, 2)'s lines, so 2 1 is wrongly refused later.
    let trace = "n = 4\nplace 0 0\nplace 1 2\nremove 1 2\nplace 1 3\nremove 1 3\n";
    let verdict = judge(trace);
    let d = verdict.difference.unwrap();
    assert_eq!(d.expected, Some(Event::Place(2, 1)));
    assert!(
        matches!(
            d.why,
            Why::Skipped {
                free: (2, 1),
                cause: Some(Cause::NoUndo {
                    lifted: (1, 2),
                    line: Line::AntiDiagonal
                })
            }
        ),
        "{d:?}"
    );
    assert!(verdict.diagnosis().unwrap().contains("the undo is missing"));
}

#[test]
fn removes_that_undo_nothing_and_false_and_repeated_boards() {
    let trace = "n = 4\nplace 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution\nsolution\nremove 2 0\nremove 9 9\n";
    let error = replay(trace.as_bytes(), Options::default(), &Control::default()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 9: `remove 9 9` is off the board of n = 4 (rows and columns 0 to 3); if your program counts from 1, read it with --one-based"
    );
    let trace = "n = 4\nplace 0 1\nplace 1 3\nplace 2 0\nplace 3 2\nsolution\nsolution\nremove 2 0\nremove 1 1\nplace 1 0\nsolution\n";
    let verdict = judge(trace);
    let text = verdict.text();
    assert_eq!(verdict.figures.duplicates, 1);
    assert!(
        text.contains("duplicates: 1 board reported again; the first, event 6 (line 7)"),
        "{text}"
    );
    assert!(text.contains("removes: 2 do not undo the last place; the first, event 7 (line 8): remove 2 0, but the last queen placed is on 3 2"), "{text}");
    assert!(
        text.contains("false boards: 1 reported that are no solution"),
        "{text}"
    );
    assert!(
        text.contains("left on the board at the end: 4 queens"),
        "{text}"
    );
}

#[test]
fn bad_traces_get_a_sentence_naming_the_line() {
    let fail = |text: &str, options: Options| {
        replay(text.as_bytes(), options, &Control::default())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        fail("hello\nworld\n", Options::default()),
        "no `place R C`, `remove R C` or `solution` line in its 2 lines: print one for each queen your program places, takes back and each board it finds"
    );
    assert_eq!(
        fail("place 0 0\n", Options::default()),
        "the trace does not say n: print `n = 8` before the first event, or give --n"
    );
    assert_eq!(
        fail("n = 0\n", Options::default()),
        "n = 0: a trace is replayed on boards of 1 to 1,000"
    );
    assert_eq!(
        fail("n = 4\nplace 0 0\nn = 5\n", Options::default()),
        "line 3: the trace says n = 5 after n = 4: give one search a trace"
    );
    let garbage: Vec<u8> = (0..200_000u32).map(|i| (i * 7919 % 251) as u8).collect();
    let error = replay(
        &garbage[..],
        Options {
            n: Some(8),
            one_based: false,
        },
        &Control::default(),
    );
    assert!(matches!(
        error,
        Err(ReplayError::NoEvents { .. }) | Err(ReplayError::BadLine { .. })
    ));
}

#[test]
fn find_size_reads_the_first_solution() {
    let text = search(6, Shape::Textbook, Frame::TEXTBOOK, None);
    let without = text.trim_start_matches("n = 6\n");
    assert_eq!(
        find_size(without.as_bytes(), false).unwrap().map(|s| s.0),
        Some(6)
    );
    assert_eq!(
        find_size(text.as_bytes(), false).unwrap(),
        Some((6, SizeFrom::Said { line: 1 }))
    );
    assert_eq!(
        find_size("place 0 2\nremove 0 2\n".as_bytes(), false).unwrap(),
        Some((3, SizeFrom::Largest))
    );
    assert_eq!(find_size("hello\n".as_bytes(), false).unwrap(), None);
}

#[test]
fn a_greedy_program_and_one_that_skips_rows() {
    let greedy = judge("n = 4\nplace 0 0\nplace 1 2\n");
    assert_eq!(
        greedy.diagnosis().unwrap(),
        "your program never takes a queen back: it places greedily and does not backtrack"
    );
    let skips =
        judge("n = 4\nplace 0 0\nplace 1 2\nplace 3 1\nremove 3 1\nremove 1 2\nremove 0 0\n");
    assert!(
        skips.diagnosis().unwrap().starts_with(
            "rows skipped: your program goes on to a later row while the next is empty"
        ),
        "{}",
        skips.text()
    );
}

#[test]
fn place_then_test_by_columns_is_judged_in_the_column_frame() {
    let by_columns = Frame {
        transposed: true,
        lines_reversed: false,
        squares_reversed: false,
    };
    let verdict = judge(&search(6, Shape::PlaceThenTest, by_columns, None));
    let d = verdict.difference.unwrap();
    // Row and column frames both part at the second queen; the column
    // frame is the one whose next queen goes on the line placed.
    assert_eq!(d.frame, by_columns);
    assert!(
        verdict
            .diagnosis()
            .unwrap()
            .starts_with("you place, then test")
    );
}

#[test]
fn steps_reach_any_event_as_a_replay_from_the_start_does() {
    let text = search(8, Shape::PlaceThenTest, Frame::TEXTBOOK, None);
    let (verdict, steps) =
        replay_with_steps(text.as_bytes(), Options::default(), &Control::default()).unwrap();
    assert_eq!(steps.events(), verdict.figures.events);
    assert!(steps.events() > 3 * STRIDE, "{} events", steps.events());
    // Every event by walking, against a sample of seeks.
    let mut queens = Vec::new();
    let mut reader = TraceReader::new(text.as_bytes(), false);
    let mut events = 0u64;
    let sample = |k: u64| k.is_multiple_of(997) || k % STRIDE <= 1 || k + 1 >= steps.events();
    while let Some((item, line)) = reader.next_item().unwrap() {
        let Item::Event(event) = item else { continue };
        events += 1;
        steps::apply(&mut queens, event);
        if sample(events) {
            let at = steps
                .at(std::io::Cursor::new(text.as_bytes()), events)
                .unwrap();
            assert_eq!(
                (at.events, &at.queens, at.last),
                (events, &queens, Some((event, line))),
                "event {events}"
            );
        }
    }
    let start = steps.at(std::io::Cursor::new(text.as_bytes()), 0).unwrap();
    assert_eq!((start.events, start.queens.len(), start.last), (0, 0, None));
    // Past the end: the last board.
    let end = steps
        .at(std::io::Cursor::new(text.as_bytes()), u64::MAX)
        .unwrap();
    assert_eq!(end.events, steps.events());
}
