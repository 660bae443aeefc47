"""Random `call` cases without expectations, for the routers' differential fuzzer (scripts/fuzz-routers.sh; issue #88
item 6): a few modules drawn from the corpus's vocabulary (Conformance/README.md, "`call` cases"): dependencies,
actions and unmatched-action handlers, services, requirements, route-table handlers; at times a policy and scripted
middleware; then steps: calls (by names, spelled in any case, or by URL), service lookups, opens, loads, unloads
and events. Each case is a case file of its own, the corpus's call table, so that one can be pasted into
Conformance/cases/ once its `expect` is written from the rules.

The rules leave one thing open, and the cases keep out of it: which error a start gives when it has several (a
missing dependency, a cycle, a name declared twice, a requirement, a table handler). Most apps start; about one in
five has exactly one fault of one kind. Every other step may fail in any way the rules decide.
"""

import random

TABLE = {"options": {"accept": ["shop"]},
         "routes": [{"pattern": "shop://goods/:id", "handler": "goods.detail"},
                    {"pattern": "shop://search", "handler": "search"}]}
NAMES = ["user", "goods", "cart", "sale", "pay", "help"]
TARGETS = ["cart", "goods", "pay", "sale"]
ACTIONS = ["add", "clear", "buy", "title"]
SERVICES = ["user.session", "cart.store", "pay.quote", "sale.timer"]
TAGS = ["risk", "vip"]
SOURCES = ["in-app", "push", "universal-link", "other-app", "other-app:com.example.mail", "web"]
EVENTS = ["launchFinished", "foreground", "background", "memoryWarning"]
FAULTS = ["twice", "missing", "cycle", "declared", "requirement", "handler"]


def make_cases(seed, count):
    return [make_case(seed, index) for index in range(count)]


def make_case(seed, index):
    rng = random.Random("calls %d %d" % (seed, index))
    fault = rng.choice(FAULTS) if rng.random() < 0.2 else None
    modules = app(rng, fault)
    case = {"id": "call-fuzz-%d-%d" % (seed, index), "kind": "call", "rule": "call.action.names", "modules": modules}
    declared = {h for m in modules for h in m.get("handlers", [])}
    handlers = [r["handler"] for r in TABLE["routes"] if r["handler"] not in declared]
    case["appHandlers"] = handlers[1:] if fault == "handler" else handlers
    if rng.random() < 0.5:
        case["middleware"] = [middleware(rng, i) for i in range(rng.randint(1, 3))]
    if rng.random() < 0.3:
        case["policy"] = rng.choice([{"deny": ["push"]}, {"restrict": ["risk=in-app,push"]}, {"deny": ["other-app"]}])
    case["steps"] = [step(rng, modules, i) for i in range(rng.randint(1, 6))]
    return {"name": "call-fuzz.json", "description": "A random call case (fuzz-routers, seed %d, case %d)." % (seed, index),
            "table": TABLE, "cases": [case]}


def app(rng, fault):
    """Modules in start order, each depending on some before it; then the one fault, if any."""
    names = rng.sample(NAMES, rng.randint(1, 4))
    modules, owned = [], set()
    for position, name in enumerate(names):
        modules.append(module(rng, name, names[:position], owned))
    rng.shuffle(modules)  # registration order is not start order
    if fault == "twice":
        modules.append({"name": modules[0]["name"]})
    elif fault == "missing":
        modules[-1].setdefault("dependencies", []).append("absent")
    elif fault == "cycle" and len(modules) > 1:
        first, second = modules[0], modules[1]
        first["dependencies"] = [second["name"]]
        second["dependencies"] = [first["name"]]
    elif fault == "declared":  # cart/add declared by promo and promo2 alone
        for m in modules:
            m["actions"] = [a for a in m.get("actions", []) if (a["target"], a["action"]) != ("cart", "add")]
        modules.append({"name": "promo", "actions": [{"target": "cart", "action": "add", "does": "value", "value": "p"}]})
        modules.append({"name": "promo2", "actions": [{"target": "CART", "action": "add", "does": "value", "value": "q"}]})
    elif fault == "requirement":
        modules[-1]["requires"] = [rng.choice(["service absent.store", "action absent/go"])]
    return modules


