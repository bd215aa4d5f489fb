#!/usr/bin/env bash
# Builds the game and writes the gallery's screenshots into docs/gallery/:
# phone portrait (720x1280 and 390x844), phone landscape (1280x720 and 844x390)
# and tablet (1440x1080),
# both games, a busy board, a round's count and summary, the rules, the
# tutorial, in English and French. Needs xvfb-run (apt-get install xvfb).
#   bash docs/gallery.sh            every run
#   bash docs/gallery.sh round      only the named runs (names in docs/gallery.py)
#   GALLERY_FRAMES_PER_DRAW=1 ...   draw every fixed frame (default 2: faster)
# Under software GL on two busy cores the whole gallery takes several minutes.
# Each run starts from its own fresh save with slingshot controls (the scripts
# press the disc and pull back), never the machine's own save.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
cargo build --bin flickwood
bin="$target/debug/flickwood"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 docs/gallery.py "$work"
mkdir -p docs/gallery
while read -r name w h lang extra; do
    if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then
        continue
    fi
    echo "gallery: $name (${w}x${h}, $lang)"
    data="$work/data-$name"
    mkdir -p "$data"
    echo '{"version":2,"prefs":{"controls":"Slingshot"}}' >"$data/flickwood.json"
    env LANG="$lang" LC_ALL="$lang" FLICKWOOD_MSAA=1 $extra \
        xvfb-run -a -s "-screen 0 ${w}x${h}x24" \
        "$bin" --script "$work/$name.json" --screenshot-dir docs/gallery \
        --size "${w}x${h}" --mute --data-dir "$data" \
        --frames-per-draw "${GALLERY_FRAMES_PER_DRAW:-2}" >/dev/null
done <"$work/runs.txt"
ls docs/gallery
