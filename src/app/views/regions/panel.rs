//! The regions view's side panel: a new puzzle, the puzzle's files and
//! link, the game (time, undo, marks, hints), the solve step by step, and
//! the editor's brush and verdict.

use eframe::egui::{self, RichText, Ui};

use super::{
    Editor, Game, Mode, Regions, RegionsCommand, Verdict, clock_words, difficulty_words, said_words,
};
use crate::app::command::Command;
use crate::app::i18n::t;
use crate::app::settings::TapMode;
use crate::app::speech::Named;
use crate::app::view::{Look, Out};
use crate::engine::regions::{Difficulty, Hint, MAX_GENERATE_N, MIN_GENERATE_N, Puzzle, StepRule};

impl Regions {
    pub(super) fn side_panel(&self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<RegionsCommand>) {
        // The game's own controls come first (the time, Undo, Hint, Check),
        // in reach under a phone's board and above the fold of a small
        // window; the rules and the choice of a puzzle after them.
        let narrow = crate::app::narrow(ui.ctx());
        // The views' selector has drawn the line above.
        if narrow && matches!(self.mode, Mode::Play) && self.game.is_some() {
            self.board_panel(ui, look, out);
            ui.separator();
        }
        ui.heading(t!("view-regions"));
        // The day's row right under the heading, on a wide window: what
        // comes below it changes with the day (a hard day's rules run a
        // line longer), and ◀ ▶ stay under the pointer (issue 71: the
        // second click pressed Today's puzzle).
        let wide_daily = !narrow && !matches!(self.mode, Mode::Edit(_));
        if wide_daily {
            self.daily_panel(ui, look, out);
            ui.separator();
        }
        match self.mode {
            Mode::Walk(k) => self.walk_panel(k, ui, out),
            Mode::Play if !narrow && self.game.is_some() => self.board_panel(ui, look, out),
            _ => {}
        }
        ui.label(t!("regions-rules"));
        if crate::app::touch(ui) {
            ui.label(t!("regions-how-touch"));
        } else {
            ui.label(t!("regions-how-mouse"));
        }
        if let Mode::Edit(editor) = &self.mode {
            editor_panel(editor, ui, out);
            return;
        }
        if !wide_daily {
            self.daily_panel(ui, look, out);
        }
        self.new_panel(ui, out);
        self.files_panel(ui, out);
    }

    /// Today's puzzle, and the days before and after the one played.
    fn daily_panel(&self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<RegionsCommand>) {
        let day = self.game.as_ref().and_then(|g| g.day);
        let days = &look.settings.regions_days;
        if ui
            .button(t!("regions-today"))
            .on_hover_text(t!("regions-today-tip"))
            .clicked()
        {
            out.push(RegionsCommand::Daily(look.settings.clock.today()));
        }
        // The day shown, and the days either side: a row of its own, so
        // that it never wraps under the button.
        if let Some(day) = day {
            ui.horizontal_wrapped(|ui| {
                // Named in words: a reader said only "button" (issue 72).
                if ui
                    .small_button("◀")
                    .widget_info_named(egui::Role::Button, &t!("regions-day-before"))
                    .on_hover_text(t!("regions-day-before"))
                    .clicked()
                {
                    out.push(RegionsCommand::Daily(day.previous()));
                }
                ui.label(t!("regions-day-of", day = day.to_string()));
                // The archive is the past: tomorrow's puzzle is no one's yet.
                let today = look.settings.clock.today();
                if ui
                    .add_enabled(day < today, egui::Button::new("▶").small())
                    .widget_info_named(egui::Role::Button, &t!("regions-day-after"))
                    .on_hover_text(t!("regions-day-after"))
                    .on_disabled_hover_text(t!("regions-day-not-yet"))
                    .clicked()
                {
                    out.push(RegionsCommand::Daily(day.next()));
                }
            });
        }
        if !days.is_empty() {
            let streak =
                super::finish::streak_today(look.settings.streak_days(), look.settings.clock);
            ui.weak(t!("regions-streak", streak = streak, days = days.len()));
        }
    }

