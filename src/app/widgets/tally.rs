//! The control of the survey (one pass of the search that tallies every
//! square, for Heatmap and Statistics): what it would cost and a Start
//! before it runs, its progress and a Cancel while it runs, why it stopped
//! after. One widget, so the views say the same things the same way.

use eframe::egui::{self, Ui};

use crate::app::i18n::t;
use crate::app::shared::{SearchState, SurveyJob};
use crate::app::words::seconds;
use crate::engine::Survey;

/// What a person asked of the tally.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TallyAsk {
    Start,
    Cancel,
}

/// Draws the control for `job` (the survey of this n, if one was started);
/// `before` says what a tally would cost. Returns what was asked, and the
/// finished survey for the view to show.
pub fn tally_control<'j>(
    ui: &mut Ui,
    job: Option<&'j SurveyJob>,
    before: &str,
) -> (Option<TallyAsk>, Option<&'j Survey>) {
    let start = |ui: &mut Ui| {
        ui.button(t!("tally-start"))
            .clicked()
            .then_some(TallyAsk::Start)
    };
    let Some(job) = job else {
        ui.label(before);
        return (start(ui), None);
    };
    match (&job.state, &job.result) {
        (SearchState::Searching, _) => {
            ui.add(egui::ProgressBar::new(job.progress as f32).show_percentage());
            let elapsed = job.started.elapsed().as_secs_f64();
            ui.label(t!("tally-running", time = seconds(elapsed)));
            let cancel = ui.button(t!("tally-cancel")).clicked();
            (cancel.then_some(TallyAsk::Cancel), None)
        }
        (SearchState::Failed(e), _) => {
            ui.label(t!("tally-failed", why = e.to_string()));
            (start(ui), None)
        }
        (SearchState::Cancelled, _) => {
            ui.label(t!("tally-cancelled"));
            (start(ui), None)
        }
        (_, Some(survey)) => (None, Some(survey)),
        (_, None) => {
            ui.label(before);
            (start(ui), None)
        }
    }
}
