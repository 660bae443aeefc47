"""The `jump` cases (issue #90; Docs/Rules/jump.md, the `jump.*` rules; Conformance/README.md, "`jump` cases"): a web
page's plan for "Open in app", from the table, the document in force, the page's environment and URL.

Each expected plan is written beside the rule it follows from, with the links spelled out in the constants below:
the App Store and Play pages the identities make, the `intent:` links Chrome reads, the encoded fallbacks.
"""
from urllib.parse import quote

import corpus
from jump_cases import JumpFile, plan, web, ERROR_CASES

APPS = {"hosts": ["m.shop.example"],
        "ios": {"appStoreId": "1234567890", "teamId": "ABCDE12345", "bundleId": "com.shop.app",
                "appClipBundleId": "com.shop.app.Clip"},
        "android": {"package": "com.shop.app"}}
ROUTES = [{"pattern": "/goods/:id", "handler": "goods.detail", "name": "goods.detail"},
          {"pattern": "/cart", "handler": "cart", "tags": ["pay"]},
          {"pattern": "/cart/:step", "handler": "cart.step", "tags": ["pay"]},
          {"pattern": "/cart/<path:rest>", "handler": "cart.any"},
          {"pattern": "/staff/:id", "handler": "staff", "internal": True},
          {"pattern": "/sale/:id", "handler": "sale", "name": "sale"}]
REWRITES = [{"from": "https://m.shop.example/product/:id.html", "to": "shop://goods/{id}"},
            {"from": "shop://loop/a", "to": "shop://loop/b"}, {"from": "shop://loop/b", "to": "shop://loop/a"}]
OPTIONS = {"accept": ["shop", "https://m.shop.example"], "webOrigins": ["https://m.shop.example"]}


def table(apps=APPS):
    options = dict(OPTIONS)
    if apps is not None:
        options["apps"] = apps
    return {"options": options, "routes": ROUTES, "rewrites": REWRITES}


IOS_STORE = "https://apps.apple.com/app/id1234567890"
PLAY = "https://play.google.com/store/apps/details?id=com.shop.app"
PAGE = "https://www.shop.example/landing?c=spring"
IOS, ANDROID = ["ios-safari", "ios-safari-view"], ["android-chrome"]
OPENING = IOS + ANDROID
BLOCKED = ["wechat", "in-app"]
EVERY = OPENING + BLOCKED + ["desktop"]


def enc(text):
    """jump.links.intent-fallback: every byte but the unreserved ones, percent-encoded (UTF-8, uppercase hex)."""
    return quote(text, safe="-_.~")


def intent(rest, scheme, fallback=None, referrer=None):
    """jump.links.intent: `intent://REST#Intent;scheme=S;package=P;` and the fallback, then `end`."""
    tail = "S.browser_fallback_url=%s;" % enc(fallback) if fallback else \
        "S.market_referrer=%s;" % enc(referrer) if referrer else ""
    return "intent://%s#Intent;scheme=%s;package=com.shop.app;%send" % (rest, scheme, tail)


# Links a route opens: (link, the app link it is, the intent's text after `intent://`, its scheme, its web page).
HTTPS_LINKS = [("https://m.shop.example/goods/7", "m.shop.example/goods/7"),
               ("https://m.shop.example/goods/7?tab=a&note=x%20y", "m.shop.example/goods/7?tab=a&note=x%20y"),
               ("https://M.Shop.Example/goods/8", "M.Shop.Example/goods/8"),
               ("https://m.shop.example/product/9.html", "m.shop.example/product/9.html"),
               ("https://m.shop.example/cart/pay?step=2", "m.shop.example/cart/pay?step=2")]
CUSTOM_LINKS = [("shop://goods/7", "goods/7"), ("shop://goods/7?tab=a", "goods/7?tab=a"), ("SHOP://cart", "cart"),
                ("shop://cart/pay", "cart/pay")]


def opening(f):
    """jump.decision.app, .store; jump.links.app-link, .intent, .store, .web: links a route opens, where apps open."""
    for link, rest in HTTPS_LINKS:
        for page in [PAGE, None]:
            for p in IOS:
                f.jump("jump.decision.app", link, p, page, plan("app", app=link, store=IOS_STORE, web=link),
                       rules=["jump.links.app-link", "jump.links.web", "jump.environment.platforms"])
            f.jump("jump.links.intent", link, "android-chrome", page,
                   plan("app", app=link, intent=intent(rest, "https", fallback=link), store=PLAY, web=link),
                   rules=["jump.decision.app", "jump.links.intent-fallback", "jump.links.store"])
    for link, rest in CUSTOM_LINKS:
        scheme = link.split(":")[0]
        for page in [PAGE, None]:
            for p in IOS:
                f.jump("jump.decision.store", link, p, page, plan("store", store=IOS_STORE, web=page, why=["no-app-link"]),
                       rules=["jump.links.app-link", "jump.links.web"])
            f.jump("jump.links.intent", link, "android-chrome", page,
                   plan("app", intent=intent(rest, scheme, fallback=page), store=PLAY, web=page),
                   rules=["jump.links.intent-fallback", "jump.links.web"])


