"""The case-file writer the generators share: a file is a table and its cases; each case names its rule.

A generator states each expected outcome beside the rule it follows from; nothing here runs a reader.
"""
import json
import os
import re

FILES = {}


def namespace_of(route):
    """The namespace a route is registered in, spelled as registered (the Normalization article, section 8)."""
    if route.get("scheme") not in (None, "global"):
        return route["scheme"]
    found = re.match(r"^([A-Za-z][A-Za-z0-9+.-]*)://", route["pattern"])
    return found.group(1) if found else "global"


class CaseFile:
    def __init__(self, name, description, table):
        self.name, self.description, self.table = name, description, table
        self.cases, self.counts = [], {}
        FILES[name] = self

    def _id(self, rule):
        stem = rule.split(".", 1)[1].replace(".", "-")
        self.counts[stem] = self.counts.get(stem, 0) + 1
        return "%s-%d" % (stem, self.counts[stem])

    def _add(self, kind, rule, idea=None, note=None, rules=None, **fields):
        case = {"id": self._id(rule), "kind": kind, "rule": rule}
        if rules:
            case["rules"] = rules
        if idea:
            case["idea"] = idea
        if note:
            case["note"] = note
        case.update(fields)
        self.cases.append(case)
        return case

    def route(self, handler):
        found = [r for r in self.table["routes"] if r.get("handler") == handler]
        assert len(found) == 1, (self.name, handler)
        return found[0]

    def hit(self, rule, url, handler, params=None, wildcard=None, ns=None, types=None, rewritten=None,
            rewrites=None, source=None, caller=None, **extra):
        """A URL that opens the route whose handler is `handler`, with exactly `params`."""
        r = self.route(handler)
        route = {"pattern": r["pattern"], "handler": handler}
        if "name" in r:
            route["name"] = r["name"]
        expect = {"matched": True, "route": route, "namespace": ns or namespace_of(r),
                  "parameters": params or {}, "wildcard": wildcard or []}
        if types:
            expect["types"] = types
        if rewritten:
            expect["rewrittenTo"] = rewritten
        if rewrites:
            expect["rewrites"] = rewrites
        fields = {"url": url}
        if source:
            fields["source"] = source
        if caller:
            fields["params"] = caller
        return self._add("match", rule, expect=expect, **fields, **extra)

    def miss(self, rule, url, refusal="no-route", intake=None, web=None, rewritten=None, source=None, **extra):
        """A URL that opens nothing, and why."""
        expect = {"matched": False, "refusal": refusal}
        if intake:
            expect["intake"] = intake
        if web:
            expect["webDestination"] = web
        if rewritten:
            expect["rewrittenTo"] = rewritten
        fields = {"url": url}
        if source:
            fields["source"] = source
        return self._add("match", rule, expect=expect, **fields, **extra)

    def url_for(self, rule, name, parameters, url=None, error=None, scheme=None, **extra):
        expect = {"url": url} if url is not None else {"error": error}
        fields = {"route": name, "parameters": parameters}
        if scheme:
            fields["scheme"] = scheme
        return self._add("urlFor", rule, expect=expect, **fields, **extra)

    def table_error(self, rule, text, error, line, column, **extra):
        return self._add("tableError", rule, text=text, expect={"error": error, "line": line, "column": column}, **extra)

    def association(self, rule, hosts, expect, **extra):
        return self._add("association", rule, hosts=hosts, expect=expect, **extra)


def write(directory):
    os.makedirs(directory, exist_ok=True)
    for name, f in sorted(FILES.items()):
        lines = ["{", '  "corpusVersion": 1,', '  "tableFormat": 1,',
                 '  "description": %s,' % json.dumps(f.description),
                 '  "table": %s,' % json.dumps(f.table, sort_keys=False), '  "cases": [']
        lines += ["    %s%s" % (json.dumps(c), "," if i + 1 < len(f.cases) else "") for i, c in enumerate(f.cases)]
        lines += ["  ]", "}"]
        with open(os.path.join(directory, name + ".json"), "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
