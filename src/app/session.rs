//! The current n: what its views share, and the views. A session is rebuilt
//! whole when n changes; dropping the old one drops the handles of its
//! jobs, which stops them, so no result of the old n can reach the new one.

use super::i18n::t;
use super::settings::Settings;
use super::shared::{Listing, SearchState, Shared};
use super::status::Status;
use super::view::Act;
use super::views::Views;
use super::views::id::ViewId;
use crate::catalog::Filter;
use crate::engine::MAX_SEARCH_N;
use crate::worker::Worker;

/// The current n and its views.
pub struct Session {
    pub shared: Shared,
    pub views: Views,
}

impl Session {
    /// A session of n: starts listing its solutions (up to n = 32) and
    /// finding out how long their count takes.
    pub fn new(n: usize, settings: &Settings, worker: &mut Worker) -> Session {
        let rules = settings.rules_at(n);
        let mut shared = Shared {
            n,
            rules,
            all: None,
            fundamental: None,
            count: None,
            count_forecast: None,
            opened: None,
            only: None,
            kept: None,
            version: 0,
            survey: None,
            tally_forecast: None,
        };
        if n <= MAX_SEARCH_N {
            shared.all = Some(Listing::start(n, rules, Filter::All, worker));
            shared.ensure_count(worker);
            if settings.filter == Filter::Fundamental {
                shared.ensure_fundamental(worker);
            }
        }
        let views = Views::new(&shared);
        Session { shared, views }
    }

    pub fn n(&self) -> usize {
        self.shared.n
    }

    /// The views that work at this n, in the selector's order.
    pub fn available(&self) -> impl Iterator<Item = ViewId> + '_ {
        ViewId::ALL
            .into_iter()
            .filter(|id| id.works(self.shared.n, &self.shared.rules))
    }

    /// The view the settings ask for, or the first one that works at this
    /// n.
    pub fn current(&self, settings: &Settings) -> ViewId {
        let n = self.shared.n;
        if settings.view.works(n, &self.shared.rules) {
            settings.view
        } else {
            self.available().next().unwrap_or_default()
        }
    }

    /// What the views may change, with the parts that live outside the
    /// session.
    pub fn act<'a>(&'a mut self, parts: ActParts<'a>) -> (&'a mut Views, Act<'a>) {
        let act = Act {
            settings: parts.settings,
            shared: &mut self.shared,
            worker: parts.worker,
            status: parts.status,
        };
        (&mut self.views, act)
    }

    /// Takes what every job of the session brought: the shared ones first,
    /// then each view's (a hidden view's lookups carry on).
    pub fn poll(&mut self, parts: ActParts<'_>) {
        let counting = self.shared.count.as_ref().map(|c| c.state.clone());
        self.shared.poll();
        // A count that fails says so where any view shows it (on a page: a
        // worker that could not start, offline); the count panel offers
        // it again.
        if let Some(count) = &self.shared.count
            && let SearchState::Failed(why) = &count.state
            && counting == Some(SearchState::Searching)
        {
            *parts.status = Status::error(t!("count-failed", why = why.clone()));
        }
        self.shared.ensure_count(parts.worker);
        let (views, mut act) = self.act(parts);
        views.poll(&mut act);
    }

    /// Whether any job of the session runs.
    pub fn busy(&self) -> bool {
        self.shared.busy() || self.views.busy()
    }
}

/// The parts of [`Act`] that live outside the session.
pub struct ActParts<'a> {
    pub settings: &'a mut Settings,
    pub worker: &'a mut Worker,
    pub status: &'a mut Status,
}
