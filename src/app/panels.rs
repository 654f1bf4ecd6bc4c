//! What surrounds every view: the menus, the view selector, the size
//! controls, the export options and the status line. They push commands;
//! nothing here changes the state while drawing.

use eframe::egui::{self, Key, KeyboardShortcut, RichText, Ui};

use super::i18n::{UiLanguage, t, tr};
use super::settings::MAX_RULES_N;
use crate::engine::{MAX_RULE_WIDTH, Piece, Rules};

use super::keys::{COPY, OPEN, PASTE, QUIT, SAVE};
use super::settings::Setting;
use super::speech::Named;
use super::{App, Command, HelpPage, SearchState, Status, ViewId, parse_n, seconds, thousands};
use crate::catalog::Filter;
use crate::engine::MAX_SEARCH_N;
use crate::formats::{self, BoardFormat, ListFormat};

impl App {
    pub(super) fn size_controls(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.heading(t!("size-heading"));
        let n = self.settings.n;
        let past = n > MAX_SEARCH_N;
        let mut n_slider = n.min(MAX_SEARCH_N);
        // Past the slider's end its knob rests at 32 and says so; a click
        // or a drag there then goes to 32, though the value did not change.
        let slider = egui::Slider::new(&mut n_slider, 1..=MAX_SEARCH_N)
            .text(if past {
                t!("size-slider-past")
            } else {
                "n".to_string()
            })
            .show_value(!past);
        let response = ui.add(slider).on_hover_text(t!("size-slider-tip"));
        if response.changed() || (past && (response.clicked() || response.drag_stopped())) {
            commands.push(Command::SetN(n_slider));
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("size-any-n"));
            let mut output = egui::TextEdit::singleline(&mut self.size_text)
                .desired_width(90.0)
                .hint_text(t!("size-any-n-hint"))
                .show(ui);
            let field = output.response.response.clone();
            // Reached by Tab, the field's number is selected: what is typed
            // replaces it (typing 1000 after Tab made 81000).
            if field.gained_focus() {
                let all = egui::text_selection::CCursorRange::select_all(&output.galley);
                output.state.cursor.set_char_range(Some(all));
                output.state.store(ui.ctx(), field.id);
            }
            // Its name and its value, for a screen reader ("blank" before).
            field.widget_info(|| {
                let mut info = egui::WidgetInfo::text_edit(
                    true,
                    &self.size_text,
                    &self.size_text,
                    t!("size-any-n-hint"),
                );
                info.label = Some(t!("size-any-n-label"));
                info
            });
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui
                .button(t!("size-go"))
                .on_hover_text(t!("size-go-tip"))
                .clicked()
                || entered
            {
                commands.push(match parse_n(&self.size_text) {
                    Ok(n) => Command::SetN(n),
                    Err(e) => Command::Say(Status::error(e)),
                });
            }
        });
        self.rule_chooser(ui, commands);
        // The line says n's count in one line at n = 8 and in two at
        // n = 20 (its count is longer): it keeps the height of two at every
        // n, so that the panels below keep their place as n changes (a
        // line more pushed Next under a pointer aimed at Jump).
        let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        let width = ui.available_width();
        ui.allocate_ui(egui::vec2(width, 2.0 * line), |ui| {
            ui.set_min_height(2.0 * line);
            let rules = self.session.shared.rules;
            // The reference figures are the classic queens'; Browse
            // counts the others'.
            if !rules.supports(crate::engine::Feature::Overview) {
                ui.weak(t!("rules-counted-in-browse"));
            } else if n == 2 || n == 3 {
                ui.label(RichText::new(t!("size-no-solution", n = n)).strong());
            } else if n > MAX_SEARCH_N {
                ui.label(t!("size-past-reach", n = thousands(n as u64)));
            } else if let Some(&count) = crate::engine::KNOWN_COUNTS.get(n - 1) {
                ui.weak(t!(
                    "size-known-count",
                    n = n,
                    count = count,
                    shown = thousands(count)
                ));
            } else {
                ui.weak(t!("size-count-unknown", n = n));
            }
        });
    }

    /// The piece and the board: a choice beside the board's size.
    fn rule_chooser(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let n = self.settings.n;
        let allowed = n <= MAX_RULES_N;
        let rules = self.settings.rules_at(n);
        let name = |piece: Piece| tr(&format!("piece-{}", piece.key()));
        ui.add_enabled_ui(allowed, |ui| {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(t!("rules-piece"));
                let mut piece = rules.piece;
                egui::ComboBox::from_id_salt("piece")
                    .selected_text(name(piece))
                    .show_ui(ui, |ui| {
                        for p in Piece::ALL {
                            ui.selectable_value(&mut piece, p, name(p))
                                .on_hover_text(tr(&format!("piece-{}-tip", p.key())));
                        }
                    })
                    .response
                    .labelled_by(label.id)
                    .widget_info_with_name(egui::Role::ComboBox, &t!("rules-piece"), &name(piece))
                    .on_hover_text(t!("rules-piece-tip"))
                    .on_disabled_hover_text(t!("rules-too-large", n = MAX_RULES_N));
                let mut torus = rules.topology == crate::engine::Topology::Torus;
                ui.checkbox(&mut torus, t!("rules-torus"))
                    .on_hover_text(t!("rules-torus-tip"))
                    .on_disabled_hover_text(t!("rules-too-large", n = MAX_RULES_N));
                let chosen = Rules {
                    piece,
                    topology: crate::engine::Topology::torus_if(torus),
                    // The torus is square.
                    columns: rules.columns.filter(|_| !torus),
                };
                if chosen != rules {
                    commands.push(Command::SetRules(chosen));
                }
            });
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(t!("rules-columns"));
                let mut columns = rules.width(n).max(n);
                ui.add_enabled_ui(rules.topology == crate::engine::Topology::Plane, |ui| {
                    ui.add(
                        egui::DragValue::new(&mut columns)
                            .range(n..=MAX_RULE_WIDTH.max(n))
                            .speed(0.1),
                    )
                    .labelled_by(label.id)
                    .widget_info_with_name(
                        egui::Role::SpinButton,
                        &t!("rules-columns"),
                        &columns.to_string(),
                    )
                    .on_hover_text(t!("rules-columns-tip"))
                    .on_disabled_hover_text(t!("rules-columns-torus"));
                });
                let chosen = Rules {
                    columns: (columns != n).then_some(columns),
                    ..rules
                };
                if chosen != rules && allowed {
                    commands.push(Command::SetRules(chosen));
                }
            });
        });
    }

    pub(super) fn export_options(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.separator();
        // The widgets edit a copy; a change goes back as a command.
        let mut settings = self.settings.clone();
        egui::CollapsingHeader::new(t!("export-options")).show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("export-png-size"));
                let size = egui::DragValue::new(&mut settings.png_size)
                    .range(formats::MIN_PNG_SIZE..=formats::MAX_PNG_SIZE)
                    .suffix(" px");
                ui.add(size).widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::SpinButton, true, t!("export-png-size"))
                });
            });
            ui.checkbox(&mut settings.png_labels, t!("export-labels-in-images"));
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("export-lists-as"));
                for format in ListFormat::ALL {
                    ui.selectable_value(&mut settings.list_format, format, format.extension());
                }
            });
        });
        commands.extend(
            Setting::changes(&self.settings, &settings)
                .into_iter()
                .map(Command::Set),
        );
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
                Err(t!(
                    "clipboard-too-large",
                    n = thousands(n as u64),
                    bytes = thousands(bytes)
                ))
            } else {
                Ok(())
            }
        };
        // A view with a puzzle of its own opens and saves puzzles, not
        // boards, and says so.
        let puzzle = self.view_id().own_puzzle();
        ui.menu_button(t!("menu-file"), |ui| {
            file_open_save(ui, puzzle, (&open_keys, &save_keys), n, commands);
            ui.separator();
            let listable = n <= MAX_SEARCH_N;
            let why = t!("menu-export-why-not");
            for (label, filter) in [
                (t!("menu-export-all"), Filter::All),
                (t!("menu-export-fundamental"), Filter::Fundamental),
            ] {
                if ui
                    .add_enabled(listable, egui::Button::new(label))
                    .on_hover_text(t!("menu-export-tip"))
                    .on_disabled_hover_text(&why)
                    .clicked()
                {
                    commands.push(Command::ExportAll(filter));
                }
            }
            if crate::platform::CAN_QUIT {
                ui.separator();
                if ui
                    .add(egui::Button::new(t!("menu-quit")).shortcut_text(shortcut(&QUIT)))
                    .clicked()
                {
                    commands.push(Command::Quit);
                }
            }
        });
        ui.menu_button(t!("menu-edit"), |ui| {
            let copy = ui.add_enabled(
                clipboard.is_ok(),
                egui::Button::new(t!("menu-copy")).shortcut_text(shortcut(&COPY)),
            );
            let copy = match &clipboard {
                Ok(()) => copy.on_hover_text(t!("menu-copy-tip")),
                Err(why) => copy.on_disabled_hover_text(why),
            };
            if copy.clicked() {
                commands.push(Command::CopyText);
            }
            if ui
                .add(egui::Button::new(t!("menu-paste")).shortcut_text(shortcut(&PASTE)))
                .on_hover_text(t!("menu-paste-tip"))
                .clicked()
            {
                commands.push(Command::Paste);
            }
        });
    }

    fn help_menu(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.menu_button(t!("menu-help"), |ui| {
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
                HelpPage::Shortcuts => super::shortcuts::shortcuts_grid(ui),
                HelpPage::HowTo => how_to(ui),
                HelpPage::About => about(ui),
            });
        if !open {
            commands.push(Command::Help(None));
        }
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        // A message too long for its share of the line (a link's reason,
        // an error) is shown whole, wrapped, just over the line: cut short
        // it was readable only by hovering, and a row of its own under the
        // line made the panels above it shrink (Browse's board jumped).
        let width = self.status.is_current().then(|| {
            super::widgets::one_line_width(ui, self.status.text.as_str(), egui::TextStyle::Body)
        });
        let long = width.is_some_and(|w| w > 0.4 * ui.available_width());
        // The right-hand text is laid out first, so that the search's line
        // on the left is cut short (its whole text on hover) rather than
        // drawn over it. The row is a line high: a layout of its own would
        // take the panel's whole height and leave the message no room.
        let row = egui::vec2(ui.available_width(), ui.spacing().interact_size.y);
        let layout = egui::Layout::right_to_left(egui::Align::Center);
        let fitted = ui
            .allocate_ui_with_layout(row, layout, |ui| {
                // A narrow page has no room for where files go.
                if !super::narrow(ui.ctx()) {
                    ui.weak(self.dialog_kind.describe());
                    ui.separator();
                }
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    self.status_line(ui, commands, width.filter(|_| !long))
                })
                .inner
            })
            .inner;
        if long || !fitted {
            self.status_over_line(ui);
        }
    }

    /// The message of the moment over the bottom of the window, just above
    /// the status line, in a frame of its own that moves nothing under
    /// it; its × puts it away (an error stays until the next message).
    fn status_over_line(&mut self, ui: &mut Ui) {
        let line = ui.max_rect();
        let margin = 6.0;
        let width = (line.width() - 2.0 * margin).max(120.0);
        let dismissed = egui::Area::new(egui::Id::unique("status-message"))
            .order(egui::Order::Foreground)
            .pivot(egui::Align2::LEFT_BOTTOM)
            .fixed_pos(egui::pos2(line.left(), line.top() - margin))
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style())
                    .show(ui, |ui| {
                        ui.set_max_width(width);
                        ui.horizontal(|ui| {
                            let dismiss = ui.small_button("×").on_hover_text(t!("status-dismiss"));
                            // Heard by its name, not as "×".
                            dismiss.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::Role::Button,
                                    true,
                                    t!("status-dismiss"),
                                )
                            });
                            self.status_message(ui, true);
                            dismiss.clicked()
                        })
                        .inner
                    })
                    .inner
            })
            .inner;
        if dismissed {
            self.status = crate::app::Status::none();
        }
    }

    /// The message of the moment, in red for an error: wrapped in its
    /// frame over the line, or in the line, cut short where it must be.
    fn status_message(&self, ui: &mut Ui, wrapped: bool) {
        let color = if self.status.error {
            ui.visuals().error_fg_color
        } else if ui.visuals().dark_mode {
            // News is good news: the colour of success, not of alarm.
            egui::Color32::from_rgb(120, 200, 120)
        } else {
            egui::Color32::from_rgb(20, 110, 40)
        };
        let label = egui::Label::new(RichText::new(&self.status.text).color(color));
        let said = ui.add(if wrapped {
            label.wrap()
        } else {
            label.truncate()
        });
        // What is said here is spoken when it changes ("Solved in 1:32"): a
        // polite live region.
        ui.ctx().accesskit_node_builder(said.id, |node| {
            node.set_live(egui::accesskit::Live::Polite);
        });
    }

    /// The search's line, a file's progress, and the message of
    /// `message` points where it fits whole in what the line has left;
    /// answers false when it did not and was left for its frame over the
    /// line (a short one after a long line, "Shuffle cancel…" at 800×600
    /// after n = 10,000,000's words and where files go, was cut all the
    /// same).
    fn status_line(
        &mut self,
        ui: &mut Ui,
        commands: &mut Vec<Command>,
        message: Option<f32>,
    ) -> bool {
        let n = self.settings.n;
        let id = self.view_id();
        if id.own_puzzle() {
            // A puzzle of its own: the queens' listing is not its news.
            ui.add(egui::Label::new(self.session.views.describe(id, &self.look())).truncate());
        } else if let Some(listing) = self.listing() {
            let found = listing.catalog.len();
            let secs = listing.elapsed().as_secs_f64();
            let state = match &listing.state {
                SearchState::Searching if found == 0 => t!("status-searching-first"),
                SearchState::Searching => t!("status-searching"),
                SearchState::Done => t!("status-done"),
                SearchState::Cancelled => t!("status-cancelled"),
                SearchState::Failed(e) => t!("status-failed", why = e.to_string()),
            };
            // A rate means something once the search has run a while.
            let rate = if secs >= 1.0 && found > 0 {
                format!(" · {}/s", thousands((found as f64 / secs) as u64))
            } else {
                String::new()
            };
            let found_words = if self.session.shared.only.is_some() {
                t!("status-found-kept", count = found, shown = thousands(found))
            } else {
                t!("status-found", count = found, shown = thousands(found))
            };
            ui.add(
                egui::Label::new(format!(
                    "n = {n}: {found_words}{rate} · {} · {state}",
                    seconds(secs)
                ))
                .truncate(),
            );
        } else if let Some(rules) = self.session.shared.rules.other() {
            // Browse counts under other rules; the line says whose board.
            ui.label(t!(
                "status-rules",
                n = thousands(n as u64),
                rules = super::words::rules_words(&rules)
            ));
        } else {
            ui.label(t!("status-constructed", n = thousands(n as u64)));
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
            if ui.button(t!("status-cancel-writing")).clicked() {
                commands.push(Command::CancelFile);
            }
        }
        if self.reading.is_some() {
            ui.separator();
            ui.spinner();
            ui.label(t!("status-reading"));
        }
        if let Some(width) = message {
            let separator = ui.spacing().item_spacing.x * 2.0 + 1.0;
            if width + separator > ui.available_width() {
                return false;
            }
            ui.separator();
            self.status_message(ui, false);
        }
        true
    }

    fn language_menu(&self, ui: &mut Ui, settings: &mut crate::app::Settings) {
        ui.menu_button(t!("menu-language"), |ui| {
            let current = self.settings.ui_language();
            for language in UiLanguage::ALL {
                if ui
                    .selectable_label(language == current, language.name())
                    .clicked()
                {
                    settings.language = Some(language);
                    ui.close();
                }
            }
        });
    }

    pub(super) fn top_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let narrow = super::narrow(ui.ctx());
        egui::MenuBar::new().ui(ui, |ui| {
            // The page's first Tab stop: its speech, for a person who
            // listens (the canvas is no page a screen reader can read).
            if crate::platform::CAN_SPEAK {
                let mut on = self.speaking();
                if ui
                    .checkbox(&mut on, t!("speech-toggle"))
                    .on_hover_text(t!("menu-speak-tip"))
                    .changed()
                {
                    self.settings.speak = Some(on);
                }
            }
            self.file_menu(ui, commands);
            let mut settings = self.settings.clone();
            ui.menu_button(t!("menu-view"), |ui| {
                if narrow {
                    self.language_menu(ui, &mut settings);
                    ui.separator();
                }
                ui.checkbox(&mut settings.labels, t!("menu-labels"));
                ui.checkbox(&mut settings.region_patterns, t!("menu-region-patterns"))
                    .on_hover_text(t!("menu-region-patterns-tip"));
                ui.checkbox(&mut settings.show_attacks, t!("menu-show-attacks"));
                ui.checkbox(&mut settings.dark, t!("menu-dark"));
                // The app's own dialogs stand in where the system's may be
                // missing; elsewhere the system always has its own.
                if crate::platform::DIALOGS_MAY_BE_MISSING {
                    ui.checkbox(&mut settings.in_app_dialogs, t!("menu-own-dialogs"))
                        .on_hover_text(t!("menu-own-dialogs-tip"));
                }
                ui.separator();
                if ui
                    .button(t!("menu-reset-layout"))
                    .on_hover_text(t!("menu-reset-layout-tip"))
                    .clicked()
                {
                    commands.push(Command::ResetLayout);
                    ui.close();
                }
                // The page's canvas is not read by screen readers: it
                // speaks itself.
                if crate::platform::CAN_SPEAK {
                    let mut speak = self.speaking();
                    if ui
                        .checkbox(&mut speak, t!("menu-speak"))
                        .on_hover_text(t!("menu-speak-tip"))
                        .changed()
                    {
                        settings.speak = Some(speak);
                    }
                }
            });
            // A phone's width holds four menus: the languages go into View.
            if !narrow {
                self.language_menu(ui, &mut settings);
            }
            self.help_menu(ui, commands);
            commands.extend(
                Setting::changes(&self.settings, &settings)
                    .into_iter()
                    .map(Command::Set),
            );
        });
    }
}

