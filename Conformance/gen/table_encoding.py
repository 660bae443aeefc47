"""Table encoding (cases/errors-encoding.json): a table's text is Unicode, read as written; what is not is refused
at its place, never replaced or trimmed.

Rules: the route-table file article's "Errors" section (`file.errors.encoding`: an escape of a surrogate without its
other half is refused at its backslash; nesting is bounded; and `file.errors.value`: a link source is read as
written, nothing trimmed). Bytes that are not UTF-8 cannot be written in a case's `text` (a JSON string holds
Unicode text only); the readers' own suites test them (the JVM's HostileTableTest, Swift's JSON parser tests).
Each place is counted by hand; each message is its template of Conformance/errors.json filled in.
"""
import corpus
from table_errors import add, routes

ENCODING = "file.errors.encoding"
VALUE = "file.errors.value"
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


def generate():
    f = corpus.CaseFile("errors-encoding", "Route-table file article, Errors: text read as written; surrogates "
                        "without their other half and nesting past 128 levels refused, link sources not trimmed.",
                        {"routes": []})
    surrogates(f)
    nesting(f)
    sources(f)
