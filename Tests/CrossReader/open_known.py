"""The routers' known differences (scripts/fuzz-routers.sh), each behind a named flag, as known.py has the readers'.
By default open_cases.py keeps a flag's shapes out of the cases; `--include-known NAME,NAME` or `all` (or
SWITCHYARD_FUZZ_KNOWN) lets them through. Each is cut down to one case in open_findings.json (fuzz_routers.py --cases
runs them). When a rule decides one and the routers agree, run with its flag; once clean, delete the flag."""

# None today. timed-above-cancel (a middleware with a timeout above a cancelled wait, which had called next) was
# decided on 2026-11-28 (ADR 0071): such a middleware is no longer raced (router.cancel), and its case is the corpus's
# cancel-timed-outer-gets-cancelled. twice-above-cancel was decided earlier that day (cancel-wins-over-next-twice).
KNOWN = {}


def excluded(include):
    """The flags whose shapes stay out, given --include-known's value."""
    names = {name.strip() for name in include.split(",") if name.strip()}
    if "all" in names:
        return frozenset()
    unknown = names - set(KNOWN)
    if unknown:
        raise SystemExit("fuzz-routers: no known difference named %s (open_known.py)" % ", ".join(sorted(unknown)))
    return frozenset(set(KNOWN) - names)
