#!/usr/bin/env bash
# Builds the web version into web/dist: index.html, flickwood.wasm, the
# mq_js_bundle.js of the macroquad version in Cargo.lock, favicon, assets/.
# Serve web/dist with any static server (wasm needs type application/wasm).
#
#   bash web/build.sh                     # the game (bin flickwood)
#   bash web/build.sh --example NAME      # an example instead, e.g. web_probe
set -euo pipefail
cd "$(dirname "$0")/.."

what=(--bin flickwood)
name=flickwood
if [ "${1:-}" = "--example" ]; then
    [ -n "${2:-}" ] || { echo "usage: web/build.sh [--example NAME]" >&2; exit 2; }
    what=(--example "$2")
    name="$2"
fi

target=wasm32-unknown-unknown
if ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target"
fi

cargo build --locked --profile web --target "$target" "${what[@]}"

target_dir="${CARGO_TARGET_DIR:-target}"
if [ "${what[0]}" = "--example" ]; then
    wasm="$target_dir/$target/web/examples/$name.wasm"
else
    wasm="$target_dir/$target/web/$name.wasm"
fi

# The JS half of miniquad must match the crate that built the wasm: take it
# from the macroquad package that Cargo.lock resolved.
bundle="$(cargo metadata --locked --format-version 1 | python3 -c '
import json, os, sys
meta = json.load(sys.stdin)
paths = [p["manifest_path"] for p in meta["packages"] if p["name"] == "macroquad"]
if len(paths) != 1:
    sys.exit("expected one macroquad package, found %d" % len(paths))
print(os.path.join(os.path.dirname(paths[0]), "js", "mq_js_bundle.js"))
')"
[ -f "$bundle" ] || { echo "web/build.sh: $bundle not found" >&2; exit 1; }

dist=web/dist
rm -rf "$dist"
mkdir -p "$dist"
cp web/index.html web/think.js web/favicon.png web/manifest.webmanifest "$dist/"
cp -R web/icons "$dist/icons"
cp "$wasm" "$dist/flickwood.wasm"
cp "$bundle" "$dist/mq_js_bundle.js"
if [ -d assets ]; then
    cp -R assets "$dist/assets"
fi

# The service worker: the version is a hash of every file shipped, so any
# change makes a new sw.js, a new cache, and the old cache deleted (web/sw.js).
files=$(cd "$dist" && find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(cd "$dist" && echo "$files" | while read -r f; do sha256sum "$f"; done | sha256sum | cut -c1-16)
list=$(echo "$files" | python3 -c 'import json, sys; print(json.dumps(["./"] + sys.stdin.read().split()))')
python3 - "$dist/sw.js" "$version" "$list" <<'PY'
import sys
out, version, files = sys.argv[1:]
text = open("web/sw.js").read()
text = text.replace("__FLICKWOOD_VERSION__", version).replace("__FLICKWOOD_FILES__", files)
open(out, "w").write(text)
PY
echo "web/build.sh: service worker cache flickwood-$version ($(echo "$files" | wc -l) files)"

raw=$(wc -c < "$dist/flickwood.wasm")
gz=$(gzip -9 -c "$dist/flickwood.wasm" | wc -c)
printf 'web/build.sh: %s -> %s/flickwood.wasm: %d bytes raw, %d bytes gzipped (-9)\n' \
    "$name" "$dist" "$raw" "$gz"
# The issue's budget: a phone on a slow link should fetch the game in seconds.
limit=$((1024 * 1024))
if [ "$gz" -gt "$limit" ]; then
    echo "web/build.sh: gzipped wasm is over the 1 MiB budget ($gz > $limit bytes)" >&2
    exit 1
fi
