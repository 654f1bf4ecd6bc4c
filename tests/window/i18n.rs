//! The window in three languages: every message in every file, every id
//! the code asks for, plurals by each language's rules, the Chinese glyphs
//! in the bundled font, and the real window in Russian and Chinese.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::common::{answer, app_with, run_until};
use egui_kittest::kittest::Queryable;
use fluent_bundle::{FluentArgs, FluentResource};
use nqueens::app::i18n::{lookup, set_language};
use nqueens::app::views::stats::charts;
use nqueens::app::{App, Settings, UiLanguage, ViewId};
use nqueens::engine::survey;
use nqueens::textbook::Version;

/// Each message of a file: its id and the variables its text uses.
fn messages(language: UiLanguage) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in language.messages().lines() {
        let starts_message = line
            .split_once(" =")
            .filter(|(id, _)| {
                !id.is_empty()
                    && id.starts_with(|c: char| c.is_ascii_lowercase())
                    && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            })
            .map(|(id, _)| id.to_string());
        if let Some(id) = starts_message {
            assert!(
                !out.contains_key(&id),
                "{language:?}: {id} is defined twice"
            );
            out.insert(id.clone(), BTreeSet::new());
            current = Some(id);
        } else if line.starts_with('#') || line.is_empty() {
            current = None;
            continue;
        }
        if let Some(id) = &current {
            let vars = out.get_mut(id).expect("inserted above");
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                let name: String = rest[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                vars.insert(name);
                rest = &rest[at + 1..];
            }
        }
    }
    out
}

#[test]
fn every_file_parses_and_has_the_same_messages() {
    let english = messages(UiLanguage::English);
    assert!(english.len() > 400, "{}", english.len());
    for language in UiLanguage::ALL {
        if let Err((_, errors)) = FluentResource::try_new(language.messages().to_string()) {
            panic!("{language:?}: {errors:?}");
        }
        let these = messages(language);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !these.contains_key(*id))
            .collect();
        let extra: Vec<&String> = these
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{language:?} has ids English lacks: {extra:?}"
        );
        // A translation uses no variable that the code does not pass (the
        // English text uses them all, or the code passes it for plurals).
        for (id, vars) in &these {
            let known = &english[id];
            for v in vars {
                assert!(
                    known.contains(v),
                    "{language:?} {id} uses ${v}, which English does not"
                );
            }
        }
    }
}

#[test]
fn every_message_formats_without_errors_in_every_language() {
    let english = messages(UiLanguage::English);
    for language in UiLanguage::ALL {
        for (id, vars) in &english {
            for value in [0u64, 1, 2, 5, 21, 1000] {
                let mut args = FluentArgs::new();
                for v in vars {
                    args.set(v.clone(), value);
                }
                let text = lookup(language, id, Some(&args))
                    .unwrap_or_else(|| panic!("{language:?} has no {id}"));
                assert!(!text.trim().is_empty(), "{language:?} {id} is empty");
                assert!(
                    !text.contains('{') && !text.contains('\u{2068}'),
                    "{language:?} {id}: {text:?}"
                );
            }
        }
    }
}

/// The ids the code asks for by name: `t!("id"` and `tr("id")`, and the
/// ids of families it builds or matches on.
fn ids_in_code() -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut sources = Vec::new();
    walk(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/app")
            .as_path(),
        &mut sources,
    );
    let mut ids = BTreeSet::new();
    let families = [
        "symmetry-",
        "help-",
        "keys-",
        "key-",
        "howto-",
        "duration-",
        "code-lang-",
    ];
    for source in &sources {
        for (at, _) in source.match_indices('"') {
            let rest = &source[at + 1..];
            let Some(end) = rest.find('"') else { continue };
            let literal = &rest[..end];
            let before = &source[..at];
            let line = &before[before.rfind('\n').map_or(0, |i| i + 1)..];
            if line.trim_start().starts_with("//") {
                continue;
            }
            // `t!(` and `tr(` as words, not the end of `format!(` or `str(`.
            let called = |call: &str| {
                before.trim_end().strip_suffix(call).is_some_and(|head| {
                    !head.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                })
            };
            let id_like = !literal.is_empty()
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !literal.ends_with('-');
            let asked = called("t!(") || called("tr(");
            let family = families.iter().any(|f| literal.starts_with(f)) && id_like;
            if asked || family {
                ids.insert(literal.to_string());
            }
        }
    }
    for view in ViewId::ALL {
        ids.insert(format!("view-{}", view.key()));
        ids.insert(format!("view-{}-tip", view.key()));
    }
    for version in Version::ALL {
        ids.insert(format!("race-version-{}", version.name().replace(' ', "-")));
    }
    for mistake in nqueens::textbook::Mistake::ALL {
        for suffix in ["", "-tip", "-why"] {
            ids.insert(format!("mistake-{}{suffix}", mistake.key()));
        }
    }
    for letter in nqueens::textbook::LECTURE_LETTERS {
        ids.insert(format!("lecture-{letter}"));
    }
    let survey = survey(
        &nqueens::engine::Problem::keeping(
            6,
            nqueens::engine::Rules::QUEENS,
            &nqueens::engine::Constraints::none(6),
        )
        .unwrap(),
        nqueens::engine::Control::default(),
    )
    .unwrap();
    for chart in charts(&survey) {
        ids.insert(format!("axis-{}", chart.x_name.replace(' ', "-")));
        ids.insert(format!("axis-{}", chart.y_name.replace(' ', "-")));
    }
    ids
}

