//! Queens and superqueens on a plane board of n rows and n columns or
//! more, counted by the classic bitmask search: the columns and both
//! diagonals are three masks shifted a row at a time, and a superqueen's
//! knight jumps are two more, from the pieces of the last two rows. Each
//! node costs a handful of instructions whatever its depth, where the
//! table-driven [`RuleSearch`](super::RuleSearch) looks at every row above.
//!
//! The board's left-right mirror keeps both rules, so only the solutions
//! whose first-row piece stands left of the middle (or on the middle
//! column, with the second row's piece left of it) are walked, each
//! standing for itself and its mirror image. A solution's classes come
//! from Burnside's lemma: no reflection fixes a solution of more than one
//! row, so the turns alone are searched for the solutions they fix.

use super::Topology;
use crate::control::{Poll, each_unit};
use crate::{control::Control, errors::EngineError};

use super::descent::random_kept;
use super::{Group, Piece, Rules};

/// The search of one board: n rows, w columns, with or without the
/// knight's jumps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shifts {
    n: usize,
    w: usize,
    knight: bool,
}

/// A node of the search: the rows placed and the squares their pieces take
/// in the next row, as masks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Node {
    pub(crate) row: usize,
    cols: u64,
    /// The down-left and down-right diagonals, already shifted to the next
    /// row.
    left: u64,
    right: u64,
    /// The pieces of the last row and of the row before it (the knight's
    /// two jumps reach the next row from them).
    last: u64,
    before: u64,
}

impl Shifts {
    /// The search for n rows under `rules`, where it holds: queens or
    /// superqueens, on a plane board of at most 64 columns.
    pub(crate) fn of(n: usize, rules: Rules) -> Option<Shifts> {
        let w = rules.check(n).ok()?;
        let knight = match rules.piece {
            Piece::Queen => false,
            Piece::Superqueen => true,
            // Not this kernel's: a new piece is the walk's, with no arm here.
            _ => return None,
        };
        (rules.topology == Topology::Plane).then_some(Shifts { n, w, knight })
    }

    fn full(&self) -> u64 {
        u64::MAX >> (64 - self.w)
    }

    fn root(&self) -> Node {
        Node {
            row: 0,
            cols: 0,
            left: 0,
            right: 0,
            last: 0,
            before: 0,
        }
    }

    /// The free squares of the node's next row.
    #[inline(always)]
    fn free(&self, node: &Node) -> u64 {
        let mut taken = node.cols | node.left | node.right;
        if self.knight {
            taken |= node.last << 2 | node.last >> 2 | node.before << 1 | node.before >> 1;
        }
        self.full() & !taken
    }

    /// The node after a piece on `bit` in the next row.
    #[inline(always)]
    fn place(node: &Node, bit: u64) -> Node {
        Node {
            row: node.row + 1,
            cols: node.cols | bit,
            left: (node.left | bit) << 1,
            right: (node.right | bit) >> 1,
            last: bit,
            before: node.last,
        }
    }

    /// The nodes `depth` rows down (fewer rows on a shorter board) whose
    /// solutions, with their mirror images, are all the solutions: the
    /// first row's piece left of the middle, or on the middle column of an
    /// odd width with the second row's piece left of it. In the search's
    /// order.
    pub(crate) fn units(&self, depth: usize) -> Vec<Node> {
        let mut units = Vec::new();
        self.grow(self.root(), depth.clamp(self.n.min(2), self.n), &mut units);
        units
    }

