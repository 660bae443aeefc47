"""Pattern-language article: query conditions, ranking, case, errors and url(for:); the route-table file's
rewrites and web origins."""
from corpus import CaseFile


def query_conditions():
    f = CaseFile("pattern-query-conditions", "Pattern-language article: query conditions.", {"routes": [
        {"pattern": "firefox://deep-link", "handler": "settings", "query": {"url": "/settings/<path:page>"}},
        {"pattern": "firefox://deep-link", "handler": "panel", "query": {"url": "/homepanel/:panel"}},
        {"pattern": "/projects/:creator/:slug", "handler": "project", "query": {"token": False}},
        {"pattern": "/projects/:creator/:slug", "handler": "preview"},
        {"pattern": "/flag", "handler": "flagged", "query": {"debug": True}},
        {"pattern": "/flag", "handler": "plain"},
        {"pattern": "/eq", "handler": "eq", "query": {"mode": "dark"}},
        {"pattern": "/code", "handler": "code", "query": {"c": ":code([A-Z]{2})"}},
        {"pattern": "/dots", "handler": "dots", "query": {"v": ":x"}}]})
    r = "pattern.query.value-pattern"
    f.hit(r, "firefox://deep-link?url=/settings/clear-private-data", "settings", {"page": "clear-private-data",
          "url": "/settings/clear-private-data"}, ns="firefox", idea="Firefox iOS deep links",
          note="the match's wildcard is the path's; a value pattern's wildcard gives its parameter")
    f.hit(r, "firefox://deep-link?url=%2Fsettings%2Fclear-private-data", "settings", {"page": "clear-private-data",
          "url": "/settings/clear-private-data"}, ns="firefox")
    f.hit(r, "firefox://deep-link?url=/homepanel/bookmarks", "panel", {"panel": "bookmarks", "url": "/homepanel/bookmarks"},
          ns="firefox")
    f.hit(r, "firefox://deep-link?url=settings/a", "settings", {"page": "a", "url": "settings/a"},
          ns="firefox", note="a value read as a path: split at '/', empty pieces ignored")
    f.hit(r, "firefox://deep-link?url=//homepanel//x/", "panel", {"panel": "x", "url": "//homepanel//x/"}, ns="firefox")
    f.miss(r, "firefox://deep-link?url=/other/x")
    f.miss(r, "firefox://deep-link")
    f.miss(r, "firefox://deep-link?url=/Settings/x", note="literal text compares exactly, case included")
    f.hit(r, "app://code?c=DE", "code", {"c": "DE", "code": "DE"})
    f.miss(r, "app://code?c=de")
    r = "pattern.query.dot-values"
    f.miss(r, "firefox://deep-link?url=/homepanel/..")
    f.miss(r, "firefox://deep-link?url=/settings/./x")
    f.miss(r, "app://dots?v=.")
    f.miss(r, "app://dots?v=%2e%2e")
    f.hit(r, "app://dots?v=...", "dots", {"v": "...", "x": "..."})
    r = "pattern.query.present-absent"
    f.hit(r, "app://projects/ann/cool", "project", {"creator": "ann", "slug": "cool"})
    f.hit(r, "app://projects/ann/cool?token=1", "preview", {"creator": "ann", "slug": "cool", "token": "1"})
    f.hit(r, "app://projects/ann/cool?token", "preview", {"creator": "ann", "slug": "cool", "token": ""})
    f.hit(r, "app://projects/ann/cool#token=1", "preview", {"creator": "ann", "slug": "cool", "token": "1"})
    f.hit(r, "app://flag?debug", "flagged", {"debug": ""})
    f.hit(r, "app://flag?debug=0", "flagged", {"debug": "0"})
    f.hit(r, "app://flag", "plain")
    f.hit(r, "app://flag?Debug", "plain", {"Debug": ""})
    r = "pattern.query.item-read"
    f.hit(r, "app://eq?mode=dark", "eq", {"mode": "dark"})
    f.hit(r, "app://eq?mode=light#mode=dark", "eq", {"mode": "dark"}, note="the fragment query's item over the query's")
    f.hit(r, "app://eq?mode=dark&mode=light", "eq", {"mode": ["dark", "light"]}, note="the first of a repeated name")
    f.miss(r, "app://eq?mode=light&mode=dark")
    f.miss(r, "app://eq?mode=dark#mode=light")
    f.hit(r, "app://eq?mode=%64ark", "eq", {"mode": "dark"})
    f.miss(r, "app://eq?mode=Dark")
    f.miss(r, "app://eq")


