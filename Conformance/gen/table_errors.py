"""Table errors (cases/errors-*.json): a broken route-table file gives its first problem, located, with the
message of Conformance/errors.json filled in.

Rules: the route-table file article's "Errors" section (`file.errors.*`) and the pattern-language article's
refusals (`pattern.errors.*`). Each case states where the problem is (the column counted by hand in the text,
in Unicode scalars) and its message: the template of the error the rule names, its holes filled.
"""
import json
import os

import corpus

TABLE = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "errors.json"),
                       encoding="utf-8"))
TEMPLATES = {e["code"]: e for e in TABLE["errors"]}


def message(code, **holes):
    text = TEMPLATES[code]["message"]
    for name, value in holes.items():
        text = text.replace("{%s}" % name, value)
    assert "{" not in text or code in ("pattern.typed-values",), (code, text)
    return text


def routes(*items):
    """A table whose routes are `items` (each a JSON object's text), one a line from line 2."""
    return '{"routes": [\n' + ",\n".join("  " + r for r in items) + "\n]}\n"


def add(f, rule, text, code, line, column, **holes):
    kind = TEMPLATES[code]["kind"]
    case = f.table_error(rule, text, kind, line, column)
    case["expect"]["message"] = message(code, **holes)
    return case


ROUTE_KEYS = ("pattern, scheme, priority, handler, name, accept, tags, internal, description, parameters, query, "
              "lowercaseCaptures, queryOverridesPath")
OPTION_KEYS = ("matchOrder, hostAsPath, decodePlus, accept, webOrigins, maxURLLength, maxSegments, maxQueryItems, "
               "generatedAccess, identicalRoutes")


def syntax():
    f = corpus.CaseFile("errors-syntax", "Route-table file article, Errors: a file that is not JSON.", {"routes": []})
    r = "file.errors.syntax"
    add(f, r, routes('{"pattern": "/a", "handler": "h"},'), "json.trailing-comma", 2, 36)
    add(f, r, routes('{"pattern": "/a", "handler": "h",}'), "json.trailing-comma", 2, 35)
    add(f, r, routes('{"pattern": "/a", "pattern": "/b"}'), "json.duplicate-key", 2, 21, key='"pattern"')
    add(f, r, '{"routes" []}\n', "json.expected-colon", 1, 11)
    add(f, r, '{"routes": [\n', "json.end-of-input-open", 2, 1, opener="[", place="1:12")
    add(f, r, "", "json.end-of-input", 1, 1)
    add(f, r, '{"routes": [], "options": {"decodePlus": True}}\n', "json.invalid-literal-case", 1, 42, word="True",
        literal="true")
    add(f, r, '{"routes": [], "options": {"decodePlus": yes}}\n', "json.unexpected-character", 1, 42,
        character="'y'")
    add(f, r, routes('{"pattern": "/a", "priority": 01}'), "json.leading-zero", 2, 33)
    add(f, r, '{"routes": []} x\n', "json.trailing-characters", 1, 16)
    add(f, r, routes('{"pattern": "/a\\q"}'), "json.invalid-escape", 2, 18, character="q")
    add(f, r, routes('{"pattern": "/a\tb"}'), "json.control-character", 2, 18, character="U+0009")
    add(f, r, "{'routes': []}\n", "json.expected-key", 1, 2)
    add(f, r, routes('{"pattern": "/a" "handler": "h"}'), "json.expected-comma-or-brace", 2, 20)
    add(f, r, '{"routes": [{"pattern": "/a"} {"pattern": "/b"}]}\n', "json.expected-comma-or-bracket", 1, 31)
    add(f, r, routes('{"pattern": "/\\u12"}'), "json.short-unicode-escape", 2, 17, digits="12")
    add(f, r, routes('{"pattern": "/\\udc00"}'), "json.unpaired-surrogate", 2, 17, digits="dc00")
    add(f, r, routes('{"pattern": "/a", "priority": -x}'), "json.digit-after-minus", 2, 34)
    add(f, r, routes('{"pattern": "/\U0001F600", "handler": "h",}'), "json.trailing-comma", 2, 35,
        note="an emoji is one column")


