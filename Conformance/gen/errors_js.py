#!/usr/bin/env python3
"""Writes the web module's matcher-texts.js from Conformance/errors.json (python3, standard library only).

The web module (its sources are Web/src) prints a link's texts from this file: a match's
reason, an intake refusal, the policy's note, a routing document's way, a url(for:) error. The file holds one
constant for each text a module of the web module imports from it (`TEXT_MATCH_NO_ROUTE` is `match.no-route`), in
the table's order, so that neither the runtime nor a bundle carries a text no module prints (the routing
documents' refusals, which the Swift tool gives before it writes the module, are not among them); a name that
spells no code of the table is an error. It never prints a table's errors. `--check` exits 1 when the file is not
what the table and the modules give (scripts/check-js.sh runs it), so a change to the table, or a module that
imports another text, is followed by `python3 Conformance/gen/errors_js.py`.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "..", "errors.json")
ASSETS = os.path.join(HERE, "..", "..", "Web", "src")
OUT = os.path.join(ASSETS, "matcher-texts.js")

HEAD = '''// @ts-check
// Generated from Conformance/errors.json by Conformance/gen/errors_js.py: edit the table, not this file.
// The texts the web module prints for a link, each as every reader prints it, its holes named in braces: one
// constant a text, so that a web build keeps only those it prints (importing only `match` leaves out urlFor's and
// the document preview's).

'''

TAIL = '''
/** Each template's literal text and holes' names, in turn (text, name, text, …, text), split when first filled. */
/** @type {Map<string, string[]>} */
const splitTemplates = new Map();

/**
 * `template` (one of the texts above) with its holes filled from `values`, each inserted as it is.
 * @param {string} template @param {Record<string, string | number>} [values] @returns {string}
 */
export function fillText(template, values = {}) {
  // The template split once, not at every call: a hole's name sliced afresh is a new string the property lookup
  // must find in V8's string table, and that took two thirds of the time of filling in a link's reason.
  let parts = splitTemplates.get(template);
  if (!parts) splitTemplates.set(template, (parts = template.split(/\\{([a-z]+)\\}/)));
  let out = parts[0];
  for (let k = 1; k < parts.length; k += 2) out += String(values[parts[k]]) + parts[k + 1];
  return out;
}
'''


def constant_name(code):
    return "TEXT_" + re.sub(r"[^A-Za-z0-9]+", "_", code).upper()


def js_string(text):
    quoted = json.dumps(text, ensure_ascii=False)
    return quoted.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def imported():
    """The TEXT_ names the modules (every .js of the assets but this file) import from it."""
    names = set()
    for name in sorted(os.listdir(ASSETS)):
        if name.endswith(".js") and name != os.path.basename(OUT):
            with open(os.path.join(ASSETS, name), encoding="utf-8") as module:
                for clause in re.findall(r"import\s*\{([^}]*)\}\s*from\s*\"\./matcher-texts\.js\"", module.read()):
                    names.update(n for n in re.findall(r"\bTEXT_[A-Z0-9_]+\b", clause))
    return names


def render():
    errors = json.load(open(TABLE, encoding="utf-8"))["errors"]
    wanted = imported()
    unknown = wanted - {constant_name(e["code"]) for e in errors}
    if unknown:
        sys.exit("the web module imports %s, which no code of Conformance/errors.json is" % ", ".join(sorted(unknown)))
    lines = ["/** %s */\nexport const %s = %s;\n" % (e["code"], constant_name(e["code"]), js_string(e["message"]))
             for e in errors if constant_name(e["code"]) in wanted]
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
