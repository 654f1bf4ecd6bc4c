// No arguments: the app. A subcommand: the command line, for scripts.

fn main() {
    match nqueens::cli::main_with_args(std::env::args_os()) {
        Some(code) => std::process::exit(code),
        None => {
            eprintln!(
                "The desktop app is not part of this build yet; see `nqueens --help` for the command line."
            );
            std::process::exit(2);
        }
    }
}
