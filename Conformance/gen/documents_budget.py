"""Document cases for a document's budget (DynamicRouting article, "A document's budget": `document.budget.*`).

Each budget at its edge: a document just within it applies, one just past it is `malformed` at the first rule that
takes the count past the budget, and the document applied before stays in force (`document.keep-last-good`). The
documents are plain (read unsigned): the budget is the same for a signed one. Every expected count is worked out by
hand from the article's rules, in the comments.
"""
import json

from documents import DocumentFile, HOTFIX, SHOP, applied, hotfix_links, nothing, outcome, refused, step

RULES, READINGS, WEIGHT = 2000, 16384, 48


def compact(serial, **fields):
    """A document's text without spaces: the rules budget's documents hold thousands of rules."""
    obj = {"format": 1, "serial": serial}
    obj.update(fields)
    return json.dumps(obj, separators=(",", ":"))


def over(text, rule, message):
    """`malformed` at `rule` (its JSON as the text writes it)."""
    return refused("malformed", text, rule, message)


def rules(f):
    # 1 degrade + 1,999 redirects: 2,000 rules, within budget.
    redirects = [{"from": "/%d" % k, "to": "/"} for k in range(1, 2000)]
    within = compact(1, degrades=HOTFIX["degrades"], redirects=redirects)
    # 1 degrade + 2,000 removals: the 2,001st rule is the last removal.
    past = compact(2, degrades=HOTFIX["degrades"], remove=["/"] * 2000)
    message = ("a document can have at most 2000 rules (routes, rewrites, redirects, degrades and removals "
               "together); this is rule 2001")
    f.document("document.budget.rules", [within, past], [applied(1), refused("malformed", past, '"/"]',
                                                                             message)],
               1, hotfix_links(f, True), rules=["document.keep-last-good"],
               note="2,000 rules apply; 2,001 are refused at the 2,001st (the last removal), and document 1 stays")


def readings(f):
    # 8 optional groups: 2^8 = 256 readings a route; 64 routes: 16,384, within budget.
    groups = "".join("(/%s)" % c for c in "abcdefgh")
    routes = [{"pattern": "/o%d%s" % (k, groups), "handler": "h"} for k in range(64)]
    within = compact(1, routes=routes, degrades=HOTFIX["degrades"])
    f.document("document.budget.readings", [within], [applied(1)], 1, hotfix_links(f, True),
               note="64 routes of 256 readings each: 16,384")
    # A redirect whose `from` has one group (2 readings) after them: 16,386.
    redirect = {"from": "shop://old(/x)", "to": "shop://cart"}
    past = compact(2, routes=routes, redirects=[redirect], degrades=HOTFIX["degrades"])
    message = ("a document's patterns can have at most 16384 readings of their optional groups together; "
               "this one takes them to 16386")
    f.document("document.budget.readings", [within, past], [applied(1), over(past, json.dumps(redirect, separators=(",", ":")), message)],
               1, hotfix_links(f, True), rules=["document.keep-last-good"], note="a redirect's `from` counts")
    # A rewrite's `from` with two nested groups (/q, /q/x, /q/x/y: 3 readings): 16,387.
    rewrite = {"from": "https://m.shop.example/q(/:x(/:y))", "to": "shop://cart"}
    past = compact(2, routes=routes, rewrites=[rewrite], degrades=HOTFIX["degrades"])
    message = ("a document's patterns can have at most 16384 readings of their optional groups together; "
               "this one takes them to 16387")
    f.document("document.budget.readings", [past], [over(past, json.dumps(rewrite, separators=(",", ":")), message)],
               None, hotfix_links(f, False), note="a rewrite's `from` counts; nested groups: 1 + 1 x (1 + 1)")
    # A degrade and a removal name routes of the table: their patterns add nothing.
    named = [{"route": "shop://goods(/:id)", "to": "https://m.shop.example/item/{id}"}]
    within2 = compact(3, routes=routes, degrades=named, remove=["shop://legacy(/x)"])
    f.document("document.budget.readings", [within2], [{"refused": "doesNotApply"}], None, hotfix_links(f, False),
               note="within budget (a degrade's and a removal's patterns do not count); it then does not apply, since "
                    "the table has neither route")


