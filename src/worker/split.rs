//! A long count on a page, split over the browser's cores: the engine's
//! parts (`nqueens count --part I/K`), a Web Worker each, added up as
//! `nqueens sum` adds them (every part of one split, each once). The
//! desktop needs none of it: a count's threads take every core there.

use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex};

use super::Worker;
use super::job::{Job, Message, Outcome};
use super::remote::{Posted, Remote};
use super::requests::CountPart;
use crate::engine::{self, Kernel, PartResult, Problem, Question};
use crate::platform::RemoteEvent;

/// The smallest n whose count a page splits: below it a count takes less
/// than the start of its workers (each compiles the wasm, 10 MB).
pub const SPLIT_FROM: usize = 15;

impl Remote {
    /// The request as parts for `workers` Web Workers, where it is a
    /// count the engine's table splits (the kernel that counts it, its
    /// fundamental solutions included, splits) and worth splitting.
    pub fn parts(&self, workers: usize) -> Option<Vec<Remote>> {
        let Remote::Count(count) = self else {
            return None;
        };
        let problem = Problem::new(count.n, count.rules).ok()?;
        let kernel: Kernel = engine::choose(&problem, Question::Fundamental);
        if workers < 2 || count.n < SPLIT_FROM || !kernel.splits() {
            return None;
        }
        let parts = workers as u64;
        Some(
            (0..parts)
                .map(|index| {
                    Remote::CountPart(CountPart {
                        n: count.n,
                        rules: count.rules,
                        index,
                        parts,
                    })
                })
                .collect(),
        )
    }

    /// The whole request's answer (RON text, as it would have answered
    /// unsplit) from its parts' answers, in order: the result lines read
    /// and summed, or why they do not add up.
    pub fn gather(answers: &[String]) -> Result<String, String> {
        let results = answers
            .iter()
            .map(|answer| {
                let line: String = ron::from_str(answer)
                    .map_err(|e| format!("a part's answer did not read: {e}"))?;
                PartResult::parse(&line).map_err(|e| e.to_string())
            })
            .collect::<Result<Vec<_>, String>>()?;
        let counts = engine::sum_parts(&results).map_err(|e| e.to_string())?;
        ron::to_string(&counts).map_err(|e| format!("the sum was not written: {e}"))
    }
}

/// What the parts of a split task have said so far.
struct Gathered {
    answers: Vec<Option<String>>,
    progress: Vec<f64>,
    ended: bool,
}

impl Gathered {
    /// What part `i` said, taken in; answers whether that part's worker
    /// has ended. The job's messages go to `tx`.
    fn hear<T>(
        &mut self,
        i: usize,
        event: RemoteEvent,
        unpack: fn(&str) -> Option<T>,
        tx: &Sender<Message<T>>,
    ) -> bool {
        let end = |state: &mut Gathered, outcome: Outcome<()>| {
            if !state.ended {
                state.ended = true;
                let _ = tx.send(Message::End(outcome));
            }
        };
        match event {
            RemoteEvent::Posted(text) => match ron::from_str::<Posted>(&text) {
                Ok(Posted::Progress(p)) => {
                    self.progress[i] = p;
                    let mean = self.progress.iter().sum::<f64>() / self.progress.len() as f64;
                    let _ = tx.send(Message::Progress(mean));
                    false
                }
                Ok(Posted::Done(answer)) => {
                    self.answers[i] = Some(answer);
                    if self.answers.iter().all(Option::is_some) {
                        let answers: Vec<String> = self.answers.iter().flatten().cloned().collect();
                        match Remote::gather(&answers).map(|text| unpack(&text)) {
                            Ok(Some(value)) if !self.ended => {
                                let _ = tx.send(Message::Item(value));
                                end(self, Outcome::Done(()));
                            }
                            Ok(_) => end(
                                self,
                                Outcome::Failed("the workers answered another question".into()),
                            ),
                            Err(why) => end(self, Outcome::Failed(why)),
                        }
                    }
                    true
                }
                Ok(Posted::Cancelled) => {
                    end(self, Outcome::Cancelled);
                    true
                }
                Ok(Posted::Failed(why)) => {
                    end(self, Outcome::Failed(why));
                    true
                }
                Err(e) => {
                    end(
                        self,
                        Outcome::Failed(format!("a worker said something unreadable: {e}")),
                    );
                    true
                }
            },
            RemoteEvent::Stopped => {
                end(self, Outcome::Cancelled);
                true
            }
            RemoteEvent::Broken(why) => {
                end(self, Outcome::Failed(why));
                true
            }
        }
    }
}

