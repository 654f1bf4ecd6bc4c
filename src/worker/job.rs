//! Typed handles to work on the solver's threads. Whoever starts the work
//! holds its handle: the result arrives on it and nowhere else, dropping it
//! stops the work, and the end of the work (done, cancelled or failed) is a
//! value its owner must match.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::thread;

use crate::platform::TaskThread;
use std::time::Duration;
use web_time::Instant;

/// How a job ended. `#[must_use]`: a job that failed is a state its owner
/// shows, not an event that falls through.
#[must_use]
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome<T> {
    Done(T),
    /// Stopped on request ([`Job::cancel`]).
    Cancelled,
    /// Stopped by an error, in words for the person.
    Failed(String),
}

impl<T> Outcome<T> {
    /// The outcome with its value mapped.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Outcome<U> {
        match self {
            Outcome::Done(t) => Outcome::Done(f(t)),
            Outcome::Cancelled => Outcome::Cancelled,
            Outcome::Failed(e) => Outcome::Failed(e),
        }
    }
}

/// What a task's thread sends its handle.
pub(super) enum Message<T> {
    Progress(f64),
    Item(T),
    End(Outcome<()>),
}

/// The thread and channel of one task.
pub(super) struct Link<T> {
    pub(super) rx: Receiver<Message<T>>,
    pub(super) cancel: Arc<AtomicBool>,
    pub(super) thread: Option<TaskThread>,
}

impl<T> Link<T> {
    /// A link whose task has already said everything: `messages`, then
    /// nothing (for tests of what a view does with an outcome).
    #[cfg(test)]
    fn told(messages: Vec<Message<T>>) -> Link<T> {
        let (tx, rx) = std::sync::mpsc::channel();
        for message in messages {
            let _ = tx.send(message);
        }
        Link {
            rx,
            cancel: Arc::new(AtomicBool::new(false)),
            thread: None,
        }
    }

    /// Every message that has arrived; a thread that ended without a word
    /// (it panicked) counts as failed.
    fn drain(&mut self) -> Vec<Message<T>> {
        let mut messages = Vec::new();
        loop {
            match self.rx.try_recv() {
                Ok(message) => messages.push(message),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    if !messages.iter().any(|m| matches!(m, Message::End(_))) {
                        messages.push(Message::End(Outcome::Failed(
                            "the solver thread stopped unexpectedly".into(),
                        )));
                    }
                    break;
                }
            }
        }
        messages
    }

    fn wait(&mut self, timeout: Duration) -> bool {
        let Some(thread) = self.thread.take() else {
            return true;
        };
        let deadline = Instant::now() + timeout;
        while !thread.is_finished() {
            if Instant::now() >= deadline {
                self.thread = Some(thread);
                return false;
            }
            thread::sleep(Duration::from_millis(5));
        }
        thread.join()
    }
}

impl<T> Drop for Link<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// One piece of work with one result: a count, a lookup, a saved file.
pub struct Job<T> {
    link: Link<T>,
    progress: f64,
    value: Option<T>,
    ended: bool,
}

impl<T> Job<T> {
    /// A job that has already failed, for tests of what its owner says.
    #[cfg(test)]
    pub(crate) fn failed(why: &str) -> Job<T> {
        Job::new(Link::told(vec![Message::End(Outcome::Failed(why.into()))]))
    }

    pub(super) fn new(link: Link<T>) -> Job<T> {
        Job {
            link,
            progress: 0.0,
            value: None,
            ended: false,
        }
    }

    /// Takes what arrived: `Some` once, when the job has ended; `None` while
    /// it runs (and after its outcome was taken).
    pub fn poll(&mut self) -> Option<Outcome<T>> {
        if self.ended {
            return None;
        }
        for message in self.link.drain() {
            match message {
                Message::Progress(p) => self.progress = self.progress.max(p),
                Message::Item(value) => self.value = Some(value),
                Message::End(end) => {
                    self.ended = true;
                    return Some(match (end, self.value.take()) {
                        (Outcome::Done(()), Some(value)) => {
                            self.progress = 1.0;
                            Outcome::Done(value)
                        }
                        (Outcome::Done(()), None) => {
                            Outcome::Failed("the solver ended without an answer".into())
                        }
                        (Outcome::Cancelled, _) => Outcome::Cancelled,
                        (Outcome::Failed(e), _) => Outcome::Failed(e),
                    });
                }
            }
        }
        None
    }

    /// The fraction done, as last reported (0 for work that does not say).
    pub fn progress(&self) -> f64 {
        self.progress
    }

    /// Asks the work to stop; its outcome will be [`Outcome::Cancelled`]
    /// unless it had finished.
    pub fn cancel(&self) {
        self.link.cancel.store(true, Ordering::Relaxed);
        if let Some(thread) = &self.link.thread {
            thread.cancel();
        }
    }

    /// Waits for the work's thread to end, at most `timeout`, without
    /// stopping it. Returns whether it ended.
    pub fn wait(&mut self, timeout: Duration) -> bool {
        self.link.wait(timeout)
    }

    /// Stops the work and waits for its thread to end, at most `timeout`,
    /// so that what it was writing is cleaned up before the process exits.
    pub fn stop_and_wait(mut self, timeout: Duration) -> bool {
        self.cancel();
        self.wait(timeout)
    }
}

/// What a [`Stream`] brought since the last poll.
#[must_use]
pub struct Polled<T> {
    pub items: Vec<T>,
    /// How it ended, once it has (given once).
    pub end: Option<Outcome<()>>,
}

/// Work that hands over its results as it goes: a listing, a trace.
pub struct Stream<T> {
    link: Link<T>,
    progress: f64,
    ended: bool,
}

impl<T> Stream<T> {
    /// A stream that has already brought `items` and ended with `end`,
    /// for tests of what its owner does with them.
    #[cfg(test)]
    pub(crate) fn told(items: Vec<T>, end: Outcome<()>) -> Stream<T> {
        let mut messages: Vec<Message<T>> = items.into_iter().map(Message::Item).collect();
        messages.push(Message::End(end));
        Stream::new(Link::told(messages))
    }

    pub(super) fn new(link: Link<T>) -> Stream<T> {
        Stream {
            link,
            progress: 0.0,
            ended: false,
        }
    }

    /// The items that arrived, in order, and the end once it came.
    pub fn poll(&mut self) -> Polled<T> {
        let mut polled = Polled {
            items: Vec::new(),
            end: None,
        };
        if self.ended {
            return polled;
        }
        for message in self.link.drain() {
            match message {
                Message::Progress(p) => self.progress = self.progress.max(p),
                Message::Item(item) => polled.items.push(item),
                Message::End(end) => {
                    self.ended = true;
                    polled.end = Some(end);
                    break;
                }
            }
        }
        polled
    }

    /// Whether the stream has ended (and its end was polled).
    pub fn ended(&self) -> bool {
        self.ended
    }

    pub fn progress(&self) -> f64 {
        self.progress
    }

    pub fn cancel(&self) {
        self.link.cancel.store(true, Ordering::Relaxed);
    }
}
