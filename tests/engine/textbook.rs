//! The code shown beside the search is real code: the Python programs run
//! and count the reference figures, and the lit lines follow the steps.

#![allow(clippy::unwrap_used)]

use std::process::Command;

use nqueens::engine::{KNOWN_COUNTS, Step, Trace, TracePosition};
use nqueens::textbook::Language;

/// What python3 prints running `program`; `what` names it in failures.
fn python(program: &str, what: &str) -> String {
    let out = Command::new("python3")
        .args(["-c", program])
        .output()
        .expect(
            "python3 runs the programs shown beside the search (apt-get install python3-minimal)",
        );
    assert!(
        out.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs a Python program's `queens(n)` for n = 1 to 8 and gives the counts.
fn python_counts(language: Language) -> Vec<u64> {
    let program = language.source() + "print(*[queens(n) for n in range(1, 9)])\n";
    python(&program, &format!("{language:?}"))
        .split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect()
}

#[test]
fn the_python_programs_count_the_reference_figures() {
    for language in [
        Language::Python,
        Language::PythonIterative,
        Language::PythonBitmasks,
    ] {
        assert_eq!(python_counts(language), KNOWN_COUNTS[..8], "{language:?}");
    }
}

#[test]
fn each_step_lights_the_line_that_does_it() {
    // The n = 4 run of the lecture: every try, reject, place, solution and
    // backtrack lights a line saying so, in each language.
    // Python, Java, Python iterative, Python with bitmasks.
    let words: [(&str, [&str; 4]); 5] = [
        (
            "try",
            [
                "for col in range(n)",
                "for (int col",
                "# try",
                "free & -free",
            ],
        ),
        (
            "reject",
            ["if (col in cols", "if (cols[col]", "# reject", "~(cols"],
        ),
        (
            "place",
            [
                "cols.add(col)",
                "cols[col] = true;",
                "k += 1",
                "place(cols | bit",
            ],
        ),
        (
            "solution",
            ["count += 1", "count++", "count += 1", "count += 1"],
        ),
        (
            "backtrack",
            [
                "cols.remove(col)",
                "cols[col] = false;",
                "k -= 1",
                "while free",
            ],
        ),
    ];
    let mut position = TracePosition::start();
    for step in Trace::new(4).unwrap() {
        position.apply(&step);
        let which = match step {
            Step::Try { .. } => 0,
            Step::Reject { .. } => 1,
            Step::Place { .. } => 2,
            Step::Solution { .. } => 3,
            Step::Backtrack { .. } => 4,
        };
        for (i, language) in Language::ALL.into_iter().enumerate() {
            let line = language.lines()[*language.lines_of(&step).start()];
            let (kind, pieces) = words[which];
            assert!(line.contains(pieces[i]), "{language:?} {kind}: {line}");
        }
        // The sets hold what the queens placed so far attack.
        let vars = Language::Python.variables(Some(&step), &position, 4);
        let cols = &vars.iter().find(|(k, _)| k == "cols").unwrap().1;
        assert_eq!(
            cols.matches(|c: char| c.is_ascii_digit()).count(),
            position.queens.len(),
            "{cols}"
        );
    }
}

/// Runs a mistaken program for n = 1 to 8 in python3: for each n, the
/// boards it returns (a line each, columns separated by spaces) after a
/// line with their number, or the count it returns.
fn python_mistake(mistake: nqueens::textbook::Mistake) -> String {
    let program = mistake.source()
        + "for n in range(1, 9):\n"
        + "    r = queens(n)\n"
        + "    if isinstance(r, int):\n"
        + "        print(r)\n"
        + "    else:\n"
        + "        print(len(r))\n"
        + "        for b in r:\n"
        + "            print(' '.join(map(str, b)))\n";
    python(&program, &format!("{mistake:?}"))
}

#[test]
fn each_mistake_runs_in_python_as_the_app_shows_it() {
    use nqueens::textbook::Mistake;
    for mistake in Mistake::ALL {
        let mut expected = String::new();
        for n in 1..=8 {
            let mut solutions_stepped = 0u64;
            let run = mistake.run(n, &mut |step| {
                solutions_stepped += u64::from(matches!(step, Step::Solution { .. }));
                true
            });
            // The steps the app shows find what the program counts.
            assert_eq!(solutions_stepped, run.count, "{mistake:?} n = {n}");
            expected += &format!("{}\n", run.count);
            for board in &run.result {
                let columns: Vec<String> = board.iter().map(u32::to_string).collect();
                expected += &format!("{}\n", columns.join(" "));
            }
        }
        assert_eq!(python_mistake(mistake), expected, "{mistake:?}");
    }
}

#[test]
fn the_rules_programs_count_what_the_engine_counts() {
    use nqueens::engine::{Control, Piece, Rules, count};
    use nqueens::textbook::{rule_lines_of, rule_program};
    // Each piece on the plane, on a torus, and on two columns more than
    // rows (`columns` is set to n + 2 for each n below).
    let mut every = Vec::new();
    for piece in Piece::ALL {
        for (torus, wide) in [(false, false), (true, false), (false, true)] {
            every.push((piece, torus, wide));
        }
    }
    for (piece, torus, wide) in every {
        let at = |n: usize| Rules {
            piece,
            topology: nqueens::engine::Topology::torus_if(torus),
            columns: wide.then_some(n + 2),
        };
        let rules = at(6);
        let call = if wide {
            "search(n, n + 2)"
        } else {
            "search(n)"
        };
        let (lines, changed) = rule_program(&rules);
        let program = lines.join("\n") + &format!("\nprint(*[{call} for n in range(1, 8)])\n");
        let counted: Vec<u64> = python(&program, &rules.to_string())
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        let engine: Vec<u64> = (1..8)
            .map(|n| {
                count(
                    &nqueens::engine::Problem::new(n, at(n)).unwrap(),
                    false,
                    &Control::default(),
                )
                .unwrap()
                .total
            })
            .collect();
        assert_eq!(counted, engine, "{rules}");
        // The lines that say the rule are the body of `attacks` (and the
        // columns tried, on a wide board); each step lights lines of the
        // search itself.
        let attacks = lines
            .iter()
            .position(|l| l.contains("def attacks("))
            .unwrap();
        let end = attacks + lines[attacks..].iter().position(|l| l.is_empty()).unwrap();
        let (body, columns): (Vec<usize>, Vec<usize>) =
            changed.iter().partition(|&&i| (attacks..end).contains(&i));
        assert!(!body.is_empty(), "{rules}");
        assert_eq!(columns.len(), if wide { 2 } else { 0 }, "{rules}");
        let mut trace = Trace::under(6, rules).unwrap();
        for step in trace.by_ref().take(300) {
            let lit = rule_lines_of(&rules, &step);
            let first = &lines[*lit.start()];
            let want = match step {
                Step::Try { .. } if wide => "for col in range(w)",
                Step::Try { .. } => "for col in range(n)",
                Step::Reject { .. } => "if attacked(row, col)",
                Step::Place { .. } => "placed.append(col)",
                Step::Solution { .. } => "result.append(",
                Step::Backtrack { .. } => "placed.pop()",
            };
            assert!(first.contains(want), "{rules}: {step:?} lights {first:?}");
        }
    }
}
