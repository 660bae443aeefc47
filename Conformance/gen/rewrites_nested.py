"""A `{url:query.NAME}` rewrite's `nested` options, in a table file and in a routing document (issue #63, item 3):
`file.rewrites.nested-*` (RouteTableFileFormat article, "A rewrite's nested URL") and `document.apply.nested`,
`document.format.nested` (Docs/Rules/document.md).

Each outcome follows from the rule named beside it and the table's own rules: a route's captures and the URL's query
items are its parameters (an item without a value is ""); the source policy is the Security article's (an internal
route opens only from `in-app`; `restrict TAG=KINDS` opens a tagged route to those kinds; `deny SOURCE` refuses that
source every route), and a refused route is listed as its pattern and namespace.
"""
from corpus import CaseFile
from documents import DocumentFile, applied, doc, nothing, outcome, place, refused
from documents_legs import MESSAGE

LOGIN = "https://m.shop.example/login"

TABLE = {
    "routes": [
        {"pattern": "shop://goods/:id", "handler": "goods"},
        {"pattern": "shop://admin/:id", "handler": "admin", "internal": True},
        {"pattern": "shop://pay/:id", "handler": "pay", "tags": ["pay"]},
        {"pattern": "https://m.shop.example/post/:id", "handler": "post"},
        {"pattern": LOGIN, "handler": "login"},
        {"pattern": "https://m.shop.example/signin", "handler": "signin"},
    ],
    "rewrites": [
        {"from": LOGIN, "to": "{url:query.redirect_to}",
         "nested": {"resolvesRelative": True, "carriedQueryItems": ["login_reason"]}},
        {"from": "https://m.shop.example/signin", "to": "{url:query.next}"},
        {"from": "https://sso.shop.example/done", "to": "{url:query.next}", "nested": {"source": "universal-link"}},
        {"from": "shop://open", "to": "{url:query.url}", "nested": {"source": "in-app"}},
        {"regex": "^shop://auth$", "to": "{url:query.to}",
         "nested": {"resolvesRelative": True, "carriedQueryItems": ["a", "b"]}},
        {"from": "https://partner.example/go", "to": "{url:query.u}", "nested": {"source": "other-app:com.partner"}},
    ],
}


def step(rule, source, target):
    return [{"rule": rule, "from": source, "to": target}]


def relative(f):
    """file.rewrites.nested-relative: a path opens the outer origin's page only when the rule resolves it."""
    rule = "file.rewrites.nested-relative"
    f.hit(rule, LOGIN + "?redirect_to=%2Fpost%2F7", "post", {"id": "7", }, rewritten="https://m.shop.example/post/7")
    f.hit(rule, LOGIN + "?redirect_to=/post/7", "post", {"id": "7"}, rewritten="https://m.shop.example/post/7",
          note="the path written unescaped in the query")
    f.hit(rule, "https://M.SHOP.EXAMPLE/login?redirect_to=%2Fpost%2F7", "post", {"id": "7"},
          rewritten="https://M.SHOP.EXAMPLE/post/7", note="the outer origin as written")
    f.hit(rule, LOGIN + "?redirect_to=shop%3A%2F%2Fgoods%2F7", "goods", {"id": "7"}, rewritten="shop://goods/7",
          note="an absolute URL opens as it is")
    for item, why in [("%2F%2Fevil.example%2Fpost%2F7", "'//host' is never a path of the outer origin"),
                      ("%2Fpost%5C7", "a backslash anywhere"), ("%2F%5Cevil.example", "'/' then a backslash"),
                      ("post%2F7", "no leading '/'"), ("", "an empty item")]:
        f.hit(rule, LOGIN + "?redirect_to=" + item, "login", {"redirect_to": _decoded(item)}, note=why)
    f.hit(rule, LOGIN, "login", note="no item: the rule does not apply")
    f.hit(rule, "https://m.shop.example/signin?next=%2Fpost%2F7", "signin", {"next": "/post/7"},
          note="a rule without resolvesRelative leaves a path alone")
    f.hit(rule, "https://m.shop.example/signin?next=https%3A%2F%2Fm.shop.example%2Fpost%2F7", "post", {"id": "7"},
          rewritten="https://m.shop.example/post/7")
    f.miss(rule, "shop://auth?to=%2Fpost%2F9", rewritten="shop://auth/post/9",
           note="a regex rule resolves a path too, against its own origin (no route there)")


