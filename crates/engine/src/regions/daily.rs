//! Today's puzzle: the same puzzle for everyone on a given date, made from
//! the date alone. The seed is a stable hash of the date written
//! `YYYY-MM-DD` (FNV-1a, the same on every platform, in every locale and
//! time zone); the size and the difficulty follow the weekday, easy early
//! in the week and harder towards its end, as newspapers' puzzles do. Any
//! date opens its puzzle, past or future: the archive is the calendar.
//! What "today" is belongs to the caller (the local date of the machine
//! or the page).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::{Difficulty, Puzzle, generate};
use crate::{control::Control, errors::EngineError};

/// A date of the Gregorian calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    pub year: i32,
    pub month: u8,
    pub day: u8,
}

/// Why a text is not a date.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DayError {
    #[error("{0:?} is not a date written YYYY-MM-DD")]
    Form(String),
    #[error("{0} has no day {1}")]
    NoSuchDay(String, u8),
    #[error("{0:?} has no month {1}: months are 01 to 12")]
    NoSuchMonth(String, u8),
}

/// The days of the week, Monday first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Day {
    /// The date `days` days after 1970-01-01 (before it if negative): the
    /// day of a clock's seconds since the epoch, divided by 86,400.
    ///
    /// ```
    /// use nqueens_engine::regions::Day;
    /// assert_eq!(Day::from_epoch_days(0).to_string(), "1970-01-01");
    /// assert_eq!(Day::from_epoch_days(20_792).to_string(), "2026-12-05");
    /// ```
    pub fn from_epoch_days(days: i64) -> Day {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Day { year, month, day }
    }

    /// Days since 1970-01-01: the inverse of [`Day::from_epoch_days`].
    pub fn epoch_days(self) -> i64 {
        let (y, m, d) = (
            i64::from(self.year) - i64::from(self.month <= 2),
            i64::from(self.month),
            i64::from(self.day),
        );
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The day after.
    pub fn next(self) -> Day {
        Day::from_epoch_days(self.epoch_days() + 1)
    }

    /// The day before.
    pub fn previous(self) -> Day {
        Day::from_epoch_days(self.epoch_days() - 1)
    }

    /// Its day of the week.
    ///
    /// ```
    /// use nqueens_engine::regions::{Day, Weekday};
    /// let day: Day = "2026-12-05".parse().unwrap();
    /// assert_eq!(day.weekday(), Weekday::Saturday);
    /// ```
    pub fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday.
        match (self.epoch_days() + 3).rem_euclid(7) {
            0 => Weekday::Monday,
            1 => Weekday::Tuesday,
            2 => Weekday::Wednesday,
            3 => Weekday::Thursday,
            4 => Weekday::Friday,
            5 => Weekday::Saturday,
            _ => Weekday::Sunday,
        }
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Day {
    type Err = DayError;

    /// `YYYY-MM-DD`, a real date.
    fn from_str(text: &str) -> Result<Day, DayError> {
        let form = || DayError::Form(text.to_string());
        let mut parts = text.trim().split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(form());
        };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(form());
        }
        let number = |s: &str| s.parse::<u32>().map_err(|_| form());
        let (year, month, day) = (number(y)? as i32, number(m)? as u8, number(d)? as u8);
        if !(1..=12).contains(&month) {
            return Err(DayError::NoSuchMonth(text.to_string(), month));
        }
        let candidate = Day { year, month, day };
        // A day past the month's end comes back as another date.
        if day == 0 || Day::from_epoch_days(candidate.epoch_days()) != candidate {
            return Err(DayError::NoSuchDay(format!("{year:04}-{month:02}"), day));
        }
        Ok(candidate)
    }
}

/// What a day's puzzle is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Daily {
    pub day: Day,
    pub n: usize,
    pub difficulty: Difficulty,
    pub seed: u64,
}

