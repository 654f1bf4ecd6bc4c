//! Watch's side panel: the buttons that move through the run, the scrubber
//! and the pace, and where the run stands.

use eframe::egui::{self, RichText, Ui};

use super::{
    MAX_MISTAKE_N, PRESETS, Quiz, TRACE_LIMIT, WatchCommand, WatchState, minute_pace, preset_label,
};
use crate::app::command::{Command, SaveWhat};
use crate::app::i18n::t;
use crate::app::settings::WATCH_MAX_SPEED;
use crate::app::view::{Look, Out};
use crate::app::words::{seconds, thousands};
use crate::engine::Line;
use crate::formats;
use crate::scene::square_name;
use crate::textbook::{Answer, Mistake, NextWhy, Question};

/// Run or pause, step back and forward, restart, to the end, and saving
/// the run: first in the panel, so that lines that wrap below them never
/// move them under the pointer.
pub(super) fn buttons(ui: &mut Ui, watch: &WatchState, quiz: bool, out: &mut Out<WatchCommand>) {
    ui.horizontal_wrapped(|ui| {
        let playing = watch.playing;
        // As wide as the wider of its two words: the buttons after it do
        // not move when it toggles.
        let (run, pause) = (t!("watch-run"), t!("watch-pause"));
        let font = egui::TextStyle::Button.resolve(ui.style());
        let widest = [&run, &pause]
            .into_iter()
            .map(|w| {
                ui.fonts_mut(|f| f.layout_no_wrap(w.clone(), font.clone(), egui::Color32::WHITE))
                    .size()
                    .x
            })
            .fold(0.0, f32::max);
        let width = widest + 2.0 * ui.spacing().button_padding.x;
        if ui
            .add_enabled(
                !quiz,
                egui::Button::new(if playing { pause } else { run })
                    .min_size(egui::vec2(width, 0.0)),
            )
            .on_hover_text(t!("watch-run-tip"))
            .on_disabled_hover_text(t!("quiz-no-run"))
            .clicked()
        {
            out.push(WatchCommand::Play(!playing));
        }
        if ui
            .add_enabled(
                watch.position.steps > 0,
                egui::Button::new(t!("watch-step-back")),
            )
            .on_hover_text(t!("key-left-arrow"))
            .clicked()
        {
            out.push(WatchCommand::Back);
        }
        if ui
            .add_enabled(!watch.at_end(), egui::Button::new(t!("watch-step")))
            .on_hover_text(t!("key-right-arrow"))
            .clicked()
        {
            out.push(WatchCommand::Step);
        }
    });
    ui.horizontal_wrapped(|ui| {
        // Enabled at both ends alike: Restart as Step back, To the end as Step.
        if ui
            .add_enabled(
                watch.position.steps > 0,
                egui::Button::new(t!("watch-restart")),
            )
            .on_hover_text("Home")
            .clicked()
        {
            out.push(WatchCommand::Restart);
        }
        if ui
            .add_enabled(!watch.at_end(), egui::Button::new(t!("watch-to-the-end")))
            .on_hover_text("End")
            .clicked()
        {
            out.push(WatchCommand::ToEnd);
        }
        if ui
            .button(t!("watch-save-animation"))
            .on_hover_text(t!(
                "watch-save-animation-tip",
                frames = thousands(formats::MAX_ANIMATION_FRAMES as u64)
            ))
            .clicked()
        {
            out.app(Command::Save {
                what: SaveWhat::Animation {
                    n: watch.n,
                    rules: watch.rules,
                    mistake: watch.mistake.as_ref().map(|m| m.mistake),
                },
                stem: match &watch.mistake {
                    Some(m) => format!("queens-{}-mistake-{}", watch.n, m.mistake.key()),
                    None => format!("queens-{}-search", watch.n),
                },
            });
        }
    });
}