def ranking():
    routes = [{"pattern": "/r/new", "handler": "literal"}, {"pattern": "/r/<int:id>", "handler": "typed"},
              {"pattern": "/r/:id", "handler": "plain"}, {"pattern": "/r/*", "handler": "wild"},
              {"pattern": "/hi/:x", "handler": "low"}, {"pattern": "/hi/a", "handler": "high", "priority": -1},
              {"pattern": "/hi/:y", "handler": "top", "priority": 5, "query": {"z": True}}]
    f = CaseFile("pattern-ranking", "Pattern-language article: ranking under specificity.", {"routes": routes})
    r = "pattern.ranking.specificity"
    f.hit(r, "app://r/new", "literal", idea="URLNavigator, Crossroad: literal before capture")
    f.hit(r, "app://r/7", "typed", {"id": "7"}, types={"id": {"int": 7}})
    f.hit(r, "app://r/x", "plain", {"id": "x"})
    f.hit(r, "app://r/x/y", "wild", wildcard=["x", "y"])
    f.hit(r, "app://r", "wild")
    r = "pattern.ranking.priority"
    f.hit(r, "app://hi/a", "low", {"x": "a"}, note="priority -1 puts the literal after the capture")
    f.hit(r, "app://hi/a?z", "top", {"y": "a", "z": ""})
    f.hit(r, "app://hi/b?z=1", "top", {"y": "b", "z": "1"})
    f = CaseFile("pattern-ranking-string", "Pattern-language article: a string capture ranks as a plain one.", {
        "routes": [{"pattern": "/s/:a/:b", "handler": "plain"}, {"pattern": "/s/<string:code>/:kind", "handler": "string"},
                   {"pattern": "/t/<string:code>", "handler": "named"}, {"pattern": "/t/<int:n>", "handler": "typed"}]})
    r = "pattern.ranking.string-plain"
    f.hit(r, "app://s/1/2", "plain", {"a": "1", "b": "2"}, note="equal rank: registration order decides")
    f.hit(r, "app://t/5", "typed", {"n": "5"}, types={"n": {"int": 5}}, rules=["pattern.ranking.specificity"])
    f.hit(r, "app://t/x", "named", {"code": "x"})
    f = CaseFile("pattern-ranking-registration", "Pattern-language article: ranking in registration order.", {
        "options": {"matchOrder": "registration"},
        "routes": [{"pattern": "/r/:id", "handler": "plain"}, {"pattern": "/r/new", "handler": "literal"},
                   {"pattern": "/q/:id", "handler": "first"}, {"pattern": "/q/:id", "handler": "cond", "query": {"a": True}},
                   {"pattern": "/hi/:x", "handler": "low"}, {"pattern": "/hi/a", "handler": "high", "priority": 1}]})
    r = "pattern.ranking.registration"
    f.hit(r, "app://r/new", "plain", {"id": "new"}, idea="JLRoutes: registration order")
    f.hit(r, "app://r/7", "plain", {"id": "7"})
    f.hit(r, "app://q/1?a", "first", {"id": "1", "a": ""}, note="whatever the conditions")
    f.hit(r, "app://hi/a", "high", rules=["pattern.ranking.priority"])
    f.hit(r, "app://hi/b", "low", {"x": "b"})
    f = CaseFile("pattern-ranking-conditions", "Pattern-language article: more query conditions rank first.", {
        "routes": [{"pattern": "/c/:id", "handler": "none"}, {"pattern": "/c/:id", "handler": "one", "query": {"a": True}},
                   {"pattern": "/c/:id", "handler": "two", "query": {"a": True, "b": True}}]})
    r = "pattern.ranking.conditions"
    f.hit(r, "app://c/1", "none", {"id": "1"})
    f.hit(r, "app://c/1?a", "one", {"id": "1", "a": ""})
    f.hit(r, "app://c/1?b", "none", {"id": "1", "b": ""})
    f.hit(r, "app://c/1?a&b", "two", {"id": "1", "a": "", "b": ""})
    f.hit(r, "app://c/1?b=2&a=1", "two", {"id": "1", "a": "1", "b": "2"})