def same_host(f):
    """jump.links.same-host: a page on the app link's own host; Safari and Chrome keep that tap in the browser."""
    link = "https://m.shop.example/goods/7"
    for page in ["https://m.shop.example/", "https://M.SHOP.EXAMPLE/goods/7?from=banner",
                 "https://user@m.shop.example:443/sale"]:
        for p in IOS:
            f.jump("jump.links.same-host", link, p, page,
                   plan("store", app=link, store=IOS_STORE, web=link, same=True, why=["same-host"]),
                   rules=["jump.decision.store"])
        f.jump("jump.links.same-host", link, "android-chrome", page,
               plan("app", app=link, intent=intent("m.shop.example/goods/7", "https", fallback=link), store=PLAY,
                    web=link, same=True, why=["same-host"]), rules=["jump.decision.app"])
    for page in ["https://shop.example/", "https://m.shop.example.evil.example/", "not a page"]:
        f.jump("jump.links.same-host", link, "ios-safari", page, plan("app", app=link, store=IOS_STORE, web=link),
               note="another host, or no host at all: the tap leaves the page")


def fragments(f):
    """jump.links.intent: a link with a fragment has no intent: link; its app link may still open the app."""
    link = "https://m.shop.example/goods/7#reviews"
    f.jump("jump.links.intent", link, "android-chrome", PAGE,
           plan("app", app=link, store=PLAY, web=link, why=["fragment"]), rules=["jump.decision.app"])
    f.jump("jump.links.intent", link, "android-chrome", "https://m.shop.example/",
           plan("store", app=link, store=PLAY, web=link, same=True, why=["same-host", "fragment"]),
           rules=["jump.decision.store", "jump.links.same-host"])
    f.jump("jump.links.intent", "shop://goods/7#top", "android-chrome", PAGE,
           plan("store", store=PLAY, web=PAGE, why=["fragment"]), rules=["jump.decision.store"])
    for p in IOS:
        f.jump("jump.links.app-link", link, p, PAGE, plan("app", app=link, store=IOS_STORE, web=link),
               note="the fragment stays on an app link")


def referrers(f):
    """jump.links.intent-fallback and jump.links.store: a store referrer (a signed token), where there is no page."""
    token = "t=eyJ2IjoxfQ.sig&src=landing"
    f.jump("jump.links.intent-fallback", "shop://goods/7", "android-chrome", None,
           plan("app", intent=intent("goods/7", "shop", referrer=token), store=PLAY + "&referrer=" + enc(token)),
           referrer=token, rules=["jump.links.store"])
    f.jump("jump.links.intent-fallback", "shop://goods/7", "android-chrome", PAGE,
           plan("app", intent=intent("goods/7", "shop", fallback=PAGE), store=PLAY + "&referrer=" + enc(token), web=PAGE),
           referrer=token, note="a page to fall back to wins over the referrer", rules=["jump.links.store"])
    f.jump("jump.links.intent-fallback", "shop://goods/7", "android-chrome", None,
           plan("app", intent=intent("goods/7", "shop"), store=PLAY), note="neither: Chrome goes to the Play Store")
    f.jump("jump.links.store", "https://m.shop.example/goods/7", "ios-safari", None,
           plan("app", app="https://m.shop.example/goods/7", store=IOS_STORE, web="https://m.shop.example/goods/7"),
           referrer=token, note="the App Store page takes no referrer")
    f.jump("jump.links.intent-fallback", "shop://cart", "android-chrome", None,
           plan("app", intent=intent("cart", "shop", referrer="é ü/?#&="), store=PLAY + "&referrer=" + enc("é ü/?#&=")),
           referrer="é ü/?#&=", rules=["jump.links.store"])


def everywhere_else(f):
    """jump.decision.environment: WeChat, other in-app browsers and desktops open no app: the page is the plan."""
    for link, _ in HTTPS_LINKS[:3] + CUSTOM_LINKS[:2]:
        page_is = link if link.lower().startswith("https") else None
        for p in BLOCKED + ["desktop"]:
            for page in [PAGE, None]:
                why = "desktop" if p == "desktop" else "in-app-browser"
                f.jump("jump.decision.environment", link, p, page, web(page_is or page, why),
                       rules=["jump.environment.platforms", "jump.plan.tap-only"])


