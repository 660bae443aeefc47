"""The rules issue #64 (item 7) found unwritten, written and cased (cases/rules-written-*.json).

Readers disagreed where no article said what a link means: Unicode case in hosts and `(?i)`, long integers, escapes
in a host, what a regex rewrite reads, the ASCII regex classes, U+FFFD for bytes that are not UTF-8, the float
grammar, a named wildcard that takes nothing, what `{query.NAME}` encodes, and where a conflict error points. Each
rule is now in the article that owns it (Normalization, PatternLanguage, RouteTableFileFormat), and each outcome below
is worked out from the rule named beside it, never read from a reader:

- a host that is a host is lowercased scalar by scalar by Unicode's full mapping, without context or locale
  (`normalization.parts.host-case`); a host read as a path segment, and `(?i)`, fold ASCII letters only
  (`normalization.host-as-path.ascii-case`, `pattern.case.regex-ascii`);
- a host is percent-decoded before it is compared; whether it is a path segment is decided as written
  (`normalization.parts.host-escapes`);
- `int` is `[+-]? DIGIT+` within a 64-bit Int; `float` is `[+-]? (DIGIT+ ("." DIGIT*)? | "." DIGIT+) ([eE] [+-]?
  DIGIT+)?`, finite (`pattern.typed.int-digits`, `pattern.typed.float-grammar`);
- a rewrite's regex reads the URL up to its first `?` or `#`; `{…}` values encode every byte but the unreserved ones
  (`file.rewrites.*`).
"""
from corpus import CaseFile
from table_errors import add_at

FFFD = "\ufffd"
ZEROS = "0" * 30


