//! What a board's squares are at one size: the thick lines between them,
//! and their colours, grouped.

use palette::{FromColor, Lab, Srgb};

use super::picture::{DARK, INK, Picture, luma};
use super::{Frame, in_reading_order};
use crate::engine::regions::Cell;

/// The thick lines between a board's squares at one size.
pub(super) struct Walls {
    n: usize,
    /// How much of each border between two squares is dark, 0 to 1:
    /// right of each square (n − 1 a row), then under each.
    right: Vec<f32>,
    under: Vec<f32>,
    /// How clear the borders are on the whole: 1 when each is dark all
    /// along or nowhere.
    pub(super) clarity: f32,
}

impl Walls {
    pub(super) fn of(picture: &Picture, frame: Frame, n: usize) -> Walls {
        let width = (frame.right - frame.left) as f32 / n as f32;
        let height = (frame.bottom - frame.top) as f32 / n as f32;
        let (left, top) = (frame.left as f32, frame.top as f32);
        // Along a border (down a vertical one at x, or along a
        // horizontal one at y), the share of its steps where a thick line
        // crosses: the ink within a band across it, summed against the
        // band's lightest pixel, is a thick line's (a thin line between
        // squares of a region has a tenth of it).
        // A thick line: a pixel and more of ink, 4% of a square at
        // least, in pixel-widths of ink as dark as the frame's.
        let thick = (width.min(height) * 0.04).max(1.0);
        let dark_along = |vertical: bool, at: f32, from: f32, to: f32, band: f32| {
            let (from, to) = (from as usize, (to as usize).max(from as usize + 1));
            let band = band.max(2.0) as usize;
            let at = at as usize;
            let hits = (from..to)
                .filter(|&t| {
                    let across = at.saturating_sub(band)..=at + band;
                    let lumas: Vec<i32> = across
                        .map(|a| {
                            if vertical {
                                picture.luma(a, t)
                            } else {
                                picture.luma(t, a)
                            }
                        })
                        .collect();
                    let light = lumas.iter().copied().max().unwrap_or(0);
                    let ink: i32 = lumas.iter().map(|l| light - l).sum();
                    ink as f32 >= thick * (light - INK).max(60) as f32
                })
                .count();
            hits as f32 / (to - from) as f32
        };
        let mut right = Vec::with_capacity(n * n);
        let mut under = Vec::with_capacity(n * n);
        for r in 0..n {
            for c in 0..n {
                let (x0, y0) = (left + c as f32 * width, top + r as f32 * height);
                if c + 1 < n {
                    let x = x0 + width;
                    right.push(dark_along(
                        true,
                        x,
                        y0 + 0.25 * height,
                        y0 + 0.75 * height,
                        0.1 * width,
                    ));
                }
                if r + 1 < n {
                    let y = y0 + height;
                    under.push(dark_along(
                        false,
                        y,
                        x0 + 0.25 * width,
                        x0 + 0.75 * width,
                        0.1 * height,
                    ));
                }
            }
        }
        let all = right.len() + under.len();
        let clarity = right
            .iter()
            .chain(&under)
            .map(|p| (p - 0.5).abs() * 2.0)
            .sum::<f32>()
            / all.max(1) as f32;
        Walls {
            n,
            right,
            under,
            clarity,
        }
    }

    /// Each square's part: squares joined where no thick line parts them,
    /// then parts joined where both are one colour (`colours`, each
    /// square's in CIELAB; a part's is its squares' median): neighbouring
    /// regions never share a colour, while a queen or a ✕ in a small
    /// square reaches the band of its border and reads there as a line
    /// (a region of 10 parted in two at 19 pixels a square). Numbered
    /// from 0 in reading order.
    pub(super) fn parts(&self, colours: &[[f32; 3]]) -> Vec<usize> {
        let n = self.n;
        // Each square beside its right and lower neighbours, with the
        // share of their border a thick line crosses.
        let borders: Vec<(usize, usize, f32)> = (0..n * n)
            .flat_map(|i| {
                let (r, c) = (i / n, i % n);
                let right = (c + 1 < n).then(|| (i, i + 1, self.right[r * (n - 1) + c]));
                let under = (r + 1 < n).then(|| (i, i + n, self.under[i]));
                right.into_iter().chain(under)
            })
            .collect();
        let mut part: Vec<usize> = (0..n * n).collect();
        fn root(part: &mut [usize], mut i: usize) -> usize {
            while part[i] != i {
                part[i] = part[part[i]];
                i = part[i];
            }
            i
        }
        fn join(part: &mut [usize], a: usize, b: usize) {
            let (a, b) = (root(part, a), root(part, b));
            part[a.max(b)] = a.min(b);
        }
        for &(a, b, line) in &borders {
            if line < 0.5 {
                join(&mut part, a, b);
            }
        }
        let roots: Vec<usize> = (0..n * n).map(|i| root(&mut part, i)).collect();
        let centres = medians(colours, &roots, n * n);
        for &(a, b, _) in &borders {
            if roots[a] != roots[b] && distance(centres[roots[a]], centres[roots[b]]) < ALIKE {
                join(&mut part, a, b);
            }
        }
        let roots: Vec<usize> = (0..n * n).map(|i| root(&mut part, i)).collect();
        in_reading_order(&roots)
            .into_iter()
            .map(usize::from)
            .collect()
    }