# Three rules of weight 16 each: "https://m.shop.example/wK/" is a literal beginning of 26 characters, [0-9]{1,15} 15
# positions: 41 positions, 41 - 26 + 1 = 16. Together 48, the budget.
SIXTEEN = [{"regex": "^https://m\\.shop\\.example/w%d/(?<id>[0-9]{1,15})$" % k, "to": "shop://user/{id}"} for k in range(1, 4)]

# A fourth rule and what the four then weigh (48 + its weight).
FIFTH = [
    # literal beginning "https://m.shop.example/v/" (25); 25 + [0-9]+ (2) = 27 positions; 27 - 25 + 1 = 3.
    ("^https://m\\.shop\\.example/v/(?<id>[0-9]+)$", 51, "a plain rule weighs 3"),
    # (?i): no literal beginning; 27 positions; 27 + 1 = 28.
    ("(?i)^https://m\\.shop\\.example/v/(?<id>[0-9]+)$", 76, "(?i): no literal beginning"),
    # `s?`: the beginning stops before the `s` ("https://m.shop.example/v", 24); 24 + 1 + 1 + 2 = 28 positions; 5.
    ("^https://m\\.shop\\.example/vs?/(?<id>[0-9]+)$", 53, "a character a quantifier follows ends the beginning"),
    # `\d` ends the beginning (24); 24 + 1 + 1 + 2 = 28 positions; 5.
    ("^https://m\\.shop\\.example/v\\d/(?<id>[0-9]+)$", 53, "a class escape ends the beginning"),
    # A class first: no beginning; [h] + "ttps://m.shop.example/v/" (24) + 2 = 27 positions; 28.
    ("^[h]ttps://m\\.shop\\.example/v/(?<id>[0-9]+)$", 76, "a class at the start: no literal beginning"),
    # `|` at the top level: no beginning; 26 + 26 = 52 positions; 53.
    ("^https://m\\.shop\\.example/v/1|https://m\\.shop\\.example/v/2$", 101, "'|' at the top level: no literal beginning"),
    # `\-` is a literal: "https://m.shop.example/v-/" (26) + 2 = 28 positions; 3.
    ("^https://m\\.shop\\.example/v\\-/(?<id>[0-9]+)$", 51, "an escaped punctuation character is literal"),
]


REGEX_MESSAGE = ("a document's regexes (its regex rewrites and its patterns' capture regexes) can weigh at most 48 "
                 "together (each its positions past its literal beginning, plus 1; a capture regex times its pattern's readings); "
                 "this one takes them to %d")


