#!/usr/bin/env python3
"""The conformance corpus's case count and its map from rules to cases (python3, standard library only).

Reads the rule ids from the "Conformance" sections of the articles that define them, and every case file.
Exits 1 when a rule has no case, a case names an unknown rule, or a file breaks the corpus's format.
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARTICLES = [
    "Sources/SwitchyardRouteTable/SwitchyardRouteTable.docc/Normalization.md",
    "Sources/SwitchyardRouteTable/SwitchyardRouteTable.docc/PatternLanguage.md",
    "Sources/SwitchyardConfig/SwitchyardConfig.docc/RouteTableFileFormat.md",
    "Sources/SwitchyardRoutingDocuments/SwitchyardRoutingDocuments.docc/DynamicRouting.md",
    "Sources/Switchyard/Switchyard.docc/Security.md",
]
RULE = re.compile(r"`((?:pattern|normalization|file|policy|document)(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+)`")
KINDS = {"match": ["url", "expect"], "urlFor": ["route", "parameters", "expect"], "tableError": ["text", "expect"],
         "association": ["hosts", "expect"], "document": ["documents", "context", "expect"]}
REFUSALS = {"intake", "origin", "policy", "no-route", "rewrite"}
# A document's refusal codes (Swift's RoutingDocumentError.Code names), and a link's extra refusal with a document.
DOCUMENT_CODES = {"malformed", "unsigned", "unknownKey", "badSignature", "expired", "notYetValid", "otherApp",
                  "notInRollout", "downgrade", "unboundHandler", "doesNotApply", "tooLarge"}


def check_outcome(where, expect, problems, refusals=REFUSALS):
    if expect.get("matched") is True:
        missing = {"route", "namespace", "parameters", "wildcard"} - set(expect)
        if missing:
            problems.append("%s: a match without %s" % (where, sorted(missing)))
    elif expect.get("refusal") not in refusals:
        problems.append("%s: refusal %r" % (where, expect.get("refusal")))


def check_document(where, case, problems):
    expect = case.get("expect", {})
    arrivals = expect.get("documents", [])
    if len(arrivals) != len(case.get("documents", [])):
        problems.append("%s: %d documents, %d arrivals expected" % (where, len(case.get("documents", [])), len(arrivals)))
    for arrival in arrivals:
        kinds = set(arrival) & {"applied", "unchanged", "refused"}
        if len(kinds) != 1 or ("refused" in arrival and arrival["refused"] not in DOCUMENT_CODES):
            problems.append("%s: arrival %r" % (where, arrival))
        elif set(arrival) - {"applied", "unchanged", "refused", "line", "column", "message"}:
            problems.append("%s: arrival %r" % (where, arrival))
    if "inForce" not in expect:
        problems.append("%s: no inForce" % where)
    for key in ["appVersion", "platform", "userId", "now"]:
        if key not in case.get("context", {}):
            problems.append("%s: context without %s" % (where, key))
    for link in expect.get("links", []):
        check_outcome("%s %s" % (where, link.get("url")), link.get("expect", {}), problems, REFUSALS | {"redirect"})
SOURCE = re.compile(r"^(in-app|push|universal-link|other-app(:.+)?|web(:.+)?)$")
KIND = "(in-app|push|universal-link|other-app|web)"
RESTRICT = re.compile(r"^[^=]+=%s(,%s)*$" % (KIND, KIND))


def article_rules():
    rules = {}
    for article in ARTICLES:
        text = open(os.path.join(ROOT, article), encoding="utf-8").read()
        section = text.split("\n## Conformance\n", 1)
        if len(section) < 2:
            sys.exit("%s: no Conformance section" % article)
        for rule in RULE.findall(section[1]):
            rules[rule] = article
    return rules


def check_case(name, case, problems):
    where = "%s#%s" % (name, case.get("id"))
    kind = case.get("kind")
    if kind not in KINDS:
        problems.append("%s: unknown kind %r" % (where, kind))
        return
    for key in ["id", "rule"] + KINDS[kind]:
        if key not in case:
            problems.append("%s: no %r" % (where, key))
    if kind == "match":
        check_outcome(where, case.get("expect", {}), problems)
        check_policy(where, case, problems)
    elif kind == "document":
        check_document(where, case, problems)


def check_policy(where, case, problems):
    """A match case's `source`, `policy` and `refused` (Conformance/README.md, "match cases")."""
    expect, source, policy = case.get("expect", {}), case.get("source"), case.get("policy")
    if source is not None and not SOURCE.match(source):
        problems.append("%s: source %r" % (where, source))
    if policy is not None:
        if source is None:
            problems.append("%s: a policy without a source" % where)
        if not isinstance(policy, dict) or set(policy) - {"restrict", "deny"}:
            problems.append("%s: policy %r" % (where, policy))
        else:
            problems += ["%s: restrict %r" % (where, r) for r in policy.get("restrict", []) if not RESTRICT.match(r)]
            problems += ["%s: deny %r" % (where, d) for d in policy.get("deny", []) if not SOURCE.match(d)]
    refused = expect.get("refused")
    if refused is not None:
        if source is None:
            problems.append("%s: refused without a source" % where)
        if not refused or any(not isinstance(r, dict) or set(r) != {"pattern", "scheme"} for r in refused):
            problems.append("%s: refused %r" % (where, refused))
    if expect.get("refusal") == "policy" and not refused:
        problems.append("%s: a policy refusal lists no refused route" % where)


