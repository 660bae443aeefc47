"""Pattern-language article: empty captures, allowed values, wildcards, optional groups, hash routes,
full-URL patterns, placeholders in the host and the scheme."""
from corpus import CaseFile


def empty_and_allowed():
    f = CaseFile("pattern-empty-allowed", "Pattern-language article: captures that may be empty, allowed values.", {
        "routes": [{"pattern": "/v/pre<bar?>post", "handler": "prepost"}, {"pattern": "/e/:id.<ext?>", "handler": "ext"},
                   {"pattern": "/n/v<int:n?>", "handler": "vn"}, {"pattern": "/lang/<lang=en|de>", "handler": "lang"},
                   {"pattern": "/p/p<v=|s>", "handler": "ps"}, {"pattern": "/t/:t", "handler": "t"}]})
    r = "pattern.capture.may-be-empty"
    for v, bar in [("prepost", ""), ("preXpost", "X"), ("preXYpost", "XY"), ("prepostpost", "post"), ("pre%20post", " ")]:
        f.hit(r, "app://v/" + v, "prepost", {"bar": bar})
    for v in ["pre", "post", "prpost", "Prepost"]:
        f.miss(r, "app://v/" + v)
    for v, id_, ext in [("7.", "7", ""), ("7.json", "7", "json"), ("a.b", "a", "b")]:
        if v == "a.b":
            f.hit(r, "app://e/" + v, "ext", {"id": id_, "ext": ext})
        else:
            f.hit(r, "app://e/" + v, "ext", {"id": id_, "ext": ext})
    f.miss(r, "app://e/.x", note="id may not be empty")
    f.miss(r, "app://e/7")
    for v, n in [("v", ""), ("v12", "12"), ("v-3", "-3"), ("v%2B4", "+4")]:
        f.hit(r, "app://n/" + v, "vn", {"n": n}, types={"n": {"int": int(n)}} if n else None)
    for v in ["vq", "v1.5", "V1", "x"]:
        f.miss(r, "app://n/" + v)
    r = "pattern.capture.allowed-values"
    for v in ["en", "de", "%65n"]:
        f.hit(r, "app://lang/" + v, "lang", {"lang": v.replace("%65", "e")})
    for v in ["fr", "EN", "end", "e", "en%20", "ende", "De"]:
        f.miss(r, "app://lang/" + v)
    for v, val in [("p", ""), ("ps", "s")]:
        f.hit(r, "app://p/" + v, "ps", {"v": val})
    for v in ["pss", "px", "P"]:
        f.miss(r, "app://p/" + v)


def wildcards():
    f = CaseFile("pattern-wildcards", "Pattern-language article: trailing wildcards.", {"routes": [
        {"pattern": "/any/*", "handler": "any"}, {"pattern": "/docs/*rest", "handler": "rest"},
        {"pattern": "/p/<path:rest>", "handler": "path"}, {"pattern": "/p", "handler": "pOnly"},
        {"pattern": "/mid/:id/*", "handler": "mid"}]})
    r = "pattern.wildcard.anonymous"
    f.hit(r, "app://any", "any", idea="JLRoutes testWildcardRoutes")
    f.hit(r, "app://any/", "any")
    for segs in [["a"], ["a", "b"], ["a", "b", "c"], ["1", "2", "3", "4", "5", "6"]]:
        f.hit(r, "app://any/" + "/".join(segs), "any", wildcard=segs, idea="JLRoutes testWildcardRoutes")
    f.hit(r, "app://any/a%2Fb/c", "any", wildcard=["a/b", "c"], rules=["normalization.path.split-before-decode"])
    f.hit(r, "app://any//a///b/", "any", wildcard=["a", "b"], rules=["normalization.path.empty-segments"])
    f.hit(r, "app://mid/7", "mid", {"id": "7"})
    f.hit(r, "app://mid/7/x/y", "mid", {"id": "7"}, wildcard=["x", "y"])
    f.miss(r, "app://mid", note="the capture before the wildcard needs its segment")
    r = "pattern.wildcard.named"
    for segs in [["a"], ["a", "b"], ["x", "y", "z"]]:
        f.hit(r, "app://docs/" + "/".join(segs), "rest", {"rest": "/".join(segs)}, wildcard=segs, idea="URLNavigator <path:...>")
    r = "pattern.wildcard.path-needs-one"
    f.hit(r, "app://p", "pOnly")
    f.hit(r, "app://p/a", "path", {"rest": "a"}, wildcard=["a"])
    f.hit(r, "app://p/a/b", "path", {"rest": "a/b"}, wildcard=["a", "b"])
    f = CaseFile("pattern-wildcards-alone", "Pattern-language article: <path:...> needs one segment.", {"routes": [
        {"pattern": "/p/<path:rest>", "handler": "path"}]})
    f.miss(r, "app://p")
    f.miss(r, "app://p/")
    f.hit(r, "app://p/x", "path", {"rest": "x"}, wildcard=["x"])


