//! `nqueens regions`: the daily regions puzzle on the command line, held
//! against an independent solver in Python (`regions_solver.py`).

#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Stdio};

use super::run::{nqueens, nqueens_with_stdin, stdout_of as answer};

/// The independent solver's counts of `puzzles` (to at most `limit`; 0
/// for all).
fn python_counts(puzzles: &[String], limit: u64) -> Vec<u64> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cli/regions_solver.py");
    let mut child = Command::new("python3")
        .args([script, &limit.to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs (apt-get install python3-minimal, as .ci/run does)");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(puzzles.join("\n").as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect()
}

/// A map of n regions grown side by side from n random squares (not a
/// solution's), so that counts come out 0, 1 and many.
fn grown_map(n: usize, rng: &mut fastrand::Rng) -> String {
    let mut regions = vec![usize::MAX; n * n];
    let mut seeds: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut seeds);
    for (g, &i) in seeds[..n].iter().enumerate() {
        regions[i] = g;
    }
    while regions.contains(&usize::MAX) {
        let i = rng.usize(..n * n);
        if regions[i] != usize::MAX {
            continue;
        }
        let (r, c) = (i / n, i % n);
        let beside: Vec<usize> = [(0i64, 1i64), (1, 0), (0, -1), (-1, 0)]
            .iter()
            .map(|(dr, dc)| (r as i64 + dr, c as i64 + dc))
            .filter(|&(r2, c2)| r2 >= 0 && c2 >= 0 && r2 < n as i64 && c2 < n as i64)
            .map(|(r2, c2)| regions[r2 as usize * n + c2 as usize])
            .filter(|&g| g != usize::MAX)
            .collect();
        if let Some(&g) = beside.get(rng.usize(..beside.len().max(1))) {
            regions[i] = g;
        }
    }
    let mut text = String::new();
    for r in 0..n {
        for c in 0..n {
            text.push(char::from(b'A' + regions[r * n + c] as u8));
        }
        text.push('\n');
    }
    text
}

#[test]
fn counts_agree_with_an_independent_solver_on_random_maps() {
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut maps = Vec::new();
    for n in 5..=10 {
        for _ in 0..8 {
            maps.push(grown_map(n, &mut rng));
        }
    }
    let want = python_counts(&maps, 0);
    let mut kinds = [0; 3];
    for (map, want) in maps.iter().zip(&want) {
        let out = nqueens_with_stdin(&["regions", "count", "-"], map);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            want.to_string(),
            "{map}"
        );
        kinds[(*want).min(2) as usize] += 1;
    }
    // Not all zeros: the maps test something.
    assert!(kinds.iter().all(|&k| k > 0), "0, 1 and many: {kinds:?}");
}

#[test]
fn every_generated_puzzle_has_exactly_one_solution_by_the_independent_solver() {
    let mut puzzles = Vec::new();
    for n in 5..=11 {
        for seed in 0..50 {
            let args = [
                "regions",
                "generate",
                &n.to_string(),
                "--seed",
                &seed.to_string(),
            ];
            let puzzle = answer(&args);
            assert_eq!(puzzle.lines().count(), n, "{puzzle}");
            puzzles.push(puzzle);
        }
    }
    let counts = python_counts(&puzzles, 2);
    assert_eq!(counts.len(), puzzles.len());
    for (puzzle, count) in puzzles.iter().zip(counts) {
        assert_eq!(count, 1, "{puzzle}");
    }
    // The same seed, the same puzzle.
    assert_eq!(
        answer(&["regions", "generate", "9", "--seed", "7"]),
        puzzles[4 * 50 + 7]
    );
}

