//! Thumbnails of the solutions, virtualized: only the visible page is looked
//! up (on the worker), so 14,772,512 of them scroll as smoothly as 92.

use eframe::egui::{self, Rect, Sense, Stroke, StrokeKind, Ui, Vec2};

use super::canvas::paint_scene;
use crate::app::i18n::t;
use crate::app::words::thousands;
use crate::scene::{Scene, SceneOptions};

/// Side of a thumbnail, in points.
const TILE: f32 = 72.0;
/// The line under a thumbnail that carries its number.
const CAPTION: f32 = 13.0;
/// From one row of thumbnails to the next.
const ROW: f32 = TILE + CAPTION + GAP;
const GAP: f32 = 6.0;

/// What a frame of the gallery asks for.
pub struct GalleryResponse {
    /// The thumbnail clicked, by number.
    pub clicked: Option<u64>,
    /// The page it would show: first number and size.
    pub wanted: (u64, usize),
}

#[derive(Default)]
pub struct Gallery {
    /// The first row shown.
    first_row: u64,
    /// The selection the gallery last followed.
    followed: u64,
    /// The selection is to be brought into view: kept until it is, since
    /// the selection can run ahead of the boards listed (Last while a
    /// search of 32 goes on selected the 7th of 4 listed, and the gallery
    /// stayed on #1–#4).
    following: bool,
    /// Thumbnails a row in the last frame (Up and Down move by a row).
    per_row: u64,
}

impl Gallery {
    /// Thumbnails a row as last drawn (1 before the first frame).
    pub fn per_row(&self) -> u64 {
        self.per_row.max(1)
    }

    /// Shows the thumbnails of `page` (its first number and boards) that fall
    /// in view; says which page it wants and which thumbnail was clicked.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        len: u64,
        page: Option<(u64, &[Vec<u32>])>,
        numbers_among_all: Option<&[Option<u64>]>,
        selected: u64,
        options: &SceneOptions,
    ) -> GalleryResponse {
        // Keep the panel as wide as it was made: the page fills it.
        ui.set_min_width(ui.available_width());
        ui.heading(t!("gallery-heading"));
        let avail = ui.available_size();
        let per_row = (((avail.x - 16.0) / (TILE + GAP)).floor() as u64).max(1);
        self.per_row = per_row;
        let rows_visible = (((avail.y - 8.0) / ROW).floor() as u64).max(1);
        let total_rows = len.div_ceil(per_row);
        let max_first = total_rows.saturating_sub(rows_visible);
        // Follow the selection when it moves out of view.
        if selected != self.followed {
            self.followed = selected;
            self.following = true;
        }
        let selected_row = (selected.max(1) - 1) / per_row;
        let in_view = |first: u64| (first..first + rows_visible).contains(&selected_row);
        if self.following && !in_view(self.first_row) {
            self.first_row = selected_row.saturating_sub(rows_visible / 2);
        }
        let mut clicked = None;
        let mut wanted = (1, 0);
        ui.horizontal(|ui| {
            let (grid_rect, grid) = ui.allocate_exact_size(
                Vec2::new(per_row as f32 * (TILE + GAP), rows_visible as f32 * ROW),
                Sense::hover(),
            );
            if grid.hovered() {
                let scroll = ui.input(|i| i.smooth_scroll_delta.y);
                let rows = (-scroll / ROW).round() as i64;
                if rows != 0 {
                    // The person scrolls: the gallery is theirs.
                    self.following = false;
                }
                self.first_row = (self.first_row as i64 + rows).clamp(0, max_first as i64) as u64;
            }
            self.first_row = self.first_row.min(max_first);
            // Followed once the selection is listed and in view.
            if in_view(self.first_row) {
                self.following = false;
            }
            let first = self.first_row * per_row + 1;
            let count = (per_row * rows_visible) as usize;
            wanted = (first, count);
            let mut thumb_options = options.clone();
            thumb_options.labels = false;
            // The page looked up last, where it overlaps this one.
            let (page_first, boards) = page.unwrap_or((first, &[]));
            for (j, columns) in boards.iter().enumerate() {
                let number = page_first + j as u64;
                if number < first || number >= first + count as u64 {
                    continue;
                }
                let i = (number - first) as usize;
                let (row, col) = (i as u64 / per_row, i as u64 % per_row);
                let min = grid_rect.min + Vec2::new(col as f32 * (TILE + GAP), row as f32 * ROW);
                let rect = Rect::from_min_size(min, Vec2::splat(TILE));
                let among_all = numbers_among_all.and_then(|n| n.get(j).copied().flatten());
                let tile = Tile {
                    number,
                    columns,
                    among_all,
                    selected: number == selected,
                };
                if tile.show(ui, rect, &thumb_options) {
                    clicked = Some(number);
                }
            }
            if total_rows > rows_visible {
                let mut row = self.first_row;
                let slider = egui::Slider::new(&mut row, max_first..=0)
                    .vertical()
                    .show_value(false);
                let response = ui.add_sized([14.0, grid_rect.height()], slider);
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::ScrollBar, true, t!("gallery-position"))
                });
                if response.changed() {
                    self.following = false;
                }
                self.first_row = row;
            }
        });
        GalleryResponse { clicked, wanted }
    }
}

