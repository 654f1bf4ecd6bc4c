//! No arguments: the app. A subcommand: the command line, for scripts. A
//! link (`#n=8&k=5`, or a page's address): the app where it points.

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // `nqueens '#n=10&piece=superqueen&k=3'`: the window, where a link says.
    let link = nqueens::app::link_argument(&args);
    if link.is_none()
        && let Some(code) = nqueens::cli::main_with_args(args)
    {
        std::process::exit(code);
    }
    if let Err(e) = nqueens::app::run_window_at(link) {
        eprintln!("error: could not open the window: {e}");
        std::process::exit(1);
    }
}
