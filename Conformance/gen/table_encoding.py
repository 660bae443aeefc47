"""Table encoding (cases/errors-encoding.json): a table's text is Unicode, read as written; what is not is refused
at its place, never replaced or trimmed.

Rules: the route-table file article's "Errors" section (`file.errors.encoding`: an escape of a surrogate without its
other half is refused at its backslash; nesting is bounded; and `file.errors.value`: a link source is read as
written, nothing trimmed). Bytes that are not UTF-8 cannot be written in a case's `text` (a JSON string holds
Unicode text only); the readers' own suites test them (the JVM's HostileTableTest, Swift's JSON parser tests).
The pattern-language article's limits (`pattern.errors.limits`) are in cases/errors-limits.json. Each place is
counted by hand; each message is its template of Conformance/errors.json filled in.
"""
import corpus
from table_errors import add, add_at, routes

ENCODING = "file.errors.encoding"
VALUE = "file.errors.value"
LIMITS = "pattern.errors.limits"
NO_SCHEME = 'a link source must start with a scheme such as "myapp" or "https://example.com"'


def surrogates(f):
    # `{"pattern": "/a\ud800b"}` on line 2: the quote of the pattern at column 15, its backslash at 18.
    add(f, ENCODING, routes('{"pattern": "/a\\ud800b"}'), "json.unpaired-surrogate", 2, 18, digits="d800",
        note="a high surrogate followed by text, at the escape's backslash")
    add(f, ENCODING, routes('{"pattern": "/a\\ud800\\u0041"}'), "json.unpaired-surrogate", 2, 18, digits="d800",
        note="a high surrogate followed by an escape that is not a low surrogate")
    add(f, ENCODING, routes('{"pattern": "/a\\ud800"}'), "json.unpaired-surrogate", 2, 18, digits="d800",
        note="a high surrogate at the end of the string")
    add(f, ENCODING, '{"routes": [], "x-\\udbff": 1}\n', "json.unpaired-surrogate", 1, 19, digits="dbff",
        note="in a key too (the key's quote at column 16, the escape's backslash at 19)")


def nesting(f):
    # The table object is level 1; the 129th open container is the 128th bracket, at column 26 + 127.
    deep = '{"routes": [], "x-deep": ' + "[" * 512 + "]" * 512 + "}\n"
    add(f, ENCODING, deep, "json.nesting", 1, 26 + 127, depth="128",
        note="512 levels: refused at the 129th, nothing deeper is read")
    deep = '{"routes": [{"pattern": "/a", "x-deep": ' + '{"a": ' * 200 + "1" + "}" * 200 + "}]}\n"
    # Levels: the table 1, "routes" 2, the route 3, then the 126th {"a": ...} object is level 129.
    add(f, ENCODING, deep, "json.nesting", 1, 41 + 6 * 125, depth="128",
        note="objects count as arrays do")


def sources(f):
    # The accept entry's quote: `{"options": {"accept": [` is 24 characters, so the quote is at column 25.
    text = '{"options": {"accept": ["\\u000bhttps://m.shop.example\\u0000"]}, "routes": []}\n'
    add(f, VALUE, text, "source.no-scheme", 1, 25, note="a vertical tab before the scheme is not trimmed; a "
        "string with escapes is placed at its opening quote")
    text = '{"options": {"accept": [" shop"]}, "routes": []}\n'
    add(f, VALUE, text, "source.no-scheme", 1, 26, note="a space before the scheme is not trimmed: at the space")
    text = '{"options": {"webOrigins": ["\\thttps://m.shop.example"]}, "routes": []}\n'
    add(f, VALUE, text, "source.no-scheme", 1, 29, note="nor a tab before a web origin")
    text = '{"routes": [{"pattern": "/a", "accept": ["shop\\n"]}]}\n'
    add(f, VALUE, text, "source.separator", 1, 42, note="a line feed after a scheme is not trimmed either")


