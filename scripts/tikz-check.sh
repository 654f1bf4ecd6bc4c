#!/usr/bin/env bash
# Compiles the TikZ export in a real LaTeX: solution 1 of n = 8 and of
# n = 32 (the largest listed board) put in one document, as a slide would
# \input them. Installs Debian's texlive-latex-base and texlive-pictures
# (PGF/TikZ) if pdflatex is missing, builds the release binary, and fails
# on any LaTeX error.
#
#   scripts/tikz-check.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/tikz-check}
if ! command -v pdflatex >/dev/null || ! kpsewhich tikz.sty >/dev/null 2>&1; then
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    texlive-latex-base texlive-pictures
fi
cargo build --release --locked --bin nqueens
mkdir -p "$out"
for n in 8 32; do
  target/release/nqueens export "$n" --index 1 -o "$out/queens-$n-no-1.tex"
done
cat > "$out/slides.tex" <<'TEX'
\documentclass{article}
\usepackage{tikz}
\begin{document}
\input{queens-8-no-1.tex}

\input{queens-32-no-1.tex}
\end{document}
TEX
(cd "$out" && pdflatex -interaction=nonstopmode -halt-on-error slides.tex >pdflatex.log) \
  || { grep -A3 '^!' "$out/pdflatex.log"; exit 1; }
grep 'Output written' "$out/pdflatex.log"
echo "tikz-check: ok ($out/slides.pdf)"
