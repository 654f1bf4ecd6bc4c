//! No arguments: the app. A subcommand: the command line, for scripts.

fn main() {
    if let Some(code) = nqueens::cli::main_with_args(std::env::args_os()) {
        std::process::exit(code);
    }
    if let Err(e) = nqueens::app::run_window() {
        eprintln!("error: could not open the window: {e}");
        std::process::exit(1);
    }
}
