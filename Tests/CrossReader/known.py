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
    "bom": "issue #64 item 2: the web module drops a leading U+FEFF from each decoded piece (fixed on main by "
           "s38-web, 0462a44: 0 differences in 250 tables with this flag on; remove it once merged)",
    # Found by this fuzzer (session 38), for the lead to decide and fix:
    "host-segment-case": "a host read as the first path segment, against a pattern segment that is not a plain "
                         "literal: a host pattern under hostAsPath always (https://www.example.<t=com|de>/a against "
                         "https://WWW.EXAMPLE.DE/a) or literal text beside a capture (SHOP://USER-007/a against "
                         "/user-<int:n>/:v): the JVM compares case-insensitively (as pattern.host.case-insensitive "
                         "says for host patterns), Swift and the web module as written",
    "web-scheme-placeholder-rewrite": "a rewrite whose from has a scheme placeholder "
                                      "(http<scheme=|s>://example.com/a): Swift and the JVM rewrite "
                                      "https://example.com/a, the web module never applies the rule",
}


def parse(spec):
    """The set of flags `spec` names ("", "all", or names joined by commas); a ValueError for an unknown one."""
    if not spec:
        return set()
    names = set(KNOWN) if spec == "all" else {name.strip() for name in spec.split(",") if name.strip()}
    unknown = sorted(names - set(KNOWN))
    if unknown:
        raise ValueError("unknown known-issue flag(s): %s; the flags are %s" % (", ".join(unknown), ", ".join(KNOWN)))
    return names