    fn grow(&self, node: Node, depth: usize, units: &mut Vec<Node>) {
        if node.row == depth {
            units.push(node);
            return;
        }
        let mut free = self.free(&node) & self.unmirrored(&node);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.grow(Self::place(&node, bit), depth, units);
        }
    }

    /// The squares of the node's next row that keep it in the walked half:
    /// left of the middle in the first row (the middle of an odd width
    /// too), and left of the middle in the second below a middle first.
    fn unmirrored(&self, node: &Node) -> u64 {
        let half = self.w / 2;
        let left = (1u64 << half) - 1;
        let odd = self.w % 2 == 1;
        match node.row {
            0 if odd => left | 1 << half,
            0 => left,
            1 if odd && node.cols == 1 << half => left,
            _ => u64::MAX,
        }
    }

    /// The solutions below `node`, its nodes counted in `nodes`; stopped
    /// (the solutions so far returned) past `limit` nodes, which the
    /// forecast's timing sets.
    pub(crate) fn count_below(
        &self,
        node: &Node,
        poll: &mut Poll<'_, '_>,
        nodes: &mut u64,
        limit: u64,
    ) -> Result<u64, EngineError> {
        let n = self.n;
        if node.row == n {
            return Ok(1);
        }
        let mut stack = [*node; 64];
        let mut frees = [0u64; 64];
        let mut depth = 0;
        frees[0] = self.free(node);
        let mut found = 0u64;
        loop {
            let free = frees[depth];
            if free == 0 {
                if depth == 0 {
                    return Ok(found);
                }
                depth -= 1;
                continue;
            }
            let bit = free & free.wrapping_neg();
            frees[depth] = free ^ bit;
            *nodes += 1;
            poll.tick()?;
            if *nodes >= limit {
                return Ok(found);
            }
            let child = Self::place(&stack[depth], bit);
            if child.row == n {
                found += 1;
                continue;
            }
            let next = self.free(&child);
            if next == 0 {
                continue;
            }
            if child.row + 1 == n {
                // The last row: its free squares are its solutions.
                *nodes += u64::from(next.count_ones());
                found += u64::from(next.count_ones());
                continue;
            }
            if self.beyond_next(&child) == 0 {
                continue;
            }
            depth += 1;
            stack[depth] = child;
            frees[depth] = next;
        }
    }

    /// The squares of the row after the node's next that its pieces leave
    /// free: none there, and the node has no solution, whatever the next
    /// row takes.
    #[inline(always)]
    fn beyond_next(&self, node: &Node) -> u64 {
        let mut taken = node.cols | node.left << 1 | node.right >> 1;
        if self.knight {
            taken |= node.last << 1 | node.last >> 1;
        }
        self.full() & !taken
    }

    /// Knuth's estimate of the nodes [`Shifts::count_below`] counts below
    /// `node`: random descents through the children it keeps, with
    /// choices seeded by `seed` (so the same on every machine).
    pub(crate) fn estimated_nodes(&self, node: &Node, seed: u64, probes: u32) -> f64 {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut total = 0.0;
        for _ in 0..probes {
            let (mut at, mut weight) = (*node, 1.0);
            while at.row < self.n {
                let free = self.free(&at);
                total += weight * f64::from(free.count_ones());
                if at.row + 1 == self.n {
                    break;
                }
                let keep = |bit: u64| {
                    let child = Self::place(&at, bit);
                    let last = child.row + 1 == self.n;
                    self.free(&child) != 0 && (last || self.beyond_next(&child) != 0)
                };
                let Some((bit, count)) = random_kept(free, &mut rng, keep) else {
                    break;
                };
                weight *= count as f64;
                at = Self::place(&at, bit);
            }
        }
        total / f64::from(probes)
    }

    /// How many rows down the whole count cuts its units: enough of them
    /// to keep every core busy to the end.
    fn whole_depth(&self) -> usize {
        if self.n >= 12 { 3 } else { 2 }
    }

    /// Every solution, and with `unique` the classes of the board's
    /// motions (Burnside's lemma: the solutions, those fixed by the half
    /// turn and, on a square, twice those fixed by the quarter turn, over
    /// the group's size).
    pub(crate) fn count(
        &self,
        rules: Rules,
        unique: bool,
        control: &Control<'_>,
    ) -> Result<crate::count::Counts, EngineError> {
        let (n, w) = (self.n, self.w);
        if n == 1 {
            // One row: any column; its classes are the mirror's pairs.
            return Ok(crate::count::Counts {
                n,
                total: w as u64,
                fundamental: unique.then_some(w.div_ceil(2) as u64),
                nodes: Some(1 + w as u64),
            });
        }
        let units = self.units(self.whole_depth());
        let counted = each_unit(&units, control, |unit| {
            let mut poll = Poll::new(control);
            let mut nodes = 0;
            let found = self.count_below(unit, &mut poll, &mut nodes, u64::MAX)?;
            Ok((found, nodes))
        })?;
        let total = 2 * counted.iter().map(|c| c.0).sum::<u64>();
        let fundamental = if unique {
            let (half, quarter) = self.symmetric(rules, control)?;
            Some(classes(rules.group(n), total, half, quarter))
        } else {
            None
        };
        Ok(crate::count::Counts {
            n,
            total,
            fundamental,
            // The mirror images were not walked: the half tree's nodes.
            nodes: Some(1 + counted.iter().map(|c| c.1).sum::<u64>()),
        })
    }

    /// The solutions fixed by the half turn and, on a square, by the
    /// quarter turn.
    pub(crate) fn symmetric(
        &self,
        rules: Rules,
        control: &Control<'_>,
    ) -> Result<(u64, u64), EngineError> {
        let half = fixed(self.n, rules, 2, control)?;
        let quarter = if self.w == self.n {
            fixed(self.n, rules, 4, control)?
        } else {
            0
        };
        Ok((half, quarter))
    }
}

