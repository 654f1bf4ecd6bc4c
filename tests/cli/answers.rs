//! The command line as scripts use it: numbers alone on stdout, one-line
//! reasons on stderr, and exit codes.

#![allow(clippy::unwrap_used)]

use nqueens::formats::Reading;
use std::process::Command;

use super::run::{nqueens, nqueens_with_stdin, stdout_of};

use nqueens::engine::Board;
use nqueens::formats;

#[test]
fn count_prints_the_number_alone() {
    assert_eq!(stdout_of(&["count", "8"]), "92\n");
    assert_eq!(stdout_of(&["count", "8", "--unique"]), "12\n");
    assert_eq!(stdout_of(&["count", "10", "--threads", "1"]), "724\n");
    assert_eq!(stdout_of(&["count", "1"]), "1\n");
    assert_eq!(stdout_of(&["count", "3"]), "0\n");
}

#[test]
fn solve_follows_the_numbering_in_every_format() {
    assert_eq!(stdout_of(&["solve", "4"]), ".Q..\n...Q\nQ...\n..Q.\n");
    assert_eq!(
        stdout_of(&["solve", "8", "--index", "92", "--format", "cols"]),
        "7 3 0 2 5 1 6 4\n"
    );
    let ron = stdout_of(&["solve", "8", "--format", "ron"]);
    assert_eq!(
        formats::read_board(&ron, Reading::default())
            .unwrap()
            .to_board(),
        Board::from_columns(&[0, 4, 7, 5, 2, 6, 1, 3]).ok()
    );
    assert_eq!(
        stdout_of(&["solve", "8", "--format", "fen"]),
        "Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4\n"
    );
    let all = stdout_of(&["solve", "8", "--all", "--format", "cols"]);
    assert_eq!(all.lines().count(), 92);
    let boards = stdout_of(&["solve", "6", "--all"]);
    let parsed: Vec<Board> = boards
        .split("\n\n")
        .map(|t| {
            formats::BoardText::Text
                .read(t, Reading::default())
                .unwrap()
                .to_board()
                .unwrap()
        })
        .collect();
    assert_eq!(parsed.len(), 4);
    assert!(parsed.iter().all(Board::is_solution));
}

#[test]
fn construct_and_stats() {
    let text = stdout_of(&["construct", "20", "--format", "text"]);
    assert!(
        formats::BoardText::Text
            .read(&text, Reading::default())
            .unwrap()
            .check(0)
            .is_solution()
    );
    let cols: Vec<u32> = stdout_of(&["construct", "1000"])
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect();
    assert!(Board::from_columns(&cols).unwrap().is_solution());
    let stats = stdout_of(&["stats", "8"]);
    let lines: Vec<&str> = stats.lines().collect();
    assert_eq!(
        &lines[..3],
        &["nodes: 2057", "solutions: 92", "fundamental: 12"]
    );
    assert!(lines[3].starts_with("seconds: "));
}

