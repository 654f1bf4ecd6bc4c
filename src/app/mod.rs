// The desktop app: board canvas, size controls, solution browser, gallery,
// counting and status bar, fed by the worker's events.

mod canvas;
mod gallery;

use std::sync::Arc;
use std::time::{Duration, Instant};

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, RichText, Ui};
use serde::{Deserialize, Serialize};

use crate::catalog::{Catalog, Filter, default_stride};
use crate::engine::{self, Board, Counts, MAX_N, MAX_SEARCH_N, orbit};
use crate::scene::{Palette, SceneOptions};
use crate::worker::{EventKind, Generation, Job, Worker};

pub use canvas::{color, paint_scene};

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
}

const NEXT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowRight);
const PREVIOUS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowLeft);
const FIRST: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Home);
const LAST: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::End);
const PAGE_UP: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::PageUp);
const PAGE_DOWN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::PageDown);
/// How far PageUp and PageDown move.
const PAGE: i64 = 10;
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
    pub count: Option<CountJob>,
    jump_text: String,
    size_text: String,
    pub message: Option<String>,
    selected_cache: Option<((usize, Filter, u64), Board)>,
    gallery: gallery::Gallery,
    huge: canvas::HugeBoardTexture,
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
            count: None,
            jump_text: String::new(),
            message: None,
            selected_cache: None,
            gallery: gallery::Gallery::default(),
            huge: canvas::HugeBoardTexture::default(),
        };
        let selected = app.settings.selected;
        app.load_n(app.settings.n);
        app.settings.selected = selected;
        app.apply_theme(ctx);
        app
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
        self.count = None;
        self.selected_cache = None;
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
            match engine::construct(n) {
                Ok(board) => self.constructed = Some(board),
                Err(e) => self.message = Some(e.to_string()),
            }
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
        if let Some(board) = &self.constructed {
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
                    EventKind::Progress(_) | EventKind::Counted(_) => {}
                }
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
                    EventKind::Chunk(_) => {}
                }
            }
            // Anything else belongs to a request nobody waits for any more.
        }
    }

    fn apply(&mut self, command: Command, ctx: &egui::Context) {
        let (known, _) = self.known();
        match command {
            Command::SetN(n) => {
                if n != self.settings.n {
                    self.load_n(n);
                    self.huge = canvas::HugeBoardTexture::default();
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
            Command::SelectInAll(k) => {
                self.settings.filter = Filter::All;
                self.settings.selected = k;
            }
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
        }
        ctx.request_repaint();
    }

    fn keyboard(&self, ui: &Ui, commands: &mut Vec<Command>) {
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        ui.input_mut(|i| {
            for (shortcut, command) in [
                (NEXT, Command::Step(1)),
                (PREVIOUS, Command::Step(-1)),
                (FIRST, Command::First),
                (LAST, Command::Last),
                (PAGE_DOWN, Command::Step(PAGE)),
                (PAGE_UP, Command::Step(-PAGE)),
            ] {
                if i.consume_shortcut(&shortcut) {
                    commands.push(command);
                }
            }
        });
    }

    fn size_controls(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.heading("Board size");
        let mut n_slider = self.settings.n.min(MAX_SEARCH_N);
        let slider = egui::Slider::new(&mut n_slider, 1..=MAX_SEARCH_N).text("n");
        if ui.add(slider).changed() {
            commands.push(Command::SetN(n_slider));
        }
        ui.horizontal(|ui| {
            ui.label("Any n:");
            let field = ui.add(
                egui::TextEdit::singleline(&mut self.size_text)
                    .desired_width(90.0)
                    .hint_text("1 to 10,000,000"),
            );
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Any n"));
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button("Go").clicked() || entered {
                match parse_n(&self.size_text) {
                    Ok(n) => commands.push(Command::SetN(n)),
                    Err(e) => self.message = Some(e),
                }
            }
        });
        let n = self.settings.n;
        if n == 2 || n == 3 {
            ui.label(RichText::new(format!("There is no solution for n = {n}.")).strong());
        } else if n > MAX_SEARCH_N {
            ui.label(format!(
                "n = {n} is past the search's reach (32): the board shows one solution built by an explicit formula."
            ));
        }
    }

    fn browser(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        if self.settings.n > MAX_SEARCH_N {
            return;
        }
        ui.separator();
        ui.heading("Solutions");
        let mut filter = self.settings.filter;
        ui.horizontal(|ui| {
            ui.selectable_value(&mut filter, Filter::All, "All");
            ui.selectable_value(&mut filter, Filter::Fundamental, "Fundamental");
        });
        if filter != self.settings.filter {
            commands.push(Command::SetFilter(filter));
        }
        let (known, complete) = self.known();
        let total = if complete {
            thousands(known)
        } else {
            format!("{}+ (searching)", thousands(known))
        };
        let selected = self.settings.selected;
        if known == 0 && complete {
            ui.label("No solutions.");
        } else if selected > known {
            ui.label(format!(
                "Solution {} of {total}: waiting for the search",
                thousands(selected)
            ));
        } else {
            ui.label(
                RichText::new(format!("Solution {} of {total}", thousands(selected))).strong(),
            );
        }
        ui.horizontal(|ui| {
            let can_back = selected > 1;
            let can_forward = selected < known;
            if ui
                .add_enabled(can_back, egui::Button::new("First"))
                .clicked()
            {
                commands.push(Command::First);
            }
            if ui
                .add_enabled(can_back, egui::Button::new("Previous"))
                .clicked()
            {
                commands.push(Command::Step(-1));
            }
            if ui
                .add_enabled(can_forward, egui::Button::new("Next"))
                .clicked()
            {
                commands.push(Command::Step(1));
            }
            if ui
                .add_enabled(known > 0, egui::Button::new("Last"))
                .clicked()
            {
                commands.push(Command::Last);
            }
        });
        ui.horizontal(|ui| {
            ui.label("Go to number:");
            let field = ui.add(egui::TextEdit::singleline(&mut self.jump_text).desired_width(90.0));
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Go to number")
            });
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button("Jump").clicked() || entered {
                match self.jump_text.trim().replace(',', "").parse::<u64>() {
                    Ok(k) if k >= 1 && k <= known => {
                        commands.push(Command::Select(k));
                        self.message = None;
                    }
                    Ok(k) => {
                        self.message = Some(format!(
                            "There is no solution {k} (known so far: {})",
                            thousands(known)
                        ))
                    }
                    Err(_) => {
                        self.message = Some(format!(
                            "{:?} is not a solution number",
                            self.jump_text.trim()
                        ))
                    }
                }
            }
        });
        self.orbit_panel(ui, commands);
    }

    fn orbit_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let Some(columns) = self.board().and_then(|b| b.columns()) else {
            return;
        };
        let Some(all) = &self.all else { return };
        ui.separator();
        ui.heading("Symmetries");
        let images = orbit(&columns);
        ui.label(format!(
            "Its orbit holds {} distinct solutions:",
            images.len()
        ));
        for (symmetry, image) in images {
            match all.catalog.index_of(&image) {
                Some(k) => {
                    let text = format!("{symmetry}: #{}", thousands(k));
                    let current =
                        self.settings.filter == Filter::All && k == self.settings.selected;
                    if ui.selectable_label(current, text).clicked() {
                        commands.push(Command::SelectInAll(k));
                    }
                }
                None => {
                    ui.label(format!("{symmetry}: not reached yet"));
                }
            }
        }
    }

    fn count_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let n = self.settings.n;
        if n > MAX_SEARCH_N {
            return;
        }
        ui.separator();
        ui.heading("Count");
        match &self.count {
            Some(count) if count.state == SearchState::Searching => {
                ui.add(egui::ProgressBar::new(count.progress as f32).show_percentage());
                let elapsed = count.started.elapsed().as_secs_f64();
                let left = if count.progress > 0.02 {
                    format!(
                        "about {} left",
                        seconds(elapsed * (1.0 - count.progress) / count.progress)
                    )
                } else {
                    "estimating time left".to_string()
                };
                ui.label(format!("{} elapsed, {left}", seconds(elapsed)));
                if ui.button("Cancel count").clicked() {
                    commands.push(Command::CancelCount);
                }
            }
            other => {
                if let Some(CountJob {
                    result: Some(c), ..
                }) = other
                {
                    ui.label(format!(
                        "{} solutions, {} fundamental",
                        thousands(c.total),
                        thousands(c.fundamental)
                    ));
                } else if let Some(CountJob {
                    state: SearchState::Cancelled,
                    ..
                }) = other
                {
                    ui.label("Count cancelled.");
                } else if let Some(CountJob {
                    state: SearchState::Failed(e),
                    ..
                }) = other
                {
                    ui.label(format!("Count failed: {e}"));
                }
                if n > QUICK_COUNT_LIMIT {
                    ui.label(format!(
                        "Counting n = {n} on this machine may take hours or more."
                    ));
                }
                if ui.button("Count all and fundamental").clicked() {
                    commands.push(Command::StartCount);
                }
            }
        }
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            if let Some(listing) = self.listing() {
                let found = listing.catalog.len();
                let secs = listing.elapsed().as_secs_f64();
                let rate = if secs > 0.0 { found as f64 / secs } else { 0.0 };
                let state = match &listing.state {
                    SearchState::Searching => "searching".to_string(),
                    SearchState::Done => "done".to_string(),
                    SearchState::Cancelled => "cancelled".to_string(),
                    SearchState::Failed(e) => format!("failed: {e}"),
                };
                ui.label(format!(
                    "n = {}: {} found · {}/s · {} · {state}",
                    self.settings.n,
                    thousands(found),
                    thousands(rate as u64),
                    seconds(secs)
                ));
            } else if self.constructed.is_some() {
                ui.label(format!(
                    "n = {}: one solution by construction",
                    thousands(self.settings.n as u64)
                ));
            }
            if let Some(message) = &self.message {
                ui.separator();
                ui.colored_label(ui.visuals().error_fg_color, message);
            }
        });
    }

    fn top_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.strong("N-Queens Explorer");
            ui.separator();
            ui.checkbox(&mut self.settings.labels, "Labels");
            ui.checkbox(&mut self.settings.show_attacks, "Show attacks on hover");
            let before = self.settings.dark;
            ui.checkbox(&mut self.settings.dark, "Dark theme");
            if before != self.settings.dark {
                self.apply_theme(ui.ctx());
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
            attacks_from: None,
            mark_conflicts: true,
        }
    }

    fn board_view(&mut self, ui: &mut Ui) {
        let n = self.settings.n;
        let board = self.board();
        let empty = Board::empty(n).ok();
        let Some(shown) = board.as_ref().or(empty.as_ref()) else {
            return;
        };
        let description = match &board {
            Some(_) if self.constructed.is_some() => {
                format!("Board of {n}: a constructed solution")
            }
            Some(_) => format!("Board of {n}: solution {}", self.settings.selected),
            None => format!("Board of {n}: empty"),
        };
        let options = self.scene_options();
        let key = self.settings.selected;
        canvas::board_widget(
            ui,
            shown,
            &options,
            self.settings.show_attacks,
            &mut self.huge,
            key,
            &description,
        );
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
        let mut commands = Vec::new();
        self.keyboard(ui, &mut commands);
        egui::Panel::top("top").show(ui, |ui| self.top_bar(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        egui::Panel::left("controls")
            .resizable(true)
            .default_size(270.0)
            .min_size(220.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.size_controls(ui, &mut commands);
                    self.browser(ui, &mut commands);
                    self.count_panel(ui, &mut commands);
                });
            });
        if self.settings.n <= MAX_SEARCH_N {
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
        egui::CentralPanel::default().show(ui, |ui| self.board_view(ui));
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
                .is_some_and(|c| c.state == SearchState::Searching);
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
