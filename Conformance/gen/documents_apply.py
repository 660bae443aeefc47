"""Document cases for sequences and for what a document in force does to links: the floor and the last good document
(`document.floor.*`, `document.keep-last-good`), and rewrites, redirects, degrades, routes and removals
(`document.apply.*`, `document.handlers.unbound`) (Docs/Rules/document.md).

Each link's outcome follows from the rule named with its case and the table's own rules: `shop://goods/:id` takes
`shop://goods/7` with `{"id": "7"}` in the namespace `shop`; the table rewrites `https://m.shop.example/p/ID`.
"""
from documents import (DocumentFile, HOTFIX, SHOP, applied, doc, hotfix_links, nothing, outcome, refused, signed, step,
                       unchanged)

KEY = ["conformance-1"]


def hot(serial, **fields):
    return doc(serial, **HOTFIX, **fields)


def floor():
    f = DocumentFile("document-floor", "DynamicRouting article: the floor, minimumSerial, the document in force arriving "
                     "again, and the last good document kept (document.floor.*, document.keep-last-good).", SHOP)
    for serial, minimum in [(5, 6), (6, 6), (7, 6), (1, 1), (39, 40)]:
        ok = serial >= minimum
        f.document("document.floor.minimum", [signed(hot(serial))], [applied(serial) if ok else refused("downgrade")],
                   serial if ok else None, hotfix_links(f, ok), keys=KEY, device={"minimumSerial": minimum})
    f.document("document.floor.lower", [signed(hot(8)), signed(doc(7))], [applied(8), refused("downgrade")], 8,
               hotfix_links(f, True), keys=KEY, rules=["document.keep-last-good"])
    f.document("document.floor.lower", [hot(8), doc(7)], [applied(8), refused("downgrade")], 8, hotfix_links(f, True),
               rules=["document.signature.unsigned"])
    f.document("document.floor.lower", [signed(doc(9)), signed(hot(10)), signed(doc(9))],
               [applied(9), applied(10), refused("downgrade")], 10, hotfix_links(f, True), keys=KEY)
    # The floor is per install: the highest serial applied, whatever pinned key signed it (issue #71, item 15).
    both = ["conformance-1", "conformance-2"]
    f.document("document.floor.lower", [signed(hot(12)), signed(doc(5), "conformance-2")], [applied(12), refused("downgrade")],
               12, hotfix_links(f, True), keys=both, idea="issue #71, item 15", note="key b's serial 5 after key a's 12")
    f.document("document.floor.lower", [signed(doc(12), "conformance-2"), signed(hot(5))], [applied(12), refused("downgrade")],
               12, hotfix_links(f, False), keys=both, note="key a's serial 5 after key b's 12")
    f.document("document.floor.lower", [signed(doc(12)), signed(hot(13), "conformance-2"), signed(doc(12))],
               [applied(12), applied(13), refused("downgrade")], 13, hotfix_links(f, True), keys=both,
               note="key b raises the floor key a's documents are held to")
    f.document("document.floor.same-serial", [signed(hot(8)), signed(hot(8))], [applied(8), unchanged(8)], 8,
               hotfix_links(f, True), keys=KEY)
    f.document("document.floor.same-serial", [hot(8), hot(8)], [applied(8), unchanged(8)], 8, hotfix_links(f, True))
    f.document("document.floor.same-serial", [signed(hot(8)), signed(hot(8), "conformance-2")], [applied(8), unchanged(8)],
               8, hotfix_links(f, True), keys=["conformance-1", "conformance-2"],
               note="the same bytes signed by the other pinned key")
    f.document("document.floor.same-serial", [signed(hot(8)), signed(doc(8, remove=["shop://legacy"]))],
               [applied(8), refused("downgrade")], 8, hotfix_links(f, True), keys=KEY, note="serial 8 reused for other content")
    f.document("document.floor.same-serial", [hot(8), hot(8, expires="2026-12-31T00:00:00Z")],
               [applied(8), refused("downgrade")], 8, hotfix_links(f, True))
    for name, later in [("notInRollout", hot(9, rollout={"percent": 0})), ("expired", hot(9, expires="2026-11-01T00:00:00Z")),
                        ("otherApp", hot(9, app={"platforms": ["android"]})),
                        ("notYetValid", hot(9, notBefore="2026-12-24T00:00:00Z"))]:
        f.document("document.keep-last-good", [signed(hot(8)), signed(later)], [applied(8), refused(name)], 8,
                   hotfix_links(f, True), keys=KEY)
    f.document("document.keep-last-good", [signed(doc(9)), signed(hot(10, notBefore="2026-12-24T00:00:00Z")), signed(doc(9))],
               [applied(9), refused("notYetValid"), unchanged(9)], 9, hotfix_links(f, False), keys=KEY)
    f.document("document.keep-last-good", [signed(hot(8, rollout={"percent": 0})), signed(doc(7))],
               [refused("notInRollout"), applied(7)], 7, hotfix_links(f, False), keys=KEY,
               rules=["document.floor.lower"], note="a refused document does not raise the floor")
    f.document("document.keep-last-good", [signed(hot(8)), signed(doc(9, remove=["shop://legacy"]))], [applied(8), applied(9)],
               9, hotfix_links(f, False) + [("shop://legacy", nothing())], keys=KEY, rules=["document.apply.removals"],
               note="document 9 replaces document 8: the hot fix is gone")
    f.document("document.keep-last-good", [hot(8), doc(9)], [applied(8), applied(9)], 9, hotfix_links(f, False),
               note="rolling back: a higher serial with no rules")
    f.document("document.order", [signed(hot(8)), signed(doc(7, expires="2026-11-01T00:00:00Z"))],
               [applied(8), refused("downgrade")], 8, hotfix_links(f, True), keys=KEY, rules=["document.floor.lower"],
               note="below the floor and expired: the floor is checked first")


