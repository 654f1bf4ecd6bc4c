//! The command line tried by kind of hostile case rather than one command at
//! a time: a signal at several moments of every write, every command's
//! answer sent where it cannot go (a full disk, a read-only stdout, a reader
//! that leaves), reads that would not end, options that would do nothing,
//! and animations that are what their names say.

#![allow(clippy::unwrap_used)]

use std::io::Read;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use nqueens::cli::code;

const BIN: &str = env!("CARGO_BIN_EXE_nqueens");

/// A bash script with `NQ` standing for the binary, run in `dir`.
fn bash_in(dir: &Path, script: &str) -> Output {
    Command::new("bash")
        .args(["-c", &script.replace("NQ", &format!("'{BIN}'"))])
        .current_dir(dir)
        .output()
        .unwrap()
}

fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A folder with a solution and a board that is not one, and the two
/// result lines of n = 12 split in two.
fn workbench() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("four.txt"), ".Q..\n...Q\nQ...\n..Q.\n").unwrap();
    std::fs::write(dir.path().join("bad.txt"), "Q...\n.Q..\n..Q.\n...Q\n").unwrap();
    let out = bash_in(
        dir.path(),
        "NQ count 12 --part 0/2 > p0.txt && NQ count 12 --part 1/2 > p1.txt",
    );
    assert!(out.status.success(), "{out:?}");
    dir
}

/// Every command, each with an answer on stdout of some size (`check` of a
/// board that is not a solution lists its pairs).
const EVERY_COMMAND: [&str; 14] = [
    "count 8",
    "sum p0.txt p1.txt",
    "heatmap 6",
    "solve 8 --all",
    "construct 2000",
    "stats 8",
    "export 8 --index 1 -o - --format svg",
    "export 8 --index 1 -o /dev/stdout --format svg",
    "animate 4 -o - --format gif --size 64",
    "animate 4 -o /dev/stdout --format apng --size 64",
    "rank four.txt",
    "check bad.txt",
    "solve 8 --index 5 --format ron",
    "heatmap 8 --pin 0,0",
];

#[test]
fn every_command_says_exit_3_where_its_answer_cannot_go() {
    let dir = workbench();
    for command in EVERY_COMMAND {
        for (target, why) in [
            ("> /dev/full", "No space left on device"),
            ("1< /dev/null", "standard output is open for reading only"),
            ("1< four.txt", "standard output is open for reading only"),
            (">&-", "standard output is closed"),
        ] {
            let out = bash_in(dir.path(), &format!("NQ {command} {target}"));
            let stderr = stderr_of(&out);
            assert_eq!(
                out.status.code(),
                Some(code::WRITE),
                "{command} {target}: {stderr}"
            );
            assert!(stderr.contains(why), "{command} {target}: {stderr}");
            assert_eq!(stderr.lines().count(), 1, "{command} {target}: {stderr}");
        }
    }
    // The file a read-only stdout named is untouched.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("four.txt")).unwrap(),
        ".Q..\n...Q\nQ...\n..Q.\n"
    );
}

#[test]
fn a_reader_that_leaves_ends_the_work_quietly_with_exit_0() {
    let dir = workbench();
    // Outputs far larger than what the reader takes, by every way of
    // naming stdout; the animations of n = 8 are 2,000 frames, seconds of
    // work, which a reader that left must not wait for.
    for command in [
        "solve 12 --all",
        "construct 100000",
        "animate 8 -o - --format gif",
        "animate 8 -o - --format apng",
        "animate 8 -o /dev/stdout --format gif",
        "export 8 --index 1 -o /dev/stdout --format png --size 4096",
    ] {
        let started = Instant::now();
        let out = bash_in(
            dir.path(),
            &format!("NQ {command} | head -c 100 > /dev/null; echo ${{PIPESTATUS[0]}}"),
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "0\n",
            "{command}: {}",
            stderr_of(&out)
        );
        let stderr = stderr_of(&out);
        assert!(
            !stderr.contains("error") && !stderr.contains("panicked"),
            "{command}: {stderr}"
        );
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{command} went on for {:?} after its reader left",
            started.elapsed()
        );
    }
    // A FIFO whose reader leaves after a few bytes.
    let out = bash_in(
        dir.path(),
        "mkfifo f.gif; (head -c 10 f.gif > /dev/null &); NQ animate 8 -o f.gif; echo $?",
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "0\n",
        "{}",
        stderr_of(&out)
    );
}

