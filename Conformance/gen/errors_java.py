#!/usr/bin/env python3
"""Writes the JVM reader's ErrorText.java from Conformance/errors.json (python3, standard library only).

The JVM prints only these texts; ErrorTextTest fails when the Java file and the table differ, so a change
to the table is followed by `python3 Conformance/gen/errors_java.py`.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "..", "errors.json")
OUT = os.path.join(HERE, "..", "..", "Android", "src", "main", "java", "dev", "switchyard", "internal", "text",
                   "ErrorText.java")

HEAD = '''package dev.switchyard.internal.text;

import dev.switchyard.NonnullByDefault;

/**
 * The errors a route-table file can give, each with its code, the corpus's kind and its message
 * template (holes in braces, filled in order). Generated from {@code Conformance/errors.json} by
 * {@code Conformance/gen/errors_java.py}: edit the table, not this file.
 */
@NonnullByDefault
public enum ErrorText {
'''

TAIL = '''
    /** The stable code, such as {@code json.trailing-comma}. */
    public final String code;
    /** The corpus's kind: syntax, unknown-key, missing-key, type, value, pattern or conflict. */
    public final String kind;
    /** The message template, its holes named in braces. */
    public final String template;

    ErrorText(String code, String kind, String template) {
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
        // By hand, not with java.util.regex: the first refused link of an app's run pays for this
        // method's first call (its pattern compiled, interpreted), and a link is refused in time.
        StringBuilder out = new StringBuilder(template.length() + 32);
        int next = 0;
        int from = 0;
        for (int open = template.indexOf('{'); open >= 0; open = template.indexOf('{', open + 1)) {
            int close = open + 1;
            while (close < template.length() && template.charAt(close) >= 'a'
                    && template.charAt(close) <= 'z') {
                close++;
            }
            if (close == open + 1 || close == template.length() || template.charAt(close) != '}') {
                continue;
            }
            out.append(template, from, open).append(values[next++]);
            from = close + 1;
            open = close;
        }
        return out.append(template, from, template.length()).toString();
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


def render():
    errors = json.load(open(TABLE, encoding="utf-8"))["errors"]
    return HEAD + "".join(constant(e, i + 1 == len(errors)) for i, e in enumerate(errors)) + TAIL


if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8") as out:
        out.write(render())
