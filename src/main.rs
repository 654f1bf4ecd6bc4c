//! No arguments: the app. A subcommand: the command line, for scripts.

use eframe::egui;

fn main() {
    if let Some(code) = nqueens::cli::main_with_args(std::env::args_os()) {
        std::process::exit(code);
    }
    if let Err(e) = run_app() {
        eprintln!("error: could not open the window: {e}");
        std::process::exit(1);
    }
}

fn run_app() -> eframe::Result {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(nqueens::app::APP_NAME)
        .with_inner_size([1180.0, 760.0])
        .with_min_inner_size([720.0, 480.0]);
    match eframe::icon_data::from_png_bytes(include_bytes!("../assets/icon.png")) {
        Ok(icon) => viewport = viewport.with_icon(icon),
        Err(e) => eprintln!("warning: the window icon did not load: {e}"),
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(
        nqueens::app::APP_NAME,
        options,
        Box::new(|cc| {
            let app = nqueens::app::App::new(cc);
            // SIGTERM (logout, `kill`) and SIGINT save the state and close
            // the window as a close does; a handler cannot touch the app,
            // so it raises the app's flag and wakes the event loop.
            let quit = app.quit_signal();
            let ctx = cc.egui_ctx.clone();
            if let Err(e) = ctrlc::set_handler(move || {
                quit.store(true, std::sync::atomic::Ordering::Relaxed);
                ctx.request_repaint();
            }) {
                eprintln!("warning: SIGTERM will not save the state: {e}");
            }
            Ok(Box::new(app))
        }),
    )
}