/// The scrubber over the run that has arrived.
pub(super) fn scrubber(ui: &mut Ui, watch: &WatchState, out: &mut Out<WatchCommand>) {
    // The scrubber: anywhere in the run that has arrived.
    let mut at = watch.position.steps;
    let scrubber = ui.add_enabled(
        watch.known_steps() > 0,
        egui::Slider::new(&mut at, 0..=watch.known_steps())
            .text(t!("watch-scrubber-step"))
            .clamping(egui::SliderClamping::Always),
    );
    scrubber.widget_info(|| {
        egui::WidgetInfo::slider(true, watch.position.steps as f64, t!("watch-scrubber"))
    });
    if scrubber.changed() && at != watch.position.steps {
        out.push(WatchCommand::Seek(at));
    }
}

/// The pace: a minute for the whole run, the presets and a slider, and
/// the time the run takes to its end at that pace; returns the steps a
/// second it goes at. Under the step's words: those are read at every
/// step, and in a small window they fell under the panel's end.
pub(super) fn pace(
    ui: &mut Ui,
    watch: &WatchState,
    look: &Look<'_>,
    out: &mut Out<WatchCommand>,
) -> f64 {
    let minute = look.settings.watch_minute;
    let mut speed = if minute {
        minute_pace(watch.known_steps())
    } else {
        look.settings.watch_speed
    };
    // The label on a line of its own: the presets then fit one row
    // in the panel's default width.
    ui.label(t!("watch-speed"));
    ui.horizontal_wrapped(|ui| {
        if ui
            .selectable_label(minute, t!("watch-one-minute"))
            .on_hover_text(t!("watch-one-minute-tip"))
            .clicked()
        {
            out.push(WatchCommand::MinutePace);
        }
        for preset in PRESETS {
            let chosen = !minute && (look.settings.watch_speed - preset).abs() < 1e-9;
            if ui
                .selectable_label(chosen, preset_label(preset))
                .on_hover_text(t!(
                    "watch-steps-a-second",
                    count = preset,
                    shown = thousands(preset as u64)
                ))
                .clicked()
            {
                out.push(WatchCommand::Speed(preset));
            }
        }
    });
    // Whole steps a second: a value the slider rounds reported a change
    // at every frame, and a listener heard the slider ten times a second.
    speed = speed.round().clamp(1.0, WATCH_MAX_SPEED);
    let shown = speed;
    let slider = egui::Slider::new(&mut speed, 1.0..=WATCH_MAX_SPEED)
        .logarithmic(true)
        .max_decimals(0)
        .text(t!("watch-steps-per-second"));
    // Rounding the value shown reports a change too: only a move of
    // at least half a step is the person's.
    if ui.add(slider).changed() && (speed - shown).abs() >= 0.5 {
        out.push(WatchCommand::Speed(speed));
    }
    if watch.complete && !watch.at_end() {
        let left = (watch.known_steps() - watch.position.steps) as f64 / speed.max(1.0);
        ui.weak(t!("watch-time-to-end", time = seconds(left)));
    } else {
        // The line keeps its place at the end of the run.
        ui.weak(" ");
    }
    speed
}

