"""Document cases for the source of every leg of a link's way (issue #71, items 1, 2, 13 and 14): a leg runs with the
source of the leg before it, the first with the link's, and a leg opened by a nested `{url:query.NAME}` URL with the
nested source, which every redirect, `always` degrade and rewrite after it keeps (`document.apply.policy-every-leg`,
Docs/Rules/document.md); a document that names a nested source is refused
(`document.format.nested-source`).

The outcomes follow from the rules named: the login rule's nested URL runs as a web page of
`https://m.shop.example` (`policy.nested-url`), the sso rule's as the universal link the app's own table names
(`file.rewrites.nested-source`); `restrict payment=in-app,universal-link` opens `pay` to those kinds only
(`policy.restrict`); `address.pick` is internal and opens only in-app (`policy.internal`); with no other candidate
the link opens nothing, listing the routes refused (`policy.refused`).
"""
from documents import DocumentFile, applied, doc, nothing, outcome, refused, step

LOGIN = "https://m.shop.example/login"
SSO = "https://m.shop.example/sso"
NEXT = "https://m.shop.example/next"

TABLE = {
    "options": {"accept": ["shop", "https://m.shop.example"]},
    "routes": [
        {"pattern": "shop://goods/:id", "handler": "goods", "name": "goods"},
        {"pattern": "shop://pay/<int:order>", "handler": "pay", "name": "pay", "tags": ["payment"]},
        {"pattern": "shop://address/pick", "handler": "address.pick", "name": "address.pick", "internal": True},
        {"pattern": LOGIN, "handler": "login", "name": "login"},
    ],
    "rewrites": [
        {"from": LOGIN, "to": "{url:query.redirect_to}"},
        {"from": SSO, "to": "{url:query.next}", "nested": {"source": "universal-link"}},
    ],
}

# The document: redirects into pay and into the internal route, a chain of two, a redirect whose target a rewrite
# of the document takes on, an `always` degrade into pay, and a nested rule of the document's own.
LEGS = {
    "rewrites": [
        {"from": "shop://legacy/pay/:order", "to": "shop://pay/{order}"},
        {"from": NEXT, "to": "{url:query.u}"},
    ],
    "redirects": [
        {"from": "shop://checkout/<int:order>", "to": "shop://pay/{order}"},
        {"from": "shop://old/address", "to": "shop://address/pick"},
        {"from": "shop://hop/<int:order>", "to": "shop://checkout/{order}"},
        {"from": "shop://oldpay/<int:order>", "to": "shop://legacy/pay/{order}"},
        {"from": "shop://buy/<int:order>", "to": "shop://pay/{order}"},
    ],
    "degrades": [{"name": "goods", "to": "shop://pay/{id}"}],
}

PAYMENT = {"restrict": ["payment=in-app,universal-link"]}
PAY = {"pattern": "shop://pay/<int:order>", "handler": "pay", "name": "pay"}
ADDRESS = {"pattern": "shop://address/pick", "handler": "address.pick", "name": "address.pick"}
PAY_REFUSED = [{"pattern": "shop://pay/<int:order>", "scheme": "shop"}]
ADDRESS_REFUSED = [{"pattern": "shop://address/pick", "scheme": "shop"}]


def nested(url, item="redirect_to", outer=LOGIN):
    """`outer?item=URL`, the URL percent-encoded as a query value."""
    return outer + "?" + item + "=" + url.replace(":", "%3A").replace("/", "%2F")


def policy_refusal(refused_routes, followed=None, rewritten=None):
    out = nothing("policy", followed=followed, rewritten=rewritten)
    out["refused"] = refused_routes
    return out


def redirect(source, target):
    return step("redirect", source, target)


