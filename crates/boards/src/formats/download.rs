//! Where a saved file goes: a folder the person chose on the desktop, a
//! download on the page (which has no folders). How a browser is handed a
//! download is the page's platform code (the app's `platform::web`), which
//! installs it here at start: this crate draws nothing and touches no
//! page.

use std::io;
use std::path::Path;
use std::sync::OnceLock;

/// Whether a saved file goes to a folder the person chose (the desktop) or
/// is a download named as the app suggests (the page).
pub const SAVES_ARE_DOWNLOADS: bool = cfg!(target_arch = "wasm32");

/// Hands a whole file, named after a path's file name, to the person as a
/// download.
pub type Downloader = fn(&Path, &[u8]) -> io::Result<()>;

static DOWNLOADER: OnceLock<Downloader> = OnceLock::new();

/// Installs the way saved files become downloads (the page does, once, as
/// it starts); later calls keep the first.
pub fn set_downloader(downloader: Downloader) {
    let _ = DOWNLOADER.set(downloader);
}

/// Hands a file to the browser as a download, by what was installed.
pub(super) fn download(path: &Path, bytes: &[u8]) -> io::Result<()> {
    match DOWNLOADER.get() {
        Some(download) => download(path, bytes),
        None => Err(io::Error::other(format!(
            "{} cannot be saved: nothing here hands a download to a browser",
            path.display()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_downloader_a_download_is_an_error_not_a_loss() {
        let e = download(Path::new("board.txt"), b"Q\n").unwrap_err();
        assert!(e.to_string().contains("board.txt cannot be saved"), "{e}");
    }
}
