"""Universal links: what `switchyard gen links` must claim, host by host (RouteTableFileFormat article, "What a table
claims for universal links", rules `file.links.*`), and match cases of the same tables that show each claim is a
path some route matches on that host.

Each expected claim is worked out from the rule written beside it: the routes an https link of the host reaches, the
path after the host, each capture `*`, optional groups expanded, a trailing wildcard that may take no segment also
without it. Each match outcome follows from the pattern-language and normalisation rules it names.
"""
from corpus import CaseFile


def paths(*items):
    return {"paths": list(items)}


def hosts():
    f = CaseFile("links-hosts", "Route-table file article: which routes a universal-link host claims (host constraints, "
                 "host and scheme placeholders, custom schemes).", {
                     "options": {"accept": ["shop", "https://m.shop.example", "https://www.shop.com", "https://www.shop.de",
                                            "https://www.shop.fr", "https://test.example", "https://www.test.example",
                                            "https://other.example", "https://a.example.org"]},
                     "routes": [
                         {"pattern": "https://m.shop.example/goods/:id", "handler": "goods"},
                         {"pattern": "https://www.shop.<tld=com|de>/p/<int:id>", "handler": "product"},
                         {"pattern": "https://<sub=|www.>test.example/test/:id", "handler": "test"},
                         {"pattern": "http<scheme=|s>://other.example/s/:id", "handler": "short"},
                         {"pattern": "http://other.example/plain/:id", "handler": "plain"},
                         {"pattern": "https://<sub>.example.org/o/:id", "handler": "org"},
                         {"pattern": "shop://goods/:id", "handler": "app"},
                         {"pattern": "<app=shop|shop-beta>://cart", "handler": "cart"},
                         {"pattern": "/help", "handler": "help"}]})
    # The https namespace has routes and does not fall back: /help (global), shop:// and <app=…>:// never claim.
    r = "file.links.host-constraint"
    f.association(r, ["m.shop.example"], {"m.shop.example": paths("/goods/*")},
                  rules=["file.links.hosts"], note="/help is global and https has routes of its own; shop:// is another scheme")
    f.hit("pattern.full-url.host-constraint", "https://m.shop.example/goods/7", "goods", {"id": "7"})
    f.miss("pattern.full-url.host-constraint", "https://www.shop.com/goods/7")
    f.miss("normalization.namespaces.fallback", "https://m.shop.example/help")
    r = "file.links.host-placeholder"
    f.association(r, ["www.shop.com", "www.shop.de", "www.shop.fr"],
                  {"www.shop.com": paths("/p/*"), "www.shop.de": paths("/p/*"), "www.shop.fr": paths()},
                  note="each allowed value of <tld=com|de> is a host of its own; www.shop.fr is accepted, and no route takes it")
    f.association(r, ["test.example", "www.test.example", "m.shop.example"],
                  {"test.example": paths("/test/*"), "www.test.example": paths("/test/*"), "m.shop.example": paths("/goods/*")},
                  idea="issue #59: gen links claimed /test/* on a host where no route can match it")
    f.association(r, ["a.example.org"], {"a.example.org": paths("/o/*")})
    r = "pattern.host.placeholder"
    f.hit(r, "https://www.shop.de/p/7", "product", {"tld": "de", "id": "7"}, types={"id": {"int": 7}})
    f.hit(r, "https://www.shop.com/p/7", "product", {"tld": "com", "id": "7"}, types={"id": {"int": 7}})
    f.miss(r, "https://www.shop.fr/p/7")
    f.hit(r, "https://test.example/test/1", "test", {"sub": "", "id": "1"})
    f.hit(r, "https://www.test.example/test/1", "test", {"sub": "www.", "id": "1"})
    f.miss(r, "https://m.shop.example/test/1")
    f.hit(r, "https://a.example.org/o/5", "org", {"sub": "a", "id": "5"})
    r = "file.links.scheme-placeholder"
    f.association(r, ["other.example"], {"other.example": paths("/s/*")},
                  idea="issue #59: gen links left out /s/* on a host where match routes https://other.example/s/7",
                  note="http://other.example/plain/:id is registered under http only")
    f.hit("pattern.scheme.placeholder", "https://other.example/s/7", "short", {"scheme": "s", "id": "7"}, ns="https")
    f.miss("pattern.full-url.namespace", "https://other.example/plain/1")
    r = "file.links.hosts"
    f.association(r, ["b.example.org"], {"b.example.org": paths()},
                  note="https://<sub>.example.org would take the host, but the table does not accept it")
    f.miss("normalization.origins.accept", "https://b.example.org/o/5", refusal="origin")


