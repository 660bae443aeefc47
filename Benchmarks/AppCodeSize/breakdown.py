"""What an executable's Swift code is made of (measure.sh --breakdown): its defined symbols' sizes (nm -S),
grouped by kind (async partial functions, generic specialisations, value witnesses, metadata, witness tables,
closures, other functions), by module, and by the function they belong to (a function's partial functions,
closures and specialisations counted together). Symbols are demangled with `swift demangle`."""
import collections
import re
import subprocess
import sys

MODULES = [
    "SwitchyardRouteTable", "SwitchyardMatching", "SwitchyardCompiledTables", "Switchyard", "Logging", "RouterApp", "TableApp",
    "CompiledRouterApp", "CompiledTableApp", "Swift", "_Concurrency",
]
OWNER_TYPE = re.compile(r"\b((?:" + "|".join(MODULES) + r")\.(?:\(\w+ in _\w+\)\.)?\w+)")
OWNER = re.compile(r"\b(" + "|".join(MODULES) + r")\.")
PREFIXES = re.compile(
    r"^(\(\d+\) |\(?(?:suspend|await) resume partial function for |generic specialization <.*?> of |async function pointer to "
    r"|merged |outlined \w+ of |(?:full )?type metadata (?:accessor |completion function )?for |protocol witness for "
    r"|protocol witness table for |value witness table for |nominal type descriptor for |\w+ value witness for "
    r"|(?:implicit )?closure #\d+ .*? in |reabstraction thunk helper .*? of )+"
)


def kind(full, section_kind):
    if section_kind not in "tTwW":
        if "metadata" in full[:60] or "descriptor" in full[:60]:
            return "data: metadata and descriptors"
        if "witness table" in full[:60] or "conformance" in full[:60]:
            return "data: witness tables and conformances"
        return "data: other"
    if "resume partial function" in full[:40]:
        return "code: async partial functions"
    if " value witness for " in full[:60]:
        return "code: value witnesses"
    if "generic specialization" in full[:40]:
        return "code: generic specialisations"
    if full.startswith("protocol witness for"):
        return "code: protocol witness thunks"
    if "metadata" in full[:60]:
        return "code: metadata accessors"
    if full.startswith("outlined") or full.startswith("merged"):
        return "code: outlined and merged"
    if "closure #" in full[:40]:
        return "code: closures"
    return "code: other functions"


def module(full):
    """The module of the first name in the symbol once its prefixes are gone (the function a partial function,
    closure or specialisation belongs to)."""
    found = OWNER.search(PREFIXES.sub("", full))
    return found.group(1) if found else "other (C, runtime)"


def main(binary):
    listing = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, check=True)
    symbols = [(int(p[1], 16), p[2], p[3]) for p in (line.split() for line in listing.stdout.splitlines()) if len(p) == 4]
    names = "\n".join(name for _, _, name in symbols)
    full = subprocess.run(["swift", "demangle"], input=names, capture_output=True, text=True).stdout.splitlines()
    short = subprocess.run(["swift", "demangle", "--simplified"], input=names, capture_output=True, text=True).stdout.splitlines()
    by_kind, by_module, by_type, by_function, counts = (collections.Counter() for _ in range(5))
    for (size, section_kind, _), long_name, short_name in zip(symbols, full, short):
        if section_kind not in "tTwWrRdD":
            continue
        by_kind[kind(long_name, section_kind)] += size
        by_module[module(long_name)] += size
        owner_type = OWNER_TYPE.search(PREFIXES.sub("", long_name))
        by_type[owner_type.group(1) if owner_type else "other (C, runtime)"] += size
        if section_kind in "tTwW":
            generic = "specialised " if "generic specialization" in long_name[:80] else ""
            owner = re.sub(r"^(specialized |\(\d+\) |\(?\w+ resume partial function for |(?:implicit )?closure #\d+ .*? in )+", "", short_name)
            owner = owner[:-1] if short_name.startswith("(") and owner.endswith(")") else owner
            by_function[generic + owner] += size
            counts[generic + owner] += 1
    print(f"{sum(by_kind.values()):>10,} bytes in defined symbols")
    for title, counter, limit in (("by kind", by_kind, 20), ("by module", by_module, 10), ("by type (or free function)", by_type, 30)):
        print(f"  {title}:")
        for key, value in counter.most_common(limit):
            print(f"  {value:>10,}  {key}")
    print("  the 25 largest functions (bytes, symbols, function):")
    for key, value in by_function.most_common(25):
        print(f"  {value:>10,} {counts[key]:>4}  {key[:130]}")


if __name__ == "__main__":
    main(sys.argv[1])
