// What the Debian package carries, checked against the code it comes from:
// the man pages and completions are generated from the clap definitions
// (examples/package_files.rs does it for the package), the menu entry and
// the AppStream metadata name the binary, the icon and this version.
// scripts/package-check.sh installs the real package and validates it.

#![allow(clippy::unwrap_used)]

use std::path::Path;

use clap::CommandFactory;
use nqueens::cli::Cli;

const ID: &str = "io.github.nqueens.Explorer";

fn packaging(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("packaging")
        .join(name);
    std::fs::read_to_string(&path).unwrap()
}

#[test]
fn the_man_pages_cover_every_command_and_the_exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    clap_mangen::generate_to(Cli::command(), dir.path()).unwrap();
    let main = std::fs::read_to_string(dir.path().join("nqueens.1")).unwrap();
    assert!(main.contains("Exit status"), "{main}");
    assert!(main.contains("130"));
    for sub in Cli::command().get_subcommands() {
        let name = sub.get_name();
        if name == "help" {
            continue;
        }
        assert!(main.contains(name), "nqueens.1 does not name {name}");
        let page = dir.path().join(format!("nqueens-{name}.1"));
        let text = std::fs::read_to_string(&page).unwrap();
        // Each option of the command is on its page.
        for arg in sub.get_arguments() {
            if let Some(long) = arg.get_long() {
                assert!(
                    text.contains(&format!("\\-\\-{}", long.replace('-', "\\-"))),
                    "{name}: --{long} missing"
                );
            }
        }
    }
}

/// The completion scripts, by shell.
fn completions() -> Vec<(clap_complete::Shell, String)> {
    [
        clap_complete::Shell::Bash,
        clap_complete::Shell::Zsh,
        clap_complete::Shell::Fish,
    ]
    .into_iter()
    .map(|shell| {
        let mut script = Vec::new();
        clap_complete::generate(shell, &mut Cli::command(), "nqueens", &mut script);
        (shell, String::from_utf8(script).unwrap())
    })
    .collect()
}

