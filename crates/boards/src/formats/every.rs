//! Every format the program reads or writes, in one table: a file of one
//! board ([`BoardFormat`]), one board as text ([`BoardText`]), a list of
//! boards ([`ListFormat`]), an animation ([`AnimationFormat`]), a
//! solver's output ([`OutputFormat`]) and a regions puzzle
//! ([`PuzzleFormat`]). Each kind keeps its own enum (its
//! handle in settings, menus and `--format`); each entry says here what
//! the format holds, who reads it and who writes it, and under which rules.
//! The command line's `--format` values and the tests that hold every
//! reader to its writer read this table.

use super::printed::Format as OutputFormat;
use super::{AnimationFormat, BoardFormat, BoardText, ListFormat, PuzzleFormat};
use crate::engine::{Feature, Rules, regions};

/// What a file of the format holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holds {
    /// One board, in a file of its own.
    Board,
    /// One board as text, on a terminal or the clipboard.
    BoardText,
    /// Every solution of n.
    List,
    /// The textbook search, frame by frame.
    Animation,
    /// What a learner's solver printed.
    Output,
    /// A regions puzzle: its map, and the queens placed on it.
    Puzzle,
}

/// Who reads a format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// [`read_board`](super::read_board), [`open_board`](super::open_board)
    /// and [`inspect`](super::inspect): Open, Paste, `check`, `rank`.
    Board,
    /// [`OutputReader`](super::printed::OutputReader): `verify` and the
    /// window's solver check.
    Output,
    /// [`read_puzzle`](super::read_puzzle): the regions puzzle's Open and
    /// `regions`' commands.
    Puzzle,
}

/// Who writes a format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writer {
    /// [`save_board`](super::save_board) and
    /// [`board_bytes`](super::board_bytes): Save, `export`.
    Board,
    /// [`BoardText::write`]: `solve`, `construct`, Copy.
    Text,
    /// [`write_all_solutions`](super::write_all_solutions): Export all,
    /// `solve --all`.
    List,
    /// [`write_search_animation`](super::write_search_animation): `animate`.
    Animation,
    /// [`PuzzleFormat::write`]: `regions solve`.
    Puzzle,
}

/// The rules a format can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// A board of any rules.
    Any,
    /// A board of rules that support the feature (FEN and TikZ draw white
    /// queens on a chess board).
    Supporting(Feature),
    /// The classic queens only (a list is their numbering, an animation
    /// their textbook search).
    Queens,
    /// The regions puzzle's rule (kings, one a region), with its map.
    Regions,
}

impl Held {
    /// Whether a board under `rules` can be written in it.
    pub fn holds(self, rules: &Rules) -> bool {
        match self {
            Held::Any => true,
            Held::Supporting(feature) => rules.supports(feature),
            Held::Queens => rules.is_classic(),
            Held::Regions => *rules == regions::RULES,
        }
    }
}

/// One format's row of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// The name `--format` takes.
    pub key: &'static str,
    /// Other names `--format` takes.
    pub aliases: &'static [&'static str],
    /// A name for menus, dialog filters and `--help`.
    pub name: &'static str,
    /// The file name extension, for formats saved as files.
    pub extension: Option<&'static str>,
    pub holds: Holds,
    pub reader: Option<Reader>,
    pub writer: Option<Writer>,
    pub rules: Held,
    /// Whether a file of it says its rules (others are read as asked).
    pub records_rules: bool,
}

/// A kind of format: its members, each with its row of the table.
pub trait Registered: Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static {
    /// Every member, in the order menus and `--help` list them.
    const ALL: &'static [Self];
    /// The member's row.
    fn entry(self) -> Entry;
}

/// Any format of any kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Board(BoardFormat),
    Text(BoardText),
    List(ListFormat),
    Animation(AnimationFormat),
    Output(OutputFormat),
    Puzzle(PuzzleFormat),
}

impl Format {
    /// Every format the program reads or writes.
    ///
    /// ```
    /// use nqueens_boards::formats::{Format, Reader, Writer};
    /// let both = Format::all().filter(|f| f.entry().reader.is_some() && f.entry().writer.is_some());
    /// assert_eq!(both.count(), 12);
    /// ```
    pub fn all() -> impl Iterator<Item = Format> {
        let boards = BoardFormat::ALL.iter().map(|&f| Format::Board(f));
        let texts = BoardText::ALL.iter().map(|&f| Format::Text(f));
        let lists = ListFormat::ALL.iter().map(|&f| Format::List(f));
        let animations = AnimationFormat::ALL.iter().map(|&f| Format::Animation(f));
        let outputs = <OutputFormat as Registered>::ALL
            .iter()
            .map(|&f| Format::Output(f));
        let puzzles = PuzzleFormat::ALL.iter().map(|&f| Format::Puzzle(f));
        boards
            .chain(texts)
            .chain(lists)
            .chain(animations)
            .chain(outputs)
            .chain(puzzles)
    }

