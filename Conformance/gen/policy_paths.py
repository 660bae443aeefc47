"""The source policy where several routes match (rules `policy.*`, Docs/Rules/policy.md): candidates passed over in rank
order, namespaces, a route's own `accept`, rewrites and nested URLs. Each outcome is worked out from the rule it
names, written beside it; the ranking is the pattern-language article's (priority, query conditions, specificity)."""
from corpus import CaseFile
from policy import SOURCES, UNTRUSTED, kind_of, ref, opens, refuses

INT = {"id": {"int": 7}}


def pass_over():
    f = CaseFile("policy-pass-over", "Security article, Conformance: a refused candidate is passed over for the next "
                 "one the source may reach.", {"routes": [
                     {"pattern": "/item/<int:id>", "handler": "item.internal", "internal": True},
                     {"pattern": "/item/:id", "handler": "item.pay", "tags": ["pay"]},
                     {"pattern": "/item/*", "handler": "item.any"},
                     {"pattern": "/vip/:id", "handler": "vip", "priority": 5, "tags": ["vip"]},
                     {"pattern": "/vip/<int:id>", "handler": "vip.int"},
                     {"pattern": "/search", "handler": "search.admin", "internal": True, "query": {"admin": True}},
                     {"pattern": "/search", "handler": "search"}]})
    r = "policy.pass-over"
    typed, plain, rest = ref("/item/<int:id>"), ref("/item/:id"), ref("/item/*")
    # Ranked: the typed capture, the plain capture, the wildcard. Internal: in-app only.
    for source in SOURCES:
        if kind_of(source) == "in-app":
            opens(f, r, "app://item/7", source, "item.internal", {"id": "7"}, types=INT)
        else:
            opens(f, r, "app://item/7", source, "item.pay", {"id": "7"}, [typed])
    # With pay restricted to in-app, every other source passes both captures for the wildcard.
    for source in UNTRUSTED:
        opens(f, r, "app://item/7", source, "item.any", wildcard=["7"], refused=[typed, plain], restrict=["pay=in-app"])
    opens(f, r, "app://item/x", "push", "item.pay", {"id": "x"}, note="the typed route does not match: nothing refused")
    opens(f, r, "app://item/x", "push", "item.any", wildcard=["x"], refused=[plain], restrict=["pay=in-app"])
    opens(f, r, "app://item/7/8", "push", "item.any", wildcard=["7", "8"], restrict=["pay=in-app"])
    opens(f, r, "app://item", "web", "item.any", restrict=["pay=in-app"], note="only the wildcard matches")
    # Priority first: the tagged route of priority 5, then the typed one.
    for source in SOURCES:
        if kind_of(source) == "in-app":
            opens(f, r, "app://vip/7", source, "vip", {"id": "7"}, restrict=["vip=in-app"])
        else:
            opens(f, r, "app://vip/7", source, "vip.int", {"id": "7"}, [ref("/vip/:id")], types=INT,
                  restrict=["vip=in-app"])
    # A route whose query conditions hold ranks before the same path without them.
    for source in ["in-app", "push", "other-app:com.partner.app"]:
        if source == "in-app":
            opens(f, r, "app://search?admin=1", source, "search.admin", {"admin": "1"})
        else:
            opens(f, r, "app://search?admin=1", source, "search", {"admin": "1"}, [ref("/search")])
        opens(f, r, "app://search?q=shoes", source, "search", {"q": "shoes"}, note="the condition fails: one candidate")
    r = "policy.refused"
    for source in ["push", "other-app"]:
        refuses(f, r, "app://item/7", source, [typed, plain, rest], deny=[source])
        refuses(f, r, "app://vip/x", source, [ref("/vip/:id")], restrict=["vip=in-app"])
        refuses(f, r, "app://nothing/7", source, deny=[source], refusal="no-route",
                note="no route matches: nothing is refused by the policy")
    refuses(f, r, "app://item/7", "in-app", [typed, plain, rest], deny=["in-app"])