/// Where the run stands: the time to its end, nodes, solutions, the step
/// in words and in the lecture, and the solutions found so far.
pub(super) fn standing(ui: &mut Ui, watch: &WatchState, quiz: bool) {
    ui.label(t!("watch-nodes", nodes = thousands(watch.position.nodes)));
    // A mistaken program returns boards, not solutions: it is not taken
    // at its word.
    let mistaken = watch.mistake.as_ref().map(|m| m.mistake);
    ui.label(if mistaken.is_some() {
        t!(
            "watch-boards-returned",
            found = watch.position.solutions.len()
        )
    } else {
        t!(
            "watch-solutions-found",
            found = watch.position.solutions.len()
        )
    });
    ui.label(t!(
        "watch-step-of",
        step = thousands(watch.position.steps as u64),
        steps = format!(
            "{}{}",
            thousands(watch.known_steps() as u64),
            if watch.complete { "" } else { "+" }
        )
    ));
    // The step in words wraps to one line or three as the steps go: its
    // block keeps the height of the longest, so that what is below it
    // (the solutions, Export options) stays put from step to step.
    let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let lines =
        if watch.n == 4 { 6.0 } else { 3.0 } + if watch.mistake.is_some() { 2.0 } else { 0.0 };
    let width = ui.available_width();
    ui.allocate_ui(egui::vec2(width, lines * line), |ui| {
        ui.set_min_height(lines * line);
        if !quiz {
            // With the quiz on, its answer block says the step.
            ui.label(RichText::new(watch.describe_last()).strong());
        }
        if let Some(attack) = watch.accepted_under_attack() {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                t!(
                    "mistake-accepted",
                    square = crate::scene::square_name(attack.second, watch.n),
                    queen = crate::scene::square_name(attack.first, watch.n)
                ),
            );
        }
        if let Some(letter) = watch.lecture_step() {
            ui.label(t!(
                "watch-lecture-step",
                letter = letter.to_string(),
                what = crate::app::i18n::tr(&format!("lecture-{letter}"))
            ))
            .on_hover_text(t!("watch-lecture-tip"));
        }
    });
    if let Some(why) = &watch.failed {
        ui.colored_label(
            ui.visuals().error_fg_color,
            t!("watch-stopped-early", why = why.clone()),
        );
    }
    if watch.complete && watch.known_steps() >= TRACE_LIMIT {
        ui.label(t!(
            "watch-first-steps",
            steps = thousands(TRACE_LIMIT as u64)
        ));
    }
}

/// The boards found so far (or, under a mistake, returned), newest
/// first. Last in the panel: the list grows as the run goes, and what is
/// above it (the mistake's chooser) stays where it is.
pub(super) fn found(ui: &mut Ui, watch: &WatchState) {
    let mistaken = watch.mistake.as_ref().map(|m| m.mistake);
    if !watch.position.solutions.is_empty() {
        ui.label(match (mistaken, watch.at_end()) {
            (Some(_), _) => t!("watch-returned"),
            (None, true) => t!("watch-found"),
            (None, false) => t!("watch-found-so-far"),
        });
        // The list instead of a copy: every entry is the one list the
        // program goes on changing, so each shows what it holds now (at
        // the end, nothing).
        let shared = mistaken == Some(Mistake::SharedList);
        let now: Vec<usize> = watch.position.queens.clone();
        egui::ScrollArea::vertical()
            .id_salt("found")
            .max_height(160.0)
            .show(ui, |ui| {
                for (i, columns) in watch.position.solutions.iter().enumerate().rev().take(200) {
                    let columns: Vec<usize> = if shared {
                        now.clone()
                    } else {
                        columns.iter().map(|&c| c as usize).collect()
                    };
                    ui.monospace(returned_line(i + 1, &columns, watch.n, mistaken.is_some()))
                        .on_hover_text(t!("watch-found-tip"));
                }
            });
    }
}

/// The choice of a mistaken program, on a row over the code it changes:
/// in the left panel it fell under the fold of a small window.
pub(super) fn mistake_chooser(
    ui: &mut Ui,
    watch: &WatchState,
    chosen: Option<Mistake>,
    out: &mut Out<WatchCommand>,
) {
    let name = |m: Option<Mistake>| match m {
        None => t!("mistake-none"),
        Some(m) => crate::app::i18n::tr(&format!("mistake-{}", m.key())),
    };
    let allowed = watch.n <= MAX_MISTAKE_N;
    // The chooser keeps one width and one line whatever it shows; it goes
    // under its label where the row is too short for both (a wrapped row
    // does not wrap it: it ran past the panel's edge).
    let width = ui.available_width().min(260.0);
    let words = crate::app::widgets::one_line_width(
        ui,
        RichText::new(t!("mistake-heading")).strong(),
        egui::TextStyle::Body,
    );
    let one_row = words + ui.spacing().item_spacing.x + width <= ui.available_width();
    let mut row = |ui: &mut Ui| {
        let heading = ui
            .label(RichText::new(t!("mistake-heading")).strong())
            .on_hover_text(t!("mistake-heading-tip"));
        ui.add_enabled_ui(allowed, |ui| {
            let mut picked = chosen;
            egui::ComboBox::from_id_salt("mistake")
                .selected_text(name(chosen))
                .width(width)
                .truncate()
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut picked, None, name(None));
                    for m in Mistake::ALL {
                        ui.selectable_value(&mut picked, Some(m), name(Some(m)))
                            .on_hover_text(crate::app::i18n::tr(&format!(
                                "mistake-{}-tip",
                                m.key()
                            )));
                    }
                })
                .response
                .labelled_by(heading.id)
                .on_disabled_hover_text(t!("mistake-too-large", n = MAX_MISTAKE_N));
            if picked != chosen {
                out.push(WatchCommand::Mistake(picked));
            }
        });
    };
    if one_row {
        ui.horizontal(row);
    } else {
        row(ui);
    }
    if !allowed {
        ui.weak(t!("mistake-too-large", n = MAX_MISTAKE_N));
    }
    ui.separator();
}

