// The side panels, menus and status bar of the app: what a person reads
// and clicks around the board. Actions become commands applied by mod.rs.

use eframe::egui::{self, Key, KeyboardShortcut, RichText, Ui};

use super::*;

impl App {
    pub(super) fn size_controls(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.heading("Board size");
        let mut n_slider = self.settings.n.min(MAX_SEARCH_N);
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
                match parse_n(&self.size_text) {
                    Ok(n) => commands.push(Command::SetN(n)),
                    Err(e) => self.message = Some(e),
                }
            }
        });
        let n = self.settings.n;
        if n == 2 || n == 3 {
            ui.label(RichText::new(format!("There is no solution for n = {n}.")).strong());
        } else if n > MAX_SEARCH_N {
            ui.label(format!(
                "n = {n} is past the search's reach (32): the board shows one solution built by an explicit formula."
            ));
        }
    }

    pub(super) fn browser(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        if self.settings.n > MAX_SEARCH_N {
            return;
        }
        ui.separator();
        ui.heading("Solutions");
        let mut filter = self.settings.filter;
        ui.horizontal(|ui| {
            ui.selectable_value(&mut filter, Filter::All, "All");
            ui.selectable_value(&mut filter, Filter::Fundamental, "Fundamental");
        });
        if filter != self.settings.filter {
            commands.push(Command::SetFilter(filter));
        }
        let (known, complete) = self.known();
        let total = if complete {
            thousands(known)
        } else {
            format!("{}+ (searching)", thousands(known))
        };
        let selected = self.settings.selected;
        if known == 0 && complete {
            ui.label("No solutions.");
        } else if selected > known {
            ui.label(format!(
                "Solution {} of {total}: waiting for the search",
                thousands(selected)
            ));
        } else {
            ui.label(
                RichText::new(format!("Solution {} of {total}", thousands(selected))).strong(),
            );
        }
        ui.horizontal(|ui| {
            let can_back = selected > 1;
            let can_forward = selected < known;
            if ui
                .add_enabled(can_back, egui::Button::new("First"))
                .clicked()
            {
                commands.push(Command::First);
            }
            if ui
                .add_enabled(can_back, egui::Button::new("Previous"))
                .clicked()
            {
                commands.push(Command::Step(-1));
            }
            if ui
                .add_enabled(can_forward, egui::Button::new("Next"))
                .clicked()
            {
                commands.push(Command::Step(1));
            }
            if ui
                .add_enabled(known > 0, egui::Button::new("Last"))
                .clicked()
            {
                commands.push(Command::Last);
            }
        });
        ui.horizontal(|ui| {
            ui.label("Go to number:");
            let field = ui.add(egui::TextEdit::singleline(&mut self.jump_text).desired_width(90.0));
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Go to number")
            });
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button("Jump").clicked() || entered {
                match self.jump_text.trim().replace(',', "").parse::<u64>() {
                    Ok(k) if k >= 1 && k <= known => {
                        commands.push(Command::Select(k));
                        self.message = None;
                    }
                    Ok(k) => {
                        self.message = Some(format!(
                            "There is no solution {k} (known so far: {})",
                            thousands(known)
                        ))
                    }
                    Err(_) => {
                        self.message = Some(format!(
                            "{:?} is not a solution number",
                            self.jump_text.trim()
                        ))
                    }
                }
            }
        });
        self.orbit_panel(ui, commands);
    }

    pub(super) fn orbit_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let Some(columns) = self.board().and_then(|b| b.columns()) else {
            return;
        };
        let Some(all) = &self.all else { return };
        let known = all.catalog.len();
        let stale = self.orbit_cache.as_ref().is_none_or(|cache| {
            cache.columns != columns
                || (cache.known_when_computed != known
                    && cache.images.iter().any(|(_, k)| k.is_none()))
        });
        if stale {
            let images = orbit(&columns)
                .into_iter()
                .map(|(symmetry, image)| (symmetry, all.catalog.index_of(&image)))
                .collect();
            self.orbit_cache = Some(OrbitCache {
                columns,
                known_when_computed: known,
                images,
            });
        }
        let Some(cache) = &self.orbit_cache else {
            return;
        };
        ui.separator();
        ui.heading("Symmetries");
        ui.label(format!(
            "Its orbit holds {} distinct solutions:",
            cache.images.len()
        ));
        for (symmetry, number) in &cache.images {
            match number {
                Some(k) => {
                    let text = format!("{symmetry}: #{}", thousands(*k));
                    let current =
                        self.settings.filter == Filter::All && *k == self.settings.selected;
                    if ui.selectable_label(current, text).clicked() {
                        commands.push(Command::SelectInAll(*k));
                    }
                }
                None => {
                    // A disabled button, so that it lines up with the
                    // clickable ones.
                    let text = format!("{symmetry}: not found yet");
                    ui.add_enabled(false, egui::Button::selectable(false, text));
                }
            }
        }
    }

    pub(super) fn count_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let n = self.settings.n;
        if n > MAX_SEARCH_N {
            return;
        }
        ui.separator();
        ui.heading("Count");
        match &self.count {
            Some(count) if count.state == SearchState::Searching => {
                ui.add(egui::ProgressBar::new(count.progress as f32).show_percentage());
                let elapsed = count.started.elapsed().as_secs_f64();
                let left = if count.progress > 0.02 {
                    format!(
                        "about {} left",
                        seconds(elapsed * (1.0 - count.progress) / count.progress)
                    )
                } else {
                    "estimating time left".to_string()
                };
                ui.label(format!("{} elapsed, {left}", seconds(elapsed)));
                if ui.button("Cancel count").clicked() {
                    commands.push(Command::CancelCount);
                }
            }
            other => {
                if let Some(CountJob {
                    result: Some(c), ..
                }) = other
                {
                    ui.label(format!(
                        "{} solutions, {} fundamental",
                        thousands(c.total),
                        thousands(c.fundamental)
                    ));
                } else if let Some(CountJob {
                    state: SearchState::Cancelled,
                    ..
                }) = other
                {
                    ui.label("Count cancelled.");
                } else if let Some(CountJob {
                    state: SearchState::Failed(e),
                    ..
                }) = other
                {
                    ui.label(format!("Count failed: {e}"));
                }
                if n > QUICK_COUNT_LIMIT {
                    ui.label(format!(
                        "Counting n = {n} on this machine may take hours or more."
                    ));
                }
                if ui.button("Count all and fundamental").clicked() {
                    commands.push(Command::StartCount);
                }
            }
        }
    }

    pub(super) fn export_options(&mut self, ui: &mut Ui) {
        ui.separator();
        egui::CollapsingHeader::new("Export options").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label("PNG size");
                let size = egui::DragValue::new(&mut self.settings.png_size)
                    .range(formats::MIN_PNG_SIZE..=formats::MAX_PNG_SIZE)
                    .suffix(" px");
                ui.add(size).widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::SpinButton, true, "PNG size")
                });
            });
            ui.checkbox(&mut self.settings.png_labels, "Labels in images");
            ui.horizontal(|ui| {
                ui.label("Lists as");
                for format in [ListFormat::Text, ListFormat::Ron, ListFormat::Csv] {
                    ui.selectable_value(&mut self.settings.list_format, format, format.extension());
                }
            });
        });
    }

    pub(super) fn file_menu(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let shortcut = |s: &KeyboardShortcut| ui.ctx().format_shortcut(s);
        let (open_keys, save_keys) = (shortcut(&OPEN), shortcut(&SAVE));
        ui.menu_button("File", |ui| {
            if ui
                .add(egui::Button::new("Open board…").shortcut_text(open_keys))
                .clicked()
            {
                commands.push(Command::OpenDialog);
            }
            if ui
                .add(egui::Button::new("Save board…").shortcut_text(save_keys))
                .clicked()
            {
                commands.push(Command::SaveBoard);
            }
            if ui.button("Copy board as text").clicked() {
                commands.push(Command::CopyText);
            }
            ui.separator();
            let listable = self.settings.n <= MAX_SEARCH_N;
            if ui
                .add_enabled(listable, egui::Button::new("Export all solutions…"))
                .clicked()
            {
                commands.push(Command::ExportAll(Filter::All));
            }
            if ui
                .add_enabled(listable, egui::Button::new("Export fundamental solutions…"))
                .clicked()
            {
                commands.push(Command::ExportAll(Filter::Fundamental));
            }
            ui.separator();
            if ui.button("Quit").clicked() {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            }
        });
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let mut cancel_file = false;
        ui.horizontal(|ui| {
            if let Some(listing) = self.listing() {
                let found = listing.catalog.len();
                let secs = listing.elapsed().as_secs_f64();
                let rate = if secs > 0.0 { found as f64 / secs } else { 0.0 };
                let state = match &listing.state {
                    SearchState::Searching => "searching".to_string(),
                    SearchState::Done => "done".to_string(),
                    SearchState::Cancelled => "cancelled".to_string(),
                    SearchState::Failed(e) => format!("failed: {e}"),
                };
                ui.label(format!(
                    "n = {}: {} found · {}/s · {} · {state}",
                    self.settings.n,
                    thousands(found),
                    thousands(rate as u64),
                    seconds(secs)
                ));
            } else if self.constructed.is_some() {
                ui.label(format!(
                    "n = {}: one solution by construction",
                    thousands(self.settings.n as u64)
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
                    cancel_file = true;
                }
            }
            if let Some(message) = &self.message {
                ui.separator();
                ui.colored_label(ui.visuals().error_fg_color, message);
            }
        });
        if cancel_file {
            commands.push(Command::CancelFile);
        }
    }

    pub(super) fn top_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        egui::MenuBar::new().ui(ui, |ui| {
            self.file_menu(ui, commands);
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut self.settings.labels, "Labels");
                ui.checkbox(&mut self.settings.show_attacks, "Show attacks on hover");
                let before = self.settings.dark;
                ui.checkbox(&mut self.settings.dark, "Dark theme");
                if before != self.settings.dark {
                    self.apply_theme(ui.ctx());
                }
            });
        });
    }

    pub(super) fn mode_selector(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let mut mode = self.settings.mode;
        ui.horizontal(|ui| {
            ui.selectable_value(&mut mode, Mode::Browse, "Browse");
            ui.selectable_value(&mut mode, Mode::Play, "Play");
            ui.selectable_value(&mut mode, Mode::Watch, "Watch the search");
        });
        if mode != self.settings.mode {
            commands.push(Command::SetMode(mode));
        }
        ui.separator();
    }

    pub(super) fn play_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.separator();
        ui.heading("Play");
        let Some(play) = &self.play else {
            ui.label(format!(
                "Play works on boards up to n = {}.",
                crate::scene::DETAIL_LIMIT
            ));
            return;
        };
        ui.label("Click a square to place or lift a queen (one per row).");
        ui.label(format!("Queens placed: {}", play.board.queen_count()));
        ui.label(format!("Conflicts: {}", play.conflicts()));
        ui.horizontal(|ui| {
            if ui
                .add_enabled(play.can_undo(), egui::Button::new("Undo"))
                .clicked()
            {
                commands.push(Command::Undo);
            }
            if ui
                .add_enabled(play.can_redo(), egui::Button::new("Redo"))
                .clicked()
            {
                commands.push(Command::Redo);
            }
            if ui.button("Clear").clicked() {
                commands.push(Command::ClearPlay);
            }
        });
        if play.completing.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Looking for a completion…");
            });
        } else if ui.button("Complete").clicked() {
            commands.push(Command::Complete);
        }
        if let Some(note) = &play.note {
            ui.label(RichText::new(note).strong());
        }
    }

    pub(super) fn watch_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.separator();
        ui.heading("The row-by-row search");
        let Some(watch) = &self.watch else {
            ui.label(format!(
                "The animation works on boards up to n = {MAX_SEARCH_N}."
            ));
            return;
        };
        ui.label(format!("Nodes: {}", thousands(watch.position.nodes)));
        ui.label(format!(
            "Solutions found: {}",
            watch.position.solutions.len()
        ));
        ui.label(format!(
            "Step {} of {}{}",
            thousands(watch.position.steps as u64),
            thousands(watch.known_steps() as u64),
            if watch.complete { "" } else { "+" }
        ));
        ui.label(RichText::new(watch.describe_last()).strong());
        ui.horizontal(|ui| {
            let playing = watch.playing;
            if ui.button(if playing { "Pause" } else { "Run" }).clicked() {
                commands.push(Command::WatchPlay(!playing));
            }
            if ui
                .add_enabled(watch.position.steps > 0, egui::Button::new("Step back"))
                .clicked()
            {
                commands.push(Command::WatchBack);
            }
            if ui
                .add_enabled(!watch.at_end(), egui::Button::new("Step"))
                .clicked()
            {
                commands.push(Command::WatchStep);
            }
        });
        ui.horizontal(|ui| {
            if ui.button("Restart").clicked() {
                commands.push(Command::WatchRestart);
            }
            if ui
                .add_enabled(!watch.at_end(), egui::Button::new("To the end"))
                .clicked()
            {
                commands.push(Command::WatchToEnd);
            }
        });
        let speed = egui::Slider::new(&mut self.settings.watch_speed, 1.0..=WATCH_MAX_SPEED)
            .logarithmic(true)
            .text("steps/s");
        ui.add(speed);
        if watch.complete && watch.known_steps() >= TRACE_LIMIT {
            ui.label(format!(
                "Showing the first {} steps.",
                thousands(TRACE_LIMIT as u64)
            ));
        }
        let Some(watch) = &self.watch else { return };
        if !watch.position.solutions.is_empty() {
            ui.label("Found so far:");
            egui::ScrollArea::vertical()
                .id_salt("found")
                .max_height(160.0)
                .show(ui, |ui| {
                    for (i, columns) in watch.position.solutions.iter().enumerate().rev().take(200)
                    {
                        let cols: Vec<String> = columns.iter().map(u32::to_string).collect();
                        ui.monospace(format!("{:>4}: {}", i + 1, cols.join(" ")));
                    }
                });
        }
    }

    pub(super) fn big_board_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.separator();
        ui.heading("Big board");
        ui.label("Scroll to zoom, drag to pan, double-click to see it all.");
        if self.board_job.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Computing…");
            });
        } else if ui
            .button("Shuffle")
            .on_hover_text("Another solution, by local search")
            .clicked()
        {
            commands.push(Command::Shuffle);
        }
        if let Some(note) = &self.constructed_note {
            ui.label(note);
        }
    }
}