def legs(f):
    """Each path: redirect, chain, rewrite, `always` degrade, after a nested URL, from in-app and other sources."""
    to_pay = redirect("shop://checkout/42", "shop://pay/42")
    pay = outcome(PAY, {"order": "42"}, followed=[to_pay])
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        ((nested("shop://checkout/42"), "universal-link", PAYMENT), policy_refusal(PAY_REFUSED, followed=[to_pay])),
        (("shop://checkout/42", "universal-link", PAYMENT), pay),
        (("shop://checkout/42", "push", PAYMENT), policy_refusal(PAY_REFUSED, followed=[to_pay])),
        ((nested("shop://checkout/42"), "in-app", PAYMENT), policy_refusal(PAY_REFUSED, followed=[to_pay])),
    ], rules=["policy.nested-url", "policy.restrict", "document.apply.redirects"], idea="issue #71, item 1",
        note="a redirect after a nested URL: the nested URL's source (a web page of https://m.shop.example), not the "
             "universal link's or the app's, on the redirected leg")
    to_address = redirect("shop://old/address", "shop://address/pick")
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        ((nested("shop://old/address"), "in-app"), policy_refusal(ADDRESS_REFUSED, followed=[to_address])),
        (("shop://old/address", "in-app"), outcome(ADDRESS, followed=[to_address])),
        (("shop://old/address", "push"), policy_refusal(ADDRESS_REFUSED, followed=[to_address])),
    ], rules=["policy.nested-url", "policy.internal", "document.apply.redirects"], idea="issue #71, item 1",
        note="an in-app link's nested URL reaches no internal route through a redirect")
    hops = [redirect("shop://hop/42", "shop://checkout/42"), to_pay]
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        ((nested("shop://hop/42"), "universal-link", PAYMENT), policy_refusal(PAY_REFUSED, followed=hops)),
        (("shop://hop/42", "in-app", PAYMENT), outcome(PAY, {"order": "42"}, followed=hops)),
    ], rules=["policy.nested-url", "document.apply.redirects"], note="a chain of two redirects keeps the nested source")
    legacy = [redirect("shop://oldpay/42", "shop://legacy/pay/42")]
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        ((nested("shop://oldpay/42"), "universal-link", PAYMENT),
         policy_refusal(PAY_REFUSED, followed=legacy, rewritten="shop://pay/42")),
        (("shop://oldpay/42", "universal-link", PAYMENT),
         outcome(PAY, {"order": "42"}, rewritten="shop://pay/42", followed=legacy)),
    ], rules=["policy.nested-url", "document.apply.rewrites-first"],
        note="a redirect, then a rewrite of the document on the next leg: the nested source stays")
    to_pay_degrade = [step("degrade", "shop://goods/42", "shop://pay/42")]
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        ((nested("shop://goods/42"), "universal-link", PAYMENT), policy_refusal(PAY_REFUSED, followed=to_pay_degrade)),
        (("shop://goods/42", "universal-link", PAYMENT), outcome(PAY, {"order": "42"}, followed=to_pay_degrade)),
    ], rules=["policy.nested-url", "document.apply.degrade-always"], idea="issue #71, item 1",
        note="an always degrade after a nested URL keeps the nested source")
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        ((nested("shop://checkout/42", "u", NEXT), "universal-link", PAYMENT), policy_refusal(PAY_REFUSED, followed=[to_pay])),
        ((nested("shop://address/pick", "u", NEXT), "universal-link"),
         policy_refusal(ADDRESS_REFUSED, rewritten="shop://address/pick")),
    ], rules=["document.apply.nested", "policy.refused"], idea="issue #71, items 1 and 14",
        note="the document's own {url:query.NAME} rule: its nested URL runs as a web page, through the redirect too; "
             "a refusal lists the routes refused")
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        ((nested("shop://checkout/42", "next", SSO), "push", PAYMENT), pay),
        ((nested("shop://old/address", "next", SSO), "in-app"), policy_refusal(ADDRESS_REFUSED, followed=[to_address])),
    ], rules=["file.rewrites.nested-source", "document.apply.redirects"],
        note="the app's own rule names universal-link: its nested URL keeps it through the redirect (pay opens from a "
             "push), and an in-app link's nested URL is still no in-app link")
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        ((nested("shop://checkout/42"), "push", {"deny": ["push"]}),
         policy_refusal([{"pattern": "shop://checkout/<int:order>", "scheme": "shop"}], rewritten="shop://checkout/42")),
    ], rules=["policy.nested-url", "policy.deny-kind"], note="a denied source stays denied through a nested URL")


def bounded(f):
    """A document's routes and redirects reach no internal route and widen no `restrict`, from any source."""
    added = {"routes": [{"pattern": "shop://paynow/<int:order>", "handler": "pay", "tags": ["payment"]},
                        {"pattern": "shop://staff/:id", "handler": "address.pick", "internal": True}],
             "redirects": [{"from": "shop://quick/<int:order>", "to": "shop://pay/{order}"}]}
    paynow = {"pattern": "shop://paynow/<int:order>", "handler": "pay"}
    staff = {"pattern": "shop://staff/:id", "handler": "address.pick"}
    quick = [redirect("shop://quick/4", "shop://pay/4")]
    f.document("document.apply.policy-every-leg", [doc(8, **added)], [applied(8)], 8, [
        (("shop://paynow/4", "push", PAYMENT), policy_refusal([{"pattern": "shop://paynow/<int:order>", "scheme": "shop"}])),
        (("shop://paynow/4", "in-app", PAYMENT), outcome(paynow, {"order": "4"})),
        (("shop://staff/1", "other-app:com.partner"), policy_refusal([{"pattern": "shop://staff/:id", "scheme": "shop"}])),
        (("shop://staff/1", "in-app"), outcome(staff, {"id": "1"})),
        (("shop://quick/4", "web:https://m.shop.example", PAYMENT), policy_refusal(PAY_REFUSED, followed=quick)),
        (("shop://quick/4", "universal-link", PAYMENT), outcome(PAY, {"order": "4"}, followed=quick)),
    ], rules=["document.apply.routes", "policy.internal", "policy.restrict"], idea="issue #71, deliverable 2",
        note="a document's internal and tagged routes, and its redirect into a restricted route, open only to the "
             "sources the app's rules allow")


