#!/usr/bin/env bash
# The determinism corpora (tests/fixtures/physics-corpus.txt, its engine 4 twin, and
# ai-corpus.txt) checked in the wasm32-wasip1 build of flickwood-cli, under
# Node's WASI: every shot must give the same report bits, and every AI
# decision the same choice and hand, as the native build that made them.
# Installs the rustup target if missing; needs node 20 or later (installed
# with apt-get if missing and possible).
set -euo pipefail
cd "$(dirname "$0")/.."
rustup target list --installed | grep -qx wasm32-wasip1 || rustup target add wasm32-wasip1
if ! command -v node >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs >/dev/null
    else
        echo "benches/wasm-corpus.sh: node is missing (Debian: apt-get install nodejs)" >&2
        exit 2
    fi
fi
cargo build --locked --release --bin flickwood-cli --target wasm32-wasip1
target="${CARGO_TARGET_DIR:-target}"
node --no-warnings benches/wasi-run.mjs "$target/wasm32-wasip1/release/flickwood-cli.wasm" corpus