/// The temporary files a write leaves beside its target, if any.
fn leftovers(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with(".nqueens-"))
        .collect()
}

#[test]
fn a_signal_at_any_moment_of_a_write_leaves_the_old_file_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let old = b"the old file\n";
    for (args, target) in [
        (
            &[
                "export", "8", "--index", "1", "--size", "8192", "-o", "big.png",
            ][..],
            "big.png",
        ),
        (&["animate", "8", "-o", "s.gif"], "s.gif"),
        (&["animate", "8", "-o", "s.png"], "s.png"),
        (&["count", "17", "--resume", "parts"], "parts/none"),
    ] {
        for signal in ["INT", "TERM"] {
            for moment in [30, 150, 400, 900] {
                let path = dir.path().join(target);
                if !target.starts_with("parts") {
                    std::fs::write(&path, old).unwrap();
                }
                let mut child = Command::new(BIN)
                    .args(args)
                    .current_dir(dir.path())
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap();
                std::thread::sleep(Duration::from_millis(moment));
                let kill = Command::new("kill")
                    .args([format!("-{signal}"), child.id().to_string()])
                    .status()
                    .unwrap();
                assert!(kill.success());
                let status = child.wait().unwrap();
                let mut stderr = String::new();
                child
                    .stderr
                    .as_mut()
                    .unwrap()
                    .read_to_string(&mut stderr)
                    .unwrap();
                let what = format!("{args:?} {signal} after {moment} ms: {stderr}");
                // Stopped (130), or done before the signal came (0).
                let finished = status.code() == Some(0);
                assert!(
                    status.code() == Some(code::INTERRUPTED) || finished,
                    "{what}: {status:?}"
                );
                assert_eq!(leftovers(dir.path()), Vec::<String>::new(), "{what}");
                if target.starts_with("parts") {
                    assert_eq!(
                        leftovers(&dir.path().join("parts")),
                        Vec::<String>::new(),
                        "{what}"
                    );
                } else if !finished {
                    assert_eq!(std::fs::read(&path).unwrap(), old, "{what}");
                }
            }
        }
    }
}

#[test]
fn reads_stop_at_their_bound_and_refuse_what_lies_past_it() {
    let dir = workbench();
    // 300 MB of empty lines, then a real part: `sum` must not sum what it
    // read before its bound and drop the rest.
    let out = bash_in(
        dir.path(),
        "NQ sum p0.txt <(head -c 300000000 /dev/zero | tr '\\0' '\\n'; cat p1.txt)",
    );
    assert_eq!(out.status.code(), Some(code::USAGE), "{out:?}");
    assert!(stderr_of(&out).contains("too large"), "{}", stderr_of(&out));
    // Under the bound, the same stream sums.
    let out = bash_in(
        dir.path(),
        "NQ sum p0.txt <(head -c 1000000 /dev/zero | tr '\\0' '\\n'; cat p1.txt)",
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "14200\n", "{out:?}");

    // What --resume finds in its folder is read only if it is a regular
    // file of a part's size: a link to an endless device and a FIFO are
    // refused at once, a huge sparse file is counted again.
    let parts = dir.path().join("parts");
    std::fs::create_dir(&parts).unwrap();
    let part = parts.join("n12-part-5-of-64.txt");
    std::os::unix::fs::symlink("/dev/zero", &part).unwrap();
    let started = Instant::now();
    let out = bash_in(dir.path(), "NQ count 12 --resume parts");
    assert_eq!(out.status.code(), Some(code::USAGE), "{out:?}");
    assert!(stderr_of(&out).contains("not a regular file"), "{out:?}");
    std::fs::remove_file(&part).unwrap();
    let out = bash_in(
        dir.path(),
        "mkfifo parts/n12-part-5-of-64.txt; NQ count 12 --resume parts",
    );
    assert_eq!(out.status.code(), Some(code::USAGE), "{out:?}");
    std::fs::remove_file(&part).unwrap();
    let out = bash_in(
        dir.path(),
        "truncate -s 3G parts/n12-part-5-of-64.txt && NQ count 12 --resume parts",
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "14200\n", "{out:?}");
    assert!(stderr_of(&out).contains("counted again"), "{out:?}");
    assert!(std::fs::metadata(&part).unwrap().len() < 4096);
    assert!(started.elapsed() < Duration::from_secs(30));
}

