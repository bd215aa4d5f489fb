#!/usr/bin/env bash
# Real-browser tests of the web build (see each .mjs below for what it checks).
# Installs what it needs on a fresh Debian machine, builds web/dist if it is
# missing, then runs the test. Exits non-zero on any failure.
#
#   bash tests/browser/run.sh                  # tests web/dist
#   FLICKWOOD_VERBOSE=1 bash tests/browser/run.sh   # also echo the page's console
#   FLICKWOOD_PHONE_SHOTS=DIR bash tests/browser/run.sh   # keep pictures of phone.mjs's shots in DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."

chromium="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "tests/browser/run.sh: installing Debian's chromium"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
        echo "tests/browser/run.sh: $chromium is missing; install it (Debian: apt-get install chromium)" >&2
        exit 1
    fi
fi
"$chromium" --version

# playwright-core only drives the browser; it downloads none.
if [ ! -d "$here/node_modules/playwright-core" ]; then
    (cd "$here" && npm ci --no-audit --no-fund)
fi

if [ ! -f web/dist/index.html ] || [ ! -f web/dist/flickwood.wasm ] || [ ! -f web/dist/sw.js ]; then
    bash web/build.sh
fi

node "$here/flick.mjs"
# No black frame from the first picture to the title (issue 45), fresh and
# served from the service worker's copy, at 844x390.
node "$here/startup.mjs"
# Phone sizes (issue 15): manifest, service worker and offline play, the full pull, vibration.
node "$here/phone.mjs"
# Aim and pull (issue 30): a whole crokinole round by touch at 844x390 and
# 390x844, the aim turned by drags, a spun shot off a post.
node "$here/aim.mjs"
# The AI never blocks the page (issue 32): frame gaps and main-thread tasks
# during the Grandmaster's turns, against the ordinary frame of the same run.
node "$here/frames.mjs"
# The review of a match never blocks the page either (issue 43).
node "$here/review_frames.mjs"
FLICKWOOD_REVIEW_GAME=pitchnut FLICKWOOD_REVIEW_SECONDS=15 node "$here/review_frames.mjs"
# Starting a match and resuming a long one never block the page (issue 32).
node "$here/starts.mjs"
# A whole pitchnut game by aim and pull against the AI's top level, at the
# same two sizes (prints how long it took).
node "$here/pitchnut_aim.mjs"
# The score cards agree with the count (issue 45): a whole crokinole round
# against the Casual AI by touch at 390x844, the cards held to the board
# after every shot and to the round's summary.
node "$here/cards.mjs"
# The toss on screen (issue 31): a person wins it and chooses, crokinole at
# 390x844 and pitchnut at 844x390.
node "$here/toss.mjs"
