#!/usr/bin/env bash
# Rooms a person can hold (issue #24): no Swift source file under Sources/ over 400 lines (nor a web runtime
# source, test or benchmark under Web/, `.js` or `.mjs` but not the built Web/dist, nor a Java or Kotlin file under
# Android/), and no Swift function (a func, init, deinit or subscript; computed properties and closures are not
# counted) over 60 lines, unless
#   - the function carries a written reason: a comment line `// Long: <why>` (or `/// Long: <why>`) among
#     the lines just above it (its doc comment or attributes), or
#   - the file or function is a known exception listed below, with its reason.
# Exit 1 when something is over and not excused; `--list` prints every file and function over the limits,
# excused or not. Needs python3 only.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "$@" <<'PYTHON'
import os, re, sys
sys.path.insert(0, "scripts/lib")
from swift_sources import code_lines

FILE_LIMIT = 400
FUNCTION_LIMIT = 60

# Files over the limit, each with its reason ("path": "why"); remove a line when the file shrinks (the check
# then keeps it small).
FILE_EXCEPTIONS = {
    "Android/src/main/java/dev/switchyard/router/Router.java":
        "the JVM router's public face and its builder, Router.Builder, which every app names as such: each builder "
        "method is public API with its Javadoc, and a builder in a file of its own would rename the type apps write "
        "(issue #91; the same reason as Android/config/checkstyle-suppressions.xml's; issue #88 added only the modules' "
        "route layer it reads, RouteOverlay, which lives beside it)",
}

# Functions over the limit outside SwitchyardMatching, each with its reason ("path:name": "why"). A function
# in SwitchyardMatching gets its reason in a `// Long:` comment instead. None today: issue #24 split the last ones.
FUNCTION_EXCEPTIONS = {}

listing = "--list" in sys.argv[1:]
problems, excused = [], []

DECL = re.compile(r"^\s*(?:@[\w()., :]+\s+)*(?:(?:public|package|internal|private|fileprivate|open|static|class|final|"
                  r"mutating|nonmutating|override|convenience|required|nonisolated|dynamic|@\w+(?:\([^)]*\))?)\s+)*"
                  r"(func\s+[^\s(<]+|init[?!]?|deinit|subscript)\b")

def over_file_limit(path, count):
    if count <= FILE_LIMIT: return
    entry = f"{path}: {count} lines (limit {FILE_LIMIT})"
    reason = FILE_EXCEPTIONS.get(path)
    (excused if reason else problems).append(entry + (f" [exception: {reason}]" if reason else ""))

# Files only (their functions are not measured): the web runtime's sources, tests and benchmarks (not what esbuild
# writes, Web/dist) and the JVM library's.
for top, endings in (("Web", (".js", ".mjs")), ("Android", (".java", ".kt"))):
    for root, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d not in ("build", "target", ".gradle", "dist", "node_modules"))
        for name in sorted(files):
            if not name.endswith(endings): continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as source:
                over_file_limit(path, sum(1 for _ in source))

for root, _, files in os.walk("Sources"):
    for name in sorted(files):
        if not name.endswith(".swift"): continue
        path = os.path.join(root, name)
        lines = open(path, encoding="utf-8").read().split("\n")
        if lines and lines[-1] == "": lines.pop()
        over_file_limit(path, len(lines))
        code = code_lines("\n".join(lines))
        for start, line in enumerate(lines):
            m = DECL.match(code[start])
            if not m: continue
            # Find the body's opening brace (the signature may span lines) and its matching close.
            depth, opened, end = 0, False, None
            for k in range(start, min(len(lines), start + 400)):
                for c in code[k]:
                    if c == "{": depth += 1; opened = True
                    elif c == "}": depth -= 1
                if opened and depth <= 0:
                    end = k; break
                if not opened and k > start and code[k].strip() == "": break   # a protocol requirement
            if end is None or not opened: continue
            length = end - start + 1
            if length <= FUNCTION_LIMIT: continue
            label = m.group(1).replace("func ", "")
            entry = f"{path}:{start + 1}: {label} is {length} lines (limit {FUNCTION_LIMIT})"
            # A written reason among the comment and attribute lines just above.
            reason = None
            k = start - 1
            while k >= 0 and (lines[k].strip().startswith(("//", "@")) or lines[k].strip() == ""):
                text = lines[k].strip()
                hit = re.match(r"^///?\s*Long:\s*(.+)", text)
                if hit:
                    # The reason runs on over the comment lines that follow it.
                    parts = [hit.group(1)]
                    for more in lines[k + 1:start]:
                        more = more.strip()
                        if not more.startswith("//") or more.startswith("///"): break
                        parts.append(more.lstrip("/").strip())
                    reason = " ".join(parts)
                    break
                if text == "": break
                k -= 1
            reason = reason or FUNCTION_EXCEPTIONS.get(f"{path}:{label}")
            (excused if reason else problems).append(entry + (f" [reason: {reason}]" if reason else ""))

if listing:
    for entry in excused: print("excused:", entry)
for entry in problems: print("over:", entry)
if problems:
    print(f"check-sizes: {len(problems)} over the limits without a reason (see the comment at the top of scripts/check-sizes.sh)")
    sys.exit(1)
print(f"check-sizes: every source file (Swift under Sources/, JavaScript under Web/, Java and Kotlin under Android/) is at "
      f"most {FILE_LIMIT} lines and every Swift function at most "
      f"{FUNCTION_LIMIT}, or has a written reason ({len(excused)} excused)")
PYTHON