def namespaces():
    f = CaseFile("policy-namespaces", "Security article, Conformance: a refused route of a namespace passes the link "
                 "to the global routes when the namespace falls back.", {
                     "namespaces": {"shop": {"fallbackToGlobal": True}},
                     "routes": [
                         {"pattern": "/goods/:id", "scheme": "shop", "handler": "shop.goods", "internal": True},
                         {"pattern": "/goods/:id", "handler": "goods"},
                         {"pattern": "/cart", "scheme": "shop", "handler": "shop.cart", "tags": ["pay"]},
                         {"pattern": "/cart", "handler": "cart", "internal": True},
                         {"pattern": "/pay/:id", "scheme": "bank", "handler": "bank.pay", "tags": ["pay"]},
                         {"pattern": "/pay/:id", "handler": "pay"}]})
    r = "policy.namespaces"
    for source in SOURCES:
        if kind_of(source) == "in-app":
            opens(f, r, "shop://goods/7", source, "shop.goods", {"id": "7"})
        else:
            opens(f, r, "shop://goods/7", source, "goods", {"id": "7"}, [ref("/goods/:id", "shop")])
    shop_cart, cart = ref("/cart", "shop"), ref("/cart")
    refuses(f, r, "shop://cart", "push", [shop_cart, cart], restrict=["pay=in-app"])
    opens(f, r, "shop://cart", "in-app", "shop.cart", restrict=["pay=in-app"])
    opens(f, r, "shop://cart", "push", "shop.cart", restrict=["pay=push"])
    opens(f, r, "shop://cart", "in-app", "cart", refused=[shop_cart], restrict=["pay=push"],
          note="in-app passes the tagged route for the internal global one")
    for source in ["push", "universal-link", "web"]:
        refuses(f, r, "bank://pay/7", source, [ref("/pay/:id", "bank")], restrict=["pay=in-app"],
                note="bank does not fall back: no global candidate")
    opens(f, r, "bank://pay/7", "in-app", "bank.pay", {"id": "7"}, restrict=["pay=in-app"])
    opens(f, r, "app://pay/7", "push", "pay", {"id": "7"}, restrict=["pay=in-app"], note="a scheme without routes")
    opens(f, r, "app://goods/7", "push", "goods", {"id": "7"})


def accept():
    f = CaseFile("policy-accept", "Security article, Conformance: a route's own accept narrows the table's before the "
                 "policy; accept judges the URL from every source.", {
                     "options": {"accept": ["shop", "https://m.shop.example"], "webOrigins": ["https://m.shop.example"]},
                     "routes": [
                         {"pattern": "/narrow/:id", "handler": "narrow", "internal": True,
                          "accept": ["https://m.shop.example"]},
                         {"pattern": "/narrow/*", "handler": "narrow.any"},
                         {"pattern": "/goods/:id", "handler": "goods", "accept": ["shop"], "tags": ["pay"]},
                         {"pattern": "/goods/*", "handler": "goods.any"},
                         {"pattern": "/staff/:id", "handler": "staff", "internal": True}]})
    r = "policy.accept"
    for source in SOURCES:
        opens(f, r, "shop://narrow/7", source, "narrow.any", wildcard=["7"],
              note="the internal route does not accept shop: not a candidate, in-app included")
        if kind_of(source) == "in-app":
            opens(f, r, "https://m.shop.example/narrow/7", source, "narrow", {"id": "7"})
        else:
            opens(f, r, "https://m.shop.example/narrow/7", source, "narrow.any", wildcard=["7"],
                  refused=[ref("/narrow/:id")])
    opens(f, r, "https://m.shop.example/goods/7", "push", "goods.any", wildcard=["7"], restrict=["pay=in-app"])
    opens(f, r, "shop://goods/7", "push", "goods.any", wildcard=["7"], refused=[ref("/goods/:id")],
          restrict=["pay=in-app"])
    opens(f, r, "/narrow/7", "push", "narrow.any", wildcard=["7"], refused=[ref("/narrow/:id")],
          note="a relative URL passes every accept; the policy still judges the source")
    r = "policy.refused"
    for source in SOURCES:
        refuses(f, r, "evil://goods/7", source, refusal="origin")
    # A web link of a web origin: the page when no route matches it; never the page of a route the policy refused.
    for source in ["push", "web", "other-app"]:
        refuses(f, r, "https://m.shop.example/about", source, refusal="no-route", web="https://m.shop.example/about")
        refuses(f, r, "https://m.shop.example/staff/7", source, [ref("/staff/:id")], note="no web destination")
    opens(f, r, "https://m.shop.example/staff/7", "in-app", "staff", {"id": "7"})
    for source in ["in-app", "push"]:
        refuses(f, r, "shop://goods/%00", source, refusal="intake", intake="encoded-nul")
        refuses(f, r, "shop://nothing", source, refusal="no-route", deny=["push"])


