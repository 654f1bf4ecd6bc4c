//! The regions puzzle ("Queens"): a new puzzle of a size and difficulty
//! (with exactly one solution, from a seed), played by clicking: a click
//! places or lifts a queen, a right click (or a click in ✕ mode) marks a
//! square ruled out, a right drag marks many. Clashes are ringed and marked
//! "!", undo and redo, a timer that stops while the window is away, hints
//! in words with the squares they speak of, and the best time per puzzle.

use std::sync::Arc;
use std::time::Duration;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, PointerButton, RichText, Sense, Ui};
use web_time::Instant;

use crate::app::i18n::t;
use crate::app::shared::Shared;
use crate::app::status::Status;
use crate::app::view::{Act, Look, Out, View};
use crate::app::widgets::canvas;
use crate::engine::Board;
use crate::engine::regions::{
    self, Cell, Difficulty, Hint, MAX_GENERATE_N, MIN_GENERATE_N, Mark, Puzzle, Step,
};
use crate::scene::{Palette, RegionsLook, regions_scene};
use crate::worker::{Job, Outcome};

const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
const REDO: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);

/// The egui memory key of the board's rectangle on screen.
pub const BOARD_RECT: &str = "regions-board-rect";

#[derive(Debug, Clone, PartialEq)]
pub enum RegionsCommand {
    SetSize(usize),
    SetDifficulty(Option<Difficulty>),
    SetSeed(String),
    /// Makes a puzzle of the size, difficulty and seed chosen.
    New,
    /// Plays this puzzle (from a link or a file), its queens placed.
    Open(Puzzle),
    CancelNew,
    /// A click: a queen placed or lifted (a ✕ in ✕ mode).
    Click(Cell),
    /// A right click: a ✕ set or lifted.
    ToggleCross(Cell),
    /// A right drag over an open square: a ✕.
    DragCross(Cell),
    Undo,
    Redo,
    AutoCross(bool),
    CrossMode(bool),
    Hint,
    ApplyHint,
    DismissHint,
    /// The window came back (true) or went away: the clock runs or stops.
    Present(bool),
}

/// The clock of a puzzle: the time played, stopped while the window is
/// away (hidden, minimised or in the background).
#[derive(Debug, Clone, Default)]
pub struct Clock {
    played: Duration,
    since: Option<Instant>,
}

impl Clock {
    pub fn elapsed(&self) -> Duration {
        self.played + self.since.map_or(Duration::ZERO, |s| s.elapsed())
    }

    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    fn run(&mut self, on: bool) {
        match (on, self.since) {
            (true, None) => self.since = Some(Instant::now()),
            (false, Some(since)) => {
                self.played += since.elapsed();
                self.since = None;
            }
            _ => {}
        }
    }
}

/// A puzzle being played.
pub struct Game {
    pub puzzle: Puzzle,
    /// A mark a square, row by row.
    pub marks: Vec<Mark>,
    undo: Vec<Vec<Mark>>,
    redo: Vec<Vec<Mark>>,
    pub clock: Clock,
    /// The time it was solved in.
    pub solved: Option<Duration>,
    pub hints_used: u32,
    pub seed: Option<u64>,
}

impl Game {
    fn new(puzzle: Puzzle, seed: Option<u64>) -> Game {
        let n = puzzle.n();
        let mut marks = vec![Mark::Open; n * n];
        for &(r, c) in puzzle.queens() {
            marks[r * n + c] = Mark::Queen;
        }
        Game {
            puzzle: puzzle.with_queens(Vec::new()),
            marks,
            undo: Vec::new(),
            redo: Vec::new(),
            clock: Clock::default(),
            solved: None,
            hints_used: 0,
            seed,
        }
    }

    pub fn n(&self) -> usize {
        self.puzzle.n()
    }

    fn cells_marked(&self, mark: Mark) -> Vec<Cell> {
        let n = self.n();
        (0..n * n)
            .filter(|&i| self.marks[i] == mark)
            .map(|i| (i / n, i % n))
            .collect()
    }

