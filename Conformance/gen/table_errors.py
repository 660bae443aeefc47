"""Table errors (cases/errors-*.json): a broken route-table file gives its first problem, located, with the
message of Conformance/errors.json filled in.

Rules: the route-table file article's "Errors" section (`file.errors.*`) and the pattern-language article's
refusals (`pattern.errors.*`). Each case states where the problem is (the column counted by hand in the text,
in Unicode scalars) and its message: the template of the error the rule names, its holes filled.
"""
import json
import os
import re

import corpus

TABLE = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "errors.json"),
                       encoding="utf-8"))
TEMPLATES = {e["code"]: e for e in TABLE["errors"]}


def message(code, **holes):
    """The template of `code` with each hole filled (every hole, and only the template's)."""
    text = TEMPLATES[code]["message"]
    assert set(re.findall(r"\{([a-z]+)\}", text)) == set(holes), (code, holes)
    for name, value in holes.items():
        text = text.replace("{%s}" % name, value)
    return text


def routes(*items):
    """A table whose routes are `items` (each a JSON object's text), one a line from line 2."""
    return '{"routes": [\n' + ",\n".join("  " + r for r in items) + "\n]}\n"


def place(text, needle, nth=1, plus=0):
    """The line and column (Unicode scalars, from 1) of the nth `needle` in `text`, moved `plus` characters on."""
    at = -1
    for _ in range(nth):
        at = text.index(needle, at + 1)
    at += plus
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1) + 1


def add_at(f, rule, text, code, needle, nth=1, plus=0, **holes):
    line, column = place(text, needle, nth, plus)
    return add(f, rule, text, code, line, column, **holes)


def add(f, rule, text, code, line, column, note=None, **holes):
    kind = TEMPLATES[code]["kind"]
    case = f.table_error(rule, text, kind, line, column, note=note)
    case["expect"]["message"] = message(code, **holes)
    return case


ROUTE_KEYS = ("pattern, scheme, priority, handler, name, accept, tags, internal, description, parameters, query, "
              "lowercaseCaptures, queryOverridesPath")
OPTION_KEYS = ("matchOrder, hostAsPath, decodePlus, accept, webOrigins, maxURLLength, maxSegments, maxQueryItems, "
               "generatedAccess, identicalRoutes, apps")


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
    deep = '{"routes": [], "x-deep": ' + "[" * 129 + "]" * 129 + "}\n"
    add(f, r, deep, "json.nesting", 1, 26 + 127, depth="128",
        note="the 129th open container (the table is the first) is refused at its bracket")
    text = '{"routes": [\n\t{"pattern": "/a", "handler": "h",}\n]}\n'
    add_at(f, r, text, "json.trailing-comma", '",}', plus=1, note="a tab is one column")
    add(f, r, '{"routes": [\r\n  {"pattern": "/a", "handler": "h"},\r\n]}\r\n', "json.trailing-comma", 2, 36,
        note="CR LF ends a line")
    add(f, r, '\ufeff{"routes": [],}\n', "json.trailing-comma", 1, 14, note="a byte-order mark takes no column")
    add(f, r, routes('{"pattern": "/a", "priority": 1e999}'), "json.number-out-of-range", 2, 33, number="1e999")
    add(f, r, routes('{"pattern": "/a", "priority": 1.}'), "json.digit-after-point", 2, 35)
    add(f, r, routes('{"pattern": "/a", "priority": 1e}'), "json.digit-in-exponent", 2, 35)


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
    add(f, v, '{"types": {"1x": {}}, "routes": []}\n', "types.not-a-name", 1, 12, name='"1x"')
    add(f, v, '{"types": {"int": {}}, "routes": []}\n', "types.built-in", 1, 12, name='"int"')
    add(f, t, '{"types": {"sku": 1}, "routes": []}\n', "value.not-object", 1, 19, name='parameter type "sku"',
        type="integer")
    add(f, u, '{"types": {"sku": {"descripton": "x"}}, "routes": []}\n', "key.unknown-suggested", 1, 20,
        key='"descripton"', context='parameter type "sku"', suggestion='"description"')
    add(f, v, '{"namespaces": {"": {}}, "routes": []}\n', "value.empty-name", 1, 17, what="namespace")
    add(f, v, routes('{"pattern": "/a/:id", "parameters": {"": {}}}'), "value.empty-name", 2, 40, what="parameter")
    text = routes('{"pattern": "/a", "query": {"": true}}')
    add_at(f, v, text, "value.empty-name", '""', what="query item")
    add(f, v, '{"options": {"generatedAccess": "open"}, "routes": []}\n', "value.not-choice", 1, 33,
        name='"generatedAccess"', choices='"internal" or "public"', value='"open"')
    add(f, v, '{"options": {"identicalRoutes": "fatal"}, "routes": []}\n', "value.not-choice", 1, 33,
        name='"identicalRoutes"', choices='"warning" or "error"', value='"fatal"')
    add(f, t, routes('{"pattern": "/a", "priority": 99999999999999999999}'), "value.not-integer", 2, 33,
        name='"priority"', type="number", note="an integer beyond 64 bits is read as a number")
    text = routes('{"pattern": "/a", "parameters": {"id": {}}}')
    add_at(f, v, text, "route.parameter-none-captured", '"id"', name='"id"', pattern='"/a"')
    text = routes('{"pattern": "/a/:id/<int:n>(/:opt)", "parameters": {"zz": {}}}')
    add_at(f, v, text, "route.parameter-not-captured", '"zz"', name='"zz"', pattern='"/a/:id/<int:n>(/:opt)"',
           captured="id, n, opt")
    text = routes('{"pattern": "/a/:id", "query": {"q": "<int:n>"}, "parameters": {"zz": {}}}')
    add_at(f, v, text, "route.parameter-not-captured", '"zz"', name='"zz"', pattern='"/a/:id"', captured="id, n",
           note="a query condition's captures are the route's too")


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
    p("/a/:x((?=a)a)", "pattern.regex", 6, problem=message("regex.lookaround"))
    p("/a/:x((?<=a)a)", "pattern.regex", 6, problem=message("regex.lookaround"))
    p("/a/:x((?>a)a)", "pattern.regex", 6, problem=message("regex.atomic-group"))
    p("/a/:x(a(?s)a)", "pattern.regex", 7, problem=message("regex.inline-option"))
    p("/a/:x(a(?i)a)", "pattern.regex", 7, problem=message("regex.case-option-not-first"))
    p("/a/:x(a\\\\b)", "pattern.regex", -1, problem=message("regex.word-boundary"))
    f.cases[-1]["note"] = "the pattern has a JSON escape (\\\\): the place is the string's opening quote"
    p("/a#/b#/c", "pattern.two-hashes", 5)
    p("/a#b", "pattern.hash-slash", 3)
    p("/a(/b#/c)", "pattern.hash-in-group", 5)
    p("/a/:x<y>", "pattern.adjacent-captures", 5)
    p("/a/x>", "pattern.unexpected-gt", 4)
    p("/a/<x=>", "pattern.values-missing", 5)
    p("/a/x<path:p>", "pattern.path-whole-segment", 3, name="p")
    p("<a=x|x>://a", "pattern.scheme-twice", 0, scheme="x")
    p("<a=1x|y>://a", "pattern.scheme-letter", 0, scheme="1x")
    f.cases[-1]["note"] = "a scheme that does not start with a letter is refused at the pattern's start"
    p("shop://a/:x(/b", "pattern.unbalanced-open", 11)
    f.cases[-1]["note"] = "a host read as a path segment: the place is still the character in the pattern as written"
    p("shop://a?", "pattern.query", 8)
    p("shop://a/*/b", "pattern.wildcard-last", 9)
    p("https://ex(a).com/a", "pattern.group-start", 11)
    p("/a/:id/:id", "pattern.duplicate-name", 8, name="id")
    p("/a/<int:id>/b/<id>", "pattern.duplicate-name", 15, name="id")


