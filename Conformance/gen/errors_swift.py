#!/usr/bin/env python3
"""Writes Swift's generated texts from Conformance/errors.json (python3, standard library only).

Swift's routing documents (Sources/SwitchyardRoutingDocuments) print their refusals from DocumentText.swift: every
entry of kind `document`, and the table's texts a document shares; the tool prints the source policy's words from
PolicyText.swift, lint the words it shares with a router from LintText.swift, and the route-table file reader
(SwitchyardConfig) its JSON, structure, key and value texts from ConfigText.swift. The router's three modules print
theirs from one file each, holding only what that module prints: RouteTableText.swift (intake, a match's refusals,
link sources), MatchingText.swift (the pattern and regex parsers, the table builder's conflicts, url(for:)) and
RouterText.swift (a link's way through the router: the policy, rewrites, redirects, applied changes); the router
module's modules and component calls print theirs from ModuleText.swift (every entry of kind `module` or `call` but
the table's unbound handlers, which the route-table file reader prints from ConfigText.swift, and the collisions of
modules' route-table files, which the tool's `switchyard merge` prints from MergeText.swift). Each text is a
function named for its code (`document.key-twice` is `keyTwice(key:)`, `value.not-object` is
`valueNotObject(name:type:)`) whose arguments are the template's holes, in the order they first appear, so that a
missing hole is a compile error. In the router's files, which every app links, the enum is internal, a text
without holes is a computed property and one with holes is `@inline(__always)`: each is a literal, or a string
interpolation, where it is called, as the literal it replaced was (ADR 0066). `--check` exits 1 when a file is not
what the table gives (.ci/run runs it; scripts/check-format.sh lints them without their layout, as it does the
other generated Swift), so a change to the table is followed by `python3 Conformance/gen/errors_swift.py`.
RoutingError+Name.swift spells the router's reasons (the table's `reasons`, `open`, those Swift has) as the corpus and
the analytics event do: one case a reason, so that a reason the table and the enum do not share is a compile error.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "..", "errors.json")
SOURCES = os.path.join(HERE, "..", "..", "Sources")
# What each of the router's modules prints (the rest of errors.json is the files', the documents' and the tool's).
ROUTE_TABLE_CODES = (
    "intake.empty", "intake.too-long", "intake.control-character", "intake.encoded-nul", "intake.malformed-authority",
    "intake.bad-port", "intake.dot-segment", "intake.too-many-segments", "intake.too-many-query-items",
    "match.intake-refused", "match.no-route", "match.origin-not-accepted", "match.no-scheme",
    "source.https-needs-host", "source.separator", "source.path", "source.no-scheme")
# SwitchyardMatching: every pattern.* and regex.* text (the parsers), and these.
MATCHING_CODES = (
    "link.missing", "link.does-not-fit", "link.not-one-value", "link.dot-segment", "link.contains-nul",
    "link.invalid-scheme", "link.invalid-host", "link.host-without-scheme", "value.not-a-scheme",
    "route.scheme-contradicts", "conflict.identical", "conflict.expansions")
# SwitchyardConfig: every json.* text (its JSON parser), and these.
CONFIG_CODES = (
    "file.too-large", "table.not-object", "table.missing-routes", "key.unknown-suggested", "key.unknown",
    "value.not-object", "value.not-array", "value.not-string", "value.not-boolean", "value.not-integer",
    "value.not-string-array", "value.not-positive-integer", "value.not-positive", "value.too-large",
    "value.not-choice-type", "value.not-choice", "value.empty", "value.empty-name", "query.condition-type",
    "route.missing-pattern", "rewrite.missing-from", "rewrite.missing-to", "rewrite.both-sources", "types.not-a-name",
    "types.built-in", "options.web-origin", "rewrite.nested-needs-url", "module.handler-not-registered",
    "module.handler-not-registered-none", "apps.value", "apps.missing-key")
# The tool's `switchyard merge`: modules' route-table files that collide (issue #88 item 5); the router's
# ModuleText leaves out all but module.registered-twice, which both print.
MERGE_CODES = ("module.registered-twice", "module.route-claimed-twice", "module.handler-registered-twice",
               "module.setting-conflict")
ROUTER_CODES = (
    "match.at-url", "match.intake-refused", "match.forbidden", "policy.internal", "policy.denied",
    "policy.tag-restricted", "match.rewrite-cycle", "match.rewrite-too-many", "rewrite.same-urls",
    "rewrite.expansions", "document.too-many-redirects", "document.nothing-to-remove", "document.nothing-to-degrade",
    "document.routes-conflict", "document.link-allowance", "rewrite.unterminated-placeholder", "rewrite.unexpected-brace",
    "rewrite.not-a-parameter", "rewrite.not-a-group", "rewrite.nested-url-whole", "router.middleware-failed",
    "router.all-declined", "router.rejected", "router.next-called-twice", "router.timed-out", "router.cancelled",
    "router.handler-failed", "router.navigation-failed", "router.unexpected-response", "router.web-parameter-missing",
    "router.web-parameter-not-a-page", "router.link-dropped-full", "router.link-dropped-replaced",
    "router.link-dropped-cancelled", "web.bad-character", "web.not-http", "web.host-not-plain",
    "web.origin-not-allowed")
# Each file: its path, its enum, what its enum says of itself, and the codes it holds (a kind, or codes by name).
FILES = [
    (os.path.join(SOURCES, "SwitchyardRoutingDocuments", "DocumentText.swift"), "DocumentText",
     "The texts a routing document's refusals and its way print", "package",
     lambda e: e["kind"] == "document" or e["code"] in (
         "value.not-object", "value.not-array", "value.not-string", "value.not-integer", "value.not-boolean",
         "value.not-choice", "rewrite.nested-needs-url", "nested.source-in-document", "key.unknown", "rewrite.both-sources",
         "document.budget-rules",
         "document.budget-readings", "document.budget-regex")),
    (os.path.join(SOURCES, "SwitchyardTool", "Match", "PolicyText.swift"), "PolicyText",
     "The texts `switchyard match` and `explain` print for the source policy", "",
     lambda e: e["code"] in ("match.forbidden", "policy.not-applied", "policy.note-internal", "policy.note-tags",
                             "policy.allowed-unruled")),
    # The router's modules, which every app links: internal, one per module, each holding only what that module
    # prints, a text without holes a computed property (a literal where it is read, as the literal it replaced).
    (os.path.join(SOURCES, "SwitchyardRouteTable", "Diagnostics", "RouteTableText.swift"), "RouteTableText",
     "The texts the route table's intake, match and link sources print", "",
     lambda e: e["code"] in ROUTE_TABLE_CODES),
    (os.path.join(SOURCES, "SwitchyardMatching", "Pattern", "MatchingText.swift"), "MatchingText",
     "The texts the matcher's patterns, table building and url(for:) print", "",
     lambda e: e["code"].startswith(("pattern.", "regex.")) or e["code"] in MATCHING_CODES),
    (os.path.join(SOURCES, "SwitchyardConfig", "Document", "ConfigText.swift"), "ConfigText",
     "The texts the route-table file reader prints: the file's JSON, its structure, keys and values", "",
     lambda e: e["code"].startswith("json.") or e["code"] in CONFIG_CODES),
    (os.path.join(SOURCES, "SwitchyardToolCore", "Lint", "LintText.swift"), "LintText",
     "The texts lint's findings share with what a router prints", "",
     lambda e: e["code"] in ("match.rewrite-cycle",)),
    (os.path.join(SOURCES, "Switchyard", "Pipeline", "RouterText.swift"), "RouterText",
     "The texts the router prints for a link: its refusals, its policy, its rewrites and applied changes", "",
     lambda e: e["code"] in ROUTER_CODES),
    (os.path.join(SOURCES, "Switchyard", "Modules", "ModuleText.swift"), "ModuleText",
     "The texts the router prints for its modules (start, load, unload) and its component calls", "",
     lambda e: e["kind"] in ("module", "call") and e["code"] not in CONFIG_CODES
     and (e["code"] not in MERGE_CODES or e["code"] == "module.registered-twice")),
    (os.path.join(SOURCES, "SwitchyardTool", "Merge", "MergeText.swift"), "MergeText",
     "The texts `switchyard merge` prints for modules' route-table files that collide", "",
     lambda e: e["code"] in MERGE_CODES),
]

# The router's files, which every app links: a text without holes is a computed property and a text with holes is
# always inlined, so that each call is the literal or the string interpolation the call site wrote before (a
# `static let` is a global with a lazy initializer, and a function that -Osize keeps out of line is one more
# function per text: 3.6 KB more in the router app, measured (ADR 0066)).
COMPUTED = ("RouteTableText", "MatchingText", "RouterText", "ModuleText")

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


def function(entry, access, computed):
    names = holes(entry["message"])
    body = swift_literal(entry["message"])
    doc = "    /// `%s`\n" % entry["code"]
    if not names and computed:
        return doc + "    static var %s: String { %s }\n" % (function_name(entry["code"]), body)
    if not names:
        return doc + "    %sstatic let %s = %s\n" % (access, function_name(entry["code"]), body)
    arguments = ", ".join("%s: some CustomStringConvertible" % name for name in names)
    inline = "@inline(__always) " if computed else ""
    return doc + "    %s%sstatic func %s(%s) -> String { %s }\n" % (inline, access, function_name(entry["code"]), arguments, body)


def render(what, enum, access, holds):
    errors = json.load(open(TABLE, encoding="utf-8"))["errors"]
    prefix = access + " " if access else ""
    head = HEAD % (what, prefix, enum)
    computed = enum in COMPUTED
    return head + "".join(function(e, prefix, computed) for e in errors if holds(e)) + TAIL


REASON_NAMES = os.path.join(SOURCES, "Switchyard", "Pipeline", "RoutingError+Name.swift")

REASON_NAMES_TEXT = '''// Generated from Conformance/errors.json by Conformance/gen/errors_swift.py: edit the table, not this file.

extension RoutingError.Reason {
    /// The reason's case name, as the corpus and the analytics event spell it (`noRoute`, `middlewareFailed`).
    package var name: String {
        switch self {
%s        }
    }
}
'''


def render_reason_names():
    reasons = json.load(open(TABLE, encoding="utf-8"))["reasons"]["open"]
    names = [r["name"] for r in reasons if "swift" in r.get("readers", ["swift"])]
    return REASON_NAMES_TEXT % "".join('        case .%s: return "%s"\n' % (name, name) for name in names)


def outputs():
    """Each file this writes, with the text the table gives it."""
    for path, enum, what, access, holds in FILES:
        yield path, render(what, enum, access, holds)
    yield REASON_NAMES, render_reason_names()


if __name__ == "__main__":
    for path, text in outputs():
        if sys.argv[1:] == ["--check"]:
            with open(path, encoding="utf-8") as kept:
                if kept.read() != text:
                    sys.exit("%s is not what Conformance/errors.json gives: run python3 Conformance/gen/errors_swift.py" % path)
        elif not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
            # Written only when it changes, so that a rerun does not rebuild every module that prints a text.
            with open(path, "w", encoding="utf-8") as out:
                out.write(text)
