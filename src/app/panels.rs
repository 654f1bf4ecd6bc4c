//! What surrounds every view: the menus, the view selector, the size
//! controls, the export options and the status line. They push commands;
//! nothing here changes the state while drawing.

use eframe::egui::{self, Key, KeyboardShortcut, RichText, Ui};

use super::session::SearchState;
use super::{App, Command, OPEN, SAVE, Settings, Status, parse_n, seconds, thousands};
use crate::catalog::Filter;
use crate::engine::MAX_SEARCH_N;
use crate::formats::{self, BoardFormat, ListFormat};

impl App {
    pub(super) fn size_controls(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.heading("Board size");
        let n = self.settings.n;
        let mut n_slider = n.min(MAX_SEARCH_N);
        let slider = egui::Slider::new(&mut n_slider, 1..=MAX_SEARCH_N).text("n");
        if ui.add(slider).changed() {
            commands.push(Command::SetN(n_slider));
        }
        ui.horizontal(|ui| {
            ui.label("Any n:");
            let field = ui.add(
                egui::TextEdit::singleline(&mut self.size_text)
                    .desired_width(90.0)
                    .hint_text("1 to 10,000,000"),
            );
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Any n"));
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button("Go").clicked() || entered {
                commands.push(match parse_n(&self.size_text) {
                    Ok(n) => Command::SetN(n),
                    Err(e) => Command::Say(Status::error(e)),
                });
            }
        });
        if n == 2 || n == 3 {
            ui.label(RichText::new(format!("There is no solution for n = {n}.")).strong());
        } else if n > MAX_SEARCH_N {
            ui.label(format!(
                "n = {} is past the search's reach (32): the board shows one solution built by an explicit formula.",
                thousands(n as u64)
            ));
        }
    }

    pub(super) fn view_selector(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let current = self.view_id();
        ui.horizontal_wrapped(|ui| {
            for view in self.session.all_views() {
                let available = view.available(&self.session.shared);
                let button = egui::Button::selectable(view.id() == current, view.title());
                let response = ui.add_enabled(available, button);
                let response = if available {
                    response.on_hover_text(view.tooltip())
                } else {
                    response.on_disabled_hover_text(view.unavailable_reason(&self.session.shared))
                };
                if response.clicked() && view.id() != current {
                    commands.push(Command::SetView(view.id()));
                }
            }
        });
        ui.separator();
    }

