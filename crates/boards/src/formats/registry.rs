//! The one registry of board formats: what each holds, how it is named in
//! menus, dialogs, `--format` and messages, and which options apply to it.
//! A new format is a variant, an entry in [`BoardFormat::spec`] and a writer
//! (see `save.rs`).

use crate::engine::MAX_N;

use super::{DEFAULT_PNG_SIZE, MAX_TEXT_N, MAX_TIKZ_N, grouped};

/// The largest board saved as SVG: a path step per queen, about 100 MB.
pub const MAX_SVG_N: usize = 4_000_000;

/// The largest text the app puts on the clipboard: a text board of n = 1,000.
pub const MAX_CLIPBOARD_BYTES: u64 = 1_001_000;

/// The format of one board's file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BoardFormat {
    Png,
    Svg,
    Text,
    Ron,
    Fen,
    /// A TikZ picture for LaTeX.
    Tex,
}

/// What the rest of the program needs to know of a format: one entry a
/// format, in [`BoardFormat::spec`]; every menu, dialog filter, clap value
/// list, message and limit reads it from there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatSpec {
    /// The file name extension, also the name `--format` takes.
    pub extension: &'static str,
    /// A name for menus and dialog filters.
    pub name: &'static str,
    /// The format's short name in sentences ("text", "SVG").
    pub short: &'static str,
    /// A file of it in a sentence ("a text board").
    pub a_file: &'static str,
    /// The largest board it holds.
    pub max_n: usize,
    /// Bytes a terminal should not be sent.
    pub binary: bool,
    /// A picture: `--size` and `--labels` apply (TikZ: labels only).
    pub sized: bool,
    pub labelled: bool,
}

impl BoardFormat {
    pub const ALL: [BoardFormat; 6] = [
        BoardFormat::Png,
        BoardFormat::Svg,
        BoardFormat::Text,
        BoardFormat::Ron,
        BoardFormat::Fen,
        BoardFormat::Tex,
    ];

