//! The textbook search of n as an animation: one frame per step of
//! [`crate::engine::Trace`], drawn from the same scene as Watch's board
//! (the square tried, the rejected ones crossed along their line, the
//! queens placed). Two formats: an animated PNG (APNG: full colour, plays
//! in browsers) and a GIF (256 colours, plays everywhere, chat programs and
//! slide tools that ignore APNG included).

use std::io;
use std::path::Path;

use super::ExportError;
use super::image::{ImageError, scene_pixmap};
use crate::engine::{Board, Control, EngineError, Trace, TracePosition};
use crate::scene::{Mark, Palette, Scene, SceneOptions};
use crate::textbook::Mistake;

/// The most frames an animation takes: the whole search of n = 4 (139
/// frames), 5 and 6 (1,945) fit; n = 7 and past are cut at this many.
pub const MAX_ANIMATION_FRAMES: usize = 2_000;

/// What an animation shows and how fast.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnimationOptions {
    /// Side of a frame in pixels (64 to 1,024).
    pub size: u32,
    /// Time a frame stays, in milliseconds (10 to 10,000).
    pub delay_ms: u16,
    /// File and rank labels in a margin.
    pub labels: bool,
    /// The piece and board searched on (square boards).
    pub rules: crate::engine::Rules,
    /// A mistaken program's run instead of the textbook's (classic
    /// queens): its boards drawn as Watch draws them, the queens that
    /// attack each other ringed, the squares it wrongly thinks attacked
    /// marked, so that a board it returns is never shown as a solution.
    pub mistake: Option<Mistake>,
}

impl Default for AnimationOptions {
    fn default() -> Self {
        AnimationOptions {
            size: 256,
            delay_ms: 250,
            labels: true,
            rules: crate::engine::Rules::QUEENS,
            mistake: None,
        }
    }
}

/// The largest frame: an animation is many images.
pub const MAX_ANIMATION_SIZE: u32 = 1_024;

/// The frames of the search of n: the empty board, then one a step, at
/// most [`MAX_ANIMATION_FRAMES`]; whether the search ended within them.
fn positions(
    n: usize,
    options: &AnimationOptions,
) -> Result<(Vec<TracePosition>, bool), EngineError> {
    let mut position = TracePosition::start();
    let mut frames = vec![position.clone()];
    if let Some(mistake) = options.mistake {
        let mut whole = true;
        mistake.run(n, &mut |step| {
            if frames.len() >= MAX_ANIMATION_FRAMES {
                whole = false;
                return false;
            }
            position.apply(&step);
            frames.push(position.clone());
            true
        });
        return Ok((frames, whole));
    }
    let mut trace = Trace::under(n, options.rules)?;
    while frames.len() < MAX_ANIMATION_FRAMES {
        match trace.next() {
            Some(step) => {
                position.apply(&step);
                frames.push(position.clone());
            }
            None => return Ok((frames, true)),
        }
    }
    Ok((frames, trace.next().is_none()))
}

/// Whether two queens of a frame attack each other: only a mistaken
/// program's frames have such.
fn attacked(n: usize, position: &TracePosition) -> bool {
    let squares: Vec<(usize, usize)> = position.queens.iter().copied().enumerate().collect();
    !crate::engine::Rules::QUEENS
        .attacking_pairs(n, &squares)
        .is_empty()
}

/// The scene of one frame, as Watch draws it.
fn frame_scene(
    n: usize,
    position: &TracePosition,
    options: &AnimationOptions,
) -> Result<Scene, EngineError> {
    let mut rows = vec![None; n];
    for (r, &c) in position.queens.iter().enumerate() {
        rows[r] = Some(c as u32);
    }
    let board = Board::on_columns(rows, options.rules.width(n))?;
    let mistaken = options.mistake.is_some();
    let mut scene_options = SceneOptions {
        palette: Palette::LIGHT,
        labels: options.labels,
        rules: options.rules,
        trying: position.trying,
        rejected: position
            .rejected
            .iter()
            .map(|(square, attack)| (*square, attack.line))
            .collect(),
        ..SceneOptions::default()
    };
    if mistaken {
        // What the program believes, as Watch shows it.
        scene_options.mark_conflicts = true;
        scene_options.marks = position
            .phantom
            .iter()
            .map(|&square| (square, Mark::Block))
            .collect();
    }
    Ok(Scene::of(&board, &scene_options))
}

/// How an animation turned out: its frames, and whether they reach the
/// search's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Animated {
    pub frames: usize,
    pub whole: bool,
}

/// The file formats an animation is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AnimationFormat {
    /// A GIF: a palette of 256 colours, delays in hundredths of a second.
    Gif,
    /// An animated PNG.
    Apng,
}

