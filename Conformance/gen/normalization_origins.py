"""Normalization article: refusals and limits (section 7), origins and namespaces (section 8), and the
placeholder in the host position (section 2)."""
from corpus import CaseFile

WPT = "WHATWG URL tests (urltestdata.json)"


def refusals():
    f = CaseFile("normalization-refusals", "Normalization article, section 7: refusals and limits.", {
        "options": {"maxURLLength": 64, "maxSegments": 5, "maxQueryItems": 3},
        "routes": [{"pattern": "/x/*", "handler": "x"}, {"pattern": "/a/:b", "handler": "a"}]})
    f.miss("normalization.refusals.empty", "", refusal="intake", intake="empty")
    r = "normalization.refusals.too-long"
    base = "app://x/"
    for extra in [64 - len(base) + 1, 64 - len(base) + 2, 200, 5000]:
        f.miss(r, base + "a" * extra, refusal="intake", intake="too-long")
    f.hit(r, base + "a" * (64 - len(base)), "x", wildcard=["a" * (64 - len(base))], note="exactly the limit")
    f.hit(r, "app://x/" + "\u00e9" * 28, "x", wildcard=["\u00e9" * 28], note="the length counts UTF-8 bytes: 8 + 56")
    f.miss(r, "app://x/" + "\u00e9" * 29, refusal="intake", intake="too-long", note="8 + 58 UTF-8 bytes")
    r = "normalization.refusals.too-many-segments"
    f.hit(r, "app://x/1/2/3/4", "x", wildcard=["1", "2", "3", "4"], note="x and four: five segments")
    f.miss(r, "app://x/1/2/3/4/5", refusal="intake", intake="too-many-segments")
    f.hit(r, "app://x/1//2//3//4", "x", wildcard=["1", "2", "3", "4"], note="empty segments are not counted")
    f.miss(r, "app://x/1/2#/3/4/5", refusal="intake", intake="too-many-segments", note="the fragment path counts")
    r = "normalization.refusals.too-many-query-items"
    f.hit(r, "app://x?a&b&c", "x", {"a": "", "b": "", "c": ""})
    f.miss(r, "app://x?a&b&c&d", refusal="intake", intake="too-many-query-items")
    f.miss(r, "app://x?a&b#c=1&d=2", refusal="intake", intake="too-many-query-items", note="the fragment query counts")
    f.miss(r, "app://x?a=1&a=2&a=3&a=4", refusal="intake", intake="too-many-query-items")
    r = "normalization.refusals.control-character"
    for code in list(range(0x00, 0x20)) + [0x7F]:
        f.miss(r, "app://a/b" + chr(code) + "c", refusal="intake", intake="control-character", idea=WPT)
    for code in [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x7F]:
        f.miss(r, "app://a/b?q=" + chr(code), refusal="intake", intake="control-character")
        f.miss(r, chr(code) + "app://a/b", refusal="intake", intake="control-character", note="no trimming, unlike WHATWG")
        f.miss(r, "app://a/b#" + chr(code), refusal="intake", intake="control-character")
    for escaped in ["%0A", "%09", "%7F", "%1F"]:
        f.hit(r, "app://a/b" + escaped, "a", {"b": "b" + chr(int(escaped[1:], 16))}, note="an escaped control character is a value")
    r = "normalization.refusals.encoded-nul"
    for url in ["app://a/b%00", "app://a/%00", "app://x?%00", "app://x?a=%00",
                "https://m.shop.example%00/", "https://u%00@m.shop.example/", "app://x/a%00b"]:
        f.miss(r, url, refusal="intake", intake="encoded-nul")
    r = "normalization.refusals.malformed-authority"
    for url in ["http://[::1/x", "https://evil.example\\@good.example/", "https://a\\b/", "http://[::1", "http://[/x"]:
        f.miss(r, url, refusal="intake", intake="malformed-authority", idea=WPT + ": backslashes and brackets")
    r = "normalization.refusals.raw-space"
    f.hit(r, "app://a/b c", "a", {"b": "b c"})
    f.hit(r, "app://a/ b", "a", {"b": " b"})
    f.hit(r, "app://x?q=a b", "x", {"q": "a b"})


