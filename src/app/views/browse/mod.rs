//! The browser: the solutions of n under the session's rules by number, the
//! gallery of thumbnails, the orbit of the selected solution and the count.
//! Every lookup by number is a search from a checkpoint, so it runs on the
//! worker; the panel says "looking up…" until it is back. The orbit of the
//! selected solution is in `orbit.rs`, the count in `count.rs`.

use std::sync::Arc;
use std::time::Duration;

mod count;
mod link;
mod lookups;
mod orbit;
mod panel;

use lookups::{Pending, Refilter, Sought};
use orbit::Orbit;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, Ui};

use crate::app::address::{Address, Problem};
use crate::app::i18n::t;
use crate::app::settings::scene_options;
use crate::app::shared::{CountJob, Shared};
use crate::app::status::Status;
use crate::app::view::{Act, Look, OpenedBoard, Out, RightPanel, View};
use crate::app::widgets::canvas;
use crate::app::widgets::gallery::Gallery;
use crate::app::words::thousands;
use crate::catalog::Filter;
use crate::engine::Board;
use crate::scene::constraint_marks;
use crate::worker::requests;
use crate::worker::{Job, Outcome};

const NEXT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowRight);
const PREVIOUS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowLeft);
const FIRST: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Home);
const LAST: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::End);
const PAGE_UP: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::PageUp);
const PAGE_DOWN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::PageDown);
/// A row of the gallery up or down.
const UP: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowUp);
const DOWN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowDown);
/// How far PageUp and PageDown move.
const PAGE: i64 = 10;
/// A lookup shorter than this is not worth a "looking up…".
const QUIET_LOOKUP: Duration = Duration::from_millis(150);
/// An address's number not listed after this long is said to be on its
/// way (it is still selected once the listing reaches it).
const ARRIVAL_PATIENCE: Duration = Duration::from_secs(1);
/// What the browser's panel asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum BrowseCommand {
    Select(u64),
    /// A number typed in "Go to number": selected, and what was said
    /// about an earlier try goes.
    Jump(u64),
    /// A solution picked at random, uniformly over the list.
    Random,
    Step(i64),
    First,
    Last,
    SetFilter(Filter),
    /// Select an image of the selected solution, given by its number among
    /// all and its columns: in the list of all, or under pins at its place
    /// in the kept list.
    SelectImage(u64, Vec<u32>),
    /// Look up a page of thumbnails: first number and size.
    LoadPage(u64, usize),
    StartCount,
    /// Ask (true) or stop asking (false) whether to start a long count.
    AskCount(bool),
    CancelCount,
    /// Select this solution of all once the search has numbered it (an
    /// opened board).
    Locate(Vec<u32>),
    /// Select solution k of all once the listing reaches it (an address's
    /// number): said if the list ends before it, or if it takes long.
    Await(u64),
}

/// An address's number the listing has not reached yet.
struct Awaited {
    k: u64,
    since: web_time::Instant,
    /// Whether "not listed yet" was said.
    said: bool,
}

/// The list a number belongs to, and the number.
type ListKey = (ListId, u64);

/// Which list: the filter, and the version of the pins and blocks it keeps
/// ([`Shared::version`]).
type ListId = (Filter, u64);

/// A page of thumbnails: its list, first number and size.
type PageKey = (ListId, u64, usize);

/// A page looked up: its key, the list's length when asked, and the boards.
type Page = (PageKey, u64, Vec<Vec<u32>>);

pub struct Browse {
    jump_text: String,
    /// The selected solution, once looked up.
    shown: Option<(ListKey, Board)>,
    looking: Option<Pending<ListKey, Vec<Vec<u32>>>>,
    gallery: Gallery,
    /// The gallery's page: what it shows, and the catalog size when asked.
    page: Option<Page>,
    page_job: Option<Pending<PageKey, Vec<Vec<u32>>>>,
    /// Under pins and blocks: the page's numbers among all solutions, and
    /// their lookup.
    page_numbers: Option<(PageKey, Vec<Option<u64>>)>,
    page_numbers_job: Option<Pending<PageKey, Vec<Option<u64>>>>,
    orbit: Option<Orbit>,
    /// An opened solution to select once numbered.
    locate: Option<Sought>,
    /// The selected solution's place in the other list, after a change of
    /// filter.
    refilter: Option<Refilter>,
    /// An address's number, selected once listed.
    awaited: Option<Awaited>,
    /// A fundamental solution picked at random before the fundamental
    /// listing is whole: its representative and number among all.
    random: Option<Job<(Vec<u32>, u64)>>,
    /// A long count's question is showing.
    confirm_count: bool,
}