def _decoded(item):
    return {"%2F%2Fevil.example%2Fpost%2F7": "//evil.example/post/7", "%2Fpost%5C7": "/post\\7",
            "%2F%5Cevil.example": "/\\evil.example", "post%2F7": "post/7", "": ""}[item]


def carried(f):
    """file.rewrites.nested-carried: the outer items of the listed names, after the nested URL's own, before its
    fragment, in the outer link's order; an item the nested URL has is not carried."""
    rule = "file.rewrites.nested-carried"
    f.hit(rule, LOGIN + "?login_reason=expired&redirect_to=%2Fpost%2F7", "post", {"id": "7", "login_reason": "expired"},
          rewritten="https://m.shop.example/post/7?login_reason=expired", idea="WordPress's login links")
    f.hit(rule, LOGIN + "?redirect_to=%2Fpost%2F7%3Ftab%3D2&login_reason=expired", "post",
          {"id": "7", "tab": "2", "login_reason": "expired"},
          rewritten="https://m.shop.example/post/7?tab=2&login_reason=expired")
    f.hit(rule, LOGIN + "?redirect_to=%2Fpost%2F7%3Flogin_reason%3Dmine&login_reason=outer", "post",
          {"id": "7", "login_reason": "mine"}, rewritten="https://m.shop.example/post/7?login_reason=mine",
          note="the nested URL's own item is kept; the outer one is not carried")
    f.hit(rule, LOGIN + "?redirect_to=%2Fpost%2F7%23top&login_reason=x", "post", {"id": "7", "login_reason": "x"},
          rewritten="https://m.shop.example/post/7?login_reason=x#top")
    f.hit(rule, LOGIN + "?redirect_to=%2Fpost%2F7&login_reason=a%20b%26c", "post", {"id": "7", "login_reason": "a b&c"},
          rewritten="https://m.shop.example/post/7?login_reason=a%20b%26c", note="percent-encoded again")
    f.hit(rule, LOGIN + "?redirect_to=%2Fpost%2F7&other=1", "post", {"id": "7"},
          rewritten="https://m.shop.example/post/7", note="an item the rule does not name stays behind")
    f.hit(rule, "shop://auth?b=2&to=shop%3A%2F%2Fgoods%2F7&c=3&a=1", "goods", {"id": "7", "a": "1", "b": "2"},
          rewritten="shop://goods/7?b=2&a=1", note="in the outer link's order, not the rule's")
    f.hit(rule, "shop://auth?a&to=shop%3A%2F%2Fgoods%2F7", "goods", {"id": "7", "a": ""},
          rewritten="shop://goods/7?a", note="an item without a value is carried as its name")
    f.hit(rule, "shop://auth?a=1&a=2&to=shop%3A%2F%2Fgoods%2F7", "goods", {"id": "7", "a": ["1", "2"]},
          rewritten="shop://goods/7?a=1&a=2", note="every item of the name")
    f.hit(rule, "https://m.shop.example/signin?login_reason=x&next=shop%3A%2F%2Fgoods%2F7", "goods", {"id": "7"},
          rewritten="shop://goods/7", note="a rule without carriedQueryItems carries nothing")


