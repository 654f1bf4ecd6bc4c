//! The views of the app by name: what each is called, what it is for and
//! the boards it works on. A new view is a variant here (the compiler then
//! lists every place that must handle it) and a file under `views/`.

use serde::{Deserialize, Serialize};

use super::i18n::{t, tr};
use crate::engine::{Feature, MAX_SEARCH_N, Rules};
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
    /// A learner's solver output against the truth.
    Check,
    /// The daily regions puzzle ("Queens"), with its own board.
    Regions,
}

impl ViewId {
    /// In the order of the view selector.
    pub const ALL: [ViewId; 10] = [
        ViewId::Browse,
        ViewId::Big,
        ViewId::Play,
        ViewId::Watch,
        ViewId::Pins,
        ViewId::Heatmap,
        ViewId::Stats,
        ViewId::About,
        ViewId::Check,
        ViewId::Regions,
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
            ViewId::Check => "check",
            ViewId::Regions => "regions",
        }
    }

    /// The name in the view selector.
    pub fn title(self) -> String {
        tr(&format!("view-{}", self.key()))
    }

    /// What the view is for, as a tooltip.
    pub fn tooltip(self) -> String {
        tr(&format!("view-{}-tip", self.key()))
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
            // The boards pasted tell their own n.
            ViewId::About | ViewId::Check | ViewId::Regions => true,
            ViewId::Big => n > MAX_SEARCH_N,
            ViewId::Play => n <= DETAIL_LIMIT,
            ViewId::Browse | ViewId::Watch | ViewId::Pins | ViewId::Heatmap | ViewId::Stats => {
                n <= MAX_SEARCH_N
            }
        }
    }

    /// Whether the view works for boards of n under `rules`: under rules
    /// other than the classic queens', Browse, Play, Watch and the Heatmap
    /// do.
    ///
    /// ```
    /// use nqueens::app::ViewId;
    /// use nqueens::engine::{Piece, Rules};
    /// let kings = Rules { piece: Piece::King, ..Rules::default() };
    /// assert!(ViewId::Watch.works_under(8, &kings) && !ViewId::Pins.works_under(8, &kings));
    /// ```
    pub fn works_under(self, n: usize, rules: &Rules) -> bool {
        self.works_at(n) && self.feature().is_none_or(|f| rules.supports(f))
    }

    /// What the view needs of the rules beyond a board, read from the
    /// engine's one table of what each rule supports.
    pub fn feature(self) -> Option<Feature> {
        match self {
            ViewId::Browse | ViewId::Play | ViewId::Watch | ViewId::Heatmap | ViewId::Regions => {
                None
            }
            ViewId::Pins => Some(Feature::Pins),
            ViewId::Stats => Some(Feature::Statistics),
            ViewId::Big => Some(Feature::BigBoard),
            ViewId::Check => Some(Feature::SolverCheck),
            ViewId::About => Some(Feature::Overview),
        }
    }

    /// Why the view does not work at n under `rules`, for its tooltip.
    pub fn unavailable_under(self, n: usize, rules: &Rules) -> String {
        if self.works_at(n) && !self.works_under(n, rules) {
            t!("view-classic-only")
        } else {
            self.unavailable_reason()
        }
    }

    /// Why the view does not work past its limit, for its tooltip.
    pub fn unavailable_reason(self) -> String {
        match self {
            ViewId::Browse | ViewId::Big | ViewId::About | ViewId::Check | ViewId::Regions => {
                String::new()
            }
            ViewId::Play => t!("view-play-limit", n = DETAIL_LIMIT),
            ViewId::Watch => t!("view-watch-limit", n = MAX_SEARCH_N),
            ViewId::Pins => t!("view-pins-limit", n = MAX_SEARCH_N),
            ViewId::Heatmap => t!("view-heatmap-limit", n = MAX_SEARCH_N),
            ViewId::Stats => t!("view-stats-limit", n = MAX_SEARCH_N),
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