def origins():
    f = CaseFile("normalization-origins", "Normalization article, section 8: link sources.", {
        "options": {"accept": ["shop", "https://m.shop.example", "https?://www.shop.example"]},
        "routes": [{"pattern": "/goods/:id", "handler": "goods"},
                   {"pattern": "/narrow/:id", "handler": "narrow", "accept": ["shop"]}]})
    r = "normalization.origins.accept"
    for url in ["shop://goods/7", "SHOP://goods/7", "https://m.shop.example/goods/7", "https://M.SHOP.EXAMPLE/goods/7",
                "https://www.shop.example/goods/7", "http://www.shop.example/goods/7", "HTTP://WWW.Shop.Example/goods/7",
                "https://m.shop.example:8443/goods/7", "https://u@m.shop.example/goods/7"]:
        f.hit(r, url, "goods", {"id": "7"}, idea="Crossroad: accepted schemes and hosts")
    for url in ["evil://goods/7", "https://evil.example/goods/7", "http://m.shop.example/goods/7",
                "https://m.shop.example@evil.example/goods/7", "https://shop.example/goods/7",
                "https://m.shop.example.evil/goods/7", "shop2://goods/7", "http://evil.example/goods/7"]:
        f.miss(r, url, refusal="origin")
    r = "normalization.origins.relative"
    for url in ["/goods/7", "?a=1", "#/x", "/narrow/1"]:
        if url == "/goods/7":
            f.hit(r, url, "goods", {"id": "7"})
        elif url == "/narrow/1":
            f.hit(r, url, "narrow", {"id": "1"}, note="from inside the app: always accepted")
        else:
            f.miss(r, url)
    r = "normalization.origins.no-scheme"
    for url in ["goods/7", "static", "foo/bar"]:
        f.miss(r, url, refusal="origin", idea="Crossroad: a relative-path reference")
    r = "normalization.origins.route-narrows"
    f.hit(r, "shop://narrow/1", "narrow", {"id": "1"})
    f.miss(r, "https://m.shop.example/narrow/1",
           note="the table accepts the origin; the route's own accept does not, so it does not match, and no other "
                "candidate is left: no-route (origin is the table's refusal alone)")
    f = CaseFile("normalization-origins-open", "Normalization article, section 8: a table without accept.", {
        "routes": [{"pattern": "/static", "handler": "static"}, {"pattern": "/foo/bar", "handler": "foobar"}]})
    r = "normalization.origins.no-scheme"
    f.hit(r, "static", "static")
    f.hit(r, "foo/bar", "foobar")
    f.hit(r, "any://static", "static")


def namespaces():
    f = CaseFile("normalization-namespaces", "Normalization article, section 8: namespaces.", {
        "namespaces": {"shop": {"fallbackToGlobal": True}},
        "routes": [{"pattern": "/g/:id", "handler": "global"}, {"pattern": "shop://s/:id", "handler": "shop"},
                   {"pattern": "/only/:id", "scheme": "strict", "handler": "strict"},
                   {"pattern": "namespaceTest1://test", "handler": "spelled"},
                   {"pattern": "Mixed://a", "handler": "mixedA"}, {"pattern": "mixed://b", "handler": "mixedB"}]})
    r = "normalization.namespaces.scheme"
    f.hit(r, "shop://s/1", "shop", {"id": "1"})
    f.hit(r, "strict://only/1", "strict", {"id": "1"})
    f.miss(r, "strict://s/1")
    f.miss(r, "other://s/1", note="a scheme without routes uses the global routes; none matches")
    r = "normalization.namespaces.no-routes-uses-global"
    for scheme in ["other", "app", "x-y", "https"]:
        f.hit(r, "%s://g/1" % scheme, "global", {"id": "1"}, ns="global", idea="JLRoutes: unknown schemes use the global routes")
    f.hit(r, "/g/1", "global", {"id": "1"}, ns="global")
    r = "normalization.namespaces.fallback"
    f.hit(r, "shop://g/1", "global", {"id": "1"}, ns="global", idea="JLRoutes shouldFallbackToGlobalRoutes")
    f.miss(r, "strict://g/1", note="strict has routes and does not fall back")
    f.miss(r, "namespacetest1://g/1")
    r = "normalization.namespaces.spelling"
    for scheme in ["namespaceTest1", "NAMESPACETEST1", "namespacetest1"]:
        f.hit(r, "%s://test" % scheme, "spelled", ns="namespaceTest1", idea="JLRoutes namespaceTest1")
    f.hit(r, "mixed://a", "mixedA", ns="Mixed")
    f.hit(r, "MIXED://b", "mixedB", ns="mixed")
    f.miss(r, "Mixed://c")


