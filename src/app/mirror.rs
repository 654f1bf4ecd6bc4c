//! The page's accessibility mirror: the app's AccessKit tree, which a
//! desktop's screen reader reads through its platform adapter, written on
//! the page as hidden elements inside the canvas (its fallback content),
//! so that a browser's screen reader finds buttons, fields and the board
//! as a grid of named cells instead of one unnamed canvas.
//!
//! This module holds what a node becomes ([`element_of`]), a pure
//! function the native tests check; the page's side (`dom`, built for
//! wasm only) keeps the elements in step frame by frame and routes a
//! screen reader's click or focus back to the app as AccessKit actions.

use eframe::egui::accesskit::{Action, Live, Node, NodeId, Role, Toggled};

#[cfg(target_arch = "wasm32")]
pub mod dom;

/// What one AccessKit node becomes on the page.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Element {
    /// `input` for a text field (its value is the field's), else `div`.
    pub tag: &'static str,
    /// The ARIA role and states: `role`, `aria-label`, `aria-checked`…
    pub attributes: Vec<(&'static str, String)>,
    /// A label's words, as the element's text.
    pub text: Option<String>,
    /// A text field's contents.
    pub value: Option<String>,
}

impl Element {
    /// Sets the attribute `name` (once: each is set at most once).
    fn set(&mut self, name: &'static str, value: String) {
        self.attributes.push((name, value));
    }

    /// The value of `name` among the attributes, if set.
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Where a reader's click goes when the frame that played it no longer
/// holds the element clicked: egui names a widget by its place, and a
/// line come or gone above a button renames it between the frame shown
/// and the frame that plays the click, which then goes to nobody. The
/// one element of the same role and name in the new frame, if the
/// clicked one is gone from it; a click that was taken leaves its
/// element in that very frame (a widget is drawn under the name it took
/// the click by), so a click is never played twice.
///
/// ```
/// use eframe::egui::accesskit::{Node, NodeId, Role};
/// use nqueens::app::mirror::{element_of, renamed};
/// let mut button = Node::new(Role::Button);
/// button.set_label("Count all and fundamental");
/// let count = element_of(&button);
/// let now = [(NodeId(7), element_of(&button))];
/// let found = renamed(NodeId(3), &count, now.iter().map(|(id, e)| (*id, e)));
/// assert_eq!(found, Some(NodeId(7)));
/// // Still there under its name: played, nothing to send again.
/// assert_eq!(renamed(NodeId(7), &count, now.iter().map(|(id, e)| (*id, e))), None);
/// ```
pub fn renamed<'a>(
    clicked: NodeId,
    was: &Element,
    now: impl Iterator<Item = (NodeId, &'a Element)>,
) -> Option<NodeId> {
    fn key(e: &Element) -> (Option<&str>, Option<&str>) {
        (e.attribute("role"), e.attribute("aria-label"))
    }
    let (role, name) = key(was);
    if role.is_none() || name.is_none_or(str::is_empty) {
        return None;
    }
    let mut same = Vec::new();
    for (id, element) in now {
        if id == clicked {
            return None;
        }
        if key(element) == (role, name) {
            same.push(id);
        }
    }
    match same[..] {
        [one] => Some(one),
        _ => None,
    }
}

/// The page's id of a node's element: `ak-` and its number.
pub fn dom_id(id: NodeId) -> String {
    format!("ak-{}", id.0)
}

/// The ARIA role of an AccessKit role, or `None` for a plain container
/// or a label (whose words are its text).
pub fn aria_role(role: Role) -> Option<&'static str> {
    Some(match role {
        Role::Button | Role::DefaultButton => "button",
        Role::CheckBox | Role::Switch => "checkbox",
        Role::RadioButton => "radio",
        Role::Slider => "slider",
        Role::SpinButton => "spinbutton",
        Role::TextInput | Role::MultilineTextInput | Role::SearchInput => "textbox",
        Role::ComboBox | Role::EditableComboBox => "combobox",
        Role::Grid | Role::Table | Role::TreeGrid => "grid",
        Role::Row => "row",
        Role::Cell | Role::GridCell => "gridcell",
        Role::Link => "link",
        Role::Image | Role::Canvas => "img",
        Role::ProgressIndicator => "progressbar",
        Role::ScrollBar => "scrollbar",
        Role::Splitter => "separator",
        Role::Tab => "tab",
        Role::TabList => "tablist",
        Role::TabPanel => "tabpanel",
        Role::List | Role::ListBox => "list",
        Role::ListItem | Role::ListBoxOption => "listitem",
        Role::Heading => "heading",
        Role::Menu => "menu",
        Role::MenuItem => "menuitem",
        Role::MenuBar => "menubar",
        Role::Tooltip => "tooltip",
        Role::Dialog | Role::AlertDialog => "dialog",
        Role::Group => "group",
        _ => return None,
    })
}

