"""The `call` cases of a host's start, its loads and unloads and its events (Docs/Rules/module.md, "Starting",
"Loading and unloading", "Events"): `cases/call-start.json` and `cases/call-lifecycle.json`."""
import corpus
from calls import (CART, GOODS, RISK, SALE, SHOP, TABLE, USER, action, add, module, q, service, start_error)
from table_errors import message


def named(*names_and_dependencies):
    """Modules without parts: `("cart", "user", "goods")` is cart, depending on user and goods."""
    return [module(n[0], list(n[1:]) or None) for n in names_and_dependencies]


def starting():
    f = corpus.CaseFile("call-start", "Modules rules, Starting: the start order and what stops a start.", TABLE)
    order(f)
    refusals(f)
    declared_twice(f)
    table_handlers(f)
    precedence(f)


def order(f):
    r = "module.start.order"
    for modules, started in [
        (named(("cart", "user", "goods"), ("goods", "user"), ("user",)), "user, goods, cart"),
        (named(("user",), ("goods", "user"), ("cart", "user", "goods")), "user, goods, cart"),
        (named(("a",), ("b",), ("c",)), "a, b, c"),
        (named(("c", "b"), ("b", "a"), ("a",)), "a, b, c"),
        (named(("x", "z", "y"), ("y",), ("z",)), "z, y, x"),
        (named(("p", "q"), ("r",), ("q",)), "q, p, r"),
        (named(("top", "left", "right"), ("left", "base"), ("right", "base"), ("base",)), "base, left, right, top"),
        ([CART, GOODS, USER], "user, goods, cart"),
    ]:
        add(f, r, modules, [], [], [], start="started " + started)
    add(f, r, [CART, GOODS, USER], [{"post": "launchFinished"}], ["delivered user, goods, cart"],
        ["user receives launch finished", "goods receives launch finished", "cart receives launch finished"],
        start="started user, goods, cart", rules=["module.events.order"], note="events follow the start order")


def refusals(f):
    r = "module.start.twice"
    start_error(f, r, named(("cart",), ("cart",)), message("module.registered-twice", module="cart"))
    start_error(f, r, [USER, GOODS, USER], message("module.registered-twice", module="user"))
    start_error(f, r, named(("a",), ("b",), ("a",), ("b",)), message("module.registered-twice", module="a"))
    r = "module.start.missing-dependency"
    missing = lambda m, d: message("module.missing-dependency", module=m, dependency=d)  # noqa: E731
    start_error(f, r, named(("cart", "user")), missing("cart", "user"))
    start_error(f, r, named(("a", "b"), ("b", "c")), missing("b", "c"), note="named by the module that names it")
    start_error(f, r, named(("x", "y", "z"), ("y",)), missing("x", "z"))
    start_error(f, r, [GOODS, CART], missing("goods", "user"), note="the first module in the walk that names it")
    r = "module.start.cycle"
    cycle = lambda *names: message("module.dependency-cycle", cycle=" → ".join(names))  # noqa: E731
    start_error(f, r, named(("cart", "user"), ("user", "address"), ("address", "cart")),
                cycle("cart", "user", "address", "cart"))
    start_error(f, r, named(("user", "address"), ("address", "cart"), ("cart", "user")),
                cycle("user", "address", "cart", "user"))
    start_error(f, r, named(("z", "cart"), ("cart", "user"), ("user", "cart")), cycle("cart", "user", "cart"),
                note="z is not in the cycle")
    start_error(f, r, named(("d", "b"), ("a", "b"), ("b", "a")), cycle("a", "b", "a"),
                note="the walk enters the cycle at b; a was registered first")
    start_error(f, r, named(("s", "s")), cycle("s", "s"))
    r = "module.start.requirement"
    requires = lambda m, what: message("module.requirement-missing", module=m, component=what)  # noqa: E731
    checkout = module("checkout", requires=["service user.session"])
    start_error(f, r, [checkout], requires("checkout", "service user.session"))
    start_error(f, r, [USER, module("checkout", ["user"], requires=["action cart/clear"])],
                requires("checkout", "action cart/clear"))
    add(f, r, [USER, module("checkout", ["user"], requires=["service user.session"])], [], [], [])
    add(f, r, [checkout, USER], [], [], [], start="started checkout, user",
        note="a requirement is not a dependency: it may be declared by a module that starts later")
    r = "module.start.nothing-ran"
    start_error(f, r, [USER, module("late", requires=["service pay.wallet"])],
                requires("late", "service pay.wallet"), note="no service made, no event delivered")
    start_error(f, r, [USER, GOODS, CART, module("cart", ["user"])], message("module.registered-twice", module="cart"))


