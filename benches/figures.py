#!/usr/bin/env python3
"""Startup, frame-rate, memory and size figures for the desktop and web builds.

Runs the release game under Xvfb (software GL) at 1280x800 with a scripted
pitchnut break (title -> Pitchnut -> Play -> a hard flick into the ring), and
prints: time to the first frame, frames per second and CPU a frame while the
break's pieces are moving, the same for the hand-over that follows it (the
"Pass to" panel over the board while the board turns to the next player),
peak memory, and the sizes of the binaries and the wasm.

    python3 benches/figures.py            # builds what it needs first
    FLICKWOOD_MSAA=4 python3 benches/figures.py   # with 4x window multisampling
    FIGURES_GAME=/tmp/flickwood-old python3 benches/figures.py   # another build
    FIGURES_GAMES=/tmp/old:/tmp/new FIGURES_RUNS=5 python3 benches/figures.py
        # both, alternating, medians and new/old ratios

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
# Play button, the toss winner's choice to break, and a swipe up through the
# shooter waiting on the home line.
SCRIPT = {
    "events": [
        {"t": 0.6, "kind": "down", "x": 876, "y": 528},
        {"t": 0.68, "kind": "up", "x": 876, "y": 528},
        {"t": 1.2, "kind": "down", "x": 640, "y": 726},
        {"t": 1.28, "kind": "up", "x": 640, "y": 726},
        # The coin toss's winner breaks (the toss panel's first choice).
        {"t": 1.6, "kind": "down", "x": 501, "y": 624},
        {"t": 1.65, "kind": "up", "x": 501, "y": 624},
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
# The break's pieces move for 29 frames (0.48 s; the flight is deterministic):
# its window is the first FLIGHT_FRAMES frames after the game logs the shot
# ("shot from", FLICKWOOD_DEBUG), ended early if it logs the flight's end.
FLIGHT_FRAMES = 28
# The hand-over after the break, in scripted seconds: the "Pass to" panel is
# up and the board turns to the next player.
HANDOVER_START, HANDOVER_END = 4.5, 6.5


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


# The save the runs start from: Flick controls (the script swipes), the
# tutorial seen, so the title goes straight to the match.
SAVE = {"version": 2, "prefs": {"controls": "Flick", "tutorial_seen": True}}


def measure(game):
    """One scripted break with `game`: first frame (s), frames per second
    and CPU ms a frame while the pieces move, peak memory (MiB)."""
    shots = os.path.join(TARGET, "figures")
    os.makedirs(shots, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "script.json")
        with open(script, "w") as f:
            json.dump(SCRIPT, f)
        data = os.path.join(tmp, "data")
        os.makedirs(data)
        with open(os.path.join(data, "flickwood.json"), "w") as f:
            json.dump(SAVE, f)
        # A mark and a CPU reading every frame; the debug log says when the
        # shot starts and its flight ends.
        env = dict(os.environ, FLICKWOOD_FRAME_TIMES="every", FLICKWOOD_DEBUG="1")
        cmd = [
            "xvfb-run", "-a", "-s", f"-screen 0 {W}x{H}x24",
            "/usr/bin/time", "-v",
            game, "--script", script, "--screenshot-dir", shots, "--mute", "--size", f"{W}x{H}",
            "--data-dir", data,
        ]
        start = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        first_frame = None
        # The game's CPU time at each "frame N at T s wall" line: on a busy
        # machine the wall-clock rate says more about the other processes.
        err_lines, cpu_at = [], {}
        flight = {}  # "first": the first frame marked after the shot; "end": the last in flight

        def read_stderr():
            pid = None
            last = None
            for line in proc.stderr:
                err_lines.append(line)
                m = re.match(r"frame (\d+) at", line)
                if m:
                    last = int(m.group(1))
                    if flight.get("shot") and "first" not in flight:
                        flight["first"] = last
                    pid = pid or game_pid(os.path.realpath(game))
                    if pid:
                        cpu_at[last] = cpu_seconds(pid)
                elif line.startswith("shot from") and "shot" not in flight:
                    flight["shot"] = True
                elif line.startswith("flight shown") and "end" not in flight and last is not None:
                    flight["end"] = last

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
    # "frame N at T s wall" every frame; scripted frames are 1/60 s of game time.
    wall = {int(n): float(t) for n, t in re.findall(r"frame (\d+) at ([\d.]+) s wall", err)}

    def window(n0, n1):
        """Frames per second and CPU ms a frame from frame n0 to n1."""
        if n0 is None or n1 is None or n1 <= n0 or n0 not in wall or n1 not in wall:
            return None, None
        fps = (n1 - n0) / (wall[n1] - wall[n0]) if wall[n1] > wall[n0] else None
        cpu = None
        if cpu_at.get(n0) is not None and cpu_at.get(n1) is not None:
            cpu = (cpu_at[n1] - cpu_at[n0]) / (n1 - n0) * 1000.0
        return fps, cpu

    first = flight.get("first")
    if first is None:
        sys.exit(f"figures: {game} never logged the break's shot (\"shot from\")")
    last = first + FLIGHT_FRAMES
    if flight.get("end") is not None:
        last = min(last, flight["end"])
    fps, cpu_ms = window(first, last)
    hand_fps, hand_cpu = window(round(HANDOVER_START * 60), round(HANDOVER_END * 60))
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    return {
        "first": first_frame,
        "fps": fps,
        "cpu_ms": cpu_ms,
        "frames": last - first,
        "hand_fps": hand_fps,
        "hand_cpu": hand_cpu,
        "mib": int(rss.group(1)) / 1024 if rss else None,
    }


def median(xs):
    xs = sorted(x for x in xs if x is not None)
    return xs[len(xs) // 2] if xs else None


def main():
    # FIGURES_GAME=path measures another build of the game (say, before a
    # change); FIGURES_GAMES="old:new" measures both, alternating run by run
    # FIGURES_RUNS times (default 3), and prints new against old.
    games = [g for g in os.environ.get("FIGURES_GAMES", "").split(":") if g]
    if not games:
        games = [os.environ.get("FIGURES_GAME")] if os.environ.get("FIGURES_GAME") else []
    if not games:
        run(["cargo", "build", "--release", "--locked", "--bin", "flickwood", "--bin", "flickwood-cli"])
        games = [os.path.join(TARGET, "release", "flickwood")]
    runs = int(os.environ.get("FIGURES_RUNS", "3" if len(games) > 1 else "1"))
    results = {g: [] for g in games}
    for i in range(runs):
        for g in games:
            r = measure(g)
            results[g].append(r)
            print(
                f"run {i + 1} {g}: break ({r['frames']} frames) fps {r['fps'] or 0:.1f}, "
                f"CPU {r['cpu_ms'] or 0:.1f} ms a frame; hand-over fps {r['hand_fps'] or 0:.1f}, "
                f"CPU {r['hand_cpu'] or 0:.1f} ms a frame"
            )
    print(f"software GL under Xvfb at {W}x{H}, FLICKWOOD_MSAA={os.environ.get('FLICKWOOD_MSAA', '1 (default)')}")
    summary = {}
    for g in games:
        keys = ("first", "fps", "cpu_ms", "hand_fps", "hand_cpu", "mib")
        m = {k: median([r[k] for r in results[g]]) for k in keys}
        summary[g] = m
        print(f"{g} (median of {runs}):")
        print(f"  time to first frame: {m['first']:.2f} s" if m["first"] else "  time to first frame: not seen")
        print(f"  frames per second during the pitchnut break: {m['fps']:.1f}" if m["fps"] else "  fps: not measured")
        if m["cpu_ms"] is not None:
            print(f"  CPU time per frame during the break (all threads): {m['cpu_ms']:.1f} ms")
        if m["hand_fps"]:
            print(f"  frames per second during the hand-over after it: {m['hand_fps']:.1f}")
        if m["hand_cpu"] is not None:
            print(f"  CPU time per frame during the hand-over (all threads): {m['hand_cpu']:.1f} ms")
        print(f"  peak memory: {m['mib']:.1f} MiB" if m["mib"] else "  peak memory: not reported")
    if len(games) == 2:
        old, new = summary[games[0]], summary[games[1]]
        def by_run(key):
            pairs = [(a[key], b[key]) for a, b in zip(results[games[0]], results[games[1]])]
            ratios = sorted(b / a for a, b in pairs if a and b)
            if ratios:
                print(f"  run by run: {', '.join(f'{x:.3f}' for x in ratios)} (sorted)")

        if old["fps"] and new["fps"]:
            print(f"break frame rate, new / old: {new['fps'] / old['fps']:.3f}")
            by_run("fps")
        if old["cpu_ms"] and new["cpu_ms"]:
            print(f"break CPU per frame, new / old: {new['cpu_ms'] / old['cpu_ms']:.3f}")
            by_run("cpu_ms")
        if old["hand_cpu"] and new["hand_cpu"]:
            print(f"hand-over CPU per frame, new / old: {new['hand_cpu'] / old['hand_cpu']:.3f}")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for name in ["flickwood", "flickwood-cli"]:
        p = os.path.join(TARGET, "release", name)
        if os.path.exists(p):
            print(f"{name} binary: {os.path.getsize(p):,} bytes")
    wasm = os.path.join(ROOT, "web", "dist", "flickwood.wasm")
    if os.path.exists(wasm):
        raw = open(wasm, "rb").read()
        print(f"wasm: {len(raw):,} bytes, {len(gzip.compress(raw, 9)):,} gzipped (from the last web/build.sh)")
    else:
        print("wasm: run bash web/build.sh first")


if __name__ == "__main__":
    main()
