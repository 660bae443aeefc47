"""Normalization article, section 3: decoding drops no character (U+FEFF in a host, a path, a query, a fragment).

Issue #64 item 2: a TextDecoder drops a leading U+FEFF (a byte-order mark, or zero-width no-break space) from each
text it decodes unless told not to; the web module's did, and read links the app refuses. Every outcome below
follows from normalization.path.nothing-dropped: U+FEFF is an ordinary character, so a literal, a host, an
`<int>` or an accepted origin that does not spell it does not take it, and a value keeps it.
"""
from corpus import CaseFile

BOM = "\ufeff"
ISSUE = "issue #64 item 2 (the web module dropped a leading U+FEFF)"


def generate():
    f = CaseFile("normalization-unicode", "Normalization article, section 3: decoding drops no character (U+FEFF).",
                 {"routes": [
                     {"pattern": "https://m.shop.example/product/<int:id>.html", "handler": "product", "name": "product"},
                     {"pattern": "shop://user/<int:id>", "handler": "user", "name": "user"},
                     {"pattern": "shop://tag/:t", "handler": "tag", "name": "tag"},
                     {"pattern": "shop://hash#/v/:v", "handler": "hash", "name": "hash"},
                     {"pattern": "shop://bom/" + BOM + "a", "handler": "literal", "name": "literal"},
                 ]})
    r = "normalization.path.nothing-dropped"
    # In the host: a host with a dot is compared whole, and U+FEFF is part of it.
    f.miss(r, "https://%EF%BB%BFm.shop.example/product/7.html", idea=ISSUE,
           note="the host is U+FEFF m.shop.example, which has no routes of its own: /product/7.html alone matches nothing")
    f.miss(r, "https://m.shop.example%EF%BB%BF/product/7.html", note="U+FEFF at the end of the host")
    f.miss(r, "shop://%EF%BB%BFuser/12345", note="the host is the first path segment, U+FEFF user, which is not user")
    f.miss(r, "shop://" + BOM + "user/12345", note="written raw")
    # In a path segment: an <int> does not take it, a plain capture keeps it.
    f.miss(r, "https://m.shop.example/product/%EF%BB%BF7.html", note="U+FEFF 7 is not an integer")
    f.miss(r, "shop://user/%EF%BB%BF12345", idea=ISSUE, note="U+FEFF 12345 is not an integer")
    f.miss(r, "shop://user/" + BOM + "12345", note="written raw")
    f.miss(r, "shop://user/12345%EF%BB%BF", note="at the end of the value")
    f.hit(r, "shop://user/12345", "user", {"id": "12345"}, note="the same link without U+FEFF")
    f.hit(r, "shop://tag/%EF%BB%BFx", "tag", {"t": BOM + "x"})
    f.hit(r, "shop://tag/%EF%BB%BF%EF%BB%BFx", "tag", {"t": BOM + BOM + "x"}, note="each one kept")
    f.hit(r, "shop://tag/%EF%BB%BF", "tag", {"t": BOM}, note="a segment that is U+FEFF alone is not empty")
    f.hit(r, "shop://tag/" + BOM + "x", "tag", {"t": BOM + "x"})
    f.hit(r, "shop://tag/x%EF%BB%BF", "tag", {"t": "x" + BOM})
    # A literal that spells it takes it, raw or escaped; one without it is another segment.
    f.hit(r, "shop://bom/%EF%BB%BFa", "literal")
    f.hit(r, "shop://bom/" + BOM + "a", "literal")
    f.miss(r, "shop://bom/a")
    # In the query and the fragment: names and values keep it.
    f.hit(r, "shop://tag/x?q=%EF%BB%BF", "tag", {"t": "x", "q": BOM})
    f.hit(r, "shop://tag/x?%EF%BB%BFq=%EF%BB%BFa", "tag", {"t": "x", BOM + "q": BOM + "a"})
    f.hit(r, "shop://tag/x#%EF%BB%BFf=%EF%BB%BFg", "tag", {"t": "x", BOM + "f": BOM + "g"})
    f.hit(r, "shop://hash#/v/%EF%BB%BFv", "hash", {"v": BOM + "v"}, note="a fragment-path segment")
    # At the start of the link: it is not a scheme's letter, so the link has no scheme.
    f.miss(r, BOM + "shop://tag/x", note="no scheme: the path /U+FEFF shop:/tag/x, which no route takes")

    f = CaseFile("normalization-unicode-origins",
                 "Normalization article, sections 3 and 8: U+FEFF in a host is part of the origin an accept list judges.",
                 {"options": {"accept": ["shop", "https://m.shop.example"]},
                  "routes": [{"pattern": "/p/:id", "handler": "page"}]})
    f.miss(r, "https://%EF%BB%BFm.shop.example/p/1", refusal="origin", rules=["normalization.origins.accept"],
           note="the origin is https://U+FEFF m.shop.example, which the table does not accept")
    f.miss(r, "https://m.shop.example%EF%BB%BF/p/1", refusal="origin", rules=["normalization.origins.accept"])
    f.hit(r, "https://m.shop.example/p/1", "page", {"id": "1"})
    f.hit(r, "https://m.shop.example/p/%EF%BB%BF1", "page", {"id": BOM + "1"})
    f.miss(r, BOM + "/p/1", refusal="origin", rules=["normalization.origins.no-scheme"],
           note="U+FEFF before the '/': not a path of the app's own, a relative-path reference from no link source")