/// What `construct` prints, `check` reads back, whatever its size: a
/// column list of 100,000 was refused at 4,096 columns once.
#[test]
fn a_constructed_column_list_checks_at_any_size() {
    for n in ["8", "5000", "100000"] {
        let cols = stdout_of(&["construct", n]);
        let out = super::run::nqueens_with_stdin(&["check", "-"], &cols);
        assert!(
            out.status.success(),
            "n = {n}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let said = String::from_utf8(out.stderr).unwrap();
        assert_eq!(said.trim(), format!("a solution of n = {n}"));
    }
}

#[test]
fn bad_arguments_get_one_line_and_a_non_zero_exit() {
    let cases: &[&[&str]] = &[
        &["count", "0"],
        &["count", "abc"],
        &["count", "33"],
        &["count", "8", "--threads", "0"],
        &["solve", "8", "--index", "93"],
        &["solve", "8", "--index", "0"],
        &["solve", "3"],
        &["solve", "2", "--all", "--index", "1"],
        &["solve", "5", "--format", "fen"],
        &["construct", "2"],
        &["construct", "0"],
        &["construct", "20000", "--format", "text"],
        &["stats", "-1"],
        &["frobnicate"],
    ];
    for args in cases {
        let out = nqueens(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} succeeded");
        assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    let past_end = nqueens(&["solve", "8", "--index", "93"]);
    assert_eq!(
        String::from_utf8_lossy(&past_end.stderr),
        "error: n = 8 has 92 solutions; there is no solution 93\n"
    );
}

/// The numbers of a heatmap, row by row.
fn heatmap(args: &[&str]) -> Vec<Vec<u64>> {
    stdout_of(args)
        .lines()
        .map(|line| line.split(' ').map(|x| x.parse().unwrap()).collect())
        .collect()
}

#[test]
fn heatmap_rows_and_columns_add_up_to_the_counts() {
    let all = heatmap(&["heatmap", "8"]);
    assert_eq!(all.len(), 8);
    for i in 0..8 {
        assert_eq!(all[i].iter().sum::<u64>(), 92, "row {i}");
        assert_eq!(all.iter().map(|row| row[i]).sum::<u64>(), 92, "column {i}");
    }
    let fundamental = heatmap(&["heatmap", "8", "--unique"]);
    assert!(fundamental.iter().all(|row| row.iter().sum::<u64>() == 12));
    // Against a tally over `solve --all`, for n = 6..10.
    for n in 6..=10usize {
        let listed = stdout_of(&["solve", &n.to_string(), "--all", "--format", "cols"]);
        let mut tally = vec![vec![0u64; n]; n];
        for line in listed.lines() {
            for (r, c) in line.split(' ').enumerate() {
                tally[r][c.parse::<usize>().unwrap()] += 1;
            }
        }
        assert_eq!(heatmap(&["heatmap", &n.to_string()]), tally, "n = {n}");
    }
}

#[test]
fn pins_and_blocks_filter_the_list_and_the_count() {
    let all = stdout_of(&["solve", "10", "--all", "--format", "cols"]);
    let kept: Vec<&str> = all
        .lines()
        .filter(|line| {
            let cols: Vec<&str> = line.split(' ').collect();
            cols[3] == "1" && cols[0] != "0" && cols[9] != "5"
        })
        .collect();
    let args = ["--pin", "3,1", "--block", "0,0", "--block", "9,5"];
    let listed = stdout_of(&[&["solve", "10", "--all", "--format", "cols"][..], &args].concat());
    assert_eq!(listed.lines().collect::<Vec<_>>(), kept);
    let count = stdout_of(&[&["count", "10"][..], &args].concat());
    assert_eq!(count, format!("{}\n", kept.len()));
    let second = stdout_of(
        &[
            &["solve", "10", "--index", "2", "--format", "cols"][..],
            &args,
        ]
        .concat(),
    );
    assert_eq!(second.trim_end(), kept[1]);
    // Two pins that attack each other: none, and said so.
    assert_eq!(
        stdout_of(&["count", "8", "--pin", "0,0", "--pin", "1,1"]),
        "0\n"
    );
    // Bad squares are usage errors.
    for bad in [["--pin", "8,0"], ["--pin", "x"], ["--block", "1"]] {
        let out = nqueens(&[&["count", "8"][..], &bad].concat());
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
    let out = nqueens(&["count", "8", "--pin", "0,0", "--block", "0,0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("both pinned and blocked"));
}

#[test]
fn parts_add_up_and_sum_refuses_what_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, args: &[&str]| {
        let path = dir.path().join(name);
        std::fs::write(&path, stdout_of(args)).unwrap();
        path.to_string_lossy().into_owned()
    };
    let parts: Vec<String> = (0..3)
        .map(|i| {
            write(
                &format!("p{i}"),
                &["count", "12", "--part", &format!("{i}/3")],
            )
        })
        .collect();
    let all: Vec<&str> = parts.iter().map(String::as_str).collect();
    assert_eq!(stdout_of(&[&["sum"][..], &all].concat()), "14200\n");
    assert_eq!(
        stdout_of(&[&["sum", "--unique"][..], &all].concat()),
        "1787\n"
    );
    // The scheduler's index, as a Slurm array task sees it.
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["count", "12", "--part", "auto/3"])
        .env("SLURM_ARRAY_TASK_ID", "1")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        std::fs::read_to_string(&parts[1]).unwrap()
    );
    // Missing, repeated and foreign parts, and junk, are refused (exit 2).
    let foreign = write("f", &["count", "11", "--part", "2/3"]);
    let junk = dir.path().join("junk");
    std::fs::write(&junk, "14200\n").unwrap();
    let junk = junk.to_string_lossy().into_owned();
    for (files, why) in [
        (vec![all[0], all[1]], "1 of 3 parts missing: 2"),
        (
            vec![all[0], all[1], all[2], all[1]],
            "part 1 of 3 is there twice",
        ),
        (
            vec![all[0], all[1], foreign.as_str()],
            "parts of different boards",
        ),
        (vec![junk.as_str()], "not a part's result line"),
    ] {
        let out = nqueens(&[&["sum"][..], &files].concat());
        assert_eq!(out.status.code(), Some(2), "{why}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(why), "{why}");
    }
}

#[test]
fn a_kept_count_goes_on_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let kept = dir.path().join("n12");
    let path = kept.to_str().unwrap();
    assert_eq!(stdout_of(&["count", "12", "--resume", path]), "14200\n");
    let files = || std::fs::read_dir(&kept).unwrap().count();
    assert_eq!(files(), 64);
    // Parts lost or damaged are counted again; the others are kept.
    std::fs::remove_file(kept.join("n12-part-5-of-64.txt")).unwrap();
    std::fs::write(
        kept.join("n12-part-9-of-64.txt"),
        "nqueens-part n=12 junk\n",
    )
    .unwrap();
    assert_eq!(
        stdout_of(&["count", "12", "--resume", path, "--unique"]),
        "1787\n"
    );
    assert_eq!(files(), 64);
    let line = std::fs::read_to_string(kept.join("n12-part-9-of-64.txt")).unwrap();
    assert!(line.starts_with("nqueens-part n=12 part=9/64 "), "{line}");
    // Ctrl+C in the middle keeps what was finished; the next run ends it.
    let big = dir.path().join("n18");
    let child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["count", "18", "--resume", big.to_str().unwrap()])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let pid = child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success()
    );
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let before = std::fs::read_dir(&big).unwrap().count();
    if out.status.code() == Some(130) {
        assert!(stderr.contains("parts are kept in"), "{stderr}");
        assert!(before < 64, "{before}");
    }
    assert_eq!(
        stdout_of(&["count", "18", "--resume", big.to_str().unwrap()]),
        "666090624\n"
    );
    assert_eq!(std::fs::read_dir(&big).unwrap().count(), 64);
}

