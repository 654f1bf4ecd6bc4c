//! Watch's part of a link: the step shown. A link's step waits for the
//! search's steps to get there (they stream in on the desktop).

use super::Watch;
use crate::app::address::Problem;
use crate::app::i18n::t;
use crate::app::status::Status;
use crate::app::view::Act;

impl Watch {
    /// Goes to a link's step once the steps get there; a step outside
    /// Watch is a problem.
    pub(super) fn arrive_at(
        &mut self,
        step: Option<usize>,
        shown: bool,
        act: &mut Act<'_>,
    ) -> Vec<Problem> {
        match step {
            Some(step) if shown => {
                self.arriving = Some(step);
                self.follow_arrival(act);
                Vec::new()
            }
            Some(step) => vec![Problem::StepOutsideWatch { step }],
            None => Vec::new(),
        }
    }

    /// The step of the link: the one on its way, or the one shown.
    pub(super) fn linked_step(&self) -> Option<usize> {
        self.arriving
            .or_else(|| self.state.as_ref().map(|s| s.position.steps))
    }

    /// Moves to the step a link asked for once the search has got that
    /// far, or says where it ended if it never does.
    pub(super) fn follow_arrival(&mut self, act: &mut Act<'_>) {
        let (Some(step), Some(state)) = (self.arriving, self.state.as_mut()) else {
            return;
        };
        let known = state.known_steps();
        if known >= step {
            state.playing = false;
            state.seek(step);
            self.arriving = None;
        } else if state.complete || state.failed.is_some() {
            state.playing = false;
            state.seek(known);
            self.arriving = None;
            let problem = Problem::PastTheEnd {
                n: self.n,
                steps: known,
            };
            *act.status = Status::error(t!("status-address", problems = problem.words()));
        }
    }
}