def path_patterns():
    f = CaseFile("links-paths", "Route-table file article: the path patterns a universal-link host claims (captures, "
                 "optional groups, wildcards, hash routes, query conditions, internal routes).", {
                     "options": {"accept": ["shopapp", "https://www.shop.example"]},
                     "routes": [
                         {"pattern": "/", "handler": "home"},
                         {"pattern": "/goods/<int:id>/reviews(/<int:page>)", "handler": "reviews"},
                         {"pattern": "/u/user-<int:id>", "handler": "user"},
                         {"pattern": "/files/:name.pdf", "handler": "pdf"},
                         {"pattern": "/tel/:n([0-9]+)", "handler": "tel"},
                         {"pattern": "/lang/<lang=en|de>", "handler": "lang"},
                         {"pattern": "/v/<uuid:u>/<float:x>", "handler": "typed"},
                         {"pattern": "/o(/a/:b)(/c/:d)", "handler": "optional"},
                         {"pattern": "/docs/*rest", "handler": "docs"},
                         {"pattern": "/any/*", "handler": "any"},
                         {"pattern": "/p/<path:rest>", "handler": "path"},
                         {"pattern": "/spa#/view/:id", "handler": "view"},
                         {"pattern": "/projects/:creator/:slug", "handler": "project", "query": {"token": False}},
                         {"pattern": "/flag", "handler": "flag", "query": {"debug": True}},
                         {"pattern": "/admin/*", "handler": "admin", "internal": True},
                         {"pattern": "/admin/help", "handler": "adminHelp"},
                         {"pattern": "/search", "handler": "search", "accept": ["shopapp"]},
                         {"pattern": "shopapp://cart", "handler": "cart"}]})
    # The https namespace has no routes: an https link reaches the global ones.
    claimed = paths("/", "/goods/*/reviews/*", "/goods/*/reviews", "/u/user-*", "/files/*.pdf", "/tel/*", "/lang/*", "/v/*/*",
                    "/o/a/*/c/*", "/o/a/*", "/o/c/*", "/o", "/docs/*", "/docs", "/any/*", "/any", "/p/*", "/spa#/view/*",
                    "/projects/*/*", "/flag", "/admin/help")
    f.association("file.links.path-patterns", ["www.shop.example"], {"www.shop.example": claimed},
                  rules=["file.links.wildcard", "file.links.query", "file.links.internal", "file.links.hosts"],
                  note="not claimed: /admin/* (internal: /admin and /admin/* are excluded), /search (its accept leaves the "
                       "host out), shopapp://cart (another scheme)")
    f.association("file.links.hosts", ["www.shop.example", "m.shop.example"],
                  {"www.shop.example": claimed, "m.shop.example": paths()}, note="m.shop.example is not accepted")
    f.hit("normalization.namespaces.no-routes-uses-global", "https://www.shop.example/", "home")
    r = "pattern.optional.group"
    f.hit(r, "https://www.shop.example/goods/7/reviews/2", "reviews", {"id": "7", "page": "2"},
          types={"id": {"int": 7}, "page": {"int": 2}})
    f.hit(r, "https://www.shop.example/goods/7/reviews", "reviews", {"id": "7"}, types={"id": {"int": 7}})
    r = "pattern.capture.inside-segment"
    f.hit(r, "https://www.shop.example/u/user-42", "user", {"id": "42"}, types={"id": {"int": 42}})
    f.hit(r, "https://www.shop.example/files/report.pdf", "pdf", {"name": "report"})
    f.hit("pattern.regex.whole-segment", "https://www.shop.example/tel/5551234", "tel", {"n": "5551234"})
    f.miss("pattern.regex.whole-segment", "https://www.shop.example/tel/abc")
    f.hit("pattern.capture.allowed-values", "https://www.shop.example/lang/de", "lang", {"lang": "de"})
    f.miss("pattern.capture.allowed-values", "https://www.shop.example/lang/fr")
    f.hit("pattern.typed.uuid", "https://www.shop.example/v/6F9619FF-8B86-D011-B42D-00C04FC964FF/1.5", "typed",
          {"u": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "x": "1.5"},
          types={"u": {"uuid": "6f9619ff-8b86-d011-b42d-00c04fc964ff"}, "x": {"float": 1.5}})
    r = "pattern.optional.independent"
    f.hit(r, "https://www.shop.example/o/c/9", "optional", {"d": "9"})
    f.hit(r, "https://www.shop.example/o", "optional")
    f.hit("pattern.wildcard.named", "https://www.shop.example/docs/a/b", "docs", {"rest": "a/b"}, wildcard=["a", "b"])
    f.hit("pattern.wildcard.anonymous", "https://www.shop.example/any", "any")
    f.hit("pattern.wildcard.anonymous", "https://www.shop.example/any/x", "any", wildcard=["x"])
    f.hit("pattern.wildcard.path-needs-one", "https://www.shop.example/p/x", "path", {"rest": "x"}, wildcard=["x"])
    f.miss("pattern.wildcard.path-needs-one", "https://www.shop.example/p")
    f.hit("pattern.hash-route", "https://www.shop.example/spa#/view/3", "view", {"id": "3"})
    r = "pattern.query.present-absent"
    f.hit(r, "https://www.shop.example/projects/ann/cool", "project", {"creator": "ann", "slug": "cool"})
    f.miss(r, "https://www.shop.example/projects/ann/cool?token=1")
    f.hit(r, "https://www.shop.example/flag?debug", "flag", {"debug": ""})
    f.miss(r, "https://www.shop.example/flag")
    r = "pattern.ranking.specificity"
    f.hit(r, "https://www.shop.example/admin/help", "adminHelp")
    f.hit(r, "https://www.shop.example/admin/x", "admin", wildcard=["x"], note="an internal route: no source given, so it matches")
    f.miss("normalization.origins.route-narrows", "https://www.shop.example/search")
    f.miss("normalization.origins.accept", "https://m.shop.example/", refusal="origin")


