//! Browse's side panel: where the selection stands, the buttons that move
//! it, the jump field and the filter.

use eframe::egui::{self, Key, RichText, Ui};

use super::{Browse, BrowseCommand};
use crate::app::command::Command;
use crate::app::i18n::t;
use crate::app::status::Status;
use crate::app::view::{Look, Out};
use crate::app::words::{group_words, rules_words, seconds, thousands};
use crate::catalog::Filter;
use crate::engine::{Board, Group};

impl Browse {
    pub(super) fn browser_panel(
        &mut self,
        ui: &mut Ui,
        look: &Look<'_>,
        out: &mut Out<BrowseCommand>,
    ) {
        let (n, rules) = (look.shared.n, look.shared.rules);
        ui.separator();
        // The pieces browsed: "Queens", "Superqueens on a torus".
        ui.heading(rules_words(&rules));
        let group = group_words(n, &rules);
        let mut filter = look.settings.filter;
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(&mut filter, Filter::All, t!("browse-all"))
                .on_hover_text(t!("browse-all-tip"));
            ui.selectable_value(&mut filter, Filter::Fundamental, t!("browse-fundamental"))
                .on_hover_text(group);
        });
        if filter != look.settings.filter {
            out.push(BrowseCommand::SetFilter(filter));
        }
        let (known, _) = Self::known(look);
        let (reach, complete) = Self::reach(look);
        // The controls come first and the lines that change as the search
        // goes come after them, always as many: a listing that ends never
        // moves a button under the pointer.
        self.controls(ui, look, out);
        let kept = look.shared.only.is_some();
        if kept {
            ui.label(RichText::new(t!("browse-only-kept")).color(ui.visuals().warn_fg_color))
                .on_hover_text(t!("browse-only-kept-tip"));
        }
        let (first, second) = self.standing(look, known, (reach, complete), kept);
        ui.label(RichText::new(first).strong());
        // An empty line keeps its height.
        ui.weak(if second.is_empty() {
            " ".to_string()
        } else {
            second
        });
        // The orbit's images are the square's 8: a torus's translations
        // and a rectangle's 4 motions are counted, not drawn.
        if look.shared.opened.is_none() && rules.group(n) == Group::Square {
            self.orbit_panel(ui, look, out);
        }
    }

    /// The two lines under the buttons: where the selection stands in the
    /// list, and how the list stands (listed, looked up, among all).
    fn standing(
        &self,
        look: &Look<'_>,
        known: u64,
        (reach, complete): (u64, bool),
        kept: bool,
    ) -> (String, String) {
        let selected = look.settings.selected;
        // A count finishes long before the listing: its total is final.
        let total = match Self::total(look) {
            Some(total) => thousands(total),
            None => t!("browse-total-searching", reach = thousands(reach)),
        };
        let listing = look.shared.listing(look.settings.filter);
        let secs = listing.map_or(0.0, |l| l.elapsed().as_secs_f64());
        if let Some(opened) = &look.shared.opened {
            // A board from outside is shown, not solution k: say what it is.
            (
                t!("browse-an-opened-board"),
                Self::opened_in_words(opened, self.locate.is_some()),
            )
        } else if reach == 0 && complete && kept {
            (t!("browse-none-kept"), String::new())
        } else if reach == 0 && complete {
            let rules = rules_words(&look.shared.rules);
            (
                t!("ruled-none", rules = rules, n = look.shared.n),
                String::new(),
            )
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
            // Said from the first frame: the line under the number must
            // not claim anything of a board not shown yet.
            let looking = self.looking.is_some();
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
        }
    }

    /// What an opened board is, in a line: its attacks, or that it is a
    /// solution (and whether its number is being looked for).
    pub(super) fn opened_in_words(board: &Board, locating: bool) -> String {
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
    pub(super) fn controls(&mut self, ui: &mut Ui, look: &Look<'_>, out: &mut Out<BrowseCommand>) {
        let (reach, _) = Self::reach(look);
        let total = Self::total(look);
        let most = Self::selectable(look);
        let selected = look.settings.selected;
        ui.horizontal_wrapped(|ui| {
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
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("browse-go-to"));
            let field = ui.add(egui::TextEdit::singleline(&mut self.jump_text).desired_width(90.0));
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, t!("browse-go-to-label"))
            });
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            // Nothing to jump to where n has no solution (2, 3, or pins
            // that keep none).
            let some = most > 0;
            let jump = ui
                .add_enabled(some, egui::Button::new(t!("browse-jump")))
                .on_disabled_hover_text(t!("browse-nothing-to-jump-to"));
            if some && (jump.clicked() || entered) {
                match crate::app::words::parse_number(&self.jump_text) {
                    Some(k) if k >= 1 && k <= most => out.push(BrowseCommand::Jump(k)),
                    Some(0) => out.app(Command::Say(Status::error(t!("browse-from-one")))),
                    Some(k) => out.app(Command::Say(Status::error(match total {
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
                    None => out.app(Command::Say(Status::error(t!(
                        "browse-not-a-number",
                        text = format!("{:?}", self.jump_text.trim())
                    )))),
                }
            }
        });
    }
}