ERROR_KINDS = {"syntax", "unknown-key", "missing-key", "type", "value", "pattern", "conflict", "intake", "match",
               "policy", "link", "document", "router"}


def error_templates(problems):
    """errors.json's entries as (kind, anchored regular expression), after checking its structure."""
    table = json.load(open(os.path.join(ROOT, "Conformance", "errors.json"), encoding="utf-8"))
    templates, codes = [], set()
    for entry in table.get("errors", []):
        code, kind, message = entry.get("code"), entry.get("kind"), entry.get("message")
        if code in codes or kind not in ERROR_KINDS or not isinstance(message, str):
            problems.append("errors.json: entry %r (a repeated code, an unknown kind or no message)" % code)
        codes.add(code)
        parts = re.split(r"\{[a-z]+\}", message or "")
        templates.append((kind, re.compile("^" + "(.+)".join(re.escape(p) for p in parts) + "$", re.S)))
    return templates


DOCUMENT_MESSAGE_KINDS = {"document", "value", "syntax", "unknown-key"}


def check_message(where, case, templates, problems):
    """A tableError case's message fits a template of errors.json of the case's kind; a document refused with a
    message, one of kind document, value (a type or a value a table's key shares), unknown-key (a table's words) or
    syntax (its JSON)."""
    expect = case.get("expect", {})
    if case.get("kind") == "document":
        for document in expect.get("documents", []):
            message = document.get("message") if isinstance(document, dict) else None
            if message is not None and not any(kind in DOCUMENT_MESSAGE_KINDS and t.match(message) for kind, t in templates):
                problems.append("%s: message %r fits no document, value, unknown-key or syntax template of errors.json" % (where, message))
        return
    if case.get("kind") != "tableError" or "message" not in expect:
        return
    if not any(kind == expect.get("error") and t.match(expect["message"]) for kind, t in templates):
        problems.append("%s: message %r fits no %s template of errors.json" % (where, expect["message"],
                                                                            expect.get("error")))


def schema_branches(schema, node):
    """`node` with its `$ref`s resolved and its `allOf`/`oneOf`/`anyOf` branches spread: the schemas a value may meet."""
    if "$ref" in node:
        target = schema
        for part in node["$ref"].lstrip("#/").split("/"):
            target = target[part]
        return schema_branches(schema, target)
    out = [node]
    for key in ["allOf", "oneOf", "anyOf"]:
        for branch in node.get(key, []):
            out += schema_branches(schema, branch)
    return out


