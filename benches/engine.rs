// Engine benchmarks, with the textbook baseline side by side: the
// single-threaded bitmask counter with mirror symmetry on the first row.
// With PEER_DIR set to a folder of Kluev's counter built once per n
// (kluev16, kluev17, ...), the count group times it in the same run.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use nqueens::catalog::{Catalog, Filter};
use nqueens::engine::regions::{self, Puzzle};
use nqueens::engine::{
    Constraints, Control, KNOWN_COUNTS, MAX_RANK_N, Piece, PrefixTable, Problem, Rules, Solutions,
    construct_columns, count, count_by_constellations, count_solutions, rank, unrank,
};

/// The seeds' algorithm: recursive bitmask search, first-row queen in the
/// left half counted twice, the middle column of odd n once.
fn baseline_count(n: usize) -> u64 {
    fn solve(full: u32, cols: u32, ld: u32, rd: u32) -> u64 {
        if cols == full {
            return 1;
        }
        let mut avail = full & !(cols | ld | rd);
        let mut total = 0;
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            total += solve(full, cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1);
        }
        total
    }
    let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut total = 0;
    for c in 0..n / 2 {
        let bit = 1u32 << c;
        total += 2 * solve(full, bit, (bit << 1) & full, bit >> 1);
    }
    if n % 2 == 1 {
        let bit = 1u32 << (n / 2);
        total += solve(full, bit, (bit << 1) & full, bit >> 1);
    }
    total
}

/// Kluev's counter built for board n (`kluevN` in `$PEER_DIR`, one binary
/// per n: its size is a constant of its sources), run on 2 threads.
fn peer(n: usize) -> Option<PathBuf> {
    let path = PathBuf::from(std::env::var_os("PEER_DIR")?).join(format!("kluev{n}"));
    path.is_file().then_some(path)
}

fn counting(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    for n in [14usize, 15, 16, 17, 18] {
        // The textbook search at 18 takes minutes a run, the constellation
        // search 15 s: 18 is the engine's and the peer's alone.
        if n <= 17 {
            group.bench_with_input(BenchmarkId::new("baseline", n), &n, |b, &n| {
                b.iter(|| baseline_count(black_box(n)))
            });
            group.bench_with_input(BenchmarkId::new("constellations", n), &n, |b, &n| {
                b.iter(|| count_by_constellations(black_box(n), Control::default()))
            });
        }
        group.bench_with_input(BenchmarkId::new("engine", n), &n, |b, &n| {
            b.iter(|| count_solutions(black_box(n), Control::default()))
        });
        if let Some(path) = peer(n) {
            group.bench_with_input(BenchmarkId::new("kluev", n), &n, |b, _| {
                b.iter(|| {
                    Command::new(&path)
                        .arg("2")
                        .output()
                        .map(|o| o.status.success())
                })
            });
        }
    }
    group.finish();
}

fn enumeration(c: &mut Criterion) {
    let mut group = c.benchmark_group("enumerate");
    group.sample_size(10);
    for n in [12usize, 14] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                let mut all = Solutions::new(n, Rules::QUEENS).expect("n in range");
                let mut seen = 0u64;
                while all.advance() {
                    seen += u64::from(black_box(all.current())[0]);
                }
                seen
            })
        });
    }
    // Another rule's walk, the same loop over its tables.
    let kings = Rules {
        piece: Piece::King,
        ..Rules::QUEENS
    };
    group.bench_function("kings-9", |b| {
        b.iter(|| {
            let mut all = Solutions::new(9, kings).expect("n in range");
            let mut seen = 0u64;
            while all.advance() {
                seen += u64::from(black_box(all.current())[0]);
            }
            seen
        })
    });
    group.finish();
}

fn catalog_lookup(c: &mut Criterion) {
    let catalog = Catalog::build(16, Rules::QUEENS, Filter::All).expect("n in range");
    let len = catalog.len();
    let mut k = 1u64;
    c.bench_function("catalog lookup n=16", |b| {
        b.iter(|| {
            // Spread lookups over the whole list, worst offsets included.
            k = (k * 6_364_136_223 + 1_442_695) % len + 1;
            catalog.get_columns(black_box(k))
        })
    });
}

fn construction(c: &mut Criterion) {
    c.bench_function("construct 1000000", |b| {
        b.iter(|| construct_columns(black_box(1_000_000), Rules::QUEENS))
    });
}

