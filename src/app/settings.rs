//! What the app remembers across restarts, and what it implies for how a
//! board looks.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::i18n::UiLanguage;
use super::views::id::ViewId;
use crate::catalog::Filter;
use crate::engine::{MAX_N, Rules};
use crate::formats::{self, BoardFormat, ListFormat};
use crate::scene::{Palette, SceneOptions};
use crate::textbook::Language;

/// Where the app's today comes from: the one clock of the daily puzzle,
/// its streak and its archive. Tests fix it, so that what they see does
/// not hang on the weekday they run (Monday's puzzle is 7×7, Sunday's
/// 11×11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Clock {
    /// The date where the machine (or the page's browser) is.
    #[default]
    Machine,
    /// Always this day.
    Fixed(crate::engine::regions::Day),
}

impl Clock {
    /// Today, by this clock.
    pub fn today(self) -> crate::engine::regions::Day {
        match self {
            Clock::Machine => crate::platform::today(),
            Clock::Fixed(day) => day,
        }
    }
}

/// A day's game as the settings keep it across a restart, ◀ ▶ and
/// Today's puzzle: its marks (`.` open, `Q` a queen, `x` ruled out, row
/// by row), the time played, the hints taken, and the time it was solved
/// in, once it was.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct KeptGame {
    pub marks: String,
    pub seconds: f64,
    pub hints: u32,
    pub solved: Option<f64>,
    pub solve_seen: bool,
}

/// The days' games the settings keep: the most recent days, no more.
pub const KEPT_DAYS: usize = 62;

/// The fastest the search animation runs, in steps a second.
pub const WATCH_MAX_SPEED: f64 = 5000.0;

/// What the app remembers across restarts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub n: usize,
    /// The selected solution's number in the filtered list, from 1.
    pub selected: u64,
    pub filter: Filter,
    pub labels: bool,
    /// A pattern in each region of the regions puzzle, besides its colour.
    pub region_patterns: bool,
    pub show_attacks: bool,
    pub dark: bool,
    /// Format, PNG size and labels of "Save board".
    pub save_format: BoardFormat,
    pub png_size: u32,
    pub png_labels: bool,
    /// Format of "Export all".
    pub list_format: ListFormat,
    /// The view shown.
    pub view: ViewId,
    /// Steps a second of the search animation.
    pub watch_speed: f64,
    /// The search animation runs a whole run in about a minute (else at
    /// `watch_speed`).
    pub watch_minute: bool,
    /// Use the app's own file dialogs even where the system has some.
    pub in_app_dialogs: bool,
    /// The program shown beside the search animation.
    pub code_language: Language,
    /// Where the last file was saved or opened (the app's own dialog
    /// starts there).
    pub last_dir: Option<PathBuf>,
    /// The window's language as chosen in the Language menu; until then,
    /// the system's.
    pub language: Option<UiLanguage>,
    /// The piece and the board (plane or torus; n rows on more columns).
    pub rules: Rules,
    /// The best time of each regions puzzle solved, in seconds, by its
    /// text.
    pub regions_best: std::collections::BTreeMap<String, u64>,
    /// The days whose puzzle was solved (`YYYY-MM-DD`), on the day or
    /// later from the archive: the days solved.
    pub regions_days: std::collections::BTreeSet<String>,
    /// The days whose puzzle was solved on that very day: the streak.
    /// (Saved settings from before it, where it is missing, take their
    /// days solved: see [`Settings::sanitized`].)
    #[serde(default)]
    pub regions_on_the_day: Option<std::collections::BTreeSet<String>>,
    /// The best time in seconds of each size and difficulty solved
    /// ("8 medium").
    pub regions_best_kind: std::collections::BTreeMap<String, u64>,
    /// What a tap or a click does on the regions board.
    pub regions_tap: TapMode,
    /// Each recent day's game (`YYYY-MM-DD`), where it was left: a restart,
    /// ◀ ▶ or Today's puzzle takes it up again.
    pub regions_games: std::collections::BTreeMap<String, KeptGame>,
    /// Speak what changes and the widget in focus (the page, where no
    /// screen reader reads the canvas); `None` until chosen: on when the
    /// browser asks for reduced motion.
    pub speak: Option<bool>,
    /// The day the app calls today: never saved, the machine's unless a
    /// test fixes it.
    #[serde(skip)]
    pub clock: Clock,
}

/// What a tap or a click does on the regions board. Players know two
/// ways: a tap places a queen and a long press (or right click) a ×, or
/// each tap moves a square on from empty to × to queen (LinkedIn's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum TapMode {
    /// A queen; a long press, a right click or X: a ×.
    #[default]
    Queen,
    /// A × (a queen by Space or a long press).
    Cross,
    /// Empty, then ×, then a queen, then empty again.
    Cycle,
}

/// The largest n the window takes other rules at: as far as it browses.
pub const MAX_RULES_N: usize = crate::engine::MAX_SEARCH_N;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            n: 8,
            selected: 1,
            filter: Filter::All,
            labels: true,
            region_patterns: false,
            show_attacks: true,
            dark: false,
            save_format: BoardFormat::Png,
            png_size: formats::DEFAULT_PNG_SIZE,
            png_labels: false,
            list_format: ListFormat::Text,
            view: ViewId::default(),
            watch_speed: 8.0,
            watch_minute: true,
            in_app_dialogs: false,
            code_language: Language::default(),
            last_dir: None,
            language: None,
            rules: Rules::QUEENS,
            regions_best: std::collections::BTreeMap::new(),
            regions_days: std::collections::BTreeSet::new(),
            regions_on_the_day: Some(std::collections::BTreeSet::new()),
            regions_best_kind: std::collections::BTreeMap::new(),
            regions_tap: TapMode::Queen,
            regions_games: std::collections::BTreeMap::new(),
            speak: None,
            clock: Clock::Machine,
        }
    }
}

