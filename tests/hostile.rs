// Hostile input for the command line and the readers: every fixture in
// tests/fixtures/hostile, and the large ones made here, go through `check`
// under a memory limit and through the app's reader; odd arguments, closed
// and full streams, links and modes. Exit codes as the README documents them.

#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use nqueens::cli::code;
use nqueens::formats;

const BIN: &str = env!("CARGO_BIN_EXE_nqueens");

/// Address space for one `check`, in KiB: 100 MB, about 40 MB of it the
/// binary and its libraries.
const MEMORY_KIB: u64 = 100_000;

/// Address space for the boards of millions of rows: the RON text, its rows
/// and a counter per line add up to about 100 bytes per row.
const LARGE_MEMORY_KIB: u64 = 400_000;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hostile")
}

/// `nqueens args…` run by bash, with a memory limit and `extra` shell
/// redirections.
fn limited(args: &[&str], extra: &str) -> Output {
    limited_to(MEMORY_KIB, args, extra)
}

fn limited_to(kib: u64, args: &[&str], extra: &str) -> Output {
    let quoted: Vec<String> = args
        .iter()
        .map(|a| format!("'{}'", a.replace('\'', "'\\''")))
        .collect();
    let script = format!("ulimit -v {kib}; exec '{BIN}' {} {extra}", quoted.join(" "));
    Command::new("bash").args(["-c", &script]).output().unwrap()
}

fn nqueens(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

/// One line on stderr, of bounded length, and no panic.
fn assert_one_line(what: &str, out: &Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    assert_ne!(out.status.code(), Some(101), "{what}: {stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{what}: {stderr:?}");
    assert!(
        stderr.chars().count() < 600,
        "{what}: {} chars",
        stderr.len()
    );
    stderr
}

#[test]
fn every_fixture_gets_its_exit_code_within_the_memory_limit() {
    let expected = [
        ("two-in-a-row.txt", code::NO),
        ("crlf-solution.txt", code::OK),
        ("leading-space.txt", code::USAGE),
        ("hash-solution.txt", code::OK),
        ("empty.txt", code::USAGE),
        ("only-newlines.txt", code::USAGE),
        ("nul-bytes.txt", code::USAGE),
        ("not-utf8.txt", code::USAGE),
        ("too-few-lines.txt", code::USAGE),
        ("too-many-lines.txt", code::USAGE),
        ("ron-wrong-length.ron", code::USAGE),
        ("ron-column-off.ron", code::USAGE),
        ("ron-zero.ron", code::USAGE),
        ("ron-huge-n.ron", code::USAGE),
        ("ron-solution.ron", code::OK),
        ("ron-negative.ron", code::USAGE),
        ("ron-unclosed.ron", code::USAGE),
        ("ron-deep.ron", code::USAGE),
        ("ron-long-field.ron", code::USAGE),
        ("one.txt", code::OK),
        ("two-empty.txt", code::NO),
        ("bad-char.txt", code::USAGE),
    ];
    let mut seen = 0;
    for entry in std::fs::read_dir(fixtures()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some(&(_, want)) = expected.iter().find(|(f, _)| *f == name) else {
            panic!("{name}: a fixture with no expected exit code");
        };
        seen += 1;
        let out = limited(&["check", path.to_str().unwrap()], "");
        let stderr = assert_one_line(&name, &out);
        assert_eq!(out.status.code(), Some(want), "{name}: {stderr}");
        assert!(!stderr.contains("os error"), "{name}: {stderr}");
        assert!(!stderr.contains("serde_stacker"), "{name}: {stderr}");
        // The app's reader agrees: a board exactly when check reads one.
        let opened = formats::open_board(&path);
        assert_eq!(opened.is_ok(), want != code::USAGE, "{name}: {opened:?}");
    }
    assert_eq!(seen, expected.len());
}

#[test]
fn two_queens_in_a_row_are_a_pair_not_an_unreadable_file() {
    let out = nqueens(&[
        "check",
        fixtures().join("two-in-a-row.txt").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(code::NO));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "queens at row 0 column 0 and row 0 column 1: same row\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "not a solution: 1 attacking pair; no queen in rows 1, 2, 3\n"
    );
}

#[test]
fn large_boards_are_checked_in_bounded_memory_and_output() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: String| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let rows = |n: usize, row: &dyn Fn(usize) -> String| {
        let entries: Vec<String> = (0..n).map(row).collect();
        format!("(n: {n}, rows: [{}])\n", entries.join(", "))
    };
    // 200,000 queens on one diagonal: 19,999,900,000 pairs.
    let diagonal = write("diag.ron", rows(200_000, &|i| format!("Some({i})")));
    // 20,000 queens in one column.
    let column = write("column.ron", rows(20_000, &|_| "Some(0)".into()));
    // Three million rows, none with a queen.
    let empty = write("empty.ron", rows(3_000_000, &|_| "None".into()));
    for (path, pairs, kib) in [
        (
            &diagonal,
            "19,999,900,000 attacking pairs",
            LARGE_MEMORY_KIB,
        ),
        (&column, "199,990,000 attacking pairs", MEMORY_KIB),
        (
            &empty,
            "no queen in rows 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 and 2,999,990 more",
            LARGE_MEMORY_KIB,
        ),
    ] {
        let started = Instant::now();
        let out = limited_to(kib, &["check", path], "");
        let stderr = assert_one_line(path, &out);
        assert_eq!(out.status.code(), Some(code::NO), "{stderr}");
        assert!(stderr.contains(pairs), "{stderr}");
        // A screenful on stdout, then the count of the rest.
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.lines().count() <= nqueens::cli::CHECK_LISTED + 1);
        assert!(started.elapsed() < Duration::from_secs(20));
    }
}

