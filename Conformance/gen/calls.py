"""What the `call` cases share (issue #88 item 6; `calls_start.py` and `calls_actions.py` write them): modules started, loaded and unloaded, lifecycle events, target-actions and
service lookups through the source policy and the middleware (Docs/Rules/module.md, the `module.*` and `call.*`
rules; Conformance/README.md, "`call` cases").

Each expected result is written beside the rule it follows from; the texts are errors.json's templates, filled.
The modules below are the Shop's, cut down: `user` (a session service), `goods` (needs user; a public action and the
table's `goods.detail` handler), `cart` (needs user and goods; a public action tagged `risk`, an internal one, an
unmatched-action handler, a shared service) and the evening's `sale` (needs goods, loaded later).
"""
import corpus
from table_errors import message

TABLE = {"options": {"accept": ["shop"]},
         "routes": [{"pattern": "shop://goods/:id", "handler": "goods.detail"},
                    {"pattern": "shop://search", "handler": "search"}]}


def module(name, dependencies=None, **parts):
    m = {"name": name}
    if dependencies:
        m["dependencies"] = dependencies
    m.update(parts)
    return m


def action(target, name, value, visibility=None, tags=None, does="value", **extra):
    a = {"target": target, "action": name, "does": does}
    if does == "value":
        a["value"] = value
    if visibility:
        a["visibility"] = visibility
    if tags:
        a["tags"] = tags
    a.update(extra)
    return a


def service(name, visibility=None, tags=None, lifetime=None):
    s = {"name": name}
    if visibility:
        s["visibility"] = visibility
    if tags:
        s["tags"] = tags
    if lifetime:
        s["lifetime"] = lifetime
    return s


USER = module("user", services=[service("user.session")])
GOODS = module("goods", ["user"], actions=[action("goods", "title", "title {id}", "public")],
               handlers=["goods.detail"])
CART = module("cart", ["user", "goods"],
              actions=[action("cart", "add", "added {id}", "public", ["risk"]), action("cart", "clear", "cleared")],
              unmatched=[{"target": "cart", "visibility": "public", "does": "value", "value": "cart fallback"}],
              services=[service("cart.store")])
SALE = module("sale", ["goods"], actions=[action("sale", "buy", "bought {id}", "public", ["risk"])],
              services=[service("sale.timer", lifetime="perLookup")])
SHOP = [USER, GOODS, CART]
APP = ["search"]  # the app's own table handler, beside goods.detail (the goods module's)
RISK = [{"name": "risk", "tag": "risk", "does": "pass"}]


def q(text):
    return '"%s"' % text


def forbidden(address, pattern, why):
    return "error pipeline: %s: %s" % (address, message("match.forbidden", pattern=pattern, why=why))


def internal(source):
    return message("policy.internal", source=source)


def add(f, rule, modules, steps, results, trace, start=None, final=None, rules=None, note=None, **extra):
    """A case: `start` defaults to the modules' names in the order given (they must be in start order then)."""
    started = start or ("started " + ", ".join(m["name"] for m in modules)).rstrip()
    expect = {"start": started, "results": results, "trace": trace}
    if not started.startswith("error"):
        expect["modules"] = final if final is not None else [n for n in started[len("started "):].split(", ") if n]
    if "appHandlers" not in extra:
        # The table's routes name goods.detail and search: the app registers search, and goods.detail too
        # when no module declares it, or the start stops (module.start.table-handler).
        declared = any("goods.detail" in m.get("handlers", []) for m in modules)
        extra["appHandlers"] = APP if declared else ["goods.detail"] + APP
    f._add("call", rule, rules=rules, note=note, modules=modules, steps=steps, expect=expect, **extra)


def start_error(f, rule, modules, text, note=None, **extra):
    add(f, rule, modules, [], [], [], start="error " + text, note=note, **extra)
