//! The desktop app. [`App`] holds what outlives a change of n (the settings,
//! the worker, the dialogs, a file being written, the status line) and the
//! [`Session`] of the current n, which holds the views. Panels push
//! commands; commands and the worker's events change the state between
//! frames, never while drawing.

mod big;
mod browse;
mod canvas;
mod dialogs;
mod gallery;
mod heatmap;
mod panels;
mod pins;
mod play;
mod session;
mod stats;
mod view;
mod watch;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, Ui};
use serde::{Deserialize, Serialize};

use crate::catalog::Filter;
use crate::engine::{MAX_N, MAX_SEARCH_N};
use crate::formats::{self, BoardFormat, ImageOptions, ListFormat};
use crate::scene::{Palette, SceneOptions};
use crate::worker::tasks::{self, Opened};
use crate::worker::{Job, Outcome, Worker};

pub use big::Big;
pub use browse::{Browse, BrowseCommand};
pub use canvas::{color, paint_scene};
pub use dialogs::{Answer, DialogKind, Dialogs, FileFilter, InAppDialog, NativeDialogs, Shown};
pub use heatmap::{Heatmap, HeatmapCommand, tally_time};
pub use pins::{Pins, PinsCommand, next_mark};
pub use play::{Play, PlayCommand, PlayState};
pub use session::{AUTO_SURVEY_LIMIT, CountJob, Listing, SearchState, Session, Shared, SurveyJob};
pub use stats::{Chart, Stats, StatsCommand, charts};
pub use view::{Act, Look, VIEWS, View, ViewCommand};
pub use watch::{TRACE_LIMIT, WATCH_MAX_SPEED, Watch, WatchState, describe, minute_pace};

/// What the app remembers across restarts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub n: usize,
    /// The selected solution's number in the filtered list, from 1.
    pub selected: u64,
    pub filter: Filter,
    pub labels: bool,
    pub show_attacks: bool,
    pub dark: bool,
    /// Format, PNG size and labels of "Save board".
    pub save_format: BoardFormat,
    pub png_size: u32,
    pub png_labels: bool,
    /// Format of "Export all".
    pub list_format: ListFormat,
    /// The view shown, by its id (see [`VIEWS`]).
    pub view: String,
    /// Steps a second of the search animation.
    pub watch_speed: f64,
    /// The search animation runs a whole run in about a minute (else at
    /// `watch_speed`).
    pub watch_minute: bool,
    /// Use the app's own file dialogs even where the system has some.
    pub in_app_dialogs: bool,
    /// Where the last file was saved or opened (the app's own dialog
    /// starts there).
    pub last_dir: Option<PathBuf>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            n: 8,
            selected: 1,
            filter: Filter::All,
            labels: true,
            show_attacks: true,
            dark: false,
            save_format: BoardFormat::Png,
            png_size: formats::DEFAULT_PNG_SIZE,
            png_labels: false,
            list_format: ListFormat::Text,
            view: "browse".into(),
            watch_speed: 8.0,
            watch_minute: true,
            in_app_dialogs: false,
            last_dir: None,
        }
    }
}

impl Settings {
    /// The settings with anything out of range put back in range (a state
    /// saved by another version, or edited by hand).
    fn sanitized(mut self) -> Self {
        if !(1..=MAX_N).contains(&self.n) {
            self.n = Settings::default().n;
        }
        self.selected = self.selected.max(1);
        self.png_size = self
            .png_size
            .clamp(formats::MIN_PNG_SIZE, formats::MAX_PNG_SIZE);
        if !(self.watch_speed.is_finite() && (1.0..=WATCH_MAX_SPEED).contains(&self.watch_speed)) {
            self.watch_speed = Settings::default().watch_speed;
        }
        self
    }
}

/// The status line: what just happened, an error in red, news in the
/// normal colour that fades after a while.
#[derive(Debug, Clone, PartialEq)]
pub struct Status {
    pub text: String,
    pub error: bool,
    pub since: Instant,
}

/// How long news stays in the status line.
pub const NEWS_LIFETIME: Duration = Duration::from_secs(8);