/// What `node` becomes on the page: its role, name, value and states as
/// ARIA says them, focusable (out of the Tab order, which the app keeps)
/// when the app lets it take the focus or a click.
///
/// ```
/// use eframe::egui::accesskit::{Node, Role, Toggled};
/// let mut node = Node::new(Role::CheckBox);
/// node.set_label("Speech");
/// node.set_toggled(Toggled::True);
/// let element = nqueens::app::mirror::element_of(&node);
/// assert_eq!(element.attribute("role"), Some("checkbox"));
/// assert_eq!(element.attribute("aria-label"), Some("Speech"));
/// assert_eq!(element.attribute("aria-checked"), Some("true"));
/// ```
pub fn element_of(node: &Node) -> Element {
    let role = node.role();
    let mut element = Element {
        tag: "div",
        ..Element::default()
    };
    let Some(aria) = aria_role(role) else {
        // A label, or a container: its words, if any, as text a reader
        // walks past.
        let words = node.value().or(node.label()).filter(|w| !w.is_empty());
        if let Some(live) = live_word(node.live()) {
            element.set("aria-live", live.to_string());
        }
        element.text = words.map(str::to_string);
        return element;
    };
    element.set("role", aria.to_string());
    if let Some(label) = node.label().filter(|l| !l.is_empty()) {
        element.set("aria-label", label.to_string());
    } else if role == Role::ScrollBar {
        // egui names no scroll bar: a reader heard an unnamed control.
        element.set("aria-label", crate::app::i18n::tr("speech-scroll-bar"));
    }
    let by: Vec<String> = node.labelled_by().iter().map(|id| dom_id(*id)).collect();
    if node.label().is_none_or(str::is_empty) && !by.is_empty() {
        // Named by another node's words (a slider by its text): the
        // element with that node's id.
        element.set("aria-labelledby", by.join(" "));
    }
    if let Some(description) = node.description() {
        element.set("aria-description", description.to_string());
    }
    values(node, &mut element);
    if let Some(toggled) = node.toggled() {
        let word = match toggled {
            Toggled::True => "true",
            Toggled::False => "false",
            Toggled::Mixed => "mixed",
        };
        // A toggled button (a view's button, a selectable label) is
        // pressed; a box or a radio is checked.
        let name = match role {
            Role::Button | Role::DefaultButton => "aria-pressed",
            Role::Tab | Role::ListItem | Role::ListBoxOption | Role::Cell | Role::GridCell => {
                "aria-selected"
            }
            _ => "aria-checked",
        };
        element.set(name, word.to_string());
    }
    if node.is_disabled() {
        element.set("aria-disabled", "true".to_string());
    }
    if let Some(live) = live_word(node.live()) {
        element.set("aria-live", live.to_string());
    }
    if node.supports_action(Action::Focus) || node.supports_action(Action::Click) {
        element.set("tabindex", "-1".to_string());
    }
    element
}

/// A node's value as ARIA says it for its role: a number with its
/// range, a field's text, a grid's size, a row's or a cell's place.
fn values(node: &Node, element: &mut Element) {
    match node.role() {
        Role::Slider | Role::SpinButton | Role::ProgressIndicator | Role::ScrollBar => {
            if let Some(value) = node.numeric_value() {
                element.set("aria-valuenow", format_number(value));
            }
            if let Some(min) = node.min_numeric_value() {
                element.set("aria-valuemin", format_number(min));
            }
            if let Some(max) = node.max_numeric_value() {
                element.set("aria-valuemax", format_number(max));
            }
            if let Some(text) = node.value() {
                element.set("aria-valuetext", text.to_string());
            }
        }
        Role::TextInput
        | Role::MultilineTextInput
        | Role::SearchInput
        | Role::ComboBox
        | Role::EditableComboBox => {
            // A text box's and a list's value is what an input holds.
            element.tag = "input";
            element.value = Some(node.value().unwrap_or_default().to_string());
            if let Some(placeholder) = node.placeholder() {
                element.set("placeholder", placeholder.to_string());
            }
        }
        Role::Grid | Role::Table | Role::TreeGrid => {
            if let Some(rows) = node.row_count() {
                element.set("aria-rowcount", rows.to_string());
            }
            if let Some(columns) = node.column_count() {
                element.set("aria-colcount", columns.to_string());
            }
        }
        Role::Row => {
            if let Some(r) = node.row_index() {
                element.set("aria-rowindex", (r + 1).to_string());
            }
        }
        Role::Cell | Role::GridCell => {
            if let Some(c) = node.column_index() {
                element.set("aria-colindex", (c + 1).to_string());
            }
        }
        _ => {}
    }
}

