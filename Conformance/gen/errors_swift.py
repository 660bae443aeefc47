#!/usr/bin/env python3
"""Writes Swift's generated texts from Conformance/errors.json (python3, standard library only).

Swift's routing documents (Sources/SwitchyardRoutingDocuments) print their refusals from DocumentText.swift: every
entry of kind `document`, and the table's texts a document shares; the tool prints the source policy's words from
PolicyText.swift. Each text is a function named for its code (`document.key-twice` is `keyTwice(key:)`,
`value.not-object` is `valueNotObject(name:type:)`) whose arguments are the template's holes, in the order they first
appear. The documents module is one that a router app links only when it takes documents, and the tool is no part
of an app, so the texts add nothing to an app without them. Swift's other modules keep their literals,
which ConformanceTests holds to the same table. `--check` exits 1 when a file is not what the table gives (.ci/run
runs it; scripts/check-format.sh lints them without their layout, as it does the other generated Swift), so a
change to the table is followed by `python3 Conformance/gen/errors_swift.py`.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "..", "errors.json")
SOURCES = os.path.join(HERE, "..", "..", "Sources")
# Each file: its path, its enum, what its enum says of itself, and the codes it holds (a kind, or codes by name).
FILES = [
    (os.path.join(SOURCES, "SwitchyardRoutingDocuments", "DocumentText.swift"), "DocumentText",
     "The texts a routing document's refusals and its way print", "package",
     lambda e: e["kind"] == "document" or e["code"] in (
         "value.not-object", "value.not-array", "value.not-string", "value.not-integer", "value.not-boolean",
         "value.not-choice", "rewrite.nested-needs-url", "nested.source-in-document", "document.budget-rules",
         "document.budget-readings", "document.budget-regex")),
    (os.path.join(SOURCES, "SwitchyardTool", "Match", "PolicyText.swift"), "PolicyText",
     "The texts `switchyard match` and `explain` print for the source policy", "",
     lambda e: e["code"] in ("match.forbidden", "policy.not-applied", "policy.note-internal", "policy.note-tags",
                             "policy.allowed-unruled")),
]

HEAD = '''// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

/// %s, each as every reader prints it (`Conformance/errors.json`):
/// one function a text, its arguments the template's holes, each inserted as it describes itself.
%senum %s {
'''

TAIL = '''}
'''


def camel(words):
    return words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:])


def function_name(code):
    kind, _, rest = code.partition(".")
    words = re.split(r"[^A-Za-z0-9]+", rest if kind == "document" else code)
    return camel([w for w in words if w])


def swift_literal(template):
    """The template as a Swift string literal, each {hole} an interpolation of its argument."""
    escaped = template.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + re.sub(r"\{([a-z]+)\}", r"\\(\1)", escaped) + '"'


def holes(template):
    seen = []
    for name in re.findall(r"\{([a-z]+)\}", template):
        if name not in seen:
            seen.append(name)
    return seen


def function(entry, access):
    names = holes(entry["message"])
    body = swift_literal(entry["message"])
    doc = "    /// `%s`\n" % entry["code"]
    if not names:
        return doc + "    %sstatic let %s = %s\n" % (access, function_name(entry["code"]), body)
    arguments = ", ".join("%s: some CustomStringConvertible" % name for name in names)
    return doc + "    %sstatic func %s(%s) -> String { %s }\n" % (access, function_name(entry["code"]), arguments, body)


def render(what, enum, access, holds):
    errors = json.load(open(TABLE, encoding="utf-8"))["errors"]
    prefix = access + " " if access else ""
    head = HEAD % (what, prefix, enum)
    return head + "".join(function(e, prefix) for e in errors if holds(e)) + TAIL


if __name__ == "__main__":
    for path, enum, what, access, holds in FILES:
        text = render(what, enum, access, holds)
        if sys.argv[1:] == ["--check"]:
            with open(path, encoding="utf-8") as kept:
                if kept.read() != text:
                    sys.exit("%s is not what Conformance/errors.json gives: run python3 Conformance/gen/errors_swift.py" % path)
        else:
            with open(path, "w", encoding="utf-8") as out:
                out.write(text)