def sources(f):
    """file.rewrites.nested-source: a web page of the outer origin, unless the rule names the source."""
    rule = "file.rewrites.nested-source"
    admin = [{"pattern": "shop://admin/:id", "scheme": "shop"}]
    pay = [{"pattern": "shop://pay/:id", "scheme": "shop"}]
    goods = [{"pattern": "shop://goods/:id", "scheme": "shop"}]
    signin = "https://m.shop.example/signin?next="
    for source in ["in-app", "universal-link", "push"]:
        _refused(f.miss(rule, signin + "shop%3A%2F%2Fadmin%2F7", "policy", rewritten="shop://admin/7", source=source,
                        note="the default: a web page of https://m.shop.example, whatever opened the outer link"), admin)
    f.hit(rule, signin + "shop%3A%2F%2Fgoods%2F7", "goods", {"id": "7"}, rewritten="shop://goods/7", source="in-app")
    _refused(f.miss(rule, signin + "shop%3A%2F%2Fgoods%2F7", "policy", rewritten="shop://goods/7", source="in-app",
                    policy={"deny": ["web:https://m.shop.example"]}, note="the outer origin, as a web page"), goods)
    f.hit(rule, signin + "shop%3A%2F%2Fgoods%2F7", "goods", {"id": "7"}, rewritten="shop://goods/7", source="in-app",
          policy={"deny": ["web:https://sso.shop.example"]}, note="another page's denial does not touch it")
    _refused(f.miss(rule, signin + "shop%3A%2F%2Fpay%2F7", "policy", rewritten="shop://pay/7", source="universal-link",
                    policy={"restrict": ["pay=universal-link"]}), pay)
    sso = "https://sso.shop.example/done?next=shop%3A%2F%2Fpay%2F7"
    f.hit(rule, sso, "pay", {"id": "7"}, rewritten="shop://pay/7", source="push",
          policy={"restrict": ["pay=universal-link"]}, note="the rule names universal-link")
    _refused(f.miss(rule, sso, "policy", rewritten="shop://pay/7", source="in-app", policy={"restrict": ["pay=in-app"]},
                    note="even from in-app, the nested URL runs as the rule says"), pay)
    _refused(f.miss(rule, "https://sso.shop.example/done?next=shop%3A%2F%2Fadmin%2F7", "policy",
                    rewritten="shop://admin/7", source="in-app"), admin)
    f.hit(rule, "shop://open?url=shop%3A%2F%2Fadmin%2F7", "admin", {"id": "7"}, rewritten="shop://admin/7",
          source="other-app", note="a rule that names in-app vouches for every URL it carries")
    _refused(f.miss(rule, "shop://open?url=shop%3A%2F%2Fgoods%2F7", "policy", rewritten="shop://goods/7", source="push",
                    policy={"deny": ["push"]}, note="a source the app denies outright stays denied (policy.nested-url)"),
             goods)
    _refused(f.miss(rule, "shop://open?url=shop%3A%2F%2Fgoods%2F7", "policy", rewritten="shop://goods/7",
                    source="other-app:com.evil", policy={"deny": ["other-app:com.evil"]}), goods)
    partner = "https://partner.example/go?u=shop%3A%2F%2Fgoods%2F7"
    _refused(f.miss(rule, partner, "policy", rewritten="shop://goods/7", source="in-app",
                    policy={"deny": ["other-app:com.partner"]}), goods)
    f.hit(rule, partner, "goods", {"id": "7"}, rewritten="shop://goods/7", source="in-app",
          policy={"deny": ["other-app:com.other"]})
    f.hit(rule, LOGIN + "?redirect_to=%2Fpost%2F7", "post", {"id": "7"}, rewritten="https://m.shop.example/post/7",
          source="push", note="a rule with nested options and no source keeps the default")
    _refused(f.miss(rule, LOGIN + "?redirect_to=%2Fpost%2F7", "policy", rewritten="https://m.shop.example/post/7",
                    source="in-app", policy={"deny": ["web:https://m.shop.example"]}),
             [{"pattern": "https://m.shop.example/post/:id", "scheme": "https"}])


def _refused(case, routes):
    """A policy refusal's `refused`: the routes passed over, best first."""
    case["expect"]["refused"] = routes
    return case