def unicode_case():
    f = CaseFile("rules-written-case", "Issue #64: Unicode case in hosts, (?i) and lowercaseCaptures.", {
        "routes": [
            {"pattern": "/école/:id", "handler": "ecole"},
            {"pattern": "/straße/:id", "handler": "strasse"},
            {"pattern": "/key/:id", "handler": "key"},
            {"pattern": "/:a/:b", "handler": "any"},
            {"pattern": "https://straße.example/p/:id", "handler": "hostStrasse"},
            {"pattern": "https://key.example/p/:id", "handler": "hostKey"},
            {"pattern": "https://istanbul.example/p/:id", "handler": "hostIstanbul"},
            {"pattern": "https://a.οδοσ/p/:id", "handler": "hostSigma"},
            {"pattern": "https://école.example/p/:id", "handler": "hostEcole"},
            {"pattern": "https://<sub=|www.>école.example/a", "handler": "hostValues"},
            {"pattern": "/ci/:x((?i)é)", "handler": "ci"},
            {"pattern": "/cj/:x((?i)k)", "handler": "cj"},
            {"pattern": "/cn/:x((?i)[^k]+)", "handler": "cn"},
            {"pattern": "/lc/:v/*rest", "handler": "lc", "lowercaseCaptures": True},
            {"pattern": "/v<int:n>/x", "handler": "vee"}, {"pattern": "/<lang=en|de>/x", "handler": "lang"}]})
    r = "normalization.host-as-path.ascii-case"
    f.hit(r, "app://école/1", "ecole", {"id": "1"})
    f.hit(r, "app://KEY/1", "key", {"id": "1"}, note="an ASCII letter folds")
    f.hit(r, "app://ÉCOLE/1", "any", {"a": "ÉCOLE", "b": "1"}, note="É is not ASCII: no fold, /:a/:b takes it")
    f.hit(r, "app://STRAẞE/1", "any", {"a": "STRAẞE", "b": "1"})
    f.hit(r, "app://\u212aey/1", "any", {"a": "\u212aey", "b": "1"}, note="a Kelvin sign is not the letter K")
    f.hit(r, "https://WWW.école.example/a", "hostValues", {"sub": "WWW."},
          note="a host placeholder reads the host as a segment: ASCII folds, the value keeps its case")
    f.miss(r, "https://www.ÉCOLE.example/a", note="read as a segment, É does not fold; the https namespace has routes")
    f.hit(r, "app://v1/x", "vee", {"n": "1"})
    f.hit(r, "app://V1/x", "any", {"a": "V1", "b": "x"}, note="hostAsPath folds a whole literal segment only")
    f.hit(r, "app://en/x", "lang", {"lang": "en"})
    f.hit(r, "app://EN/x", "any", {"a": "EN", "b": "x"}, note="allowed values judge the host as written")
    r = "normalization.parts.host-case"
    f.hit(r, "https://STRAẞE.example/p/1", "hostStrasse", {"id": "1"}, note="ẞ lowercases to ß")
    f.hit(r, "https://\u212aEY.example/p/1", "hostKey", {"id": "1"}, note="the Kelvin sign lowercases to k")
    f.hit(r, "https://ISTANBUL.example/p/1", "hostIstanbul", {"id": "1"})
    f.miss(r, "https://İSTANBUL.example/p/1", note="İ lowercases to i and U+0307, not to i")
    f.miss(r, "https://STRASSE.example/p/1", note="lowercasing, not case folding: SS is not ß")
    f.hit(r, "https://A.ΟΔΟΣ/p/1", "hostSigma", {"id": "1"}, note="no context: a final Σ is σ, not ς")
    f.hit(r, "https://ÉCOLE.example/p/1", "hostEcole", {"id": "1"})
    f.hit(r, "https://%C3%89COLE.example/p/1", "hostEcole", {"id": "1"}, rules=["normalization.parts.host-escapes"],
          note="decoded, then lowercased")
    r = "pattern.case.regex-ascii"
    f.hit(r, "app://ci/é", "ci", {"x": "é"})
    f.hit(r, "app://ci/É", "any", {"a": "ci", "b": "É"}, note="(?i) does not fold É")
    f.hit(r, "app://cj/K", "cj", {"x": "K"})
    f.hit(r, "app://cj/\u212a", "any", {"a": "cj", "b": "\u212a"}, note="(?i)k does not take the Kelvin sign")
    f.hit(r, "app://cn/\u212a", "cn", {"x": "\u212a"}, note="[^k] under (?i) refuses k and K only")
    f.hit(r, "app://cn/K", "any", {"a": "cn", "b": "K"})
    r = "pattern.case.lowercase-unicode"
    f.hit(r, "app://lc/ΟΔΟΣ/ΑΣ/İ", "lc", {"v": "οδοσ", "rest": "ασ/i\u0307"}, wildcard=["ασ", "i\u0307"])
    f.hit(r, "app://lc/%CE%9F%CE%94%CE%9F%CE%A3/x", "lc", {"v": "οδοσ", "rest": "x"}, wildcard=["x"])


def host_patterns():
    f = CaseFile("rules-written-host-patterns", "Issue #64: a host pattern folds the decoded host; a host path segment does not.", {
        "routes": [
            {"pattern": "https://<sub?>example.com/a", "handler": "sub"},
            {"pattern": "https://www.shop.<tld=com|de>/p/<int:id>", "handler": "tld"},
            {"pattern": "https://<h=shop.example|x.example>/b", "handler": "values"},
            {"pattern": "https://<n>.<int:k>.example/c", "handler": "typed"}]})
    r = "pattern.host.case-insensitive"
    f.hit(r, "https://www.%53hop.com/p/7", "tld", {"id": "7", "tld": "com"}, rules=["normalization.parts.host-escapes"],
          note="decoded (www.Shop.com), then judged ASCII-lowercased")
    f.hit(r, "https://www.shop.%43om/p/7", "tld", {"id": "7", "tld": "Com"}, rules=["normalization.parts.host-escapes"],
          note="the value keeps the case the decoded host has")
    f.hit(r, "https://%57ww.shop.com/p/7", "tld", {"id": "7", "tld": "com"}, rules=["normalization.parts.host-escapes"])
    f.hit(r, "https://SHOP.example/b", "values", {"h": "SHOP.example"})
    f.hit(r, "https://SHOP.EXAMPL%45/b", "values", {"h": "SHOP.EXAMPLE"}, rules=["normalization.parts.host-escapes"])
    f.hit(r, "https://A.7.EXAMPLE/c", "typed", {"n": "A", "k": "7"}, types={"k": {"int": 7}})
    r = "normalization.host-as-path.ascii-case"
    f.hit(r, "https://evilexample%2Ecom/a", "sub", {"sub": "evil"}, rules=["normalization.parts.host-escapes"],
          note="no dot as written: the host is the path segment evilexample.com, which the host pattern takes")
    f.miss(r, "https://EvilExample%2Ecom/a", rules=["normalization.parts.host-escapes"],
           note="a host that is a path segment folds a whole literal segment only: Example is not example")


