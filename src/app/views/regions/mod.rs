//! The regions puzzle ("Queens"): a new puzzle of a size and difficulty
//! (with exactly one solution, from a seed), played by clicking or by
//! keys: a click places or lifts a queen, a right click (or a click in ×
//! mode) marks a square ruled out, a right drag marks many; the arrows
//! move a cursor, Space places, X rules out. Clashes are ringed and marked
//! "!", undo and redo, a timer that stops while the window is away, hints
//! in words with the squares they speak of, the whole solve step by step,
//! the best time per puzzle, and an editor that says live whether a map
//! has no solution, one or more. Save, Open, paste and drop read and write
//! the puzzle's text; Share copies a link and the result line.

mod board;
mod check;
mod editor;
mod finish;
mod game;
mod making;
mod panel;
mod said;

use std::path::PathBuf;
use std::sync::Arc;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers};

use crate::app::address::{Address, Problem};
use crate::app::i18n::t;
use crate::app::settings::TapMode;
use crate::app::shared::Shared;
use crate::app::status::Status;
use crate::app::view::{Act, Document, Incoming, Look, Out, View};
use crate::engine::Board;
use crate::engine::regions::{
    Cell, Day, Difficulty, Hint, MAX_REGIONS_N, MakeId, Mark, Puzzle, Rating, Step,
};
use crate::formats::{Doubt, Opened};
use crate::worker::requests;
use crate::worker::{Job, Outcome};

pub use editor::{Editor, Verdict};
pub use game::{Game, clock_words};
pub use said::said_words;

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
    /// Which queens and ✕ placed contradict the solution, on demand.
    Check,
    /// Makes the day's puzzle: the same for everyone on that date.
    Daily(Day),
    /// Plays this puzzle (from a link or a file), its queens placed.
    Open(Puzzle),
    /// A puzzle's text (pasted, or a file a page was handed).
    OpenText(String),
    /// A puzzle's file, read on the worker.
    OpenFile(PathBuf),
    CancelNew,
    /// A click: a queen placed or lifted (a × in × mode); in the editor,
    /// the square painted.
    Click(Cell),
    /// A right click: a × set or lifted.
    ToggleCross(Cell),
    /// A right drag over an open square: a ×. The drag's first square
    /// (`first`) starts one Undo step for the whole gesture.
    DragCross {
        cell: Cell,
        first: bool,
    },
    /// The keyboard's cursor moved here.
    Cursor(Cell),
    /// A click or a tap on this square: the cursor goes there, hidden
    /// until a key moves it.
    Pointed(Cell),
    Undo,
    Redo,
    AutoCross(bool),
    /// What a tap or a click does, kept in the settings.
    Tap(TapMode),
    Hint,
    ApplyHint,
    DismissHint,
    /// Shows step k of the whole solve by the rules, or the game again.
    Walk(Option<usize>),
    /// Paints the regions of the puzzle shown, or of a blank map of the
    /// size chosen.
    Edit {
        blank: bool,
    },
    /// The region the editor paints with.
    Brush(u8),
    /// Plays the map painted.
    PlayEdited,
    /// Leaves the editor, or asks first if the map was painted.
    LeaveEditor,
    /// The answer to that question: drop the map (true) or keep painting.
    DropEdits(bool),
    /// Draws the solutions of the map being edited.
    RevealEdited,
    /// The window came back (true) or went away: the clock runs or stops.
    Present(bool),
    /// Puts the finish's card away.
    CloseFinish,
    /// Start the puzzle over: `None` asks first, `Some(true)` empties the
    /// board and the clock, `Some(false)` keeps the game.
    StartOver(Option<bool>),
}

/// What the board is for.
pub enum Mode {
    Play,
    /// The whole solve shown one step at a time: the step shown.
    Walk(usize),
    Edit(Box<Editor>),
}

