#!/usr/bin/env python3
"""The shell's size at a git revision (issue 41's figures): its share of the
non-test, non-blank lines of src/ and core/src, the largest functions by
lines and the largest structs by fields in src/shell. Test files (named
*test*) and `#[cfg(test)] mod` blocks are left out.

    python3 tools/shell-sizes.py [REV]    (default HEAD; from the project root)
"""
import re
import subprocess
import sys


def files(rev, *dirs):
    out = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev, *dirs],
                         capture_output=True, text=True, check=True).stdout.split()
    return [f for f in out if f.endswith(".rs") and "test" not in f.split("/")[-1]]


def source(rev, f):
    src = subprocess.run(["git", "show", f"{rev}:{f}"], capture_output=True, text=True).stdout
    m = re.search(r"#\[cfg\(test\)\]\s*mod \w+\s*\{", src)
    return src[: m.start()] if m else src


def main():
    rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    total = shell = 0
    fns, structs = [], []
    for f in files(rev, "src", "core/src"):
        src = source(rev, f)
        n = sum(1 for line in src.split("\n") if line.strip())
        total += n
        if not f.startswith("src/shell/"):
            continue
        shell += n
        lines = src.split("\n")
        name = f.replace("src/shell/", "")
        for i, line in enumerate(lines):
            m = re.match(r"\s*(pub(\([^)]*\))?\s+)?(const\s+)?fn\s+(\w+)", line)
            if m:
                depth, started = 0, False
                for j in range(i, len(lines)):
                    depth += lines[j].count("{") - lines[j].count("}")
                    started = started or "{" in lines[j]
                    if started and depth <= 0:
                        fns.append((j - i + 1, name, m.group(4)))
                        break
                    if not started and lines[j].rstrip().endswith(";"):
                        break
            m = re.match(r"\s*(pub(\([^)]*\))?\s+)?struct\s+(\w+)[^;]*\{\s*$", line)
            if m:
                fields = 0
                for j in range(i + 1, len(lines)):
                    if re.match(r"^\s*\}", lines[j]):
                        break
                    if re.match(r"\s*(pub(\([^)]*\))?\s+)?\w+\s*:", lines[j]):
                        fields += 1
                structs.append((fields, name, m.group(3)))
    fns.sort(reverse=True)
    structs.sort(reverse=True)
    print(f"{rev}: shell {shell} of {total} non-test, non-blank lines = {100 * shell / total:.1f} %")
    print("functions:", ", ".join(f"{n} {fn} ({f})" for n, f, fn in fns[:6]))
    print("types:", ", ".join(f"{n} fields {t} ({f})" for n, f, t in structs[:6]))
    print("functions over 60 lines:", sum(1 for x in fns if x[0] > 60), "of", len(fns))


main()
