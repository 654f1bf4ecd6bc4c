// The desktop app: board canvas, size controls, solution browser, gallery,
// counting and status bar, fed by the worker's events.

mod canvas;
mod dialogs;
mod explore;
mod gallery;
mod panels;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, Ui};
use serde::{Deserialize, Serialize};

use crate::catalog::{Catalog, Filter, default_stride};
use crate::engine::{self, Board, Counts, MAX_N, MAX_SEARCH_N, Placement, Square, Symmetry, orbit};
use crate::formats::{self, BoardFormat, ImageOptions, ListFormat};
use crate::scene::{Palette, SceneOptions};
use crate::worker::{EventKind, Generation, Job, Worker};

pub use canvas::{color, paint_scene};
pub use dialogs::{Dialogs, FileFilter, NativeDialogs};
pub use explore::{Mode, PlayState, TRACE_LIMIT, WatchState, describe};

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
    pub mode: Mode,
    /// Steps a second of the search animation.
    pub watch_speed: f64,
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
            mode: Mode::Browse,
            watch_speed: 8.0,
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

/// Where a listing of solutions stands.
#[derive(Debug, Clone, PartialEq)]
pub enum SearchState {
    Searching,
    Done,
    Cancelled,
    Failed(String),
}

/// The solutions of the current n streamed in from the worker.
pub struct Listing {
    pub catalog: Catalog,
    generation: Generation,
    started: Instant,
    elapsed: Option<Duration>,
    pub state: SearchState,
}

impl Listing {
    fn elapsed(&self) -> Duration {
        self.elapsed.unwrap_or_else(|| self.started.elapsed())
    }
}

/// A count running or finished on the worker.
pub struct CountJob {
    pub n: usize,
    generation: Generation,
    started: Instant,
    pub progress: f64,
    pub result: Option<Counts>,
    pub state: SearchState,
}

/// A file being written on the worker.
pub struct FileJob {
    generation: Generation,
    /// What is written, for the status bar.
    pub what: String,
    pub progress: Option<f64>,
}

/// The orbit of the selected solution with each image's number among all
/// solutions (`None` while the search has not reached it).
struct OrbitCache {
    columns: Vec<u32>,
    known_when_computed: u64,
    images: Vec<(Symmetry, Option<u64>)>,
}

/// Actions gathered while drawing a frame, applied at its end.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    SetN(usize),
    Select(u64),
    Step(i64),
    First,
    Last,
    SetFilter(Filter),
    /// Select a solution by its number among all (switching the filter).
    SelectInAll(u64),
    StartCount,
    CancelCount,
    /// Ask where to save the board on the canvas, then save it.
    SaveBoard,
    /// Ask where, then write every solution of n (or the fundamental ones).
    ExportAll(Filter),
    CancelFile,
    CopyText,
    /// Ask for a board file and open it.
    OpenDialog,
    OpenFile(PathBuf),
    /// A board given as text (pasted, or a dropped file's bytes).
    OpenText(String),
    SetMode(Mode),
    /// A click on a square of the board.
    BoardClick(Square),
    Undo,
    Redo,
    ClearPlay,
    /// Ask the worker to complete the play board.
    Complete,
    /// Another solution of a big board by local search.
    Shuffle,
    WatchPlay(bool),
    WatchStep,
    WatchBack,
    WatchRestart,
    WatchToEnd,
}

const NEXT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowRight);
const PREVIOUS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowLeft);
const FIRST: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Home);
const LAST: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::End);
const PAGE_UP: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::PageUp);
const PAGE_DOWN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::PageDown);
const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Checked before [`UNDO`], which would also match it.
const REDO: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
/// How far PageUp and PageDown move.
const PAGE: i64 = 10;
/// The fastest the animation runs, in steps a second.
const WATCH_MAX_SPEED: f64 = 5000.0;
/// Above this n a count is offered with a warning that it may take very long.
const QUICK_COUNT_LIMIT: usize = 18;

