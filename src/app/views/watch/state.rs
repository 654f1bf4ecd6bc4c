//! The animation of a run: its steps as they arrive, the position shown,
//! the tree, and a mistaken program's run beside the truth.

use super::*;

/// The most steps of a trace kept for the animation, about 100 bytes each:
/// all of n = 9 (about 150,000 steps); larger boards show their first half
/// million, 100 seconds at the fastest speed, in about 50 MB.
pub const TRACE_LIMIT: usize = 500_000;

/// Steps between two kept positions of a run: a seek replays at most
/// this many (a millisecond or two).
pub(super) const CHECKPOINT: usize = 4096;

/// The animation of the textbook search of n.
pub struct WatchState {
    pub n: usize,
    pub(super) stream: Stream<(Vec<Step>, bool)>,
    /// Why the steps stopped coming before the search's end, if they did.
    pub failed: Option<String>,
    /// The steps as they arrived, chunk by chunk: a million steps never
    /// need one contiguous block, nor its doubling.
    chunks: Vec<Vec<Step>>,
    known: usize,
    /// Every step has arrived.
    pub complete: bool,
    pub position: TracePosition,
    /// The positions after 0, CHECKPOINT, 2·CHECKPOINT, ... steps, as far
    /// as the run has been walked: a seek replays at most CHECKPOINT steps.
    checkpoints: Vec<TracePosition>,
    /// For n = 4, where the lecture's steps (a) to (l) end in the run.
    lecture: Option<Vec<usize>>,
    /// The nodes of every step that has arrived, for the minimap.
    pub tree: SearchTree,
    pub playing: bool,
    /// Fractional steps owed to the clock.
    carry: f64,
    /// The mistaken program this run is of, if any, and its verdict.
    pub mistake: Option<MistakeRun>,
    /// The rules searched under.
    pub rules: Rules,
}

/// A run of a mistaken program: which, and what it returns against the
/// truth (judged on the worker).
pub struct MistakeRun {
    pub mistake: Mistake,
    pub(super) verdict: Option<Job<MistakeVerdict>>,
    pub found: Option<MistakeVerdict>,
}

impl WatchState {
    pub(super) fn new(n: usize, stream: Stream<(Vec<Step>, bool)>) -> Self {
        WatchState {
            n,
            stream,
            failed: None,
            chunks: Vec::new(),
            known: 0,
            complete: false,
            position: TracePosition::start(),
            checkpoints: vec![TracePosition::start()],
            lecture: None,
            tree: SearchTree::default(),
            playing: false,
            carry: 0.0,
            mistake: None,
            rules: Rules::QUEENS,
        }
    }

    /// Takes the steps that arrived; a trace that ends without its last
    /// chunk says why.
    pub(super) fn poll(&mut self) {
        if let Some(run) = self.mistake.as_mut()
            && let Some(job) = run.verdict.as_mut()
            && let Some(outcome) = job.poll()
        {
            run.verdict = None;
            match outcome {
                Outcome::Done(verdict) => run.found = Some(verdict),
                Outcome::Failed(e) => self.failed = Some(e),
                Outcome::Cancelled => {}
            }
        }
        let polled = self.stream.poll();
        for (steps, done) in polled.items {
            self.receive(steps, done);
        }
        match polled.end {
            Some(Outcome::Failed(e)) => self.failed = Some(e),
            Some(Outcome::Cancelled) if !self.complete => {
                self.failed = Some(t!("watch-cancelled"));
            }
            Some(Outcome::Done(())) if !self.complete => {
                self.failed = Some(t!("watch-steps-ended"));
            }
            _ => {}
        }
    }

    fn receive(&mut self, steps: Vec<Step>, done: bool) {
        for (i, step) in steps.iter().enumerate() {
            self.tree.push(step, self.known + i);
            // A mistaken program's return that is no solution is a wrong
            // leaf, never a green one.
            if let Step::Solution { columns, .. } = step
                && let Some(run) = &self.mistake
                && !gives_back_a_solution(run.mistake, self.n, columns)
            {
                self.tree.mark_wrong();
            }
        }
        self.known += steps.len();
        if !steps.is_empty() {
            self.chunks.push(steps);
        }
        self.complete |= done;
        if self.complete && self.n == 4 && self.lecture.is_none() {
            let all: Vec<Step> = self.chunks.iter().flatten().cloned().collect();
            self.lecture = lecture_ends(&all);
        }
    }

    /// The letter of the lecture's step (a) to (l) the run is in, for n = 4.
    pub fn lecture_step(&self) -> Option<char> {
        let ends = self.lecture.as_ref()?;
        lecture_step(ends, self.position.steps).map(|i| LECTURE_LETTERS[i])
    }

