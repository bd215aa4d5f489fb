#!/usr/bin/env python3
"""Startup, frame-rate, memory and size figures for the desktop and web builds.

Runs the release game under Xvfb (software GL) at 1280x800 with a scripted
pitchnut break (title -> Pitchnut -> Play -> a hard flick into the ring), and
prints: time to the first frame, frames per second while the break's pieces
are moving, peak memory, and the sizes of the binaries and the wasm.

    python3 benches/figures.py            # builds what it needs first
    FLICKWOOD_MSAA=4 python3 benches/figures.py   # with 4x window multisampling
    FIGURES_GAME=/tmp/flickwood-old python3 benches/figures.py   # another build

The frame rate is wall-clock; on a machine busy with other work it mostly
measures the other work, so the game's CPU time per frame (all its threads,
llvmpipe's included) is printed too, with the load average.

Needs xvfb-run (apt-get install xvfb) and /usr/bin/time.
"""

import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
W, H = 1280, 800
# Logical pixels at 1280x800: the title's Pitchnut button, the set-up screen's
# Play button, and a swipe up through the shooter waiting on the home line.
SCRIPT = {
    "events": [
        {"t": 0.6, "kind": "down", "x": 876, "y": 528},
        {"t": 0.68, "kind": "up", "x": 876, "y": 528},
        {"t": 1.2, "kind": "down", "x": 640, "y": 726},
        {"t": 1.28, "kind": "up", "x": 640, "y": 726},
        {"t": 3.0, "kind": "down", "x": 640, "y": 660},
        {"t": 3.03, "kind": "move", "x": 640, "y": 600},
        {"t": 3.06, "kind": "move", "x": 640, "y": 520},
        {"t": 3.09, "kind": "move", "x": 640, "y": 440},
        {"t": 3.1, "kind": "up", "x": 640, "y": 430},
    ],
    "screenshots": [{"frame": 1, "name": "first"}, {"t": 3.6, "name": "break"}],
    "end": 7.0,
}
# cargo's output directory: CARGO_TARGET_DIR when set, else target/.
TARGET = os.path.abspath(os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target"))
SHOT_START, SHOT_END = 3.1, 6.0  # scripted seconds while the pieces move


def game_pid(path):
    """The running game's process id (it runs under xvfb-run and time)."""
    for pid in os.listdir("/proc"):
        try:
            if pid.isdigit() and os.readlink(f"/proc/{pid}/exe") == path:
                return int(pid)
        except OSError:
            pass
    return None


def cpu_seconds(pid):
    """User + system CPU time of every thread of `pid` (llvmpipe's too)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def run(cmd, **kw):
    return subprocess.run(cmd, cwd=ROOT, check=True, **kw)


def main():
    # FIGURES_GAME=path measures another build of the game (say, before a change).
    game = os.environ.get("FIGURES_GAME")
    if not game:
        run(["cargo", "build", "--release", "--locked", "--bin", "flickwood", "--bin", "flickwood-cli"])
        game = os.path.join(TARGET, "release", "flickwood")
    # The screenshots (first frame, the break) stay in <target>/figures to look at.
    shots = os.path.join(TARGET, "figures")
    os.makedirs(shots, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "script.json")
        with open(script, "w") as f:
            json.dump(SCRIPT, f)
        env = dict(os.environ, FLICKWOOD_FRAME_TIMES="1")
        cmd = [
            "xvfb-run", "-a", "-s", f"-screen 0 {W}x{H}x24",
            "/usr/bin/time", "-v",
            game, "--script", script, "--screenshot-dir", shots, "--mute", "--size", f"{W}x{H}",
        ]
        start = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        first_frame = None
        # The game's CPU time at each "frame N at T s wall" line: on a busy
        # machine the wall-clock rate says more about the other processes.
        err_lines, cpu_at = [], {}

        def read_stderr():
            pid = None
            for line in proc.stderr:
                err_lines.append(line)
                m = re.match(r"frame (\d+) at", line)
                if m:
                    pid = pid or game_pid(os.path.realpath(game))
                    if pid:
                        cpu_at[int(m.group(1))] = cpu_seconds(pid)

        reader = threading.Thread(target=read_stderr)
        reader.start()
        for line in proc.stdout:
            if first_frame is None and line.startswith("screenshot") and "first.png" in line:
                first_frame = time.monotonic() - start
        reader.join()
        err = "".join(err_lines)
        proc.wait()
        if proc.returncode != 0:
            sys.exit(f"figures: the game failed ({proc.returncode}):\n{err}")
    # "frame N at T s wall" every 30 frames; scripted frames are 1/60 s of game time.
    marks = [(int(n), float(t)) for n, t in re.findall(r"frame (\d+) at ([\d.]+) s wall", err)]
    moving = [(n, t) for n, t in marks if SHOT_START * 60 <= n <= SHOT_END * 60]
    fps = cpu_ms = None
    if len(moving) >= 2:
        (n0, t0), (n1, t1) = moving[0], moving[-1]
        fps = (n1 - n0) / (t1 - t0)
        if cpu_at.get(n0) is not None and cpu_at.get(n1) is not None:
            cpu_ms = (cpu_at[n1] - cpu_at[n0]) / (n1 - n0) * 1000.0
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    print(f"software GL under Xvfb at {W}x{H}, FLICKWOOD_MSAA={os.environ.get('FLICKWOOD_MSAA', '1 (default)')}")
    print(f"time to first frame: {first_frame:.2f} s" if first_frame else "time to first frame: not seen")
    print(f"frames per second during the pitchnut break: {fps:.1f}" if fps else "fps: not measured")
    if cpu_ms is not None:
        print(f"CPU time per frame during the break (all threads): {cpu_ms:.1f} ms")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"peak memory: {int(rss.group(1)) / 1024:.1f} MiB" if rss else "peak memory: not reported")
    for name in ["flickwood", "flickwood-cli"]:
        p = os.path.join(TARGET, "release", name)
        print(f"{name} binary: {os.path.getsize(p):,} bytes")
    wasm = os.path.join(ROOT, "web", "dist", "flickwood.wasm")
    if os.path.exists(wasm):
        raw = open(wasm, "rb").read()
        print(f"wasm: {len(raw):,} bytes, {len(gzip.compress(raw, 9)):,} gzipped (from the last web/build.sh)")
    else:
        print("wasm: run bash web/build.sh first")


if __name__ == "__main__":
    main()