impl Status {
    pub fn info(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            error: false,
            since: Instant::now(),
        }
    }

    pub fn error(text: impl Into<String>) -> Status {
        Status {
            error: true,
            ..Status::info(text)
        }
    }

    /// Nothing to say.
    pub fn none() -> Status {
        Status::info("")
    }

    /// Whether it is still worth showing.
    pub fn is_current(&self) -> bool {
        !self.text.is_empty() && (self.error || self.since.elapsed() < NEWS_LIFETIME)
    }
}

/// A file being written on the worker. It belongs to the app: a change of n
/// does not stop it, and quitting waits for it to clean up.
pub struct FileJob {
    job: Job<PathBuf>,
    /// What is written, for the status bar.
    pub what: String,
    pub progress: Option<f64>,
}

/// A board file or pasted text being read on the worker.
struct Reading {
    job: Job<Opened>,
    /// Where the board comes from, in words.
    origin: String,
}

/// Actions gathered while drawing a frame, applied at its end.
pub enum Command {
    SetN(usize),
    /// Show the view with this id.
    SetView(&'static str),
    /// Ask where to save the board shown, then save it.
    SaveBoard,
    /// Ask where, then write every solution of n (or the fundamental ones).
    ExportAll(Filter),
    CancelFile,
    CopyText,
    /// Ask the system for the clipboard's text; it comes back as a paste.
    Paste,
    /// Close the window (saving the state, as a close does).
    Quit,
    /// Open a Help window, or close it.
    Help(Option<HelpPage>),
    /// Ask for a board file and open it.
    OpenDialog,
    OpenFile(PathBuf),
    /// A board given as text (pasted).
    OpenText(String),
    /// Something to say in the status line.
    Say(Status),
    /// A change of the settings made in a menu or an options panel: only
    /// the fields it edits.
    EditSettings(Box<dyn FnOnce(&mut Settings) + Send>),
    /// A command of one view, for the view with that id.
    View(&'static str, ViewCommand),
    /// Ask where, then save a picture or a table a view made.
    Save {
        what: SaveWhat,
        stem: String,
    },
}

/// Something a view saves besides its board.
#[derive(Clone)]
pub enum SaveWhat {
    /// A scene of a board of side n (a heatmap), as PNG or SVG.
    Picture {
        scene: Arc<crate::scene::Scene>,
        n: usize,
    },
    /// A table, as CSV.
    Csv(Arc<Vec<u8>>),
    /// A part of the window (a chart), as PNG: a screenshot of that
    /// rectangle, in points.
    Screenshot(egui::Rect),
}

const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
/// Shown in the Edit menu; the integration turns these keys into
/// [`egui::Event::Copy`] and [`egui::Event::Paste`].
const COPY: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::C);
const PASTE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::V);

/// A part of the window to save as PNG once the window is photographed.
struct Screenshot {
    /// In points.
    rect: egui::Rect,
    path: PathBuf,
    asked: bool,
    /// Where the integration puts the picture of the window.
    taken: Arc<std::sync::Mutex<Option<Arc<egui::ColorImage>>>>,
}

/// The pages of the Help menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HelpPage {
    Shortcuts,
    HowTo,
    About,
}

impl HelpPage {
    pub fn title(self) -> &'static str {
        match self {
            HelpPage::Shortcuts => "Keyboard shortcuts",
            HelpPage::HowTo => "How to use",
            HelpPage::About => "About N-Queens Explorer",
        }
    }
}

/// What a file chosen in a dialog is for.
enum FileUse {
    SaveBoard {
        board: Arc<crate::engine::Board>,
        /// The format when the name has no known extension.
        fallback: BoardFormat,
    },
    ExportAll {
        n: usize,
        filter: Filter,
        format: ListFormat,
    },
    Open,
    Other(SaveWhat),
}

/// How long quitting waits for a file being written to clean up.
const QUIT_WAIT: Duration = Duration::from_secs(3);

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
    /// The Help window open, if any.
    pub help: Option<HelpPage>,
    /// A chart to save as PNG from a screenshot of the window.
    screenshot: Option<Screenshot>,
    pub file_job: Option<FileJob>,
    reading: Option<Reading>,
    pub status: Status,
    pub session: Session,
    size_text: String,
}