    /// Size, difficulty and seed, and New puzzle (progress and Stop while
    /// one is made).
    fn new_panel(&self, ui: &mut Ui, out: &mut Out<RegionsCommand>) {
        // Not the puzzle shown (today's may be 7×7 and easy): the next.
        ui.label(t!("regions-next-puzzle"));
        let mut size = self.size;
        let slider =
            egui::Slider::new(&mut size, MIN_GENERATE_N..=MAX_GENERATE_N).text(t!("regions-size"));
        if ui.add(slider).changed() {
            out.push(RegionsCommand::SetSize(size));
        }
        let mut difficulty = self.difficulty;
        let shown = difficulty_words(difficulty);
        egui::ComboBox::from_label(t!("regions-difficulty"))
            .selected_text(shown.clone())
            .show_ui(ui, |ui| {
                for d in [
                    None,
                    Some(Difficulty::Easy),
                    Some(Difficulty::Medium),
                    Some(Difficulty::Hard),
                ] {
                    ui.selectable_value(&mut difficulty, d, difficulty_words(d));
                }
            })
            .response
            .widget_info_with_name(egui::Role::ComboBox, &t!("regions-difficulty"), &shown);
        if difficulty != self.difficulty {
            out.push(RegionsCommand::SetDifficulty(difficulty));
        }
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t!("regions-seed"));
            let mut seed = self.seed_text.clone();
            let field = ui
                .add(egui::TextEdit::singleline(&mut seed).desired_width(110.0))
                .labelled_by(label.id)
                .widget_info_with_name(egui::Role::TextInput, &t!("regions-seed"), &seed);
            if field.changed() {
                out.push(RegionsCommand::SetSeed(seed));
            }
        });
        // New puzzle stays where it is (a click while one is made starts
        // again); Stop and the progress come beside it.
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("regions-new")).clicked() {
                out.push(RegionsCommand::New);
            }
            if let Some(done) = self.making_progress() {
                ui.spinner();
                ui.label(t!(
                    "regions-making",
                    percent = (done * 100.0).round() as u32
                ));
                if ui.button(t!("regions-cancel")).clicked() {
                    out.push(RegionsCommand::CancelNew);
                }
            }
        });
        // The puzzle's two names, to be copied: the one that is it (any
        // version reads it) and the one that made it (this version's
        // generator makes it again).
        // One line each, cut short (a map's name is one long word, which
        // wrapped into an unreadable block): the whole name on hover and
        // by Copy.
        if let Some(game) = &self.game {
            let id = game.puzzle.map_id();
            let words = t!("regions-map-id", id = id.clone());
            let copy = t!("regions-copy-id");
            id_row(ui, [words, copy, t!("regions-map-id-tip")], id, out);
            if let Some(made) = game.made_by {
                let made = made.to_string();
                let words = t!("regions-made-id", id = made.clone());
                let copy = t!("regions-copy-made");
                id_row(ui, [words, copy, t!("regions-made-id-tip")], made, out);
            }
        }
    }

    /// Open, Save, Share; the editor's doors.
    fn files_panel(&self, ui: &mut Ui, out: &mut Out<RegionsCommand>) {
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(t!("regions-open"))
                .on_hover_text(t!("regions-open-tip"))
                .clicked()
            {
                out.app(Command::OpenDialog);
            }
            let game = self.game.as_ref();
            if ui
                .add_enabled(game.is_some(), egui::Button::new(t!("regions-save")))
                .on_hover_text(t!("regions-save-tip"))
                .clicked()
            {
                out.app(Command::SaveBoard);
            }
            if let Some(game) = game
                && ui
                    .button(t!("regions-share"))
                    .on_hover_text(t!("regions-share-tip"))
                    .clicked()
            {
                out.app(Command::Copy {
                    text: super::finish::share_text(game),
                    said: t!("regions-shared"),
                });
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(self.game.is_some(), egui::Button::new(t!("regions-edit")))
                .on_hover_text(t!("regions-edit-tip"))
                .clicked()
            {
                out.push(RegionsCommand::Edit { blank: false });
            }
            if ui
                .button(t!("regions-blank", n = self.size))
                .on_hover_text(t!("regions-blank-tip"))
                .clicked()
            {
                out.push(RegionsCommand::Edit { blank: true });
            }
        });
    }

    /// Undo, Redo and Start over, and Start over's question while asked.
    fn game_buttons(&self, ui: &mut Ui, game: &super::Game, out: &mut Out<RegionsCommand>) {
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    // A finished game stays finished: its time is kept.
                    !game.undo.is_empty() && game.solved.is_none(),
                    egui::Button::new(t!("keys-play-undo")),
                )
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                out.push(RegionsCommand::Undo);
            }
            if ui
                .add_enabled(
                    !game.redo.is_empty() && game.solved.is_none(),
                    egui::Button::new(t!("keys-play-redo")),
                )
                .on_hover_text("Ctrl+Shift+Z")
                .clicked()
            {
                out.push(RegionsCommand::Redo);
            }
            let played = game
                .marks
                .iter()
                .any(|&m| m != crate::engine::regions::Mark::Open)
                || game.solved.is_some();
            if ui
                .add_enabled(
                    played && !self.asking_over,
                    egui::Button::new(t!("regions-start-over")),
                )
                .on_hover_text(t!("regions-start-over-tip"))
                .clicked()
            {
                out.push(RegionsCommand::StartOver(None));
            }
        });
        // Starting over loses the game: asked, never at one click.
        if self.asking_over {
            ui.label(RichText::new(t!("regions-start-over-ask")).color(ui.visuals().warn_fg_color));
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("regions-start-over-yes")).clicked() {
                    out.push(RegionsCommand::StartOver(Some(true)));
                }
                if ui.button(t!("regions-start-over-no")).clicked() {
                    out.push(RegionsCommand::StartOver(Some(false)));
                }
            });
        }
    }

    fn board_panel(&self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<RegionsCommand>) {
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
        let queens = game.cells_marked(crate::engine::regions::Mark::Queen).len();
        ui.label(t!("regions-queens", placed = queens, n = game.n()));
        // Said or not, the line is there: the buttons below never move.
        let clash = if game.clashing().is_empty() {
            crate::app::speech::say(ui.ctx(), egui::Id::unique("regions clash said"), "");
            RichText::new(" ")
        } else {
            let words = t!("regions-clashes");
            crate::app::speech::say(ui.ctx(), egui::Id::unique("regions clash said"), &words);
            RichText::new(words).color(ui.visuals().error_fg_color)
        };
        ui.label(clash);
        self.game_buttons(ui, game, out);
        // Hint and Check next, what a player reaches for.
        self.hint_panel(ui, game, out);
        ui.separator();
        let mut auto = self.auto_cross;
        if ui.checkbox(&mut auto, t!("regions-auto-cross")).changed() {
            out.push(RegionsCommand::AutoCross(auto));
        }
        let tap = look.settings.regions_tap;
        ui.label(t!("regions-tap"));
        ui.horizontal_wrapped(|ui| {
            for (mode, words, tip) in [
                (
                    TapMode::Queen,
                    t!("regions-tap-queen"),
                    t!("regions-tap-queen-tip"),
                ),
                (
                    TapMode::Cross,
                    t!("regions-tap-cross"),
                    t!("regions-tap-cross-tip"),
                ),
                (
                    TapMode::Cycle,
                    t!("regions-tap-cycle"),
                    t!("regions-tap-cycle-tip"),
                ),
            ] {
                if ui
                    .selectable_label(tap == mode, words)
                    .on_hover_text(tip)
                    .clicked()
                {
                    out.push(RegionsCommand::Tap(mode));
                }
            }
        });
        if !crate::app::touch(ui) {
            ui.weak(t!("regions-keys"));
        }
        ui.separator();
        self.rating_panel(ui, out);
        ui.separator();
    }

    fn hint_panel(&self, ui: &mut Ui, game: &Game, out: &mut Out<RegionsCommand>) {
        ui.horizontal_wrapped(|ui| {
            if self.hinting.is_some() {
                ui.spinner();
            } else if ui
                .add_enabled(game.solved.is_none(), egui::Button::new(t!("regions-hint")))
                .on_hover_text(t!("regions-hint-tip"))
                .clicked()
            {
                out.push(RegionsCommand::Hint);
            }
            if self.checking.is_some() {
                ui.spinner();
            } else if ui
                .add_enabled(
                    game.solved.is_none(),
                    egui::Button::new(t!("regions-check")),
                )
                .on_hover_text(t!("regions-check-tip"))
                .clicked()
            {
                out.push(RegionsCommand::Check);
            }
        });
        // A hint or a check's answer is said once, as it shows.
        let heard = match &self.hint {
            Some(Hint::Step(step)) => said_words(&step.said, game.n()),
            Some(Hint::Broken { said, .. }) => said_words(said, game.n()),
            Some(Hint::NoStep) => t!("regions-no-step"),
            Some(Hint::Solved) | None => String::new(),
        };
        let hint_id = egui::Id::unique("regions hint said");
        crate::app::speech::say(ui.ctx(), hint_id, &heard);
        match &self.hint {
            Some(Hint::Step(step)) => {
                ui.label(said_words(&step.said, game.n()));
                ui.weak(t!("regions-rule", rule = rule_words(step.rule)));
                ui.horizontal_wrapped(|ui| {
                    if ui.button(t!("regions-apply")).clicked() {
                        out.push(RegionsCommand::ApplyHint);
                    }
                    if ui.button(t!("regions-dismiss")).clicked() {
                        out.push(RegionsCommand::DismissHint);
                    }
                });
            }
            Some(Hint::Broken { said, .. }) => {
                ui.colored_label(ui.visuals().error_fg_color, said_words(said, game.n()));
            }
            Some(Hint::NoStep) => {
                ui.label(t!("regions-no-step"));
            }
            Some(Hint::Solved) | None => {}
        }
    }

    /// The puzzle's difficulty and the door to its solve, step by step.
    fn rating_panel(&self, ui: &mut Ui, out: &mut Out<RegionsCommand>) {
        let Some(rating) = &self.rating else {
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                ui.label(t!("regions-rating"));
            });
            return;
        };
        ui.label(t!(
            "regions-rated",
            difficulty = difficulty_words(Some(rating.difficulty))
        ));
        let rules: Vec<String> = rating.rules.iter().map(|&r| rule_words(r)).collect();
        ui.weak(t!(
            "regions-rated-rules",
            rules = crate::app::words::list_words(&rules)
        ));
        if ui
            .add_enabled(
                !rating.steps.is_empty(),
                egui::Button::new(t!("regions-walk")),
            )
            .on_hover_text(t!("regions-walk-tip"))
            .clicked()
        {
            out.push(RegionsCommand::Walk(Some(0)));
        }
    }

    /// Step k of the solve: its words, and the way through the steps.
    fn walk_panel(&self, k: usize, ui: &mut Ui, out: &mut Out<RegionsCommand>) {
        let Some(rating) = &self.rating else {
            return;
        };
        let last = rating.steps.len().saturating_sub(1);
        ui.label(RichText::new(t!("regions-walk-step", k = k + 1, of = last + 1)).strong());
        if let (Some(step), Some(game)) = (rating.steps.get(k), &self.game) {
            ui.label(said_words(&step.said, game.n()));
            ui.weak(t!("regions-rule", rule = rule_words(step.rule)));
        }
        if k == last {
            ui.label(if rating.solved {
                t!("regions-walk-solved")
            } else {
                t!("regions-walk-stuck")
            });
        }
        ui.horizontal_wrapped(|ui| {
            let mut go = |ui: &mut Ui, label: String, to: usize, enabled: bool| {
                if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                    out.push(RegionsCommand::Walk(Some(to)));
                }
            };
            go(ui, t!("regions-walk-first"), 0, k > 0);
            go(ui, t!("regions-walk-previous"), k.saturating_sub(1), k > 0);
            go(ui, t!("regions-walk-next"), (k + 1).min(last), k < last);
            go(ui, t!("regions-walk-last"), last, k < last);
        });
        if ui.button(t!("regions-walk-back")).clicked() {
            out.push(RegionsCommand::Walk(None));
        }
    }
}

