//! The split's laws: its parts add up, its lines read back, and what
//! does not fit is refused.

use super::*;
use crate::kernels::count;

#[test]
fn the_parts_add_up_for_every_split() {
    for n in 8..=14 {
        let whole = count(
            &crate::problem::Problem::new(n, crate::rules::Rules::QUEENS).unwrap(),
            true,
            &Control::default(),
        )
        .unwrap();
        for parts in [1, 2, 7, 100] {
            let results: Vec<PartResult> = (0..parts)
                .map(|i| {
                    count_part(
                        &crate::problem::Problem::new(n, crate::rules::Rules::QUEENS).unwrap(),
                        i,
                        parts,
                        Control::default(),
                    )
                    .unwrap()
                })
                .collect();
            assert_eq!(
                sum_parts(&results).unwrap(),
                whole,
                "n = {n}, {parts} parts"
            );
            // Each line reads back as it was written.
            for r in &results {
                assert_eq!(PartResult::parse(&r.to_string()).unwrap(), *r);
            }
        }
    }
}

#[test]
fn small_boards_have_their_count_in_part_zero() {
    for (n, total) in [(1, 1), (2, 0), (3, 0)] {
        let results: Vec<PartResult> = (0..3)
            .map(|i| {
                count_part(
                    &crate::problem::Problem::new(n, crate::rules::Rules::QUEENS).unwrap(),
                    i,
                    3,
                    Control::default(),
                )
                .unwrap()
            })
            .collect();
        assert_eq!(sum_parts(&results).unwrap().total, total);
    }
}

#[test]
fn the_work_is_shared_out_nearly_evenly() {
    // Row sets at 16 and 17 (odd, its middle rows fixed), constellations
    // at 25.
    for n in [16, 17, 25] {
        let estimates = Units::of(n, QUEENS, 7, &Control::default()).unwrap().work();
        let owners = split(&estimates, 7);
        let mut work = [0.0f64; 7];
        for (w, &owner) in estimates.iter().zip(&owners) {
            work[owner as usize] += w;
        }
        let mean = work.iter().sum::<f64>() / 7.0;
        for w in work {
            assert!((w - mean).abs() < 0.2 * mean, "n = {n}: {work:?}");
        }
    }
}

#[test]
fn row_set_parts_add_up_past_the_tests_above() {
    let parts = 5;
    let results: Vec<PartResult> = (0..parts)
        .map(|i| {
            count_part(
                &crate::problem::Problem::new(15, crate::rules::Rules::QUEENS).unwrap(),
                i,
                parts,
                Control::default(),
            )
            .unwrap()
        })
        .collect();
    let counts = sum_parts(&results).unwrap();
    assert_eq!(counts.total, crate::known::KNOWN_COUNTS[14]);
    assert_eq!(
        counts,
        count(
            &crate::problem::Problem::new(15, crate::rules::Rules::QUEENS).unwrap(),
            true,
            &Control::default()
        )
        .unwrap()
    );
}

#[test]
fn missing_repeated_and_foreign_parts_are_refused() {
    let parts: Vec<PartResult> = (0..7)
        .map(|i| {
            count_part(
                &crate::problem::Problem::new(9, crate::rules::Rules::QUEENS).unwrap(),
                i,
                7,
                Control::default(),
            )
            .unwrap()
        })
        .collect();
    assert_eq!(
        sum_parts(&parts[1..]).map_err(|e| e.to_string()),
        Err("1 of 7 parts missing: 0".to_string())
    );
    let mut twice = parts.clone();
    twice.push(parts[3]);
    assert_eq!(sum_parts(&twice), Err(PartError::Repeated(3, 7)));
    // A part of another n, or of another split of this n.
    let mut other_n = parts.clone();
    other_n[2] = count_part(
        &crate::problem::Problem::new(10, crate::rules::Rules::QUEENS).unwrap(),
        2,
        7,
        Control::default(),
    )
    .unwrap();
    assert_eq!(sum_parts(&other_n), Err(PartError::MixedN(9, 10)));
    let mut other_split = parts.clone();
    other_split[2] = count_part(
        &crate::problem::Problem::new(9, crate::rules::Rules::QUEENS).unwrap(),
        2,
        8,
        Control::default(),
    )
    .unwrap();
    assert_eq!(sum_parts(&other_split), Err(PartError::MixedSplit(7, 8)));
    // A part whose checksum does not match (another version, or edited).
    let mut edited = parts.clone();
    edited[4].checksum ^= 1;
    assert_eq!(sum_parts(&edited), Err(PartError::Foreign(4, 7, 9)));
    assert_eq!(sum_parts(&[]), Err(PartError::Empty));
}

