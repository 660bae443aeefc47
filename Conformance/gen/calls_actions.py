"""The `call` cases of component calls (Docs/Rules/module.md, "Calls"): target-actions, calls by URL and service
lookups through the source policy and the middleware: `cases/call-actions.json` and `cases/call-services.json`."""
import re

import corpus
from calls import (GOODS, RISK, SHOP, TABLE, USER, action, add, forbidden, internal, module, q, service)
from table_errors import message

ADD = {"call": "cart/add", "params": {"id": "7"}}


def not_found(name, target):
    return "error actionNotFound: " + message("call.action-not-found", action=q(name), target=q(target))


def handler(address, value):
    """The handler's line: the target and the action as the call names them (`cart/add` of `action://cart/add?id=7`)."""
    called = re.sub(r"^([a-z]+:/)?/", "", address).split("?")[0]
    return "handler %s -> value %s" % (called, value)


def actions():
    f = corpus.CaseFile("call-actions", "Modules rules, Calls: target-actions and calls by URL.", TABLE)
    names(f)
    policy(f)
    middleware(f)
    answers(f)
    no_event(f)
    by_url(f)


def names(f):
    r = "call.action.names"
    add(f, r, SHOP, [ADD], ["value added 7"], [handler("action://cart/add?id=7", "added 7")])
    add(f, r, SHOP, [{"call": "CART/add", "params": {"id": "7"}}], ["value added 7"],
        [handler("action://CART/add?id=7", "added 7")], note="the target ignoring ASCII case; the address as called")
    add(f, r, SHOP, [{"call": "Cart/add"}], ["value added {id}"], [handler("action://Cart/add", "added {id}")],
        note="a parameter the call does not give stays as written in the scripted value")
    add(f, r, SHOP, [{"call": "cart/Add"}], ["fallback cart fallback"], [handler("action://cart/Add", "cart fallback")],
        note="the action compared exactly: the target's unmatched-action handler answers")
    add(f, r, SHOP, [{"call": "cart/remove", "params": {"id": "2"}}], ["fallback cart fallback"],
        [handler("action://cart/remove?id=2", "cart fallback")])
    add(f, r, SHOP, [{"call": "goods/clear"}], [not_found("clear", "goods")], [],
        note="the cart's unmatched-action handler answers for the cart alone")
    add(f, r, SHOP, [{"call": "pay/charge"}], [not_found("charge", "pay")], [])
    add(f, r, [USER], [{"call": "cart/add"}], [not_found("add", "cart")], [])
    anywhere = module("help", unmatched=[{"does": "value", "value": "anything"}])
    add(f, r, [USER, anywhere], [{"call": "pay/charge"}, {"call": "x/y"}], ["fallback anything", "fallback anything"],
        [handler("action://pay/charge", "anything"), handler("action://x/y", "anything")],
        note="an unmatched-action handler without a target answers for every target")
    add(f, r, SHOP + [anywhere], [{"call": "cart/remove"}, {"call": "goods/remove"}],
        ["fallback cart fallback", "fallback anything"],
        [handler("action://cart/remove", "cart fallback"), handler("action://goods/remove", "anything")],
        note="the target's own handler before the one for every target")


