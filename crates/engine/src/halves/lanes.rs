//! The join's hot loops in the widest lanes the processor has.
//!
//! [`widest`] runs a count's body compiled for AVX-512, for AVX2 or for
//! the baseline, whichever this processor takes: the pair loop is plain
//! Rust that the compiler turns into eight or sixteen comparisons at once.
//! The join of the quarters is handed [`Lanes`]: a north part and the
//! south parts with the other columns of its half make half placements,
//! and only the south parts whose seams miss the north part's fit.
//! Whether one fits is a coin toss, so the plain loop writes every
//! candidate and keeps the ones that fit; with AVX-512 eight candidates
//! are tested, joined and packed at once (`vptestnmd`, `vpcompressq`),
//! about an eighth of the instructions for the same work.

/// A count's body, to be compiled once for each kind of lanes.
pub(super) trait Body {
    type Out;
    /// Runs the body, joining with `lanes`.
    fn run(self, lanes: impl Lanes) -> Self::Out;
}

/// Runs `body` compiled for the widest lanes this processor has.
pub(super) fn widest<B: Body>(body: B) -> B::Out {
    #[cfg(target_arch = "x86_64")]
    #[allow(unsafe_code)]
    {
        if let Some(wide) = Wide::detect() {
            // SAFETY: `Wide::detect` found AVX-512 F and VL, AVX2 and
            // POPCNT: the requirements of `run_avx512`.
            return unsafe { run_avx512(body, wide) };
        }
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("popcnt") {
            // SAFETY: the processor has both, checked just above; that is
            // the only requirement of a `target_feature` function.
            return unsafe { run_avx2(body) };
        }
    }
    body.run(Plain)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vl,avx2,popcnt")]
fn run_avx512<B: Body>(body: B, wide: Wide) -> B::Out {
    body.run(wide)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
fn run_avx2<B: Body>(body: B) -> B::Out {
    body.run(Plain)
}

/// Joins one north part (`entry`, `seam`) with a group of south parts,
/// appending the patterns of the half placements that fit to `out`.
pub(super) trait Lanes: Copy {
    fn join(self, patterns: &[u64], seams: &[u32], entry: u64, seam: u32, out: &mut Vec<u64>);
}

/// The join one candidate at a time, on any processor.
#[derive(Clone, Copy)]
pub(super) struct Plain;

impl Lanes for Plain {
    #[inline(always)]
    fn join(self, patterns: &[u64], seams: &[u32], entry: u64, seam: u32, out: &mut Vec<u64>) {
        let mut len = out.len();
        out.resize(len + patterns.len(), 0);
        for (&south, &south_seam) in patterns.iter().zip(seams) {
            out[len] = south | entry;
            len += usize::from(south_seam & seam == 0);
        }
        out.truncate(len);
    }
}

/// The join eight candidates at a time. It can only be had from
/// [`Wide::detect`], so holding one proves the processor has AVX-512.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub(super) struct Wide(());

#[cfg(target_arch = "x86_64")]
impl Wide {
    /// A `Wide` if this processor has AVX-512 F and VL (and AVX2 and
    /// POPCNT, which every such processor has, checked all the same).
    pub(super) fn detect() -> Option<Wide> {
        (std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("popcnt"))
        .then_some(Wide(()))
    }
}

#[cfg(target_arch = "x86_64")]
impl Lanes for Wide {
    #[inline(always)]
    #[allow(unsafe_code)]
    fn join(self, patterns: &[u64], seams: &[u32], entry: u64, seam: u32, out: &mut Vec<u64>) {
        // SAFETY: a `Wide` exists only where `detect` found AVX-512 F and
        // VL and POPCNT, all that `join_wide` requires.
        unsafe { join_wide(patterns, seams, entry, seam, out) }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vl,popcnt")]
#[allow(unsafe_code)]
#[inline]
fn join_wide(patterns: &[u64], seams: &[u32], entry: u64, seam: u32, out: &mut Vec<u64>) {
    use std::arch::x86_64::{
        _mm256_mask_testn_epi32_mask, _mm256_maskz_loadu_epi32, _mm256_set1_epi32,
        _mm512_maskz_compress_epi64, _mm512_maskz_loadu_epi64, _mm512_or_si512, _mm512_set1_epi64,
        _mm512_storeu_si512,
    };
    let count = patterns.len().min(seams.len());
    // Each packed store writes eight lanes, however many fit: room for
    // eight past the last candidate.
    out.reserve(count + 8);
    let mut len = out.len();
    let top_entry = _mm512_set1_epi64(entry as i64);
    let top_seam = _mm256_set1_epi32(seam as i32);
    let mut i = 0;
    while i < count {
        // The lanes that hold candidates: all eight but at the end.
        let lanes = if count - i >= 8 {
            0xff
        } else {
            (1u8 << (count - i)) - 1
        };
        // SAFETY: the masked loads touch only the lanes in `lanes`, which
        // lie inside both slices (masked-off lanes do not fault); the
        // store writes lanes `len..len + 8`, within the capacity reserved
        // above since `len` grows by at most eight per step.
        let fits = unsafe {
            let south_seams = _mm256_maskz_loadu_epi32(lanes, seams.as_ptr().add(i).cast());
            let fits = _mm256_mask_testn_epi32_mask(lanes, south_seams, top_seam);
            let south = _mm512_maskz_loadu_epi64(lanes, patterns.as_ptr().add(i).cast());
            // The fitting lanes first, in order.
            let packed = _mm512_maskz_compress_epi64(fits, _mm512_or_si512(south, top_entry));
            _mm512_storeu_si512(out.as_mut_ptr().add(len).cast(), packed);
            fits
        };
        len += fits.count_ones() as usize;
        i += 8;
    }
    // SAFETY: lanes `..len` were all written with joined patterns (each
    // store's first `popcount(fits)` lanes), and `len` is within capacity.
    unsafe { out.set_len(len) };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Candidates where about half fit, and every length around a multiple
    /// of eight.
    fn candidates(len: usize, seed: u64) -> (Vec<u64>, Vec<u32>) {
        let mut rng = fastrand::Rng::with_seed(seed);
        let patterns = (0..len).map(|_| rng.u64(..)).collect();
        let seams = (0..len)
            .map(|_| rng.u32(..) & rng.u32(..) & 0x0f0f)
            .collect();
        (patterns, seams)
    }

    #[test]
    fn the_plain_join_keeps_what_fits_joined() {
        let (patterns, seams) = candidates(100, 7);
        let mut out = vec![42];
        Plain.join(&patterns, &seams, 1 << 63, 0x0101, &mut out);
        let expected: Vec<u64> = std::iter::once(42)
            .chain(
                patterns
                    .iter()
                    .zip(&seams)
                    .filter(|&(_, s)| s & 0x0101 == 0)
                    .map(|(p, _)| p | 1 << 63),
            )
            .collect();
        assert!(expected.len() > 10 && expected.len() < 90);
        assert_eq!(out, expected);
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_wide_join_gives_what_the_plain_one_does() {
        let Some(wide) = Wide::detect() else {
            eprintln!("no AVX-512 here: the wide join is not exercised");
            return;
        };
        for len in (0..40).chain([1000, 1001, 1007]) {
            let (patterns, seams) = candidates(len, len as u64);
            for seam in [0, 0x0101, 0x0f0f] {
                let mut plain = vec![1, 2, 3];
                let mut wide_out = plain.clone();
                Plain.join(&patterns, &seams, 0xabc << 40, seam, &mut plain);
                wide.join(&patterns, &seams, 0xabc << 40, seam, &mut wide_out);
                assert_eq!(wide_out, plain, "len {len}, seam {seam:#x}");
            }
        }
    }
}