def schema():
    f = corpus.CaseFile("errors-schema", "Route-table file article, Errors: keys and values the format refuses.",
                        {"routes": []})
    u, t, v, m = "file.errors.unknown-key", "file.errors.type", "file.errors.value", "file.errors.missing-key"
    add(f, u, routes('{"pattern": "/goods/:id", "hander": "goods.detail"}'), "key.unknown-suggested", 2, 29,
        key='"hander"', context="route", suggestion='"handler"')
    add(f, u, routes('{"pattern": "/a", "zzzzzz": "h"}'), "key.unknown", 2, 21, key='"zzzzzz"', context="route",
        keys=ROUTE_KEYS)
    add(f, u, '{"routes": [], "rewrite": []}\n', "key.unknown-suggested", 1, 16, key='"rewrite"',
        context="route table", suggestion='"rewrites"')
    add(f, u, '{"routes": [], "colour": 1}\n', "key.unknown", 1, 16, key='"colour"', context="route table",
        keys="options, namespaces, types, routes, rewrites")
    add(f, u, '{"options": {"matchorder": "registration"}, "routes": []}\n', "key.unknown-suggested", 1, 14,
        key='"matchorder"', context="options", suggestion='"matchOrder"')
    add(f, u, '{"options": {"qqqqqqqq": 1}, "routes": []}\n', "key.unknown", 1, 14, key='"qqqqqqqq"',
        context="options", keys=OPTION_KEYS)
    add(f, u, '{"namespaces": {"shop": {"fallbackToGlobl": true}}, "routes": []}\n', "key.unknown-suggested",
        1, 26, key='"fallbackToGlobl"', context='namespace "shop"', suggestion='"fallbackToGlobal"')
    add(f, u, routes('{"pattern": "/a/:id", "parameters": {"id": {"typ": "int"}}}'), "key.unknown-suggested",
        2, 47, key='"typ"', context='parameter "id"', suggestion='"type"')
    add(f, u, '{"routes": [], "rewrites": [{"form": "/a", "to": "/b"}]}\n', "rewrite.missing-from", 1, 29,
        note="the missing key is the file's first problem: at the rewrite, before the key it misspells")
    add(f, "file.errors.first", '{"routes": [], "rewrites": [{"from": "/a", "too": "/b"}]}\n', "rewrite.missing-to",
        1, 29, note="two problems: the rewrite's missing \"to\" (1:29) comes before its unknown key (1:42)")
    add(f, u, '{"routes": [], "x-notes": {"anything": 1}, "colour": 1}\n', "key.unknown", 1, 44,
        key='"colour"', context="route table", keys="options, namespaces, types, routes, rewrites",
        note="an x- key is the user's own")
    add(f, t, "[]\n", "table.not-object", 1, 1, type="array")
    add(f, m, "{}\n", "table.missing-routes", 1, 1)
    add(f, t, '{"routes": {}}\n', "value.not-array", 1, 12, name='"routes"', type="object")
    add(f, t, routes('"x"'), "value.not-object", 2, 3, name="route", type="string")
    add(f, m, routes('{"handler": "h"}'), "route.missing-pattern", 2, 3)
    add(f, t, routes('{"pattern": 7}'), "value.not-string", 2, 15, name='"pattern"', type="integer")
    add(f, v, routes('{"pattern": ""}'), "value.empty", 2, 15, name='"pattern"')
    add(f, t, routes('{"pattern": "/a", "handler": null}'), "value.not-string", 2, 32, name='"handler"',
        type="null")
    add(f, t, routes('{"pattern": "/a", "priority": 1.5}'), "value.not-integer", 2, 33, name='"priority"',
        type="number")
    add(f, t, routes('{"pattern": "/a", "internal": "yes"}'), "value.not-boolean", 2, 33, name='"internal"',
        type="string")
    add(f, t, routes('{"pattern": "/a", "tags": "x"}'), "value.not-string-array", 2, 29, name='"tags"',
        type="string")
    add(f, t, routes('{"pattern": "/a", "tags": ["x", 3]}'), "value.not-string", 2, 35, name='"tags[1]"',
        type="integer")
    add(f, v, routes('{"pattern": "/a", "tags": [""]}'), "value.empty", 2, 30, name='"tags[0]"')
    add(f, v, '{"options": {"matchOrder": "alpha"}, "routes": []}\n', "value.not-choice", 1, 28,
        name='"matchOrder"', choices='"specificity" or "registration"', value='"alpha"')
    add(f, t, '{"options": {"hostAsPath": 1}, "routes": []}\n', "value.not-choice-type", 1, 28,
        name='"hostAsPath"', choices='"auto", "always" or "never"', type="integer")
    add(f, v, '{"options": {"maxURLLength": 0}, "routes": []}\n', "value.not-positive", 1, 30,
        name='"maxURLLength"', value="0")
    add(f, t, '{"options": {"maxQueryItems": "5"}, "routes": []}\n', "value.not-positive-integer", 1, 31,
        name='"maxQueryItems"', type="string")
    add(f, t, '{"options": [], "routes": []}\n', "value.not-object", 1, 13, name='"options"', type="array")
    add(f, t, '{"namespaces": {"shop": true}, "routes": []}\n', "value.not-object", 1, 25,
        name='namespace "shop"', type="boolean")
    add(f, t, routes('{"pattern": "/a", "query": {"q": 1.5}}'), "query.condition-type", 2, 36, name='"q"',
        type="number")
    add(f, m, '{"routes": [], "rewrites": [{"from": "/a"}]}\n', "rewrite.missing-to", 1, 29)
    add(f, v, '{"routes": [], "rewrites": [{"from": "/a", "regex": "^x", "to": "/b"}]}\n',
        "rewrite.both-sources", 1, 44)
    add(f, v, '{"options": {"webOrigins": ["shop"]}, "routes": []}\n', "options.web-origin", 1, 29,
        origin="shop")
    add(f, v, routes('{"pattern": "/a", "accept": ["::"]}'), "source.no-scheme", 2, 33,
        note="the place is the source's first character")


