//! `nqueens animate N -o FILE`: the textbook search as a GIF or an APNG.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

use super::failure::say;
use super::{Failure, is_dash, signals};
use crate::engine;
use crate::formats::{self, AnimationFormat, grouped};
use nqueens_boards::textbook::Mistake;

#[derive(Debug, clap::Args)]
pub struct AnimateArgs {
    /// The side of the board, 1 to 32 (n = 4 to 6 fit whole).
    n: usize,
    /// The file to write (replaced atomically): .gif or .png, or `-` for
    /// standard output with --format.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// The format, where the file's extension does not say it (`-`, a
    /// pipe); it wins over the extension.
    #[arg(long, value_name = "F", value_parser = super::args::format_of::<AnimationFormat>())]
    format: Option<AnimationFormat>,
    /// Side of a frame in pixels (64 to 1024).
    #[arg(long, value_name = "PX", default_value_t = 256)]
    size: u32,
    /// How long each frame stays, in milliseconds (10 to 10000; a GIF
    /// keeps hundredths of a second).
    #[arg(long, value_name = "MS", default_value_t = 250)]
    delay: u16,
    /// Leave out the file and rank labels.
    #[arg(long)]
    no_labels: bool,
    /// The run of a mistaken program instead of the textbook's (classic
    /// queens): the queens it lets attack each other ringed, the squares
    /// it wrongly thinks attacked marked.
    #[arg(long, value_name = "M", value_parser = mistake_of)]
    mistake: Option<Mistake>,
    #[command(flatten)]
    rules: super::rules::RuleArgs,
}

/// Writes the animation and says on stderr how many frames it has.
pub fn run(args: &AnimateArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let (n, output) = (args.n, &args.output);
    engine::check_search_side(n)?;
    let format = match args.format {
        Some(format) => format,
        None => AnimationFormat::from_path(output).ok_or_else(|| {
            Failure::usage(format!(
                "cannot tell the format of {}: an animation is .gif (GIF) or .png (APNG); \
                 or name it with --format ({})",
                output.display(),
                AnimationFormat::ALL.map(AnimationFormat::id).join(", ")
            ))
        })?,
    };
    let options = formats::AnimationOptions {
        size: args.size,
        delay_ms: args.delay,
        labels: !args.no_labels,
        rules: args.rules.chosen(n)?.unwrap_or_default(),
        mistake: args.mistake,
    };
    if args.mistake.is_some() && options.rules != engine::Rules::QUEENS {
        return Err(Failure::usage(
            "--mistake runs the textbook's program with a mistake in it: it is of the \
             classic queens, with no other piece or board",
        ));
    }
    if options.rules.width(n) != n {
        return Err(Failure::usage(
            "an animation's frames are square: it shows boards of n rows on n columns \
             (--piece and --torus, not --columns)",
        ));
    }
    let control = engine::Control {
        cancel: Some(signals::flag()),
        ..engine::Control::default()
    };
    let animated = if is_dash(output) {
        if io::stdout().is_terminal() {
            return Err(Failure::usage(
                "an animation is binary and stdout is a terminal: redirect it to a file or a pipe",
            ));
        }
        // Frame by frame as it is made: a reader that leaves stops the
        // work at the next frame.
        formats::write_search_animation(n, format, &options, control, out)?
    } else {
        formats::save_search_animation(n, format, output, &options, control)?
    };
    say(&format!(
        "{} frames{}",
        grouped(animated.frames as u64),
        if animated.whole {
            ", the whole search".to_string()
        } else {
            format!(
                ": the first {} steps of the search",
                grouped(animated.frames as u64 - 1)
            )
        }
    ));
    Ok(())
}

/// A mistake by its key (`abs`, `shared-list`, …).
fn mistake_of(key: &str) -> Result<Mistake, String> {
    Mistake::ALL
        .into_iter()
        .find(|m| m.key() == key)
        .ok_or_else(|| {
            let keys: Vec<&str> = Mistake::ALL.iter().map(|m| m.key()).collect();
            format!("no mistake named {key:?}: one of {}", keys.join(", "))
        })
}
