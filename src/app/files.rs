//! Files: saving the board, a picture, a table or every solution; opening a
//! board file or pasted text. The dialogs ask where; the worker writes and
//! reads; the status line says how it went. A file being written belongs
//! to the app: a change of n does not stop it, and quitting waits for it.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use eframe::egui;

use super::App;
use super::command::{Command, SaveWhat};
use super::i18n::t;
use super::screenshot::Screenshot;
use super::settings::MAX_RULES_N;
use super::status::Status;
use super::view::{Document, Incoming, MAX_PASTE_BYTES, OpenedBoard};
use super::views::id::ViewId;
use super::widgets::dialogs::{Answer, DialogKind, FileFilter, InAppDialog, Shown};
use super::words::thousands;
use crate::catalog::Filter;
use crate::engine::MAX_SEARCH_N;
use crate::engine::{MAX_RULE_WIDTH, Rules};
use crate::formats::{self, BoardFormat, ImageOptions, ListFormat};
use crate::worker::requests;
use crate::worker::tasks::{self, Opened};
use crate::worker::{Job, Outcome};

/// A file being written on the worker. It belongs to the app: a change of n
/// does not stop it, and quitting waits for it to clean up.
pub struct FileJob {
    pub(super) job: Job<PathBuf>,
    /// What is written, for the status bar.
    pub what: String,
    pub progress: Option<f64>,
}

/// A board file or pasted text being read on the worker.
pub(super) struct Reading {
    pub(super) job: Job<tasks::Read>,
    /// Where the board comes from, in words.
    pub(super) origin: String,
}

/// What a file chosen in a dialog is for.
pub(super) enum FileUse {
    SaveBoard {
        board: Arc<crate::engine::Board>,
        /// The format when the name has no known extension.
        fallback: BoardFormat,
    },
    ExportAll {
        n: usize,
        filter: Filter,
        format: ListFormat,
    },
    Open,
    /// A file a view asked for (a solver's output, for Check a solver).
    ForView(ViewId),
    Other(SaveWhat),
}

/// How long quitting waits for a file being written to clean up.
pub(super) const QUIT_WAIT: Duration = Duration::from_secs(3);

