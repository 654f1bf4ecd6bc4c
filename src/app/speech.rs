//! The page's own speech: what a person who listens hears, said once.
//!
//! egui's reader for the web speaks every widget event of a frame and, to
//! do so, makes every label a Tab stop; it said "Browse: buttonselected",
//! repeated a slider ten times a second, and said nothing of a move on a
//! board. The app keeps it off and speaks for itself: a widget that gets
//! the focus (named, with its value or state), a box ticked or a choice
//! made, a slider moved, and what boards and hints ask to be said
//! ([`say`]), each once.

use eframe::egui::output::OutputEvent;
use eframe::egui::{self, Id, Role, WidgetInfo};

use super::i18n::t;

/// What a frame's widget events say: the widget that got the focus (the
/// last to say so: a slider's value box speaks before the slider's own
/// name), a choice made, a value moved. The board's roles are left to the
/// board, which says its squares itself. A value box without a name
/// takes the name of the control before it (a slider's number follows
/// its slider), which `named` keeps.
pub fn frame_words(events: &[OutputEvent], named: &mut String) -> Vec<String> {
    let mut said = Vec::new();
    let focus = events.iter().rev().find_map(|e| match e {
        OutputEvent::FocusGained(info) if !is_board(info) => Some(info),
        _ => None,
    });
    if let Some(info) = focus {
        let mut info = info.clone();
        let unnamed = info.label.as_deref().is_none_or(|l| l.trim().is_empty());
        if unnamed && matches!(info.role, Role::SpinButton | Role::TextInput) && !named.is_empty() {
            info.label = Some(named.clone());
        } else if let Some(label) = &info.label {
            *named = label.clone();
        }
        said.push(widget_words(&info));
    }
    for event in events {
        match event {
            // A choice made: the new state (a plain button's click says
            // nothing new; what it does is said where it shows).
            OutputEvent::Clicked(info) if info.selected.is_some() && !is_board(info) => {
                said.push(widget_words(info));
            }
            _ => {}
        }
    }
    // A value moved: a slider or a number, by keys or the pointer (a text
    // field's typing is the person's own), the last value once.
    let moved = events.iter().rev().find_map(|e| match e {
        OutputEvent::ValueChanged(info) if matches!(info.role, Role::Slider | Role::SpinButton) => {
            Some(info)
        }
        _ => None,
    });
    if let Some(info) = moved
        && focus.is_none()
    {
        said.push(widget_words(info));
    }
    said
}

fn is_board(info: &WidgetInfo) -> bool {
    matches!(info.role, Role::Grid | Role::Canvas)
}

/// A widget in words: its name, what it is, and its value or state,
/// "Browse, button, selected", "Any n, text field, 8".
pub fn widget_words(info: &WidgetInfo) -> String {
    let mut parts: Vec<String> = Vec::new();
    // A panel's splitter: egui names it "Resize panel", in English, its
    // value the panel's share of the window (0 to 1: it was said "0").
    let splitter = info.role == Role::Splitter;
    if splitter {
        parts.push(t!("speech-splitter-name"));
    } else if let Some(label) = info
        .label
        .as_deref()
        .map(str::trim)
        .filter(|l| !l.is_empty())
    {
        parts.push(label.trim_end_matches(':').to_string());
    }
    let role = match info.role {
        Role::CheckBox => Some(t!("speech-check-box")),
        Role::Button | Role::Link => Some(t!("speech-button")),
        Role::Slider | Role::ScrollBar => Some(t!("speech-slider")),
        Role::SpinButton => Some(t!("speech-number")),
        Role::TextInput | Role::MultilineTextInput => Some(t!("speech-field")),
        Role::ComboBox => Some(t!("speech-list")),
        Role::RadioButton => Some(t!("speech-choice")),
        Role::Splitter => Some(t!("speech-splitter")),
        _ => None,
    };
    parts.extend(role);
    if let Some(text) = &info.current_text_value {
        parts.push(if text.is_empty() {
            t!("speech-blank")
        } else {
            text.clone()
        });
    } else if let Some(value) = info.value {
        parts.push(if splitter {
            format!("{}%", (value * 100.0).round() as u64)
        } else {
            super::words::thousands(value.round() as u64)
        });
    }
    match (info.role, info.selected) {
        (Role::CheckBox, Some(true)) => parts.push(t!("speech-checked")),
        (Role::CheckBox, Some(false)) => parts.push(t!("speech-unchecked")),
        (_, Some(true)) => parts.push(t!("speech-selected")),
        _ => {}
    }
    if !info.enabled {
        parts.push(t!("speech-unavailable"));
    }
    parts.join(", ")
}

/// A control named for a person who listens where egui names it only
/// for AccessKit (`labelled_by`): its name and its value in words.
pub trait Named {
    fn widget_info_with_name(self, role: Role, name: &str, value: &str) -> Self;
    /// A control whose face is a sign (◀, ▶) named in words, no value.
    fn widget_info_named(self, role: Role, name: &str) -> Self;
}

impl Named for egui::Response {
    fn widget_info_named(self, role: Role, name: &str) -> Self {
        self.widget_info(|| WidgetInfo::labeled(role, self.enabled(), name));
        self
    }

    fn widget_info_with_name(self, role: Role, name: &str, value: &str) -> Self {
        self.widget_info(|| {
            let mut info = WidgetInfo::labeled(role, self.enabled(), name);
            info.current_text_value = Some(value.to_string());
            info
        });
        self
    }
}