impl Settings {
    /// The days solved on their own date: the streak's.
    pub fn streak_days(&self) -> &std::collections::BTreeSet<String> {
        static NONE: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
        self.regions_on_the_day.as_ref().unwrap_or(&NONE)
    }

    /// The language the window speaks.
    pub fn ui_language(&self) -> UiLanguage {
        self.language.unwrap_or_else(UiLanguage::of_system)
    }

    /// The rules the window plays by at n: the chosen ones up to
    /// [`MAX_RULES_N`], the classic queens past it.
    pub fn rules_at(&self, n: usize) -> Rules {
        if n > MAX_RULES_N {
            return Rules::QUEENS;
        }
        // More columns than rows while there are: a board of more rows
        // than the columns chosen is square again.
        let rules = self.rules.normalized(n);
        if rules.check(n).is_ok() {
            rules
        } else {
            Rules {
                columns: None,
                ..rules
            }
        }
    }

    /// The settings with anything out of range put back in range (a state
    /// saved by another version, or edited by hand).
    pub(super) fn sanitized(mut self) -> Self {
        if !(1..=MAX_N).contains(&self.n) {
            self.n = Settings::default().n;
        }
        self.selected = self.selected.max(1);
        if self.regions_on_the_day.is_none() {
            self.regions_on_the_day = Some(self.regions_days.clone());
        }
        self.png_size = self
            .png_size
            .clamp(formats::MIN_PNG_SIZE, formats::MAX_PNG_SIZE);
        if self.rules.check(self.n.min(MAX_RULES_N)).is_err() {
            self.rules.columns = None;
        }
        if !(self.watch_speed.is_finite() && (1.0..=WATCH_MAX_SPEED).contains(&self.watch_speed)) {
            self.watch_speed = Settings::default().watch_speed;
        }
        self
    }
}

/// The scene options of the settings (theme, labels).
pub fn scene_options(settings: &Settings) -> SceneOptions {
    SceneOptions {
        palette: if settings.dark {
            Palette::DARK
        } else {
            Palette::LIGHT
        },
        labels: settings.labels,
        rules: settings.rules_at(settings.n),
        ..SceneOptions::default()
    }
}

/// One change of the settings a menu or an options panel makes: a plain
/// command, one field each, applied at the end of the frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Setting {
    PngSize(u32),
    PngLabels(bool),
    ListFormat(ListFormat),
    Labels(bool),
    RegionPatterns(bool),
    ShowAttacks(bool),
    Dark(bool),
    InAppDialogs(bool),
    Language(Option<UiLanguage>),
    Speak(Option<bool>),
}

impl Setting {
    /// The changes that make `before` into `after`, for the fields a menu
    /// edits (a panel's widgets edit a copy).
    pub fn changes(before: &Settings, after: &Settings) -> Vec<Setting> {
        let mut changes = Vec::new();
        let mut differs = |changed: bool, setting: Setting| {
            if changed {
                changes.push(setting);
            }
        };
        differs(
            before.png_size != after.png_size,
            Setting::PngSize(after.png_size),
        );
        differs(
            before.png_labels != after.png_labels,
            Setting::PngLabels(after.png_labels),
        );
        differs(
            before.list_format != after.list_format,
            Setting::ListFormat(after.list_format),
        );
        differs(before.labels != after.labels, Setting::Labels(after.labels));
        differs(
            before.region_patterns != after.region_patterns,
            Setting::RegionPatterns(after.region_patterns),
        );
        differs(
            before.show_attacks != after.show_attacks,
            Setting::ShowAttacks(after.show_attacks),
        );
        differs(before.dark != after.dark, Setting::Dark(after.dark));
        differs(
            before.in_app_dialogs != after.in_app_dialogs,
            Setting::InAppDialogs(after.in_app_dialogs),
        );
        differs(
            before.language != after.language,
            Setting::Language(after.language),
        );
        differs(before.speak != after.speak, Setting::Speak(after.speak));
        changes
    }

    /// Makes the change.
    pub fn apply(self, settings: &mut Settings) {
        match self {
            Setting::PngSize(size) => settings.png_size = size,
            Setting::PngLabels(on) => settings.png_labels = on,
            Setting::ListFormat(format) => settings.list_format = format,
            Setting::Labels(on) => settings.labels = on,
            Setting::RegionPatterns(on) => settings.region_patterns = on,
            Setting::ShowAttacks(on) => settings.show_attacks = on,
            Setting::Dark(on) => settings.dark = on,
            Setting::InAppDialogs(on) => settings.in_app_dialogs = on,
            Setting::Language(language) => settings.language = language,
            Setting::Speak(on) => settings.speak = on,
        }
    }
}

#[cfg(test)]
mod setting_tests {
    use super::*;

    #[test]
    fn the_changes_of_a_copy_make_the_copy() {
        let before = Settings::default();
        let mut after = before.clone();
        after.dark = !after.dark;
        after.png_size = 1024;
        after.language = Some(UiLanguage::Russian);
        let changes = Setting::changes(&before, &after);
        assert_eq!(changes.len(), 3);
        let mut applied = before.clone();
        for change in changes {
            change.apply(&mut applied);
        }
        assert!(applied == after);
        assert!(Setting::changes(&after, &after).is_empty());
    }
}
