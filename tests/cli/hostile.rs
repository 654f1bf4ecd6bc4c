//! Hostile input for the command line and the readers: every fixture in
//! tests/fixtures/hostile, and the large ones made here, go through `check`
//! under a memory limit and through the app's reader; odd arguments, closed
//! and full streams, links and modes. Exit codes as docs/cli.md documents them.

#![allow(clippy::unwrap_used)]

use nqueens::formats::Reading;
use std::io::{BufRead, BufReader};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use super::run::nqueens;
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
        // A byte-order mark at the start, as some editors write, is skipped;
        // anywhere else it is not a square.
        ("ron-bom.ron", code::OK),
        ("text-bom.txt", code::OK),
        ("bom-mid-file.txt", code::USAGE),
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
        let opened = formats::open_board(formats::Input::File(&path), Reading::default());
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
            "[possible values: text, cols, ron, fen, leetcode]",
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
    let board = formats::open_board(
        formats::Input::File(Path::new(&d("new.txt"))),
        Reading::default(),
    )
    .unwrap();
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

/// `script` run by bash in `dir`, with `$BIN` the binary.
fn shell(dir: &Path, script: &str) -> Output {
    Command::new("bash")
        .args(["-o", "pipefail", "-c", script])
        .current_dir(dir)
        .env("BIN", BIN)
        .output()
        .unwrap()
}

const BOARD_1: &str =
    "Q.......\n....Q...\n.......Q\n.....Q..\n..Q.....\n......Q.\n.Q......\n...Q....\n";