pub struct Regions {
    pub size: usize,
    pub difficulty: Option<Difficulty>,
    pub seed_text: String,
    pub game: Option<Game>,
    pub auto_cross: bool,
    pub mode: Mode,
    /// The keyboard's square.
    pub cursor: Cell,
    /// The cursor is drawn once a key moved it, and not after a click or
    /// a tap (issue 71: its corners sat on a7 through every tap).
    pub cursor_shown: bool,
    making: Option<Making>,
    hinting: Option<Job<Hint>>,
    /// The solution a Check holds the board against, being found.
    checking: Option<Job<Vec<Puzzle>>>,
    reading: Option<Job<Opened>>,
    rating_job: Option<Job<Rating>>,
    /// The game's puzzle solved by the rules, step by step.
    pub rating: Option<Rating>,
    /// The hint shown, until applied or dismissed.
    pub hint: Option<Hint>,
    /// A first puzzle was asked for.
    tried: bool,
    /// The moment a solve is marked: its card over the board.
    pub finish: Option<finish::Finish>,
    /// "Start this puzzle over?" is asked.
    pub asking_over: bool,
}

/// A puzzle being made on the worker, and the day it is the puzzle of if
/// it is a day's: the two go together, so that a day's never ends up
/// without its date, nor another puzzle with one.
struct Making {
    job: Job<Option<(Puzzle, u64)>>,
    day: Option<Day>,
    /// The name that makes the puzzle being made.
    id: MakeId,
}

impl Regions {
    pub fn new(_shared: &Shared) -> Self {
        Regions {
            size: 8,
            difficulty: Some(Difficulty::Medium),
            seed_text: String::new(),
            game: None,
            auto_cross: false,
            mode: Mode::Play,
            cursor: (0, 0),
            cursor_shown: false,
            making: None,
            hinting: None,
            reading: None,
            rating_job: None,
            rating: None,
            hint: None,
            tried: false,
            finish: None,
            asking_over: false,
            checking: None,
        }
    }

    /// The n of the board shown.
    fn shown_n(&self) -> Option<usize> {
        match &self.mode {
            Mode::Edit(editor) => Some(editor.n),
            _ => self.game.as_ref().map(Game::n),
        }
    }

    /// Plays `puzzle` from now on, and rates it on the worker.
    fn start(&mut self, puzzle: Puzzle, seed: Option<u64>, act: &mut Act<'_>) {
        self.making = None;
        self.tried = true;
        self.hint = None;
        self.mode = Mode::Play;
        let n = puzzle.n();
        self.cursor = (self.cursor.0.min(n - 1), self.cursor.1.min(n - 1));
        let bare = puzzle.with_queens(Vec::new());
        self.rating = None;
        self.rating_job = Some(act.worker.run(requests::Rate { puzzle: bare }));
        self.game = Some(Game::new(puzzle, seed));
        self.finish = None;
        self.asking_over = false;
    }

    /// A puzzle's text opened, or why not in the status line.
    fn open_text(&mut self, text: &str, act: &mut Act<'_>) {
        let name = t!("regions-pasted");
        let input = crate::formats::Input::Bytes(text.as_bytes(), std::path::Path::new(&name));
        match crate::formats::read_puzzle(input, &name) {
            Ok(puzzle) => {
                *act.status = Status::info(t!("regions-opened", n = puzzle.n()));
                self.start(puzzle, None, act);
            }
            // A map that does not read is said in the window's words.
            Err(why) => match Puzzle::parse(text) {
                Err(e) if !text.contains("starbattle/") => {
                    let words = crate::app::words::puzzle_error_words(&e);
                    *act.status = Status::error(format!("{name}: {words}"));
                }
                _ => *act.status = Status::error(why),
            },
        }
    }

    /// The marks of the solve's first `k + 1` steps, from the empty board.
    pub fn walk_marks(&self, k: usize) -> Option<(Vec<Mark>, &Step)> {
        let (game, rating) = (self.game.as_ref()?, self.rating.as_ref()?);
        let n = game.n();
        let mut marks = vec![Mark::Open; n * n];
        for step in rating.steps.iter().take(k + 1) {
            for &((r, c), mark) in &step.sets {
                marks[r * n + c] = mark;
            }
        }
        Some((marks, rating.steps.get(k)?))
    }
}