def goods(f, id, params=None, **extra):
    return f.route_outcome("goods.detail", params or {"id": id}, **extra)


WEB = "https://m.shop.example/item/7"


def degrades(f):
    r = "document.apply.degrade-always"
    f.document(r, [hot(3)], [applied(3)], 3, [
        ("shop://goods/7", nothing(followed=[step("degrade", "shop://goods/7", WEB)])),
        ("https://m.shop.example/p/7", nothing(followed=[step("degrade", "shop://goods/7", WEB)])),
        ("shop://cart", f.route_outcome("cart"))])
    f.document(r, [signed(doc(3, degrades=[{"route": "shop://cart", "to": "shop://error"}]))], [applied(3)], 3, [
        ("shop://cart", f.route_outcome("error", followed=[step("degrade", "shop://cart", "shop://error")]))], keys=KEY)
    f.document(r, [doc(3, degrades=[{"route": "shop://user/:uid", "to": "shop://goods/{uid}", "when": "always"}])],
               [applied(3)], 3, [("shop://user/5", goods(f, "5", followed=[step("degrade", "shop://user/5", "shop://goods/5")])),
                                 ("shop://goods/5", goods(f, "5"))])
    named = {"name": "goods.detail", "to": "https://m.shop.example/item/{id}?ref={query.ref}"}
    f.document(r, [doc(3, degrades=[named])], [applied(3)], 3, [
        ("shop://goods/7?ref=mail&evil=1", nothing(followed=[
            step("degrade", "shop://goods/7?ref=mail&evil=1", "https://m.shop.example/item/7?ref=mail")]))],
               note="a degrade to the web hands over only the query items it names")
    r = "document.apply.degrade-handler-fails"
    fails = [{"name": "cart", "to": "shop://error?from=cart", "when": "handlerFails"},
             {"route": "shop://goods/:id", "to": "https://m.shop.example/item/{id}", "when": "handlerFails"}]
    f.document(r, [doc(3, degrades=fails)], [applied(3)], 3, [
        ("shop://cart", f.route_outcome("cart", degrade="shop://error?from=cart")),
        ("shop://goods/7", goods(f, "7", degrade=WEB)), ("shop://legacy", f.route_outcome("legacy"))])
    f.document(r, [signed(doc(3, degrades=fails[1:]))], [applied(3)], 3, [
        ("https://m.shop.example/p/7", goods(f, "7", rewritten="shop://goods/7", degrade=WEB))], keys=KEY)
    r = "document.apply.degrade-app"
    for app, device, applies in [({"platforms": ["android"]}, {"platform": "ios"}, False),
                                 ({"platforms": ["android"]}, {"platform": "android"}, True),
                                 ({"maxVersion": "2.3"}, {"appVersion": "2.4.0"}, False),
                                 ({"maxVersion": "2.3"}, {"appVersion": "2.3"}, True),
                                 ({"minVersion": "2.4", "platforms": ["ios"]}, {"appVersion": "2.4.0"}, True)]:
        text = doc(4, degrades=[dict(HOTFIX["degrades"][0], app=app)])
        f.document(r, [text], [applied(4)], 4, hotfix_links(f, applies), device=device)


