#!/usr/bin/env python3
"""Writes the gallery's scripts (docs/gallery.sh runs them).

Each script drives the real game by scripted touches (format in docs/shell.md).
The coordinates follow the layouts in src/shell/screens/title.rs, setup.rs, play.rs and
rules_screen.rs; if one of those changes, change the matching function here.
Usage: gallery.py OUT_DIR  (writes OUT_DIR/<name>.json and OUT_DIR/runs.txt)
"""
import json
import os
import sys

CROKINOLE_HALF = 0.415   # rail radius + 0.034 (play.rs half_extent)
PITCHNUT_HALF = 0.390
SHOOTING_LINE = 0.305    # crokinole shooting line radius
HOME_LINE = 0.204        # pitchnut home line from the centre
TOP_BAR, BOTTOM_BAR = 54.0, 40.0


def clamp(v, lo, hi):
    return max(lo, min(hi, v))


def title_game(w, h, game):
    """Centre of the title's Crokinole (0) or Pitchnut (1) button."""
    bh = clamp(h * 0.16, 70.0, 140.0)
    gap = clamp(w * 0.04, 16.0, 60.0)
    if w < h:
        bh = clamp(h * 0.12, 64.0, 140.0)
        return (w / 2, h * 0.46 + bh / 2 + game * (bh + gap))
    bw = clamp(w * 0.34, 200.0, 420.0)
    x0 = w * 0.5 - bw - gap * 0.5
    return (x0 + bw / 2 + game * (bw + gap), h * 0.58 + bh / 2)


def title_menu(w, h, i):
    """Centre of the title's i-th small button (0 Rules, 1 Players, ...)."""
    bh = clamp(h * 0.16, 70.0, 140.0)
    gap = clamp(w * 0.04, 16.0, 60.0)
    if w < h:
        bh = clamp(h * 0.12, 64.0, 140.0)
        bw = min(w * 0.7, 420.0)
        left, top = (w - bw) / 2, h * 0.46 + 2 * bh + gap
    else:
        bw = clamp(w * 0.34, 200.0, 420.0)
        left, top = w * 0.5 - bw - gap * 0.5, h * 0.58 + bh
        bw = 2 * bw + gap
    g = clamp(w * 0.015, 8.0, 20.0)
    sh = clamp(h * 0.075, 48.0, 72.0)
    # Four across, or two rows of two when a button would be under 100 px (title.rs).
    cols = 2 if (bw - g * 3) / 4 < 100.0 else 4
    rows = 4 // cols
    y = min(top + g * 2, h - rows * sh - (rows - 1) * g - g * 3)
    sw = (bw - g * (cols - 1)) / cols
    col, row = i % cols, i // cols
    return (left + col * (sw + g) + sw / 2, y + row * (sh + g) + sh / 2)


def setup_play(w, h, rows, seats=2):
    """Centre of Play; `rows` is 2 (crokinole: 4 choices a row) or 3 (pitchnut: 2).
    As setup_layout.rs: the roomy sizes if the note fits between the seats and
    Play, else tighter ones in turn; at the least, Play beside the seats in landscape."""
    small = h < 600.0
    title = h * 0.12 + clamp(min(w, h * 1.4) * 0.07, 28.0, 72.0) * 0.6
    roomy = dict(top=h * 0.2 if small else h * 0.24, row_h=clamp(h * 0.1, 48.0, 90.0),
                 row_gap=12.0 if small else 24.0, play_h=clamp(h * 0.14, 64.0, 120.0), beside=False)
    closer = dict(roomy, row_gap=12.0)
    higher = dict(closer, top=min(roomy["top"], title + 8.0))
    lower = dict(higher, row_h=min(roomy["row_h"], 48.0))
    least = dict(lower, row_h=44.0, play_h=min(roomy["play_h"], 56.0), beside=w > h)
    for sizes in (roomy, closer, higher, lower, least):
        centre, note_h = setup_place(w, h, rows, seats, **sizes)
        if note_h >= 48.0:
            break
    return centre


