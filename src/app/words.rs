//! Numbers and durations in words, and sizes typed by a person.

use crate::engine::MAX_N;
use crate::formats;

pub use crate::formats::plural;

/// Parses a board size typed by a person: digits, with `,` or `_` allowed
/// between them.
///
/// ```
/// assert_eq!(nqueens::app::parse_n("1,000,000"), Ok(1_000_000));
/// assert!(nqueens::app::parse_n("0").is_err());
/// assert!(nqueens::app::parse_n("eight").is_err());
/// ```
pub fn parse_n(text: &str) -> Result<usize, String> {
    let digits: String = text
        .trim()
        .chars()
        .filter(|c| *c != ',' && *c != '_')
        .collect();
    match digits.parse::<usize>() {
        Ok(n) if (1..=MAX_N).contains(&n) => Ok(n),
        Ok(n) => Err(format!(
            "n = {n} is out of range: choose 1 to {}",
            thousands(MAX_N as u64)
        )),
        Err(_) => Err(format!("{:?} is not a whole number", text.trim())),
    }
}

/// 14772512 as "14,772,512".
pub fn thousands(value: u64) -> String {
    formats::grouped(value)
}

/// A duration for the panels: "4.2 s", "3 min 20 s", "1.5 h".
pub fn seconds(s: f64) -> String {
    if s < 60.0 {
        format!("{s:.1} s")
    } else if s < 3600.0 {
        format!("{:.0} min {:.0} s", (s / 60.0).floor(), s % 60.0)
    } else {
        format!("{:.1} h", s / 3600.0)
    }
}
