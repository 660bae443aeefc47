"""Document cases for the namespaces of a document's `from` rules over the table's (DynamicRouting article,
`document.apply.rewrite-namespaces`; the route-table file article, `file.rewrites.namespaces`), added to
`document-apply.json` (its table, gen/documents_apply.py's APPLY_TABLE: the readers' tests count the document case
files, so a new rule's cases go in a file they already read).

Each link's outcome follows from those rules: the document's `from` rules and the table's are one table of rules,
in namespaces as routes are, and no namespace falls back to the global one. A URL whose scheme has `from` rules
(the document's or the table's) is offered only to those and to the `regex` rules; a URL of another scheme, or a
relative one, to the scheme-less rules. The table rewrites `https://m.shop.example/p/ID` to `shop://goods/ID`, so
`https` has a `from` rule; its regex rule takes `https://m.shop.example/r/DIGITS` only. Its routes are all in the
`shop` namespace: an `https`, `app` or relative link no rule rewrites reaches no route (`no-route`). A link whose
host is a domain (`m.example`) has the path after it (`hostAsPath` `auto`): `app://m.example/sale/7` has `/sale/7`.
"""
import corpus
from documents import applied, doc, nothing

SCHEME_LESS = {"from": "/sale/:id", "to": "shop://user/{id}"}


def generate():
    f = corpus.FILES["document-apply"]
    r = "document.apply.rewrite-namespaces"
    also = ["file.rewrites.namespaces"]

    def user(id):
        return f.route_outcome("user", {"uid": id}, rewritten="shop://user/" + id)

    goods = f.route_outcome("goods.detail", {"id": "7"}, rewritten="shop://goods/7")
    f.document(r, [doc(13, rewrites=[SCHEME_LESS])], [applied(13)], 13, [
        ("https://m.shop.example/sale/7", nothing()), ("HTTPS://m.shop.example/sale/7", nothing()),
        ("app://m.example/sale/7", user("7")), ("/sale/7", user("7")), ("https://m.shop.example/p/7", goods)],
               rules=also, note="https has the table's from rule: the document's scheme-less rule is not offered "
                                "https links; other schemes and relative links take it")
    in_https = {"from": "https://m.shop.example/sale/:id", "to": "shop://goods/{id}"}
    f.document(r, [doc(13, rewrites=[SCHEME_LESS, in_https])], [applied(13)], 13, [
        ("https://m.shop.example/sale/7", goods), ("app://m.example/sale/7", user("7")),
        ("https://m.shop.example/p/7", goods)],
               rules=also, note="the document's https rule beside the table's takes https links; its scheme-less "
                                "rule the others")