/// The scene options of the settings (theme, labels).
pub fn scene_options(settings: &Settings) -> SceneOptions {
    SceneOptions {
        palette: if settings.dark {
            Palette::DARK
        } else {
            Palette::LIGHT
        },
        labels: settings.labels,
        ..SceneOptions::default()
    }
}

impl App {
    /// The app as eframe starts it, with the saved settings if they read.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        let settings = cc
            .storage
            .and_then(|s| eframe::get_value::<Settings>(s, eframe::APP_KEY))
            .unwrap_or_default();
        Self::with_settings(&cc.egui_ctx, settings)
    }

    /// The app with given settings (tests, and a restored state).
    pub fn with_settings(ctx: &egui::Context, settings: Settings) -> Self {
        let waker_ctx = ctx.clone();
        let mut worker = Worker::new(Arc::new(move || waker_ctx.request_repaint()));
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
        };
        app.apply_theme(ctx);
        app
    }

    /// Replaces the system's file dialogs (tests answer them without a
    /// window); they are then the ones in use.
    pub fn set_dialogs(&mut self, dialogs: Box<dyn Dialogs>) {
        self.dialogs = dialogs;
        self.dialog_kind = DialogKind::System;
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

    /// The view of type `T`, if the session has one (tests look inside).
    pub fn view<T: View + 'static>(&self) -> Option<&T> {
        self.session
            .all_views()
            .find_map(|v| v.as_any().downcast_ref::<T>())
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
    pub fn board(&mut self) -> Option<Arc<crate::engine::Board>> {
        let settings = &self.settings;
        let (view, shared) = self.session.current(settings);
        let look = Look { settings, shared };
        view.board(&look)
    }

    /// The id of the view shown.
    pub fn view_id(&mut self) -> &'static str {
        let (view, _) = self.session.current(&self.settings);
        view.id()
    }

    /// Forgets everything about the old n (its jobs stop as their handles
    /// go) and starts the new one. A file being written carries on.
    fn load_n(&mut self, n: usize) {
        self.settings.n = n;
        self.settings.selected = 1;
        self.size_text = n.to_string();
        self.session = Session::new(n, &self.settings, &mut self.worker);
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

    fn poll_file_job(&mut self) {
        let Some(file) = self.file_job.as_mut() else {
            return;
        };
        let outcome = file.job.poll();
        if file.job.progress() > 0.0 {
            file.progress = Some(file.job.progress());
        }
        let Some(outcome) = outcome else {
            return;
        };
        self.status = match outcome {
            Outcome::Done(path) => Status::info(format!("Saved {}", path.display())),
            Outcome::Cancelled => Status::info(format!("Cancelled {}", file.what)),
            Outcome::Failed(e) => Status::error(e),
        };
        self.file_job = None;
    }

    fn poll_reading(&mut self) {
        let Some(reading) = self.reading.as_mut() else {
            return;
        };
        let Some(outcome) = reading.job.poll() else {
            return;
        };
        let origin = std::mem::take(&mut reading.origin);
        self.reading = None;
        match outcome {
            Outcome::Done(opened) => self.show_board(opened, &origin),
            Outcome::Cancelled => {}
            Outcome::Failed(e) => self.status = Status::error(e),
        }
    }

    /// Shows a board that came from outside (a file, the clipboard): in the
    /// browser, which selects its number once the search has it.
    fn show_board(&mut self, opened: Opened, origin: &str) {
        let Opened {
            board,
            crowded_row,
            verdict,
        } = opened;
        let Some(board) = board else {
            // The app's board holds one queen per row; the file is left as
            // it is, and the command line checks it whole.
            let row = crowded_row.unwrap_or(0);
            let pairs = verdict.pairs;
            let word = if pairs == 1 { "pair" } else { "pairs" };
            self.status = Status::error(format!(
                "{origin}: row {row} holds more than one queen ({} attacking {word} in all); \
                 the board view shows one queen per row (`nqueens check` lists the pairs)",
                formats::grouped(pairs)
            ));
            return;
        };
        if board.n() != self.settings.n {
            self.load_n(board.n());
        }
        self.status = Status::info(if verdict.pairs > 0 {
            let pairs = if verdict.pairs == 1 { "pair" } else { "pairs" };
            format!(
                "{origin}: {} attacking {pairs}, marked on the board",
                formats::grouped(verdict.pairs)
            )
        } else if verdict.empty_rows == 0 {
            format!("{origin}: a solution")
        } else {
            format!(
                "{origin}: {} queens, no attacks",
                formats::grouped(verdict.queens)
            )
        });
        // A solution of a listed n is selected in the browser once numbered.
        let selected = (verdict.is_solution() && board.n() <= MAX_SEARCH_N)
            .then(|| board.columns())
            .flatten();
        self.session.shared.opened = Some(Arc::new(board));
        if let Some(columns) = selected {
            self.apply(
                Command::View("browse", Box::new(BrowseCommand::Locate(columns))),
                None,
            );
        }
    }

    fn start_file_job(&mut self, job: Job<PathBuf>, what: String) {
        // A new file job replaces the old one, which stops as its handle goes.
        self.file_job = Some(FileJob {
            job,
            what,
            progress: None,
        });
    }

    fn read(&mut self, job: Job<Opened>, origin: String) {
        self.reading = Some(Reading { job, origin });
    }

    /// Applies a command as if a panel had sent it (tests, tools).
    pub fn apply_public(&mut self, command: Command) {
        self.apply(command, None);
    }

    fn apply(&mut self, command: Command, ctx: Option<&egui::Context>) {
        match command {
            Command::SetN(n) => {
                if n != self.settings.n {
                    self.load_n(n);
                }
            }
            Command::SetView(id) => self.settings.view = id.to_string(),
            Command::Say(status) => self.status = status,
            Command::Help(page) => self.help = page,
            Command::EditSettings(edit) => {
                let in_app = self.settings.in_app_dialogs;
                edit(&mut self.settings);
                if self.settings.in_app_dialogs != in_app {
                    self.dialog_kind = DialogKind::initial(self.settings.in_app_dialogs);
                }
                if let Some(ctx) = ctx {
                    self.apply_theme(ctx);
                }
            }
            Command::View(id, command) => {
                let settings = &mut self.settings;
                if let Some((view, shared)) = self.session.view_by_id(id) {
                    let mut act = Act {
                        settings,
                        shared,
                        worker: &mut self.worker,
                        status: &mut self.status,
                    };
                    view.apply(command, &mut act);
                }
            }
            Command::SaveBoard => self.save_board(),
            Command::Save { what, stem } => self.save_other(what, &stem),
            Command::ExportAll(filter) => self.export_all(filter),
            Command::CancelFile => {
                if let Some(file) = &self.file_job {
                    file.job.cancel();
                }
            }
            Command::CopyText => {
                let Some(board) = self.board() else {
                    self.status = Status::error("There is no board to copy yet.");
                    return;
                };
                let bytes = BoardFormat::Text.file_bytes(board.n(), 0);
                if bytes > formats::MAX_CLIPBOARD_BYTES {
                    self.status = Status::error(format!(
                        "A text board of n = {} would be {} bytes: too large for the clipboard \
                         (at most {}); save it as .ron instead",
                        formats::grouped(board.n() as u64),
                        formats::grouped(bytes),
                        formats::grouped(formats::MAX_CLIPBOARD_BYTES)
                    ));
                    return;
                }
                if let Some(ctx) = ctx {
                    let text = formats::to_text(&board);
                    // The primary selection too, where the platform has one
                    // (X11, Wayland): a middle click pastes it elsewhere.
                    ctx.output_mut(|o| {
                        o.commands
                            .push(egui::OutputCommand::TextSelectionSettled(text.clone()))
                    });
                    ctx.copy_text(text);
                }
                self.status = Status::info("Board copied to the clipboard as text");
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
            Command::OpenFile(path) => {
                let name = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |f| f.to_string_lossy().into_owned(),
                );
                let job = self.worker.job(move |_| tasks::open(&path));
                self.read(job, name);
            }
            Command::OpenText(text) => {
                let job = self.worker.job(move |_| tasks::parse(&text));
                self.read(job, "Pasted board".into());
            }
        }
        if let Some(ctx) = ctx {
            ctx.request_repaint();
        }
    }

    fn save_board(&mut self) {
        let Some(board) = self.board() else {
            self.status = Status::error("There is no board to save yet.");
            return;
        };
        let n = board.n();
        // The last format used comes first; the extension chosen in the
        // dialog decides. Formats that cannot hold the board are left out.
        let preferred = self.settings.save_format;
        let formats: Vec<BoardFormat> = std::iter::once(preferred)
            .chain(BoardFormat::ALL.into_iter().filter(|f| *f != preferred))
            .filter(|f| f.holds(n).is_ok())
            .collect();
        let Some(&fallback) = formats.first() else {
            return;
        };
        let extensions: Vec<[&str; 1]> = formats.iter().map(|f| [f.extension()]).collect();
        let filters: Vec<FileFilter<'_>> = formats
            .iter()
            .zip(&extensions)
            .map(|(f, ext)| (f.name(), &ext[..]))
            .collect();
        let stem = {
            let settings = &self.settings;
            let (view, shared) = self.session.current(settings);
            view.file_stem(&Look { settings, shared })
        };
        let name = format!("{stem}.{}", fallback.extension());
        self.ask_save(
            "Save board",
            &name,
            &filters,
            FileUse::SaveBoard { board, fallback },
        );
    }

    fn save_other(&mut self, what: SaveWhat, stem: &str) {
        let (title, filters): (&str, &[FileFilter<'_>]) = match &what {
            SaveWhat::Picture { .. } => (
                "Save picture",
                &[("PNG image", &["png"]), ("SVG image", &["svg"])],
            ),
            SaveWhat::Csv(_) => ("Save table", &[("CSV table", &["csv"])]),
            SaveWhat::Screenshot(_) => ("Save chart", &[("PNG image", &["png"])]),
        };
        let extension = filters.first().map_or("png", |(_, e)| e[0]);
        let name = format!("{stem}.{extension}");
        self.ask_save(title, &name, filters, FileUse::Other(what));
    }

    fn export_all(&mut self, filter: Filter) {
        let n = self.settings.n;
        if n > MAX_SEARCH_N {
            return;
        }
        let format = self.settings.list_format;
        let kind = match filter {
            Filter::All => "all",
            Filter::Fundamental => "fundamental",
        };
        let name = format!("queens-{n}-{kind}.{}", format.extension());
        let extension = [format.extension()];
        let dialog_filter = [(format.extension(), &extension[..])];
        self.ask_save(
            "Export solutions",
            &name,
            &dialog_filter,
            FileUse::ExportAll { n, filter, format },
        );
    }

    /// Asks where to save, in the dialogs in use; the app's own dialog
    /// answers in a later frame.
    fn ask_save(&mut self, title: &str, name: &str, filters: &[FileFilter<'_>], what: FileUse) {
        if self.dialog_kind == DialogKind::System {
            match self.dialogs.save_file(title, name, filters) {
                Answer::Chosen(path) => return self.finish(what, path),
                Answer::Cancelled => return,
                Answer::Unavailable(why) => self.fall_back_to_in_app(why),
            }
        }
        let extensions: Vec<&str> = filters
            .iter()
            .flat_map(|(_, e)| e.iter().copied())
            .collect();
        let dir = self.start_dir();
        self.in_app = Some(InAppDialog::save(title, &dir, name, &extensions, what));
    }

    fn ask_open(&mut self) {
        let title = "Open board";
        let extensions = ["txt", "ron"];
        if self.dialog_kind == DialogKind::System {
            match self.dialogs.open_file(title, &[("Boards", &extensions)]) {
                Answer::Chosen(path) => return self.finish(FileUse::Open, path),
                Answer::Cancelled => return,
                Answer::Unavailable(why) => self.fall_back_to_in_app(why),
            }
        }
        let dir = self.start_dir();
        self.in_app = Some(InAppDialog::open(title, &dir, &extensions, FileUse::Open));
    }

    /// The system's dialog did not open: the app's own takes over, for this
    /// time and the next ones, and the status line says so.
    fn fall_back_to_in_app(&mut self, why: String) {
        self.status = Status::info(format!("{why}: using the app's own file dialog"));
        self.dialog_kind = DialogKind::InApp(why);
    }

    /// Where the app's own dialog starts: the last folder used, else the
    /// home folder, else the working one.
    fn start_dir(&self) -> PathBuf {
        self.settings
            .last_dir
            .clone()
            .filter(|d| d.is_dir())
            .or_else(|| std::env::var_os("HOME").map(PathBuf::from))
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("."))
    }

    /// Does what a file was chosen for.
    fn finish(&mut self, what: FileUse, mut path: PathBuf) {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.settings.last_dir = Some(dir.to_path_buf());
        }
        match what {
            FileUse::SaveBoard { board, fallback } => {
                let format = match BoardFormat::from_path(&path) {
                    Some(format) => format,
                    None => {
                        path.set_extension(fallback.extension());
                        fallback
                    }
                };
                if let Err(why) = format.holds(board.n()) {
                    self.status = Status::error(why);
                    return;
                }
                self.settings.save_format = format;
                let image = ImageOptions {
                    size: self.settings.png_size,
                    labels: self.settings.png_labels,
                };
                let what = format!("saving {}", path.display());
                let job = self
                    .worker
                    .job(move |_| tasks::save_board(&board, path, format, &image));
                self.start_file_job(job, what);
            }
            FileUse::ExportAll { n, filter, format } => {
                // The listing may have moved on (or n changed) while the
                // dialog was open: only a complete listing of this n counts.
                let expected = self
                    .session
                    .shared
                    .listing(filter)
                    .filter(|l| self.session.n() == n && l.catalog.is_complete())
                    .map(|l| l.catalog.len());
                let what = format!("exporting {}", path.display());
                let job = self
                    .worker
                    .job(move |task| tasks::export_all(n, filter, format, path, expected, task));
                self.start_file_job(job, what);
            }
            FileUse::Open => self.apply(Command::OpenFile(path), None),
            FileUse::Other(SaveWhat::Picture { scene, n }) => {
                let format = match BoardFormat::from_path(&path) {
                    Some(f @ (BoardFormat::Png | BoardFormat::Svg)) => f,
                    _ => {
                        path.set_extension("png");
                        BoardFormat::Png
                    }
                };
                let what = format!("saving {}", path.display());
                let size = self.settings.png_size;
                let job = self
                    .worker
                    .job(move |_| tasks::save_picture(&scene, n, size, path, format));
                self.start_file_job(job, what);
            }
            FileUse::Other(SaveWhat::Csv(bytes)) => {
                if path.extension().is_none() {
                    path.set_extension("csv");
                }
                let what = format!("saving {}", path.display());
                let job = self.worker.job(move |_| tasks::save_bytes(&bytes, path));
                self.start_file_job(job, what);
            }
            FileUse::Other(SaveWhat::Screenshot(rect)) => {
                if path.extension().is_none() {
                    path.set_extension("png");
                }
                // The window is photographed at the next frame, once the
                // dialog is gone.
                self.screenshot = Some(Screenshot {
                    rect,
                    path,
                    asked: false,
                    taken: Default::default(),
                });
            }
        }
    }

    /// Draws the app's own file dialog, if open, and acts on its answer.
    fn show_in_app_dialog(&mut self, ctx: &egui::Context) {
        let Some(dialog) = self.in_app.as_mut() else {
            return;
        };
        match dialog.show(ctx) {
            Shown::Open => {}
            Shown::Cancelled => self.in_app = None,
            Shown::Chosen(path) => {
                if let Some(dialog) = self.in_app.take() {
                    // The system's dialogs ask before replacing a file; so
                    // does the app's own.
                    let saving = !matches!(dialog.purpose, FileUse::Open);
                    if saving && path.exists() {
                        self.replace = Some((dialog.purpose, path));
                    } else {
                        self.finish(dialog.purpose, path);
                    }
                }
            }
        }
    }

    /// Saves a part of the window as PNG: asks for a screenshot, and when it
    /// arrives (a frame or two later), crops it and writes it on the worker.
    fn take_screenshot(&mut self, ctx: &egui::Context) {
        let Some(shot) = self.screenshot.as_mut() else {
            return;
        };
        if !shot.asked {
            shot.asked = true;
            let (slot, waker) = (shot.taken.clone(), ctx.clone());
            ctx.request_screenshot(move |image| {
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(image);
                }
                waker.request_repaint();
            });
            return;
        }
        let image = shot.taken.lock().ok().and_then(|mut slot| slot.take());
        let Some(image) = image else { return };
        let Some(shot) = self.screenshot.take() else {
            return;
        };
        let ppp = ctx.pixels_per_point();
        let [width, height] = image.size;
        let x0 = ((shot.rect.left() * ppp).round().max(0.0) as usize).min(width);
        let y0 = ((shot.rect.top() * ppp).round().max(0.0) as usize).min(height);
        let x1 = ((shot.rect.right() * ppp).round().max(0.0) as usize).clamp(x0, width);
        let y1 = ((shot.rect.bottom() * ppp).round().max(0.0) as usize).clamp(y0, height);
        let mut rgba = Vec::with_capacity((x1 - x0) * (y1 - y0) * 4);
        for y in y0..y1 {
            for pixel in &image.pixels[y * width + x0..y * width + x1] {
                rgba.extend_from_slice(&pixel.to_srgba_unmultiplied());
            }
        }
        match formats::png_from_rgba((x1 - x0) as u32, (y1 - y0) as u32, &rgba) {
            Ok(png) => {
                let what = format!("saving {}", shot.path.display());
                let path = shot.path;
                let job = self.worker.job(move |_| tasks::save_bytes(&png, path));
                self.start_file_job(job, what);
            }
            Err(e) => self.status = Status::error(format!("The chart could not be saved: {e}")),
        }
    }

    /// Asks whether to replace an existing file chosen in the app's own
    /// dialog.
    fn show_replace_question(&mut self, ctx: &egui::Context) {
        let Some((_, path)) = &self.replace else {
            return;
        };
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |f| f.to_string_lossy().into_owned(),
        );
        let mut answer = None;
        let modal = egui::Modal::new(egui::Id::unique("replace-file")).show(ctx, |ui| {
            ui.heading(format!("Replace {name}?"));
            ui.label("A file of that name is already there; saving replaces it.");
            ui.horizontal(|ui| {
                if ui.button("Replace").clicked() {
                    answer = Some(true);
                }
                if ui.button("Cancel").clicked() {
                    answer = Some(false);
                }
            });
        });
        if modal.should_close() && answer.is_none() {
            answer = Some(false);
        }
        if let Some(replace) = answer
            && let Some((what, path)) = self.replace.take()
            && replace
        {
            self.finish(what, path);
        }
    }

    fn keyboard(&mut self, ui: &Ui, commands: &mut Vec<Command>) {
        ui.input_mut(|i| {
            if i.consume_shortcut(&SAVE) {
                commands.push(Command::SaveBoard);
            }
            if i.consume_shortcut(&OPEN) {
                commands.push(Command::OpenDialog);
            }
            if i.consume_shortcut(&QUIT) {
                commands.push(Command::Quit);
            }
            if self.help.is_some() && i.consume_key(Modifiers::NONE, Key::Escape) {
                commands.push(Command::Help(None));
            }
            for file in &i.raw.dropped_files {
                commands.push(Command::OpenFile(file.path().to_path_buf()));
            }
        });
        // A text field or the app's own file dialog has the keys.
        if ui.ctx().egui_wants_keyboard_input() || self.in_app.is_some() || self.replace.is_some() {
            return;
        }
        let (view, _) = self.session.current(&self.settings);
        ui.input_mut(|i| {
            for event in &i.events {
                match event {
                    egui::Event::Paste(text) => commands.push(Command::OpenText(text.clone())),
                    egui::Event::Copy => commands.push(Command::CopyText),
                    _ => {}
                }
            }
            view.keys(i, commands);
        });
    }
}