def redirects(f):
    r = "document.apply.redirects"
    item = {"from": "shop://item/:id", "to": "shop://goods/{id}"}
    f.document(r, [doc(5, redirects=[item])], [applied(5)], 5, [
        ("shop://item/7", goods(f, "7", followed=[step("redirect", "shop://item/7", "shop://goods/7")])),
        ("shop://item/7?ref=mail", goods(f, "7", followed=[step("redirect", "shop://item/7?ref=mail", "shop://goods/7")])),
        ("shop://goods/7", goods(f, "7"))])
    f.document(r, [signed(doc(5, redirects=[item], **HOTFIX))], [applied(5)], 5, [
        ("shop://item/7", nothing(followed=[step("redirect", "shop://item/7", "shop://goods/7"),
                                            step("degrade", "shop://goods/7", WEB)]))], keys=KEY,
               rules=["document.apply.degrade-always"])
    old = {"from": "https://m.shop.example/old/:id", "to": "shop://user/{id}"}
    f.document(r, [doc(5, redirects=[old])], [applied(5)], 5, [
        ("https://m.shop.example/old/9", f.route_outcome("user", {"uid": "9"}, followed=[
            step("redirect", "https://m.shop.example/old/9", "shop://user/9")]))])
    named = {"from": "shop://item/:id", "to": "shop://goods/{id}?ref={query.ref}"}
    f.document(r, [doc(5, redirects=[named])], [applied(5)], 5, [
        ("shop://item/7?ref=mail&evil=1", goods(f, "7", params={"id": "7", "ref": "mail"}, followed=[
            step("redirect", "shop://item/7?ref=mail&evil=1", "shop://goods/7?ref=mail")]))],
               note="the target names the query item it hands over; others are left behind")
    r = "document.apply.redirect-loop"
    loop = [{"from": "shop://a/:id", "to": "shop://b/{id}"}, {"from": "shop://b/:id", "to": "shop://a/{id}"}]
    f.document(r, [doc(6, redirects=loop)], [applied(6)], 6, [("shop://a/1", nothing("redirect")),
                                                            ("shop://goods/1", goods(f, "1"))])
    f.document(r, [doc(6, redirects=[{"from": "shop://loop", "to": "shop://loop"}])], [applied(6)], 6,
               [("shop://loop", nothing("redirect"))])
    back = {"name": "goods.detail", "to": "https://m.shop.example/p/{id}"}
    f.document(r, [signed(doc(6, degrades=[back]))], [applied(6)], 6, [("shop://goods/7", nothing("redirect")),
                                                                      ("shop://cart", f.route_outcome("cart"))], keys=KEY,
               note="the degrade's target is rewritten back to the degraded route (the article's warning)")


