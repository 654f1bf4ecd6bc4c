//! The textbook's code beside the search: the program in the chosen
//! language with the line the current step executes lit, and the values of
//! its variables (see [`crate::textbook`]).

use eframe::egui::{self, RichText, Ui};

use crate::app::i18n::t;

use crate::engine::{Rules, Step, TracePosition};
use crate::textbook::{Language, Mistake, rule_lines_of, rule_program, rule_variables};

/// The program the code pane shows: `language`'s (or the program with
/// `mistake`, or the search under other `rules`) at the step last applied
/// (none: before the first) of the search of n.
pub struct Code<'a> {
    pub language: Language,
    pub mistake: Option<Mistake>,
    pub rules: &'a Rules,
    pub step: Option<&'a Step>,
    pub position: &'a TracePosition,
    pub n: usize,
}

/// Where the program's variables are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variables {
    /// Under the code, in the same pane.
    Under,
    /// In a pane of their own ([`Code::variables`]): the code has the
    /// whole height of its pane.
    Apart,
}

impl Code<'_> {
    /// Shows the code, and its variables where `variables` says; answers
    /// the language the person chose, if they chose another.
    pub fn show(&self, ui: &mut Ui, variables: Variables) -> Option<Language> {
        if let Some(mistake) = self.mistake {
            mistake_code(ui, mistake, self.step, self.position, variables);
            return None;
        }
        // The textbook's programs are the queens'; other rules show theirs.
        if !self.rules.supports(crate::engine::Feature::Textbook) {
            rule_code(ui, self.rules, self.step, self.position, variables);
            return None;
        }
        textbook_code(ui, self, variables)
    }

    /// The variables on their own, a heading and a row each, scrolling in
    /// the height they are given. A program with a mistake has its
    /// changed lines said there instead (the variables the right program
    /// would hold say nothing of it).
    pub fn variables(&self, ui: &mut Ui) {
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        let variables = if let Some(mistake) = self.mistake {
            egui::ScrollArea::vertical()
                .id_salt("mistake-notes")
                .auto_shrink([false, false])
                .show(ui, |ui| mistake_notes(ui, mistake, self.position));
            return;
        } else if self.rules.supports(crate::engine::Feature::Textbook) {
            self.language.variables(self.step, self.position, self.n)
        } else {
            rule_variables(self.step, self.position)
        };
        ui.label(RichText::new(t!("code-variables")).strong());
        egui::ScrollArea::both()
            .id_salt("variables")
            .auto_shrink([false, false])
            .show(ui, |ui| variables_grid(ui, "variables", variables));
    }
}

/// The textbook's program in the language chosen, with its variables
/// under it or not; the language the person chose, if another.
fn textbook_code(ui: &mut Ui, code: &Code<'_>, apart: Variables) -> Option<Language> {
    let Code {
        language,
        step,
        position,
        n,
        ..
    } = *code;
    // The programs are run as shown (the tests run the Python ones), and
    // identifiers and keywords are English whatever the comments say:
    // their comments stay as the textbook wrote them, and that is said,
    // under the heading where ten lines of code leave room (at 800×600 it
    // took one of the ten), else on the heading.
    let note = (crate::app::i18n::language() != crate::app::UiLanguage::English)
        .then(|| t!("code-comments-english"));
    let line = ui.text_style_height(&egui::TextStyle::Monospace);
    let roomy = ui.available_height() > 17.0 * line;
    let chosen = language_choice(ui, language, note.as_deref().filter(|_| !roomy));
    if let Some(note) = note.filter(|_| roomy) {
        ui.weak(note);
    }
    let lit = step.map(|s| language.lines_of(s));
    ui.label(where_lit(lit.as_ref()));
    let moved = lit_moved(ui, "code-lit", lit.as_ref());
    let lit_fill = ui.visuals().selection.bg_fill;
    let lit_ink = ui.visuals().selection.stroke.color;
    let variables = (apart == Variables::Under).then(|| language.variables(step, position, n));
    let (code_height, variables_height) = heights(ui, language, variables.as_deref());
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
    if let Some(variables) = variables {
        ui.separator();
        ui.label(RichText::new(t!("code-variables")).strong());
        egui::ScrollArea::both()
            .id_salt("variables")
            .auto_shrink([false, true])
            .max_height(variables_height)
            .show(ui, |ui| {
                variables_grid(ui, "variables", variables);
            });
    }
    (chosen != language).then_some(chosen)
}

