//! How large a board each part of the engine takes: the bounds its
//! errors name.

/// Largest side for searches that list, count or trace solutions (their
/// bitmasks are 32 columns wide).
pub const MAX_SEARCH_N: usize = 32;

/// Largest side [`crate::complete::complete`] searches (its masks are 64 columns wide).
pub const MAX_COMPLETE_N: usize = 64;

/// The widest board the search takes: a row's free squares are one `u64`.
pub const MAX_RULE_WIDTH: usize = 64;

/// The mask of n columns of the search's 32-bit rows.
pub(crate) fn full_mask(n: usize) -> u32 {
    if n >= 32 { u32::MAX } else { (1u32 << n) - 1 }
}