def host_placeholder():
    f = CaseFile("normalization-host-placeholder", "Normalization article, section 2: a placeholder takes the host.", {
        "routes": [{"pattern": "https://<path:url>", "handler": "web"}, {"pattern": "myapp://<id>/detail", "handler": "detail"},
                   {"pattern": "other://<int:id>/detail", "handler": "intDetail"},
                   {"pattern": "https://search", "handler": "search"},
                   {"pattern": "https://m.shop.example/goods/:id", "handler": "goods"},
                   {"pattern": "sub://<sub>.example.com/x", "handler": "sub"}]})
    r = "normalization.host-placeholder.takes-host"
    f.hit(r, "https://google.com/search?q=test", "search", {"q": "test"},
          rules=["normalization.host-placeholder.ranking"], note="a literal before a wildcard")
    f.hit(r, "https://google.com/a?q=test", "web", {"url": "google.com/a", "q": "test"}, wildcard=["google.com", "a"],
          idea="URLNavigator: https://<path:url>")
    f.hit(r, "https://google.com", "web", {"url": "google.com"}, wildcard=["google.com"])
    f.hit(r, "https://google.com/a/b/c", "web", {"url": "google.com/a/b/c"}, wildcard=["google.com", "a", "b", "c"])
    f.hit(r, "myapp://a.b/detail", "detail", {"id": "a.b"})
    f.hit(r, "myapp://item/detail", "detail", {"id": "item"})
    f.hit(r, "myapp:item/detail", "detail", {"id": "item"})
    f.hit(r, "myapp://localhost/detail", "detail", {"id": "localhost"})
    f.miss(r, "other://1.5/detail")
    f.hit(r, "other://15/detail", "intDetail", {"id": "15"}, types={"id": {"int": 15}})
    f.hit(r, "sub://a.example.com/x", "sub", {"sub": "a"})
    f.miss(r, "sub://example.com/x")
    r = "normalization.host-placeholder.port-userinfo"
    f.hit(r, "https://localhost:8080/a", "web", {"url": "localhost/a"}, wildcard=["localhost", "a"])
    f.hit(r, "https://u:p@example.org:1/a", "web", {"url": "example.org/a"}, wildcard=["example.org", "a"])
    f.hit(r, "https://Google.COM/a", "web", {"url": "Google.COM/a"}, wildcard=["Google.COM", "a"])
    r = "normalization.host-placeholder.dot-segment"
    f.miss(r, "myapp://../detail", note="the host is a host (it has a dot), and a dot segment is never taken")
    f.miss(r, "myapp://%2e%2E/detail", refusal="intake", intake="dot-segment",
           rules=["normalization.path.dot-segments", "normalization.parts.host-escapes"],
           note="host as path is decided as written (normalization.parts.host-escapes): no dot, so the host is a path "
                "segment, and a dot segment refuses the URL")
    r = "normalization.host-placeholder.ranking"
    f.hit(r, "https://m.shop.example/goods/7", "goods", {"id": "7"})
    f.hit(r, "https://m.shop.example/goods", "web", {"url": "m.shop.example/goods"}, wildcard=["m.shop.example", "goods"])
    f.hit(r, "https://example.org/search", "search")
    f = CaseFile("normalization-host-placeholder-sources", "Normalization article, section 2: link sources first.", {
        "options": {"accept": ["https://m.shop.example"]}, "routes": [{"pattern": "https://<path:url>", "handler": "web"}]})
    r = "normalization.host-placeholder.link-sources"
    f.hit(r, "https://m.shop.example/a", "web", {"url": "m.shop.example/a"}, wildcard=["m.shop.example", "a"])
    f.miss(r, "https://evil.example/a", refusal="origin")
    for mode in ["always", "never"]:
        f = CaseFile("normalization-host-placeholder-" + mode, "Normalization article, section 2: every hostAsPath mode.", {
            "options": {"hostAsPath": mode}, "routes": [{"pattern": "https://<path:url>", "handler": "web"},
                                                        {"pattern": "myapp://<id>/detail", "handler": "detail"}]})
        r = "normalization.host-placeholder.every-mode"
        f.hit(r, "https://google.com/a", "web", {"url": "google.com/a"}, wildcard=["google.com", "a"])
        f.hit(r, "myapp://a.b/detail", "detail", {"id": "a.b"})
        f.hit(r, "myapp://item/detail", "detail", {"id": "item"})


def generate():
    refusals()
    origins()
    namespaces()
    host_placeholder()