impl Worker {
    /// Runs the parts of one request, a Web Worker each, as one job: its
    /// progress the parts' mean, its output [`Remote::gather`]'s, read by
    /// `unpack`; the first part that fails or stops ends it (dropping the
    /// job terminates the others).
    pub(super) fn remote_parts<T: Send + 'static>(
        &mut self,
        parts: Vec<Remote>,
        unpack: fn(&str) -> Option<T>,
    ) -> Job<T> {
        let (tx, rx) = channel::<Message<T>>();
        let waker = self.waker.clone();
        let gathered = Arc::new(Mutex::new(Gathered {
            answers: vec![None; parts.len()],
            progress: vec![0.0; parts.len()],
            ended: false,
        }));
        let on_event = move |i: usize, event: RemoteEvent| {
            let part_ended = match gathered.lock() {
                Ok(mut state) => state.hear(i, event, unpack, &tx),
                Err(_) => true,
            };
            waker();
            part_ended
        };
        let texts: Vec<String> = parts
            .iter()
            .map(|p| ron::to_string(p).unwrap_or_default())
            .collect();
        self.started += 1;
        super::remote_job(
            rx,
            crate::platform::spawn_remotes(&texts, on_event),
            "the workers",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::worker::remote::{Posted, serve};
    use crate::worker::requests::{Count, Request};

    /// Each part served as a page's worker serves it; its answer.
    fn answer(part: &Remote) -> String {
        let said = Mutex::new(Vec::new());
        serve(&ron::to_string(part).expect("RON"), &|text| {
            said.lock().expect("said").push(text)
        });
        let last = said.into_inner().expect("said").pop().expect("an answer");
        match ron::from_str::<Posted>(&last) {
            Ok(Posted::Done(answer)) => answer,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_split_count_gathers_to_the_whole_count() {
        let superqueens = Rules {
            piece: crate::engine::Piece::Superqueen,
            ..Rules::QUEENS
        };
        for (n, rules) in [(15, Rules::QUEENS), (16, superqueens)] {
            let whole = Remote::Count(Count { n, rules });
            let parts = whole.parts(3).expect("a split");
            assert_eq!(parts.len(), 3);
            let answers: Vec<String> = parts.iter().map(answer).collect();
            let gathered = Remote::gather(&answers).expect("the parts add up");
            let unsplit = Count::unpack(&answer(&whole)).expect("counts");
            assert_eq!(Count::unpack(&gathered), Some(unsplit), "{rules} n = {n}");
            // A part missing, or one twice, does not add up.
            assert!(Remote::gather(&answers[..2]).is_err());
            let twice = [answers[0].clone(), answers[0].clone(), answers[2].clone()];
            assert!(Remote::gather(&twice).is_err());
        }
    }

    #[test]
    fn only_what_the_table_splits_is_split() {
        let torus = Rules {
            topology: crate::engine::Topology::Torus,
            ..Rules::QUEENS
        };
        let kings = Rules {
            piece: crate::engine::Piece::King,
            ..Rules::QUEENS
        };
        // One core, a small n, a count whose fundamental solutions the
        // split cannot give (the torus), a rule with no split.
        assert!(
            Remote::Count(Count {
                n: 16,
                rules: Rules::QUEENS
            })
            .parts(1)
            .is_none()
        );
        assert!(
            Remote::Count(Count {
                n: 12,
                rules: Rules::QUEENS
            })
            .parts(4)
            .is_none()
        );
        assert!(
            Remote::Count(Count {
                n: 17,
                rules: torus
            })
            .parts(4)
            .is_none()
        );
        assert!(
            Remote::Count(Count {
                n: 16,
                rules: kings
            })
            .parts(4)
            .is_none()
        );
    }
}
