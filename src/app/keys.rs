//! The app's keyboard shortcuts; a view's own keys are the view's.

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, Ui};

use super::App;
use super::command::Command;
use super::views::id::ViewId;
use super::views::{Asked, ViewCommand};

pub(super) const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
pub(super) const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
pub(super) const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
/// The board takes the keyboard, from anywhere (a field, a button, a menu).
pub(super) const BOARD: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::B);
/// Shown in the Edit menu; the integration turns these keys into
/// [`egui::Event::Copy`] and [`egui::Event::Paste`].
pub(super) const COPY: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::C);
pub(super) const PASTE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::V);

impl App {
    pub(super) fn keyboard(
        &mut self,
        ui: &Ui,
        commands: &mut Vec<Command>,
        for_views: &mut Vec<ViewCommand>,
    ) {
        let mut to_board = false;
        ui.input_mut(|i| {
            to_board = i.consume_shortcut(&BOARD);
            if i.consume_shortcut(&SAVE) {
                commands.push(Command::SaveBoard);
            }
            if i.consume_shortcut(&OPEN) {
                commands.push(Command::OpenDialog);
            }
            if i.consume_shortcut(&QUIT) {
                commands.push(Command::Quit);
            }
            if self.help.is_some() && i.consume_key(Modifiers::NONE, Key::Escape) {
                commands.push(Command::Help(None));
            }
            for file in &i.raw.dropped_files {
                // A desktop gives the path; a page's bytes arrive later,
                // as a handed file.
                if let Some(path) = crate::platform::dropped(file.clone()) {
                    commands.push(Command::OpenFile(path));
                }
            }
        });
        // Not inside input_mut: the context is locked there.
        if to_board {
            crate::app::widgets::canvas::focus_board_soon(ui.ctx());
        }
        // A text field, the board (its cursor) or the app's own file
        // dialog has the keys.
        if ui.ctx().egui_wants_keyboard_input()
            || crate::app::widgets::canvas::board_has_focus(ui.ctx())
            || self.in_app.is_some()
            || self.replace.is_some()
        {
            return;
        }
        let id = self.view_id();
        let views = &mut self.session.views;
        ui.input_mut(|i| {
            for event in &i.events {
                match event {
                    egui::Event::Paste(text) => commands.push(Command::OpenText(text.clone())),
                    egui::Event::Copy => commands.push(Command::CopyText),
                    _ => {}
                }
            }
            let asked = Asked {
                app: commands,
                views: for_views,
            };
            views.keys(id, i, asked);
        });
    }
}

/// The one board's keys do not go along to a view whose board is not
/// played on, however the view came (a link, a file, a click): Space did
/// nothing in Watch after Play's board had them (issue 72).
pub(super) fn board_keys_stay_with_their_view(ctx: &egui::Context, id: ViewId) {
    let seen = egui::Id::unique("the view seen last frame");
    let before = ctx.data(|d| d.get_temp::<ViewId>(seen));
    if before.is_some_and(|b| b != id) && !id.plays_on_its_board() {
        let board = crate::app::widgets::canvas::board_id();
        ctx.memory_mut(|m| m.surrender_focus(board));
    }
    ctx.data_mut(|d| d.insert_temp(seen, id));
}
