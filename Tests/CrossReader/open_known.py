"""The routers' known differences (scripts/fuzz-routers.sh), each behind a named flag, as known.py has the readers'.
By default open_cases.py keeps a flag's shapes out of the cases; `--include-known NAME,NAME` or `all` (or
SWITCHYARD_FUZZ_KNOWN) lets them through. Each is cut down to one case in open_findings.json (fuzz_routers.py --cases
runs them). When a rule decides one and the routers agree, run with its flag; once clean, delete the flag."""

KNOWN = {
    "timed-above-cancel": (
        "a cancellation while an inner wait is raced, with a middleware above it that has a timeout and has already "
        "called next: the JVM writes that middleware's `< NAME failed cancelled` before `analytics failed` (as the "
        "corpus's cancel-outer-gets-cancelled has it for a middleware without a timeout), the Swift router after it "
        "(it races the timed middleware's whole run and ends the open there). router.cancel and "
        "router.middleware.timeout do not say whether a timed middleware that has called next is still raced. Kept "
        "out: a case cancels only when the wait it cancels is its only timed middleware or login gate."),
}


def excluded(include):
    """The flags whose shapes stay out, given --include-known's value."""
    names = {name.strip() for name in include.split(",") if name.strip()}
    if "all" in names:
        return frozenset()
    unknown = names - set(KNOWN)
    if unknown:
        raise SystemExit("fuzz-routers: no known difference named %s (open_known.py)" % ", ".join(sorted(unknown)))
    return frozenset(set(KNOWN) - names)