    /// The squares in doubt: beside a border dark only part of the way,
    /// or nearer in colour to another region's squares than to its own.
    pub(super) fn doubt(&self, colours: &[[f32; 3]], parts: &[usize]) -> Vec<Cell> {
        let n = self.n;
        let mut doubt = vec![false; n * n];
        for r in 0..n {
            for c in 0..n {
                let unclear = |p: f32| (0.2..=0.8).contains(&p);
                if c + 1 < n && unclear(self.right[r * (n - 1) + c]) {
                    doubt[r * n + c] = true;
                    doubt[r * n + c + 1] = true;
                }
                if r + 1 < n && unclear(self.under[r * n + c]) {
                    doubt[r * n + c] = true;
                    doubt[(r + 1) * n + c] = true;
                }
            }
        }
        // A region's colour: the median of its squares' (a square
        // painted otherwise does not move it).
        let count = parts.iter().max().map_or(0, |&p| p + 1);
        let centres = medians(colours, parts, count);
        for (i, (colour, &own)) in colours.iter().zip(parts).enumerate() {
            let mine = distance(*colour, centres[own]);
            // Only a colour unlike its own region's counts (a region's
            // squares all share one colour; a neighbour's may be close).
            if mine > 12.0 {
                doubt[i] = true;
            }
        }
        (0..n * n)
            .filter(|&i| doubt[i])
            .map(|i| (i / n, i % n))
            .collect()
    }
}

/// Each square's colour in CIELAB: the median of its middle's light
/// pixels (all of them where ink covers most of it).
pub(super) fn square_colours(picture: &Picture, frame: Frame, n: usize) -> Vec<[f32; 3]> {
    let width = (frame.right - frame.left) as f32 / n as f32;
    let height = (frame.bottom - frame.top) as f32 / n as f32;
    let mut colours = Vec::with_capacity(n * n);
    let mut light: Vec<[u8; 3]> = Vec::new();
    let mut all: Vec<[u8; 3]> = Vec::new();
    for r in 0..n {
        for c in 0..n {
            let (x0, y0) = (
                frame.left as f32 + c as f32 * width,
                frame.top as f32 + r as f32 * height,
            );
            let xs = (x0 + 0.3 * width) as usize
                ..=((x0 + 0.7 * width) as usize).max((x0 + 0.3 * width) as usize);
            let ys = (y0 + 0.3 * height) as usize
                ..=((y0 + 0.7 * height) as usize).max((y0 + 0.3 * height) as usize);
            light.clear();
            all.clear();
            for y in ys {
                for x in xs.clone() {
                    let p = picture.at(x.min(picture.width - 1), y.min(picture.height - 1));
                    all.push(p);
                    if luma(p) >= DARK {
                        light.push(p);
                    }
                }
            }
            let pixels = if light.len() * 4 >= all.len() {
                &mut light
            } else {
                &mut all
            };
            colours.push(lab(median(pixels)));
        }
    }
    colours
}

fn median(pixels: &mut [[u8; 3]]) -> [u8; 3] {
    let mut out = [0; 3];
    for (k, value) in out.iter_mut().enumerate() {
        let mut channel: Vec<u8> = pixels.iter().map(|p| p[k]).collect();
        let middle = channel.len() / 2;
        *value = *channel.select_nth_unstable(middle).1;
    }
    out
}

