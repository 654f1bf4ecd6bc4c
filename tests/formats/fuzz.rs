//! Fuzzing on stable: proptest drives the three readers a user or a file
//! controls (board files as bytes, part lines for `sum`, sets of parts) with
//! mutated valid inputs and random bytes. Nightly `cargo fuzz` is not on
//! these machines; these run in CI in well under a minute and try the
//! numbers of inputs set in each block's config (`FILE_CASES`,
//! `LINE_CASES`, `SET_CASES`). The text and RON parsers on strings are
//! fuzzed in tests/formats/files.rs.

#![allow(clippy::unwrap_used)]

use nqueens::formats::Reading;
use std::sync::OnceLock;

use nqueens::engine::{Control, PartError, PartResult, count_part, sum_parts};
use nqueens::formats;
use proptest::prelude::*;

/// Board files of random and mutated bytes, each written to disk and read
/// by `check`'s reader and the app's.
const FILE_CASES: u32 = 3_000;
/// Mutated part lines.
const LINE_CASES: u32 = 40_000;
/// Shuffled, thinned and repeated sets of parts.
const SET_CASES: u32 = 2_000;

/// The parts of n = 11 in 5, as `count --part` prints them.
fn parts() -> &'static [PartResult] {
    static PARTS: OnceLock<Vec<PartResult>> = OnceLock::new();
    PARTS.get_or_init(|| {
        (0..5)
            .map(|i| {
                count_part(
                    &nqueens::engine::Problem::new(11, nqueens::engine::Rules::QUEENS).unwrap(),
                    i,
                    5,
                    Control::default(),
                )
                .unwrap()
            })
            .collect()
    })
}

/// Edits of a string: a byte replaced, inserted or removed, up to four.
fn mutated(base: impl Strategy<Value = Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    (
        base,
        proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 0..5),
    )
        .prop_map(|(mut bytes, edits)| {
            for (at, byte, kind) in edits {
                let i = if bytes.is_empty() {
                    0
                } else {
                    at % bytes.len()
                };
                match kind {
                    0 if !bytes.is_empty() => bytes[i] = byte,
                    1 => bytes.insert(i, byte),
                    _ if !bytes.is_empty() => {
                        bytes.remove(i);
                    }
                    _ => {}
                }
            }
            bytes
        })
}

fn board_bytes() -> impl Strategy<Value = Vec<u8>> {
    let valid = prop_oneof![
        Just(b".Q..\n...Q\nQ...\n..Q.\n".to_vec()),
        Just(b"\xef\xbb\xbf.Q..\r\n...Q\r\nQ...\r\n..Q.\r\n".to_vec()),
        Just(b"(n: 4, rows: [Some(1), Some(3), Some(0), Some(2)])".to_vec()),
        Just(b"\xef\xbb\xbf(n: 5, rows: [Some(0), None, Some(4), Some(1), Some(3)])\n".to_vec()),
    ];
    prop_oneof![
        mutated(valid),
        proptest::collection::vec(any::<u8>(), 0..64),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: FILE_CASES, failure_persistence: None, ..ProptestConfig::default() })]

    /// The file readers never panic, give a one-line message, and agree:
    /// `check` reads a board exactly when the app's Open does, with the same
    /// side.
    #[test]
    fn board_files_of_any_bytes_are_read_or_refused_in_one_line(bytes in board_bytes()) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("board");
        std::fs::write(&path, &bytes).unwrap();
        let checked = formats::inspect(formats::Input::File(&path), Reading { listed: 5, ..Reading::default() }).map(|i| i.verdict);
        let opened = formats::open_board(formats::Input::File(&path), Reading::default());
        match (&checked, &opened) {
            (Ok(verdict), Ok(board)) => prop_assert_eq!(verdict.n, board.n()),
            (Err(a), Err(b)) => {
                let (a, b) = (a.to_string(), b.to_string());
                prop_assert!(!a.contains('\n') && a.chars().count() <= 300, "{}", a);
                prop_assert_eq!(a, b);
            }
            _ => prop_assert!(false, "check {:?} but open {:?}", checked, opened),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: LINE_CASES, failure_persistence: None, ..ProptestConfig::default() })]

    /// A part line, however damaged, reads back as the very part it was or
    /// is refused: no edit changes a number that `sum` adds.
    #[test]
    fn a_damaged_part_line_is_the_same_part_or_refused(
        bytes in mutated((0usize..5).prop_map(|i| parts()[i].to_string().into_bytes()))
    ) {
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(part) = PartResult::parse(text.trim()) {
            prop_assert!(parts().contains(&part), "{} read as {:?}", text, part);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: SET_CASES, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any bag of the parts sums exactly when it holds each part once, and
    /// then to the count; otherwise it is refused, whatever the order.
    #[test]
    fn a_bag_of_parts_sums_only_when_complete(
        picks in proptest::collection::vec(0usize..5, 0..9),
    ) {
        let bag: Vec<PartResult> = picks.iter().map(|&i| parts()[i]).collect();
        let mut sorted = picks.clone();
        sorted.sort_unstable();
        let complete = sorted == [0, 1, 2, 3, 4];
        match sum_parts(&bag) {
            Ok(counts) => {
                prop_assert!(complete, "{:?} summed", picks);
                prop_assert_eq!((counts.total, counts.fundamental), (2680, Some(341)));
            }
            Err(e) => {
                prop_assert!(!complete, "{:?}: {}", picks, e);
                let expected = matches!(
                    e,
                    PartError::Empty | PartError::Repeated(..) | PartError::Missing { .. }
                );
                prop_assert!(expected, "{:?}: {}", picks, e);
            }
        }
    }
}