def case_rules():
    f = CaseFile("pattern-case", "Pattern-language article: case.", {"routes": [
        {"pattern": "/projects/:creator/:slug((?i)[a-z0-9-]+)", "handler": "project", "lowercaseCaptures": True},
        {"pattern": "/w/*rest", "handler": "rest", "lowercaseCaptures": True},
        {"pattern": "/q", "handler": "q", "lowercaseCaptures": True, "query": {"v": ":val"}},
        {"pattern": "/keep/:v", "handler": "keep"}]})
    r = "pattern.case.lowercase-captures"
    f.hit(r, "app://projects/Ann/Cool-Thing", "project", {"creator": "ann", "slug": "cool-thing"})
    f.hit(r, "app://projects/ANN/X?Tab=Top", "project", {"creator": "ann", "slug": "x", "Tab": "Top"},
          note="query items that are not captures keep their case")
    f.hit(r, "app://w/A/B", "rest", {"rest": "a/b"}, wildcard=["a", "b"])
    f.hit(r, "app://q?v=ABC", "q", {"v": "ABC", "val": "abc"})
    r = "pattern.case.values-keep-case"
    for v in ["Ann", "ANN", "%C3%89"]:
        f.hit(r, "app://keep/" + v, "keep", {"v": v.replace("%C3%89", "\u00c9")})


def url_for():
    f = CaseFile("pattern-url-for", "Pattern-language article: url(for:).", {"routes": [
        {"pattern": "shop://goods/<int:id>", "handler": "goods", "name": "goods"},
        {"pattern": "shop://v/pre<bar?>post", "handler": "prepost", "name": "prepost"},
        {"pattern": "shop://lang/<lang=en|de>", "handler": "lang", "name": "lang"},
        {"pattern": "https://www.example.<tld=com|de>/a", "handler": "tld", "name": "tld"},
        {"pattern": "shop://files/:name", "handler": "file", "name": "file"},
        {"pattern": "shop://code/:c([A-Z]{2})", "handler": "code", "name": "code"},
        {"pattern": "shop://search", "handler": "search", "name": "search", "query": {"q": True, "debug": False}},
        {"pattern": "shop://deep", "handler": "deep", "name": "deep",
         "query": {"url": "/settings/<path:page>", "mode": "dark"}}]})
    r = "pattern.url-for.fill"
    f.url_for(r, "goods", {"id": "7"}, url="shop://goods/7")
    f.url_for(r, "goods", {"id": "-3"}, url="shop://goods/-3")
    f.url_for(r, "goods", {"id": "x"}, error="invalid-value")
    f.url_for(r, "goods", {}, error="missing-parameter")
    f.url_for(r, "file", {"name": "report"}, url="shop://files/report")
    f.url_for(r, "file", {"name": ".."}, error="invalid-value", rules=["normalization.path.dot-segments"])
    f.url_for(r, "code", {"c": "DE"}, url="shop://code/DE")
    f.url_for(r, "code", {"c": "de"}, error="invalid-value")
    f.url_for(r, "nothing", {}, error="no-such-route")
    r = "pattern.url-for.empty-allowed-host"
    f.url_for(r, "prepost", {}, url="shop://v/prepost")
    f.url_for(r, "prepost", {"bar": "X"}, url="shop://v/preXpost")
    f.url_for(r, "lang", {"lang": "de"}, url="shop://lang/de")
    f.url_for(r, "lang", {"lang": "fr"}, error="invalid-value")
    f.url_for(r, "tld", {"tld": "de"}, url="https://www.example.de/a")
    f.url_for(r, "tld", {"tld": "fr"}, error="invalid-value")
    r = "pattern.url-for.query"
    f.url_for(r, "search", {"q": "shoes"}, url="shop://search?q=shoes", note="a required item, with the value given")
    f.url_for(r, "search", {}, url="shop://search?q=", note="a required item not given is printed empty, which meets it")
    f.url_for(r, "search", {"q": "a", "debug": "1"}, url="shop://search?q=a",
              note="a forbidden item is left out, whatever was given")
    f.url_for(r, "search", {"q": "a", "page": "2"}, url="shop://search?page=2&q=a",
              note="other parameters are query items, sorted by name")
    f.url_for(r, "deep", {"page": "general"}, url="shop://deep?mode=dark&url=%2Fsettings%2Fgeneral",
              note="a value pattern filled from its captures; an exact value printed")
    f.url_for(r, "deep", {"page": "general", "mode": "light"}, url="shop://deep?mode=dark&url=%2Fsettings%2Fgeneral",
              note="an exact value is printed as the route wants it, whatever was given")
    f.url_for(r, "deep", {}, error="missing-parameter", note="a value pattern's capture not given")


