//! On Windows targets only: the icon (`assets/nqueens.ico`) and the version
//! information, as a resource compiled by mingw's `windres` (or `$WINDRES`)
//! and linked into the executables. Other targets build nothing here.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/nqueens.ico");
    println!("cargo:rerun-if-env-changed=WINDRES");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let manifest =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let version = std::env::var("CARGO_PKG_VERSION").expect("cargo sets the version");
    let mut numbers: Vec<u32> = version
        .split(['.', '-', '+'])
        .filter_map(|part| part.parse().ok())
        .take(3)
        .collect();
    numbers.resize(4, 0);
    let comma = numbers
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let icon = manifest.join("assets/nqueens.ico");
    let rc = format!(
        r#"1 ICON "{icon}"
1 VERSIONINFO
FILEVERSION {comma}
PRODUCTVERSION {comma}
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "The N-Queens Explorer developers"
      VALUE "FileDescription", "N-Queens Explorer"
      VALUE "FileVersion", "{version}"
      VALUE "LegalCopyright", "MIT OR Apache-2.0"
      VALUE "ProductName", "N-Queens Explorer"
      VALUE "ProductVersion", "{version}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#,
        icon = icon.display().to_string().replace('\\', "/"),
    );
    let rc_path = out.join("nqueens.rc");
    std::fs::write(&rc_path, rc).expect("writing the resource script");
    let object = out.join("nqueens-resource.o");
    let windres = std::env::var("WINDRES").unwrap_or_else(|_| "x86_64-w64-mingw32-windres".into());
    let status = Command::new(&windres)
        .args(["-O", "coff", "-i"])
        .arg(&rc_path)
        .arg("-o")
        .arg(&object)
        .status()
        .unwrap_or_else(|e| {
            panic!("running {windres} (apt-get install binutils-mingw-w64-x86-64): {e}")
        });
    assert!(
        status.success(),
        "{windres} failed on {}",
        rc_path.display()
    );
    println!("cargo:rustc-link-arg-bins={}", object.display());
}
