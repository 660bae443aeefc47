"""Normalization article: '+' in the path (section 3), query (4), fragment (5), precedence (6)."""
from corpus import CaseFile

PLUS_ROUTES = [
    {"pattern": "/files/:name", "handler": "file"}, {"pattern": "/goods/<int:id>", "handler": "int"},
    {"pattern": "/goods/:any", "handler": "any"}, {"pattern": "/call/:n(\\+?[0-9]+)", "handler": "call"},
    {"pattern": "/space/:s(a\\sb)", "handler": "space"}, {"pattern": "/p/a+:x([0-9]+)", "handler": "aplus"},
    {"pattern": "/w/*rest", "handler": "rest"},
]


def plus():
    f = CaseFile("normalization-plus", "Normalization article, section 3: '+' in a path segment, decodePlus on.",
                 {"routes": PLUS_ROUTES})
    r = "normalization.path.plus-capture"
    for raw, value in [("a+b", "a b"), ("a%2Bb", "a+b"), ("+", " "), ("%2B", "+"), ("a++b", "a  b"), ("a%20b", "a b"),
                       ("a+%2B", "a +")]:
        f.hit(r, "app://files/" + raw, "file", {"name": value}, idea="JLRoutes: path variables decode '+'")
    f.hit(r, "app://w/a+b/c", "rest", {"rest": "a+b/c"}, wildcard=["a+b", "c"], note="a wildcard's segments keep '+'")
    r = "normalization.path.plus-constraint"
    f.hit(r, "shop://goods/+1", "any", {"any": " 1"})
    f.hit(r, "shop://goods/%2B1", "int", {"id": "+1"}, types={"id": {"int": 1}})
    f.hit(r, "shop://goods/1", "int", {"id": "1"}, types={"id": {"int": 1}})
    f.miss(r, "tel://call/+15551234")
    f.hit(r, "tel://call/%2B15551234", "call", {"n": "+15551234"})
    f.hit(r, "tel://call/15551234", "call", {"n": "15551234"})
    f.hit(r, "app://space/a+b", "space", {"s": "a b"})
    f.hit(r, "app://space/a%20b", "space", {"s": "a b"})
    f.miss(r, "app://space/a%2Bb")
    f.hit(r, "app://p/a+12", "aplus", {"x": "12"}, rules=["normalization.path.plus-literal"])
    f.hit(r, "app://p/a%2B12", "aplus", {"x": "12"})
    f.miss(r, "app://p/a 12")
    f = CaseFile("normalization-plus-off", "Normalization article, section 3: '+' in a path segment, decodePlus off.",
                 {"options": {"decodePlus": False}, "routes": PLUS_ROUTES})
    r = "normalization.path.plus-off"
    f.hit(r, "shop://goods/+1", "int", {"id": "+1"}, types={"id": {"int": 1}})
    f.hit(r, "app://files/a+b", "file", {"name": "a+b"})
    f.hit(r, "tel://call/+15551234", "call", {"n": "+15551234"})
    f.miss(r, "app://space/a+b")
    f.hit(r, "app://files/x?q=a+b", "file", {"name": "x", "q": "a+b"})


