//! Browse's lookups on the worker, each of one shape ([`Pending`]): the
//! selected solution by its number, the gallery's page, the page's numbers
//! among all under pins, an opened board's number, and the selection's
//! place in the other list after a change of filter.

use web_time::Instant;

use super::{Browse, ListKey};
use crate::app::i18n::t;
use crate::app::status::Status;
use crate::app::view::Act;
use crate::app::words::thousands;
use crate::catalog::{Filter, IndexPlan, RangePlan};
use crate::engine::{Board, Rules};
use crate::worker::requests;
use crate::worker::{Job, Outcome, Worker};

/// A lookup on the worker: what it is for, its job, and since when (a
/// short one is not worth a "looking up…").
pub(super) struct Pending<K, T> {
    pub key: K,
    pub job: Job<T>,
    pub since: Instant,
}

impl<K> Pending<K, Vec<Vec<u32>>> {
    /// Solutions looked up by number: their column lists.
    pub fn lookup(key: K, plan: RangePlan, worker: &mut Worker) -> Self {
        Pending {
            key,
            job: worker.run(requests::Lookup { plan }),
            since: Instant::now(),
        }
    }
}

impl<K> Pending<K, Vec<Option<u64>>> {
    /// Numbers looked up by solution.
    pub fn locate(key: K, plans: Vec<IndexPlan>, worker: &mut Worker) -> Self {
        Pending {
            key,
            job: worker.run(requests::Locate { plans }),
            since: Instant::now(),
        }
    }
}

/// A solution whose number is wanted, asked again each time the listing
/// has found more until it is numbered (or the list is whole).
pub(super) struct Sought {
    pub columns: Vec<u32>,
    /// The lookup in flight, keyed by the solutions known when it was asked.
    pub job: Option<Pending<u64, Vec<Option<u64>>>>,
    /// The solutions known at the last ask.
    pub asked: u64,
}

impl Sought {
    pub fn new(columns: Vec<u32>) -> Sought {
        Sought {
            columns,
            job: None,
            asked: u64::MAX,
        }
    }

    /// Asks for its number, with `known` solutions listed.
    pub fn ask(&mut self, known: u64, plan: IndexPlan, worker: &mut Worker) {
        self.asked = known;
        self.job = Some(Pending::locate(known, vec![plan], worker));
    }

    /// The lookup's outcome, once it is back.
    pub fn poll(&mut self) -> Option<Outcome<Vec<Option<u64>>>> {
        let outcome = self.job.as_mut()?.job.poll()?;
        self.job = None;
        Some(outcome)
    }
}

/// The solution to select in the list switched to, once numbered there.
pub(super) struct Refilter {
    /// The solution, or its class's representative under Fundamental.
    pub sought: Sought,
    /// Whether that is another solution of its orbit (said so).
    pub representative: bool,
}

impl Browse {
    /// Starts the lookups the current selection needs.
    pub(super) fn look_up(&mut self, act: &mut Act<'_>) {
        let key = Self::key(&act.look());
        let have = self.shown.as_ref().is_some_and(|(k, _)| *k == key);
        let asked = self.looking.as_ref().is_some_and(|p| p.key == key);
        if !have
            && !asked
            && let Some(board) = self.on_page(key, act.shared.rules)
        {
            // A thumbnail already holds the board: no lookup.
            self.shown = Some((key, board));
            self.looking = None;
        } else if !have && !asked {
            let plan = act
                .shared
                .listing(key.0.0)
                .and_then(|l| l.catalog.plan_range(key.1, 1));
            // A new selection drops the lookup of the old one.
            self.looking = plan.map(|plan| Pending::lookup(key, plan, act.worker));
        }
        self.look_up_orbit(act);
        self.look_up_opened(act);
        self.look_up_refiltered(act);
    }

    /// The board of `key` if the gallery's page holds it.
    fn on_page(&self, key: ListKey, rules: Rules) -> Option<Board> {
        let ((id, first, _), _, boards) = self.page.as_ref()?;
        let offset = key.1.checked_sub(*first)?;
        let columns = boards.get(usize::try_from(offset).ok()?)?;
        (*id == key.0).then(|| rules.board_of(columns).ok())?
    }

    /// Asks again for the number of an opened solution when the search has
    /// found more since the last time.
    pub(super) fn look_up_opened(&mut self, act: &mut Act<'_>) {
        let Some(sought) = self.locate.as_mut() else {
            return;
        };
        let Some(all) = act.shared.all.as_ref() else {
            return;
        };
        let known = all.catalog.len();
        if sought.job.is_none() && (known != sought.asked || all.catalog.reach().1) {
            sought.ask(known, all.catalog.plan_index(&sought.columns), act.worker);
        }
    }