#[test]
fn a_kept_part_of_another_version_is_counted_again_not_refused_at_the_end() {
    // Odd n changed their row sets (the mirror fold): a folder kept by the
    // version before held parts this one's sum refuses, which it said only
    // after counting every missing part.
    let dir = tempfile::tempdir().unwrap();
    let kept = dir.path().join("n13");
    let path = kept.to_str().unwrap();
    assert_eq!(stdout_of(&["count", "13", "--resume", path]), "73712\n");
    let file = kept.join("n13-part-3-of-64.txt");
    let line = std::fs::read_to_string(&file).unwrap();
    let mine = nqueens::engine::PartResult::parse(line.trim()).unwrap();
    // A sealed line, as another version writes it: its own checksum and
    // its own share of the solutions.
    let other = nqueens::engine::PartResult {
        checksum: mine.checksum ^ 0x5a5a,
        solutions: mine.solutions + 7,
        ..mine
    };
    std::fs::write(&file, format!("{other}\n")).unwrap();
    std::fs::remove_file(kept.join("n13-part-4-of-64.txt")).unwrap();
    let out = nqueens(&["count", "13", "--resume", path]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "73712\n");
    assert!(stderr.contains("1 of the parts of n = 13"), "{stderr}");
    assert!(stderr.contains("another version"), "{stderr}");
    let again = std::fs::read_to_string(&file).unwrap();
    assert_eq!(nqueens::engine::PartResult::parse(again.trim()), Ok(mine));
}

#[test]
fn solve_index_comes_at_once_and_rank_gives_the_number_back() {
    let dir = tempfile::tempdir().unwrap();
    // Far into n = 16 and 18 (the listing took minutes to get there), the
    // last of n = 19 and the middle and the end of n = 20 (hours of
    // listing): each board is a solution, and rank names it.
    for (n, k) in [
        ("16", 10_000_000u64),
        ("18", 600_000_000),
        ("19", 4_968_057_848),
        ("20", 19_514_594_442),
        ("20", 39_029_188_884),
        ("8", 92),
    ] {
        let k = k.to_string();
        let text = stdout_of(&["solve", n, "--index", &k]);
        let board = formats::BoardText::Text
            .read(&text, Reading::default())
            .unwrap();
        assert!(board.check(0).is_solution(), "solve {n} --index {k}");
        let path = dir.path().join(format!("{n}.txt"));
        std::fs::write(&path, &text).unwrap();
        assert_eq!(
            stdout_of(&["rank", path.to_str().unwrap()]),
            format!("{k}\n")
        );
        let ron = dir.path().join(format!("{n}.ron"));
        let out = nqueens(&["export", n, "--index", &k, "-o", ron.to_str().unwrap()]);
        assert!(out.status.success(), "{out:?}");
        assert_eq!(
            stdout_of(&["rank", ron.to_str().unwrap()]),
            format!("{k}\n")
        );
        let piped = nqueens_with_stdin(&["rank", "-"], &text);
        assert_eq!(String::from_utf8_lossy(&piped.stdout), format!("{k}\n"));
    }
    // The listing's order: solution 2 of n = 16 comes right after 1.
    let first = stdout_of(&["solve", "16", "--index", "1", "--format", "cols"]);
    assert_eq!(first, "0 2 4 1 12 8 13 11 14 5 15 6 3 10 7 9\n");
    let past = nqueens(&["solve", "20", "--index", "39029188885"]);
    assert_eq!(past.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&past.stderr),
        "error: n = 20 has 39,029,188,884 solutions; there is no solution 39029188885\n"
    );
}

