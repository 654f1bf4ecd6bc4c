//! Where the person is, as a page's address says it: the fragment
//! `#n=N&piece=P&torus=1&columns=C&k=K&view=V&step=S&embed=1`, every key
//! optional (docs/web.md). A
//! link opens exactly that state; the page's address follows the person.
//! The desktop reads and writes no address, but the words are the same
//! code, so they are tested here.

use super::i18n::t;
use super::views::id::ViewId;
use crate::engine::regions::{Day, Puzzle};
use crate::engine::{MAX_N, MAX_RULE_WIDTH, Piece, Rules, Topology};

/// The longest fragment read: anything past it is no address of ours (a
/// fragment of a megabyte is cut here, and said).
pub const MAX_FRAGMENT: usize = 256;

/// A state named by an address. `None`: the address did not say.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Address {
    pub n: Option<usize>,
    /// The piece and the board (`piece`, `torus`, `columns`); `None`
    /// when the address names none of them, which is the classic queens.
    pub rules: Option<Rules>,
    /// A regions puzzle, its rows joined by `-` (a queen placed in lower
    /// case): `regions=AAAB-CCAB-CDDB-CCDB`.
    pub regions: Option<Puzzle>,
    /// A day's regions puzzle, the same for everyone on that date:
    /// `daily=2026-12-07`.
    pub daily: Option<Day>,
    /// A regions puzzle by the name that makes it:
    /// `id=seed-8-medium-42` (`id=map-8-…` is read into `regions`).
    pub made: Option<crate::engine::regions::MakeId>,
    /// The solution's number, from 1, as `solve --index` numbers them.
    pub k: Option<u64>,
    pub view: Option<ViewId>,
    /// Watch's step: the position after this many steps.
    pub step: Option<usize>,
    /// Inside another page (an `<iframe>`): no menus, no status line.
    pub embed: bool,
}

/// What in an address could not be opened as it is. `said` is the key
/// and value as the address has them (shortened).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Only the first [`MAX_FRAGMENT`] characters of `length` were read.
    TooLong {
        length: usize,
    },
    NotASize {
        said: String,
    },
    NotANumber {
        said: String,
    },
    NotAView {
        said: String,
    },
    NotAStep {
        said: String,
    },
    NotADate {
        said: String,
    },
    UnknownKey {
        said: String,
    },
    NotAPiece {
        said: String,
    },
    NotColumns {
        said: String,
    },
    /// A `starbattle=` that is not a puzzle, and why.
    NotAPuzzle {
        why: String,
    },
    /// A `regions=` that is not a puzzle, and why.
    NotARegionsMap {
        error: crate::engine::regions::PuzzleError,
    },
    /// The rules cannot make a board of n (and why): the classic queens
    /// are opened.
    RulesImpossible {
        n: usize,
        why: String,
    },
    /// The view does not work at n (and why, in words).
    ViewUnavailable {
        view: ViewId,
        n: usize,
        why: String,
    },
    /// n has fewer solutions than k: `shown` is shown.
    NoSuchSolution {
        n: usize,
        k: u64,
        shown: u64,
    },
    /// Solution k of n is past those listed so far: `shown` is shown.
    NotListedYet {
        n: usize,
        k: u64,
        shown: u64,
    },
    /// A solution's number outside Browse.
    NumberOutsideBrowse {
        k: u64,
    },
    /// A step outside Watch.
    StepOutsideWatch {
        step: usize,
    },
    /// The search of n ends after `steps` steps: the last is shown.
    PastTheEnd {
        n: usize,
        steps: usize,
    },
}

