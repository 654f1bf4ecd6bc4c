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

    /// How many regions the map numbers (its highest, plus one).
    pub(super) fn count(&self) -> usize {
        self.regions
            .iter()
            .map(|&g| usize::from(g) + 1)
            .max()
            .unwrap_or(0)
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
    let count = map.count();
    let neighbours = neighbours(map, count);
    let levels = levels_of(&neighbours, THREE.len()).unwrap_or_else(|| {
        levels_of(&neighbours, FOUR.len()).unwrap_or_else(|| greedy(&neighbours, FOUR.len()))
    });
    let table: &[f32] = if levels.iter().all(|&l| l < THREE.len()) {
        &THREE
    } else {
        &FOUR
    };
    colours_of(&neighbours, &levels, table)
}

/// A colour a region, its lightness level fixed: each in turn (the regions
/// with the most neighbours first) takes, of hues every 5° at three
/// saturations, the one whose colour is farthest (CIEDE2000) from every colour taken, then from its
/// neighbours'. Two regions never share a colour, whether or not they
/// touch (issue 71: today's 7×7 had A and F in one pink, D and G in one
/// blue), and neighbours differ in hue as well as lightness.
fn colours_of(near: &[Vec<usize>], levels: &[usize], table: &[f32]) -> Vec<Rgba> {
    const STEPS: usize = 72;
    // Each level's candidate colours, computed once.
    let candidates: Vec<Vec<(Rgba, Lab)>> = table
        .iter()
        .map(|&target| {
            SATURATIONS
                .iter()
                .flat_map(|&saturation| {
                    (0..STEPS).map(move |k| {
                        let hue = k as f32 * 360.0 / STEPS as f32;
                        let colour = colour_at(hue, saturation, target);
                        (colour, lab(colour))
                    })
                })
                .collect()
        })
        .collect();
    let mut order: Vec<usize> = (0..near.len()).collect();
    order.sort_by_key(|&g| (usize::MAX - near[g].len(), g));
    let mut taken: Vec<Option<(Rgba, Lab)>> = vec![None; near.len()];
    for g in order {
        let score = |&(_, colour): &(Rgba, Lab)| {
            let least = |regions: &mut dyn Iterator<Item = usize>| {
                regions
                    .filter_map(|h| taken[h])
                    .map(|(_, other)| ciede2000(colour, other))
                    .fold(f32::INFINITY, f32::min)
            };
            let from_all = least(&mut (0..near.len()));
            let from_near = least(&mut near[g].iter().copied());
            // Past 20 apart, a pastel (the earlier candidates) is as good.
            (from_all.min(20.0), from_near.min(30.0))
        };
        // The first of the best: `max_by` keeps the last of equals.
        let mut best: Option<((f32, f32), (Rgba, Lab))> = None;
        for candidate in &candidates[levels[g]] {
            let s = score(candidate);
            if best.is_none_or(|(b, _)| s > b) {
                best = Some((s, *candidate));
            }
        }
        taken[g] = best.map(|(_, c)| c);
    }
    taken
        .into_iter()
        .map(|t| t.map_or([255, 255, 255, 255], |(colour, _)| colour))
        .collect()
}

/// A colour in CIE L*a*b* (D65).
pub type Lab = [f32; 3];

