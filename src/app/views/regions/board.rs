//! The regions view's board: the game, a step of the solve or the map
//! being painted, drawn from one scene; the pointer and the keys that act
//! on it; and what a screen reader is told of it.

use std::time::Duration;

use eframe::egui::{self, Key, PointerButton, Sense, Ui};

use super::{BOARD_RECT, Mode, Regions, RegionsCommand, Verdict};
use crate::app::i18n::t;
use crate::app::view::{Look, Out};
use crate::app::widgets::{canvas, grid};
use crate::engine::regions::{Cell, Hint, Mark, Puzzle, cell_name};
use crate::scene::{Palette, RegionMap, RegionsLook, regions_scene};

/// What the board shows this frame.
struct Shown<'a> {
    map: RegionMap<'a>,
    marks: Vec<Mark>,
    clashing: Vec<Cell>,
    outlined: Vec<Cell>,
    second: Vec<Cell>,
}

impl Regions {
    fn shown(&self) -> Option<Shown<'_>> {
        if let Mode::Edit(editor) = &self.mode {
            let n = editor.n;
            let mut marks = vec![Mark::Open; n * n];
            let (first, second) = match &editor.verdict {
                _ if !editor.reveal => (&[][..], &[][..]),
                Verdict::One(one) => (one.queens(), &[][..]),
                Verdict::Many(one, two) => (one.queens(), two.queens()),
                _ => (&[][..], &[][..]),
            };
            for &(r, c) in first {
                marks[r * n + c] = Mark::Queen;
            }
            return Some(Shown {
                map: RegionMap {
                    n,
                    regions: &editor.regions,
                },
                marks,
                clashing: Vec::new(),
                outlined: editor.doubt.clone(),
                second: second.to_vec(),
            });
        }
        let game = self.game.as_ref()?;
        let map = RegionMap {
            n: game.n(),
            regions: game.puzzle.regions(),
        };
        if let Mode::Walk(k) = self.mode
            && let Some((marks, step)) = self.walk_marks(k)
        {
            return Some(Shown {
                map,
                marks,
                clashing: Vec::new(),
                outlined: step.shown.clone(),
                second: Vec::new(),
            });
        }
        let outlined = match &self.hint {
            Some(Hint::Step(step)) => step.shown.clone(),
            Some(Hint::Broken { shown, .. }) => shown.clone(),
            _ => Vec::new(),
        };
        Some(Shown {
            map,
            marks: game.marks.clone(),
            clashing: game.clashing(),
            outlined,
            second: Vec::new(),
        })
    }

    /// A square in words, as a screen reader says it: "d5, region C,
    /// queen".
    fn square_words(shown: &Shown<'_>, square: Cell) -> String {
        let n = shown.map.n;
        let (r, c) = square;
        let region = Puzzle::letter(usize::from(shown.map.regions[r * n + c]));
        let mark = match shown.marks[r * n + c] {
            Mark::Queen if shown.clashing.contains(&square) => t!("regions-square-clash"),
            Mark::Queen => t!("regions-square-queen"),
            Mark::Cross => t!("regions-square-cross"),
            Mark::Open => t!("regions-square-open"),
        };
        t!(
            "regions-square",
            square = cell_name(square, n),
            region = region.to_string(),
            mark = mark
        )
    }

    pub(super) fn central_board(
        &mut self,
        ui: &mut Ui,
        look: &Look<'_>,
        out: &mut Out<RegionsCommand>,
    ) {
        let Some(shown) = self.shown() else {
            ui.centered_and_justified(|ui| ui.label(t!("regions-none-yet")));
            return;
        };
        if let (Mode::Play, Some(game)) = (&self.mode, &self.game) {
            // The clock runs while the window is there to be played in.
            let present = ui.input(|i| i.focused && !i.viewport().minimized.unwrap_or(false));
            if game.solved.is_none() && present != game.clock.running() {
                out.push(RegionsCommand::Present(present));
            }
            if game.clock.running() {
                ui.ctx().request_repaint_after(Duration::from_millis(500));
            }
        }
        let palette = if look.settings.dark {
            Palette::DARK
        } else {
            Palette::LIGHT
        };
        let n = shown.map.n;
        // The board is a Tab stop, the keys' when focused (by Tab, a
        // click, the view entered, or Ctrl+B from anywhere).
        let (whole, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
        // The finish card takes a strip of its own, so the solved board
        // stays in sight.
        let window = ui.ctx().content_rect();
        let space = self.board_space(whole, window);
        let response = ui.interact(space, canvas::board_id(), Sense::click_and_drag());
        let painter = ui.painter_at(space);
        // With a hint or a walk to put away, Escape is the board's and it
        // keeps the keys (issue 72: the reader's cell was cleared while the
        // arrows still played); with nothing, Escape gives them back.
        let to_put_away = self.hint.is_some() || matches!(self.mode, Mode::Walk(_));
        canvas::take_focus_holding_escape(ui, &response, true, to_put_away);
        let focused = response.has_focus();
        // The keys arriving without the pointer (Tab, Ctrl+B, the view
        // entered): the cursor shows where they act.
        let by_pointer = ui.input(|i| i.pointer.any_down() || i.pointer.any_released());
        if response.gained_focus() && !by_pointer && !self.cursor_shown {
            out.push(RegionsCommand::Cursor(self.cursor));
        }
        if focused {
            // Its keys, Undo and Redo among them, as when nothing has the
            // keyboard.
            ui.input_mut(|input| crate::app::view::View::keys(self, input, out));
        }
        let scene = regions_scene(
            shown.map,
            &RegionsLook {
                marks: &shown.marks,
                clashing: &shown.clashing,
                shown: &shown.outlined,
                second: &shown.second,
                cursor: self.cursor_shown.then_some(self.cursor),
                palette: &palette,
                labels: look.settings.labels,
                patterns: look.settings.region_patterns,
                colours: match &self.mode {
                    Mode::Edit(editor) => Some(&editor.colours),
                    _ => None,
                },
            },
        );
        let square = Self::square_words(&shown, self.cursor);
        let description = format!("{}; {square}", t!("regions-describe", n = n));
        // Each move and each mark said once, in the board's words ("d5,
        // region C, queen"); its name with them when it gets the keys.
        crate::app::speech::say_board(ui.ctx(), &response, &square, &description);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &description));
        let cursor = (self.cursor.0.min(n - 1), self.cursor.1.min(n - 1));
        let by_reader = grid::accessible_grid(ui, &response, (n, n), Some(cursor), |square| {
            Self::square_words(&shown, square)
        });
        if let Some(square) = by_reader {
            // A screen reader's click on a cell: the cursor goes there
            // and the square is played as by a click.
            out.push(RegionsCommand::Cursor(square));
            out.push(RegionsCommand::Click(square));
        }
        let rect = canvas::fit_in(response.rect, 1.0);
        canvas::paint_scene(&painter, rect, &scene);
        if focused {
            canvas::paint_focus_frame(ui, &painter, rect);
        }
        let area = canvas::BoardArea::new(rect, n, look.settings.labels);
        // Where the squares are, for tests that click them.
        ui.data_mut(|d| d.insert_temp(egui::Id::unique(BOARD_RECT), area.squares()));
        if matches!(self.mode, Mode::Play) {
            self.finish_moment(ui, window, rect, area.squares(), n, out);
        }
        self.pointer(ui, &response, &area, &shown, out);
    }

    /// The part of `whole` the board takes: all of it, but while the
    /// finish card shows, a strip of it where `window` has no room for
    /// the card beside the board.
    fn board_space(&self, whole: egui::Rect, window: egui::Rect) -> egui::Rect {
        if matches!(self.mode, Mode::Play) && self.finish_open() {
            super::finish::board_space(whole, window, self.finish_height())
        } else {
            whole
        }
    }

    /// What the pointer did on the board: a click or a tap, a right click
    /// or a long press, a drag (every square on its way).
    fn pointer(
        &self,
        ui: &Ui,
        response: &egui::Response,
        area: &canvas::BoardArea,
        shown: &Shown<'_>,
        out: &mut Out<RegionsCommand>,
    ) {
        let editing = matches!(self.mode, Mode::Edit(_));
        if !editing && let Some(cell) = long_press_lifted(ui, area) {
            out.push(RegionsCommand::Pointed(cell));
            out.push(RegionsCommand::ToggleCross(cell));
            return;
        }
        let at = response
            .interact_pointer_pos()
            .and_then(|p| area.square_at(p));
        let Some(cell) = at else {
            return;
        };
        // A drag is seen once the pointer has moved, maybe into the next
        // square: the square it was pressed on is part of the gesture too.
        // And a fast pointer jumps squares between two frames: the squares
        // on the way are part of it as well.
        let origin = ui
            .input(|i| i.pointer.press_origin())
            .and_then(|p| area.square_at(p));
        let passed = |started: bool| -> Vec<Cell> {
            let now = response.interact_pointer_pos();
            let before = if started {
                ui.input(|i| i.pointer.press_origin())
            } else {
                now.map(|p| p - ui.input(|i| i.pointer.delta()))
            };
            match (before, now) {
                (Some(a), Some(b)) => squares_along(area, a, b),
                _ => vec![cell],
            }
        };
        if response.clicked() || response.secondary_clicked() {
            out.push(RegionsCommand::Pointed(cell));
        }
        if response.clicked_by(PointerButton::Primary) {
            out.push(RegionsCommand::Click(cell));
        } else if editing && response.dragged_by(PointerButton::Primary) {
            let started = response.drag_started_by(PointerButton::Primary);
            for square in passed(started) {
                out.push(RegionsCommand::Click(square));
            }
        } else if !editing && response.dragged_by(PointerButton::Primary) {
            // A finger's (or the mouse's) drag across squares rules them
            // out, as a right drag does (issue 71: a finger drag marked
            // nothing); a hold on one square is a long press, not this.
            let before = response
                .interact_pointer_pos()
                .map(|p| p - ui.input(|i| i.pointer.delta()))
                .and_then(|p| area.square_at(p));
            if origin.is_some_and(|o| o != cell) || before.is_some_and(|b| b != cell) {
                // The first frame off the square it was pressed on starts
                // the gesture, that square included.
                let leaving = before == origin && origin != Some(cell);
                drag_crosses(passed(false), leaving, origin, shown, out);
            }
        } else if response.secondary_clicked() && !crate::platform::finger_down() {
            // A right click, or a long press on a touch screen (where the
            // page times fingers, at the finger's lift).
            out.push(RegionsCommand::ToggleCross(cell));
        } else if response.dragged_by(PointerButton::Secondary) {
            let started = response.drag_started_by(PointerButton::Secondary);
            drag_crosses(passed(started), started, origin, shown, out);
        }
    }

    /// The board's keys: the arrows move the cursor; Space or Enter acts
    /// there as a click; X rules the square out; H asks for a hint;
    /// Escape puts away a hint, the solve or the editor. In the editor a
    /// region's letter paints the square. Keys are taken in the order
    /// pressed: several in one frame (a fast typist, a test) act one after
    /// the other, each where the cursor is by then.
    pub(super) fn board_keys(&self, input: &mut egui::InputState, out: &mut Out<RegionsCommand>) {
        let Some(n) = self.shown_n() else {
            return;
        };
        let editing = matches!(self.mode, Mode::Edit(_));
        let mut cursor = (self.cursor.0.min(n - 1), self.cursor.1.min(n - 1));
        input.events.retain(|event| {
            let egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                return true;
            };
            if !modifiers.is_none() {
                return true;
            }
            let (r, c) = cursor;
            let moved = match key {
                Key::ArrowUp => Some((r.saturating_sub(1), c)),
                Key::ArrowDown => Some(((r + 1).min(n - 1), c)),
                Key::ArrowLeft => Some((r, c.saturating_sub(1))),
                Key::ArrowRight => Some((r, (c + 1).min(n - 1))),
                _ => None,
            };
            if let Some(to) = moved {
                cursor = to;
                out.push(RegionsCommand::Cursor(to));
                return false;
            }
            let letter = key.name();
            let region = (letter.len() == 1)
                .then(|| letter.as_bytes()[0].wrapping_sub(b'A'))
                .filter(|&g| usize::from(g) < n);
            let command = match (key, editing, region) {
                (Key::Space | Key::Enter, _, _) => RegionsCommand::Click(cursor),
                (Key::Escape, true, _) => RegionsCommand::LeaveEditor,
                (_, true, Some(g)) => {
                    out.push(RegionsCommand::Brush(g));
                    RegionsCommand::Click(cursor)
                }
                (Key::X, false, _) => RegionsCommand::ToggleCross(cursor),
                (Key::H, false, _) => RegionsCommand::Hint,
                (Key::Escape, false, _) => match self.mode {
                    Mode::Walk(_) => RegionsCommand::Walk(None),
                    _ => RegionsCommand::DismissHint,
                },
                _ => return true,
            };
            out.push(RegionsCommand::Cursor(cursor));
            out.push(command);
            false
        });
    }
}

