//! A puzzle's two names: the one that *is* it, `map-8-…` (its side and
//! its map, the region walls packed as puzz.link packs them), and the one
//! that *makes* it, `seed-8-medium-42` (the side, the difficulty asked
//! for and the generator's seed). The first reads back to the same map in
//! any version; the second makes the same puzzle within a version of the
//! generator (a change of the generator may make another from it).

use std::fmt;
use std::str::FromStr;

use super::{Difficulty, MAX_GENERATE_N, MIN_GENERATE_N, Puzzle, PuzzlinkError, from_puzzlink};

impl Puzzle {
    /// The name that is this puzzle: `map-N-WALLS`, its region walls
    /// packed as puzz.link packs them; a map with a region in more than one
    /// piece (walls would read it as more regions; one published puzzle has
    /// such) is named by its squares instead, `map-N-cells-…`, a base-32
    /// digit a square, its region.
    ///
    /// ```
    /// use nqueens_engine::regions::Puzzle;
    /// let puzzle = Puzzle::parse("AABB\nAABB\nCCDD\nCCDD\n").unwrap();
    /// let id = puzzle.map_id();
    /// assert_eq!(id, "map-4-94g1s0");
    /// assert_eq!(Puzzle::from_map_id(&id).unwrap(), puzzle);
    /// let apart = Puzzle::parse("ABA\nBBB\nCCC\n").unwrap();
    /// assert_eq!(apart.map_id(), "map-3-cells-010111222");
    /// assert_eq!(Puzzle::from_map_id(&apart.map_id()).unwrap(), apart);
    /// ```
    pub fn map_id(&self) -> String {
        let n = self.n();
        match self.to_puzzlink() {
            Ok(address) => {
                let walls = address.rsplit('/').next().unwrap_or_default();
                format!("map-{n}-{walls}")
            }
            Err(_) => {
                let cells: String = self
                    .regions()
                    .iter()
                    .filter_map(|&r| char::from_digit(u32::from(r), 32))
                    .collect();
                format!("map-{n}-cells-{cells}")
            }
        }
    }

    /// The puzzle a `map-N-…` name is.
    pub fn from_map_id(id: &str) -> Result<Puzzle, MapIdError> {
        let id = id.trim();
        let form = || MapIdError::Form(id.to_string());
        let rest = id.strip_prefix("map-").ok_or_else(form)?;
        let (n, body) = rest.split_once('-').ok_or_else(form)?;
        if let Some(cells) = body.strip_prefix("cells-") {
            let side: usize = n.parse().map_err(|_| form())?;
            let regions: Option<Vec<u8>> = cells
                .chars()
                .map(|c| c.to_digit(32).and_then(|d| u8::try_from(d).ok()))
                .collect();
            return regions
                .and_then(|regions| Puzzle::new(side, regions))
                .ok_or(MapIdError::Cells(side));
        }
        from_puzzlink(&format!("starbattle/{n}/{n}/1/{body}")).map_err(MapIdError::Walls)
    }
}

/// Why a `map-…` name does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MapIdError {
    #[error("“{0}” is no puzzle's name: map-N-WALLS, as map-6-2u9gn9c9jpmk")]
    Form(String),
    #[error("its walls: {0}")]
    Walls(PuzzlinkError),
    #[error("its squares name no map of {0} regions on {0}×{0}")]
    Cells(usize),
}

/// The name that makes a puzzle: its side, the difficulty asked for (any,
/// when none was) and the seed, `seed-8-medium-42`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MakeId {
    pub n: usize,
    pub difficulty: Option<Difficulty>,
    pub seed: u64,
}

impl fmt::Display for MakeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let difficulty = self.difficulty.map_or("any", Difficulty::key);
        write!(f, "seed-{}-{difficulty}-{}", self.n, self.seed)
    }
}

/// Why a `seed-…` name does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MakeIdError {
    #[error("“{0}” is no puzzle's name: seed-N-DIFFICULTY-SEED, as seed-8-medium-42")]
    Form(String),
    #[error("a puzzle is made {MIN_GENERATE_N} to {MAX_GENERATE_N} squares a side, not {0}")]
    Side(String),
    #[error("“{0}” is no difficulty: easy, medium, hard, guess or any")]
    Difficulty(String),
    #[error("“{0}” is no seed: a whole number from 0 to 18446744073709551615")]
    Seed(String),
}

impl FromStr for MakeId {
    type Err = MakeIdError;

    /// ```
    /// use nqueens_engine::regions::{Difficulty, MakeId};
    /// let id: MakeId = "seed-8-medium-42".parse().unwrap();
    /// assert_eq!((id.n, id.difficulty, id.seed), (8, Some(Difficulty::Medium), 42));
    /// assert_eq!(id.to_string(), "seed-8-medium-42");
    /// assert!("seed-4-easy-1".parse::<MakeId>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<MakeId, MakeIdError> {
        let text = text.trim();
        let parts: Vec<&str> = text.split('-').collect();
        let ["seed", n, difficulty, seed] = parts[..] else {
            return Err(MakeIdError::Form(text.to_string()));
        };
        let n = n
            .parse::<usize>()
            .ok()
            .filter(|n| (MIN_GENERATE_N..=MAX_GENERATE_N).contains(n))
            .ok_or_else(|| MakeIdError::Side(n.to_string()))?;
        let difficulty = match difficulty {
            "any" => None,
            key => Some(
                Difficulty::from_key(key)
                    .ok_or_else(|| MakeIdError::Difficulty(key.to_string()))?,
            ),
        };
        let seed = seed
            .parse::<u64>()
            .map_err(|_| MakeIdError::Seed(seed.to_string()))?;
        Ok(MakeId {
            n,
            difficulty,
            seed,
        })
    }
}