impl super::App {
    /// Says what this frame asks to be said, when `speaking`. egui's own
    /// reader stays off: it made every label a Tab stop and said every
    /// event.
    pub(super) fn speak_frame(&mut self, ctx: &egui::Context, speaking: bool) {
        if ctx.options(|o| o.screen_reader) {
            ctx.options_mut(|o| o.screen_reader = false);
        }
        let asked = take_said(ctx);
        // Silent (the desktop, or speech off), a frame's events are not
        // turned into words at all.
        if !speaking {
            return;
        }
        let events = ctx.output(|o| o.events.clone());
        let mut said = frame_words(&events, &mut self.named);
        said.extend(asked);
        if !said.is_empty() {
            crate::platform::speak(&sentences(&said));
        }
    }
}

/// A board's words, said once: when it gets the keys its name with the
/// cursor's square (`named`), then the square (`square`) each time it
/// changes; without the keys, nothing (and the square is said afresh when
/// they come back).
pub fn say_board(ctx: &egui::Context, board: &egui::Response, square: &str, named: &str) {
    if !board.has_focus() {
        say(ctx, board.id, "");
    } else if board.gained_focus() {
        say_as(ctx, board.id, square, named);
    } else {
        say(ctx, board.id, square);
    }
}

/// Things said in one breath, each a sentence: "b6, queen. Queens
/// ringed …" (a full stop only where one is not there already).
///
/// ```
/// use nqueens::app::speech::sentences;
/// let said = ["Queens ringed with “!” break a rule.".to_string(), "b6, queen".into()];
/// assert_eq!(sentences(&said), "Queens ringed with “!” break a rule. b6, queen");
/// ```
pub fn sentences(said: &[String]) -> String {
    let mut out = String::new();
    for item in said {
        if !out.is_empty() {
            if !out.ends_with(['.', '!', '?', '。', '！', '？']) {
                out.push('.');
            }
            out.push(' ');
        }
        out.push_str(item);
    }
    out
}

/// The key under which a frame's words to say wait for the app.
fn queue_id() -> Id {
    Id::unique("speech queue")
}

/// Asks for `words` to be said, once: nothing is said while the same
/// source (`source`) asks for the same words again, frame after frame.
pub fn say(ctx: &egui::Context, source: Id, words: &str) {
    say_as(ctx, source, words, words);
}

/// As [`say`], but what is heard when `words` are new is `spoken` (a
/// board that gets the focus says its name with its square, then only
/// its squares).
pub fn say_as(ctx: &egui::Context, source: Id, words: &str, spoken: &str) {
    let last_id = source.with("said");
    let new = ctx.data_mut(|d| {
        let last = d.get_temp_mut_or_default::<String>(last_id);
        if last == words {
            false
        } else {
            *last = words.to_string();
            true
        }
    });
    if new && !spoken.is_empty() {
        ctx.data_mut(|d| {
            d.get_temp_mut_or_default::<Vec<String>>(queue_id())
                .push(spoken.to_string())
        });
    }
}

/// The words asked for this frame, taken.
pub fn take_said(ctx: &egui::Context) -> Vec<String> {
    ctx.data_mut(|d| std::mem::take(d.get_temp_mut_or_default::<Vec<String>>(queue_id())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widgets_are_said_with_their_names_and_states() {
        crate::app::i18n::set_language(crate::app::UiLanguage::English);
        let browse = WidgetInfo::selected(Role::Button, true, true, "Browse");
        assert_eq!(widget_words(&browse), "Browse, button, selected");
        let mut any = WidgetInfo::labeled(Role::TextInput, true, "Any n:");
        any.current_text_value = Some("8".into());
        assert_eq!(widget_words(&any), "Any n, text field, 8");
        let mut speed = WidgetInfo::labeled(Role::Slider, true, "steps/s");
        speed.value = Some(560.4);
        assert_eq!(widget_words(&speed), "steps/s, slider, 560");
        // egui's splitter, "Resize panel" at a share of the window.
        let mut splitter = WidgetInfo::labeled(Role::Splitter, true, "Resize panel");
        splitter.value = Some(0.234);
        assert_eq!(widget_words(&splitter), "Panel width, splitter, 23%");
        let board = WidgetInfo::labeled(Role::Grid, true, "Board of 8");
        let mut named = String::new();
        assert!(frame_words(&[OutputEvent::FocusGained(board)], &mut named).is_empty());
        // A slider's value box after it, unnamed, takes its name; of two
        // events of one focus, the last is said.
        let slider = WidgetInfo::labeled(Role::Slider, true, "n");
        assert_eq!(
            frame_words(&[OutputEvent::FocusGained(slider)], &mut named),
            ["n, slider"]
        );
        let mut number = WidgetInfo::labeled(Role::SpinButton, true, "");
        number.value = Some(8.0);
        let text = WidgetInfo::labeled(Role::TextInput, true, "");
        let events = [
            OutputEvent::FocusGained(text),
            OutputEvent::FocusGained(number),
        ];
        assert_eq!(frame_words(&events, &mut named), ["n, number, 8"]);
    }

    #[test]
    fn the_same_words_are_said_once() {
        let ctx = egui::Context::default();
        let board = Id::unique("board");
        say(&ctx, board, "b6, empty");
        say(&ctx, board, "b6, empty");
        assert_eq!(take_said(&ctx), vec!["b6, empty".to_string()]);
        say(&ctx, board, "b6, empty");
        assert!(take_said(&ctx).is_empty());
        say(&ctx, board, "b6, queen");
        assert_eq!(take_said(&ctx), vec!["b6, queen".to_string()]);
        // Away and back: said again, with the board's name.
        say(&ctx, board, "");
        say_as(&ctx, board, "b6, queen", "Board of 6; b6, queen");
        assert_eq!(take_said(&ctx), vec!["Board of 6; b6, queen".to_string()]);
    }
}
