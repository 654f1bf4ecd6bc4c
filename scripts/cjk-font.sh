#!/usr/bin/env bash
# Makes assets/fonts/NotoSansSC-subset.otf: the glyphs of Noto Sans CJK SC
# (SIL Open Font License 1.1) that the Chinese messages and the programs
# beside the search use, so that the window can show them without carrying
# the whole 19 MB collection. Run it after changing assets/locales/zh.ftl
# or crates/boards/src/textbook/; tests/window/i18n.rs fails while a character is missing.
#
# Needs Debian's fonts-noto-cjk and python3-fonttools (or pip's fonttools).
set -euo pipefail
cd "$(dirname "$0")/.."
collection=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
[[ -f $collection ]] || { echo "install fonts-noto-cjk first (apt-get install fonts-noto-cjk)" >&2; exit 1; }
chars=$(mktemp)
trap 'rm -f "$chars"' EXIT
# Every character past Latin, Greek and Cyrillic (egui's own fonts have
# those): the CJK ideographs and punctuation, full-width forms.
python3 - "$chars" assets/locales/zh.ftl crates/boards/src/textbook/*.rs <<'PY'
import sys
out, *files = sys.argv[1:]
seen = set()
for f in files:
    seen.update(c for c in open(f, encoding="utf-8").read() if ord(c) >= 0x2E80)
open(out, "w", encoding="utf-8").write("".join(sorted(seen)))
print(f"{len(seen)} characters", file=sys.stderr)
PY
# Index 2 of the collection is the Simplified Chinese face.
subset=(pyftsubset)
command -v pyftsubset >/dev/null 2>&1 || subset=(/usr/bin/python3 -m fontTools.subset)
"${subset[@]}" "$collection" --font-number=2 --text-file="$chars" \
  --layout-features='' --no-hinting --desubroutinize \
  --name-IDs='*' --name-legacy --name-languages='*' \
  --output-file=assets/fonts/NotoSansSC-subset.otf
ls -l assets/fonts/NotoSansSC-subset.otf