def inherits(f):
    """A document route takes on the reach of the table's routes bound to its handler (issue #71, deliverable 2)."""
    added = {"routes": [{"pattern": "shop://staff/pick", "handler": "address.pick"},
                        {"pattern": "shop://pay/<int:order>", "handler": "pay"},
                        {"pattern": "shop://p/<int:order>", "handler": "pay"},
                        {"pattern": "shop://g/:id", "handler": "goods"}]}
    staff = {"pattern": "shop://staff/pick", "handler": "address.pick"}
    short = {"pattern": "shop://p/<int:order>", "handler": "pay"}
    f.document("document.apply.route-inherits", [doc(9, **added)], [applied(9)], 9, [
        (("shop://staff/pick", "push"), policy_refusal([{"pattern": "shop://staff/pick", "scheme": "shop"}])),
        (("shop://staff/pick", "in-app"), outcome(staff)),
        (("shop://pay/4", "push", PAYMENT), policy_refusal(PAY_REFUSED + PAY_REFUSED)),
        (("shop://pay/4", "in-app", PAYMENT), outcome(PAY, {"order": "4"})),
        (("shop://p/4", "other-app:com.partner", PAYMENT),
         policy_refusal([{"pattern": "shop://p/<int:order>", "scheme": "shop"}])),
        (("shop://p/4", "universal-link", PAYMENT), outcome(short, {"order": "4"})),
        (("shop://g/7", "push", PAYMENT), outcome({"pattern": "shop://g/:id", "handler": "goods"}, {"id": "7"})),
    ], rules=["document.apply.routes", "policy.internal", "policy.restrict", "policy.refused"],
        idea="issue #71, deliverable 2",
        note="written public and untagged, a route bound to an internal or tagged screen's handler opens only to the "
             "sources the app's own routes to that screen allow; one bound to a public, untagged screen's opens as written")


def item_13(f):
    """Issue #71, item 13: a redirect from a push under `restrict payment=push` opens pay on every reader."""
    push_only = {"restrict": ["payment=push"]}
    buy = [redirect("shop://buy/4", "shop://pay/4")]
    f.document("document.apply.policy-every-leg", [doc(3, **LEGS)], [applied(3)], 3, [
        (("shop://buy/4", "push", push_only), outcome(PAY, {"order": "4"}, followed=buy)),
        (("shop://buy/4", "in-app", push_only), policy_refusal(PAY_REFUSED, followed=buy)),
    ], rules=["policy.restrict", "document.apply.redirects"], idea="issue #71, item 13")
    f.document("document.apply.policy-every-leg", [doc(4)], [applied(4)], 4, [
        (("shop://goods/7", "push", push_only), outcome({"pattern": "shop://goods/:id", "handler": "goods", "name": "goods"},
                                                        {"id": "7"})),
        (("shop://pay/4", "push", push_only), outcome(PAY, {"order": "4"})),
        (("shop://pay/4", "in-app", push_only), policy_refusal(PAY_REFUSED)),
    ], rules=["policy.restrict", "policy.in-app"], idea="issue #71, item 13",
        note="a restrict rule that leaves out in-app, with a document of no rules")


