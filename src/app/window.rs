//! Opening the window: its size, its icon, and the signals that close it
//! as a close does (saving the state).

use eframe::egui;

use super::{APP_NAME, App};

/// Opens the app's window and runs it until it is closed.
pub fn run_window() -> eframe::Result {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(APP_NAME)
        .with_inner_size([1180.0, 760.0])
        .with_min_inner_size([720.0, 480.0]);
    match eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")) {
        Ok(icon) => viewport = viewport.with_icon(icon),
        Err(e) => eprintln!("warning: the window icon did not load: {e}"),
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(
        APP_NAME,
        options,
        Box::new(|cc| {
            let app = App::new(cc);
            // SIGTERM (logout, `kill`), SIGINT and a console's Ctrl+C on
            // Windows save the state and close the window as a close does;
            // a handler cannot touch the app, so it raises the app's flag
            // and wakes the event loop.
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
