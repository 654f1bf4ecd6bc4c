//! The finish: a solve said at once (the time, the best, the streak of a
//! day's puzzle) and marked with a moment on the board, a wave of light
//! across its squares and a card with the figures and Share. Where motion
//! is to be reduced (egui's animations off), the card alone.

use std::cell::Cell;
use std::time::Duration;

use eframe::egui::{self, Color32, Rect, RichText, Ui};

use super::{Game, Regions, RegionsCommand, clock_words};
use crate::app::address::Address;
use crate::app::command::Command;
use crate::app::i18n::t;
use crate::app::status::Status;
use crate::app::view::{Act, Out};
use crate::app::views::id::ViewId;

/// How long the wave of light takes to cross the board, in seconds.
const WAVE: f64 = 1.2;

/// The card's height before it is first drawn (its title, two lines and
/// its buttons).
const CARD_HEIGHT: f32 = 150.0;

/// Between the board and the card.
const GAP: f32 = 12.0;

/// The card's width inside its frame.
const CARD_WIDTH: f32 = 240.0;

/// What the card says, kept from the moment of the solve.
#[derive(Debug, Clone, PartialEq)]
pub struct Finish {
    pub time: String,
    pub best: String,
    /// A day's puzzle: the streak counted with it.
    pub streak: Option<u32>,
    /// When the card first showed (the frame's clock), for the wave: set
    /// while the board is drawn.
    started: Cell<Option<f64>>,
    /// Put away by the player.
    pub closed: bool,
    /// The card's height as last drawn, to place it before it is drawn.
    height: Cell<f32>,
}

impl Regions {
    /// Says "solved" at once, with the time, and keeps the best.
    pub(super) fn check_solved(&mut self, act: &mut Act<'_>) {
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
        // The best of its size and difficulty, where the level is known.
        if let Some(rating) = &self.rating {
            let kind = format!("{} {}", game.n(), rating.difficulty.key());
            let best_kind = act
                .settings
                .regions_best_kind
                .entry(kind)
                .or_insert(took.as_secs());
            *best_kind = (*best_kind).min(took.as_secs());
        }
        let time = clock_words(took);
        let best = clock_words(Duration::from_secs(best));
        // Every day solved counts in the days solved; the streak counts a
        // day solved on that day alone, and an archive day's card says
        // none (issue 71: solving yesterday raised today's streak).
        let today = act.settings.clock.today();
        if let Some(day) = game.day {
            act.settings.regions_days.insert(day.to_string());
            if day == today {
                act.settings
                    .regions_on_the_day
                    .get_or_insert_default()
                    .insert(day.to_string());
            }
        }
        let streak = game
            .day
            .filter(|&day| day == today)
            .map(|_| streak_today(act.settings.streak_days(), act.settings.clock));
        *act.status = Status::info(match (game.day, streak) {
            (Some(day), Some(streak)) => t!(
                "regions-solved-day",
                day = day.to_string(),
                time = time.clone(),
                best = best.clone(),
                streak = streak
            ),
            (Some(day), None) => t!(
                "regions-solved-archive",
                day = day.to_string(),
                time = time.clone(),
                best = best.clone()
            ),
            _ => t!(
                "regions-solved",
                time = time.clone(),
                best = best.clone(),
                hints = game.hints_used
            ),
        });
        self.finish = Some(Finish {
            time,
            best,
            streak,
            started: Cell::new(None),
            closed: false,
            height: Cell::new(CARD_HEIGHT),
        });
        self.hint = None;
    }

    /// The finish card's height as last drawn.
    pub(super) fn finish_height(&self) -> f32 {
        self.finish.as_ref().map_or(CARD_HEIGHT, |f| f.height.get())
    }

    /// Whether the finish card shows.
    pub(super) fn finish_open(&self) -> bool {
        self.finish.as_ref().is_some_and(|f| !f.closed)
            && self.game.as_ref().is_some_and(|g| g.solved.is_some())
    }