#[test]
fn every_edited_field_of_a_line_is_refused() {
    let part = count_part(
        &crate::problem::Problem::new(12, crate::rules::Rules::QUEENS).unwrap(),
        0,
        3,
        Control::default(),
    )
    .unwrap();
    let line = part.to_string();
    assert_eq!(PartResult::parse(&line), Ok(part));
    let fields: Vec<&str> = line.split(' ').skip(1).collect();
    assert_eq!(fields.len(), 7);
    for (i, field) in fields.iter().enumerate() {
        let (key, value) = field.split_once('=').unwrap();
        // The last digit changed, as a careless edit or a bad copy would.
        let mut changed: Vec<char> = value.chars().collect();
        let last = changed.last_mut().unwrap();
        *last = if *last == '1' { '2' } else { '1' };
        let changed: String = changed.into_iter().collect();
        let edited = line.replace(field, &format!("{key}={changed}"));
        let result = PartResult::parse(&edited);
        assert!(
            matches!(result, Err(PartError::Edited(..) | PartError::Malformed(_))),
            "field {i} ({field} to {changed}): {result:?}"
        );
    }
    // A line of the previous format (no seal) is not taken as this one.
    let unsealed = line[..line.find(" seal=").unwrap()].to_string();
    assert!(matches!(
        PartResult::parse(&unsealed),
        Err(PartError::Malformed(_))
    ));
}

#[test]
fn sums_that_no_board_can_give_are_refused() {
    let parts: Vec<PartResult> = (0..3)
        .map(|i| {
            count_part(
                &crate::problem::Problem::new(12, crate::rules::Rules::QUEENS).unwrap(),
                i,
                3,
                Control::default(),
            )
            .unwrap()
        })
        .collect();
    assert_eq!(sum_parts(&parts).unwrap().total, 14_200);
    // A count that overflows, rather than wrapping to a small total.
    let mut huge = parts.clone();
    huge[1].solutions = u64::MAX;
    assert_eq!(sum_parts(&huge), Err(PartError::Overflow));
    // Symmetric counts that do not make whole classes of 8.
    let mut half = parts.clone();
    half[0].half_turn += 1;
    assert!(matches!(sum_parts(&half), Err(PartError::Symmetry(_))));
    let mut quarter = parts.clone();
    quarter[0].quarter_turn = quarter[0].half_turn + 2;
    assert!(matches!(sum_parts(&quarter), Err(PartError::Symmetry(_))));
    // Symmetric counts on a part other than 0.
    let mut elsewhere = parts.clone();
    elsewhere[2].half_turn = 8;
    assert!(matches!(sum_parts(&elsewhere), Err(PartError::Symmetry(_))));
    // A total that changes by one solution breaks the classes too.
    let mut off_by_one = parts;
    off_by_one[1].solutions += 1;
    assert!(matches!(
        sum_parts(&off_by_one),
        Err(PartError::Symmetry(_))
    ));
}

fn superqueens() -> Rules {
    Rules {
        piece: Piece::Superqueen,
        ..Rules::QUEENS
    }
}

#[test]
fn superqueens_parts_add_up_for_every_split() {
    for n in [1, 2, 9, 10, 11, 12, 13, 14] {
        let whole = count(
            &crate::problem::Problem::new(n, superqueens()).unwrap(),
            true,
            &Control::default(),
        )
        .unwrap();
        for parts in [1, 2, 7, 100] {
            let results: Vec<PartResult> = (0..parts)
                .map(|i| {
                    count_part(
                        &crate::problem::Problem::new(n, superqueens()).unwrap(),
                        i,
                        parts,
                        Control::default(),
                    )
                    .unwrap()
                })
                .collect();
            let summed = sum_parts(&results).unwrap();
            assert_eq!(
                (summed.total, summed.fundamental),
                (whole.total, whole.fundamental),
                "n = {n}, {parts} parts"
            );
            for r in &results {
                let line = r.to_string();
                assert!(line.contains(" piece=superqueen "), "{line}");
                assert_eq!(PartResult::parse(&line).unwrap(), *r);
            }
        }
    }
}

#[test]
fn superqueens_parts_share_the_walk_evenly() {
    // The squares each part's walk tries, against the mean: the estimates
    // that cut the parts are held against the work done.
    let (n, parts) = (16, 8u64);
    let (units, owners) = owned(
        n,
        Kind {
            piece: Piece::Superqueen,
            torus: false,
        },
        parts,
        &Control::default(),
    )
    .unwrap();
    let Units::Classes(classes, units) = units else {
        panic!("superqueens are cut into classes' units");
    };
    let mut tried = vec![0u64; parts as usize];
    for (unit, &owner) in units.iter().zip(&owners) {
        tried[owner as usize] += classes
            .count_units(&[unit], &Control::default())
            .unwrap()
            .tried;
    }
    let mean = tried.iter().sum::<u64>() as f64 / parts as f64;
    for &t in &tried {
        assert!((t as f64 - mean).abs() < 0.25 * mean, "{tried:?}");
    }
}

