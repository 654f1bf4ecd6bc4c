//! `nqueens regions …`: the daily regions puzzle ("Queens") on the command
//! line: make one, solve it, count its solutions, rate it, and ask for the
//! next step in words. A puzzle is text (docs/cli.md): n lines of n
//! capital letters, a letter a region, a placed queen in lower case.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::failure::say;
use super::{Failure, is_dash, signals};
use crate::engine::Control;
use crate::engine::regions::{
    self, Day, Difficulty, Hint, MAX_GENERATE_N, MIN_GENERATE_N, Puzzle, StepRule,
};
use crate::formats::{Input, MAX_IMAGE_BYTES, MAX_PUZZLE_BYTES, PuzzleFormat, read_puzzle};

#[derive(Debug, clap::Args)]
pub struct RegionsArgs {
    #[command(subcommand)]
    command: RegionsCommand,
}

#[derive(Debug, clap::Subcommand)]
enum RegionsCommand {
    /// A new puzzle of n (5 to 12) with exactly one solution, on stdout.
    Generate(GenerateArgs),
    /// Today's puzzle (or a date's, YYYY-MM-DD): the same for everyone on
    /// that date, 7×7 and easy on Mondays to 11×11 and hard on Sundays.
    Daily(DailyArgs),
    /// The puzzle's solution: exit 0 with it, 1 when it has none; with two
    /// or more, the first and a line on stderr saying so.
    Solve(SolveArgs),
    /// The number of the puzzle's solutions.
    Count(PuzzleArg),
    /// The puzzle's difficulty (the hardest rule its solve needs) and the
    /// rules used, in the order first used.
    Rate(PuzzleArg),
    /// The next step in words: the easiest rule that applies.
    Hint(HintArgs),
    /// The puzzle in another form: its text, or the puzz.link address of
    /// the one-star Star Battle it is (every command reads both).
    Convert(ConvertArgs),
}

