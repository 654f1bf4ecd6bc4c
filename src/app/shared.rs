//! What the views of one n share: its listings, its count, its survey, a
//! board opened from outside, the pins and blocks. Rebuilt whole with the
//! session when n changes; dropping it drops the handles of its jobs.

use std::ops::Deref;
use std::sync::Arc;
use std::time::Duration;
use web_time::Instant;

use crate::catalog::{Catalog, CatalogChunk, Filter};
use crate::engine::{Board, Constraints, Counts, MAX_SEARCH_N, Problem, Rules, Survey, Work};
use crate::worker::requests;
use crate::worker::{Job, Outcome, Stream, Worker, tasks};

/// Where a job stands.
#[derive(Debug, Clone, PartialEq)]
pub enum SearchState {
    Searching,
    Done,
    Cancelled,
    Failed(String),
}

impl SearchState {
    /// The state a job's outcome leaves.
    pub fn of<T>(outcome: &Outcome<T>) -> SearchState {
        match outcome {
            Outcome::Done(_) => SearchState::Done,
            Outcome::Cancelled => SearchState::Cancelled,
            Outcome::Failed(e) => SearchState::Failed(e.clone()),
        }
    }
}

/// The solutions of n under the session's rules, streamed in from the
/// worker.
pub struct Listing {
    pub catalog: Catalog,
    stream: Stream<CatalogChunk>,
    started: Instant,
    elapsed: Option<Duration>,
    pub state: SearchState,
}

impl Listing {
    pub(super) fn start(n: usize, rules: Rules, filter: Filter, worker: &mut Worker) -> Listing {
        Self::keeping(n, rules, filter, None, worker)
    }

    /// The listing of the solutions that pass the filter and keep `only`.
    fn keeping(
        n: usize,
        rules: Rules,
        filter: Filter,
        only: Option<Arc<Constraints>>,
        worker: &mut Worker,
    ) -> Listing {
        let catalog = Catalog::mirror(n, rules, filter).keeping(only.clone());
        Listing {
            catalog,
            stream: worker.slices(tasks::enumeration(n, rules, filter, only)),
            started: Instant::now(),
            elapsed: None,
            state: SearchState::Searching,
        }
    }

    /// How long the search has run (or ran).
    pub fn elapsed(&self) -> Duration {
        self.elapsed.unwrap_or_else(|| self.started.elapsed())
    }

    /// Takes the chunks that arrived.
    fn poll(&mut self) {
        let polled = self.stream.poll();
        for chunk in polled.items {
            if self.state != SearchState::Searching {
                break;
            }
            if let Err(e) = self.catalog.apply(chunk) {
                self.state = SearchState::Failed(e.to_string());
            } else if self.catalog.is_complete() {
                self.state = SearchState::Done;
                self.elapsed = Some(self.started.elapsed());
            }
        }
        if let Some(end) = polled.end
            && self.state == SearchState::Searching
        {
            self.elapsed = Some(self.started.elapsed());
            self.state = match end {
                // A listing that ends without its last chunk is incomplete.
                Outcome::Done(()) => SearchState::Failed("the listing stopped early".into()),
                other => SearchState::of(&other),
            };
        }
    }
}

/// A job whose result stays once it has ended (a count, a survey), with
/// its progress and the time it took.
pub struct Run<T> {
    job: Option<Job<T>>,
    pub started: Instant,
    /// How long it took, once done.
    pub took: Option<Duration>,
    pub progress: f64,
    /// When the first progress came, and how far: the time before it went
    /// to building tables, not to the work the progress measures.
    first_progress: Option<(Instant, f64)>,
    pub result: Option<T>,
    pub state: SearchState,
}

impl<T> Run<T> {
    pub fn new(job: Job<T>) -> Run<T> {
        Run {
            job: Some(job),
            started: Instant::now(),
            took: None,
            progress: 0.0,
            first_progress: None,
            result: None,
            state: SearchState::Searching,
        }
    }

    /// Takes what arrived.
    fn poll(&mut self) {
        let Some(job) = self.job.as_mut() else {
            return;
        };
        let outcome = job.poll();
        let progress = job.progress();
        if progress > self.progress {
            self.progress = progress;
            self.first_progress
                .get_or_insert_with(|| (Instant::now(), progress));
        }
        let Some(outcome) = outcome else {
            return;
        };
        self.state = SearchState::of(&outcome);
        self.job = None;
        if let Outcome::Done(result) = outcome {
            self.progress = 1.0;
            self.result = Some(result);
            self.took = Some(self.started.elapsed());
        }
    }

    /// The time left at the pace since the first progress, once there is
    /// a pace to go by (2% done).
    pub fn time_left(&self) -> Option<Duration> {
        let (since, from) = self.first_progress?;
        let done = self.progress - from;
        (self.progress > 0.02 && done > 0.0)
            .then(|| since.elapsed().mul_f64((1.0 - self.progress) / done))
    }

    pub fn cancel(&self) {
        if let Some(job) = &self.job {
            job.cancel();
        }
    }
}

/// A count running or finished on the worker.
pub type CountJob = Run<Counts>;

