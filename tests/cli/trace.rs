//! `trace` on the programs docs/trace.md shows, run for real in their
//! languages (python3, node, g++, javac), right and wrong, and on the
//! seeds' typical mistakes as the app shows them; bad traces.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::Command;

use super::run::{nqueens, nqueens_with_stdin};

const PROGRAMS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/trace");

/// A program of docs/trace, ready to run: the command and its arguments
/// before n.
struct Program {
    name: String,
    command: Vec<String>,
    /// Its first line: `expect: textbook`, or words of its verdict.
    expect: String,
}

fn run_checked(command: &mut Command, what: &str) -> std::process::Output {
    let out = command.output().unwrap_or_else(|e| {
        panic!("{what}: {e} (.ci/run installs python3, nodejs, g++ and a JDK)")
    });
    assert!(
        out.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Every program of docs/trace, compiled where its language compiles.
fn programs(build: &Path) -> Vec<Program> {
    let mut programs = Vec::new();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(PROGRAMS)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        let first = text.lines().next().unwrap();
        let expect = first
            .split_once("expect: ")
            .unwrap_or_else(|| panic!("{}: the first line says what to expect", path.display()))
            .1
            .to_string();
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        let shown = path.display().to_string();
        let command = match path.extension().unwrap().to_str().unwrap() {
            "py" => vec!["python3".to_string(), shown],
            "js" => vec!["node".to_string(), shown],
            "cpp" => {
                let binary = build.join(&stem);
                run_checked(
                    Command::new("g++")
                        .args(["-O2", "-o"])
                        .arg(&binary)
                        .arg(&path),
                    &shown,
                );
                vec![binary.display().to_string()]
            }
            "java" => {
                run_checked(
                    Command::new("javac").arg("-d").arg(build).arg(&path),
                    &shown,
                );
                vec![
                    "java".to_string(),
                    "-cp".to_string(),
                    build.display().to_string(),
                    stem.clone(),
                ]
            }
            other => panic!("{shown}: a program in .{other}?"),
        };
        programs.push(Program {
            name: stem,
            command,
            expect,
        });
    }
    programs
}

fn output_of(program: &Program, n: usize) -> String {
    let out = run_checked(
        Command::new(&program.command[0])
            .args(&program.command[1..])
            .arg(n.to_string()),
        &program.name,
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn each_documented_program_gets_its_verdict() {
    let build = tempfile::tempdir().unwrap();
    let programs = programs(build.path());
    let languages: std::collections::BTreeSet<&str> =
        programs.iter().map(|p| p.command[0].as_str()).collect();
    assert!(programs.len() >= 12, "{} programs", programs.len());
    assert!(
        languages.contains("python3") && languages.contains("node") && languages.contains("java")
    );
    for program in &programs {
        for n in 1..=8 {
            let trace = output_of(program, n);
            let out = nqueens_with_stdin(&["trace", "-"], &trace);
            let report = String::from_utf8_lossy(&out.stdout);
            let what = format!(
                "{} at n = {n}:\n{report}{}",
                program.name,
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(report.starts_with(&format!("n = {n} (")), "{what}");
            let code = out.status.code().unwrap();
            if program.expect == "textbook" {
                assert_eq!(code, 0, "{what}");
                assert!(report.contains("verdict: the textbook's search"), "{what}");
            } else if n == 8 {
                assert_eq!(code, 1, "{what}");
                let verdict = report.lines().last().unwrap();
                assert!(
                    verdict.starts_with("verdict: not the textbook's search: "),
                    "{what}"
                );
                assert!(verdict.contains(&program.expect), "{what}");
            } else {
                assert!(code == 0 || code == 1, "{what}");
            }
        }
    }
}

/// The seeds' mistakes as the app shows them (python3), with the three
/// trace lines added where the program places, lifts and finds.
#[test]
fn the_seeds_mistakes_are_named() {
    use nqueens::textbook::Mistake;
    let expected = [
        (Mistake::NoUndo, "the undo is missing"),
        (Mistake::SameFormula, "does not test anti-diagonals"),
        (Mistake::Abs, "abs(row - col) glues two diagonals"),
        // These search as the textbook does: the fault is in the list
        // they return, which a trace does not show, or (a negative index
        // in a list of 2n - 1) in no answer at all.
        (Mistake::NegativeIndex, "textbook"),
        (Mistake::SharedList, "textbook"),
        (Mistake::RowCheck, "textbook"),
    ];
    for (mistake, words) in expected {
        let mut program = String::new();
        for line in mistake.source().lines() {
            let indent = &line[..line.len() - line.trim_start().len()];
            if line.contains("queens.pop()") {
                program += &format!("{indent}print('remove', row, col)\n");
            }
            if line.contains("result.append(") {
                program += &format!("{indent}print('solution')\n");
            }
            program += line;
            program.push('\n');
            if line.contains("queens.append(col)") {
                program += &format!("{indent}print('place', row, col)\n");
            }
        }
        program += "print('n = 8')\nqueens(8)\n";
        let out = run_checked(
            Command::new("python3").args(["-c", &program]),
            &format!("{mistake:?}"),
        );
        let trace = String::from_utf8(out.stdout).unwrap();
        let out = nqueens_with_stdin(&["trace", "-"], &trace);
        let report = String::from_utf8_lossy(&out.stdout);
        let verdict = report.lines().last().unwrap_or_default();
        if words == "textbook" {
            assert_eq!(out.status.code(), Some(0), "{mistake:?}: {report}");
        } else {
            assert_eq!(out.status.code(), Some(1), "{mistake:?}: {report}");
            assert!(verdict.contains(words), "{mistake:?}: {report}");
        }
    }
}

#[test]
fn bad_traces_are_refused_with_the_line_named() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "garbage",
            "hello\nworld\n\u{1}\u{2}\n",
            "no `place R C`, `remove R C` or `solution` line in its 3 lines",
        ),
        (
            "past n",
            "n = 4\nplace 0 0\nplace 1 4\n",
            "line 3: `place 1 4` is off the board of n = 4",
        ),
        (
            "broken",
            "n = 4\nplace 0\n",
            "line 2: `place 0`: `place` takes a row and a column",
        ),
        ("no size", "place 0 0\nremove 0 0\nplace 0 1\n", ""),
    ];
    for (what, text, message) in cases {
        let path = dir.path().join(what);
        std::fs::write(&path, text).unwrap();
        let out = nqueens(&["trace", path.to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        if message.is_empty() {
            // n read from the largest square: 2; the trace is no search of 2.
            assert_eq!(out.status.code(), Some(1), "{what}: {stderr}");
            assert!(
                String::from_utf8_lossy(&out.stdout)
                    .starts_with("n = 2 (the largest row or column")
            );
            continue;
        }
        assert_eq!(out.status.code(), Some(2), "{what}: {stderr}");
        assert!(stderr.contains(message), "{what}: {stderr}");
        assert!(out.stdout.is_empty(), "{what}");
    }
    // Ten gigabytes (a sparse file): refused before a byte is read.
    let huge = dir.path().join("huge");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(10 << 30)
        .unwrap();
    let out = nqueens(&["trace", huge.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("the file has 10,737,418,240 bytes: a trace is read up to 2,147,483,648"),
        "{said}"
    );
    let out = nqueens(&["trace", dir.path().to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("it is a folder"));
    let out = nqueens(&["trace", "-", "--n", "1001"]);
    assert_eq!(out.status.code(), Some(2));
}

/// A path that is a pipe (/dev/stdin) is read once, kept, and read twice.
#[test]
fn a_trace_through_dev_stdin_without_its_n() {
    let trace = "place 0 0\nsolution\nremove 0 0\n";
    let out = nqueens_with_stdin(&["trace", "/dev/stdin"], trace);
    let report = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{report}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        report.starts_with("n = 1 (the queens at the first `solution`, line 2)"),
        "{report}"
    );
}

#[test]
fn one_based_traces_and_a_given_n() {
    let trace = "place 1 1\nsolution\nremove 1 1\n";
    let out = nqueens_with_stdin(&["trace", "-", "--one-based", "--n", "1"], trace);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let out = nqueens_with_stdin(&["trace", "-", "--n", "1"], trace);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("read it with --one-based"), "{stderr}");
}
