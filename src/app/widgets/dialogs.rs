//! File dialogs: the system's where it has one, the app's own otherwise.
//! The system's sit behind a small trait, so that tests can answer them;
//! one that cannot open says so, and the app opens its own instead (never
//! a silent nothing).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use eframe::egui;

/// One entry of a dialog's file-type list: a name and its extensions.
pub type FileFilter<'a> = (&'a str, &'a [&'a str]);

/// What a dialog gave back.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Chosen(PathBuf),
    /// The person closed the dialog without choosing.
    Cancelled,
    /// No dialog could be opened, and why.
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
    /// The app's own, with the reason.
    InApp(String),
}

impl DialogKind {
    /// The kind to start with: the app's own where the system has no
    /// dialog to offer, or where the settings ask for it.
    pub fn initial(prefer_in_app: bool) -> DialogKind {
        if prefer_in_app {
            return DialogKind::InApp("chosen in the View menu".into());
        }
        match system_dialogs_missing() {
            Some(why) => DialogKind::InApp(why),
            None => DialogKind::System,
        }
    }

    /// A line for the status bar.
    pub fn describe(&self) -> String {
        match self {
            DialogKind::System => "File dialogs: the system's".into(),
            DialogKind::InApp(why) => format!("File dialogs: the app's own ({why})"),
        }
    }
}

/// Why the system cannot show a file dialog, if it plainly cannot: on
/// Linux and the BSDs rfd asks the desktop portal over the session bus, and
/// falls back to zenity; with neither it returns at once with nothing,
/// exactly like a cancel.
pub fn system_dialogs_missing() -> Option<String> {
    if !cfg!(all(unix, not(target_os = "macos"))) {
        return None;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| Path::new(&dir).join("bus").exists());
    (!bus && !on_path("zenity")).then(|| "no desktop portal and no zenity".to_string())
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
            None if asked.elapsed() < TOO_QUICK => {
                Answer::Unavailable("the system's file dialog did not open".into())
            }
            None => Answer::Cancelled,
        }
    }

    fn dialog(title: &str, filters: &[FileFilter<'_>]) -> rfd::FileDialog {
        filters
            .iter()
            .fold(rfd::FileDialog::new(), |d, (name, extensions)| {
                d.add_filter(*name, extensions)
            })
            .set_title(title)
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
        let path = Self::dialog(title, filters)
            .set_file_name(suggested_name)
            .save_file();
        Self::answer(asked, path)
    }

    fn open_file(&mut self, title: &str, filters: &[FileFilter<'_>]) -> Answer {
        let asked = Instant::now();
        let path = Self::dialog(title, filters)
            .add_filter("All files", &["*"])
            .pick_file();
        Self::answer(asked, path)
    }
}

/// The app's own file dialog (egui_file), drawn in the window each frame
/// until the person chooses or cancels. `P` is what the file is for.
pub struct InAppDialog<P> {
    dialog: egui_file::FileDialog,
    /// Whether the dialog was put in the middle of the window yet.
    placed: bool,
    pub purpose: P,
}

/// The in-app dialog's side, in points.
const DIALOG_SIDE: f32 = 512.0;

/// Where an in-app dialog stands after a frame.
pub enum Shown {
    Open,
    Chosen(PathBuf),
    Cancelled,
}

impl<P> InAppDialog<P> {
    /// A Save dialog in `dir`, with a name filled in; only names with one
    /// of the extensions are accepted.
    pub fn save(
        title: &str,
        dir: &Path,
        suggested_name: &str,
        extensions: &[&str],
        purpose: P,
    ) -> Self {
        let allowed: Vec<String> = extensions.iter().map(|e| format!(".{e}")).collect();
        let mut dialog = egui_file::FileDialog::save_file()
            .title(title)
            .initial_path(dir)
            .default_filename(suggested_name)
            .show_rename(false)
            .filename_filter(Box::new(move |name: &str| {
                allowed
                    .iter()
                    .any(|e| name.to_ascii_lowercase().ends_with(e))
            }));
        dialog.open();
        InAppDialog {
            dialog,
            placed: false,
            purpose,
        }
    }

    /// An Open dialog in `dir`, listing folders and the files with one of
    /// the extensions.
    pub fn open(title: &str, dir: &Path, extensions: &[&str], purpose: P) -> Self {
        let allowed: Vec<String> = extensions.iter().map(|e| e.to_string()).collect();
        let mut dialog = egui_file::FileDialog::open_file()
            .title(title)
            .initial_path(dir)
            .show_rename(false)
            .show_new_folder(false)
            .show_files_filter(Box::new(move |path: &Path| {
                path.extension()
                    .and_then(|e| e.to_str())
                    .is_some_and(|e| allowed.iter().any(|a| a.eq_ignore_ascii_case(e)))
            }));
        dialog.open();
        InAppDialog {
            dialog,
            placed: false,
            purpose,
        }
    }

    /// Draws the dialog for this frame.
    pub fn show(&mut self, ctx: &egui::Context) -> Shown {
        if !self.placed {
            // In the middle of the window, clear of the menus.
            self.placed = true;
            let corner = ctx.content_rect().center() - egui::vec2(DIALOG_SIDE, DIALOG_SIDE) / 2.0;
            let dialog = std::mem::replace(&mut self.dialog, egui_file::FileDialog::open_file());
            self.dialog = dialog
                .default_size([DIALOG_SIDE, DIALOG_SIDE])
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
            egui_file::State::Open => Shown::Open,
            _ => Shown::Cancelled,
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