#[derive(Debug, clap::Args)]
struct ConvertArgs {
    /// The puzzle's file (its text or a puzz.link address), or `-` for
    /// standard input.
    file: PathBuf,
    /// The form written.
    #[arg(long, value_enum)]
    to: ConvertTo,
    /// The picture's side in pixels (png, svg).
    #[arg(long, value_name = "PX", value_parser = clap::value_parser!(u32).range(16..=8192))]
    size: Option<u32>,
    /// Files a, b, … and ranks 1, 2, … round the picture (png, svg), as
    /// the hints name the squares.
    #[arg(long)]
    labels: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ConvertTo {
    /// n lines of n letters, a queen placed in lower case.
    Text,
    /// `https://puzz.link/p?starbattle/N/N/1/…`: the board, without its
    /// queens.
    Puzzlink,
    /// The name that is the puzzle, `map-N-…` (its map; every command
    /// reads it in place of a file, as it reads `seed-N-DIFFICULTY-SEED`,
    /// the name that makes one).
    Id,
    /// A picture of the map as the window draws it (each region its own
    /// colour, the walls, each square's letter; the queens placed): PNG
    /// bytes, for a file or a pipe. The screenshot reader reads it back.
    Png,
    /// The same picture as SVG text.
    Svg,
}

#[derive(Debug, clap::Args)]
struct GenerateArgs {
    /// The side, 5 to 12.
    n: usize,
    /// The same seed gives the same puzzle (here, in the window and on the
    /// page); without one, a new one each time.
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// The hardest rule its solve may need.
    #[arg(long, value_enum)]
    difficulty: Option<DifficultyArg>,
}

#[derive(Debug, clap::Args)]
struct DailyArgs {
    /// The date, YYYY-MM-DD; today's (where this machine is) when not
    /// given. Any date has its puzzle: past ones are the archive.
    #[arg(value_parser = parse_day)]
    date: Option<Day>,
}

fn parse_day(text: &str) -> Result<Day, String> {
    text.parse().map_err(|e: regions::DayError| e.to_string())
}

/// Today's date where this machine is: the day of today's puzzle, here
/// and in the desktop's window.
pub fn today() -> Day {
    use chrono::Datelike;
    let today = chrono::Local::now().date_naive();
    Day {
        year: today.year(),
        month: today.month() as u8,
        day: today.day() as u8,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum DifficultyArg {
    Easy,
    Medium,
    Hard,
    /// None of the rules finishes it: a guess is needed.
    Guess,
}

impl From<DifficultyArg> for Difficulty {
    fn from(d: DifficultyArg) -> Difficulty {
        match d {
            DifficultyArg::Easy => Difficulty::Easy,
            DifficultyArg::Medium => Difficulty::Medium,
            DifficultyArg::Hard => Difficulty::Hard,
            DifficultyArg::Guess => Difficulty::Guess,
        }
    }
}

#[derive(Debug, clap::Args)]
struct PuzzleArg {
    /// The puzzle's file, or `-` for standard input.
    file: PathBuf,
}

#[derive(Debug, clap::Args)]
struct SolveArgs {
    /// The puzzle's file, or `-` for standard input.
    file: PathBuf,
    #[arg(long, value_parser = super::args::format_of::<PuzzleFormat>(), default_value = "text")]
    format: PuzzleFormat,
}

#[derive(Debug, clap::Args)]
struct HintArgs {
    /// The puzzle's file, or `-` for standard input.
    file: PathBuf,
    /// Queens placed: a column a row from the top (0-based), `-` for a row
    /// without one (`--queens 3,-,-,1,-`), or the squares as the board and
    /// the hints name them (`--queens d8,b5`).
    #[arg(long, value_name = "COLS", allow_hyphen_values = true)]
    queens: Option<String>,
    /// Print the board after the step, in the puzzle's text (its queens,
    /// and its squares ruled out as marks), for the next `hint` to read;
    /// the step's words go to standard error.
    #[arg(long)]
    apply: bool,
}

/// Runs a `regions` command.
pub fn run(args: &RegionsArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let control = Control {
        cancel: Some(signals::flag()),
        ..Control::default()
    };
    match &args.command {
        RegionsCommand::Generate(args) => generate(args, &control, out),
        RegionsCommand::Daily(args) => daily(args, &control, out),
        RegionsCommand::Solve(args) => solve(args, &control, out),
        RegionsCommand::Convert(args) => {
            let (puzzle, lettering) = read_lettered(&args.file)?;
            match args.to {
                ConvertTo::Text => put!(out, "{}", lettering.text(&puzzle.to_string(), puzzle.n())),
                ConvertTo::Puzzlink => {
                    let address = puzzle
                        .to_puzzlink()
                        .map_err(|e| Failure::no(format!("{}: {e}", args.file.display())))?;
                    put!(out, "{address}\n")
                }
                ConvertTo::Id => put!(out, "{}\n", puzzle.map_id()),
                ConvertTo::Png | ConvertTo::Svg => picture(&puzzle, args, out),
            }
        }
        RegionsCommand::Count(args) => {
            let puzzle = read(&args.file)?;
            let found = puzzle.problem().count(u64::MAX, &control)?;
            put!(out, "{found}\n")
        }
        RegionsCommand::Rate(args) => {
            let puzzle = read(&args.file)?;
            // A level is for a puzzle of one solution: none, or more, is
            // the verdict instead.
            let found = puzzle.problem().first(2, &control)?;
            match &found[..] {
                [] => return Err(no_solution(&args.file, &puzzle)),
                [_] => {}
                [_, second, ..] => {
                    let columns: Vec<String> = second.iter().map(u32::to_string).collect();
                    return Err(Failure::no(format!(
                        "{}: not unique: a second solution is {}",
                        args.file.display(),
                        columns.join(" ")
                    )));
                }
            }
            let rating = regions::rate(&puzzle);
            let rules: Vec<&str> = rating.rules.iter().map(|r| r.key()).collect();
            put!(out, "difficulty: {}\n", rating.difficulty.key())?;
            put!(out, "rules: {}\n", rules.join(" "))?;
            put!(out, "steps: {}\n", rating.steps.len())
        }
        RegionsCommand::Hint(args) => hint(args, out),
    }
}

fn generate(
    args: &GenerateArgs,
    control: &Control<'_>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let n = args.n;
    if !(MIN_GENERATE_N..=MAX_GENERATE_N).contains(&n) {
        return Err(Failure::usage(format!(
            "puzzles are made for n from {MIN_GENERATE_N} to {MAX_GENERATE_N}, not {n}"
        )));
    }
    let seed = args.seed.unwrap_or_else(|| {
        // A seed drawn is said, so that the puzzle can be made again.
        let drawn = fastrand::u64(..);
        say(&format!("seed {drawn}"));
        drawn
    });
    let wanted = args.difficulty.map(Difficulty::from);
    let Some(puzzle) = regions::generate(n, seed, wanted, control)? else {
        return Err(Failure::no(format!(
            "no puzzle of n = {n} came from seed {seed}"
        )));
    };
    let got = regions::rate(&puzzle).difficulty;
    if wanted.is_some_and(|w| w != got) {
        say(&format!(
            "no {} puzzle of n = {n} came from seed {seed}: this one is {}",
            wanted.map_or("", |w| w.key()),
            got.key()
        ));
    }
    put!(out, "{puzzle}")
}

/// The day's puzzle on stdout; its date, size and difficulty on stderr.
fn daily(args: &DailyArgs, control: &Control<'_>, out: &mut dyn Write) -> Result<(), Failure> {
    let day = args.date.unwrap_or_else(today);
    let today = regions::daily(day);
    let Some(puzzle) = today.puzzle(control)? else {
        return Err(Failure::no(format!("no puzzle came from {day}")));
    };
    let rated = regions::rate(&puzzle).difficulty;
    say(&format!(
        "the puzzle of {day}: {n}×{n}, {level} (seed {seed})",
        n = today.n,
        level = rated.key(),
        seed = today.seed
    ));
    put!(out, "{puzzle}")
}

fn solve(args: &SolveArgs, control: &Control<'_>, out: &mut dyn Write) -> Result<(), Failure> {
    let (puzzle, lettering) = read_lettered(&args.file)?;
    let found = puzzle.problem().first(2, control)?;
    let Some(first) = found.first() else {
        return Err(no_solution(&args.file, &puzzle));
    };
    let written = args.format.write(&puzzle, first);
    let written = match args.format {
        PuzzleFormat::Text => lettering.text(&written, puzzle.n()),
        PuzzleFormat::Cols => written,
    };
    put!(out, "{written}")?;
    if found.len() > 1 {
        out.flush().map_err(Failure::output)?;
        say("the puzzle has at least 2 solutions: the first is shown");
    }
    Ok(())
}

fn hint(args: &HintArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let (mut puzzle, lettering) = read_lettered(&args.file)?;
    let n = puzzle.n();
    if let Some(text) = &args.queens {
        let mut queens = puzzle.queens().to_vec();
        queens.extend(queens_option(text, puzzle.n())?);
        puzzle = puzzle.with_queens(queens);
    }
    match regions::hint(&puzzle, puzzle.crosses()) {
        Hint::Step(step) if args.apply => {
            put!(
                out,
                "{}",
                lettering.text(&puzzle.after(&step).to_string(), n)
            )?;
            out.flush().map_err(Failure::output)?;
            say(&step.said.english(puzzle.n()));
            Ok(())
        }
        Hint::Step(step) => put!(out, "{}\n", step.said.english(puzzle.n())),
        Hint::Solved if args.apply => {
            put!(out, "{}", lettering.text(&puzzle.to_string(), n))?;
            out.flush().map_err(Failure::output)?;
            say("Solved: every row, column and region has its queen.");
            Ok(())
        }
        Hint::Solved => put!(out, "Solved: every row, column and region has its queen.\n"),
        Hint::Broken { said, .. } => Err(Failure::no(said.english(puzzle.n()))),
        Hint::NoStep if args.apply => Err(Failure::no(format!(
            "No step by these rules: a guess is needed (the rules: {}).",
            all_rules()
        ))),
        Hint::NoStep => put!(
            out,
            "No step by these rules: a guess is needed (the rules: {}).\n",
            all_rules()
        ),
    }
}

fn all_rules() -> String {
    [
        StepRule::QueenRulesOut,
        StepRule::LastSquare,
        StepRule::Confined,
        StepRule::WouldEmpty,
        StepRule::Owned,
        StepRule::WhatIf,
    ]
    .map(StepRule::key)
    .join(", ")
}

/// A puzzle with no solution, said with why where the hints see it: the
/// queens placed that break a rule, or a row, column or region left
/// without a square.
fn no_solution(file: &Path, puzzle: &Puzzle) -> Failure {
    let why = match regions::hint(puzzle, &[]) {
        Hint::Broken { said, .. } => Some(said.english(puzzle.n())),
        _ => regions::rate(puzzle).broken,
    };
    let why = why.map_or(String::new(), |words| format!(": {words}"));
    Failure::no(format!(
        "{}: the puzzle has no solution{why}",
        file.display()
    ))
}

/// `--queens 3,-,1`: a column or `-` a row, as many as rows at most; or
/// `--queens d8,b5`: squares as the board names them (file, then rank
/// from the bottom). The queens' squares.
fn queens_option(text: &str, n: usize) -> Result<Vec<(usize, usize)>, Failure> {
    // Commas, or spaces alone; an empty item between commas is a mistake,
    // not nothing: skipping it would move every later queen up a row.
    let items: Vec<&str> = if text.contains(',') {
        text.split(',').map(str::trim).collect()
    } else {
        text.split_whitespace().collect()
    };
    if let Some(i) = items.iter().position(|s| s.is_empty()) {
        return Err(Failure::usage(format!(
            "--queens: item {} is empty: give each row its column or '-'",
            i + 1
        )));
    }
    if items
        .iter()
        .any(|item| item.starts_with(|c: char| c.is_ascii_alphabetic()))
    {
        return items.iter().map(|item| square_option(item, n)).collect();
    }
    if items.len() > n {
        return Err(Failure::usage(format!(
            "--queens gives {} rows; the puzzle has {n}",
            items.len()
        )));
    }
    let columns: Vec<Option<usize>> = items
        .iter()
        .map(|item| match *item {
            "-" | "." => Ok(None),
            digits => match digits.parse::<usize>() {
                Ok(c) if c < n => Ok(Some(c)),
                _ => Err(Failure::usage(format!(
                    "--queens: '{digits}' is not a column from 0 to {} or '-'",
                    n - 1
                ))),
            },
        })
        .collect::<Result<_, _>>()?;
    Ok(columns
        .iter()
        .enumerate()
        .filter_map(|(r, c)| c.map(|c| (r, c)))
        .collect())
}

/// `d8`: a square as the board and the hints name it.
fn square_option(item: &str, n: usize) -> Result<(usize, usize), Failure> {
    let bad = || {
        Failure::usage(format!(
            "--queens: '{item}' is not a square from a1 to {}",
            regions::cell_name((0, n - 1), n)
        ))
    };
    let mut chars = item.chars();
    let file = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
    let rank: usize = chars.as_str().parse().map_err(|_| bad())?;
    let column = (file as usize).checked_sub('a' as usize).ok_or_else(bad)?;
    if column >= n || rank == 0 || rank > n {
        return Err(bad());
    }
    Ok((n - rank, column))
}

/// Reads a puzzle from a file or standard input; what is not a puzzle is
/// exit 2, with its line and column.
/// The puzzle as a picture (`convert --to png|svg`): the window's scene
/// of its map and queens, without a cursor or hints.
fn picture(puzzle: &Puzzle, args: &ConvertArgs, out: &mut dyn Write) -> Result<(), Failure> {
    use crate::formats::{DEFAULT_PNG_SIZE, scene_png, scene_svg};
    use nqueens_boards::scene::{Palette, RegionMap, RegionsLook, regions_scene};
    let png = args.to == ConvertTo::Png;
    if png && std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return Err(Failure::usage(
            "a PNG is binary and stdout is a terminal: redirect it to a file or a pipe",
        ));
    }
    let n = puzzle.n();
    let marks = puzzle.marks();
    let look = RegionsLook {
        marks: &marks,
        clashing: &[],
        shown: &[],
        second: &[],
        cursor: None,
        palette: &Palette::LIGHT,
        labels: args.labels,
        patterns: false,
        colours: None,
    };
    let map = RegionMap {
        n,
        regions: puzzle.regions(),
    };
    let scene = regions_scene(map, &look);
    let size = args.size.unwrap_or(DEFAULT_PNG_SIZE);
    if png {
        let bytes = scene_png(&scene, size).map_err(|e| Failure::no(e.to_string()))?;
        out.write_all(&bytes).map_err(Failure::output)?;
        out.flush().map_err(Failure::output)
    } else {
        put!(out, "{}", scene_svg(&scene, size, n))
    }
}

fn read(file: &Path) -> Result<Puzzle, Failure> {
    read_lettered(file).map(|(puzzle, _)| puzzle)
}

/// The puzzle, and the letters its text gave its regions when they were
/// not A to the nth (the output writes them back: issue 74, 7).
fn read_lettered(file: &Path) -> Result<(Puzzle, Lettering), Failure> {
    let name = file.display().to_string();
    // A puzzle's name in place of a file: the one that is it, or the one
    // that makes it.
    if !is_dash(file) && !file.exists() {
        if name.starts_with("map-") {
            let puzzle =
                Puzzle::from_map_id(&name).map_err(|e| Failure::usage(format!("{name}: {e}")))?;
            return Ok((puzzle, Lettering(None)));
        }
        if name.starts_with("seed-") {
            let id: regions::MakeId = name.parse().map_err(|e| Failure::usage(format!("{e}")))?;
            let made = regions::generate(id.n, id.seed, id.difficulty, &Control::default())?;
            let puzzle = made.ok_or_else(|| Failure::no(format!("no puzzle came from {name}")))?;
            return Ok((puzzle, Lettering(None)));
        }
    }
    let (read, text) = if is_dash(file) {
        // Kept, to the bound the reader itself reads to, for its letters.
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(
            &mut std::io::Read::take(std::io::stdin().lock(), MAX_IMAGE_BYTES + 1),
            &mut bytes,
        )
        .map_err(|e| Failure::usage(format!("{name}: {}", crate::formats::io_message(&e))))?;
        let read = read_puzzle(
            Input::Stream(&mut std::io::Cursor::new(&bytes), file),
            &name,
        );
        (read, String::from_utf8(bytes).ok())
    } else {
        let small = std::fs::metadata(file).is_ok_and(|m| m.len() <= MAX_PUZZLE_BYTES);
        let text = small.then(|| std::fs::read_to_string(file).ok()).flatten();
        (read_puzzle(Input::File(file), &name), text)
    };
    let puzzle = read.map_err(Failure::usage)?;
    let lettering = Lettering(text.as_deref().and_then(regions::lettering));
    let apart = puzzle.disconnected_regions();
    if !apart.is_empty() {
        say(&format!(
            "note: {name}: region {} is in more than one piece",
            lettering.names(&apart)
        ));
    }
    Ok((puzzle, lettering))
}

/// The letters a puzzle's text gave its regions, region A's first, when
/// they were not A to the nth.
struct Lettering(Option<Vec<char>>);

impl Lettering {
    /// A puzzle's text (its map's n lines, queens in lower case) in the
    /// input's letters; the marks' lines after it as they are.
    fn text(&self, text: &str, n: usize) -> String {
        let Some(letters) = &self.0 else {
            return text.to_string();
        };
        let mut out = String::with_capacity(text.len());
        for (i, line) in text.split_inclusive('\n').enumerate() {
            if i >= n {
                out.push_str(line);
                continue;
            }
            out.extend(line.chars().map(|ch| {
                let at = |base: u8| letters.get(usize::from(ch as u8 - base)).copied();
                match ch {
                    'A'..='Z' => at(b'A').unwrap_or(ch),
                    'a'..='z' => at(b'a').map_or(ch, |l| l.to_ascii_lowercase()),
                    _ => ch,
                }
            }));
        }
        out
    }

    /// Regions by the input's letters: "Q, M".
    fn names(&self, regions: &[usize]) -> String {
        match &self.0 {
            Some(letters) => {
                let names: Vec<String> = regions
                    .iter()
                    .filter_map(|&g| letters.get(g).map(char::to_string))
                    .collect();
                names.join(", ")
            }
            None => Puzzle::letters(regions),
        }
    }
}