impl AnimationFormat {
    pub const ALL: [AnimationFormat; 2] = [AnimationFormat::Gif, AnimationFormat::Apng];

    /// The name `--format` takes.
    pub fn id(self) -> &'static str {
        match self {
            AnimationFormat::Gif => "gif",
            AnimationFormat::Apng => "apng",
        }
    }

    /// The file name extension.
    pub fn extension(self) -> &'static str {
        match self {
            AnimationFormat::Gif => "gif",
            AnimationFormat::Apng => "png",
        }
    }

    /// A name for menus and dialog filters.
    pub fn name(self) -> &'static str {
        match self {
            AnimationFormat::Gif => "GIF animation",
            AnimationFormat::Apng => "Animated PNG",
        }
    }

    /// The format a file name asks for: `.gif` or `.png`; any other
    /// extension (or none) asks for none.
    ///
    /// ```
    /// use nqueens_boards::formats::AnimationFormat;
    /// use std::path::Path;
    /// assert_eq!(AnimationFormat::from_path(Path::new("s.GIF")), Some(AnimationFormat::Gif));
    /// assert_eq!(AnimationFormat::from_path(Path::new("s.png")), Some(AnimationFormat::Apng));
    /// assert_eq!(AnimationFormat::from_path(Path::new("a.svg")), None);
    /// ```
    pub fn from_path(path: &Path) -> Option<AnimationFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        AnimationFormat::ALL
            .into_iter()
            .find(|f| f.extension() == ext)
    }
}

/// Checks an animation's options before any frame is drawn.
fn check_options(options: &AnimationOptions) -> Result<(), ExportError> {
    if options.mistake.is_some() && options.rules != crate::engine::Rules::QUEENS {
        return Err(ExportError::Limit(
            "a mistaken program is the textbook's, of the classic queens".to_string(),
        ));
    }
    if !(super::MIN_PNG_SIZE..=MAX_ANIMATION_SIZE).contains(&options.size) {
        return Err(ExportError::Limit(format!(
            "an animation's frames are {} to {} pixels, not {}",
            super::MIN_PNG_SIZE,
            grouped(MAX_ANIMATION_SIZE),
            grouped(options.size)
        )));
    }
    if !(10..=10_000).contains(&options.delay_ms) {
        return Err(ExportError::Limit(format!(
            "a frame stays 10 to 10,000 ms, not {}",
            options.delay_ms
        )));
    }
    Ok(())
}

/// Writes the search of n in `format` to `out`, frame by frame as each is
/// drawn (a reader that leaves stops the work at the next frame); the
/// animation plays once and stays on its last frame. Stops when `control`
/// is cancelled.
///
/// ```
/// use nqueens_boards::engine::Control;
/// use nqueens_boards::formats::{write_search_animation, AnimationFormat, AnimationOptions};
/// let options = AnimationOptions { size: 64, ..Default::default() };
/// let mut png = Vec::new();
/// let done = write_search_animation(4, AnimationFormat::Apng, &options,
///     Control::default(), &mut png).unwrap();
/// assert_eq!((done.frames, done.whole), (139, true));
/// assert_eq!(&png[1..4], b"PNG");
/// let mut gif = Vec::new();
/// write_search_animation(4, AnimationFormat::Gif, &options, Control::default(), &mut gif).unwrap();
/// assert_eq!(&gif[..6], b"GIF89a");
/// ```
pub fn write_search_animation(
    n: usize,
    format: AnimationFormat,
    options: &AnimationOptions,
    control: Control<'_>,
    out: &mut dyn io::Write,
) -> Result<Animated, ExportError> {
    check_options(options)?;
    let (frames, whole) = positions(n, options).map_err(|e| ExportError::Limit(e.to_string()))?;
    let scene = |position: &TracePosition| {
        frame_scene(n, position, options).map_err(|e| ExportError::Limit(e.to_string()))
    };
    // A mistaken run's ringed queens come late; their red joins the palette.
    let ringed = |position: &TracePosition| attacked(n, position);
    write_frames_animation(&frames, &scene, &ringed, format, options, control, out)?;
    Ok(Animated {
        frames: frames.len(),
        whole,
    })
}

