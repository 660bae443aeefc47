"""Normalization article, sections 1 (parts), 2 (host as path) and 3 (path segments)."""
from corpus import CaseFile

WPT = "WHATWG URL tests (urltestdata.json)"


def parts():
    f = CaseFile("normalization-parts", "Normalization article, section 1: the parts of a URL.", {"routes": [
        {"pattern": "/goods/:id", "handler": "goods", "name": "goods"},
        {"pattern": "https://m.example.com/a/:x", "handler": "web"},
        {"pattern": "/x", "handler": "x"},
    ]})
    r = "normalization.parts.scheme-host-lowercase"
    for scheme in ["https", "HTTPS", "Https", "hTTpS"]:
        for host in ["m.example.com", "M.EXAMPLE.COM", "M.Example.Com", "m.EXAMPLE.com"]:
            f.hit(r, "%s://%s/a/1" % (scheme, host), "web", {"x": "1"}, ns="https", idea=WPT + ": scheme and host lowercased")
    f.hit(r, "https://M.Example.com/a/Q", "web", {"x": "Q"}, note="the host is lowercased, a path value is not")
    r = "normalization.parts.userinfo-ignored"
    for userinfo in ["user:pw@", "user@", ":@", "a%40b:c@", "user:p%3Aw@"]:
        f.hit(r, "https://%sm.example.com/a/1" % userinfo, "web", {"x": "1"}, ns="https", idea=WPT)
    f.miss(r, "https://m.example.com@evil.example/a/1", note="the host is evil.example: the https namespace has no route for it")
    f.miss(r, "https://m.example.com:pw@evil.example/a/1")
    r = "normalization.parts.port"
    for port in ["8443", "80", "1", "65535"]:
        f.hit(r, "https://m.example.com:%s/a/1" % port, "web", {"x": "1"}, ns="https", idea=WPT)
    for port in ["80a", "a", "-1", "0x10"]:
        f.miss(r, "https://m.example.com:%s/a/1" % port, refusal="intake", idea=WPT + ": a port that is not digits")
    r = "normalization.parts.relative"
    f.hit(r, "/goods/7", "goods", {"id": "7"})
    f.hit(r, "/goods/7?tab=a", "goods", {"id": "7", "tab": "a"})
    f.hit(r, "/x", "x")
    f.miss(r, "/nowhere")
    r = "normalization.parts.no-authority"
    f.hit(r, "shop:goods/7", "goods", {"id": "7"}, note="no '//': no host; the path is goods/7; shop has no routes, so the global ones")
    f.hit(r, "shop:/goods/7", "goods", {"id": "7"})
    f.hit(r, "app:x", "x")
    r = "normalization.parts.ip-literal"
    f.hit(r, "http://[::1]:8080/x", "x", note="an IP literal is a host, never a path segment")
    f.hit(r, "http://[::1]/x", "x")
    f.hit(r, "http://[2001:db8::1]/x", "x")
    f.miss(r, "http://[::1]/goods", note="the path is /goods alone, which /goods/:id does not match")
    f.miss(r, "http://[::1/x", refusal="intake", intake="malformed-authority", idea=WPT)
    f.miss(r, "http://[::1/", refusal="intake", intake="malformed-authority")