def declared_twice(f):
    r = "module.start.declared-twice"
    twice = lambda what, a, b: message("module.declared-twice", component=what, first=a, second=b)  # noqa: E731
    promo = lambda **parts: module("promo", **parts)  # noqa: E731
    start_error(f, r, [USER, GOODS, CART, promo(actions=[action("cart", "add", "promo")])],
                twice("action cart/add", "cart", "promo"))
    start_error(f, r, [USER, GOODS, CART, promo(actions=[action("CART", "add", "promo")])],
                twice("action CART/add", "cart", "promo"),
                note="targets compared ignoring ASCII case; named as the module refused spells it")
    start_error(f, r, [USER, GOODS, CART, promo(unmatched=[{"target": "cart", "does": "value", "value": "p"}])],
                twice("action cart/*", "cart", "promo"))
    start_error(f, r, [USER, GOODS, CART, promo(services=[service("cart.store")])],
                twice("service cart.store", "cart", "promo"))
    start_error(f, r, [USER, GOODS, promo(handlers=["goods.detail"])],
                twice("route-table handler goods.detail", "goods", "promo"))
    start_error(f, r, [module("promo", ["cart"], actions=[action("cart", "add", "promo")]), USER, GOODS, CART],
                twice("action cart/add", "cart", "promo"), note="both modules in start order")
    add(f, r, [USER, GOODS, CART, promo(actions=[action("cart", "Add", "promo")])], [{"call": "cart/Add"}],
        ["value promo"], ["handler cart/Add -> value promo"],
        note="actions are compared exactly: cart/Add is another action")


def table_handlers(f):
    r = "module.start.table-handler"
    start_error(f, r, [USER, GOODS], message("module.handler-not-registered", handler=q("search"), known="goods.detail"),
                appHandlers=[])
    start_error(f, r, [USER], message("module.handler-not-registered-none", handler=q("goods.detail")), appHandlers=[])
    start_error(f, r, [USER], message("module.handler-not-registered", handler=q("goods.detail"), known="search"),
                appHandlers=["search"])
    add(f, r, SHOP, [{"open": "shop://goods/7"}, {"open": "shop://search"}],
        ["opened shop://goods/:id: value goods.detail", "opened shop://search: value search"],
        ["table handler goods.detail", "analytics handled", "table handler search", "analytics handled"])


def precedence(f):
    """Two faults in one start: the one module.start.precedence puts first stops it."""
    r = "module.start.precedence"
    twice = lambda what, a, b: message("module.declared-twice", component=what, first=a, second=b)  # noqa: E731
    requires = lambda m, what: message("module.requirement-missing", module=m, component=what)  # noqa: E731
    no_handler = message("module.handler-not-registered", handler=q("search"), known="goods.detail")
    start_error(f, r, [USER, GOODS, module("cart"), module("cart", ["nobody"])],
                message("module.registered-twice", module="cart"),
                note="twice is found before the walk meets the missing dependency")
    start_error(f, r, named(("a", "gone"), ("b", "c"), ("c", "b")),
                message("module.missing-dependency", module="a", dependency="gone"),
                note="the walk meets a's missing dependency before the cycle of b and c")
    start_error(f, r, named(("b", "c"), ("c", "b"), ("a", "gone")),
                message("module.dependency-cycle", cycle="b → c → b"),
                note="the walk meets the cycle first")
    start_error(f, r, [USER, GOODS, module("promo", ["user"], actions=[action("goods", "title", "promo")],
                                           handlers=["goods.detail"])],
                twice("route-table handler goods.detail", "goods", "promo"),
                note="the table's handlers before the actions, though promo declares its action first")
    start_error(f, r, [USER, GOODS, module("promo", actions=[action("goods", "title", "promo")])], no_handler,
                appHandlers=[], note="a handler nobody registers before an action declared twice")
    start_error(f, r, [module("checkout", requires=["service cart.store"]), USER, GOODS], no_handler,
                appHandlers=[], note="a handler nobody registers before a missing requirement")
    start_error(f, r, [USER, module("a", services=[service("user.session")], actions=[action("x", "y", "a")]),
                       module("b", actions=[action("x", "y", "b")])],
                twice("service user.session", "user", "a"),
                note="module by module in start order: a's service before b's action")
    start_error(f, r, [USER, module("a", services=[service("user.session")],
                                    actions=[action("user", "login", "a")]),
                       module("b", actions=[action("user", "login", "b")])],
                twice("service user.session", "user", "a"))
    start_error(f, r, [USER, GOODS, CART,
                       module("promo", services=[service("cart.store")],
                              unmatched=[{"target": "cart", "does": "value", "value": "p"}],
                              actions=[action("cart", "add", "promo")])],
                twice("action cart/add", "cart", "promo"),
                note="within a module: its actions, then its unmatched-action handlers, then its services")
    start_error(f, r, [USER, GOODS, CART,
                       module("promo", services=[service("cart.store")],
                              unmatched=[{"target": "cart", "does": "value", "value": "p"}])],
                twice("action cart/*", "cart", "promo"))
    start_error(f, r, [module("checkout", requires=["service pay.wallet"]), USER,
                       module("promo", ["user"], services=[service("user.session")])],
                twice("service user.session", "user", "promo"),
                note="a piece declared twice before a missing requirement, whichever module comes first")
    start_error(f, r, [module("a", requires=["service pay.wallet"]), module("b", requires=["action pay/go"])],
                requires("a", "service pay.wallet"), note="requirements module by module in start order")


