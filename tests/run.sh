#!/usr/bin/env bash
# The test command of the README: sets up what the tests need on a fresh
# Debian machine, then runs every test. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# Xvfb lets the scripted game tests open a real window without a screen.
if ! command -v xvfb-run >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "tests/run.sh: installing xvfb for the windowed tests"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb >/dev/null
    else
        echo "tests/run.sh: xvfb-run is missing and cannot be installed here (needs root and apt-get)." >&2
        echo "tests/run.sh: install it (Debian: apt-get install xvfb) to run the windowed tests." >&2
    fi
fi

cargo test --locked --workspace "$@"