#[test]
fn every_id_the_code_asks_for_is_in_the_files() {
    let english = messages(UiLanguage::English);
    let asked = ids_in_code();
    assert!(asked.len() > 420, "{}", asked.len());
    let missing: Vec<&String> = asked
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        missing.is_empty(),
        "asked for but not in en.ftl: {missing:?}"
    );
}

#[test]
fn plurals_follow_each_language() {
    let say = |language, id: &str, count: u64| {
        let mut args = FluentArgs::new();
        args.set("count", count);
        args.set("shown", count.to_string());
        lookup(language, id, Some(&args)).unwrap()
    };
    assert_eq!(say(UiLanguage::English, "about-solutions", 1), "1 solution");
    assert_eq!(
        say(UiLanguage::English, "about-solutions", 92),
        "92 solutions"
    );
    // Russian: one (1, 21), few (2 to 4, 22), many (0, 5 to 20, 11).
    for (count, word) in [
        (1, "решение"),
        (21, "решение"),
        (2, "решения"),
        (4, "решения"),
        (22, "решения"),
        (0, "решений"),
        (5, "решений"),
        (11, "решений"),
        (92, "решения"),
        (14_200, "решений"),
    ] {
        assert_eq!(
            say(UiLanguage::Russian, "about-solutions", count),
            format!("{count} {word}")
        );
    }
    // Two numbers never run together: "При n = 8 92 решения" read as one.
    let mut args = FluentArgs::new();
    args.set("n", "8");
    args.set("count", 92);
    args.set("shown", "92");
    let known = lookup(UiLanguage::Russian, "size-known-count", Some(&args)).unwrap();
    assert!(known.starts_with("При n = 8 — 92 решения"), "{known}");
    // Durations too, in the window's language (this thread's).
    let duration = |secs: u64| nqueens::app::duration_words(std::time::Duration::from_secs(secs));
    set_language(UiLanguage::Russian);
    assert_eq!(duration(5400), "90 минут");
    assert_eq!(duration(9000), "2.5 часа");
    assert_eq!(duration(3 * 365 * 86400), "3 года");
    assert_eq!(duration(21 * 86400), "21 день");
    set_language(UiLanguage::Chinese);
    assert_eq!(duration(5400), "90 分钟");
    // Lists in Chinese take its enumeration comma, not ", ".
    assert_eq!(
        nqueens::app::list_words(&["最后一格", "皇后排除"]),
        "最后一格、皇后排除"
    );
    set_language(UiLanguage::English);
    assert_eq!(duration(5400), "90 minutes");
    assert_eq!(nqueens::app::list_words(&["a", "b", "c"]), "a, b, c");
    assert_eq!(duration(60), "60 seconds");
    // Chinese has one form.
    assert_eq!(say(UiLanguage::Chinese, "about-solutions", 1), "1 个解");
    assert_eq!(say(UiLanguage::Chinese, "about-solutions", 92), "92 个解");
}

