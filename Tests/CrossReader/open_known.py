"""The routers' known differences (scripts/fuzz-routers.sh), each behind a named flag, as known.py has the readers'.
By default open_cases.py keeps a flag's shapes out of the cases; `--include-known NAME,NAME` or `all` (or
SWITCHYARD_FUZZ_KNOWN) lets them through. When a fix is merged, run with its flag; once clean, delete the flag."""

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
