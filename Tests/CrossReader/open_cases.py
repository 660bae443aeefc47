"""Random `open` cases without expectations, for the routers' differential fuzzer (scripts/fuzz-routers.sh; issue #78):
a small table, a scripted app from the corpus's closed vocabulary (Conformance/README.md, "`open` cases"), a link,
a source and, at times, a policy, caller parameters, an unsigned routing document and a cancellation; at times, too,
a link and redirect targets that carry a query, a fragment or user info, with the app's analytics settings
(router.analytics.redact). Each case is a case file of its own (`{"name", "description", "table", "cases": [case]}`),
so that one can be pasted into Conformance/cases/ once its `expect` is written from the rules.

The cases keep to what the rules decide (Docs/Rules/router.md):
- every `never` middleware, and every login gate whose session may answer `never`, has a timeout, so that every open
  ends whether or not its cancellation line is written;
- a case cancels only at the entry line of a middleware with a timeout that waits (`never`, or `pass` with `after`)
  or at a `logIn … -> never` line (`router.cancel`);
- the timed quantities of a case (every `after` and every `timeout`) are distinct powers of 100 (1, 100, 10000, …),
  at most four, so that no scripted wait ends at the virtual time of a deadline, nor two deadlines at one time, for
  fewer than 100 entries of any one middleware (an open has at most 9 passes).

Flags (`known`, the names from open_known.py whose shapes stay out) keep out the shapes whose differences are
known; there is none today.
"""

import json
import random

SHOP = "shop"
WEB = "https://m.shop.example"
CONTEXT = {"appVersion": "2.4.0", "platform": "android", "userId": "u-1", "now": "2026-12-01T00:00:00Z"}
TAGS = ["login", "risk", "vip", "payment", "promo"]

# name: (pattern, captures); the pool a table takes a few from. help is always there.
ROUTES = [
    ("help", "shop://help", []),
    ("cart", "shop://cart", []),
    ("goods.native", "shop://goods/<int:id>", ["id"]),
    ("goods.web", "shop://goods/:id", ["id"]),
    ("goods.any", "shop://goods/*", []),
    ("go", "shop://go/:to", ["to"]),
    ("loop", "shop://loop", []),
    ("staff", "shop://staff", []),
    ("pay", "shop://pay/<int:order>", ["order"]),
    ("web.product", WEB + "/p/:id", ["id"]),
]
# Links: (url, the route name it is made for, or None).
LINKS = [
    ("shop://help", "help"), ("shop://cart", "cart"), ("shop://goods/7", "goods.native"),
    ("shop://goods/abc", "goods.web"), ("shop://goods/7/8", "goods.any"), ("shop://go/pay", "go"),
    ("shop://go/help", "go"), ("shop://loop", "loop"), ("shop://staff", "staff"), ("shop://pay/7", "pay"),
    (WEB + "/p/3", "web.product"), ("SHOP://Help", "help"), ("shop://help?ref=push", "help"),
]
UNMATCHED_LINKS = ["shop://nowhere", WEB + "/about", "shop://old/7", "shop://ping", "shop://gone"]
REFUSED_LINKS = ["other://help", "https://evil.example/p/1", "javascript:alert(1)", "shop:", "mailto:a@b.example"]
TARGETS = ["shop://help", "shop://cart", "shop://goods/7", "shop://goods/abc", "shop://loop", "shop://pay/7",
           "shop://go/help", "shop://staff", "shop://nowhere", WEB + "/p/3", WEB + "/about", "shop://old/9",
           "shop://ping", "other://x"]
SOURCES = ["in-app", "push", "universal-link", "other-app:com.evil.app", "other-app:com.example.partner",
           "other-app", "web:https://news.example/a", "web"]
REASONS = ["unauthorized", "forbidden", "loginFailed", "invalidParameters:a,b", "custom:no"]
# router.analytics.redact (issue #91): what a link or a redirect target may carry that the event redacts, and the
# app's analytics settings. No name a route captures (id, to, order), so that the answers stay the same.
QUERIES = ["token=s3cr3t", "utm_source=mail&token=s3cr3t", "email=ann%40mail.example&debug", "sid=1&sid=2&",
           "utm%5Fsource=mail&otp=482913"]
ANALYTICS = [{"keepsQueryValues": ["utm_source"]}, {"keepsQueryValues": ["token", "sid"]}, {"recordsFullLinks": True},
             {"keepsQueryValues": ["utm_source"], "recordsFullLinks": True}]
DOCUMENT_REDIRECTS = [
    {"from": "shop://old/:id", "to": "shop://goods/{id}"}, {"from": "shop://ping", "to": "shop://pong"},
    {"from": "shop://pong", "to": "shop://ping"}, {"from": "shop://gone", "to": "shop://nowhere"},
]


