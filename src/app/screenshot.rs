//! A part of the window saved as PNG (a chart): the window is photographed
//! at the next frame, once the dialog is gone, then cropped and written on
//! the worker.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use eframe::egui;

use super::App;
use super::status::Status;
use crate::formats;
use crate::worker::requests;

/// A part of the window to save as PNG once the window is photographed.
pub(super) struct Screenshot {
    /// In points.
    pub(super) rect: egui::Rect,
    pub(super) path: PathBuf,
    pub(super) asked: bool,
    /// Where the integration puts the picture of the window.
    pub(super) taken: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
}

impl App {
    /// Saves a part of the window as PNG: asks for a screenshot, and when it
    /// arrives (a frame or two later), crops it and writes it on the worker.
    pub(super) fn take_screenshot(&mut self, ctx: &egui::Context) {
        let Some(shot) = self.screenshot.as_mut() else {
            return;
        };
        if !shot.asked {
            shot.asked = true;
            let (slot, waker) = (shot.taken.clone(), ctx.clone());
            ctx.request_screenshot(move |image| {
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(image);
                }
                waker.request_repaint();
            });
            return;
        }
        let image = shot.taken.lock().ok().and_then(|mut slot| slot.take());
        let Some(image) = image else { return };
        let Some(shot) = self.screenshot.take() else {
            return;
        };
        let ppp = ctx.pixels_per_point();
        let [width, height] = image.size;
        let x0 = ((shot.rect.left() * ppp).round().max(0.0) as usize).min(width);
        let y0 = ((shot.rect.top() * ppp).round().max(0.0) as usize).min(height);
        let x1 = ((shot.rect.right() * ppp).round().max(0.0) as usize).clamp(x0, width);
        let y1 = ((shot.rect.bottom() * ppp).round().max(0.0) as usize).clamp(y0, height);
        let mut rgba = Vec::with_capacity((x1 - x0) * (y1 - y0) * 4);
        for y in y0..y1 {
            for pixel in &image.pixels[y * width + x0..y * width + x1] {
                rgba.extend_from_slice(&pixel.to_srgba_unmultiplied());
            }
        }
        match formats::png_from_rgba((x1 - x0) as u32, (y1 - y0) as u32, &rgba) {
            Ok(png) => {
                let what =
                    crate::app::i18n::t!("file-saving", path = shot.path.display().to_string());
                let path = shot.path;
                let job = self.worker.run(requests::SaveBytes {
                    bytes: Arc::new(png),
                    path,
                });
                self.start_file_job(job, what);
            }
            Err(e) => {
                self.status =
                    Status::file_error(crate::app::i18n::t!("chart-not-saved", why = e.to_string()))
            }
        }
    }
}
