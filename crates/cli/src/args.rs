//! Arguments several commands share: pinned and blocked squares, the part
//! of a split, worker threads, `--format`.

use crate::engine;
use crate::formats::{self, grouped};

use super::Failure;

/// Pinned queens and blocked squares: only the solutions with a queen on
/// every pinned square and none on a blocked one.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Only {
    /// A square that must hold a queen: row and column from 0 (row 0 at
    /// the top, as in column lists). Repeat for more.
    #[arg(long, value_name = "R,C", value_parser = parse_square)]
    pub pin: Vec<(usize, usize)>,
    /// A square that must stay empty. Repeat for more.
    #[arg(long, value_name = "R,C", value_parser = parse_square)]
    pub block: Vec<(usize, usize)>,
}

impl Only {
    pub fn constraints(&self, n: usize) -> Result<engine::Constraints, Failure> {
        if self.is_empty() {
            // None at all holds on any board, past the pins' 32 columns.
            return Ok(engine::Constraints::none(n));
        }
        engine::Constraints::new(n, self.pin.clone(), self.block.clone())
            .map_err(|e| Failure::usage(e.to_string()))
    }

    /// Whether any square is pinned or blocked.
    pub fn is_empty(&self) -> bool {
        self.pin.is_empty() && self.block.is_empty()
    }
}

/// A square as `R,C`: two numbers and a comma, nothing else, as every
/// other number on the command line is read (`count ' 8'` is refused too).
///
/// ```text
/// "3,4" -> (3, 4)      " 3,4", "3, 4", "3;4" -> refused
/// ```
fn parse_square(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("{text:?} is not a square: give row and column from 0, as R,C");
    let (r, c) = text.split_once(',').ok_or_else(bad)?;
    Ok((
        parse_number(r).ok_or_else(bad)?,
        parse_number(c).ok_or_else(bad)?,
    ))
}

/// A number as clap reads one: digits only (a sign or a space refused).
fn parse_number<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// Which part of a split: `I/K`, or `auto/K` (I from the job scheduler).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartSpec {
    /// `None`: from the environment.
    pub index: Option<u64>,
    pub parts: u64,
}

/// The environment variables a job array sets to the task's index: Slurm's
/// and Kubernetes' Indexed Jobs'.
pub const PART_INDEX_VARIABLES: [&str; 2] = ["SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX"];

/// The largest K of `--part I/K`.
pub const MAX_PARTS: u64 = 1_000_000;

pub fn parse_part(text: &str) -> Result<PartSpec, String> {
    let bad = || format!("{text:?} is not a part: give I/K with 0 <= I < K, or auto/K");
    let (index, parts) = text.split_once('/').ok_or_else(bad)?;
    let parts: u64 = parse_number(parts).ok_or_else(bad)?;
    if parts == 0 || parts > MAX_PARTS {
        return Err(format!(
            "a split has 1 to {} parts, not {parts}",
            grouped(MAX_PARTS)
        ));
    }
    let index = match index {
        "auto" => None,
        i => Some(parse_number::<u64>(i).ok_or_else(bad)?),
    };
    if index.is_some_and(|i| i >= parts) {
        return Err(bad());
    }
    Ok(PartSpec { index, parts })
}

impl PartSpec {
    /// The part's index, from the command line or the job scheduler.
    pub fn index(&self) -> Result<u64, Failure> {
        if let Some(i) = self.index {
            return Ok(i);
        }
        for variable in PART_INDEX_VARIABLES {
            if let Ok(value) = std::env::var(variable) {
                return match value.trim().parse::<u64>() {
                    Ok(i) if i < self.parts => Ok(i),
                    _ => Err(Failure::usage(format!(
                        "{variable}={value:?} is not a part of {} (0 to {})",
                        self.parts,
                        self.parts - 1
                    ))),
                };
            }
        }
        Err(Failure::usage(format!(
            "--part auto/K takes the part from {}, and neither is set",
            PART_INDEX_VARIABLES.join(" or ")
        )))
    }
}

/// Threads per core `--threads` may ask for: more only queue up.
pub const THREADS_PER_CORE: usize = 4;

/// The most threads `--threads` takes on this machine.
pub fn max_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
    THREADS_PER_CORE * cores
}

pub fn check_threads(threads: Option<usize>) -> Result<(), Failure> {
    match threads {
        Some(0) => Err(Failure::usage("--threads must be at least 1")),
        Some(t) if t > max_threads() => Err(Failure::usage(format!(
            "--threads {t} is too many: at most {} here ({THREADS_PER_CORE} per core)",
            max_threads()
        ))),
        _ => Ok(()),
    }
}

/// `--format`'s values among `members` of a kind of format, from the
/// formats' one table ([`formats::Registered`]): each one's key, aliases
/// and name for `--help`.
pub fn format_among<T: formats::Registered>(
    members: &'static [T],
) -> impl clap::builder::TypedValueParser<Value = T> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    let values = members.iter().map(|f| {
        let entry = f.entry();
        // A sentence of its own in `--help` ("n lines" keeps its n).
        let mut help = entry.name.to_string();
        let variable = help.starts_with("n ");
        if let Some(first) = help.get(..1).map(str::to_uppercase).filter(|_| !variable) {
            help.replace_range(..1, &first);
        }
        PossibleValue::new(entry.key)
            .help(help)
            .aliases(entry.aliases.iter().copied())
    });
    // The values parser lets only the members' names through.
    PossibleValuesParser::new(values)
        .map(move |key| formats::named::<T>(&key).unwrap_or(members[0]))
}

/// [`format_among`] every member of the kind.
pub fn format_of<T: formats::Registered>() -> impl clap::builder::TypedValueParser<Value = T> {
    format_among(T::ALL)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_parts_are_read_as_plain_numbers_are() {
        assert_eq!(parse_square("3,4"), Ok((3, 4)));
        for bad in [" 0,1", "0, 1", "0,1 ", "+0,1", "0;1", ",1", "0,"] {
            assert!(parse_square(bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            parse_part("2/8"),
            Ok(PartSpec {
                index: Some(2),
                parts: 8
            })
        );
        assert_eq!(parse_part("auto/8").map(|p| p.index), Ok(None));
        for bad in [" 2/8", "2/ 8", "8/8", "-1/8", "2/0"] {
            assert!(parse_part(bad).is_err(), "{bad:?}");
        }
    }
}