    /// The puzzle with the queens placed.
    pub fn board(&self) -> Puzzle {
        self.puzzle.with_queens(self.cells_marked(Mark::Queen))
    }

    /// The queens that break a rule.
    pub fn clashing(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self
            .board()
            .clashes()
            .into_iter()
            .flat_map(|(a, b)| [a, b])
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    fn remember(&mut self) {
        self.undo.push(self.marks.clone());
        self.redo.clear();
    }

    fn set(&mut self, (r, c): Cell, mark: Mark) {
        let n = self.n();
        self.marks[r * n + c] = mark;
    }

    fn at(&self, (r, c): Cell) -> Mark {
        self.marks[r * self.n() + c]
    }

    /// A queen placed (and, with `auto_cross`, what it rules out crossed),
    /// or lifted.
    fn toggle_queen(&mut self, cell: Cell, auto_cross: bool) {
        self.remember();
        if self.at(cell) == Mark::Queen {
            self.set(cell, Mark::Open);
            return;
        }
        self.set(cell, Mark::Queen);
        if auto_cross {
            let n = self.n();
            for i in 0..n * n {
                let other = (i / n, i % n);
                if self.at(other) == Mark::Open && regions::clash(&self.puzzle, cell, other) {
                    self.set(other, Mark::Cross);
                }
            }
        }
    }

    fn toggle_cross(&mut self, cell: Cell) {
        self.remember();
        let mark = if self.at(cell) == Mark::Cross {
            Mark::Open
        } else {
            Mark::Cross
        };
        self.set(cell, mark);
    }
}

pub struct Regions {
    pub size: usize,
    pub difficulty: Option<Difficulty>,
    pub seed_text: String,
    pub game: Option<Game>,
    pub auto_cross: bool,
    pub cross_mode: bool,
    making: Option<Job<Option<(Puzzle, u64)>>>,
    hinting: Option<Job<Hint>>,
    /// The hint shown, until applied or dismissed.
    pub hint: Option<Hint>,
    /// A first puzzle was asked for.
    tried: bool,
}

impl Regions {
    pub fn new(_shared: &Shared) -> Self {
        Regions {
            size: 8,
            difficulty: Some(Difficulty::Medium),
            seed_text: String::new(),
            game: None,
            auto_cross: false,
            cross_mode: false,
            making: None,
            hinting: None,
            hint: None,
            tried: false,
        }
    }

    fn shown_cells(&self) -> Vec<Cell> {
        match &self.hint {
            Some(Hint::Step(step)) => step.shown.clone(),
            Some(Hint::Broken { shown, .. }) => shown.clone(),
            _ => Vec::new(),
        }
    }

    /// Says "solved" at once, with the time, and keeps the best.
    fn check_solved(&mut self, act: &mut Act<'_>) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.solved.is_some() || !game.board().is_solved() {
            return;
        }
        game.clock.run(false);
        let took = game.clock.elapsed();
        game.solved = Some(took);
        let key = game.puzzle.to_string();
        let best = act
            .settings
            .regions_best
            .entry(key)
            .or_insert(took.as_secs());
        *best = (*best).min(took.as_secs());
        let best = *best;
        *act.status = Status::info(t!(
            "regions-solved",
            time = clock_words(took),
            best = clock_words(Duration::from_secs(best)),
            hints = game.hints_used
        ));
        self.hint = None;
    }

