//! A picture decoded (PNG or JPEG) and the board's frame found in it.

use super::{Frame, MAX_IMAGE_SIDE, ScreenshotError};

/// A pixel darker than this (luma, 0 to 255) is ink: a line, a frame, a
/// queen. The palest region colours used by puzzles are far above it.
pub(super) const DARK: u8 = 100;

/// The luma of a frame's and a border's ink (near black).
pub(super) const INK: i32 = 30;

/// How much darker than what lies beside it a line is, summed over the
/// two pixels it may be drawn across.
const LINE_INK: i32 = 140;

/// A decoded picture: rows of RGB pixels.
#[derive(Clone, Debug)]
pub struct Picture {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<[u8; 3]>,
}

impl Picture {
    pub(super) fn at(&self, x: usize, y: usize) -> [u8; 3] {
        self.pixels[y * self.width + x]
    }

    pub(super) fn luma(&self, x: usize, y: usize) -> i32 {
        i32::from(luma(self.at(x.min(self.width - 1), y.min(self.height - 1))))
    }

    /// Whether a line runs through (x, y), across the direction `across`
    /// ((0, 1) for a line along a row): ink there, or in it and the next
    /// pixel across together, against what lies beyond on both sides (a
    /// line of a pixel and a half is drawn as two half-dark rows).
    fn on_line(&self, x: usize, y: usize, across: (usize, usize)) -> bool {
        let here = self.luma(x, y);
        if here < i32::from(DARK) {
            return true;
        }
        let step = |k: usize| (x + across.0 * k, y + across.1 * k);
        let (bx, by) = (
            x.saturating_sub(across.0 * 2),
            y.saturating_sub(across.1 * 2),
        );
        let (nx, ny) = step(1);
        let (fx, fy) = step(3);
        let beyond = self.luma(bx, by).max(self.luma(fx, fy));
        here < 200 && (beyond - here) + (beyond - self.luma(nx, ny)).max(0) >= LINE_INK
    }
}

pub(super) fn luma([r, g, b]: [u8; 3]) -> u8 {
    ((299 * u32::from(r) + 587 * u32::from(g) + 114 * u32::from(b)) / 1000) as u8
}

/// Whether `bytes` start as a PNG or a JPEG file does.
pub fn is_image(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG\r\n\x1a\n") || bytes.starts_with(&[0xFF, 0xD8, 0xFF])
}

/// Decodes a PNG or a JPEG into RGB pixels (transparency over white).
pub fn decode(bytes: &[u8]) -> Result<Picture, ScreenshotError> {
    if bytes.starts_with(b"\x89PNG") {
        decode_png(bytes)
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        decode_jpeg(bytes)
    } else {
        Err(ScreenshotError::NotAnImage)
    }
}

fn too_large(width: usize, height: usize) -> Result<(), ScreenshotError> {
    if width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE {
        return Err(ScreenshotError::TooLarge { width, height });
    }
    Ok(())
}

fn decode_png(bytes: &[u8]) -> Result<Picture, ScreenshotError> {
    let bad = |e: png::DecodingError| ScreenshotError::Undecodable(e.to_string());
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(bad)?;
    let info = reader.info();
    let (width, height) = (info.width as usize, info.height as usize);
    too_large(width, height)?;
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| ScreenshotError::Undecodable("too large".to_string()))?;
    let mut buffer = vec![0; size];
    let frame = reader.next_frame(&mut buffer).map_err(bad)?;
    let channels = frame.color_type.samples();
    let over_white =
        |v: u8, a: u8| ((u32::from(v) * u32::from(a) + 255 * (255 - u32::from(a))) / 255) as u8;
    let pixels = buffer[..frame.buffer_size()]
        .chunks_exact(channels)
        .map(|p| match p {
            [g] => [*g; 3],
            [g, a] => [over_white(*g, *a); 3],
            [r, g, b] => [*r, *g, *b],
            [r, g, b, a] => [over_white(*r, *a), over_white(*g, *a), over_white(*b, *a)],
            _ => [255; 3],
        })
        .collect();
    Ok(Picture {
        width,
        height,
        pixels,
    })
}

fn decode_jpeg(bytes: &[u8]) -> Result<Picture, ScreenshotError> {
    use zune_jpeg::zune_core::colorspace::ColorSpace;
    use zune_jpeg::zune_core::options::DecoderOptions;
    let options = DecoderOptions::default()
        .jpeg_set_out_colorspace(ColorSpace::RGB)
        .set_max_width(MAX_IMAGE_SIDE)
        .set_max_height(MAX_IMAGE_SIDE);
    let mut decoder =
        zune_jpeg::JpegDecoder::new_with_options(std::io::Cursor::new(bytes), options);
    let rgb = decoder
        .decode()
        .map_err(|e| ScreenshotError::Undecodable(format!("{e:?}")))?;
    let (width, height) = decoder
        .dimensions()
        .ok_or_else(|| ScreenshotError::Undecodable("no size".to_string()))?;
    too_large(width, height)?;
    let pixels: Vec<[u8; 3]> = rgb.chunks_exact(3).map(|p| [p[0], p[1], p[2]]).collect();
    if pixels.len() != width * height {
        return Err(ScreenshotError::Undecodable("short of pixels".to_string()));
    }
    Ok(Picture {
        width,
        height,
        pixels,
    })
}

/// The largest square framed by dark lines: its top and bottom edges are
/// long dark runs of about the same span, a side apart, and its left and
/// right edges dark down most of their length.
pub(super) fn find_frame(picture: &Picture) -> Option<Frame> {
    let (w, h) = (picture.width, picture.height);
    let shortest = 40.min(w).min(h).max(8);
    // Each row's dark runs of a board's length or more.
    let mut runs: Vec<(usize, usize, usize)> = Vec::new();
    for y in 0..h {
        let mut x = 0;
        while x < w {
            if !picture.on_line(x, y, (0, 1)) {
                x += 1;
                continue;
            }
            let start = x;
            while x < w && picture.on_line(x, y, (0, 1)) {
                x += 1;
            }
            if x - start >= shortest {
                runs.push((y, start, x - 1));
            }
        }
    }
    let mut best: Option<Frame> = None;
    for &(top, left, right) in &runs {
        let side = right - left;
        if best.is_some_and(|b| b.right - b.left >= side) {
            continue;
        }
        let slack = side / 25 + 2;
        let near = |a: usize, b: usize| a.abs_diff(b) <= slack;
        let bottom = runs
            .iter()
            .filter(|&&(y, l, r)| y > top && near(y - top, side) && near(l, left) && near(r, right))
            .map(|&(y, _, _)| y)
            .max();
        let Some(bottom) = bottom else {
            continue;
        };
        let column_dark = |x: usize| {
            let dark = (top..=bottom)
                .filter(|&y| {
                    (x.saturating_sub(2)..=(x + 2).min(w - 1))
                        .any(|x| picture.on_line(x, y, (1, 0)))
                })
                .count();
            dark * 10 >= (bottom - top + 1) * 9
        };
        if column_dark(left) && column_dark(right) {
            best = Some(Frame {
                left,
                top,
                right,
                bottom,
            });
        }
    }
    best
}