/// A drag's squares ruled out: where the gesture `begins` (its first step
/// opens its one Undo step), from the square it was pressed on; after it,
/// only the open squares on the way.
fn drag_crosses(
    mut squares: Vec<Cell>,
    begins: bool,
    origin: Option<Cell>,
    shown: &Shown<'_>,
    out: &mut Out<RegionsCommand>,
) {
    let n = shown.map.n;
    if begins && let Some(origin) = origin.filter(|o| !squares.contains(o)) {
        squares.insert(0, origin);
    }
    let mut first = begins;
    for square in squares {
        if first || shown.marks[square.0 * n + square.1] == Mark::Open {
            out.push(RegionsCommand::DragCross {
                cell: square,
                first,
            });
            first = false;
        }
    }
}

/// The squares a pointer passed over from `a` to `b`, in order, each once:
/// sampled at a tenth of a square.
fn squares_along(area: &canvas::BoardArea, a: egui::Pos2, b: egui::Pos2) -> Vec<Cell> {
    let side = area.squares().width() / area.n().max(1) as f32;
    let steps = ((b - a).length() / (side / 10.0).max(0.1)).ceil().max(1.0) as usize;
    let mut squares: Vec<Cell> = Vec::new();
    for i in 0..=steps {
        let p = a + (b - a) * (i as f32 / steps as f32);
        if let Some(square) = area.square_at(p)
            && squares.last() != Some(&square)
            && !squares.contains(&square)
        {
            squares.push(square);
        }
    }
    squares
}

/// The square a still finger was lifted from after a long press, where
/// the page times fingers by their events (a frame late by a second sees
/// the press and the lift at once, and egui takes the hold for a tap).
fn long_press_lifted(ui: &Ui, area: &canvas::BoardArea) -> Option<Cell> {
    let (lifted, at) = ui.input(|i| (i.pointer.primary_released(), i.pointer.interact_pos()));
    if !lifted {
        return None;
    }
    // Taken once: the page sends a finger's lift twice (its pointer and
    // its touch), a frame apart.
    let held = crate::platform::take_touch_hold()?;
    let at = at?;
    // Lifted over the board itself: no window or popup above it there.
    let on_board = ui
        .ctx()
        .layer_id_at(at)
        .is_none_or(|layer| layer == ui.layer_id());
    (on_board && held >= crate::app::start::LONG_PRESS)
        .then(|| area.square_at(at))
        .flatten()
}
