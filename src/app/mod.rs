//! The desktop app's shell. [`App`] holds what outlives a change of n (the
//! settings, the worker, the dialogs, a file being written, the status
//! line) and the [`Session`] of the current n, which holds the views.
//! Panels push commands; commands and the jobs' results change the state
//! between frames, never while drawing. What the shell does is in rooms of
//! its own: settings, status, files and dialogs, keys, the screenshot of a
//! chart; the views are under `views/`, the widgets under `widgets/`.

pub mod address;
mod command;
mod files;
mod held;
pub mod i18n;
mod keys;
mod layout;
mod links;
pub mod mirror;
mod panels;
mod screenshot;
mod selector;
mod session;
mod settings;
mod shared;
mod shortcuts;
pub mod speech;
mod start;
mod status;
mod view;
pub mod views;
mod widgets;
// How the app starts: a window on the desktop, a canvas on a page.
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(not(target_arch = "wasm32"))]
mod window;
pub mod words;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use eframe::egui::{self, Ui};

use crate::engine::Rules;
use crate::worker::Worker;

pub use command::{Command, HelpPage, SaveWhat};
use files::{FileJob, FileUse, QUIT_WAIT, Reading};
pub use held::HeldKeys;
pub use i18n::UiLanguage;
use i18n::t;
use layout::Layout;
pub use layout::{NARROW_WIDTH, narrow, touch};
use screenshot::Screenshot;
pub use session::{ActParts, Session};
pub use settings::{Clock, Settings, TapMode, WATCH_MAX_SPEED, scene_options};
pub use shared::{AUTO_SURVEY_LIMIT, CountJob, Listing, Run, SearchState, Shared, SurveyJob};
pub use shortcuts::SHORTCUTS;
pub use status::{NEWS_LIFETIME, Status};
pub use view::{Act, Look, Out, View};
pub use view::{Document, Incoming, MAX_PASTE_BYTES};
pub use views::{Asked, InViews, ViewCommand, ViewId, Views};
pub use widgets::canvas::{BoardArea, board_aspect, fit_in};
pub use widgets::canvas::{color, paint_scene};
pub use widgets::dialogs::{
    Answer, DialogKind, Dialogs, FileFilter, InAppDialog, NativeDialogs, Shown, save_name_note,
    save_name_ok,
};
#[cfg(not(target_arch = "wasm32"))]
pub use window::{link_argument, run_window, run_window_at};
pub use words::{duration_words, list_words, parse_n, parse_number, seconds, thousands};

pub struct App {
    pub settings: Settings,
    worker: Worker,
    dialogs: Box<dyn Dialogs>,
    /// Which dialogs are in use: the system's, or the app's own.
    pub dialog_kind: DialogKind,
    /// The app's own file dialog, while it is open.
    in_app: Option<InAppDialog<FileUse>>,
    /// A file chosen in the app's own dialog that exists: replace it?
    replace: Option<(FileUse, PathBuf)>,
    /// Set by a signal handler: save and close (see [`App::quit_signal`]).
    quit_requested: Arc<AtomicBool>,
    quitting: bool,
    /// The window title last sent.
    title: String,
    /// The panels' layout: View > Reset layout starts it afresh.
    layout: Layout,
    /// Input after a frame's first Tab, for the frames to come.
    held: HeldKeys,
    /// The name of the control last said (a value box says it too).
    named: String,
    /// The browser asks for reduced motion: animations are off and the
    /// page speaks until told otherwise.
    reduced_motion: bool,
    /// The status line's words last spoken (or not: once each).
    spoken: String,
    /// The Help window open, if any.
    pub help: Option<HelpPage>,
    /// A chart to save as PNG from a screenshot of the window.
    screenshot: Option<Screenshot>,
    pub file_job: Option<FileJob>,
    reading: Option<Reading>,
    pub status: Status,
    pub session: Session,
    size_text: String,
    /// Inside another page (a link's `embed=1`): no menu bar, no status
    /// line.
    pub embedded: bool,
    /// The address last shown in the page's address bar.
    address_shown: String,
    /// When the address was last shown.
    address_written: Option<web_time::Instant>,
}

/// How often at most the page's address follows the person.
const ADDRESS_EVERY: Duration = Duration::from_millis(300);

impl App {
    /// Replaces the system's file dialogs (tests answer them without a
    /// window); they are then the ones in use.
    pub fn set_dialogs(&mut self, dialogs: Box<dyn Dialogs>) {
        self.dialogs = dialogs;
        self.dialog_kind = DialogKind::System;
    }