    pub(super) fn export_options(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.separator();
        // The widgets edit a copy; a change goes back as a command.
        let mut settings = self.settings.clone();
        egui::CollapsingHeader::new("Export options").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label("PNG size");
                let size = egui::DragValue::new(&mut settings.png_size)
                    .range(formats::MIN_PNG_SIZE..=formats::MAX_PNG_SIZE)
                    .suffix(" px");
                ui.add(size).widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::SpinButton, true, "PNG size")
                });
            });
            ui.checkbox(&mut settings.png_labels, "Labels in images");
            ui.horizontal(|ui| {
                ui.label("Lists as");
                for format in [ListFormat::Text, ListFormat::Ron, ListFormat::Csv] {
                    ui.selectable_value(&mut settings.list_format, format, format.extension());
                }
            });
        });
        if settings != self.settings {
            let (size, labels, list) =
                (settings.png_size, settings.png_labels, settings.list_format);
            commands.push(Command::EditSettings(Box::new(move |s: &mut Settings| {
                s.png_size = size;
                s.png_labels = labels;
                s.list_format = list;
            })));
        }
    }

    fn file_menu(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let shortcut = |s: &KeyboardShortcut| ui.ctx().format_shortcut(s);
        let (open_keys, save_keys) = (shortcut(&OPEN), shortcut(&SAVE));
        let n = self.settings.n;
        // What the clipboard takes is said before the click.
        let clipboard = {
            let bytes = BoardFormat::Text.file_bytes(n, 0);
            if bytes > formats::MAX_CLIPBOARD_BYTES {
                Err(format!(
                    "A text board of n = {} would be {} bytes, too large for the clipboard; save it as .ron",
                    thousands(n as u64),
                    thousands(bytes)
                ))
            } else {
                Ok(())
            }
        };
        ui.menu_button("File", |ui| {
            if ui
                .add(egui::Button::new("Open board…").shortcut_text(open_keys))
                .on_hover_text("A text or RON board; dropping a file on the window works too")
                .clicked()
            {
                commands.push(Command::OpenDialog);
            }
            if ui
                .add(egui::Button::new("Save board…").shortcut_text(save_keys))
                .on_hover_text(save_formats_hint(n))
                .clicked()
            {
                commands.push(Command::SaveBoard);
            }
            let copy = ui.add_enabled(clipboard.is_ok(), egui::Button::new("Copy board as text"));
            let copy = match &clipboard {
                Ok(()) => copy,
                Err(why) => copy.on_disabled_hover_text(why),
            };
            if copy.clicked() {
                commands.push(Command::CopyText);
            }
            ui.separator();
            let listable = n <= MAX_SEARCH_N;
            let why = "Lists are made for n up to 32";
            for (label, filter) in [
                ("Export all solutions…", Filter::All),
                ("Export fundamental solutions…", Filter::Fundamental),
            ] {
                if ui
                    .add_enabled(listable, egui::Button::new(label))
                    .on_disabled_hover_text(why)
                    .clicked()
                {
                    commands.push(Command::ExportAll(filter));
                }
            }
            ui.separator();
            if ui.button("Quit").clicked() {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            }
        });
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.horizontal(|ui| {
            let n = self.settings.n;
            if let Some(listing) = self.listing() {
                let found = listing.catalog.len();
                let secs = listing.elapsed().as_secs_f64();
                let state = match &listing.state {
                    SearchState::Searching if found == 0 => {
                        "searching for the first solution".to_string()
                    }
                    SearchState::Searching => "searching".to_string(),
                    SearchState::Done => "done".to_string(),
                    SearchState::Cancelled => "cancelled".to_string(),
                    SearchState::Failed(e) => format!("failed: {e}"),
                };
                let rate = if secs > 0.0 && found > 0 {
                    format!(" · {}/s", thousands((found as f64 / secs) as u64))
                } else {
                    String::new()
                };
                ui.label(format!(
                    "n = {n}: {} found{rate} · {} · {state}",
                    thousands(found),
                    seconds(secs)
                ));
            } else {
                ui.label(format!(
                    "n = {}: one solution by construction",
                    thousands(n as u64)
                ));
            }
            if let Some(job) = &self.file_job {
                ui.separator();
                match job.progress {
                    Some(p) => {
                        ui.add(
                            egui::ProgressBar::new(p as f32)
                                .desired_width(120.0)
                                .show_percentage(),
                        );
                    }
                    None => {
                        ui.spinner();
                    }
                }
                ui.label(&job.what);
                if ui.button("Cancel writing").clicked() {
                    commands.push(Command::CancelFile);
                }
            }
            if self.reading.is_some() {
                ui.separator();
                ui.spinner();
                ui.label("reading the board…");
            }
            if self.status.is_current() {
                ui.separator();
                if self.status.error {
                    ui.colored_label(ui.visuals().error_fg_color, &self.status.text);
                } else {
                    ui.label(&self.status.text);
                }
            }
        });
    }

    pub(super) fn top_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        egui::MenuBar::new().ui(ui, |ui| {
            self.file_menu(ui, commands);
            let mut settings = self.settings.clone();
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut settings.labels, "Labels");
                ui.checkbox(&mut settings.show_attacks, "Show attacks on hover");
                ui.checkbox(&mut settings.dark, "Dark theme");
            });
            if settings != self.settings {
                let (labels, attacks, dark) =
                    (settings.labels, settings.show_attacks, settings.dark);
                commands.push(Command::EditSettings(Box::new(move |s: &mut Settings| {
                    s.labels = labels;
                    s.show_attacks = attacks;
                    s.dark = dark;
                })));
            }
        });
    }
}

/// The formats a board of n can be saved in, for the Save item's tooltip.
fn save_formats_hint(n: usize) -> String {
    let held: Vec<&str> = BoardFormat::ALL
        .into_iter()
        .filter(|f| f.holds(n).is_ok())
        .map(|f| f.extension())
        .collect();
    let not: Vec<String> = BoardFormat::ALL
        .into_iter()
        .filter_map(|f| f.holds(n).err())
        .filter(|_| n != 8)
        .take(1)
        .collect();
    let mut hint = format!("As {}", held.join(", "));
    if let Some(why) = not.first().filter(|_| n > formats::MAX_TEXT_N) {
        hint += &format!(" ({why})");
    }
    hint
}