    /// Its row of the table.
    pub fn entry(self) -> Entry {
        match self {
            Format::Board(f) => f.entry(),
            Format::Text(f) => f.entry(),
            Format::List(f) => f.entry(),
            Format::Animation(f) => f.entry(),
            Format::Output(f) => f.entry(),
            Format::Puzzle(f) => f.entry(),
        }
    }
}

impl Registered for BoardFormat {
    const ALL: &'static [Self] = &BoardFormat::ALL;

    fn entry(self) -> Entry {
        let spec = self.spec();
        // The app's PNG carries its board as RON (issue 74, 2).
        let read = matches!(
            self,
            BoardFormat::Text | BoardFormat::Ron | BoardFormat::Fen | BoardFormat::Png
        );
        Entry {
            key: spec.extension,
            aliases: if self == BoardFormat::Text {
                &["text"]
            } else {
                &[]
            },
            name: spec.name,
            extension: Some(spec.extension),
            holds: Holds::Board,
            reader: read.then_some(Reader::Board),
            writer: Some(Writer::Board),
            rules: self.feature().map_or(Held::Any, Held::Supporting),
            records_rules: matches!(self, BoardFormat::Ron | BoardFormat::Png),
        }
    }
}

impl Registered for BoardText {
    const ALL: &'static [Self] = &BoardText::ALL;

    fn entry(self) -> Entry {
        let spec = self.spec();
        Entry {
            key: spec.key,
            aliases: &[],
            name: spec.help,
            extension: None,
            holds: Holds::BoardText,
            reader: Some(Reader::Board),
            writer: Some(Writer::Text),
            rules: spec.feature.map_or(Held::Any, Held::Supporting),
            records_rules: spec.records_rules,
        }
    }
}

impl Registered for ListFormat {
    const ALL: &'static [Self] = &ListFormat::ALL;

    fn entry(self) -> Entry {
        let (name, reader) = match self {
            ListFormat::Text => ("text boards separated by blank lines", Some(Reader::Output)),
            ListFormat::Ron => ("a RON list of boards", None),
            ListFormat::Csv => ("a number and the columns a line, with a header", None),
            ListFormat::LeetCode => ("LeetCode 51's JSON list of boards", Some(Reader::Output)),
        };
        Entry {
            key: self.extension(),
            aliases: &[],
            name,
            extension: Some(self.extension()),
            holds: Holds::List,
            reader,
            writer: Some(Writer::List),
            rules: Held::Queens,
            records_rules: false,
        }
    }
}

impl Registered for AnimationFormat {
    const ALL: &'static [Self] = &AnimationFormat::ALL;

    fn entry(self) -> Entry {
        Entry {
            key: self.id(),
            aliases: &[],
            name: self.name(),
            extension: Some(self.extension()),
            holds: Holds::Animation,
            reader: None,
            writer: Some(Writer::Animation),
            rules: Held::Queens,
            records_rules: false,
        }
    }
}

impl Registered for OutputFormat {
    const ALL: &'static [Self] = &[
        OutputFormat::Json,
        OutputFormat::Text,
        OutputFormat::Columns,
        OutputFormat::Count,
    ];

    fn entry(self) -> Entry {
        let (key, name) = match self {
            OutputFormat::Json => ("json", "LeetCode 51's JSON list of boards"),
            OutputFormat::Text => ("text", "text boards separated by blank lines"),
            OutputFormat::Columns => ("cols", "column lists, one board a line"),
            OutputFormat::Count => ("count", "a single number"),
        };
        Entry {
            key,
            aliases: &[],
            name,
            extension: None,
            holds: Holds::Output,
            reader: Some(Reader::Output),
            writer: None,
            rules: Held::Any,
            records_rules: false,
        }
    }
}

impl Registered for PuzzleFormat {
    const ALL: &'static [Self] = &PuzzleFormat::ALL;

