#!/usr/bin/env python3
"""Writes the JVM's ErrorText.java and RouterText.java from Conformance/errors.json (python3, standard library only).

The JVM prints only these texts. ErrorText holds what a table and a link print (and the module.* and call.* texts
that modules and component calls print), DocumentText (the entries whose
code is `document.*`) what a routing document's refusals say, as Swift's DocumentText; RouterText (the
entries of kind `router`) what the router prints for an open (its failures, the web pages it refuses, the links its
queue drops), as Swift's router module has its own RouterText. Both fill their templates with TextTemplate.
ReasonSpellings (in the router's package) spells the reasons of the table's `reasons` the JVM has: RoutingException's
and RejectionException's Reason constants read their spellings from it by name, so a reason is spelled only in the
table. `--check` exits 1 when a file is not what the table gives (ErrorTextTest and ReasonSpellingsTest fail then
too), so a change to the table is followed by `python3 Conformance/gen/errors_java.py`.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "..", "errors.json")
SWITCHYARD = os.path.join(HERE, "..", "..", "Android", "src", "main", "java", "dev", "switchyard")
PACKAGE = os.path.join(SWITCHYARD, "internal", "text")
REASONS = os.path.join(SWITCHYARD, "router", "ReasonSpellings.java")
# Each file: its enum, what its Javadoc says it holds, and which entries.
FILES = [
    ("ErrorText", "The errors a route-table file and a link can give, and those of modules and component calls\n * (kinds {@code module} and {@code call}),\n * each", lambda e: e["kind"] != "router" and not e["code"].startswith("document.")),
    ("DocumentText", "What a routing document's refusals say (its envelope, signature and keys, the floor, its\n * conditions, its format, applying it, its budget),\n * each",
     lambda e: e["kind"] != "router" and e["code"].startswith("document.")),
    ("RouterText", "What the router prints for an open: its failures, the web pages it refuses, the links its\n * queue drops,\n * each",
     lambda e: e["kind"] == "router"),
]

HEAD = '''package dev.switchyard.internal.text;

import dev.switchyard.NonnullByDefault;

/**
 * %s with its code, the corpus's kind and its message template (holes in braces, filled in
 * order). Generated from {@code Conformance/errors.json} by {@code Conformance/gen/errors_java.py}:
 * edit the table, not this file.
 */
@NonnullByDefault
public enum %s {
'''

TAIL = '''
    /** The stable code, such as {@code %s}. */
    public final String code;
    /** The corpus's kind (errors.json's {@code kind}). */
    public final String kind;
    /** The message template, its holes named in braces. */
    public final String template;

    %s(String code, String kind, String template) {
        this.code = code;
        this.kind = kind;
        this.template = template;
    }

    /**
     * The message with its holes filled, in the order they appear in the template.
     *
     * @param values the text of each hole, as the message shows it
     * @return the message
     */
    public String format(String... values) {
        return TextTemplate.fill(template, values);
    }
}
'''


def java_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def chunks(text, width=70):
    parts, rest = [], text
    while len(rest) > width:
        cut = rest.rfind(" ", 0, width)
        cut = width if cut <= 0 else cut + 1
        parts.append(rest[:cut])
        rest = rest[cut:]
    return parts + [rest]


def constant(entry, last):
    name = re.sub(r"[^A-Za-z0-9]+", "_", entry["code"]).upper()
    end = ";" if last else ","
    args = (java_string(entry["code"]), java_string(entry["kind"]))
    line = "    %s(%s, %s, %s)%s" % (name, args[0], args[1], java_string(entry["message"]), end)
    if len(line) <= 100:
        return line + "\n"
    body = " +\n        ".join(java_string(p) for p in chunks(entry["message"]))
    return "    %s(%s, %s,\n        %s)%s\n" % (name, args[0], args[1], body, end)


def render(enum, what, holds):
    errors = [e for e in json.load(open(TABLE, encoding="utf-8"))["errors"] if holds(e)]
    constants = "".join(constant(e, i + 1 == len(errors)) for i, e in enumerate(errors))
    return HEAD % (what, enum) + constants + TAIL % (errors[0]["code"], enum)


REASONS_HEAD = '''package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;

/**
 * How analytics and the conformance corpus spell the reasons an open fails with and those of a
 * rejection, the same on every router that has them: {@link RoutingException.Reason} and {@link
 * RejectionException.Reason} read their spellings here by constant name. Generated from {@code
 * Conformance/errors.json} ({@code reasons}) by {@code Conformance/gen/errors_java.py}: edit the
 * table, not this file.
 */
@NonnullByDefault
final class ReasonSpellings {
    private ReasonSpellings() {
    }
'''

REASONS_ENUM = '''
    /** %s, each with its spelling. */
    enum %s {
%s
        /** As the corpus and analytics write it. */
        final String spelling;

        %s(String spelling) {
            this.spelling = spelling;
        }
    }
'''

# Each family of the table's `reasons`: the generated enum, and what its Javadoc says it spells.
REASON_FAMILIES = [("open", "Open", "The reasons of {@link RoutingException.Reason}"),
                   ("rejection", "Rejection", "The reasons of {@link RejectionException.Reason}")]


def constant_name(spelling):
    """The Java constant of a reason: noRoute is NO_ROUTE."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", spelling).upper()


def render_reasons():
    reasons = json.load(open(TABLE, encoding="utf-8"))["reasons"]
    enums = []
    for family, enum, what in REASON_FAMILIES:
        names = [r["name"] for r in reasons[family] if "jvm" in r.get("readers", ["jvm"])]
        constants = ",\n".join("        %s(%s)" % (constant_name(n), java_string(n)) for n in names) + ";\n"
        enums.append(REASONS_ENUM % (what, enum, constants, enum))
    return REASONS_HEAD + "".join(enums) + "}\n"


def outputs():
    """Each file this writes, with the text the table gives it."""
    for enum, what, holds in FILES:
        yield os.path.join(PACKAGE, enum + ".java"), render(enum, what, holds)
    yield REASONS, render_reasons()


if __name__ == "__main__":
    stale = []
    for path, text in outputs():
        kept = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if sys.argv[1:] == ["--check"]:
            if kept != text:
                stale.append(path)
        elif kept != text:
            with open(path, "w", encoding="utf-8") as out:
                out.write(text)
    if stale:
        sys.exit("%s not what Conformance/errors.json gives: run python3 Conformance/gen/errors_java.py"
                 % ", ".join(stale))
