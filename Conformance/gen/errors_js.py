#!/usr/bin/env python3
"""Writes the web module's matcher-texts.js from Conformance/errors.json (python3, standard library only).

The web module (Sources/SwitchyardTool/Catalogue/PageAssets) prints a link's texts from this file: a match's
reason, an intake refusal, the policy's note, a routing document's way, a url(for:) error (the entries of kinds
intake, match, policy, document and url-for; it never prints a table's errors). `--check` exits 1 when the file
is not what the table gives (scripts/check-js.sh runs it), so a change to the table is followed by
`python3 Conformance/gen/errors_js.py`.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "..", "errors.json")
OUT = os.path.join(HERE, "..", "..", "Sources", "SwitchyardTool", "Catalogue", "PageAssets", "matcher-texts.js")
KINDS = ("intake", "match", "policy", "document", "url-for")

HEAD = '''// @ts-check
// Generated from Conformance/errors.json by Conformance/gen/errors_js.py: edit the table, not this file.
// The texts the web module prints for a link, each as every reader prints it: its holes named in braces.

export const ERROR_TEXTS = Object.freeze({
'''

TAIL = '''});

/**
 * The text of `code` with its holes filled from `values` (each inserted as it is).
 * @param {keyof typeof ERROR_TEXTS} code @param {Record<string, string | number>} [values] @returns {string}
 */
export function errorText(code, values = {}) {
  return ERROR_TEXTS[code].replace(/\\{([a-z]+)\\}/g, (_, name) => String(values[name]));
}
'''


def js_string(text):
    quoted = json.dumps(text, ensure_ascii=False)
    return quoted.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def render():
    errors = json.load(open(TABLE, encoding="utf-8"))["errors"]
    chosen = [e for e in errors if e["kind"] in KINDS]
    lines = ["  %s: %s,\n" % (js_string(e["code"]), js_string(e["message"])) for e in chosen]
    return HEAD + "".join(lines) + TAIL


if __name__ == "__main__":
    text = render()
    if sys.argv[1:] == ["--check"]:
        with open(OUT, encoding="utf-8") as kept:
            if kept.read() != text:
                sys.exit("%s is not what Conformance/errors.json gives: run python3 Conformance/gen/errors_js.py" % OUT)
    else:
        with open(OUT, "w", encoding="utf-8") as out:
            out.write(text)
