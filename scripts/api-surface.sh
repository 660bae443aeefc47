#!/usr/bin/env bash
# The surface of the library modules: public (or open) types, public declarations and deprecated declarations,
# per module and in total, and the hidden surface beside it: declarations with `package` access, which every module
# of the package may use and no app sees (a `package` name is as hard to change as a public one inside the house).
# The CLI, the examples and the tests are not counted.
#
#   scripts/api-surface.sh            # print the counts
#   scripts/api-surface.sh --check    # also compare with scripts/api-surface-baseline.txt: exit 1 when a total
#                                     # (public or package) grew past it (lower the baseline when it shrinks)
#
# It reads the sources, so it counts the Apple-only adapters too, whatever the machine. A declaration is one
# whose modifiers include `public` or `open` (a `public import` is not a declaration), a package declaration one
# whose modifiers include `package` (a `package import` and a `package extension` are not); a type is a struct,
# class, enum, protocol, actor or typealias; enum cases and the members of a public protocol are not counted
# (they take the access of their enclosing type). Needs python3 only.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "$@" <<'PYTHON'
import os, re, sys
sys.path.insert(0, "scripts/lib")
from swift_sources import MODULES, source_lines

BASELINE = "scripts/api-surface-baseline.txt"
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "typealias"}
DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*((?:(?:public|open|final|static|class|override|mutating|nonisolated|"
    r"convenience|required|indirect|lazy|dynamic|package|private\(set\)|internal\(set\)|fileprivate\(set\))\s+)+)"
    r"(struct|class|enum|protocol|actor|typealias|func|init|var|let|subscript|associatedtype|extension|import|deinit)\b")

def count(module):
    types = declarations = deprecated = hidden = 0
    pending_deprecation = False
    for folder, _, files in os.walk(os.path.join("Sources", module)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            for line in source_lines(os.path.join(folder, name)):
                if re.search(r"@available\([^)]*\bdeprecated\b", line):
                    pending_deprecation = True
                match = DECLARATION.match(line)
                if not match:
                    continue
                modifiers, keyword = match.group(1).split(), match.group(2)
                if "package" in modifiers and keyword not in ("import", "extension"):
                    hidden += 1
                if keyword in ("import", "extension") or not ({"public", "open"} & set(modifiers)):
                    pending_deprecation = False if keyword != "extension" else pending_deprecation
                    continue
                declarations += 1
                types += keyword in TYPE_KEYWORDS
                deprecated += pending_deprecation
                pending_deprecation = False
    return types, declarations, deprecated, hidden

rows = {module: count(module) for module in MODULES}
totals = tuple(sum(row[i] for row in rows.values()) for i in range(4))
print(f"{'module':<30} {'types':>6} {'declarations':>13} {'deprecated':>11} {'package':>8}")
for module, (t, d, x, h) in rows.items():
    print(f"{module:<30} {t:>6} {d:>13} {x:>11} {h:>8}")
print(f"{'total':<30} {totals[0]:>6} {totals[1]:>13} {totals[2]:>11} {totals[3]:>8}")

if "--check" in sys.argv[1:]:
    baseline = {}
    for line in open(BASELINE, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            key, value = line.split("=")
            baseline[key.strip()] = int(value)
    grew = [f"{key}: {now} (baseline {baseline[key]})"
            for key, now in zip(["types", "declarations", "deprecated", "package"], totals) if now > baseline[key]]
    if grew:
        print("api-surface: the surface grew past " + BASELINE + ": " + "; ".join(grew), file=sys.stderr)
        print("  make the new declarations internal (or package, for a public one), or raise the baseline in the same "
              "change and say why",
              file=sys.stderr)
        sys.exit(1)
    print("api-surface: within " + BASELINE)
PYTHON
