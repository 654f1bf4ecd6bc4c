//! The colours of a regions map: neighbouring regions differ in lightness,
//! not only in hue, so that a greyscale copy (or an eye that tells few
//! hues apart) still sees every border; each colour light enough that the
//! dark region letter on it reads at 4.5:1 or more (WCAG AA).
//!
//! The regions are coloured as a map is: the graph of regions that share
//! an edge gets levels of lightness by DSatur (the region with the most
//! differently-levelled neighbours first), three levels where they do,
//! four where a map needs them. Each region's hue is the one farthest
//! from its neighbours', so that neighbours differ in hue too.

use super::Rgba;
use crate::engine::regions::Cell;

/// A map of regions: its side, and a region a square row by row (0 for
/// A). A puzzle's, or one being painted, which may not be a puzzle yet.
#[derive(Debug, Clone, Copy)]
pub struct RegionMap<'a> {
    pub n: usize,
    pub regions: &'a [u8],
}

impl RegionMap<'_> {
    pub(super) fn region(&self, (r, c): Cell) -> usize {
        usize::from(self.regions[r * self.n + c])
    }
}

/// The regions' letters: near black, as in the scene.
pub const LETTER_INK: Rgba = [20, 20, 30, 255];

/// Relative luminance (WCAG) of the lightness levels, darkest first: three
/// where the map allows, four where it needs them. The darkest keeps the
/// letters at 4.5:1 (a luminance of 0.27 gives 5.4:1 against the ink).
const THREE: [f32; 3] = [0.28, 0.50, 0.80];
const FOUR: [f32; 4] = [0.27, 0.42, 0.58, 0.80];

/// A colour a region, by region index, for this map.
///
/// ```
/// use nqueens_boards::scene::{RegionMap, region_colours};
/// let regions = [0, 0, 1, 1];
/// let colours = region_colours(RegionMap { n: 2, regions: &regions });
/// assert_eq!(colours.len(), 2);
/// assert_ne!(colours[0], colours[1]);
/// ```
pub fn region_colours(map: RegionMap<'_>) -> Vec<Rgba> {
    let count = map
        .regions
        .iter()
        .map(|&g| usize::from(g) + 1)
        .max()
        .unwrap_or(0);
    let neighbours = neighbours(map, count);
    let levels = levels_of(&neighbours, THREE.len()).unwrap_or_else(|| {
        levels_of(&neighbours, FOUR.len()).unwrap_or_else(|| greedy(&neighbours, FOUR.len()))
    });
    let table: &[f32] = if levels.iter().all(|&l| l < THREE.len()) {
        &THREE
    } else {
        &FOUR
    };
    let hues = hues_of(&neighbours);
    (0..count)
        .map(|g| colour_of(hues[g], table[levels[g]]))
        .collect()
}