#[test]
fn a_link_to_stdout_is_written_in_place_and_appends_to_a_log() {
    let dir = tempfile::tempdir().unwrap();
    // The tester's case: `>> log` through a link to /dev/stdout kept only
    // the board, the log's line lost.
    let out = shell(
        dir.path(),
        "ln -s /dev/stdout so.txt; printf 'important\n' > log; \
         \"$BIN\" export 8 --index 1 -o so.txt >> log",
    );
    assert!(out.status.success(), "{out:?}");
    let log = std::fs::read_to_string(dir.path().join("log")).unwrap();
    assert_eq!(log, format!("important\n{BOARD_1}"));
    assert!(
        std::fs::symlink_metadata(dir.path().join("so.txt"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    // `>` (not appending) still writes where the shell opened it.
    let out = shell(
        dir.path(),
        "\"$BIN\" export 8 --index 1 -o /dev/fd/1 --format txt > log2; \
         \"$BIN\" export 8 --index 92 -o /proc/self/fd/1 --format txt >> log2",
    );
    assert!(out.status.success(), "{out:?}");
    let log = std::fs::read_to_string(dir.path().join("log2")).unwrap();
    assert!(log.starts_with(BOARD_1), "{log}");
    assert_eq!(log.lines().count(), 16);
    // Nothing was left behind: no temporary files.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
}

#[test]
fn pipes_take_the_board_with_the_format_named() {
    let dir = tempfile::tempdir().unwrap();
    for script in [
        "\"$BIN\" export 8 --index 1 -o /dev/stdout --format txt | cat",
        "ln -sf /dev/stdout so; \"$BIN\" export 8 --index 1 -o so --format text | cat",
        "\"$BIN\" export 8 --index 1 -o - --format txt | cat",
        // The extension says it: no --format needed.
        "ln -sf /dev/stdout so.txt; \"$BIN\" export 8 --index 1 -o so.txt | cat",
    ] {
        let out = shell(dir.path(), script);
        assert!(out.status.success(), "{script}: {out:?}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), BOARD_1, "{script}");
    }
    // Without a format, the message says how to give it.
    let out = shell(
        dir.path(),
        "\"$BIN\" export 8 --index 1 -o /dev/stdout | cat",
    );
    assert_eq!(out.status.code(), Some(code::USAGE));
    assert!(assert_one_line("no format", &out).contains("--format"));
    // Each format through `-o -`, read back.
    let png = shell(
        dir.path(),
        "\"$BIN\" export 8 --index 1 -o - --format png | cat",
    );
    assert!(png.status.success(), "{png:?}");
    let decoder = ::png::Decoder::new(std::io::Cursor::new(png.stdout));
    let info = decoder.read_info().unwrap();
    assert_eq!(
        (info.info().width, info.info().height),
        (formats::DEFAULT_PNG_SIZE, formats::DEFAULT_PNG_SIZE)
    );
    let ron = shell(dir.path(), "\"$BIN\" export 8 --index 92 -o - --format ron");
    let board =
        formats::read_board(&String::from_utf8(ron.stdout).unwrap(), Reading::default()).unwrap();
    assert_eq!(board.queens()[0], (0, 7));
    let fen = shell(dir.path(), "\"$BIN\" export 8 --index 1 -o - --format fen");
    assert_eq!(
        String::from_utf8_lossy(&fen.stdout),
        "Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4\n"
    );
    // --format wins over the extension, and a closed stdout is refused.
    let out = shell(
        dir.path(),
        "\"$BIN\" export 8 --index 1 -o b.txt --format ron; cat b.txt",
    );
    assert!(
        String::from_utf8_lossy(&out.stdout).starts_with('('),
        "{out:?}"
    );
    let out = shell(
        dir.path(),
        "\"$BIN\" export 8 --index 1 -o - --format txt >&-",
    );
    assert_eq!(out.status.code(), Some(code::WRITE));
    // A reader that stops reading is not an error.
    let out = shell(
        dir.path(),
        "\"$BIN\" export 8 --index 1 -o - --format txt | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}",
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "0\n");
}

/// Starts `nqueens args` in `dir`, waits until it is blocked, sends
/// `signal`, and returns how it ended and how long that took.
fn signalled(dir: &Path, args: &[&str], signal: &str) -> (Option<i32>, Duration, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        child.try_wait().unwrap().is_none(),
        "{args:?} did not block"
    );
    let sent = Instant::now();
    let kill = Command::new("bash")
        .args(["-c", &format!("kill -{signal} {}", child.id())])
        .status()
        .unwrap();
    assert!(kill.success());
    // A program that ignores the signal is killed after 10 s.
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stderr = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
    (status.code(), sent.elapsed(), stderr)
}

#[test]
fn signals_stop_a_program_blocked_on_a_fifo() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("f.txt");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let fifo = fifo.to_str().unwrap();
    for (args, signal) in [
        (&["export", "8", "--index", "1", "-o", fifo][..], "INT"),
        (&["export", "8", "--index", "1", "-o", fifo], "TERM"),
        (&["check", fifo], "TERM"),
        (&["check", fifo], "INT"),
        (&["sum", fifo], "TERM"),
    ] {
        let (code, took, stderr) = signalled(dir.path(), args, signal);
        assert_eq!(code, Some(code::INTERRUPTED), "{args:?} {signal}: {stderr}");
        assert!(took < Duration::from_secs(1), "{args:?} {signal}: {took:?}");
        assert_eq!(stderr, "error: interrupted\n", "{args:?} {signal}");
    }
    // The FIFO is still a FIFO: nothing was renamed over it.
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::metadata(fifo).unwrap().file_type().is_fifo());
}

#[test]
fn edited_and_impossible_part_lines_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let parts: Vec<String> = (0..3)
        .map(|i| {
            let out = nqueens(&["count", "12", "--part", &format!("{i}/3")]);
            assert!(out.status.success());
            String::from_utf8(out.stdout).unwrap()
        })
        .collect();
    let sum = |lines: &[String]| {
        let path = dir.path().join("parts.txt");
        std::fs::write(&path, lines.concat()).unwrap();
        nqueens(&["sum", path.to_str().unwrap()])
    };
    let out = sum(&parts);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "14200\n");
    // The tester's edits: solutions of part 1 raised (24,200 was summed),
    // a count that wraps around, symmetric counts changed.
    let solutions = parts[1].split(' ').nth(3).unwrap().to_string();
    let half = parts[0].split(' ').nth(4).unwrap().to_string();
    let quarter = parts[0].split(' ').nth(5).unwrap().to_string();
    for (part, from, to) in [
        (1, solutions.clone(), "solutions=14256".to_string()),
        (1, solutions, "solutions=18446744073709551615".to_string()),
        (0, half.clone(), "half_turn=0".to_string()),
        (0, half, "half_turn=99".to_string()),
        (0, quarter, "quarter_turn=1000".to_string()),
    ] {
        let mut edited = parts.clone();
        edited[part] = edited[part].replace(&from, &to);
        assert_ne!(edited[part], parts[part]);
        let out = sum(&edited);
        assert_eq!(out.status.code(), Some(code::USAGE), "{to}");
        let stderr = assert_one_line(&to, &out);
        assert!(
            stderr.contains(&format!("part {part} of 3 was edited or damaged")),
            "{to}: {stderr}"
        );
        assert!(out.stdout.is_empty(), "{to}");
    }
}