    /// Where the controls' panel on the left ends, in points.
    pub fn controls_edge(&self) -> f32 {
        self.layout.controls_edge
    }

    /// Whether the app's own file dialog is open.
    pub fn in_app_dialog_open(&self) -> bool {
        self.in_app.is_some()
    }

    /// The settings serialized as eframe stores them (RON).
    pub fn saved_state(&self) -> String {
        ron::to_string(&self.settings).unwrap_or_default()
    }

    /// Settings from a stored state; anything unreadable gives the defaults.
    pub fn settings_from_state(state: &str) -> Settings {
        ron::from_str::<Settings>(state)
            .unwrap_or_default()
            .sanitized()
    }

    /// What the status line says, if anything current.
    pub fn message(&self) -> Option<&str> {
        self.status
            .is_current()
            .then_some(self.status.text.as_str())
    }

    fn apply_theme(&self, ctx: &egui::Context) {
        ctx.set_theme(if self.settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
    }

    /// The view of type `T` (tests look inside).
    pub fn view<T: InViews>(&self) -> Option<&T> {
        Some(T::of(&self.session.views))
    }

    /// The listing the browser shows (by the filter).
    pub fn listing(&self) -> Option<&Listing> {
        self.session.shared.listing(self.settings.filter)
    }

    /// Solutions known so far in the browsed list, and whether that is final.
    pub fn known(&self) -> (u64, bool) {
        self.session.shared.known(self.settings.filter)
    }

    /// The board the current view shows, if it has one yet.
    pub fn board(&self) -> Option<Arc<crate::engine::Board>> {
        self.session.views.board(self.view_id(), &self.look())
    }

    /// The view shown.
    pub fn view_id(&self) -> ViewId {
        self.session.current(&self.settings)
    }

    /// What the views may read.
    fn look(&self) -> Look<'_> {
        Look {
            settings: &self.settings,
            shared: &self.session.shared,
        }
    }

    /// Applies a command to the view it is for.
    fn apply_to_view(&mut self, command: ViewCommand) {
        self.with_views(|views, act| views.apply(command, act));
    }

