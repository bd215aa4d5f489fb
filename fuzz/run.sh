#!/usr/bin/env bash
# Runs every fuzz target (or those named) with libFuzzer through cargo fuzz,
# for SECONDS each (default 30), from the committed seeds in fuzz/seeds/.
# Installs cargo-fuzz if it is missing. Only a stable toolchain is here, so
# RUSTC_BOOTSTRAP=1 lets cargo fuzz pass its -Z flags; `-s none` builds
# without a sanitizer (safe Rust; a panic or abort is what we look for).
#
#   bash fuzz/run.sh [SECONDS] [TARGET...]
#   FUZZ_SECONDS=3600 bash fuzz/run.sh      # an hour per target
#
# New inputs go to a scratch corpus (FUZZ_WORK, default target/fuzz-work);
# a crash is saved in fuzz/artifacts/TARGET/ and the script fails.
set -euo pipefail
cd "$(dirname "$0")"

seconds="${1:-${FUZZ_SECONDS:-30}}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(record save scenario sim crokinole_apply pitchnut_apply)
fi

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "fuzz/run.sh: installing cargo-fuzz"
    cargo install cargo-fuzz --locked --version 0.13.2
fi

export RUSTC_BOOTSTRAP=1
work="${FUZZ_WORK:-$(pwd)/../target/fuzz-work}"
echo "fuzz/run.sh: building the targets"
cargo fuzz build -s none -O
for t in "${targets[@]}"; do
    mkdir -p "$work/$t" "artifacts/$t"
    echo "== fuzz $t: ${seconds} s"
    log="$work/$t.log"
    if ! cargo fuzz run -s none -O "$t" "$work/$t" "seeds/$t" -- \
        -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
        -artifact_prefix="artifacts/$t/" -print_final_stats=1 >"$log" 2>&1; then
        tail -n 60 "$log"
        echo "fuzz/run.sh: $t FAILED; the input is in fuzz/artifacts/$t/" >&2
        exit 1
    fi
    # libFuzzer's closing statistics: executions and their rate.
    grep -E "^stat::number_of_executed_units|^stat::average_exec_per_sec|^stat::new_units_added" "$log" |
        sed "s/^/  $t /"
done
echo "fuzz/run.sh: ${#targets[@]} targets, ${seconds} s each, no crash"