def policy(f):
    r = "call.policy"
    clear = "action://cart/clear"
    for source, spelled in [("push", "push notification"), ("other-app", "another app"),
                            ("other-app:com.example.mail", "another app (com.example.mail)"),
                            ("universal-link", "universal link"), ("web", "web page")]:
        add(f, r, SHOP, [{"call": "cart/clear", "source": source}], [forbidden(clear, clear, internal(spelled))], [],
            middleware=[{"name": "log", "does": "pass"}], note="refused before any middleware")
    add(f, r, SHOP, [{"call": "cart/clear"}], ["value cleared"], ["> log " + clear, handler(clear, "cleared")],
        middleware=[{"name": "log", "does": "pass"}])
    add(f, r, SHOP, [dict(ADD, source="other-app")], ["value added 7"], [handler("action://cart/add?id=7", "added 7")])
    add(f, r, SHOP, [dict(ADD, source="push")],
        [forbidden("action://cart/add?id=7", "action://cart/add",
                   message("policy.denied", source="push notification"))], [], policy={"deny": ["push"]})
    add(f, r, SHOP, [dict(ADD, source="other-app"), dict(ADD, source="push")],
        [forbidden("action://cart/add?id=7", "action://cart/add",
                   message("policy.tag-restricted", tag="risk", source="another app")), "value added 7"],
        [handler("action://cart/add?id=7", "added 7")], policy={"restrict": ["risk=in-app,push"]})
    add(f, r, SHOP, [{"call": "cart/remove", "source": "push"}, {"call": "goods/title", "params": {"id": "1"},
                                                                  "source": "web"}],
        ["fallback cart fallback", "value title 1"],
        [handler("action://cart/remove", "cart fallback"), handler("action://goods/title?id=1", "title 1")],
        note="the cart's unmatched-action handler is public")
    hidden = module("help", unmatched=[{"target": "help", "does": "value", "value": "help"}])
    add(f, r, [USER, hidden], [{"call": "help/me", "source": "push"}],
        [forbidden("action://help/me", "action://help/*", internal("push notification"))], [],
        note="an unmatched-action handler is internal unless it says otherwise")
    everywhere = module("help", unmatched=[{"does": "value", "value": "help"}])
    add(f, r, [USER, everywhere], [{"call": "pay/charge", "source": "web"}],
        [forbidden("action://pay/charge", "action://*", internal("web page"))], [],
        note="one for every target: its pattern names no target")
    add(f, r, SHOP, [{"service": "user.session", "source": "push"}],
        ["error pipeline: service://user.session: " + message(
            "match.forbidden", pattern="service://user.session", why=internal("push notification"))], [])


def middleware(f):
    r = "call.middleware"
    log = {"name": "log", "does": "pass"}
    address = "action://cart/add?id=7"
    add(f, r, SHOP, [ADD], ["value added 7"], ["> log " + address, "> risk " + address, handler(address, "added 7")],
        middleware=[log] + RISK, note="the global middleware, then the tag's")
    add(f, r, SHOP, [ADD], ["value added 7"], ["> log " + address, "> risk " + address, handler(address, "added 7")],
        middleware=RISK + [log], note="registered after the tag middleware, the global one still runs first")
    add(f, r, SHOP, [{"call": "goods/title", "params": {"id": "2"}}], ["value title 2"],
        [handler("action://goods/title?id=2", "title 2")], middleware=RISK, note="no risk tag: no risk middleware")
    add(f, r, SHOP, [{"call": "cart/add", "params": {"id": "7", "at": "home", "b": "x y"}}], ["value added 7"],
        ["> risk action://cart/add?at=home&b=x%20y&id=7", handler("action://cart/add?at=home&b=x%20y&id=7", "added 7")],
        middleware=RISK, note="the parameters as the address's query, sorted by name, encoded")
    two = [{"name": "risk", "tag": "risk", "does": "pass"}, {"name": "fraud", "tag": "risk", "does": "pass"}]
    add(f, r, SHOP, [ADD], ["value added 7"], ["> risk " + address, "> fraud " + address, handler(address, "added 7")],
        middleware=two)
    rejects = [{"name": "risk", "tag": "risk", "does": "reject", "reason": "forbidden"}]
    add(f, r, SHOP, [ADD], ["error pipeline: %s: %s" % (address, message(
        "router.rejected", by="risk", message="scripted rejection"))], ["> risk " + address, "< risk reject forbidden"],
        middleware=rejects)
    throws = [{"name": "risk", "tag": "risk", "does": "throw"}]
    add(f, r, SHOP, [ADD], ["error pipeline: %s: %s" % (address, message(
        "router.middleware-failed", middleware="risk", error="scripted failure"))],
        ["> risk " + address, "< risk throw"], middleware=throws)
    answers = [{"name": "cache", "tag": "risk", "does": "value", "value": "cached"}]
    add(f, r, SHOP, [ADD], ["value cached"], ["> cache " + address, "< cache value cached"], middleware=answers,
        note="a middleware's answer is the call's; the handler does not run")
    tagged = module("store", services=[service("store.cache", "public", ["risk"])])
    add(f, r, [USER, tagged], [{"service": "store.cache", "source": "push"}], ["value store.cache#1"],
        ["> log service://store.cache", "> risk service://store.cache", "make store.cache"], middleware=[log] + RISK)
    add(f, r, SHOP, [{"call": "cart/remove", "params": {"id": "1"}}], ["fallback cart fallback"],
        ["> log action://cart/remove?id=1", handler("action://cart/remove?id=1", "cart fallback")],
        middleware=[log] + RISK, note="an unmatched-action handler has no tags")