class Times:
    """The case's timed quantities: distinct powers of 100, at most four."""

    def __init__(self, rng):
        self.left = [1, 100, 10000, 1000000]
        rng.shuffle(self.left)

    def take(self):
        return self.left.pop() if self.left else None


def make_table(rng):
    """A table of a few routes from the pool, random tags, one internal at times."""
    chosen = [ROUTES[0]] + [route for route in ROUTES[1:] if rng.random() < 0.55]
    routes = []
    for name, pattern, _ in chosen:
        route = {"pattern": pattern, "handler": name, "name": name}
        tags = sorted(set(rng.sample(TAGS, rng.choice([0, 0, 1, 1, 2]))))
        if name == "cart" and rng.random() < 0.7 and "login" not in tags:
            tags = sorted(tags + ["login"])
        if tags:
            route["tags"] = tags
        if name == "staff" or (name != "help" and rng.random() < 0.08):
            route["internal"] = True
        routes.append(route)
    table = {"options": {"accept": [SHOP, WEB], "webOrigins": [WEB]}, "routes": routes}
    if rng.random() < 0.2:
        table["rewrites"] = [{"from": "shop://old-help", "to": "shop://help"}]
    return table, [name for name, _, _ in chosen]


def answer(rng, captures, handler=True):
    """A handler's (or the unmatched handler's) scripted answer."""
    does = rng.choice(["value"] * 4 + ["handled", "navigate", "decline", "redirect", "redirect", "throw", "reject"])
    if does == "value":
        text = rng.choice(["v", "ok", "page"])
        if handler and captures and rng.random() < 0.5:
            text += " {%s}" % rng.choice(captures)
        return {"does": "value", "value": text}
    if does == "navigate":
        return {"does": "navigate", "screen": rng.choice(["home", "cart", "promo"])}
    if does == "redirect":
        return {"does": "redirect", "to": rng.choice(TARGETS)}
    if does == "reject":
        return {"does": "reject", "reason": rng.choice(REASONS)}
    return {"does": does}


def make_middleware(rng, times, tags, patterns, cancels):
    """A few middleware, global or for a tag in use, with timeouts from `times`; `cancels` collects the lines a
    case may cancel at (the entry of a middleware with a timeout that waits)."""
    out = []
    for index in range(rng.choice([0, 1, 1, 2, 2, 3])):
        name = "m%d" % index
        entry = {"name": name}
        if tags and rng.random() < 0.45:
            entry["tag"] = rng.choice(tags)
        does = rng.choice(["pass"] * 5 + ["value", "handled", "navigate", "redirect", "decline", "reject", "throw",
                                          "twice", "never"])
        entry["does"] = does
        if does == "never":
            timeout = times.take()
            if timeout is None:
                entry["does"] = does = "pass"
            else:
                entry["timeout"] = timeout
        elif rng.random() < 0.25:
            timeout = times.take()
            if timeout is not None:
                entry["timeout"] = timeout
        if does == "pass" and rng.random() < 0.3:
            after = times.take()
            if after is not None:
                entry["after"] = after
        if does == "value":
            entry["value"] = "mw"
        elif does == "navigate":
            entry["screen"] = "promo"
        elif does == "redirect":
            entry["to"] = rng.choice(TARGETS)
        elif does == "reject":
            entry["reason"] = rng.choice(REASONS)
        if patterns and rng.random() < 0.15:
            entry["on"] = rng.choice(patterns)
        if "timeout" in entry and (does == "never" or "after" in entry) and "on" not in entry:
            cancels.append(name)
        out.append(entry)
    return out


def make_gate(rng, times, tags):
    """The login gate, for `login` (or, at times, another tag in use); a timeout when logIn may never answer."""
    tag = "login" if "login" in tags or not tags or rng.random() < 0.7 else rng.choice(tags)
    gate = {"name": "login gate", "tag": tag, "does": "loginGate"}
    session = {"loggedIn": rng.random() < 0.3, "logIn": [rng.choice([True, False, "never"]) for _ in range(2)]}
    if rng.random() < 0.2:
        session["staleSession"] = True
    timeout = times.take() if "never" in session["logIn"] or rng.random() < 0.3 else None
    if timeout is None and "never" in session["logIn"]:
        session["logIn"] = [answer is True for answer in session["logIn"]]
    elif timeout is not None:
        gate["timeout"] = timeout
    return gate, session


def make_document(rng, names, target):
    """An unsigned document: a redirect or two, degrades of routes the table has, or both. Most of the time a degrade
    names the route the case's link goes to, so that degrades run (rare when they name routes at random)."""
    document = {"format": 1, "serial": rng.randint(2, 9)}
    if rng.random() < 0.6:
        document["redirects"] = rng.sample(DOCUMENT_REDIRECTS, rng.randint(1, len(DOCUMENT_REDIRECTS)))
    degradable = [name for name in names if name != "web.product"]
    if rng.random() < 0.6 or "redirects" not in document:
        degrades = []
        chosen = rng.sample(degradable, min(len(degradable), rng.randint(1, 2)))
        if target in degradable and target not in chosen and rng.random() < 0.8:
            chosen[0] = target
        for name in chosen:
            degrade = {"name": name, "to": rng.choice([WEB + "/p/1", "shop://help", WEB + "/about", "shop://loop"])}
            if rng.random() < 0.5:
                degrade["when"] = "handlerFails"
            degrades.append(degrade)
        document["degrades"] = degrades
    return document