def limits(f):
    # routes(): line 2 is `  {"pattern": "...`, the pattern's quote at column 15, its first character at 16.
    first = 16
    add(f, LIMITS, routes('{"pattern": "%s"}' % ("/a" * 257)), "pattern.too-many-segments", 2,
        first + 2 * 256 + 1, limit="256", note="the 257th segment, at its first character (after 256 '/a' and a '/')")
    add(f, LIMITS, routes('{"pattern": "shop://host%s"}' % ("/a" * 256)), "pattern.too-many-segments", 2,
        first + len("shop://host") + 2 * 255 + 1, limit="256",
        note="a host read as a path segment is one of them: the 256th '/a' is the 257th segment")
    add(f, LIMITS, routes('{"pattern": "%s#%s"}' % ("/a" * 200, "/b" * 57)), "pattern.too-many-segments", 2,
        first + 401 + 112 + 1, limit="256", note="the fragment's segments count too")
    add(f, LIMITS, routes('{"pattern": "/a%s%s%s"}' % ("(/b" * 100, ")" * 100, "/c" * 200)),
        "pattern.too-many-segments", 2, first + 2 + 300 + 100 + 2 * 155 + 1, limit="256",
        note="segments in optional groups count as written, once")
    add(f, LIMITS, routes('{"pattern": "%s%s"}' % ("(/a" * 300, ")" * 300)), "pattern.too-many-groups", 2,
        first + 3 * 255, note="the 256th nested group, at its '('")
    add(f, LIMITS, routes('{"pattern": "/x%s"}' % ("(/a)" * 9)), "pattern.too-many-groups", 2, first + 2 + 4 * 8,
        note="the 9th group doubles 256 readings to 512: at its '('")
    add(f, LIMITS, routes('{"pattern": "/x(/a)#/y%s"}' % ("(/b)" * 8)), "pattern.too-many-groups", 2,
        first + 9 + 4 * 7, note="the path's and the fragment's readings count together")
    add(f, LIMITS, routes('{"pattern": "/x%s"}' % ("(/a(/b))" * 6)), "pattern.too-many-groups", 2,
        first + 2 + 8 * 5, note="a group with an inner group gives three readings: 3^6 = 729 at the 6th")


def rewrites(*items):
    """A table whose rewrites are `items` (each a JSON object's text), one a line from line 2."""
    return '{"routes": [], "rewrites": [\n' + ",\n".join("  " + r for r in items) + "\n]}\n"


def nested(f):
    # The route-table file article, "A rewrite's nested URL": a wrong `nested` is an error where it is written,
    # an unknown key at the key, a `nested` on a rule whose `to` is not `{url:query.NAME}` at the key `nested`;
    # these are checked with the file's keys and types, before its patterns (a broken `from` comes later).
    unknown, value, kind = "file.errors.unknown-key", "file.errors.value", "file.errors.type"
    text = rewrites('{"from": "/login", "to": "{url:query.next}", "nested": {"resolveRelative": 1}}')
    add_at(f, unknown, text, "key.unknown-suggested", '"resolveRelative"', key='"resolveRelative"',
           context='"nested"', suggestion='"resolvesRelative"', note="at the key, not its value")
    text = rewrites('{"from": "/a/:x(", "to": "{url:query.next}", "nested": {"zz": 1}}')
    add_at(f, unknown, text, "key.unknown", '"zz"', key='"zz"', context='"nested"',
           keys="resolvesRelative, carriedQueryItems, source",
           note="before the unterminated regex of \"from\", which a file with a key problem never reaches")
    text = rewrites('{"from": "/login", "to": "/post/{query.next}", "nested": {}}')
    add_at(f, value, text, "rewrite.nested-needs-url", '"nested"', to='"/post/{query.next}"',
           note="at the key \"nested\"")
    text = rewrites('{"nested": {"source": "push:x"}, "from": "/login", "to": "{url:query.next}"}')
    add_at(f, value, text, "nested.source", '"push:x"', spellings="in-app, push, universal-link, "
           "other-app[:BUNDLE_ID] or web[:PAGE_URL]", value='"push:x"', note="at the value")
    text = rewrites('{"from": "/login", "to": "{url:query.next}", "nested": [1]}')
    add_at(f, kind, text, "value.not-object", "[1]", name='"nested"', type="array")


def generate():
    f = corpus.CaseFile("errors-encoding", "Route-table file article, Errors: text read as written; surrogates "
                        "without their other half and nesting past 128 levels refused, link sources not trimmed.",
                        {"routes": []})
    surrogates(f)
    nesting(f)
    sources(f)
    f = corpus.CaseFile("errors-limits", "Pattern-language article, Errors: a pattern's length, segments, nesting "
                        "and readings are bounded.", {"routes": []})
    limits(f)
    f = corpus.CaseFile("errors-nested", "Route-table file article, A rewrite's nested URL: a wrong \"nested\" is an "
                        "error where it is written.", {"routes": []})
    nested(f)
