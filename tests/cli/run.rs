//! Running the binary as a script does: its output, with stdin closed or
//! given.

#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `nqueens ARGS`, stdin empty.
pub fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// `nqueens ARGS < input`.
pub fn nqueens_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    // A reader that refuses its input at the first bad line may end
    // before it has all of it: the pipe is then closed, and that is its
    // answer, not the test's failure (it failed CI once so).
    if let Err(e) = stdin.write_all(input.as_bytes()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// The stdout of a run that must succeed.
pub fn stdout_of(args: &[&str]) -> String {
    let out = nqueens(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}