/// The editor: the brush's regions, what the map is, and its way out.
fn editor_panel(editor: &Editor, ui: &mut Ui, out: &mut Out<RegionsCommand>) {
    ui.separator();
    ui.label(RichText::new(t!("regions-editing", n = editor.n)).strong());
    ui.label(t!("regions-editing-how"));
    let colours = &editor.colours;
    ui.horizontal_wrapped(|ui| {
        for g in 0..editor.n as u8 {
            let [r, gr, b, _] = colours
                .get(usize::from(g))
                .copied()
                .unwrap_or([255, 255, 255, 255]);
            let letter = Puzzle::letter(usize::from(g)).to_string();
            let chosen = editor.brush == g;
            let text = RichText::new(&letter)
                .color(egui::Color32::from_rgb(30, 30, 40))
                .strong()
                .underline_if(chosen);
            let button = egui::Button::new(text)
                .fill(egui::Color32::from_rgb(r, gr, b))
                .selected(chosen)
                .min_size(egui::vec2(26.0, 26.0));
            let response = ui
                .add(button)
                .on_hover_text(t!("regions-brush-tip", letter = letter.clone()));
            if response.clicked() {
                out.push(RegionsCommand::Brush(g));
            }
        }
    });
    let words = match &editor.verdict {
        Verdict::Missing(missing) => {
            t!(
                "regions-verdict-missing",
                regions = Puzzle::letters(missing)
            )
        }
        Verdict::Counting => t!("regions-verdict-counting"),
        Verdict::None => t!("regions-verdict-none"),
        // While the solution is hidden, the words do not say it is shown.
        Verdict::One(_) if !editor.reveal => t!("regions-verdict-one-hidden"),
        Verdict::Many(..) if !editor.reveal => t!("regions-verdict-many-hidden"),
        Verdict::One(_) => t!("regions-verdict-one"),
        Verdict::Many(..) => t!("regions-verdict-many"),
        Verdict::Failed(why) => why.clone(),
    };
    let strong = RichText::new(words).strong();
    let strong = match &editor.verdict {
        Verdict::One(_) => strong,
        Verdict::Counting => strong.weak(),
        _ => strong.color(ui.visuals().warn_fg_color),
    };
    ui.label(strong);
    if !editor.reveal && matches!(editor.verdict, Verdict::One(_) | Verdict::Many(..)) {
        ui.horizontal_wrapped(|ui| {
            ui.weak(t!("regions-solution-hidden"));
            if ui.button(t!("regions-show-solution")).clicked() {
                out.push(RegionsCommand::RevealEdited);
            }
        });
    }
    if let Some(puzzle) = editor.puzzle() {
        let apart = puzzle.disconnected_regions();
        if !apart.is_empty() {
            ui.weak(t!(
                "regions-verdict-apart",
                regions = Puzzle::letters(&apart)
            ));
        }
    }
    editor_exits(editor, ui, out);
}