/// Why a screenshot's map is in doubt, in the window's language.
fn doubt_words(name: &str, n: usize, problem: &Doubt, doubt: &[Cell]) -> String {
    let problem = match problem {
        Doubt::FewColours => t!("regions-shot-few-colours", n = n),
        Doubt::NoSolution => t!("regions-shot-no-solution"),
        Doubt::ManySolutions => t!("regions-shot-many"),
        Doubt::Uncounted(why) => why.clone(),
    };
    let squares = if doubt.is_empty() {
        t!("regions-shot-no-doubt")
    } else {
        let names: Vec<String> = doubt
            .iter()
            .map(|&cell| crate::engine::regions::cell_name(cell, n))
            .collect();
        names.join(", ")
    };
    t!(
        "regions-shot-doubt",
        name = name,
        n = n,
        problem = problem,
        squares = squares
    )
}

impl View for Regions {
    type Command = RegionsCommand;

    const OWN_PUZZLE: bool = true;
    // The puzzle has nothing to do with n: a game goes on.
    const LASTS: bool = true;

    /// The clock stops while another view is shown, as it does while the
    /// window is away; the board starts it again when it is seen.
    fn hidden(&mut self) {
        if let Some(game) = self.game.as_mut()
            && game.solved.is_none()
        {
            game.clock.run(false);
        }
    }

