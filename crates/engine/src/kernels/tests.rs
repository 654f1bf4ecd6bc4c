//! The one property test of the table: on random problems (every piece,
//! plane and torus, n to n + 2 columns, random pins and blocks, random
//! region maps), every kernel that claims a question answers it as the
//! generic walk does, and the walk answers as the plainest recursion over
//! [`Rules::attacks`] (the one statement of each rule) does.

use proptest::prelude::*;

use super::{Kernel, Question, choose};
use crate::rules::{count_walked, nodes_walked};
use crate::{
    constraints::Constraints, control::Control, kernels::statistics, nth::nth_solution, nth::rank,
    problem::Problem, rules::Piece, rules::Rules, rules::Topology, rules::list,
    survey::count_constrained, survey::survey,
};

/// What the plainest walk finds: the solutions in order, and the nodes
/// of its tree (the root included).
struct Plain {
    solutions: Vec<Vec<u32>>,
    nodes: u64,
}

/// Row by row, each square tried left to right where no piece above
/// attacks it; `keep` says which squares a piece may take.
fn plain(n: usize, rules: Rules, keep: &dyn Fn(&[u32], usize, usize) -> bool) -> Plain {
    fn go(
        n: usize,
        w: usize,
        rules: Rules,
        keep: &dyn Fn(&[u32], usize, usize) -> bool,
        placed: &mut Vec<u32>,
        out: &mut Plain,
    ) {
        let r = placed.len();
        if r == n {
            out.solutions.push(placed.clone());
            return;
        }
        for c in 0..w {
            let free = placed
                .iter()
                .enumerate()
                .all(|(pr, &pc)| !rules.attacks(n, (pr, pc as usize), (r, c)));
            if free && keep(placed, r, c) {
                out.nodes += 1;
                placed.push(c as u32);
                go(n, w, rules, keep, placed, out);
                placed.pop();
            }
        }
    }
    let w = rules.width(n);
    let mut out = Plain {
        solutions: Vec::new(),
        nodes: 1,
    };
    go(n, w, rules, keep, &mut Vec::new(), &mut out);
    out
}

/// A rule the engine takes: any piece, a plane or a torus, n to n + 2
/// columns (a torus is square).
fn rules_strategy() -> impl Strategy<Value = (usize, Rules)> {
    (1usize..=9, 0..Piece::ALL.len(), any::<bool>(), 0usize..=2).prop_filter_map(
        "a rule the engine takes",
        |(n, piece, torus, extra)| {
            let rules = Rules {
                piece: Piece::ALL[piece],
                topology: Topology::torus_if(torus),
                columns: (extra > 0 && !torus).then_some(n + extra),
            }
            .normalized(n);
            rules.check(n).ok().map(|_| (n, rules))
        },
    )
}