    /// The wave over the board's squares and the card, while the game is
    /// solved and the card not put away.
    pub(super) fn finish_moment(
        &self,
        ui: &mut Ui,
        room: Rect,
        board: Rect,
        squares: Rect,
        n: usize,
        out: &mut Out<RegionsCommand>,
    ) {
        let (Some(finish), Some(game)) = (&self.finish, &self.game) else {
            return;
        };
        if finish.closed || game.solved.is_none() {
            return;
        }
        let now = ui.input(|i| i.time);
        // Its first frame: the card takes the keys (Share, then Tab to
        // Close), and Escape puts it away wherever the keys are (issue
        // 71: Tab went to the File menu and Escape did nothing).
        let first = finish.started.get().is_none();
        if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            out.push(RegionsCommand::CloseFinish);
        }
        let started = finish.started.get().unwrap_or(now);
        finish.started.set(Some(started));
        let still = ui.style().animation_time == 0.0;
        let t = now - started;
        if !still && t < WAVE {
            wave(ui.painter(), squares, n, t / WAVE);
            ui.ctx().request_repaint();
        }
        // The card rises as the wave passes (at once when still).
        let shown = if still {
            1.0
        } else {
            (t / (WAVE * 0.6)).clamp(0.0, 1.0) as f32
        };
        let width = CARD_WIDTH;
        // Beside or under the board, so the solved board stays in sight
        // (issue 71: it covered e4 and b3 on a 7x7).
        let size = card_size(finish.height.get());
        let at = card_place(board, room, size);
        let share = share_text(game);
        let drawn = egui::Area::new(egui::Id::unique("regions-finish"))
            .order(egui::Order::Foreground)
            .fixed_pos(at - egui::vec2(0.0, 60.0 * (1.0 - shown)))
            .show(ui.ctx(), |ui| {
                ui.set_opacity(shown);
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_width(width);
                    ui.vertical_centered(|ui| {
                        ui.label(RichText::new(t!("regions-finish-title")).heading().strong());
                        ui.label(t!(
                            "regions-finish-time",
                            time = finish.time.clone(),
                            best = finish.best.clone()
                        ));
                        if let Some(streak) = finish.streak {
                            ui.label(t!("regions-finish-streak", streak = streak));
                        }
                        ui.horizontal(|ui| {
                            let share_button = ui.button(t!("regions-share"));
                            if first {
                                share_button.request_focus();
                            }
                            if share_button.clicked() {
                                out.app(Command::Copy {
                                    text: share,
                                    said: t!("regions-shared"),
                                });
                            }
                            if ui.button(t!("regions-finish-close")).clicked() {
                                out.push(RegionsCommand::CloseFinish);
                            }
                        });
                    });
                });
            });
        finish.height.set(drawn.response.rect.height());
    }
}

/// The popup frame's inner margin and stroke on each side, about.
const CARD_MARGIN: f32 = 8.0;

/// The card's size with its frame, `height` as last drawn.
fn card_size(height: f32) -> egui::Vec2 {
    egui::vec2(CARD_WIDTH + 2.0 * CARD_MARGIN, height)
}

/// The part of `whole` the board keeps while the finish card shows: all
/// of it where the card finds room in `window` beside or under the board
/// (a phone: over the panel under it), else all but a strip on the right
/// where the view is wide, else all but a strip at the bottom.
pub fn board_space(whole: Rect, window: Rect, card_height: f32) -> Rect {
    let board = crate::app::widgets::canvas::fit_in(whole, 1.0);
    let card = card_size(card_height);
    if !Rect::from_min_size(card_place(board, window, card), card).intersects(board) {
        return whole;
    }
    let strip = card.x + 2.0 * GAP;
    let mut board = whole;
    if whole.width() - strip >= whole.height() * 0.8 {
        board.max.x -= strip;
    } else {
        board.max.y -= (card.y + 2.0 * GAP).min(whole.height() * 0.4);
    }
    board
}

