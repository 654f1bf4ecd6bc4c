//! The files the Debian package carries that come from the code: the man
//! pages and the shell completions from the clap definitions, and the icon
//! in the hicolor sizes drawn by the app's own renderer (a queen on a 2×2
//! board, as the window icon shows); and the page's icons for its
//! manifest (`web/icons/`, kept in the repository: `scripts/web.sh`
//! builds no native code). `scripts/package.sh` runs it before
//! `cargo deb`:
//!
//! ```sh
//! cargo run --release --example package_files -- target/package-files
//! ```

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::CommandFactory;
use clap_complete::Shell;
use nqueens::engine::Board;
use nqueens::formats::{self, ImageOptions};
use tiny_skia::{FilterQuality, Pixmap, PixmapPaint, Transform};

/// The hicolor sizes of the icon theme specification that menus use.
const ICON_SIZES: [u32; 6] = [256, 128, 64, 48, 32, 16];

fn main() -> Result<()> {
    let out = PathBuf::from(
        std::env::args_os()
            .nth(1)
            .context("give the folder to write into")?,
    );
    std::fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
    man_page(&out)?;
    completions(&out)?;
    icons(&out)?;
    web_icons(&out)?;
    println!(
        "wrote the man page, completions and icons into {}",
        out.display()
    );
    Ok(())
}

fn write(path: &Path, bytes: &[u8]) -> Result<()> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)
            .with_context(|| format!("creating {}", folder.display()))?;
    }
    formats::save_bytes(path, bytes).with_context(|| format!("writing {}", path.display()))
}

/// `nqueens.1` and a page per command (`nqueens-count.1`, …), from the
/// texts of `--help`.
fn man_page(out: &Path) -> Result<()> {
    let folder = out.join("man");
    std::fs::create_dir_all(&folder).with_context(|| format!("creating {}", folder.display()))?;
    clap_mangen::generate_to(nqueens::cli::Cli::command(), &folder)
        .with_context(|| format!("writing the man pages into {}", folder.display()))
}

/// Completions for bash, zsh and fish, where each shell looks for them.
fn completions(out: &Path) -> Result<()> {
    for (shell, name) in [
        (Shell::Bash, "nqueens.bash"),
        (Shell::Zsh, "_nqueens"),
        (Shell::Fish, "nqueens.fish"),
    ] {
        let mut script = Vec::new();
        clap_complete::generate(
            shell,
            &mut nqueens::cli::Cli::command(),
            "nqueens",
            &mut script,
        );
        write(&out.join("completions").join(name), &script)?;
    }
    Ok(())
}

/// The icon: a queen on a 2×2 board, drawn at 256 pixels by the renderer
/// that draws the app's boards, then halved step by step (a single
/// bicubic step from 256 to 16 would alias), and the SVG for `scalable`.
fn icons(out: &Path) -> Result<()> {
    let mut board = Board::empty(2)?;
    board.place(0, 0);
    let options = ImageOptions {
        rules: Default::default(),
        size: ICON_SIZES[0],
        labels: false,
    };
    let mut pixmap = formats::render_pixmap(&board, &options)?;
    let mut pngs = Vec::new();
    for size in ICON_SIZES {
        while pixmap.width() > size {
            pixmap = halved(&pixmap, (pixmap.width() / 2).max(size))?;
        }
        let png = pixmap.encode_png().context("encoding the icon")?;
        let folder = format!("icons/hicolor/{size}x{size}/apps/nqueens.png");
        write(&out.join(folder), &png)?;
        pngs.push((size, png));
    }
    // Windows takes the same images in one .ico (the .exe embeds it:
    // `assets/nqueens.ico`, see build.rs).
    write(&out.join("icons/nqueens.ico"), &ico(&pngs))?;
    let svg = formats::render_svg(&board, &options);
    write(
        &out.join("icons/hicolor/scalable/apps/nqueens.svg"),
        svg.as_bytes(),
    )
}

/// The page's icons, as a web app manifest names them: the queen on its
/// board at 192 and 512 pixels, and a maskable one (the board drawn in
/// the middle 60% of a square of the page's background, so that a launcher's
/// circle or squircle cuts no square of it: the safe zone is the middle
/// 80%).
fn web_icons(out: &Path) -> Result<()> {
    let mut board = Board::empty(2)?;
    board.place(0, 0);
    let options = ImageOptions {
        rules: Default::default(),
        size: 1024,
        labels: false,
    };
    let big = formats::render_pixmap(&board, &options)?;
    for size in [512, 192] {
        let mut pixmap = big.clone();
        while pixmap.width() > size {
            pixmap = halved(&pixmap, (pixmap.width() / 2).max(size))?;
        }
        let png = pixmap.encode_png().context("encoding the icon")?;
        write(&out.join(format!("web/icon-{size}.png")), &png)?;
    }
    let side = 512;
    let inner = side * 3 / 5;
    let mut board_part = big.clone();
    while board_part.width() > inner {
        board_part = halved(&board_part, (board_part.width() / 2).max(inner))?;
    }
    let mut maskable = Pixmap::new(side, side).context("an icon of no size")?;
    // The page's own dark background (the manifest's theme colour): the
    // board stands out whole on it, both its colours.
    maskable.fill(tiny_skia::Color::from_rgba8(0x1b, 0x1b, 0x1b, 255));
    let at = ((side - inner) / 2) as i32;
    maskable.draw_pixmap(
        at,
        at,
        board_part.as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    let png = maskable.encode_png().context("encoding the icon")?;
    write(&out.join("web/icon-maskable-512.png"), &png)
}

/// An .ico file holding PNG images (as Windows Vista and later read them):
/// a header, a directory entry per image, then the images.
fn ico(pngs: &[(u32, Vec<u8>)]) -> Vec<u8> {
    let count = pngs.len() as u16;
    let mut out = Vec::new();
    out.extend_from_slice(&[0, 0, 1, 0]);
    out.extend_from_slice(&count.to_le_bytes());
    let mut offset = 6 + 16 * pngs.len() as u32;
    for (size, png) in pngs {
        // 256 is written as 0, as the format says.
        let side = if *size >= 256 { 0 } else { *size as u8 };
        out.extend_from_slice(&[side, side, 0, 0]);
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&32u16.to_le_bytes());
        out.extend_from_slice(&(png.len() as u32).to_le_bytes());
        out.extend_from_slice(&offset.to_le_bytes());
        offset += png.len() as u32;
    }
    for (_, png) in pngs {
        out.extend_from_slice(png);
    }
    out
}

fn halved(pixmap: &Pixmap, side: u32) -> Result<Pixmap> {
    let mut smaller = Pixmap::new(side, side).context("an icon of no size")?;
    let scale = side as f32 / pixmap.width() as f32;
    let paint = PixmapPaint {
        quality: FilterQuality::Bicubic,
        ..PixmapPaint::default()
    };
    smaller.draw_pixmap(
        0,
        0,
        pixmap.as_ref(),
        &paint,
        Transform::from_scale(scale, scale),
        None,
    );
    Ok(smaller)
}
