//! What surrounds every view: the menus, the view selector, the size
//! controls, the export options and the status line. They push commands;
//! nothing here changes the state while drawing.

use eframe::egui::{self, Key, KeyboardShortcut, RichText, Ui};

use super::keys::{COPY, OPEN, PASTE, QUIT, SAVE};
use super::{
    APP_NAME, App, Command, HelpPage, SearchState, Settings, Status, ViewId, parse_n, seconds,
    thousands,
};
use crate::catalog::Filter;
use crate::engine::MAX_SEARCH_N;
use crate::formats::{self, BoardFormat, ListFormat};

impl App {
    pub(super) fn size_controls(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.heading("Board size");
        let n = self.settings.n;
        let past = n > MAX_SEARCH_N;
        let mut n_slider = n.min(MAX_SEARCH_N);
        // Past the slider's end its knob rests at 32 and says so; a click
        // or a drag there then goes to 32, though the value did not change.
        let slider = egui::Slider::new(&mut n_slider, 1..=MAX_SEARCH_N)
            .text(if past { "n (now past 32)" } else { "n" })
            .show_value(!past);
        let response = ui
            .add(slider)
            .on_hover_text("Board sizes the search can list: 1 to 32");
        if response.changed() || (past && (response.clicked() || response.drag_stopped())) {
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
            if ui
                .button("Go")
                .on_hover_text("Show the board of this size (up to 10,000,000)")
                .clicked()
                || entered
            {
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
            let n = self.session.n();
            for view in ViewId::ALL {
                let available = view.works_at(n);
                let button = egui::Button::selectable(view == current, view.title());
                let response = ui.add_enabled(available, button);
                let response = if available {
                    response.on_hover_text(view.tooltip())
                } else {
                    response.on_disabled_hover_text(view.unavailable_reason())
                };
                if response.clicked() && view != current {
                    commands.push(Command::SetView(view));
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
        let ctx = ui.ctx().clone();
        let shortcut = |s: &KeyboardShortcut| ctx.format_shortcut(s);
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
            ui.separator();
            let listable = n <= MAX_SEARCH_N;
            let why = "Lists are made for n up to 32";
            for (label, filter) in [
                ("Export all solutions…", Filter::All),
                ("Export fundamental solutions…", Filter::Fundamental),
            ] {
                if ui
                    .add_enabled(listable, egui::Button::new(label))
                    .on_hover_text("One file, as text, RON or CSV (Export options)")
                    .on_disabled_hover_text(why)
                    .clicked()
                {
                    commands.push(Command::ExportAll(filter));
                }
            }
            ui.separator();
            if ui
                .add(egui::Button::new("Quit").shortcut_text(shortcut(&QUIT)))
                .clicked()
            {
                commands.push(Command::Quit);
            }
        });
        ui.menu_button("Edit", |ui| {
            let copy = ui.add_enabled(
                clipboard.is_ok(),
                egui::Button::new("Copy board as text").shortcut_text(shortcut(&COPY)),
            );
            let copy = match &clipboard {
                Ok(()) => copy.on_hover_text("To the system clipboard, as Q and . in rows"),
                Err(why) => copy.on_disabled_hover_text(why),
            };
            if copy.clicked() {
                commands.push(Command::CopyText);
            }
            if ui
                .add(egui::Button::new("Paste board").shortcut_text(shortcut(&PASTE)))
                .on_hover_text("Opens a text or RON board copied in any program")
                .clicked()
            {
                commands.push(Command::Paste);
            }
        });
    }

    fn help_menu(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.menu_button("Help", |ui| {
            for page in [HelpPage::Shortcuts, HelpPage::HowTo, HelpPage::About] {
                if ui.button(page.title()).clicked() {
                    commands.push(Command::Help(Some(page)));
                }
            }
        });
    }

    /// The Help window, if one is open.
    pub(super) fn help_window(&mut self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        let Some(page) = self.help else { return };
        let mut open = true;
        // In the middle of the window, clear of the menus.
        egui::Window::new(page.title())
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .open(&mut open)
            .collapsible(false)
            .resizable(true)
            .default_width(460.0)
            .show(ctx, |ui| match page {
                HelpPage::Shortcuts => shortcuts_grid(ui),
                HelpPage::HowTo => how_to(ui),
                HelpPage::About => about(ui),
            });
        if !open {
            commands.push(Command::Help(None));
        }
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        // The right-hand text is laid out first, so that a long message on
        // the left is cut short (its whole text on hover) rather than drawn
        // over it.
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.weak(self.dialog_kind.describe());
            ui.separator();
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                self.status_line(ui, commands);
            });
        });
    }

    fn status_line(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
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
            // A rate means something once the search has run a while.
            let rate = if secs >= 1.0 && found > 0 {
                format!(" · {}/s", thousands((found as f64 / secs) as u64))
            } else {
                String::new()
            };
            let kept = if self.session.shared.only.is_some() {
                " that keep the pins and blocks"
            } else {
                ""
            };
            ui.add(
                egui::Label::new(format!(
                    "n = {n}: {} found{kept}{rate} · {} · {state}",
                    thousands(found),
                    seconds(secs)
                ))
                .truncate(),
            );
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
            ui.add(egui::Label::new(&job.what).truncate());
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
            let color = if self.status.error {
                ui.visuals().error_fg_color
            } else if ui.visuals().dark_mode {
                // News is good news: the colour of success, not of alarm.
                egui::Color32::from_rgb(120, 200, 120)
            } else {
                egui::Color32::from_rgb(20, 110, 40)
            };
            ui.add(egui::Label::new(RichText::new(&self.status.text).color(color)).truncate());
        }
    }

    pub(super) fn top_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        egui::MenuBar::new().ui(ui, |ui| {
            self.file_menu(ui, commands);
            let mut settings = self.settings.clone();
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut settings.labels, "Labels");
                ui.checkbox(&mut settings.show_attacks, "Show attacks on hover");
                ui.checkbox(&mut settings.dark, "Dark theme");
                ui.checkbox(&mut settings.in_app_dialogs, "The app's own file dialogs")
                    .on_hover_text(
                        "Use the app's file dialog even where the system has one \
                         (the system's opens otherwise)",
                    );
            });
            self.help_menu(ui, commands);
            if settings != self.settings {
                let (labels, attacks, dark, in_app) = (
                    settings.labels,
                    settings.show_attacks,
                    settings.dark,
                    settings.in_app_dialogs,
                );
                commands.push(Command::EditSettings(Box::new(move |s: &mut Settings| {
                    s.labels = labels;
                    s.show_attacks = attacks;
                    s.dark = dark;
                    s.in_app_dialogs = in_app;
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

/// Every key the app answers to, by view.
pub const SHORTCUTS: &[(&str, &[(&str, &str)])] = &[
    (
        "Everywhere",
        &[
            ("Ctrl+O", "Open a board file"),
            ("Ctrl+S", "Save the board shown"),
            ("Ctrl+C", "Copy the board as text"),
            ("Ctrl+V", "Paste a board copied as text"),
            ("Ctrl+Q", "Quit (the state is kept)"),
        ],
    ),
    (
        "Browse",
        &[
            ("Left / Right", "Previous / next solution"),
            ("Up / Down", "A row of the gallery up / down"),
            ("PageUp / PageDown", "10 solutions back / on"),
            ("Home / End", "First / last solution"),
        ],
    ),
    (
        "Play",
        &[
            ("Click", "Place or lift a queen"),
            ("Ctrl+Z", "Undo"),
            ("Ctrl+Shift+Z", "Redo"),
        ],
    ),
    (
        "Watch the search",
        &[
            ("Space", "Run / pause"),
            ("Left / Right", "Step back / forward"),
            ("Home / End", "Restart / to the end"),
        ],
    ),
    (
        "Big board",
        &[
            ("Wheel", "Zoom about the pointer"),
            ("Drag", "Pan"),
            ("Double-click", "The whole board"),
        ],
    ),
];

fn shortcuts_grid(ui: &mut Ui) {
    for (section, keys) in SHORTCUTS {
        ui.strong(*section);
        egui::Grid::new(("shortcuts", *section))
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for (key, what) in *keys {
                    ui.monospace(*key);
                    ui.label(*what);
                    ui.end_row();
                }
            });
        ui.add_space(6.0);
    }
}

fn how_to(ui: &mut Ui) {
    ui.label(
        "Place n queens on an n×n board so that no two share a row, a column or a \
         diagonal. Choose n with the slider (1 to 32) or type any n up to 10,000,000.",
    );
    ui.add_space(4.0);
    ui.label(
        "Browse lists every solution in order of its column list read from the top row \
         (the row labelled n at the side) down: step with the arrows, \
         jump to a number, or click a thumbnail. \"Fundamental\" keeps one solution per \
         class of the 8 rotations and reflections (12 of the 92 for n = 8); the \
         Symmetries list shows the others of the class.",
    );
    ui.add_space(4.0);
    ui.label(
        "Watch the search shows the textbook's row-by-row backtracking: put a queen in \
         the first safe square of the row, go on to the next row, and when a row has no \
         safe square, lift the queen above and try its next square.",
    );
    ui.add_space(4.0);
    ui.label(
        "Play lets you place queens by hand; \"Complete\" finishes the board if it can \
         be finished. Big board shows one solution of any size, built by a formula.",
    );
    ui.add_space(4.0);
    ui.label(
        "File saves the board as PNG, SVG, text, RON or FEN, or exports every solution; \
         Edit copies the board as text and pastes one copied anywhere.",
    );
}

fn about(ui: &mut Ui) {
    ui.heading(APP_NAME);
    ui.label(format!("Version {}", env!("CARGO_PKG_VERSION")));
    // Which copy runs: the package's, or a build of the sources.
    if let Ok(program) = std::env::current_exe() {
        let from = if program.starts_with("/usr/bin") {
            "installed"
        } else {
            "built from the sources"
        };
        ui.label(format!("Program: {} ({from})", program.display()));
    }
    ui.label(format!("Licence: {}", env!("CARGO_PKG_LICENSE")));
    ui.add_space(4.0);
    ui.label(
        "Solution counts: OEIS A000170; fundamental counts: OEIS A002562. Node counts \
         are those of the textbook row-by-row search, root included (2057 for n = 8).",
    );
    ui.label("Made with Rust and egui.");
}