def documents():
    """The same options in a routing document (unsigned: document.signature.unsigned)."""
    table = {"routes": [r for r in TABLE["routes"] if r["handler"] in ("goods", "admin", "post", "login")]}
    f = DocumentFile("document-nested", "DynamicRouting article: a document's {url:query.NAME} rewrite with its nested "
                     "options (document.apply.nested), and a wrong nested object (document.format.nested).", table)
    login = {"from": LOGIN, "to": "{url:query.redirect_to}",
             "nested": {"resolvesRelative": True, "carriedQueryItems": ["login_reason"]}}
    post = {"pattern": "https://m.shop.example/post/:id", "handler": "post"}
    admin = {"pattern": "shop://admin/:id", "handler": "admin"}
    links = [
        (LOGIN + "?login_reason=expired&redirect_to=%2Fpost%2F7",
         outcome(post, {"id": "7", "login_reason": "expired"}, "https",
                 rewritten="https://m.shop.example/post/7?login_reason=expired")),
        (LOGIN + "?redirect_to=%2F%2Fevil.example", outcome({"pattern": LOGIN, "handler": "login"},
                                                          {"redirect_to": "//evil.example"}, "https")),
        ((LOGIN + "?redirect_to=shop%3A%2F%2Fadmin%2F7", "push"),
         dict(nothing("policy", rewritten="shop://admin/7"), refused=[{"pattern": "shop://admin/:id", "scheme": "shop"}])),
    ]
    f.document("document.apply.nested", [doc(3, rewrites=[login])], [applied(3)], 3, links)
    plain = {"from": LOGIN, "to": "{url:query.redirect_to}"}
    f.document("document.apply.nested", [doc(4, rewrites=[plain])], [applied(4)], 4, [
        (LOGIN + "?login_reason=expired&redirect_to=%2Fpost%2F7",
         outcome({"pattern": LOGIN, "handler": "login"}, {"login_reason": "expired", "redirect_to": "/post/7"}, "https")),
    ], note="without nested: the defaults (no path resolved, nothing carried)")
    errors = [
        ({"resolveRelative": True}, '"resolveRelative"',
         'unknown key "resolveRelative" in "nested"; expected one of: resolvesRelative, carriedQueryItems'),
        ({"resolvesRelative": "yes"}, '"yes"', '"resolvesRelative" must be a boolean, found string'),
        ({"carriedQueryItems": "login_reason"}, '"login_reason"', '"carriedQueryItems" must be an array, found string'),
        ({"carriedQueryItems": ["a", 2]}, "2]", 'each of "carriedQueryItems" must be a string, found integer'),
        ({"source": "intent"}, '"intent"', NESTED_SOURCE),
        ({"source": "push:x"}, '"push:x"', NESTED_SOURCE),
        ({"source": "web:"}, '"web:"', NESTED_SOURCE),
        ({"source": 1}, "1}", NESTED_SOURCE),
    ]
    for serial, (nested, needle, message) in enumerate(errors, start=10):
        text = doc(serial, rewrites=[{"from": LOGIN, "to": "{url:query.redirect_to}", "nested": nested}])
        extra = {"rules": ["document.format.nested-source"]} if "source" in nested else {}
        f.document("document.format.nested", [text], [refused("malformed", text, needle, message)], None, [], **extra)
    text = doc(20, rewrites=[{"from": LOGIN, "to": "{url:query.redirect_to}", "nested": []}])
    f.document("document.format.nested", [text], [refused("malformed", text, "[]", '"nested" must be an object, found array')],
               None, [])
    text = doc(21, rewrites=[{"from": LOGIN, "to": "shop://goods/{query.id}", "nested": {}}])
    message = '"nested" needs a "to" that is "{url:query.NAME}" (the URL a query item carries), found "shop://goods/{query.id}"'
    f.document("document.format.nested", [text], [refused("malformed", text, '"nested"', message)], None, [])


# document.format.nested-source: a document names no source for a nested URL, whatever the value.
NESTED_SOURCE = MESSAGE


def generate():
    f = CaseFile("file-rewrites-nested", "Route-table file article: a {url:query.NAME} rewrite's nested options "
                 "(resolvesRelative, carriedQueryItems, source).", TABLE)
    relative(f)
    carried(f)
    sources(f)
    documents()
