//! Tasks described as data, so that they can run in another instance of
//! the program: a page's Web Worker runs the same wasm, but a closure
//! cannot cross to it. A [`Remote`] is the request, [`Posted`] each message
//! back, both as RON text; [`serve`] answers a request wherever it runs.
//! The long one-shot jobs of the window go this way (a count, the survey
//! behind the heatmap and the statistics, the pins' count and relaxing, the Statistics view's race); on the desktop they run on a
//! thread as any job does.

use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::{Task, TaskError, tasks, throttled_fn};
use crate::engine::{Constraints, Counts, Rules, Survey};

/// A task as data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Remote {
    /// All and fundamental solutions of n under the rules: [`Answer::Counts`]
    /// (with the search's nodes under rules other than the queens').
    Count {
        n: usize,
        #[serde(default)]
        rules: Rules,
    },
    /// The heatmap's tallies and the statistics of n under the rules
    /// (and, for the classic queens, constraints).
    Survey {
        n: usize,
        only: Constraints,
        #[serde(default)]
        rules: Rules,
    },
    /// The solutions of n that keep pins and blocks.
    CountKept { n: usize, only: Constraints },
    /// Which pin or block to drop so that some solution is left.
    Relax { n: usize, only: Constraints },
    /// The seed article's three versions of the search and the engine's
    /// counter, raced on n.
    Race { n: usize },
}

/// What a remote task found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    Counts(Counts),
    Survey(Survey),
    Kept(u64),
    Relaxed(Option<usize>),
    Laps(Vec<crate::textbook::Lap>),
}

impl Answer {
    /// The counts, if that is what was found (for [`super::Worker::remote`]'s
    /// `unpack`, as the methods below).
    pub fn counts(self) -> Option<Counts> {
        match self {
            Answer::Counts(counts) => Some(counts),
            _ => None,
        }
    }

    pub fn survey(self) -> Option<Survey> {
        match self {
            Answer::Survey(survey) => Some(survey),
            _ => None,
        }
    }

    pub fn kept(self) -> Option<u64> {
        match self {
            Answer::Kept(kept) => Some(kept),
            _ => None,
        }
    }

    pub fn relaxed(self) -> Option<Option<usize>> {
        match self {
            Answer::Relaxed(which) => Some(which),
            _ => None,
        }
    }

    pub fn laps(self) -> Option<Vec<crate::textbook::Lap>> {
        match self {
            Answer::Laps(laps) => Some(laps),
            _ => None,
        }
    }
}

/// A message of a remote task to its handle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Posted {
    Progress(f64),
    Done(Answer),
    Cancelled,
    Failed(String),
}

impl Remote {
    /// Runs the task here.
    pub fn run(&self, task: &Task<'_>) -> Result<Answer, TaskError> {
        Ok(match self {
            Remote::Count { n, rules } => Answer::Counts(tasks::count(*n, *rules, task)?),
            Remote::Survey { n, only, rules } => {
                Answer::Survey(tasks::survey(*n, only, *rules, task)?)
            }
            Remote::CountKept { n, only } => Answer::Kept(tasks::count_kept(*n, only, task)?),
            Remote::Relax { n, only } => Answer::Relaxed(tasks::relax(*n, only, task)?),
            Remote::Race { n } => Answer::Laps(tasks::race(*n, task)?),
        })
    }
}