impl Browse {
    /// Another filter: the same solution stays selected, among the
    /// fundamental ones as its class's representative.
    fn set_filter(&mut self, filter: Filter, act: &mut Act<'_>) {
        if filter != act.settings.filter {
            act.settings.filter = filter;
            act.shared.ensure_fundamental(act.worker);
            act.shared.ensure_kept(filter, act.worker);
            // The same solution stays selected: among the
            // fundamental ones, as its class's representative (the
            // smallest of its orbit); its number there is looked
            // up, or ranked.
            act.settings.selected = 1;
            let wanted = self
                .shown
                .as_ref()
                .and_then(|(_, b)| b.columns())
                .map(|columns| match filter {
                    Filter::All => (columns, false),
                    Filter::Fundamental => {
                        let n = act.shared.n;
                        let representative = act.shared.rules.canonical(n, &columns);
                        let other = representative != columns;
                        (representative, other)
                    }
                });
            self.refilter = wanted.map(|(columns, representative)| Refilter {
                sought: Sought::new(columns),
                representative,
            });
            self.look_up_refiltered(act);
        }
    }

    /// A board of the gallery chosen: shown among all the solutions (or
    /// the kept ones), by its number.
    fn select_image(&mut self, k: u64, columns: Vec<u32>, act: &mut Act<'_>) {
        if act.settings.filter != Filter::All {
            *act.status = Status::info(t!("browse-showing-in-all", k = thousands(k)));
        }
        act.shared.opened = None;
        match act.shared.only.clone() {
            None => {
                act.settings.filter = Filter::All;
                act.settings.selected = k;
            }
            // The kept list numbers it otherwise: its place there
            // is looked up, as after a change of filter.
            Some(only) if only.allows(&columns) => {
                if act.settings.filter != Filter::All {
                    act.settings.filter = Filter::All;
                    act.shared.ensure_kept(Filter::All, act.worker);
                }
                self.refilter = Some(Refilter {
                    sought: Sought::new(columns),
                    representative: false,
                });
                self.look_up_refiltered(act);
            }
            Some(_) => {
                *act.status = Status::info(t!("orbit-not-kept-chosen", k = thousands(k)));
            }
        }
    }

    pub fn new(_shared: &Shared) -> Self {
        Browse {
            jump_text: String::new(),
            shown: None,
            looking: None,
            gallery: Gallery::default(),
            page: None,
            page_job: None,
            page_numbers: None,
            page_numbers_job: None,
            orbit: None,
            locate: None,
            refilter: None,
            awaited: None,
            random: None,
            confirm_count: false,
        }
    }

    fn key(look: &Look<'_>) -> ListKey {
        (Self::list_id(look), look.settings.selected)
    }

    fn list_id(look: &Look<'_>) -> ListId {
        (look.settings.filter, look.shared.version)
    }

    /// The selected solution, when the lookup of the current key is back.
    fn selected_board(&self, look: &Look<'_>) -> Option<&Board> {
        self.shown
            .as_ref()
            .filter(|(key, _)| *key == Self::key(look))
            .map(|(_, board)| board)
    }

    /// Solutions listed so far in the browsed list, and whether that is final.
    fn known(look: &Look<'_>) -> (u64, bool) {
        look.shared.known(look.settings.filter)
    }

    /// The highest number that can be shown now, and whether it is the
    /// last: the total at once where numbers are unranked (all solutions
    /// of n up to `MAX_RANK_N`, no pins), else what is listed.
    fn reach(look: &Look<'_>) -> (u64, bool) {
        look.shared
            .listing(look.settings.filter)
            .map_or((0, true), |l| l.catalog.reach())
    }

    /// The total of the browsed list if known: at once, from a count, or
    /// from the listing's end.
    fn total(look: &Look<'_>) -> Option<u64> {
        match Self::reach(look) {
            (reach, true) => Some(reach),
            (_, false) => look.shared.final_total(look.settings.filter),
        }
    }

    /// The highest number one may select: the total when known (the
    /// selection then waits for the listing if need be), else what is
    /// listed.
    fn selectable(look: &Look<'_>) -> u64 {
        Self::total(look).unwrap_or(Self::reach(look).0)
    }

