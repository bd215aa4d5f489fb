#!/usr/bin/env python3
"""Makes the game's two fonts in assets/fonts/ from their Debian packages.

The game draws only the characters of `glyphs::characters()` (printable ASCII
and `CHARSET` in src/shell/draw/glyphs.rs), so each font is cut down to those glyphs:
the whole DejaVu Serif Bold is 357 KB, most of it scripts the game never
writes, and the font is built into the wasm (include_bytes! in app.rs).

  text face:    DejaVu Serif Bold        (apt-get install fonts-dejavu-core)
  display face: Averia Serif GWF Bold    (apt-get install fonts-averia-serif-gwf)

Both licences ask that a modified font not carry the original's reserved
names (Bitstream Vera's "Bitstream"/"Vera"; Averia's reserved font name
"Avería Serif GWF"), so the subsets are renamed Flickwood Serif and
Flickwood Display. Needs fontTools (pip install fonttools).
Usage: python3 tools/make-fonts.py   (run again whenever CHARSET changes)
"""
import os
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = [
    ("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
     "FlickwoodSerif-Bold.ttf", "Flickwood Serif"),
    ("/usr/share/fonts/truetype/averia-gwf/AveriaSerifGWF-Bold.ttf",
     "FlickwoodDisplay-Bold.ttf", "Flickwood Display"),
]


def characters():
    """Printable ASCII and glyphs.rs's CHARSET, as `glyphs::characters()` gives them."""
    ui = open(os.path.join(ROOT, "src", "shell", "draw", "glyphs.rs"), encoding="utf-8").read()
    m = re.search(r'pub const CHARSET: &str = "([^"]*)";', ui)
    if not m:
        sys.exit("make-fonts.py: CHARSET not found in src/shell/draw/glyphs.rs")
    return [chr(c) for c in range(0x20, 0x7F)] + list(m.group(1))


def rename(font, family):
    """Every name record that names the font, renamed to `family` Bold."""
    names = {1: family, 3: f"{family} Bold (subset)", 4: f"{family} Bold",
             6: family.replace(" ", "") + "-Bold", 16: family}
    table = font["name"]
    for rec in table.names:
        if rec.nameID in names:
            rec.string = names[rec.nameID]
    # The typographic subfamily and the unique name are rewritten above; a
    # record naming the original elsewhere (trademark) goes.
    table.names = [r for r in table.names if r.nameID != 7]


def main():
    chars = characters()
    out_dir = os.path.join(ROOT, "assets", "fonts")
    for source, out, family in FONTS:
        if not os.path.exists(source):
            sys.exit(f"make-fonts.py: {source} missing (see the apt-get lines above)")
        options = subset.Options()
        options.layout_features = []  # the game lays text out by advances only
        options.hinting = False  # fontdue rasterises without hints
        options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14, 16, 17]
        options.name_languages = [0x409]
        options.notdef_outline = True
        font = TTFont(source)
        sub = subset.Subsetter(options)
        sub.populate(unicodes=[ord(c) for c in chars])
        sub.subset(font)
        missing = [c for c in chars if ord(c) not in font.getBestCmap()]
        if missing:
            sys.exit(f"make-fonts.py: {source} lacks {''.join(missing)!r}")
        rename(font, family)
        path = os.path.join(out_dir, out)
        font.save(path)
        print(f"{path}: {len(chars)} characters, {os.path.getsize(path)} bytes "
              f"(from {os.path.getsize(source)})")


if __name__ == "__main__":
    main()
