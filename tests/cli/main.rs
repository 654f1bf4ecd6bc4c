// The command line as scripts use it, one binary: the answers and exit
// codes of every command, hostile input, and the kinds of shortfall an
// outside tester tries (signals, closed and full outputs, endless reads).

mod answers;
mod hostile;
mod kinds;
mod regions;
mod rules;
mod run;
mod verify;
