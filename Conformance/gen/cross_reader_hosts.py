"""Differences the cross-reader fuzzer and issue #64's readers found in hosts and schemes, decided by written rules
(cases/rules-host-*.json, rules-rewrite-scheme-placeholder.json).

Each outcome below is worked out from the rule named beside it, never read from a reader:

- a rewrite's `from` is read as a route's pattern is: a placeholder in its scheme makes the rule apply under each
  scheme its values make, and its value fills `to` (`file.rewrites.from-scheme-placeholder`);
- a host pattern (a `<…>` anywhere in the pattern's host) takes the URL's host whether or not either has a dot, in
  every `hostAsPath` mode (`pattern.host.takes-any-host`);
- a host pattern judges the decoded host ASCII-lowercased in every `hostAsPath` mode; only under `auto` is a host
  without a dot as written judged as a path segment is (`normalization.host-placeholder.case-every-mode`). A captured
  value keeps the case the decoded host has.
"""
from corpus import CaseFile


def scheme_placeholder_rewrites():
    f = CaseFile("rules-rewrite-scheme-placeholder", "Issue #64: a rewrite's from with a placeholder in its scheme.", {
        "routes": [{"pattern": "https://example.com/b", "handler": "b"},
                   {"pattern": "shop://goods/:id", "handler": "goods"}],
        "rewrites": [{"from": "http<scheme=|s>://example.com/a", "to": "https://example.com/b?s={scheme}"},
                     {"from": "<app=shop|shop-beta>://old/:id", "to": "shop://goods/{id}?app={app}"}]})
    r = "file.rewrites.from-scheme-placeholder"

    def step(rule, url, to):
        return [{"rule": rule, "from": url, "to": to}]
    f.hit(r, "https://example.com/a", "b", {"s": "s"}, rewritten="https://example.com/b?s=s",
          rewrites=step(1, "https://example.com/a", "https://example.com/b?s=s"),
          note="https is one of the schemes the placeholder makes; scheme = s fills {scheme}")
    f.hit(r, "http://example.com/a", "b", {"s": ""}, rewritten="https://example.com/b?s=",
          rewrites=step(1, "http://example.com/a", "https://example.com/b?s="), note="scheme = \"\"")
    f.hit(r, "HTTPS://EXAMPLE.COM/a", "b", {"s": "s"}, rewritten="https://example.com/b?s=s",
          rewrites=step(1, "HTTPS://EXAMPLE.COM/a", "https://example.com/b?s=s"),
          rules=["normalization.parts.scheme-host-lowercase"], note="the value is the scheme's part, lowercased")
    f.miss(r, "ftp://example.com/a", note="ftp is no scheme the placeholder makes: no rule applies, no route matches")
    f.hit(r, "shop-beta://old/7", "goods", {"id": "7", "app": "shop-beta"}, rewritten="shop://goods/7?app=shop-beta",
          rewrites=step(2, "shop-beta://old/7", "shop://goods/7?app=shop-beta"))
    f.hit(r, "shop://old/7", "goods", {"id": "7", "app": "shop"}, rewritten="shop://goods/7?app=shop",
          rewrites=step(2, "shop://old/7", "shop://goods/7?app=shop"))


HOST_PATTERNS = [
    {"pattern": "https://<sub?>example.com/a", "handler": "sub"},
    {"pattern": "https://www.shop.<tld=com|de>/p/<int:id>", "handler": "tld"},
    {"pattern": "https://<h=shop.example|x.example>/b", "handler": "values"},
    {"pattern": "https://<n>.<int:k>.example/c", "handler": "typed"},
    {"pattern": "https://<w=shop|x>/d", "handler": "word"},
    {"pattern": "/v<int:n>/x", "handler": "vee"}]