def host_as_path():
    routes = [{"pattern": "/goods/:id", "handler": "goods"}, {"pattern": "/:first/goods/:id", "handler": "hosted"},
              {"pattern": "/7", "handler": "seven"}]
    f = CaseFile("normalization-host-as-path-auto", "Normalization article, section 2: hostAsPath auto.", {"routes": routes})
    r = "normalization.host-as-path.auto"
    f.hit(r, "shop://goods/7", "goods", {"id": "7"}, idea="JLRoutes#67, #88")
    f.hit(r, "https://m.shop.example/goods/7", "goods", {"id": "7"}, note="a host with a dot is a host")
    f.hit(r, "http://localhost/goods/7", "goods", {"id": "7"})
    f.hit(r, "http://localhost:8080/goods/7", "goods", {"id": "7"})
    f.hit(r, "http://[::1]/goods/7", "goods", {"id": "7"})
    f.hit(r, "shop://a/goods/7", "hosted", {"first": "a", "id": "7"})
    f.hit(r, "http://127.0.0.1/goods/7", "goods", {"id": "7"}, note="a dotted host")
    r = "normalization.host-as-path.case-insensitive"
    for host in ["GOODS", "Goods", "gOOdS"]:
        f.hit(r, "shop://%s/7" % host, "goods", {"id": "7"}, idea="JLRoutes: scheme and host case")
    r = "normalization.host-as-path.capture-keeps-case"
    for host in ["Ann", "ANN", "ann"]:
        f.hit(r, "shop://%s/goods/7" % host, "hosted", {"first": host, "id": "7"})
    f = CaseFile("normalization-host-as-path-always", "Normalization article, section 2: hostAsPath always.",
                 {"options": {"hostAsPath": "always"}, "routes": routes})
    r = "normalization.host-as-path.always"
    f.hit(r, "shop://goods/7", "goods", {"id": "7"})
    f.hit(r, "https://m.shop.example/goods/7", "hosted", {"first": "m.shop.example", "id": "7"})
    f.hit(r, "http://localhost/goods/7", "hosted", {"first": "localhost", "id": "7"})
    f.hit(r, "https://M.Shop.Example/goods/7", "hosted", {"first": "M.Shop.Example", "id": "7"},
          rules=["normalization.host-as-path.capture-keeps-case"])
    f = CaseFile("normalization-host-as-path-never", "Normalization article, section 2: hostAsPath never.",
                 {"options": {"hostAsPath": "never"}, "routes": routes})
    r = "normalization.host-as-path.never"
    f.hit(r, "shop://goods/7", "seven", note="the host goods is a host: the path is /7")
    f.hit(r, "shop://x/goods/7", "goods", {"id": "7"})
    f.hit(r, "https://m.shop.example/goods/7", "goods", {"id": "7"})
    f.miss(r, "shop://goods/8")