impl CountJob {
    pub fn start(n: usize, rules: Rules, worker: &mut Worker) -> CountJob {
        Run::new(worker.run(requests::Count { n, rules }))
    }
}

/// The heatmap tallies and statistics of n, computed once for the views
/// that show them (under the pins and blocks of `version`).
pub struct SurveyJob {
    run: Run<Arc<Survey>>,
    pub version: u64,
}

impl Deref for SurveyJob {
    type Target = Run<Arc<Survey>>;
    fn deref(&self) -> &Self::Target {
        &self.run
    }
}

/// A count forecast to take less than this starts by itself, whatever the
/// rules (the classic queens of 18: about 3 seconds on two cores; 19 takes
/// 40), so that the browser knows the final total long before the listing
/// ends.
pub const AUTO_COUNT: Duration = Duration::from_secs(10);

/// Past this n the survey waits until a person asks for it: n = 17 takes
/// half a minute here, n = 18 a few minutes.
pub const AUTO_SURVEY_LIMIT: usize = 16;

/// What the views of one n share.
pub struct Shared {
    pub n: usize,
    /// The rules of this session: the classic queens, or another piece or
    /// board; the listings and the count are under them.
    pub rules: Rules,
    /// All solutions of n (n <= 32).
    pub all: Option<Listing>,
    /// The fundamental ones, once the filter asked for them.
    pub fundamental: Option<Listing>,
    pub count: Option<CountJob>,
    /// How long the count would take here: asked when the session starts;
    /// under [`AUTO_COUNT`] the count then starts by itself.
    pub count_forecast: Option<Run<Duration>>,
    /// A board opened from a file or pasted, shown until the person browses
    /// again.
    pub opened: Option<Arc<Board>>,
    /// Pinned queens and blocked squares: while set, the browser lists only
    /// the solutions that keep them.
    pub only: Option<Arc<Constraints>>,
    /// The solutions that keep them, under the browser's filter.
    pub kept: Option<Listing>,
    /// Bumped at each change of `only`: what was looked up in an older
    /// list is stale.
    pub version: u64,
    /// The heatmap and statistics, once a view asked for them.
    pub survey: Option<SurveyJob>,
    /// How long a survey of n would take here, past the automatic limit.
    pub tally_forecast: Option<Run<Duration>>,
}

impl Shared {
    /// The listing the browser shows under a filter, if it was started:
    /// only the solutions that keep the pins and blocks while there are
    /// some.
    pub fn listing(&self, filter: Filter) -> Option<&Listing> {
        if self.only.is_some() {
            return self.kept.as_ref().filter(|l| l.catalog.filter() == filter);
        }
        match filter {
            Filter::All => self.all.as_ref(),
            Filter::Fundamental => self.fundamental.as_ref(),
        }
    }

    /// Sets the pins and blocks (none: `None` or an empty set) and starts
    /// the listing of the solutions that keep them.
    pub fn set_only(&mut self, only: Option<Constraints>, filter: Filter, worker: &mut Worker) {
        let only = only.filter(|c| !c.is_empty()).map(Arc::new);
        if only == self.only {
            return;
        }
        self.only = only;
        self.version += 1;
        self.kept = None;
        // A tally of the old pins is of no use any more: it stops.
        self.survey = None;
        self.ensure_kept(filter, worker);
    }

    /// Starts the kept listing under `filter` if pins or blocks are set and
    /// it is not running for that filter.
    pub fn ensure_kept(&mut self, filter: Filter, worker: &mut Worker) {
        let Some(only) = self.only.clone() else {
            return;
        };
        if self.n <= MAX_SEARCH_N
            && self
                .kept
                .as_ref()
                .is_none_or(|l| l.catalog.filter() != filter)
        {
            self.kept = Some(Listing::keeping(
                self.n,
                self.rules,
                filter,
                Some(only),
                worker,
            ));
        }
    }

    /// The survey of the current pins and blocks, if one was started.
    pub fn current_survey(&self) -> Option<&SurveyJob> {
        self.survey.as_ref().filter(|s| s.version == self.version)
    }

    /// Starts the survey again if it was cancelled or failed (a person asked
    /// for it), else as [`Shared::ensure_survey`].
    pub fn restart_survey(&mut self, worker: &mut Worker) {
        if self
            .survey
            .as_ref()
            .is_some_and(|s| s.state != SearchState::Searching && s.result.is_none())
        {
            self.survey = None;
        }
        self.ensure_survey(true, worker);
    }

    /// Starts the survey of the current pins and blocks for a view that
    /// shows it, unless it runs or ran already; past [`AUTO_SURVEY_LIMIT`]
    /// only once a person `asked`.
    pub fn ensure_survey(&mut self, asked: bool, worker: &mut Worker) {
        let wanted = asked || self.n <= AUTO_SURVEY_LIMIT;
        if !wanted || self.n > MAX_SEARCH_N || self.current_survey().is_some() {
            return;
        }
        let only = self
            .only
            .clone()
            .unwrap_or_else(|| Arc::new(Constraints::none(self.n)));
        // The rules were checked for n when they were chosen.
        let Ok(problem) = Problem::keeping(self.n, self.rules, &only) else {
            return;
        };
        let job = worker.run(requests::SurveyOf { problem });
        self.survey = Some(SurveyJob {
            run: Run::new(job),
            version: self.version,
        });
    }