/// The `aria-live` word of a live region, `None` for one that is not.
fn live_word(live: Option<Live>) -> Option<&'static str> {
    match live? {
        Live::Off => None,
        Live::Polite => Some("polite"),
        Live::Assertive => Some("assertive"),
    }
}

/// A number as ARIA wants it: `8`, not `8.0`.
fn format_number(value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        format!("{}", value as i64)
    } else {
        format!("{value}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slider_has_its_value_and_range() {
        let mut node = Node::new(Role::Slider);
        node.set_label("Size");
        node.set_numeric_value(8.0);
        node.set_min_numeric_value(1.0);
        node.set_max_numeric_value(32.0);
        node.add_action(Action::Focus);
        let element = element_of(&node);
        assert_eq!(element.attribute("role"), Some("slider"));
        assert_eq!(element.attribute("aria-valuenow"), Some("8"));
        assert_eq!(element.attribute("aria-valuemin"), Some("1"));
        assert_eq!(element.attribute("aria-valuemax"), Some("32"));
        assert_eq!(element.attribute("tabindex"), Some("-1"));
    }

    #[test]
    fn a_click_goes_to_the_one_control_of_its_name_when_its_own_is_gone() {
        let mut node = Node::new(Role::Button);
        node.set_label("Next");
        let next = element_of(&node);
        let mut other = Node::new(Role::Button);
        other.set_label("Last");
        let last = element_of(&other);
        let mut label = Node::new(Role::Label);
        label.set_label("Next");
        let words = element_of(&label);
        let pick = |now: &[(u64, &Element)]| {
            renamed(
                NodeId(1),
                &next,
                now.iter().map(|(id, e)| (NodeId(*id), *e)),
            )
        };
        // Gone, and one button of that name: there.
        assert_eq!(
            pick(&[(2, &last), (5, &next), (6, &words)]),
            Some(NodeId(5))
        );
        // Still there: it took the click.
        assert_eq!(pick(&[(1, &next), (5, &next)]), None);
        // Two of that name, or none: nowhere.
        assert_eq!(pick(&[(4, &next), (5, &next)]), None);
        assert_eq!(pick(&[(2, &last), (6, &words)]), None);
        // A nameless element is never followed.
        let blank = element_of(&Node::new(Role::Button));
        let now = [(NodeId(9), &blank)];
        assert_eq!(renamed(NodeId(1), &blank, now.into_iter()), None);
    }

    #[test]
    fn a_scroll_bar_egui_leaves_unnamed_is_named() {
        let mut node = Node::new(Role::ScrollBar);
        node.add_action(Action::Click);
        let element = element_of(&node);
        assert_eq!(element.attribute("role"), Some("scrollbar"));
        let name = element.attribute("aria-label").unwrap_or_default();
        assert_eq!(name, crate::app::i18n::tr("speech-scroll-bar"));
        assert!(!name.is_empty());
    }

    #[test]
    fn a_text_field_is_an_input_holding_its_text() {
        let mut node = Node::new(Role::TextInput);
        node.set_label("Any n");
        node.set_value("8");
        let element = element_of(&node);
        assert_eq!(element.tag, "input");
        assert_eq!(element.value.as_deref(), Some("8"));
        assert_eq!(element.attribute("aria-label"), Some("Any n"));
        // Not focusable: the app gave it no action.
        assert_eq!(element.attribute("tabindex"), None);
    }

    #[test]
    fn a_selected_view_button_is_pressed_and_a_cell_is_clickable() {
        let mut button = Node::new(Role::Button);
        button.set_label("Browse");
        button.set_toggled(Toggled::True);
        assert_eq!(element_of(&button).attribute("aria-pressed"), Some("true"));
        let mut cell = Node::new(Role::Cell);
        cell.set_label("b6, queen");
        cell.set_column_index(1);
        cell.add_action(Action::Click);
        let element = element_of(&cell);
        assert_eq!(element.attribute("role"), Some("gridcell"));
        assert_eq!(element.attribute("aria-colindex"), Some("2"));
        assert_eq!(element.attribute("aria-label"), Some("b6, queen"));
        assert_eq!(element.attribute("tabindex"), Some("-1"));
    }

    #[test]
    fn a_label_is_text_and_a_container_is_nothing() {
        let mut label = Node::new(Role::Label);
        label.set_value("Solutions: 92");
        let element = element_of(&label);
        assert_eq!(element.attribute("role"), None);
        assert_eq!(element.text.as_deref(), Some("Solutions: 92"));
        let container = element_of(&Node::new(Role::GenericContainer));
        assert_eq!(
            container,
            Element {
                tag: "div",
                ..Element::default()
            }
        );
    }
}