    /// Today's puzzle is made as soon as the view first shows: a daily
    /// game greets its player with the day's.
    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        if self.game.is_none() && self.making.is_none() && self.reading.is_none() && !self.tried {
            self.tried = true;
            self.apply(RegionsCommand::Daily(act.settings.clock.today()), act);
        }
        false
    }

    fn panel(&mut self, ui: &mut egui::Ui, look: &Look<'_>, out: &mut Out<RegionsCommand>) {
        self.side_panel(ui, look, out);
    }

    fn central(&mut self, ui: &mut egui::Ui, look: &Look<'_>, out: &mut Out<RegionsCommand>) {
        self.central_board(ui, look, out);
    }

    fn keys(&self, input: &mut egui::InputState, out: &mut Out<RegionsCommand>) {
        if input.consume_shortcut(&REDO) {
            out.push(RegionsCommand::Redo);
        }
        if input.consume_shortcut(&UNDO) {
            out.push(RegionsCommand::Undo);
        }
        // The finish card, while it shows, is what Escape puts away.
        if self.finish_open() && input.consume_key(Modifiers::NONE, Key::Escape) {
            out.push(RegionsCommand::CloseFinish);
        }
        self.board_keys(input, out);
    }

    fn apply(&mut self, command: RegionsCommand, act: &mut Act<'_>) {
        match command {
            RegionsCommand::SetSize(n) => self.size = n,
            RegionsCommand::SetDifficulty(d) => self.difficulty = d,
            RegionsCommand::SetSeed(text) => self.seed_text = text,
            RegionsCommand::New => self.make(act),
            RegionsCommand::Daily(day) if day > act.settings.clock.today() => {
                let today = act.settings.clock.today().to_string();
                *act.status = Status::error(t!(
                    "regions-future-day",
                    day = day.to_string(),
                    today = today
                ));
            }
            RegionsCommand::Daily(day) => {
                // The game left is kept before another day's is made.
                self.keep_game(act.settings);
                let today = crate::engine::regions::daily(day);
                let difficulty = Some(today.difficulty);
                self.make_puzzle(today.n, today.seed, difficulty, Some(day), act);
            }
            RegionsCommand::CancelNew => self.making = None,
            RegionsCommand::Open(puzzle) => self.start(puzzle, None, act),
            RegionsCommand::OpenText(text) => self.open_text(&text, act),
            RegionsCommand::OpenFile(path) => {
                self.reading = Some(act.worker.run(requests::ReadPuzzle { path }));
            }
            RegionsCommand::Present(on) => {
                if let Some(game) = self.game.as_mut()
                    && game.solved.is_none()
                {
                    game.clock.run(on && matches!(self.mode, Mode::Play));
                }
            }
            RegionsCommand::AutoCross(on) => {
                self.auto_cross = on;
                // Ticked, it rules out what the queens already placed
                // attack, as it does for each queen placed after.
                if let Some(game) = self.game.as_mut()
                    && on
                    && game.solved.is_none()
                    && matches!(self.mode, Mode::Play)
                {
                    game.cross_around_queens();
                }
            }
            RegionsCommand::Tap(mode) => act.settings.regions_tap = mode,
            RegionsCommand::Cursor(cell) => {
                self.cursor = cell;
                self.cursor_shown = true;
            }
            RegionsCommand::Pointed(cell) => {
                self.cursor = cell;
                self.cursor_shown = false;
            }
            RegionsCommand::Hint => {
                if let Some(game) = &self.game {
                    let board = game.board();
                    let crosses = game.cells_marked(Mark::Cross);
                    self.hinting = Some(act.worker.run(requests::HintFor { board, crosses }));
                }
            }
            RegionsCommand::DismissHint => self.hint = None,
            RegionsCommand::Check => {
                if let Some(game) = &self.game {
                    let puzzle = game.puzzle.clone();
                    self.checking = Some(act.worker.run(requests::Solutions { puzzle, limit: 1 }));
                }
            }
            RegionsCommand::ApplyHint => {
                if let (Some(Hint::Step(step)), Some(game)) = (self.hint.take(), self.game.as_mut())
                {
                    apply_step(game, &step, self.auto_cross);
                }
                self.check_solved(act);
            }
            RegionsCommand::Walk(k) => self.walk(k),
            RegionsCommand::StartOver(None) => self.asking_over = true,
            RegionsCommand::StartOver(Some(yes)) => {
                self.asking_over = false;
                if yes {
                    self.start_over();
                    self.keep_game(act.settings);
                }
            }
            RegionsCommand::CloseFinish => {
                if let Some(finish) = &mut self.finish {
                    finish.closed = true;
                }
            }
            RegionsCommand::Edit { .. }
            | RegionsCommand::Brush(_)
            | RegionsCommand::PlayEdited
            | RegionsCommand::LeaveEditor
            | RegionsCommand::DropEdits(_)
            | RegionsCommand::RevealEdited => self.edit(command, act),
            other => self.play(other, act),
        }
    }

    fn poll(&mut self, act: &mut Act<'_>) {
        if let Some(making) = self.making.as_mut()
            && let Some(outcome) = making.job.poll()
        {
            let (day, id) = (making.day, making.id);
            self.making = None;
            match outcome {
                Outcome::Done(Some((puzzle, seed))) => {
                    self.start(puzzle, Some(seed), act);
                    if let Some(game) = self.game.as_mut() {
                        game.day = day;
                        game.made_by = Some(id);
                        // A day played before is taken up where it was
                        // left: its marks, its clock, its hints, solved.
                        let kept = day.and_then(|d| act.settings.regions_games.get(&d.to_string()));
                        if let Some(kept) = kept {
                            game.resume(kept);
                        }
                    }
                }
                Outcome::Done(None) => {}
                Outcome::Failed(e) => *act.status = Status::error(e),
                Outcome::Cancelled => {}
            }
        }
        if let Some(job) = self.reading.as_mut()
            && let Some(outcome) = job.poll()
        {
            self.reading = None;
            match outcome {
                Outcome::Done(Opened::Puzzle(puzzle)) => {
                    *act.status = Status::info(t!("regions-opened", n = puzzle.n()));
                    self.start(puzzle, None, act);
                }
                // A screenshot read with a doubt: its map in the editor,
                // the squares in doubt outlined, for the player to repaint.
                Outcome::Done(Opened::InDoubt {
                    n,
                    regions,
                    doubt,
                    problem,
                    name,
                    ..
                }) => {
                    *act.status = Status::error(doubt_words(&name, n, &problem, &doubt));
                    let editor = Editor::read(n, regions, doubt, act.worker);
                    self.mode = Mode::Edit(Box::new(editor));
                }
                Outcome::Failed(e) => *act.status = Status::error(e),
                Outcome::Cancelled => {}
            }
        }
        if let Some(job) = self.rating_job.as_mut()
            && let Some(outcome) = job.poll()
        {
            self.rating_job = None;
            if let Outcome::Done(rating) = outcome {
                self.rating = Some(rating);
            }
        }
        if let Some(job) = self.hinting.as_mut()
            && let Some(outcome) = job.poll()
        {
            self.hinting = None;
            if let Outcome::Done(hint) = outcome {
                // A notice of a mistake (a clash, a dead line) is no hint
                // of the way on: Share counts the steps asked for.
                if let Some(game) = self.game.as_mut()
                    && matches!(hint, Hint::Step(_))
                {
                    game.hints_used += 1;
                }
                self.hint = Some(hint);
            }
        }
        if let Some(job) = self.checking.as_mut()
            && let Some(outcome) = job.poll()
        {
            self.checking = None;
            if let Outcome::Done(found) = outcome {
                self.show_check(found.first(), act);
            }
        }
        if let Mode::Edit(editor) = &mut self.mode {
            editor.poll();
        }
        self.keep_game(act.settings);
    }

    fn busy(&self) -> bool {
        self.making.is_some()
            || self.hinting.is_some()
            || self.checking.is_some()
            || self.reading.is_some()
            || self.rating_job.is_some()
            || matches!(&self.mode, Mode::Edit(editor) if editor.busy())
    }

    fn board(&self, _look: &Look<'_>) -> Option<Arc<Board>> {
        None
    }

    fn describe(&self, _look: &Look<'_>) -> String {
        match (&self.mode, &self.game) {
            (Mode::Edit(editor), _) => t!("regions-describe-editing", n = editor.n),
            (_, Some(game)) if game.solved.is_some() => {
                t!("regions-describe-solved", n = game.n())
            }
            (_, Some(game)) => t!("regions-describe", n = game.n()),
            (_, None) => t!("view-regions"),
        }
    }

    fn file_stem(&self, _look: &Look<'_>) -> String {
        match (&self.game, self.game.as_ref().and_then(|g| g.seed)) {
            (Some(game), Some(seed)) => format!("regions-{}-seed-{seed}", game.n()),
            (Some(game), None) => format!("regions-{}", game.n()),
            (None, _) => "regions".to_string(),
        }
    }

    /// The puzzle as played so far: a queen in lower case.
    fn document(&self, _look: &Look<'_>) -> Document {
        match &self.game {
            Some(game) => Document::Text {
                text: game.board().to_string(),
                copied: t!("regions-copied"),
            },
            None => Document::Nothing,
        }
    }

    /// A puzzle's file, and a puzzle's text from any view.
    fn open(&self, incoming: &Incoming<'_>, shown: bool) -> Vec<RegionsCommand> {
        match *incoming {
            Incoming::File(path) if shown => vec![RegionsCommand::OpenFile(path.to_path_buf())],
            Incoming::Handed(text) | Incoming::Pasted(text) if shown || is_puzzle_text(text) => {
                vec![RegionsCommand::OpenText(text.to_string())]
            }
            _ => Vec::new(),
        }
    }

    fn claims_address(address: &Address) -> bool {
        address.regions.is_some() || address.daily.is_some() || address.made.is_some()
    }

    fn arrive(&mut self, address: &Address, _shown: bool, act: &mut Act<'_>) -> Vec<Problem> {
        if let Some(puzzle) = &address.regions {
            self.apply(RegionsCommand::Open(puzzle.clone()), act);
        } else if let Some(day) = address.daily {
            self.apply(RegionsCommand::Daily(day), act);
        } else if let Some(id) = address.made {
            self.tried = true;
            self.make_puzzle(id.n, id.seed, id.difficulty, None, act);
        }
        Vec::new()
    }

    /// A day's puzzle is its date, played or not (its game is kept in the
    /// settings: a reload of the page takes it up by the date, and the day
    /// keeps its streak and its Share; issue 71); any other, its board.
    fn address(&self, _look: &Look<'_>, address: &mut Address) {
        match &self.game {
            Some(game) if game.day.is_some() => {
                address.daily = game.day;
            }
            game => address.regions = game.as_ref().map(Game::board),
        }
    }
}

