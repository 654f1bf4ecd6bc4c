//! Opening the window: its size, its icon, and the signals that close it
//! as a close does (saving the state).

use eframe::egui;

use super::{APP_NAME, App};

/// Opens the app's window and runs it until it is closed.
pub fn run_window() -> eframe::Result {
    run_window_at(None)
}

/// A link's fragment (`#n=10&piece=superqueen&k=3`) or a page's whole
/// address, when it is the one argument: the window opens there, as the
/// page does. `None` for anything else.
///
/// ```
/// use nqueens::app::link_argument;
/// let args = |a: &[&str]| a.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
/// assert_eq!(link_argument(&args(&["nqueens", "#n=8&k=3"])).as_deref(), Some("n=8&k=3"));
/// let page = "https://example.org/nqueens/#n=5&torus=1";
/// assert_eq!(link_argument(&args(&["nqueens", page])).as_deref(), Some("n=5&torus=1"));
/// assert_eq!(link_argument(&args(&["nqueens", "count", "8"])), None);
/// ```
pub fn link_argument(args: &[std::ffi::OsString]) -> Option<String> {
    let [_, one] = args else {
        return None;
    };
    let one = one.to_str()?;
    let (before, fragment) = one.split_once('#')?;
    let page = before.is_empty() || before.starts_with("http://") || before.starts_with("https://");
    page.then(|| fragment.to_string())
}

/// [`run_window`], opening the state a link names first.
pub fn run_window_at(link: Option<String>) -> eframe::Result {
    crate::platform::lower_rayon_threads();
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
            let mut app = App::new(cc);
            if let Some(fragment) = &link {
                app.open_address(fragment);
            }
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
