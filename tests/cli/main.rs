// The command line as scripts use it, one binary: the answers and exit
// codes of every command, hostile input, and the kinds of shortfall an
// outside tester tries (signals, closed and full outputs, endless reads).

mod answers;
// The screenshot reader's pictures, drawn as its corpus draws them.
#[allow(dead_code)]
#[path = "../formats/corpus.rs"]
mod corpus;
mod hostile;
mod kinds;
mod regions;
mod rules;
mod run;
mod trace;
mod verify;