/// Solution K of n by its number, and back, for K spread over the whole
/// list (the tables are loaded before timing).
fn numbers(c: &mut Criterion) {
    let mut group = c.benchmark_group("numbers");
    group.sample_size(10);
    for n in [8, 12, 14, 16, 17, 18, 19, MAX_RANK_N] {
        PrefixTable::of(n).expect("a table up to MAX_RANK_N");
        let total = KNOWN_COUNTS[n - 1];
        let none = Constraints::none(n);
        let mut k = 1u64;
        let mut next = move || {
            k = (k.wrapping_mul(6_364_136_223).wrapping_add(1_442_695)) % total + 1;
            k
        };
        group.bench_with_input(BenchmarkId::new("unrank", n), &n, |b, &n| {
            b.iter(|| unrank(n, black_box(next()), &none, Control::default()))
        });
        let boards: Vec<Vec<u32>> = (0..16)
            .map(|i| {
                let k = 1 + i * (total - 1) / 15;
                unrank(n, k, &none, Control::default()).expect("k within the total")
            })
            .collect();
        let problem = nqueens::engine::Problem::new(n, Rules::QUEENS).expect("a problem");
        let mut i = 0;
        group.bench_with_input(BenchmarkId::new("rank", n), &n, |b, _| {
            b.iter(|| {
                i = (i + 1) % boards.len();
                rank(&problem, black_box(&boards[i]), Control::default())
            })
        });
    }
    group.finish();
}

/// The search of other rules against the queen's own counter, on the same
/// board: what the table-driven search costs when it runs the classic rule.
fn rules(c: &mut Criterion) {
    let mut group = c.benchmark_group("rules");
    group.sample_size(10);
    let one = Control {
        threads: Some(1),
        ..Control::default()
    };
    for n in [12usize, 13] {
        group.bench_with_input(BenchmarkId::new("queen-baseline", n), &n, |b, &n| {
            b.iter(|| baseline_count(black_box(n)))
        });
        for (name, rules) in [
            ("queen-generic", Rules::QUEENS),
            (
                "superqueen",
                Rules {
                    piece: Piece::Superqueen,
                    ..Rules::QUEENS
                },
            ),
            (
                "torus",
                Rules {
                    topology: nqueens::engine::Topology::Torus,
                    ..Rules::QUEENS
                },
            ),
        ] {
            group.bench_with_input(BenchmarkId::new(name, n), &n, |b, &n| {
                b.iter(|| Problem::new(black_box(n), rules).and_then(|p| count(&p, false, &one)))
            });
        }
    }
    group.finish();
    // Superqueens by their walk of classes against the classic queens'
    // counter, at the sizes of the goal (18 and 19 take seconds a run:
    // docs/BENCHMARKS.md has them by the command line).
    let mut group = c.benchmark_group("superqueens");
    group.sample_size(10);
    let superqueens = Rules {
        piece: Piece::Superqueen,
        ..Rules::QUEENS
    };
    for n in [16usize, 17] {
        for (name, rules) in [("queens", Rules::QUEENS), ("superqueens", superqueens)] {
            group.bench_with_input(BenchmarkId::new(name, n), &n, |b, &n| {
                b.iter(|| Problem::new(black_box(n), rules).and_then(|p| count(&p, false, &one)))
            });
        }
    }
    group.finish();
}

/// The published 10×10 LinkedIn puzzles of the test corpus.
fn published_tens() -> Vec<Puzzle> {
    include_str!("../tests/fixtures/linkedin/levels.txt")
        .split("\n\n")
        .filter_map(|block| {
            let grid: String = block
                .lines()
                .filter(|l| !l.starts_with('#'))
                .map(|l| format!("{l}\n"))
                .collect();
            Puzzle::parse(&grid).ok()
        })
        .filter(|p| p.n() == 10)
        .collect()
}

