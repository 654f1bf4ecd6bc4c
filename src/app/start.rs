//! How an app starts: from eframe's stored state, from given settings,
//! and for tests with a worker that runs each task as it starts.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use eframe::egui;

use super::*;

/// How long a press lasts before it is a long press, not a click, in
/// seconds.
pub const LONG_PRESS: f64 = 0.5;

impl App {
    /// The app as eframe starts it, with the saved settings if they read.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        let stored = cc.storage.and_then(|s| s.get_string(eframe::APP_KEY));
        let read = stored.as_deref().map(ron::from_str::<Settings>);
        let unread = matches!(read, Some(Err(_)));
        let fresh = read.is_none();
        let mut settings = read.and_then(Result::ok).unwrap_or_default();
        if fresh && let Some(dark) = crate::platform::prefers_dark() {
            // A first visit takes the browser's light or dark.
            settings.dark = dark;
        }
        let mut app = Self::with_settings(&cc.egui_ctx, settings);
        if unread {
            app.status = Status::error(t!("status-state-unread"));
        }
        app
    }

    /// The app with given settings (tests, and a restored state).
    pub fn with_settings(ctx: &egui::Context, settings: Settings) -> Self {
        Self::with_worker(ctx, settings, Worker::new)
    }

    /// The app whose every task runs to its end as it starts
    /// ([`Worker::in_order`]): tests see a result at the next frame, not
    /// when a thread gets to it. Only for work that ends quickly.
    pub fn in_order(ctx: &egui::Context, settings: Settings) -> Self {
        Self::with_worker(ctx, settings, Worker::in_order)
    }

    fn with_worker(
        ctx: &egui::Context,
        settings: Settings,
        worker: fn(crate::worker::Waker) -> Worker,
    ) -> Self {
        // A long press (a touch screen's right click: a ✕ on the regions
        // board) after half a second, as phones' long presses go; egui's
        // own 0.8 s let holds of 0.5 to 0.7 s place queens (issue 71).
        ctx.options_mut(|o| o.input_options.max_click_duration = LONG_PRESS);
        let waker_ctx = ctx.clone();
        let mut worker = worker(Arc::new(move || {
            waker_ctx.request_repaint_after(crate::platform::WAKE_DELAY)
        }));
        let settings = settings.sanitized();
        let session = Session::new(settings.n, &settings, &mut worker);
        let app = App {
            size_text: settings.n.to_string(),
            worker,
            dialogs: Box::new(NativeDialogs),
            dialog_kind: DialogKind::initial(settings.in_app_dialogs),
            in_app: None,
            replace: None,
            quit_requested: Arc::new(AtomicBool::new(false)),
            quitting: false,
            title: String::new(),
            help: None,
            screenshot: None,
            settings,
            file_job: None,
            reading: None,
            status: Status::none(),
            session,
            embedded: false,
            address_shown: String::new(),
            address_written: None,
            reduced_motion: crate::platform::prefers_reduced_motion().unwrap_or(false),
            layout: Layout::default(),
            held: HeldKeys::default(),
            named: String::new(),
            spoken: String::new(),
        };
        app.apply_theme(ctx);
        if app.reduced_motion {
            // Panels and menus open at once rather than slide.
            ctx.global_style_mut(|style| style.animation_time = 0.0);
        }
        i18n::install_fonts(ctx);
        i18n::set_language(app.settings.ui_language());
        app
    }
}
