#!/usr/bin/env python3
"""Draws Flickwood's one icon and writes every size the platforms ask for.

One source picture (a turned-wood crokinole disc on the board) feeds:
  android/res/mipmap-*/ic_launcher.png      launcher icons, rounded corners
  ios/AppIcon.appiconset/*.png              full-bleed, opaque (iOS masks it)
  assets/icon-{16,32,64}.rgba               raw RGBA for macroquad's window icon
  web/favicon.png                           the web page's icon (64 px)
  web/icons/icon-{192,512}.png, icon-maskable-512.png   the web app's install icons
  android/icon-source.png                   the 1024 px source, for stores

Run from anywhere: python3 android/make-icons.py
The drawing is deterministic, so re-running gives the same PNGs.
"""

import math
import os
import subprocess
import sys

try:
    from PIL import Image, ImageDraw, ImageFilter
except ImportError:  # a fresh machine: Pillow comes from PyPI
    subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "Pillow"])
    from PIL import Image, ImageDraw, ImageFilter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SS = 2048  # drawn at twice the source size, then downsampled for smooth edges
SOURCE = 1024

FELT = (38, 58, 44)  # table under the board
MAPLE = (226, 188, 132)
MAPLE_DARK = (196, 152, 96)
LINE = (92, 58, 30)
DITCH = (70, 44, 24)
PEG = (60, 38, 20)
DISC = (150, 62, 30)  # stained cherry disc
DISC_DARK = (104, 38, 16)
DISC_LIGHT = (206, 118, 66)


def ring(draw, cx, cy, r, width, colour):
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=colour, width=width)


def disc(draw, cx, cy, r, colour):
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour)


