//! The puzzle as the puzzle community exchanges it: a one-star Star
//! Battle in a puzz.link address, `https://puzz.link/p?starbattle/N/N/1/…`.
//! The part after the star count is the walls between regions, packed as
//! pzprjs's `Encode.js` packs borders: first the walls between side by
//! side squares (row by row, n - 1 a row), then those between squares one
//! above the other (n a row, n - 1 rows), each a bit, five bits a
//! base-32 character (`0`-`9`, `a`-`v`), the first bit the highest.

use thiserror::Error;

use super::{MAX_REGIONS_N, Puzzle, counted};

/// Where the address goes: the site that plays it.
pub const PUZZLINK_SITE: &str = "https://puzz.link/p?";

/// Why a text is not a one-star Star Battle's address.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PuzzlinkError {
    #[error("not a Star Battle address: it has no \"starbattle/\"")]
    NotStarBattle,
    #[error("a Star Battle address gives columns/rows/stars/walls; this has {0} parts")]
    Parts(usize),
    #[error("{0:?} is not a side (1 to 26)")]
    Side(String),
    #[error("the board is {cols}×{rows}; a regions puzzle is square")]
    NotSquare { cols: usize, rows: usize },
    #[error("{0} stars a region: a regions puzzle has one")]
    Stars(String),
    #[error("{0:?} is not a wall's base-32 character (0-9, a-v)")]
    Character(char),
    #[error("the walls stop short: {found} characters where {n}×{n} needs {needed}")]
    Short {
        n: usize,
        found: usize,
        needed: usize,
    },
    #[error("the walls make {} on a board of n = {n}; it needs {n}", counted(*found, "region"))]
    RegionCount { found: usize, n: usize },
    #[error(
        "region {0} is in more than one piece: puzz.link draws walls, and would read it as more regions"
    )]
    Disconnected(String),
}

/// Reads a puzz.link (or pzprxs) address of a one-star Star Battle, or
/// its part from `starbattle/` on.
///
/// ```
/// use nqueens_engine::regions::from_puzzlink;
/// // pzprjs's own test of the Star Battle.
/// let puzzle = from_puzzlink("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou").unwrap();
/// assert_eq!(puzzle.n(), 6);
/// ```
pub fn from_puzzlink(address: &str) -> Result<Puzzle, PuzzlinkError> {
    let address = address.trim();
    let at = address
        .find("starbattle/")
        .ok_or(PuzzlinkError::NotStarBattle)?;
    let rest = &address[at + "starbattle/".len()..];
    // Anything after the walls (a query, a fragment) is not the puzzle's.
    let rest = rest.split(['?', '#', '&', ' ']).next().unwrap_or("");
    let parts: Vec<&str> = rest.split('/').collect();
    if parts.len() != 4 {
        return Err(PuzzlinkError::Parts(parts.len()));
    }
    let side = |s: &str| {
        s.parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_REGIONS_N).contains(n))
            .ok_or_else(|| PuzzlinkError::Side(s.to_string()))
    };
    let (cols, rows) = (side(parts[0])?, side(parts[1])?);
    if cols != rows {
        return Err(PuzzlinkError::NotSquare { cols, rows });
    }
    if parts[2] != "1" {
        return Err(PuzzlinkError::Stars(parts[2].to_string()));
    }
    let n = cols;
    let walls = bits(parts[3], n)?;
    regions_of(n, &walls)
}

impl Puzzle {
    /// The puzzle's address on puzz.link, its queens left out (a Star
    /// Battle's address gives the board, not a game).
    ///
    /// A region in more than one piece has no address: walls would read it
    /// as more regions.
    ///
    /// ```
    /// use nqueens_engine::regions::{from_puzzlink, Puzzle};
    /// let puzzle = Puzzle::parse("AABB\nAABB\nCCDD\nCCDD\n").unwrap();
    /// let address = puzzle.to_puzzlink().unwrap();
    /// assert_eq!(from_puzzlink(&address).unwrap(), puzzle);
    /// let apart = Puzzle::parse("ABA\nBBB\nCCC\n").unwrap();
    /// assert!(apart.to_puzzlink().is_err());
    /// ```
    pub fn to_puzzlink(&self) -> Result<String, PuzzlinkError> {
        let apart = self.disconnected_regions();
        if !apart.is_empty() {
            return Err(PuzzlinkError::Disconnected(Puzzle::letters(&apart)));
        }
        let n = self.n();
        let mut walls = Vec::with_capacity(2 * n * n);
        for r in 0..n {
            for c in 0..n - 1 {
                walls.push(self.region((r, c)) != self.region((r, c + 1)));
            }
        }
        for r in 0..n - 1 {
            for c in 0..n {
                walls.push(self.region((r, c)) != self.region((r + 1, c)));
            }
        }
        let vertical = (n - 1) * n;
        let mut packed = pack(&walls[..vertical]);
        packed.push_str(&pack(&walls[vertical..]));
        Ok(format!("{PUZZLINK_SITE}starbattle/{n}/{n}/1/{packed}"))
    }
}