pub struct App {
    pub settings: Settings,
    worker: Worker,
    /// All solutions of n (n <= 32).
    pub all: Option<Listing>,
    /// Fundamental solutions, while that filter is on.
    pub fundamental: Option<Listing>,
    /// A solution by construction, for n past the search's reach.
    pub constructed: Option<Board>,
    /// What the constructed board is, in words (checked once).
    constructed_note: Option<String>,
    pub count: Option<CountJob>,
    pub file_job: Option<FileJob>,
    /// A board opened from a file or the clipboard, shown until the person
    /// browses again.
    pub opened: Option<Board>,
    /// A solution opened while the search had not reached it yet: selected
    /// as soon as it has.
    pending_select: Option<Vec<u32>>,
    dialogs: Box<dyn Dialogs>,
    pub play: Option<PlayState>,
    pub watch: Option<WatchState>,
    /// The construction or local search in flight for a big board.
    board_job: Option<Generation>,
    jump_text: String,
    size_text: String,
    pub message: Option<String>,
    selected_cache: Option<((usize, Filter, u64), Board)>,
    orbit_cache: Option<OrbitCache>,
    gallery: gallery::Gallery,
    big: canvas::BigBoardView,
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
        let worker = Worker::new(Arc::new(move || waker_ctx.request_repaint()));
        let settings = settings.sanitized();
        let mut app = App {
            size_text: settings.n.to_string(),
            settings,
            worker,
            all: None,
            fundamental: None,
            constructed: None,
            constructed_note: None,
            count: None,
            file_job: None,
            opened: None,
            pending_select: None,
            dialogs: Box::new(NativeDialogs),
            play: None,
            watch: None,
            board_job: None,
            jump_text: String::new(),
            message: None,
            selected_cache: None,
            orbit_cache: None,
            gallery: gallery::Gallery::default(),
            big: canvas::BigBoardView::default(),
        };
        let selected = app.settings.selected;
        app.load_n(app.settings.n);
        app.settings.selected = selected;
        app.apply_theme(ctx);
        app
    }

    /// Replaces the file dialogs (tests answer them without a window).
    pub fn set_dialogs(&mut self, dialogs: Box<dyn Dialogs>) {
        self.dialogs = dialogs;
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

    fn apply_theme(&self, ctx: &egui::Context) {
        ctx.set_theme(if self.settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
    }

    /// Forgets everything about the old n, cancels its searches, and starts
    /// the new one.
    fn load_n(&mut self, n: usize) {
        self.worker.cancel_all();
        self.all = None;
        self.fundamental = None;
        self.constructed = None;
        self.constructed_note = None;
        self.count = None;
        self.opened = None;
        self.pending_select = None;
        self.play = PlayState::new(n).filter(|_| n <= crate::scene::DETAIL_LIMIT);
        self.watch = None;
        self.board_job = None;
        self.selected_cache = None;
        self.orbit_cache = None;
        self.gallery = gallery::Gallery::default();
        self.settings.n = n;
        self.settings.selected = 1;
        self.size_text = n.to_string();
        self.message = None;
        if n <= MAX_SEARCH_N {
            self.all = Some(self.start_listing(n, Filter::All));
            if self.settings.filter == Filter::Fundamental {
                self.fundamental = Some(self.start_listing(n, Filter::Fundamental));
            }
        } else {
            self.board_job = Some(self.worker.start(Job::Construct { n }));
        }
        if self.settings.mode == Mode::Watch {
            self.start_watch();
        }
    }

    /// Starts the search animation of the current n (up to 32).
    fn start_watch(&mut self) {
        let n = self.settings.n;
        if n <= MAX_SEARCH_N && self.watch.as_ref().is_none_or(|w| w.n != n) {
            let generation = self.worker.start(Job::Trace {
                n,
                limit: TRACE_LIMIT,
            });
            self.watch = Some(WatchState::new(n, generation));
        }
    }

    fn start_listing(&mut self, n: usize, filter: Filter) -> Listing {
        Listing {
            catalog: Catalog::mirror(n, filter, default_stride(filter)),
            generation: self.worker.start(Job::Enumerate { n, filter }),
            started: Instant::now(),
            elapsed: None,
            state: SearchState::Searching,
        }
    }

    /// The listing the browser shows (by the filter).
    pub fn listing(&self) -> Option<&Listing> {
        match self.settings.filter {
            Filter::All => self.all.as_ref(),
            Filter::Fundamental => self.fundamental.as_ref(),
        }
    }

    /// Solutions known so far in the browsed list, and whether that is final.
    pub fn known(&self) -> (u64, bool) {
        self.listing()
            .map_or((0, true), |l| (l.catalog.len(), l.catalog.is_complete()))
    }

    /// The board on the canvas: the selected solution, or the constructed
    /// one past n = 32.
    pub fn board(&mut self) -> Option<Board> {
        match self.settings.mode {
            Mode::Play if self.play.is_some() => {
                return self.play.as_ref().map(|p| p.board.clone());
            }
            Mode::Watch if self.watch.is_some() => {
                return self.watch.as_ref().and_then(WatchState::board);
            }
            _ => {}
        }
        if let Some(board) = self.opened.as_ref().or(self.constructed.as_ref()) {
            return Some(board.clone());
        }
        let key = (
            self.settings.n,
            self.settings.filter,
            self.settings.selected,
        );
        if let Some((cached_key, board)) = &self.selected_cache
            && *cached_key == key
        {
            return Some(board.clone());
        }
        let board = self.listing()?.catalog.get(self.settings.selected)?;
        self.selected_cache = Some((key, board.clone()));
        Some(board)
    }

    /// Applies the worker's events of the current generations; drops the rest.
    fn drain_events(&mut self) {
        for event in self.worker.drain() {
            if let Some(watch) = self
                .watch
                .as_mut()
                .filter(|w| w.generation == event.generation)
            {
                if let EventKind::Steps { steps, done } = event.kind {
                    watch.receive(steps, done);
                }
                continue;
            }
            if self.board_job == Some(event.generation) {
                self.board_job = None;
                match event.kind {
                    EventKind::Board { board, solution } => {
                        self.constructed_note = Some(format!(
                            "{} queens, {}",
                            thousands(board.queen_count() as u64),
                            if solution {
                                "no two attack each other"
                            } else {
                                "with attacks"
                            }
                        ));
                        self.constructed = Some(board);
                        self.selected_cache = None;
                    }
                    EventKind::Failed(e) => self.message = Some(e),
                    _ => {}
                }
                continue;
            }
            if let Some(play) = self
                .play
                .as_mut()
                .filter(|p| p.completing == Some(event.generation))
            {
                play.completing = None;
                match event.kind {
                    EventKind::Completed {
                        completion,
                        queen_to_move,
                    } => self.completed(completion, queen_to_move),
                    EventKind::Failed(e) => play.note = Some(e),
                    _ => {}
                }
                continue;
            }
            let listing = [self.all.as_mut(), self.fundamental.as_mut()]
                .into_iter()
                .flatten()
                .find(|l| l.generation == event.generation);
            if let Some(listing) = listing {
                match event.kind {
                    EventKind::Chunk(chunk) => {
                        if let Err(e) = listing.catalog.apply(chunk) {
                            listing.state = SearchState::Failed(e.to_string());
                        } else if listing.catalog.is_complete() {
                            listing.state = SearchState::Done;
                            listing.elapsed = Some(listing.started.elapsed());
                        }
                    }
                    EventKind::Cancelled => {
                        listing.state = SearchState::Cancelled;
                        listing.elapsed = Some(listing.started.elapsed());
                    }
                    EventKind::Failed(e) => listing.state = SearchState::Failed(e),
                    _ => {}
                }
                continue;
            }
            if let Some(job) = self
                .file_job
                .as_mut()
                .filter(|j| j.generation == event.generation)
            {
                match event.kind {
                    EventKind::Progress(p) => {
                        job.progress = Some(p);
                        continue;
                    }
                    EventKind::Saved(path) => {
                        self.message = Some(format!("Saved {}", path.display()))
                    }
                    EventKind::Cancelled => self.message = Some(format!("Cancelled {}", job.what)),
                    EventKind::Failed(e) => self.message = Some(e),
                    _ => continue,
                }
                self.file_job = None;
                continue;
            }
            if let Some(count) = self
                .count
                .as_mut()
                .filter(|c| c.generation == event.generation)
            {
                match event.kind {
                    EventKind::Progress(p) => count.progress = p,
                    EventKind::Counted(counts) => {
                        count.progress = 1.0;
                        count.result = Some(counts);
                        count.state = SearchState::Done;
                    }
                    EventKind::Cancelled => count.state = SearchState::Cancelled,
                    EventKind::Failed(e) => count.state = SearchState::Failed(e),
                    _ => {}
                }
            }
            // Anything else belongs to a request nobody waits for any more.
        }
        self.resolve_pending_select();
    }

    /// Shows what the worker found for the play board.
    fn completed(&mut self, completion: engine::Completion, queen_to_move: Option<Square>) {
        let n = self.settings.n;
        let Some(play) = self.play.as_mut() else {
            return;
        };
        match completion {
            engine::Completion::Solved(board) => {
                play.set(board);
                play.note = Some("Completed: every row holds a queen.".into());
                self.jump_to_play_solution();
            }
            engine::Completion::Conflicting(attacks) => {
                play.note = Some(format!(
                    "{} attacking pairs: remove queens first.",
                    attacks.len()
                ));
            }
            engine::Completion::Impossible => {
                play.pointed = queen_to_move;
                play.note = Some(match queen_to_move {
                    Some(sq) => format!(
                        "No completion exists. Move the queen on {} and one does.",
                        crate::scene::square_name(sq, n)
                    ),
                    None => "No completion exists, whichever single queen moves.".into(),
                });
            }
        }
    }

    /// A finished valid play board selects its number in the browser.
    fn jump_to_play_solution(&mut self) {
        let Some(columns) = self
            .play
            .as_ref()
            .filter(|p| p.board.is_solution())
            .and_then(|p| p.board.columns())
        else {
            return;
        };
        let number = self.number_in_all(&columns);
        if let Some(k) = number {
            self.select_in_all(k);
        }
        if let Some(play) = self.play.as_mut() {
            play.note = Some(match number {
                Some(k) => format!("A solution: number {} in the browser.", thousands(k)),
                None => "A solution!".to_string(),
            });
        }
    }

    /// The number of a solution among all, once the search has reached it.
    fn number_in_all(&self, columns: &[u32]) -> Option<u64> {
        self.all.as_ref()?.catalog.index_of(columns)
    }

    /// Shows solution number `k` of all solutions in the browser.
    fn select_in_all(&mut self, k: u64) {
        self.settings.filter = Filter::All;
        self.settings.selected = k;
    }

    /// Selects an opened solution once the search has numbered it.
    fn resolve_pending_select(&mut self) {
        let Some(columns) = &self.pending_select else {
            return;
        };
        if let Some(k) = self.number_in_all(columns) {
            self.select_in_all(k);
            self.opened = None;
            self.pending_select = None;
            self.message = Some(format!(
                "Opened solution {} of n = {}",
                thousands(k),
                self.settings.n
            ));
        }
    }

    /// Shows a board that came from outside (a file, the clipboard).
    fn show_board(&mut self, placement: Placement, origin: &str) {
        let Some(board) = placement.to_board() else {
            // The app's board holds one queen per row; the file is left as
            // it is, and the command line checks it whole.
            let row = placement.crowded_row().unwrap_or(0);
            let pairs = placement.check(0).pairs;
            let word = if pairs == 1 { "pair" } else { "pairs" };
            self.message = Some(format!(
                "{origin}: row {row} holds more than one queen ({} attacking {word} in all); \
                 the board view shows one queen per row (`nqueens check` lists the pairs)",
                formats::grouped(pairs)
            ));
            return;
        };
        if board.n() != self.settings.n {
            self.load_n(board.n());
        }
        let attacks = board.attacks();
        self.message = Some(if !attacks.is_empty() {
            let pairs = if attacks.len() == 1 { "pair" } else { "pairs" };
            format!(
                "{origin}: {} attacking {pairs}, marked on the board",
                attacks.len()
            )
        } else if board.is_complete() {
            format!("{origin}: a solution")
        } else {
            format!("{origin}: {} queens, no attacks", board.queen_count())
        });
        if board.is_solution() && board.n() <= MAX_SEARCH_N {
            self.pending_select = board.columns();
        }
        self.opened = Some(board);
        self.resolve_pending_select();
    }

    /// The name a saved board gets by default.
    fn suggested_name(&self, extension: &str) -> String {
        let n = self.settings.n;
        if self.opened.is_none() && self.constructed.is_none() && self.listing().is_some() {
            let k = self.settings.selected;
            match self.settings.filter {
                Filter::All => format!("queens-{n}-no-{k}.{extension}"),
                Filter::Fundamental => format!("queens-{n}-fundamental-no-{k}.{extension}"),
            }
        } else {
            format!("queens-{n}.{extension}")
        }
    }

    fn start_file_job(&mut self, job: Job, what: String) {
        if let Some(old) = &self.file_job {
            self.worker.cancel(old.generation);
        }
        self.file_job = Some(FileJob {
            generation: self.worker.start(job),
            what,
            progress: None,
        });
    }

    fn apply(&mut self, command: Command, ctx: &egui::Context) {
        let (known, _) = self.known();
        if matches!(
            command,
            Command::Select(_)
                | Command::Step(_)
                | Command::First
                | Command::Last
                | Command::SelectInAll(_)
        ) {
            self.opened = None;
            self.pending_select = None;
        }
        match command {
            Command::SetN(n) => {
                if n != self.settings.n {
                    self.load_n(n);
                }
            }
            Command::Select(k) => self.settings.selected = k.clamp(1, known.max(1)),
            Command::Step(delta) => {
                let k = self.settings.selected as i64 + delta;
                self.settings.selected = k.clamp(1, known.max(1) as i64) as u64;
            }
            Command::First => self.settings.selected = 1,
            Command::Last => self.settings.selected = known.max(1),
            Command::SetFilter(filter) => {
                if filter != self.settings.filter {
                    // Keep the same board selected when it is in the new list.
                    let current = self.board().and_then(|b| b.columns());
                    self.settings.filter = filter;
                    if filter == Filter::Fundamental
                        && self.fundamental.is_none()
                        && self.settings.n <= MAX_SEARCH_N
                    {
                        self.fundamental =
                            Some(self.start_listing(self.settings.n, Filter::Fundamental));
                    }
                    let number = current.and_then(|c| self.listing()?.catalog.index_of(&c));
                    self.settings.selected = number.unwrap_or(1);
                }
            }
            Command::SelectInAll(k) => self.select_in_all(k),
            Command::StartCount => {
                let n = self.settings.n;
                if let Some(old) = &self.count {
                    self.worker.cancel(old.generation);
                }
                self.count = Some(CountJob {
                    n,
                    generation: self.worker.start(Job::Count { n }),
                    started: Instant::now(),
                    progress: 0.0,
                    result: None,
                    state: SearchState::Searching,
                });
            }
            Command::CancelCount => {
                if let Some(count) = &self.count {
                    self.worker.cancel(count.generation);
                }
            }
            Command::SaveBoard => {
                let Some(board) = self.board() else {
                    self.message = Some("There is no board to save.".into());
                    return;
                };
                // The last format used comes first; the extension chosen
                // in the dialog decides.
                let preferred = self.settings.save_format;
                let formats: Vec<BoardFormat> = std::iter::once(preferred)
                    .chain(BoardFormat::ALL.into_iter().filter(|f| *f != preferred))
                    .filter(|f| *f != BoardFormat::Fen || board.n() == 8)
                    .collect();
                let extensions: Vec<[&str; 1]> = formats.iter().map(|f| [f.extension()]).collect();
                let filters: Vec<FileFilter<'_>> = formats
                    .iter()
                    .zip(&extensions)
                    .map(|(f, ext)| (f.name(), &ext[..]))
                    .collect();
                let name = self.suggested_name(preferred.extension());
                let Some(mut path) = self.dialogs.save_file("Save board", &name, &filters) else {
                    return;
                };
                let format = match BoardFormat::from_path(&path) {
                    Some(format) => format,
                    None => {
                        path.set_extension(preferred.extension());
                        preferred
                    }
                };
                if format == BoardFormat::Fen && board.n() != 8 {
                    self.message = Some(format!(
                        "FEN describes 8×8 boards only, not n = {}",
                        board.n()
                    ));
                    return;
                }
                self.settings.save_format = format;
                let image = ImageOptions {
                    size: self.settings.png_size,
                    labels: self.settings.png_labels,
                };
                let what = format!("saving {}", path.display());
                self.start_file_job(
                    Job::SaveBoard {
                        board,
                        path,
                        format,
                        image,
                    },
                    what,
                );
            }
            Command::ExportAll(filter) => {
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
                if let Some(path) =
                    self.dialogs
                        .save_file("Export solutions", &name, &dialog_filter)
                {
                    let listing = match filter {
                        Filter::All => self.all.as_ref(),
                        Filter::Fundamental => self.fundamental.as_ref(),
                    };
                    let expected = listing
                        .filter(|l| l.catalog.is_complete())
                        .map(|l| l.catalog.len());
                    let what = format!("exporting {}", path.display());
                    self.start_file_job(
                        Job::ExportAll {
                            n,
                            filter,
                            format,
                            path,
                            expected,
                        },
                        what,
                    );
                }
            }
            Command::CancelFile => {
                if let Some(job) = &self.file_job {
                    self.worker.cancel(job.generation);
                }
            }
            Command::CopyText => {
                if let Some(board) = self.board() {
                    ctx.copy_text(formats::to_text(&board));
                    self.message = Some("Board copied as text".into());
                }
            }
            Command::OpenDialog => {
                if let Some(path) = self
                    .dialogs
                    .open_file("Open board", &[("Boards", &["txt", "ron"])])
                {
                    self.apply(Command::OpenFile(path), ctx);
                }
            }
            Command::OpenFile(path) => match formats::open_board(&path) {
                Ok(board) => {
                    let name = path.file_name().map_or_else(
                        || path.display().to_string(),
                        |f| f.to_string_lossy().into_owned(),
                    );
                    self.show_board(board, &name);
                }
                Err(e) => self.message = Some(e.to_string()),
            },
            Command::SetMode(mode) => {
                self.settings.mode = mode;
                if mode == Mode::Watch {
                    self.start_watch();
                }
            }
            Command::BoardClick(square) => {
                if self.settings.mode == Mode::Play
                    && let Some(play) = self.play.as_mut()
                {
                    play.click(square);
                    self.jump_to_play_solution();
                }
            }
            Command::Undo => {
                if let Some(play) = self.play.as_mut() {
                    play.undo();
                }
            }
            Command::Redo => {
                if let Some(play) = self.play.as_mut() {
                    play.redo();
                }
            }
            Command::ClearPlay => {
                if let Some(play) = self.play.as_mut()
                    && let Ok(empty) = Board::empty(play.board.n())
                {
                    play.set(empty);
                }
            }
            Command::Complete => {
                if let Some(play) = self.play.as_mut() {
                    if play.board.n() > engine::MAX_COMPLETE_N {
                        play.note = Some(format!(
                            "Completion works up to n = {}.",
                            engine::MAX_COMPLETE_N
                        ));
                    } else {
                        let job = Job::Complete {
                            board: play.board.clone(),
                        };
                        if let Some(old) = play.completing {
                            self.worker.cancel(old);
                        }
                        play.note = None;
                        play.completing = Some(self.worker.start(job));
                    }
                }
            }
            Command::Shuffle => {
                let n = self.settings.n;
                let seed = fastrand::u64(..);
                if let Some(old) = self.board_job {
                    self.worker.cancel(old);
                }
                self.board_job = Some(self.worker.start(Job::Shuffle { n, seed }));
            }
            Command::WatchPlay(on) => {
                if let Some(watch) = self.watch.as_mut() {
                    if on && watch.at_end() {
                        watch.restart();
                    }
                    watch.playing = on;
                }
            }
            Command::WatchStep => {
                if let Some(watch) = self.watch.as_mut() {
                    watch.playing = false;
                    watch.step_forward();
                }
            }
            Command::WatchBack => {
                if let Some(watch) = self.watch.as_mut() {
                    watch.playing = false;
                    watch.step_back();
                }
            }
            Command::WatchRestart => {
                if let Some(watch) = self.watch.as_mut() {
                    watch.restart();
                }
            }
            Command::WatchToEnd => {
                if let Some(watch) = self.watch.as_mut() {
                    watch.playing = false;
                    watch.to_end();
                }
            }
            Command::OpenText(text) => match formats::read_board(&text) {
                Ok(board) => self.show_board(board, "Pasted board"),
                Err(e) => self.message = Some(format!("The pasted text is not a board: {e}")),
            },
        }
        ctx.request_repaint();
    }

    fn keyboard(&self, ui: &Ui, commands: &mut Vec<Command>) {
        ui.input_mut(|i| {
            if i.consume_shortcut(&SAVE) {
                commands.push(Command::SaveBoard);
            }
            if i.consume_shortcut(&OPEN) {
                commands.push(Command::OpenDialog);
            }
            for file in &i.raw.dropped_files {
                commands.push(Command::OpenFile(file.path().to_path_buf()));
            }
        });
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        ui.input_mut(|i| {
            for event in &i.events {
                if let egui::Event::Paste(text) = event {
                    commands.push(Command::OpenText(text.clone()));
                }
            }
            // The keys act on what the board shows: the browser, the play
            // board's history, or the animation.
            let keys: &[(KeyboardShortcut, Command)] = match self.settings.mode {
                Mode::Browse => &[
                    (NEXT, Command::Step(1)),
                    (PREVIOUS, Command::Step(-1)),
                    (FIRST, Command::First),
                    (LAST, Command::Last),
                    (PAGE_DOWN, Command::Step(PAGE)),
                    (PAGE_UP, Command::Step(-PAGE)),
                ],
                Mode::Play => &[(REDO, Command::Redo), (UNDO, Command::Undo)],
                Mode::Watch => &[
                    (NEXT, Command::WatchStep),
                    (PREVIOUS, Command::WatchBack),
                    (FIRST, Command::WatchRestart),
                    (LAST, Command::WatchToEnd),
                ],
            };
            for (shortcut, command) in keys {
                if i.consume_shortcut(shortcut) {
                    commands.push(command.clone());
                }
            }
        });
    }

    fn scene_options(&self) -> SceneOptions {
        SceneOptions {
            palette: if self.settings.dark {
                Palette::DARK
            } else {
                Palette::LIGHT
            },
            labels: self.settings.labels,
            ..SceneOptions::default()
        }
    }

    fn board_view(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let n = self.settings.n;
        let mut options = self.scene_options();
        let mode = self.settings.mode;
        // A big constructed board is drawn from where it lives: no copy of
        // a million rows per frame.
        if mode == Mode::Browse
            && self.opened.is_none()
            && let Some(board) = &self.constructed
        {
            let description = format!("Board of {n}: a constructed solution");
            let key =
                board.queen(0).unwrap_or(0) as u64 ^ (board.queen(n / 2).unwrap_or(0) as u64) << 32;
            canvas::board_widget(ui, board, &options, false, &mut self.big, key, &description);
            return;
        }
        let board = self.board();
        let empty = Board::empty(n).ok();
        let Some(shown) = board.as_ref().or(empty.as_ref()) else {
            return;
        };
        let description = match mode {
            Mode::Play => format!("Board of {n}: play"),
            Mode::Watch => format!("Board of {n}: search"),
            Mode::Browse if self.opened.is_some() => format!("Board of {n}: opened"),
            Mode::Browse if board.is_some() => {
                format!("Board of {n}: solution {}", self.settings.selected)
            }
            Mode::Browse => format!("Board of {n}: empty"),
        };
        let mut show_attacks = self.settings.show_attacks;
        match mode {
            Mode::Play => {
                options.attacked_by_all = self.settings.show_attacks;
                options.pointed = self.play.as_ref().and_then(|p| p.pointed);
                show_attacks = false;
            }
            Mode::Watch => {
                if let Some(watch) = &self.watch {
                    options.trying = watch.position.trying;
                    options.rejected = watch.rejected();
                }
                show_attacks = false;
            }
            Mode::Browse => {}
        }
        let key = self.settings.selected;
        let (_, clicked) = canvas::board_widget(
            ui,
            shown,
            &options,
            show_attacks,
            &mut self.big,
            key,
            &description,
        );
        if let Some(square) = clicked.filter(|_| mode == Mode::Play) {
            commands.push(Command::BoardClick(square));
        }
    }
}

impl eframe::App for App {
    fn logic(&mut self, _ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.drain_events();
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        // Events also drain here so that a frame never shows an older state
        // than the one logic() saw (tests drive ui() directly).
        self.drain_events();
        let dt = f64::from(ui.input(|i| i.stable_dt).min(0.1));
        let animating =
            self.settings.mode == Mode::Watch && self.watch.as_ref().is_some_and(|w| w.playing);
        if let Some(watch) = self.watch.as_mut().filter(|_| animating) {
            watch.tick(dt, self.settings.watch_speed);
        }
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
                    self.mode_selector(ui, &mut commands);
                    self.size_controls(ui, &mut commands);
                    match self.settings.mode {
                        Mode::Browse => {
                            self.browser(ui, &mut commands);
                            self.count_panel(ui, &mut commands);
                        }
                        Mode::Play => self.play_panel(ui, &mut commands),
                        Mode::Watch => self.watch_panel(ui, &mut commands),
                    }
                    if self.settings.n > MAX_SEARCH_N && self.settings.mode == Mode::Browse {
                        self.big_board_panel(ui, &mut commands);
                    }
                    self.export_options(ui);
                });
            });
        if self.settings.n <= MAX_SEARCH_N && self.settings.mode == Mode::Browse {
            egui::Panel::right("gallery")
                .resizable(true)
                .default_size(250.0)
                .min_size(120.0)
                .show(ui, |ui| {
                    let options = self.scene_options();
                    let listing = match self.settings.filter {
                        Filter::All => self.all.as_ref(),
                        Filter::Fundamental => self.fundamental.as_ref(),
                    };
                    if let Some(listing) = listing
                        && let Some(k) =
                            self.gallery
                                .ui(ui, &listing.catalog, self.settings.selected, &options)
                    {
                        commands.push(Command::Select(k));
                    }
                });
        }
        egui::CentralPanel::default().show(ui, |ui| self.board_view(ui, &mut commands));
        let ctx = ui.ctx().clone();
        for command in commands {
            self.apply(command, &ctx);
        }
        let searching = [self.all.as_ref(), self.fundamental.as_ref()]
            .into_iter()
            .flatten()
            .any(|l| l.state == SearchState::Searching)
            || self
                .count
                .as_ref()
                .is_some_and(|c| c.state == SearchState::Searching)
            || self.file_job.is_some()
            || self.board_job.is_some()
            || self.play.as_ref().is_some_and(|p| p.completing.is_some());
        if animating {
            ctx.request_repaint();
        }
        if searching {
            // The elapsed time in the status bar moves even between chunks.
            ctx.request_repaint_after(Duration::from_millis(250));
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
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
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
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
