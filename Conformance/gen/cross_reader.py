"""Differences the cross-reader fuzzer found (issue #64, Tests/CrossReader/known.py), decided by written rules:
the route-table file article's "A rewrite" and "Errors" sections (`file.rewrites.namespaces`,
`file.errors.rewrite-regex-groups`, `file.errors.rewrite-same-urls`) and ADR 0023 (named groups at the top level).

Each outcome follows from the rule named beside it: a rewrite regex's named group that is not at the top level is
refused at its `(`; a later `from` rule that takes the URLs of an earlier one is refused at its `from`'s first
character; a URL whose scheme has `from` rules of its own is offered to those only (no namespace of the rules falls
back to the global one), then matched as the Normalization article's namespaces say.
"""
import corpus
from table_errors import add_at


def w(*items):
    return '{"routes": [], "rewrites": [\n' + ",\n".join("  " + i for i in items) + "\n]}\n"


def errors():
    f = corpus.CaseFile("cross-reader-errors", "Route-table file article, Errors: a rewrite regex's named groups and "
                        "two rewrites that match the same URLs.", {"routes": []})
    r = "file.errors.rewrite-regex-groups"
    text = w('{"regex": "^shop://old(?<tail>/.*)?$", "to": "shop://goods/{tail}"}')
    add_at(f, r, text, "regex.named-group-repeated", "(?<tail>", name="tail", quantifier="?",
           note="the fuzzer's case: a group made optional")
    text = w('{"regex": "^shop://old/(?<id>[0-9])+$", "to": "shop://goods/{id}"}')
    add_at(f, r, text, "regex.named-group-repeated", "(?<id>", name="id", quantifier="+")
    text = w('{"regex": "^shop://old/((?<id>[0-9]+))$", "to": "shop://goods/{id}"}')
    add_at(f, r, text, "regex.named-group-nested", "(?<id>")
    text = w('{"regex": "^shop://(?<a>[a-z]+)/(?<a>[0-9]+)$", "to": "shop://goods/{a}"}')
    add_at(f, r, text, "regex.group-name-twice", "(?<a>", nth=2, name="a")
    text = w('{"regex": "^shop://(?<a>[a-z]+)|shop://x$", "to": "shop://goods/{a}"}')
    add_at(f, r, text, "regex.named-group-alternation", "|")
    r = "file.errors.rewrite-same-urls"
    text = w('{"from": "/:w", "to": "shop://a/{w}"}', '{"from": "/:rest", "to": "shop://b/{rest}"}')
    add_at(f, r, text, "rewrite.same-urls", "/:rest", earlier="rewrite 1", note="capture names aside")
    text = w('{"from": "/a", "to": "shop://a"}', '{"from": "/b/:x", "to": "shop://b/{x}"}',
             '{"from": "/b/:y", "to": "shop://c/{y}"}')
    add_at(f, r, text, "rewrite.same-urls", "/b/:y", earlier="rewrite 2")
    text = w('{"from": "/a(/:x)(/:y)", "to": "shop://a"}')
    add_at(f, r, text, "rewrite.expansions", "/a(", note="/a/:x and /a/:y are one reading")


def rewrites():
    table = {"routes": [{"pattern": "t://r/:x", "handler": "r"}, {"pattern": "t://login", "handler": "login"},
                        {"pattern": "/<float:v>", "handler": "f"}],
             "rewrites": [{"from": "https://m.shop.example/login", "to": "t://login"},
                          {"from": "/<float:x>", "to": "t://r/{x}"}]}
    f = corpus.CaseFile("cross-reader-rewrites", "Route-table file article, A rewrite: the `from` rules' namespaces.",
                        table)
    r = "file.rewrites.namespaces"
    f.hit(r, "app://m.example/7.5", "r", {"x": "7.5"}, rewritten="t://r/7.5", note="app has no rules: the global ones")
    f.hit(r, "https://m.shop.example/7.5", "f", {"v": "7.5"},
          note="https has a rule of its own: /<float:x> is not tried; the global route matches")
    f.hit(r, "HTTPS://m.shop.example/7.5", "f", {"v": "7.5"}, note="the scheme compares case-insensitively")
    f.hit(r, "https://m.shop.example/login", "login", rewritten="t://login")
    f.hit(r, "/7.5", "r", {"x": "7.5"}, rewritten="t://r/7.5", note="a relative URL is in the global namespace")




def rewrite_order():
    table = {"routes": [{"pattern": "app://moved/:a/:b", "handler": "moved"}, {"pattern": "app://goods/:t/new", "handler": "goods"}],
             "rewrites": [{"regex": "^app://old/(?<t>[0-9]+)$", "to": "app://goods/{t}/new"},
                          {"regex": "^app://(?<t>[0-9]+)$", "to": "app://goods/{t}/new"},
                          {"from": "/:a/:b", "to": "app://moved/{a}/{b}"}]}
    f = corpus.CaseFile("cross-reader-rewrite-order", "Route-table file article, A rewrite: pattern rules before regex "
                        "rules, each in the order written.", table)
    r = "file.rewrites.order"
    f.hit(r, "app://old/7", "moved", {"a": "old", "b": "7"}, rewritten="app://moved/old/7",
          note="the pattern rule written last is tried before the regex rule written first")
    f.hit(r, "app://7", "goods", {"t": "7"}, rewritten="app://goods/7/new", note="no pattern rule matches: the regex rules")


