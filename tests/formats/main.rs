// Files, one binary: every format written and read back, atomic writes,
// and the readers fuzzed.

mod corpus;
mod files;
mod fuzz;
mod screenshot;
