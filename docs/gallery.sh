#!/usr/bin/env bash
# Builds the game and writes the gallery into docs/gallery/<W>x<H>/: every
# screen at a phone in portrait (390x844), in landscape (844x390) and a tablet
# (1024x768), in English and French.
#   - the text tour (`flickwood --text-tour`) draws every screen once in both
#     languages: menus, set-up, settings, players, records, stats, rules,
#     tutorial, toss, hand-over, pause, summaries, results, replays, practice;
#   - the scripted runs (docs/gallery.py) play by touch: a crokinole match
#     with a hint, a pitchnut break, the rules scrolled, the rules' readings
#     (390x844 only), a whole round counted.
#   bash docs/gallery.sh              everything
#   bash docs/gallery.sh tour         only the tour
#   bash docs/gallery.sh round-844x390-fr ...   only the named runs (names in runs.txt)
#   GALLERY_FRAMES_PER_DRAW=1 ...     draw every fixed frame (default 2: faster)
#   GALLERY_JOBS=N                    runs at once (default 2)
# Needs xvfb-run (apt-get install xvfb); pngquant (installed if apt-get can)
# makes the pictures about a fifth of their size. Each run starts from its own
# fresh save with slingshot controls (the scripts press the disc and pull
# back), never the machine's own save.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
cargo build --bin flickwood
bin="$(realpath "$target/debug/flickwood")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 docs/gallery.py "$work"
sizes="390x844 844x390 1024x768"

selected() {
    local name="$1"
    shift
    [ $# -eq 0 ] || [[ " $* " == *" $name "* ]]
}

if selected tour "$@"; then
    for size in $sizes; do
        echo "gallery: tour $size"
        dir="$work/tour-$size"
        mkdir -p "$dir" "docs/gallery/$size"
        xvfb-run -a -s "-screen 0 ${size}x24" "$bin" --text-tour --mute --size "$size" \
            --data-dir "$(mktemp -d -p "$work")" --screenshot-dir "$dir" >"$dir.log" 2>&1 ||
            { cat "$dir.log"; exit 1; }
        for f in "$dir"/*.png; do
            base="$(basename "$f" .png)"
            base="${base%-english}"
            base="${base%-french}"
            case "$f" in
            *-english.png) mv "$f" "docs/gallery/$size/$base-en.png" ;;
            *-french.png) mv "$f" "docs/gallery/$size/$base-fr.png" ;;
            esac
        done
    done
fi

run_one() {
    local name="$1" w="$2" h="$3" lang="$4" extra="${5:--}"
    [ "$extra" != "-" ] || extra=""
    echo "gallery: $name (${w}x${h}, $lang)"
    local data="$work/data-$name"
    mkdir -p "$data" "docs/gallery/${w}x${h}"
    echo '{"version":2,"prefs":{"controls":"Slingshot"}}' >"$data/flickwood.json"
    env LANG="$lang" LC_ALL="$lang" FLICKWOOD_MSAA=1 $extra \
        xvfb-run -a -s "-screen 0 ${w}x${h}x24" \
        "$bin" --script "$work/$name.json" --screenshot-dir "docs/gallery/${w}x${h}" \
        --size "${w}x${h}" --mute --data-dir "$data" \
        --frames-per-draw "${GALLERY_FRAMES_PER_DRAW:-2}" >"$work/$name.log" 2>&1 ||
        { echo "gallery: $name failed"; cat "$work/$name.log"; return 1; }
}
export -f run_one
export work bin GALLERY_FRAMES_PER_DRAW

while read -r name w h lang extra; do
    if selected "$name" "$@"; then
        # No trailing blank: xargs -L would join the next line to it.
        echo "$name $w $h $lang ${extra:--}"
    fi
done <"$work/runs.txt" | xargs -r -P "${GALLERY_JOBS:-2}" -L 1 bash -c 'run_one "$@"' _

if ! command -v pngquant >/dev/null; then
    (apt-get install -y pngquant || sudo -n apt-get install -y pngquant) >/dev/null 2>&1 || true
fi
if command -v pngquant >/dev/null; then
    for size in $sizes; do
        # Only pictures written by this run: newer than the work folder.
        find "docs/gallery/$size" -name '*.png' -newer "$work/runs.txt" -print0 |
            xargs -0 -r pngquant --quality 65-90 --speed 3 --force --ext .png --skip-if-larger || true
    done
else
    echo "gallery: no pngquant, the pictures are left full size"
fi
# How many pictures each size has (a listing piped to head ended the
# script with SIGPIPE under pipefail once there were over 300 lines).
for d in docs/gallery/*/; do
    echo "gallery: $d $(find "$d" -name '*.png' | wc -l) pictures"
done