def path_segments():
    f = CaseFile("normalization-path", "Normalization article, section 3: path segments.", {"routes": [
        {"pattern": "/files/:name", "handler": "file"}, {"pattern": "/files/:a/:b", "handler": "two"},
        {"pattern": "/lit/a b", "handler": "space"}, {"pattern": "/搜索/:q", "handler": "search"},
        {"pattern": "/lit/caf\u00e9", "handler": "nfc"}, {"pattern": "/lit/Abc", "handler": "abc"},
        {"pattern": "/plus/a+b", "handler": "plusLiteral"}, {"pattern": "/x/:id", "handler": "xid"},
        {"pattern": "/dots/:name.pdf", "handler": "pdf"}, {"pattern": "/dots/:any", "handler": "dotsAny"},
        {"pattern": "/a/b", "handler": "ab"},
    ]})
    r = "normalization.path.split-before-decode"
    for raw, value in [("a%2Fb", "a/b"), ("a%2fb", "a/b"), ("%2F", "/"), ("%2F%2F", "//"), ("a%2Fb%2Fc", "a/b/c")]:
        f.hit(r, "app://files/" + raw, "file", {"name": value}, idea="JLRoutes testPercentEncoding")
    for a, b in [("a", "b"), ("a%20", "b"), ("%61", "%62")]:
        f.hit(r, "app://files/%s/%s" % (a, b), "two", {"a": a.replace("%20", " ").replace("%61", "a"),
                                                        "b": b.replace("%62", "b")})
    r = "normalization.path.empty-segments"
    for url in ["app://a/b", "app://a//b", "app://a/b/", "app://a//b//", "app:///a/b", "app://a///b", "/a/b", "/a//b", "/a/b/", "app:a/b", "app:/a/b", "app:a//b/"]:
        f.hit(r, url, "ab", idea="JLRoutes testTrailingSlash")
    f.hit(r, "app://files//x", "file", {"name": "x"})
    r = "normalization.path.case-sensitive-literals"
    f.hit(r, "app://lit/Abc", "abc")
    for seg in ["abc", "ABC", "aBC", "Abd"]:
        f.miss(r, "app://lit/" + seg, idea="Crossroad: paths are case-sensitive")
    f.hit(r, "app://lit/a%20b", "space")
    f.hit(r, "app://lit/a b", "space", note="a raw space is a literal space (section 7)")
    f.hit(r, "app://搜索/x", "search", {"q": "x"})
    f.hit(r, "app://%E6%90%9C%E7%B4%A2/x", "search", {"q": "x"})
    f.hit(r, "/%E6%90%9C%E7%B4%A2/%E6%90%9C", "search", {"q": "\u641c"})
    f.hit(r, "app://lit/%41bc", "abc", note="decoded before comparing")
    r = "normalization.path.no-unicode-normalization"
    f.hit(r, "app://lit/caf%C3%A9", "nfc")
    f.hit(r, "app://lit/caf\u00e9", "nfc")
    f.miss(r, "app://lit/cafe%CC%81", note="e + combining acute: a different segment")
    f.miss(r, "app://lit/cafe\u0301")
    f.miss(r, "app://lit/CAF%C3%89")
    r = "normalization.path.plus-literal"
    f.hit(r, "app://plus/a+b", "plusLiteral")
    f.hit(r, "app://plus/a%2Bb", "plusLiteral")
    f.hit(r, "app://plus/a%2bb", "plusLiteral")
    f.miss(r, "app://plus/a%20b")
    f.miss(r, "app://plus/a b")
    r = "normalization.path.invalid-escapes"
    for raw in ["%zz", "%4", "%", "%%", "%g0", "a%", "%zz%4", "100%", "%2", "%x1"]:
        f.hit(r, "app://files/" + raw, "file", {"name": raw}, idea="JLRoutes, WHATWG URL tests: a lone '%' is kept")
    f.hit(r, "app://files/%zz%41", "file", {"name": "%zzA"})
    r = "normalization.path.invalid-utf8"
    for raw in ["%FF", "%C3", "%80", "%ED%A0%80"]:
        n = 3 if raw == "%ED%A0%80" else 1
        f.hit(r, "app://x/" + raw, "xid", {"id": "\ufffd" * n}, note="bytes that are not UTF-8 read as U+FFFD")
    f.hit(r, "app://x/a%FFb", "xid", {"id": "a\ufffdb"})
    f.hit(r, "app://x/%C3%A9", "xid", {"id": "\u00e9"})
    r = "normalization.path.dot-segments"
    for seg in [".", "..", "%2e", "%2E", "%2e%2e", "%2E%2e", ".%2E", "%2e.", "%2E%2E"]:
        for template in ["app://a/%s/b", "app://a/%s", "/%s/x", "app://x/%s"]:
            f.miss(r, template % seg, refusal="intake", intake="dot-segment", idea="WHATWG URL tests: dot segments")
    for seg in ["...", "b..c", ".x", "x.", "..x", "%2e%2e%2e"]:
        f.hit(r, "app://x/" + seg, "xid", {"id": seg.replace("%2e", ".")}, note="dots inside a segment are text")
    r = "normalization.path.dot-capture"
    f.hit(r, "app://dots/report.pdf", "pdf", {"name": "report"})
    f.hit(r, "app://dots/...pdf", "dotsAny", {"any": "...pdf"}, note="the capture would be '..'")
    f.hit(r, "app://dots/..pdf", "dotsAny", {"any": "..pdf"}, note="the capture would be '.'")
    f.hit(r, "app://dots/....pdf", "pdf", {"name": "..."})
    f.hit(r, "app://dots/a.b.pdf", "pdf", {"name": "a.b"})
    f.hit(r, "app://dots/.pdf", "dotsAny", {"any": ".pdf"}, note="the capture would be empty")


def generate():
    parts()
    host_as_path()
    path_segments()
