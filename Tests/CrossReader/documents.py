"""Random routing documents over a random table (issue #71): redirects, degrades (`always`, `"when": "always"` and
`handlerFails`, with their own app ranges), rewrites (patterns, regex rules, nested `{url:query.NAME}` ones with
every `nested` key), added routes (tags, internal), removals, the time window, the app range, the rollout and
serials (one document, or two arriving in turn: higher, lower, the same bytes again, the same serial with other
bytes), and the device that receives them (`--at`, `--app-version`, `--platform`, `--user-id`,
`--minimum-serial`).

Most sequences are signed with the test key conformance-1 (`switchyard sign`, Conformance/keys) and pinned; some
envelopes are damaged (a 65-byte signature, a key the app does not pin, another key's signature); the rest arrive
bare, without a pinned key, and some of those break the format (a refusal with a located message).

The links of a document job are hostile on purpose: the document's own URLs (a redirect's `from`, a degraded
route, an added route, a rewrite's samples), and the same carried as the nested URL of a login link
(`https://m.shop.example/login?redirect_to=…`), so that a redirect or degrade follows a nested URL; internal
routes and hostile pages as redirect and degrade targets.
"""

import base64
import json
import re
from urllib.parse import quote

from links import shaped
from patterns import PatternMaker
from tables import REGEX_REWRITES, SCHEMES, TAGS, rewrite

KEY_ID = "conformance-1"
AT = "2026-12-01T00:00:00Z"
REDIRECT_FROMS = [("shop://old/:id", "id"), ("shop://checkout/<int:order>", "order"), ("app://item/:id", "id"),
                  ("https://m.shop.example/old/:id", "id"), ("/retired/:id", "id")]
HOSTILE_TARGETS = ["javascript:alert(1)", "https://m.shop.example@evil.example/x", "http://m.shop.example/x",
                   "https://m.shop.example:8443/phish", "https://user@m.shop.example/phish", "file:///data/x",
                   "intent://x#Intent;package=com.evil;end", "https://evil.example/x", "https://m.shop.example/item/7"]
LOGIN_LINKS = ["https://m.shop.example/login?redirect_to=", "https://m.shop.example/login?next=", "shop://login?next=",
               "app://open?next="]
DAMAGES = ["long", "other", "conformance-9", "Conformance-1", "conformance-1 "]
VERSIONS = ["2.0", "2.4", "2.4.0", "3", "1.9.9"]
BROKEN = [  # a bare document's format broken in one place: (key, value) put at the top level, or a rule changed
    ("serial", "3"), ("serial", 3.5), ("redirect", []), ("rollout", {"percent": 150}),
    ("notBefore", "2027-02-29T00:00:00Z"), ("expires", "2026-11-01T00:00:00Z"), ("notBefore", "2026-12-01T00:00:00+05"),
    ("app", {"minVersion": "two"}), ("nested", {"source": "admin"}), ("nested", {"colour": True}),
    ("redirects", [{"from": "shop://x/<int:id", "to": "shop://y"}]),
]


def captures_of(pattern_text):
    """The capture names a pattern's text writes (`:name`, `<type:name>`, `*name`)."""
    return re.findall(r"(?::|\*|<[a-z]+:)([A-Za-z_][A-Za-z0-9_]*)", pattern_text)


def route_link(rng, known, table, shapes, internal=None):
    """A plain link of one of the table's routes (an internal one when `internal` is True), or None."""
    pool = [(e, p) for e, p in shapes if internal is None or bool(e.get("internal")) == internal]
    if not pool:
        return None
    entry, pattern = rng.choice(pool)
    return shaped(rng, known, table, entry, pattern)


