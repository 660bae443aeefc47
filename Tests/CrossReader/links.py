"""Links for a random table: links made from its routes' and rewrites' own shapes, random ones, and mutations of
both (percent escapes, case, Unicode, dot segments, slashes, long values, stray `%` and `+`).

Every link is one line of text (no CR or LF: the readers take links one a line) and valid Unicode. The known-issue
flags (known.py) that are off keep out the inputs their differences need.
"""

import re

from patterns import UUIDS, WORDS
from tables import SCHEMES, host_samples

UNICODE = ["\u00e9", "\u00c9", "\u00df", "\u1e9e", "\u212a", "\u0130", "\u0131", "\U0001F600", "\u00a0", "\u200f",
           "\u0301", "\uff21", "\u2028", "\u0000", "\t"]
RANDOM_LINKS = ["shop://", "shop:", "//x/y", "shop:goods/7", "", "noscheme/path", "HTTPS://M.SHOP.EXAMPLE/p42",
                "app://a/b?x=1&x=2&y#z=3", "app://?", "app://#", "app:///a", "shop://goods/%", "1app://x",
                "https://m.shop.example:8080/login?next=app://goods/7", "app://u@h/x", "https://[::1]/a",
                "shop://goods/7?" + "&".join("k%d=%d" % (i, i) for i in range(8))]
QUERIES = ["tab=a&tab=b", "debug", "q=a+b", "q=a%2Bb", "url=/settings/clear", "url=%2Fsettings%2Fx%2Fy", "tab=",
           "token=1", "mode=on", "next=shop://goods/7", "next=/admin", "next=%2F%2Fevil.example", "ref=ad&next=app://x",
           "redirect_to=https://m.shop.example/p42", "x=%E2%82%AC", "a=1&&b", "=v", "url=/x/a/b", "tab=DE"]
FRAGMENTS = ["a=1&b=2", "/view/42", "/view/42?tab=c", "frag", "", "/", "tab=f"]


def shaped(rng, known, table, entry, pattern):
    """A link for one route: its scheme and host in a form the options make, its path, query and fragment."""
    path, fragment = pattern.sample(rng, known)
    if pattern.full:
        scheme = pattern.full[0]
        if scheme.startswith("http<"):
            scheme = rng.choice(["http", "https", "HTTPS"])
        hosts = host_samples(pattern)
        host = rng.choice(hosts)
        if "." in pattern.full[1] or pattern.full[1] == "localhost" or "<" in pattern.full[1]:
            head = scheme + "://" + host
        else:
            head = scheme + "://" + host
    else:
        scheme = entry.get("scheme", "global")
        if scheme == "global":
            scheme = rng.choice(SCHEMES + ["other"])
        form = rng.random()
        if form < 0.5 and path:
            head = scheme + "://" + path[0]
            path = path[1:]
        elif form < 0.8:
            head = scheme + "://" + rng.choice(["m.shop.example", "example.com", "localhost", "host"])
        else:
            head = scheme + rng.choice([":///", ":/", ":"]).rstrip("/")
    link = head + "".join("/" + segment for segment in path)
    query = []
    for key, value in (entry.get("query") or {}).items():
        if value is True or (value is None and rng.random() < 0.3):
            query.append(key + rng.choice(["", "=", "=1"]))
        elif isinstance(value, str):
            query.append(key + "=" + rng.choice([value, "/settings/a/b", "7", "user-3", "DE", "/x/1/2", "on"]))
    if rng.random() < 0.4:
        query.append(rng.choice(QUERIES))
    if query:
        link += "?" + "&".join(query)
    if fragment is not None:
        link += "#/" + "/".join(fragment)
    elif rng.random() < 0.15:
        link += "#" + rng.choice(FRAGMENTS)
    return link


def nested_link(rng, base):
    inner = rng.choice(["shop://goods/7", "/p42", "//evil.example/x", "https://m.shop.example/p42", "app://admin",
                        "\\\\evil", "shop%3A%2F%2Fgoods%2F7", ""])
    link = base + "?" + rng.choice(["next", "redirect_to"]) + "=" + inner
    if rng.random() < 0.4:
        link += "&ref=" + rng.choice(["ad", "a b", "%26"])
    return link