impl App {
    /// Shows a board that came from outside (a file, the clipboard): in the
    /// browser, which selects its number once the search has it.
    pub(super) fn show_board(&mut self, opened: Opened, origin: &str) {
        let Opened {
            board,
            crowded_row,
            verdict,
            rules,
        } = opened;
        let Some(board) = board else {
            // The app's board holds one queen per row; the file is left as
            // it is, and the command line checks it whole.
            let row = crowded_row.unwrap_or(0);
            let pairs = verdict.pairs;
            self.status = Status::error(t!(
                "open-crowded-row",
                origin = origin,
                row = row,
                count = pairs,
                shown = formats::grouped(pairs)
            ));
            return;
        };
        let (n, width) = (board.n(), board.width());
        let recorded_fits = rules.is_none_or(|r| r.check(n).is_ok_and(|w| w == width));
        if width != n && (n > MAX_RULES_N || width > MAX_RULE_WIDTH || !recorded_fits) {
            // Past what the window's rules take; the file stays as it is.
            self.status = Status::error(t!(
                "open-rectangle",
                origin = origin,
                n = n,
                columns = width,
                rows = MAX_RULES_N,
                most = MAX_RULE_WIDTH
            ));
            return;
        }
        // The rules the file records, if it records any: the window plays
        // by them from now on. A board that says none is read under the
        // rules the window has, on as many columns as it has.
        let rules = match rules {
            Some(rules) if n <= MAX_RULES_N => rules,
            _ => Rules {
                columns: (width != n).then_some(width),
                ..self.settings.rules_at(n)
            },
        };
        if rules != self.settings.rules_at(n) {
            self.settings.rules = rules;
            self.load_n(n);
        } else if n != self.settings.n {
            self.load_n(n);
        }
        let opened = OpenedBoard {
            board: &board,
            solution: verdict.is_solution(),
            origin,
        };
        if let Some(id) = self.with_views(|views, act| views.take_board(&opened, act)) {
            self.show_view(id);
            return;
        }
        self.status = Status::info(if verdict.pairs > 0 {
            t!(
                "open-attacks",
                origin = origin,
                count = verdict.pairs,
                shown = formats::grouped(verdict.pairs)
            )
        } else if verdict.empty_rows == 0 {
            t!("open-solution", origin = origin)
        } else {
            t!(
                "open-no-attacks",
                origin = origin,
                count = verdict.queens,
                shown = formats::grouped(verdict.queens)
            )
        });
        self.session.shared.opened = Some(Arc::new(board));
    }
    pub(super) fn poll_file_job(&mut self) {
        let Some(file) = self.file_job.as_mut() else {
            return;
        };
        let outcome = file.job.poll();
        if file.job.progress() > 0.0 {
            file.progress = Some(file.job.progress());
        }
        let Some(outcome) = outcome else {
            return;
        };
        self.status = match outcome {
            Outcome::Done(path) => {
                Status::file(t!("file-saved", path = path.display().to_string()))
            }
            Outcome::Cancelled => Status::file(t!("file-cancelled", what = file.what.clone())),
            Outcome::Failed(e) => Status::file_error(e),
        };
        self.file_job = None;
    }
    pub(super) fn poll_reading(&mut self) {
        let Some(reading) = self.reading.as_mut() else {
            return;
        };
        let Some(outcome) = reading.job.poll() else {
            return;
        };
        let origin = std::mem::take(&mut reading.origin);
        self.reading = None;
        match outcome {
            Outcome::Done(Ok(opened)) => self.show_board(opened, &origin),
            Outcome::Done(Err(unread)) => {
                self.status = Status::error(crate::app::words::unread_words(&unread));
            }
            Outcome::Cancelled => {}
            Outcome::Failed(e) => self.status = Status::error(e),
        }
    }
    pub(super) fn start_file_job(&mut self, job: Job<PathBuf>, what: String) {
        // A new file job replaces the old one, which stops as its handle goes.
        self.file_job = Some(FileJob {
            job,
            what,
            progress: None,
        });
    }
    pub(super) fn read(&mut self, job: Job<tasks::Read>, origin: String) {
        self.reading = Some(Reading { job, origin });
    }
    pub(super) fn save_board(&mut self) {
        let id = self.view_id();
        let board = match self.session.views.document(id, &self.look()) {
            Document::Board => self.board(),
            Document::Text { text, .. } => {
                let stem = self.session.views.file_stem(id, &self.look());
                self.save_other(SaveWhat::Puzzle(Arc::new(text.into_bytes())), &stem);
                return;
            }
            Document::Nothing => None,
        };
        let Some(board) = board else {
            self.status = Status::error(t!("file-nothing-to-save"));
            return;
        };
        let n = board.n();
        // The last format used comes first; the extension chosen in the
        // dialog decides. Formats that cannot hold the board are left out.
        let preferred = self.settings.save_format;
        let formats: Vec<BoardFormat> = std::iter::once(preferred)
            .chain(BoardFormat::ALL.into_iter().filter(|f| *f != preferred))
            .filter(|f| f.holds(n).is_ok())
            .collect();
        let Some(&fallback) = formats.first() else {
            return;
        };
        let extensions: Vec<[&str; 1]> = formats.iter().map(|f| [f.extension()]).collect();
        let filters: Vec<FileFilter<'_>> = formats
            .iter()
            .zip(&extensions)
            .map(|(f, ext)| (f.name(), &ext[..]))
            .collect();
        let stem = self.session.views.file_stem(self.view_id(), &self.look());
        let name = format!("{stem}.{}", fallback.extension());
        self.ask_save(
            &t!("dialog-save-board"),
            &name,
            &filters,
            FileUse::SaveBoard { board, fallback },
        );
    }
    pub(super) fn save_other(&mut self, what: SaveWhat, stem: &str) {
        const PNG: &[&str] = &["png"];
        const SVG: &[&str] = &["svg"];
        const CSV: &[&str] = &["csv"];
        const GIF: &[&str] = &["gif"];
        const TXT: &[&str] = &["txt"];
        let (title, named): (String, Vec<(String, &[&str])>) = match &what {
            SaveWhat::Picture { .. } => (
                t!("dialog-save-picture"),
                vec![(t!("filter-png"), PNG), (t!("filter-svg"), SVG)],
            ),
            SaveWhat::Csv(_) => (t!("dialog-save-table"), vec![(t!("filter-csv"), CSV)]),
            SaveWhat::Puzzle(_) => (t!("dialog-save-puzzle"), vec![(t!("filter-puzzle"), TXT)]),
            SaveWhat::Animation { .. } | SaveWhat::Replay { .. } => {
                let frames = formats::grouped(formats::MAX_ANIMATION_FRAMES as u64);
                (
                    t!("dialog-save-animation", frames = frames),
                    vec![(t!("filter-apng"), PNG), (t!("filter-gif"), GIF)],
                )
            }
            SaveWhat::Screenshot(_) => (t!("dialog-save-chart"), vec![(t!("filter-png"), PNG)]),
        };
        let filters: Vec<FileFilter<'_>> = named.iter().map(|(n, e)| (n.as_str(), *e)).collect();
        let extension = filters.first().map_or("png", |(_, e)| e[0]);
        let name = format!("{stem}.{extension}");
        self.ask_save(&title, &name, &filters, FileUse::Other(what));
    }
    pub(super) fn export_all(&mut self, filter: Filter) {
        let n = self.settings.n;
        if n > MAX_SEARCH_N {
            return;
        }
        let format = self.settings.list_format;
        let kind = match filter {
            Filter::All => "all",
            Filter::Fundamental => "fundamental",
        };
        let name = format!("queens-{n}-{kind}.{}", format.extension());
        // Every list format, the one of Export options first: the name's
        // extension chooses among them.
        let order =
            std::iter::once(format).chain(ListFormat::ALL.into_iter().filter(|f| *f != format));
        let named: Vec<(String, [&str; 1])> = order
            .map(|f| {
                let words = match f {
                    ListFormat::Text => t!("filter-list-text"),
                    ListFormat::Ron => t!("filter-list-ron"),
                    ListFormat::Csv => t!("filter-csv"),
                    ListFormat::LeetCode => t!("filter-leetcode"),
                };
                (words, [f.extension()])
            })
            .collect();
        let filters: Vec<FileFilter<'_>> =
            named.iter().map(|(w, e)| (w.as_str(), &e[..])).collect();
        self.ask_save(
            &t!("dialog-export"),
            &name,
            &filters,
            FileUse::ExportAll { n, filter, format },
        );
    }
    /// Asks where to save, in the dialogs in use; the app's own dialog
    /// answers in a later frame.
    pub(super) fn ask_save(
        &mut self,
        title: &str,
        name: &str,
        filters: &[FileFilter<'_>],
        what: FileUse,
    ) {
        if self.dialog_kind == DialogKind::System {
            match self.dialogs.save_file(title, name, filters) {
                Answer::Chosen(path) => return self.finish(what, path),
                Answer::Cancelled => return,
                Answer::Unavailable(why) => self.fall_back_to_in_app(why),
            }
        }
        let dir = self.start_dir();
        self.in_app = Some(InAppDialog::save(title, &dir, name, filters, what));
    }
    pub(super) fn ask_open(&mut self) {
        // A puzzle of its own opens its puzzles, not boards.
        let title = if self.view_id().own_puzzle() {
            t!("dialog-open-puzzle")
        } else {
            t!("dialog-open-board")
        };
        let title = title.as_str();
        // A puzzle opens from its text or a screenshot of its board.
        let (extensions, boards) = if self.view_id().own_puzzle() {
            (&["txt", "png", "jpg", "jpeg"][..], t!("filter-puzzles"))
        } else {
            (&["txt", "ron"][..], t!("filter-boards"))
        };
        if self.dialog_kind == DialogKind::System {
            match self
                .dialogs
                .open_file(title, &[(boards.as_str(), extensions)])
            {
                Answer::Chosen(path) => return self.finish(FileUse::Open, path),
                Answer::Cancelled => return,
                Answer::Unavailable(why) => self.fall_back_to_in_app(why),
            }
        }
        let dir = self.start_dir();
        self.in_app = Some(InAppDialog::open(title, &dir, extensions, FileUse::Open));
    }
    /// Asks for a solver's output: any file, whatever its name.
    /// Asks for a file for the view shown, which opens it itself (Check
    /// a solver: a solver's output).
    pub(super) fn ask_open_for_view(&mut self) {
        let id = self.view_id();
        let title = t!("dialog-open-output");
        let title = title.as_str();
        if self.dialog_kind == DialogKind::System {
            match self.dialogs.open_file(title, &[]) {
                Answer::Chosen(path) => return self.finish(FileUse::ForView(id), path),
                Answer::Cancelled => return,
                Answer::Unavailable(why) => self.fall_back_to_in_app(why),
            }
        }
        let dir = self.start_dir();
        self.in_app = Some(InAppDialog::open(title, &dir, &[], FileUse::ForView(id)));
    }
    /// The system's dialog did not open: the app's own takes over, for this
    /// time and the next ones, and the status line says so.
    pub(super) fn fall_back_to_in_app(&mut self, why: String) {
        self.status = Status::file(t!("dialogs-falling-back", why = super::i18n::tr(&why)));
        self.dialog_kind = DialogKind::InApp(why);
    }
    /// Where the app's own dialog starts: the last folder used, else the
    /// home folder, else the working one.
    pub(super) fn start_dir(&self) -> PathBuf {
        self.settings
            .last_dir
            .clone()
            .filter(|d| d.is_dir())
            .or_else(|| std::env::var_os("HOME").map(PathBuf::from))
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("."))
    }
    /// Does what a file was chosen for.
    pub(super) fn finish(&mut self, what: FileUse, mut path: PathBuf) {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.settings.last_dir = Some(dir.to_path_buf());
        }
        match what {
            FileUse::SaveBoard { board, fallback } => self.save_board_to(board, fallback, path),
            FileUse::ExportAll { n, filter, format } => self.export_all_to(n, filter, format, path),
            FileUse::Open => self.apply(Command::OpenFile(path), None),
            FileUse::ForView(id) => {
                if let Some((_, commands)) = self.session.views.open(id, &Incoming::File(&path)) {
                    for command in commands {
                        self.apply_to_view(command);
                    }
                }
            }
            FileUse::Other(SaveWhat::Picture { scene, n }) => {
                let format = match BoardFormat::from_path(&path) {
                    Some(f @ (BoardFormat::Png | BoardFormat::Svg)) => f,
                    _ => {
                        path.set_extension("png");
                        BoardFormat::Png
                    }
                };
                let what = t!("file-saving", path = path.display().to_string());
                let size = self.settings.png_size;
                let job = self.worker.run(requests::SavePicture {
                    scene,
                    n,
                    size,
                    path,
                    format,
                });
                self.start_file_job(job, what);
            }
            FileUse::Other(what @ (SaveWhat::Animation { .. } | SaveWhat::Replay { .. })) => {
                if path.extension().is_none() {
                    path.set_extension("png");
                }
                let words = t!("file-saving", path = path.display().to_string());
                let mut options = formats::AnimationOptions {
                    labels: self.settings.labels,
                    ..formats::AnimationOptions::default()
                };
                let job = match what {
                    SaveWhat::Animation { n, rules, mistake } => {
                        (options.rules, options.mistake) = (rules, mistake);
                        let request = requests::SaveAnimation { n, options, path };
                        self.worker.run(request)
                    }
                    SaveWhat::Replay {
                        source,
                        steps,
                        from,
                    } => self.worker.run(requests::SaveReplay {
                        source,
                        steps,
                        from,
                        options,
                        path,
                    }),
                    _ => return,
                };
                self.start_file_job(job, words);
            }
            FileUse::Other(what @ (SaveWhat::Csv(_) | SaveWhat::Puzzle(_))) => {
                let (bytes, extension) = match what {
                    SaveWhat::Csv(bytes) => (bytes, "csv"),
                    SaveWhat::Puzzle(bytes) => (bytes, "txt"),
                    _ => return,
                };
                if path.extension().is_none() {
                    path.set_extension(extension);
                }
                let what = t!("file-saving", path = path.display().to_string());
                let job = self.worker.run(requests::SaveBytes { bytes, path });
                self.start_file_job(job, what);
            }
            FileUse::Other(SaveWhat::Screenshot(rect)) => {
                if path.extension().is_none() {
                    path.set_extension("png");
                }
                // The window is photographed at the next frame, once the
                // dialog is gone.
                self.screenshot = Some(Screenshot {
                    rect,
                    path,
                    asked: false,
                    taken: Default::default(),
                });
            }
        }
    }
    /// Saves the board in the format the name says (or `fallback`, whose
    /// extension is added), on the worker.
    fn save_board_to(
        &mut self,
        board: Arc<crate::engine::Board>,
        fallback: BoardFormat,
        mut path: PathBuf,
    ) {
        let format = match BoardFormat::from_path(&path) {
            Some(format) => format,
            None => {
                path.set_extension(fallback.extension());
                fallback
            }
        };
        if let Err(why) = format.holds(board.n()) {
            self.status = Status::error(why);
            return;
        }
        self.settings.save_format = format;
        let image = ImageOptions {
            rules: self.session.shared.rules,
            size: self.settings.png_size,
            labels: self.settings.png_labels,
        };
        let what = t!("file-saving", path = path.display().to_string());
        let job = self.worker.run(requests::SaveBoard {
            board,
            path,
            format,
            image,
        });
        self.start_file_job(job, what);
    }

    /// Writes every solution listed, in the format the name says (or
    /// Export options'), on the worker.
    fn export_all_to(&mut self, n: usize, filter: Filter, format: ListFormat, mut path: PathBuf) {
        // The name typed chooses the format; without an extension,
        // the one of Export options.
        let format = match path.extension().and_then(|e| e.to_str()) {
            None => {
                path.set_extension(format.extension());
                format
            }
            Some(e) => ListFormat::from_extension(e).unwrap_or(format),
        };
        self.settings.list_format = format;
        // The listing may have moved on (or n changed) while the
        // dialog was open: only a complete listing of this n counts.
        let expected = self
            .session
            .shared
            .listing(filter)
            .filter(|l| self.session.n() == n && l.catalog.is_complete())
            .map(|l| l.catalog.len());
        let what = t!("file-exporting", path = path.display().to_string());
        let job = self.worker.run(requests::ExportAll {
            n,
            filter,
            format,
            path,
            expected,
        });
        self.start_file_job(job, what);
    }

    /// Draws the app's own file dialog, if open, and acts on its answer.
    pub(super) fn show_in_app_dialog(&mut self, ctx: &egui::Context) {
        let Some(dialog) = self.in_app.as_mut() else {
            return;
        };
        match dialog.show(ctx) {
            Shown::Open => {}
            Shown::Cancelled => self.in_app = None,
            Shown::Chosen(path) => {
                if let Some(dialog) = self.in_app.take() {
                    // The system's dialogs ask before replacing a file; so
                    // does the app's own.
                    let saving = !matches!(dialog.purpose, FileUse::Open);
                    if saving && path.exists() {
                        self.replace = Some((dialog.purpose, path));
                    } else {
                        self.finish(dialog.purpose, path);
                    }
                }
            }
        }
    }
    /// Asks whether to replace an existing file chosen in the app's own
    /// dialog.
    pub(super) fn show_replace_question(&mut self, ctx: &egui::Context) {
        let Some((_, path)) = &self.replace else {
            return;
        };
        let name = crate::formats::file_name_of(path);
        let mut answer = None;
        let modal = egui::Modal::new(egui::Id::unique("replace-file")).show(ctx, |ui| {
            ui.heading(t!("replace-heading", name = name.clone()));
            ui.label(t!("replace-text"));
            ui.horizontal(|ui| {
                if ui.button(t!("replace-button")).clicked() {
                    answer = Some(true);
                }
                if ui.button(t!("cancel")).clicked() {
                    answer = Some(false);
                }
            });
        });
        if modal.should_close() && answer.is_none() {
            answer = Some(false);
        }
        if let Some(replace) = answer
            && let Some((what, path)) = self.replace.take()
            && replace
        {
            self.finish(what, path);
        }
    }
}