def rewrites():
    f = CaseFile("links-rewrites", "Route-table file article: what rewrites from a universal-link host claim (web origins "
                 "claim nothing).", {
                     "options": {"accept": ["shop", "https://m.shop.example", "https://www.shop.example"],
                                 "webOrigins": ["https://m.shop.example"]},
                     "routes": [{"pattern": "shop://goods/:id", "handler": "goods"}, {"pattern": "shop://s/:q", "handler": "search"},
                                {"pattern": "shop://admin", "handler": "admin", "internal": True}],
                     "rewrites": [{"from": "https://m.shop.example/product/:id.html", "to": "shop://goods/{id}"},
                                  {"regex": "^https://m\\.shop\\.example/p(?<id>[0-9]+)$", "to": "shop://goods/{id}"},
                                  {"from": "https://m.shop.example/find", "to": "shop://s/{query.q}"},
                                  {"from": "https://m.shop.example/manage", "to": "shop://admin"},
                                  {"from": "https://m.shop.example/gone/:id", "to": "shop://nowhere/{id}"},
                                  {"from": "https://www.shop.example/item/:id", "to": "shop://goods/{id}"}]})
    f.association("file.links.rewrites", ["m.shop.example", "www.shop.example"],
                  {"m.shop.example": paths("/product/*.html", "/p*", "/find"), "www.shop.example": paths("/item/*")},
                  rules=["file.links.internal", "file.links.web-origins"],
                  note="/manage leads to an internal route (excluded), /gone/* to no route (left out); m.shop.example is a web "
                       "origin, which claims nothing more")
    r = "file.rewrites.from"
    f.hit(r, "https://m.shop.example/product/12.html", "goods", {"id": "12"}, ns="shop", rewritten="shop://goods/12")
    f.hit(r, "https://m.shop.example/find?q=shoes", "search", {"q": "shoes"}, ns="shop", rewritten="shop://s/shoes?q=shoes",
          note="a 'to' without a query keeps the URL's query")
    f.hit(r, "https://www.shop.example/item/3", "goods", {"id": "3"}, ns="shop", rewritten="shop://goods/3")
    f.hit(r, "https://m.shop.example/manage", "admin", ns="shop", rewritten="shop://admin",
          note="an internal route: no source given, so it matches")
    f.hit("file.rewrites.regex", "https://m.shop.example/p42", "goods", {"id": "42"}, ns="shop", rewritten="shop://goods/42")
    f.miss("file.options.web-origins", "https://m.shop.example/about", web="https://m.shop.example/about")


