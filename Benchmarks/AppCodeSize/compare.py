#!/usr/bin/env python3
"""Where two builds of one app differ in code, symbol by symbol (ADR 0040's amendment: compare the apps symbol by
symbol before and after a change, not only their totals).

    python3 Benchmarks/AppCodeSize/compare.py BEFORE_BINARY AFTER_BINARY [COUNT]

Sums `nm -S` sizes by symbol name in each binary and prints the total change, then the COUNT (default 40) symbols
whose size changed most, demangled (`swift demangle --simplified`). A function renamed by a signature change shows
as one line removed and one added. Build the "before" side in a worktree (`git worktree add`) with the same
command `measure.sh` uses.
"""
import collections
import subprocess
import sys


def sizes(binary):
    listing = subprocess.run(["nm", "-S", "--size-sort", binary], capture_output=True, text=True, check=True).stdout
    total = collections.Counter()
    for fields in (line.split() for line in listing.splitlines()):
        if len(fields) == 4:
            total[fields[3]] += int(fields[1], 16)
    return total


def main(before_path, after_path, count):
    before, after = sizes(before_path), sizes(after_path)
    changes = sorted(
        ((after[name] - before[name], name) for name in set(before) | set(after) if after[name] != before[name]),
        key=lambda change: -abs(change[0]))[:count]
    print(f"total change: {sum(after.values()) - sum(before.values())} bytes of sized symbols")
    names = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(name for _, name in changes),
                           capture_output=True, text=True, check=True).stdout.splitlines()
    for (change, _), name in zip(changes, names):
        print(f"{change:+8d}  {name[:160]}")


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) == 4 else 40)
