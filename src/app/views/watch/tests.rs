//! Watch's state: steps, seeking, the quiz, the mistakes' runs.

use super::state::CHECKPOINT;
use super::*;
use crate::worker::{Outcome, Stream};

#[test]
fn seeking_anywhere_is_stepping_there_from_the_start() {
    let steps: Vec<Step> = crate::engine::Trace::new(8).unwrap().collect();
    assert!(steps.len() > 3 * CHECKPOINT, "{}", steps.len());
    let stream = Stream::told(vec![(steps.clone(), true)], Outcome::Done(()));
    let mut state = WatchState::new(8, stream);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !state.complete {
        assert!(std::time::Instant::now() < deadline, "no steps");
        state.poll();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let walked_to = |k: usize| {
        let mut position = TracePosition::start();
        for step in &steps[..k] {
            position.apply(step);
        }
        position
    };
    // Forward far, back to the start, into the middle of a checkpoint's
    // stretch, across the end: the same positions as a walk.
    for k in [
        3 * CHECKPOINT + 17,
        5,
        CHECKPOINT,
        2 * CHECKPOINT - 1,
        steps.len(),
        1,
    ] {
        state.seek(k);
        assert_eq!(state.position, walked_to(k), "seek to {k}");
    }
    state.seek(usize::MAX);
    assert!(state.at_end());
    state.seek(2 * CHECKPOINT + 3);
    state.step_back();
    assert_eq!(state.position, walked_to(2 * CHECKPOINT + 2));
}

#[test]
fn a_failed_trace_is_said_and_ends_the_wait() {
    let stream = Stream::told(
        vec![(Vec::new(), false)],
        Outcome::Failed("the trace broke".into()),
    );
    let mut watch = Watch {
        n: 8,
        rules: Rules::QUEENS,
        state: Some(WatchState::new(8, stream)),
        mistake: None,
        quiz: None,
        arriving: None,
        tree_by_board: false,
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while watch.busy() {
        assert!(std::time::Instant::now() < deadline, "still waiting");
        if let Some(state) = watch.state.as_mut() {
            state.poll();
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let state = watch.state.as_ref().unwrap();
    assert_eq!(state.failed.as_deref(), Some("the trace broke"));
    assert!(!state.complete);
}
