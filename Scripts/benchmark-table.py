#!/usr/bin/env python3
"""Turns `swift package benchmark --format markdown` output into the summary
table of Benchmarks/README.md: median time per operation, peak memory, and
the growth exponent of each build from N=100 to N=10000.

Usage: python3 Scripts/benchmark-table.py results.md
"""
import math
import re
import sys

UNITS = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6}


def parse(text):
    results = {}
    for block in re.split(r"\n### ", text)[1:]:
        name = block.split("\n")[0].split(" metrics")[0].strip()
        time = re.search(r"Time \(wall clock\) \((\S+)\) \*?\s*\|([^\n]+)", block)
        memory = re.search(r"Memory \(resident peak\) \((\S+)\)\s*\|([^\n]+)", block)
        if not time:
            continue
        columns = [c.strip() for c in time.group(2).split("|")]
        median = float(columns[2].replace(",", "")) * UNITS[time.group(1)]
        peak = None
        if memory:
            peak = memory.group(2).split("|")[6].strip() + " " + memory.group(1)
        results[name] = (median, peak)
    return results


def show(us):
    if us >= 1000:
        return f"{us / 1000:.1f} ms"
    if us >= 10:
        return f"{us:.0f} µs"
    return f"{us:.2f} µs"


def main(path):
    results = parse(open(path).read())
    print("| benchmark | N=100 | N=1000 | N=10000 | exponent 100→10000 | peak memory N=10000 |")
    print("| --- | --- | --- | --- | --- | --- |")
    names = sorted({re.sub(r" \d+$", "", n) for n in results if re.search(r" \d+$", n)})
    for base in names:
        row = [results.get(f"{base} {n}") for n in (100, 1000, 10000)]
        cells = [show(r[0]) if r else "-" for r in row]
        exponent = "-"
        if row[0] and row[2] and row[0][0] > 0:
            exponent = f"{math.log(row[2][0] / row[0][0]) / math.log(100):.2f}"
        memory = row[2][1] if row[2] and row[2][1] else "-"
        print(f"| {base} | " + " | ".join(cells) + f" | {exponent} | {memory} |")
    for name in ("Enaml build", "Enaml suggest"):
        if name in results:
            print(f"| {name} | {show(results[name][0])} | | | | |")


if __name__ == "__main__":
    main(sys.argv[1])
