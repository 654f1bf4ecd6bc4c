//! File dialogs: the system's where it has one, the app's own otherwise.
//! The system's sit behind a small trait, so that tests can answer them;
//! one that cannot open says so, and the app opens its own instead (never
//! a silent nothing).

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use web_time::Instant;

use eframe::egui;

use crate::app::i18n::{t, tr};

/// One entry of a dialog's file-type list: a name and its extensions.
pub type FileFilter<'a> = (&'a str, &'a [&'a str]);

/// What a dialog gave back.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Chosen(PathBuf),
    /// The person closed the dialog without choosing.
    Cancelled,
    /// No dialog could be opened, and why (a message id, or words).
    Unavailable(String),
}

/// Asks the person for a file.
pub trait Dialogs {
    fn save_file(
        &mut self,
        title: &str,
        suggested_name: &str,
        filters: &[FileFilter<'_>],
    ) -> Answer;
    fn open_file(&mut self, title: &str, filters: &[FileFilter<'_>]) -> Answer;
}

/// Which dialogs the app uses, and why, for the status line.
#[derive(Debug, Clone, PartialEq)]
pub enum DialogKind {
    System,
    /// The app's own, with the reason (a message id, or words).
    InApp(String),
}

impl DialogKind {
    /// The kind to start with: the app's own where the system has no
    /// dialog to offer, or where the settings ask for it.
    pub fn initial(prefer_in_app: bool) -> DialogKind {
        if prefer_in_app && crate::platform::DIALOGS_MAY_BE_MISSING {
            return DialogKind::InApp("dialogs-chosen".into());
        }
        match system_dialogs_missing() {
            Some(why) => DialogKind::InApp(why),
            None => DialogKind::System,
        }
    }

    /// A line for the status bar.
    pub fn describe(&self) -> String {
        match self {
            // A page opens with the browser's picker and saves as downloads.
            DialogKind::System if crate::platform::SAVES_ARE_DOWNLOADS => t!("dialogs-browser"),
            DialogKind::System => t!("dialogs-system"),
            DialogKind::InApp(why) => t!("dialogs-own", why = tr(why)),
        }
    }
}

/// Why the system cannot show a file dialog, if it plainly cannot: on
/// Linux and the BSDs rfd asks the desktop portal over the session bus, and
/// falls back to zenity; with neither it returns at once with nothing,
/// exactly like a cancel.
pub fn system_dialogs_missing() -> Option<String> {
    if !crate::platform::DIALOGS_MAY_BE_MISSING {
        return None;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| Path::new(&dir).join("bus").exists());
    (!bus && !on_path("zenity")).then(|| "dialogs-no-portal".to_string())
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

/// Faster than a person can close a dialog: an empty answer this quick
/// means that no dialog opened (a session bus without a portal, say).
const TOO_QUICK: Duration = Duration::from_millis(250);

/// The system's dialogs (xdg portal on Linux, with zenity as a fallback).
pub struct NativeDialogs;

impl NativeDialogs {
    fn answer(asked: Instant, path: Option<PathBuf>) -> Answer {
        match path {
            Some(path) => Answer::Chosen(path),
            // Only where a dialog can fail without a word: elsewhere a
            // quick Escape is a cancel.
            None if crate::platform::DIALOGS_MAY_BE_MISSING && asked.elapsed() < TOO_QUICK => {
                Answer::Unavailable("dialogs-did-not-open".into())
            }
            None => Answer::Cancelled,
        }
    }
}

impl Dialogs for NativeDialogs {
    fn save_file(
        &mut self,
        title: &str,
        suggested_name: &str,
        filters: &[FileFilter<'_>],
    ) -> Answer {
        let asked = Instant::now();
        let path = crate::platform::ask_save_path(title, suggested_name, filters);
        Self::answer(asked, path)
    }

    fn open_file(&mut self, title: &str, filters: &[FileFilter<'_>]) -> Answer {
        let asked = Instant::now();
        let all = t!("dialogs-all-files");
        let filters: Vec<FileFilter<'_>> = filters
            .iter()
            .copied()
            .chain([(all.as_str(), &["*"][..])])
            .collect();
        let path = crate::platform::ask_open_path(title, &filters);
        Self::answer(asked, path)
    }
}

/// The app's own file dialog (egui_file), drawn in the window each frame
/// until the person chooses or cancels. `P` is what the file is for. A
/// Save dialog offers its formats in a row under it: a click puts that
/// extension on the name, a name without one gets the first, and when
/// Save is greyed out the row says why.
pub struct InAppDialog<P> {
    dialog: egui_file::FileDialog,
    /// The dialog window's id: the format row goes under its rectangle.
    id: egui::Id,
    /// Whether the dialog was put in the middle of the window yet.
    placed: bool,
    pub purpose: P,
    /// A Save dialog's formats: name and extension, the first the default.
    formats: Vec<(String, String)>,
    title: String,
    /// The name in the dialog's field, as its filter last saw it (the
    /// dialog does not say it otherwise).
    typed: Arc<Mutex<String>>,
}

/// The in-app dialog's side, in points, where the window has room.
const DIALOG_SIDE: f32 = 512.0;

/// The room kept under a Save dialog for its format row, and above it for
/// the menus.
const FORMAT_ROW: f32 = 84.0;
const MENU_BAR: f32 = 28.0;

/// Where an in-app dialog stands after a frame.
pub enum Shown {
    Open,
    Chosen(PathBuf),
    Cancelled,
}

/// What a Save dialog's format row says of a name: `None` when Save is
/// open to it, else why it is not or what will be added.
///
/// ```
/// use nqueens::app::save_name_note;
/// let exts = ["png", "svg"];
/// assert_eq!(save_name_note("board.png", &exts), None);
/// assert_eq!(save_name_note("board", &exts).as_deref(), Some("Saved as board.png"));
/// assert_eq!(
///     save_name_note("board.jpg", &exts).as_deref(),
///     Some("Save is greyed out: .jpg is not one of the formats below")
/// );
/// ```
pub fn save_name_note(name: &str, extensions: &[&str]) -> Option<String> {
    let name = name.trim();
    if name.is_empty() {
        return Some(t!("save-type-a-name"));
    }
    match Path::new(name).extension().and_then(|e| e.to_str()) {
        None => extensions
            .first()
            .map(|e| t!("save-saved-as", name = format!("{name}.{e}"))),
        Some(e) if extensions.iter().any(|x| x.eq_ignore_ascii_case(e)) => None,
        Some(e) => Some(t!("save-not-a-format", extension = e.to_string())),
    }
}

/// Whether Save is open to a name: one is typed, and its extension (if
/// it has one) is among the formats.
///
/// ```
/// use nqueens::app::save_name_ok;
/// assert!(save_name_ok("board", &["png"]) && save_name_ok("a.PNG", &["png"]));
/// assert!(!save_name_ok(" ", &["png"]) && !save_name_ok("a.jpg", &["png"]));
/// ```
pub fn save_name_ok(name: &str, extensions: &[&str]) -> bool {
    let name = name.trim();
    !name.is_empty()
        && Path::new(name)
            .extension()
            .and_then(|e| e.to_str())
            .is_none_or(|e| extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
}

/// egui_file's words in the window's language.
fn in_our_words(dialog: egui_file::FileDialog) -> egui_file::FileDialog {
    dialog
        .open_button_text(t!("dialog-open").into())
        .save_button_text(t!("dialog-save").into())
        .cancel_button_text(t!("dialog-cancel").into())
        .new_folder_button_text(t!("dialog-new-folder").into())
        .new_folder_name_text(t!("dialog-new-folder-name").into())
        .rename_button_text(t!("dialog-rename").into())
        .refresh_button_hover_text(t!("dialog-refresh").into())
        .parent_folder_button_hover_text(t!("dialog-parent-folder").into())
        .file_label_text(t!("dialog-file").into())
        .show_hidden_checkbox_text(t!("dialog-show-hidden").into())
}

/// A window of its own each time: egui would put it back where an earlier
/// one was left, off-centre after a resize or a restart.
fn fresh_id(salt: &str) -> egui::Id {
    egui::Id::unique(salt).with(fastrand::u64(..))
}

/// A save dialog of egui_file whose filter takes the extensions (or none)
/// and remembers the name it was asked about.
fn save_dialog(
    title: &str,
    id: egui::Id,
    dir: &Path,
    name: &str,
    extensions: Vec<String>,
    typed: Arc<Mutex<String>>,
) -> egui_file::FileDialog {
    let mut dialog = in_our_words(egui_file::FileDialog::save_file())
        .title(title)
        .id(id)
        .initial_path(dir)
        .default_filename(name)
        .show_rename(false)
        .filename_filter(Box::new(move |name: &str| {
            if let Ok(mut typed) = typed.lock() {
                name.clone_into(&mut typed);
            }
            let exts: Vec<&str> = extensions.iter().map(String::as_str).collect();
            save_name_ok(name, &exts)
        }));
    dialog.open();
    dialog
}

impl<P> InAppDialog<P> {
    /// A Save dialog in `dir`, with a name filled in, offering the formats
    /// of `filters` (the first is added to a name without an extension).
    pub fn save(
        title: &str,
        dir: &Path,
        suggested_name: &str,
        filters: &[FileFilter<'_>],
        purpose: P,
    ) -> Self {
        let formats: Vec<(String, String)> = filters
            .iter()
            .flat_map(|(name, exts)| exts.iter().map(|e| (name.to_string(), e.to_string())))
            .collect();
        let typed = Arc::new(Mutex::new(suggested_name.to_string()));
        let extensions = formats.iter().map(|(_, e)| e.clone()).collect();
        let id = fresh_id("in-app-save");
        InAppDialog {
            dialog: save_dialog(title, id, dir, suggested_name, extensions, typed.clone()),
            id,
            placed: false,
            purpose,
            formats,
            title: title.to_string(),
            typed,
        }
    }

    /// An Open dialog in `dir`, listing folders and the files with one of
    /// the extensions (any file where there are none).
    pub fn open(title: &str, dir: &Path, extensions: &[&str], purpose: P) -> Self {
        let allowed: Vec<String> = extensions.iter().map(|e| e.to_string()).collect();
        let id = fresh_id("in-app-open");
        let mut dialog = in_our_words(egui_file::FileDialog::open_file())
            .title(title)
            .id(id)
            .initial_path(dir)
            .show_rename(false)
            .show_new_folder(false)
            .show_files_filter(Box::new(move |path: &Path| {
                allowed.is_empty()
                    || path
                        .extension()
                        .and_then(|e| e.to_str())
                        .is_some_and(|e| allowed.iter().any(|a| a.eq_ignore_ascii_case(e)))
            }));
        dialog.open();
        InAppDialog {
            dialog,
            id,
            placed: false,
            purpose,
            formats: Vec::new(),
            title: title.to_string(),
            typed: Arc::default(),
        }
    }

    /// The name in the Save dialog's field, as last seen.
    pub fn typed_name(&self) -> String {
        self.typed.lock().map(|t| t.clone()).unwrap_or_default()
    }

    /// Puts the extension of a format on the name typed, by opening the
    /// dialog again in the same folder with that name.
    pub fn choose_format(&mut self, extension: &str) {
        let typed = self.typed_name();
        let stem = Path::new(&typed)
            .file_stem()
            .map_or_else(|| "board".to_string(), |s| s.to_string_lossy().into_owned());
        let name = format!("{stem}.{extension}");
        if let Ok(mut t) = self.typed.lock() {
            t.clone_from(&name);
        }
        let dir = self.dialog.directory().to_path_buf();
        let extensions = self.formats.iter().map(|(_, e)| e.clone()).collect();
        self.id = fresh_id("in-app-save");
        self.dialog = save_dialog(
            &self.title,
            self.id,
            &dir,
            &name,
            extensions,
            self.typed.clone(),
        );
        self.placed = false;
    }

    /// Draws the dialog for this frame.
    pub fn show(&mut self, ctx: &egui::Context) -> Shown {
        if !self.placed {
            // In the middle of the window, clear of the menus, and small
            // enough to leave room under it for the format row in a small
            // window (800×600 hid Save under the row).
            self.placed = true;
            let room = ctx.content_rect();
            let below = if self.formats.is_empty() {
                0.0
            } else {
                FORMAT_ROW
            };
            let size = egui::vec2(
                DIALOG_SIDE.min(room.width() - 16.0),
                DIALOG_SIDE.min(room.height() - MENU_BAR - below - 16.0),
            )
            .max(egui::vec2(240.0, 200.0));
            let top = (room.center().y - (size.y + below) / 2.0).max(room.top() + MENU_BAR);
            let corner = egui::pos2(room.center().x - size.x / 2.0, top);
            let dialog = std::mem::replace(&mut self.dialog, egui_file::FileDialog::open_file());
            self.dialog = dialog
                .default_size(size)
                .default_pos(corner.max(egui::Pos2::ZERO));
        }
        self.dialog.show(ctx);
        if self.dialog.selected() {
            return match self.dialog.path() {
                Some(path) => Shown::Chosen(path.to_path_buf()),
                None => Shown::Cancelled,
            };
        }
        match self.dialog.state() {
            egui_file::State::Open => {
                self.format_row(ctx);
                Shown::Open
            }
            _ => Shown::Cancelled,
        }
    }

    /// A Save dialog's formats, under the dialog, and what the name typed
    /// will give.
    fn format_row(&mut self, ctx: &egui::Context) {
        if self.formats.is_empty() {
            return;
        }
        let extensions: Vec<&str> = self.formats.iter().map(|(_, e)| e.as_str()).collect();
        let typed = self.typed_name();
        let note = save_name_note(&typed, &extensions);
        let ok = save_name_ok(&typed, &extensions);
        let mut chosen = None;
        // Under the dialog, as wide as it: egui_file takes no content of
        // ours, so the row follows its window wherever it is moved.
        let Some(dialog) = ctx.memory(|m| m.area_rect(self.id)) else {
            return;
        };
        let room = ctx.content_rect();
        let below = dialog.bottom() + 4.0;
        let at = if below + FORMAT_ROW <= room.bottom() {
            egui::pos2(dialog.left(), below)
        } else {
            egui::pos2(dialog.left(), (dialog.top() - FORMAT_ROW).max(room.top()))
        };
        egui::Area::new(self.id.with("formats"))
            .fixed_pos(at)
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                ui.set_max_width(dialog.width());
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_width(dialog.width() - 16.0);
                    ui.horizontal_wrapped(|ui| {
                        ui.label(t!("save-format"));
                        for (name, ext) in &self.formats {
                            if ui
                                .button(format!(".{ext}"))
                                .on_hover_text(name.as_str())
                                .clicked()
                            {
                                chosen = Some(ext.clone());
                            }
                        }
                    });
                    match &note {
                        Some(note) if !ok => {
                            ui.colored_label(ui.visuals().error_fg_color, note);
                        }
                        Some(note) => {
                            ui.label(note);
                        }
                        None => {
                            ui.weak(t!("save-extension-gives"));
                        }
                    }
                });
            });
        if let Some(ext) = chosen {
            self.choose_format(&ext);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_answer_too_quick_for_a_person_is_no_dialog() {
        let now = Instant::now();
        assert!(matches!(
            NativeDialogs::answer(now, None),
            Answer::Unavailable(_)
        ));
        let asked = now.checked_sub(Duration::from_secs(2)).unwrap_or(now);
        if asked != now {
            assert_eq!(NativeDialogs::answer(asked, None), Answer::Cancelled);
        }
        assert_eq!(
            NativeDialogs::answer(now, Some("a.png".into())),
            Answer::Chosen("a.png".into())
        );
    }

    #[test]
    fn the_kind_in_use_is_said_in_words() {
        assert_eq!(
            DialogKind::initial(true).describe(),
            "File dialogs: the app's own (chosen in the View menu)"
        );
        assert_eq!(DialogKind::System.describe(), "File dialogs: the system's");
    }
}