/// The editor's ways out: play the map (once it has a solution), leave
/// (asking first when the map was painted).
fn editor_exits(editor: &Editor, ui: &mut Ui, out: &mut Out<RegionsCommand>) {
    if editor.leaving {
        ui.label(RichText::new(t!("regions-leave-ask")).color(ui.visuals().warn_fg_color));
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("regions-leave-drop")).clicked() {
                out.push(RegionsCommand::DropEdits(true));
            }
            if ui.button(t!("regions-leave-keep")).clicked() {
                out.push(RegionsCommand::DropEdits(false));
            }
        });
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let why = if editor.playable() {
            t!("regions-play-edited-tip")
        } else {
            t!("regions-play-edited-off")
        };
        if ui
            .add_enabled(
                editor.playable(),
                egui::Button::new(t!("regions-play-edited")),
            )
            .on_hover_text(why.clone())
            .on_disabled_hover_text(why)
            .clicked()
        {
            out.push(RegionsCommand::PlayEdited);
        }
        if ui.button(t!("regions-leave-editor")).clicked() {
            out.push(RegionsCommand::LeaveEditor);
        }
    });
}

trait UnderlineIf {
    fn underline_if(self, on: bool) -> Self;
}

impl UnderlineIf for RichText {
    fn underline_if(self, on: bool) -> Self {
        if on { self.underline() } else { self }
    }
}

/// A rule's name in the language of the window.
fn rule_words(rule: StepRule) -> String {
    crate::app::i18n::tr(&format!("regions-rule-{}", rule.key()))
}

/// A puzzle's name on one line, cut short where it is long, with Copy.
fn id_row(ui: &mut Ui, [words, copy, tip]: [String; 3], id: String, out: &mut Out<RegionsCommand>) {
    ui.horizontal(|ui| {
        if ui
            .small_button(copy)
            .on_hover_text(t!("regions-copy-id-tip"))
            .clicked()
        {
            out.app(Command::Copy {
                text: id.clone(),
                said: t!("regions-copied-id"),
            });
        }
        ui.add(egui::Label::new(RichText::new(words).weak()).truncate())
            .on_hover_text(format!("{id}\n\n{tip}"));
    });
}
