//! The textbook search of n as an animated PNG (APNG): one frame per step
//! of [`crate::engine::Trace`], drawn from the same scene as Watch's board
//! (the square tried, the rejected ones crossed along their line, the
//! queens placed), that plays in browsers, chat programs and slides.

use std::io;

use super::image::{ImageError, scene_pixmap};
use super::{ExportError, io_message};
use crate::engine::{Board, Control, EngineError, Trace, TracePosition};
use crate::scene::{Palette, Scene, SceneOptions};

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
}

impl Default for AnimationOptions {
    fn default() -> Self {
        AnimationOptions {
            size: 256,
            delay_ms: 250,
            labels: true,
        }
    }
}

/// The largest frame: an animation is many images.
pub const MAX_ANIMATION_SIZE: u32 = 1_024;

/// The frames of the search of n: the empty board, then one a step, at
/// most [`MAX_ANIMATION_FRAMES`]; whether the search ended within them.
fn positions(n: usize) -> Result<(Vec<TracePosition>, bool), EngineError> {
    let mut trace = Trace::new(n)?;
    let mut position = TracePosition::start();
    let mut frames = vec![position.clone()];
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

/// The scene of one frame, as Watch draws it.
fn frame_scene(n: usize, position: &TracePosition, labels: bool) -> Result<Scene, EngineError> {
    let mut rows = vec![None; n];
    for (r, &c) in position.queens.iter().enumerate() {
        rows[r] = Some(c as u32);
    }
    let board = Board::from_rows(rows)?;
    let options = SceneOptions {
        palette: Palette::LIGHT,
        labels,
        trying: position.trying,
        rejected: position
            .rejected
            .iter()
            .map(|(square, attack)| (*square, attack.line))
            .collect(),
        ..SceneOptions::default()
    };
    Ok(Scene::of(&board, &options))
}

/// How an animation turned out: its frames, and whether they reach the
/// search's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Animated {
    pub frames: usize,
    pub whole: bool,
}

/// Writes the search of n as an APNG that plays once and stays on its last
/// frame; stops when `control` is cancelled.
///
/// ```
/// use nqueens::engine::Control;
/// use nqueens::formats::{write_search_apng, AnimationOptions};
/// let mut bytes = Vec::new();
/// let done = write_search_apng(4, &AnimationOptions { size: 64, ..Default::default() },
///     Control::default(), &mut bytes).unwrap();
/// assert_eq!((done.frames, done.whole), (139, true));
/// assert_eq!(&bytes[1..4], b"PNG");
/// ```
pub fn write_search_apng(
    n: usize,
    options: &AnimationOptions,
    control: Control<'_>,
    out: &mut dyn io::Write,
) -> Result<Animated, ExportError> {
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
    let (frames, whole) = positions(n).map_err(|e| ExportError::Limit(e.to_string()))?;
    let encode = |e: png::EncodingError| ExportError::Image(ImageError::Encode(e.to_string()));
    let mut encoder = png::Encoder::new(&mut *out, options.size, options.size);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .set_animated(frames.len() as u32, 1)
        .map_err(encode)?;
    encoder
        .set_frame_delay(options.delay_ms, 1000)
        .map_err(encode)?;
    let mut writer = encoder.write_header().map_err(encode)?;
    for (i, position) in frames.iter().enumerate() {
        if control.cancelled() {
            return Err(ExportError::Io("cancelled".into()));
        }
        if let Some(progress) = control.progress {
            progress(i as f64 / frames.len() as f64);
        }
        let scene = frame_scene(n, position, options.labels)
            .map_err(|e| ExportError::Limit(e.to_string()))?;
        let pixmap = scene_pixmap(&scene, options.size)?;
        // Every frame is opaque (its background is): premultiplied pixels
        // are the plain ones.
        writer.write_image_data(pixmap.data()).map_err(encode)?;
    }
    writer.finish().map_err(|e| match e {
        png::EncodingError::IoError(e) => ExportError::Io(io_message(&e)),
        other => encode(other),
    })?;
    Ok(Animated {
        frames: frames.len(),
        whole,
    })
}

fn grouped(x: u32) -> String {
    crate::numbers::grouped(u64::from(x))
}