def setup_place(w, h, rows, seats, top, row_h, row_gap, play_h, beside):
    """Play's centre and the note's band height for one set of sizes."""
    gap = 12.0
    total_w = min(w * 0.86, 1000.0)
    avail = total_w - (0.0 if w < h else clamp(w * 0.16, 110.0, 200.0))
    choices = 4 if rows == 2 else 2
    y = top
    for _ in range(rows):
        if w < h:
            y += 26.0
        n, bh = choices, row_h
        # Four narrow choices go in two rows of two (setup_layout.rs GRID_BELOW_W).
        if choices >= 4 and (avail - gap * (n - 1)) / n < 96.0:
            n, bh = 2, max(row_h * 0.7, min(row_h, 48.0))
        lines = -(-choices // n)
        y += lines * bh + (lines - 1) * gap + row_gap
    y += 26.0  # the seats' places
    pw = clamp(w * 0.34, 200.0, 420.0)
    note_top = y + row_h + 8.0
    if beside:
        x = (w - total_w) / 2 + total_w - pw
        return (x + pw / 2, y + row_h / 2), h - 12.0 - note_top
    py = min(max(note_top + 52.0, h - play_h - h * 0.1), h - play_h - 12.0)
    return (w / 2, py + play_h / 2), py - 4.0 - note_top


def toss_first(w, h, choices=2):
    """Centre of the toss panel's first choice (play/overlay.rs overlay_panel,
    play/toss.rs toss_buttons): seed 1's winner shooting first or breaking."""
    pw = min(w * 0.8, 760.0)
    ph = min(h * (0.8 if h < 500.0 else 0.7), 560.0)
    px, py = (w - pw) / 2, (h - ph) / 2
    half = (pw - 40.0 - 18.0) * 0.5
    cols = 2 if half >= 160.0 else 1
    rows = -(-choices // cols)
    bh = min(64.0, ph * 0.16)
    bw = min(half, 260.0) if cols == 2 else min(pw - 40.0, 360.0)
    top = py + ph - 24.0 - bh * rows - 18.0 * (rows - 1)
    row_w = bw * cols + 18.0 * (cols - 1)
    return (px + pw / 2 - row_w / 2 + bw / 2, top + bh / 2)


def pull_scale(w, h, half, line):
    """The slingshot's full pull over 240 for the bottom seat (src/shell/play/reach.rs):
    pulls were tuned with 240 px; along the pull they scale with the room."""
    cx, cy, scale = board(w, h, half)
    room = h - (cy + line * scale)
    return clamp(room - 6.0, 64.0, 240.0) / 240.0


SIDE_COLUMN, SCORE_STRIP, LINE_SHARE = 214.0, 100.0, 0.74
BELOW_STRIP_BOARD = 3 * 58.0 + BOTTOM_BAR + 16.0


def board_area(w, h):
    """The board's square as core/src/view.rs board_area lays it out
    (pass and play): (x, y, side)."""
    aw, ah = w - 16.0, h - TOP_BAR - BOTTOM_BAR
    old = min(aw, ah)
    room = h - (TOP_BAR + ah / 2 + LINE_SHARE * old / 2)
    # Landscape: the full height, keeping the pull's room, a column each side.
    d = min(h, 2 * (h - room) / (1 + LINE_SHARE), w - 2 * SIDE_COLUMN)
    if w > h and d > old + 1.0:
        return ((w - d) / 2, 0.0, d)
    # Portrait: the full width under the bar and the scores' strip.
    d, y = w - 4.0, TOP_BAR + SCORE_STRIP
    if h > w and h - y - d >= BELOW_STRIP_BOARD:
        return (2.0, y, d)
    if aw < ah:
        return (8.0, TOP_BAR + (ah - aw) / 2, aw)
    return (8.0 + (aw - ah) / 2, TOP_BAR, ah)


def board(w, h, half):
    x, y, d = board_area(w, h)
    scale = max(d * 0.5 / half, 1.0)
    return (x + d / 2, y + d / 2, scale)


def pause_button(w, h, i):
    """Centre of the pause menu's i-th button (Resume, Restart, Rules, Quit)."""
    pw, ph = min(w * 0.8, 520.0), min(h * 0.8, 480.0)
    py = (h - ph) / 2
    bh = min(64.0, ph * 0.16)
    return (w / 2, py + 100.0 + i * (bh + 18.0) + bh / 2)


def hint_button(w, h):
    """Centre of the Hint button, above the "Going for 20" toggle's place (hint_ghost.rs)."""
    bw = min(130.0, w * 0.3)
    twenty_y = h - BOTTOM_BAR - 58.0
    return (w - bw / 2 - 12.0, twenty_y - 58.0 + 25.0)


def rules_back(w, h):
    bar = clamp(h * 0.09, 64.0, 96.0)
    bw = clamp(w * 0.22, 96.0, 170.0)
    return (12.0 + bw / 2, 8.0 + max(bar - 16.0, 48.0) / 2)


def rules_tab(w, h, game):
    """Centre of the rules screen's Crokinole (0) or Pitchnut (1) tab (rules/mod.rs buttons)."""
    bar = clamp(h * 0.09, 64.0, 96.0)
    bw = clamp(w * 0.22, 96.0, 170.0)
    tw = min((w - bw - 40.0) * 0.5, 220.0)
    x = w - 12.0 - (2 - game) * tw - (8.0 if game == 0 else 0.0)
    return (x + tw / 2, 8.0 + max(bar - 16.0, 48.0) / 2)


def rules_row(w, h, i, label_lines, tall_before):
    """Centre of row i of the rules' list of sections when it is one column
    (a phone upright; rules/mod.rs page): `label_lines` lines of "Tap a
    section to go there:" above it, `tall_before` rows of two lines before it."""
    body = clamp(min(w, h) * 0.034, 18.0, 26.0)
    head = body * 1.3 * 1.15
    top = clamp(h * 0.09, 64.0, 96.0) + 8.0
    y = top + 16.0 + head * 1.6 + body * 0.6 + label_lines * body * 1.3 + body * 0.3
    row = body * 2.2
    return (w / 2, y + i * (row + 8.0) + tall_before * body * 1.3 + row / 2)


class Script:
    def __init__(self):
        self.events, self.shots = [], []

    def tap(self, t, p):
        self.events += [ev(t, "down", p), ev(t + 0.05, "up", p)]

    def drag(self, t, a, b, secs=0.3, steps=12):
        self.events.append(ev(t, "down", a))
        for i in range(1, steps + 1):
            f = i / steps
            self.events.append(ev(t + secs * f, "move", (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)))
        self.events.append(ev(t + secs + 0.05, "up", b))

    def shot(self, t, at, pull, sideways):
        """A slingshot: press the disc, pull back (down the screen), let go."""
        self.drag(t, at, (at[0] + sideways, at[1] + pull), 0.25, 15)

    def snap(self, t, name):
        self.shots.append({"t": round(t, 3), "name": name})

    def dump(self, path, end):
        json.dump({"events": self.events, "screenshots": self.shots, "end": end}, open(path, "w"))


def ev(t, kind, p):
    return {"t": round(t, 4), "kind": kind, "x": round(p[0], 2), "y": round(p[1], 2)}


def handover(s, w, h, t):
    """A tap that hands the device over ("Pass to ..."): anywhere does; this
    spot is off the shooter's disc, where it does nothing otherwise."""
    s.tap(t, (w * 0.19, h * 0.16))


# A shot every 4 s: it rests, is seen for a second (play/phase.rs LOOK_SECS),
# then the hand-over is tapped a second before the next shot, while the board
# turns to the next shooter under its panel.
EVERY = 4.0
HANDOVER_BEFORE = 1.0


def crokinole_shots(s, w, h, t0, n, every=EVERY):
    cx, cy, scale = board(w, h, CROKINOLE_HALF)
    at = (cx, cy + SHOOTING_LINE * scale)
    unit = scale / 905.0  # pulls were tuned at 1280x800 (scale about 850 to 905)
    along = pull_scale(w, h, CROKINOLE_HALF, SHOOTING_LINE)
    for k in range(n):
        if k > 0:
            handover(s, w, h, t0 + k * every - HANDOVER_BEFORE)
        # On a phone's small board the tuned pulls leave pucks on the line,
        # where the next disc cannot wait: a little harder there.
        boost = 1.5 if min(w, h) < 500 else 1.0
        pull = (80.0 + (k * 7 % 17)) * unit * 1.05 * along * boost
        side = ((k * 5 % 9) - 4) * 9.0 * unit
        s.shot(t0 + k * every, at, pull, side)
    return t0 + n * every


SIZES = ((390, 844), (844, 390), (1024, 768))
LANGS = (("en", "en_CA.UTF-8"), ("fr", "fr_CA.UTF-8"))


def main():
    """Each run is one size and one language; its pictures go to
    docs/gallery/<W>x<H>/<picture>-<en|fr>.png. The screens that need no play
    (every menu, the rules, the tutorial, summaries, results, replays) come
    from the text tour, which gallery.sh runs at the same sizes."""
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    runs = []
    for w, h in SIZES:
        for code, lang in LANGS:

            # Crokinole: the title, the set-up, the toss, six shots, a hint.
            s = Script()
            s.snap(0.25, f"title-{code}")
            s.tap(0.3, title_game(w, h, 0))
            s.snap(0.45, f"setup-crokinole-{code}")
            s.tap(0.5, setup_play(w, h, 2))
            s.snap(0.62, f"toss-crokinole-{code}")
            s.tap(0.65, toss_first(w, h))
            end = crokinole_shots(s, w, h, 1.2, 6)
            handover(s, w, h, end - HANDOVER_BEFORE)
            s.snap(end, f"crokinole-{code}")
            s.tap(end + 0.8, hint_button(w, h))
            s.snap(end + 4.0, f"crokinole-hint-{code}")
            name = f"crokinole-{w}x{h}-{code}"
            s.dump(f"{out}/{name}.json", end + 4.2)
            runs.append((name, w, h, lang, ""))

            # Pitchnut: ready to break, the break in motion, four more shots.
            s = Script()
            s.tap(0.3, title_game(w, h, 1))
            s.snap(0.45, f"setup-pitchnut-{code}")
            s.tap(0.5, setup_play(w, h, 3))
            s.tap(0.65, toss_first(w, h))
            cx, cy, scale = board(w, h, PITCHNUT_HALF)
            at = (cx, cy + HOME_LINE * scale)
            s.snap(1.1, f"pitchnut-ready-{code}")
            along = pull_scale(w, h, PITCHNUT_HALF, HOME_LINE)
            unit = scale / 905.0
            s.shot(1.2, at, 130.0 * unit * along, -20.0 * unit)
            s.snap(1.62, f"pitchnut-break-{code}")
            t = 8.0
            for k in range(4):
                handover(s, w, h, t - HANDOVER_BEFORE)
                s.shot(t, at, (70.0 + 15 * k) * unit * along, (k - 1.5) * 25.0 * unit)
                t += 6.0
            s.snap(t, f"pitchnut-{code}")
            name = f"pitchnut-{w}x{h}-{code}"
            s.dump(f"{out}/{name}.json", t + 0.2)
            runs.append((name, w, h, lang, ""))

            # The rules from the title, and scrolled to the drawings further on.
            s = Script()
            s.tap(0.3, title_menu(w, h, 0))
            s.snap(0.8, f"rules-{code}")
            s.drag(1.0, (w / 2, h * 0.8), (w / 2, h * 0.2), 0.3, 10)
            s.snap(2.5, f"rules-scrolled-{code}")
            name = f"rules-{w}x{h}-{code}"
            s.dump(f"{out}/{name}.json", 2.6)
            runs.append((name, w, h, lang, ""))

            # The readings, marked, on a phone upright (issue 44): a section
            # of each game tapped in the list, the open tab between them.
            # Rows: (index, lines of the list's label, two-line rows before),
            # as the list wraps in each language at 390x844.
            if (w, h) == (390, 844):
                wraps = {"en": 1, "fr": 2}[code]
                tall = {"en": (0, 1, 0, 0), "fr": (0, 2, 0, 0)}[code]
                s = Script()
                s.tap(0.3, title_menu(w, h, 0))
                stops = [
                    (0, 5, tall[0], "rules-free"),
                    (0, 10, tall[1], "rules-match"),
                    (1, 3, tall[2], "rules-alley"),
                    # The last row: the page's end, the beginners' readings above it.
                    (1, 12, tall[3], "rules-beginner"),
                ]
                t = 0.8
                for game, row, before, picture in stops:
                    s.tap(t, rules_tab(w, h, game))
                    s.tap(t + 0.4, rules_row(w, h, row, wraps, before))
                    s.snap(t + 1.1, f"{picture}-{code}")
                    t += 1.3
                name = f"rules-readings-{w}x{h}-{code}"
                s.dump(f"{out}/{name}.json", t)
                runs.append((name, w, h, lang, ""))

            # A fresh save's empty screens: the records, then the players.
            s = Script()
            s.tap(0.3, title_menu(w, h, 2))
            s.snap(0.9, f"records-empty-{code}")
            s.tap(1.0, (72.0, 36.0))
            s.tap(1.4, title_menu(w, h, 1))
            s.snap(2.0, f"players-empty-{code}")
            name = f"empty-{w}x{h}-{code}"
            s.dump(f"{out}/{name}.json", 2.1)
            runs.append((name, w, h, lang, ""))

            # A whole crokinole round: the busy board, the round counted on
            # the board, its summary.
            s = Script()
            s.tap(0.3, title_game(w, h, 0))
            s.tap(0.5, setup_play(w, h, 2))
            s.tap(0.65, toss_first(w, h))
            end = crokinole_shots(s, w, h, 1.2, 24)
            # Between the 14th and 15th shots, once the hand-over has been tapped away.
            s.snap(1.2 + 14 * EVERY - 0.1, f"crokinole-busy-{code}")
            last = end - EVERY
            s.snap(last + 3.0, f"round-count-{code}")
            s.snap(last + 7.5, f"round-end-{code}")
            name = f"round-{w}x{h}-{code}"
            s.dump(f"{out}/{name}.json", last + 7.7)
            runs.append((name, w, h, lang, ""))

    with open(f"{out}/runs.txt", "w") as f:
        for name, w, h, lang, env in runs:
            f.write(f"{name} {w} {h} {lang} {env}\n")


if __name__ == "__main__":
    main()