#[test]
fn solve_count_rate_and_hint_answer_as_documented() {
    let puzzle = answer(&["regions", "generate", "8", "--seed", "3"]);
    let solved = answer_with(&["regions", "solve", "-"], &puzzle);
    assert_eq!(solved.lines().count(), 8);
    assert_eq!(solved.chars().filter(char::is_ascii_lowercase).count(), 8);
    assert_eq!(
        solved.to_uppercase(),
        puzzle,
        "the same regions, the queens in lower case"
    );
    // The solution read back is solved: one solution, and the hint says so.
    assert_eq!(answer_with(&["regions", "count", "-"], &solved).trim(), "1");
    assert!(answer_with(&["regions", "hint", "-"], &solved).starts_with("Solved"));
    let cols = answer_with(&["regions", "solve", "-", "--format", "cols"], &puzzle);
    assert_eq!(cols.split_whitespace().count(), 8);
    let rate = answer_with(&["regions", "rate", "-"], &puzzle);
    assert!(rate.starts_with("difficulty: "), "{rate}");
    assert!(rate.contains("\nrules: "), "{rate}");
    let hint = answer_with(&["regions", "hint", "-"], &puzzle);
    assert!(hint.ends_with(".\n"), "{hint}");
    // A queen placed by --queens: the first hint is what it rules out.
    let first: usize = cols.split_whitespace().next().unwrap().parse().unwrap();
    let queens = format!("{first}");
    let hint = answer_with(&["regions", "hint", "-", "--queens", &queens], &puzzle);
    assert!(hint.starts_with("The queen on "), "{hint}");
}

#[test]
fn two_solutions_show_the_first_and_say_so_and_none_is_a_no() {
    // Regions that are the columns: the kings' puzzle, 14 solutions for
    // n = 5 (OEIS A002464).
    let stripes = "ABCDE\nABCDE\nABCDE\nABCDE\nABCDE\n";
    let out = nqueens_with_stdin(&["regions", "solve", "-", "--format", "cols"], stripes);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "0 2 4 1 3\n");
    assert!(String::from_utf8_lossy(&out.stderr).contains("at least 2 solutions"));
    assert_eq!(
        answer_with(&["regions", "count", "-"], stripes).trim(),
        "14"
    );
    // Queens placed that touch: no solution keeps them.
    let out = nqueens_with_stdin(
        &["regions", "solve", "-"],
        "aBCDE\nAbCDE\nABCDE\nABCDE\nABCDE\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("no solution"), "{said}");
    // The clash is named.
    assert!(said.contains("a5 and b4"), "{said}");
}

#[test]
fn rate_gives_a_level_only_to_a_puzzle_of_one_solution() {
    let rate = |puzzle: &str| nqueens_with_stdin(&["regions", "rate", "-"], puzzle);
    // Queens that touch: no solution, the clash named; nothing on stdout.
    let out = rate("aBCDE\nAbCDE\nABCDE\nABCDE\nABCDE\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("no solution: The queens on a5 and b4"),
        "{said}"
    );
    // No queen placed, and none fits: the region left empty is named
    // (kings of 3 have no solution).
    let out = rate("AAB\nACB\nCCB\n");
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("no solution: Region B has no square left for its queen"),
        "{said}"
    );
    // Two or more: not unique, and the second solution shown is one.
    let stripes = "ABCDE\nABCDE\nABCDE\nABCDE\nABCDE\n";
    let out = rate(stripes);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let said = String::from_utf8_lossy(&out.stderr);
    let (_, second) = said
        .trim()
        .split_once("not unique: a second solution is ")
        .unwrap_or_else(|| panic!("{said}"));
    let columns: Vec<usize> = second.split(' ').map(|c| c.parse().unwrap()).collect();
    let puzzle = nqueens::engine::regions::Puzzle::parse(stripes).unwrap();
    let queens = columns.iter().enumerate().map(|(r, &c)| (r, c)).collect();
    assert!(puzzle.with_queens(queens).is_solved());
    assert_eq!(
        answer_with(&["regions", "solve", "-", "--format", "cols"], stripes),
        "0 2 4 1 3\n"
    );
    assert_ne!(second, "0 2 4 1 3");
    // One solution: a level, exit 0.
    let one = answer(&["regions", "generate", "7", "--seed", "5"]);
    let out = rate(&one);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("difficulty: "));
}

