//! The seed article's three ways of keeping the attacked lines (sets,
//! boolean arrays, bitmasks) raced on one n beside the engine's counter.

use std::collections::HashSet;
use web_time::Instant;

use crate::engine::{Control, EngineError};

/// The seed article's ways of keeping the attacked lines, raced on one n
/// beside the engine's own counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Version {
    /// Three hash sets, as the textbook's Python.
    Sets,
    /// Three boolean arrays, as its Java.
    Arrays,
    /// Three bitmasks: a machine word per line direction.
    Bitmasks,
    /// This app's counter (symmetry, half-boards): solutions only.
    Engine,
}

impl Version {
    pub const ALL: [Version; 4] = [
        Version::Sets,
        Version::Arrays,
        Version::Bitmasks,
        Version::Engine,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Version::Sets => "sets",
            Version::Arrays => "arrays",
            Version::Bitmasks => "bitmasks",
            Version::Engine => "this app",
        }
    }
}

/// One version's run: the nodes of the row-by-row tree it visited (the
/// root included; none for the engine, which does not walk that tree),
/// the solutions it found, and its time.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Lap {
    pub version: Version,
    pub nodes: Option<u64>,
    pub solutions: u64,
    pub seconds: f64,
}

/// The largest n raced: past it the sets version takes minutes.
pub const MAX_RACE_N: usize = 14;

/// Runs the three versions of the seed article and the engine's counter
/// on n, one after the other on this thread.
///
/// ```
/// use nqueens_boards::engine::Control;
/// use nqueens_boards::textbook::{race, Version};
/// let laps = race(8, Control::default()).unwrap();
/// assert_eq!(laps[0].version, Version::Sets);
/// assert!(laps.iter().all(|lap| lap.solutions == 92));
/// assert_eq!(laps[2].nodes, Some(2057));
/// ```
pub fn race(n: usize, control: Control<'_>) -> Result<Vec<Lap>, EngineError> {
    if !(1..=MAX_RACE_N).contains(&n) {
        return Err(EngineError::SearchSide(n));
    }
    let mut laps = Vec::new();
    for version in Version::ALL {
        let started = Instant::now();
        let (nodes, solutions) = match version {
            Version::Sets => {
                let mut walk = Walk::new(&control);
                walk.sets(n, 0, &mut [HashSet::new(), HashSet::new(), HashSet::new()])?;
                (Some(walk.nodes), walk.solutions)
            }
            Version::Arrays => {
                let mut walk = Walk::new(&control);
                let mut lines = [
                    vec![false; n],
                    vec![false; 2 * n - 1],
                    vec![false; 2 * n - 1],
                ];
                walk.arrays(n, 0, &mut lines)?;
                (Some(walk.nodes), walk.solutions)
            }
            Version::Bitmasks => {
                let mut walk = Walk::new(&control);
                let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
                walk.bitmasks(full, 0, 0, 0)?;
                (Some(walk.nodes), walk.solutions)
            }
            Version::Engine => {
                let solutions = crate::engine::count_solutions(n, control)?;
                (None, solutions)
            }
        };
        laps.push(Lap {
            version,
            nodes,
            solutions,
            seconds: started.elapsed().as_secs_f64(),
        });
    }
    Ok(laps)
}

/// The seeds' recursive search, counting nodes (the root is one) and
/// solutions, looking at the cancel flag now and then.
struct Walk<'c> {
    control: &'c Control<'c>,
    nodes: u64,
    solutions: u64,
}

impl<'c> Walk<'c> {
    fn new(control: &'c Control<'c>) -> Self {
        Walk {
            control,
            nodes: 1,
            solutions: 0,
        }
    }

    fn node(&mut self) -> Result<(), EngineError> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1 << 16) && self.control.cancelled() {
            return Err(EngineError::Cancelled);
        }
        Ok(())
    }

    fn sets(
        &mut self,
        n: usize,
        row: usize,
        lines: &mut [HashSet<usize>; 3],
    ) -> Result<(), EngineError> {
        if row == n {
            self.solutions += 1;
            return Ok(());
        }
        for col in 0..n {
            let (d1, d2) = (row + n - 1 - col, row + col);
            if lines[0].contains(&col) || lines[1].contains(&d1) || lines[2].contains(&d2) {
                continue;
            }
            self.node()?;
            lines[0].insert(col);
            lines[1].insert(d1);
            lines[2].insert(d2);
            let below = self.sets(n, row + 1, lines);
            lines[0].remove(&col);
            lines[1].remove(&d1);
            lines[2].remove(&d2);
            below?;
        }
        Ok(())
    }

    fn arrays(
        &mut self,
        n: usize,
        row: usize,
        lines: &mut [Vec<bool>; 3],
    ) -> Result<(), EngineError> {
        if row == n {
            self.solutions += 1;
            return Ok(());
        }
        for col in 0..n {
            let (d1, d2) = (row + n - 1 - col, row + col);
            if lines[0][col] || lines[1][d1] || lines[2][d2] {
                continue;
            }
            self.node()?;
            (lines[0][col], lines[1][d1], lines[2][d2]) = (true, true, true);
            let below = self.arrays(n, row + 1, lines);
            (lines[0][col], lines[1][d1], lines[2][d2]) = (false, false, false);
            below?;
        }
        Ok(())
    }

    fn bitmasks(&mut self, full: u32, cols: u32, left: u32, right: u32) -> Result<(), EngineError> {
        if cols == full {
            self.solutions += 1;
            return Ok(());
        }
        let mut free = full & !(cols | left | right);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.node()?;
            self.bitmasks(
                full,
                cols | bit,
                ((left | bit) << 1) & full,
                (right | bit) >> 1,
            )?;
        }
        Ok(())
    }
}
