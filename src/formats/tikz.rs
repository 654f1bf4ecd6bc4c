//! A board as a TikZ picture for LaTeX slides and papers, drawn from the
//! same scene as the screen, the PNG and the SVG: squares, queens, labels.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::scene::{Rgba, Scene, Shape};

/// The largest board written as TikZ: a command per square, and TeX's
/// memory is small (n = 64 is 4,096 squares, about 300 kB of TeX).
pub const MAX_TIKZ_N: usize = 64;

/// The side of the picture on the page.
const SIDE_CM: f32 = 8.0;

/// A scene as a `tikzpicture`, 8 cm square, with its colours defined
/// before it: `\input` it in a document that loads `tikz`.
///
/// ```
/// use nqueens::engine::Board;
/// use nqueens::formats::{render_tikz, ImageOptions};
/// let board = Board::from_columns(&[1, 3, 0, 2]).unwrap();
/// let tex = render_tikz(&board, &ImageOptions::default());
/// assert!(tex.contains("\\begin{tikzpicture}"));
/// assert!(tex.trim_end().ends_with("\\end{tikzpicture}"));
/// ```
pub fn scene_tikz(scene: &Scene) -> String {
    let unit = SIDE_CM / scene.size.max(1.0);
    let cm = |points: f32| format!("{:.4}cm", points * unit);
    let num = |x: f32| format!("{x:.3}");
    let at = |p: [f32; 2]| format!("({},{})", num(p[0]), num(p[1]));
    // One named colour per colour used, in the order first met.
    let mut names: BTreeMap<[u8; 3], String> = BTreeMap::new();
    let mut defined = String::new();
    let mut name_of = |c: Rgba| -> String {
        let next = names.len();
        names
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
    };
    let opacity = |c: Rgba| {
        if c[3] == 255 {
            String::new()
        } else {
            format!(", opacity={:.3}", f32::from(c[3]) / 255.0)
        }
    };
    let mut body = String::new();
    for shape in &scene.shapes {
        match shape {
            Shape::Rect { min, max, fill } => {
                let _ = writeln!(
                    body,
                    "  \\fill[{}{}] {} rectangle {};",
                    name_of(*fill),
                    opacity(*fill),
                    at(*min),
                    at(*max)
                );
            }
            Shape::Circle {
                center,
                radius,
                fill,
            } => {
                let _ = writeln!(
                    body,
                    "  \\fill[{}{}] {} circle[radius={}];",
                    name_of(*fill),
                    opacity(*fill),
                    at(*center),
                    num(*radius)
                );
            }
            Shape::Line {
                from,
                to,
                width,
                color,
            } => {
                let _ = writeln!(
                    body,
                    "  \\draw[{}{}, line width={}, line cap=round] {} -- {};",
                    name_of(*color),
                    opacity(*color),
                    cm(*width),
                    at(*from),
                    at(*to)
                );
            }
            Shape::Ring {
                center,
                radius,
                width,
                color,
            } => {
                let _ = writeln!(
                    body,
                    "  \\draw[{}{}, line width={}] {} circle[radius={}];",
                    name_of(*color),
                    opacity(*color),
                    cm(*width),
                    at(*center),
                    num(*radius)
                );
            }
            Shape::Polygon {
                points,
                fill,
                outline,
                outline_width,
            } => {
                let path: Vec<String> = points.iter().map(|p| at(*p)).collect();
                let _ = writeln!(
                    body,
                    "  \\filldraw[fill={}, draw={}, line width={}, line join=round] {} -- cycle;",
                    name_of(*fill),
                    name_of(*outline),
                    cm(*outline_width),
                    path.join(" -- ")
                );
            }
            Shape::Text {
                pos,
                text,
                size,
                color,
                ..
            } => {
                // Labels are letters and digits; anything else is dropped
                // rather than given to TeX to interpret.
                let safe: String = text.chars().filter(char::is_ascii_alphanumeric).collect();
                let points = size * unit * 28.4528;
                let _ = writeln!(
                    body,
                    "  \\node[text={}, font=\\fontsize{{{:.1}}}{{{:.1}}}\\selectfont\\sffamily] at {} {{{safe}}};",
                    name_of(*color),
                    points,
                    points * 1.2,
                    at(*pos)
                );
            }
            // Boards with dots are past MAX_TIKZ_N, refused before this.
            Shape::Dots { .. } => {}
        }
    }
    let mut tex =
        String::from("% N-Queens Explorer: \\usepackage{tikz}, then \\input this file.\n");
    tex.push_str(&defined);
    let _ = writeln!(tex, "\\begin{{tikzpicture}}[x={unit:.5}cm, y=-{unit:.5}cm]");
    tex.push_str(&body);
    tex.push_str("\\end{tikzpicture}\n");
    tex
}
