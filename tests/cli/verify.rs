//! `verify` on the outputs of a learner's solver with each of the typical
//! mistakes (tests/fixtures/solvers/learner.py, run for real by python3),
//! in each format such solvers print.

#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

const SOLVER: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/solvers/learner.py"
);

/// Solutions of n = 1..8.
const TRUTH: [u64; 8] = [1, 0, 0, 2, 10, 4, 40, 92];

fn solver_output(n: usize, mistake: &str, format: &str) -> Vec<u8> {
    let out = Command::new("python3")
        .args([SOLVER, &n.to_string(), mistake, format])
        .output()
        .expect("python3 runs (apt-get install python3-minimal, as .ci/run does)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn verify(input: &[u8], args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .arg("verify")
        .arg("-")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // The reader may stop early (a bad byte): a closed pipe is fine.
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// The report's figures: boards, valid, missing, invalid, duplicates.
fn figures(out: &Output) -> [u64; 5] {
    let text = String::from_utf8_lossy(&out.stdout);
    let value = |key: &str| -> u64 {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("{key}: ")))
            .unwrap_or_else(|| panic!("no {key} in {text}"));
        line[key.len() + 2..].parse().unwrap()
    };
    ["boards", "valid", "missing", "invalid", "duplicates"].map(value)
}

#[test]
fn each_mistake_in_each_format_gets_its_report() {
    for n in 1..=8usize {
        let truth = TRUTH[n - 1];
        for format in ["json", "python", "text", "cols"] {
            for mistake in [
                "right",
                "no-diagonals",
                "same-diagonal",
                "abs",
                "twice",
                "shallow",
            ] {
                let output = solver_output(n, mistake, format);
                let mut args = vec!["--n".to_string(), n.to_string()];
                if format == "cols" {
                    // n = 1's one board is a lone 0: a count unless said.
                    args.extend(["--format".to_string(), "cols".to_string()]);
                }
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                let out = verify(&output, &args);
                let what = format!("n = {n}, {mistake}, {format}");
                let stderr = String::from_utf8_lossy(&out.stderr);
                if format == "cols" && output.trim_ascii().is_empty() {
                    // An empty column list is no output at all.
                    assert_eq!(out.status.code(), Some(2), "{what}: {stderr}");
                    continue;
                }
                if format == "text" && output.trim_ascii().is_empty() {
                    assert_eq!(out.status.code(), Some(2), "{what}: {stderr}");
                    continue;
                }
                let [boards, valid, missing, invalid, duplicates] = figures(&out);
                assert_eq!(boards, valid + invalid, "{what}");
                assert_eq!(valid - duplicates + missing, truth, "{what}");
                let exact = boards == truth && valid == boards && missing == 0;
                assert_eq!(
                    out.status.code(),
                    Some(if exact { 0 } else { 1 }),
                    "{what}: {stderr}"
                );
                match mistake {
                    "right" => assert!(exact, "{what}"),
                    // Every solution found, among boards that attack.
                    "no-diagonals" | "same-diagonal" => {
                        assert_eq!((valid, missing), (truth, 0), "{what}")
                    }
                    "twice" => assert_eq!((boards, duplicates), (2 * truth, truth), "{what}"),
                    // The same list appended each time: all boards its
                    // last state, a solution at most once.
                    "shallow" => assert_eq!(duplicates, valid.saturating_sub(1), "{what}"),
                    _ => {}
                }
            }
        }
    }
}

#[test]
fn the_figures_of_the_mistakes_are_those_of_the_article() {
    let report =
        |n: usize, mistake: &str| figures(&verify(&solver_output(n, mistake, "json"), &[]));
    // Without the diagonals, every permutation: 8! boards.
    assert_eq!(report(8, "no-diagonals"), [40_320, 92, 0, 40_228, 0]);
    // r - c for both diagonals: 2,113 boards, 2,021 of them attacking.
    assert_eq!(report(8, "same-diagonal"), [2_113, 92, 0, 2_021, 0]);
    // abs(r - c): n = 5 finds 4 of its 10, n = 8 none.
    let [_, valid, missing, ..] = report(5, "abs");
    assert_eq!((valid, missing), (4, 6));
    assert_eq!(report(8, "abs")[1], 0);
}

#[test]
fn counts_and_one_based_columns() {
    let out = verify(&solver_output(5, "no-diagonals", "count"), &["--n", "5"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "n: 5\ncount: 120\ntrue count: 10\ndifference: +110\n110 too many: n = 5 has 10 solutions\n"
    );
    let out = verify(&solver_output(8, "right", "count"), &["--n", "8"]);
    assert_eq!(out.status.code(), Some(0));
    let out = verify(b"92\n", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("a count needs the n it counts (--n)"));
    let one_based = solver_output(6, "one-based", "cols");
    assert_eq!(verify(&one_based, &["--one-based"]).status.code(), Some(0));
    let out = verify(&one_based, &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("is off the board (0 to 5)"));
}

#[test]
fn our_own_lists_verify_in_every_format() {
    for format in ["leetcode", "cols", "text"] {
        let list = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["solve", "8", "--all", "--format", format])
            .output()
            .unwrap();
        let out = verify(&list.stdout, &["--order"]);
        assert_eq!(out.status.code(), Some(0), "{format}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("order: lexicographic\n"), "{text}");
    }
}

#[test]
fn junk_is_refused_at_its_first_bad_byte_with_its_place() {
    // 64 MB of a list that goes wrong on line 3: refused there, at once.
    let mut junk = b"1 3 0 2\n2 0 3 1\n2 0 ? 1\n".to_vec();
    junk.resize(64 << 20, b'x');
    let started = std::time::Instant::now();
    let out = verify(&junk, &[]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: -: line 3, column 5: '?' in a list of columns (numbers separated by spaces or commas)\n"
    );
    assert!(out.stdout.is_empty());
    // Loosely: reading on to the end would take far longer on any machine.
    assert!(started.elapsed().as_secs() < 30);
}
