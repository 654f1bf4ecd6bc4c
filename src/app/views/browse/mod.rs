//! The browser: the solutions of n by number, the gallery of thumbnails, the
//! orbit of the selected solution and the count. Every lookup by number is a
//! search from a checkpoint, so it runs on the worker; the panel says
//! "looking up…" until it is back. The orbit of the selected solution is
//! in `orbit.rs`, the count in `count.rs`.

use std::sync::Arc;
use std::time::{Duration, Instant};

mod count;
mod orbit;

use count::Forecast;
use orbit::Orbit;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, RichText, Ui};

use crate::app::command::Command;
use crate::app::i18n::t;
use crate::app::settings::scene_options;
use crate::app::shared::{AUTO_COUNT_LIMIT, CountJob, Shared};
use crate::app::status::Status;
use crate::app::view::{Act, Look, Out, RightPanel, View};
use crate::app::widgets::canvas;
use crate::app::widgets::gallery::Gallery;
use crate::app::words::{seconds, thousands};
use crate::catalog::Filter;
use crate::catalog::{IndexPlan, RangePlan};
use crate::engine::{Board, MAX_SEARCH_N, Work, canonical_columns};
use crate::scene::constraint_marks;
use crate::worker::{Job, Outcome, Worker, tasks};

/// Solutions looked up by number: their column lists.
type Boards = Job<Vec<Vec<u32>>>;

/// Numbers looked up by solution.
type Numbers = Job<Vec<Option<u64>>>;

fn lookup(worker: &mut Worker, plan: RangePlan) -> Boards {
    worker.job(move |task| tasks::lookup(&plan, task))
}

fn locate(worker: &mut Worker, plans: Vec<IndexPlan>) -> Numbers {
    worker.job(move |task| tasks::locate(&plans, task))
}

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
    /// Select a solution by its number among all, switching the filter.
    SelectInAll(u64),
    /// Look up a page of thumbnails: first number and size.
    LoadPage(u64, usize),
    StartCount,
    CancelCount,
    /// Select this solution of all once the search has numbered it (an
    /// opened board).
    Locate(Vec<u32>),
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

/// A lookup on the worker.
struct Pending<K> {
    key: K,
    job: Boards,
    since: Instant,
}

/// The solution to select in the list switched to, once numbered there.
struct Refilter {
    /// The solution, or its class's representative under Fundamental.
    columns: Vec<u32>,
    /// Whether that is another solution of its orbit (said so).
    representative: bool,
    job: Option<Numbers>,
    /// The list's reach when asked: a solution not numbered yet is asked
    /// again when the listing has found more.
    asked: u64,
}

pub struct Browse {
    jump_text: String,
    /// The selected solution, once looked up.
    shown: Option<(ListKey, Board)>,
    looking: Option<Pending<ListKey>>,
    gallery: Gallery,
    /// The gallery's page: what it shows, and the catalog size when asked.
    page: Option<Page>,
    page_job: Option<Pending<PageKey>>,
    /// Under pins and blocks: the page's numbers among all solutions, and
    /// their lookup.
    page_numbers: Option<(PageKey, Vec<Option<u64>>)>,
    page_numbers_job: Option<(PageKey, Numbers)>,
    orbit: Option<Orbit>,
    /// An opened solution to select once numbered: its columns, the lookup
    /// in flight, and the solutions known when it was asked.
    locate: Option<(Vec<u32>, Option<Numbers>, u64)>,
    /// The selected solution's place in the other list, after a change of
    /// filter.
    refilter: Option<Refilter>,
    /// How long counting would take, for n past [`AUTO_COUNT_LIMIT`].
    forecast: Option<Forecast>,
    /// A fundamental solution picked at random before the fundamental
    /// listing is whole: its representative and number among all.
    random: Option<Job<(Vec<u32>, u64)>>,
}