impl eframe::App for App {
    fn logic(&mut self, _ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.poll_jobs();
    }

    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        // Jobs are polled here too so that a frame never shows an older state
        // than the one logic() saw (tests drive ui() directly).
        self.poll_jobs();
        if self.quit_requested.load(Ordering::Relaxed) && !self.quitting {
            self.quit_now(frame.storage_mut(), ui.ctx());
        }
        let dt = f64::from(ui.input(|i| i.stable_dt).min(0.1));
        let animating = {
            let settings = &mut self.settings;
            let (view, shared) = self.session.current(settings);
            let mut act = Act {
                settings,
                shared,
                worker: &mut self.worker,
                status: &mut self.status,
            };
            view.update(dt, &mut act)
        };
        let mut commands = Vec::new();
        self.keyboard(ui, &mut commands);
        egui::Panel::top("top").show(ui, |ui| self.top_bar(ui, &mut commands));
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui, &mut commands));
        egui::Panel::left("controls")
            .resizable(true)
            .default_size(270.0)
            .min_size(220.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.view_selector(ui, &mut commands);
                    self.size_controls(ui, &mut commands);
                    let settings = &self.settings;
                    let (view, shared) = self.session.current(settings);
                    view.panel(ui, &Look { settings, shared }, &mut commands);
                    self.export_options(ui, &mut commands);
                });
            });
        {
            let settings = &self.settings;
            let (view, shared) = self.session.current(settings);
            let look = Look { settings, shared };
            if view.has_right_panel(&look) {
                egui::Panel::right("gallery")
                    .resizable(true)
                    .default_size(250.0)
                    .min_size(120.0)
                    .show(ui, |ui| view.right_panel(ui, &look, &mut commands));
            }
            egui::CentralPanel::default().show(ui, |ui| view.central(ui, &look, &mut commands));
        }
        let ctx = ui.ctx().clone();
        self.show_in_app_dialog(&ctx);
        self.show_replace_question(&ctx);
        self.take_screenshot(&ctx);
        self.help_window(&ctx, &mut commands);
        for command in commands {
            self.apply(command, Some(&ctx));
        }
        let title = self.window_title();
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
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
}