/// The colour in CIE L*a*b* (D65 white), for colour differences.
///
/// ```
/// use nqueens_boards::scene::lab;
/// let [l, a, b] = lab([255, 255, 255, 255]);
/// assert!((l - 100.0).abs() < 0.01 && a.abs() < 0.01 && b.abs() < 0.01);
/// ```
pub fn lab([r, g, b, _]: Rgba) -> Lab {
    let (r, g, b) = (linear(r), linear(g), linear(b));
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
    let z = (0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b) / 1.088_83;
    let f = |t: f32| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 colour difference of two L*a*b* colours (about 1: just
/// told apart side by side; past 10: plainly two colours).
///
/// ```
/// use nqueens_boards::scene::ciede2000;
/// // Sharma, Wu and Dalal's test data, pair 1.
/// let d = ciede2000([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485]);
/// assert!((d - 2.0425).abs() < 1e-3, "{d}");
/// ```
pub fn ciede2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab) -> f32 {
    use std::f64::consts::PI;
    let (l1, a1, b1, l2, a2, b2) = (
        f64::from(l1),
        f64::from(a1),
        f64::from(b1),
        f64::from(l2),
        f64::from(a2),
        f64::from(b2),
    );
    let c_bar = ((a1.hypot(b1)) + (a2.hypot(b2))) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dlp = l2 - l1;
    let dcp = c2p - c1p;
    let dhp = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let d_hp = 2.0 * (c1p * c2p).sqrt() * (dhp.to_radians() / 2.0).sin();
    let lbp = (l1 + l2) / 2.0;
    let cbp = (c1p + c2p) / 2.0;
    let hbp = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (hbp - 30.0).to_radians().cos()
        + 0.24 * (2.0 * hbp).to_radians().cos()
        + 0.32 * (3.0 * hbp + 6.0).to_radians().cos()
        - 0.20 * (4.0 * hbp - 63.0).to_radians().cos();
    let d_theta = 30.0 * (-((hbp - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (cbp.powi(7) / (cbp.powi(7) + 25f64.powi(7))).sqrt();
    let sl = 1.0 + 0.015 * (lbp - 50.0).powi(2) / (20.0 + (lbp - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * cbp;
    let sh = 1.0 + 0.015 * cbp * t;
    let rt = -(2.0 * d_theta * PI / 180.0).sin() * rc;
    let (x, y, z) = (dlp / sl, dcp / sc, d_hp / sh);
    (x * x + y * y + z * z + rt * y * z).sqrt() as f32
}

/// The least CIEDE2000 difference between any two regions' colours, and
/// between any two that share an edge, over this map's colours (infinite
/// where there is no pair).
pub fn least_differences(map: RegionMap<'_>, colours: &[Rgba]) -> (f32, f32) {
    let near = neighbours(map, colours.len());
    let labs: Vec<Lab> = colours.iter().map(|&c| lab(c)).collect();
    let (mut any, mut touching) = (f32::INFINITY, f32::INFINITY);
    for g in 0..labs.len() {
        for h in g + 1..labs.len() {
            let d = ciede2000(labs[g], labs[h]);
            any = any.min(d);
            if near[g].binary_search(&h).is_ok() {
                touching = touching.min(d);
            }
        }
    }
    (any, touching)
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

/// The saturations a region's colour may take: the pastel first; the
/// stronger ones where a map has many regions of one lightness, whose
/// pastels would sit too close together.
const SATURATIONS: [f32; 3] = [0.6, 0.8, 1.0];

/// The colour of this hue and saturation whose relative luminance is
/// `target`.
fn colour_at(hue: f32, saturation: f32, target: f32) -> Rgba {
    let (mut low, mut high) = (0.0f32, 1.0f32);
    for _ in 0..30 {
        let mid = (low + high) / 2.0;
        if luminance(hsl(hue, saturation, mid)) < target {
            low = mid;
        } else {
            high = mid;
        }
    }
    hsl(hue, saturation, high)
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

/// An sRGB channel as linear light, 0 to 1 (what luminance and L*a*b*
/// both start from).
fn linear(v: u8) -> f32 {
    let v = f32::from(v) / 255.0;
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// WCAG's relative luminance of a colour.
///
/// ```
/// use nqueens_boards::scene::luminance;
/// assert!((luminance([255, 255, 255, 255]) - 1.0).abs() < 1e-6);
/// assert_eq!(luminance([0, 0, 0, 255]), 0.0);
/// ```
pub fn luminance([r, g, b, _]: Rgba) -> f32 {
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
