#!/usr/bin/env bash
# Rebuild the pictures of the docs' Pictures page (docs/pictures/*.svg) with the installed `ladders`.
# Usage: scripts/make_pictures.sh [PATH/TO/sgb-words.txt]   (default: the team's shared data folder)
set -euo pipefail
cd "$(dirname "$0")/.."
sgb=${1:-../shared/data/sgb-words.txt}
out=docs/pictures
mkdir -p "$out"
ladders draw beer wine -o "$out/beer-wine.svg"
ladders draw chaos order --metric substitution --words "$sgb" -o "$out/chaos-order.svg"
ladders explain beer wine -o "$out/explain-beer-wine.svg" > /dev/null
ladders stats --words "$sgb" --metric substitution --plot "$out/sgb-graph.svg" > /dev/null
echo "pictures written to $out"