#[test]
fn rank_refuses_what_it_cannot_number() {
    // Not a solution: exit 1 with the pairs, nothing on stdout.
    let out = nqueens_with_stdin(&["rank", "-"], "Q...\n.Q..\n..Q.\n...Q\n");
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("not a solution: 6 attacking pairs"),
        "{stderr}"
    );
    // A partial board: the empty rows.
    let out = nqueens_with_stdin(&["rank", "-"], ".Q..\n...Q\n....\n....\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no queen in rows 2, 3"));
    // Not a board: exit 2.
    let out = nqueens_with_stdin(&["rank", "-"], "hello\n");
    assert_eq!(out.status.code(), Some(2));
    // A solution past the tables: exit 2, saying the limit.
    let big = stdout_of(&["construct", "21", "--format", "text"]);
    let out = nqueens_with_stdin(&["rank", "-"], &big);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("for n up to 20; this board has n = 21"),
        "{out:?}"
    );
}

/// A folder deeper than PATH_MAX (4,096 bytes) has no absolute name: a
/// write named relative to it must not need one (`export -o x.ron` said
/// "File name too long", `count --resume r` left an empty folder).
#[cfg(target_os = "linux")]
#[test]
fn relative_writes_work_in_a_folder_deeper_than_path_max() {
    let dir = tempfile::tempdir().unwrap();
    let name = "d".repeat(200);
    let script = format!(
        "set -e; cd \"$1\"; for i in $(seq 25); do mkdir {name}; cd -P {name}; done; \
         \"$2\" export 8 --index 3 -o x.ron; \"$2\" check x.ron; \
         \"$2\" count 9 --resume r; cat x.ron"
    );
    let out = std::process::Command::new("sh")
        .args(["-c", &script, "sh"])
        .arg(dir.path())
        .arg(env!("CARGO_BIN_EXE_nqueens"))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{said}");
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(printed.starts_with("352\n(n: 8, rows: ["), "{printed}");
}

#[test]
fn superqueens_are_counted_in_parts_and_kept_part_by_part() {
    // A051223 and A051224 at 12: 156 superqueens in 22 classes.
    let dir = tempfile::tempdir().unwrap();
    let parts: Vec<String> = (0..3)
        .map(|i| {
            let path = dir.path().join(format!("p{i}"));
            let line = stdout_of(&[
                "count",
                "12",
                "--piece",
                "superqueen",
                "--part",
                &format!("{i}/3"),
            ]);
            assert!(
                line.starts_with("nqueens-part n=12 piece=superqueen part="),
                "{line}"
            );
            std::fs::write(&path, line).unwrap();
            path.to_string_lossy().into_owned()
        })
        .collect();
    let all: Vec<&str> = parts.iter().map(String::as_str).collect();
    assert_eq!(stdout_of(&[&["sum"][..], &all].concat()), "156\n");
    assert_eq!(
        stdout_of(&[&["sum", "--unique"][..], &all].concat()),
        "22\n"
    );
    // A queens' part does not join them.
    let queens = dir.path().join("q");
    std::fs::write(&queens, stdout_of(&["count", "12", "--part", "2/3"])).unwrap();
    let out = nqueens(&["sum", all[0], all[1], queens.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("parts of different pieces"));
    // Kept part by part, under their own names beside the queens' parts.
    let kept = dir.path().join("kept");
    let path = kept.to_str().unwrap();
    let args = ["count", "13", "--piece", "superqueen", "--resume", path];
    assert_eq!(stdout_of(&args), "1876\n");
    assert_eq!(stdout_of(&["count", "13", "--resume", path]), "73712\n");
    let superqueen_parts = std::fs::read_dir(&kept)
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            name.to_string_lossy().starts_with("n13-superqueen-part-")
        })
        .count();
    assert_eq!(superqueen_parts, 64);
    // One part lost: counted again, the rest read back.
    std::fs::remove_file(kept.join("n13-superqueen-part-5-of-64.txt")).unwrap();
    let out = nqueens(&args);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1876\n");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("63 of 64 parts of superqueens, n = 13 already counted"),
        "{said}"
    );
    let unique = [
        "count",
        "13",
        "--piece",
        "superqueen",
        "--resume",
        path,
        "--unique",
    ];
    assert_eq!(stdout_of(&unique), "239\n");
    // Superqueens on a torus take no split, and it says whose it is.
    let out = nqueens(&[
        "count",
        "11",
        "--piece",
        "superqueen",
        "--torus",
        "--part",
        "0/2",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("superqueens on a plain square board"),
        "{said}"
    );
}