def patterns():
    f = corpus.CaseFile("errors-patterns", "Pattern-language article: each refusal it lists, located in the file.",
                        {"routes": []})
    r = "pattern.errors.refused"

    def p(pattern, code, offset, **holes):
        # The pattern's value starts at column 15 of line 2 (`  {"pattern": "`); offset counts its characters.
        add(f, r, routes('{"pattern": "%s"}' % pattern), code, 2, 15 + 1 + offset, **holes)

    p("/goods/:id(/reviews", "pattern.unbalanced-open", 10)
    p("/a)", "pattern.unbalanced-close", 2)
    p("/a:", "pattern.unnamed-colon", 2)
    p("/:.html", "pattern.name-after-colon", 1)
    p("/a/:id?", "pattern.query", 6)
    p("/a/<id?>", "pattern.empty-alone", 3)
    p("/a/<path:rest?>", "pattern.path-may-be-empty", 13)
    p("/a/<int:n=1|2>", "pattern.typed-values", 9, name="n")
    p("/a/<n=a b|c>", "pattern.value-character", 7)
    p("http<s>://example.com/a", "pattern.scheme-values", 6, name="s")
    p("http<s?>://example.com/a", "pattern.scheme-typed", 6)
    p("/a/<sku:x>", "pattern.unknown-type", 4, type="sku", types="float, int, path, string, uuid")
    p("/a/*/b", "pattern.wildcard-last", 3)
    p("/a/<int:id", "pattern.unterminated-placeholder", 3)
    p("/a/:x([0-9]+", "pattern.unterminated-regex", 5)
    p("/a(/b", "pattern.unbalanced-open", 2)
    p("/\u00e9/\u00fc/(x", "pattern.unbalanced-open", 5)
    add(f, r, routes('{"pattern": "shop://a", "scheme": "other"}'), "route.scheme-contradicts", 2, 37,
        pattern="shop", route="other")
    add(f, r, routes('{"pattern": "/a", "query": {"q": "<int:x"}}'), "query.pattern", 2, 37, name='"q"',
        problem=message("pattern.unterminated-placeholder"))


def generate():
    syntax()
    schema()
    patterns()