def answers(f):
    r = "call.answer"
    address = "action://cart/add?id=7"
    for does, extra, got in [("handled", {}, "handled"), ("navigate", {"screen": "cart"}, "navigate"),
                             ("redirect", {"to": "shop://search"}, "redirect to shop://search"), ("decline", {}, "declined")]:
        mw = [dict({"name": "risk", "tag": "risk", "does": does}, **extra)]
        line = {"handled": "handled", "navigate": "navigate cart", "redirect": "redirect shop://search",
                "decline": "declined"}[does]
        add(f, r, SHOP, [ADD], ["error pipeline: %s: %s" % (address, message(
            "router.unexpected-response", expected="a value", got=got))], ["> risk " + address, "< risk " + line],
            middleware=mw)
    fails = module("pay", actions=[action("pay", "charge", None, does="throw")])
    add(f, r, [USER, fails], [{"call": "pay/charge"}], ["error pipeline: action://pay/charge: " + message(
        "router.handler-failed", route=q("action://pay/charge"), error="scripted failure")],
        ["handler pay/charge -> throw"])
    refuses = module("pay", actions=[action("pay", "charge", None, does="reject", reason="unauthorized")])
    add(f, r, [USER, refuses], [{"call": "pay/charge"}], ["error pipeline: action://pay/charge: " + message(
        "router.rejected", by="the route", message="scripted rejection")],
        ["handler pay/charge -> reject unauthorized"])


def no_event(f):
    r = "call.no-event"
    add(f, r, SHOP, [ADD, {"service": "cart.store"}, {"open": "shop://goods/7"}],
        ["value added 7", "value cart.store#1", "opened shop://goods/:id: value goods.detail"],
        [handler("action://cart/add?id=7", "added 7"), "make cart.store", "table handler goods.detail",
         "analytics handled"], note="the open gives its event; the call and the lookup none")
    add(f, r, SHOP, [{"call": "cart/clear", "source": "push"}, {"call": "pay/x"}],
        [forbidden("action://cart/clear", "action://cart/clear", internal("push notification")),
         not_found("x", "pay")], [], note="no event for a refused or failed call either")
    add(f, r, SHOP, [{"callURL": "shop://cart/add?id=9", "source": "other-app"}], ["value added 9"],
        [handler("shop://cart/add?id=9", "added 9")], note="a call by URL is a call, not an open")
    add(f, r, SHOP, [{"open": "shop://nowhere"}], ["failed noRoute"], ["analytics unmatched"])
    add(f, r, SHOP, [{"open": "shop://search"}, {"call": "goods/title", "params": {"id": "3"}}],
        ["opened shop://search: handled", "error pipeline: action://goods/title?id=3: " + message(
            "router.unexpected-response", expected="a value", got="handled")],
        ["> gate shop://search", "< gate handled", "analytics handled", "> gate action://goods/title?id=3",
         "< gate handled"], middleware=[{"name": "gate", "does": "handled"}],
        note="one middleware answers both: the open is handled and gives its event; the call fails and gives none")


def by_url(f):
    r = "call.url"
    add(f, r, SHOP, [{"callURL": "shop://cart/add?id=7", "source": "other-app"}], ["value added 7"],
        ["> risk shop://cart/add?id=7", handler("shop://cart/add?id=7", "added 7")], middleware=RISK)
    add(f, r, SHOP, [{"callURL": "/cart/add?id=7"}], ["value added 7"], [handler("/cart/add?id=7", "added 7")],
        note="a path of the app's own is always accepted")
    add(f, r, SHOP, [{"callURL": "shop://cart/add?id=a%20b"}], ["value added a b"],
        [handler("shop://cart/add?id=a%20b", "added a b")], note="the query percent-decoded")
    add(f, r, SHOP, [{"callURL": "shop://cart/remove"}], ["fallback cart fallback"],
        [handler("shop://cart/remove", "cart fallback")])
    add(f, r, SHOP, [{"callURL": "evil://cart/add?id=7"}], ["error notAnActionURL: evil://cart/add?id=7: " + message(
        "match.origin-not-accepted", origin="evil://cart")], [])
    for url in ["shop://cart", "shop://cart/add/7", "/cart"]:
        add(f, r, SHOP, [{"callURL": url}], ["error notAnActionURL: " + message("call.not-an-action-url", url=q(url))],
            [])
    add(f, r, SHOP, [{"callURL": "shop://cart/clear", "source": "push"}],
        [forbidden("shop://cart/clear", "action://cart/clear", internal("push notification"))], [],
        note="refused as the action is, its link the URL")
    add(f, r, SHOP, [{"callURL": "shop://pay/charge"}], [not_found("charge", "pay")], [])