def nested_ends_chain():
    table = {"routes": [{"pattern": "shop://goods/:name", "handler": "goods"}, {"pattern": "/login", "handler": "login"},
                        {"pattern": "shop://g/:id", "handler": "g"}],
             "rewrites": [{"from": "/a", "to": "app://login"}, {"from": "/login", "to": "{url:query.next}"},
                          {"from": "/:name", "to": "shop://goods/{name}"}]}
    f = corpus.CaseFile("cross-reader-nested-chain", "Route-table file article, A rewrite's nested URL: a nested rule "
                        "that matches ends the chain, whatever its item.", table)
    r = "file.rewrites.nested-ends-chain"
    f.hit(r, "app://login", "login", note="no item: matched as it is, /:name not tried")
    f.hit(r, "app://login?next=x", "login", {"next": "x"}, note="an item without a scheme opens nothing")
    f.hit(r, "app://a", "login", rewritten="app://login", note="a step, then the nested rule ends the chain")
    f.hit(r, "app://login?next=shop://g/1", "g", {"id": "1"}, rewritten="shop://g/1",
          note="an item that opens: the nested URL, with its own query only")
    f.hit(r, "app://other", "goods", {"name": "other"}, rewritten="shop://goods/other")


def intake():
    table = {"options": {"maxSegments": 2, "maxQueryItems": 1}, "routes": [{"pattern": "/a", "handler": "a"}]}
    f = corpus.CaseFile("cross-reader-intake", "Normalization article, sections 4 and 7: which refusal a URL with "
                        "several problems gets, and what counts as a query item (maxSegments 2, maxQueryItems 1).",
                        table)
    r = "normalization.refusals.order"

    def refused(url, kind, note):
        f.miss(r, url, refusal="intake", intake=kind, note=note)
    refused("app://a/../b?x=\u0001", "dot-segment", "the dot segment (byte 8) before the control character")
    refused("app://a/b%00/../c", "encoded-nul", "the encoded NUL (byte 9) before the dot segment")
    refused("app://a/..?x=%00", "dot-segment", "the dot segment (byte 8) before the encoded NUL")
    refused("app://h:x\u0001/", "control-character", "the authority read whole: its control character before its port")
    refused("app://h:x%00/", "encoded-nul", "the authority read whole: its %00 before its port")
    refused("app://a\\b/%00", "malformed-authority", "the backslash (byte 7) before the encoded NUL of the path")
    refused("app://h:x/\u0001", "bad-port", "the port before a control character after the authority")
    refused("app://a/b/c%00", "encoded-nul", "three segments, but the counts come last")
    refused("app://a/b/c?x&y", "too-many-segments", "segments before items")
    refused("app://a/b/c/d/..", "dot-segment", "the dot segment before the count")
    r = "normalization.query.empty-name-counts"
    f.miss(r, "app://a?=v&x=1", refusal="intake", intake="too-many-query-items", note="=v is an item of the URL")
    f.miss(r, "app://a?=&x", refusal="intake", intake="too-many-query-items")
    f.miss(r, "app://a?x=1#=v", refusal="intake", intake="too-many-query-items", note="the fragment query's =v too")
    f.hit(r, "app://a?=v", "a", note="one item, with an empty name: counted, then ignored")
    f.hit(r, "app://a?&&x=1", "a", {"x": "1"}, note="empty items are none")


def ranking():
    table = {"options": {"matchOrder": "registration"},
             "routes": [{"pattern": "https://m.example.com(/v1/:slug)/<path:tab>", "handler": "tab"},
                        {"pattern": "/r(/:a(/:b))/*rest", "handler": "r"}]}
    f = corpus.CaseFile("cross-reader-ranking", "Pattern-language article, Ranking: one route's optional-group "
                        "readings under registration order.", table)
    r = "pattern.ranking.registration-readings"
    f.hit(r, "https://m.example.com/v1/a/b", "tab", {"slug": "a", "tab": "b"}, wildcard=["b"],
          note="/v1/:slug/<path:tab> before /<path:tab>")
    f.hit(r, "https://m.example.com/v1/a", "tab", {"tab": "v1/a"}, wildcard=["v1", "a"],
          note="<path:tab> takes at least one segment: only the reading without the group matches")
    f.hit(r, "app://r/1/2/3", "r", {"a": "1", "b": "2", "rest": "3"}, wildcard=["3"])
    f.hit(r, "app://r/1/2", "r", {"a": "1", "b": "2", "rest": ""}, note="both groups present, the wildcard empty")
    f.hit(r, "app://r/1", "r", {"a": "1", "rest": ""})


def generate():
    errors()
    rewrites()
    rewrite_order()
    nested_ends_chain()
    intake()
    ranking()