#[test]
fn small_answers_say_no_and_sizes_are_checked() {
    // An empty list is a "no", as `solve 3` is.
    for n in ["2", "3"] {
        let out = nqueens(&["solve", n, "--all"]);
        assert_eq!(out.status.code(), Some(code::NO), "solve {n} --all");
        assert!(out.stdout.is_empty());
        let stderr = assert_one_line("solve --all", &out);
        assert!(stderr.contains("no solution"), "{stderr}");
    }
    let out = nqueens(&["solve", "8", "--all", "--pin", "0,0", "--pin", "1,1"]);
    assert_eq!(out.status.code(), Some(code::NO));
    // One solution, said in the singular.
    let out = nqueens(&["solve", "1", "--index", "2"]);
    assert_eq!(out.status.code(), Some(code::NO));
    let stderr = assert_one_line("solve 1 --index 2", &out);
    assert!(stderr.contains("n = 1 has 1 solution;"), "{stderr}");
    // An SVG of 0×0 pixels is refused like a PNG, and nothing is written.
    let dir = tempfile::tempdir().unwrap();
    for (size, file) in [("0", "a.svg"), ("0", "a.png"), ("9000", "b.svg")] {
        let path = dir.path().join(file);
        let out = nqueens(&[
            "export",
            "8",
            "--index",
            "1",
            "-o",
            path.to_str().unwrap(),
            "--size",
            size,
        ]);
        assert_eq!(out.status.code(), Some(code::USAGE), "{file} {size}");
        assert!(assert_one_line(file, &out).contains("64 to 8192"));
        assert!(!path.exists(), "{file}");
    }
}

#[test]
fn boards_from_pipes_and_fifos_are_checked_and_their_pairs_named() {
    let dir = tempfile::tempdir().unwrap();
    // Naming pairs reads the board twice: a FIFO or a pipe cannot be
    // reopened (the second open of a FIFO waited for ever, a pipe read back
    // as empty).
    for script in [
        "mkfifo f; printf 'QQ..\\n....\\n....\\n....\\n' > f & timeout 10 \"$BIN\" check f",
        "printf 'QQ..\\n....\\n....\\n....\\n' | timeout 10 \"$BIN\" check /dev/stdin",
        "printf 'QQ..\\n....\\n....\\n....\\n' | timeout 10 \"$BIN\" check -",
    ] {
        let out = shell(dir.path(), script);
        assert_eq!(out.status.code(), Some(code::NO), "{script}: {out:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "queens at row 0 column 0 and row 0 column 1: same row\n",
            "{script}"
        );
        let stderr = assert_one_line(script, &out);
        assert!(stderr.contains("1 attacking pair; no queen in rows 1, 2, 3"));
        let _ = std::fs::remove_file(dir.path().join("f"));
    }
    let out = shell(
        dir.path(),
        "printf '.Q..\\n...Q\\nQ...\\n..Q.\\n' | \"$BIN\" check -",
    );
    assert!(out.status.success(), "{out:?}");
    // An endless stream still fails at its first wrong character.
    let started = Instant::now();
    let out = shell(dir.path(), "timeout 10 \"$BIN\" check - < /dev/zero");
    assert_eq!(out.status.code(), Some(code::USAGE));
    assert!(started.elapsed() < Duration::from_secs(5));
}
