#!/usr/bin/env bash
# Instruction counts per shot of the two `bench` workloads, with valgrind's
# callgrind (repeatable on a noisy machine, unlike wall-clock time), and the
# costliest functions of each (inclusive).
#
#   bash benches/profile.sh [SHOTS] [TOP]     default 300 shots, top 25
#
# Builds the release CLI with line tables, unstripped, in its own target dir
# ($CARGO_TARGET_DIR/profile, or target/profile). Needs valgrind
# (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
shots="${1:-300}"
top="${2:-25}"
command -v valgrind >/dev/null || { echo "profile.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
target="${CARGO_TARGET_DIR:-target}/profile"
CARGO_TARGET_DIR="$target" CARGO_PROFILE_RELEASE_STRIP=none CARGO_PROFILE_RELEASE_DEBUG=line-tables-only \
    cargo build --locked --release --bin flickwood-cli >&2
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# A dump each time a workload's timing starts: part 2 is crokinole, the last part pitchnut.
valgrind --tool=callgrind --callgrind-out-file="$out/cg" --dump-before='*bench*measure*' \
    "$target/release/flickwood-cli" bench "$shots" 0 >&2 2>"$out/log"
for part in "crokinole:$out/cg.2" "pitchnut:$out/cg"; do
    name="${part%%:*}"
    file="${part#*:}"
    total=$(callgrind_annotate "$file" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
    echo "== $name: $total instructions, $((total / shots)) per shot"
    callgrind_annotate --inclusive=yes "$file" 2>/dev/null \
        | awk '/^-+$/ {n++} n >= 5 && /%\)/' \
        | grep -v -e 'libc-start' -e 'below main' -e 'lang_start' -e 'backtrace' -e '???:main' -e '0x0000' \
        | head -n "$top" \
        | sed -e 's|/root/.cargo/registry/src/[^/]*/||' -e 's|/rustc/[0-9a-f]*/||' -e "s|$PWD/||" \
        | cut -c1-200 || true
done