def host_escapes():
    f = CaseFile("rules-written-hosts", "Issue #64: escapes in a host, host as path decided as written, route-narrows.", {
        "options": {"accept": ["https://m.shop.example", "app", "myapp"]},
        "namespaces": {"app": {"fallbackToGlobal": True}, "https": {"fallbackToGlobal": True}},
        "routes": [
            {"pattern": "https://m.shop.example/p/:id", "handler": "host"},
            {"pattern": "app://a.b/:x", "handler": "dotted"},
            {"pattern": "app://localhost/:x", "handler": "local"},
            {"pattern": "myapp://<id>/detail", "handler": "detail"},
            {"pattern": "/narrow/:id", "handler": "narrow", "accept": ["app"]},
            {"pattern": "/:a/:b", "handler": "any"}]})
    r = "normalization.parts.host-escapes"
    for url in ["https://m%2Eshop.example/p/1", "https://m.shop.examp%6Ce/p/1", "https://M%2ESHOP.EXAMPL%45/p/1"]:
        f.hit(r, url, "host", {"id": "1"}, note="decoded, then compared: a link of m.shop.example")
    for url in ["https://m.shop.example%2F/p/1", "https://m.shop.example%40x/p/1", "https://m.shop.example%3A1/p/1",
                "https://m.shop.example%0A/p/1", "https://m.shop.example%20/p/1", "https://m.shop.example%FF/p/1"]:
        f.miss(r, url, refusal="origin", note="the decoded character stays in the host, which no link source names")
    f.miss(r, "https://m.shop.example%00/p/1", refusal="intake", intake="encoded-nul")
    f.hit(r, "app://a%2Eb/1", "any", {"a": "a.b", "b": "1"}, rules=["normalization.host-as-path.auto"],
          note="no dot as written: the host is the path segment a.b, not the host constraint a.b")
    f.hit(r, "app://a.b/1", "dotted", {"x": "1"}, rules=["normalization.host-as-path.auto"])
    f.hit(r, "app://localhos%74/1", "any", {"a": "localhost", "b": "1"}, note="not localhost as written")
    f.hit(r, "app://LOCALHOST/1", "local", {"x": "1"})
    f.miss(r, "app://%2e%2E/1", refusal="intake", intake="dot-segment", rules=["normalization.path.dot-segments"])
    r = "normalization.host-placeholder.dot-segment"
    f.miss(r, "myapp://../detail", rules=["normalization.parts.host-escapes"],
           note="a dot as written: the host is a host; a dot-segment host is never taken, and nothing else matches")
    f.miss(r, "myapp://%2e%2E/detail", refusal="intake", intake="dot-segment",
           rules=["normalization.parts.host-escapes", "normalization.path.dot-segments"],
           note="no dot as written: the host is a path segment, and it decodes to '..'")
    r = "normalization.origins.route-narrows"
    f.hit(r, "app://narrow/1", "narrow", {"id": "1"})
    f.hit(r, "https://m.shop.example/narrow/1", "any", {"a": "narrow", "b": "1"},
          note="the route's own accept refuses https://m.shop.example: it does not match, the next candidate does")