def target(rng, known, table, shapes, names):
    """Where a redirect or degrade sends a link: a route of the table (an internal one often), a template with the
    rule's captures, a nested login link, or a hostile page."""
    r = rng.random()
    capture = rng.choice(names) if names else None
    if r < 0.3:
        link = route_link(rng, known, table, shapes, internal=True if rng.random() < 0.4 else None)
        if link:
            return link.replace("{", "%7B").replace("}", "%7D")
    if r < 0.55 and capture:
        return rng.choice(["shop://goods/{%s}", "shop://pay/{%s}", "app://r/{%s}", "https://m.shop.example/item/{%s}",
                           "shop://goods/{%s}?ref={query.ref}"]) % capture
    if r < 0.7:
        return rng.choice(LOGIN_LINKS) + quote(rng.choice(["shop://pay/4", "shop://address/pick", "shop://admin/1"]),
                                               safe="")
    return rng.choice(HOSTILE_TARGETS)


def app_range(rng):
    app = {}
    if rng.random() < 0.6:
        app["minVersion"] = rng.choice(VERSIONS)
    if rng.random() < 0.5:
        app["maxVersion"] = rng.choice(VERSIONS)
    if rng.random() < 0.4:
        app["platforms"] = rng.sample(["ios", "android", "IOS", "web"], rng.randint(1, 2))
    return app


def degrade(rng, known, table, shapes):
    entry, pattern = rng.choice(shapes)
    rule = {"name": entry["name"]} if "name" in entry and rng.random() < 0.6 else {"route": entry["pattern"]}
    rule["to"] = target(rng, known, table, shapes, captures_of(entry["pattern"]))
    when = rng.choice([None, None, "always", "handlerFails", "handlerFails"])
    if when:
        rule["when"] = when
    if rng.random() < 0.15:
        rule["app"] = app_range(rng)
    return rule, shaped(rng, known, table, entry, pattern)


def scheme_of(entry):
    """The namespace a table route is in: its pattern's scheme, its `scheme`, or global."""
    pattern = entry["pattern"]
    return pattern.split("://", 1)[0].lower() if "://" in pattern else entry.get("scheme", "global")


def rules(rng, known, table, shapes, maker, samples):
    """The document's rules; each rule's sample links go into `samples`."""
    found = {}
    for _ in range(rng.choice([0, 1, 1, 2])):
        pattern, name = rng.choice(REDIRECT_FROMS)
        found.setdefault("redirects", []).append({"from": pattern, "to": target(rng, known, table, shapes, [name])})
        link = pattern.replace(":" + name, rng.choice(["7", "42", "x"])).replace("<int:order>", "42")
        samples.append(link if "://" in link else rng.choice(SCHEMES) + ":/" + link)
    for _ in range(rng.choice([0, 1, 1, 2])):
        rule, link = degrade(rng, known, table, shapes)
        found.setdefault("degrades", []).append(rule)
        samples.append(link)
    for _ in range(rng.choice([0, 0, 1, 2])):
        rule, (kind, sampler) = rewrite(rng, known, maker)
        if kind == "nested" and rng.random() < 0.5:
            rule.setdefault("nested", {})["source"] = rng.choice(["in-app", "universal-link",
                                                                  "other-app:com.example.partner"])
        found.setdefault("rewrites", []).append(rule)
        samples.extend(sampler if kind in ("links", "nested") else [shaped(rng, known, table, {}, sampler)])
    for index in range(rng.choice([0, 0, 1, 2])):
        pattern, _ = maker.pattern(SCHEMES)
        route = {"pattern": pattern.text(), "handler": "d%d" % index}
        if rng.random() < 0.3:
            route["tags"] = rng.sample(TAGS, 1)
        if rng.random() < 0.3:
            route["internal"] = True
        found.setdefault("routes", []).append(route)
        samples.append(shaped(rng, known, table, route, pattern))
    if rng.random() < 0.2:
        entry, pattern = rng.choice(shapes)
        # The only route of its namespace too (swift-document-removed-namespace, retired on 2026-11-28).
        found["remove"] = [{"name": entry["name"]} if "name" in entry else entry["pattern"]]
        samples.append(shaped(rng, known, table, entry, pattern))
    return found


