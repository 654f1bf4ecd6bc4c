//! Which row sets a count of half-boards counts, and what each weighs:
//! one in each class under the symmetries that keep the cut.

use super::Layout;

impl Layout {
    /// The north row subsets, each with the south row subsets that make a
    /// row set S worth counting (one per class under the symmetries that
    /// keep the cut), and the class sizes.
    pub(super) fn row_sets(&self) -> Vec<North> {
        self.row_sets_folded(true)
    }

    /// [`Layout::row_sets`], with the flip among the symmetries or not (a
    /// count by prefix cannot fold by the flip: it turns the first rows
    /// into the last).
    ///
    /// An odd board's mirror does not keep the cut: the east half is one
    /// column wider, the middle one. But the mirror keeps the queen of
    /// the middle column, in its row m, and swaps the other columns of
    /// the halves, which are as wide: it turns the row set S (with m
    /// outside it) into the rows other than S and m. So, with the flip,
    /// each row set of an odd n is counted only for some rows m of that
    /// queen, and the row sets fold by four as at even n:
    ///
    /// - m below the centre row: once with row 0 in S, or with row 1 in
    ///   S where m is 0 (the mirror gives the rest); the flip takes m to
    ///   the rows past the centre. All of these rows are north rows, and
    ///   which are counted depends on the north rows of S alone, so they
    ///   are one row set ([`North::middle`]) that weighs 4.
    /// - m the centre row, which the flip keeps: one in each class of
    ///   (up to) four, as at even n.
    pub(super) fn row_sets_folded(&self, by_flip: bool) -> Vec<North> {
        let n = self.n;
        let full = (1u32 << n) - 1;
        let north_mask = (1u32 << self.hr) - 1;
        let flip = |s: u32| s.reverse_bits() >> (32 - n);
        let even = n.is_multiple_of(2);
        let centre = (n - 1) / 2;
        let by_middle = by_flip && !even;
        debug_assert!(!by_middle || centre < self.hr);
        // The rows below the centre where the middle column's queen is
        // counted with these north rows of S.
        let below_centre = |rows: u32| -> u32 {
            let below = (1u32 << centre) - 1;
            match (rows & 1 != 0, rows & 2 != 0) {
                (true, _) => below & !rows & !1,
                (false, true) => 1,
                (false, false) => 0,
            }
        };
        // The mirror swaps the halves: only when they are as wide, or with
        // the middle column's queen fixed in the centre row (the rows of
        // the centre group).
        let others = if by_middle {
            full & !(1 << centre)
        } else {
            full
        };
        let mirror = (even || by_middle).then_some(|s: u32| !s & others);
        // Each north subset's row sets, and those of the centre row.
        let mut groups: Vec<[North; 2]> = (0..=north_mask)
            .map(|rows| {
                let middles = if by_middle {
                    [
                        Some(below_centre(rows)).filter(|&m| m != 0),
                        Some(1 << centre).filter(|_| rows & 1 << centre == 0),
                    ]
                } else {
                    [None, None]
                };
                middles.map(|middle| North {
                    rows,
                    middle,
                    souths: Vec::new(),
                })
            })
            .collect();
        for s in 0..=full {
            if s.count_ones() as usize != self.w {
                continue;
            }
            let group = &mut groups[(s & north_mask) as usize];
            if by_middle && group[0].middle.is_some() {
                group[0].souths.push((s >> self.hr, 4));
            }
            if by_middle && group[1].middle.is_none() {
                continue;
            }
            let mut images = [s; 4];
            let mut len = 1;
            if by_flip {
                images[len] = flip(s);
                len += 1;
            }
            if let Some(mirror) = mirror {
                for i in 0..len {
                    images[len + i] = mirror(images[i]);
                }
                len *= 2;
            }
            let images = &mut images[..len];
            if images.iter().any(|&image| image < s) {
                continue;
            }
            images.sort_unstable();
            let distinct = 1 + images.windows(2).filter(|w| w[0] != w[1]).count();
            group[1].souths.push((s >> self.hr, distinct as u64));
        }
        let mut norths: Vec<North> = groups
            .into_iter()
            .flatten()
            .filter(|north| !north.souths.is_empty())
            .collect();
        // A fixed shuffle spreads the heavy subsets over the run, so that
        // the share of row sets done is a fair share of the time.
        let mut rng = fastrand::Rng::with_seed(0x5eed_f00d);
        rng.shuffle(&mut norths);
        norths
    }
}

/// A north row subset and its south row subsets with their weights.
pub(super) struct North {
    pub(super) rows: u32,
    /// The rows where the east's queen in the middle column stands, where
    /// the count fixes them (odd n, see [`Layout::row_sets_folded`]): a
    /// mask of north rows outside `rows`.
    pub(super) middle: Option<u32>,
    pub(super) souths: Vec<(u32, u64)>,
}

#[cfg(test)]
mod tests {
    use super::super::{Control, Plan};

    /// n choose k.
    fn binomial(n: u64, k: u64) -> u64 {
        (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
    }

    #[test]
    fn row_sets_are_one_per_class_and_weigh_all_of_them() {
        for n in [12, 13, 16] {
            let plan = Plan::new(n, &Control::default()).unwrap();
            let sets: Vec<(u32, Option<u32>, u64)> = plan.row_sets().collect();
            let weight: u64 = sets
                .iter()
                .map(|&(_, m, w)| w * u64::from(m.map_or(1, u32::count_ones)))
                .sum();
            // An odd n counts each row set once for each row of the middle
            // column's queen, one of the n - w rows outside it.
            let middles = if n % 2 == 0 { 1 } else { (n - n / 2) as u64 };
            assert_eq!(
                weight,
                binomial(n as u64, (n / 2) as u64) * middles,
                "n = {n}"
            );
            assert!(
                sets.iter()
                    .all(|&(s, m, _)| s.count_ones() as usize == n / 2
                        && m.is_none_or(|m| m != 0 && s & m == 0))
            );
            assert_eq!(plan.work().len(), sets.len());
        }
    }

    #[test]
    fn odd_row_sets_and_their_images_cover_each_middle_row_once() {
        // The images of (S, m) under the mirror, which keeps the middle
        // column's queen, and the flip: each class is met once, and as
        // many times as its weight says.
        for n in [13, 15] {
            let plan = Plan::new(n, &Control::default()).unwrap();
            let full = (1u32 << n) - 1;
            let flip = |s: u32| s.reverse_bits() >> (32 - n);
            let mut seen = std::collections::HashSet::new();
            for (s, middle, weight) in plan.row_sets() {
                let middle = middle.expect("odd n fix the middle rows");
                let mirror = |s: u32, m: usize| !s & full & !(1 << m);
                for m in (0..n).filter(|&m| middle & 1 << m != 0) {
                    let images = [
                        (s, m),
                        (mirror(s, m), m),
                        (flip(s), n - 1 - m),
                        (mirror(flip(s), n - 1 - m), n - 1 - m),
                    ];
                    let class: std::collections::HashSet<(u32, usize)> = images.into();
                    assert_eq!(class.len() as u64, weight, "n = {n}, {s:b} at {m}");
                    for image in class {
                        assert!(seen.insert(image), "n = {n}: {image:?} twice");
                    }
                }
            }
            let all = binomial(n as u64, (n / 2) as u64) * (n - n / 2) as u64;
            assert_eq!(seen.len() as u64, all, "n = {n}");
        }
    }
}