#[test]
fn malformed_puzzles_are_exit_2_with_line_and_column_and_nothing_written() {
    for (text, said) in [
        ("AAB\nA?B\nCCB\n", "line 2, column 2: '?'"),
        ("AAB\nAB\nCCB\n", "line 2 has 2 letters"),
        ("AAB\nAAB\n", "2 lines of 3 letters"),
        ("AAB\nAAB\nCCD\n", "4 regions (A, B, C, D)"),
        ("", "empty"),
        ("AAB\nAAB\nCCB\n\n\n", "line 4: only an empty last line"),
        // The marks' block: its own line and column, and its own rules.
        (
            "AAB\nAAB\nCCB\n\nx..\n.q.\n...\n",
            "line 6, column 2: 'q' is not a mark",
        ),
        ("AAB\nAAB\nCCB\n\nx..\n..\n...\n", "line 6 has 2 marks"),
        (
            "aAB\nAAB\nCCB\n\nx..\n...\n...\n",
            "line 5, column 1: a queen's square",
        ),
    ] {
        for command in ["solve", "count", "rate", "hint"] {
            let out = nqueens_with_stdin(&["regions", command, "-"], text);
            assert_eq!(out.status.code(), Some(2), "{command} {text:?}");
            assert!(out.stdout.is_empty(), "{command} {text:?}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.contains(said), "{command} {text:?}: {err}");
        }
    }
    // A region in two pieces is allowed, and said.
    let out = nqueens_with_stdin(&["regions", "count", "-"], "ABA\nBBB\nCCC\n");
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("region A is in more than one piece"));
    // Sizes outside 5 to 12 are not made; a huge file is refused unread.
    assert_eq!(
        nqueens(&["regions", "generate", "4"]).status.code(),
        Some(2)
    );
    assert_eq!(
        nqueens(&["regions", "generate", "13"]).status.code(),
        Some(2)
    );
    let huge = "A".repeat(100_000);
    let out = nqueens_with_stdin(&["regions", "count", "-"], &huge);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("far past a puzzle"));
}