    /// Runs `f` on the views with what they may change: the one way the
    /// shell lends them the settings, the worker and the status line.
    fn with_views<R>(&mut self, f: impl FnOnce(&mut Views, &mut Act<'_>) -> R) -> R {
        let parts = ActParts {
            settings: &mut self.settings,
            worker: &mut self.worker,
            status: &mut self.status,
        };
        let (views, mut act) = self.session.act(parts);
        f(views, &mut act)
    }

    /// Forgets everything about the old n (its jobs stop as their handles
    /// go) and starts the new one. A file being written carries on.
    fn load_n(&mut self, n: usize) {
        self.load(n, self.settings.rules);
    }

    /// A new session of n under `rules`: one session, however many of
    /// the two changed (a link names both).
    fn load(&mut self, n: usize, rules: Rules) {
        self.status.moved_on();
        self.settings.n = n;
        self.settings.rules = rules;
        self.settings.selected = 1;
        self.size_text = n.to_string();
        let fresh = Session::new(n, &self.settings, &mut self.worker);
        let old = std::mem::replace(&mut self.session, fresh);
        self.session.views.keep_lasting(old.views);
    }

    /// Takes what every job brought: the app's own (a file, a board being
    /// read), then the session's.
    fn poll_jobs(&mut self) {
        self.poll_file_job();
        self.poll_reading();
        let parts = session::ActParts {
            settings: &mut self.settings,
            worker: &mut self.worker,
            status: &mut self.status,
        };
        self.session.poll(parts);
    }

    /// Shows the view `id`; the view left is told it is hidden.
    fn show_view(&mut self, id: ViewId) {
        if id != self.settings.view {
            self.status.moved_on();
            self.session.views.hidden(self.settings.view);
        }
        self.settings.view = id;
    }

    /// Applies a command as if a panel had sent it (tests, tools).
    pub fn apply_public(&mut self, command: Command) {
        self.apply(command, None);
    }

    fn apply(&mut self, command: Command, ctx: Option<&egui::Context>) {
        match command {
            Command::SetN(n) => {
                // A size typed again supersedes what was said of the last.
                self.status.moved_on();
                if n != self.settings.n {
                    self.load_n(n);
                }
            }
            Command::SetRules(rules) => {
                self.status.moved_on();
                if rules != self.settings.rules {
                    self.load(self.settings.n, rules);
                }
            }
            Command::SetView(id) => {
                // A puzzle of its own is played on its board: entered by
                // keys or not, the board has them, ready for the arrows.
                if let Some(ctx) = ctx
                    && id.own_puzzle()
                    && id != self.view_id()
                {
                    crate::app::widgets::canvas::focus_board_soon(ctx);
                }
                self.show_view(id)
            }
            Command::Say(status) => self.status = status,
            Command::Help(page) => self.help = page,
            Command::ResetLayout => {
                self.layout.reset += 1;
                self.layout.squeezed_at = None;
            }
            Command::Set(setting) => {
                let in_app = self.settings.in_app_dialogs;
                let language = self.settings.ui_language();
                setting.apply(&mut self.settings);
                if self.settings.ui_language() != language {
                    // A sentence stays in the language it was said in: it
                    // goes with it (issue 74: a red message stayed English).
                    self.status = Status::none();
                }
                if self.settings.in_app_dialogs != in_app {
                    self.dialog_kind = DialogKind::initial(self.settings.in_app_dialogs);
                }
                if let Some(ctx) = ctx {
                    self.apply_theme(ctx);
                }
            }
            Command::SaveBoard => self.save_board(),
            Command::SaveBoardAs(format) => {
                self.settings.save_format = format;
                self.save_board();
            }
            Command::Save { what, stem } => self.save_other(what, &stem),
            Command::ExportAll(filter) => self.export_all(filter),
            Command::CancelFile => {
                if let Some(file) = &self.file_job {
                    file.job.cancel();
                }
            }
            Command::CopyText => self.copy_text(ctx),
            Command::Copy { text, said } => {
                if let Some(ctx) = ctx {
                    ctx.copy_text(text);
                }
                self.status = Status::info(said);
            }
            // A page may read the clipboard only in the browser's own paste.
            Command::Paste if crate::platform::PASTE_BY_KEYS_ONLY => {
                self.status = Status::info(t!("status-paste-keys"));
            }
            Command::Paste => {
                if let Some(ctx) = ctx {
                    ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                }
            }
            Command::Quit => {
                if let Some(ctx) = ctx {
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                }
            }
            Command::OpenDialog => self.ask_open(),
            Command::OpenForView => self.ask_open_for_view(),
            Command::OpenHanded(file) => self.open_handed(file, ctx),
            // A view may open a file or a text itself (a solver's output
            // on Check a solver, a puzzle's text from anywhere).
            Command::OpenFile(path) => self.open_incoming(Incoming::File(&path), ctx),
            Command::OpenText(text) => self.open_incoming(Incoming::Pasted(&text), ctx),
        }
        if let Some(ctx) = ctx {
            ctx.request_repaint();
        }
    }
}

impl eframe::App for App {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.poll_jobs();
        // SIGTERM raises the flag and wakes the loop; a window nobody sees
        // (covered, minimised) gets no ui pass, only this one, so the state
        // is saved and the window closed here (issue 74: it waited until
        // the window was shown again).
        if self.quit_requested.load(Ordering::Relaxed) && !self.quitting {
            self.quit_now(frame.storage_mut(), ctx);
        }
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        self.held.split(&mut raw_input.events);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        // Jobs are polled here too so that a frame never shows an older state
        // than the one logic() saw (tests drive ui() directly).
        i18n::set_language(self.settings.ui_language());
        // A test's in-order worker moves its streams a slice a frame.
        self.worker.turn();
        if self.held.holding() {
            // The Tabs held back come a frame at a time.
            ui.ctx().request_repaint();
        }
        self.poll_jobs();
        for file in crate::platform::take_handed_files() {
            self.apply(Command::OpenHanded(file), Some(ui.ctx()));
        }
        for fragment in crate::platform::take_address_changes() {
            self.open_address(&fragment);
        }
        let dt = f64::from(ui.input(|i| i.stable_dt).min(0.1));
        let id = self.view_id();
        keys::board_keys_stay_with_their_view(ui.ctx(), id);
        let animating = self.with_views(|views, act| views.update(id, dt, act));
        let mut commands = Vec::new();
        let mut for_views = Vec::new();
        self.keyboard(ui, &mut commands, &mut for_views);
        self.show_panels(ui, id, &mut commands, &mut for_views);
        let ctx = ui.ctx().clone();
        self.show_in_app_dialog(&ctx);
        self.show_replace_question(&ctx);
        self.take_screenshot(&ctx);
        self.help_window(&ctx, &mut commands);
        for command in for_views {
            self.apply_to_view(command);
        }
        for command in commands {
            self.apply(command, Some(&ctx));
        }
        self.follow_title_and_address(&ctx);
        let busy = self.session.busy() || self.file_job.is_some() || self.reading.is_some();
        if animating {
            ctx.request_repaint();
        }
        if busy || self.status.is_current() {
            // Elapsed times move between events, and news fades.
            ctx.request_repaint_after(Duration::from_millis(250));
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
    }