def refusals(f):
    """jump.decision.refused: no route opens the link; the plan is the web, wherever the page runs."""
    for link, kind, page_is in [("shop://nowhere", "no-route", None),
                                ("https://m.shop.example/nothing/here", "no-route", "https://m.shop.example/nothing/here"),
                                ("https://other.example/goods/7", "origin", "https://other.example/goods/7"),
                                ("ftp://m.shop.example/goods/7", "origin", None),
                                ("shop://loop/a", "rewrite", None),
                                ("", "intake", None), ("shop://goods/%00", "intake", None),
                                ("shop://goods/../staff/7", "intake", None)]:
        for p in EVERY:
            f.jump("jump.decision.refused", link, p, PAGE, web(page_is or PAGE, kind),
                   rules=["jump.links.web", "jump.plan.tap-only"])


def internal(f):
    """jump.decision.internal: an internal route is never offered, from any source the page can be."""
    for link, page_is in [("shop://staff/7", None), ("https://m.shop.example/staff/7", "https://m.shop.example/staff/7")]:
        for p in EVERY:
            f.jump("jump.decision.internal", link, p, PAGE, web(page_is or PAGE, "internal"), rules=["jump.plan.tap-only"])
        for source in ["web:https://www.shop.example/landing", "push", "other-app:com.shop.app"]:
            f.jump("jump.decision.internal", link, "android-chrome", None, web(page_is, "internal"), source=source)


def policy(f):
    """jump.decision.policy: the app's rules refuse the link from the plan's source, or pass it to another route."""
    pay = {"restrict": ["pay=in-app"]}
    for p in EVERY:
        f.jump("jump.decision.policy", "shop://cart", p, PAGE, web(PAGE, "policy"), source="universal-link", policy=pay)
    f.jump("jump.decision.policy", "https://m.shop.example/goods/7", "ios-safari", PAGE,
           web("https://m.shop.example/goods/7", "policy"), source="universal-link", policy={"deny": ["universal-link"]})
    f.jump("jump.decision.policy", "shop://goods/7", "android-chrome", PAGE, web(PAGE, "policy"),
           source="web:https://www.shop.example/landing", policy={"deny": ["web:https://www.shop.example"]})
    f.jump("jump.decision.policy", "shop://goods/7", "android-chrome", PAGE,
           plan("app", intent=intent("goods/7", "shop", fallback=PAGE), store=PLAY, web=PAGE),
           source="web:https://www.shop.example/landing", policy={"deny": ["web:https://evil.example"]},
           note="a rule for another origin refuses nothing")
    # The best candidate, /cart/:step (tagged pay), is refused; /cart/* opens: the route that opens decides.
    for p in IOS:
        link = "https://m.shop.example/cart/pay"
        f.jump("jump.decision.policy", link, p, PAGE, plan("app", app=link, store=IOS_STORE, web=link),
               source="universal-link", policy=pay, rules=["jump.decision.app"])
    f.jump("jump.decision.policy", "shop://cart/pay", "android-chrome", PAGE,
           plan("app", intent=intent("cart/pay", "shop", fallback=PAGE), store=PLAY, web=PAGE),
           source="universal-link", policy=pay)


def computed(f):
    """jump.plan.computed: the same arguments give the same plan, of exactly the seven keys, whatever came before."""
    link = "https://m.shop.example/goods/7"
    for _ in range(3):
        for p in ["ios-safari", "android-chrome", "wechat"]:
            expected = plan("app", app=link, store=IOS_STORE, web=link) if p == "ios-safari" else \
                plan("app", app=link, intent=intent("m.shop.example/goods/7", "https", fallback=link), store=PLAY,
                     web=link) if p == "android-chrome" else web(link, "in-app-browser")
            f.jump("jump.plan.computed", link, p, PAGE, expected)


def errors(f):
    """jump.input.errors: arguments the plan cannot be read from are the caller's error, named."""
    for platform, extra, argument in ERROR_CASES:
        f.error("jump.input.errors", "https://m.shop.example/goods/7", platform, argument, **extra)
    f.jump("jump.input.errors", "", "ios-safari", None, web(None, "intake"), note="an empty link is no error")


def generate():
    main = JumpFile("jump-plans", "A web page's jump (Docs/Rules/jump.md): the links a page offers under 'Open in app', "
                    "wherever it runs.", table())
    for group in [opening, same_host, fragments, referrers, everywhere_else, refusals, internal, policy, computed, errors]:
        group(main)
    import jump_tables
    jump_tables.generate(table)
