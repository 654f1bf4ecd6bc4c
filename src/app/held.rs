//! Keys that move the focus, one a frame: egui moves it once a frame
//! however many Tabs came in it, so that quick Tabs on the page (12 of
//! them moved the focus two or three widgets) were lost. The events after
//! a frame's first Tab wait for the next frame, in their order.

use std::collections::VecDeque;

use eframe::egui::{Event, Key};

/// The input events held back for the frames to come.
#[derive(Debug, Default)]
pub struct HeldKeys {
    held: VecDeque<Event>,
}

impl HeldKeys {
    /// Takes this frame's `events` after what was held, and gives back
    /// those for this frame: up to and with the first Tab pressed; the
    /// rest is held (then [`HeldKeys::holding`], and a frame must follow).
    ///
    /// ```
    /// use eframe::egui::{Event, Key, Modifiers};
    /// use nqueens::app::HeldKeys;
    /// let tab = Event::Key {
    ///     key: Key::Tab,
    ///     physical_key: None,
    ///     pressed: true,
    ///     repeat: false,
    ///     modifiers: Modifiers::NONE,
    /// };
    /// let mut held = HeldKeys::default();
    /// let mut events = vec![tab.clone(), tab.clone(), tab.clone()];
    /// held.split(&mut events);
    /// assert_eq!((events.len(), held.holding()), (1, true));
    /// let mut next = Vec::new();
    /// held.split(&mut next);
    /// assert_eq!((next.len(), held.holding()), (1, true));
    /// let mut last = Vec::new();
    /// held.split(&mut last);
    /// assert_eq!((last.len(), held.holding()), (1, false));
    /// ```
    pub fn split(&mut self, events: &mut Vec<Event>) {
        if self.held.is_empty() && events.iter().filter(|e| moves_focus(e)).count() < 2 {
            return;
        }
        self.held.extend(events.drain(..));
        while let Some(event) = self.held.pop_front() {
            let last = moves_focus(&event);
            events.push(event);
            if last {
                break;
            }
        }
    }

    /// Whether events wait for the next frame: one has to follow.
    pub fn holding(&self) -> bool {
        !self.held.is_empty()
    }
}

/// Whether an event moves the focus: a Tab pressed (with or without Shift).
fn moves_focus(event: &Event) -> bool {
    matches!(
        event,
        Event::Key {
            key: Key::Tab,
            pressed: true,
            ..
        }
    )
}