def unnamed_keys(schema, nodes, value, path, out):
    """Each key of `value` (a case's JSON) that no schema of `nodes` names, as a path: schema.json says every key the
    cases use, so that it cannot drift from them (issue 71). A map (`additionalProperties` a schema) names any key;
    a route-table file (`$defs/table`) is the RouteTableFileFormat article's, not checked here."""
    branches = [b for n in nodes for b in schema_branches(schema, n)]
    if any(b is schema["$defs"]["table"] for b in branches):
        return
    if isinstance(value, list):
        items = [b["items"] for b in branches if isinstance(b.get("items"), dict)]
        for item in value:
            unnamed_keys(schema, items, item, path + "[]", out)
    elif isinstance(value, dict):
        for key, item in value.items():
            named = [b["properties"][key] for b in branches if key in b.get("properties", {})]
            named += [b["additionalProperties"] for b in branches if isinstance(b.get("additionalProperties"), dict)]
            if not named:
                out.add("%s.%s" % (path, key))
            else:
                unnamed_keys(schema, named, item, "%s.%s" % (path, key), out)
    elif isinstance(value, str) and branches and all("enum" in b or "const" in b for b in branches):
        if not any(value in b.get("enum", [b.get("const")]) for b in branches):
            out.add("%s = %r" % (path, value))


def main():
    rules = article_rules()
    by_rule = {rule: [] for rule in rules}
    problems, total, kinds = [], 0, {}
    templates = error_templates(problems)
    schema = json.load(open(os.path.join(ROOT, "Conformance", "schema.json"), encoding="utf-8"))
    unnamed = set()
    for path in sorted(glob.glob(os.path.join(ROOT, "Conformance", "cases", "*.json"))):
        name = os.path.basename(path)
        data = json.load(open(path, encoding="utf-8"))
        if data.get("corpusVersion") != 1 or data.get("tableFormat") != 1 or "table" not in data:
            problems.append("%s: not a version-1 case file" % name)
        ids = set()
        unnamed_keys(schema, [schema], {k: v for k, v in data.items() if k != "cases"}, name, unnamed)
        for case in data.get("cases", []):
            kind_paths = set()
            unnamed_keys(schema, [{"$ref": "#/$defs/case"}], case, "%s case" % case.get("kind"), kind_paths)
            unnamed |= {"%s (%s#%s)" % (p, name, case.get("id")) for p in kind_paths}
            total += 1
            kinds[case.get("kind")] = kinds.get(case.get("kind"), 0) + 1
            if case.get("id") in ids:
                problems.append("%s: id %s repeats" % (name, case.get("id")))
            ids.add(case.get("id"))
            check_case(name, case, problems)
            check_message("%s#%s" % (name, case.get("id")), case, templates, problems)
            for rule in [case.get("rule")] + case.get("rules", []):
                if rule not in rules:
                    problems.append("%s#%s: unknown rule %s" % (name, case.get("id"), rule))
                else:
                    by_rule[rule].append("%s#%s" % (name, case["id"]))
    print("cases: %d (%s)" % (total, ", ".join("%s %d" % kv for kv in sorted(kinds.items()))))
    print("rules: %d, with cases: %d" % (len(rules), sum(1 for v in by_rule.values() if v)))
    for rule in sorted(by_rule):
        files = sorted({ref.split("#")[0] for ref in by_rule[rule]})
        print("  %-52s %4d  %s" % (rule, len(by_rule[rule]), ", ".join(files)))
    problems += ["rule %s has no case" % rule for rule, refs in sorted(by_rule.items()) if not refs]
    # One line a key path (named by its first case), not one a case.
    first = {}
    for entry in sorted(unnamed):
        first.setdefault(entry.split(" (")[0], entry)
    problems += ["schema.json does not name %s" % entry for entry in sorted(first.values())]
    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