def routes(f):
    r = "document.apply.routes"
    campaign = {"pattern": "shop://campaign/:slug", "handler": "campaign"}
    added = outcome({"pattern": "shop://campaign/:slug", "handler": "campaign"}, {"slug": "xmas"})
    f.document(r, [doc(7, routes=[campaign])], [applied(7)], 7, [("shop://campaign/xmas", added)])
    named = dict(campaign, name="campaign")
    f.document(r, [signed(doc(7, routes=[named]))], [applied(7)], 7, [
        ("shop://campaign/xmas", outcome(dict(added["route"], name="campaign"), {"slug": "xmas"}))], keys=KEY,
               handlers=["campaign"])
    f.document(r, [doc(7, remove=["shop://cart"], routes=[{"pattern": "shop://cart", "handler": "cart.v2"}])], [applied(7)],
               7, [("shop://cart", outcome({"pattern": "shop://cart", "handler": "cart.v2"}))],
               rules=["document.apply.removals"], note="a table route removed and added again, bound to another handler")
    f.document(r, [signed(doc(7, routes=[{"pattern": "shop://goods/new", "handler": "goods.new"}]))], [applied(7)], 7, [
        ("shop://goods/new", outcome({"pattern": "shop://goods/new", "handler": "goods.new"})),
        ("shop://goods/7", goods(f, "7"))], keys=KEY, rules=["pattern.ranking.specificity"],
               note="a literal segment before a capture, whichever route came first")
    f.document(r, [doc(7, routes=[{"pattern": "shop://cart", "handler": "cart.v2", "name": "cart.v2"}])], [applied(7)], 7,
               [("shop://cart", f.route_outcome("cart"))],
               note="an added route that matches exactly what a table route matches comes after it: the table's opens")
    admin = {"pattern": "shop://admin/:tool", "handler": "admin", "internal": True}
    f.document(r, [doc(7, routes=[admin])], [applied(7)], 7, [
        (("shop://admin/flags", "push"), {"matched": False, "refusal": "policy",
                                          "refused": [{"pattern": "shop://admin/:tool", "scheme": "shop"}]}),
        (("shop://admin/flags", "in-app"), outcome({"pattern": "shop://admin/:tool", "handler": "admin"}, {"tool": "flags"}))],
               note="an internal route a document adds opens only from inside the app, as a table's does")
    r = "document.handlers.unbound"
    f.document(r, [doc(7, routes=[campaign])], [refused("unboundHandler")], None, [("shop://campaign/xmas", nothing())],
               handlers=["web.page"])
    f.document(r, [signed(doc(7, routes=[campaign], **HOTFIX))], [refused("unboundHandler")], None,
               hotfix_links(f, False), keys=KEY, handlers=[])
    r = "document.apply.removals"
    f.document(r, [doc(8, remove=["shop://legacy"])], [applied(8)], 8, [("shop://legacy", nothing()),
                                                                       ("shop://cart", f.route_outcome("cart"))])
    f.document(r, [signed(doc(8, remove=[{"name": "cart"}]))], [applied(8)], 8, [("shop://cart", nothing())], keys=KEY)
    f.document(r, [doc(8, remove=["SHOP://legacy"])], [applied(8)], 8, [("shop://legacy", nothing())],
               note="the scheme compared without case")
    r = "document.apply.does-not-apply"
    for fields in [{"remove": ["shop://nothing"]}, {"degrades": [{"name": "nope", "to": "shop://error"}]},
                   {"degrades": [{"name": "cart", "to": "shop://goods/{id}"}]},
                   {"redirects": [{"from": "shop://item/:id(", "to": "shop://goods/{id}"}]},
                   {"routes": [{"pattern": "shop://opt(/:a)(/:b)/:z", "handler": "cart"}]},
                   {"redirects": [{"from": "shop://opt(/:a)(/:b)/:z", "to": "shop://cart"}]}]:
        f.document(r, [doc(9, **fields)], [refused("doesNotApply")], None, [("shop://cart", f.route_outcome("cart")),
                                                                          ("shop://legacy", f.route_outcome("legacy"))])