    fn board_panel(&self, ui: &mut Ui, out: &mut Out<RegionsCommand>) {
        let Some(game) = &self.game else {
            return;
        };
        let played = clock_words(game.clock.elapsed());
        let line = match game.solved {
            Some(took) => t!("regions-solved-in", time = clock_words(took)),
            None if game.clock.running() => t!("regions-time", time = played),
            None => t!("regions-paused", time = played),
        };
        ui.label(RichText::new(line).strong());
        let queens = game.cells_marked(Mark::Queen).len();
        ui.label(t!("regions-queens", placed = queens, n = game.n()));
        let clashes = game.clashing().len();
        if clashes > 0 {
            ui.colored_label(ui.visuals().error_fg_color, t!("regions-clashes"));
        }
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    !game.undo.is_empty(),
                    egui::Button::new(t!("keys-play-undo")),
                )
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                out.push(RegionsCommand::Undo);
            }
            if ui
                .add_enabled(
                    !game.redo.is_empty(),
                    egui::Button::new(t!("keys-play-redo")),
                )
                .on_hover_text("Ctrl+Shift+Z")
                .clicked()
            {
                out.push(RegionsCommand::Redo);
            }
        });
        let mut auto = self.auto_cross;
        if ui.checkbox(&mut auto, t!("regions-auto-cross")).changed() {
            out.push(RegionsCommand::AutoCross(auto));
        }
        let mut mode = self.cross_mode;
        if ui
            .checkbox(&mut mode, t!("regions-cross-mode"))
            .on_hover_text(t!("regions-cross-mode-tip"))
            .changed()
        {
            out.push(RegionsCommand::CrossMode(mode));
        }
        ui.separator();
        self.hint_panel(ui, game, out);
    }

    fn hint_panel(&self, ui: &mut Ui, game: &Game, out: &mut Out<RegionsCommand>) {
        if self.hinting.is_some() {
            ui.spinner();
        } else if ui
            .add_enabled(game.solved.is_none(), egui::Button::new(t!("regions-hint")))
            .on_hover_text(t!("regions-hint-tip"))
            .clicked()
        {
            out.push(RegionsCommand::Hint);
        }
        match &self.hint {
            Some(Hint::Step(step)) => {
                ui.label(&step.words);
                ui.weak(t!("regions-rule", rule = step.rule.key()));
                ui.horizontal(|ui| {
                    if ui.button(t!("regions-apply")).clicked() {
                        out.push(RegionsCommand::ApplyHint);
                    }
                    if ui.button(t!("regions-dismiss")).clicked() {
                        out.push(RegionsCommand::DismissHint);
                    }
                });
            }
            Some(Hint::Broken { words, .. }) => {
                ui.colored_label(ui.visuals().error_fg_color, words);
            }
            Some(Hint::NoStep) => {
                ui.label(t!("regions-no-step"));
            }
            Some(Hint::Solved) | None => {}
        }
    }
}

/// Minutes and seconds: "1:32".
pub fn clock_words(time: Duration) -> String {
    let s = time.as_secs();
    format!("{}:{:02}", s / 60, s % 60)
}

impl View for Regions {
    type Command = RegionsCommand;

