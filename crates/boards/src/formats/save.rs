//! Saving: a board, an animation, a picture or bytes written to a stream
//! or, atomically, to a file.

use std::io;

use thiserror::Error;

use super::{
    Animated, AnimationFormat, AnimationOptions, BoardFormat, ImageError, ImageOptions,
    MAX_PNG_SIZE, MIN_PNG_SIZE, Stoppable, WriteError, cancelled, io_message, render_png,
    render_svg, render_tikz, scene_png, scene_svg, to_fen_of, write_atomic, write_ron_with,
    write_search_animation, write_text,
};
use crate::engine::Control;

/// Why a board could not be saved.
#[derive(Debug, Error)]
pub enum ExportError {
    #[error(transparent)]
    Image(#[from] ImageError),
    #[error(transparent)]
    Write(#[from] WriteError),
    /// The format does not hold a board this large (or of this shape).
    #[error("{0}")]
    Limit(String),
    /// Writing the bytes failed (a full disk, a reader that left).
    #[error("could not write: {}", io_message(.0))]
    Io(io::Error),
    #[error("cancelled")]
    Cancelled,
}

/// Writes a board's file in a format to `out`. Text and RON are written row
/// by row as they are produced, so a board of ten million rows needs no
/// second copy in memory.
pub fn write_board(
    board: &crate::engine::Board,
    format: BoardFormat,
    image: &ImageOptions,
    out: &mut dyn io::Write,
) -> Result<(), ExportError> {
    format.holds(board.n()).map_err(ExportError::Limit)?;
    let io = ExportError::Io;
    match format {
        BoardFormat::Png => out.write_all(&render_png(board, image)?).map_err(io),
        BoardFormat::Svg => {
            // Its nominal size: an SVG of 0×0 shows nothing.
            if !(MIN_PNG_SIZE..=MAX_PNG_SIZE).contains(&image.size) {
                return Err(ImageError::Size(image.size).into());
            }
            out.write_all(render_svg(board, image).as_bytes())
                .map_err(io)
        }
        BoardFormat::Text => write_text(board, out).map_err(io),
        BoardFormat::Tex => out
            .write_all(render_tikz(board, image).as_bytes())
            .map_err(io),
        BoardFormat::Ron => write_ron_with(board, &image.rules, out).map_err(io),
        BoardFormat::Fen => {
            let letter = image.rules.piece.spelling().fen;
            let Some(letter) = letter.filter(|_| image.rules.supports(crate::engine::Feature::Fen))
            else {
                // A piece chess has no letter for, or a board FEN cannot
                // say (a torus): written as queens it would read back as
                // another puzzle.
                return Err(ExportError::Limit(format!(
                    "FEN holds chess pieces on a plain 8×8 board, not {}",
                    image.rules
                )));
            };
            let fen = to_fen_of(board, letter).ok_or(ExportError::Limit(format!(
                "FEN describes 8×8 boards only, not n = {} on {} columns",
                board.n(),
                board.width()
            )))?;
            writeln!(out, "{fen}").map_err(io)
        }
    }
}

/// The bytes of a board's file in a format (for boards that fit in memory
/// twice; [`save_board`] streams).
pub fn board_bytes(
    board: &crate::engine::Board,
    format: BoardFormat,
    image: &ImageOptions,
) -> Result<Vec<u8>, ExportError> {
    let mut bytes = Vec::new();
    write_board(board, format, image, &mut bytes)?;
    Ok(bytes)
}

/// Saves a board to `path` atomically, streaming its rows.
pub fn save_board(
    board: &crate::engine::Board,
    path: &std::path::Path,
    format: BoardFormat,
    image: &ImageOptions,
) -> Result<(), ExportError> {
    save_board_with(board, path, format, image, Control::default())
}

/// [`save_board`], stopped by the control's cancel (the target is then
/// left as it was).
pub fn save_board_with(
    board: &crate::engine::Board,
    path: &std::path::Path,
    format: BoardFormat,
    image: &ImageOptions,
    control: Control<'_>,
) -> Result<(), ExportError> {
    format.holds(board.n()).map_err(ExportError::Limit)?;
    let mut failure = None;
    let written = write_atomic(path, |w| {
        let mut w = Stoppable { inner: w, control };
        write_board(board, format, image, &mut w).map_err(|e| as_io(e, &mut failure))
    });
    match (written, failure) {
        (Ok(()), _) => Ok(()),
        (Err(_), _) if control.cancelled() => Err(ExportError::Write(WriteError::Cancelled {
            path: path.to_path_buf(),
        })),
        // What the writer said, rather than its I/O wrapping.
        (
            Err(WriteError::Write { .. }),
            Some(e @ (ExportError::Image(_) | ExportError::Limit(_))),
        ) => Err(e),
        (Err(e), _) => Err(e.into()),
    }
}

/// The I/O error a writer inside [`write_atomic`] returns for `e`: the
/// error itself where it is one (its kind tells a reader that left from a
/// full disk), else a stand-in, with `e` kept in `failure` to be told.
fn as_io(e: ExportError, failure: &mut Option<ExportError>) -> io::Error {
    match e {
        ExportError::Io(e) => e,
        ExportError::Cancelled => cancelled(),
        other => {
            let error = io::Error::other(other.to_string());
            *failure = Some(other);
            error
        }
    }
}

/// Saves the search of n as an animation (GIF or APNG) at `path`,
/// atomically: a failed or cancelled write leaves what was there.
pub fn save_search_animation(
    n: usize,
    format: AnimationFormat,
    path: &std::path::Path,
    options: &AnimationOptions,
    control: Control<'_>,
) -> Result<Animated, ExportError> {
    save_animation(path, control, &mut |w| {
        write_search_animation(n, format, options, control, w)
    })
}

/// Saves an animation that `write` writes (a search, a learner's replay)
/// at `path`, atomically: a failed or cancelled write leaves what was
/// there.
pub fn save_animation(
    path: &std::path::Path,
    control: Control<'_>,
    write: &mut dyn FnMut(&mut dyn io::Write) -> Result<Animated, ExportError>,
) -> Result<Animated, ExportError> {
    let mut failure = None;
    let mut done = None;
    let written = write_atomic(path, |w| {
        let mut w = Stoppable { inner: w, control };
        let animated = write(&mut w).map_err(|e| as_io(e, &mut failure))?;
        done = Some(animated);
        Ok(())
    });
    match (written, failure, done) {
        (Ok(()), _, Some(animated)) => Ok(animated),
        (Err(_), _, _) if control.cancelled() => Err(ExportError::Write(WriteError::Cancelled {
            path: path.to_path_buf(),
        })),
        (
            Err(WriteError::Write { .. }),
            Some(e @ (ExportError::Image(_) | ExportError::Limit(_))),
            _,
        ) => Err(e),
        (Err(e), _, _) => Err(e.into()),
        (Ok(()), _, None) => Err(ExportError::Limit("the animation was not written".into())),
    }
}

/// Saves a scene of a board of side `n` (a heatmap, marks) as PNG or SVG,
/// `size` pixels square, atomically.
pub fn save_scene(
    scene: &crate::scene::Scene,
    n: usize,
    size: u32,
    path: &std::path::Path,
    format: BoardFormat,
) -> Result<(), ExportError> {
    let bytes = match format {
        BoardFormat::Png => scene_png(scene, size)?,
        BoardFormat::Svg => scene_svg(scene, size, n).into_bytes(),
        other => {
            return Err(ExportError::Limit(format!(
                "a picture is saved as .png or .svg, not .{}",
                other.extension()
            )));
        }
    };
    save_bytes(path, &bytes)
}

/// Saves bytes (a CSV table, an image) to `path`, atomically.
pub fn save_bytes(path: &std::path::Path, bytes: &[u8]) -> Result<(), ExportError> {
    write_atomic(path, |w| w.write_all(bytes)).map_err(ExportError::from)
}