#[test]
fn endless_and_huge_inputs_are_refused_at_once() {
    let started = Instant::now();
    let out = limited(&["check", "/dev/zero"], "");
    let stderr = assert_one_line("/dev/zero", &out);
    assert_eq!(out.status.code(), Some(code::USAGE), "{stderr}");
    let dir = tempfile::tempdir().unwrap();
    let sparse = dir.path().join("z.txt");
    std::fs::File::create(&sparse)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let out = limited(&["check", sparse.to_str().unwrap()], "");
    let stderr = assert_one_line("1 GB", &out);
    assert_eq!(out.status.code(), Some(code::USAGE));
    assert!(
        stderr.contains("too large: 1,073,741,824 bytes, at most 100,020,000"),
        "{stderr}"
    );
    // A RON file past the largest board, and one line far too long.
    let ron = dir.path().join("big.ron");
    std::fs::File::create(&ron)
        .unwrap()
        .set_len(formats::MAX_RON_BYTES + 1)
        .unwrap();
    let out = limited(&["check", ron.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(code::USAGE));
    let wide = dir.path().join("wide.txt");
    std::fs::write(&wide, ".".repeat(50_000)).unwrap();
    let out = limited(&["check", wide.to_str().unwrap()], "");
    let stderr = assert_one_line("wide", &out);
    assert!(stderr.contains("at most 10000 columns"), "{stderr}");
    let out = limited(&["check", dir.path().to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(code::USAGE));
    assert_one_line("a folder", &out);
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn closed_and_full_streams_never_panic() {
    let bash = |script: &str| {
        Command::new("bash")
            .args(["-c", &script.replace("NQ", BIN)])
            .output()
            .unwrap()
    };
    // A reader that stops reading: quiet, and not a failure.
    for script in [
        "set -o pipefail; NQ --help | true",
        "set -o pipefail; NQ --version | true",
        "set -o pipefail; NQ solve 10 --all | head -1 >/dev/null",
    ] {
        let out = bash(script);
        assert_eq!(out.status.code(), Some(0), "{script}: {out:?}");
        assert!(out.stderr.is_empty(), "{script}: {out:?}");
    }
    let out = bash("NQ --help > /dev/full");
    assert_eq!(out.status.code(), Some(code::WRITE));
    assert_one_line("--help > /dev/full", &out);
    let out = bash("NQ count 8 > /dev/full");
    assert_eq!(out.status.code(), Some(code::WRITE));
    assert_one_line("count > /dev/full", &out);
    // A closed stdout loses the answer: that is a failure, said on stderr.
    let out = bash("NQ count 8 >&-");
    assert_eq!(out.status.code(), Some(code::WRITE));
    assert!(String::from_utf8_lossy(&out.stderr).contains("standard output is closed"));
    // A redirection to /dev/null is a choice, not a closed stream.
    assert_eq!(bash("NQ count 8 > /dev/null").status.code(), Some(0));
    // Nowhere to say why: the exit code still does.
    let out = bash("NQ count 0 2> /dev/full");
    assert_eq!(out.status.code(), Some(code::USAGE));
    // check: a failed write is not "not a solution".
    let two = fixtures().join("two-in-a-row.txt");
    let out = bash(&format!("NQ check '{}' > /dev/full", two.display()));
    assert_eq!(out.status.code(), Some(code::WRITE), "{out:?}");
}

#[test]
fn threads_are_bounded() {
    let started = Instant::now();
    for t in ["100000", "4096"] {
        let out = nqueens(&["count", "8", "--threads", t]);
        let stderr = assert_one_line(t, &out);
        assert_eq!(out.status.code(), Some(code::USAGE));
        assert!(stderr.contains("at most"), "{stderr}");
    }
    assert!(started.elapsed() < Duration::from_secs(5));
    let most = nqueens::cli::max_threads().to_string();
    assert_eq!(
        String::from_utf8_lossy(&nqueens(&["count", "8", "--threads", &most]).stdout),
        "92\n"
    );
}

#[test]
fn messages_name_what_is_missing_and_list_valid_values() {
    let cases: &[(&[&str], &str)] = &[
        (&["count"], "<N>"),
        (&["check"], "<FILE>"),
        (&["export", "8"], "--index <K> --output <FILE>"),
        (
            &["solve", "8", "--format", "xml"],
            "[possible values: text, cols, ron, fen]",
        ),
        (
            &[
                "export", "8", "--index", "1", "-o", "b.txt", "--size", "100",
            ],
            "--size",
        ),
        (&["check", "/no/such/file"], "No such file or directory"),
    ];
    for (args, needle) in cases {
        let out = nqueens(args);
        let stderr = assert_one_line(&format!("{args:?}"), &out);
        assert_eq!(out.status.code(), Some(code::USAGE), "{args:?}: {stderr}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
        assert!(!stderr.contains("os error"), "{args:?}: {stderr}");
    }
}

#[test]
fn writes_follow_links_and_keep_the_usual_modes() {
    let dir = tempfile::tempdir().unwrap();
    let d = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let export = |umask: &str, out: &str| {
        Command::new("bash")
            .args([
                "-c",
                &format!("umask {umask}; exec '{BIN}' export 8 --index 1 -o '{out}'"),
            ])
            .output()
            .unwrap()
    };
    let mode = |path: &str| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    assert!(export("022", &d("new.txt")).status.success());
    assert_eq!(mode(&d("new.txt")), 0o644);
    assert!(export("077", &d("private.txt")).status.success());
    assert_eq!(mode(&d("private.txt")), 0o600);
    // A replaced file keeps its mode.
    std::fs::set_permissions(d("new.txt"), std::fs::Permissions::from_mode(0o640)).unwrap();
    assert!(export("022", &d("new.txt")).status.success());
    assert_eq!(mode(&d("new.txt")), 0o640);
    // A link stays a link; the file it points to gets the board.
    std::os::unix::fs::symlink("new.txt", d("link.txt")).unwrap();
    let out = Command::new(BIN)
        .args(["export", "8", "--index", "92", "-o", &d("link.txt")])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(
        std::fs::symlink_metadata(d("link.txt"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let board = formats::open_board(Path::new(&d("new.txt"))).unwrap();
    assert_eq!(board.queens()[0], (0, 7));
    // A link to a device: written in place, its error said, the link kept.
    std::os::unix::fs::symlink("/dev/full", d("full.txt")).unwrap();
    let out = export("022", &d("full.txt"));
    assert_eq!(out.status.code(), Some(code::WRITE));
    let stderr = assert_one_line("link to /dev/full", &out);
    assert!(stderr.contains("No space left on device"), "{stderr}");
    assert!(
        std::fs::symlink_metadata(d("full.txt"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        std::fs::read_link(d("full.txt")).unwrap(),
        Path::new("/dev/full")
    );
}

#[test]
fn long_runs_forecast_and_stop_on_ctrl_c() {
    for args in [
        &["count", "32"][..],
        &["solve", "32", "--index", "18446744073709551615"],
        &["stats", "30"],
    ] {
        let mut child = Command::new(BIN)
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let started = Instant::now();
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        stderr.read_line(&mut line).unwrap();
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "{args:?}: the forecast took {:?}",
            started.elapsed()
        );
        assert!(line.contains("years"), "{args:?}: {line}");
        let stopped = Instant::now();
        // bash's own kill: no procps needed.
        let kill = Command::new("bash")
            .args(["-c", &format!("kill -INT {}", child.id())])
            .status()
            .unwrap();
        assert!(kill.success());
        let status = child.wait().unwrap();
        assert!(stopped.elapsed() < Duration::from_secs(2), "{args:?}");
        assert_eq!(status.code(), Some(code::INTERRUPTED), "{args:?}");
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut stderr, &mut rest).unwrap();
        assert_eq!(rest, "error: interrupted\n", "{args:?}");
    }
}