def lifecycle():
    f = corpus.CaseFile("call-lifecycle", "Modules rules, Loading and unloading, Events.", TABLE)
    loading(f)
    unloading(f)
    in_flight(f)
    events(f)


def loading(f):
    r = "module.load"
    add(f, r, SHOP, [{"load": SALE}], ["loaded"], [], final=["user", "goods", "cart", "sale"])
    add(f, r, SHOP, [{"load": module("sale", ["promo"])}],
        ["error " + message("module.missing-dependency", module="sale", dependency="promo")], [])
    add(f, r, SHOP, [{"load": module("sale", handlers=["sale.page"])}],
        ["error " + message("module.table-handlers-after-start", module="sale", handlers="sale.page")], [])
    add(f, r, SHOP, [{"load": module("cart")}], ["error " + message("module.registered-twice", module="cart")], [])
    add(f, r, SHOP, [{"load": module("sale", actions=[action("cart", "clear", "sale")])}],
        ["error " + message("module.declared-twice", component="action cart/clear", first="cart", second="sale")],
        [])
    add(f, r, [USER], [{"load": module("sale", requires=["service cart.store"])}],
        ["error " + message("module.requirement-missing", module="sale", component="service cart.store")], [])
    r = "module.load.snapshot"
    buy = {"call": "sale/buy", "params": {"id": "3"}}
    gone = "error actionNotFound: " + message("call.action-not-found", action=q("buy"), target=q("sale"))
    add(f, r, SHOP, [buy, {"load": SALE}, buy, {"unload": "sale"}, buy],
        [gone, "loaded", "value bought 3", "unloaded", gone], ["handler sale/buy -> value bought 3"])
    no_timer = "error serviceNotFound: " + message("call.service-not-found", name=q("sale.timer"),
                                                   modules="user, goods, cart")
    add(f, r, SHOP, [{"service": "sale.timer"}, {"load": SALE}, {"service": "sale.timer"}, {"unload": "sale"},
                     {"service": "sale.timer"}],
        [no_timer, "loaded", "value sale.timer#1", "unloaded", no_timer], ["make sale.timer"])
    add(f, r, SHOP, [{"load": SALE}, {"call": "sale/buy", "params": {"id": "4"}, "source": "push"}],
        ["loaded", "value bought 4"], ["> risk action://sale/buy?id=4", "handler sale/buy -> value bought 4"],
        final=["user", "goods", "cart", "sale"], middleware=RISK, note="a late module's tags select tag middleware")


def unloading(f):
    r = "module.unload.needed"
    needed = lambda m, d: message("module.still-needed", module=m, dependent=d)  # noqa: E731
    add(f, r, SHOP, [{"unload": "goods"}], ["error " + needed("goods", "cart")], [])
    add(f, r, SHOP, [{"unload": "user"}],
        ["error " + message("module.still-needed-by-several", module="user", dependents='"goods", "cart"')], [])
    add(f, r, SHOP, [{"unload": "sale"}], ["error " + message("module.not-loaded", module="sale")], [])
    add(f, r, SHOP + [module("checkout", requires=["service cart.store"])], [{"unload": "cart"}],
        ["error " + needed("cart", "checkout")], [], note="a requirement holds its declaring module")
    add(f, r, SHOP, [{"unload": "cart"}, {"unload": "goods"}], ["unloaded", "unloaded"], [], final=["user"])
    add(f, r, SHOP, [{"load": SALE}, {"unload": "goods"}, {"unload": "sale"}, {"unload": "cart"}, {"unload": "goods"}],
        ["loaded", "error " + message("module.still-needed-by-several", module="goods", dependents='"cart", "sale"'),
         "unloaded", "unloaded", "unloaded"], [], final=["user"])
    r = "module.unload.services"
    timer = {"service": "sale.timer"}
    store = module("store", services=[service("store.cache")])
    cache = {"service": "store.cache"}
    add(f, r, [USER], [{"load": store}, cache, cache, {"unload": "store"}, {"load": store}, cache],
        ["loaded", "value store.cache#1", "value store.cache#1", "unloaded", "loaded", "value store.cache#2"],
        ["make store.cache", "make store.cache"], final=["user", "store"])
    add(f, r, SHOP, [{"load": SALE}, timer, {"unload": "sale"}, {"load": SALE}, timer],
        ["loaded", "value sale.timer#1", "unloaded", "loaded", "value sale.timer#2"],
        ["make sale.timer", "make sale.timer"], final=["user", "goods", "cart", "sale"])
    add(f, r, SHOP, [{"service": "cart.store"}, {"unload": "cart"}, {"load": CART}, {"service": "cart.store"},
                     {"service": "cart.store"}],
        ["value cart.store#1", "unloaded", "loaded", "value cart.store#2", "value cart.store#2"],
        ["make cart.store", "make cart.store"])