/// The day's size, difficulty and seed.
///
/// ```
/// use nqueens_engine::regions::{daily, Day, Difficulty};
/// let monday: Day = "2026-12-07".parse().unwrap();
/// let today = daily(monday);
/// assert_eq!((today.n, today.difficulty), (7, Difficulty::Easy));
/// assert_eq!(today.seed, daily("2026-12-07".parse().unwrap()).seed);
/// assert_ne!(today.seed, daily(monday.next()).seed);
/// ```
pub fn daily(day: Day) -> Daily {
    let (n, difficulty) = match day.weekday() {
        Weekday::Monday => (7, Difficulty::Easy),
        Weekday::Tuesday => (8, Difficulty::Easy),
        Weekday::Wednesday => (8, Difficulty::Medium),
        Weekday::Thursday => (9, Difficulty::Medium),
        Weekday::Friday => (9, Difficulty::Hard),
        Weekday::Saturday => (10, Difficulty::Hard),
        Weekday::Sunday => (11, Difficulty::Hard),
    };
    Daily {
        day,
        n,
        difficulty,
        seed: fnv1a(day.to_string().as_bytes()),
    }
}

impl Daily {
    /// The day's puzzle: the generator's, from the day's seed.
    pub fn puzzle(&self, control: &Control<'_>) -> Result<Option<Puzzle>, EngineError> {
        generate(self.n, self.seed, Some(self.difficulty), control)
    }
}

/// The streak on `today`: the days in a row solved, up to today, or up to
/// yesterday while today's is not solved yet (a streak lasts the day).
///
/// ```
/// use nqueens_engine::regions::{streak, Day};
/// let today: Day = "2026-12-07".parse().unwrap();
/// let solved = ["2026-12-04", "2026-12-05", "2026-12-06"];
/// let was_solved = |day: Day| solved.contains(&day.to_string().as_str());
/// assert_eq!(streak(today, was_solved), 3);
/// assert_eq!(streak(today.next(), was_solved), 0);
/// ```
pub fn streak(today: Day, solved: impl Fn(Day) -> bool) -> u32 {
    let mut day = if solved(today) {
        today
    } else {
        today.previous()
    };
    let mut days = 0;
    while solved(day) {
        days += 1;
        day = day.previous();
    }
    days
}

/// FNV-1a, 64 bits: a hash whose every step is written down, so that the
/// same date gives the same seed in every build and on every platform.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_and_count_as_the_calendar_does() {
        for (text, days) in [
            ("1970-01-01", 0),
            ("2000-02-29", 11_016),
            ("2026-12-05", 20_792),
            ("1969-12-31", -1),
        ] {
            let day: Day = text.parse().unwrap();
            assert_eq!(day.epoch_days(), days, "{text}");
            assert_eq!(day.to_string(), text);
        }
        // Every day of 1900 to 2100 goes there and back.
        for days in -25_567..47_482 {
            assert_eq!(Day::from_epoch_days(days).epoch_days(), days);
        }
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-1-1",
            "26-01-01",
            "today",
            "2026-01-32",
            "",
        ] {
            assert!(bad.parse::<Day>().is_err(), "{bad}");
        }
        assert!("2024-02-29".parse::<Day>().is_ok());
        assert!("1900-02-29".parse::<Day>().is_err());
    }

    #[test]
    fn the_seed_is_the_dates_hash_written_down() {
        // FNV-1a's published check value: "a" hashes to af63dc4c8601ec8c.
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        let day: Day = "2026-12-05".parse().unwrap();
        assert_eq!(daily(day).seed, fnv1a(b"2026-12-05"));
    }

    #[test]
    fn a_week_of_puzzles_is_made_and_each_has_one_solution() {
        let monday: Day = "2026-12-07".parse().unwrap();
        let mut day = monday;
        let mut sizes = Vec::new();
        for _ in 0..7 {
            let today = daily(day);
            let puzzle = today.puzzle(&Control::default()).unwrap().unwrap();
            assert_eq!(puzzle.n(), today.n);
            assert_eq!(
                puzzle.problem().count(2, &Control::default()).unwrap(),
                1,
                "{day}"
            );
            sizes.push(today.n);
            day = day.next();
        }
        assert_eq!(sizes, [7, 8, 8, 9, 9, 10, 11]);
    }
}
