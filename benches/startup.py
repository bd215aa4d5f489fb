#!/usr/bin/env python3
"""How fast the game starts (issue 32), desktop and web, in one run:

    python3 benches/startup.py [--runs N] [--binary PATH] [--skip-web]

Desktop: the release game (target/release/flickwood, built if missing) on
an Xvfb display of 844x390, FLICKWOOD_STARTUP_BENCH=1 (src/shell/app/mod.rs:
it says when its first frame, the title and the baked woods are drawn,
then ends). Times from the process's start; peak memory is the process's
maximum resident set. Each run has a fresh data folder.

Web: web/dist (bash web/build.sh) in headless Chromium at 844x390, a fresh
profile each run (nothing cached), timed from the moment flickwood.wasm
arrived (its responseEnd) to the game's first report ("loading", drawn on
its first frame) and to the title's report; the navigation's start to the
title too. Uses tests/browser's playwright-core and /usr/bin/chromium.

Prints each run and the medians beside the goals: first frame 0.3 s and
150 MiB on the desktop; on the web the first frame within 0.5 s and the
title within 1.5 s of the wasm's arrival.
"""

import argparse
import os
import resource  # noqa: F401  (wait4 gives the child's rusage)
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def xvfb(size):
    """Starts Xvfb on a free display; returns (process, display)."""
    r, w = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(w), "-nolisten", "tcp", "-screen", "0", f"{size}x24"],
        pass_fds=(w,), stderr=subprocess.DEVNULL)
    os.close(w)
    with os.fdopen(r) as f:
        number = f.readline().strip()
    if not number:
        sys.exit("startup.py: Xvfb did not start")
    return proc, f":{number}"


def desktop_run(binary, display):
    data = tempfile.mkdtemp(prefix="flickwood-startup-")
    env = dict(os.environ, DISPLAY=display, FLICKWOOD_STARTUP_BENCH="1", FLICKWOOD_MSAA="1")
    start = time.monotonic()
    proc = subprocess.Popen([binary, "--data-dir", data, "--size", "844x390", "--mute"],
                            env=env, stderr=subprocess.PIPE, text=True)
    marks = {}
    for line in proc.stderr:
        if line.startswith("flickwood startup: "):
            what = line[len("flickwood startup: "):].split(" at ")[0]
            marks[what] = time.monotonic() - start
    _, status, usage = os.wait4(proc.pid, 0)
    subprocess.run(["rm", "-rf", data])
    if status != 0 or "woods baked" not in marks:
        sys.exit(f"startup.py: the game ended with status {status} and marks {marks}")
    marks["peak MiB"] = usage.ru_maxrss / 1024
    return marks


WEB_SCRIPT = r"""
import { withGame } from "./page.mjs";
// Each screen's first report, timed on the page's clock.
const MARKS = `
    window.flickwoodMarks = {};
    window.addEventListener("flickwood-state", (e) => {
        const s = e.detail.screen;
        if (s && !(s in window.flickwoodMarks)) window.flickwoodMarks[s] = performance.now();
    });
`;
const out = await withGame(844, 390, null, MARKS, async (g) => {
    await g.page.waitForFunction(() => window.flickwoodMarks && "title" in window.flickwoodMarks, null, { timeout: 60000 });
    return g.page.evaluate(() => {
        const wasm = performance.getEntriesByType("resource").find((e) => e.name.endsWith("flickwood.wasm"));
        return { wasm: wasm ? wasm.responseEnd : null, marks: window.flickwoodMarks };
    });
});
console.log(JSON.stringify(out));
"""


def web_run(dist):
    node_dir = os.path.join(ROOT, "tests", "browser")
    script = os.path.join(node_dir, ".startup-bench.mjs")
    with open(script, "w") as f:
        f.write(WEB_SCRIPT)
    try:
        out = subprocess.run(["node", script], cwd=node_dir, capture_output=True, text=True, timeout=120,
                             env=dict(os.environ, FLICKWOOD_DIST=dist))
    finally:
        os.remove(script)
    if out.returncode != 0:
        sys.exit(f"startup.py: the web run failed:\n{out.stderr}")
    import json
    r = json.loads(out.stdout.strip().splitlines()[-1])
    wasm, marks = r["wasm"], r["marks"]
    if wasm is None or "loading" not in marks:
        sys.exit(f"startup.py: the web run reported {r}")
    return {
        "first frame after the wasm": (marks["loading"] - wasm) / 1000,
        "title after the wasm": (marks["title"] - wasm) / 1000,
        "title after navigation": marks["title"] / 1000,
    }


def report(name, runs, goals):
    print(f"{name}:")
    for i, r in enumerate(runs):
        print("  run %d: %s" % (i + 1, ", ".join(f"{k} {v:.3f}" for k, v in r.items())))
    for k in runs[0]:
        med = statistics.median(r[k] for r in runs)
        goal = goals.get(k)
        unit = "MiB" if "MiB" in k else "s"
        line = f"  median {k}: {med:.3f} {unit}"
        if goal is not None:
            line += f" (goal {goal} {unit}: {'met' if med <= goal else 'NOT met'})"
        print(line)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--binary", default=os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "release", "flickwood"))
    ap.add_argument("--skip-web", action="store_true")
    args = ap.parse_args()
    if not os.path.exists(args.binary):
        subprocess.run(["cargo", "build", "--locked", "--release", "--bin", "flickwood"], cwd=ROOT, check=True)
    server, display = xvfb("844x390")
    try:
        runs = [desktop_run(args.binary, display) for _ in range(args.runs)]
    finally:
        server.terminate()
    report(f"desktop ({args.binary}, 844x390 under Xvfb)", runs,
           {"first frame": 0.3, "peak MiB": 150})
    if not args.skip_web:
        dist = os.path.join(ROOT, "web", "dist")
        if not os.path.exists(os.path.join(dist, "flickwood.wasm")):
            sys.exit("startup.py: no web/dist: run bash web/build.sh first")
        runs = [web_run(dist) for _ in range(args.runs)]
        report("web (headless Chromium, 844x390, nothing cached)", runs,
               {"first frame after the wasm": 0.5, "title after the wasm": 1.5})


if __name__ == "__main__":
    main()
