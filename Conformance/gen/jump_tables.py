"""The `jump` cases over other tables than gen/jump.py's (Docs/Rules/jump.md): a table that names no app, or only one
of the two, store pages the table writes, and a routing document's degrades (jump.decision.degrade).
"""
import json

from jump_cases import JumpFile, plan, web

PAGE = "https://www.shop.example/landing?c=spring"
LINK = "https://m.shop.example/goods/7"
IOS_STORE = "https://apps.apple.com/app/id1234567890"
PLAY = "https://play.google.com/store/apps/details?id=com.shop.app"
HOSTS = ["m.shop.example"]
IOS = {"appStoreId": "1234567890", "teamId": "ABCDE12345", "bundleId": "com.shop.app"}
ANDROID = {"package": "com.shop.app"}
FALLBACK = "S.browser_fallback_url=https%3A%2F%2Fm.shop.example%2Fgoods%2F7;"
INTENT = "intent://m.shop.example/goods/7#Intent;scheme=https;package=com.shop.app;" + FALLBACK + "end"


def identities(table):
    """jump.decision.no-app: a route that opens, in an environment that opens apps, for an app the table names not."""
    none = JumpFile("jump-no-apps", "A table without options.apps: a web page's jump has no app to offer.", table(None))
    for p in ["ios-safari", "ios-safari-view", "android-chrome"]:
        none.jump("jump.decision.no-app", LINK, p, PAGE, web(LINK, "no-app"), rules=["jump.plan.tap-only"])
        none.jump("jump.decision.no-app", "shop://goods/7", p, PAGE, web(PAGE, "no-app"))
        none.jump("jump.decision.no-app", "shop://goods/7", p, None, web(None, "no-app"))
    none.jump("jump.decision.environment", LINK, "wechat", PAGE, web(LINK, "in-app-browser"),
              note="the environment is judged before the table's identities")
    none.jump("jump.decision.internal", "shop://staff/7", "ios-safari", PAGE, web(PAGE, "internal"))

    ios = JumpFile("jump-ios-only", "A table that names only the iOS app.", table({"hosts": HOSTS, "ios": IOS}))
    ios.jump("jump.decision.no-app", LINK, "android-chrome", PAGE, web(LINK, "no-app"))
    ios.jump("jump.decision.no-app", "shop://cart", "android-chrome", None, web(None, "no-app"))
    for p in ["ios-safari", "ios-safari-view"]:
        ios.jump("jump.decision.app", LINK, p, PAGE, plan("app", app=LINK, store=IOS_STORE, web=LINK))

    android = JumpFile("jump-android-only", "A table that names only the Android app, and no associated host.",
                       table({"android": ANDROID}))
    for p in ["ios-safari", "ios-safari-view"]:
        android.jump("jump.decision.no-app", LINK, p, PAGE, web(LINK, "no-app"))
    android.jump("jump.links.app-link", LINK, "android-chrome", PAGE,
                 plan("app", intent=INTENT, store=PLAY, web=LINK), note="no host: no app link, the intent still opens")
    android.jump("jump.links.app-link", LINK, "android-chrome", "https://m.shop.example/",
                 plan("app", intent=INTENT, store=PLAY, web=LINK),
                 note="without an app link the page's host is no app link's: sameHost is false")

    stores = {"hosts": ["m.shop.example", "go.shop.example"],
              "ios": dict(IOS, storeURL="https://apps.apple.com/de/app/shop/id1234567890?mt=8"),
              "android": dict(ANDROID, storeURL="https://play.google.com/store/apps/details?id=com.shop.app&hl=de")}
    written = table(stores)
    written["options"]["accept"] = written["options"]["accept"] + ["https://go.shop.example"]
    store = JumpFile("jump-store-urls", "A table that writes its store pages, and two associated hosts.", written)
    for p in ["ios-safari", "ios-safari-view"]:
        store.jump("jump.links.store", "shop://goods/7", p, PAGE,
                   plan("store", store=stores["ios"]["storeURL"], web=PAGE, why=["no-app-link"]))
    store.jump("jump.links.store", "shop://goods/7", "android-chrome", None,
               plan("app", intent="intent://goods/7#Intent;scheme=shop;package=com.shop.app;S.market_referrer=r%3D1;end",
                    store=stores["android"]["storeURL"]), referrer="r=1", note="as written: no referrer added")
    go = "https://go.shop.example/goods/7"
    store.jump("jump.links.app-link", go, "ios-safari", "https://m.shop.example/",
               plan("app", app=go, store=stores["ios"]["storeURL"], web=go),
               note="another associated host than the page's opens the app")
    store.jump("jump.links.same-host", go, "ios-safari", "https://go.shop.example/landing",
               plan("store", app=go, store=stores["ios"]["storeURL"], web=go, same=True, why=["same-host"]))


