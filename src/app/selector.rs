//! The views' selector: a row of buttons beside the board, one list
//! under a phone's board.

use eframe::egui::{self, Ui};

use super::App;
use super::command::Command;
use super::i18n::t;
use super::views::id::ViewId;

impl App {
    pub(super) fn view_selector(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let current = self.view_id();
        if super::narrow(ui.ctx()) {
            // Under a phone's board, one row: the views in a list.
            let n = self.session.n();
            let rules = self.session.shared.rules;
            ui.horizontal(|ui| {
                let name = t!("view-chooser");
                ui.label(&name);
                let chooser = egui::ComboBox::from_id_salt("view chooser")
                    .selected_text(current.title())
                    .show_ui(ui, |ui| {
                        for view in ViewId::ALL {
                            let button = egui::Button::selectable(view == current, view.title());
                            if ui.add_enabled(view.works(n, &rules), button).clicked()
                                && view != current
                            {
                                commands.push(Command::SetView(view));
                            }
                        }
                    });
                // Named for a screen reader as the label beside it says.
                chooser
                    .response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
            });
            ui.separator();
            return;
        }
        ui.horizontal_wrapped(|ui| {
            let n = self.session.n();
            let rules = self.session.shared.rules;
            for view in ViewId::ALL {
                let available = view.works(n, &rules);
                let button = egui::Button::selectable(view == current, view.title());
                let response = ui.add_enabled(available, button);
                let response = if available {
                    response.on_hover_text(view.tooltip())
                } else {
                    response.on_disabled_hover_text(view.unavailable(n, &rules))
                };
                if response.clicked() && view != current {
                    commands.push(Command::SetView(view));
                    // Entered by keys (Enter or Space on its button), a
                    // view whose board takes moves has that board ready
                    // for the arrows: Tab had 25 stops to go to reach it.
                    let by_keys = !response.clicked_by(egui::PointerButton::Primary);
                    if by_keys && view.plays_on_its_board() {
                        crate::app::widgets::canvas::focus_board_soon(ui.ctx());
                    }
                }
            }
        });
        ui.separator();
    }
}
