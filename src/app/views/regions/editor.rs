//! The puzzle editor: regions painted square by square, and after each
//! stroke the worker says whether the map has no solution, exactly one or
//! more (with two of them drawn as the evidence).

use crate::engine::regions::{Cell, Puzzle};
use crate::worker::requests;
use crate::worker::{Job, Outcome, Worker};

/// What the editor knows of the map painted so far.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// Not yet a puzzle: these regions (of the n) have no square.
    Missing(Vec<usize>),
    /// The count is under way.
    Counting,
    None,
    One(Puzzle),
    /// Two solutions at least: the first two found.
    Many(Puzzle, Puzzle),
    Failed(String),
}

/// A map being painted.
pub struct Editor {
    pub n: usize,
    /// A region a square, row by row.
    pub regions: Vec<u8>,
    /// The region a click paints.
    pub brush: u8,
    pub verdict: Verdict,
    /// Whether the solutions the count finds are drawn: not at first for
    /// a puzzle still being played, whose solution they would give away.
    pub reveal: bool,
    /// Leaving was asked while the map differs from where it started: the
    /// panel asks whether to drop it.
    pub leaving: bool,
    /// Squares a screenshot left in doubt, outlined until painted.
    pub doubt: Vec<Cell>,
    /// The map as the editor opened it.
    original: Vec<u8>,
    /// Each region's colour, kept from the map as the editor opened it:
    /// a region does not change colour as squares are painted into it
    /// (issue 71). Play colours the finished map afresh.
    pub colours: Vec<crate::scene::Rgba>,
    counting: Option<Job<Vec<Puzzle>>>,
}

impl Editor {
    /// An editor of `puzzle`'s map; `reveal`: its solutions drawn at once
    /// (not while the puzzle is being played).
    pub fn of(puzzle: &Puzzle, reveal: bool, worker: &mut Worker) -> Editor {
        Editor::painting(puzzle.n(), puzzle.regions().to_vec(), reveal, worker)
    }

    /// A blank map of n: a region a row, which any solution of the
    /// rows-and-columns rule solves; painting makes it a puzzle.
    pub fn blank(n: usize, worker: &mut Worker) -> Editor {
        Editor::painting(n, (0..n * n).map(|i| (i / n) as u8).collect(), true, worker)
    }

    /// A map read from a screenshot that failed its checks, `doubt` its
    /// squares in doubt.
    pub fn read(n: usize, regions: Vec<u8>, doubt: Vec<Cell>, worker: &mut Worker) -> Editor {
        let mut editor = Editor::painting(n, regions, true, worker);
        editor.doubt = doubt;
        editor
    }

    /// An editor of this map, its count started.
    fn painting(n: usize, regions: Vec<u8>, reveal: bool, worker: &mut Worker) -> Editor {
        let mut editor = Editor {
            n,
            colours: kept_colours(n, &regions),
            original: regions.clone(),
            regions,
            brush: 0,
            verdict: Verdict::Counting,
            reveal,
            leaving: false,
            doubt: Vec::new(),
            counting: None,
        };
        editor.judge(worker);
        editor
    }

    /// Whether the map was painted since the editor opened.
    pub fn changed(&self) -> bool {
        self.regions != self.original
    }

    /// Whether the map can be played: it has a solution (one or more).
    pub fn playable(&self) -> bool {
        matches!(self.verdict, Verdict::One(_) | Verdict::Many(..))
    }

    /// The map as a puzzle, once each of its n regions has a square.
    pub fn puzzle(&self) -> Option<Puzzle> {
        Puzzle::new(self.n, self.regions.clone())
    }

    pub fn region(&self, (r, c): Cell) -> u8 {
        self.regions[r * self.n + c]
    }

    /// Paints a square with the brush; true if it changed.
    pub fn paint(&mut self, (r, c): Cell, worker: &mut Worker) -> bool {
        let at = r * self.n + c;
        if self.regions[at] == self.brush {
            return false;
        }
        self.regions[at] = self.brush;
        self.doubt.retain(|&d| d != (r, c));
        self.judge(worker);
        true
    }