    /// A puzzle is made as soon as the view first shows, as the daily
    /// puzzle greets a player with one.
    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        if self.game.is_none() && self.making.is_none() && !self.tried {
            self.tried = true;
            self.apply(RegionsCommand::New, act);
        }
        false
    }

    fn panel(&mut self, ui: &mut Ui, _look: &Look<'_>, out: &mut Out<RegionsCommand>) {
        ui.separator();
        ui.heading(t!("view-regions"));
        ui.label(t!("regions-rules"));
        let mut size = self.size;
        let slider =
            egui::Slider::new(&mut size, MIN_GENERATE_N..=MAX_GENERATE_N).text(t!("regions-size"));
        if ui.add(slider).changed() {
            out.push(RegionsCommand::SetSize(size));
        }
        let mut difficulty = self.difficulty;
        egui::ComboBox::from_label(t!("regions-difficulty"))
            .selected_text(difficulty_words(difficulty))
            .show_ui(ui, |ui| {
                for d in [
                    None,
                    Some(Difficulty::Easy),
                    Some(Difficulty::Medium),
                    Some(Difficulty::Hard),
                ] {
                    ui.selectable_value(&mut difficulty, d, difficulty_words(d));
                }
            });
        if difficulty != self.difficulty {
            out.push(RegionsCommand::SetDifficulty(difficulty));
        }
        ui.horizontal(|ui| {
            let label = ui.label(t!("regions-seed"));
            let mut seed = self.seed_text.clone();
            let field = ui
                .add(egui::TextEdit::singleline(&mut seed).desired_width(110.0))
                .labelled_by(label.id);
            if field.changed() {
                out.push(RegionsCommand::SetSeed(seed));
            }
        });
        if self.making.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                if ui.button(t!("regions-cancel")).clicked() {
                    out.push(RegionsCommand::CancelNew);
                }
            });
        } else if ui.button(t!("regions-new")).clicked() {
            out.push(RegionsCommand::New);
        }
        if let Some(seed) = self.game.as_ref().and_then(|g| g.seed) {
            ui.weak(t!("regions-seed-used", seed = seed.to_string()));
        }
        self.board_panel(ui, out);
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<RegionsCommand>) {
        let Some(game) = &self.game else {
            ui.centered_and_justified(|ui| ui.label(t!("regions-none-yet")));
            return;
        };
        // The clock runs while the window is there to be played in.
        let present = ui.input(|i| i.focused && !i.viewport().minimized.unwrap_or(false));
        if game.solved.is_none() && present != game.clock.running() {
            out.push(RegionsCommand::Present(present));
        }
        if game.clock.running() {
            ui.ctx().request_repaint_after(Duration::from_millis(500));
        }
        let palette = if look.settings.dark {
            Palette::DARK
        } else {
            Palette::LIGHT
        };
        let clashing = game.clashing();
        let shown = self.shown_cells();
        let scene = regions_scene(
            &game.puzzle,
            &RegionsLook {
                marks: &game.marks,
                clashing: &clashing,
                shown: &shown,
                palette: &palette,
            },
        );
        let n = game.n();
        let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
        let description = t!("regions-describe", n = n);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &description));
        let rect = canvas::fit_in(response.rect, 1.0);
        canvas::paint_scene(&painter, rect, &scene);
        // Where the board is, for tests that click its squares.
        ui.data_mut(|d| d.insert_temp(egui::Id::unique(BOARD_RECT), rect));
        let cell_at = |pos: egui::Pos2| -> Option<Cell> {
            if !rect.contains(pos) {
                return None;
            }
            let side = rect.width() / n as f32;
            let c = ((pos.x - rect.min.x) / side) as usize;
            let r = ((pos.y - rect.min.y) / side) as usize;
            (r < n && c < n).then_some((r, c))
        };
        let pointer = response.interact_pointer_pos();
        if response.clicked_by(PointerButton::Primary)
            && let Some(cell) = pointer.and_then(cell_at)
        {
            out.push(RegionsCommand::Click(cell));
        } else if response.clicked_by(PointerButton::Secondary)
            && let Some(cell) = pointer.and_then(cell_at)
        {
            out.push(RegionsCommand::ToggleCross(cell));
        } else if response.dragged_by(PointerButton::Secondary)
            && let Some(cell) = pointer.and_then(cell_at)
            && game.at(cell) == Mark::Open
        {
            out.push(RegionsCommand::DragCross(cell));
        }
    }

    fn keys(&self, input: &mut egui::InputState, out: &mut Out<RegionsCommand>) {
        if input.consume_shortcut(&REDO) {
            out.push(RegionsCommand::Redo);
        }
        if input.consume_shortcut(&UNDO) {
            out.push(RegionsCommand::Undo);
        }
    }

    fn apply(&mut self, command: RegionsCommand, act: &mut Act<'_>) {
        match command {
            RegionsCommand::SetSize(n) => self.size = n,
            RegionsCommand::SetDifficulty(d) => self.difficulty = d,
            RegionsCommand::SetSeed(text) => self.seed_text = text,
            RegionsCommand::New => {
                let seed = match self.seed_text.trim() {
                    "" => fastrand::u64(..),
                    text => match text.parse::<u64>() {
                        Ok(seed) => seed,
                        Err(_) => {
                            *act.status = Status::error(t!("regions-bad-seed", text = text));
                            return;
                        }
                    },
                };
                let (n, difficulty) = (self.size, self.difficulty);
                self.making = Some(act.worker.job(move |task| {
                    let made = regions::generate(n, seed, difficulty, &task.control())?;
                    Ok(made.map(|puzzle| (puzzle, seed)))
                }));
            }
            RegionsCommand::CancelNew => self.making = None,
            RegionsCommand::Open(puzzle) => {
                self.making = None;
                self.tried = true;
                self.hint = None;
                self.game = Some(Game::new(puzzle, None));
            }
            RegionsCommand::Present(on) => {
                if let Some(game) = self.game.as_mut()
                    && game.solved.is_none()
                {
                    game.clock.run(on);
                }
            }
            RegionsCommand::AutoCross(on) => self.auto_cross = on,
            RegionsCommand::CrossMode(on) => self.cross_mode = on,
            RegionsCommand::Hint => {
                if let Some(game) = &self.game {
                    let board = game.board();
                    let crosses = game.cells_marked(Mark::Cross);
                    self.hinting =
                        Some(act.worker.job(move |_| Ok(regions::hint(&board, &crosses))));
                }
            }
            RegionsCommand::DismissHint => self.hint = None,
            RegionsCommand::ApplyHint => {
                if let (Some(Hint::Step(step)), Some(game)) = (self.hint.take(), self.game.as_mut())
                {
                    apply_step(game, &step);
                }
                self.check_solved(act);
            }
            other => self.play(other, act),
        }
    }

    fn poll(&mut self, act: &mut Act<'_>) {
        if let Some(job) = self.making.as_mut()
            && let Some(outcome) = job.poll()
        {
            self.making = None;
            match outcome {
                Outcome::Done(Some((puzzle, seed))) => {
                    self.game = Some(Game::new(puzzle, Some(seed)));
                    self.hint = None;
                }
                Outcome::Done(None) => {}
                Outcome::Failed(e) => *act.status = Status::error(e),
                Outcome::Cancelled => {}
            }
        }
        if let Some(job) = self.hinting.as_mut()
            && let Some(outcome) = job.poll()
        {
            self.hinting = None;
            if let Outcome::Done(hint) = outcome {
                if let Some(game) = self.game.as_mut() {
                    game.hints_used += 1;
                }
                self.hint = Some(hint);
            }
        }
    }

    fn busy(&self) -> bool {
        self.making.is_some() || self.hinting.is_some()
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        None
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        match &self.game {
            Some(game) => t!("regions-describe", n = game.n()),
            None => t!("view-regions"),
        }
    }
}