impl Problem {
    /// In the window's language.
    pub fn words(&self) -> String {
        match self {
            Problem::TooLong { length } => {
                t!(
                    "address-too-long",
                    length = length.to_string(),
                    read = MAX_FRAGMENT.to_string()
                )
            }
            Problem::NotASize { said } => t!("address-not-a-size", said = said.clone()),
            Problem::NotANumber { said } => t!("address-not-a-number", said = said.clone()),
            Problem::NotAView { said } => t!("address-not-a-view", said = said.clone()),
            Problem::NotAStep { said } => t!("address-not-a-step", said = said.clone()),
            Problem::NotADate { said } => t!("address-not-a-date", said = said.clone()),
            Problem::UnknownKey { said } => t!("address-unknown-key", said = said.clone()),
            Problem::NotAPiece { said } => t!("address-not-a-piece", said = said.clone()),
            Problem::NotColumns { said } => t!(
                "address-not-columns",
                said = said.clone(),
                most = MAX_RULE_WIDTH.to_string()
            ),
            Problem::NotAPuzzle { why } => t!("address-not-a-puzzle", why = why.clone()),
            Problem::NotARegionsMap { error } => t!(
                "address-not-a-puzzle",
                why = super::words::puzzle_error_words(error)
            ),
            Problem::RulesImpossible { n, why } => {
                t!(
                    "address-rules-impossible",
                    n = n.to_string(),
                    why = why.clone()
                )
            }
            Problem::ViewUnavailable { view, n, why } => t!(
                "address-view-unavailable",
                view = view.title(),
                n = n.to_string(),
                why = why.clone()
            ),
            Problem::NoSuchSolution { n, k, shown } => t!(
                "address-no-such-solution",
                n = n.to_string(),
                k = k.to_string(),
                shown = shown.to_string()
            ),
            Problem::NotListedYet { n, k, shown } => t!(
                "address-not-listed-yet",
                n = n.to_string(),
                k = k.to_string(),
                shown = shown.to_string()
            ),
            Problem::NumberOutsideBrowse { k } => {
                t!("address-number-outside-browse", k = k.to_string())
            }
            Problem::StepOutsideWatch { step } => {
                t!("address-step-outside-watch", step = step.to_string())
            }
            Problem::PastTheEnd { n, steps } => {
                t!(
                    "address-past-the-end",
                    n = n.to_string(),
                    steps = steps.to_string()
                )
            }
        }
    }
}

/// An address read, and what in it could not be used.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Read {
    pub address: Address,
    pub problems: Vec<Problem>,
}

/// Reads a fragment (with or without its `#`). Unknown keys and bad values
/// are left out and said; nothing in it can fail.
///
/// ```
/// use nqueens::app::address::{Address, Problem, parse};
/// use nqueens::app::ViewId;
/// let read = parse("#n=4&view=watch&step=12");
/// assert_eq!(read.address.n, Some(4));
/// assert_eq!(read.address.view, Some(ViewId::Watch));
/// assert_eq!(read.address.step, Some(12));
/// assert!(read.problems.is_empty());
/// assert_eq!(parse("n=abc").problems, [Problem::NotASize { said: "n=abc".into() }]);
/// ```
pub fn parse(fragment: &str) -> Read {
    let mut read = Read::default();
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let fragment = if fragment.len() > MAX_FRAGMENT {
        read.problems.push(Problem::TooLong {
            length: fragment.len(),
        });
        // Cut at a character's edge.
        let mut end = MAX_FRAGMENT;
        while !fragment.is_char_boundary(end) {
            end -= 1;
        }
        &fragment[..end]
    } else {
        fragment
    };
    for pair in fragment.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let said = shorten(pair);
        let address = &mut read.address;
        let ok = match key {
            "n" => value
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=MAX_N).contains(n))
                .map(|n| address.n = Some(n))
                .ok_or(Problem::NotASize { said }),
            "k" => value
                .parse::<u64>()
                .ok()
                .filter(|&k| k >= 1)
                .map(|k| address.k = Some(k))
                .ok_or(Problem::NotANumber { said }),
            "view" => ViewId::ALL
                .into_iter()
                .find(|v| v.key() == value)
                .map(|v| address.view = Some(v))
                .ok_or(Problem::NotAView { said }),
            "step" => value
                .parse::<usize>()
                .ok()
                .map(|s| address.step = Some(s))
                .ok_or(Problem::NotAStep { said }),
            "embed" => {
                address.embed = value != "0";
                Ok(())
            }
            "piece" => Piece::from_key(value)
                .map(|piece| address.rules.get_or_insert_default().piece = piece)
                .ok_or(Problem::NotAPiece { said }),
            "torus" => {
                address.rules.get_or_insert_default().topology = Topology::torus_if(value != "0");
                Ok(())
            }
            "daily" => value
                .parse::<Day>()
                .map(|day| address.daily = Some(day))
                .map_err(|_| Problem::NotADate { said }),
            // A one-star Star Battle as puzz.link gives it:
            // `starbattle=6/6/1/2u9gn9c9jpmk`.
            "starbattle" => crate::engine::regions::from_puzzlink(&format!("starbattle/{value}"))
                .map(|puzzle| address.regions = Some(puzzle))
                .map_err(|e| Problem::NotAPuzzle { why: e.to_string() }),
            // A puzzle's name: the one that is it, or the one that makes it.
            "id" if value.starts_with("map-") => Puzzle::from_map_id(value)
                .map(|puzzle| address.regions = Some(puzzle))
                .map_err(|e| Problem::NotAPuzzle { why: e.to_string() }),
            "id" => value
                .parse::<crate::engine::regions::MakeId>()
                .map(|id| address.made = Some(id))
                .map_err(|e| Problem::NotAPuzzle { why: e.to_string() }),
            "regions" => Puzzle::parse(&value.replace(['-', '/'], "\n"))
                .map(|puzzle| address.regions = Some(puzzle))
                .map_err(|error| Problem::NotARegionsMap { error }),
            "columns" => value
                .parse::<usize>()
                .ok()
                .filter(|c| (1..=MAX_RULE_WIDTH).contains(c))
                .map(|c| address.rules.get_or_insert_default().columns = Some(c))
                .ok_or(Problem::NotColumns { said }),
            _ => Err(Problem::UnknownKey { said }),
        };
        if let Err(problem) = ok {
            // A puzzle's link that does not read still asks for the
            // regions view: it opens there, on today's puzzle, under the
            // sentence (issue 72: Browse at n = 8 opened).
            if matches!(key, "starbattle" | "daily" | "id" | "regions") {
                read.address.view.get_or_insert(ViewId::Regions);
            }
            read.problems.push(problem);
        }
    }
    read
}

