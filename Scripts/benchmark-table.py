#!/usr/bin/env python3
"""Turns `swift package benchmark --format markdown` output into the summary
table of Benchmarks/README.md: median time per operation, peak memory, and
the growth exponent of each build from N=100 to N=10000, fitted both to the
medians and to the fastest samples (p0). Given several result files (runs of
the same code), each cell shows the lowest and highest value over the runs.

The fastest sample is the figure least moved by the shared machine: another
tenant's bursts only ever add time, and they slow memory-bound work (large N)
more than work that fits in cache, so they bend the median's exponent.

Usage: python3 Scripts/benchmark-table.py results.md [more-results.md ...]
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
        fastest = float(columns[0].replace(",", "")) * UNITS[time.group(1)]
        peak = None
        if memory:
            peak = float(memory.group(2).split("|")[6].strip().replace(",", ""))
        results[name] = (median, peak, fastest)
    return results


def show(us):
    if us >= 1000:
        return f"{us / 1000:.1f} ms"
    if us >= 10:
        return f"{us:.0f} µs"
    return f"{us:.2f} µs"


def span(values, render):
    low, high = min(values), max(values)
    return render(low) if render(low) == render(high) else f"{render(low)} to {render(high)}"


def main(paths):
    runs = [parse(open(path).read()) for path in paths]
    names = set().union(*runs)
    print("| benchmark | N=100 | N=1000 | N=10000 | exponent 100→10000 | exponent of fastest | peak memory N=10000 |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for base in sorted({re.sub(r" \d+$", "", n) for n in names if re.search(r" \d+$", n)}):
        cells, exponents, fastest, memory = [], [], [], []
        for size in (100, 1000, 10000):
            times = [run[f"{base} {size}"][0] for run in runs if f"{base} {size}" in run]
            cells.append(span(times, show) if times else "-")
        for run in runs:
            low, high = run.get(f"{base} 100"), run.get(f"{base} 10000")
            if low and high and low[0] > 0:
                exponents.append(math.log(high[0] / low[0]) / math.log(100))
                fastest.append(math.log(high[2] / low[2]) / math.log(100))
            if high and high[1] is not None:
                memory.append(high[1])
        exponent = span(exponents, lambda e: f"{e:.2f}") if exponents else "-"
        exponent_of_fastest = span(fastest, lambda e: f"{e:.2f}") if fastest else "-"
        peak = span(memory, lambda m: f"{m:.0f} MB") if memory else "-"
        print(f"| {base} | " + " | ".join(cells) + f" | {exponent} | {exponent_of_fastest} | {peak} |")
    for name in ("Enaml build", "Enaml suggest"):
        times = [run[name][0] for run in runs if name in run]
        if times:
            print(f"| {name} | {span(times, show)} | | | | | |")


if __name__ == "__main__":
    main(sys.argv[1:])