/// An animation of `frames` (at most [`MAX_ANIMATION_FRAMES`]), each
/// drawn as `scene` makes it when it is written. The GIF's palette is
/// learnt from the first frames and from the first `ringed` one (queens
/// ringed red: colours that come late).
pub fn write_frames_animation<T>(
    frames: &[T],
    scene: &dyn Fn(&T) -> Result<Scene, ExportError>,
    ringed: &dyn Fn(&T) -> bool,
    format: AnimationFormat,
    options: &AnimationOptions,
    control: Control<'_>,
    out: &mut dyn io::Write,
) -> Result<(), ExportError> {
    check_options(options)?;
    let count = frames.len();
    let mut pixels = frames.iter().enumerate().map(|(i, frame)| {
        if control.cancelled() {
            return Err(ExportError::Cancelled);
        }
        if let Some(progress) = control.progress {
            progress(i as f64 / count.max(1) as f64);
        }
        // Every frame is opaque (its background is): premultiplied pixels
        // are the plain ones.
        Ok(scene_pixmap(&scene(frame)?, options.size)?.take())
    });
    match format {
        AnimationFormat::Apng => write_apng(count, options, &mut pixels, out),
        AnimationFormat::Gif => {
            let ringed = frames
                .iter()
                .find(|frame| ringed(frame))
                .map(|frame| -> Result<Vec<u8>, ExportError> {
                    Ok(scene_pixmap(&scene(frame)?, options.size)?.take())
                })
                .transpose()?;
            write_gif(options, ringed, &mut pixels, out)
        }
    }
}

/// The RGBA pixels of each frame, drawn when asked for.
type Frames<'a> = dyn Iterator<Item = Result<Vec<u8>, ExportError>> + 'a;

fn write_apng(
    count: usize,
    options: &AnimationOptions,
    frames: &mut Frames<'_>,
    out: &mut dyn io::Write,
) -> Result<(), ExportError> {
    let encode = |e: png::EncodingError| match e {
        png::EncodingError::IoError(e) => ExportError::Io(e),
        other => ExportError::Image(ImageError::Encode(other.to_string())),
    };
    let mut encoder = png::Encoder::new(&mut *out, options.size, options.size);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_animated(count as u32, 1).map_err(encode)?;
    encoder
        .set_frame_delay(options.delay_ms, 1000)
        .map_err(encode)?;
    let mut writer = encoder.write_header().map_err(encode)?;
    for frame in frames {
        writer.write_image_data(&frame?).map_err(encode)?;
    }
    writer.finish().map_err(encode)
}

/// The GIF: one palette for the whole animation, learnt from the first and
/// the last frame (the empty board and the fullest one: the scene has few
/// colours, and anti-aliased edges between them); each frame after the
/// first is written as the rectangle where it differs from the one before.
fn write_gif(
    options: &AnimationOptions,
    ringed: Option<Vec<u8>>,
    frames: &mut Frames<'_>,
    out: &mut dyn io::Write,
) -> Result<(), ExportError> {
    let encode = |e: gif::EncodingError| match e {
        gif::EncodingError::Io(e) => ExportError::Io(e),
        other => ExportError::Image(ImageError::Encode(other.to_string())),
    };
    let side = options.size as usize;
    let dimension = options.size as u16;
    // Hundredths of a second, as GIF keeps them.
    let delay = options.delay_ms.div_ceil(10);
    let Some(first) = frames.next().transpose()? else {
        return Ok(());
    };
    let mut pending: Option<Vec<u8>> = frames.next().transpose()?;
    // The palette needs a frame with queens and marks; the second frame on
    // has them, the first is the empty board.
    let mut sample = first.clone();
    if let Some(second) = &pending {
        sample.extend_from_slice(second);
    }
    if let Some(ringed) = &ringed {
        sample.extend_from_slice(ringed);
    }
    let quantizer = color_quant::NeuQuant::new(10, 256, &sample);
    let palette = quantizer.color_map_rgb();
    let mut indices = Indexer::new(quantizer);
    let mut encoder =
        gif::Encoder::new(&mut *out, dimension, dimension, &palette).map_err(encode)?;
    let mut previous = indices.of(&first);
    let mut frame = gif::Frame {
        width: dimension,
        height: dimension,
        delay,
        buffer: std::borrow::Cow::Borrowed(&previous),
        ..gif::Frame::default()
    };
    encoder.write_frame(&frame).map_err(encode)?;
    while let Some(pixels) = pending.take() {
        let current = indices.of(&pixels);
        let (left, top, width, height) = changed(&previous, &current, side);
        let mut patch = Vec::with_capacity(width * height);
        for row in top..top + height {
            patch.extend_from_slice(&current[row * side + left..row * side + left + width]);
        }
        frame = gif::Frame {
            left: left as u16,
            top: top as u16,
            width: width as u16,
            height: height as u16,
            delay,
            buffer: std::borrow::Cow::Owned(patch),
            ..gif::Frame::default()
        };
        encoder.write_frame(&frame).map_err(encode)?;
        previous = current;
        pending = frames.next().transpose()?;
    }
    encoder
        .into_inner()
        .map_err(encode)?
        .flush()
        .map_err(ExportError::Io)
}