def capture_regexes(f):
    # A pattern's capture regexes weigh as a regex rewrite's regex does, one weight each: [a-z]{1,15} is 15
    # positions and no literal beginning, 16. Three routes: 48, within.
    routes = [{"pattern": "shop://cap%d/:code([a-z]{1,15})" % k, "handler": "campaign"} for k in range(1, 4)]
    within = compact(1, routes=routes, degrades=HOTFIX["degrades"])
    added = outcome(routes[1], {"code": "abc"})
    f.document("document.budget.regex", [within], [applied(1)], 1,
               hotfix_links(f, True) + [("shop://cap2/abc", added), ("shop://cap2/abc1", nothing())],
               handlers=["campaign"], note="three routes whose capture regexes weigh 16 each: 48")
    # A redirect's `from` after them: x[0-9]+ has the literal beginning "x" (1) of 3 positions, 3 - 1 + 1 = 3: 51.
    redirect = {"from": "shop://old/:code(x[0-9]+)", "to": "shop://cart"}
    past = compact(2, routes=routes, redirects=[redirect], degrades=HOTFIX["degrades"])
    f.document("document.budget.regex", [within, past],
               [applied(1), over(past, json.dumps(redirect, separators=(",", ":")), REGEX_MESSAGE % 51)], 1,
               hotfix_links(f, True), rules=["document.keep-last-good"], handlers=["campaign"],
               note="a redirect's `from` counts its capture regex (a literal beginning as a regex rewrite's)")
    # Capture regexes and regex rewrites share one weight: the three regex rules (48), then a pattern rewrite whose
    # `from` has two capture regexes, [0-9]+ (2 positions, 3) and [a-z] (1 position, 2): 51 at the first.
    rewrite = {"from": "https://m.shop.example/c/:id([0-9]+)-:slug([a-z])", "to": "shop://user/{id}"}
    past = compact(2, rewrites=SIXTEEN + [rewrite], degrades=HOTFIX["degrades"])
    f.document("document.budget.regex", [past], [over(past, json.dumps(rewrite, separators=(",", ":")), REGEX_MESSAGE % 51)],
               None, hotfix_links(f, False), note="a rewrite's `from` counts its capture regexes, with the regex rules")
    # A pattern's readings multiply its capture regexes' weight: (/a)(/b) make 4 readings, each of which may put
    # the regex at a trie node of its own. [a-z]{1,11} weighs 12: 48, within; [a-z]{1,12}, 13: 52.
    optional = {"pattern": "shop://opt(/a)(/b)/:z([a-z]{1,11})", "handler": "campaign"}
    within = compact(1, routes=[optional], degrades=HOTFIX["degrades"])
    heavier = dict(optional, pattern="shop://opt(/a)(/b)/:z([a-z]{1,12})")
    past = compact(2, routes=[heavier], degrades=HOTFIX["degrades"])
    f.document("document.budget.regex", [within, past],
               [applied(1), over(past, json.dumps(heavier, separators=(",", ":")), REGEX_MESSAGE % 52)], 1,
               hotfix_links(f, True) + [("shop://opt/b/xyz", outcome(optional, {"z": "xyz"}))],
               rules=["document.keep-last-good"], handlers=["campaign"],
               note="a capture regex weighs its weight times its pattern's readings: 4 x 12 = 48, then 4 x 13 = 52")
    # A route of many capture regexes is refused at the route: 49 of [a] (1 position each, weight 2) weigh 98, the
    # count stops at the 25th (50).
    many = {"pattern": "shop://many/" + "/".join(":c%d([a])" % k for k in range(49)), "handler": "campaign"}
    past = compact(3, routes=[many])
    f.document("document.budget.regex", [past], [over(past, json.dumps(many, separators=(",", ":")), REGEX_MESSAGE % 50)],
               None, [], handlers=["campaign"], note="one route's capture regexes count one by one")


def regex(f):
    within = compact(1, rewrites=SIXTEEN, degrades=HOTFIX["degrades"])
    f.document("document.budget.regex", [within], [applied(1)], 1,
               hotfix_links(f, True) + [("https://m.shop.example/w3/42", f.route_outcome("user", {"uid": "42"}, rewritten="shop://user/42"))],
               note="three rules of weight 16: 48")
    message = REGEX_MESSAGE
    for source, total, note in FIFTH:
        to = "shop://user/{id}" if "(?<id>" in source else "shop://cart"
        fifth = {"regex": source, "to": to}
        past = compact(2, rewrites=SIXTEEN + [fifth], degrades=HOTFIX["degrades"])
        f.document("document.budget.regex", [within, past],
                   [applied(1), over(past, json.dumps(fifth, separators=(",", ":")), message % total)], 1,
                   hotfix_links(f, True), rules=["document.keep-last-good"], note=note)
    # Pattern rules without capture regexes weigh nothing: forty of them beside the three.
    froms = [{"from": "https://m.shop.example/f%d/:id" % k, "to": "shop://user/{id}"} for k in range(40)]
    f.document("document.budget.regex", [compact(3, rewrites=SIXTEEN + froms, degrades=HOTFIX["degrades"])],
               [applied(3)], 3, hotfix_links(f, True), note="pattern rules without capture regexes are not in the regex weight")
    # The form first: a document past its budget with an unknown key reports the key.
    fifth = {"regex": FIFTH[0][0], "to": "shop://user/{id}"}
    text = compact(4, rewrites=SIXTEEN + [fifth], degrades=HOTFIX["degrades"], extra=1)
    f.document("document.budget.regex", [text],
               [refused("malformed", text, '"extra"', 'unknown key "extra" in routing document; expected one of: '
                        'format, serial, app, notBefore, expires, rollout, rewrites, redirects, degrades, routes, remove')],
               None, hotfix_links(f, False), note="the budget is checked after the form")