def rewrites():
    f = CaseFile("policy-rewrites", "Security article, Conformance: rewrites run before the policy; a nested URL runs "
                 "as a link from a web page of the outer link's origin.", {
                     "routes": [{"pattern": "/admin/:id", "handler": "admin", "internal": True},
                                {"pattern": "/pay/:id", "handler": "pay", "tags": ["pay"]},
                                {"pattern": "/goods/:id", "handler": "goods"}],
                     "rewrites": [{"from": "https://m.shop.example/a/:id", "to": "app://admin/{id}"},
                                  {"from": "https://m.shop.example/p/:id", "to": "app://pay/{id}"},
                                  {"from": "https://m.shop.example/login", "to": "{url:query.next}"},
                                  {"from": "app://loop/a", "to": "app://loop/b"},
                                  {"from": "app://loop/b", "to": "app://loop/a"}]})
    r = "policy.rewrites"
    for source in SOURCES:
        if kind_of(source) == "in-app":
            opens(f, r, "https://m.shop.example/a/7", source, "admin", {"id": "7"}, rewritten="app://admin/7")
        else:
            refuses(f, r, "https://m.shop.example/a/7", source, [ref("/admin/:id")], rewritten="app://admin/7")
        if kind_of(source) in {"in-app", "universal-link"}:
            opens(f, r, "https://m.shop.example/p/7", source, "pay", {"id": "7"}, rewritten="app://pay/7",
                  restrict=["pay=in-app,universal-link"])
        else:
            refuses(f, r, "https://m.shop.example/p/7", source, [ref("/pay/:id")], rewritten="app://pay/7",
                    restrict=["pay=in-app,universal-link"])
    for source in ["in-app", "push", "other-app"]:
        refuses(f, r, "app://loop/a", source, refusal="rewrite")
    nested()


def nested():
    from corpus import FILES
    f = FILES["policy-rewrites"]
    r = "policy.nested-url"
    login = "https://m.shop.example/login?next="
    # Every source, in-app included, becomes web:https://m.shop.example: the internal route is refused.
    for source in SOURCES:
        refuses(f, r, login + "app%3A%2F%2Fadmin%2F7", source, [ref("/admin/:id")], rewritten="app://admin/7")
        opens(f, r, login + "app%3A%2F%2Fgoods%2F7", source, "goods", {"id": "7"}, rewritten="app://goods/7")
    pay = login + "app%3A%2F%2Fpay%2F7"
    opens(f, r, pay, "other-app", "pay", {"id": "7"}, rewritten="app://pay/7", restrict=["pay=in-app,web"])
    refuses(f, r, pay, "other-app", [ref("/pay/:id")], rewritten="app://pay/7", restrict=["pay=in-app,other-app"])
    refuses(f, r, pay, "in-app", [ref("/pay/:id")], rewritten="app://pay/7", restrict=["pay=in-app"])
    goods = login + "app%3A%2F%2Fgoods%2F7"
    # The nested URL runs as a page of the origin https://m.shop.example: a deny of that origin, however spelled,
    # refuses it (policy.deny-origin); another origin's does not.
    for denied, allowed in [("web:https://m.shop.example", False), ("web", False), ("web:https://m.shop.example/", False),
                            ("web:https://m.shop.example/login", False), ("web:HTTPS://M.SHOP.EXAMPLE:443", False),
                            ("web:https://m.shop.example:8443", True), ("web:http://m.shop.example", True)]:
        if allowed:
            opens(f, r, goods, "in-app", "goods", {"id": "7"}, rewritten="app://goods/7", deny=[denied])
        else:
            refuses(f, r, goods, "in-app", [ref("/goods/:id")], rewritten="app://goods/7", deny=[denied])
    for denied in ["push", "other-app", "other-app:com.example.a"]:
        source = "other-app:com.example.a" if denied.startswith("other-app") else denied
        refuses(f, r, goods, source, [ref("/goods/:id")], rewritten="app://goods/7", deny=[denied],
                note="a source the app denies outright stays denied through the URL its link carries")
    opens(f, r, goods, "push", "goods", {"id": "7"}, rewritten="app://goods/7", deny=["other-app"],
          note="a rule that denies another source does not reach this one")


def generate():
    for section in [pass_over, namespaces, accept, rewrites]:
        section()