def types_and_classes():
    f = CaseFile("rules-written-types", "Issue #64: int digits, the float grammar, ASCII regex classes, empty wildcards.", {
        "routes": [
            {"pattern": "/i/<int:n>", "handler": "int"}, {"pattern": "/i/:any", "handler": "intAny"},
            {"pattern": "/f/<float:x>", "handler": "float"}, {"pattern": "/f/:any", "handler": "floatAny"},
            {"pattern": "/w/*rest", "handler": "wild"},
            {"pattern": "/d/:x(\\d+)", "handler": "digits"}, {"pattern": "/wd/:x(\\w+)", "handler": "word"},
            {"pattern": "/s/:x(a\\sb)", "handler": "space"}, {"pattern": "/dot/:x(a.b)", "handler": "dot"},
            {"pattern": "/nd/:x(\\D+)", "handler": "nonDigits"}]})
    r = "pattern.typed.int-digits"
    f.hit(r, "app://i/-" + ZEROS + "9223372036854775808", "int", {"n": "-" + ZEROS + "9223372036854775808"},
          note="30 leading zeros, the least Int")
    f.hit(r, "app://i/-" + ZEROS + "9223372036854775809", "intAny", {"any": "-" + ZEROS + "9223372036854775809"})
    f.hit(r, "app://i/" + "0" * 500 + "7", "int", {"n": "0" * 500 + "7"}, types={"n": {"int": 7}})
    f.hit(r, "app://i/%2B" + ZEROS + "12", "int", {"n": "+" + ZEROS + "12"}, types={"n": {"int": 12}})
    f.hit(r, "app://i/" + ZEROS + "9223372036854775808", "intAny", {"any": ZEROS + "9223372036854775808"})
    f.hit(r, "app://i/" + "9" * 40, "intAny", {"any": "9" * 40})
    f.hit(r, "app://i/\u0663", "intAny", {"any": "\u0663"}, note="DIGIT is ASCII")
    f.hit(r, "app://i/\uff11", "intAny", {"any": "\uff11"})
    r = "pattern.typed.float-grammar"
    for text, value in [("123.", 123.0), ("1.e5", 100000.0), (".5", 0.5), ("1e5", 100000.0), ("1E5", 100000.0),
                        ("-.5e-3", -0.0005), ("0" * 500 + "1.5", 1.5), ("1e-400", 0.0)]:
        f.hit(r, "app://f/" + text, "float", {"x": text}, types={"x": {"float": value}})
    for text in ["inf", "nan", "Infinity", ".e1", "1e", "e5", "1_0", "1,5", "0x1p3", "1" + "0" * 400, "1e999"]:
        f.hit(r, "app://f/" + text, "floatAny", {"any": text})
    f.miss("normalization.path.dot-segments", "app://f/.", refusal="intake", intake="dot-segment",
           rules=["pattern.typed.float-grammar"], note="'.' is no float, and as a whole segment it refuses the URL")
    r = "pattern.wildcard.empty-value"
    f.hit(r, "app://w", "wild", {"rest": ""}, note="present and empty, not absent")
    f.hit(r, "app://w/", "wild", {"rest": ""})
    f.hit(r, "app://w/a/b", "wild", {"rest": "a/b"}, wildcard=["a", "b"])
    r = "pattern.regex.ascii-classes"
    f.hit(r, "app://d/0123456789", "digits", {"x": "0123456789"})
    for url in ["app://d/\u0663", "app://d/\uff11", "app://wd/é", "app://wd/\u212a", "app://s/a%C2%A0b",
                "app://s/a%E2%80%A8b"]:
        f.miss(r, url, note="outside the ASCII class")
    f.hit(r, "app://wd/az_AZ09", "word", {"x": "az_AZ09"})
    for escape, char in [("%09", "\t"), ("%0A", "\n"), ("%0B", "\u000b"), ("%0C", "\f"), ("%0D", "\r"), ("%20", " ")]:
        f.hit(r, "app://s/a%sb" % escape, "space", {"x": "a%sb" % char})
    f.hit(r, "app://dot/a%0Ab", "dot", {"x": "a\nb"}, note="'.' is any scalar, a newline too")
    f.hit(r, "app://nd/\u0663é", "nonDigits", {"x": "\u0663é"}, note="\\D is every scalar but 0-9")