# The link's regex allowance (document.budget.link-allowance): each try of a document's regex rule spends its weight
# times the UTF-8 length of the URL before its query and fragment; one link's way, every leg and step, spends at most
# 48 x 16,384. A rule of weight 48: the literal beginning "https://m.shop.example/c/" (25 characters), then [a-z]* (1
# position) and [a-z]{0,46} (46): 25 + 47 positions, 47 + 1 = 48. With it, one link's tries may run over 16,384 bytes
# of URL in all.
ALLOWANCE_BYTES = 16384
HEAVY = {"regex": "^https://m\\.shop\\.example/c/(?<id>[a-z]*)[a-z]{0,46}$", "to": "https://m.shop.example/p/{id}"}
# The same on the app's own side: the table's regex rule (its tries spend nothing), on /t/.
TABLE_REGEX = {"regex": "^https://m\\.shop\\.example/t/(?<id>[a-z]*)[a-z]{0,46}$", "to": "shop://goods/{id}"}
# A light document rule (weight 2: [a-z]* past the same beginning) that takes none of the links below.
LIGHT = {"regex": "^https://m\\.shop\\.example/c/(?<id>[a-z]*)$", "to": "https://m.shop.example/p/{id}"}
BUDGET_TABLE = dict(SHOP, rewrites=SHOP["rewrites"] + [TABLE_REGEX])


def allowance(f):
    rule = "document.budget.link-allowance"
    text = compact(1, rewrites=[HEAVY])
    # One leg: https://m.shop.example/c/ + m letters (25 + m bytes before the query) → the rule matches →
    # https://m.shop.example/p/… → the table's pattern rule → shop://goods/… (13 + m), where the rule is tried again
    # and fails: 48 x (38 + 2m). m = 8,173 spends exactly 16,384 bytes' worth: within (the query is not counted).
    m = (ALLOWANCE_BYTES - 38) // 2
    ids = "a" * m
    within = f.route_outcome("goods.detail", {"id": ids, "ref": "mail"}, rewritten="shop://goods/%s?ref=mail" % ids)
    f.document(rule, [text], [applied(1)], 1, [("https://m.shop.example/c/%s?ref=mail" % ids, within)],
               note="a chain whose tries spend the allowance exactly (48 x (25 + m) + 48 x (13 + m), m = %d) answers as "
                    "before; the query is not counted" % m)
    # One letter more: the third step's try (on shop://goods/…) would pass it; the link is refused.
    ids = "a" * (m + 1)
    f.document(rule, [text], [applied(1)], 1, [("https://m.shop.example/c/%s" % ids, nothing("rewrite"))],
               note="one letter more: the try on shop://goods/… would take the link's regex work to 48 x 16,386; "
                    "refused as a rewrite loop is")
    # Across legs: a redirect shop://go/:id → https://m.shop.example/c/{id}. Leg 1 tries the rule on shop://go/…
    # (10 + m), leg 2 on …/c/… (25 + m) and shop://goods/… (13 + m): 48 x (48 + 3m). m = 5,445: 16,383, within;
    # 5,446: 16,386, past at leg 2's second try, though leg 2 alone (10,930) would be within.
    redirect = {"from": "shop://go/:id", "to": "https://m.shop.example/c/{id}"}
    text = compact(2, rewrites=[HEAVY], redirects=[redirect])
    m = (ALLOWANCE_BYTES - 48) // 3
    for letters, fits in ((m, True), (m + 1, False)):
        ids = "a" * letters
        followed = [step("redirect", "shop://go/" + ids, "https://m.shop.example/c/" + ids)]
        expect = (f.route_outcome("goods.detail", {"id": ids}, rewritten="shop://goods/" + ids, followed=followed)
                  if fits else nothing("rewrite", followed=followed))
        f.document(rule, [text], [applied(2)], 2, [("shop://go/" + ids, expect)],
                   note=("every leg shares one allowance: 48 x (48 + 3m), m = %d, %s" %
                         (letters, "within" if fits else "past at the second leg's last try (that leg alone is within)")))
    # The app's own regex rules spend nothing: a 16,000-letter link taken by the table's rule of weight 48 twice
    # over would pass the allowance if they did; the document's light rule (weight 2) is tried on both URLs:
    # 2 x (25 + 16,000) + 2 x (13 + 16,000), within.
    ids = "a" * 16000
    text = compact(3, rewrites=[LIGHT])
    f.document(rule, [text], [applied(3)], 3,
               [("https://m.shop.example/t/" + ids, f.route_outcome("goods.detail", {"id": ids}, rewritten="shop://goods/" + ids))],
               note="the app's own regex rules spend nothing; the document's rule is tried on each URL of the way")


