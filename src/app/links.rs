//! The app's state as an address, and an address opened as a state
//! (address.rs reads and writes the words). On the page the address bar
//! follows the person and a link opens where it points; the desktop has no
//! address bar, and tests drive these the same way.

use super::address::{self, Address, Problem};
use super::i18n::t;
use super::status::Status;
use super::views::id::ViewId;
use super::{ADDRESS_EVERY, App, Command};
use crate::engine::Rules;
use eframe::egui;

impl App {
    /// Opens the state an address names (a fragment, with or without its
    /// `#`), as near as it can: what cannot be opened is said in the
    /// status line, and the rest is opened. The shell opens n, the rules
    /// and the view; each view opens its own part (a number, a step, a
    /// puzzle).
    pub fn open_address(&mut self, fragment: &str) {
        let address::Read {
            address,
            mut problems,
        } = address::parse(fragment);
        self.embedded = address.embed;
        let names_a_state = address.n.is_some()
            || address.k.is_some()
            || address.view.is_some()
            || address.rules.is_some();
        if names_a_state {
            // A link names its rules, or speaks of the queens' puzzle.
            let n = address.n.unwrap_or(self.settings.n);
            let rules = address.rules.unwrap_or_default().normalized(n);
            // The classic queens take every n a board can have (past 32
            // the Big board's); other rules the search's width.
            let rules = match rules.check(n) {
                _ if rules.is_classic() => rules,
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
        if let Some(view) = address.view.or_else(|| ViewId::claiming(&address)) {
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
        let shown = self.view_id();
        problems.extend(self.with_views(|views, act| views.arrive(shown, &address, act)));
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
        // The regions puzzle is its own board: its address carries no
        // queens' n and rules (issue 72: it said n=8).
        let queens = view != ViewId::Regions;
        let mut address = Address {
            n: queens.then_some(self.settings.n),
            rules: played.other().filter(|_| queens),
            view: Some(view),
            embed: self.embedded,
            ..Address::default()
        };
        self.session.views.address(view, &self.look(), &mut address);
        address
    }

    /// The window's title and the page's address follow the person (the
    /// address at most every [`ADDRESS_EVERY`]).
    pub(super) fn follow_title_and_address(&mut self, ctx: &egui::Context) {
        let title = self.window_title();
        let speaking = self.speaking();
        self.speak_frame(ctx, speaking);
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            crate::platform::show_title(&title);
            if speaking {
                let what = self.session.views.describe(self.view_id(), &self.look());
                crate::platform::speak(&what);
            }
            self.title = title;
        }
        // What the status line says, once, when it is new.
        let said = if self.status.is_current() {
            self.status.text.as_str()
        } else {
            ""
        };
        if said != self.spoken {
            if speaking && !said.is_empty() {
                crate::platform::speak(said);
            }
            self.spoken = said.to_string();
        }
        let address = self.address().fragment();
        if address != self.address_shown {
            // A browser refuses more than about ten address changes a
            // second (a run of the search at 1,000 steps a second would
            // ask sixty): the address follows at most every 300 ms.
            let since = self.address_written.map(|at| at.elapsed());
            if since.is_none_or(|since| since >= ADDRESS_EVERY) {
                crate::platform::show_address(&address);
                self.address_shown = address;
                self.address_written = Some(web_time::Instant::now());
            } else {
                ctx.request_repaint_after(ADDRESS_EVERY);
            }
        }
    }
}
