//! Numbers and durations in words, and sizes typed by a person.

use super::i18n::t;
use crate::engine::MAX_N;
use crate::formats;

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
        Ok(n) => Err(t!(
            "size-out-of-range",
            n = n.to_string(),
            max = thousands(MAX_N as u64)
        )),
        Err(_) => Err(t!("size-not-a-number", text = format!("{:?}", text.trim()))),
    }
}

/// A whole number typed by a person: digits, grouped by threes with `,`,
/// `_` or spaces if at all. A group of another size is a typo, not a
/// separator: "1,5" is refused rather than read as 15.
///
/// ```
/// use nqueens::app::parse_number;
/// assert_eq!(parse_number("14,772,512"), Some(14_772_512));
/// assert_eq!(parse_number(" 92 "), Some(92));
/// assert_eq!(parse_number("1 000"), Some(1000));
/// assert_eq!(parse_number("1,5"), None);
/// assert_eq!(parse_number("12,34,567"), None);
/// assert_eq!(parse_number("1.5"), None);
/// ```
pub fn parse_number(text: &str) -> Option<u64> {
    let groups: Vec<&str> = text.trim().split([',', '_', ' ', '\u{a0}']).collect();
    let grouped = groups.len() > 1;
    let well_grouped = groups.iter().enumerate().all(|(i, g)| {
        !g.is_empty()
            && g.bytes().all(|b| b.is_ascii_digit())
            && (!grouped || if i == 0 { g.len() <= 3 } else { g.len() == 3 })
    });
    if !well_grouped {
        return None;
    }
    groups.concat().parse().ok()
}

/// 14772512 as "14,772,512".
pub fn thousands(value: u64) -> String {
    formats::grouped(value)
}

/// A duration for the panels: "4.2 s", "3 min 20 s", "1.5 h" (in the
/// window's language).
pub fn seconds(s: f64) -> String {
    if s < 60.0 {
        t!("time-s", s = format!("{s:.1}"))
    } else if s < 3600.0 {
        t!(
            "time-min-s",
            m = format!("{:.0}", (s / 60.0).floor()),
            s = format!("{:.0}", s % 60.0)
        )
    } else {
        t!("time-h", h = format!("{:.1}", s / 3600.0))
    }
}

/// A forecast's duration in words, in the window's language: as
/// [`crate::engine::in_words`] rounds it ("42 seconds", "2.5 hours"), and
/// a large number of years in full.
///
/// ```
/// use std::time::Duration;
/// use nqueens::app::duration_words;
/// assert_eq!(duration_words(Duration::from_secs(150)), "2.5 minutes");
/// let ages = Duration::from_secs_f64(4.93e7 * 365.25 * 86_400.0);
/// assert_eq!(duration_words(ages), "49,000,000 years");
/// ```
pub fn duration_words(duration: std::time::Duration) -> String {
    use crate::engine::TimeUnit;
    let Some((value, unit)) = crate::engine::in_units(duration) else {
        return t!("duration-under-a-second");
    };
    let id = match unit {
        TimeUnit::Seconds => "duration-seconds",
        TimeUnit::Minutes => "duration-minutes",
        TimeUnit::Hours => "duration-hours",
        TimeUnit::Days => "duration-days",
        TimeUnit::Years => "duration-years",
    };
    let (shown, value) = if value >= 1e4 {
        // Two significant digits in full, as a person reads a number:
        // "49,000,000 years", not "4.9e7".
        let scale = 10f64.powi(value.log10().floor() as i32 - 1);
        let rounded = (value / scale).round() * scale;
        (thousands(rounded.min(u64::MAX as f64) as u64), rounded)
    } else if value < 10.0 {
        let tenths = (value * 10.0).round() / 10.0;
        (format!("{tenths}"), tenths)
    } else {
        (format!("{value:.0}"), value.round())
    };
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("shown", shown);
    args.set("value", value);
    super::i18n::tr_with(id, Some(&args))
}

/// Items of a list in the window's language: "a, b, c" in English and
/// Russian, "a、b、c" in Chinese (its enumeration comma).
pub fn list_words<S: AsRef<str>>(items: &[S]) -> String {
    let separator = crate::app::i18n::tr("list-separator");
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    items.join(&separator)
}

/// Rules in the window's words: "Superqueens", "Queens on a torus",
/// "Kings on 9 columns".
pub fn rules_words(rules: &crate::engine::Rules) -> String {
    let pieces = crate::app::i18n::tr(&format!("pieces-{}", rules.piece.key()));
    if rules.topology == crate::engine::Topology::Torus {
        t!("ruled-on-torus", pieces = pieces)
    } else if let Some(columns) = rules.columns {
        t!("ruled-on-columns", pieces = pieces, columns = columns)
    } else {
        pieces
    }
}