fn lab([r, g, b]: [u8; 3]) -> [f32; 3] {
    let lab = Lab::from_color(Srgb::new(r, g, b).into_format::<f32>().into_linear());
    [lab.l, lab.a, lab.b]
}

/// Each group's colour, of groups `0..count` (`groups` gives each
/// square's): the median of its squares' on each axis, so that a square
/// painted otherwise does not move it.
fn medians(colours: &[[f32; 3]], groups: &[usize], count: usize) -> Vec<[f32; 3]> {
    let mut members: Vec<Vec<[f32; 3]>> = vec![Vec::new(); count];
    for (colour, &g) in colours.iter().zip(groups) {
        members[g].push(*colour);
    }
    members
        .into_iter()
        .map(|mut squares| {
            let mut centre = [0.0; 3];
            for (axis, value) in centre.iter_mut().enumerate() {
                squares.sort_by(|a, b| a[axis].total_cmp(&b[axis]));
                *value = squares.get(squares.len() / 2).map_or(0.0, |c| c[axis]);
            }
            centre
        })
        .collect()
}

/// Two parts this close in CIELAB are painted one colour (a mark left in
/// a square's middle moves its colour, hardly its part's median).
/// LinkedIn's nearest two region colours are 19.7 apart; this app's
/// neighbouring regions differ in lightness level and in hue.
const ALIKE: f32 = 4.0;

fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// Groups the squares' colours into `k` groups: k-means seeded
/// farthest-first (the first seed the first square's colour, each
/// next the colour farthest from every seed so far), so that k distinct
/// colours start with a seed each; random seeding (k-means++) can put
/// two close pastels in one group. Returns each square's group, how well
/// the groups stand apart (the closest two centres' distance over the
/// widest group's), and the squares in doubt.
pub(super) fn group(colours: &[[f32; 3]], k: usize) -> (Vec<usize>, f32, Vec<Cell>) {
    let n = k;
    let mut centres: Vec<[f32; 3]> = vec![colours[0]];
    while centres.len() < k {
        let farthest = colours
            .iter()
            .max_by(|a, b| {
                let near = |p: &[f32; 3]| {
                    centres
                        .iter()
                        .map(|c| distance(*p, *c))
                        .fold(f32::MAX, f32::min)
                };
                near(a).total_cmp(&near(b))
            })
            .copied()
            .unwrap_or(colours[0]);
        centres.push(farthest);
    }
    let mut labels = vec![0; colours.len()];
    for _ in 0..20 {
        let mut changed = false;
        for (label, colour) in labels.iter_mut().zip(colours) {
            let nearest = (0..k)
                .min_by(|&a, &b| {
                    distance(*colour, centres[a]).total_cmp(&distance(*colour, centres[b]))
                })
                .unwrap_or(0);
            changed |= *label != nearest;
            *label = nearest;
        }
        for (g, centre) in centres.iter_mut().enumerate() {
            let members: Vec<&[f32; 3]> = colours
                .iter()
                .zip(&labels)
                .filter(|(_, l)| **l == g)
                .map(|(c, _)| c)
                .collect();
            if members.is_empty() {
                continue;
            }
            for axis in 0..3 {
                centre[axis] = members.iter().map(|m| m[axis]).sum::<f32>() / members.len() as f32;
            }
        }
        if !changed {
            break;
        }
    }
    let closest = (0..k)
        .flat_map(|a| (a + 1..k).map(move |b| (a, b)))
        .map(|(a, b)| distance(centres[a], centres[b]))
        .fold(f32::MAX, f32::min);
    let widest = colours
        .iter()
        .zip(&labels)
        .map(|(c, &l)| distance(*c, centres[l]))
        .fold(0.0, f32::max);
    // Every group used: k regions need k colours.
    let used = (0..k).all(|g| labels.contains(&g));
    let quality = if used { closest / (widest + 2.0) } else { 0.0 };
    let doubt = colours
        .iter()
        .zip(&labels)
        .enumerate()
        .filter(|&(_, (colour, &own))| {
            let mine = distance(*colour, centres[own]);
            let other = (0..k)
                .filter(|&g| g != own)
                .map(|g| distance(*colour, centres[g]))
                .fold(f32::MAX, f32::min);
            mine * 2.0 > other
        })
        .map(|(i, _)| (i / n, i % n))
        .collect();
    (labels, quality, doubt)
}