impl App {
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
    pub fn window_title(&mut self) -> String {
        let settings = &self.settings;
        let (view, shared) = self.session.current(settings);
        let what = view.describe(&Look { settings, shared });
        let n = thousands(self.session.n() as u64);
        if what.is_empty() {
            format!("{APP_NAME} — n = {n}")
        } else {
            format!("{APP_NAME} — n = {n}, {what}")
        }
    }
}

/// The app's name, as the window and the About box give it.
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

/// Parses a board size typed by a person: digits, with `,` or `_` allowed
/// between them.
///
/// ```
/// assert_eq!(nqueens::app::parse_n("1,000,000"), Ok(1_000_000));
/// assert!(nqueens::app::parse_n("0").is_err());
/// assert!(nqueens::app::parse_n("eight").is_err());
/// ```
pub fn parse_n(text: &str) -> Result<usize, String> {
    let digits: String = text
        .trim()
        .chars()
        .filter(|c| *c != ',' && *c != '_')
        .collect();
    match digits.parse::<usize>() {
        Ok(n) if (1..=MAX_N).contains(&n) => Ok(n),
        Ok(n) => Err(format!(
            "n = {n} is out of range: choose 1 to {}",
            thousands(MAX_N as u64)
        )),
        Err(_) => Err(format!("{:?} is not a whole number", text.trim())),
    }
}

/// 14772512 as "14,772,512".
pub fn thousands(value: u64) -> String {
    formats::grouped(value)
}

fn seconds(s: f64) -> String {
    if s < 60.0 {
        format!("{s:.1} s")
    } else if s < 3600.0 {
        format!("{:.0} min {:.0} s", (s / 60.0).floor(), s % 60.0)
    } else {
        format!("{:.1} h", s / 3600.0)
    }
}

/// A count with its noun (kept here for the views; it lives in formats).
pub use crate::formats::plural;
