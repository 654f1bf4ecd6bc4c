//! The long requests crossing to another instance of the program: a
//! page's Web Worker runs the same wasm, but a closure cannot cross to it.
//! A [`Remote`] (declared in [`super::requests`]) is the request,
//! [`Posted`] each message back, both as RON text; [`serve`] answers a
//! request wherever it runs.

use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

pub use super::requests::Remote;
use super::{Task, TaskError, throttled_fn};

/// A message of a remote task to its handle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Posted {
    Progress(f64),
    /// The output, as the RON text of the request's output type.
    Done(String),
    Cancelled,
    Failed(String),
}

/// Answers a request given as RON text: each message goes to `post` as RON
/// text, the last one saying how it ended. Where it runs nobody cancels
/// it: a page stops its Web Worker instead.
///
/// ```
/// use nqueens::engine::Counts;
/// use nqueens::worker::remote::{Posted, serve};
/// let said = std::sync::Mutex::new(Vec::new());
/// serve("Count((n: 8, rules: (piece: Queen, torus: false, columns: None)))", &|text| {
///     said.lock().unwrap().push(ron::from_str::<Posted>(&text).unwrap())
/// });
/// let said = said.into_inner().unwrap();
/// let Some(Posted::Done(answer)) = said.last() else { panic!("{said:?}") };
/// let counts: Counts = ron::from_str(answer).unwrap();
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
    use crate::engine::Problem;
    use crate::engine::{Constraints, Counts, Rules, Survey};
    use crate::worker::requests::{Count, CountKept, Relax, Request, SurveyOf};

    fn said(request: &str) -> Vec<Posted> {
        let said = std::sync::Mutex::new(Vec::new());
        serve(request, &|text| {
            said.lock()
                .expect("one thread")
                .push(ron::from_str::<Posted>(&text).expect("RON it wrote"))
        });
        said.into_inner().expect("one thread")
    }

    /// A request's output served as text, read back as its type.
    fn served<R: Request>(request: R) -> Result<R::Output, String> {
        let Ok(remote) = request.into_remote() else {
            return Err("not a remote request".into());
        };
        let text = ron::to_string(&remote).expect("RON");
        match said(&text).pop() {
            Some(Posted::Done(answer)) => R::unpack(&answer).ok_or(answer),
            Some(Posted::Failed(why)) => Err(why),
            other => Err(format!("{other:?}")),
        }
    }

    #[test]
    fn a_survey_served_as_text_is_the_survey_run_here() {
        let only = Constraints::new(6, vec![(0, 1)], vec![]).expect("a pin");
        let problem = Problem::keeping(6, Rules::QUEENS, &only).expect("a problem");
        let served = served(SurveyOf {
            problem: problem.clone(),
        })
        .expect("a survey");
        let here: Survey =
            crate::engine::survey(&problem, crate::engine::Control::default()).expect("survey");
        assert_eq!(*served, here);
        assert_eq!(served.total, 1, "n = 6 has one solution with a queen on b6");
    }

    #[test]
    fn a_count_under_a_rule_is_served_without_a_pruned_trees_nodes() {
        // Written as the page's worker reads it: the rules by name.
        let [.., Posted::Done(answer)] =
            &said("Count((n: 10, rules: (piece: Superqueen, torus: false, columns: None)))")[..]
        else {
            panic!("no counts");
        };
        let counts: Counts = ron::from_str(answer).expect("counts");
        assert_eq!((counts.total, counts.fundamental), (4, Some(1)));
        // The walk of classes prunes a tree of its own: no nodes are said
        // rather than its (issue 70); `stats` walks the row-by-row tree.
        assert_eq!(counts.nodes, None);
        // Pins under another rule are kept, not ignored (issue 70): of
        // the 14 kings of 5, those with a king in the corner.
        let only = Constraints::new(5, vec![(0, 0)], vec![]).expect("a pin");
        let kings = Rules {
            piece: crate::engine::Piece::King,
            ..Rules::QUEENS
        };
        let kept = crate::engine::Solutions::new(5, kings)
            .expect("kings of 5")
            .filter(|b| b.columns().is_some_and(|c| c[0] == 0))
            .count() as u64;
        let survey = served(SurveyOf {
            problem: Problem::keeping(5, kings, &only).expect("a problem"),
        })
        .expect("the survey of pinned kings");
        assert_eq!((survey.total, survey.at((0, 0), false)), (kept, kept));
        let counts = served(Count {
            n: 8,
            rules: Rules::QUEENS,
        });
        assert_eq!(counts.map(|c| c.total), Ok(92));
    }

    #[test]
    fn a_request_that_does_not_read_fails_in_words() {
        let [Posted::Failed(why)] = &said("Count((n: \"eight\", rules: ()))")[..] else {
            panic!("not one failure");
        };
        assert!(why.contains("could not read its task"), "{why}");
        let rules = "(piece: Queen, torus: false, columns: None)";
        let [Posted::Failed(why)] = &said(&format!("Count((n: 99, rules: {rules}))"))[..] else {
            panic!("not one failure");
        };
        assert!(why.contains("99"), "{why}");
    }

    #[test]
    fn the_pins_count_and_their_relaxing_are_served() {
        // No solution of n = 4 has a queen in a corner; dropping the pin
        // (the first and only) leaves both.
        let only = Constraints::new(4, vec![(0, 0)], vec![]).expect("a pin");
        let problem = Problem::keeping(4, Rules::QUEENS, &only).expect("a problem");
        let kept = served(CountKept {
            problem: problem.clone(),
        });
        assert_eq!(kept, Ok(0));
        let relaxed = served(Relax { problem });
        assert_eq!(relaxed, Ok(Some(0)));
    }
}
