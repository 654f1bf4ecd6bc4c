//! The views of the app by name: plain data, below the views (as the egui
//! demo's `Anchor`), with each one's key and words. What a view is beyond
//! its name (where it works, what it needs of the rules) it says in its
//! own file; `views/mod.rs` maps a name to the view.

use serde::{Deserialize, Serialize};

use crate::app::i18n::tr;

/// The views by name, in the order of the view selector.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum ViewId {
    /// The view a first start shows.
    #[default]
    Browse,
    Big,
    Play,
    Watch,
    Pins,
    Heatmap,
    Stats,
    About,
    Check,
    Regions,
}

impl ViewId {
    /// Whether the view is played on its board (a move a key): entered by
    /// keys, its board has them.
    pub fn plays_on_its_board(self) -> bool {
        matches!(self, ViewId::Play | ViewId::Pins | ViewId::Regions)
    }

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

    /// A stable name, saved in the settings and written in links.
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
}

/// A saved name; one this version does not know gives the browser.
impl From<String> for ViewId {
    fn from(key: String) -> ViewId {
        ViewId::ALL
            .into_iter()
            .find(|v| v.key() == key)
            .unwrap_or_default()
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
