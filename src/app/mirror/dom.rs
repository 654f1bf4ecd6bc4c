//! The mirror on the page: an egui plugin that turns AccessKit on, writes
//! each frame's tree into elements inside the canvas (changed nodes
//! only, so a screen reader keeps its place), points the canvas's
//! `aria-activedescendant` at the control with the app's focus (the
//! board's cursor cell on a board), says a live region's news in a
//! status element, and hands a screen reader's click or focus on an
//! element back to the app as an AccessKit action in the next frame.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use eframe::egui::{self, accesskit};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use super::{Element, dom_id, element_of, renamed};
use accesskit::{Action, ActionRequest, NodeId, Role, TreeUpdate};

/// How many frames a click's news is waited for.
const CLICK_FRAMES: u8 = 10;

/// Actions asked of mirrored elements, waiting for the next frame.
type Requests = Arc<Mutex<Vec<ActionRequest>>>;

/// The plugin: add it once to the page's context.
#[derive(Default)]
pub struct Mirror {
    requests: Requests,
}

impl egui::Plugin for Mirror {
    fn debug_name(&self) -> &'static str {
        "accessibility mirror"
    }

    fn setup(&mut self, ctx: &egui::Context) {
        ctx.enable_accesskit();
        let page = Page::new(ctx.clone(), Arc::clone(&self.requests));
        PAGE.with(|cell| *cell.borrow_mut() = page);
    }

    fn input_hook(&mut self, _ctx: &egui::Context, input: &mut egui::RawInput) {
        if let Ok(mut requests) = self.requests.lock() {
            let asked = requests.drain(..).map(egui::Event::AccessKitActionRequest);
            input.events.extend(asked);
        }
    }

    fn output_hook(&mut self, _ctx: &egui::Context, output: &mut egui::FullOutput) {
        if let Some(update) = &output.platform_output.accesskit_update {
            PAGE.with(|cell| {
                if let Some(page) = cell.borrow_mut().as_mut() {
                    page.apply(update);
                }
            });
        }
    }
}

thread_local! {
    // DOM handles live on the page's one thread; a plugin must be Send.
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
}

/// One node as it is on the page.
struct Mirrored {
    dom: web_sys::Element,
    element: Element,
    children: Vec<NodeId>,
}

/// The mirror's elements and what they last said.
struct Page {
    document: web_sys::Document,
    canvas: web_sys::HtmlElement,
    container: web_sys::Element,
    announcer: web_sys::Element,
    nodes: HashMap<NodeId, Mirrored>,
    /// The node the canvas points at, and its name when last told.
    active: Option<(NodeId, String)>,
    /// The element a reader clicked last, and its name then: its new
    /// name is said once the app has played the click (a queen placed).
    /// Frames it is waited for: a click that changes nothing is
    /// forgotten after [`CLICK_FRAMES`].
    clicked: Option<(NodeId, String, u8)>,
    /// The element clicked as it was, until the frame that played the
    /// click is seen: a click whose element that frame renamed is sent
    /// again, once, to the element of its name ([`renamed`]).
    sent: Option<(NodeId, Element)>,
    /// Where a click sent again goes, and what wakes the app for it.
    requests: Requests,
    ctx: egui::Context,
    /// The words to say after this frame.
    news: Vec<String>,
    /// Live regions' words when last told; `None` before the first
    /// frame, whose words are the page's, not news.
    live: Option<HashMap<NodeId, String>>,
}

/// The node of the mirrored element an event happened on.
fn node_of(event: &web_sys::Event) -> Option<NodeId> {
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    let element = target.closest("[id^='ak-']").ok()??;
    let number = element.id().strip_prefix("ak-")?.parse().ok()?;
    Some(NodeId(number))
}