def host_as_path():
    f = CaseFile("links-host-as-path", "Route-table file article: with hostAsPath always, a universal-link host is a "
                 "path segment.", {
                     "options": {"hostAsPath": "always", "accept": ["https://m.shop.example", "https://www.shop.example"]},
                     "routes": [{"pattern": "/:first/goods/:id", "handler": "goods"},
                                {"pattern": "/m.shop.example/about", "handler": "about"},
                                {"pattern": "/cart", "handler": "cart"}]})
    f.association("file.links.host-as-path", ["m.shop.example", "www.shop.example"],
                  {"m.shop.example": paths("/goods/*", "/about"), "www.shop.example": paths("/goods/*")},
                  note="/cart: its first segment is no host of the app")
    r = "normalization.host-as-path.always"
    f.hit(r, "https://m.shop.example/goods/7", "goods", {"first": "m.shop.example", "id": "7"})
    f.hit(r, "https://www.shop.example/goods/7", "goods", {"first": "www.shop.example", "id": "7"})
    f.hit("normalization.host-as-path.case-insensitive", "https://M.SHOP.EXAMPLE/about", "about")
    f.miss(r, "https://www.shop.example/about")
    f.miss(r, "https://m.shop.example/cart")


def host_wildcard():
    f = CaseFile("links-host-wildcard", "Route-table file article: a wildcard in the host claims every path; a host "
                 "without a dot is a path segment.", {
                     "options": {"accept": ["https://m.shop.example", "https://intranet"]},
                     "routes": [{"pattern": "https://<path:url>", "handler": "web"},
                                {"pattern": "https://m.shop.example/goods/:id", "handler": "goods"},
                                {"pattern": "https://search", "handler": "search"}]})
    f.association("file.links.host-placeholder", ["m.shop.example", "intranet"],
                  {"m.shop.example": paths("/*", "/goods/*", "/search"), "intranet": paths("/*")},
                  rules=["file.links.host-as-path", "file.links.host-constraint"],
                  note="https://search is the path /search (auto: 'search' has no dot); on intranet, a host that is a path "
                       "segment, its first segment would have to be 'intranet'")
    f.hit("normalization.host-placeholder.takes-host", "https://m.shop.example/a/b", "web", {"url": "m.shop.example/a/b"},
          wildcard=["m.shop.example", "a", "b"])
    f.hit("normalization.host-placeholder.ranking", "https://m.shop.example/goods/7", "goods", {"id": "7"})
    f.hit("normalization.host-placeholder.ranking", "https://m.shop.example/search", "search")
    f.hit("normalization.host-as-path.auto", "https://intranet/x", "web", {"url": "intranet/x"}, wildcard=["intranet", "x"])
    f.miss("normalization.origins.accept", "https://evil.example/a", refusal="origin")


def generate():
    hosts()
    path_patterns()
    rewrites()
    host_as_path()
    host_wildcard()
