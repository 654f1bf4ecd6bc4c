//! The desktop's side of the platform: threads, the locale, rfd's blocking
//! dialogs, files written in place.

use std::io;
use std::path::PathBuf;

use super::HandedFile;

/// Whether a saved file goes to a folder the person chose (here) or is a
/// download (the page).
pub const SAVES_ARE_DOWNLOADS: bool = false;

/// A task's thread.
pub struct TaskThread(std::thread::JoinHandle<()>);

impl TaskThread {
    /// Stops the task at once where the platform can (a page's Web
    /// Worker); a thread stops at its next look at its cancel flag.
    pub fn cancel(&self) {}

    pub fn is_finished(&self) -> bool {
        self.0.is_finished()
    }

    /// Waits for the thread; false if it panicked.
    pub fn join(self) -> bool {
        self.0.join().is_ok()
    }
}

/// Runs `body` on a thread of its own named `name`.
pub fn spawn_task(name: String, body: impl FnOnce() + Send + 'static) -> io::Result<TaskThread> {
    std::thread::Builder::new()
        .name(name)
        .spawn(body)
        .map(TaskThread)
}

/// Runs a resumable task on a thread of its own: `step` does a slice of
/// the work and answers whether the task has ended.
pub fn spawn_sliced(
    name: String,
    mut step: impl FnMut() -> bool + Send + 'static,
) -> io::Result<TaskThread> {
    spawn_task(name, move || while !step() {})
}

/// How soon a task's news wakes the window for a frame: at once.
pub const WAKE_DELAY: std::time::Duration = std::time::Duration::ZERO;

/// How long a slice of a resumable task runs: on a thread of its own it
/// is only how often it hands over its results.
pub const SLICE_TIME: std::time::Duration = std::time::Duration::from_millis(40);

/// Starts a task described as data (`worker::remote`) in another instance
/// of the program: `None` on the desktop, where a thread runs it here.
pub fn spawn_remote(
    _request: String,
    _on_event: impl FnMut(super::RemoteEvent) -> bool + 'static,
) -> Option<io::Result<TaskThread>> {
    None
}

/// The system's language tag (`ru-RU`), from the locale (`LC_ALL`,
/// `LC_MESSAGES`, `LANG` on Linux).
pub fn system_language() -> Option<String> {
    sys_locale::get_locale()
}

fn dialog(title: &str, filters: &[(&str, &[&str])]) -> rfd::FileDialog {
    filters
        .iter()
        .fold(rfd::FileDialog::new(), |d, (name, extensions)| {
            d.add_filter(*name, extensions)
        })
        .set_title(title)
}

/// The system's save dialog: the path chosen, or `None` (cancelled, or no
/// dialog could open).
pub fn ask_save_path(
    title: &str,
    suggested_name: &str,
    filters: &[(&str, &[&str])],
) -> Option<PathBuf> {
    dialog(title, filters)
        .set_file_name(suggested_name)
        .save_file()
}

/// The system's open dialog: the path chosen, or `None`.
pub fn ask_open_path(title: &str, filters: &[(&str, &[&str])]) -> Option<PathBuf> {
    dialog(title, filters).pick_file()
}

/// The files handed to the page since the last call: none on the desktop.
pub fn take_handed_files() -> Vec<HandedFile> {
    Vec::new()
}

/// The page's address as it changes (a link followed, the address bar
/// edited): the desktop has none.
pub fn take_address_changes() -> Vec<String> {
    Vec::new()
}

/// Shows where the person is in the page's address bar: the desktop has
/// none (the window's title says it).
pub fn show_address(_fragment: &str) {}

/// A link to share that opens `fragment`: on the desktop, the command that
/// opens it (`nqueens '#…'`, the address's words as a page's).
pub fn share_link(fragment: &str) -> String {
    format!("nqueens '#{fragment}'")
}

/// Whether the app speaks for itself (the page): the desktop's screen
/// readers read the AccessKit tree.
pub const CAN_SPEAK: bool = false;

/// Says `text` aloud: the desktop leaves it to the screen reader.
pub fn speak(_text: &str) {}

/// Whether the system asks for reduced motion: the desktop's setting is
/// not read (egui has no way to).
pub fn prefers_reduced_motion() -> Option<bool> {
    None
}

/// The page's title: the window's title is set through eframe.
pub fn show_title(_title: &str) {}

/// A file dropped on the window: its path.
pub fn dropped(file: std::sync::Arc<dyn egui::DroppedFile + Send + Sync>) -> Option<PathBuf> {
    Some(file.path().to_path_buf())
}

/// Hands a file to the browser as a download: the desktop writes files in
/// place instead ([`SAVES_ARE_DOWNLOADS`] is false), so this is never asked.
pub fn download(path: &std::path::Path, _bytes: &[u8]) -> io::Result<()> {
    Err(io::Error::other(format!(
        "{} is written in place on the desktop, not downloaded",
        path.display()
    )))
}

/// Whether the system asks for dark colours, where it says: the desktop
/// app starts light and the View menu chooses.
pub fn prefers_dark() -> Option<bool> {
    None
}

/// Whether Edit ▸ Paste cannot read the clipboard itself (a page's can't):
/// the desktop's can.
pub const PASTE_BY_KEYS_ONLY: bool = false;

/// Whether the app can close itself (File ▸ Quit): a window can.
pub const CAN_QUIT: bool = true;