impl Page {
    fn new(ctx: egui::Context, requests: Requests) -> Option<Self> {
        let kept = (ctx.clone(), Arc::clone(&requests));
        let document = web_sys::window()?.document()?;
        let canvas: web_sys::HtmlElement = document
            .get_element_by_id("the_canvas_id")?
            .dyn_into()
            .ok()?;
        // The canvas is the application the keys go to; its fallback
        // content, never drawn, is what a screen reader reads.
        canvas.set_attribute("role", "application").ok()?;
        canvas
            .set_attribute("aria-label", "N-Queens Explorer")
            .ok()?;
        let container = document.create_element("div").ok()?;
        container.set_id("ak-mirror");
        canvas.append_child(&container).ok()?;
        let announcer = document.create_element("div").ok()?;
        announcer.set_id("announcer");
        announcer.set_attribute("role", "status").ok()?;
        announcer.set_attribute("aria-live", "polite").ok()?;
        announcer.set_attribute("class", "spoken").ok()?;
        document.body()?.append_child(&announcer).ok()?;
        listen(&container, "click", {
            let (ctx, requests) = (ctx.clone(), Arc::clone(&requests));
            move |event| {
                if let Some(node) = ask(&ctx, &requests, Action::Click, &event) {
                    PAGE.with(|cell| {
                        if let Some(page) = cell.borrow_mut().as_mut() {
                            page.clicked = Some((node, page.name(node), 0));
                            page.sent = page.nodes.get(&node).map(|m| (node, m.element.clone()));
                        }
                    });
                }
            }
        });
        listen(&container, "focusin", {
            let canvas = canvas.clone();
            move |event| {
                // A reader moved its focus to an element: the app's focus
                // follows, and the keys stay with the canvas, which eframe
                // listens to.
                let _ = ask(&ctx, &requests, Action::Focus, &event);
                let _ = canvas.focus();
            }
        });
        // A press on an element is the reader's, not a pointer on the
        // board: eframe, listening above, does not see it.
        for kind in ["pointerdown", "pointerup", "mousedown", "mouseup"] {
            listen(&container, kind, |event| event.stop_propagation());
        }
        Some(Self {
            document,
            canvas,
            container,
            announcer,
            nodes: HashMap::new(),
            active: None,
            clicked: None,
            sent: None,
            requests: kept.1,
            ctx: kept.0,
            news: Vec::new(),
            live: None,
        })
    }

    /// Brings the elements in step with the frame's tree.
    fn apply(&mut self, update: &TreeUpdate) {
        let present: HashSet<NodeId> = update.nodes.iter().map(|(id, _)| *id).collect();
        let mut created = HashSet::new();
        for (id, node) in &update.nodes {
            let mut element = element_of(node);
            if !node.children().is_empty() {
                // A container's words would replace its children.
                element.text = None;
            }
            let old = self.nodes.get(id).filter(|m| m.element.tag == element.tag);
            match old {
                Some(old) if old.element == element => {}
                Some(old) => write(&old.dom, Some(&old.element), &element),
                None => {
                    let Ok(dom) = self.document.create_element(element.tag) else {
                        continue;
                    };
                    dom.set_id(&dom_id(*id));
                    write(&dom, None, &element);
                    if let Some(replaced) = self.nodes.remove(id) {
                        replaced.dom.remove();
                    }
                    created.insert(*id);
                    self.nodes.insert(
                        *id,
                        Mirrored {
                            dom,
                            element: Element::default(),
                            children: Vec::new(),
                        },
                    );
                }
            }
            if let Some(mirrored) = self.nodes.get_mut(id) {
                mirrored.element = element;
            }
        }
        self.nodes.retain(|id, mirrored| {
            let kept = present.contains(id);
            if !kept {
                mirrored.dom.remove();
            }
            kept
        });
        self.arrange(update, &created);
        self.point_at_focus(update);
        self.follow_click();
        self.tell_news(update);
    }

    /// The frame that played a reader's click: if it renamed the element
    /// clicked (a line come or gone above it), the click went to nobody,
    /// and goes again to the element of that name.
    fn follow_click(&mut self) {
        let Some((id, was)) = self.sent.take() else {
            return;
        };
        let now = self.nodes.iter().map(|(id, m)| (*id, &m.element));
        let Some(again) = renamed(id, &was, now) else {
            return;
        };
        send(&self.ctx, &self.requests, Action::Click, again);
        if let Some((_, before, _)) = self.clicked.take() {
            self.clicked = Some((again, before, 0));
        }
    }

    /// Puts each element under its parent, in the tree's order.
    fn arrange(&mut self, update: &TreeUpdate, created: &HashSet<NodeId>) {
        for (id, node) in &update.nodes {
            let children = node.children();
            let Some(parent) = self.nodes.get(id) else {
                continue;
            };
            let same = parent.children == children && !children.iter().any(|c| created.contains(c));
            if same {
                continue;
            }
            let dom = parent.dom.clone();
            for child in children {
                if let Some(child) = self.nodes.get(child) {
                    let _ = dom.append_child(&child.dom);
                }
            }
            if let Some(parent) = self.nodes.get_mut(id) {
                parent.children = children.to_vec();
            }
        }
        if let Some(root) = update.tree.as_ref().and_then(|t| self.nodes.get(&t.root))
            && root.dom.parent_element().as_ref() != Some(&self.container)
        {
            let _ = self.container.append_child(&root.dom);
        }
    }