def query():
    f = CaseFile("normalization-query", "Normalization article, section 4: the query.", {"routes": [
        {"pattern": "/q", "handler": "q"}]})
    r = "normalization.query.items"
    cases = [("a=1", {"a": "1"}), ("a=1&b=2", {"a": "1", "b": "2"}), ("a=1=2", {"a": "1=2"}), ("a=%3D", {"a": "="}),
             ("%61=1", {"a": "1"}), ("a%3Db=1", {"a=b": "1"}), ("a=%26", {"a": "&"}), ("a=x%20y", {"a": "x y"}),
             ("a=%E6%90%9C", {"a": "\u641c"}), ("a=%FF", {"a": "\ufffd"}), ("a=%zz", {"a": "%zz"}), ("a=%", {"a": "%"}),
             ("A=1&a=2", {"A": "1", "a": "2"}), ("a=", {"a": ""}), ("a=/b/c", {"a": "/b/c"}), ("a=?", {"a": "?"})]
    for q, params in cases:
        f.hit(r, "app://q?" + q, "q", params, idea="JLRoutes testQueryParams")
    # Names a JavaScript object has of its own are names like any other (the web module keeps them).
    for q, params in [("__proto__=x", {"__proto__": "x"}), ("constructor=y&toString=z", {"constructor": "y", "toString": "z"}),
                      ("__proto__=a&__proto__=b", {"__proto__": ["a", "b"]})]:
        f.hit(r, "app://q?" + q, "q", params, note="a name an object's prototype has is a name like any other")
    r = "normalization.query.plus"
    for q, params in [("q=a+b%20c", {"q": "a b c"}), ("q=a%2Bb", {"q": "a+b"}), ("a+b=1", {"a b": "1"}), ("q=+", {"q": " "})]:
        f.hit(r, "app://q?" + q, "q", params, idea="URLNavigator#73")
    r = "normalization.query.repeated"
    for q, params in [("tab=a&tab=b", {"tab": ["a", "b"]}), ("t=1&t=2&t=3", {"t": ["1", "2", "3"]}),
                      ("t=2&x=0&t=1", {"t": ["2", "1"], "x": "0"}), ("t=1&t", {"t": ["1", ""]}),
                      ("t&t", {"t": ["", ""]}), ("t=a&t=a", {"t": ["a", "a"]})]:
        f.hit(r, "app://q?" + q, "q", params, idea="JLRoutes, URLNavigator: repeated keys")
    r = "normalization.query.flag"
    for q, params in [("debug", {"debug": ""}), ("a&b&c", {"a": "", "b": "", "c": ""}), ("debug&x=1", {"debug": "", "x": "1"}),
                      ("x=1&debug", {"x": "1", "debug": ""})]:
        f.hit(r, "app://q?" + q, "q", params, idea="DeepLinkDispatch: query flags")
    r = "normalization.query.empty-items"
    for q, params in [("=x&&y=", {"y": ""}), ("", {}), ("&", {}), ("&&a=1&&", {"a": "1"}), ("=", {}), ("=1&b", {"b": ""})]:
        f.hit(r, "app://q?" + q, "q", params)
    r = "normalization.query.nested-url"
    f.hit(r, "app://q?url=shop%3A%2F%2Fother%2F1%3Fa%3Db", "q", {"url": "shop://other/1?a=b"}, idea="URLNavigator: a URL in a query")
    f.hit(r, "app://q?next=app://b/c?d=e", "q", {"next": "app://b/c?d=e"})
    f.hit(r, "app://q?next=app://b/c?d=e&f=g", "q", {"next": "app://b/c?d=e", "f": "g"})
    f.hit(r, "app://q?next=a#b=c", "q", {"next": "a", "b": "c"}, rules=["normalization.fragment.query"])