def rewrites(f):
    r = "document.apply.rewrites-first"
    sale = {"from": "https://m.shop.example/sale/:id", "to": "https://m.shop.example/p/{id}"}
    f.document(r, [doc(11, rewrites=[sale])], [applied(11)], 11, [
        ("https://m.shop.example/sale/7", goods(f, "7", rewritten="shop://goods/7", rewrites=[
            {"rule": 1, "from": "https://m.shop.example/sale/7", "to": "https://m.shop.example/p/7"},
            {"rule": 2, "from": "https://m.shop.example/p/7", "to": "shop://goods/7"}]))])
    f.document(r, [signed(doc(11, rewrites=[dict(sale, to="shop://goods/{id}")]))], [applied(11)], 11, [
        ("https://m.shop.example/sale/7?tab=a", goods(f, "7", params={"id": "7", "tab": "a"},
                                                     rewritten="shop://goods/7?tab=a"))], keys=KEY,
               rules=["file.rewrites.from"], note="a rewrite whose target writes no query carries the link's over")
    regex = {"regex": "^https://m\\.shop\\.example/p/(?<id>[0-9]+)$", "to": "shop://user/{id}"}
    f.document(r, [doc(11, rewrites=[regex])], [applied(11)], 11, [
        ("https://m.shop.example/p/7", goods(f, "7", rewritten="shop://goods/7"))],
               note="pattern rules before regex rules: the table's pattern rule takes it")
    first = {"regex": "^https://m\\.shop\\.example/r/(?<id>[0-9]+)(?:-[a-z]+)?$", "to": "shop://user/{id}"}
    f.document(r, [signed(doc(11, rewrites=[first]))], [applied(11)], 11, [
        ("https://m.shop.example/r/7", f.route_outcome("user", {"uid": "7"}, rewritten="shop://user/7")),
        ("https://m.shop.example/r/7-red", f.route_outcome("user", {"uid": "7"}, rewritten="shop://user/7"))], keys=KEY,
               note="the document's regex rule before the table's")
    f.document(r, [doc(11)], [applied(11)], 11, [
        ("https://m.shop.example/r/7", goods(f, "7", rewritten="shop://goods/7"))], note="without it, the table's rule")
    loop = [{"from": "shop://x/:id", "to": "shop://y/{id}"}, {"from": "shop://y/:id", "to": "shop://x/{id}"}]
    f.document(r, [doc(11, rewrites=loop)], [applied(11)], 11, [("shop://x/1", nothing("rewrite"))],
               rules=["file.rewrites.chain"])
    r = "document.apply.rewrite-replaces"
    f.document(r, [doc(12, rewrites=[{"from": "https://m.shop.example/p/:pid", "to": "shop://user/{pid}"}])], [applied(12)],
               12, [("https://m.shop.example/p/7", f.route_outcome("user", {"uid": "7"}, rewritten="shop://user/7"))])
    f.document(r, [signed(doc(12, rewrites=[{"from": "https://m.shop.example/p/:id", "to": "shop://cart"}]))],
               [applied(12)], 12, [("https://m.shop.example/p/7", f.route_outcome("cart", rewritten="shop://cart"))],
               keys=KEY)


def generate():
    floor()
    f = DocumentFile("document-apply", "DynamicRouting article: what a document in force does to links: rewrites, "
                     "redirects, degrades, routes and removals (document.apply.*).", APPLY_TABLE)
    degrades(f)
    redirects(f)
    routes(f)
    rewrites(f)


APPLY_TABLE = dict(SHOP, rewrites=SHOP["rewrites"] + [
    {"regex": "^https://m\\.shop\\.example/r/(?<id>[0-9]+)$", "to": "shop://goods/{id}"}])