    /// Points the canvas at the focused control (a board's cursor cell),
    /// and names eframe's text box after the field being edited.
    fn point_at_focus(&mut self, update: &TreeUpdate) {
        let focus = update.focus;
        let node = update.nodes.iter().find(|(id, _)| *id == focus);
        let target = node
            .and_then(|(_, n)| n.active_descendant())
            .unwrap_or(focus);
        let root = update.tree.as_ref().map(|t| t.root);
        if Some(target) == root || !self.nodes.contains_key(&target) {
            let _ = self.canvas.remove_attribute("aria-activedescendant");
            self.active = None;
        } else {
            let label = self.name(target);
            match &self.active {
                Some((id, said)) if *id == target => {
                    // The same cell, changed by a move: say it again.
                    if *said != label {
                        self.news.push(label.clone());
                    }
                }
                _ => {
                    let _ = self
                        .canvas
                        .set_attribute("aria-activedescendant", &dom_id(target));
                }
            }
            self.active = Some((target, label));
        }
        let editing = node.is_some_and(|(_, n)| n.role() == Role::TextInput);
        if let Ok(Some(agent)) = self.document.query_selector("body > input[autocapitalize]") {
            let label = if editing {
                self.name(focus)
            } else {
                String::new()
            };
            let label = if label.is_empty() { "Text" } else { &label };
            if agent.get_attribute("aria-label").as_deref() != Some(label) {
                let _ = agent.set_attribute("aria-label", label);
            }
        }
    }

    /// A mirrored node's name, as its element says it.
    fn name(&self, id: NodeId) -> String {
        self.nodes
            .get(&id)
            .and_then(|m| m.element.attribute("aria-label").map(str::to_string))
            .unwrap_or_default()
    }

    /// Says what changed in the live regions other than boards (a
    /// board's news is its cursor cell's, said above).
    fn tell_news(&mut self, update: &TreeUpdate) {
        let mut now = HashMap::new();
        for (id, node) in &update.nodes {
            let live = node.live().is_some_and(|l| l != accesskit::Live::Off);
            if !live || node.role() == Role::Grid {
                continue;
            }
            let words = node.label().or(node.value()).unwrap_or_default();
            now.insert(*id, words.to_string());
        }
        if let Some((id, before, frames)) = self.clicked.take() {
            let after = self.name(id);
            if after == before {
                // Not played yet (the click waits for the next frame).
                if frames < CLICK_FRAMES {
                    self.clicked = Some((id, before, frames + 1));
                }
            } else if !after.is_empty() {
                self.news.push(after);
            }
        }
        if let Some(before) = &self.live {
            let news: Vec<&str> = now
                .iter()
                .filter(|(id, words)| !words.is_empty() && before.get(id) != Some(words))
                .map(|(_, words)| words.as_str())
                .collect();
            self.news.extend(news.into_iter().map(str::to_string));
        }
        self.live = Some(now);
        if !self.news.is_empty() {
            let text = std::mem::take(&mut self.news).join(" ");
            self.announce(&text);
        }
    }

    /// Puts `words` in the status element, where a reader says them; the
    /// same words twice differ by a space, so they are said again.
    fn announce(&self, words: &str) {
        let before = self.announcer.text_content().unwrap_or_default();
        let text = if before == words {
            format!("{words}\u{a0}")
        } else {
            words.to_string()
        };
        self.announcer.set_text_content(Some(&text));
    }
}

/// Writes `new` over `old` on `dom`: only what differs.
fn write(dom: &web_sys::Element, old: Option<&Element>, new: &Element) {
    if let Some(old) = old {
        for (name, _) in &old.attributes {
            if new.attribute(name).is_none() {
                let _ = dom.remove_attribute(name);
            }
        }
    }
    for (name, value) in &new.attributes {
        if old.and_then(|o| o.attribute(name)) != Some(value) {
            let _ = dom.set_attribute(name, value);
        }
    }
    if old.map(|o| &o.text) != Some(&new.text) && new.text.is_some() {
        dom.set_text_content(new.text.as_deref());
    }
    if let Some(value) = &new.value
        && old.and_then(|o| o.value.as_ref()) != Some(value)
    {
        // Nobody types here (the focus goes back to the canvas): the
        // attribute is the input's value.
        let _ = dom.set_attribute("value", value);
    }
}

/// Queues `action` on the node an event happened on, and wakes the app;
/// returns the node.
fn ask(
    ctx: &egui::Context,
    requests: &Requests,
    action: Action,
    event: &web_sys::Event,
) -> Option<NodeId> {
    let node = node_of(event)?;
    send(ctx, requests, action, node);
    Some(node)
}

/// Queues `action` on `node` for the next frame, and wakes the app.
fn send(ctx: &egui::Context, requests: &Requests, action: Action, node: NodeId) {
    if let Ok(mut requests) = requests.lock() {
        requests.push(ActionRequest {
            action,
            target_tree: accesskit::TreeId::ROOT,
            target_node: node,
            data: None,
        });
    }
    ctx.request_repaint();
}

/// Listens to `kind` events on `target` for the page's life.
fn listen(target: &web_sys::Element, kind: &str, handler: impl FnMut(web_sys::Event) + 'static) {
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(handler);
    let _ = target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
    closure.forget();
}
