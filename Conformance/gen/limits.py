"""What a table may ask of the readers, bounded (issue #64 items 1 and 6): intake limits no larger than their
ceilings, and a rewrite's regex with at most 16 named groups.

Rules: the route-table file article, "Options" (`file.options.limit-ceilings`: maxURLLength at most 65536,
maxSegments at most 1024, maxQueryItems at most 2048, a larger value refused at the value) and "A rewrite"
(`file.rewrites.regex-groups`: at most 16 named groups, the 17th refused at its `(`;
`file.rewrites.regex-positions`: at most 128 positions, counted as the article says). A table at a ceiling takes
in what the ceiling allows (the normalisation contract's limits, applied with the table's values); a 16-group
rule fills each group with the text between its separators (the format article's regex rewrite: named groups
fill `to`).
"""
import corpus
from table_errors import add_at, message

LETTERS = "abcdefghijklmnop"


def ceilings():
    f = corpus.CaseFile(
        "limits-ceilings", "Route-table file article, Options: the intake limits' ceilings.",
        {"options": {"maxURLLength": 65536, "maxSegments": 1024},
         "routes": [{"pattern": "app://done/:x", "handler": "done"}, {"pattern": "app://w/*", "handler": "walk"}],
         "rewrites": [{"regex": "^app://long/(?<a>[a-z]*)(?<b>[a-z]*)$", "to": "app://done/{a}"}]})
    r = "file.options.limit-ceilings"
    for key, value, ceiling in [("maxURLLength", "65537", "65536"), ("maxSegments", "1025", "1024"),
                                ("maxQueryItems", "2049", "2048"), ("maxURLLength", "9223372036854775807", "65536"),
                                ("maxQueryItems", "2147483647", "2048")]:
        text = '{"options": {"%s": %s}, "routes": []}\n' % (key, value)
        add_at(f, r, text, "value.too-large", value, name='"%s"' % key, limit=ceiling, value=value)
    text = '{"options": {"maxSegments": 1024, "maxQueryItems": 2048, "maxURLLength": 70000}, "routes": []}\n'
    add_at(f, r, text, "value.too-large", "70000", name='"maxURLLength"', limit="65536", value="70000",
           note="the limits at their ceilings are taken; the one past it is the error")
    # At the ceilings: a URL longer than the default 16,384 bytes is taken in and rewritten (the first group
    # takes the most), and 1,024 segments are, the host "w" one of them; 1,025 are refused.
    long = "a" * 16500
    f.hit(r, "app://long/" + long, "done", {"x": long}, rewritten="app://done/" + long,
          note="16,511 bytes: past the default limit, within the table's 65,536")
    f.hit(r, "app://w/" + "/".join(["s"] * 1023), "walk", wildcard=["s"] * 1023,
          note="the host w is the first of 1,024 segments")
    f.miss(r, "app://w/" + "/".join(["s"] * 1024), refusal="intake", intake="too-many-segments")


def regex_groups():
    f = corpus.CaseFile(
        "limits-regex-groups", "Route-table file article, A rewrite: at most 16 named groups in a regex.",
        {"routes": [{"pattern": "app://done/:x", "handler": "done"}],
         "rewrites": [{"regex": "^app://r/" + "-".join("(?<g%d>[a-z]*)" % k for k in range(16)) + "$",
                       "to": "app://done/" + "".join("{g%d}" % k for k in range(16))},
                      {"regex": "^app://p/(?<g>[a-z]{120})$", "to": "app://done/{g}"}]})
    r = "file.rewrites.regex-groups"
    f.hit(r, "app://r/" + "-".join(LETTERS), "done", {"x": LETTERS}, rewritten="app://done/" + LETTERS)
    f.hit(r, "app://r/" + "-".join(["xyz"] * 15 + [""]), "done", {"x": "xyz" * 15}, rewritten="app://done/" + "xyz" * 15,
          note="the last group takes nothing")
    f.miss(r, "app://r/" + "-".join(LETTERS[:15]), note="15 pieces: the regex does not match, nothing is rewritten")
    f.hit("file.rewrites.regex-positions", "app://p/" + "q" * 120, "done", {"x": "q" * 120},
          rewritten="app://done/" + "q" * 120, note="8 + 120 = 128 positions: the most a regex may have")

    def w(regex):
        return '{"routes": [], "rewrites": [\n  {"regex": "%s", "to": "x://b"}\n]}\n' % regex
    seventeen = "^x://a/" + "".join("(?<g%d>a)" % k for k in range(17)) + "$"
    add_at(f, r, w(seventeen), "regex.too-many-groups", "(?<g16>", limit="16")
    many = "^x://a/" + "/".join("(?<g%d>[a-z]*)" % k for k in range(500)) + "$"
    add_at(f, r, w(many), "regex.too-many-groups", "(?<g16>", limit="16", note="500 groups: the 17th is the place")
    # Positions: 6 for x://a/ and one per copy of [a-z]; ^, $ and the group itself none.
    rp = "file.rewrites.regex-positions"
    add_at(f, rp, w("^x://a/(?<g>[a-z]{123})$"), "regex.too-many-positions", "^x://a/", limit="128", count="129",
           note="one past the most")
    add_at(f, rp, w("^x://a/(?<g>[a-z]{250})$"), "regex.too-many-positions", "^x://a/", limit="128", count="256",
           note="256 positions: the old limit took it")
    add_at(f, rp, w("^x://a/(?:[a-z]{2,}){100}$"), "regex.too-many-positions", "^x://a/", limit="128", count="306",
           note="x{2,} is 3 copies, 100 times")
    add_at(f, rp, w("^x://a/(?<a>[a-z]+)" + "(?:[0-9]?)" * 121 + "$"), "regex.too-many-positions", "^x://a/",
           limit="128", count="129", note="x+ is 2 copies")


def generate():
    ceilings()
    regex_groups()
