"""Document cases for the source policy on every leg of a link's way (`document.apply.policy-every-leg`,
Docs/Rules/document.md): a redirect of the document or a degraded route of the table that the link's source may not
reach is passed over or refuses the link there, and is not followed.

The outcomes follow from the rules named: the table's `shop://pay/:order` is tagged `pay`, and `--restrict pay=in-app`
opens it only in the app (`policy.restrict`); `--deny push` refuses a push every route (`policy.deny-kind`); a refused
candidate is passed over for the next one in rank order (`policy.pass-over`, `pattern.ranking.specificity`: a literal
segment before a capture), and with none left the link opens nothing (`policy.refused`).
"""
from documents import DocumentFile, doc, nothing, outcome, step

TABLE = {
    "routes": [
        {"pattern": "shop://goods/:id", "handler": "goods.detail", "name": "goods.detail"},
        {"pattern": "shop://pay/:order", "handler": "pay", "name": "pay", "tags": ["pay"]},
        {"pattern": "shop://:section/:id", "handler": "section"},
    ],
}

RESTRICT_PAY = {"restrict": ["pay=in-app"]}
DENY_PUSH = {"deny": ["push"]}
PAY = {"pattern": "shop://pay/:order", "scheme": "shop"}
SECTION = {"pattern": "shop://:section/:id", "scheme": "shop"}
OLD = {"pattern": "shop://old/:id", "scheme": "shop"}


def generate():
    f = DocumentFile("document-policy", "DynamicRouting article: the source policy judges every leg of a link's way, "
                     "the routes a document redirects or degrades included (document.apply.policy-every-leg).", TABLE)
    r = "document.apply.policy-every-leg"
    pay_web = {"degrades": [{"name": "pay", "to": "https://m.shop.example/pay/{order}"}]}
    web = step("degrade", "shop://pay/9", "https://m.shop.example/pay/9")
    section = {"pattern": "shop://:section/:id", "handler": "section"}
    f.document(r, [doc(4, **pay_web)], [{"applied": 4}], 4, [
        (("shop://pay/9", "push", RESTRICT_PAY), dict(outcome(section, {"section": "pay", "id": "9"}), refused=[PAY])),
        (("shop://pay/9", "in-app", RESTRICT_PAY), nothing(followed=[web])),
        ("shop://pay/9", nothing(followed=[web])),
    ], rules=["policy.restrict", "policy.pass-over"],
        note="the degraded route is passed over for a push: the next candidate opens, and the degrade is not followed")
    f.document(r, [doc(4, **pay_web, remove=["shop://:section/:id"])], [{"applied": 4}], 4, [
        (("shop://pay/9", "push", RESTRICT_PAY), {"matched": False, "refusal": "policy", "refused": [PAY]}),
        (("shop://pay/9", "in-app", RESTRICT_PAY), nothing(followed=[web])),
    ], rules=["policy.restrict", "policy.refused", "document.apply.removals"],
        note="with no other candidate, a push opens nothing, where the degrade would have sent it to the web")
    old = {"redirects": [{"from": "shop://old/:id", "to": "shop://goods/{id}"}]}
    goods = {"pattern": "shop://goods/:id", "handler": "goods.detail", "name": "goods.detail"}
    f.document(r, [doc(5, **old)], [{"applied": 5}], 5, [
        (("shop://old/7", "push", DENY_PUSH), {"matched": False, "refusal": "policy", "refused": [OLD, SECTION]}),
        (("shop://old/7", "other-app:com.example.mail", DENY_PUSH),
         outcome(goods, {"id": "7"}, followed=[step("redirect", "shop://old/7", "shop://goods/7")])),
    ], rules=["policy.deny-kind", "policy.refused", "document.apply.redirects"],
        note="a denied source is refused at the redirect's own route, before the redirect")