/// Answers a request given as RON text: each message goes to `post` as RON
/// text, the last one saying how it ended. Where it runs nobody cancels
/// it: a page stops its Web Worker instead.
///
/// ```
/// use nqueens::worker::remote::{Answer, Posted, serve};
/// let said = std::sync::Mutex::new(Vec::new());
/// serve("Count(n: 8)", &|text| said.lock().unwrap().push(ron::from_str::<Posted>(&text).unwrap()));
/// let said = said.into_inner().unwrap();
/// let Some(Posted::Done(Answer::Counts(counts))) = said.last() else { panic!("{said:?}") };
/// assert_eq!((counts.total, counts.fundamental), (92, Some(12)));
/// ```
pub fn serve(request: &str, post: &(dyn Fn(String) + Sync)) {
    let send = |posted: &Posted| {
        post(ron::to_string(posted).unwrap_or_else(|e| format!("Failed({:?})", e.to_string())));
    };
    let request: Remote = match ron::from_str(request) {
        Ok(request) => request,
        Err(e) => {
            send(&Posted::Failed(format!(
                "the page's worker could not read its task: {e}"
            )));
            return;
        }
    };
    let cancel = AtomicBool::new(false);
    let progress = throttled_fn(|fraction| send(&Posted::Progress(fraction)));
    let task = Task {
        cancel: &cancel,
        progress: &progress,
    };
    send(&match request.run(&task) {
        Ok(answer) => Posted::Done(answer),
        Err(TaskError::Cancelled) => Posted::Cancelled,
        Err(TaskError::Failed(e)) => Posted::Failed(e),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(request: &str) -> Vec<Posted> {
        let said = std::sync::Mutex::new(Vec::new());
        serve(request, &|text| {
            said.lock()
                .expect("one thread")
                .push(ron::from_str::<Posted>(&text).expect("RON it wrote"))
        });
        said.into_inner().expect("one thread")
    }

    #[test]
    fn a_survey_served_as_text_is_the_survey_run_here() {
        let only = Constraints::new(6, vec![(0, 1)], vec![]).expect("a pin");
        let request = ron::to_string(&Remote::Survey {
            n: 6,
            only: only.clone(),
            rules: Rules::QUEENS,
        })
        .expect("RON");
        let Some(Posted::Done(Answer::Survey(served))) = said(&request).pop() else {
            panic!("no survey");
        };
        let here =
            crate::engine::survey(6, Rules::QUEENS, &only, crate::engine::Control::default())
                .expect("survey");
        assert_eq!(served, here);
        assert_eq!(served.total, 1, "n = 6 has one solution with a queen on b6");
    }

    #[test]
    fn a_count_under_a_rule_is_served_with_its_nodes() {
        // Written as the page's worker reads it: the rules by name.
        let Some(Posted::Done(Answer::Counts(counts))) =
            said("Count(n: 10, rules: (piece: Superqueen, torus: false, columns: None))").pop()
        else {
            panic!("no counts");
        };
        assert_eq!((counts.total, counts.fundamental), (4, Some(1)));
        assert!(counts.nodes.is_some_and(|nodes| nodes > 1));
        // A request without rules, as an older page sent it, counts queens.
        let Some(Posted::Done(Answer::Counts(counts))) = said("Count(n: 8)").pop() else {
            panic!("no counts");
        };
        assert_eq!((counts.total, counts.fundamental), (92, Some(12)));
        // Pins under another rule are refused in words, not ignored.
        let only = Constraints::new(5, vec![(0, 0)], vec![]).expect("a pin");
        let kings = Rules {
            piece: crate::engine::Piece::King,
            ..Rules::QUEENS
        };
        let request = ron::to_string(&Remote::Survey {
            n: 5,
            only,
            rules: kings,
        })
        .expect("RON");
        let Some(Posted::Failed(why)) = said(&request).pop() else {
            panic!("pins under kings were not refused");
        };
        assert!(why.contains("not for kings"), "{why}");
    }

    #[test]
    fn a_request_that_does_not_read_fails_in_words() {
        let [Posted::Failed(why)] = &said("Count(n: \"eight\")")[..] else {
            panic!("not one failure");
        };
        assert!(why.contains("could not read its task"), "{why}");
        let [Posted::Failed(why)] = &said("Count(n: 99)")[..] else {
            panic!("not one failure");
        };
        assert!(why.contains("99"), "{why}");
    }

    #[test]
    fn the_pins_count_and_their_relaxing_are_served() {
        // No solution of n = 4 has a queen in a corner; dropping the pin
        // (the first and only) leaves both.
        let only = Constraints::new(4, vec![(0, 0)], vec![]).expect("a pin");
        let kept = ron::to_string(&Remote::CountKept {
            n: 4,
            only: only.clone(),
        })
        .expect("RON");
        assert_eq!(said(&kept).pop(), Some(Posted::Done(Answer::Kept(0))));
        let relax = ron::to_string(&Remote::Relax { n: 4, only }).expect("RON");
        assert_eq!(
            said(&relax).pop(),
            Some(Posted::Done(Answer::Relaxed(Some(0))))
        );
    }
}