def rewrites():
    f = corpus.CaseFile("errors-rewrites", "Route-table file article, A rewrite: a target that names nothing.",
                        {"routes": []})
    r = "file.errors.rewrite-target"

    def w(*items):
        return '{"routes": [], "rewrites": [\n' + ",\n".join("  " + i for i in items) + "\n]}\n"

    text = w('{"from": "/a", "to": "x://b/{id}"}')
    add_at(f, r, text, "rewrite.not-a-parameter", "{id}", name="id", known="none")
    text = w('{"from": "/a/:x", "to": "x://b/{y}"}')
    add_at(f, r, text, "rewrite.not-a-parameter", "{y}", name="y", known="{x}")
    text = w('{"regex": "^x://a/(?<id>[0-9]+)$", "to": "x://b/{ident}"}')
    add_at(f, r, text, "rewrite.not-a-group", "{ident}", name="ident", known="{id}")
    text = w('{"from": "/a/:id", "to": "x://b/{id"}')
    add_at(f, r, text, "rewrite.unterminated-placeholder", "{id\"")
    text = w('{"from": "/a/:id", "to": "x://b/}"}')
    add_at(f, r, text, "rewrite.unexpected-brace", "/}", plus=1)
    text = w('{"from": "/a", "to": "x://b?u={url:query.u}"}')
    add_at(f, r, text, "rewrite.nested-url-whole", "{url:")
    text = w('{"from": "/a/:id", "to": "x://b/{id}"}', '{"from": "/c/:x/:y", "to": "x://d/{z}"}')
    add_at(f, r, text, "rewrite.not-a-parameter", "{z}", name="z", known="{x}, {y}",
           note="the first rule is good; the second is refused")
    text = w('{"from": "/a", "to": "x://b/{query.}"}')
    add_at(f, r, text, "rewrite.not-a-parameter", "{query.}", name="query.", known="none",
           note="query. needs a name")
    text = w('{"regex": "^(a", "to": "x://b"}')
    add_at(f, r, text, "regex.unbalanced-open", "(a", note="a rewrite's regex error is the engine's message alone")


def generate():
    syntax()
    schema()
    patterns()
    rewrites()
