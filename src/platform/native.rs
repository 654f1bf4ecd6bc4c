//! The desktop's side of the platform: threads, the locale, rfd's blocking
//! dialogs, files written in place.

use std::io;
use std::path::PathBuf;

use super::HandedFile;

/// Whether long tasks run in another instance of the program (a Web
/// Worker): not here, where each has a thread of its own.
pub const REMOTE_TASKS: bool = false;

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

/// Runs `body` on a thread of its own named `name`, below the window's
/// priority ([`lower_this_thread`]).
pub fn spawn_task(name: String, body: impl FnOnce() + Send + 'static) -> io::Result<TaskThread> {
    std::thread::Builder::new()
        .name(name)
        .spawn(move || {
            lower_this_thread();
            body()
        })
        .map(TaskThread)
}

/// The nice value of a task's thread on Linux: the scheduler
/// gives a thread of nice 0 about nine times its share, so the window's
/// frames come first on a machine whose cores a listing and a count fill
/// (a step of Browse took 130 to 420 ms at n = 20 and 32 with a listing
/// beside it on two cores).
pub const TASK_NICE: i32 = 10;

/// Puts the calling thread below the window's priority: [`TASK_NICE`] on
/// Linux, where a nice value is a thread's own. Elsewhere nothing: macOS
/// and the BSDs have one per process, and Windows' call is `unsafe`, which
/// the app has none of. Called first thing on each task's thread and on
/// each of rayon's when the window runs. A refusal changes nothing: the
/// task runs as before.
pub fn lower_this_thread() {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        let this = rustix::thread::gettid();
        let _ = rustix::process::setpriority_process(Some(this), TASK_NICE);
    }
}

/// Puts rayon's threads (a count's, a survey's) below the window as well,
/// as they start: for the window only (the command line counts at the
/// priority it was given). False if the pool was already running.
pub fn lower_rayon_threads() -> bool {
    rayon::ThreadPoolBuilder::new()
        .start_handler(|_| lower_this_thread())
        .build_global()
        .is_ok()
}

/// The calling thread's nice value, where threads have one (Linux).
pub fn this_thread_nice() -> Option<i32> {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        rustix::process::getpriority_process(Some(rustix::thread::gettid())).ok()
    }
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    None
}

/// Runs a resumable task on a thread of its own: `step` does a slice of
/// the work and answers whether the task has ended.
pub fn spawn_sliced(
    name: String,
    mut step: impl FnMut() -> bool + Send + 'static,
) -> io::Result<TaskThread> {
    spawn_task(name, move || while !step() {})
}

/// How often eframe writes the settings while the window is open (it
/// writes them on closing too): eframe's own half minute.
pub const AUTO_SAVE: std::time::Duration = std::time::Duration::from_secs(30);

/// How soon a task's news wakes the window for a frame: at once.
pub const WAKE_DELAY: std::time::Duration = std::time::Duration::ZERO;

/// How long a slice of a resumable task runs: on a thread of its own it
/// is only how often it hands over its results.
pub const SLICE_TIME: std::time::Duration = std::time::Duration::from_millis(40);

/// Starts a task described as data (`worker::remote`) in another instance
/// of the program: never asked on the desktop ([`REMOTE_TASKS`] is false),
/// where every task has a thread here.
pub fn spawn_remote(
    _request: &str,
    _on_event: impl FnMut(super::RemoteEvent) -> bool + 'static,
) -> io::Result<TaskThread> {
    Err(io::Error::other(
        "tasks run on threads here, not in another instance",
    ))
}

/// Starts the parts of one task in other instances of the program: never
/// asked on the desktop, where a count takes every core itself.
pub fn spawn_remotes(
    _requests: &[String],
    _on_event: impl FnMut(usize, super::RemoteEvent) -> bool + 'static,
) -> io::Result<TaskThread> {
    Err(io::Error::other(
        "tasks run on threads here, not in other instances",
    ))
}

/// How many instances a task split into parts takes: one on the desktop,
/// where a count's threads take every core.
pub fn workers() -> usize {
    1
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

/// Today's date where the machine is: the day of today's puzzle, as the
/// command line's `regions daily` takes it.
pub fn today() -> crate::engine::regions::Day {
    crate::cli::today()
}

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

/// Whether the main pointer is a finger: a desktop's is a mouse (a touch
/// screen's first touch is seen by egui itself).
pub fn touch_first() -> bool {
    false
}

/// How long the last finger lifted was held: the page times its touches
/// (a late frame there sees a long hold as a tap); here egui's frames do.
pub fn take_touch_hold() -> Option<f64> {
    None
}

/// Whether a finger is on the screen, as the page knows it.
pub fn finger_down() -> bool {
    false
}

/// The page's title: the window's title is set through eframe.
pub fn show_title(_title: &str) {}

/// A file dropped on the window: its path.
pub fn dropped(file: std::sync::Arc<dyn egui::DroppedFile + Send + Sync>) -> Option<PathBuf> {
    Some(file.path().to_path_buf())
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 47, 4: a task's thread runs below the window's priority (its
    /// nice value was the window's).
    #[test]
    #[cfg(any(target_os = "linux", target_os = "android"))]
    fn a_task_runs_below_the_thread_that_started_it() {
        let window = this_thread_nice().expect("this thread's nice value");
        let (send, receive) = std::sync::mpsc::channel();
        let thread = spawn_task("nice".into(), move || {
            let _ = send.send(this_thread_nice());
        })
        .expect("a thread");
        let task = receive.recv().expect("the task's answer");
        assert!(thread.join());
        // A process already at TASK_NICE or past it cannot go lower without
        // privileges: its tasks stay where it is.
        assert_eq!(task, Some(TASK_NICE.max(window)));
        assert_eq!(this_thread_nice(), Some(window), "the caller's own");
    }
}
