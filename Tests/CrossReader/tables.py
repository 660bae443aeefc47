"""Random route-table files (the RouteTableFile article's format): options, namespaces, routes with every key a
route may have, and rewrites (`from` patterns, `regex` rules, nested `{url:query.NAME}` rules).

`make_table(rng, known)` gives the table (a dict, written as JSON one route per line by `write_table`) and the
samplers the link generator draws from.
"""

import json

from patterns import HOSTS, PatternMaker

SCHEMES = ["shop", "app", "https"]
ACCEPTS = ["shop", "app", "https://m.shop.example", "https?://example.com", "https://www.example.de", "http", "https"]
TAGS = ["pay", "admin", "catalogue"]
SOURCES = ["in-app", "push", "universal-link", "other-app", "other-app:com.example.partner", "web",
           "web:https://m.shop.example/page", "web:https://evil.example/x"]
REGEX_REWRITES = [  # (regex, to, sample links); the captures of these take no '%' (see ESCAPED_CAPTURES)
    ("^https://m\\.shop\\.example/p(?<id>[0-9]+)$", "shop://goods/{id}",
     ["https://m.shop.example/p42", "https://M.SHOP.EXAMPLE/p42", "https://m.shop.example/p42?x=1",
      "https://m.shop.example/p"]),
    ("^(?<s>shop|app)://legacy/(?<id>[a-z0-9]+)", "{s}://goods/{id}?from=legacy",
     ["shop://legacy/abc", "app://legacy/7/x", "shop://legacy/"]),
    ("^(?:shop|SHOP)://(?:old|OLD)/(?<tail>[a-zA-Z0-9.]+(?:/[a-zA-Z0-9.]+)*)$", "shop://goods/{path:tail}",
     ["shop://old/7", "SHOP://OLD/", "shop://old/../x", "shop://old/a/b"]),
]
CASE_REGEX = ("(?i)^shop://OLD/(?<tail>[a-z0-9.]+(?:/[a-z0-9.]+)*)$", "shop://goods/{path:tail}",  # unicode-case
              ["shop://old/7", "SHOP://OLD/", "shop://old/\u212aa/b"])
EMPTY_PIECES = ("(?i)^shop://OLD(?<tail>(?:/[a-z0-9/.]*)?)$", "shop://goods{path:tail}",  # {path:} drops empty pieces
                 ["shop://old/7", "SHOP://OLD", "shop://old/../x"])
ESCAPED_CAPTURES = [  # captures that may hold a percent escape (decoded, then encoded)
    ("^app://old/(?<rest>.*)$", "app://new/{rest}", ["app://old/a/b", "app://old/", "app://old/%2F?x#y"]),
    ("(?i)^shop://OLD(?<tail>(?:/.*)?)$", "shop://goods{path:tail}",
     ["shop://old/7", "SHOP://OLD", "shop://old/a%20b"]),
]
# A named group under a quantifier: every reader refuses the rule (file.errors.rewrite-regex-groups).
REPEATED_GROUP = ("(?i)^shop://OLD(?<tail>/.*)?$", "shop://goods{path:tail}", ["shop://old/7", "SHOP://OLD"])


def options(rng):
    result = {}
    if rng.random() < 0.3:
        result["matchOrder"] = rng.choice(["specificity", "registration"])
    if rng.random() < 0.5:
        result["hostAsPath"] = rng.choice(["auto", "always", "never"])
    if rng.random() < 0.3:
        result["decodePlus"] = rng.choice([True, False])
    if rng.random() < 0.3:
        result["accept"] = rng.sample(ACCEPTS, rng.randint(1, 3))
    if rng.random() < 0.15:
        result["webOrigins"] = rng.sample(["https://m.shop.example", "https://example.com"], rng.randint(1, 2))
    if rng.random() < 0.1:
        result["maxURLLength"] = rng.choice([20, 64, 300, 2000])
    if rng.random() < 0.1:
        result["maxSegments"] = rng.choice([1, 2, 4, 8])
    if rng.random() < 0.1:
        result["maxQueryItems"] = rng.choice([0, 1, 2, 5]) or 1
    return result


def query_conditions(rng, used):
    conditions = {}
    for _ in range(rng.choice([1, 1, 2])):
        key = rng.choice(["tab", "url", "token", "mode", "debug"])
        value = rng.choice([True, False, None, "a", "on", "/settings/<path:qpage>", "<int:qn>", "user-<int:qu>",
                            ":qcode([A-Z]{2})", "/x/*qrest"])
        names = {n for n in ["qpage", "qn", "qu", "qcode", "qrest"] if isinstance(value, str) and n in value}
        if key in conditions or names & used:
            continue
        used |= names
        conditions[key] = value
    return conditions