def host_patterns_always():
    f = CaseFile("rules-host-patterns-always", "Issue #64: host patterns under hostAsPath always judge the host lowercased.", {
        "options": {"hostAsPath": "always"},
        "namespaces": {"https": {"fallbackToGlobal": True}},
        "routes": HOST_PATTERNS})
    r = "normalization.host-placeholder.case-every-mode"
    f.hit(r, "https://www.%53hop.com/p/7", "tld", {"id": "7", "tld": "com"}, types={"id": {"int": 7}},
          rules=["normalization.parts.host-escapes", "pattern.host.case-insensitive"],
          note="decoded (www.Shop.com), then judged ASCII-lowercased, though the host is a path segment")
    f.hit(r, "https://www.shop.%43om/p/7", "tld", {"id": "7", "tld": "Com"}, types={"id": {"int": 7}},
          rules=["normalization.parts.host-escapes"], note="the value keeps the case the decoded host has")
    f.hit(r, "https://WWW.SHOP.DE/p/7", "tld", {"id": "7", "tld": "DE"}, types={"id": {"int": 7}})
    f.hit(r, "https://SHOP.example/b", "values", {"h": "SHOP.example"}, note="allowed values judge shop.example")
    f.hit(r, "https://SHOP.EXAMPL%45/b", "values", {"h": "SHOP.EXAMPLE"}, rules=["normalization.parts.host-escapes"])
    f.hit(r, "https://A.7.EXAMPLE/c", "typed", {"n": "A", "k": "7"}, types={"k": {"int": 7}})
    f.hit(r, "https://EvilExample%2Ecom/a", "sub", {"sub": "Evil"}, rules=["normalization.parts.host-escapes"],
          note="under always no host is judged as a bare path segment: evilexample.com, sub keeps its case")
    f.hit(r, "https://SHOP/d", "word", {"w": "SHOP"}, note="no dot, but the auto exception is auto's alone")
    f.hit(r, "https://v1/x", "vee", {"n": "1"}, types={"n": {"int": 1}}, ns="global",
          rules=["normalization.namespaces.fallback"], note="a path route is no host pattern")
    f.miss(r, "https://V1/x", rules=["normalization.host-as-path.ascii-case"],
           note="a path route judges V1 as written: only a whole literal segment folds; the host patterns miss too")


def host_patterns_take_any_host():
    routes = [{"pattern": "myapp://x<id>/more", "handler": "more"}, {"pattern": "https://<w=shop|x>/d", "handler": "word"}]
    f = CaseFile("rules-host-patterns-take-host", "Issue #64: a host pattern takes a host with or without a dot.",
                 {"routes": routes})
    r = "pattern.host.takes-any-host"
    f.hit(r, "myapp://x.a/more", "more", {"id": ".a"}, note="a host with a dot, taken by a pattern host without one")
    f.hit(r, "myapp://xa/more", "more", {"id": "a"}, rules=["normalization.host-as-path.auto"])
    f.hit(r, "myapp://X.a/more", "more", {"id": ".a"}, rules=["normalization.host-placeholder.case-every-mode"],
          note="a host with a dot is judged lowercased")
    f.miss(r, "myapp://Xa/more", rules=["normalization.host-placeholder.case-every-mode"],
           note="under auto a host without a dot is judged as a path segment: x beside a capture compares as written")
    f.miss(r, "https://SHOP/d", rules=["normalization.host-placeholder.case-every-mode"],
           note="under auto, no dot: allowed values judge SHOP as written")
    f.hit(r, "https://shop/d", "word", {"w": "shop"})
    never = CaseFile("rules-host-patterns-take-host-never", "Issue #64: a host pattern takes the host under never too.",
                     {"options": {"hostAsPath": "never"}, "routes": routes})
    never.hit(r, "myapp://xa/more", "more", {"id": "a"}, rules=["normalization.host-placeholder.every-mode"])
    never.hit(r, "myapp://XA/more", "more", {"id": "A"}, rules=["normalization.host-placeholder.case-every-mode"],
              note="under never the host is a host: judged lowercased, the value keeps its case")
    never.hit(r, "myapp://x.a/more", "more", {"id": ".a"})
    never.hit(r, "https://SHOP/d", "word", {"w": "SHOP"}, rules=["normalization.host-placeholder.case-every-mode"])


def generate():
    scheme_placeholder_rewrites()
    host_patterns_always()
    host_patterns_take_any_host()