def in_flight(f):
    r = "module.unload.in-flight"
    unloads = [{"name": "risk", "tag": "risk", "does": "unload", "module": "sale"}]
    unloaded = "error unloaded: " + message("module.unloaded", module="sale")
    buy = {"call": "sale/buy", "params": {"id": "5"}}
    add(f, r, SHOP, [{"load": SALE}, buy, buy],
        ["loaded", unloaded, "error actionNotFound: " + message("call.action-not-found", action=q("buy"), target=q("sale"))],
        ["> risk action://sale/buy?id=5", "< risk unload sale -> unloaded"], final=SHOP_NAMES, middleware=unloads)
    tagged_timer = module("sale", ["goods"], services=[service("sale.timer", tags=["risk"])])
    add(f, r, SHOP, [{"load": tagged_timer}, {"service": "sale.timer"}], ["loaded", unloaded],
        ["> risk service://sale.timer", "< risk unload sale -> unloaded"], final=SHOP_NAMES, middleware=unloads)
    holds = [{"name": "risk", "tag": "risk", "does": "unload", "module": "goods"}]
    add(f, r, SHOP, [{"call": "cart/add", "params": {"id": "6"}}], ["value added 6"],
        ["> risk action://cart/add?id=6",
         "< risk unload goods -> error " + message("module.still-needed", module="goods", dependent="cart"),
         "handler cart/add -> value added 6"], middleware=holds, note="an unload refused changes nothing")
    other = [{"name": "risk", "tag": "risk", "does": "unload", "module": "sale"}]
    add(f, r, SHOP, [{"load": SALE}, {"call": "cart/add", "params": {"id": "8"}}, {"call": "goods/title",
                                                                                 "params": {"id": "8"}}],
        ["loaded", "value added 8", "value title 8"],
        ["> risk action://cart/add?id=8", "< risk unload sale -> unloaded", "handler cart/add -> value added 8",
         "handler goods/title -> value title 8"], middleware=other,
        note="unloading another module does not stop the call")


SHOP_NAMES = ["user", "goods", "cart"]


def events(f):
    r = "module.events.order"
    receives = lambda event, *names: ["%s receives %s" % (n, event) for n in names]  # noqa: E731
    add(f, r, SHOP, [{"post": "background"}], ["delivered user, goods, cart"], receives("background", *SHOP_NAMES))
    add(f, r, SHOP, [{"post": "background"}, {"post": "foreground"}],
        ["delivered user, goods, cart", "delivered user, goods, cart"],
        receives("background", *SHOP_NAMES) + receives("foreground", *SHOP_NAMES))
    add(f, r, SHOP, [{"load": SALE}, {"post": "memoryWarning"}], ["loaded", "delivered user, goods, cart, sale"],
        receives("memory warning", "user", "goods", "cart", "sale"), final=["user", "goods", "cart", "sale"])
    add(f, r, SHOP, [{"unload": "cart"}, {"post": "launchFinished"}], ["unloaded", "delivered user, goods"],
        receives("launch finished", "user", "goods"), final=["user", "goods"])
    add(f, r, [CART, GOODS, USER], [{"post": "foreground"}], ["delivered user, goods, cart"],
        receives("foreground", *SHOP_NAMES), start="started user, goods, cart")
    add(f, r, SHOP, [{"load": SALE}, {"unload": "sale"}, {"load": SALE}, {"post": "background"}],
        ["loaded", "unloaded", "loaded", "delivered user, goods, cart, sale"],
        receives("background", "user", "goods", "cart", "sale"), final=["user", "goods", "cart", "sale"])