#[test]
fn a_part_is_kept_chunk_by_chunk_and_goes_on_where_it_stopped() {
    // A cluster's task that runs out of time: the same part line as
    // counted at once, its chunks kept, one lost and counted again.
    let dir = tempfile::tempdir().unwrap();
    let kept = dir.path().join("kept");
    let path = kept.to_str().unwrap();
    for (piece, n, part) in [("superqueen", "14", "1/3"), ("queen", "12", "0/3")] {
        let once = stdout_of(&["count", n, "--piece", piece, "--part", part]);
        let args = [
            "count", n, "--piece", piece, "--part", part, "--resume", path,
        ];
        assert_eq!(stdout_of(&args), once, "{piece}");
        let index = part.split('/').next().unwrap();
        let named = match piece {
            "queen" => format!("n{n}-part-{index}-of-3-chunk-"),
            _ => format!("n{n}-{piece}-part-{index}-of-3-chunk-"),
        };
        let chunks = std::fs::read_dir(&kept)
            .unwrap()
            .filter(|e| {
                let name = e.as_ref().unwrap().file_name();
                name.to_string_lossy().starts_with(&named)
            })
            .count();
        assert_eq!(chunks, 64, "{piece}");
        std::fs::remove_file(kept.join(format!("{named}9-of-64.txt"))).unwrap();
        let out = nqueens(&args);
        assert_eq!(String::from_utf8_lossy(&out.stdout), once, "{piece}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains("63 of 64 chunks of part"), "{said}");
    }
    // The part line joins the others in `sum`.
    let line = stdout_of(&[
        "count",
        "14",
        "--piece",
        "superqueen",
        "--part",
        "1/3",
        "--resume",
        path,
    ]);
    let mut files = Vec::new();
    for (i, text) in [
        stdout_of(&["count", "14", "--piece", "superqueen", "--part", "0/3"]),
        line,
        stdout_of(&["count", "14", "--piece", "superqueen", "--part", "2/3"]),
    ]
    .iter()
    .enumerate()
    {
        let file = dir.path().join(format!("p{i}"));
        std::fs::write(&file, text).unwrap();
        files.push(file.to_string_lossy().into_owned());
    }
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    assert_eq!(stdout_of(&[&["sum"][..], &files].concat()), "5180\n");
}

/// Issue 70: the torus's count could not be split (`count 23 --torus`
/// took 376 s of CPU on one machine). Its parts, each a process of its
/// own, sum to the whole: 4,524 at 13 (OEIS A051906), and a plane's part
/// does not add to a torus's.
#[test]
fn a_torus_count_is_split_into_parts_and_summed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("parts.txt");
    let mut lines = String::new();
    for i in 0..5 {
        let part = format!("{i}/5");
        lines += &stdout_of(&["count", "13", "--torus", "--part", &part]);
    }
    assert!(
        lines
            .lines()
            .all(|l| l.starts_with("nqueens-part n=13 torus=1 ")),
        "{lines}"
    );
    std::fs::write(&path, &lines).unwrap();
    assert_eq!(stdout_of(&["sum", path.to_str().unwrap()]), "4524\n");
    assert_eq!(stdout_of(&["count", "13", "--torus"]), "4524\n");
    // Its classes are not a split's: --unique is refused, not 0.
    let out = nqueens(&["sum", "--unique", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no fundamental count"));
    let plane = stdout_of(&["count", "13", "--part", "0/5"]);
    let mixed: String = plane
        + &lines
            .lines()
            .skip(1)
            .map(|l| format!("{l}\n"))
            .collect::<String>();
    std::fs::write(&path, mixed).unwrap();
    let out = nqueens(&["sum", path.to_str().unwrap()]);
    assert_ne!(out.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("queens and queens on a torus"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
