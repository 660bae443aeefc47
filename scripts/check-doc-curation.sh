#!/usr/bin/env bash
# Every public type of a library module is curated: named by a ``Symbol`` link under a `## Topics` section of
# its module's DocC catalogue (the landing page or an article), so that a reader finds it on a page that says
# what it is for, not only in DocC's automatic "Structures" list. And every ``Symbol`` link under a Topics
# section names a type that is still public.
#
#   scripts/check-doc-curation.sh     # exit 1, naming each missing or stale type and where, when one is
#
# A type is what scripts/api-surface.sh counts as one (a public or open struct, class, enum, protocol, actor or
# typealias), declared at the top level of a file. Nested types (`RoutingError.Reason`) are curated on their
# parent's page by DocC itself and are not asked for. A link may name the type alone (``Router``), a member
# (``Router/open(_:from:parameters:values:)``: that counts for `Router`), or the module first
# (``Switchyard/Router``). A type that exists only on Apple platforms (inside `#if canImport(UIKit)` and the
# like) has no page DocC on Linux can link: naming it in code voice in its catalogue counts. The modules are
# those scripts/api-surface.sh counts. Needs python3 only; scripts/check-docs.sh runs it first.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "$@" <<'PYTHON'
import os, re, sys
sys.path.insert(0, "scripts/lib")
from swift_sources import MODULES, source_lines

# A condition under which a type exists on Apple platforms only: DocC on Linux has no page to link for it.
APPLE_ONLY = re.compile(r"canImport\((UIKit|SwiftUI|AppKit|ObjectiveC)\)|os\((iOS|macOS|tvOS|watchOS|visionOS)\)|_runtime\(_ObjC\)")
# The parsing of scripts/api-surface.sh: a declaration line and its modifiers, comments and strings removed.
TYPE = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*((?:(?:public|open|final|indirect|nonisolated|package)\s+)+)"
    r"(struct|class|enum|protocol|actor|typealias)\s+(\w+)")

def public_types(module):
    """{name: ("path:line", Apple-only?)} of the module's top-level public types."""
    found = {}
    for folder, _, files in os.walk(os.path.join("Sources", module)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            conditions = []   # the `#if` blocks around the line: whether each makes it Apple-only
            for number, line in enumerate(source_lines(path), 1):
                directive = line.strip()
                if directive.startswith("#if"):
                    conditions.append(bool(APPLE_ONLY.search(re.sub(r"!\s*\w+\([^)]*\)", "", directive))))
                elif directive.startswith(("#else", "#elseif")) and conditions:
                    conditions[-1] = False
                elif directive.startswith("#endif") and conditions:
                    conditions.pop()
                match = TYPE.match(line)   # column 0: a top-level declaration
                if match and {"public", "open"} & set(match.group(1).split()):
                    found.setdefault(match.group(3), (f"{path}:{number}", any(conditions)))
    return found

def code_voice(module):
    """The names in single-backtick code voice anywhere in the module's catalogue."""
    names = set()
    for folder, _, files in os.walk(os.path.join("Sources", module, module + ".docc")):
        for name in files:
            if name.endswith(".md"):
                names |= set(re.findall(r"(?<!`)`(\w+)`(?!`)", open(os.path.join(folder, name), encoding="utf-8").read()))
    return names

LINK = re.compile(r"``([^`]+)``")

def topic_links(module):
    """[(first path component, module prefix or None, "file:line")] of the links under `## Topics` sections."""
    links = []
    catalogue = os.path.join("Sources", module, module + ".docc")
    for folder, _, files in os.walk(catalogue):
        for name in sorted(files):
            if not name.endswith(".md"):
                continue
            path = os.path.join(folder, name)
            in_topics = False
            for number, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
                if re.match(r"^##\s", line):
                    in_topics = line.strip() == "## Topics"
                    continue
                if re.match(r"^#\s", line):
                    in_topics = False
                if not in_topics or not line.lstrip().startswith("- "):
                    continue
                for target in LINK.findall(line):
                    parts = target.split("/")
                    prefix = parts[0] if len(parts) > 1 and parts[0] in MODULES else None
                    first = parts[1] if prefix else parts[0]
                    first = first.split("-", 1)[0]   # ``RoutingError/Reason-swift.enum``: the name before `-`
                    links.append((first, prefix, f"{path}:{number}"))
    return links

types = {module: public_types(module) for module in MODULES}
problems = []
for module in MODULES:
    curated = set()
    for first, prefix, where in topic_links(module):
        owner = prefix or module
        if first in types[owner]:
            curated.add((owner, first))
        elif first[:1].isupper() and not any(first in types[other] for other in MODULES):
            problems.append(f"{where}: stale: ``{first}`` is not a public type of {owner}; curate what replaced it, or drop the line")
        else:
            curated.add((owner, first))
    mentioned = code_voice(module)
    for name, (declared, apple_only) in sorted(types[module].items()):
        if (module, name) in curated:
            continue
        if not apple_only:
            problems.append(
                f"{declared}: missing: public type {name} is under no Topics section of Sources/{module}/{module}.docc")
        elif name not in mentioned:
            # DocC on Linux cannot link a type that exists only on Apple platforms: code voice stands in.
            problems.append(
                f"{declared}: missing: Apple-only public type {name} is named nowhere in Sources/{module}/{module}.docc "
                "(write it in code voice, `" + name + "`, in the landing page's list of the module's types)")

if problems:
    print("\n".join(problems))
    print(f"doc-curation: {len(problems)} problem(s): add each missing type as `- ``Name``` under a `### ` group of its "
          "module's landing page (or an article's `## Topics`); remove or rename each stale link", file=sys.stderr)
    sys.exit(1)
total = sum(len(found) for found in types.values())
print(f"doc-curation: all {total} public types are curated under a Topics section of their module's catalogue")
PYTHON
