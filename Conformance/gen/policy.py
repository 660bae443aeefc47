"""The source policy (Security article, "Conformance", rules `policy.*`): which route a link opens for the source it
comes from and the app's rules (`--restrict TAG=KIND,KIND`, `--deny SOURCE`), and the routes passed over.

Each expected outcome is worked out from the rule it names, written beside it: `kind_of(source) in KINDS` is the
rule's own condition, never a reader's answer. The cases of candidates, namespaces, `accept` and rewrites are in
`policy_paths.py`.
"""
from corpus import CaseFile

# Every source kind, with and without a bundle ID or page URL.
SOURCES = ["in-app", "push", "universal-link", "other-app", "other-app:com.partner.app", "other-app:com.evil.app",
           "web", "web:https://m.shop.example/page"]
UNTRUSTED = [s for s in SOURCES if s != "in-app"]


def kind_of(source):
    """A source's kind: what `--restrict` and `--deny KIND` judge (the part before the first ':')."""
    return source.split(":", 1)[0]


def ref(pattern, scheme="global"):
    """A route passed over, as `refused` lists it: its pattern as written and the namespace that matched."""
    return {"pattern": pattern, "scheme": scheme}


def _policy(case, restrict, deny, refused):
    rules = {}
    if restrict:
        rules["restrict"] = list(restrict)
    if deny:
        rules["deny"] = list(deny)
    if rules:
        case["policy"] = rules
    if refused:
        case["expect"]["refused"] = refused
    return case


def opens(f, rule, url, source, handler, params=None, refused=None, restrict=(), deny=(), **extra):
    """`url` from `source`, under the rules, opens the route of `handler`, past the routes `refused`."""
    return _policy(f.hit(rule, url, handler, params, source=source, **extra), restrict, deny, refused)


def refuses(f, rule, url, source, refused=None, refusal="policy", restrict=(), deny=(), **extra):
    """`url` from `source`, under the rules, opens nothing: `refusal`, with every candidate in `refused`."""
    return _policy(f.miss(rule, url, refusal=refusal, source=source, **extra), restrict, deny, refused)


def decided(f, rule, url, source, handler, pattern, allowed, params, restrict=(), deny=(), **extra):
    """One route, one link: it opens when the rule `allowed` says so, else the route is refused."""
    if allowed:
        return opens(f, rule, url, source, handler, params, restrict=restrict, deny=deny, **extra)
    return refuses(f, rule, url, source, [ref(pattern)], restrict=restrict, deny=deny, **extra)


ROUTES = [
    {"pattern": "/home", "handler": "home"},
    {"pattern": "/admin/:action", "handler": "admin", "internal": True},
    {"pattern": "/debug/:flag", "handler": "debug", "internal": True, "tags": ["debug"]},
    {"pattern": "/pay/:order", "handler": "pay", "tags": ["pay"]},
    {"pattern": "/wallet/:id", "handler": "wallet", "tags": ["pay", "account"]},
    {"pattern": "/profile/:id", "handler": "profile", "tags": ["account"]},
    {"pattern": "/news/:id", "handler": "news", "tags": ["news"]},
]


def unapplied(f):
    r = "policy.unapplied"
    for url, handler, params in [("app://home", "home", {}), ("app://admin/reset", "admin", {"action": "reset"}),
                                 ("app://debug/on", "debug", {"flag": "on"}), ("app://pay/7", "pay", {"order": "7"}),
                                 ("app://wallet/7", "wallet", {"id": "7"}), ("app://profile/7", "profile", {"id": "7"})]:
        f.hit(r, url, handler, params, note="no source: the policy is not applied")


def internal(f):
    r = "policy.internal"
    # The rule: an internal route opens from in-app only.
    for source in SOURCES:
        decided(f, r, "app://admin/reset", source, "admin", "/admin/:action", kind_of(source) == "in-app",
                {"action": "reset"})
    # Whatever the rules say: a restriction that lists every kind does not open it.
    every = "debug=in-app,push,universal-link,other-app,web"
    for source in SOURCES:
        decided(f, r, "app://debug/on", source, "debug", "/debug/:flag", kind_of(source) == "in-app", {"flag": "on"},
                restrict=[every])


def in_app(f):
    r = "policy.in-app"
    opens(f, r, "app://admin/reset", "in-app", "admin", {"action": "reset"}, restrict=["pay=push"], deny=["push"])
    opens(f, r, "app://debug/on", "in-app", "debug", {"flag": "on"}, restrict=["debug=in-app"])
    refuses(f, r, "app://debug/on", "in-app", [ref("/debug/:flag")], restrict=["debug=push"],
            note="the rule leaves out in-app")
    refuses(f, r, "app://pay/7", "in-app", [ref("/pay/:order")], restrict=["pay=push,web"])
    opens(f, r, "app://pay/7", "in-app", "pay", {"order": "7"}, restrict=["pay=in-app"])
    for url, pattern in [("app://home", "/home"), ("app://admin/reset", "/admin/:action")]:
        refuses(f, r, url, "in-app", [ref(pattern)], deny=["in-app"])