impl Regions {
    /// A move on the board; a solve is said at once.
    fn play(&mut self, command: RegionsCommand, act: &mut Act<'_>) {
        let (auto_cross, cross_mode) = (self.auto_cross, self.cross_mode);
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.solved.is_some() && !matches!(command, RegionsCommand::Undo) {
            return;
        }
        match command {
            RegionsCommand::Click(cell) if cross_mode => game.toggle_cross(cell),
            RegionsCommand::Click(cell) => game.toggle_queen(cell, auto_cross),
            RegionsCommand::ToggleCross(cell) => game.toggle_cross(cell),
            RegionsCommand::DragCross(cell) if game.at(cell) == Mark::Open => {
                game.remember();
                game.set(cell, Mark::Cross);
            }
            RegionsCommand::Undo => {
                if let Some(before) = game.undo.pop() {
                    game.redo.push(std::mem::replace(&mut game.marks, before));
                }
            }
            RegionsCommand::Redo => {
                if let Some(after) = game.redo.pop() {
                    game.undo.push(std::mem::replace(&mut game.marks, after));
                }
            }
            _ => {}
        }
        // A hint speaks of the board it was asked on.
        self.hint = None;
        self.check_solved(act);
    }
}

/// What a hint's step sets, as the player would set it.
fn apply_step(game: &mut Game, step: &Step) {
    game.remember();
    for &(cell, mark) in &step.sets {
        game.set(cell, mark);
    }
}

fn difficulty_words(d: Option<Difficulty>) -> String {
    match d {
        None => t!("regions-any"),
        Some(d) => crate::app::i18n::tr(&format!("regions-{}", d.key())),
    }
}
