//! The textbook's code beside the search: the program in the chosen
//! language with the line the current step executes lit, and the values of
//! its variables (see [`crate::textbook`]).

use eframe::egui::{self, RichText, Ui};

use crate::app::i18n::t;

use crate::engine::{Rules, Step, TracePosition};
use crate::textbook::{Language, Mistake, rule_lines_of, rule_program, rule_variables};

/// Shows the code of `language` (or of the program with `mistake`, or of
/// the search under other `rules`) at the step last applied (none: before
/// the first) of the search of n; answers the language the person chose,
/// if they chose another.
pub fn code_panel(
    ui: &mut Ui,
    language: Language,
    mistake: Option<Mistake>,
    rules: &Rules,
    step: Option<&Step>,
    position: &TracePosition,
    n: usize,
) -> Option<Language> {
    if let Some(mistake) = mistake {
        mistake_code(ui, mistake, step, position);
        return None;
    }
    // The textbook's programs are the queens'; other rules show theirs.
    if !rules.supports(crate::engine::Feature::Textbook) {
        rule_code(ui, rules, step, position);
        return None;
    }
    let chosen = language_choice(ui, language);
    // The programs are run as shown (the tests run the Python ones), and
    // identifiers and keywords are English whatever the comments say:
    // their comments stay as the textbook wrote them, and that is said.
    if crate::app::i18n::language() != crate::app::UiLanguage::English {
        ui.weak(t!("code-comments-english"));
    }
    let lit = step.map(|s| language.lines_of(s));
    ui.label(where_lit(lit.as_ref()));
    // The code follows the lit line when it moves, and leaves the scroll
    // to the person in between.
    let moved_key = ui.make_persistent_id("code-lit");
    let moved = ui.data_mut(|d| {
        let before = d.get_temp::<Option<usize>>(moved_key);
        d.insert_temp(moved_key, lit.as_ref().map(|l| *l.start()));
        before != Some(lit.as_ref().map(|l| *l.start()))
    });
    let lit_fill = ui.visuals().selection.bg_fill;
    let lit_ink = ui.visuals().selection.stroke.color;
    // The panel's height is shared out before drawing: the variables get
    // their rows (up to half), the code the rest, each scrolling inside
    // its share, so that nothing spills over the search tree below.
    let variables = language.variables(step, position, n);
    let row = ui.text_style_height(&egui::TextStyle::Monospace) + ui.spacing().item_spacing.y;
    let heading = ui.text_style_height(&egui::TextStyle::Body) + 3.0 * ui.spacing().item_spacing.y;
    // Scroll bars that are always drawn where content is cut: a floating
    // one shows only under the pointer, and code cut at the edge without
    // a bar reads as the whole line.
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    // Each of the two areas may draw a sideways bar under its rows, outside
    // its height: a panel short of room (under the board in a small
    // window) overflowed by their height and was drawn cut at its top.
    let scroll = ui.spacing().scroll;
    let bars = 2.0 * (scroll.bar_width + scroll.bar_inner_margin + scroll.bar_outer_margin);
    let room =
        (ui.available_height() - heading - bars - ui.spacing().item_spacing.y * 2.0).max(4.0 * row);
    // The code first gets ten lines (or all of it, if fewer), the
    // variables what is left, at least two rows of them; they scroll.
    let code_first = (language.lines().len() as f32 + 1.0).min(10.5) * row;
    // A grid's row is at least as tall as a button.
    let grid_row = row.max(ui.spacing().interact_size.y + ui.spacing().item_spacing.y);
    let variables_height = ((variables.len() as f32 + 0.5) * grid_row)
        .min((room - code_first - row).max(2.0 * grid_row));
    let code_height = (room - variables_height - row).max(3.0 * row);
    // Lines are never wrapped (code read wrapped misleads): a narrow panel
    // scrolls sideways instead.
    egui::ScrollArea::both()
        .id_salt("code")
        .auto_shrink([false, true])
        .max_height(code_height)
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 0.0;
            for (i, line) in language.lines().iter().enumerate() {
                let text = format!("{:>2}  {line}", i + 1);
                let mut rich = RichText::new(text).monospace();
                let is_lit = lit.as_ref().is_some_and(|l| l.contains(&i));
                if is_lit {
                    rich = rich.background_color(lit_fill).color(lit_ink).strong();
                }
                let response = ui.add(egui::Label::new(rich).extend());
                if is_lit && moved {
                    response.scroll_to_me(None);
                }
            }
        });
    ui.separator();
    ui.label(RichText::new(t!("code-variables")).strong());
    egui::ScrollArea::both()
        .id_salt("variables")
        .auto_shrink([false, true])
        .max_height(variables_height)
        .show(ui, |ui| {
            variables_grid(ui, "variables", variables);
        });
    (chosen != language).then_some(chosen)
}

/// The heading and the four programs as a row of choices; the one chosen.
fn language_choice(ui: &mut Ui, language: Language) -> Language {
    let mut chosen = language;
    // On the heading's row: a row less leaves the code a row more.
    ui.horizontal_wrapped(|ui| {
        ui.heading(t!("code-heading"));
        for l in Language::ALL {
            ui.selectable_value(
                &mut chosen,
                l,
                crate::app::i18n::tr(match l {
                    Language::Python => "code-lang-python",
                    Language::Java => "code-lang-java",
                    Language::PythonIterative => "code-lang-iterative",
                    Language::PythonBitmasks => "code-lang-bitmasks",
                }),
            )
            .on_hover_text(match l {
                Language::Python => t!("code-python-tip"),
                Language::Java => t!("code-java-tip"),
                Language::PythonIterative => t!("code-iterative-tip"),
                Language::PythonBitmasks => t!("code-bitmasks-tip"),
            });
        }
    });
    chosen
}