/// The File menu's Open and Save: of puzzles on a view with a puzzle of
/// its own, of boards elsewhere (on a page, a download in a format chosen
/// here).
fn file_open_save(
    ui: &mut Ui,
    puzzle: bool,
    (open_keys, save_keys): (&str, &str),
    n: usize,
    commands: &mut Vec<Command>,
) {
    let (open, open_tip) = if puzzle {
        (t!("menu-open-puzzle"), t!("menu-open-puzzle-tip"))
    } else {
        (t!("menu-open"), t!("menu-open-tip"))
    };
    if ui
        .add(egui::Button::new(open).shortcut_text(open_keys))
        .on_hover_text(open_tip)
        .clicked()
    {
        commands.push(Command::OpenDialog);
    }
    if puzzle {
        let save = if crate::platform::SAVES_ARE_DOWNLOADS {
            t!("menu-download-puzzle")
        } else {
            t!("menu-save-puzzle")
        };
        if ui
            .add(egui::Button::new(save).shortcut_text(save_keys))
            .on_hover_text(t!("regions-save-tip"))
            .clicked()
        {
            commands.push(Command::SaveBoard);
        }
    } else if crate::platform::SAVES_ARE_DOWNLOADS {
        // A browser's save is a download with no dialog to choose
        // a format in: the menu chooses it.
        ui.menu_button(t!("menu-download"), |ui| {
            ui.label(t!("menu-download-tip"));
            for format in BoardFormat::ALL.into_iter().filter(|f| f.holds(n).is_ok()) {
                if ui.button(format.name()).clicked() {
                    commands.push(Command::SaveBoardAs(format));
                }
            }
        });
    } else if ui
        .add(egui::Button::new(t!("menu-save")).shortcut_text(save_keys))
        .on_hover_text(save_formats_hint(n))
        .clicked()
    {
        commands.push(Command::SaveBoard);
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
    let mut hint = t!("menu-save-tip", formats = super::words::list_words(&held));
    if let Some(why) = not.first().filter(|_| n > formats::MAX_TEXT_N) {
        hint += &format!(" ({why})");
    }
    hint
}

/// Help ▸ How to use: the rules, then every view by the selector's list
/// (a new view is covered by being listed), the keys, the files.
fn how_to(ui: &mut Ui) {
    ui.label(super::i18n::tr("howto-rules"));
    for id in ["howto-browse", "howto-watch", "howto-play"] {
        ui.add_space(4.0);
        ui.label(super::i18n::tr(id));
    }
    ui.add_space(4.0);
    ui.label(RichText::new(t!("howto-views")).strong());
    for view in ViewId::ALL {
        ui.label(format!("{}: {}", view.title(), view.tooltip()));
    }
    for id in ["howto-keys", "howto-files"] {
        ui.add_space(4.0);
        ui.label(super::i18n::tr(id));
    }
}

fn about(ui: &mut Ui) {
    ui.heading(t!("app-name"));
    ui.label(t!("about-version", version = env!("CARGO_PKG_VERSION")));
    // Which copy runs: the package's, or a build of the sources.
    if let Ok(program) = std::env::current_exe() {
        let path = program.display().to_string();
        ui.label(if program.starts_with("/usr/bin") {
            t!("about-program-installed", path = path)
        } else {
            t!("about-program-built", path = path)
        });
    }
    ui.label(t!("about-licence", licence = env!("CARGO_PKG_LICENSE")));
    ui.add_space(4.0);
    ui.label(t!("about-sources"));
    ui.label(t!("about-made-with"));
}