def route(rng, known, maker, index):
    pattern, used = maker.pattern(SCHEMES, optional=True)
    entry = {"pattern": pattern.text(), "handler": "h%d" % index}
    if not pattern.full and rng.random() < 0.6:
        entry["scheme"] = rng.choice(SCHEMES + ["global"])
    if rng.random() < 0.2:
        entry["priority"] = rng.choice([-1, 1, 2])
    if rng.random() < 0.3:
        entry["name"] = "r%d" % index
    if rng.random() < 0.1:
        entry["accept"] = rng.sample(ACCEPTS, rng.randint(1, 2))
    if rng.random() < 0.2:
        entry["tags"] = rng.sample(TAGS, rng.randint(1, 2))
    if rng.random() < 0.15:
        entry["internal"] = True
    if rng.random() < 0.2:
        entry["query"] = query_conditions(rng, used)
    if rng.random() < 0.1:
        entry["lowercaseCaptures"] = True
    if rng.random() < 0.1:
        entry["queryOverridesPath"] = True
    return entry, pattern, used


def rewrite(rng, known, maker):
    """A rewrite rule and the samplers of its links: ("pattern", Pattern) or ("links", [...])."""
    r = rng.random()
    if r < 0.3:
        pool = REGEX_REWRITES + [REPEATED_GROUP] + ESCAPED_CAPTURES + [EMPTY_PIECES]
        pool += [CASE_REGEX]
        regex, to, links = rng.choice(pool)
        return {"regex": regex, "to": to}, ("links", links)
    if r < 0.45:
        rule = {"from": rng.choice(["https://m.shop.example/login", "/login", "app://open"]),
                "to": "{url:query.%s}" % rng.choice(["next", "redirect_to"])}
        nested = {}
        if rng.random() < 0.5:
            nested["resolvesRelative"] = rng.choice([True, False])
        if rng.random() < 0.3:
            nested["carriedQueryItems"] = ["ref"]
        if rng.random() < 0.3:
            nested["source"] = rng.choice(["in-app", "push", "web:https://m.shop.example"])
        if nested:
            rule["nested"] = nested
        links = [rule["from"] if "://" in rule["from"] else "https://m.shop.example" + rule["from"]]
        return rule, ("nested", links)
    pattern, used = maker.pattern(SCHEMES)
    captures = sorted(used)
    target = rng.choice(["shop://goods/", "app://r/", "/moved/", "https://m.shop.example/x/"])
    for name in captures[:2]:
        target += rng.choice(["{%s}/", "{path:%s}/", "v-{%s}/"]) % name
    if rng.random() < 0.3:
        target += rng.choice(["?q={query.q}", "?f={fragment}", "?k=1"])
    return {"from": pattern.text(), "to": target}, ("pattern", pattern)


def make_table(rng, known):
    maker = PatternMaker(rng, known)
    table = {}
    opts = options(rng)
    if opts:
        table["options"] = opts
    if rng.random() < 0.4:
        table["namespaces"] = {s: {"fallbackToGlobal": rng.choice([True, False])} for s in rng.sample(SCHEMES, 2)}
    routes, shapes = [], []
    for index in range(rng.randint(1, 10)):
        entry, pattern, _ = route(rng, known, maker, index)
        routes.append(entry)
        shapes.append((entry, pattern))
    table["routes"] = routes
    rewrites = []
    for _ in range(rng.choice([0, 0, 0, 1, 1, 2, 3])):
        rule, sampler = rewrite(rng, known, maker)
        rewrites.append((rule, sampler))
    if rewrites:
        table["rewrites"] = [rule for rule, _ in rewrites]
    return table, shapes, [sampler for _, sampler in rewrites]


def write_table(table):
    """The table as JSON with one route (and one rewrite) a line, so that a diagnostic's line names the route."""
    lines = ["{"]
    head = [(key, table[key]) for key in ("options", "namespaces") if key in table]
    for key, item in head:
        lines.append("  %s: %s," % (json.dumps(key), json.dumps(item, ensure_ascii=False)))
    lines.append('  "routes": [')
    lines.append(",\n".join("    " + json.dumps(r, ensure_ascii=False) for r in table["routes"]))
    lines.append("  ]" + ("," if "rewrites" in table else ""))
    if "rewrites" in table:
        lines.append('  "rewrites": [')
        lines.append(",\n".join("    " + json.dumps(r, ensure_ascii=False) for r in table["rewrites"]))
        lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def entry_lines(table):
    """The file line (from 1) of each route and rewrite, as write_table writes them: {line: (key, index)}."""
    first = 2 + sum(1 for key in ("options", "namespaces") if key in table) + 1
    lines = {first + i: ("routes", i) for i in range(len(table["routes"]))}
    first += len(table["routes"]) + 2
    lines.update({first + i: ("rewrites", i) for i in range(len(table.get("rewrites", [])))})
    return lines


def host_samples(pattern):
    return HOSTS.get(pattern.full[1], [pattern.full[1]]) if pattern.full else []
