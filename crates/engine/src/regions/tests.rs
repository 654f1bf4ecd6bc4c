//! The puzzle's rules against brute force, its text both ways, the
//! generator's promise of one solution, and each hint rule firing first.

use super::*;
use crate::control::Control;

/// Every solution by brute force over all permutations (small n only).
fn brute(puzzle: &Puzzle) -> Vec<Vec<usize>> {
    fn permute(n: usize, columns: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if columns.len() == n {
            out.push(columns.clone());
            return;
        }
        for c in 0..n {
            if !columns.contains(&c) {
                columns.push(c);
                permute(n, columns, out);
                columns.pop();
            }
        }
    }
    let n = puzzle.n();
    let mut all = Vec::new();
    permute(n, &mut Vec::new(), &mut all);
    all.into_iter()
        .filter(|columns| {
            let queens: Vec<Cell> = columns.iter().enumerate().map(|(r, &c)| (r, c)).collect();
            let placed = puzzle.queens().iter().all(|q| queens.contains(q));
            placed && puzzle.with_queens(queens.clone()).is_solved()
        })
        .collect()
}

/// The puzzle's first `limit` solutions by the engine's one search.
fn solutions(
    puzzle: &Puzzle,
    limit: usize,
    control: &Control<'_>,
) -> Result<Vec<Vec<usize>>, crate::errors::EngineError> {
    let found = puzzle.problem().first(limit, control)?;
    Ok(found
        .into_iter()
        .map(|columns| columns.into_iter().map(|c| c as usize).collect())
        .collect())
}

fn count(
    puzzle: &Puzzle,
    limit: u64,
    control: &Control<'_>,
) -> Result<u64, crate::errors::EngineError> {
    puzzle.problem().count(limit, control)
}

fn random_map(n: usize, rng: &mut fastrand::Rng) -> Puzzle {
    loop {
        let regions: Vec<u8> = (0..n * n).map(|_| rng.u8(..n as u8)).collect();
        if let Some(puzzle) = Puzzle::new(n, regions) {
            return puzzle;
        }
    }
}

#[test]
fn the_search_finds_exactly_the_brute_forces_solutions_in_order() {
    let mut rng = fastrand::Rng::with_seed(1);
    let control = Control::default();
    for n in 1..=7 {
        for _ in 0..30 {
            let puzzle = random_map(n, &mut rng);
            let want = brute(&puzzle);
            assert_eq!(
                solutions(&puzzle, usize::MAX, &control).unwrap(),
                want,
                "{puzzle}"
            );
            assert_eq!(
                count(&puzzle, u64::MAX, &control).unwrap(),
                want.len() as u64
            );
            assert_eq!(
                count(&puzzle, 2, &control).unwrap(),
                want.len().min(2) as u64
            );
            // A queen placed keeps only the solutions through it.
            if let Some(first) = want.first() {
                let placed = puzzle.with_queens(vec![(0, first[0])]);
                let kept: Vec<_> = want.iter().filter(|s| s[0] == first[0]).cloned().collect();
                assert_eq!(solutions(&placed, usize::MAX, &control).unwrap(), kept);
            }
        }
    }
}

