//! A hint's sentence in the window's language, from the parts the engine
//! gives ([`Said`]): the command line words the same parts in English.

use crate::app::i18n::{t, tr};
use crate::engine::regions::{Said, Unit, cell_name, names};

/// "row 3", "строка 3", "第3行".
fn unit_words(unit: Unit, n: usize) -> String {
    let name = unit.name(n);
    match unit {
        Unit::Row(_) => t!("regions-unit-row", name = name),
        Unit::Column(_) => t!("regions-unit-column", name = name),
        Unit::Region(_) => t!("regions-unit-region", name = name),
    }
}

/// Units listed as the language lists them: "row 3, row 5 and row 6".
fn units_words(units: &[Unit], n: usize) -> String {
    let words: Vec<String> = units.iter().map(|&u| unit_words(u, n)).collect();
    match &words[..] {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!(
            "regions-list-and",
            rest = rest.join(&tr("list-separator")),
            last = last.clone()
        ),
    }
}

fn with_first(text: String, upper: bool) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) if upper => first.to_uppercase().chain(chars).collect(),
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => text,
    }
}

/// The sentence, capitalised, unless it starts with a square's name
/// ("d7 和 c6 上的皇后…": a square is named in lower case wherever it
/// stands; issue 74 found "D7 和 c6").
pub fn said_words(said: &Said, n: usize) -> String {
    let text = sentence(said, n);
    let mut chars = text.chars();
    let square = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.next().is_some_and(|c| c.is_ascii_digit());
    with_first(text, !square)
}

fn sentence(said: &Said, n: usize) -> String {
    let square = |cell| cell_name(cell, n);
    match said {
        Said::Clash { a, b } => t!("regions-said-clash", a = square(*a), b = square(*b)),
        Said::NoSquareLeft { unit } => t!("regions-said-empty", unit = unit_words(*unit, n)),
        Said::QueenRulesOut { queen, region, out } => t!(
            "regions-said-queen",
            queen = square(*queen),
            region = Unit::Region(*region).name(n),
            out = names(out, n)
        ),
        Said::LastSquare { unit, square: at } => t!(
            "regions-said-last",
            unit = unit_words(*unit, n),
            square = square(*at)
        ),
        Said::RegionInLine { region, line, out } => t!(
            "regions-said-region-in-line",
            region = unit_words(*region, n),
            line = unit_words(*line, n),
            out = names(out, n)
        ),
        Said::LineInRegion { line, region, out } => t!(
            "regions-said-line-in-region",
            line = unit_words(*line, n),
            region = unit_words(*region, n),
            out = names(out, n)
        ),
        Said::WouldEmpty {
            square: at,
            unit,
            open,
        } => t!(
            "regions-said-would-empty",
            square = square(*at),
            unit = unit_words(*unit, n),
            open = names(open, n)
        ),
        Said::RegionsOwnLines {
            regions,
            lines,
            out,
        } => {
            let regions = units_words(regions, n);
            let (lines_said, out) = (units_words(lines, n), names(out, n));
            if matches!(lines.first(), Some(Unit::Row(_))) {
                t!(
                    "regions-said-own-rows",
                    regions = regions,
                    lines = lines_said,
                    out = out
                )
            } else {
                t!(
                    "regions-said-own-columns",
                    regions = regions,
                    lines = lines_said,
                    out = out
                )
            }
        }
        Said::LinesOwnRegions {
            lines,
            regions,
            out,
        } => t!(
            "regions-said-lines-own",
            lines = units_words(lines, n),
            regions = units_words(regions, n),
            out = names(out, n)
        ),
        Said::WhatIf {
            square: at,
            leads_to,
        } => t!(
            "regions-said-what-if",
            square = square(*at),
            clause = with_first(clause(leads_to, n), false)
        ),
        Said::Contradicting { queens, crosses } => {
            t!("regions-check-wrong", queens = *queens, crosses = *crosses)
        }
    }
}

/// A broken board's sentence before its colon, for "what if".
fn clause(said: &Said, n: usize) -> String {
    match said {
        Said::Clash { a, b } => t!(
            "regions-said-clash-clause",
            a = cell_name(*a, n),
            b = cell_name(*b, n)
        ),
        Said::NoSquareLeft { unit } => {
            t!("regions-said-empty-clause", unit = unit_words(*unit, n))
        }
        other => sentence(other, n),
    }
}