    fn entry(self) -> Entry {
        let (key, name, reader) = match self {
            PuzzleFormat::Cols => (
                "cols",
                "the column of each row's queen, 0-based, space-separated",
                None,
            ),
            PuzzleFormat::Text => (
                "text",
                "the puzzle with its queens in lower case",
                Some(Reader::Puzzle),
            ),
        };
        Entry {
            key,
            aliases: &[],
            name,
            extension: None,
            holds: Holds::Puzzle,
            reader,
            writer: Some(Writer::Puzzle),
            rules: Held::Regions,
            records_rules: false,
        }
    }
}

/// The member of a kind `--format` names (its key or an alias).
///
/// ```
/// use nqueens_boards::formats::{BoardFormat, BoardText, named};
/// assert_eq!(named::<BoardFormat>("text"), Some(BoardFormat::Text));
/// assert_eq!(named::<BoardText>("leetcode"), Some(BoardText::Leetcode));
/// assert_eq!(named::<BoardText>("png"), None);
/// ```
pub fn named<T: Registered>(key: &str) -> Option<T> {
    T::ALL.iter().copied().find(|f| {
        let entry = f.entry();
        entry.key == key || entry.aliases.contains(&key)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Filter;
    use crate::engine::{Board, Control, Piece};
    use crate::formats::printed::OutputReader;
    use crate::formats::{ImageOptions, Input, Reading, board_bytes, board_rules, open_board};
    use std::path::Path;

    #[test]
    fn keys_name_one_format_of_each_kind() {
        fn unique<T: Registered>() {
            for f in T::ALL {
                let entry = f.entry();
                for key in std::iter::once(entry.key).chain(entry.aliases.iter().copied()) {
                    assert_eq!(named::<T>(key), Some(*f), "{key}");
                }
            }
        }
        unique::<BoardFormat>();
        unique::<BoardText>();
        unique::<ListFormat>();
        unique::<AnimationFormat>();
        unique::<OutputFormat>();
        assert!(Format::all().all(|f| {
            let e = f.entry();
            e.reader.is_some() || e.writer.is_some()
        }));
    }

    /// The table tells the truth: what it says a board reader reads is
    /// read back as written, under every rule it says the format holds,
    /// and what it says no reader reads is refused.
    #[test]
    fn board_files_read_back_where_the_table_says() {
        let eight = Board::from_columns(&[0, 4, 7, 5, 2, 6, 1, 3]).unwrap();
        let kings = Rules {
            piece: Piece::King,
            ..Rules::QUEENS
        };
        let king_board = kings.board_of(&[0, 2, 4, 6, 1, 3, 5, 7]).ok();
        for format in BoardFormat::ALL {
            let entry = format.entry();
            for (rules, board) in [(Rules::QUEENS, Some(&eight)), (kings, king_board.as_ref())] {
                let Some(board) = board else { continue };
                if !entry.rules.holds(&rules) {
                    continue;
                }
                let image = ImageOptions {
                    rules,
                    ..ImageOptions::default()
                };
                let bytes = board_bytes(board, format, &image).unwrap();
                let read = open_board(Input::Bytes(&bytes, Path::new("x")), Reading::default());
                match entry.reader {
                    Some(Reader::Board) => {
                        assert_eq!(read.unwrap().to_board().as_ref(), Some(board), "{format:?}");
                        let recorded = board_rules(Input::Bytes(&bytes, Path::new("x")));
                        let expected = entry.records_rules.then_some(rules);
                        assert_eq!(recorded, expected, "{format:?}");
                    }
                    _ => assert!(read.is_err(), "{format:?} read"),
                }
            }
        }
    }

    /// The lists the table says a solver's output reader reads are read
    /// as the boards they hold.
    #[test]
    fn lists_read_back_where_the_table_says() {
        for format in ListFormat::ALL {
            let mut out = Vec::new();
            let written = crate::formats::write_all_solutions(
                6,
                Filter::All,
                format,
                &mut out,
                Control::default(),
                &mut |_| {},
            )
            .unwrap();
            let read = OutputReader::new(&out[..]).and_then(|mut reader| {
                let mut boards = 0;
                while reader.next_board()?.is_some() {
                    boards += 1;
                }
                Ok(boards)
            });
            match format.entry().reader {
                Some(Reader::Output) => assert_eq!(read, Ok(written), "{format:?}"),
                _ => assert!(read.is_err(), "{format:?} read"),
            }
        }
    }
}