    /// Whether a random fundamental solution comes from ranking (the
    /// fundamental listing is not whole, and all solutions of n are
    /// numbered at once), rather than from the fundamental list's numbers.
    fn random_by_ranking(look: &Look<'_>) -> bool {
        look.settings.filter == Filter::Fundamental
            && look.shared.only.is_none()
            && !Self::reach(look).1
            && crate::engine::numbered_at_once(look.shared.n, look.shared.rules)
                .is_some_and(|t| t > 0)
    }

    /// The total in words, as the panel, the title and the gallery say it.
    fn total_in_words(look: &Look<'_>) -> String {
        match Self::total(look) {
            Some(total) => thousands(total),
            None => format!("{}+", thousands(Self::reach(look).0)),
        }
    }

    fn select(&mut self, k: u64, act: &mut Act<'_>) {
        let most = Self::selectable(&act.look());
        act.settings.selected = k.clamp(1, most.max(1));
        act.shared.opened = None;
        // A choice of the person's wins over a solution still looked for.
        self.refilter = None;
        self.awaited = None;
    }

    /// The number an address asked for, while the listing has not reached
    /// it (the address says it until then).
    pub fn awaited(&self) -> Option<u64> {
        self.awaited.as_ref().map(|a| a.k)
    }

    /// Selects an address's number once the listing reaches it; says when
    /// the list ends before it, and once when it takes long.
    fn follow_awaited(&mut self, act: &mut Act<'_>) {
        let Some(awaited) = self.awaited.as_mut() else {
            return;
        };
        let look = act.look();
        let (n, k) = (look.shared.n, awaited.k);
        let most = Self::selectable(&look);
        let last = Self::total(&look).is_some() || Self::reach(&look).1;
        let words = |problem: Problem| t!("status-address", problems = problem.words());
        if k <= most {
            self.select(k, act);
        } else if last {
            self.select(most, act);
            let shown = act.settings.selected;
            *act.status = Status::error(words(Problem::NoSuchSolution { n, k, shown }));
        } else if !awaited.said && awaited.since.elapsed() > ARRIVAL_PATIENCE {
            awaited.said = true;
            let shown = act.settings.selected;
            *act.status = Status::info(words(Problem::NotListedYet { n, k, shown }));
        }
    }
}

impl View for Browse {
    type Command = BrowseCommand;

    fn works_at(n: usize) -> bool {
        n <= crate::engine::MAX_SEARCH_N
    }

    fn claims_address(address: &Address) -> bool {
        link::claims(address)
    }

    fn arrive(&mut self, address: &Address, shown: bool, act: &mut Act<'_>) -> Vec<Problem> {
        match address.k {
            Some(k) if shown => self.arrive_at(k, act),
            Some(k) => vec![Problem::NumberOutsideBrowse { k }],
            None => Vec::new(),
        }
    }

    fn address(&self, look: &Look<'_>, address: &mut Address) {
        address.k = self.linked_number(look);
    }

