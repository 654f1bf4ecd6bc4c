//! Where a saved file goes: a folder the person chose on the desktop, a
//! download on the page (which has no folders).

/// Whether a saved file goes to a folder the person chose (the desktop) or
/// is a download named as the app suggests (the page).
pub const SAVES_ARE_DOWNLOADS: bool = cfg!(target_arch = "wasm32");

#[cfg(target_arch = "wasm32")]
pub(super) use page::download;

/// Hands a file to the browser as a download: the desktop writes files in
/// place instead ([`SAVES_ARE_DOWNLOADS`] is false), so this is never asked.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn download(path: &std::path::Path, _bytes: &[u8]) -> std::io::Result<()> {
    Err(std::io::Error::other(format!(
        "{} is written in place on the desktop, not downloaded",
        path.display()
    )))
}

#[cfg(target_arch = "wasm32")]
mod page {
    use std::io;
    use std::path::Path;

    use wasm_bindgen::JsCast;

    /// Hands `bytes` to the browser as a download named after `path`'s file
    /// name.
    pub fn download(path: &Path, bytes: &[u8]) -> io::Result<()> {
        let fail =
            |what: &str| io::Error::other(format!("the browser refused the download: {what}"));
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "board.txt".into());
        let array = js_sys::Uint8Array::from(bytes);
        let parts = js_sys::Array::of1(&array);
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("application/octet-stream");
        let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
            .map_err(|_| fail("no blob"))?;
        let url =
            web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail("no address"))?;
        let document = web_sys::window()
            .and_then(|w| w.document())
            .ok_or_else(|| fail("no document"))?;
        let anchor: web_sys::HtmlAnchorElement = document
            .create_element("a")
            .map_err(|_| fail("no link"))?
            .dyn_into()
            .map_err(|_| fail("no link"))?;
        anchor.set_href(&url);
        anchor.set_download(&name);
        anchor.click();
        let _ = web_sys::Url::revoke_object_url(&url);
        Ok(())
    }
}