def lerp(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def board_layer():
    img = Image.new("RGB", (SS, SS), FELT)
    d = ImageDraw.Draw(img)
    c = SS / 2
    # The ditch (outer gutter) and the raised playing surface.
    disc(d, c, c, SS * 0.49, DITCH)
    disc(d, c, c, SS * 0.455, MAPLE)
    # Maple grain: faint concentric growth rings, lighter towards the middle.
    for i in range(60):
        r = SS * 0.455 * (1 - i / 60)
        ring(d, c, c, r, 3, lerp(MAPLE_DARK, MAPLE, i / 60))
    # Scoring lines: 5, 10 and 15 rings, and the 20 hole.
    for frac in (0.40, 0.27, 0.14):
        ring(d, c, c, SS * frac, 10, LINE)
    # Quadrant lines between the outer two rings.
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        r0, r1 = SS * 0.27, SS * 0.40
        d.line(
            (c + r0 * math.cos(a), c + r0 * math.sin(a), c + r1 * math.cos(a), c + r1 * math.sin(a)),
            fill=LINE,
            width=10,
        )
    # Eight pegs on the 15 ring.
    for k in range(8):
        a = k * math.pi / 4 + math.pi / 8
        px, py = c + SS * 0.27 * math.cos(a), c + SS * 0.27 * math.sin(a)
        disc(d, px, py, SS * 0.018, PEG)
        disc(d, px - 6, py - 6, SS * 0.008, (120, 88, 60))
    disc(d, c, c, SS * 0.035, (30, 18, 10))  # the 20 hole
    return img


def turned_disc(img):
    """A lathe-turned disc just off the centre, casting a soft shadow."""
    cx, cy, r = SS * 0.56, SS * 0.58, SS * 0.21
    shadow = Image.new("L", (SS, SS), 0)
    sd = ImageDraw.Draw(shadow)
    disc(sd, cx + SS * 0.025, cy + SS * 0.035, r, 150)
    shadow = shadow.filter(ImageFilter.GaussianBlur(SS * 0.02))
    img.paste((20, 12, 6), (0, 0), shadow)

    d = ImageDraw.Draw(img)
    # Side wall seen below the face: the disc is a short cylinder.
    disc(d, cx, cy + SS * 0.02, r, DISC_DARK)
    disc(d, cx, cy, r, DISC)
    # Turning grooves: fine concentric rings, alternately lighter and darker.
    for i in range(1, 28):
        t = i / 28
        rr = r * (1 - t * 0.92)
        shade = lerp(DISC, DISC_LIGHT, 0.25) if i % 2 else lerp(DISC, DISC_DARK, 0.35)
        ring(d, cx, cy, rr, 4, shade)
    # Two cut grooves that make it look turned rather than printed.
    ring(d, cx, cy, r * 0.82, 12, DISC_DARK)
    ring(d, cx, cy, r * 0.40, 10, DISC_DARK)
    # Dished centre.
    disc(d, cx, cy, r * 0.16, lerp(DISC, DISC_DARK, 0.5))

    # Light from the top left: a soft crescent highlight on the face.
    hl = Image.new("L", (SS, SS), 0)
    hd = ImageDraw.Draw(hl)
    hd.ellipse((cx - r * 0.9, cy - r * 0.95, cx + r * 0.4, cy + r * 0.1), fill=110)
    hd.ellipse((cx - r * 0.55, cy - r * 0.5, cx + r * 0.75, cy + r * 0.55), fill=0)
    hl = hl.filter(ImageFilter.GaussianBlur(SS * 0.015))
    mask = Image.new("L", (SS, SS), 0)
    disc(ImageDraw.Draw(mask), cx, cy, r, 255)
    hl = Image.composite(hl, Image.new("L", (SS, SS), 0), mask)
    img.paste((255, 236, 200), (0, 0), hl)
    return img


def rounded_mask(size, radius_frac=0.18):
    m = Image.new("L", (size * 4, size * 4), 0)
    ImageDraw.Draw(m).rounded_rectangle(
        (0, 0, size * 4 - 1, size * 4 - 1), radius=size * 4 * radius_frac, fill=255
    )
    return m.resize((size, size), Image.LANCZOS)


def save(img, *parts):
    path = os.path.join(ROOT, *parts)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    img.save(path, optimize=True)
    return path


def main():
    source = turned_disc(board_layer()).resize((SOURCE, SOURCE), Image.LANCZOS)
    save(source, "android", "icon-source.png")

    def rounded(size):
        img = source.resize((size, size), Image.LANCZOS).convert("RGBA")
        img.putalpha(rounded_mask(size))
        return img

    # Android launcher icons (legacy square icons; every API level shows them).
    for density, size in (("mdpi", 48), ("hdpi", 72), ("xhdpi", 96), ("xxhdpi", 144), ("xxxhdpi", 192)):
        save(rounded(size), "android", "res", "mipmap-" + density, "ic_launcher.png")

    # iOS: opaque, full bleed; the system applies its own mask.
    for name, size in ios_icons():
        save(source.resize((size, size), Image.LANCZOS), "ios", "AppIcon.appiconset", name)

    # The page's icon: without one Chromium logs a 404 for /favicon.ico.
    save(rounded(64), "web", "favicon.png")

    # The web app's install icons (web/manifest.webmanifest): "any" with rounded
    # corners, and "maskable": full bleed, the disc inside the central 80 %
    # circle that every launcher's mask keeps.
    for size in (192, 512):
        save(rounded(size), "web", "icons", "icon-%d.png" % size)
    mask = Image.new("RGB", (512, 512), FELT)
    inner = int(512 * 0.8)
    mask.paste(source.resize((inner, inner), Image.LANCZOS).convert("RGB"), ((512 - inner) // 2,) * 2)
    save(mask, "web", "icons", "icon-maskable-512.png")

    # Window icon for macroquad's Conf::icon: raw RGBA, row-major, no header.
    for size in (16, 32, 64):
        raw = rounded(size).tobytes()
        assert len(raw) == size * size * 4
        path = os.path.join(ROOT, "assets", "icon-%d.rgba" % size)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(raw)
    print("icons written under", ROOT)


def ios_icons():
    """File names and pixel sizes; ios/AppIcon.appiconset/Contents.json lists the same."""
    return [
        ("AppIcon20x20@2x.png", 40),
        ("AppIcon20x20@3x.png", 60),
        ("AppIcon29x29@2x.png", 58),
        ("AppIcon29x29@3x.png", 87),
        ("AppIcon40x40@2x.png", 80),
        ("AppIcon40x40@3x.png", 120),
        ("AppIcon60x60@2x.png", 120),
        ("AppIcon60x60@3x.png", 180),
        ("AppIcon20x20~ipad.png", 20),
        ("AppIcon20x20@2x~ipad.png", 40),
        ("AppIcon29x29~ipad.png", 29),
        ("AppIcon29x29@2x~ipad.png", 58),
        ("AppIcon40x40~ipad.png", 40),
        ("AppIcon40x40@2x~ipad.png", 80),
        ("AppIcon76x76~ipad.png", 76),
        ("AppIcon76x76@2x~ipad.png", 152),
        ("AppIcon83.5x83.5@2x~ipad.png", 167),
        ("AppIcon1024x1024.png", 1024),
    ]


if __name__ == "__main__":
    main()