#[test]
fn the_bundled_font_has_every_chinese_character_the_window_uses() {
    use skrifa::MetadataProvider;
    let bytes = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/fonts/NotoSansSC-subset.otf"),
    )
    .unwrap();
    let font = skrifa::FontRef::new(&bytes).unwrap();
    let charmap = font.charmap();
    let wanted: BTreeSet<char> = UiLanguage::Chinese
        .messages()
        .chars()
        .chain(
            nqueens::textbook::Language::ALL
                .iter()
                .flat_map(|l| l.lines().concat().chars().collect::<Vec<_>>()),
        )
        .filter(|&c| c as u32 >= 0x2E80)
        .collect();
    assert!(wanted.len() > 300, "{}", wanted.len());
    let missing: String = wanted
        .iter()
        .filter(|&&c| charmap.map(c).is_none())
        .collect();
    assert!(
        missing.is_empty(),
        "not in the font (run scripts/cjk-font.sh): {missing}"
    );
    // A subset, not the whole collection.
    assert!(bytes.len() < 400_000, "{} bytes", bytes.len());
}

#[test]
fn the_locale_chooses_the_language_until_the_menu_does() {
    assert_eq!(UiLanguage::from_locale("ru_RU.UTF-8"), UiLanguage::Russian);
    assert_eq!(UiLanguage::from_locale("zh_CN.UTF-8"), UiLanguage::Chinese);
    assert_eq!(UiLanguage::from_locale("zh_TW"), UiLanguage::Chinese);
    assert_eq!(UiLanguage::from_locale("en_GB.UTF-8"), UiLanguage::English);
    assert_eq!(UiLanguage::from_locale("de_DE.UTF-8"), UiLanguage::English);
    assert_eq!(UiLanguage::from_locale("C"), UiLanguage::English);
    assert_eq!(UiLanguage::from_locale(""), UiLanguage::English);
    // Chosen in the menu, it is saved and read back.
    let settings = Settings {
        language: Some(UiLanguage::Chinese),
        ..Settings::default()
    };
    let saved = ron::to_string(&settings).unwrap();
    assert_eq!(
        App::settings_from_state(&saved).language,
        Some(UiLanguage::Chinese)
    );
    // An older state without the field follows the system.
    assert_eq!(App::settings_from_state("(n: 9)").language, None);
}

#[test]
fn the_window_speaks_russian_and_chinese_and_switches_from_the_menu() {
    let mut harness = app_with(Settings {
        language: Some(UiLanguage::Russian),
        ..Settings::default()
    });
    harness.step();
    harness.get_by_label("Файл");
    harness.get_by_label("Правка");
    harness.get_by_label("Вид");
    harness.get_by_label("Язык");
    harness.get_by_label("Просмотр").click();
    harness.run_steps(2);
    harness.get_by_label("Размер доски");
    assert!(
        harness
            .state()
            .window_title()
            .starts_with("Ферзи: исследователь — n = 8"),
        "{}",
        harness.state().window_title()
    );
    // The Language menu lists each language in itself; a choice is kept.
    harness.get_by_label("Язык").click();
    harness.run_steps(2);
    harness.get_by_label("简体中文").click();
    harness.run_steps(3);
    assert_eq!(harness.state().settings.language, Some(UiLanguage::Chinese));
    harness.get_by_label("文件");
    harness.get_by_label("棋盘大小");
    harness.get_by_label("观看搜索").click();
    harness.run_steps(2);
    harness.get_by_label("逐行搜索");
    assert!(harness.state().window_title().starts_with("N 皇后探索器"));
    assert!(
        harness
            .state()
            .saved_state()
            .contains("language:Some(Chinese)")
    );
    // Back to English: every label the other tests find is there again.
    harness.get_by_label("语言").click();
    harness.run_steps(2);
    harness.get_by_label("English").click();
    harness.run_steps(3);
    harness.get_by_label("File");
    harness.get_by_label("The row-by-row search");
    set_language(UiLanguage::English);
}

/// Issue 47, 6: a board that does not read is said in the window's
/// language, where it stops and why (it was English whatever the language).
#[test]
fn a_board_that_does_not_read_is_said_in_russian_and_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.txt");
    std::fs::write(&junk, "Q...\n..x.\n").unwrap();
    for (language, menu, pasted, opened) in [
        (
            UiLanguage::Russian,
            ["Файл", "Открыть доску"],
            "Вставленный текст — не доска: строка 2, столбец 3: 'x' — не клетка (Q — ферзь, . или # — пустая клетка)",
            "— не доска: строка 2, столбец 3: 'x' — не клетка",
        ),
        (
            UiLanguage::Chinese,
            ["文件", "打开棋盘"],
            "粘贴的文本不是棋盘：第 2 行，第 3 列：'x' 不是格子（Q 表示皇后，. 或 # 表示空格）",
            "不是棋盘：第 2 行，第 3 列：'x' 不是格子",
        ),
    ] {
        let mut harness = app_with(Settings {
            language: Some(language),
            ..Settings::default()
        });
        harness.step();
        harness.event(eframe::egui::Event::Paste("Q...\n..x.\n".into()));
        run_until(&mut harness, "the paste read", |app| {
            app.message().is_some()
        });
        assert_eq!(harness.state().message(), Some(pasted));
        answer(&mut harness, vec![Some(junk.clone())]);
        harness.get_by_label(menu[0]).click();
        harness.run_steps(2);
        harness.get_by_label_contains(menu[1]).click();
        harness.run_steps(2);
        run_until(&mut harness, "the file read", |app| {
            app.message()
                .is_some_and(|m| m.contains(&junk.display().to_string()))
        });
        let message = harness.state().message().unwrap();
        assert!(message.contains(opened), "{message}");
    }
}