def errors():
    f = CaseFile("pattern-errors", "Pattern-language article: errors, located (the builder and loader only).",
                 {"routes": []})
    r = "pattern.errors.located"
    # Each message is its entry's in Conformance/errors.json (pattern.unbalanced-open, pattern.unterminated-placeholder,
    # pattern.unterminated-regex, conflict.identical).
    for pattern, col, message in [
            ("/goods/:id(/reviews", 11, "unbalanced '(': this optional group is never closed"),
            ("/a/<int:id", 4, "unterminated placeholder: expected '>'"),
            ("/a/:x([0-9]+", 6, "unterminated regular expression: expected ')'")]:
        text = '{"routes": [\n  {"pattern": "%s", "handler": "h"}\n]}\n' % pattern
        case = f.table_error(r, text, "pattern", 2, 16 + col - 1,
                             note="the column of the offending character in the file")
        case["expect"]["message"] = message
    r = "pattern.errors.conflict"
    text = '{"routes": [\n  {"pattern": "/a/:x", "handler": "h"},\n  {"pattern": "/a/:y", "handler": "i"}\n]}\n'
    # The place: the `{` of the later route's object (file.errors.conflict-place), line 3, column 3.
    at = text.index('{"pattern": "/a/:y"')
    case = f.table_error(r, text, "conflict", text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at),
                         rules=["file.errors.conflict-place"], note="at the '{' of the later route")
    case["expect"]["message"] = ('route "/a/:y" (global) is identical to route "/a/:x" (global); it is reached only '
                                 'when that handler declines')