    /// Steps known so far.
    pub fn known_steps(&self) -> usize {
        self.known
    }

    pub fn at_end(&self) -> bool {
        self.complete && self.position.steps == self.known
    }

    /// Moves on by the steps due after `seconds` at `speed` steps a second.
    pub fn tick(&mut self, seconds: f64, speed: f64) {
        if !self.playing {
            return;
        }
        self.carry += seconds * speed;
        while self.carry >= 1.0 && self.step_forward() {
            self.carry -= 1.0;
        }
        if self.at_end() {
            self.playing = false;
        }
        self.carry = self.carry.min(1.0);
    }

    /// One step forward; false at the end of what has arrived.
    pub fn step_forward(&mut self) -> bool {
        match nth_step(&self.chunks, self.position.steps) {
            Some(step) => {
                self.position.apply(step);
                self.keep_checkpoint();
                true
            }
            None => false,
        }
    }

    /// Keeps the position as a checkpoint if it is the next one due.
    fn keep_checkpoint(&mut self) {
        let steps = self.position.steps;
        if steps.is_multiple_of(CHECKPOINT) && steps / CHECKPOINT == self.checkpoints.len() {
            self.checkpoints.push(self.position.clone());
        }
    }

    /// One step back.
    pub fn step_back(&mut self) {
        self.seek(self.position.steps.saturating_sub(1));
    }

    /// To the position after `target` steps (at most those that have
    /// arrived), replaying from the checkpoint before it.
    pub fn seek(&mut self, target: usize) {
        let target = target.min(self.known);
        let from = (target / CHECKPOINT).min(self.checkpoints.len() - 1);
        if !(self.position.steps <= target && self.position.steps >= from * CHECKPOINT) {
            self.position = self.checkpoints[from].clone();
        }
        while self.position.steps < target && self.step_forward() {}
    }

    pub fn restart(&mut self) {
        self.position = self.checkpoints[0].clone();
        self.playing = false;
    }

    /// Applies every step that has arrived.
    pub fn to_end(&mut self) {
        while self.step_forward() {}
    }

    /// The step the run takes next, if it has arrived.
    pub fn next_step(&self) -> Option<&Step> {
        nth_step(&self.chunks, self.position.steps)
    }

    /// The last step applied, if any.
    pub fn last_step(&self) -> Option<&Step> {
        self.position
            .steps
            .checked_sub(1)
            .and_then(|i| nth_step(&self.chunks, i))
    }

    /// The last step applied, in words.
    pub fn describe_last(&self) -> String {
        match self
            .position
            .steps
            .checked_sub(1)
            .and_then(|i| nth_step(&self.chunks, i))
        {
            None => t!("watch-ready"),
            Some(step) => {
                let mistake = self.mistake.as_ref().map(|m| m.mistake);
                let said = describe_run(step, self.n, &self.rules, mistake);
                // The list appended instead of a copy is seen for what it
                // is only at the end: say it there, where the run stops.
                if mistake == Some(Mistake::SharedList) && self.at_end() {
                    let end = t!("step-shared-end", times = self.position.solutions.len());
                    format!("{said} {end}")
                } else {
                    said
                }
            }
        }
    }

    /// The board as the animation shows it now.
    pub fn board(&self) -> Option<Board> {
        let mut rows = vec![None; self.n];
        for (r, &c) in self.position.queens.iter().enumerate() {
            rows[r] = Some(c as u32);
        }
        Board::on_columns(rows, self.rules.width(self.n)).ok()
    }

    /// In a mistaken program's run, the queen just placed where a queen
    /// above attacks it, with that queen.
    pub fn accepted_under_attack(&self) -> Option<crate::engine::Attack> {
        self.mistake.as_ref()?;
        let Some(Step::Place { row, col }) = self.last_step() else {
            return None;
        };
        crate::engine::attackers(&self.position.queens[..*row], *row, *col)
            .into_iter()
            .next()
    }

    /// Rejected squares of the current row, with the line of their attack.
    pub fn rejected(&self) -> Vec<(Square, Line)> {
        self.position
            .rejected
            .iter()
            .map(|(sq, a)| (*sq, a.line))
            .collect()
    }
}

/// Step number `i` (from 0) of a trace kept in chunks, if it has arrived.
fn nth_step(chunks: &[Vec<Step>], mut i: usize) -> Option<&Step> {
    for chunk in chunks {
        if i < chunk.len() {
            return chunk.get(i);
        }
        i -= chunk.len();
    }
    None
}