/// The regions puzzle: solving (the first two solutions, which tells one
/// from many) every published 10×10 by the engine's one search, beside
/// the puzzle's own walk it replaced (kept here as the baseline); and
/// making a puzzle of 10.
fn regions_puzzle(c: &mut Criterion) {
    let tens = published_tens();
    assert!(tens.len() > 50);
    let control = Control::default();
    let mut group = c.benchmark_group("regions");
    group.bench_function("solve-published-10", |b| {
        b.iter(|| {
            tens.iter()
                .map(|p| p.problem().first(2, &control).map_or(0, |s| s.len()))
                .sum::<usize>()
        })
    });
    group.bench_function("solve-published-10-own-walk", |b| {
        b.iter(|| {
            tens.iter()
                .map(|p| own_walk(black_box(p), 2))
                .sum::<usize>()
        })
    });
    group.bench_function("solve-published-10-generators-old-walk", |b| {
        b.iter(|| {
            tens.iter()
                .map(|p| first_two(10, black_box(p.regions())))
                .sum::<usize>()
        })
    });
    for n in [10, 12] {
        group.bench_function(format!("generate-{n}"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                regions::generate(n, seed, None, &control)
            })
        });
    }
    group.finish();
}

/// The generator's own walk before the engine's took its prune (issue
/// 70: the rule was stated twice): the first two solutions of a map,
/// columns tried in order, a region ending in a row due there.
fn first_two(n: usize, regions: &[u8]) -> usize {
    fn go(
        s: &mut (usize, &[u8], Vec<u32>, usize),
        r: usize,
        columns: u32,
        used: u32,
        last: Option<usize>,
    ) {
        let (n, regions) = (s.0, s.1);
        if r == n {
            s.3 += 1;
            return;
        }
        let due = s.2[r] & !used;
        if due.count_ones() > 1 {
            return;
        }
        let near = last.map_or(0, |c| (0b111u32 << c) >> 1);
        for c in 0..n {
            let bit = 1u32 << c;
            let region = 1u32 << regions[r * n + c];
            if columns & bit != 0
                || near & bit != 0
                || used & region != 0
                || (due != 0 && region != due)
            {
                continue;
            }
            go(s, r + 1, columns | bit, used | region, Some(c));
            if s.3 == 2 {
                return;
            }
        }
    }
    let mut ending = vec![0u32; n];
    for g in 0..n {
        if let Some(last) = (0..n * n).rev().find(|&i| usize::from(regions[i]) == g) {
            ending[last / n] |= 1 << g;
        }
    }
    let mut search = (n, regions, ending, 0);
    go(&mut search, 0, 0, 0, None);
    search.3
}

/// The regions puzzle's own search before it was folded into the
/// engine's (0531511, regions/solve.rs): row by row, a square whose column
/// and region are free and that does not touch the queen above. Returns
/// the solutions found, to `limit`.
fn own_walk(puzzle: &Puzzle, limit: usize) -> usize {
    let n = puzzle.n();
    let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut allowed = vec![full; n];
    for &(r, c) in puzzle.queens() {
        allowed[r] &= 1 << c;
    }
    let region_bit: Vec<u32> = (0..n * n)
        .map(|i| 1u32 << puzzle.region((i / n, i % n)))
        .collect();
    let candidates = |row: usize, cols: u32, regions: u32, above: Option<usize>| {
        let mut free = allowed[row] & !cols;
        if let Some(c) = above {
            free &= !((0b111u32 << c) >> 1);
        }
        let mut fit = 0;
        let mut rest = free;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            if region_bit[row * n + bit.trailing_zeros() as usize] & regions == 0 {
                fit |= bit;
            }
        }
        fit
    };
    let mut found = 0;
    let mut left = vec![0u32; n];
    let mut cols_used = vec![0u32; n + 1];
    let mut regions_used = vec![0u32; n + 1];
    left[0] = candidates(0, 0, 0, None);
    let mut row = 0;
    loop {
        if left[row] == 0 {
            if row == 0 {
                return found;
            }
            row -= 1;
            continue;
        }
        let bit = left[row] & left[row].wrapping_neg();
        left[row] ^= bit;
        let c = bit.trailing_zeros() as usize;
        if row + 1 == n {
            found += 1;
            if found == limit {
                return found;
            }
            continue;
        }
        cols_used[row + 1] = cols_used[row] | bit;
        regions_used[row + 1] = regions_used[row] | region_bit[row * n + c];
        row += 1;
        left[row] = candidates(row, cols_used[row], regions_used[row], Some(c));
    }
}

criterion_group!(
    benches,
    regions_puzzle,
    counting,
    rules,
    enumeration,
    catalog_lookup,
    construction,
    numbers
);
criterion_main!(benches);
