#!/usr/bin/env bash
# The test command of the README: sets up what the tests need on a fresh
# Debian machine, then runs every test. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# Xvfb lets the scripted game tests open a real window without a screen.
# They fail without it, so a green run means they ran: this script installs
# it or stops. FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them instead, on purpose.
if ! command -v xvfb-run >/dev/null 2>&1; then
    if [ "${FLICKWOOD_SKIP_WINDOW_TESTS:-}" = 1 ]; then
        echo "tests/run.sh: xvfb-run is missing; FLICKWOOD_SKIP_WINDOW_TESTS=1, so the windowed tests are SKIPPED" >&2
    elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "tests/run.sh: installing xvfb for the windowed tests"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb >/dev/null
        command -v xvfb-run >/dev/null 2>&1 || {
            echo "tests/run.sh: apt-get ran but xvfb-run is still missing" >&2
            exit 1
        }
    else
        echo "tests/run.sh: xvfb-run is missing and cannot be installed here (needs root and apt-get)." >&2
        echo "tests/run.sh: install it (Debian: apt-get install xvfb), or set FLICKWOOD_SKIP_WINDOW_TESTS=1 to skip the windowed tests." >&2
        exit 1
    fi
fi

cargo test --locked --workspace "$@"
