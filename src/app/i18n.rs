//! The window's words in English, Russian and Simplified Chinese: one
//! Fluent message file per language (`assets/locales/*.ftl`), the language
//! taken from the system's locale until one is chosen in the Language
//! menu. Plurals follow each language's rules (Fluent's, from CLDR). The
//! command line stays English.
//!
//! The views ask for their words with [`t!`]: `t!("menu-file")`, or with
//! arguments, `t!("watch-solutions-found", found = 3)`. The language is the UI
//! thread's, set by the app every frame.

use std::cell::{Cell, RefCell};

use eframe::egui;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// A language of the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum UiLanguage {
    #[default]
    English,
    Russian,
    Chinese,
}

impl UiLanguage {
    /// In the order of the Language menu.
    pub const ALL: [UiLanguage; 3] = [
        UiLanguage::English,
        UiLanguage::Russian,
        UiLanguage::Chinese,
    ];

    /// Its name in itself, as the Language menu shows it.
    pub fn name(self) -> &'static str {
        match self {
            UiLanguage::English => "English",
            UiLanguage::Russian => "Русский",
            UiLanguage::Chinese => "简体中文",
        }
    }

    /// Its BCP 47 tag, for the plural rules.
    fn tag(self) -> &'static str {
        match self {
            UiLanguage::English => "en",
            UiLanguage::Russian => "ru",
            UiLanguage::Chinese => "zh-CN",
        }
    }

    /// Its message file.
    pub fn messages(self) -> &'static str {
        match self {
            UiLanguage::English => include_str!("../../assets/locales/en.ftl"),
            UiLanguage::Russian => include_str!("../../assets/locales/ru.ftl"),
            UiLanguage::Chinese => include_str!("../../assets/locales/zh.ftl"),
        }
    }

    /// The language of a locale name as the system gives it
    /// (`ru_RU.UTF-8`, `zh-Hans-CN`, `C`): English unless it is Russian or
    /// Chinese.
    ///
    /// ```
    /// use nqueens::app::UiLanguage;
    /// assert_eq!(UiLanguage::from_locale("ru_RU.UTF-8"), UiLanguage::Russian);
    /// assert_eq!(UiLanguage::from_locale("zh-Hans-CN"), UiLanguage::Chinese);
    /// assert_eq!(UiLanguage::from_locale("C.UTF-8"), UiLanguage::English);
    /// ```
    pub fn from_locale(locale: &str) -> UiLanguage {
        let language: String = locale
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        match language.as_str() {
            "ru" => UiLanguage::Russian,
            "zh" => UiLanguage::Chinese,
            _ => UiLanguage::English,
        }
    }

    /// The system's language: the locale's (`LC_ALL`, `LC_MESSAGES`,
    /// `LANG` on Linux; the browser's in a page), read once: the window asks every frame.
    pub fn of_system() -> UiLanguage {
        static SYSTEM: std::sync::OnceLock<UiLanguage> = std::sync::OnceLock::new();
        *SYSTEM.get_or_init(|| {
            crate::platform::system_language()
                .map(|l| UiLanguage::from_locale(&l))
                .unwrap_or_default()
        })
    }
}

thread_local! {
    static CURRENT: Cell<UiLanguage> = const { Cell::new(UiLanguage::English) };
    /// Each thread's bundles, made the first time a language is used
    /// (a bundle is not `Sync`).
    static BUNDLES: RefCell<[Option<FluentBundle<FluentResource>>; 3]> =
        const { RefCell::new([None, None, None]) };
}

/// The language of this thread's words from now on.
pub fn set_language(language: UiLanguage) {
    CURRENT.with(|c| c.set(language));
}

/// The language of this thread's words.
pub fn language() -> UiLanguage {
    CURRENT.with(Cell::get)
}

fn bundle(language: UiLanguage) -> FluentBundle<FluentResource> {
    let tag = language
        .tag()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new(vec![tag]);
    // No Unicode isolation marks around arguments: the fonts have no
    // glyph for them, and the words are read back by label in tests.
    bundle.set_use_isolating(false);
    // A line the parser cannot read is left out (the tests read every
    // file whole); the others still load.
    let resource = FluentResource::try_new(language.messages().to_string())
        .unwrap_or_else(|(partial, _)| partial);
    // Ids are unique in each file (a test); a repeat keeps the first.
    let _ = bundle.add_resource(resource);
    bundle
}

/// The message `id` in `language`, if that file has it.
pub fn lookup(language: UiLanguage, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        let slot = &mut bundles[language as usize];
        let bundle = slot.get_or_insert_with(|| bundle(language));
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    })
}

/// The message `id` in this thread's language, else in English, else the
/// id itself (a test checks that every id the code uses is in every file).
pub fn tr_with(id: &str, args: Option<&FluentArgs>) -> String {
    lookup(language(), id, args)
        .or_else(|| lookup(UiLanguage::English, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// The message `id` without arguments.
pub fn tr(id: &str) -> String {
    tr_with(id, None)
}

/// A value for a message argument: numbers stay numbers (the plural
/// rules choose by them), text stays text.
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// The words of the window: `t!("id")` or `t!("id", name = value, ...)`.
macro_rules! t {
    ($id:literal) => {
        $crate::app::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), $crate::app::i18n::arg($value)); )+
        $crate::app::i18n::tr_with($id, Some(&args))
    }};
}
pub(crate) use t;

/// The name of the subset of Noto Sans CJK SC the app carries: the
/// Chinese characters of `zh.ftl` and the programs' comments, made by
/// `scripts/cjk-font.sh`.
const CJK_FONT: &str = "Noto Sans CJK SC (subset)";

/// Adds the Chinese glyphs after egui's own fonts, for both families.
pub fn install_fonts(ctx: &egui::Context) {
    let data =
        egui::FontData::from_static(include_bytes!("../../assets/fonts/NotoSansSC-subset.otf"));
    ctx.add_font(egui::epaint::text::FontInsert::new(
        CJK_FONT,
        data,
        vec![
            egui::epaint::text::InsertFontFamily {
                family: egui::FontFamily::Proportional,
                priority: egui::epaint::text::FontPriority::Lowest,
            },
            egui::epaint::text::InsertFontFamily {
                family: egui::FontFamily::Monospace,
                priority: egui::epaint::text::FontPriority::Lowest,
            },
        ],
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_one_and_zero_read_as_words() {
        set_language(UiLanguage::English);
        assert_eq!(
            t!(
                "mistake-returns",
                boards = "1",
                returned = 1u64,
                n = 1usize,
                truth = "1",
                solutions = 1u64
            ),
            "It returns one board; n = 1 has one solution."
        );
        assert_eq!(
            t!(
                "mistake-returns",
                boards = "92",
                returned = 92u64,
                n = 8usize,
                truth = "92",
                solutions = 92u64
            ),
            "It returns 92 boards; n = 8 has 92 solutions."
        );
        assert_eq!(
            t!(
                "mistake-wrong-missed",
                wrong = "0",
                wrong_count = 0u64,
                missed = "1",
                missed_count = 1u64
            ),
            "Every board it returns is a solution; it never finds one of the solutions."
        );
        assert_eq!(
            t!(
                "mistake-wrong-missed",
                wrong = "3",
                wrong_count = 3u64,
                missed = "0",
                missed_count = 0u64
            ),
            "3 of its boards are not solutions; it finds every solution."
        );
    }
}