/// The classes of `total` solutions of which `half` are fixed by the half
/// turn and `quarter` by the quarter turn (Burnside's lemma; no reflection
/// fixes a solution of two rows or more).
pub(crate) fn classes(group: Group, total: u64, half: u64, quarter: u64) -> u64 {
    match group {
        Group::Rectangle => (total + half) / 4,
        Group::Square | Group::Torus => (total + half + 2 * quarter) / 8,
    }
}

/// The solutions of n rows under `rules` that a turn of `order` 2 (the
/// half turn) or 4 (the quarter turn, square boards) leaves as they are:
/// a search that places each square's whole orbit at once, and so walks a
/// tree of about half (or a quarter of) the board's depth.
fn fixed(n: usize, rules: Rules, order: usize, control: &Control<'_>) -> Result<u64, EngineError> {
    if n < 2 {
        return Ok(n as u64);
    }
    let orbits = Orbits {
        n,
        w: rules.width(n),
        rules,
        order,
    };
    let mut placed = Vec::with_capacity(n);
    let mut rows = vec![false; n];
    orbits.count(&mut placed, &mut rows, &mut Poll::new(control))
}

/// The search of the solutions a turn fixes.
struct Orbits {
    n: usize,
    w: usize,
    rules: Rules,
    /// 2: the half turn; 4: the quarter turn.
    order: usize,
}

type Square = (usize, usize);

impl Orbits {
    /// The square a turn takes (r, c) to: a quarter turn maps it to
    /// (c, n - 1 - r), two of them make the half turn.
    fn turn(&self, (r, c): Square) -> Square {
        if self.order == 4 {
            (c, self.n - 1 - r)
        } else {
            (self.n - 1 - r, self.w - 1 - c)
        }
    }

    fn clash(&self, a: Square, b: Square) -> bool {
        a == b || self.rules.attacks(self.n, a, b)
    }

    /// The fixed solutions that keep the pieces `placed` (`rows` marks
    /// their rows).
    fn count(
        &self,
        placed: &mut Vec<Square>,
        rows: &mut [bool],
        poll: &mut Poll<'_, '_>,
    ) -> Result<u64, EngineError> {
        let Some(row) = rows.iter().position(|&r| !r) else {
            return Ok(1);
        };
        let mut found = 0;
        let mut orbit = Vec::with_capacity(4);
        for c in 0..self.w {
            poll.tick()?;
            orbit.clear();
            orbit.push((row, c));
            for _ in 1..self.order {
                let next = self.turn(orbit[orbit.len() - 1]);
                if next == orbit[0] {
                    break;
                }
                orbit.push(next);
            }
            let free = orbit.iter().enumerate().all(|(i, &s)| {
                !rows[s.0]
                    && orbit[..i].iter().all(|&t| !self.clash(s, t))
                    && placed.iter().all(|&t| !self.clash(s, t))
            });
            if !free {
                continue;
            }
            for &s in &orbit {
                rows[s.0] = true;
                placed.push(s);
            }
            found += self.count(placed, rows, poll)?;
            for &s in &orbit {
                rows[s.0] = false;
                placed.pop();
            }
        }
        Ok(found)
    }
}