/// One thumbnail of the gallery.
struct Tile<'c> {
    number: u64,
    columns: &'c [u32],
    /// Its number among all solutions, under pins and blocks.
    among_all: Option<u64>,
    selected: bool,
}

impl Tile<'_> {
    /// Draws it in `rect`, framed when selected or hovered, with its number
    /// under it and its column list on hover; whether it was clicked.
    fn show(&self, ui: &mut Ui, rect: Rect, options: &SceneOptions) -> bool {
        let number = self.number;
        let id = ui.scope_id().with(("thumbnail", number));
        let response = ui.interact(rect, id, Sense::click());
        if ui.is_rect_visible(rect)
            && let Ok(board) = options.rules.board_of(self.columns)
        {
            paint_scene(ui.painter(), rect, &Scene::of(&board, options));
        }
        if self.selected || response.hovered() {
            let color = if self.selected {
                ui.visuals().selection.stroke.color
            } else {
                ui.visuals().widgets.hovered.fg_stroke.color
            };
            ui.painter().rect_stroke(
                rect.expand(2.0),
                2.0,
                Stroke::new(3.0, color),
                StrokeKind::Outside,
            );
        }
        let label = t!("gallery-solution", k = number);
        let selected = self.selected;
        response
            .widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, &label));
        // Each row's queen by the board's file names, top row first.
        let n = self.columns.len();
        let cols: Vec<String> = self
            .columns
            .iter()
            .map(|&c| crate::scene::file_name(c as usize, n))
            .collect();
        let response = response.on_hover_text(match self.among_all {
            Some(k) => t!(
                "gallery-tip-among-all",
                k = thousands(number),
                all = thousands(k),
                columns = cols.join(" ")
            ),
            None => t!(
                "gallery-tip",
                k = thousands(number),
                columns = cols.join(" ")
            ),
        });
        let clicked = response.clicked();
        number_badge(ui, rect, number, self.among_all, self.selected);
        clicked
    }
}

/// The number of a thumbnail, under it: on the selection's colour for the
/// selected one. A label, so that it is read out too.
fn number_badge(ui: &mut Ui, tile: Rect, number: u64, among_all: Option<u64>, selected: bool) {
    // Under pins and blocks: the number in the filtered list, then among all.
    let text = match among_all {
        Some(k) => format!("#{} · {}", thousands(number), thousands(k)),
        None => format!("#{}", thousands(number)),
    };
    let visuals = ui.visuals();
    let (fill, ink) = if selected {
        (visuals.selection.bg_fill, visuals.selection.stroke.color)
    } else {
        (egui::Color32::TRANSPARENT, visuals.text_color())
    };
    // Eleven digits (n = 20's numbers) are wider than a thumbnail at 10
    // points and ran into the next one: smaller type where needed.
    let width_at = |points: f32| {
        ui.painter()
            .layout_no_wrap(text.clone(), egui::FontId::proportional(points), ink)
            .size()
    };
    let room = tile.width() + 2.0;
    let wide = width_at(10.0).x;
    let points = if wide > room {
        (10.0 * room / wide).max(6.5)
    } else {
        10.0
    };
    let size = width_at(points) + Vec2::new(6.0, 1.0);
    let badge = Rect::from_center_size(
        egui::pos2(tile.center().x, tile.bottom() + 2.0 + size.y / 2.0),
        size,
    );
    if selected {
        ui.painter().rect_filled(badge, 2.0, fill);
    }
    // A child of its own: the badge must not move the parent's cursor, which
    // places the scroll bar after the grid.
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(badge));
    child.put(
        badge,
        egui::Label::new(egui::RichText::new(text).size(points).color(ink)).selectable(false),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows the gallery shows, a frame at a time, as (first, count).
    fn shown(gallery: &mut Gallery, ctx: &egui::Context, len: u64, selected: u64) -> (u64, usize) {
        let mut wanted = (0, 0);
        let input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(
                egui::Pos2::ZERO,
                Vec2::new(300.0, 300.0),
            )),
            ..Default::default()
        };
        let _ = ctx.run_ui(input, |ui| {
            wanted = gallery
                .ui(ui, len, None, None, selected, &SceneOptions::default())
                .wanted;
        });
        wanted
    }

    /// Issue 61, 5: Last while n = 32 is listed selects a board the
    /// gallery has not listed yet; once it is, the gallery shows it.
    #[test]
    fn the_gallery_follows_a_selection_listed_after_it_was_made() {
        let ctx = egui::Context::default();
        let mut gallery = Gallery::default();
        shown(&mut gallery, &ctx, 4, 1);
        let (first, _) = shown(&mut gallery, &ctx, 4, 40);
        assert_eq!(first, 1, "only 4 listed");
        for len in [10, 20, 40] {
            shown(&mut gallery, &ctx, len, 40);
        }
        let (first, count) = shown(&mut gallery, &ctx, 40, 40);
        assert!(
            (first..first + count as u64).contains(&40),
            "{first} +{count}"
        );
        // Followed, the gallery is the person's again: a selection that
        // stays put does not pull it back when more is listed.
        gallery.first_row = 0;
        let (first, _) = shown(&mut gallery, &ctx, 80, 40);
        assert_eq!(first, 1);
    }
}
