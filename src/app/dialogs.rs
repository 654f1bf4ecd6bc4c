//! File dialogs behind a small trait, so that tests can answer them.

use std::path::PathBuf;

/// One entry of a dialog's file-type list: a name and its extensions.
pub type FileFilter<'a> = (&'a str, &'a [&'a str]);

/// Asks the person for a file. `None` means they cancelled.
pub trait Dialogs {
    fn save_file(
        &mut self,
        title: &str,
        suggested_name: &str,
        filters: &[FileFilter<'_>],
    ) -> Option<PathBuf>;
    fn open_file(&mut self, title: &str, filters: &[FileFilter<'_>]) -> Option<PathBuf>;
}

/// The system's dialogs (xdg portal on Linux, with zenity as a fallback).
pub struct NativeDialogs;

impl Dialogs for NativeDialogs {
    fn save_file(
        &mut self,
        title: &str,
        suggested_name: &str,
        filters: &[FileFilter<'_>],
    ) -> Option<PathBuf> {
        filters
            .iter()
            .fold(rfd::FileDialog::new(), |d, (name, extensions)| {
                d.add_filter(*name, extensions)
            })
            .set_title(title)
            .set_file_name(suggested_name)
            .save_file()
    }

    fn open_file(&mut self, title: &str, filters: &[FileFilter<'_>]) -> Option<PathBuf> {
        filters
            .iter()
            .fold(rfd::FileDialog::new(), |d, (name, extensions)| {
                d.add_filter(*name, extensions)
            })
            .add_filter("All files", &["*"])
            .set_title(title)
            .pick_file()
    }
}