def optional_groups():
    f = CaseFile("pattern-optional", "Pattern-language article: optional groups.", {"routes": [
        {"pattern": "/goods/:id(/reviews)", "handler": "goods", "name": "goods"},
        {"pattern": "/o(/a/:b)(/c/:d)", "handler": "two"}, {"pattern": "/n(/a(/b/:c))", "handler": "nested"}]})
    r = "pattern.optional.group"
    f.hit(r, "app://goods/7", "goods", {"id": "7"}, idea="JLRoutes testOptionalRoutes")
    f.hit(r, "app://goods/7/reviews", "goods", {"id": "7"})
    f.miss(r, "app://goods/7/other")
    f.miss(r, "app://goods")
    r = "pattern.optional.independent"
    f.hit(r, "app://o", "two", idea="JLRoutes testOptionalRoutes: several groups")
    f.hit(r, "app://o/a/1", "two", {"b": "1"})
    f.hit(r, "app://o/c/2", "two", {"d": "2"})
    f.hit(r, "app://o/a/1/c/2", "two", {"b": "1", "d": "2"})
    f.miss(r, "app://o/c/2/a/1", note="groups keep their order")
    f.miss(r, "app://o/a")
    r = "pattern.optional.nested"
    f.hit(r, "app://n", "nested")
    f.hit(r, "app://n/a", "nested")
    f.hit(r, "app://n/a/b/3", "nested", {"c": "3"})
    f.miss(r, "app://n/b/3", note="the inner group needs the outer one")
    f.miss(r, "app://n/a/b")


def hash_and_full_url():
    f = CaseFile("pattern-full-url", "Pattern-language article: hash routes and full-URL patterns.", {"routes": [
        {"pattern": "/user#/view/:id", "handler": "view"}, {"pattern": "shop://goods/:id", "handler": "shopGoods"},
        {"pattern": "https://m.shop.example/goods/:id", "handler": "webGoods"},
        {"pattern": "https://localhost/l", "handler": "local"}, {"pattern": "app://item/:id", "handler": "appItem"}]})
    r = "pattern.hash-route"
    f.hit(r, "tests://user#/view/42", "view", {"id": "42"}, idea="JLRoutes: hash routing")
    f.hit(r, "http://example.com/user#/view/42", "view", {"id": "42"})
    f.miss(r, "tests://user#/view")
    f.miss(r, "tests://user/view/42")
    r = "pattern.full-url.namespace"
    f.hit(r, "shop://goods/7", "shopGoods", {"id": "7"}, idea="URLNavigator, Crossroad: full-URL patterns")
    f.miss(r, "shop://user#/view/42", note="shop has routes: the global ones are not consulted")
    f.hit(r, "app://item/3", "appItem", {"id": "3"})
    f.miss(r, "app://goods/7")
    r = "pattern.full-url.host-constraint"
    f.hit(r, "https://m.shop.example/goods/7", "webGoods", {"id": "7"})
    f.hit(r, "https://M.Shop.Example/goods/7", "webGoods", {"id": "7"}, rules=["normalization.parts.scheme-host-lowercase"])
    f.miss(r, "https://www.shop.example/goods/7")
    f.miss(r, "https://m.shop.example.evil/goods/7")
    f.hit(r, "https://localhost/l", "local")
    f.hit(r, "https://localhost:3000/l", "local")
    f.miss(r, "https://localhost.example/l")