def restrict(f):
    r = "policy.restrict"
    pay, account = {"in-app", "universal-link"}, {"in-app", "push"}
    rules = ["pay=in-app,universal-link", "account=in-app,push"]
    for source in SOURCES:
        k = kind_of(source)
        decided(f, r, "app://pay/7", source, "pay", "/pay/:order", k in pay, {"order": "7"}, restrict=rules)
        decided(f, r, "app://wallet/7", source, "wallet", "/wallet/:id", k in pay and k in account, {"id": "7"},
                restrict=rules, note="two restricted tags: each rule must pass")
        decided(f, r, "app://profile/7", source, "profile", "/profile/:id", k in account, {"id": "7"}, restrict=rules)
        decided(f, r, "app://news/7", source, "news", "/news/:id", True, {"id": "7"}, restrict=rules,
                note="a tag without a rule restricts nothing")
    both = ["pay=in-app,push", "pay=push,web"]
    for source in SOURCES:
        decided(f, r, "app://pay/7", source, "pay", "/pay/:order", kind_of(source) == "push", {"order": "7"},
                restrict=both, note="two rules for one tag: only kinds both list")
    for source in ["push", "other-app:com.partner.app", "web"]:
        opens(f, r, "app://home", source, "home", restrict=["ghost=in-app"], note="no route carries the tag")


def deny_kind(f):
    r = "policy.deny-kind"
    for denied in ["push", "other-app", "web"]:
        for source in SOURCES:
            decided(f, r, "app://home", source, "home", "/home", kind_of(source) != denied, {}, deny=[denied])
    for source in ["universal-link", "push"]:
        refuses(f, r, "app://news/7", source, [ref("/news/:id")], deny=["universal-link", "push"])


def app_id(text):
    """An app's ID as `policy.deny-source` compares it: ASCII letters lowercased, every other character as written."""
    return "".join(c.lower() if "A" <= c <= "Z" else c for c in text)


def origin(url):
    """A page's origin as `policy.deny-origin` compares it (scheme://host[:port], ASCII-lowercased, userinfo and a
    default port dropped), or None. Written for the spellings below, not as a URL parser."""
    scheme, sep, rest = url.partition("://")
    if not sep or not scheme or not scheme[0].isascii() or not scheme[0].isalpha():
        return None
    authority = rest
    for stop in "/?#\\":
        authority = authority.split(stop, 1)[0]
    authority = authority.rsplit("@", 1)[-1]
    host, _, port = authority.partition(":")
    if port and not (port.isdigit() and len(port) <= 5 and int(port) <= 65535):
        return None
    if not host:
        return None
    default = {"https": "443", "http": "80"}.get(app_id(scheme))
    port = "" if port in ("", default) else ":" + str(int(port))
    return app_id(scheme) + "://" + app_id(host) + port


def deny_source(f):
    r = "policy.deny-source"
    denied = "other-app:com.evil.app"

    def refused_app(source):
        if kind_of(source) != "other-app":
            return False
        sender = source.partition(":")[2]
        return sender == "" or app_id(sender) == app_id(denied.partition(":")[2])

    for source in ["other-app:com.partner.app", denied, "other-app:com.EVIL.app", "other-app:COM.EVIL.APP",
                   "other-app:com.evil", "other-app:com.evil.app.x", "other-app:com.ev\u0131l.app", "push", "web"]:
        decided(f, r, "app://home", source, "home", "/home", not refused_app(source), {}, deny=[denied])
    # Non-ASCII is compared as written: neither case-folded nor normalised.
    for source in ["other-app:com.\u00e9vil", "other-app:com.e\u0301vil", "other-app:com.\u00c9vil"]:
        decided(f, r, "app://home", source, "home", "/home", source != "other-app:com.\u00e9vil", {},
                deny=["other-app:com.\u00e9vil"])


def deny_anonymous(f):
    r = "policy.deny-anonymous"
    # A sender that does not name itself may be the denied one: a rule naming one app or one origin refuses it.
    for denied in ["other-app:com.evil.app", "web:https://evil.example"]:
        for source in ["other-app", "web", "web:evil.example", "push", "universal-link", "in-app"]:
            refused = kind_of(source) == kind_of(denied) and (":" not in source or origin(source[4:]) is None)
            decided(f, r, "app://home", source, "home", "/home", not refused, {}, deny=[denied])


def deny_origin(f):
    r = "policy.deny-origin"
    for denied in ["web:https://evil.example/page", "web:HTTPS://EVIL.EXAMPLE:443", "web:http://evil.example:80/"]:
        for source in ["web:https://evil.example/page", "web:https://evil.example/other", "web:https://evil.example/",
                       "web:https://evil.example", "web:HTTPS://EVIL.example:443/page", "web:https://evil.example:443",
                       "web:https://user@evil.example/x", "web:https://evil.example?x=1", "web:http://evil.example/page",
                       "web:http://evil.example:80/", "web:http://evil.example:8080/", "web:https://evil.example:8443/",
                       "web:https://evil.example.com/", "web:https://m.shop.example/page", "other-app:evil.example",
                       "in-app"]:
            same = kind_of(source) == "web" and origin(source[4:]) == origin(denied[4:])
            decided(f, r, "app://news/7", source, "news", "/news/:id", not same, {"id": "7"}, deny=[denied])


def generate():
    f = CaseFile("policy-sources", "Security article, Conformance: internal routes, tag restrictions and denials, "
                 "source by source.", {"routes": ROUTES})
    for section in [unapplied, internal, in_app, restrict, deny_kind, deny_source, deny_anonymous, deny_origin]:
        section(f)