    /// For a view that shows the survey: starts it (as
    /// [`Shared::ensure_survey`]), and where it waits for a person, asks
    /// how long it would take.
    pub fn ensure_survey_or_its_time(&mut self, asked: bool, worker: &mut Worker) {
        self.ensure_survey(asked, worker);
        self.ensure_tally_forecast(worker);
    }

    /// Asks how long a survey of n takes here, once, for a view that offers
    /// one on request (past [`AUTO_SURVEY_LIMIT`]).
    pub fn ensure_tally_forecast(&mut self, worker: &mut Worker) {
        if self.tally_forecast.is_none() && self.n > AUTO_SURVEY_LIMIT && self.n <= MAX_SEARCH_N {
            let (n, rules) = (self.n, self.rules);
            let job = worker.run(requests::Forecast {
                n,
                rules,
                work: Work::Stats,
            });
            self.tally_forecast = Some(Run::new(job));
        }
    }

    /// How long a survey of n takes here, in words: "about 24 seconds",
    /// or why that is not known yet.
    pub fn tally_time(&self) -> String {
        match &self.tally_forecast {
            Some(Run {
                result: Some(time), ..
            }) => crate::app::i18n::t!(
                "tally-about",
                time = crate::app::words::duration_words(*time)
            ),
            Some(Run {
                state: SearchState::Searching,
                ..
            }) => crate::app::i18n::tr("tally-estimating"),
            _ => crate::app::i18n::tr("tally-unknown"),
        }
    }

    /// Solutions of a filter known so far, and whether that is final (no
    /// listing: none, final).
    pub fn known(&self, filter: Filter) -> (u64, bool) {
        self.listing(filter)
            .map_or((0, true), |l| (l.catalog.len(), l.catalog.is_complete()))
    }

    /// The final number of solutions in the browsed list under a filter,
    /// once a count has it (none while pins or blocks are set: the count
    /// is of all solutions).
    pub fn final_total(&self, filter: Filter) -> Option<u64> {
        if self.only.is_some() {
            return None;
        }
        let counts = self.count.as_ref()?.result?;
        Some(match filter {
            Filter::All => counts.total,
            Filter::Fundamental => counts.fundamental?,
        })
    }

    /// Every solution of n known so far, whatever the pins, and whether that
    /// is final.
    pub fn known_all(&self) -> (u64, bool) {
        self.all
            .as_ref()
            .map_or((0, true), |l| (l.catalog.len(), l.catalog.is_complete()))
    }

    /// Starts the listing of the fundamental solutions, once.
    pub fn ensure_fundamental(&mut self, worker: &mut Worker) {
        if self.fundamental.is_none() && self.n <= MAX_SEARCH_N {
            self.fundamental = Some(Listing::start(
                self.n,
                self.rules,
                Filter::Fundamental,
                worker,
            ));
        }
    }

    /// Asks how long the count takes, once; starts the count where the
    /// answer is short ([`AUTO_COUNT`]).
    pub fn ensure_count(&mut self, worker: &mut Worker) {
        if self.count.is_some() || self.n > MAX_SEARCH_N {
            return;
        }
        match &self.count_forecast {
            None => {
                let (n, rules) = (self.n, self.rules);
                let job = worker.run(requests::Forecast {
                    n,
                    rules,
                    work: Work::Count,
                });
                self.count_forecast = Some(Run::new(job));
            }
            Some(Run {
                result: Some(time), ..
            }) if *time < AUTO_COUNT => {
                self.count = Some(CountJob::start(self.n, self.rules, worker));
            }
            Some(_) => {}
        }
    }

    /// Whether a listing, a count or a survey is still running.
    pub fn busy(&self) -> bool {
        [
            self.all.as_ref(),
            self.fundamental.as_ref(),
            self.kept.as_ref(),
        ]
        .into_iter()
        .flatten()
        .any(|l| l.state == SearchState::Searching)
            || self
                .count
                .as_ref()
                .is_some_and(|c| c.state == SearchState::Searching)
            || self
                .survey
                .as_ref()
                .is_some_and(|s| s.state == SearchState::Searching)
            || self
                .count_forecast
                .as_ref()
                .is_some_and(|f| f.state == SearchState::Searching)
    }

    /// Takes what the shared jobs brought.
    pub(super) fn poll(&mut self) {
        for listing in [
            self.all.as_mut(),
            self.fundamental.as_mut(),
            self.kept.as_mut(),
        ]
        .into_iter()
        .flatten()
        {
            listing.poll();
        }
        if let Some(survey) = self.survey.as_mut() {
            survey.run.poll();
        }
        if let Some(count) = self.count.as_mut() {
            count.poll();
        }
        for forecast in [self.tally_forecast.as_mut(), self.count_forecast.as_mut()]
            .into_iter()
            .flatten()
        {
            forecast.poll();
        }
    }
}
