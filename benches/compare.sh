#!/usr/bin/env bash
# Simulation throughput of REV against the working tree, in one run:
#
#   bash benches/compare.sh [--wasm] [--runs N] [--shots N] REV
#
# Builds REV (in a temporary git worktree) and the working tree, release,
# then runs their `flickwood-cli bench SHOTS 0` alternately N times (default
# 5, 2000 shots) on one core and prints, per workload, each side's median
# shots per second and the ratio working tree / REV: the median of the N
# paired ratios and their range (the spread). Alternating means a burst of
# load on this shared machine hits both sides alike.
#
# --wasm: builds both for wasm32-wasip1 too (installs the rustup target if
# missing) and runs them under Node's WASI (node:wasi, preview1; Node 20 or
# later), alternating with the native builds; prints the same ratios for
# wasm, and each side's wasm slowdown (native shots/s over wasm shots/s).
#
# Build trees are kept under $COMPARE_TARGET (default target/compare), so a
# second run only rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
wasm=0
runs=5
shots=2000
rev=""
while [ $# -gt 0 ]; do
    case "$1" in
        --wasm) wasm=1 ;;
        --runs) runs="$2"; shift ;;
        --shots) shots="$2"; shift ;;
        -*) echo "compare.sh: unknown option $1" >&2; exit 2 ;;
        *) rev="$1" ;;
    esac
    shift
done
[ -n "$rev" ] || { echo "usage: bash benches/compare.sh [--wasm] [--runs N] [--shots N] REV" >&2; exit 2; }
commit=$(git rev-parse --verify "$rev^{commit}")
target="${COMPARE_TARGET:-$root/target/compare}"
mkdir -p "$target"
tree="$(mktemp -d)"
cleanup() { git -C "$root" worktree remove --force "$tree" >/dev/null 2>&1 || true; rm -rf "$tree"; }
trap cleanup EXIT
git worktree add --detach "$tree" "$commit" >/dev/null 2>&1

build() { # DIR NAME [TARGET]
    local dir="$1" name="$2" triple="${3:-}"
    local args=(build --locked --release --bin flickwood-cli)
    [ -n "$triple" ] && args+=(--target "$triple")
    echo "== building $name" >&2
    (cd "$dir" && CARGO_TARGET_DIR="$target/$name" cargo "${args[@]}" >&2)
}
build "$tree" base
build "$root" head
bin_base="$target/base/release/flickwood-cli"
bin_head="$target/head/release/flickwood-cli"
if [ "$wasm" = 1 ]; then
    command -v node >/dev/null || { echo "compare.sh: --wasm needs node (20 or later)" >&2; exit 2; }
    rustup target list --installed | grep -qx wasm32-wasip1 || rustup target add wasm32-wasip1 >&2
    build "$tree" base wasm32-wasip1
    build "$root" head wasm32-wasip1
    wasm_base="$target/base/wasm32-wasip1/release/flickwood-cli.wasm"
    wasm_head="$target/head/wasm32-wasip1/release/flickwood-cli.wasm"
fi

# One bench run: prints "crokinole_rate pitchnut_rate" (shots per second).
bench() {
    "$@" bench "$shots" 0 | awk '/shots\/s/ {printf "%s ", $1} END {print ""}'
}
native=(taskset -c 0)
command -v taskset >/dev/null || native=()
results="$(mktemp)"
for k in $(seq "$runs"); do
    echo "== run $k of $runs" >&2
    echo "native base $(bench "${native[@]}" "$bin_base")" >>"$results"
    echo "native head $(bench "${native[@]}" "$bin_head")" >>"$results"
    if [ "$wasm" = 1 ]; then
        echo "wasm base $(bench "${native[@]}" node --no-warnings benches/wasi-run.mjs "$wasm_base")" >>"$results"
        echo "wasm head $(bench "${native[@]}" node --no-warnings benches/wasi-run.mjs "$wasm_head")" >>"$results"
    fi
done

echo "REV $rev ($(git rev-parse --short "$commit")) against the working tree: $runs runs of bench $shots, one core"
python3 - "$results" "$wasm" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
wasm = sys.argv[2] == "1"
def rates(platform, side, w):
    return [float(r[2 + w]) for r in rows if r[0] == platform and r[1] == side]
names = ["crokinole mid-game", "pitchnut break"]
def line(label, num, den):
    ratios = [a / b for a, b in zip(num, den)]
    return f"{label}: {statistics.median(ratios):.2f}x (range {min(ratios):.2f} to {max(ratios):.2f})"
for platform in ["native"] + (["wasm"] if wasm else []):
    for w, name in enumerate(names):
        base, head = rates(platform, "base", w), rates(platform, "head", w)
        print(f"{platform:6} {name:18}  REV {statistics.median(base):8.0f} shots/s  working tree "
              f"{statistics.median(head):8.0f} shots/s  " + line("ratio", head, base))
if wasm:
    for side, label in [("base", "REV"), ("head", "working tree")]:
        for w, name in enumerate(names):
            nat, was = rates("native", side, w), rates("wasm", side, w)
            print(f"wasm slowdown {label:12} {name:18}  " + line("native/wasm", nat, was))
PY
rm -f "$results"