    fn auto_save_interval(&self) -> Duration {
        crate::platform::AUTO_SAVE
    }
}

impl App {
    /// The menus, the status line, the controls on the left, the view's
    /// own panel on the right and its board in the middle; what they ask
    /// for is gathered into `commands` and `for_views`.
    fn show_panels(
        &mut self,
        ui: &mut Ui,
        id: ViewId,
        commands: &mut Vec<Command>,
        for_views: &mut Vec<ViewCommand>,
    ) {
        if !self.embedded {
            egui::Panel::top("top").show(ui, |ui| self.top_bar(ui, commands));
            egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui, commands));
        }
        if narrow(ui.ctx()) {
            self.narrow_panels(ui, id, commands, for_views);
            return;
        }
        let controls = egui::Panel::left(("controls", self.layout.reset))
            .resizable(true)
            .default_size(270.0)
            .min_size(220.0)
            .show(ui, |ui| {
                // The panel keeps the width it was given or dragged to,
                // whatever a view puts in it: a wide control scrolls
                // sideways instead of widening the panel (and moving the
                // view buttons, which wrapped anew under the pointer).
                // Where the column runs past the window's foot its last
                // line fades out whole rather than ending cut mid-line
                // (Browse's Count at 1180×760).
                ui.spacing_mut().scroll.fade = egui::style::ScrollFadeStyle {
                    strength: 1.0,
                    size: 36.0,
                };
                egui::ScrollArea::both()
                    .auto_shrink([false, true])
                    .show(ui, |ui| self.controls(ui, id, commands, for_views, false));
            });
        self.layout.controls_edge = controls.response.rect.right();
        {
            let Session { shared, views } = &mut self.session;
            let look = Look {
                settings: &self.settings,
                shared,
            };
            if let Some(shape) = views.right_panel_shape(id, &look) {
                let widest = (ui.available_width() * shape.share).max(120.0);
                let layout = (self.layout.reset, self.layout.right);
                let asked = Asked {
                    app: commands,
                    views: for_views,
                };
                if widest < shape.readable {
                    // Too narrow a window for a readable column beside the
                    // board (at 800 wide the code had 190 pixels): under
                    // it instead, its full width.
                    let room = ui.available_height();
                    egui::Panel::bottom(("under panel", id, layout))
                        .resizable(true)
                        .default_size((room * shape.under).max(160.0))
                        .min_size(120.0)
                        .max_size((room * 0.85).max(160.0))
                        .show(ui, |ui| {
                            // Filled, it keeps its height (a panel is as
                            // tall as what it holds: empty, it had stayed
                            // small).
                            ui.set_min_height(ui.available_height());
                            views.right_panel(id, ui, &look, asked)
                        });
                } else {
                    // A panel squeezed by a small window grows back as the
                    // window does: its remembered width is dropped (a new
                    // id) whenever there is more room than when squeezed.
                    if self.layout.squeezed_at.is_some_and(|at| widest > at + 1.0) {
                        self.layout.squeezed_at = None;
                        self.layout.right += 1;
                    }
                    if widest < shape.width {
                        self.layout.squeezed_at = Some(widest);
                    }
                    let layout = (self.layout.reset, self.layout.right);
                    // Each view's panel keeps its own width.
                    egui::Panel::right(("right panel", id, layout))
                        .resizable(true)
                        .default_size(shape.width.min(widest))
                        .min_size(120.0)
                        .max_size(widest)
                        .show(ui, |ui| views.right_panel(id, ui, &look, asked));
                }
            }
            egui::CentralPanel::default().show(ui, |ui| {
                let asked = Asked {
                    app: commands,
                    views: for_views,
                };
                views.central(id, ui, &look, asked);
            });
        }
    }

    /// The column of controls: the views' selector, the board's size
    /// (not for a puzzle with sizes of its own), the view's panel, its side
    /// panel too when `with_side` (under a phone's board), and the export
    /// options.
    fn controls(
        &mut self,
        ui: &mut Ui,
        id: ViewId,
        commands: &mut Vec<Command>,
        for_views: &mut Vec<ViewCommand>,
        with_side: bool,
    ) {
        self.view_selector(ui, commands);
        if !id.own_puzzle() {
            self.size_controls(ui, commands);
        }
        let Session { shared, views } = &mut self.session;
        let look = Look {
            settings: &self.settings,
            shared,
        };
        let asked = Asked {
            app: commands,
            views: for_views,
        };
        views.panel(id, ui, &look, asked);
        if with_side && views.right_panel_shape(id, &look).is_some() {
            ui.separator();
            let asked = Asked {
                app: commands,
                views: for_views,
            };
            views.right_panel(id, ui, &look, asked);
        }
        if !id.own_puzzle() {
            self.export_options(ui, commands);
        }
    }

    /// A phone's page (or a narrow window): the board first, the whole
    /// width and as high as it is wide, and under it the controls, the
    /// view's panel and its side panel, one column that scrolls.
    fn narrow_panels(
        &mut self,
        ui: &mut Ui,
        id: ViewId,
        commands: &mut Vec<Command>,
        for_views: &mut Vec<ViewCommand>,
    ) {
        let side = ui.available_width().min(ui.available_height() * 0.62);
        let under = (ui.available_height() - side).max(120.0);
        egui::Panel::bottom(("narrow controls", self.layout.reset))
            .resizable(false)
            .exact_size(under)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .show(ui, |ui| self.controls(ui, id, commands, for_views, true));
            });
        let Session { shared, views } = &mut self.session;
        let look = Look {
            settings: &self.settings,
            shared,
        };
        // The board takes the width: a margin is a square less.
        let frame = egui::Frame::central_panel(ui.style()).inner_margin(2);
        egui::CentralPanel::default().frame(frame).show(ui, |ui| {
            let asked = Asked {
                app: commands,
                views: for_views,
            };
            views.central(id, ui, &look, asked);
        });
    }

    /// Whether the app speaks: the page's setting, turned on by the first
    /// control on the page.
    pub fn speaking(&self) -> bool {
        crate::platform::CAN_SPEAK && self.settings.speak.unwrap_or(false)
    }

    /// A flag that, once set (by a SIGTERM or SIGINT handler), makes the
    /// next frame save the state and close the window, as a close does.
    /// Whoever sets it should also ask the context for a repaint.
    pub fn quit_signal(&self) -> Arc<AtomicBool> {
        self.quit_requested.clone()
    }

    /// Saves the state to `storage` at once (a signal may not wait for
    /// eframe's own save on exit) and closes the window.
    pub fn quit_now(
        &mut self,
        storage: Option<&mut (dyn eframe::Storage + '_)>,
        ctx: &egui::Context,
    ) {
        self.quitting = true;
        if let Some(storage) = storage {
            eframe::App::save(self, storage);
            storage.flush();
        }
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }

    /// The window title: where the person is, e.g.
    /// "N-Queens Explorer — n = 8, solution 5 of 92".
    pub fn window_title(&self) -> String {
        let what = self.session.views.describe(self.view_id(), &self.look());
        let n = thousands(self.session.n() as u64);
        let name = i18n::tr("app-name");
        // A puzzle of its own has its own size, and the queens' n and
        // rules are not its.
        if self.view_id().own_puzzle() {
            return format!("{name} — {what}");
        }
        // Other rules are named first: the same n is another puzzle. The
        // rules the board plays by, which past 32 are the queens'.
        let played = &self.session.shared.rules;
        let rules = played
            .other()
            .map(|rules| format!("{}, ", words::rules_words(&rules)))
            .unwrap_or_default();
        if what.is_empty() {
            format!("{name} — {rules}n = {n}")
        } else {
            format!("{name} — {rules}n = {n}, {what}")
        }
    }
}

/// The app's name in English: its id for the saved state; the window
/// says it in its language (`app-name`).
pub const APP_NAME: &str = "N-Queens Explorer";

impl Drop for App {
    /// A file being written gets a few seconds to finish; then it is
    /// stopped and its temporary file removed before the process goes, so
    /// quitting never leaves a `.nqueens-*.tmp` behind.
    fn drop(&mut self) {
        if let Some(mut file) = self.file_job.take()
            && !file.job.wait(QUIT_WAIT)
        {
            file.job.stop_and_wait(QUIT_WAIT);
        }
    }
}
