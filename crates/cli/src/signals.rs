//! Ctrl+C and SIGTERM on the command line.
//!
//! A computation that looks at the interrupt flag (a count, a listing)
//! stops within milliseconds and ends the usual way, with exit 130. Anything
//! else may be blocked in the kernel where no flag is looked at: opening a
//! FIFO that has no reader, reading one that has no writer, writing a pipe
//! that nobody drains. There the handler itself ends the process with
//! exit 130, at once when no computation is watching the flag, and after
//! [`GRACE`] otherwise, so that a signal always stops the program; the
//! temporary files of writes under way are removed first.

use std::sync::Once;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use super::failure::{code, say};

/// Set by Ctrl+C or SIGTERM; every long computation watches it.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// How many computations are watching [`INTERRUPTED`] now.
static WATCHING: AtomicUsize = AtomicUsize::new(0);

/// How long a watching computation has to stop on its own.
pub const GRACE: Duration = Duration::from_secs(2);

/// Makes Ctrl+C, SIGTERM and SIGHUP stop the program with exit 130. Safe to
/// call more than once.
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // ctrlc runs the handler on a thread of its own, so it may sleep
        // and exit; it fails only when another handler is already set,
        // and then that one decides.
        let _ = ctrlc::set_handler(|| {
            INTERRUPTED.store(true, Ordering::SeqCst);
            if WATCHING.load(Ordering::SeqCst) > 0 {
                std::thread::sleep(GRACE);
            }
            // A write cut short leaves its target as it was, and no
            // temporary file beside it.
            crate::formats::remove_unfinished();
            say("error: interrupted");
            std::process::exit(code::INTERRUPTED);
        });
    });
}

/// The flag a computation passes to the engine as its cancel.
pub fn flag() -> &'static AtomicBool {
    &INTERRUPTED
}

/// Held while a computation watches the flag: the handler then leaves it
/// [`GRACE`] to stop on its own and clean up.
pub struct Watching(());

impl Watching {
    pub fn start() -> Watching {
        install();
        WATCHING.fetch_add(1, Ordering::SeqCst);
        Watching(())
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        WATCHING.fetch_sub(1, Ordering::SeqCst);
    }
}