#[test]
fn completions_offer_every_command_clap_knows_and_its_options() {
    let cli = Cli::command();
    let commands: Vec<&clap::Command> = cli
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
        .collect();
    // Every command of `Command`, none forgotten by a list written here.
    assert_eq!(commands.len(), 13);
    for (shell, script) in completions() {
        for sub in &commands {
            let name = sub.get_name();
            // How each shell's script offers the command itself, and where
            // it completes the command's own options.
            let (offered, options_of) = match shell {
                clap_complete::Shell::Bash => (
                    format!("nqueens,{name})"),
                    format!("nqueens__subcmd__{name})"),
                ),
                clap_complete::Shell::Zsh => (format!("'{name}:"), format!("({name})")),
                _ => (
                    format!("-a \"{name}\""),
                    format!("__fish_nqueens_using_subcommand {name}\""),
                ),
            };
            assert!(script.contains(&offered), "{shell}: {name} is not offered");
            // Fish marks a command with subcommands of its own (`regions`)
            // with `; and not …` after its name.
            let nested = options_of.replace('"', ";");
            let section_start = script
                .find(&options_of)
                .or_else(|| script.find(&nested))
                .unwrap_or_else(|| panic!("{shell}: no options of {name}"));
            let section = &script[section_start..];
            for arg in sub.get_arguments() {
                if let Some(long) = arg.get_long() {
                    assert!(
                        section.contains(&format!("--{long}"))
                            || section.contains(&format!("-l {long}")),
                        "{shell}: {name} --{long}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_menu_entry_opens_the_app_with_its_icon() {
    let desktop = packaging(&format!("{ID}.desktop"));
    let field = |key: &str| {
        desktop
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key}=")))
            .unwrap_or_else(|| panic!("no {key}="))
            .to_string()
    };
    // No arguments: the app, not the command line.
    assert_eq!(field("Exec"), "nqueens");
    assert_eq!(field("Icon"), "nqueens");
    assert_eq!(field("Name"), nqueens::app::APP_NAME);
    assert_eq!(field("Type"), "Application");
    let categories = field("Categories");
    assert!(categories.contains("Education;") && categories.contains("Game;"));
}

#[test]
fn the_appstream_metadata_names_this_version_and_the_entry() {
    let meta = packaging(&format!("{ID}.metainfo.xml"));
    assert!(meta.contains(&format!("<id>{ID}</id>")));
    assert!(meta.contains(&format!(
        r#"<launchable type="desktop-id">{ID}.desktop</launchable>"#
    )));
    assert!(meta.contains(&format!(
        r#"<release version="{}""#,
        env!("CARGO_PKG_VERSION")
    )));
    assert!(meta.contains(&format!(
        "<project_license>{}</project_license>",
        env!("CARGO_PKG_LICENSE")
    )));
    assert!(meta.contains("<binary>nqueens</binary>"));
    assert!(meta.contains("<screenshot type=\"default\">"));
}

#[test]
fn the_package_lists_files_that_exist_or_are_generated() {
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    let mut sources = 0;
    for line in manifest.lines() {
        let Some(rest) = line.trim().strip_prefix("[\"") else {
            continue;
        };
        let source = &rest[..rest.find('"').unwrap()];
        sources += 1;
        if source.starts_with("target/") {
            // Built by cargo, or by examples/package_files.rs.
            assert!(
                source == "target/release/nqueens" || source.starts_with("target/package-files/"),
                "{source}"
            );
        } else {
            assert!(
                Path::new(env!("CARGO_MANIFEST_DIR")).join(source).exists(),
                "{source}"
            );
        }
    }
    assert!(sources >= 14, "{sources} assets");
}

/// The engine's purity is Cargo's to keep, and so is that of the boards
/// and the command line beyond it: nothing that draws on a screen, opens
/// a window or a file dialog is in their dependency trees, on the desktop
/// or the page (and the engine cannot see the boards).
#[test]
fn the_engine_boards_and_cli_crates_depend_on_nothing_that_draws() {
    let root = env!("CARGO_MANIFEST_DIR");
    for (package, target) in [
        ("nqueens-engine", None),
        ("nqueens-engine", Some("wasm32-unknown-unknown")),
        ("nqueens-boards", None),
        ("nqueens-boards", Some("wasm32-unknown-unknown")),
        // The command line is the desktop's alone.
        ("nqueens-cli", None),
    ] {
        let mut tree = std::process::Command::new(env!("CARGO"));
        tree.current_dir(root).args([
            "tree",
            "--locked",
            "-p",
            package,
            "-e",
            "normal,build",
            "--prefix",
            "none",
        ]);
        if let Some(target) = target {
            tree.args(["--target", target]);
        }
        let out = tree.output().unwrap();
        assert!(out.status.success(), "{out:?}");
        let listed = String::from_utf8_lossy(&out.stdout);
        assert!(listed.starts_with(&format!("{package} ")), "{listed}");
        let mut banned = vec![
            "egui", "eframe", "epaint ", "rfd", "winit", "glow", "nqueens ",
        ];
        if package == "nqueens-engine" {
            banned.push("nqueens-boards");
        }
        for crate_name in banned {
            assert!(
                !listed.lines().any(|l| l.starts_with(crate_name)),
                "{crate_name} is in {package}'s tree ({target:?}):\n{listed}"
            );
        }
    }
}

/// The code's rooms stay small: no file over 700 lines and no function over
/// 100 outside the counting kernel (`crates/engine/src/halves*`), so that a
/// change reads in one sitting.
#[test]
fn no_file_over_700_lines_and_no_function_over_100() {
    fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    files(&root.join("src"), &mut all);
    files(&root.join("crates"), &mut all);
    assert!(all.len() > 100, "{} files", all.len());
    let mut too_big = Vec::new();
    for path in all {
        let shown = path.strip_prefix(root).unwrap().display().to_string();
        if shown.contains("halves") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        if lines.len() > 700 {
            too_big.push(format!("{shown}: {} lines", lines.len()));
        }
        // A function runs from its `fn` line to the first `}` at its own
        // indentation (rustfmt's layout).
        for (i, line) in lines.iter().enumerate() {
            let code = line.trim_start();
            let indent = line.len() - code.len();
            let is_fn = [
                "fn ",
                "pub fn ",
                "pub(crate) fn ",
                "pub(super) fn ",
                "const fn ",
            ]
            .iter()
            .any(|p| code.starts_with(p));
            if !is_fn || code.ends_with(';') {
                continue;
            }
            let close = format!("{}}}", " ".repeat(indent));
            let end = lines[i + 1..]
                .iter()
                .position(|l| l.trim_end() == close)
                .map_or(lines.len(), |k| i + 1 + k);
            if end - i + 1 > 100 {
                too_big.push(format!(
                    "{shown}:{}: a function of {} lines",
                    i + 1,
                    end - i + 1
                ));
            }
        }
    }
    assert!(too_big.is_empty(), "{}", too_big.join("\n"));
}
