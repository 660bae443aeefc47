"""Systematic cases: every ASCII byte escaped and raw, in a path segment and in a query value; slashes, case
and numbers in many spellings. Each outcome follows from the rule the case names, computed by the rule's words
(decode %XX to its byte; drop empty segments; ...), never by a reader."""
from corpus import CaseFile

RAW_PATH_EXCLUDED = set("/?#%+.")
RAW_QUERY_EXCLUDED = set("&#=%+")


def escapes():
    f = CaseFile("systematic-escapes", "Every ASCII byte, escaped and raw, in a path capture and a query value.", {
        "routes": [{"pattern": "/v/:value", "handler": "value"}, {"pattern": "/q", "handler": "q"}]})
    for byte in range(1, 128):
        for spelling in sorted({"%%%02X" % byte, "%%%02x" % byte}):
            # split on '/' first, then decode: an escaped '/' stays in its segment, every byte decodes.
            f.hit("normalization.path.split-before-decode", "app://v/a%sb" % spelling, "value", {"value": "a%sb" % chr(byte)})
            f.hit("normalization.query.items", "app://q?k=a%sb" % spelling, "q", {"k": "a%sb" % chr(byte)})
    for byte in range(0x20, 0x7F):
        c = chr(byte)
        if c not in RAW_PATH_EXCLUDED and c != " ":
            f.hit("normalization.path.case-sensitive-literals", "app://v/a%sb" % c, "value", {"value": "a%sb" % c},
                  note="a raw character is itself in a value")
        if c not in RAW_QUERY_EXCLUDED:
            f.hit("normalization.query.items", "app://q?k=a%sb" % c, "q", {"k": "a%sb" % c})


def slashes():
    f = CaseFile("systematic-slashes", "Leading, trailing and repeated '/' in every place of a path.", {
        "routes": [{"pattern": "/a/:b/c", "handler": "abc"}, {"pattern": "/h#/x/:y", "handler": "hash"}]})
    r = "normalization.path.empty-segments"
    for lead in ["", "/", "//"]:
        for mid1 in ["/", "//", "///"]:
            for mid2 in ["/", "//"]:
                for trail in ["", "/", "//"]:
                    f.hit(r, "app://a%s1%sc%s" % (mid1, mid2, trail), "abc", {"b": "1"})
                    f.hit(r, "%s/a%s1%sc%s" % (lead, mid1, mid2, trail), "abc", {"b": "1"}) if lead else None
    for frag in ["#/x/1", "#//x/1", "#/x//1/", "#///x///1///"]:
        f.hit(r, "app://h" + frag, "hash", {"y": "1"})


def case_matrix():
    f = CaseFile("systematic-case", "Scheme and host in every case against literal routes; paths in every case.", {
        "routes": [{"pattern": "shop://goods/list", "handler": "list"},
                   {"pattern": "https://www.shop.example/p/:id", "handler": "web"}]})
    import itertools
    for bits in itertools.product([False, True], repeat=4):
        scheme = "".join(c.upper() if b else c for c, b in zip("shop", bits))
        host = "".join(c.upper() if b else c for c, b in zip("goods", bits + (False,)))
        f.hit("normalization.host-as-path.case-insensitive", "%s://%s/list" % (scheme, host), "list", ns="shop",
              rules=["normalization.namespaces.spelling"])
        web = "".join(c.upper() if b else c for c, b in zip("www.shop.example", bits * 4))
        f.hit("normalization.parts.scheme-host-lowercase", "HTTPS://%s/p/Ab" % web, "web", {"id": "Ab"}, ns="https")
    for path in ["List", "LIST", "lisT", "list%20", "list."]:
        f.miss("normalization.path.case-sensitive-literals", "shop://goods/" + path)


def numbers():
    f = CaseFile("systematic-numbers", "Integers and floats in many spellings (the int and float rules' words).", {
        "routes": [{"pattern": "/i/<int:n>", "handler": "int"}, {"pattern": "/f/<float:x>", "handler": "float"}]})
    for n in list(range(-12, 13)) + [10 ** k for k in range(1, 19)] + [-(10 ** k) for k in range(1, 19)]:
        for spelling in sorted({str(n), ("%2B" + str(n)) if n >= 0 else str(n), "0" + str(abs(n)) if n >= 0 else "-0" + str(-n)}):
            value = spelling.replace("%2B", "+")
            f.hit("pattern.typed.int", "app://i/" + spelling, "int", {"n": value}, types={"n": {"int": int(value)}})
    # The float grammar (pattern.typed.float-grammar): `123.` is DIGIT+ "." DIGIT*, a float.
    for text in ["0.0", "0.25", "-2.5", "10.125", "1e0", "1e-1", "2.5e2", "-2.5e-2", ".25", "+.25", "123.", "0.000001"]:
        spelling = text.replace("+", "%2B")
        f.hit("pattern.typed.float", "app://f/" + spelling, "float", {"x": text}, types={"x": {"float": float(text)}})
    for text in ["1e", "e1", "1.2.3", "--1", "1+1", "0x1", "1f", "١", "Infinity"]:
        f.miss("pattern.typed.float", "app://f/" + text.replace("+", "%2B"))
        f.miss("pattern.typed.int", "app://i/" + text.replace("+", "%2B"))


def generate():
    escapes()
    slashes()
    case_matrix()
    numbers()
