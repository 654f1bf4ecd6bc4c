//! The reference figures the engine's answers are held to.

/// The number of solutions of n = 1, 2, 3, …, 27 (OEIS A000170; n = 27 was
/// counted in 2016 by the Q27 project). Past 27 nobody knows.
pub const KNOWN_COUNTS: [u64; 27] = [
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2_680,
    14_200,
    73_712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// Nodes of the row-by-row backtracking tree of n = 1, 2, …, 10, the root
/// included (the reference figures; `nqueens stats` prints them).
pub const TREE_NODES: [u64; 10] = [2, 3, 6, 17, 54, 153, 552, 2_057, 8_394, 35_539];