/// What the mistaken program gets wrong, once its run is judged.
pub(super) fn mistakes(ui: &mut Ui, watch: &WatchState) {
    let Some(run) = &watch.mistake else {
        return;
    };
    ui.separator();
    let Some(v) = &run.found else {
        ui.weak(t!("mistake-judging"));
        return;
    };
    let n = watch.n;
    let verdict = if run.mistake == Mistake::NoMask {
        t!(
            "mistake-returns-count",
            count = thousands(v.returned),
            n = n,
            truth = thousands(v.truth),
            solutions = v.truth
        )
    } else {
        t!(
            "mistake-returns",
            boards = thousands(v.returned),
            returned = v.returned,
            n = n,
            truth = thousands(v.truth),
            solutions = v.truth
        )
    };
    let right = v.wrong == 0 && v.missed == 0 && v.returned == v.truth;
    ui.label(RichText::new(verdict).strong());
    if !right && run.mistake != Mistake::NoMask {
        ui.label(t!(
            "mistake-wrong-missed",
            wrong = thousands(v.wrong),
            wrong_count = v.wrong,
            missed = thousands(v.missed),
            missed_count = v.missed
        ));
    }
    let mut args = fluent_bundle::FluentArgs::new();
    for (name, value) in [
        ("nodes", thousands(v.nodes)),
        ("right_nodes", thousands(v.right_nodes)),
        ("lookups", thousands(v.lookups)),
        ("right_lookups", thousands(v.right_lookups)),
        (
            "extra",
            thousands(v.lookups.saturating_sub(v.right_lookups)),
        ),
        ("bit", v.highest_bit.to_string()),
        ("last", (n - 1).to_string()),
        ("returned", thousands(v.returned)),
    ] {
        args.set(name, value);
    }
    let why = crate::app::i18n::tr_with(&format!("mistake-{}-why", run.mistake.key()), Some(&args));
    ui.label(why);
}

/// A board the search returned, as a line: its number, each row's queen
/// by the board's file names (top row first, `[]` for an empty list);
/// under a mistake, one that is not a solution is said to be not one.
fn returned_line(number: usize, columns: &[usize], n: usize, judged: bool) -> String {
    let files: Vec<String> = columns
        .iter()
        .map(|&c| crate::scene::file_name(c, n))
        .collect();
    let shown = if files.is_empty() {
        "[]".to_string()
    } else {
        files.join(" ")
    };
    let solution = columns.len() == n && {
        let rows = columns.iter().map(|&c| Some(c as u32)).collect();
        crate::engine::Board::on_columns(rows, n).is_ok_and(|b| b.is_solution())
    };
    if judged && !solution {
        format!("{number:>4}: {shown}  × {}", t!("watch-not-a-solution"))
    } else {
        format!("{number:>4}: {shown}")
    }
}

/// An answer in words, as its button says it.
fn answer_words(answer: Answer, n: usize) -> String {
    let line = |line: Line| line.key();
    match answer {
        Answer::Safe => t!("quiz-safe"),
        Answer::Attacked(l) => t!("quiz-attacked", line = line(l)),
        Answer::Try(square) => t!("quiz-try", square = square_name(square, n)),
        Answer::Backtrack => t!("quiz-backtrack"),
        Answer::Solution => t!("quiz-solution"),
    }
}

