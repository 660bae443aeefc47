"""Scheme names (cases/errors-scheme-names.json): a route's `scheme` and a `namespaces` key are URL schemes.

Rules: the route-table file article, "`namespaces`" and "A route" (`file.errors.scheme-name`: a key or a route's
`scheme` that is no URL scheme as RFC 3986 writes one, an ASCII letter then ASCII letters, digits, `+`, `-` or `.`, is
refused, the route's `scheme` at its value and a namespace at its key, with `value.not-a-scheme`; an empty one keeps
its own error; `file.namespaces.scheme-name`: a name of that form loads, and a link of that scheme reaches its routes
in any case, the match naming the namespace as the route spells it (the Normalization article, section 8)). A name
in a message is quoted as every quoted text is (the Security article, "Error texts": a control or format character
as `\\u{…}`, `\\n`), whole (these are short). Each place is counted by hand: the value's and the key's opening quote.
"""
import corpus
from table_errors import add_at, message

RULE = "file.errors.scheme-name"
LOADS = "file.namespaces.scheme-name"

# (what the JSON text writes inside the quotes, how a message shows it, why it is no scheme)
NOT_SCHEMES = [
    ("</script>", '"</script>"', "markup"),
    ("a b", '"a b"', "a space"),
    ("\\u0000", '"\\u{0}"', "NUL"),
    ("shop\\u0000", '"shop\\u{0}"', "NUL after a scheme"),
    ("shop\\n", '"shop\\n"', "a line break"),
    ("\\u202Eshop", '"\\u{202E}shop"', "a right-to-left override"),
    ("1app", '"1app"', "a digit first"),
    ("-app", '"-app"', "a '-' first"),
    ("shop:", '"shop:"', "the ':' after a scheme"),
    ("shop://", '"shop://"', "a scheme and its slashes"),
    ("x_y", '"x_y"', "'_' is not allowed"),
    (" shop", '" shop"', "a space before: nothing is trimmed"),
    ("\u00c9COLE", '"\u00c9COLE"', "a letter that is not ASCII"),
    ("\\u212Aey", '"\u212aey"', "the Kelvin sign, whose lowercase is ASCII k"),
]


def refusals(f):
    for written, shown, why in NOT_SCHEMES:
        text = '{"routes": [\n  {"pattern": "/a", "scheme": "%s", "handler": "a"}\n]}\n' % written
        add_at(f, RULE, text, "value.not-a-scheme", '"%s"' % written, name='"scheme"', value=shown,
               note="a route's scheme: " + why)
    for written, shown, why in NOT_SCHEMES:
        text = '{"namespaces": {\n  "%s": {"fallbackToGlobal": true}\n}, "routes": []}\n' % written
        add_at(f, RULE, text, "value.not-a-scheme", '"%s"' % written, name="namespace name", value=shown,
               note="a namespace key: " + why)
    text = '{"routes": [\n  {"pattern": "shop://a", "scheme": "sh op", "handler": "a"}\n]}\n'
    add_at(f, RULE, text, "value.not-a-scheme", '"sh op"', name='"scheme"', value='"sh op"',
           note="with a pattern that names a scheme: refused as no scheme, not as a contradiction")
    text = '{"namespaces": {"": {}}, "routes": []}\n'
    add_at(f, RULE, text, "value.empty-name", '""', what="namespace", note="an empty key keeps its own error")
    text = '{"routes": [\n  {"pattern": "/a", "scheme": "", "handler": "a"}\n]}\n'
    add_at(f, RULE, text, "value.empty", '""', name='"scheme"', note="an empty scheme keeps its own error")
    text = ('{"namespaces": {"ok": {}, "n o": {}},\n "routes": [{"pattern": "/a", "scheme": "</x>", "handler": "a"}]}\n')
    add_at(f, "file.errors.first", text, "value.not-a-scheme", '"n o"', name="namespace name", value='"n o"',
           note="two names that are no schemes: the first in the file is the error")


def loads(f):
    f.hit(LOADS, "x-y.z+1://s/7", "odd", {"id": "7"}, note="lowercase link, the route spells the scheme otherwise")
    f.hit(LOADS, "X-Y.Z+1://s/7", "odd", {"id": "7"})
    f.hit(LOADS, "x-y.z+1://g/7", "global", {"id": "7"}, note="the namespace falls back to the global routes")
    f.hit(LOADS, "com.example.app://a/1", "dotted", {"id": "1"})
    f.miss(LOADS, "com.example.app://g/1", note="this namespace has routes and does not fall back")
    f.hit(LOADS, "app://h/1", "global too", {"id": "1"}, note='a route whose scheme is "global" is a global route')


def generate():
    table = {"namespaces": {"x-Y.z+1": {"fallbackToGlobal": True}, "com.example.app": {}},
             "routes": [{"pattern": "/s/:id", "scheme": "X-y.Z+1", "handler": "odd"},
                        {"pattern": "/a/:id", "scheme": "com.example.app", "handler": "dotted"},
                        {"pattern": "/g/:id", "handler": "global"},
                        {"pattern": "/h/:id", "scheme": "global", "handler": "global too"}]}
    f = corpus.CaseFile("errors-scheme-names",
                        "Route-table file article, namespaces and A route: a scheme name is a URL scheme.", table)
    refusals(f)
    loads(f)