/// Where a card of `size` goes so that it covers none of `board`, inside
/// `room`: to the right of the board, else under it, else above it; where
/// none has room (a small window), over the board's lower edge, which
/// covers the fewest squares.
pub fn card_place(board: Rect, room: Rect, size: egui::Vec2) -> egui::Pos2 {
    let middle_y = (board.center().y - size.y / 2.0)
        .min(room.bottom() - size.y)
        .max(room.top());
    let middle_x = (board.center().x - size.x / 2.0)
        .min(room.right() - size.x)
        .max(room.left());
    if room.right() - board.right() >= size.x + 2.0 * GAP {
        egui::pos2(board.right() + GAP, middle_y)
    } else if room.bottom() - board.bottom() >= size.y + GAP {
        egui::pos2(middle_x, board.bottom() + GAP)
    } else if board.top() - room.top() >= size.y + GAP {
        egui::pos2(middle_x, board.top() - GAP - size.y)
    } else {
        egui::pos2(middle_x, (board.bottom() - size.y).max(room.top()))
    }
}

/// A band of light crossing the board from its top-left corner to its
/// bottom-right, at `progress` (0 to 1) of its way.
fn wave(painter: &egui::Painter, squares: Rect, n: usize, progress: f64) {
    let side = squares.width() / n as f32;
    let front = progress as f32 * 1.6 - 0.3;
    for r in 0..n {
        for c in 0..n {
            let at = (r + c) as f32 / (2 * n - 1).max(1) as f32;
            let light = 1.0 - ((front - at).abs() / 0.3).min(1.0);
            if light > 0.0 {
                let min = squares.min + egui::vec2(c as f32 * side, r as f32 * side);
                painter.rect_filled(
                    Rect::from_min_size(min, egui::vec2(side, side)),
                    0.0,
                    Color32::from_white_alpha((light * 150.0) as u8),
                );
            }
        }
    }
}

/// The streak on today's date (where the machine or the page is) of the
/// days solved, as the settings keep them.
pub(super) fn streak_today(
    days: &std::collections::BTreeSet<String>,
    clock: crate::app::Clock,
) -> u32 {
    crate::engine::regions::streak(clock.today(), |day| days.contains(&day.to_string()))
}

/// What Share copies: the result line, then a link that opens the puzzle
/// unplayed.
pub fn share_text(game: &Game) -> String {
    // A day's puzzle is its date; another, its map without the queens.
    let address = match game.day {
        Some(day) => Address {
            daily: Some(day),
            ..Address::default()
        },
        None => Address {
            view: Some(ViewId::Regions),
            regions: Some(game.puzzle.with_queens(Vec::new())),
            ..Address::default()
        },
    };
    format!(
        "{}\n{}",
        game.result_line(),
        crate::platform::share_link(&address.fragment())
    )
}

#[cfg(test)]
mod tests {
    use super::card_place;
    use eframe::egui::{Rect, pos2, vec2};

    #[test]
    fn the_card_goes_where_the_board_is_not() {
        let board = Rect::from_min_size(pos2(0.0, 0.0), vec2(400.0, 400.0));
        let card = vec2(300.0, 150.0);
        let place = |room: Rect| Rect::from_min_size(card_place(board, room, card), card);
        // Wide: beside. Tall: under. Neither: over the lower edge.
        let wide = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 420.0));
        let tall = Rect::from_min_size(pos2(0.0, 0.0), vec2(420.0, 700.0));
        let small = Rect::from_min_size(pos2(0.0, 0.0), vec2(420.0, 420.0));
        for room in [wide, tall] {
            assert!(!place(room).intersects(board), "{room:?}");
            assert!(room.contains_rect(place(room)), "{room:?}");
        }
        assert_eq!(place(small).bottom(), board.bottom());
        assert!(small.contains_rect(place(small)));
    }
}