    /// A solution of a listed n is selected once numbered.
    fn board_opened(&mut self, opened: &OpenedBoard<'_>, act: &mut Act<'_>) {
        if opened.solution
            && opened.board.n() <= crate::engine::MAX_SEARCH_N
            && let Some(columns) = opened.board.columns()
        {
            self.apply(BrowseCommand::Locate(columns), act);
        }
    }

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        self.follow_awaited(act);
        self.look_up(act);
        false
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        self.browser_panel(ui, look, out);
        self.count_panel(ui, look, out);
    }

    fn right_panel_shape(&self, _look: &Look<'_>) -> Option<RightPanel> {
        // The gallery gives way to the board in a small window: under
        // it, a third of the height (a row of thumbnails and more), so
        // that the board keeps at least half the window's (issue 74, 5:
        // at 800×600 it had 220 pixels above two rows).
        Some(RightPanel {
            width: 250.0,
            share: 0.25,
            readable: 200.0,
            under: 0.32,
        })
    }

    fn right_panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        if look.shared.listing(look.settings.filter).is_none() {
            return;
        }
        if Self::reach(look) == (0, true) {
            // An empty gallery says why.
            ui.heading(t!("gallery-heading"));
            ui.weak(t!("browse-gallery-empty"));
            return;
        }
        let id = Self::list_id(look);
        let page = self.page.as_ref().filter(|((i, _, _), _, _)| *i == id);
        let numbers = self
            .page_numbers
            .as_ref()
            .filter(|(key, _)| page.is_some_and(|(k, _, _)| k == key))
            .map(|(_, numbers)| numbers.as_slice());
        let (reach, _) = Self::reach(look);
        let response = self.gallery.ui(
            ui,
            reach,
            page.map(|((_, first, _), _, boards)| (*first, boards.as_slice())),
            numbers,
            // No thumbnail is framed while an opened board is shown.
            if look.shared.opened.is_some() {
                0
            } else {
                look.settings.selected
            },
            &scene_options(look.settings),
        );
        if let Some(k) = response.clicked {
            out.push(BrowseCommand::Select(k));
        }
        let (first, count) = response.wanted;
        let key = (Self::list_id(look), first, count);
        let fresh = self.page.as_ref().is_some_and(|(k, asked_len, boards)| {
            *k == key && (boards.len() == count || *asked_len == reach)
        });
        let asked = self.page_job.as_ref().is_some_and(|p| p.key == key);
        if !fresh && !asked && count > 0 && reach >= first {
            out.push(BrowseCommand::LoadPage(first, count));
        }
    }

    fn central(&mut self, ui: &mut Ui, look: &Look<'_>, _out: &mut Out<BrowseCommand>) {
        let n = look.shared.n;
        let k = look.settings.selected;
        let mut options = scene_options(look.settings);
        // The pins and blocks the list keeps, under the queens.
        if let Some(only) = &look.shared.only {
            options.marks = constraint_marks(only);
        }
        // While a lookup runs the last board of the list stays, so that
        // stepping through it does not flash an empty board.
        let last = self
            .shown
            .as_ref()
            .filter(|(key, _)| key.0 == Self::list_id(look));
        let (board, description) = match (&look.shared.opened, last) {
            (Some(opened), _) => (Some(opened.as_ref()), t!("board-opened", n = n)),
            (None, Some((key, b))) if *key == Self::key(look) => {
                (Some(b), t!("board-solution", n = n, k = k))
            }
            (None, Some((_, b))) => (Some(b), t!("board-looking-up", n = n, k = k)),
            (None, None) => (None, t!("board-empty", n = n)),
        };
        let empty = look.shared.rules.empty_board(n).ok();
        let Some(shown) = board.or(empty.as_ref()) else {
            return;
        };
        // The last board, kept while the next is looked up, fades once the
        // lookup is long enough to be seen: it is not the number shown.
        let old = look.shared.opened.is_none()
            && last.is_some_and(|(key, _)| *key != Self::key(look))
            && self
                .looking
                .as_ref()
                .is_some_and(|p| p.since.elapsed() > QUIET_LOOKUP);
        if old {
            ui.multiply_opacity(0.35);
        }
        canvas::board_widget(
            ui,
            shown,
            &options,
            look.settings.show_attacks,
            &description,
        );
    }

    fn keys(&self, input: &mut egui::InputState, out: &mut Out<BrowseCommand>) {
        let keys = [
            (NEXT, BrowseCommand::Step(1)),
            (PREVIOUS, BrowseCommand::Step(-1)),
            (FIRST, BrowseCommand::First),
            (LAST, BrowseCommand::Last),
            (PAGE_DOWN, BrowseCommand::Step(PAGE)),
            (PAGE_UP, BrowseCommand::Step(-PAGE)),
            (DOWN, BrowseCommand::Step(self.gallery.per_row() as i64)),
            (UP, BrowseCommand::Step(-(self.gallery.per_row() as i64))),
        ];
        for (shortcut, command) in keys {
            if input.consume_shortcut(&shortcut) {
                out.push(command);
            }
        }
    }

    fn apply(&mut self, command: BrowseCommand, act: &mut Act<'_>) {
        let most = Self::selectable(&act.look());
        match command {
            BrowseCommand::Select(k) => self.select(k, act),
            BrowseCommand::Jump(k) => {
                act.status.moved_on();
                self.select(k, act);
            }
            BrowseCommand::Random => {
                if Self::random_by_ranking(&act.look()) {
                    let n = act.shared.n;
                    self.random = Some(act.worker.run(requests::RandomFundamental { n }));
                } else if let Some(total) = Self::total(&act.look()).filter(|&t| t > 0) {
                    let k = fastrand::u64(1..=total);
                    act.status.moved_on();
                    self.select(k, act);
                }
            }
            BrowseCommand::Step(delta) => {
                let k = (act.settings.selected as i64).saturating_add(delta);
                self.select(k.clamp(1, most.max(1) as i64) as u64, act);
            }
            BrowseCommand::First => self.select(1, act),
            BrowseCommand::Last => self.select(most.max(1), act),
            BrowseCommand::SetFilter(filter) => self.set_filter(filter, act),
            BrowseCommand::SelectImage(k, columns) => self.select_image(k, columns, act),
            BrowseCommand::LoadPage(first, count) => {
                let filter = act.settings.filter;
                if let Some(plan) = act
                    .shared
                    .listing(filter)
                    .and_then(|l| l.catalog.plan_range(first, count))
                {
                    let key = ((filter, act.shared.version), first, count);
                    self.page_job = Some(Pending::lookup(key, plan, act.worker));
                }
            }
            BrowseCommand::AskCount(ask) => self.confirm_count = ask,
            BrowseCommand::StartCount => {
                self.confirm_count = false;
                let n = act.shared.n;
                // The old count, if any, stops as its handle goes.
                let rules = act.shared.rules;
                act.shared.count = Some(CountJob::start(n, rules, act.worker));
            }
            BrowseCommand::Locate(columns) => {
                self.locate = Some(Sought::new(columns));
                self.look_up_opened(act);
            }
            BrowseCommand::Await(k) => {
                self.select(k, act);
                if act.settings.selected != k {
                    self.awaited = Some(Awaited {
                        k,
                        since: web_time::Instant::now(),
                        said: false,
                    });
                }
            }
            BrowseCommand::CancelCount => {
                if let Some(count) = &act.shared.count {
                    count.cancel();
                }
            }
        }
    }

    fn poll(&mut self, act: &mut Act<'_>) {
        if let Some(outcome) = self.random.as_mut().and_then(Job::poll) {
            self.random = None;
            match outcome {
                // The fundamental list has not numbered it yet: it is shown
                // among all, said as such.
                Outcome::Done((_, k)) => {
                    act.settings.filter = Filter::All;
                    act.settings.selected = k;
                    act.shared.opened = None;
                    self.refilter = None;
                    *act.status = Status::info(t!("browse-random-fundamental", k = thousands(k)));
                }
                Outcome::Cancelled => {}
                Outcome::Failed(e) => *act.status = Status::error(e),
            }
        }
        self.poll_lookups(act);
        self.poll_numbers(act);
    }

    fn busy(&self) -> bool {
        self.looking.is_some()
            || self.page_job.is_some()
            || self.page_numbers_job.is_some()
            || self.refilter.is_some()
            || self.random.is_some()
            || self.locate.is_some()
            || self.awaited.is_some()
            || self.orbit.as_ref().is_some_and(Orbit::waiting)
    }

    fn board(&self, look: &Look<'_>) -> Option<Arc<Board>> {
        if let Some(opened) = &look.shared.opened {
            return Some(opened.clone());
        }
        // At most 32 rows: a copy costs nothing.
        self.selected_board(look).map(|b| Arc::new(b.clone()))
    }

    fn describe(&self, look: &Look<'_>) -> String {
        let (reach, complete) = Self::reach(look);
        if look.shared.opened.is_some() {
            return t!("browse-describe-opened");
        }
        if reach == 0 && Self::total(look).is_none_or(|t| t == 0) {
            return if complete {
                t!("browse-describe-none")
            } else {
                t!("browse-describe-searching")
            };
        }
        t!(
            "browse-describe",
            k = thousands(look.settings.selected),
            total = Self::total_in_words(look)
        )
    }

    fn file_stem(&self, look: &Look<'_>) -> String {
        let (n, rules) = (look.shared.n, look.shared.rules);
        let k = look.settings.selected;
        // "queens-8", "superqueens-torus-5", "kings-6x8".
        let torus = if rules.topology == crate::engine::Topology::Torus {
            "torus-"
        } else {
            ""
        };
        let width = rules.columns.map(|w| format!("x{w}")).unwrap_or_default();
        let board = format!("{}-{torus}{n}{width}", rules.piece.spelling().plural);
        if look.shared.opened.is_some() {
            return board;
        }
        match look.settings.filter {
            Filter::All => format!("{board}-no-{k}"),
            Filter::Fundamental => format!("{board}-fundamental-no-{k}"),
        }
    }
}