CONTEXT = {"appVersion": "2.4.0", "platform": "ios", "userId": "u-7", "now": "2026-12-01T00:00:00Z"}


def document(serial, *degrades):
    return [{"text": json.dumps({"format": 1, "serial": serial, "degrades": list(degrades)})}]


def degrades(table):
    """jump.decision.degrade: a link the document in force degrades `always` is the web, whatever the degrade opens."""
    f = JumpFile("jump-degrades", "A web page's jump under a routing document's degrades.", table())
    to_web = document(3, {"name": "sale", "to": "https://help.shop.example/sale/{id}", "when": "always"})
    to_app = document(4, {"name": "goods.detail", "to": "shop://cart/{id}", "when": "always"})
    on_failure = document(5, {"name": "sale", "to": "https://help.shop.example/sale/{id}", "when": "handlerFails"})
    for p in ["ios-safari", "android-chrome", "wechat", "desktop"]:
        for link in ["shop://sale/5", "https://m.shop.example/sale/5"]:
            f.jump("jump.decision.degrade", link, p, PAGE, web("https://help.shop.example/sale/5", "degrade"),
                   documents=to_web, context=CONTEXT, rules=["jump.links.web"])
        f.jump("jump.decision.degrade", "shop://goods/7", p, PAGE, web(PAGE, "degrade"), documents=to_app,
               context=CONTEXT)
        f.jump("jump.decision.degrade", LINK, p, None, web(LINK, "degrade"), documents=to_app, context=CONTEXT)
    f.jump("jump.decision.app", "shop://goods/7", "android-chrome", PAGE,
           plan("app", intent="intent://goods/7#Intent;scheme=shop;package=com.shop.app;"
                "S.browser_fallback_url=https%3A%2F%2Fwww.shop.example%2Flanding%3Fc%3Dspring;end", store=PLAY, web=PAGE),
           documents=to_web, context=CONTEXT, note="a link the document does not degrade opens as without it")
    f.jump("jump.decision.app", "https://m.shop.example/sale/5", "ios-safari", PAGE,
           plan("app", app="https://m.shop.example/sale/5", store=IOS_STORE, web="https://m.shop.example/sale/5"),
           documents=on_failure, context=CONTEXT, note="a degrade when the handler fails is no decision a page can make")


def schemes(table):
    """jump.decision.internal for routes whose patterns name their scheme: the answer's refused entry names the
    namespace the link reached (`https`), which is no route's `scheme` key; a plan must still see the route is
    internal. `https` falls back to the global namespace, so the table's other links open as in jump-plans.json."""
    written = table()
    written = dict(written, namespaces={"https": {"fallbackToGlobal": True}}, routes=written["routes"] + [
        {"pattern": "https://m.shop.example/admin/:id", "handler": "admin", "internal": True},
        {"pattern": "http<scheme=|s>://m.shop.example/ops/:id", "handler": "ops", "internal": True}])
    f = JumpFile("jump-internal-schemes", "Internal routes whose patterns name their scheme.", written)
    for link in ["https://m.shop.example/admin/7", "https://m.shop.example/ops/7"]:
        for p in ["ios-safari", "ios-safari-view", "android-chrome", "wechat", "in-app", "desktop"]:
            f.jump("jump.decision.internal", link, p, PAGE, web(link, "internal"), rules=["jump.plan.tap-only"])
        for source in ["web:https://www.shop.example/landing", "push", "other-app:com.shop.app"]:
            f.jump("jump.decision.internal", link, "android-chrome", None, web(link, "internal"), source=source)
    f.jump("jump.decision.app", LINK, "ios-safari", PAGE, plan("app", app=LINK, store=IOS_STORE, web=LINK),
           note="the https namespace falls back to the global one: the table's own routes still open")


def generate(table):
    identities(table)
    degrades(table)
    schemes(table)
