//! A replay as an animated GIF or PNG: the learner's board after each
//! event from a step on, as the window shows it (the event's square lit,
//! the queens that attack each other ringed), at most
//! [`MAX_ANIMATION_FRAMES`] frames.

use std::io;

use crate::engine::Control;
use crate::formats::{
    Animated, AnimationFormat, AnimationOptions, ExportError, MAX_ANIMATION_FRAMES,
    write_frames_animation,
};
use crate::scene::{Palette, Scene, SceneOptions};

use super::{Position, Source, Steps};

/// One frame: the board after a position's events.
fn scene(n: usize, position: &Position, options: &AnimationOptions) -> Result<Scene, ExportError> {
    let (board, _) = position
        .board(n)
        .ok_or_else(|| ExportError::Limit(format!("a board of {n} rows")))?;
    let scene_options = SceneOptions {
        palette: Palette::LIGHT,
        labels: options.labels,
        mark_conflicts: true,
        trying: position.square(),
        ..SceneOptions::default()
    };
    Ok(Scene::of(&board, &scene_options))
}

/// Writes the replay from `from` events on: a frame a step, the board
/// before the first of them included.
///
/// ```
/// use std::sync::Arc;
/// use nqueens_boards::engine::Control;
/// use nqueens_boards::formats::{AnimationFormat, AnimationOptions};
/// use nqueens_boards::replay::{Options, Source, write_replay_animation};
/// let text = "n = 4\nplace 0 0\nplace 1 0\nremove 1 0\nremove 0 0\n";
/// let source = Source::Bytes(Arc::from(text.as_bytes()));
/// let (_, steps) = source.replay(Options::default(), &Control::default()).unwrap();
/// let options = AnimationOptions { size: 64, ..Default::default() };
/// let mut gif = Vec::new();
/// let done = write_replay_animation(&source, &steps, 0, AnimationFormat::Gif, &options,
///     Control::default(), &mut gif).unwrap();
/// assert_eq!((done.frames, done.whole), (5, true));
/// assert_eq!(&gif[..6], b"GIF89a");
/// ```
pub fn write_replay_animation(
    source: &Source,
    steps: &Steps,
    from: u64,
    format: AnimationFormat,
    options: &AnimationOptions,
    control: Control<'_>,
    out: &mut dyn io::Write,
) -> Result<Animated, ExportError> {
    let positions = source
        .walk(steps, from, MAX_ANIMATION_FRAMES)
        .map_err(|e| ExportError::Limit(e.to_string()))?;
    let n = steps.n();
    let ringed = |p: &Position| p.board(n).is_some_and(|(b, _)| !b.attacks().is_empty());
    write_frames_animation(
        &positions,
        &|p| scene(n, p, options),
        &ringed,
        format,
        options,
        control,
        out,
    )?;
    Ok(Animated {
        frames: positions.len(),
        whole: positions.last().is_some_and(|p| p.events == steps.events()),
    })
}