impl Browse {
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
            forecast: None,
            random: None,
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
            && crate::engine::numbered_at_once(look.shared.n).is_some_and(|t| t > 0)
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
    }

    /// Starts the lookups the current selection needs.
    fn look_up(&mut self, act: &mut Act<'_>) {
        let key = Self::key(&act.look());
        let have = self.shown.as_ref().is_some_and(|(k, _)| *k == key);
        let asked = self.looking.as_ref().is_some_and(|p| p.key == key);
        if !have && !asked {
            let plan = act
                .shared
                .listing(key.0.0)
                .and_then(|l| l.catalog.plan_range(key.1, 1));
            // A new selection drops the lookup of the old one.
            self.looking = plan.map(|plan| Pending {
                key,
                job: lookup(act.worker, plan),
                since: Instant::now(),
            });
        }
        self.look_up_orbit(act);
        self.look_up_opened(act);
        self.look_up_refiltered(act);
    }

    /// Asks again for the number of an opened solution when the search has
    /// found more since the last time.
    fn look_up_opened(&mut self, act: &mut Act<'_>) {
        let Some((columns, job, asked)) = self.locate.as_mut() else {
            return;
        };
        let Some(all) = act.shared.all.as_ref() else {
            return;
        };
        let known = all.catalog.len();
        if job.is_none() && (known != *asked || all.catalog.reach().1) {
            *asked = known;
            let plan = all.catalog.plan_index(columns);
            *job = Some(locate(act.worker, vec![plan]));
        }
    }

    /// Asks for the number of the solution kept across a change of filter,
    /// again each time the listing has found more.
    fn look_up_refiltered(&mut self, act: &mut Act<'_>) {
        let Some(refilter) = self.refilter.as_mut() else {
            return;
        };
        let Some(listing) = act.shared.listing(act.settings.filter) else {
            return;
        };
        let (reach, _) = listing.catalog.reach();
        if refilter.job.is_none() && reach != refilter.asked {
            refilter.asked = reach;
            let plan = listing.catalog.plan_index(&refilter.columns);
            refilter.job = Some(locate(act.worker, vec![plan]));
        }
    }

    /// The selected board and the gallery's page, when they are back.
    fn poll_lookups(&mut self, act: &mut Act<'_>) {
        if let Some(pending) = self.looking.as_mut()
            && let Some(outcome) = pending.job.poll()
        {
            let key = pending.key;
            self.looking = None;
            match outcome {
                Outcome::Done(found) => {
                    if let Some(board) = found.first().and_then(|c| Board::from_columns(c).ok()) {
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
                        self.page_numbers_job = Some((key, locate(act.worker, plans)));
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
    fn poll_numbers(&mut self, act: &mut Act<'_>) {
        if let Some((key, job)) = self.page_numbers_job.as_mut()
            && let Some(outcome) = job.poll()
        {
            let key = *key;
            self.page_numbers_job = None;
            if let Outcome::Done(numbers) = outcome {
                self.page_numbers = Some((key, numbers));
            }
        }
        if let Some(refilter) = self.refilter.as_mut()
            && let Some(outcome) = refilter.job.as_mut().and_then(Job::poll)
        {
            refilter.job = None;
            let representative = refilter.representative;
            let found = match outcome {
                Outcome::Done(numbers) => numbers.first().copied().flatten(),
                Outcome::Cancelled | Outcome::Failed(_) => None,
            };
            // Not numbered yet is final only once the list is whole.
            let whole = act
                .shared
                .listing(act.settings.filter)
                .is_none_or(|l| l.catalog.reach() == (refilter.asked, true));
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
        if let Some((_, job, asked)) = self.locate.as_mut()
            && let Some(outcome) = job.as_mut().and_then(Job::poll)
        {
            *job = None;
            let number = match outcome {
                Outcome::Done(numbers) => numbers.first().copied().flatten(),
                Outcome::Cancelled | Outcome::Failed(_) => None,
            };
            // Not found is final only if the list was complete when asked.
            let complete = act.shared.all.as_ref().is_none_or(|l| {
                l.catalog.numbered_at_once().is_some()
                    || (l.catalog.is_complete() && l.catalog.len() == *asked)
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

    fn browser_panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        ui.separator();
        ui.heading(t!("browse-heading"));
        let mut filter = look.settings.filter;
        ui.horizontal(|ui| {
            ui.selectable_value(&mut filter, Filter::All, t!("browse-all"))
                .on_hover_text(t!("browse-all-tip"));
            ui.selectable_value(&mut filter, Filter::Fundamental, t!("browse-fundamental"))
                .on_hover_text(t!("browse-fundamental-tip"));
        });
        if filter != look.settings.filter {
            out.push(BrowseCommand::SetFilter(filter));
        }
        let (known, _) = Self::known(look);
        let (reach, complete) = Self::reach(look);
        let selected = look.settings.selected;
        // The controls come first and the lines that change as the search
        // goes come after them, always as many: a listing that ends never
        // moves a button under the pointer.
        self.controls(ui, look, out);
        let kept = look.shared.only.is_some();
        if kept {
            ui.label(RichText::new(t!("browse-only-kept")).color(ui.visuals().warn_fg_color))
                .on_hover_text(t!("browse-only-kept-tip"));
        }
        // A count finishes long before the listing: its total is final.
        let total = match Self::total(look) {
            Some(total) => thousands(total),
            None => t!("browse-total-searching", reach = thousands(reach)),
        };
        let listing = look.shared.listing(look.settings.filter);
        let secs = listing.map_or(0.0, |l| l.elapsed().as_secs_f64());
        let (first, second) = if let Some(opened) = &look.shared.opened {
            // A board from outside is shown, not solution k: say what it is.
            (
                t!("browse-an-opened-board"),
                Self::opened_in_words(opened, self.locate.is_some()),
            )
        } else if reach == 0 && complete && kept {
            (t!("browse-none-kept"), String::new())
        } else if reach == 0 && complete {
            (t!("browse-no-solutions"), String::new())
        } else if reach == 0 {
            // n = 32 and the like: the first solution takes a while.
            (
                t!("browse-searching-first", time = seconds(secs)),
                t!("browse-searching-first-why"),
            )
        } else if selected > reach {
            (
                t!(
                    "browse-waiting",
                    k = thousands(selected),
                    total = total.clone()
                ),
                t!("browse-listed-so-far", known = thousands(known)),
            )
        } else {
            let looking = self
                .looking
                .as_ref()
                .is_some_and(|p| p.since.elapsed() > QUIET_LOOKUP);
            let second = match (looking, kept.then(|| self.number_among_all(look)).flatten()) {
                (true, _) => t!("browse-looking-up"),
                (false, Some(k)) => t!("browse-among-all", k = thousands(k)),
                (false, None) if listing.is_some_and(|l| l.catalog.is_complete()) => {
                    if secs < 1.0 {
                        t!("browse-all-listed")
                    } else {
                        t!("browse-all-listed-in", time = seconds(secs))
                    }
                }
                // Unranked: any number at once, whatever the listing.
                (false, None) if complete => {
                    t!("browse-found-by-number", known = thousands(known))
                }
                (false, None) => t!("browse-listed-so-far", known = thousands(known)),
            };
            (
                t!(
                    "browse-solution-of",
                    k = thousands(selected),
                    total = total.clone()
                ),
                second,
            )
        };
        ui.label(RichText::new(first).strong());
        // An empty line keeps its height.
        ui.weak(if second.is_empty() {
            " ".to_string()
        } else {
            second
        });
        if look.shared.opened.is_none() {
            self.orbit_panel(ui, look, out);
        }
    }

    /// What an opened board is, in a line: its attacks, or that it is a
    /// solution (and whether its number is being looked for).
    fn opened_in_words(board: &Board, locating: bool) -> String {
        let pairs = board.attacks().len() as u64;
        let queens = board.queen_count() as u64;
        if pairs > 0 {
            t!(
                "browse-opened-attacks",
                count = pairs,
                shown = thousands(pairs)
            )
        } else if board.is_solution() && locating {
            t!("browse-opened-finding")
        } else if board.is_solution() {
            t!("browse-opened-solution-words")
        } else {
            t!(
                "browse-opened-no-attacks",
                count = queens,
                shown = thousands(queens)
            )
        }
    }

    /// The buttons that move through the list, and the number to go to.
    fn controls(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        let (reach, _) = Self::reach(look);
        let total = Self::total(look);
        let most = Self::selectable(look);
        let selected = look.settings.selected;
        ui.horizontal(|ui| {
            let can_back = selected > 1;
            let can_forward = selected < most;
            let buttons = [
                (
                    t!("browse-first"),
                    can_back,
                    BrowseCommand::First,
                    "Home".to_string(),
                ),
                (
                    t!("browse-previous"),
                    can_back,
                    BrowseCommand::Step(-1),
                    t!("key-left-arrow"),
                ),
                (
                    t!("browse-next"),
                    can_forward,
                    BrowseCommand::Step(1),
                    t!("key-right-arrow"),
                ),
                (
                    t!("browse-last"),
                    can_forward,
                    BrowseCommand::Last,
                    "End".to_string(),
                ),
            ];
            for (label, enabled, command, key) in buttons {
                if ui
                    .add_enabled(enabled, egui::Button::new(label))
                    .on_hover_text(key)
                    .clicked()
                {
                    out.push(command);
                }
            }
            let random = ui
                .add_enabled(
                    total.is_some_and(|t| t > 0) || Self::random_by_ranking(look),
                    egui::Button::new(t!("browse-random")),
                )
                .on_hover_text(t!("browse-random-tip"))
                .on_disabled_hover_text(t!("browse-random-why-not"));
            if random.clicked() {
                out.push(BrowseCommand::Random);
            }
        });
        ui.horizontal(|ui| {
            ui.label(t!("browse-go-to"));
            let field = ui.add(egui::TextEdit::singleline(&mut self.jump_text).desired_width(90.0));
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, t!("browse-go-to-label"))
            });
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button(t!("browse-jump")).clicked() || entered {
                let text = self.jump_text.trim().replace([',', '_'], "");
                match text.parse::<u64>() {
                    Ok(k) if k >= 1 && k <= most => out.push(BrowseCommand::Jump(k)),
                    Ok(0) => out.app(Command::Say(Status::error(t!("browse-from-one")))),
                    Ok(k) => out.app(Command::Say(Status::error(match total {
                        Some(total) => t!(
                            "browse-no-such-number",
                            k = thousands(k),
                            n = look.shared.n,
                            count = total,
                            shown = thousands(total)
                        ),
                        None if look.shared.only.is_some() => t!(
                            "browse-not-yet-kept",
                            k = thousands(k),
                            reach = thousands(reach)
                        ),
                        None => t!("browse-not-yet", k = thousands(k), reach = thousands(reach)),
                    }))),
                    Err(_) => out.app(Command::Say(Status::error(t!(
                        "browse-not-a-number",
                        text = format!("{:?}", self.jump_text.trim())
                    )))),
                }
            }
        });
    }
}

impl View for Browse {
    type Command = BrowseCommand;

    fn update(&mut self, _dt: f64, act: &mut Act<'_>) -> bool {
        self.look_up(act);
        let n = act.shared.n;
        if self.forecast.is_none() && n > AUTO_COUNT_LIMIT && n <= MAX_SEARCH_N {
            let job = act
                .worker
                .job(move |task| tasks::forecast(n, Work::Count, task));
            self.forecast = Some(Forecast::Asked(job));
        }
        false
    }

    fn panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        self.browser_panel(ui, look, out);
        self.count_panel(ui, look, out);
    }

    fn right_panel_shape(&self, _look: &Look<'_>) -> Option<RightPanel> {
        // The gallery gives way to the board in a small window.
        Some(RightPanel {
            width: 250.0,
            share: 0.25,
        })
    }

    fn right_panel(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        if look.shared.listing(look.settings.filter).is_none() {
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
        let empty = Board::empty(n).ok();
        let Some(shown) = board.or(empty.as_ref()) else {
            return;
        };
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
                    self.random = Some(
                        act.worker
                            .job(move |task| tasks::random_fundamental(n, task)),
                    );
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
            BrowseCommand::SetFilter(filter) => {
                if filter != act.settings.filter {
                    act.settings.filter = filter;
                    act.shared.ensure_fundamental(act.worker);
                    act.shared.ensure_kept(filter, act.worker);
                    // The same solution stays selected: among the
                    // fundamental ones, as its class's representative (the
                    // smallest of its orbit); its number there is looked
                    // up, or ranked.
                    act.settings.selected = 1;
                    let wanted =
                        self.shown
                            .as_ref()
                            .and_then(|(_, b)| b.columns())
                            .map(|columns| match filter {
                                Filter::All => (columns, false),
                                Filter::Fundamental => {
                                    let representative = canonical_columns(&columns);
                                    let other = representative != columns;
                                    (representative, other)
                                }
                            });
                    self.refilter = wanted.map(|(columns, representative)| Refilter {
                        columns,
                        representative,
                        job: None,
                        asked: u64::MAX,
                    });
                    self.look_up_refiltered(act);
                }
            }
            BrowseCommand::SelectInAll(k) => {
                if act.settings.filter != Filter::All {
                    *act.status = Status::info(t!("browse-showing-in-all", k = thousands(k)));
                }
                act.settings.filter = Filter::All;
                act.settings.selected = k;
                act.shared.opened = None;
            }
            BrowseCommand::LoadPage(first, count) => {
                let filter = act.settings.filter;
                if let Some(plan) = act
                    .shared
                    .listing(filter)
                    .and_then(|l| l.catalog.plan_range(first, count))
                {
                    self.page_job = Some(Pending {
                        key: ((filter, act.shared.version), first, count),
                        job: lookup(act.worker, plan),
                        since: Instant::now(),
                    });
                }
            }
            BrowseCommand::StartCount => {
                let n = act.shared.n;
                // The old count, if any, stops as its handle goes.
                act.shared.count = Some(CountJob::start(n, act.worker));
            }
            BrowseCommand::Locate(columns) => {
                self.locate = Some((columns, None, u64::MAX));
                self.look_up_opened(act);
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
        if let Some(Forecast::Asked(job)) = self.forecast.as_mut()
            && let Some(outcome) = job.poll()
        {
            self.forecast = Some(match outcome {
                Outcome::Done(time) => Forecast::Ready(time),
                // A failed forecast is not asked again.
                Outcome::Cancelled | Outcome::Failed(_) => Forecast::Unknown,
            });
        }
    }

    fn busy(&self) -> bool {
        self.looking.is_some()
            || self.page_job.is_some()
            || self.page_numbers_job.is_some()
            || self.refilter.is_some()
            || self.random.is_some()
            || self.locate.is_some()
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
        let n = look.shared.n;
        let k = look.settings.selected;
        if look.shared.opened.is_some() {
            return format!("queens-{n}");
        }
        match look.settings.filter {
            Filter::All => format!("queens-{n}-no-{k}"),
            Filter::Fundamental => format!("queens-{n}-fundamental-no-{k}"),
        }
    }
}
