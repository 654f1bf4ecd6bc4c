//! A step of Knuth's random descent through a search tree, which the
//! fast kernels' estimates of their units' work take.

/// Of the squares in `free`, one of those `keep` keeps, at random, and how
/// many it keeps: a step of Knuth's descent through the children a walk
/// keeps.
pub(crate) fn random_kept(
    mut free: u64,
    rng: &mut fastrand::Rng,
    keep: impl Fn(u64) -> bool,
) -> Option<(u64, usize)> {
    let mut kept = [0u64; 64];
    let mut count = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        if keep(bit) {
            kept[count] = bit;
            count += 1;
        }
    }
    (count > 0).then(|| (kept[rng.usize(0..count)], count))
}
