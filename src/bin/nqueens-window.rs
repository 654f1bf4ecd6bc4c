//! The app alone, without a console window: what Windows' Explorer and
//! Start menu open (`nqueens-window.exe`), where `nqueens.exe`, a console
//! program, would open a console beside the window. Elsewhere `nqueens`
//! with no arguments does the same; this binary is built for Windows only
//! (the `windowed` feature).

#![cfg_attr(windows, windows_subsystem = "windows")]

fn main() {
    if let Err(e) = nqueens::app::run_window() {
        // No console to say it on: a message box would need the Windows
        // API; the exit code says it.
        eprintln!("error: could not open the window: {e}");
        std::process::exit(1);
    }
}