    /// Asks for the number of the solution kept across a change of filter,
    /// again each time the listing has found more.
    pub(super) fn look_up_refiltered(&mut self, act: &mut Act<'_>) {
        let Some(refilter) = self.refilter.as_mut() else {
            return;
        };
        let Some(listing) = act.shared.listing(act.settings.filter) else {
            return;
        };
        let (reach, _) = listing.catalog.reach();
        let sought = &mut refilter.sought;
        if sought.job.is_none() && reach != sought.asked {
            sought.ask(
                reach,
                listing.catalog.plan_index(&sought.columns),
                act.worker,
            );
        }
    }

    /// The selected board and the gallery's page, when they are back.
    pub(super) fn poll_lookups(&mut self, act: &mut Act<'_>) {
        if let Some(pending) = self.looking.as_mut()
            && let Some(outcome) = pending.job.poll()
        {
            let key = pending.key;
            self.looking = None;
            match outcome {
                Outcome::Done(found) => {
                    let board = found
                        .first()
                        .and_then(|c| act.shared.rules.board_of(c).ok());
                    if let Some(board) = board {
                        self.shown = Some((key, board));
                    }
                }
                Outcome::Cancelled => {}
                Outcome::Failed(e) => *act.status = Status::error(e),
            }
        }
        if let Some(pending) = self.page_job.as_mut()
            && let Some(outcome) = pending.job.poll()
        {
            let key = pending.key;
            self.page_job = None;
            match outcome {
                Outcome::Done(found) => {
                    let len = act
                        .shared
                        .listing(key.0.0)
                        .map_or(0, |l| l.catalog.reach().0);
                    // Under pins, each thumbnail also gets its number among all.
                    if act.shared.only.is_some()
                        && let Some(all) = act.shared.all.as_ref()
                    {
                        let plans = found.iter().map(|c| all.catalog.plan_index(c)).collect();
                        self.page_numbers_job = Some(Pending::locate(key, plans, act.worker));
                    }
                    self.page = Some((key, len, found));
                }
                Outcome::Cancelled => {}
                Outcome::Failed(e) => *act.status = Status::error(e),
            }
        }
    }

    /// Numbers looked up: the page's among all, the selection's in another
    /// list, an opened board's, the orbit's.
    pub(super) fn poll_numbers(&mut self, act: &mut Act<'_>) {
        if let Some(pending) = self.page_numbers_job.as_mut()
            && let Some(outcome) = pending.job.poll()
        {
            let key = pending.key;
            self.page_numbers_job = None;
            if let Outcome::Done(numbers) = outcome {
                self.page_numbers = Some((key, numbers));
            }
        }
        if let Some(refilter) = self.refilter.as_mut()
            && let Some(outcome) = refilter.sought.poll()
        {
            let representative = refilter.representative;
            let found = match outcome {
                Outcome::Done(numbers) => numbers.first().copied().flatten(),
                Outcome::Cancelled | Outcome::Failed(_) => None,
            };
            // Not numbered yet is final only once the list is whole.
            let whole = act
                .shared
                .listing(act.settings.filter)
                .is_none_or(|l| l.catalog.reach() == (refilter.sought.asked, true));
            if found.is_some() || whole {
                self.refilter = None;
            }
            if let Some(k) = found {
                act.settings.selected = k;
                if representative {
                    *act.status = Status::info(t!("browse-representative", k = thousands(k)));
                }
            }
        }
        if let Some(sought) = self.locate.as_mut()
            && let Some(outcome) = sought.poll()
        {
            let asked = sought.asked;
            let number = match outcome {
                Outcome::Done(numbers) => numbers.first().copied().flatten(),
                Outcome::Cancelled | Outcome::Failed(_) => None,
            };
            // Not found is final only if the list was complete when asked.
            let complete = act.shared.all.as_ref().is_none_or(|l| {
                l.catalog.numbered_at_once().is_some()
                    || (l.catalog.is_complete() && l.catalog.len() == asked)
            });
            if let Some(k) = number {
                act.settings.filter = Filter::All;
                act.settings.selected = k;
                act.shared.opened = None;
                *act.status = Status::info(t!(
                    "browse-opened-solution",
                    k = thousands(k),
                    n = act.shared.n
                ));
                self.locate = None;
            } else if complete {
                self.locate = None;
            }
        }
        self.poll_orbit();
    }
}
