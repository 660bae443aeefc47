"""Known differences between the readers that other work is fixing (issue #64), each behind a named flag.

By default the generators avoid what each one needs to show up; `--include-known NAME,...` (or `all`) lets
them through, once the fix is merged, so that the fuzzer holds the readers to it from then on. When every fix
is in, a flag whose generator no longer finds a difference should be removed (its code path becomes the
default). findings.json holds one cut-down case per flag found by this fuzzer; findings.py runs them.

Generated always, as the readers agreed on them in 400 tables (session 38): the float forms 123. and 1.e5, \w and
\d against non-ASCII text, invalid UTF-8 in escapes (issue #64 item 7 still has to write their rules down).

Not generated at all: a lone surrogate (issue #64 item 3, the JVM's getBytes): links reach the Swift tool and the
JVM as UTF-8 lines, which cannot carry one; the JVM's own hostile-input suite covers it.
"""

KNOWN = {
    "unicode-case": "issue #64 item 7: a host read as a path segment, and (?i) in a regex (a route's or a "
                    "rewrite's: K, the Kelvin sign, against (?i)[a-z]), fold Unicode case on the JVM and ASCII "
                    "case in Swift and the web module (app://ÉCOLE/1 against /école/:id)",
    "long-int": "issue #64 item 7: an <int:n> value with more than 40 characters (leading zeros) is refused "
                "by the JVM and taken by Swift and the web module",
    "host-escape": "issue #64 item 7: a percent escape in a host (https://m%2Eshop.example/) is refused by "
                   "the JVM and read by Swift and the web module",
    "bom": "issue #64 item 2: the web module drops a leading U+FEFF from each decoded piece",
    # Found by this fuzzer (session 38), for the lead to decide and fix:
    "jvm-repeated-group": "the JVM loads a regex rewrite with a named group under a quantifier "
                          "((?<tail>/.*)?), which Swift refuses ('a named group cannot be repeated')",
    "regex-capture-escapes": "a regex rewrite's capture holding an escape (app://old/%41 through "
                             "^app://old/(?<rest>.*)$ to app://new/{rest}): Swift and the web module decode it "
                             "before encoding (app://new/A), the JVM encodes it as written (app://new/%2541)",
    "rewrite-namespaces": "a URL whose scheme has rewrites of its own (https://m.shop.example/login): Swift and "
                          "the web module do not try the table's scheme-less rules (/<float:x>) on it, the JVM "
                          "does (https:/7 is rewritten on the JVM only)",
    "web-long-reason": "the web module's reasons ('no route matches PATH', 'more than 8 rewrites: … (URL → "
                       "URL …)') write a long path or URL whole; Swift and the JVM shorten it to 80 characters "
                       "and '… (N characters)'",
    "empty-query": "a rewrite of a URL with an empty query (app://? through a 'to' without a query): Swift and the "
                   "web module keep the '?' (https://m.shop.example/x/?), the JVM drops it",
    "path-empty-pieces": "{path:NAME} with a value that starts or ends with '/' (shop://old/7 through "
                         "^shop://OLD(?<tail>(?:/.*)?)$ to shop://goods{path:tail}; a tail ..../x/): Swift and the "
                         "web module drop the empty pieces (shop://goods7, shop://goods/..../x), the JVM keeps the "
                         "slashes (shop://goods/7, shop://goods/..../x/)",
    "intake-refusal-order": "a URL with two intake problems (a dot segment at byte 3 and a NUL at byte 19; too "
                            "many segments and an encoded NUL): Swift and the web module name the first in the "
                            "URL, the JVM checks the segment count and control characters first",
    "registration-expansions": "under matchOrder registration, the expansions of one route's optional group "
                               "(https://m.example.com(/v1/:slug)/<path:tab> against .../v1/a/b): Swift and the "
                               "web module try the group first (slug = a, tab = b), the JVM without it "
                               "(tab = v1/a/b)",
    "empty-name-item-limit": "an item with an empty name (app://h/a?=v&x=1 with maxQueryItems 1): Swift and the "
                             "web module count it against maxQueryItems and refuse the URL, the JVM does not "
                             "(the article says such items are ignored, not whether they count)",
    "nested-rule-stops-chain": "a {url:query.NAME} rule whose from matches but whose item is missing "
                               "(app://login against /login -> {url:query.next}, then /:name -> "
                               "shop://goods/{name}): Swift and the web module stop there, the JVM goes on to "
                               "the next rule (shop://goods/login)",
    "jvm-rewrite-conflict": "two rewrites whose from patterns match the same URLs (/:w, then /:rest): Swift "
                            "refuses the table ('matches the same URLs as rewrite 1'), the JVM loads it",
    "rewrite-rule-order": "a regex rule written before a pattern rule that both apply (^app://old/(?<t>[0-9]+)$ "
                          "-> app://goods/{t}, then /:a/:b -> app://moved/{a}/{b}; app://old/7): Swift and the web "
                          "module try pattern rules first (app://moved/old/7, as RewriteRules and Tools.md say), "
                          "the JVM the order written (app://moved/goods/7, as the file-format article says)",
    "web-reason-escapes": "the web module's rewrite-loop reason writes a URL's control and format characters as "
                          "they are (app://a?x=U+200F through /a -> app://b, /b -> app://a); Swift and the JVM "
                          "write them as \\u{200F}, as every other reason does",
    "string-ranking": "<string:s> in ranking (/:a/:b and /<string:code>/:kind against app://h/1/2 under "
                      "specificity): Swift and the web module rank it as a plain capture (the first route, by "
                      "registration), the JVM as a typed one (the second), which the pattern article's Ranking "
                      "('literal before constrained or typed capture, before plain capture') says",
}
# The flags whose difference is masked when the answers are compared (the input is still generated): the others
# keep their inputs out of the tables and links.
MASKED = {"web-long-reason", "web-reason-escapes", "intake-refusal-order", "jvm-rewrite-conflict"}


def parse(spec):
    """The set of flags `spec` names ("", "all", or names joined by commas); a ValueError for an unknown one."""
    if not spec:
        return set()
    names = set(KNOWN) if spec == "all" else {name.strip() for name in spec.split(",") if name.strip()}
    unknown = sorted(names - set(KNOWN))
    if unknown:
        raise ValueError("unknown known-issue flag(s): %s; the flags are %s" % (", ".join(unknown), ", ".join(KNOWN)))
    return names