/// What the clipboard and a handed file bring in.
impl App {
    /// Copies the board as text to the clipboard (and the primary
    /// selection), or says why not.
    pub(super) fn copy_text(&mut self, ctx: Option<&egui::Context>) {
        let board = match self.session.views.document(self.view_id(), &self.look()) {
            Document::Board => self.board(),
            Document::Text { text, copied } => {
                self.apply(Command::Copy { text, said: copied }, ctx);
                return;
            }
            Document::Nothing => None,
        };
        let Some(board) = board else {
            self.status = Status::error(t!("status-nothing-to-copy"));
            return;
        };
        let bytes = BoardFormat::Text.file_bytes(board.n(), 0);
        if bytes > formats::MAX_CLIPBOARD_BYTES {
            self.status = Status::error(format!(
                "A text board of n = {} would be {} bytes: too large for the clipboard \
                 (at most {}); save it as .ron instead",
                formats::grouped(board.n() as u64),
                formats::grouped(bytes),
                formats::grouped(formats::MAX_CLIPBOARD_BYTES)
            ));
            return;
        }
        if let Some(ctx) = ctx {
            let text = formats::to_text(&board);
            // The primary selection too, where the platform has one
            // (X11, Wayland): a middle click pastes it elsewhere.
            ctx.output_mut(|o| {
                o.commands
                    .push(egui::OutputCommand::TextSelectionSettled(text.clone()))
            });
            ctx.copy_text(text);
        }
        self.status = Status::info(t!("status-copied"));
    }

