//! The app's state as an address, and an address opened as a state
//! (address.rs reads and writes the words). On the page the address bar
//! follows the person and a link opens where it points; the desktop has no
//! address bar, and tests drive these the same way.

use super::address::{self, Address, Problem};
use super::i18n::t;
use super::status::Status;
use super::view_id::ViewId;
use super::{App, BrowseCommand, Command, RegionsCommand, ViewCommand};
use crate::catalog::Filter;
use crate::engine::Rules;

/// A step asked for by an address, waiting for the search's steps to
/// arrive (they stream in on the desktop).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct ArrivingStep {
    pub n: usize,
    pub step: usize,
}

impl App {
    /// Opens the state an address names (a fragment, with or without its
    /// `#`), as near as it can: what cannot be opened is said in the
    /// status line, and the rest is opened.
    pub fn open_address(&mut self, fragment: &str) {
        let address::Read {
            address,
            mut problems,
        } = address::parse(fragment);
        self.embedded = address.embed;
        if let Some(puzzle) = address.regions.clone() {
            self.apply(Command::SetView(ViewId::Regions), None);
            self.apply_to_view(ViewCommand::Regions(RegionsCommand::Open(puzzle)));
        }
        let names_a_state = address.n.is_some()
            || address.k.is_some()
            || address.view.is_some()
            || address.rules.is_some();
        if names_a_state {
            // A link names its rules, or speaks of the queens' puzzle.
            let n = address.n.unwrap_or(self.settings.n);
            let rules = address.rules.unwrap_or_default().normalized(n);
            let rules = match rules.check(n) {
                Ok(_) => rules,
                Err(e) => {
                    problems.push(Problem::RulesImpossible {
                        n,
                        why: e.to_string(),
                    });
                    Rules::default()
                }
            };
            // One session of the link's n and rules, not one of each.
            if (n, rules) != (self.settings.n, self.settings.rules) {
                self.load(n, rules);
            }
        }
        let n = self.settings.n;
        let wanted = match (address.view, address.k, address.step) {
            (Some(view), _, _) => Some(view),
            (None, Some(_), _) => Some(ViewId::Browse),
            (None, None, Some(_)) => Some(ViewId::Watch),
            (None, None, None) => None,
        };
        if let Some(view) = wanted {
            if view.works(n, &self.settings.rules) {
                self.apply(Command::SetView(view), None);
            } else {
                problems.push(Problem::ViewUnavailable {
                    view,
                    n,
                    why: view.unavailable(n, &self.settings.rules),
                });
            }
        }
        if let Some(k) = address.k {
            if self.view_id() == ViewId::Browse {
                self.apply_to_view(ViewCommand::Browse(BrowseCommand::SetFilter(Filter::All)));
                let (_, listed) = self.session.shared.known_all();
                let rules = self.settings.rules;
                if crate::engine::numbered_at_once(n, rules).is_some() || listed {
                    self.apply_to_view(ViewCommand::Browse(BrowseCommand::Jump(k)));
                    let shown = self.settings.selected;
                    if shown != k {
                        problems.push(Problem::NoSuchSolution { n, k, shown });
                    }
                } else {
                    // The listing has not got there: the browser selects
                    // it once it does, and says so if it never does.
                    self.apply_to_view(ViewCommand::Browse(BrowseCommand::Await(k)));
                }
            } else {
                problems.push(Problem::NumberOutsideBrowse { k });
            }
        }
        self.arriving_step = match address.step {
            Some(step) if self.view_id() == ViewId::Watch => Some(ArrivingStep { n, step }),
            Some(step) => {
                problems.push(Problem::StepOutsideWatch { step });
                None
            }
            None => None,
        };
        self.follow_arrival();
        if !problems.is_empty() {
            let words: Vec<String> = problems.iter().map(Problem::words).collect();
            let words = t!("status-address", problems = words.join("; "));
            self.apply(Command::Say(Status::error(words)), None);
        }
    }

    /// Where the person is, as an address.
    pub fn address(&self) -> Address {
        let view = self.view_id();
        // The rules the board plays by (past 32 the queens', whatever
        // was chosen), so that the link opens what is shown.
        let played = self.session.shared.rules;
        let shared = &self.session.shared;
        let browsing_all = view == ViewId::Browse
            && self.settings.filter == Filter::All
            && shared.only.is_none()
            && shared.opened.is_none()
            // n = 2 and 3 have no solution to name.
            && shared
                .listing(Filter::All)
                .is_some_and(|l| l.catalog.reach() != (0, true));
        // Until the listing reaches it, the number the address asked for.
        let browse = &self.session.views.browse;
        let k = browse
            .awaited()
            .or(Some(self.settings.selected))
            .filter(|_| browsing_all);
        let step = match (&self.session.views.watch.state, self.arriving_step) {
            // Until it is reached, the address says the step it asked for.
            (_, Some(arriving)) => Some(arriving.step),
            (Some(state), None) if view == ViewId::Watch => Some(state.position.steps),
            _ => None,
        };
        let regions = match (&self.session.views.regions.game, view) {
            (Some(game), ViewId::Regions) => Some(game.board()),
            _ => None,
        };
        Address {
            n: Some(self.settings.n),
            regions,
            rules: (!played.is_classic()).then_some(played),
            k,
            view: Some(view),
            step,
            embed: self.embedded,
        }
    }

    /// Moves Watch to the step an address asked for once the search has
    /// got that far (or says where it ended, if it never does).
    pub(super) fn follow_arrival(&mut self) {
        let Some(arriving) = self.arriving_step else {
            return;
        };
        if arriving.n != self.settings.n || self.view_id() != ViewId::Watch {
            // The person went elsewhere first.
            self.arriving_step = None;
            return;
        }
        let Some(state) = self.session.views.watch.state.as_mut() else {
            return;
        };
        let known = state.known_steps();
        if known >= arriving.step {
            state.playing = false;
            state.seek(arriving.step);
            self.arriving_step = None;
        } else if state.complete || state.failed.is_some() {
            state.playing = false;
            state.seek(known);
            self.arriving_step = None;
            self.status = Status::error(t!(
                "status-address",
                problems = Problem::PastTheEnd {
                    n: arriving.n,
                    steps: known
                }
                .words()
            ));
        }
    }
}
