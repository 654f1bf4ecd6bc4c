//! The panels' layout: when the window is narrow, and what the panels
//! keep of their sizes.

use eframe::egui;

/// Below this width (in points) the board comes first and the panels go
/// under it: a phone held upright (390 wide) and the narrowest windows.
pub const NARROW_WIDTH: f32 = 600.0;

/// Whether the window or page is narrow: [`NARROW_WIDTH`].
pub fn narrow(ctx: &egui::Context) -> bool {
    ctx.content_rect().width() < NARROW_WIDTH
}

/// The panels' sizes as egui remembers them, by a generation in their ids:
/// a new generation forgets them (View > Reset layout, or a panel that a
/// small window squeezed, once the window has room again).
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Layout {
    /// Counts View > Reset layout: every panel.
    pub(super) reset: u32,
    /// Counts the times the panel beside the board grew back.
    pub(super) right: u32,
    /// The room the panel beside the board had when a small window
    /// squeezed it below the width it wants.
    pub(super) squeezed_at: Option<f32>,
    /// Where the controls' panel on the left ended, last frame.
    pub(super) controls_edge: f32,
}

/// Whether the person plays by touch: a page whose main pointer is a
/// finger, or a screen that has been touched. The words then speak of
/// taps, not clicks.
pub fn touch(ui: &egui::Ui) -> bool {
    crate::platform::touch_first() || ui.input(|i| i.has_touch_screen())
}
