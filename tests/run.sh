#!/usr/bin/env bash
# The test command of the README: sets up what the tests need on a fresh
# Debian machine, then runs every test. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# Xvfb lets the scripted game tests open a real window without a screen,
# and xdotool moves the mouse in tests/shell_mouse/ (which starts its own
# Xvfb). They fail without them, so a green run means they ran: this script
# installs them or stops. FLICKWOOD_SKIP_WINDOW_TESTS=1 skips them instead, on purpose.
missing=()
command -v xvfb-run >/dev/null 2>&1 && command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "${FLICKWOOD_SKIP_WINDOW_TESTS:-}" = 1 ]; then
        echo "tests/run.sh: ${missing[*]} missing; FLICKWOOD_SKIP_WINDOW_TESTS=1, so the windowed tests are SKIPPED" >&2
    elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "tests/run.sh: installing ${missing[*]} for the windowed tests"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
        for tool in xvfb-run Xvfb xdotool; do
            command -v "$tool" >/dev/null 2>&1 || {
                echo "tests/run.sh: apt-get ran but $tool is still missing" >&2
                exit 1
            }
        done
    else
        echo "tests/run.sh: ${missing[*]} missing and cannot be installed here (needs root and apt-get)." >&2
        echo "tests/run.sh: install them (Debian: apt-get install ${missing[*]}), or set FLICKWOOD_SKIP_WINDOW_TESTS=1 to skip the windowed tests." >&2
        exit 1
    fi
fi

cargo test --locked --workspace "$@"