/// The program with a mistake, its changed lines marked and the step's
/// lines lit; no variables (those shown are the right programs'), but for
/// the list appended instead of a copy, what `result` holds.
fn mistake_code(ui: &mut Ui, mistake: Mistake, step: Option<&Step>, position: &TracePosition) {
    ui.heading(t!("code-mistake-heading"));
    ui.weak(t!("code-mistake-changed"));
    let (lines, changed) = mistake.program();
    let lit = step.map(|s| mistake.lines_of(s));
    // What is said under the code takes its own height first, in a panel
    // at the bottom, and the code scrolls in the rest: reckoned by hand,
    // the last line was cut off at the pane's bottom.
    egui::Panel::bottom("mistake-notes")
        .resizable(false)
        .show_separator_line(true)
        .show(ui, |ui| {
            // Each changed line is quoted whole: a long one (the bitmasks'
            // `place(…)`) ran past the panel's edge, its change cut off.
            for &i in &changed {
                let Some(line) = lines.get(i) else {
                    continue;
                };
                ui.label(t!("code-mistake-line", line = i + 1));
                ui.add(
                    egui::Label::new(
                        RichText::new(line.trim())
                            .monospace()
                            .color(ui.visuals().warn_fg_color),
                    )
                    .wrap(),
                );
            }
            ui.separator();
            if mistake == Mistake::SharedList {
                ui.label(shared_result(position));
            } else {
                ui.weak(t!("code-mistake-variables"));
            }
        });
    let room = ui.available_height() - 2.0 * ui.text_style_height(&egui::TextStyle::Body);
    changed_lines(ui, "mistake-code", &lines, &changed, lit, room.max(40.0));
}

/// What `result` holds in the program that appends `queens` itself: the
/// one list, as many times as it was appended, and what that list holds
/// now (at the end, nothing).
fn shared_result(position: &TracePosition) -> String {
    let now: Vec<String> = position.queens.iter().map(usize::to_string).collect();
    t!(
        "code-shared-result",
        times = position.solutions.len(),
        queens = format!("[{}]", now.join(", "))
    )
}

/// The search under other rules: the same program with the rule's check,
/// its lines marked, the step's lines lit, and its variables.
fn rule_code(ui: &mut Ui, rules: &Rules, step: Option<&Step>, position: &TracePosition) {
    ui.heading(t!("code-ruled-heading"));
    ui.weak(t!(
        "code-ruled-changed",
        rules = crate::app::words::rules_words(rules)
    ));
    let (lines, changed) = rule_program(rules);
    let lit = step.map(|s| rule_lines_of(rules, s));
    let variables = rule_variables(step, position);
    let row = ui.text_style_height(&egui::TextStyle::Monospace) + ui.spacing().item_spacing.y;
    let room = (ui.available_height()
        - (variables.len() as f32 + 1.5) * row
        - 2.0 * ui.text_style_height(&egui::TextStyle::Body))
    .max(60.0);
    changed_lines(ui, "rule-code", &lines, &changed, lit, room);
    ui.separator();
    ui.label(RichText::new(t!("code-variables")).strong());
    variables_grid(ui, "rule-variables", variables);
}

/// A program's variables, a name and its value a row.
fn variables_grid(ui: &mut Ui, id: &str, variables: Vec<(String, String)>) {
    egui::Grid::new(id).num_columns(2).show(ui, |ui| {
        for (name, value) in variables {
            ui.add(egui::Label::new(RichText::new(name).monospace()).extend());
            ui.add(egui::Label::new(RichText::new(value).monospace()).extend());
            ui.end_row();
        }
    });
}

/// A program's lines in `room` points of height, those that differ from
/// the textbook's marked ≠, the lit ones highlighted.
fn changed_lines(
    ui: &mut Ui,
    id: &str,
    lines: &[String],
    changed: &[usize],
    lit: Option<std::ops::RangeInclusive<usize>>,
    room: f32,
) {
    ui.label(where_lit(lit.as_ref()));
    let lit_fill = ui.visuals().selection.bg_fill;
    let lit_ink = ui.visuals().selection.stroke.color;
    let warn = ui.visuals().warn_fg_color;
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::both()
        .id_salt(id)
        .auto_shrink([false, true])
        .max_height(room)
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 0.0;
            for (i, line) in lines.iter().enumerate() {
                let differs = changed.contains(&i);
                let text = format!("{:>2} {} {line}", i + 1, if differs { "≠" } else { " " });
                let mut rich = RichText::new(text).monospace();
                if differs {
                    rich = rich.color(warn).strong();
                }
                if lit.as_ref().is_some_and(|l| l.contains(&i)) {
                    rich = rich.background_color(lit_fill).color(lit_ink).strong();
                }
                ui.add(egui::Label::new(rich).extend());
            }
        });
}

/// Where the program is: "Now at line 12", "Now at lines 15 to 18", or
/// before the first step.
fn where_lit(lit: Option<&std::ops::RangeInclusive<usize>>) -> String {
    match lit {
        Some(lines) if lines.start() == lines.end() => t!("code-at-line", line = lines.start() + 1),
        Some(lines) => t!(
            "code-at-lines",
            from = lines.start() + 1,
            to = lines.end() + 1
        ),
        None => t!("code-before"),
    }
}