/// Each message's whole text, by id.
fn texts(language: UiLanguage) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in language.messages().lines() {
        let id = line
            .split_once(" =")
            .map(|(id, _)| id)
            .filter(|id| id.starts_with(|c: char| c.is_ascii_lowercase()) && !id.contains(' '));
        if let Some(id) = id {
            current = Some(id.to_string());
        } else if line.starts_with('#') || line.is_empty() {
            current = None;
        }
        if let Some(id) = &current {
            let text = out.entry(id.clone()).or_default();
            text.push_str(line);
            text.push('\n');
        }
    }
    out
}

/// Every piece has its own words in every language: its name, its tip,
/// its plural, and its own variant wherever a message chooses by the
/// piece (a default variant would call a new piece a queen).
#[test]
fn every_piece_has_its_own_words_in_every_language() {
    for language in UiLanguage::ALL {
        let texts = texts(language);
        for piece in nqueens::engine::Piece::ALL {
            let key = piece.key();
            for id in [
                format!("piece-{key}"),
                format!("piece-{key}-tip"),
                format!("pieces-{key}"),
            ] {
                assert!(texts.contains_key(&id), "{language:?} has no {id}");
            }
            let choosing = texts.iter().filter(|(_, text)| text.contains("$piece ->"));
            let mut seen = 0;
            for (id, text) in choosing {
                seen += 1;
                let own = text.contains(&format!("[{key}]"));
                assert!(own, "{language:?}: {id} has no words of its own for {key}");
            }
            assert!(
                seen >= 3,
                "{language:?}: {seen} messages choose by the piece"
            );
        }
    }
}

/// Issue 74, 6: the Russian said "под боем ферзей — 5", which reads
/// better as "5 ферзей бьют друг друга", with the number's own form; and
/// the Chinese clash sentence capitalised its first square ("D7 和 c6").
#[test]
fn a_mistaken_boards_queens_and_a_clashs_squares_read_as_the_language_says() {
    let said = |queens: u64| {
        let mut args = FluentArgs::new();
        args.set("number", 3);
        args.set("queens", queens);
        lookup(UiLanguage::Russian, "step-returned-wrong", Some(&args)).unwrap()
    };
    assert!(
        said(5).ends_with(": 5 ферзей бьют друг друга."),
        "{}",
        said(5)
    );
    assert!(
        said(2).ends_with(": 2 ферзя бьют друг друга."),
        "{}",
        said(2)
    );
    assert!(
        said(22).ends_with(": 22 ферзя бьют друг друга."),
        "{}",
        said(22)
    );
    set_language(UiLanguage::Chinese);
    let clash = nqueens::engine::regions::Said::Clash {
        a: (1, 3),
        b: (2, 2),
    };
    let words = nqueens::app::views::regions::said_words(&clash, 8);
    set_language(UiLanguage::English);
    assert!(words.starts_with("d7 和 c6"), "{words}");
}

/// Issue 74, 6: a red status message stayed in the old language after a
/// language switch. The sentence goes with its language.
#[test]
fn a_message_goes_with_the_language_it_was_said_in() {
    let mut harness = app_with(Settings::default());
    harness.run_steps(2);
    harness.state_mut().open_address("#n=-1");
    harness.run_steps(2);
    let said = harness.state().message().unwrap_or_default().to_string();
    assert!(said.contains("is not a board size"), "{said}");
    harness.get_by_label("Language").click();
    harness.run_steps(2);
    harness.get_by_label("Русский").click();
    harness.run_steps(3);
    let now = harness.state().message().unwrap_or_default().to_string();
    set_language(UiLanguage::English);
    assert!(!now.contains("is not a board size"), "{now}");
    assert!(
        harness
            .query_by_label_contains("is not a board size")
            .is_none()
    );
}