def file_rules():
    f = CaseFile("file-rewrites", "Route-table file article: rewrites.", {
        "routes": [{"pattern": "shop://goods/:id", "handler": "goods"}, {"pattern": "shop://s/:q", "handler": "search"}],
        "rewrites": [{"from": "https://m.shop.example/product/:id.html", "to": "shop://goods/{id}"},
                     {"regex": "^https://m\\.shop\\.example/p(?<id>[0-9]+)$", "to": "shop://goods/{id}"},
                     {"from": "https://m.shop.example/find", "to": "shop://s/{query.q}"},
                     {"from": "legacy://item/:id", "to": "https://m.shop.example/product/{id}.html"},
                     {"from": "loop://a", "to": "loop://b"}, {"from": "loop://b", "to": "loop://a"}]})
    r = "file.rewrites.from"
    f.hit(r, "https://m.shop.example/product/12.html", "goods", {"id": "12"}, ns="shop", rewritten="shop://goods/12")
    f.hit(r, "https://M.Shop.Example/product/9.html", "goods", {"id": "9"}, ns="shop", rewritten="shop://goods/9")
    f.hit(r, "https://m.shop.example/find?q=a%20b", "search", {"q": "a b"}, ns="shop", rewritten="shop://s/a%20b?q=a%20b",
          note="a 'to' without a query keeps the URL's query and fragment")
    f.miss(r, "https://m.shop.example/product/x")
    r = "file.rewrites.regex"
    f.hit(r, "https://m.shop.example/p42", "goods", {"id": "42"}, ns="shop", rewritten="shop://goods/42")
    f.miss(r, "https://m.shop.example/p42x")
    r = "file.rewrites.chain"
    f.hit(r, "legacy://item/7", "goods", {"id": "7"}, ns="shop", rewritten="shop://goods/7", rewrites=[
        {"rule": 4, "from": "legacy://item/7", "to": "https://m.shop.example/product/7.html"},
        {"rule": 1, "from": "https://m.shop.example/product/7.html", "to": "shop://goods/7"}])
    f.miss(r, "loop://a", refusal="rewrite")
    f = CaseFile("file-rewrites-accept", "Route-table file article: accept is judged before any rewrite.", {
        "options": {"accept": ["shop", "https://m.shop.example"]},
        "routes": [{"pattern": "shop://goods/:id", "handler": "goods"}],
        "rewrites": [{"from": "/login", "to": "shop://goods/7"},
                     {"regex": "^[a-z]+://promo/(?<id>[0-9]+)$", "to": "shop://goods/{id}"}]})
    r = "file.rewrites.accept-first"
    f.miss(r, "evil://login", refusal="origin", idea="red team round 3: a rule without a scheme rewrote a refused origin")
    f.hit(r, "shop://login", "goods", {"id": "7"}, ns="shop", rewritten="shop://goods/7")
    f.miss(r, "https://evil.example/login", refusal="origin")
    f.hit(r, "https://m.shop.example/login", "goods", {"id": "7"}, ns="shop", rewritten="shop://goods/7")
    f.miss(r, "evil://promo/5", refusal="origin", note="a regex rule is not consulted either")
    f.hit(r, "shop://promo/5", "goods", {"id": "5"}, ns="shop", rewritten="shop://goods/5")
    f = CaseFile("file-web-origins", "Route-table file article: webOrigins give an unmatched web link's destination.", {
        "options": {"webOrigins": ["https://m.shop.example"], "maxSegments": 4},
        "routes": [{"pattern": "shop://goods/:id", "handler": "goods"},
                   {"pattern": "https://m.shop.example/staff", "handler": "staff", "internal": True}],
        "rewrites": [{"from": "https://m.shop.example/loop/a", "to": "https://m.shop.example/loop/b"},
                     {"from": "https://m.shop.example/loop/b", "to": "https://m.shop.example/loop/a"}]})
    r = "file.options.web-origins"
    f.miss(r, "https://m.shop.example/about", web="https://m.shop.example/about")
    f.miss(r, "https://m.shop.example/a?b=c", web="https://m.shop.example/a?b=c")
    f.miss(r, "https://evil.example/about")
    f.miss(r, "http://m.shop.example/about", note="another origin: http is not https")
    f.miss(r, "shop://nothing", note="not a web link")
    t4 = "Security T4: WebDestination refuses it (issue 71 item 8)"
    f.miss(r, "https://m.shop.example:8443/phish", note="a port: " + t4)
    f.miss(r, "https://m.shop.example:443/x", note="the default port is a port too: " + t4)
    f.miss(r, "https://user@m.shop.example/phish", note="userinfo: " + t4)
    f.miss(r, "https://user:pw@m.shop.example/phish", note="userinfo with a password: " + t4)
    f.miss(r, "https://@m.shop.example/phish", note="an empty userinfo: " + t4)
    f.miss(r, "https://m.shop.example@evil.example/phish", note="the host after the last @ is another: " + t4)
    f.miss(r, "https://m.shop.example./x", note="a trailing dot names another host: " + t4)
    f.miss(r, "https://m.shop.example%2F@evil.example/x", note="an escape in the authority: " + t4)
    f.miss(r, "https://M.SHOP.EXAMPLE/Help", web="https://M.SHOP.EXAMPLE/Help", note="the host is compared lowercased; the URL is given as it arrived")
    f.miss(r, "HTTPS://m.shop.example/help", web="HTTPS://m.shop.example/help", note="the scheme is compared lowercased")
    f.miss(r, "https://m.shop.example", web="https://m.shop.example", note="no path")
    f.miss(r, "https://m.shop.example#top", web="https://m.shop.example#top", note="a fragment right after the host")
    r = "file.options.web-destination-refusals"
    page = "refused at intake: the router hands it to no handler, its unmatched one included, so no page"
    f.miss(r, "https://m.shop.example/a/%2e%2e/b", refusal="intake", intake="dot-segment", note=page)
    f.miss(r, "https://m.shop.example/a/../b", refusal="intake", intake="dot-segment", note=page)
    f.miss(r, "https://m.shop.example/a%00", refusal="intake", intake="encoded-nul", note=page)
    f.miss(r, "https://m.shop.example/a/b/c/d/e", refusal="intake", intake="too-many-segments", note=page + " (maxSegments 4)")
    f.miss(r, "https://m.shop.example/a/b/c/d", web="https://m.shop.example/a/b/c/d", note="within maxSegments: no route, a page")
    f.miss(r, "https://m.shop.example/a\u0007", refusal="intake", intake="control-character", note=page)
    staff = f.miss(r, "https://m.shop.example/staff", refusal="policy", source="push", rules=["policy.internal"],
                   note="a route the policy refused: its URL is no page either (UnmatchedRequest.webDestination)")
    staff["expect"]["refused"] = [{"pattern": "https://m.shop.example/staff", "scheme": "https"}]
    f.miss(r, "https://m.shop.example/loop/a", refusal="rewrite", note="rewrites that loop open nothing, no page either")


def generate():
    query_conditions()
    ranking()
    case_rules()
    url_for()
    errors()
    file_rules()