/// Palette indices of RGBA pixels, each colour looked up once.
struct Indexer {
    quantizer: color_quant::NeuQuant,
    known: std::collections::HashMap<[u8; 4], u8>,
}

impl Indexer {
    fn new(quantizer: color_quant::NeuQuant) -> Self {
        Indexer {
            quantizer,
            known: std::collections::HashMap::new(),
        }
    }

    fn of(&mut self, rgba: &[u8]) -> Vec<u8> {
        rgba.chunks_exact(4)
            .map(|pixel| {
                let key = [pixel[0], pixel[1], pixel[2], pixel[3]];
                *self
                    .known
                    .entry(key)
                    .or_insert_with(|| self.quantizer.index_of(pixel) as u8)
            })
            .collect()
    }
}

/// The smallest rectangle (left, top, width, height) holding every pixel
/// that differs between two frames of `side` × `side`; one pixel when none
/// does (a frame must still be written: one a step).
fn changed(before: &[u8], after: &[u8], side: usize) -> (usize, usize, usize, usize) {
    let (mut left, mut top, mut right, mut bottom) = (side, side, 0, 0);
    for (i, (a, b)) in before.iter().zip(after).enumerate() {
        if a != b {
            let (r, c) = (i / side, i % side);
            left = left.min(c);
            right = right.max(c);
            top = top.min(r);
            bottom = bottom.max(r);
        }
    }
    if left > right {
        return (0, 0, 1, 1);
    }
    (left, top, right - left + 1, bottom - top + 1)
}

fn grouped(x: u32) -> String {
    crate::numbers::grouped(u64::from(x))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Step;
    use crate::scene::Shape;

    /// Issue 61, 1: a mistaken program's run is exported as Watch shows
    /// it, a frame a step of its own run, and a board it returns that is
    /// no solution has its attacking queens ringed; the right program's
    /// frames, solutions included, ring none.
    #[test]
    fn a_mistaken_run_is_exported_with_its_wrong_boards_ringed() {
        let rings = |n: usize, position: &TracePosition, options: &AnimationOptions| {
            frame_scene(n, position, options)
                .unwrap()
                .shapes
                .iter()
                .filter(|s| matches!(s, Shape::Ring { .. }))
                .count()
        };
        // `row - col` for both diagonals: 23 boards at n = 5, 1,090 steps.
        let n = 5;
        let mistaken = AnimationOptions {
            mistake: Some(Mistake::SameFormula),
            ..AnimationOptions::default()
        };
        let (frames, whole) = positions(n, &mistaken).unwrap();
        let mut steps = Vec::new();
        Mistake::SameFormula.run(n, &mut |step| {
            steps.push(step);
            true
        });
        assert!(whole);
        assert_eq!(frames.len(), steps.len() + 1);
        for (step, frame) in steps.iter().zip(&frames[1..]) {
            // Each frame is the step's board.
            if let Step::Place { row, col } = step {
                assert_eq!(frame.queens.get(*row), Some(col));
            }
        }
        let mut wrong_returns = 0;
        for (step, frame) in steps.iter().zip(&frames[1..]) {
            if let Step::Solution { columns, .. } = step {
                assert_eq!(frame.queens.len(), n);
                if attacked(n, frame) {
                    wrong_returns += 1;
                    assert!(rings(n, frame, &mistaken) >= 2, "{columns:?} not ringed");
                }
            }
        }
        assert!(
            wrong_returns > 0,
            "row - col twice returns wrong boards at 5"
        );
        let right = AnimationOptions::default();
        let (frames, _) = positions(n, &right).unwrap();
        assert!(frames.iter().all(|f| rings(n, f, &right) == 0));
        // Only the classic queens' program has the mistakes.
        let superqueens = AnimationOptions {
            rules: crate::engine::Rules {
                piece: crate::engine::Piece::Superqueen,
                ..crate::engine::Rules::QUEENS
            },
            ..mistaken
        };
        assert!(check_options(&superqueens).is_err());
    }

    #[test]
    fn the_changed_rectangle_holds_every_difference() {
        let side = 4;
        let before = vec![0u8; 16];
        let mut after = before.clone();
        assert_eq!(changed(&before, &after, side), (0, 0, 1, 1));
        after[5] = 1; // row 1, column 1
        after[14] = 2; // row 3, column 2
        assert_eq!(changed(&before, &after, side), (1, 1, 2, 3));
    }
}