def module(rng, name, before, owned):
    """A module whose names no module declared before it (`owned` grows)."""
    m = {"name": name}
    if before and rng.random() < 0.6:
        m["dependencies"] = rng.sample(before, rng.randint(1, len(before)))
    actions = []
    for target, action in rng.sample([(t, a) for t in TARGETS for a in ACTIONS], rng.randint(0, 3)):
        if (target, action) in owned:
            continue
        owned.add((target, action))
        actions.append(scripted(rng, {"target": target, "action": action}))
    if actions:
        m["actions"] = actions
    target = rng.choice(TARGETS + [None])
    if rng.random() < 0.3 and ("unmatched", target) not in owned:
        owned.add(("unmatched", target))
        entry = scripted(rng, {} if target is None else {"target": target}, tags=False)
        m["unmatched"] = [entry]
    services = []
    for service in rng.sample(SERVICES, rng.randint(0, 2)):
        if service not in owned:
            owned.add(service)
            services.append(scripted_service(rng, service))
    if services:
        m["services"] = services
    if "goods.detail" not in owned and rng.random() < 0.3:
        owned.add("goods.detail")
        m["handlers"] = ["goods.detail"]
    return m


def scripted(rng, entry, tags=True):
    if rng.random() < 0.5:
        entry["visibility"] = "public"
    if tags and rng.random() < 0.4:
        entry["tags"] = rng.sample(TAGS, 1)
    does = rng.choice(["value", "value", "value", "throw", "reject"])
    entry["does"] = does
    if does == "value":
        entry["value"] = rng.choice(["ok", "got {id}", "{id}/{q}"])
    if does == "reject":
        entry["reason"] = rng.choice(["unauthorized", "forbidden", "custom:no"])
    return entry


def scripted_service(rng, name):
    service = {"name": name}
    if rng.random() < 0.5:
        service["visibility"] = "public"
    if rng.random() < 0.3:
        service["tags"] = rng.sample(TAGS, 1)
    if rng.random() < 0.4:
        service["lifetime"] = "perLookup"
    return service


def middleware(rng, index):
    entry = {"name": "m%d" % index}
    if rng.random() < 0.6:
        entry["tag"] = rng.choice(TAGS)
    does = rng.choice(["pass", "pass", "pass", "value", "reject", "throw", "handled", "decline", "unload"])
    entry["does"] = does
    if does == "value":
        entry["value"] = "answered"
    if does == "reject":
        entry["reason"] = rng.choice(["forbidden", "custom:no"])
    if does == "unload":
        entry["module"] = rng.choice(NAMES)
    return entry


def late(rng, modules, index):
    """A module loaded after the start: a name of its own, so that a load has at most one fault (a dependency
    unloaded since the start)."""
    name = "late%d" % index
    m = {"name": name, "actions": [scripted(rng, {"target": name, "action": rng.choice(ACTIONS)})],
         "services": [scripted_service(rng, name + ".svc")]}
    started = [m["name"] for m in modules]
    if rng.random() < 0.6:
        m["dependencies"] = rng.sample(started, 1)
    return m


def step(rng, modules, index):
    kind = rng.choice(["call", "call", "call", "callURL", "service", "service", "open", "load", "unload", "post"])
    source = rng.choice(SOURCES)
    if kind == "call":
        target, action = rng.choice(TARGETS + ["late0", "late1"]), rng.choice(ACTIONS + ["Add", "other"])
        target = target.upper() if rng.random() < 0.1 else target
        s = {"call": "%s/%s" % (target, action), "params": params(rng)}
    elif kind == "callURL":
        url = rng.choice(["shop://%s/%s" % (rng.choice(TARGETS), rng.choice(ACTIONS)), "/cart/add",
                          "shop://cart", "evil://cart/add", "shop://cart/add/7"])
        s = {"callURL": url + rng.choice(["", "?id=7", "?id=a%20b&q=x"])}
    elif kind == "service":
        s = {"service": rng.choice(SERVICES + ["absent.store", "late0.svc"])}
    elif kind == "open":
        s = {"open": rng.choice(["shop://goods/7", "shop://search", "shop://nowhere"])}
    elif kind == "load":
        s = {"load": late(rng, modules, index)}
    elif kind == "unload":
        s = {"unload": rng.choice([m["name"] for m in modules] + ["late%d" % i for i in range(index)] + ["absent"])}
    else:
        s = {"post": rng.choice(EVENTS)}
    if kind in ("call", "callURL", "service", "open") and source != "in-app":
        s["source"] = source
    if "params" in s and not s["params"]:
        del s["params"]
    return s


def params(rng):
    return {name: value for name, value in [("id", "7"), ("q", "x y")] if rng.random() < 0.5}
