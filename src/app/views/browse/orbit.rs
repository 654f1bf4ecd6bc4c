//! The orbit of the selected solution: its images under the 8 symmetries,
//! each with its number among all solutions, looked up on the worker and
//! asked again while the search has not reached them.

use std::time::Duration;
use web_time::Instant;

use eframe::egui::{self, Ui};

use super::lookups::Pending;
use super::{Browse, BrowseCommand};
use crate::app::i18n::t;
use crate::app::view::{Act, Look, Out};
use crate::app::words::thousands;
use crate::catalog::Filter;
use crate::engine::{Group, Symmetry, orbit};
use crate::worker::Outcome;

/// The orbit of the selected solution, with each image's number among all
/// solutions (`None`: not reached yet, or still being looked up).
pub(super) struct Orbit {
    columns: Vec<u32>,
    /// Solutions known when the numbers were looked up.
    known: u64,
    images: Vec<(Symmetry, Option<u64>)>,
    /// The images' column lists, in the order of `images`.
    boards: Vec<Vec<u32>>,
    /// Whether the list was complete when the numbers were asked for: an
    /// image not found then is not a solution of the list at all.
    final_list: bool,
    job: Option<Pending<(), Vec<Option<u64>>>>,
    /// When the numbers were last asked for.
    asked: Instant,
}

/// How often the numbers of images not found yet are asked for again while
/// the search runs: a lookup walks up to a checkpoint's worth of solutions,
/// seconds of search at n = 32, and must not take a core from the listing.
const ORBIT_RETRY: Duration = Duration::from_secs(2);

impl Orbit {
    /// Whether numbers are still to come: a lookup runs, or images wait
    /// for the search (frames keep coming, so that the retry happens
    /// without a move of the mouse).
    pub(super) fn waiting(&self) -> bool {
        self.job.is_some() || (!self.final_list && self.images.iter().any(|(_, k)| k.is_none()))
    }
}

impl Browse {
    /// The orbit's numbers, when they are back.
    pub(super) fn poll_orbit(&mut self) {
        if let Some(orbit) = self.orbit.as_mut()
            && let Some(outcome) = orbit.job.as_mut().and_then(|p| p.job.poll())
        {
            orbit.job = None;
            if let Outcome::Done(numbers) = outcome {
                for ((_, slot), number) in orbit.images.iter_mut().zip(numbers) {
                    *slot = number;
                }
            }
        }
    }

    /// The selected solution's orbit: each image's number among all, `None`
    /// while not found (tests, tools).
    pub fn orbit_numbers(&self) -> Option<Vec<Option<u64>>> {
        self.orbit
            .as_ref()
            .map(|o| o.images.iter().map(|(_, k)| *k).collect())
    }

    pub(super) fn look_up_orbit(&mut self, act: &mut Act<'_>) {
        let Some(columns) = self.selected_board(&act.look()).and_then(|b| b.columns()) else {
            return;
        };
        let Some(all) = act.shared.all.as_ref() else {
            return;
        };
        // The square's 8 images: a torus's and a rectangle's classes are
        // counted, not drawn.
        if act.shared.rules.group(act.shared.n) != Group::Square {
            return;
        }
        let known = all.catalog.len();
        // Where numbers come by ranking, an image's number is final at once.
        let complete = all.catalog.reach().1;
        // While the search runs, the images not found yet are asked for
        // again now and then; once it has ended, at once.
        let stale = self.orbit.as_ref().is_none_or(|o| {
            o.columns != columns
                || (o.job.is_none()
                    && o.known != known
                    && (complete || o.asked.elapsed() > ORBIT_RETRY)
                    && o.images.iter().any(|(_, k)| k.is_none()))
        });
        if !stale {
            return;
        }
        let images = orbit(&columns);
        let plans = images
            .iter()
            .map(|(_, image)| all.catalog.plan_index(image))
            .collect();
        let same = self.orbit.as_ref().is_some_and(|o| o.columns == columns);
        let numbers = match (&self.orbit, same) {
            (Some(o), true) => o.images.iter().map(|(_, k)| *k).collect(),
            _ => vec![None; images.len()],
        };
        self.orbit = Some(Orbit {
            columns,
            known,
            images: images.iter().map(|(s, _)| *s).zip(numbers).collect(),
            boards: images.into_iter().map(|(_, image)| image).collect(),
            final_list: complete,
            job: Some(Pending::locate((), plans, act.worker)),
            asked: Instant::now(),
        });
    }

