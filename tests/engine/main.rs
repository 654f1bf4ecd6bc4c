// The engine, one binary: its laws checked against brute force and the
// reference figures, numbering by rank and unrank, and the textbook's
// programs run for real.

mod laws;
mod rank;
mod regions;
mod textbook;