    /// A file a page was handed (a picker, a drop): a solver's output on
    /// Check a solver, else a board.
    pub(super) fn open_handed(
        &mut self,
        file: crate::platform::HandedFile,
        ctx: Option<&egui::Context>,
    ) {
        let text = match String::from_utf8(file.bytes) {
            Ok(text) if text.len() <= MAX_PASTE_BYTES => text,
            Ok(text) => {
                self.status = Status::file_error(t!(
                    "file-handed-too-large",
                    name = file.name,
                    bytes = thousands(text.len() as u64),
                    most = thousands(MAX_PASTE_BYTES as u64)
                ));
                return;
            }
            Err(e) => {
                self.status = Status::file_error(t!(
                    "file-handed-not-text",
                    name = file.name,
                    byte = thousands(e.utf8_error().valid_up_to() as u64)
                ));
                return;
            }
        };
        self.open_incoming(Incoming::Handed(&text), ctx);
    }

    /// Opens what came in: in the view shown if it opens it itself, else
    /// in a view that claims it (shown from now on), else as a board.
    pub(super) fn open_incoming(&mut self, incoming: Incoming<'_>, ctx: Option<&egui::Context>) {
        if let Some((id, commands)) = self.session.views.open(self.view_id(), &incoming) {
            self.apply(Command::SetView(id), ctx);
            for command in commands {
                self.apply_to_view(command);
            }
            return;
        }
        match incoming {
            Incoming::File(path) => self.open_file(path.to_path_buf()),
            Incoming::Handed(text) | Incoming::Pasted(text) => {
                let columns = self.session.shared.rules.columns;
                let job = self.worker.run(requests::Parse {
                    text: text.to_string(),
                    columns,
                });
                self.read(job, t!("status-pasted-board"));
            }
        }
    }

    /// Reads a board file on the worker.
    pub(super) fn open_file(&mut self, path: std::path::PathBuf) {
        let name = crate::formats::file_name_of(&path);
        // Text as wide as the board the window has is read as one.
        let columns = self.session.shared.rules.columns;
        let job = self.worker.run(requests::Open { path, columns });
        self.read(job, name);
    }
}