def services():
    f = corpus.CaseFile("call-services", "Modules rules, Calls: service lookups.", TABLE)
    r = "call.service.lookup"
    store = {"service": "cart.store"}
    add(f, r, SHOP, [store], ["value cart.store#1"], ["make cart.store"])
    add(f, r, SHOP, [{"service": "pay.wallet"}], ["error serviceNotFound: " + message(
        "call.service-not-found", name=q("pay.wallet"), modules="user, goods, cart")], [])
    add(f, r, [], [{"service": "pay.wallet"}], ["error serviceNotFound: " + message(
        "call.service-not-found-no-module", name=q("pay.wallet"))], [], start="started", final=[],
        appHandlers=["goods.detail", "search"])
    add(f, r, SHOP, [{"service": "Cart.Store"}], ["error serviceNotFound: " + message(
        "call.service-not-found", name=q("Cart.Store"), modules="user, goods, cart")], [],
        note="a service's name is compared exactly")
    public = module("store", services=[service("store.cache", "public")])
    add(f, r, [USER, public], [{"service": "store.cache", "source": "push"}], ["value store.cache#1"],
        ["make store.cache"])
    add(f, r, [USER, public], [{"service": "store.cache", "source": "push"}],
        ["error pipeline: service://store.cache: " + message("match.forbidden", pattern="service://store.cache",
                                                              why=message("policy.denied", source="push notification"))],
        [], policy={"deny": ["push"]})
    rejects = [{"name": "guard", "does": "reject", "reason": "forbidden"}]
    add(f, r, SHOP, [store], ["error pipeline: service://cart.store: " + message(
        "router.rejected", by="guard", message="scripted rejection")],
        ["> guard service://cart.store", "< guard reject forbidden"], middleware=rejects,
        note="refused by a middleware: nothing made")
    answers = [{"name": "stub", "does": "value", "value": "stubbed"}]
    add(f, r, SHOP, [store], ["value stubbed"], ["> stub service://cart.store", "< stub value stubbed"],
        middleware=answers, note="a middleware's answer is the lookup's")
    lifetime(f)


def lifetime(f):
    r = "call.service.lifetime"
    store = {"service": "cart.store"}
    add(f, r, SHOP, [store, store, store], ["value cart.store#1"] * 3, ["make cart.store"])
    per = module("pay", services=[service("pay.quote", lifetime="perLookup")])
    quote = {"service": "pay.quote"}
    add(f, r, [USER, per], [quote, quote, quote], ["value pay.quote#1", "value pay.quote#2", "value pay.quote#3"],
        ["make pay.quote"] * 3)
    add(f, r, SHOP, [{"service": "user.session"}, store, {"service": "user.session"}],
        ["value user.session#1", "value cart.store#1", "value user.session#1"], ["make user.session", "make cart.store"])
    add(f, r, SHOP, [dict(store, source="push"), store],
        [forbidden("service://cart.store", "service://cart.store", internal("push notification")),
         "value cart.store#1"], ["make cart.store"], note="a refused lookup makes nothing")
    add(f, r, [USER, per, GOODS], [quote, {"service": "user.session"}, quote],
        ["value pay.quote#1", "value user.session#1", "value pay.quote#2"],
        ["make pay.quote", "make user.session", "make pay.quote"], start="started user, pay, goods")
    add(f, r, SHOP + [per], [quote, {"unload": "pay"}, {"load": per}, quote],
        ["value pay.quote#1", "unloaded", "loaded", "value pay.quote#2"], ["make pay.quote", "make pay.quote"],
        final=["user", "goods", "cart", "pay"], note="K counts every instance of the case")

