//! A board as a TikZ picture for LaTeX slides and papers, drawn from the
//! same scene as the screen, the PNG and the SVG: squares, queens, labels.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::scene::{Anchor, Painter, Rgba, Scene, Shape};

/// The largest board written as TikZ: a command per square, and TeX's
/// memory is small (n = 64 is 4,096 squares, about 300 kB of TeX).
pub const MAX_TIKZ_N: usize = 64;

/// The side of the picture on the page.
const SIDE_CM: f32 = 8.0;

/// A scene as a `tikzpicture`, 8 cm square, with its colours defined
/// before it: `\input` it in a document that loads `tikz`.
///
/// ```
/// use nqueens_boards::engine::Board;
/// use nqueens_boards::formats::{render_tikz, ImageOptions};
/// let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
/// let tex = render_tikz(&board, &ImageOptions::default());
/// assert!(tex.contains("\\begin{tikzpicture}"));
/// assert!(tex.trim_end().ends_with("\\end{tikzpicture}"));
/// ```
pub fn scene_tikz(scene: &Scene) -> String {
    let mut tikz = Tikz {
        unit: SIDE_CM / scene.size.max(1.0),
        names: BTreeMap::new(),
        defined: String::new(),
        body: String::new(),
    };
    scene.paint(&mut tikz);
    let unit = tikz.unit;
    let mut tex =
        String::from("% N-Queens Explorer: \\usepackage{tikz}, then \\input this file.\n");
    tex.push_str(&tikz.defined);
    let _ = writeln!(tex, "\\begin{{tikzpicture}}[x={unit:.5}cm, y=-{unit:.5}cm]");
    tex.push_str(&tikz.body);
    tex.push_str("\\end{tikzpicture}\n");
    tex
}

/// The TikZ back end: a command per shape, in board units, with one named
/// colour per colour used.
struct Tikz {
    /// Centimetres per board unit.
    unit: f32,
    /// The colours named so far, in the order first met.
    names: BTreeMap<[u8; 3], String>,
    /// Their `\definecolor`s, which come before the picture.
    defined: String,
    body: String,
}

impl Tikz {
    fn cm(&self, points: f32) -> String {
        format!("{:.4}cm", points * self.unit)
    }

    /// The colour's name, defined where it is first met.
    fn name_of(&mut self, c: Rgba) -> String {
        let next = self.names.len();
        let defined = &mut self.defined;
        self.names
            .entry([c[0], c[1], c[2]])
            .or_insert_with(|| {
                let name = format!("nq{next}");
                let _ = writeln!(
                    defined,
                    "\\definecolor{{{name}}}{{RGB}}{{{},{},{}}}",
                    c[0], c[1], c[2]
                );
                name
            })
            .clone()
    }
}

fn num(x: f32) -> String {
    format!("{x:.3}")
}

fn at(p: [f32; 2]) -> String {
    format!("({},{})", num(p[0]), num(p[1]))
}

fn opacity(c: Rgba) -> String {
    if c[3] == 255 {
        String::new()
    } else {
        format!(", opacity={:.3}", f32::from(c[3]) / 255.0)
    }
}

impl Painter for Tikz {
    fn rect(&mut self, min: [f32; 2], max: [f32; 2], fill: Rgba) {
        let name = self.name_of(fill);
        let _ = writeln!(
            self.body,
            "  \\fill[{name}{}] {} rectangle {};",
            opacity(fill),
            at(min),
            at(max)
        );
    }

    fn circle(&mut self, center: [f32; 2], radius: f32, fill: Rgba) {
        let name = self.name_of(fill);
        let _ = writeln!(
            self.body,
            "  \\fill[{name}{}] {} circle[radius={}];",
            opacity(fill),
            at(center),
            num(radius)
        );
    }

    fn line(&mut self, from: [f32; 2], to: [f32; 2], width: f32, color: Rgba) {
        let (name, width) = (self.name_of(color), self.cm(width));
        let _ = writeln!(
            self.body,
            "  \\draw[{name}{}, line width={width}, line cap=round] {} -- {};",
            opacity(color),
            at(from),
            at(to)
        );
    }

    fn ring(&mut self, center: [f32; 2], radius: f32, width: f32, color: Rgba) {
        let (name, width) = (self.name_of(color), self.cm(width));
        let _ = writeln!(
            self.body,
            "  \\draw[{name}{}, line width={width}] {} circle[radius={}];",
            opacity(color),
            at(center),
            num(radius)
        );
    }

    fn polygon(&mut self, points: &[[f32; 2]], fill: Rgba, outline: Rgba, outline_width: f32) {
        let path: Vec<String> = points.iter().map(|p| at(*p)).collect();
        let (fill, outline, width) = (
            self.name_of(fill),
            self.name_of(outline),
            self.cm(outline_width),
        );
        let _ = writeln!(
            self.body,
            "  \\filldraw[fill={fill}, draw={outline}, line width={width}, line join=round] {} -- cycle;",
            path.join(" -- ")
        );
    }

    fn text(&mut self, pos: [f32; 2], text: &str, size: f32, color: Rgba, _: Anchor) {
        // Labels are letters and digits; anything else is dropped rather
        // than given to TeX to interpret.
        let safe: String = text.chars().filter(char::is_ascii_alphanumeric).collect();
        let points = size * self.unit * 28.4528;
        let name = self.name_of(color);
        let _ = writeln!(
            self.body,
            "  \\node[text={name}, font=\\fontsize{{{:.1}}}{{{:.1}}}\\selectfont\\sffamily] at {} {{{safe}}};",
            points,
            points * 1.2,
            at(pos)
        );
    }

    // Boards with dots are past MAX_TIKZ_N, refused before this.
    fn dots(&mut self, _: &Shape, _: [f32; 2], _: f32, _: u32, _: Rgba) {}
}