#[test]
fn text_reads_back_as_written_and_bad_text_says_where() {
    let text = "AABB\nAaBB\nCCDD\nCCDd\n";
    let puzzle = Puzzle::parse(text).unwrap();
    assert_eq!(puzzle.to_string(), text);
    assert_eq!(Puzzle::parse("AABB\nAaBB\nCCDD\nCCDd").unwrap(), puzzle);
    assert_eq!(Puzzle::parse("AABB\nAaBB\nCCDD\nCCDd\n\n").unwrap(), puzzle);
    assert_eq!(
        Puzzle::parse("AABB\r\nAaBB\r\nCCDD\r\nCCDd\r\n").unwrap(),
        puzzle
    );
    for (bad, said) in [
        ("", "empty"),
        ("AABB\nAa1B\nCCDD\nCCDD\n", "line 2, column 3: '1'"),
        ("AABB\nAAB\nCCDD\nCCDD\n", "line 2 has 3 letters"),
        ("AABB\nAABB\nCCDD\n", "3 lines of 4 letters"),
        ("\nAABB\nAABB\nCCDD\nCCDD\n", "line 1 is empty"),
        ("AAAB\n", "1 line of 4 letters"),
        (
            "AABB\nAABB\nCCDD\nCCDD\n\n\n",
            "line 5: only an empty last line",
        ),
        ("AABB\nAABB\nCCDD\nCCDD\nCCDD\n", "5 lines of 4 letters"),
        ("AABB\nAABB\nCCEE\nCCEF\n", "5 regions (A, B, C, E, F)"),
        ("AABB\nAABB\nAABB\nAABB\n", "2 regions (A, B)"),
        ("AAB\nAAB\nCCB\n", "found"),
    ] {
        match Puzzle::parse(bad) {
            Err(e) => {
                let e = e.to_string();
                if said != "found" {
                    assert!(e.contains(said), "{bad:?}: {e}");
                }
            }
            Ok(p) => assert!(said == "found", "{bad:?} read as {p}"),
        }
    }
    let wide = "A".repeat(27);
    assert!(
        Puzzle::parse(&wide)
            .unwrap_err()
            .to_string()
            .contains("at most 26")
    );
    // Regions in pieces are allowed, and said.
    let split = Puzzle::parse("ABA\nBBB\nCCC\n").unwrap();
    assert_eq!(split.disconnected_regions(), [0]);
}

#[test]
fn generated_puzzles_have_one_solution_and_connected_regions() {
    let control = Control::default();
    for n in MIN_GENERATE_N..=10 {
        for seed in 0..6 {
            let puzzle = generate(n, seed, None, &control).unwrap().unwrap();
            assert_eq!(puzzle.n(), n);
            assert_eq!(count(&puzzle, u64::MAX, &control).unwrap(), 1, "{puzzle}");
            assert!(puzzle.disconnected_regions().is_empty(), "{puzzle}");
            assert_eq!(generate(n, seed, None, &control).unwrap().unwrap(), puzzle);
        }
    }
    assert!(generate(4, 1, None, &control).unwrap().is_none());
    assert!(generate(13, 1, None, &control).unwrap().is_none());
}

#[test]
fn a_difficulty_asked_for_is_the_one_its_solve_needs() {
    let control = Control::default();
    for difficulty in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
        let puzzle = generate(8, 3, Some(difficulty), &control).unwrap().unwrap();
        let rating = rate(&puzzle);
        assert_eq!(rating.difficulty, difficulty, "{puzzle}");
        assert!(rating.solved);
        // The step-through ends on the one solution.
        let mut queens: Vec<Cell> = Vec::new();
        for step in &rating.steps {
            for &(cell, mark) in &step.sets {
                if mark == Mark::Queen {
                    queens.push(cell);
                }
            }
        }
        assert!(puzzle.with_queens(queens).is_solved(), "{puzzle}");
    }
}

/// Each rule is the first to fire on some board: the boards met on the
/// way through generated puzzles' solves (queens placed, squares ruled
/// out), each asked afresh for its hint.
#[test]
fn each_hint_rule_is_the_first_to_fire_on_some_board() {
    let control = Control::default();
    let mut first_seen = std::collections::BTreeMap::new();
    'puzzles: for seed in 0..200 {
        let difficulty = [Difficulty::Hard, Difficulty::Medium][seed as usize % 2];
        let puzzle = generate(8, seed, Some(difficulty), &control)
            .unwrap()
            .unwrap();
        let (mut queens, mut crosses) = (Vec::new(), Vec::new());
        for step in rate(&puzzle).steps {
            let board = puzzle.with_queens(queens.clone());
            let Hint::Step(fresh) = hint(&board, &crosses) else {
                panic!("no hint where the solve took a step:\n{board}");
            };
            assert_eq!(fresh, step);
            first_seen
                .entry(step.rule)
                .or_insert_with(|| (board.to_string(), crosses.len(), step.said.english(8)));
            for &(cell, mark) in &step.sets {
                match mark {
                    Mark::Queen => queens.push(cell),
                    _ => crosses.push(cell),
                }
            }
            if first_seen.len() == 6 {
                break 'puzzles;
            }
        }
    }
    let rules: Vec<StepRule> = first_seen.keys().copied().collect();
    assert_eq!(
        rules,
        [
            StepRule::QueenRulesOut,
            StepRule::LastSquare,
            StepRule::Confined,
            StepRule::WouldEmpty,
            StepRule::Owned,
            StepRule::WhatIf
        ],
        "{first_seen:#?}"
    );
}