def invalid_utf8():
    f = CaseFile("rules-written-utf8", "Issue #64: one U+FFFD per maximal subpart of bytes that are not UTF-8.", {
        "routes": [{"pattern": "/x/:id", "handler": "x"}]})
    r = "normalization.path.invalid-utf8-subparts"
    for escapes, value, why in [
            ("a%FF", "a" + FFFD, "FF is never in UTF-8"),
            ("%C0%AF", FFFD * 2, "C0 starts no sequence (overlong): each byte is a subpart"),
            ("%ED%A0%80", FFFD * 3, "ED may not be followed by A0 (a surrogate): each byte is a subpart"),
            ("%F0%9F%98", FFFD, "a four-byte sequence cut short: one subpart"),
            ("%E2%82%41", FFFD + "A", "E2 82 then A: one subpart, then A"),
            ("%F4%90%80%80", FFFD * 4, "F4 may not be followed by 90 (above U+10FFFF)"),
            ("%E0%80%80", FFFD * 3, "E0 may not be followed by 80 (overlong)"),
            ("%C2", FFFD, "a lead byte at the end"),
            ("%F8%88%80%80%80", FFFD * 5, "F8 starts no sequence"),
            ("%EF%BF%BE", "\ufffe", "a noncharacter is valid UTF-8: kept")]:
        f.hit(r, "app://x/" + escapes, "x", {"id": value}, note=why)
    f.hit(r, "app://x/1?v=%FF%FE", "x", {"id": "1", "v": FFFD * 2}, note="a query value alike")


def rewrites():
    f = CaseFile("rules-written-rewrites", "Issue #64: what a regex rewrite reads, what {…} encodes, what a rewrite keeps.", {
        "routes": [{"pattern": "/s/:v", "scheme": "t", "handler": "s"},
                   {"pattern": "/p/*rest", "scheme": "t", "handler": "p"},
                   {"pattern": "/g/:id", "scheme": "t", "handler": "g"}],
        "rewrites": [{"from": "app://q", "to": "t://s/{query.q}"},
                     {"from": "app://r", "to": "t://p/{path:query.q}"},
                     {"from": "app://h", "to": "t://s/x?k=1"},
                     {"regex": "^https://m\\.shop\\.example/p(?<id>[0-9]+)$", "to": "t://g/{id}"},
                     {"regex": "^https://n\\.example/(?<v>.*)$", "to": "t://s/{v}"}]})
    r = "file.rewrites.regex-subject"
    f.hit(r, "https://m.shop.example/p42?ref=x#top", "g", {"id": "42", "ref": "x"},
          rewritten="t://g/42?ref=x#top", rules=["file.rewrites.keeps-query"], note="$ anchors at the path's end")
    f.hit(r, "https://n.example/a%20b+c?d#e", "s", {"v": "a b+c", "d": ""}, rewritten="t://s/a%20b%2Bc?d#e",
          note="the group is a%20b+c: decoded (a + stays), then encoded")
    f.miss(r, "https://n.example/?q=1", rewritten="t://s/?q=1",
           note="the query is not read: the group takes nothing, and t://s/ matches no route")
    r = "file.rewrites.encoding"
    raw = "%20!%22%23%24%26%27()*%2B,%2F:;%3C%3D%3E%3F@[%5C]^%60%7B|%7D~-._é+"
    value = " !\"#$&'()*+,/:;<=>?@[\\]^`{|}~-._é "
    encoded = "%20%21%22%23%24%26%27%28%29%2A%2B%2C%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E%60%7B%7C%7D~-._%C3%A9%20"
    f.hit(r, "app://q?q=" + raw, "s", {"v": value, "q": value}, rewritten="t://s/%s?q=%s" % (encoded, raw))
    f.hit(r, "app://q?q=a#q=b", "s", {"v": "a", "q": "b"}, rewritten="t://s/a?q=a#q=b",
          rules=["normalization.precedence.default"],
          note="{query.q} reads the query (a), not the fragment query; the handler reads q from the fragment (b)")
    f.miss(r, "app://q#q=b", rewritten="t://s/#q=b", note="no query item q: {query.q} is empty, /s/ matches nothing")
    f.hit(r, "app://r?q=a//b/c/", "p", {"rest": "a/b/c", "q": "a//b/c/"}, wildcard=["a", "b", "c"],
          rewritten="t://p/a/b/c?q=a//b/c/")
    f.miss(r, "app://r?q=a//b/./c/%2E%2E/d", refusal="intake", intake="dot-segment",
           rewritten="t://p/a/b/%2E/c/%2E%2E/d?q=a//b/./c/%2E%2E/d", rules=["normalization.path.dot-segments"])
    r = "file.rewrites.keeps-query"
    f.hit(r, "app://h?z=1#f", "s", {"v": "x", "k": "1"}, rewritten="t://s/x?k=1#f")
    f.hit(r, "https://m.shop.example/p42?", "g", {"id": "42"}, rewritten="t://g/42?", note="an empty query is kept")
    f.hit(r, "https://m.shop.example/p42#", "g", {"id": "42"}, rewritten="t://g/42#", note="an empty fragment too")