/// Five bits a character, the first the highest, the last padded.
fn pack(bits: &[bool]) -> String {
    bits.chunks(5)
        .map(|chunk| {
            let value = chunk
                .iter()
                .enumerate()
                .fold(0u32, |v, (i, &b)| v | (u32::from(b) << (4 - i)));
            char::from_digit(value, 32).unwrap_or('0')
        })
        .collect()
}

/// The walls of n×n: the vertical ones, then the horizontal ones, each
/// group padded to whole characters.
fn bits(text: &str, n: usize) -> Result<Vec<bool>, PuzzlinkError> {
    let vertical = (n - 1) * n;
    let horizontal = n * (n - 1);
    let (first, second) = (vertical.div_ceil(5), horizontal.div_ceil(5));
    let chars: Vec<char> = text.chars().collect();
    if chars.len() < first + second {
        return Err(PuzzlinkError::Short {
            n,
            found: chars.len(),
            needed: first + second,
        });
    }
    let unpack = |chars: &[char], count: usize| -> Result<Vec<bool>, PuzzlinkError> {
        let mut out = Vec::with_capacity(chars.len() * 5);
        for &ch in chars {
            let value = ch
                .to_digit(32)
                .filter(|_| !ch.is_ascii_uppercase())
                .ok_or(PuzzlinkError::Character(ch))?;
            out.extend((0..5).map(|i| value & (1 << (4 - i)) != 0));
        }
        out.truncate(count);
        Ok(out)
    };
    let mut walls = unpack(&chars[..first], vertical)?;
    walls.extend(unpack(&chars[first..first + second], horizontal)?);
    Ok(walls)
}

/// The regions the walls enclose, lettered in reading order.
fn regions_of(n: usize, walls: &[bool]) -> Result<Puzzle, PuzzlinkError> {
    let vertical = (n - 1) * n;
    let open = |a: (usize, usize), b: (usize, usize)| -> bool {
        if a.0 == b.0 {
            let (r, c) = (a.0, a.1.min(b.1));
            !walls[r * (n - 1) + c]
        } else {
            let (r, c) = (a.0.min(b.0), a.1);
            !walls[vertical + r * n + c]
        }
    };
    let mut region = vec![u8::MAX; n * n];
    let mut next = 0usize;
    for start in 0..n * n {
        if region[start] != u8::MAX {
            continue;
        }
        if next >= MAX_REGIONS_N {
            return Err(PuzzlinkError::RegionCount { found: next + 1, n });
        }
        region[start] = next as u8;
        let mut stack = vec![(start / n, start % n)];
        while let Some((r, c)) = stack.pop() {
            let around = [
                (r > 0).then(|| (r - 1, c)),
                (r + 1 < n).then_some((r + 1, c)),
                (c > 0).then(|| (r, c - 1)),
                (c + 1 < n).then_some((r, c + 1)),
            ];
            for (nr, nc) in around.into_iter().flatten() {
                if region[nr * n + nc] == u8::MAX && open((r, c), (nr, nc)) {
                    region[nr * n + nc] = next as u8;
                    stack.push((nr, nc));
                }
            }
        }
        next += 1;
    }
    if next != n {
        return Err(PuzzlinkError::RegionCount { found: next, n });
    }
    Puzzle::new(n, region).ok_or(PuzzlinkError::RegionCount { found: next, n })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::Control;

    /// cspuz_rs_puzzles' test of the Star Battle: its one solution.
    #[test]
    fn the_published_vectors_read_solve_and_round_trip() {
        let cspuz = from_puzzlink("https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk").unwrap();
        let found = cspuz.problem().first(2, &Control::default()).unwrap();
        assert_eq!(found, [vec![1, 4, 2, 0, 5, 3]]);
        for address in [
            "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk",
            "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou",
        ] {
            let puzzle = from_puzzlink(address).unwrap();
            assert_eq!(puzzle.to_puzzlink().unwrap(), address);
            assert_eq!(
                from_puzzlink(&puzzle.to_puzzlink().unwrap()).unwrap(),
                puzzle
            );
        }
    }

    #[test]
    fn what_is_not_a_one_star_square_battle_is_said() {
        for (bad, said) in [
            ("https://puzz.link/p?nurikabe/6/6/abc", "no \"starbattle/\""),
            ("starbattle/6/5/1/2u9gn9c9jpmk", "6×5"),
            ("starbattle/6/6/2/2u9gn9c9jpmk", "2 stars"),
            ("starbattle/6/6/1/2u9g", "stop short"),
            ("starbattle/6/6/1/2u9gn9c9jpm!", "'!'"),
            ("starbattle/6/6/1/000000000000", "make 1 region on"),
        ] {
            let err = from_puzzlink(bad).unwrap_err().to_string();
            assert!(err.contains(said), "{bad}: {err}");
        }
    }
}