def with_secrets(rng, link):
    """`link` with a query (or more of one), at times a fragment and, after `scheme://`, user info."""
    link += ("&" if "?" in link else "?") + rng.choice(QUERIES)
    if rng.random() < 0.4:
        link += "#top"
    if "://" in link and rng.random() < 0.3:
        scheme, _, rest = link.partition("://")
        link = scheme + "://ann:pw@" + rest
    return link


def add_secrets(rng, case):
    """Drawn after everything else (so that a seed's cases are otherwise what they were): at times the case's link
    and its scripted redirect targets carry secrets, and the app keeps names or records full links."""
    if rng.random() < 0.3:
        case["url"] = with_secrets(rng, case["url"])
    app = case["app"]
    actors = app.get("middleware", []) + list(app.get("handlers", {}).values()) + [app.get("unmatched") or {}]
    for actor in actors:
        if "to" in actor and rng.random() < 0.3:
            actor["to"] = with_secrets(rng, actor["to"])
    if rng.random() < 0.2:
        app["analytics"] = json.loads(json.dumps(rng.choice(ANALYTICS)))


def make_case(seed, index, known=frozenset()):
    """Case `index` of `seed`: one case file, from its own random stream. `known` (open_known.py's flags to keep out)
    changes nothing today: no flag is left; a new one keeps its shapes out here, without changing the stream."""
    rng = random.Random("open/%d/%d" % (seed, index))
    table, names = make_table(rng)
    captures = {name: caps for name, _, caps in ROUTES}
    patterns = [route["pattern"] for route in table["routes"]]
    tags = sorted({tag for route in table["routes"] for tag in route.get("tags", [])})
    times = Times(rng)
    cancels = []
    app = {}
    middleware = make_middleware(rng, times, tags, patterns, cancels)
    session = None
    if rng.random() < 0.4:
        gate, session = make_gate(rng, times, tags)
        middleware.insert(rng.randint(0, len(middleware)), gate)
    if middleware:
        app["middleware"] = middleware
    if session is not None:
        app["session"] = session
    handlers = {name: answer(rng, captures[name]) for name in names if rng.random() < 0.6}
    if handlers:
        app["handlers"] = handlers
    if rng.random() < 0.5:
        app["unmatched"] = answer(rng, [], handler=False)
    if rng.random() < 0.1:
        app["navigator"] = {"does": "fail"}
    roll = rng.random()
    if roll < 0.75:
        url, target = rng.choice([link for link in LINKS if link[1] in names] or LINKS[:1])
    elif roll < 0.9:
        url, target = rng.choice(UNMATCHED_LINKS), None
    else:
        url, target = rng.choice(REFUSED_LINKS), None
    case = {"id": "fuzz-%d-%d" % (seed, index), "kind": "open", "rule": "router.pass.order", "url": url,
            "source": rng.choice(SOURCES), "app": app}
    if rng.random() < 0.2:
        case["params"] = rng.choice([{"ref": "mail"}, {"id": "9"}])
    if rng.random() < 0.2:
        case["policy"] = rng.choice([{"restrict": ["payment=in-app"]}, {"deny": ["other-app:com.evil.app"]},
                                     {"deny": ["web"]}, {"restrict": ["login=in-app,push"]}])
    if rng.random() < 0.3:
        case["documents"] = [{"text": json.dumps(make_document(rng, names, target), separators=(", ", ": "))}]
        case["context"] = dict(CONTEXT)
    cancel_lines = []
    if target is not None:
        pattern = dict((name, pattern) for name, pattern, _ in ROUTES)[target]
        cancel_lines = ["> %s %s" % (name, pattern) for name in cancels]
        gate_timed = session is not None and any(m.get("does") == "loginGate" and "timeout" in m for m in middleware)
        if gate_timed and "never" in session["logIn"]:
            cancel_lines.append("logIn %s -> never" % pattern)
    if cancel_lines and rng.random() < 0.5:
        case["cancel"] = rng.choice(cancel_lines)
    add_secrets(rng, case)
    return {"name": "fuzz-%d-%d.json" % (seed, index),
            "description": "scripts/fuzz-routers.sh %d: case %d (Tests/CrossReader/open_cases.py)" % (seed, index),
            "table": table, "cases": [case]}


def make_cases(seed, count, known=frozenset()):
    """COUNT case files of SEED."""
    return [make_case(seed, index, known) for index in range(count)]