impl Regions {
    /// The game from an empty board at 0:00, as asked: its marks, undo,
    /// clock, hints and solve put away (a day solved stays solved in the
    /// days solved; a best time stays).
    fn start_over(&mut self) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        game.restart();
        self.finish = None;
        self.hint = None;
        self.mode = Mode::Play;
    }

    /// Steps through the solve; looking at it is said in the result line.
    fn walk(&mut self, k: Option<usize>) {
        let steps = self.rating.as_ref().map_or(0, |r| r.steps.len());
        self.hint = None;
        match k {
            Some(k) if steps > 0 => {
                if let Some(game) = self.game.as_mut() {
                    game.solve_seen = true;
                    game.clock.run(false);
                }
                self.mode = Mode::Walk(k.min(steps - 1));
            }
            _ => self.mode = Mode::Play,
        }
    }

    /// A move on the board (or a square painted); a solve is said at once.
    fn play(&mut self, command: RegionsCommand, act: &mut Act<'_>) {
        if let Mode::Edit(editor) = &mut self.mode {
            if let RegionsCommand::Click(cell) = command {
                editor.paint(cell, act.worker);
            }
            return;
        }
        if !matches!(self.mode, Mode::Play) {
            return;
        }
        let (auto_cross, tap) = (self.auto_cross, act.settings.regions_tap);
        let Some(game) = self.game.as_mut() else {
            return;
        };
        // A finished game stays finished (Undo and Redo too): its time
        // and best time are kept, and the board shows the solution.
        if game.solved.is_some() {
            return;
        }
        match command {
            RegionsCommand::Click(cell) => match tap {
                TapMode::Queen => game.toggle_queen(cell, auto_cross),
                TapMode::Cross => game.toggle_cross(cell),
                TapMode::Cycle => game.cycle(cell, auto_cross),
            },
            // The other way: a ×, or in × mode a queen.
            RegionsCommand::ToggleCross(cell) => match tap {
                TapMode::Cross => game.toggle_queen(cell, auto_cross),
                TapMode::Queen | TapMode::Cycle => game.toggle_cross(cell),
            },
            RegionsCommand::DragCross { cell, first } => game.drag_cross(cell, first),
            RegionsCommand::Undo => game.undo(),
            RegionsCommand::Redo => game.redo(),
            _ => {}
        }
        // A hint speaks of the board it was asked on.
        self.hint = None;
        self.check_solved(act);
    }
}

/// What a hint's step sets, as the player would set it: a queen it
/// places rules out what it attacks when the player asked for that.
fn apply_step(game: &mut Game, step: &Step, auto_cross: bool) {
    game.remember();
    for &(cell, mark) in &step.sets {
        game.set(cell, mark);
    }
    if auto_cross {
        let placed = step.sets.iter().filter(|(_, mark)| *mark == Mark::Queen);
        let queens: Vec<Cell> = placed.map(|&(cell, _)| cell).collect();
        for queen in queens {
            game.cross_around(queen);
        }
    }
}

fn difficulty_words(d: Option<Difficulty>) -> String {
    match d {
        None => t!("regions-any"),
        Some(d) => crate::app::i18n::tr(&format!("regions-{}", d.key())),
    }
}

/// Whether `text` reads as a regions puzzle (and not as a board of one
/// queen), or is a one-star Star Battle's puzz.link address: a paste
/// anywhere opens the regions view with it.
pub fn is_puzzle_text(text: &str) -> bool {
    text.len() <= 2 * MAX_REGIONS_N * (MAX_REGIONS_N + 2)
        && (Puzzle::parse(text).is_ok_and(|p| p.n() > 1)
            || crate::engine::regions::from_puzzlink(text).is_ok())
}