    /// The selected solution's number in the list of all solutions (its
    /// orbit's identity image), once looked up.
    pub(super) fn number_among_all(&self, look: &Look<'_>) -> Option<u64> {
        let columns = self.selected_board(look)?.columns()?;
        let orbit = self.orbit.as_ref().filter(|o| o.columns == columns)?;
        orbit
            .images
            .iter()
            .find(|(s, _)| *s == Symmetry::Identity)
            .and_then(|(_, k)| *k)
    }

    pub(super) fn orbit_panel(
        &mut self,
        ui: &mut Ui,
        look: &Look<'_>,
        out: &mut Out<BrowseCommand>,
    ) {
        let Some(orbit) = &self.orbit else { return };
        // While the next selection is looked up, the last orbit stays,
        // greyed, so that the panel does not jump up and back down.
        let current = self.selected_board(look).and_then(|b| b.columns());
        let stale = current.as_ref() != Some(&orbit.columns);
        if stale && self.looking.is_none() {
            return;
        }
        let columns = orbit.columns.clone();
        ui.add_enabled_ui(!stale, |ui| self.orbit_rows(ui, look, &columns, out));
    }

    fn orbit_rows(
        &self,
        ui: &mut Ui,
        look: &Look<'_>,
        columns: &[u32],
        out: &mut Out<BrowseCommand>,
    ) {
        let Some(orbit) = &self.orbit else { return };
        ui.separator();
        ui.heading(t!("orbit-heading"));
        let size = orbit.images.len();
        ui.label(if size == 1 {
            t!("orbit-one")
        } else {
            t!("orbit-size", size = size)
        });
        let fundamental = look.settings.filter == Filter::Fundamental;
        let only = look.shared.only.as_deref();
        for ((symmetry, number), image) in orbit.images.iter().zip(&orbit.boards) {
            let symmetry = symmetry_words(*symmetry);
            match number {
                // Under pins, an image that does not keep them is not in
                // the list browsed: said, and not a link.
                Some(k) if only.is_some_and(|only| !only.allows(image)) => {
                    let text = t!("orbit-image", symmetry = symmetry, k = thousands(*k));
                    ui.add_enabled(false, egui::Button::selectable(false, text))
                        .on_disabled_hover_text(t!("orbit-not-kept"));
                }
                Some(k) => {
                    let text = t!(
                        "orbit-image",
                        symmetry = symmetry.clone(),
                        k = thousands(*k)
                    );
                    // The row of the solution shown, in every list (under
                    // pins or Fundamental its number there is another).
                    let current = image == columns;
                    let mut response = ui.selectable_label(current, text);
                    if fundamental {
                        response = response.on_hover_text(t!("orbit-show-in-all"));
                    }
                    if response.clicked() {
                        out.push(BrowseCommand::SelectImage(*k, image.clone()));
                    }
                }
                None => {
                    let text = if orbit.job.is_some() {
                        t!("orbit-looking-up", symmetry = symmetry)
                    } else {
                        t!("orbit-not-found-yet", symmetry = symmetry)
                    };
                    // A disabled button lines up with the clickable ones.
                    ui.add_enabled(false, egui::Button::selectable(false, text));
                }
            }
        }
    }
}

/// A symmetry's name in the window's language.
fn symmetry_words(symmetry: Symmetry) -> String {
    crate::app::i18n::tr(match symmetry {
        Symmetry::Identity => "symmetry-identity",
        Symmetry::Rotate90 => "symmetry-rotate-90",
        Symmetry::Rotate180 => "symmetry-rotate-180",
        Symmetry::Rotate270 => "symmetry-rotate-270",
        Symmetry::FlipHorizontal => "symmetry-mirror-left-right",
        Symmetry::FlipVertical => "symmetry-mirror-top-bottom",
        Symmetry::Transpose => "symmetry-mirror-diagonal",
        Symmetry::AntiTranspose => "symmetry-mirror-anti-diagonal",
    })
}