def fragment():
    f = CaseFile("normalization-fragment", "Normalization article, section 5: the fragment.", {"routes": [
        {"pattern": "/spa#/view/:id", "handler": "view"}, {"pattern": "/spa", "handler": "spa"},
        {"pattern": "/xyz/wildcard#/*", "handler": "hashWild"}, {"pattern": "/x#/", "handler": "hashRoot"},
        {"pattern": "/plain", "handler": "plain"}]})
    r = "normalization.fragment.path"
    f.hit(r, "app://spa#/view/4", "view", {"id": "4"}, idea="JLRoutes: hash routing")
    f.hit(r, "app://spa#/view/4?x=1", "view", {"id": "4", "x": "1"})
    f.hit(r, "app://spa?y=2#/view/4?x=1", "view", {"id": "4", "x": "1", "y": "2"})
    f.hit(r, "app://spa#//view//4/", "view", {"id": "4"}, rules=["normalization.path.empty-segments"])
    f.hit(r, "app://spa#/view/a%2Fb", "view", {"id": "a/b"}, rules=["normalization.path.split-before-decode"])
    f.hit(r, "app://plain#/view/4", "plain", note="a fragment path is ignored by patterns without '#'")
    f.hit(r, "app://spa#/nothing", "spa")
    f.hit(r, "app://xyz/wildcard#/a/b", "hashWild", wildcard=["a", "b"])
    f.miss(r, "app://spa/view/4")
    f.miss(r, "app://spa#/view/../4", refusal="intake", intake="dot-segment", rules=["normalization.path.dot-segments"])
    r = "normalization.fragment.query"
    f.hit(r, "app://plain#a=1&b=2", "plain", {"a": "1", "b": "2"}, idea="JLRoutes: fragment parameters")
    f.hit(r, "app://plain?a=1#a=2", "plain", {"a": "2"}, rules=["normalization.precedence.default"])
    f.hit(r, "app://plain?a=1&a=3#a=2", "plain", {"a": "2"}, rules=["normalization.precedence.default"])
    f.hit(r, "app://plain?b=1#a=2", "plain", {"a": "2", "b": "1"})
    f.hit(r, "app://plain#a=1&a=2", "plain", {"a": ["1", "2"]})
    f.hit(r, "app://plain#a=x+y", "plain", {"a": "x y"})
    r = "normalization.fragment.empty"
    f.hit(r, "tests://xyz/wildcard#", "hashWild", idea="JLRoutes testHashRoutingWildcard")
    f.hit(r, "app://x#", "hashRoot")
    f.hit(r, "app://x#/", "hashRoot")
    f.hit(r, "app://plain#", "plain")
    f.hit(r, "app://spa#", "spa")
    r = "normalization.fragment.anchor"
    for frag in ["top", "a", "section-2", "a/b", "%20"]:
        f.hit(r, "app://plain#" + frag, "plain")
    f.miss(r, "app://x#top", note="an anchor is not a fragment path")
    f.hit(r, "app://spa#top", "spa")


def precedence():
    f = CaseFile("normalization-precedence", "Normalization article, section 6: parameter precedence.", {"routes": [
        {"pattern": "/goods/:id", "handler": "goods"},
        {"pattern": "/over/:id", "handler": "over", "queryOverridesPath": True}]})
    r = "normalization.precedence.default"
    f.hit(r, "shop://goods/7?id=9&a=1#a=2", "goods", {"id": "7", "a": "2"})
    f.hit(r, "shop://goods/7?id=9", "goods", {"id": "7"}, idea="JLRoutes: path over query")
    f.hit(r, "shop://goods/7?id=9&id=8", "goods", {"id": "7"}, note="a higher source replaces the whole list")
    f.hit(r, "shop://goods/7#id=9", "goods", {"id": "7"})
    f.hit(r, "shop://goods/7?a=1&a=2#a=3", "goods", {"id": "7", "a": "3"})
    r = "normalization.precedence.caller"
    f.hit(r, "shop://goods/7?a=1", "goods", {"id": "8", "a": "1"}, caller={"id": "8"}, idea="URLNavigator: context values")
    f.hit(r, "shop://goods/7?a=1#a=2", "goods", {"id": "7", "a": "3"}, caller={"a": "3"})
    f.hit(r, "shop://goods/7", "goods", {"id": "7", "z": "1"}, caller={"z": "1"})
    r = "normalization.precedence.query-overrides-path"
    f.hit(r, "shop://over/7?id=9", "over", {"id": "9"})
    f.hit(r, "shop://over/7", "over", {"id": "7"})
    f.hit(r, "shop://over/7?id=9#id=10", "over", {"id": "10"})
    f.hit(r, "shop://over/7?id=9", "over", {"id": "1"}, caller={"id": "1"})
    f.hit(r, "shop://goods/7?id=9", "goods", {"id": "7"}, note="the table's other routes keep the default order")


def generate():
    plus()
    query()
    fragment()
    precedence()