/// What a fundamental solution is up to under the rules at n, in a
/// sentence: the square's 8 motions, the torus's translations too, or a
/// rectangle's 4.
pub fn group_words(n: usize, rules: &crate::engine::Rules) -> String {
    use crate::engine::Group;
    match rules.group(n) {
        Group::Square => t!("ruled-group-square"),
        Group::Torus => t!("ruled-group-torus", n = n),
        Group::Rectangle => t!("ruled-group-rectangle"),
    }
}

/// Why a board did not read, in the person's language: the frame (which
/// file, the pasted text), the line and column, and what is wrong there.
/// The system's and RON's own words stay as they said them.
pub fn unread_words(unread: &crate::worker::tasks::Unread) -> String {
    use crate::formats::OpenError;
    use crate::worker::tasks::Unread;
    match unread {
        Unread::Text(e) => t!("read-pasted-not-a-board", why = parse_words(e)),
        Unread::File(OpenError::Parse { path, source }) => t!(
            "read-not-a-board",
            name = path.display().to_string(),
            why = parse_words(source)
        ),
        Unread::File(OpenError::Read { path, source }) => t!(
            "read-cannot-read",
            name = path.display().to_string(),
            why = formats::io_message(source)
        ),
        Unread::File(OpenError::TooLarge {
            path,
            size,
            max,
            kind,
        }) => t!(
            "read-too-large",
            name = path.display().to_string(),
            size = size.clone(),
            max = formats::grouped(*max),
            kind = kind.to_string()
        ),
        Unread::File(other) => other.to_string(),
    }
}

/// Where a text stops being a board, and why, in words.
pub fn parse_words(error: &formats::ParseError) -> String {
    use crate::formats::ParseError;
    match error {
        ParseError::At {
            line,
            column,
            message,
        } => t!(
            "read-at",
            line = *line,
            column = *column,
            what = problem_words(message)
        ),
        ParseError::Whole(problem) => problem_words(problem),
        ParseError::Board(e) => e.to_string(),
    }
}

/// What a reader found wrong, in words.
pub fn problem_words(problem: &formats::Problem) -> String {
    use crate::formats::Problem;
    match problem {
        Problem::NotAsWide { n, asked } => t!("problem-not-as-wide", n = *n, asked = *asked),
        Problem::FewerLines { n, rows } => t!("problem-fewer-lines", n = *n, rows = *rows),
        Problem::LongerThanFirst { n } => t!("problem-longer-than-first", n = *n),
        Problem::TooWide => t!("problem-too-wide", max = formats::MAX_TEXT_N),
        Problem::TooManyLines { n, line } => t!("problem-too-many-lines", n = *n, line = *line),
        Problem::FirstLineEmpty => t!("problem-first-line-empty"),
        Problem::EmptyLine { n } => t!("problem-empty-line", n = *n),
        Problem::ShortLine { squares, n } => {
            t!("problem-short-line", squares = *squares, n = *n)
        }
        Problem::NotASquare(ch) => t!("problem-not-a-square", ch = format!("{ch:?}")),
        Problem::NotText(byte) => t!("problem-not-text", byte = format!("{byte:02x}")),
        Problem::EmptyText => t!("problem-empty-text"),
        Problem::NotUtf8 { valid_up_to } => t!("problem-not-utf8", at = *valid_up_to),
        Problem::RowsNotN { n, rows } => t!("problem-rows-not-n", n = *n, rows = *rows),
        Problem::Picture => t!("problem-picture"),
        Problem::Said(words) => words.clone(),
    }
}

/// Why a text is not a regions puzzle, in the window's language.
pub fn puzzle_error_words(error: &crate::engine::regions::PuzzleError) -> String {
    use crate::engine::regions::PuzzleError as E;
    match error {
        E::Empty => t!("puzzle-empty"),
        E::NotALetter { line, column, what } => t!(
            "puzzle-not-a-letter",
            line = *line,
            column = *column,
            what = what.clone()
        ),
        E::RowLength { line, found, n } => {
            t!("puzzle-row-length", line = *line, found = *found, n = *n)
        }
        E::RowCount { found, n } => t!("puzzle-row-count", found = *found, n = *n),
        E::Trailing { line, n } => t!("puzzle-trailing", line = *line, n = *n),
        E::NotAMark { line, column, what } => t!(
            "puzzle-not-a-mark",
            line = *line,
            column = *column,
            what = what.clone()
        ),
        E::MarkRowLength { line, found, n } => {
            t!(
                "puzzle-mark-row-length",
                line = *line,
                found = *found,
                n = *n
            )
        }
        E::CrossOnQueen { line, column } => {
            t!("puzzle-cross-on-queen", line = *line, column = *column)
        }
        E::Leading => t!("puzzle-leading"),
        E::TooLarge(n) => t!("puzzle-too-large", n = *n),
        E::RegionCount {
            found,
            n,
            letters,
            last,
        } => t!(
            "puzzle-region-count",
            found = *found,
            n = *n,
            letters = letters.clone(),
            last = last.to_string()
        ),
    }
}