/// The quiz: its switch and, when on, the question about the next step,
/// the answers, what the last answer was worth and the score.
pub(super) fn quiz(
    ui: &mut Ui,
    watch: &WatchState,
    quiz: Option<&Quiz>,
    out: &mut Out<WatchCommand>,
) {
    let mut on = quiz.is_some();
    if ui
        .checkbox(&mut on, t!("quiz-toggle"))
        .on_hover_text(t!("quiz-toggle-tip"))
        .changed()
    {
        out.push(WatchCommand::Quiz(on));
    }
    let Some(quiz) = quiz else {
        return;
    };
    let n = watch.n;
    let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let width = ui.available_width();
    // A block of one height whatever is asked: the panel below it stays put
    // from question to question.
    let height = 9.0 * line;
    ui.allocate_ui(egui::vec2(width, height), |ui| {
        ui.set_min_height(height);
        match watch.next_step() {
            None if watch.at_end() => {
                ui.label(RichText::new(t!("quiz-ended")).strong());
            }
            None => {
                ui.weak(t!("quiz-waiting"));
            }
            Some(step) => {
                let question = Question::before(step);
                let asked = match question {
                    Question::Safe { square } => {
                        t!("quiz-ask-safe", square = square_name(square, n))
                    }
                    Question::Next => t!("quiz-ask-next"),
                };
                ui.label(RichText::new(asked).strong());
                ui.horizontal_wrapped(|ui| {
                    for &answer in question.choices() {
                        let button = ui.button(answer_words(answer, n));
                        let button = if matches!(answer, Answer::Attacked(_)) {
                            button.on_hover_text(t!("quiz-lines-tip"))
                        } else {
                            button
                        };
                        if button.clicked() {
                            out.push(WatchCommand::Answer(answer));
                        }
                    }
                });
            }
        }
        if let Some(last) = &quiz.last {
            let (verdict, color) = if last.right {
                // Green that reads on either background.
                let green = if ui.visuals().dark_mode {
                    egui::Color32::from_rgb(110, 210, 130)
                } else {
                    egui::Color32::from_rgb(20, 125, 55)
                };
                (t!("quiz-right"), green)
            } else {
                (
                    t!("quiz-wrong", answer = answer_words(last.answer, n)),
                    ui.visuals().error_fg_color,
                )
            };
            ui.colored_label(color, RichText::new(verdict).strong());
            let mistake = watch.mistake.as_ref().map(|m| m.mistake);
            ui.label(super::steps::describe_run(
                &last.step,
                n,
                &crate::engine::Rules::QUEENS,
                mistake,
            ));
            // A wrong "what next?" is told the rule the search follows.
            if let (false, Some(why)) = (last.right, last.why) {
                ui.label(why_words(why, n));
            }
        }
        let score = quiz.score;
        ui.label(t!(
            "quiz-score",
            right = score.right,
            asked = score.asked,
            streak = score.streak,
            best = score.best
        ));
    });
}

/// Why the search took its next step, in words.
fn why_words(why: NextWhy, n: usize) -> String {
    let name = |square| square_name(square, n);
    match why {
        NextWhy::Start => t!("quiz-why-start"),
        NextWhy::NextRow(square) => t!("quiz-why-next-row", square = name(square)),
        NextWhy::Filled(square) => t!("quiz-why-filled", square = name(square)),
        NextWhy::NextSquare(square) => t!("quiz-why-next-square", square = name(square)),
        NextWhy::RowDone(square) => t!("quiz-why-row-done", square = name(square)),
        NextWhy::AfterSolution => t!("quiz-why-after-solution"),
        NextWhy::AfterLift(square) => t!("quiz-why-after-lift", square = name(square)),
        NextWhy::LiftedLast(square) => t!("quiz-why-lifted-last", square = name(square)),
    }
}
