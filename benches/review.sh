#!/usr/bin/env bash
# Issue 43's time: a best-of-seven crokinole match between a "person" (the
# Club level's hands and choices on seat 0, noted as a person's would be)
# and the Casual AI, reviewed shot by shot as the game reviews it
# (`flickwood-cli review RECORD --seat 0`, the Grandmaster's search, 64
# paired plays a shot). Three runs natively (median), then with --web three
# runs of the wasm32-wasip1 build under Node's WASI: one thread, as in the
# browser's worker. Prints each time, the medians and web/native.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --locked --release --bin flickwood-cli
target="${CARGO_TARGET_DIR:-target}"
cli="$target/release/flickwood-cli"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$cli" selfplay crokinole club casual 1 --rounds 7 --records "$dir" --seed 7 >/dev/null
record="$dir/crokinole-000.json"
secs() { grep '^time:' | sed 's/time: \([0-9.]*\) s.*/\1/'; }
median() { sort -n | sed -n 2p; }
native=()
for k in 1 2 3; do
    out=$("$cli" review "$record" --seat 0)
    native+=("$(echo "$out" | secs)")
    echo "native run $k: ${native[-1]} s; $(echo "$out" | tail -1)"
done
n=$(printf '%s\n' "${native[@]}" | median)
echo "native median: $n s"
if [ "${1:-}" = --web ]; then
    rustup target list --installed | grep -qx wasm32-wasip1 || rustup target add wasm32-wasip1
    cargo build --locked --release --bin flickwood-cli --target wasm32-wasip1
    wasm="$target/wasm32-wasip1/release/flickwood-cli.wasm"
    web=()
    for k in 1 2 3; do
        out=$(node --no-warnings benches/wasi-run.mjs "$wasm" review - --seat 0 < "$record")
        web+=("$(echo "$out" | secs)")
        echo "web (wasm, one thread) run $k: ${web[-1]} s; $(echo "$out" | tail -1)"
    done
    w=$(printf '%s\n' "${web[@]}" | median)
    echo "web median: $w s; web/native: $(python3 -c "print(round($w / $n, 2))")"
fi