    /// Starts counting the map's solutions to 2; the count before, if any,
    /// stops as its handle goes.
    fn judge(&mut self, worker: &mut Worker) {
        self.counting = None;
        let Some(puzzle) = self.puzzle() else {
            let mut used = vec![false; self.n];
            for &g in &self.regions {
                used[usize::from(g)] = true;
            }
            let missing = (0..self.n).filter(|&g| !used[g]).collect();
            self.verdict = Verdict::Missing(missing);
            return;
        };
        self.verdict = Verdict::Counting;
        self.counting = Some(worker.run(requests::Solutions { puzzle, limit: 2 }));
    }

    pub fn poll(&mut self) {
        let Some(job) = self.counting.as_mut() else {
            return;
        };
        let Some(outcome) = job.poll() else {
            return;
        };
        self.counting = None;
        self.verdict = match outcome {
            Outcome::Done(found) => {
                let mut found = found.into_iter();
                match (found.next(), found.next()) {
                    (None, _) => Verdict::None,
                    (Some(one), None) => Verdict::One(one),
                    (Some(first), Some(second)) => Verdict::Many(first, second),
                }
            }
            Outcome::Failed(e) => Verdict::Failed(e),
            Outcome::Cancelled => Verdict::Counting,
        };
    }

    pub fn busy(&self) -> bool {
        self.counting.is_some()
    }
}

impl super::Regions {
    /// The editor's commands: open it, paint, play the map, leave.
    pub(super) fn edit(
        &mut self,
        command: super::RegionsCommand,
        act: &mut crate::app::view::Act<'_>,
    ) {
        use super::{Mode, RegionsCommand};
        match command {
            RegionsCommand::Edit { blank } => {
                self.hint = None;
                let editor = match (&mut self.game, blank) {
                    (Some(game), false) => {
                        // Editing is not playing: the clock stops, and the
                        // solution waits until asked for.
                        game.clock.run(false);
                        Editor::of(&game.puzzle, game.solved.is_some(), act.worker)
                    }
                    _ => Editor::blank(self.size, act.worker),
                };
                self.cursor = (0, 0);
                self.mode = Mode::Edit(Box::new(editor));
            }
            RegionsCommand::Brush(g) => {
                if let Mode::Edit(editor) = &mut self.mode {
                    editor.brush = g.min(editor.n.saturating_sub(1) as u8);
                }
            }
            RegionsCommand::PlayEdited => {
                if let Mode::Edit(editor) = &self.mode
                    && editor.playable()
                    && let Some(puzzle) = editor.puzzle()
                {
                    self.start(puzzle, None, act);
                }
            }
            RegionsCommand::LeaveEditor => match &mut self.mode {
                Mode::Edit(editor) if editor.changed() => editor.leaving = true,
                _ => self.mode = Mode::Play,
            },
            RegionsCommand::DropEdits(drop) => {
                if let Mode::Edit(editor) = &mut self.mode {
                    editor.leaving = false;
                    if drop {
                        self.mode = Mode::Play;
                    }
                }
            }
            RegionsCommand::RevealEdited => {
                if let Mode::Edit(editor) = &mut self.mode {
                    editor.reveal = true;
                }
            }
            _ => {}
        }
    }
}

/// The colours of `regions`' map, one for each of the n regions the
/// editor paints: a region the map lacks yet takes the colour it has in a
/// map of a region a row.
fn kept_colours(n: usize, regions: &[u8]) -> Vec<crate::scene::Rgba> {
    use crate::scene::{RegionMap, region_colours};
    let mut colours = region_colours(RegionMap { n, regions });
    if colours.len() < n {
        let rows: Vec<u8> = (0..n * n).map(|i| (i / n) as u8).collect();
        let spare = region_colours(RegionMap { n, regions: &rows });
        colours.extend_from_slice(&spare[colours.len()..n.min(spare.len())]);
    }
    colours
}