def handler_fails(f):
    """The leg after a `handlerFails` degrade keeps the source of the leg before it: the link's, or a nested URL's."""
    to_pay = {"redirects": [{"from": "shop://old/goods/:id", "to": "shop://goods/{id}"}],
              "degrades": [{"name": "goods", "to": "shop://pay/{id}", "when": "handlerFails"}]}
    goods = {"pattern": "shop://goods/:id", "handler": "goods", "name": "goods"}
    fails = [step("degrade", "shop://goods/42", "shop://pay/42")]
    old = [redirect("shop://old/goods/42", "shop://goods/42")] + fails
    f.document("document.apply.policy-every-leg", [doc(10, **to_pay)], [applied(10)], 10, [
        (("shop://goods/42", "universal-link", PAYMENT), outcome(goods, {"id": "42"}, degrade="shop://pay/42")),
        (("shop://goods/42", "universal-link", PAYMENT, True), outcome(PAY, {"order": "42"}, followed=fails)),
        (("shop://goods/42", "push", PAYMENT, True), policy_refusal(PAY_REFUSED, followed=fails)),
        ((nested("shop://goods/42"), "universal-link", PAYMENT, True), policy_refusal(PAY_REFUSED, followed=fails)),
        ((nested("shop://goods/42"), "in-app", PAYMENT, True), policy_refusal(PAY_REFUSED, followed=fails)),
        ((nested("shop://old/goods/42"), "universal-link", PAYMENT, True), policy_refusal(PAY_REFUSED, followed=old)),
        (("shop://old/goods/42", "in-app", PAYMENT, True), outcome(PAY, {"order": "42"}, followed=old)),
        ((nested("shop://goods/42", "next", SSO), "push", PAYMENT, True), outcome(PAY, {"order": "42"}, followed=fails)),
    ], rules=["document.apply.degrade-handler-fails", "policy.nested-url", "policy.restrict",
              "file.rewrites.nested-source"], idea="issue #71, item 1",
        note="a handlerFails degrade into pay: the next leg runs with the source of the leg before it, the universal "
             "link's, a push's, or a nested URL's (a web page of https://m.shop.example, through a redirect too; the "
             "universal link the app's own sso rule names)")
    to_address = {"degrades": [{"name": "goods", "to": "shop://address/pick", "when": "handlerFails"}]}
    picked = [step("degrade", "shop://goods/7", "shop://address/pick")]
    f.document("document.apply.policy-every-leg", [doc(11, **to_address)], [applied(11)], 11, [
        (("shop://goods/7", "in-app", None, True), outcome(ADDRESS, followed=picked)),
        (("shop://goods/7", "other-app:com.partner", None, True), policy_refusal(ADDRESS_REFUSED, followed=picked)),
        ((nested("shop://goods/7"), "in-app", None, True), policy_refusal(ADDRESS_REFUSED, followed=picked)),
    ], rules=["document.apply.degrade-handler-fails", "policy.nested-url", "policy.internal"],
        idea="issue #71, item 1",
        note="a handlerFails degrade into an internal route opens it only for an in-app link, not for another app's "
             "or an in-app link's nested URL")


MESSAGE = ('"source" is not allowed in a routing document: a nested URL runs as a web page of the outer link\'s '
           'origin unless the app\'s own rule names its source')


def nested_source(f):
    """document.format.nested-source: a document that names a nested source is refused, whatever it names."""
    rule = "document.format.nested-source"
    go = {"from": "shop://go", "to": "{url:query.u}", "nested": {"source": "in-app"}}
    text = doc(5, rewrites=[go])
    f.document(rule, [text], [refused("malformed", text, '"in-app"', MESSAGE)], None, [
        (("shop://go?u=shop%3A%2F%2Faddress%2Fpick", "push"), nothing()),
        (("shop://go?u=shop%3A%2F%2Fpay%2F4", "other-app:com.evil", PAYMENT), nothing()),
    ], idea="issue #71, item 2", note="a document that would make every source in-app applies nothing")
    later = doc(6, rewrites=[dict(go, nested={"resolvesRelative": True, "source": "web:https://m.shop.example"})])
    to_pay = redirect("shop://checkout/42", "shop://pay/42")
    f.document(rule, [doc(3, **LEGS), later], [applied(3), refused("malformed", later, '"web:https://m.shop.example"', MESSAGE)],
               3, [((nested("shop://checkout/42"), "universal-link", PAYMENT), policy_refusal(PAY_REFUSED, followed=[to_pay]))],
               rules=["document.keep-last-good"], note="even a source no more trusted than the default; the document in "
                                                        "force stays")
    for value in ['"universal-link"', "1", "null"]:
        text = doc(7, rewrites=[dict(go, nested={"source": "@"})]).replace('"@"', value)
        f.document(rule, [text], [refused("malformed", text, value + "}", MESSAGE)], None, [])


def generate():
    f = DocumentFile("document-legs", "DynamicRouting article: a leg runs with the source of the leg before it, a nested "
                     "URL's through every redirect, degrade and rewrite after it (document.apply.policy-every-leg), and a "
                     "document names no nested source (document.format.nested-source).", TABLE)
    legs(f)
    bounded(f)
    inherits(f)
    item_13(f)
    handler_fails(f)
    nested_source(f)