def host_and_scheme_placeholders():
    f = CaseFile("pattern-host-placeholder", "Pattern-language article: a placeholder in the host (hosts compare "
                 "case-insensitively: issue #59's decision).", {"routes": [
                     {"pattern": "https://www.example.<tld=com|de>/b", "handler": "tld"},
                     {"pattern": "https://www.shop.<tld=com|de>/p/<int:id>", "handler": "shop"},
                     {"pattern": "https://<sub?>example.com/a", "handler": "sub"},
                     {"pattern": "https://<sub=|www.|m.>listed.com/l", "handler": "listed"}]})
    r = "pattern.host.placeholder"
    f.hit(r, "https://www.example.de/b", "tld", {"tld": "de"}, ns="https")
    f.hit(r, "https://www.example.com/b", "tld", {"tld": "com"}, ns="https")
    f.miss(r, "https://www.example.fr/b")
    f.miss(r, "https://www.example.de/c")
    f.hit(r, "https://example.com/a", "sub", {"sub": ""}, ns="https")
    f.hit(r, "https://www.example.com/a", "sub", {"sub": "www."}, ns="https")
    f.hit(r, "https://evilexample.com/a", "sub", {"sub": "evil"}, ns="https", idea="DeepLinkDispatch {sub}example.com")
    f.hit(r, "https://m.listed.com/l", "listed", {"sub": "m."}, ns="https")
    f.hit(r, "https://listed.com/l", "listed", {"sub": ""}, ns="https")
    f.miss(r, "https://evillisted.com/l")
    f.hit(r, "https://www.shop.de/p/7", "shop", {"tld": "de", "id": "7"}, ns="https", types={"id": {"int": 7}})
    r = "pattern.host.case-insensitive"
    # Matching sees the host lowercased; the value keeps the case the URL wrote it in, as every value does.
    for host, tld in [("WWW.EXAMPLE.de", "de"), ("Www.Example.com", "com"), ("WWW.EXAMPLE.DE", "DE"),
                      ("www.example.COM", "COM"), ("www.EXAMPLE.De", "De")]:
        f.hit(r, "https://%s/b" % host, "tld", {"tld": tld}, ns="https", idea="issue #59: the host-case contradiction")
    for host, tld in [("WWW.SHOP.DE", "DE"), ("www.Shop.com", "com")]:
        f.hit(r, "https://%s/p/7" % host, "shop", {"tld": tld, "id": "7"}, ns="https", types={"id": {"int": 7}})
    f.hit(r, "https://M.LISTED.COM/l", "listed", {"sub": "M."}, ns="https")
    f.hit(r, "https://WWW.example.COM/a", "sub", {"sub": "WWW."}, ns="https")
    f.hit(r, "https://EvilExample.com/a", "sub", {"sub": "Evil"}, ns="https")
    f.miss(r, "https://WWW.EXAMPLE.FR/b")
    f = CaseFile("pattern-scheme-placeholder", "Pattern-language article: a placeholder in the scheme.", {"routes": [
        {"pattern": "http<scheme=|s>://example.com/a/:id", "handler": "web", "name": "web"},
        {"pattern": "<app=shop|shop-beta>://goods/:id", "handler": "goods", "name": "goods"}]})
    r = "pattern.scheme.placeholder"
    f.hit(r, "https://example.com/a/7", "web", {"scheme": "s", "id": "7"}, ns="https")
    f.hit(r, "http://example.com/a/7", "web", {"scheme": "", "id": "7"}, ns="http")
    f.hit(r, "HTTPS://example.com/a/7", "web", {"scheme": "s", "id": "7"}, ns="https")
    f.hit(r, "HtTp://EXAMPLE.com/a/7", "web", {"scheme": "", "id": "7"}, ns="http")
    f.miss(r, "ftp://example.com/a/7")
    f.miss(r, "https://example.org/a/7")
    f.hit(r, "shop-beta://goods/7", "goods", {"app": "shop-beta", "id": "7"}, ns="shop-beta")
    f.hit(r, "shop://goods/7", "goods", {"app": "shop", "id": "7"}, ns="shop")
    f.hit(r, "SHOP-BETA://goods/7", "goods", {"app": "shop-beta", "id": "7"}, ns="shop-beta")
    f.miss(r, "shop-alpha://goods/7")
    r = "pattern.scheme.url-for"
    f.url_for(r, "web", {"scheme": "s", "id": "7"}, url="https://example.com/a/7")
    f.url_for(r, "web", {"scheme": "", "id": "7"}, url="http://example.com/a/7")
    f.url_for(r, "web", {"scheme": "x", "id": "7"}, error="invalid-value")
    f.url_for(r, "web", {"id": "7"}, error="missing-parameter")
    f.url_for(r, "goods", {"app": "shop-beta", "id": "7"}, url="shop-beta://goods/7")


def generate():
    empty_and_allowed()
    wildcards()
    optional_groups()
    hash_and_full_url()
    host_and_scheme_placeholders()