/// A hue a region: each in turn takes, of hues spread round the circle,
/// the one farthest from its neighbours' hues (then from every hue taken),
/// so that neighbours differ in hue as well as lightness.
fn hues_of(near: &[Vec<usize>]) -> Vec<f32> {
    let steps = near.len().max(6);
    let candidates: Vec<f32> = (0..steps)
        .map(|k| k as f32 * 360.0 / steps as f32)
        .collect();
    let apart = |a: f32, b: f32| {
        let d = (a - b).abs() % 360.0;
        d.min(360.0 - d)
    };
    let mut hues: Vec<Option<f32>> = vec![None; near.len()];
    for g in 0..near.len() {
        let score = |h: f32| {
            let from_near = near[g]
                .iter()
                .filter_map(|&k| hues[k])
                .map(|k| apart(h, k))
                .fold(360.0f32, f32::min);
            let from_all = hues
                .iter()
                .flatten()
                .map(|&k| apart(h, k))
                .fold(360.0f32, f32::min);
            (from_near.min(90.0), from_all)
        };
        let best = candidates
            .iter()
            .copied()
            .max_by(|&a, &b| {
                score(a)
                    .partial_cmp(&score(b))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .unwrap_or(0.0);
        hues[g] = Some(best);
    }
    hues.into_iter().map(|h| h.unwrap_or(0.0)).collect()
}

/// Which regions share an edge, as sorted lists.
fn neighbours(map: RegionMap<'_>, count: usize) -> Vec<Vec<usize>> {
    let n = map.n;
    let mut near = vec![Vec::new(); count];
    let region = |r: usize, c: usize| usize::from(map.regions[r * n + c]);
    for r in 0..n {
        for c in 0..n {
            let g = region(r, c);
            for (rr, cc) in [(r + 1, c), (r, c + 1)] {
                if rr < n && cc < n && region(rr, cc) != g {
                    let h = region(rr, cc);
                    near[g].push(h);
                    near[h].push(g);
                }
            }
        }
    }
    for list in &mut near {
        list.sort_unstable();
        list.dedup();
    }
    near
}

/// A level a region with no two neighbours alike, by DSatur with
/// backtracking bounded to a few thousand steps (maps have at most a few
/// dozen regions); `None` when `k` levels do not do.
fn levels_of(near: &[Vec<usize>], k: usize) -> Option<Vec<usize>> {
    let mut levels = vec![usize::MAX; near.len()];
    let mut budget = 20_000u32;
    fn go(near: &[Vec<usize>], k: usize, levels: &mut [usize], budget: &mut u32) -> bool {
        // The uncoloured region whose neighbours use the most levels.
        let next = (0..near.len())
            .filter(|&g| levels[g] == usize::MAX)
            .max_by_key(|&g| {
                let mut used: Vec<usize> = near[g]
                    .iter()
                    .map(|&h| levels[h])
                    .filter(|&l| l != usize::MAX)
                    .collect();
                used.sort_unstable();
                used.dedup();
                (used.len(), near[g].len(), usize::MAX - g)
            });
        let Some(g) = next else {
            return true;
        };
        for level in 0..k {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            if near[g].iter().all(|&h| levels[h] != level) {
                levels[g] = level;
                if go(near, k, levels, budget) {
                    return true;
                }
                levels[g] = usize::MAX;
            }
        }
        false
    }
    go(near, k, &mut levels, &mut budget).then_some(levels)
}

/// Levels as well as they go when no colouring was found in time: each
/// region the level its neighbours use least.
fn greedy(near: &[Vec<usize>], k: usize) -> Vec<usize> {
    let mut levels = vec![usize::MAX; near.len()];
    for g in 0..near.len() {
        levels[g] = (0..k)
            .min_by_key(|&l| near[g].iter().filter(|&&h| levels[h] == l).count())
            .unwrap_or(0);
    }
    levels
}

/// The colour of this hue whose relative luminance is `target`, at a
/// fixed saturation (found by bisection on the HSL lightness).
fn colour_of(hue: f32, target: f32) -> Rgba {
    let (mut low, mut high) = (0.0f32, 1.0f32);
    for _ in 0..30 {
        let mid = (low + high) / 2.0;
        if luminance(hsl(hue, 0.6, mid)) < target {
            low = mid;
        } else {
            high = mid;
        }
    }
    hsl(hue, 0.6, high)
}

fn hsl(hue: f32, s: f32, l: f32) -> Rgba {
    let c = (1.0 - (2.0 * l - 1.0f32).abs()) * s;
    let x = c * (1.0 - ((hue / 60.0) % 2.0 - 1.0).abs());
    let (r, g, b) = match (hue / 60.0) as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let byte = |v: f32| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    [byte(r), byte(g), byte(b), 255]
}

/// WCAG's relative luminance of a colour.
///
/// ```
/// use nqueens_boards::scene::luminance;
/// assert!((luminance([255, 255, 255, 255]) - 1.0).abs() < 1e-6);
/// assert_eq!(luminance([0, 0, 0, 255]), 0.0);
/// ```
pub fn luminance([r, g, b, _]: Rgba) -> f32 {
    let linear = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// WCAG's contrast ratio of two colours, 1 to 21.
///
/// ```
/// use nqueens_boards::scene::contrast;
/// assert!((contrast([0, 0, 0, 255], [255, 255, 255, 255]) - 21.0).abs() < 0.01);
/// ```
pub fn contrast(a: Rgba, b: Rgba) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// CIE lightness L* (0 black to 100 white): how light a colour looks, the
/// measure of a greyscale copy.
///
/// ```
/// assert!(nqueens_boards::scene::lightness([255, 255, 255, 255]) > 99.9);
/// ```
pub fn lightness(colour: Rgba) -> f32 {
    let y = luminance(colour);
    if y > 216.0 / 24389.0 {
        116.0 * y.cbrt() - 16.0
    } else {
        y * 24389.0 / 27.0
    }
}

/// The least difference in lightness (L*) between two regions that share
/// an edge, over this map's colours; 100 for a map of one region.
pub fn least_neighbour_lightness(map: RegionMap<'_>, colours: &[Rgba]) -> f32 {
    let near = neighbours(map, colours.len());
    let mut least = 100.0f32;
    for (g, list) in near.iter().enumerate() {
        for &h in list {
            least = least.min((lightness(colours[g]) - lightness(colours[h])).abs());
        }
    }
    least
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map_of(text: &str) -> (usize, Vec<u8>) {
        let rows: Vec<&str> = text.lines().collect();
        let regions = rows
            .iter()
            .flat_map(|row| row.bytes().map(|b| b - b'A'))
            .collect();
        (rows.len(), regions)
    }

    #[test]
    fn neighbours_differ_in_lightness_and_letters_read() {
        // A wheel: the centre touches four regions that touch in a ring
        // of odd length with the corners, so three levels do not do.
        let (n, regions) = map_of("AABBB\nAAEBB\nDEEEC\nDDECC\nDDCCC\n");
        let map = RegionMap {
            n,
            regions: &regions,
        };
        let colours = region_colours(map);
        assert!(least_neighbour_lightness(map, &colours) >= 9.0);
        for &colour in &colours {
            assert!(contrast(colour, LETTER_INK) >= 4.5, "{colour:?}");
        }
    }

    #[test]
    fn a_map_that_needs_four_levels_gets_them() {
        // K4 on the plane: A touches B, C and D, which touch each other.
        let (n, regions) = map_of("BBBB\nBAAC\nDAAC\nDDDC\n");
        let map = RegionMap {
            n,
            regions: &regions,
        };
        let colours = region_colours(map);
        let mut greys: Vec<u32> = colours.iter().map(|&c| lightness(c) as u32).collect();
        greys.sort_unstable();
        greys.dedup();
        assert_eq!(greys.len(), 4, "{colours:?}");
        assert!(least_neighbour_lightness(map, &colours) >= 9.0);
    }
}