def conflict_places():
    f = CaseFile("rules-written-errors", "Issue #64: where a conflict error points.", {"routes": []})
    r = "file.errors.conflict-place"

    def table(*routes):
        return '{"routes": [\n' + ",\n".join(routes) + "\n]}\n"
    text = table('  {"pattern": "/a/:x", "handler": "h"}', '  {"pattern": "/b", "handler": "j"}',
                 '    {"handler": "i", "pattern": "/a/:y"}')
    add_at(f, r, text, "conflict.identical", '{"handler": "i"', route='"/a/:y" (global)', other='"/a/:x" (global)')
    text = table('  {"pattern": "/b", "handler": "h"}', '  {"handler": "i",\n   "pattern": "/a(/:y)(/:z)"}')
    add_at(f, r, text, "conflict.expansions", '{"handler": "i"', route='"/a(/:y)(/:z)" (global)',
           first='"/a/:y"', second='"/a/:z"')
    text = table('  {"pattern": "/a/:x", "handler": "h"}', '  {"pattern": "/b/:x", "handler": "j"}',
                 '  {"pattern": "/b/:y", "handler": "k"}', '  {"pattern": "/a/:y", "handler": "l"}')
    add_at(f, r, text, "conflict.identical", '{"pattern": "/b/:y"', route='"/b/:y" (global)', other='"/b/:x" (global)',
           note="two conflicts: the one whose later route comes first in the file")
    text = table('  {"pattern": "/a/:x", "handler": "h"}', '  {"pattern": "/a/:y", "handler": "i"}',
                 '  {"pattern": "/c(/:y)(/:z)", "handler": "j"}')
    add_at(f, r, text, "conflict.identical", '{"pattern": "/a/:y"', route='"/a/:y" (global)', other='"/a/:x" (global)',
           note="file order decides, whatever the kind: the repeated route comes before the later route's own collision")
    text = table('  {"pattern": "/a/:x", "handler": "h"}', '  {"pattern": "/a(/:y)(/:z)", "handler": "i"}')
    add_at(f, r, text, "conflict.expansions", '{"pattern": "/a(', route='"/a(/:y)(/:z)" (global)',
           first='"/a/:y"', second='"/a/:z"', note="at one route, its own readings' collision comes first")
    text = table('  {"pattern": "/a/:x", "handler": "h"}', '  {"pattern": "/a(/:y)", "handler": "i"}')
    add_at(f, r, text, "conflict.identical", '{"pattern": "/a(', route='"/a(/:y)" (global) (as "/a/:y")',
           other='"/a/:x" (global)', note="a reading of a route with optional groups is named")
    text = table('  {"pattern": "/a/:x", "handler": "h", "priority": 1}', '  {"pattern": "/a/:y", "handler": "i"}',
                 '  {"pattern": "/b", "handler": "j"}', '  {"pattern": "/b", "handler": "k"}')
    add_at(f, r, text, "conflict.identical", '{"pattern": "/b", "handler": "k"', route='"/b" (global)',
           other='"/b" (global)', note="another priority makes no conflict (the later route is shadowed: a warning)")


def generate():
    unicode_case()
    host_patterns()
    host_escapes()
    types_and_classes()
    invalid_utf8()
    rewrites()
    conflict_places()