# A document's capture regexes spend from the same allowance (document.budget.capture-allowance; ADR 0051, decision
# 6): each rewrite step's lookup of the pattern rules spends the capture weight of the document's pattern rewrites,
# and each leg's match that of its routes and redirects, times the UTF-8 length of the URL without its query. A
# capture regex of weight 48: 46 [a-z]* and q, 47 positions and no literal beginning (a class comes first).
HEAVY_CAPTURE = "[a-z]*" * 46 + "q"


def capture_allowance(f):
    rule = "document.budget.capture-allowance"
    # Routes, across legs: a redirect shop://go/:id → shop://cap/{id}. Leg 1 matches shop://go/… (10 + m bytes), leg 2
    # shop://cap/… (11 + m), each spending the routes' capture weight 48: 48 x (21 + 2m). m = 8,181: 16,383, within;
    # 8,182: 16,385, past at the second leg's match, though that leg alone would be within.
    route = {"pattern": "shop://cap/:code(%s)" % HEAVY_CAPTURE, "handler": "campaign"}
    redirect = {"from": "shop://go/:id", "to": "shop://cap/{id}"}
    text = compact(1, routes=[route], redirects=[redirect])
    m = (ALLOWANCE_BYTES - 21) // 2
    for letters, fits in ((m, True), (m + 1, False)):
        code = "a" * (letters - 1) + "q"
        followed = [step("redirect", "shop://go/" + code, "shop://cap/" + code)]
        expect = outcome(route, {"code": code}, followed=followed) if fits else nothing("rewrite", followed=followed)
        f.document(rule, [text], [applied(1)], 1, [("shop://go/" + code, expect)], handlers=["campaign"],
                   note=("each leg's match spends the routes' capture weight: 48 x (21 + 2m), m = %d, %s" %
                         (letters, "within" if fits else "past at the second leg's match (that leg alone is within)")))
    # Pattern rewrites, across steps: shop://rw/:code(…) → shop://goods/{code}. Step 1 looks up shop://rw/… (10 + m),
    # step 2 shop://goods/… (13 + m; no rule applies): 48 x (23 + 2m), the query left out. The routes' weight is 0.
    # m = 8,180: 16,383, within; 8,181: 16,385, past.
    rewrite = {"from": "shop://rw/:code(%s)" % HEAVY_CAPTURE, "to": "shop://goods/{code}"}
    text = compact(2, rewrites=[rewrite])
    m = (ALLOWANCE_BYTES - 23) // 2
    code = "a" * (m - 1) + "q"
    within = f.route_outcome("goods.detail", {"id": code, "ref": "mail"}, rewritten="shop://goods/%s?ref=mail" % code)
    f.document(rule, [text], [applied(2)], 2, [("shop://rw/%s?ref=mail" % code, within)],
               note="each rewrite step's lookup spends the pattern rewrites' capture weight: 48 x (23 + 2m), m = %d, "
                    "within; the query is not counted" % m)
    code = "a" * m + "q"
    f.document(rule, [text], [applied(2)], 2, [("shop://rw/" + code, nothing("rewrite"))],
               note="one letter more: the second step's lookup would take the link's regex work to 48 x 16,385")


def generate():
    f = DocumentFile("document-budget", "DynamicRouting article: a document's budget (document.budget.*): rules, "
                     "readings of optional groups and regex weight, each just within and just past; and a link's "
                     "regex allowance (document.budget.link-allowance).", BUDGET_TABLE)
    rules(f)
    readings(f)
    regex(f)
    capture_regexes(f)
    allowance(f)
    capture_allowance(f)

