//! The browser's part of a link: the number of the solution shown, while
//! the list of all is browsed.

use super::{Browse, BrowseCommand};
use crate::app::address::{Address, Problem};
use crate::app::view::{Act, Look, View};
use crate::catalog::Filter;

impl Browse {
    /// Selects solution k of all, or waits for the listing to reach it;
    /// a number that does not exist is a problem.
    pub(super) fn arrive_at(&mut self, k: u64, act: &mut Act<'_>) -> Vec<Problem> {
        let (n, rules) = (act.shared.n, act.shared.rules);
        self.apply(BrowseCommand::SetFilter(Filter::All), act);
        let (_, listed) = act.shared.known_all();
        if crate::engine::numbered_at_once(n, rules).is_some() || listed {
            self.apply(BrowseCommand::Jump(k), act);
            let shown = act.settings.selected;
            if shown != k {
                return vec![Problem::NoSuchSolution { n, k, shown }];
            }
        } else {
            // The listing has not got there: the browser selects it once
            // it does, and says so if it never does.
            self.apply(BrowseCommand::Await(k), act);
        }
        Vec::new()
    }

    /// The number shown, while the list of all is browsed (and until the
    /// listing reaches it, the number an address asked for).
    pub(super) fn linked_number(&self, look: &Look<'_>) -> Option<u64> {
        let shared = look.shared;
        let browsing_all = look.settings.filter == Filter::All
            && shared.only.is_none()
            && shared.opened.is_none()
            // n = 2 and 3 have no solution to name.
            && shared
                .listing(Filter::All)
                .is_some_and(|l| l.catalog.reach() != (0, true));
        self.awaited()
            .or(Some(look.settings.selected))
            .filter(|_| browsing_all)
    }
}

/// What the browser's part of an address is.
pub(super) fn claims(address: &Address) -> bool {
    address.k.is_some()
}