/// At most 24 characters of what a person typed, for a message.
fn shorten(text: &str) -> String {
    if text.chars().count() <= 24 {
        text.to_string()
    } else {
        text.chars().take(23).chain(['…']).collect()
    }
}

impl Address {
    /// The fragment, without its `#`, keys in the contract's order.
    ///
    /// ```
    /// use nqueens::app::address::Address;
    /// use nqueens::app::ViewId;
    /// let here = Address { n: Some(8), k: Some(5), view: Some(ViewId::Browse), ..Address::default() };
    /// assert_eq!(here.fragment(), "n=8&k=5&view=browse");
    /// use nqueens::engine::{Piece, Rules};
    /// let superqueens = Rules { piece: Piece::Superqueen, ..Rules::default() };
    /// let there = Address { n: Some(10), rules: Some(superqueens), k: Some(3), ..Address::default() };
    /// assert_eq!(there.fragment(), "n=10&piece=superqueen&k=3");
    /// ```
    pub fn fragment(&self) -> String {
        let mut parts = Vec::new();
        if let Some(n) = self.n {
            parts.push(format!("n={n}"));
        }
        if let Some(rules) = self.rules {
            if rules.piece != Piece::Queen {
                parts.push(format!("piece={}", rules.piece.key()));
            }
            if rules.topology == Topology::Torus {
                parts.push("torus=1".into());
            }
            if let Some(columns) = rules.columns {
                parts.push(format!("columns={columns}"));
            }
        }
        if let Some(k) = self.k {
            parts.push(format!("k={k}"));
        }
        if let Some(view) = self.view {
            parts.push(format!("view={}", view.key()));
        }
        if let Some(step) = self.step {
            parts.push(format!("step={step}"));
        }
        if let Some(puzzle) = &self.regions {
            let text = puzzle.to_string();
            parts.push(format!("regions={}", text.trim_end().replace('\n', "-")));
        }
        if let Some(day) = self.daily {
            parts.push(format!("daily={day}"));
        }
        if let Some(id) = self.made {
            parts.push(format!("id={id}"));
        }
        if self.embed {
            parts.push("embed=1".into());
        }
        parts.join("&")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_reads_back_from_the_fragment_it_writes() {
        for view in ViewId::ALL {
            let address = Address {
                n: Some(12),
                rules: Some(Rules {
                    piece: Piece::King,
                    topology: crate::engine::Topology::Plane,
                    columns: Some(14),
                }),
                regions: None,
                daily: "2026-12-07".parse().ok(),
                made: "seed-9-hard-42".parse().ok(),
                k: Some(14_200),
                view: Some(view),
                step: Some(3),
                embed: true,
            };
            let read = parse(&format!("#{}", address.fragment()));
            assert_eq!(read.address, address);
            assert!(read.problems.is_empty(), "{:?}", read.problems);
        }
        assert_eq!(parse("").address, Address::default());
        assert_eq!(parse("#").address, Address::default());
    }

    #[test]
    fn bad_values_are_left_out_and_said_the_rest_is_kept() {
        let read = parse("n=-1&k=0&view=chess&step=x&colour=red&n=0");
        assert_eq!(read.address, Address::default());
        let said = |s: &str| s.to_string();
        assert_eq!(
            read.problems,
            [
                Problem::NotASize { said: said("n=-1") },
                Problem::NotANumber { said: said("k=0") },
                Problem::NotAView {
                    said: said("view=chess")
                },
                Problem::NotAStep {
                    said: said("step=x")
                },
                Problem::UnknownKey {
                    said: said("colour=red")
                },
                Problem::NotASize { said: said("n=0") },
            ]
        );
        assert_eq!(
            read.problems[0].words(),
            "“n=-1” is not a board size (1 to 10,000,000)"
        );
        let read = parse("n=10000001&view=big");
        assert_eq!(read.address.n, None);
        assert_eq!(read.address.view, Some(ViewId::Big));
        let read = parse("n=8&n=9");
        assert_eq!(read.address.n, Some(9), "the last of a key wins");
    }

    #[test]
    fn the_rules_read_back_and_bad_ones_are_said() {
        let read = parse("#n=10&piece=superqueen&k=3");
        let superqueens = Rules {
            piece: Piece::Superqueen,
            ..Rules::default()
        };
        assert_eq!(read.address.rules, Some(superqueens));
        assert_eq!(read.address.k, Some(3));
        let read = parse("n=5&torus=1&piece=king");
        let rules = read.address.rules.unwrap();
        assert!(rules.topology == Topology::Torus && rules.piece == Piece::King);
        assert_eq!(
            parse("n=8&columns=11").address.rules.unwrap().columns,
            Some(11)
        );
        // No rule key: no rules said, which opens the classic queens.
        assert_eq!(parse("n=8&k=2").address.rules, None);
        let read = parse("piece=bishop&columns=65&columns=x");
        assert_eq!(read.address.rules, None);
        assert_eq!(
            read.problems,
            [
                Problem::NotAPiece {
                    said: "piece=bishop".into()
                },
                Problem::NotColumns {
                    said: "columns=65".into()
                },
                Problem::NotColumns {
                    said: "columns=x".into()
                },
            ]
        );
        assert!(read.problems[0].words().contains("bishop"));
    }

    #[test]
    fn a_regions_puzzle_reads_back_from_its_link() {
        let read = parse("#view=regions&regions=AAAB-CCAB-CDDb-CCDB");
        let puzzle = read.address.regions.clone().unwrap();
        assert_eq!(puzzle.queens(), [(2, 3)]);
        assert_eq!(
            read.address.fragment(),
            "view=regions&regions=AAAB-CCAB-CDDb-CCDB"
        );
        let bad = parse("regions=AAB-A1B-CCB");
        assert_eq!(bad.address.regions, None);
        assert!(
            bad.problems[0].words().contains("line 2, column 2"),
            "{:?}",
            bad.problems
        );
    }

    #[test]
    fn a_megabyte_of_fragment_is_cut_and_said_at_once() {
        let long = format!("n=8&view=play&{}", "x".repeat(1 << 20));
        let read = parse(&long);
        assert_eq!(read.address.n, Some(8));
        assert_eq!(read.address.view, Some(ViewId::Play));
        assert_eq!(read.problems[0], Problem::TooLong { length: 1_048_590 });
        // The cut key is said shortened, not a megabyte long.
        assert!(read.problems.iter().all(|p| p.words().len() < 200));
        // A cut through a character is no panic.
        let wide = format!("n=8&{}", "ж".repeat(400));
        assert_eq!(parse(&wide).address.n, Some(8));
    }
}