#[test]
fn hints_say_a_broken_board_and_a_solved_one() {
    let puzzle = Puzzle::parse("aABB\nAaBB\nCCDD\nCCDD\n").unwrap();
    let Hint::Broken { said, shown } = hint(&puzzle, &[]) else {
        panic!("a clash is not said");
    };
    let words = said.english(4);
    assert!(words.contains("a4 and b3"), "{words}");
    assert_eq!(shown, [(0, 0), (1, 1)]);
    let control = Control::default();
    let puzzle = generate(6, 2, None, &control).unwrap().unwrap();
    let solution = &solutions(&puzzle, 1, &control).unwrap()[0];
    let solved = puzzle.with_columns(&solution.iter().map(|&c| Some(c)).collect::<Vec<_>>());
    assert_eq!(hint(&solved, &[]), Hint::Solved);
}

#[test]
fn any_n_letters_are_regions_and_every_line_end_is_read() {
    // mspiegel's collection writes a colour's initial: P, S, G, L, O, B, R.
    let colours = "PPPSSSG\nPLLLSGG\nPLOOOGG\nBLOOOGG\nBBBOORG\nBBBRRRG\nBBBRRRR\n";
    let puzzle = Puzzle::parse(colours).unwrap();
    assert_eq!(
        puzzle.to_string(),
        "AAABBBC\nADDDBCC\nADEEECC\nFDEEECC\nFFFEEGC\nFFFGGGC\nFFFGGGG\n"
    );
    // A queen placed keeps its square through the new letters.
    let placed = Puzzle::parse(&colours.replacen('P', "p", 1)).unwrap();
    assert_eq!(placed.queens(), [(0, 0)]);
    // \r\n and the old Mac's \r alone read as \n does.
    let unix = "AABB\nAABB\nCCDD\nCCDD\n";
    for ends in ["\r\n", "\r"] {
        assert_eq!(
            Puzzle::parse(&unix.replace('\n', ends)).unwrap(),
            Puzzle::parse(unix).unwrap()
        );
    }
}

/// Issue 71: with all queens but one placed, the hint was a flood of ✕
/// (14 around d7 on a 7×7); the easiest step is the last queen, in the
/// one square the others leave. A queen's ✕, when it is the step, are
/// outlined with it.
#[test]
fn the_last_queen_is_the_hint_when_one_square_is_left() {
    let control = Control::default();
    for seed in 0..20 {
        let puzzle = generate(7, seed, None, &control).unwrap().unwrap();
        let solution = &solutions(&puzzle, 1, &control).unwrap()[0];
        let n = puzzle.n();
        for missing in [0, n / 2, n - 1] {
            let queens: Vec<Cell> = (0..n)
                .filter(|&r| r != missing)
                .map(|r| (r, solution[r]))
                .collect();
            let board = puzzle.with_queens(queens);
            let Hint::Step(step) = hint(&board, &[]) else {
                panic!("no hint on\n{board}");
            };
            assert_eq!(step.rule, StepRule::LastSquare, "{}", step.said.english(n));
            assert_eq!(step.sets, [((missing, solution[missing]), Mark::Queen)]);
            assert!(step.said.english(n).contains("one square left"));
        }
        // One queen placed: its ✕ are the step, and outlined with it.
        let board = puzzle.with_queens(vec![(0, solution[0])]);
        let Hint::Step(step) = hint(&board, &[]) else {
            panic!()
        };
        assert_eq!(step.rule, StepRule::QueenRulesOut);
        assert_eq!(step.shown.len(), 1 + step.sets.len());
    }
}