def mutate(rng, link, known):
    """One random edit of `link`."""
    if not link:
        return rng.choice(RANDOM_LINKS)
    at = rng.randrange(len(link) + 1)
    r = rng.random()
    if r < 0.12:  # percent-escape one character
        if at < len(link):
            ch = link[at]
            return link[:at] + "".join("%%%02X" % b for b in ch.encode("utf-8")) + link[at + 1:]
    if r < 0.22:  # case
        return link.upper() if rng.random() < 0.3 else link[:at] + link[at:at + 1].swapcase() + link[at + 1:]
    if r < 0.35:
        return link[:at] + rng.choice(UNICODE) + link[at:]
    if r < 0.47:
        return link[:at] + rng.choice(["/./", "/../", "/%2E/", "/%2e%2E/", "/.", "..", "/%2E%2E"]) + link[at:]
    if r < 0.57:
        return link[:at] + rng.choice(["/", "//", "%2F", "\\", "/?", "?", "#", "&", "=", ";"]) + link[at:]
    if r < 0.65:  # a long value
        value = rng.choice(["a", "7", "%41", "/a", "\u00e9"]) * rng.choice([100, 1000, 6000, 17000])
        return link[:at] + value + link[at:]
    if r < 0.75:
        return link[:at] + rng.choice(["+", "%", "%zz", "%4", "%20", "%2B", "%25", "%00", "%7F", "%C3%A9",
                                       "%E2%82%AC", "%F0%9F%98%80", "%c3%a9"]) + link[at:]
    if r < 0.8:
        return link[:at] + rng.choice(["%C3", "%FF", "%C0%AF", "%ED%A0%80", "%E2%82", "%80"]) + link[at:]
    if r < 0.83:
        return link[:at] + rng.choice(["\ufeff", "%EF%BB%BF"]) + link[at:]
    if r < 0.9 and at < len(link):
        return link[:at] + link[at + 1:]
    if r < 0.95:
        return rng.choice(SCHEMES + ["HTTP", "Shop", "other"]) + link[link.find(":"):] if ":" in link else link
    return link[:at] + rng.choice(["7", "-3", "1.5", "1e5", UUIDS[0], rng.choice(WORDS)]) + link[at:]


def host_of(link):
    """The span of `link`'s authority (after '://', up to '/', '?', '#' or '\\'), or None."""
    start = link.find("://")
    if start < 0:
        return None
    start += 3
    end = start
    while end < len(link) and link[end] not in "/?#\\":
        end += 1
    return start, end


def avoid_known(link, known, table):
    """`link` without what the known differences that are off need (none today: every flag's inputs are generated;
    a new flag adds its filter here). Line breaks are escaped: links travel one per line."""
    return link.replace("\r", "%0D").replace("\n", "%0A")


def links_for(rng, known, table, shapes, rewrite_samplers, count):
    """About `count` links for a table: shaped ones, rewrite ones, random ones, and mutations of them."""
    seeds = []
    for _ in range(count):
        r = rng.random()
        if r < 0.7 and shapes:
            entry, pattern = rng.choice(shapes)
            seeds.append(shaped(rng, known, table, entry, pattern))
        elif r < 0.85 and rewrite_samplers:
            kind, sampler = rng.choice(rewrite_samplers)
            if kind == "links":
                seeds.append(rng.choice(sampler))
            elif kind == "nested":
                seeds.append(nested_link(rng, rng.choice(sampler)))
            else:
                seeds.append(shaped(rng, known, table, {}, sampler))
        else:
            seeds.append(rng.choice(RANDOM_LINKS))
    links = []
    for link in seeds:
        if rng.random() < 0.5:
            for _ in range(rng.choice([1, 1, 2, 3])):
                link = mutate(rng, link, known)
        links.append(avoid_known(link, known, table))
    return links