/// The answers of every kernel that claims them, against the walk.
fn hold_kernels(n: usize, rules: Rules) -> Result<(), TestCaseError> {
    let control = Control::default();
    let keep_all = |_: &[u32], _: usize, _: usize| true;
    let truth = plain(n, rules, &keep_all);
    let problem = Problem::new(n, rules).unwrap();
    let walked = count_walked(n, rules, true, &control).unwrap();
    prop_assert_eq!(walked.total, truth.solutions.len() as u64, "walk's count");
    prop_assert_eq!(
        nodes_walked(n, rules, &control).unwrap(),
        truth.nodes,
        "walk's nodes"
    );
    for kernel in Kernel::ALL {
        if !kernel.serves(&problem) {
            continue;
        }
        for unique in [false, true] {
            let question = if unique {
                Question::Fundamental
            } else {
                Question::Count
            };
            if !kernel.answers(question) {
                continue;
            }
            let counts = kernel.count(&problem, unique, &control).unwrap();
            prop_assert_eq!(counts.total, walked.total, "{:?}'s count", kernel);
            if unique {
                prop_assert_eq!(
                    counts.fundamental,
                    walked.fundamental,
                    "{:?}'s classes",
                    kernel
                );
            }
            // A kernel gives nodes only where they are the tree's.
            prop_assert!(counts.nodes.is_none_or(|nodes| nodes == truth.nodes));
            prop_assert!(counts.nodes.is_none() || kernel.answers(Question::Nodes));
        }
        if kernel.answers(Question::Nodes) {
            prop_assert_eq!(
                kernel.nodes(&problem, &control).unwrap(),
                truth.nodes,
                "{:?}'s nodes",
                kernel
            );
        }
    }
    // What `stats` prints: the chosen kernels' figures.
    let stats = statistics(&problem, &control).unwrap();
    prop_assert_eq!(stats.total, walked.total);
    prop_assert_eq!(stats.fundamental, walked.fundamental);
    prop_assert_eq!(stats.nodes, Some(truth.nodes), "stats' nodes");
    // The listing, in order, and each solution's number both ways.
    let listed = list(&problem, false, 1, usize::MAX, &control).unwrap();
    prop_assert_eq!(&listed, &truth.solutions, "the listing's order");
    // Some twenty of them, spread over the list (each a walk of its own).
    let step = (truth.solutions.len() / 20).max(1);
    for (i, columns) in truth.solutions.iter().enumerate().step_by(step) {
        let k = i as u64 + 1;
        prop_assert_eq!(
            &nth_solution(&problem, k, control).unwrap(),
            columns,
            "solution {}",
            k
        );
        prop_assert_eq!(rank(&problem, columns, control).unwrap(), k);
    }
    // The survey's tallies.
    let surveyed = survey(&problem, control).unwrap();
    prop_assert_eq!(surveyed.total, walked.total);
    prop_assert_eq!(surveyed.nodes(), truth.nodes, "the survey's nodes");
    let w = rules.width(n);
    let mut by_square = vec![0u64; n * w];
    for columns in &truth.solutions {
        for (r, &c) in columns.iter().enumerate() {
            by_square[r * w + c as usize] += 1;
        }
    }
    prop_assert_eq!(&surveyed.all, &by_square, "the survey's squares");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Every kernel that claims a question answers it as the walk does.
    #[test]
    fn every_kernel_answers_as_the_walk((n, rules) in rules_strategy()) {
        hold_kernels(n, rules)?;
    }

    /// Pins and blocks under every piece: the problem's walk, and the
    /// classic queens' own pinned search, keep exactly the plain walk's
    /// solutions that keep them.
    #[test]
    fn pinned_problems_walk_as_the_plain_walk(
        (n, rules) in rules_strategy(),
        pins in prop::collection::vec((0usize..9, 0usize..11), 0..3),
        blocks in prop::collection::vec((0usize..9, 0usize..11), 0..6),
    ) {
        let w = rules.width(n);
        let on = |&(r, c): &(usize, usize)| r < n && c < w.min(n);
        let pins: Vec<_> = pins.into_iter().filter(on).collect();
        let blocks: Vec<_> = blocks.into_iter().filter(on).collect();
        let Ok(constraints) = Constraints::new(n, pins.clone(), blocks.clone()) else {
            return Ok(());
        };
        let keep = |_: &[u32], r: usize, c: usize| {
            !blocks.contains(&(r, c)) && pins.iter().all(|&(pr, pc)| pr != r || pc == c)
        };
        let truth = plain(n, rules, &keep);
        let problem = Problem::new(n, rules).unwrap().with_constraints(constraints.clone()).unwrap();
        let control = Control::default();
        prop_assert_eq!(problem.first(usize::MAX, &control).unwrap(), truth.solutions.clone());
        if rules.is_classic() {
            prop_assert_eq!(
                count_constrained(n, &constraints, control).unwrap(),
                truth.solutions.len() as u64
            );
        }
        // The survey under them, under every rule: the squares' tallies
        // and the nodes of the tree they leave.
        let surveyed = survey(&problem, control).unwrap();
        prop_assert_eq!(surveyed.total, truth.solutions.len() as u64, "the pinned survey");
        prop_assert_eq!(surveyed.nodes(), truth.nodes, "the pinned survey's nodes");
        let mut by_square = vec![0u64; n * w];
        for columns in &truth.solutions {
            for (r, &c) in columns.iter().enumerate() {
                by_square[r * w + c as usize] += 1;
            }
        }
        prop_assert_eq!(&surveyed.all, &by_square, "the pinned survey's squares");
        // The kept ones numbered among themselves, both ways.
        let step = (truth.solutions.len() / 8).max(1);
        for (i, columns) in truth.solutions.iter().enumerate().step_by(step) {
            let k = i as u64 + 1;
            prop_assert_eq!(&nth_solution(&problem, k, control).unwrap(), columns);
            prop_assert_eq!(rank(&problem, columns, control).unwrap(), k);
        }
        // Every kernel that takes the pinned problem counts it so.
        for kernel in Kernel::ALL {
            if kernel.serves(&problem) && kernel.answers(Question::Count) {
                prop_assert_eq!(
                    kernel.count(&problem, false, &control).unwrap().total,
                    truth.solutions.len() as u64,
                    "{:?}'s pinned count",
                    kernel
                );
            }
        }
    }

    /// A map of regions, each taking one piece: the problem's walk keeps
    /// the plain walk's solutions with one piece a region, on boards
    /// wider than high too, and with a region more than rows (where not
    /// every region takes a piece, so none is due in its last row).
    #[test]
    fn region_maps_walk_as_the_plain_walk(
        n in 1usize..=8,
        extra in 0usize..=2,
        piece in 0..Piece::ALL.len(),
        more in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let rules = Rules { piece: Piece::ALL[piece], columns: Some(n + extra), ..Rules::QUEENS };
        let w = n + extra;
        let mut rng = fastrand::Rng::with_seed(seed);
        // A region a row, then random squares moved to random regions:
        // every row's region keeps at least its first square.
        let regions = n as u8 + u8::from(more);
        let mut map: Vec<u8> = (0..n * w).map(|i| (i / w) as u8).collect();
        for _ in 0..rng.usize(..=2 * w) {
            let square = rng.usize(..n * w);
            if !square.is_multiple_of(w) {
                map[square] = rng.u8(..regions);
            }
        }
        let keep = |placed: &[u32], r: usize, c: usize| {
            let region = map[r * w + c];
            placed.iter().enumerate().all(|(pr, &pc)| map[pr * w + pc as usize] != region)
        };
        let truth = plain(n, rules, &keep);
        let problem = Problem::new(n, rules).unwrap().with_regions(map.clone()).unwrap();
        let control = Control::default();
        prop_assert_eq!(problem.first(usize::MAX, &control).unwrap(), truth.solutions.clone());
        prop_assert_eq!(problem.count(2, &control).unwrap(), truth.solutions.len().min(2) as u64);
        // Numbered among the map's own solutions, both ways.
        for (i, columns) in truth.solutions.iter().enumerate().take(8) {
            let k = i as u64 + 1;
            prop_assert_eq!(&nth_solution(&problem, k, control).unwrap(), columns);
            prop_assert_eq!(rank(&problem, columns, control).unwrap(), k);
        }
    }
}

/// The figures issue 70 found wrong, by name.
#[test]
fn stats_nodes_are_the_row_by_row_trees() {
    let control = Control::default();
    let wide = Rules {
        columns: Some(9),
        ..Rules::QUEENS
    };
    assert_eq!(
        statistics(&Problem::new(8, wide).unwrap(), &control)
            .unwrap()
            .nodes,
        Some(8042)
    );
    let superqueens = Rules {
        piece: Piece::Superqueen,
        ..Rules::QUEENS
    };
    assert_eq!(
        statistics(&Problem::new(10, superqueens).unwrap(), &control)
            .unwrap()
            .nodes,
        Some(893)
    );
    assert_eq!(
        choose(&Problem::new(10, superqueens).unwrap(), Question::Nodes),
        Kernel::Walk
    );
}