#[test]
fn the_same_condition_gets_the_same_exit_code() {
    let dir = workbench();
    // A folder that cannot be written, and one that cannot be made (even
    // by root: /proc takes no files): the answer cannot be kept, exit 3,
    // said before anything is counted.
    for folder in ["/proc/self", "/proc/self/parts"] {
        let started = Instant::now();
        let out = bash_in(dir.path(), &format!("NQ count 16 --resume {folder}"));
        assert_eq!(out.status.code(), Some(code::WRITE), "{folder}: {out:?}");
        assert!(stderr_of(&out).contains("cannot keep parts"), "{out:?}");
        assert!(started.elapsed() < Duration::from_secs(2), "{folder}");
    }
    // A board on stdin is checked whatever TMPDIR names.
    let out = bash_in(dir.path(), "TMPDIR=/nonexistent NQ check - < four.txt");
    assert_eq!(out.status.code(), Some(code::OK), "{out:?}");
    let out = bash_in(dir.path(), "TMPDIR=/nonexistent NQ rank - < four.txt");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1\n", "{out:?}");
}

#[test]
fn text_boards_may_end_in_empty_lines_and_nowhere_else_hold_one() {
    let dir = tempfile::tempdir().unwrap();
    let board = ".Q..\n...Q\nQ...\n..Q.\n";
    for (text, accepted) in [
        (board.to_string(), true),
        (format!("{board}\n"), true),
        (format!("{board}\n\n   \n"), true),
        (board.trim_end().to_string(), true),
        (format!("\n{board}"), false),
        (".Q..\n...Q\n\nQ...\n..Q.\n".to_string(), false),
        (format!("{board}\n..Q.\n"), false),
    ] {
        let path = dir.path().join("b.txt");
        std::fs::write(&path, &text).unwrap();
        let out = Command::new(BIN)
            .args(["check", path.to_str().unwrap()])
            .output()
            .unwrap();
        let expected = if accepted { code::OK } else { code::USAGE };
        assert_eq!(out.status.code(), Some(expected), "{text:?}: {out:?}");
    }
}

#[test]
fn options_that_would_do_nothing_are_refused() {
    let dir = workbench();
    for (command, says) in [
        ("heatmap 8 --unique --pin 0,0", "--unique"),
        ("heatmap 8 --unique --block 0,0", "--unique"),
        ("count 8 --pin ' 0,1'", "is not a square"),
        ("count 8 --pin '0, 1'", "is not a square"),
        ("count 8 --block '0,1 '", "is not a square"),
        ("count 20 --part ' 1/4'", "is not a part"),
        ("export 8 --index 1 -o b.txt --labels", "--labels"),
        ("export 8 --index 1 -o b.ron --labels", "--labels"),
        ("export 8 --index 1 -o b.txt --size 100", "--size"),
        (
            "export 8 --index 1 -o b.doc",
            "png, svg, txt, ron, fen, tex",
        ),
        ("animate 4 -o a.svg", "gif"),
        ("animate 4 -o a", "gif"),
        ("animate 4 -o -", "gif"),
    ] {
        let out = bash_in(dir.path(), &format!("NQ {command}"));
        let stderr = stderr_of(&out);
        assert_eq!(out.status.code(), Some(code::USAGE), "{command}: {stderr}");
        assert!(stderr.contains(says), "{command}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{command}: {stderr}");
    }
    // Nothing was written by a refused command.
    for name in ["b.txt", "b.ron", "b.doc", "a.svg", "a"] {
        assert!(!dir.path().join(name).exists(), "{name}");
    }
    // The labels that do apply still do.
    let out = bash_in(dir.path(), "NQ export 8 --index 1 -o b.tex --labels");
    assert!(out.status.success(), "{out:?}");
}