fn answer_with(args: &[&str], input: &str) -> String {
    let out = nqueens_with_stdin(args, input);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_days_puzzle_is_the_dates_seed_its_size_and_difficulty_by_weekday() {
    // 2026-12-07 is a Monday: 7×7, easy, from the seed of the date's
    // FNV-1a hash, which `generate` makes the same.
    let monday = nqueens(&["regions", "daily", "2026-12-07"]);
    assert!(monday.status.success(), "{monday:?}");
    let said = String::from_utf8_lossy(&monday.stderr);
    assert!(said.contains("the puzzle of 2026-12-07: 7×7"), "{said}");
    let seed = nqueens::engine::regions::daily("2026-12-07".parse().unwrap()).seed;
    let generated = answer(&[
        "regions",
        "generate",
        "7",
        "--seed",
        &seed.to_string(),
        "--difficulty",
        "easy",
    ]);
    assert_eq!(String::from_utf8_lossy(&monday.stdout), generated);
    // It has one solution, by the independent solver too.
    let text = String::from_utf8(monday.stdout).unwrap();
    assert_eq!(python_counts(&[text], 2), [1]);
    // Sunday's is 11×11; the same date gives the same puzzle.
    let sunday = answer(&["regions", "daily", "2026-12-13"]);
    assert_eq!(sunday.lines().count(), 11);
    assert_eq!(answer(&["regions", "daily", "2026-12-13"]), sunday);
    // Not a date: exit 2, nothing written.
    for bad in ["2026-02-30", "13-12-2026", "tomorrow"] {
        let out = nqueens(&["regions", "daily", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(out.stdout.is_empty());
    }
}

/// Issue 60: the puzzle is a one-star Star Battle, and puzz.link's
/// address is the community's form of it; cspuz_rs_puzzles' test vector
/// has the one solution 1 4 2 0 5 3.
#[test]
fn puzz_link_addresses_are_read_written_and_solved() {
    let cspuz = "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk\n";
    let solved = answer_with(&["regions", "solve", "-", "--format", "cols"], cspuz);
    assert_eq!(solved, "1 4 2 0 5 3\n");
    // To text and back to the same address.
    let text = answer_with(&["regions", "convert", "-", "--to", "text"], cspuz);
    assert_eq!(text.lines().count(), 6);
    let back = answer_with(&["regions", "convert", "-", "--to", "puzzlink"], &text);
    assert_eq!(back, cspuz);
    // Two stars a region is another puzzle: refused, exit 2.
    let out = nqueens_with_stdin(
        &["regions", "solve", "-"],
        "https://puzz.link/p?starbattle/6/6/2/2u9gn9c9jpmk",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 stars a region"));
}

/// Issue 60: a puzzle's names on the command line. `convert --to id`
/// gives the name that is the puzzle; that name, and the one that makes
/// a puzzle (`seed-N-DIFFICULTY-SEED`), stand for a file in every
/// command.
#[test]
fn a_puzzles_names_stand_for_its_file() {
    let cspuz = "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk\n";
    let id = answer_with(&["regions", "convert", "-", "--to", "id"], cspuz);
    assert_eq!(id, "map-6-2u9gn9c9jpmk\n");
    let solved = answer(&["regions", "solve", id.trim(), "--format", "cols"]);
    assert_eq!(solved, "1 4 2 0 5 3\n");
    let made = answer(&[
        "regions",
        "generate",
        "8",
        "--seed",
        "42",
        "--difficulty",
        "medium",
    ]);
    let named = answer(&["regions", "convert", "seed-8-medium-42", "--to", "text"]);
    assert_eq!(named, made);
    let rated = answer(&["regions", "rate", "seed-8-medium-42"]);
    assert!(rated.starts_with("difficulty: medium\n"), "{rated}");
    for bad in ["seed-4-easy-1", "seed-8-tough-1", "map-6-zz"] {
        let out = nqueens(&["regions", "solve", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(out.stdout.is_empty());
    }
    // A file of that name is read as the file it is.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seed-8-medium-42");
    std::fs::write(&path, "AB\nAB\n").unwrap();
    let out = nqueens(&["regions", "count", path.to_str().unwrap()]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "0\n");
}

/// Issue 60's refusals: `--queens -,5` was taken for an option, `2,,3`
/// dropped its empty item (the 3 moved up a row), a drawn seed was not
/// said, a blank first line and \r line ends were misread, and letters
/// other than A to the nth were refused.
#[test]
fn hints_queens_and_files_read_as_written() {
    let puzzle = "AABB\nAABB\nCCDD\nCCDD\n";
    let hinted = nqueens_with_stdin(&["regions", "hint", "-", "--queens", "-,3"], puzzle);
    assert_eq!(hinted.status.code(), Some(0), "{hinted:?}");
    let out = nqueens_with_stdin(&["regions", "hint", "-", "--queens", "1,,3"], puzzle);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("item 2 is empty"));
    let drawn = nqueens(&["regions", "generate", "6"]);
    let said = String::from_utf8_lossy(&drawn.stderr);
    let seed: u64 = said
        .trim()
        .strip_prefix("seed ")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{said}"));
    assert_eq!(
        answer(&["regions", "generate", "6", "--seed", &seed.to_string()]),
        String::from_utf8_lossy(&drawn.stdout)
    );
    let blank = nqueens_with_stdin(&["regions", "count", "-"], &format!("\n{puzzle}"));
    assert_eq!(blank.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&blank.stderr).contains("line 1 is empty"));
    assert_eq!(
        answer_with(&["regions", "count", "-"], &puzzle.replace('\n', "\r")),
        "2\n"
    );
    let colours = "PPSS\nPPSS\nGGLL\nGGLL\n";
    assert_eq!(answer_with(&["regions", "count", "-"], colours), "2\n");
}

/// Issue 60: the hint ladder on the command line. `hint --apply` prints
/// the board after the step (✕ as the text's marks), which the next
/// `hint --apply` reads: a published puzzle is solved by the loop alone.
#[test]
fn a_loop_of_hint_apply_solves_a_published_puzzle() {
    // LinkedIn #53 (11 by 11), the one that needs five regions in five
    // columns.
    let levels = include_str!("../fixtures/linkedin/levels.txt");
    let block = levels.split("# level 53\n").nth(1).unwrap();
    let puzzle: String = block.lines().take(11).map(|l| format!("{l}\n")).collect();
    let mut state = puzzle.clone();
    let mut said = Vec::new();
    let solved = loop {
        let out = nqueens_with_stdin(&["regions", "hint", "--apply", "-"], &state);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let next = String::from_utf8(out.stdout).unwrap();
        said.push(String::from_utf8_lossy(&out.stderr).trim().to_string());
        if next == state {
            break next;
        }
        state = next;
        assert!(said.len() < 200, "{said:?}");
    };
    assert!(said.last().unwrap().starts_with("Solved"), "{said:?}");
    assert!(said.len() > 11, "{said:?}");
    // The queens are the one solution's, the squares' marks read back.
    let solution = answer_with(&["regions", "solve", "-"], &puzzle);
    let queens: String = solved.lines().take(11).map(|l| format!("{l}\n")).collect();
    assert_eq!(queens, solution);
    assert_eq!(
        answer_with(&["regions", "convert", "--to", "text", "-"], &solved),
        solved
    );
    // A step that rules squares out is written as marks, and read back.
    let first = answer_with(&["regions", "hint", "--apply", "-"], &puzzle);
    assert!(first.contains("\n\n") && first.contains('x'), "{first}");
}

#[test]
fn queens_given_as_the_hints_name_the_squares() {
    // The hint names squares as the board labels them (file, rank from the
    // bottom): --queens takes them so, the same as a column a row.
    let puzzle = "AAAB\nCCAB\nCDDB\nCCDB\n";
    let by_square = answer_with(&["regions", "hint", "--queens", "c4", "-"], puzzle);
    let by_column = answer_with(&["regions", "hint", "--queens", "2", "-"], puzzle);
    assert_eq!(by_square, by_column);
    assert!(by_square.contains("c4"), "{by_square}");
    let out = nqueens_with_stdin(&["regions", "hint", "--queens", "e1", "-"], puzzle);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a square from a1 to d4"));
}

/// Issue 60: a screenshot of a published puzzle (level 1, LinkedIn's
/// colours, as a JPEG) is solved, and converted to the puzzle's text; a
/// screenshot of a map with many solutions is refused as a file that does
/// not read, saying why.
#[test]
fn a_screenshot_is_solved_and_a_doubtful_one_refused() {
    use super::corpus::{Encoding, Style, draw, encode, levels};
    let dir = tempfile::tempdir().unwrap();
    let (level, puzzle) = levels().into_iter().next().unwrap();
    assert_eq!(level, 1);
    let shot = dir.path().join("level-1.jpg");
    std::fs::write(
        &shot,
        encode(&draw(&puzzle, Style::LinkedIn, 40), Encoding::Jpeg(80)),
    )
    .unwrap();
    let shot = shot.to_str().unwrap();
    assert_eq!(
        answer(&["regions", "convert", "--to", "text", shot]),
        puzzle.to_string()
    );
    let solutions = include_str!("../fixtures/linkedin/solutions.txt");
    let expected = solutions
        .lines()
        .next()
        .unwrap()
        .strip_prefix("1: ")
        .unwrap();
    assert_eq!(
        answer(&["regions", "solve", "--format", "cols", shot]).trim(),
        expected
    );
    // A region a row: every queens solution of 6 solves it.
    let rows =
        nqueens::engine::regions::Puzzle::parse("AAAAAA\nBBBBBB\nCCCCCC\nDDDDDD\nEEEEEE\nFFFFFF\n")
            .unwrap();
    let many = dir.path().join("rows.png");
    std::fs::write(&many, encode(&draw(&rows, Style::App, 40), Encoding::Png)).unwrap();
    let out = nqueens(&["regions", "solve", many.to_str().unwrap()]);
    // A file that does not read as a puzzle: exit 2, as a bad file's.
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("rows.png: read as a board of 6, but it has more than one solution"),
        "{said}"
    );
}

/// Issue 71: a puzzle drawn as a picture. Each day of one week (7×7 to
/// 11×11), `convert --to png` draws the map with n colours, one a region,
/// and the screenshot reader reads the picture back to the same map; the
/// SVG names n fills on the squares.
#[test]
fn every_days_puzzle_is_drawn_in_its_own_colours_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut day: nqueens::engine::regions::Day = "2026-12-07".parse().unwrap();
    for _ in 0..7 {
        let date = day.to_string();
        let text = answer(&["regions", "daily", &date]);
        let puzzle = nqueens::engine::regions::Puzzle::parse(&text).unwrap();
        let n = puzzle.n();
        let file = dir.path().join(format!("{date}.txt"));
        std::fs::write(&file, &text).unwrap();
        let file = file.to_str().unwrap();
        let out = nqueens(&["regions", "convert", file, "--to", "png", "--size", "440"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let png = dir.path().join(format!("{date}.png"));
        std::fs::write(&png, &out.stdout).unwrap();
        // Each square's colour, away from its letter in the top-left
        // corner: one colour a region, and no two regions alike.
        let mut reader = png::Decoder::new(std::io::Cursor::new(&out.stdout))
            .read_info()
            .unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut pixels).unwrap();
        let (width, channels) = (frame.width as usize, frame.line_size / frame.width as usize);
        let side = width as f64 / n as f64;
        let mut by_region = std::collections::BTreeMap::new();
        for r in 0..n {
            for c in 0..n {
                let (x, y) = (
                    ((c as f64 + 0.75) * side) as usize,
                    ((r as f64 + 0.75) * side) as usize,
                );
                let at = y * frame.line_size + x * channels;
                let colour = pixels[at..at + 3].to_vec();
                let region = puzzle.regions()[r * n + c];
                let seen = by_region.entry(region).or_insert_with(|| colour.clone());
                assert_eq!(*seen, colour, "{date}: region {region} in two colours");
            }
        }
        let colours: std::collections::BTreeSet<_> = by_region.values().collect();
        assert_eq!(
            colours.len(),
            n,
            "{date}: {n} regions in {} colours",
            colours.len()
        );
        // Read back by the screenshot reader: the same map.
        let back = answer(&["regions", "convert", png.to_str().unwrap(), "--to", "text"]);
        assert_eq!(back, text, "{date}: the picture read back");
        let svg = answer(&["regions", "convert", file, "--to", "svg"]);
        assert!(svg.starts_with("<svg"), "{}", &svg[..40.min(svg.len())]);
        day = day.next();
    }
    // PNG bytes are not written to a terminal, nor a size out of range.
    let bad = nqueens(&[
        "regions",
        "convert",
        "seed-8-easy-1",
        "--to",
        "png",
        "--size",
        "3",
    ]);
    assert_eq!(bad.status.code(), Some(2));
}

/// Issue 74, 7: a map lettered Q, Z, M, X, K was solved and printed as
/// A, B, C, D, E. The output keeps the input's letters, from a file or
/// from stdin; a map lettered A to E, and the marks' lines, stay as they
/// are.
#[test]
fn the_output_keeps_the_players_letters() {
    let map = "QQZKK\nQZZKK\nMMZXK\nMMXXK\nMXXXK\n";
    let solved = nqueens_with_stdin(&["regions", "solve", "-"], map);
    let text = String::from_utf8_lossy(&solved.stdout);
    assert_eq!(text, "qQZKK\nQZzKK\nMMZXk\nMmXXK\nMXXxK\n");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("map.txt");
    std::fs::write(&file, map).unwrap();
    let file = file.to_str().unwrap();
    assert_eq!(answer(&["regions", "convert", file, "--to", "text"]), map);
    assert_eq!(answer(&["regions", "solve", file]), text);
    // A hint applied: the map in its letters, the marks' × as they are.
    let applied = answer(&["regions", "hint", file, "--apply"]);
    let lines: Vec<&str> = applied.lines().collect();
    assert_eq!(lines[..5], map.lines().collect::<Vec<_>>()[..]);
    assert!(lines[6..].iter().any(|l| l.contains('x')), "{applied}");
    // Lettered as the engine letters: unchanged.
    let plain = "AABCC\nABBCC\nDDBEC\nDDEEC\nDEEEC\n";
    let solved = nqueens_with_stdin(&["regions", "solve", "-"], plain);
    assert_eq!(
        String::from_utf8_lossy(&solved.stdout),
        "aABCC\nABbCC\nDDBEc\nDdEEC\nDEEeC\n"
    );
}