/// The heights of the code and of the variables under it (`variables`,
/// if they are there), shared out of what the pane has left before
/// drawing: the code first gets ten lines (or all of it, if fewer), the
/// variables what is left, at least two rows of them, each scrolling in
/// its share, so that nothing spills over the search tree below. Alone,
/// the code has it all.
fn heights(ui: &mut Ui, language: Language, variables: Option<&[(String, String)]>) -> (f32, f32) {
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
    let bar = scroll.bar_width + scroll.bar_inner_margin + scroll.bar_outer_margin;
    let Some(variables) = variables else {
        // Alone in its pane, the code reserves a bar only if a line is
        // cut, and no heading of the variables: every point is a line.
        let bars = if widest_line(ui, language) > ui.available_width() {
            bar
        } else {
            0.0
        };
        let room = ui.available_height() - bars - ui.spacing().item_spacing.y * 2.0;
        return (room.max(4.0 * row), 0.0);
    };
    let room = (ui.available_height() - heading - 2.0 * bar - ui.spacing().item_spacing.y * 2.0)
        .max(4.0 * row);
    let code_first = (language.lines().len() as f32 + 1.0).min(10.5) * row;
    // A grid's row is at least as tall as a button.
    let grid_row = row.max(ui.spacing().interact_size.y + ui.spacing().item_spacing.y);
    let variables_height = ((variables.len() as f32 + 0.5) * grid_row)
        .min((room - code_first - row).max(2.0 * grid_row));
    (
        (room - variables_height - row).max(3.0 * row),
        variables_height,
    )
}

/// The width of `language`'s longest line as the code pane writes it.
fn widest_line(ui: &Ui, language: Language) -> f32 {
    let longest = language
        .lines()
        .iter()
        .copied()
        .max_by_key(|l| l.chars().count());
    let text = format!("{:>2}  {}", 99, longest.unwrap_or_default());
    super::one_line_width(
        ui,
        RichText::new(text).monospace(),
        egui::TextStyle::Monospace,
    )
}

/// The heading (with `tip` on it, if any) and the four programs as a row
/// of choices; the one chosen.
fn language_choice(ui: &mut Ui, language: Language, tip: Option<&str>) -> Language {
    let mut chosen = language;
    // On the heading's row: a row less leaves the code a row more.
    ui.horizontal_wrapped(|ui| {
        let heading = ui.heading(t!("code-heading"));
        if let Some(tip) = tip {
            heading.on_hover_text(tip);
        }
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
/// lines lit; under it (or apart) its changed lines quoted and, for the
/// list appended instead of a copy, what `result` holds.
fn mistake_code(
    ui: &mut Ui,
    mistake: Mistake,
    step: Option<&Step>,
    position: &TracePosition,
    notes: Variables,
) {
    ui.heading(t!("code-mistake-heading"));
    ui.weak(t!("code-mistake-changed"));
    let (lines, changed) = mistake.program();
    let lit = step.map(|s| mistake.lines_of(s));
    // What is said under the code takes its own height first, in a panel
    // at the bottom, and the code scrolls in the rest: reckoned by hand,
    // the last line was cut off at the pane's bottom.
    if notes == Variables::Under {
        egui::Panel::bottom("mistake-notes")
            .resizable(false)
            .show_separator_line(true)
            .show(ui, |ui| mistake_notes(ui, mistake, position));
    }
    let room = ui.available_height() - 2.0 * ui.text_style_height(&egui::TextStyle::Body);
    changed_lines(ui, "mistake-code", &lines, &changed, lit, room.max(40.0));
}

/// What is said of a program with a mistake: each changed line quoted
/// whole, and what `result` holds (the list appended instead of a copy)
/// or that the variables shown are the right programs'.
fn mistake_notes(ui: &mut Ui, mistake: Mistake, position: &TracePosition) {
    let (lines, changed) = mistake.program();
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
fn rule_code(
    ui: &mut Ui,
    rules: &Rules,
    step: Option<&Step>,
    position: &TracePosition,
    apart: Variables,
) {
    ui.heading(t!("code-ruled-heading"));
    ui.weak(t!(
        "code-ruled-changed",
        rules = crate::app::words::rules_words(rules)
    ));
    let (lines, changed) = rule_program(rules);
    let lit = step.map(|s| rule_lines_of(rules, s));
    let variables = (apart == Variables::Under).then(|| rule_variables(step, position));
    let row = ui.text_style_height(&egui::TextStyle::Monospace) + ui.spacing().item_spacing.y;
    let under = variables
        .as_ref()
        .map_or(0.0, |v| (v.len() as f32 + 1.5) * row);
    let room = (ui.available_height() - under - 2.0 * ui.text_style_height(&egui::TextStyle::Body))
        .max(60.0);
    changed_lines(ui, "rule-code", &lines, &changed, lit, room);
    if let Some(variables) = variables {
        ui.separator();
        ui.label(RichText::new(t!("code-variables")).strong());
        variables_grid(ui, "rule-variables", variables);
    }
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

/// Whether the lit lines moved since the last frame: the code follows
/// them when they move, and leaves the scroll to the person in between.
fn lit_moved(ui: &Ui, id: &str, lit: Option<&std::ops::RangeInclusive<usize>>) -> bool {
    let key = ui.make_persistent_id(id);
    let now = lit.map(|l| *l.start());
    ui.data_mut(|d| {
        let before = d.get_temp::<Option<usize>>(key);
        d.insert_temp(key, now);
        before != Some(now)
    })
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
    let moved = lit_moved(ui, id, lit.as_ref());
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
