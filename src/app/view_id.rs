//! The views of the app by name: what each is called, what it is for and
//! the boards it works on. A new view is a variant here (the compiler then
//! lists every place that must handle it) and a file under `views/`.

use serde::{Deserialize, Serialize};

use crate::engine::MAX_SEARCH_N;
use crate::scene::DETAIL_LIMIT;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum ViewId {
    Browse,
    Big,
    Play,
    Watch,
    Pins,
    Heatmap,
    Stats,
    About,
}

impl ViewId {
    /// In the order of the view selector.
    pub const ALL: [ViewId; 8] = [
        ViewId::Browse,
        ViewId::Big,
        ViewId::Play,
        ViewId::Watch,
        ViewId::Pins,
        ViewId::Heatmap,
        ViewId::Stats,
        ViewId::About,
    ];

    /// A stable name, saved in the settings.
    pub fn key(self) -> &'static str {
        match self {
            ViewId::Browse => "browse",
            ViewId::Big => "big",
            ViewId::Play => "play",
            ViewId::Watch => "watch",
            ViewId::Pins => "pins",
            ViewId::Heatmap => "heatmap",
            ViewId::Stats => "stats",
            ViewId::About => "about",
        }
    }

    /// The name in the view selector.
    pub fn title(self) -> &'static str {
        match self {
            ViewId::Browse => "Browse",
            ViewId::Big => "Big board",
            ViewId::Play => "Play",
            ViewId::Watch => "Watch the search",
            ViewId::Pins => "Pins",
            ViewId::Heatmap => "Heatmap",
            ViewId::Stats => "Statistics",
            ViewId::About => "About this n",
        }
    }

    /// What the view is for, as a tooltip.
    pub fn tooltip(self) -> &'static str {
        match self {
            ViewId::Browse => "Every solution by number, with thumbnails and symmetries",
            ViewId::Big => "One solution of a board past the search's reach, by construction",
            ViewId::Play => "Place queens by hand; ask for a completion",
            ViewId::Watch => "The textbook row-by-row backtracking, step by step",
            ViewId::Pins => {
                "Pin queens and block squares: the browser then lists only the solutions that keep them"
            }
            ViewId::Heatmap => "How often each square holds a queen, across all the solutions",
            ViewId::Stats => "Charts of what all the solutions of n have in common",
            ViewId::About => "The counts of n, one solution and how long a count takes",
        }
    }

    /// Whether the view works for boards of n.
    ///
    /// ```
    /// use nqueens::app::ViewId;
    /// assert!(ViewId::Browse.works_at(32) && !ViewId::Browse.works_at(33));
    /// assert!(ViewId::Big.works_at(1_000_000) && !ViewId::Big.works_at(8));
    /// ```
    pub fn works_at(self, n: usize) -> bool {
        match self {
            ViewId::About => true,
            ViewId::Big => n > MAX_SEARCH_N,
            ViewId::Play => n <= DETAIL_LIMIT,
            ViewId::Browse | ViewId::Watch | ViewId::Pins | ViewId::Heatmap | ViewId::Stats => {
                n <= MAX_SEARCH_N
            }
        }
    }

    /// Why the view does not work past its limit, for its tooltip.
    pub fn unavailable_reason(self) -> String {
        match self {
            ViewId::Browse | ViewId::Big | ViewId::About => String::new(),
            ViewId::Play => format!("Play works on boards up to n = {DETAIL_LIMIT}."),
            ViewId::Watch => format!("The animation works on boards up to n = {MAX_SEARCH_N}."),
            ViewId::Pins => format!("Pins work with the listed boards, up to n = {MAX_SEARCH_N}."),
            ViewId::Heatmap => {
                format!("The heatmap tallies the listed boards, up to n = {MAX_SEARCH_N}.")
            }
            ViewId::Stats => {
                format!("The statistics tally the listed boards, up to n = {MAX_SEARCH_N}.")
            }
        }
    }
}

/// A saved name; one this version does not know gives the browser.
impl From<String> for ViewId {
    fn from(key: String) -> ViewId {
        ViewId::ALL
            .into_iter()
            .find(|v| v.key() == key)
            .unwrap_or(ViewId::Browse)
    }
}

impl From<ViewId> for String {
    fn from(id: ViewId) -> String {
        id.key().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Settings;

    #[test]
    fn a_view_is_saved_by_name_and_an_unknown_name_gives_the_browser() {
        for id in ViewId::ALL {
            let settings = Settings {
                view: id,
                ..Settings::default()
            };
            let saved = ron::to_string(&settings).unwrap();
            assert!(saved.contains(&format!("view:\"{}\"", id.key())), "{saved}");
            assert_eq!(ron::from_str::<Settings>(&saved).unwrap().view, id);
        }
        // A state saved by an earlier version, and one by a later one.
        let old: Settings = ron::from_str(r#"(n: 9, view: "stats")"#).unwrap();
        assert_eq!((old.n, old.view), (9, ViewId::Stats));
        let newer: Settings = ron::from_str(r#"(view: "textbook")"#).unwrap();
        assert_eq!(newer.view, ViewId::Browse);
    }
}