/// A Python that has Pillow: Debian's (`python3-pil`), which `.ci/run`
/// installs, or whichever `python3` comes first.
fn python_with_pillow() -> &'static str {
    for python in ["/usr/bin/python3", "python3"] {
        let ok = Command::new(python)
            .args(["-c", "import PIL"])
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            return python;
        }
    }
    panic!("no Python with Pillow: apt-get install python3-pil (as .ci/run does)");
}

#[test]
fn a_gif_is_a_gif_read_back_frame_by_frame_by_pillow() {
    let dir = tempfile::tempdir().unwrap();
    let out = bash_in(
        dir.path(),
        "NQ animate 4 -o s.gif --delay 120 && NQ animate 4 -o s.png --delay 120 \
         && NQ animate 4 -o - --format gif --delay 120 > piped.gif",
    );
    assert!(out.status.success(), "{out:?}");
    assert!(stderr_of(&out).contains("139 frames, the whole search"));
    let script = r#"
import sys
from PIL import Image
for name in sys.argv[1:]:
    im = Image.open(name)
    durations = []
    for i in range(im.n_frames):
        im.seek(i)
        durations.append(im.info.get("duration"))
    print(name, im.format, im.n_frames, im.size[0], im.size[1], sorted(set(durations)), im.info.get("loop"))
"#;
    let read = Command::new(python_with_pillow())
        .args(["-c", script, "s.gif", "piped.gif", "s.png"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&read.stdout).into_owned();
    assert!(read.status.success(), "{report} {}", stderr_of(&read));
    let lines: Vec<&str> = report.lines().collect();
    // 139 frames of n = 4's search (the empty board, then one a step), each
    // staying 120 ms; played once (no loop extension in the GIF).
    assert_eq!(lines[0], "s.gif GIF 139 256 256 [120] None", "{report}");
    assert_eq!(lines[1], "piped.gif GIF 139 256 256 [120] None", "{report}");
    assert!(
        lines[2].starts_with("s.png PNG 139 256 256 [120"),
        "{report}"
    );
    // The last frame is the search's end: both animations show the same
    // queens (the GIF's colours within its palette).
    let script = r#"
from PIL import Image
def last(name):
    im = Image.open(name)
    im.seek(im.n_frames - 1)
    return im.convert("RGB")
a, b = last("s.gif"), last("s.png")
far = sum(1 for p, q in zip(a.getdata(), b.getdata()) if max(abs(x - y) for x, y in zip(p, q)) > 48)
print(far)
"#;
    let read = Command::new(python_with_pillow())
        .args(["-c", script])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let far: usize = String::from_utf8_lossy(&read.stdout)
        .trim()
        .parse()
        .unwrap_or_else(|_| panic!("{read:?}"));
    // Anti-aliased edges may round to another palette entry; the squares
    // and the queens may not.
    assert!(far < 256 * 256 / 50, "{far} pixels differ");
}

#[test]
fn long_runs_speak_even_when_they_were_forecast_short() {
    // n = 21 has no numbering tables: solution 2,000,000 is found by
    // listing, several seconds here.
    let out = Command::new(BIN)
        .args(["solve", "21", "--index", "2000000", "--format", "cols"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let stderr = stderr_of(&out);
    assert!(stderr.contains("Ctrl+C stops"), "{stderr}");
    assert!(stderr.contains("solution 2,000,000 of n = 21"), "{stderr}");
}