#[test]
fn parts_of_queens_and_superqueens_do_not_mix() {
    let queens = count_part(
        &crate::problem::Problem::new(10, Rules::QUEENS).unwrap(),
        0,
        2,
        Control::default(),
    )
    .unwrap();
    let other = count_part(
        &crate::problem::Problem::new(10, superqueens()).unwrap(),
        1,
        2,
        Control::default(),
    )
    .unwrap();
    assert_eq!(
        sum_parts(&[queens, other]),
        Err(PartError::MixedPiece("queens".into(), "superqueens".into()))
    );
    // A superqueens' line edited to a queens' one fails its seal.
    let line = other.to_string().replace(" piece=superqueen", "");
    assert_eq!(PartResult::parse(&line), Err(PartError::Edited(1, 2)));
    // The queens' line names no piece, as it always did; `piece=queen` is
    // not another spelling of it.
    assert!(!queens.to_string().contains("piece="));
    let spelled = queens.to_string().replace(" part=", " piece=queen part=");
    assert!(matches!(
        PartResult::parse(&spelled),
        Err(PartError::Malformed(_))
    ));
    // Other rules take no split.
    let torus = Rules {
        topology: crate::rules::Topology::Torus,
        ..superqueens()
    };
    assert!(
        count_part(
            &crate::problem::Problem::new(11, torus).unwrap(),
            0,
            2,
            Control::default()
        )
        .is_err()
    );
}

#[test]
fn a_split_past_the_tally_of_parts_is_refused_not_panicked() {
    // A sealed line of a split into 2^25 parts (as a program can write):
    // the parts missing are said, the first ten named.
    let line = PartResult {
        n: 12,
        piece: Piece::Queen,
        torus: false,
        index: 3,
        parts: 1 << 25,
        solutions: 0,
        half_turn: 0,
        quarter_turn: 0,
        checksum: 0,
    };
    let said = sum_parts(&[line]).unwrap_err().to_string();
    assert!(
        said.starts_with("33554431 of 33554432 parts missing: 0, 1, 2, 4,"),
        "{said}"
    );
    let chunk = PartResult {
        parts: 1 << 25,
        ..line
    };
    let plan = PartPlan::new(
        &crate::problem::Problem::new(12, Rules::QUEENS).unwrap(),
        0,
        3,
        Control::default(),
    )
    .unwrap();
    assert!(plan.join(&[chunk]).is_err());
}

/// The classic queens as a split's kind.
const QUEENS: Kind = Kind {
    piece: Piece::Queen,
    torus: false,
};

/// Issue 70: a torus's count could not be split. Its parts, each counted
/// from the problem as a part of its own, sum to the whole count (OEIS
/// A051906: 28 at 7, 88 at 11, 4,524 at 13); a line names the torus and
/// reads back, and a torus's line does not add to a plane's.
#[test]
fn a_torus_count_split_into_parts_sums_to_the_whole() {
    let torus = Rules {
        topology: crate::rules::Topology::Torus,
        ..Rules::QUEENS
    };
    let control = Control::default();
    for (n, total, parts) in [(7, 28, 3), (11, 88, 5), (13, 4_524, 7)] {
        // The problem as it crosses to another machine: RON, unchanged.
        let problem = crate::problem::Problem::new(n, torus).unwrap();
        let sent: crate::problem::Problem =
            ron::from_str(&ron::to_string(&problem).unwrap()).unwrap();
        let lines: Vec<PartResult> = (0..parts)
            .map(|i| {
                let line = count_part(
                    &crate::problem::Problem::new(sent.n(), sent.rules()).unwrap(),
                    i,
                    parts,
                    control,
                )
                .unwrap();
                PartResult::parse(&line.to_string()).unwrap()
            })
            .collect();
        assert!(lines[0].to_string().contains(" torus=1 "), "{}", lines[0]);
        let counts = sum_parts(&lines).unwrap();
        assert_eq!((counts.total, counts.fundamental), (total, None), "n = {n}");
        assert_eq!(
            counts.total,
            crate::kernels::count(
                &crate::problem::Problem::new(n, torus).unwrap(),
                false,
                &control
            )
            .unwrap()
            .total
        );
        // A part of the plane's split is no part of the torus's.
        let mut mixed = lines.clone();
        mixed[0] = count_part(
            &crate::problem::Problem::new(n, Rules::QUEENS).unwrap(),
            0,
            parts,
            control,
        )
        .unwrap();
        assert!(matches!(sum_parts(&mixed), Err(PartError::MixedPiece(..))));
    }
    // Chunks of a torus's part join to the part.
    let plan = PartPlan::new(
        &crate::problem::Problem::new(13, torus).unwrap(),
        2,
        7,
        control,
    )
    .unwrap();
    let chunks: Vec<_> = (0..3)
        .map(|c| plan.count_chunk(c, 3, control).unwrap())
        .collect();
    assert_eq!(
        plan.join(&chunks).unwrap(),
        count_part(
            &crate::problem::Problem::new(13, torus).unwrap(),
            2,
            7,
            control
        )
        .unwrap()
    );
    // Sizes without solutions (Pólya) are refused in words.
    assert!(
        count_part(
            &crate::problem::Problem::new(12, torus).unwrap(),
            0,
            2,
            control
        )
        .is_err()
    );
}