    /// The registry's entry for the format.
    pub const fn spec(self) -> &'static FormatSpec {
        match self {
            BoardFormat::Png => &FormatSpec {
                extension: "png",
                name: "PNG image",
                short: "PNG",
                a_file: "a PNG image",
                max_n: MAX_N,
                binary: true,
                sized: true,
                labelled: true,
            },
            BoardFormat::Svg => &FormatSpec {
                extension: "svg",
                name: "SVG image",
                short: "SVG",
                a_file: "an SVG image",
                max_n: MAX_SVG_N,
                binary: false,
                sized: true,
                labelled: true,
            },
            BoardFormat::Text => &FormatSpec {
                extension: "txt",
                name: "Text board",
                short: "text",
                a_file: "a text board",
                max_n: MAX_TEXT_N,
                binary: false,
                sized: false,
                labelled: false,
            },
            BoardFormat::Ron => &FormatSpec {
                extension: "ron",
                name: "RON board",
                short: "RON",
                a_file: "a RON board",
                max_n: MAX_N,
                binary: false,
                sized: false,
                labelled: false,
            },
            BoardFormat::Fen => &FormatSpec {
                extension: "fen",
                name: "FEN (8×8)",
                short: "FEN",
                a_file: "a FEN line",
                max_n: 8,
                binary: false,
                sized: false,
                labelled: false,
            },
            BoardFormat::Tex => &FormatSpec {
                extension: "tex",
                name: "TikZ picture (LaTeX)",
                short: "TikZ",
                a_file: "a TikZ picture",
                max_n: MAX_TIKZ_N,
                binary: false,
                sized: false,
                labelled: true,
            },
        }
    }

    pub fn extension(self) -> &'static str {
        self.spec().extension
    }

    /// Every format's extension, in the registry's order.
    ///
    /// ```
    /// assert_eq!(nqueens_boards::formats::BoardFormat::extensions().join(", "), "png, svg, txt, ron, fen, tex");
    /// ```
    pub fn extensions() -> Vec<&'static str> {
        BoardFormat::ALL.map(BoardFormat::extension).to_vec()
    }

    /// A name for menus and dialog filters.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The format's short name in sentences ("text", "SVG").
    pub fn short_name(self) -> &'static str {
        self.spec().short
    }

    /// Whether its bytes are not text (a terminal should not get them).
    pub fn is_binary(self) -> bool {
        self.spec().binary
    }

    /// Whether an image size applies (PNG, SVG).
    pub fn has_size(self) -> bool {
        self.spec().sized
    }

    /// Whether it is a picture that can have file and rank labels.
    pub fn is_picture(self) -> bool {
        self.spec().labelled
    }

    /// The largest board the format holds: FEN is 8×8 only, text stops
    /// where a file would pass 100 MB (n = 10,000), SVG where it would pass
    /// about 100 MB (a path step per queen), PNG and RON hold any board.
    pub fn max_n(self) -> usize {
        self.spec().max_n
    }

    /// About how many bytes a board of n takes in this format (a PNG is
    /// compressed: its figure is an upper bound).
    ///
    /// ```
    /// use nqueens_boards::formats::BoardFormat;
    /// assert_eq!(BoardFormat::Text.file_bytes(8, 512), 72);
    /// assert_eq!(BoardFormat::Text.file_bytes(100_000, 512), 10_000_100_000);
    /// ```
    pub fn file_bytes(self, n: usize, png_size: u32) -> u64 {
        let n = n as u64;
        match self {
            BoardFormat::Text => n * (n + 1),
            // "Some(1234567), " per row.
            BoardFormat::Ron => 20 + n * (n.to_string().len() as u64 + 8),
            BoardFormat::Svg => 400 + n * 24,
            BoardFormat::Png => 4 * u64::from(png_size) * u64::from(png_size),
            BoardFormat::Fen => 80,
            // A line per square, a few per queen.
            BoardFormat::Tex => 600 + n * n * 60 + n * 400,
        }
    }

    /// The feature of the rules a file of this format needs: FEN and TikZ
    /// draw white queens on a square board, which other rules do not have.
    pub fn feature(self) -> Option<crate::engine::Feature> {
        match self {
            BoardFormat::Fen => Some(crate::engine::Feature::Fen),
            BoardFormat::Tex => Some(crate::engine::Feature::Tikz),
            BoardFormat::Png | BoardFormat::Svg | BoardFormat::Text | BoardFormat::Ron => None,
        }
    }

    /// Whether the format holds a board of n, or why not, in words a menu's
    /// tooltip can show.
    ///
    /// ```
    /// use nqueens_boards::formats::BoardFormat;
    /// assert!(BoardFormat::Ron.holds(10_000_000).is_ok());
    /// let why = BoardFormat::Text.holds(100_000).unwrap_err();
    /// assert_eq!(why, "a text board of n = 100,000 would be 10,000,100,000 bytes; text holds boards up to n = 10,000");
    /// ```
    pub fn holds(self, n: usize) -> Result<(), String> {
        if self == BoardFormat::Fen && n != 8 {
            return Err(format!(
                "FEN describes 8×8 boards only, not n = {}",
                grouped(n as u64)
            ));
        }
        if n <= self.max_n() {
            return Ok(());
        }
        Err(format!(
            "{} of n = {} would be {} bytes; {} holds boards up to n = {}",
            self.spec().a_file,
            grouped(n as u64),
            grouped(self.file_bytes(n, DEFAULT_PNG_SIZE)),
            self.short_name(),
            grouped(self.max_n() as u64)
        ))
    }

    /// The format a file name asks for, by its extension.
    ///
    /// ```
    /// use nqueens_boards::formats::BoardFormat;
    /// use std::path::Path;
    /// assert_eq!(BoardFormat::from_path(Path::new("a/b.PNG")), Some(BoardFormat::Png));
    /// assert_eq!(BoardFormat::from_path(Path::new("b.doc")), None);
    /// ```
    pub fn from_path(path: &std::path::Path) -> Option<BoardFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        BoardFormat::ALL.into_iter().find(|f| f.extension() == ext)
    }
}