def document(rng, known, table, shapes, serial, samples):
    doc = {"format": 1, "serial": serial}
    if rng.random() < 0.15:
        doc["notBefore"] = rng.choice(["2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z", "2026-12-24T00:00:00+01:00"])
    if rng.random() < 0.15:
        doc["expires"] = rng.choice(["2026-12-31T00:00:00Z", "2026-12-01T00:00:00Z", "2026-12-01T00:00:01.5Z"])
    if rng.random() < 0.2:
        doc["app"] = app_range(rng)
    if rng.random() < 0.15:
        doc["rollout"] = {"percent": rng.choice([0, 5, 50, 100])}
        if rng.random() < 0.5:
            doc["rollout"]["salt"] = rng.choice(["goods-web", "", "\u00e9"])
    doc.update(rules(rng, known, table, shapes, PatternMaker(rng, known), samples))
    return doc


def document_policy(policy, with_source, known):
    """The document job's `match` arguments and web options from the table's policy, or none (a nested URL is then
    judged from its own source under no rules on every reader; web-nested-without-source, retired on 2026-11-28)."""
    if not with_source:
        return [], None
    return list(policy[0]), dict(policy[1])


def broken(rng, doc):
    """A bare document with its format broken in one place (a refusal with a located message)."""
    key, value = rng.choice(BROKEN)
    if key == "nested":
        doc.setdefault("rewrites", []).append({"from": "/login", "to": "{url:query.next}", "nested": value})
    else:
        doc[key] = value
    return doc


def damaged(envelope, how):
    """A signed envelope made wrong: a 65-byte signature ("long") or a key id the app does not pin; ("other", a
    signature by conformance-2 under conformance-1's id, is made by signing so)."""
    envelope = json.loads(envelope)
    if how == "long":
        envelope["signature"] = base64.b64encode(base64.b64decode(envelope["signature"]) + b"\0").decode()
    elif how != "other":
        envelope["keyId"] = how
    return json.dumps(envelope, sort_keys=True, separators=(",", ":"))


def device(rng):
    """The `match` and `gen web` flags of the device: the clock always (the runs must not depend on today)."""
    args = ["--at", AT]
    if rng.random() < 0.7:
        args += ["--app-version", rng.choice(VERSIONS + ["2.4-beta"])]
        if rng.random() < 0.6:
            args += ["--platform", rng.choice(["ios", "android", "IOS"])]
    if rng.random() < 0.6:
        args += ["--user-id", rng.choice(["u-1", "u-2", "", "\u00e9l\u00e8ve", "u-%d" % rng.randint(3, 999)])]
    if rng.random() < 0.15:
        args += ["--minimum-serial", str(rng.choice([1, 5, 20]))]
    return args


def make_documents(rng, known, table, shapes, table_links):
    """The documents (as texts, with how each is to be signed), the device flags and the links of a document job
    (tables with two routes of one pattern included: swift-document-same-pattern, retired on 2026-11-28)."""
    samples = []
    serial = rng.randint(1, 30)
    first = document(rng, known, table, shapes, serial, samples)
    sequence = [first]
    if rng.random() < 0.25:
        how = rng.choice(["higher", "lower", "same-bytes", "same-serial"])
        if how == "same-bytes":
            sequence.append(first)
        else:
            serial = {"higher": serial + rng.randint(1, 5), "lower": max(1, serial - rng.randint(1, 5)),
                      "same-serial": serial}[how]
            sequence.append(document(rng, known, table, shapes, serial, samples))
    signed = rng.random() < 0.75
    texts = []
    for doc in sequence:
        if not signed and rng.random() < 0.3:
            doc = broken(rng, dict(doc))
        damage = rng.choice(DAMAGES) if signed and rng.random() < 0.1 else None
        texts.append({"text": json.dumps(doc, ensure_ascii=False), "sign": signed, "damage": damage})
    links = list(table_links[:15]) + samples
    for link in samples[:4] + [route_link(rng, known, table, shapes, internal=True) or "shop://admin/1"]:
        links.append(rng.choice(LOGIN_LINKS) + (quote(link, safe="") if rng.random() < 0.7 else link))
    links = [link.replace("\r", "%0D").replace("\n", "%0A") for link in links]
    return {"documents": texts, "device": device(rng), "links": links, "keyed": signed,
            "with_source": rng.random() < 0.7}
