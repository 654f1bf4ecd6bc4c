//! The views of the app by name ([`ViewId`], made by the `views!` list in
//! `views/mod.rs`): what each is called and what it is for, in words, and
//! where it works under the rules.

use super::i18n::{t, tr};
use crate::engine::Rules;

pub use super::views::ViewId;

impl ViewId {
    /// The name in the view selector.
    pub fn title(self) -> String {
        tr(&format!("view-{}", self.key()))
    }

    /// What the view is for, as a tooltip.
    pub fn tooltip(self) -> String {
        tr(&format!("view-{}-tip", self.key()))
    }

    /// Whether the view works for boards of n under `rules`: under rules
    /// other than the classic queens', Browse, Play, Watch and the Heatmap
    /// do.
    ///
    /// ```
    /// use nqueens::app::ViewId;
    /// use nqueens::engine::{Piece, Rules};
    /// let kings = Rules { piece: Piece::King, ..Rules::default() };
    /// assert!(ViewId::Watch.works(8, &kings) && !ViewId::Pins.works(8, &kings));
    /// let queens = Rules::QUEENS;
    /// assert!(ViewId::Browse.works(32, &queens) && !ViewId::Browse.works(33, &queens));
    /// assert!(ViewId::Big.works(1_000_000, &queens) && !ViewId::Big.works(8, &queens));
    /// ```
    pub fn works(self, n: usize, rules: &Rules) -> bool {
        self.works_at(n) && self.feature().is_none_or(|f| rules.supports(f))
    }

    /// Why the view does not work at n under `rules`, for its tooltip.
    pub fn unavailable(self, n: usize, rules: &Rules) -> String {
        if self.works_at(n) && !self.works(n, rules) {
            t!("view-classic-only")
        } else {
            self.unavailable_reason()
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
