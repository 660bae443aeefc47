#!/usr/bin/env python3
"""The JVM library's public API, one line a type or member, sorted, and the release policy on it.

Usage:
  api_surface.py surface JAVAP_PUBLIC_OUTPUT              prints the surface (`javap -public` over every class)
  api_surface.py check SURFACE BASELINE API_DIR VERSION   exits 1 when the surface is not the baseline, the
                                                          baseline is not VERSION's, or VERSION removes or changes
                                                          what the last released API (API_DIR/RELEASE.txt) had
                                                          without a breaking version (semver; below 1.0 a new minor)
Called by Android/check-api.sh (Android/docs/compatibility.md, "Versions and the API baseline").
"""
import os
import re
import sys

HEADER = "# switchyard-android "


def surface(javap_text):
    """`Type: declaration` for every public type and each of its public members, sorted."""
    lines = []
    owner = None
    for raw in javap_text.splitlines():
        line = raw.strip()
        if not line or line.startswith("Compiled from"):
            continue
        if line.endswith("{") and owner is None:
            header = line[:-1].strip()
            public = header.startswith("public ")
            name = re.search(r"(?:class|interface|enum|@interface) ([\w.$]+)", header).group(1)
            owner = name if public else ""
            if public:
                lines.append(f"{name}: {header}")
            continue
        if line == "}":
            owner = None
            continue
        if owner:
            lines.append(f"{owner}: {line}")
    return sorted(set(lines))


def version(text):
    return tuple(int(part) for part in text.split("."))


def breaking_bump(released, current):
    """Whether `current` may break `released`'s API: a new major, or below 1.0 a new minor."""
    if current[0] > released[0]:
        return True
    return released[0] == 0 and current[0] == 0 and current[1] > released[1]


def releases(api_dir):
    found = []
    for name in os.listdir(api_dir):
        m = re.fullmatch(r"(\d+\.\d+\.\d+)\.txt", name)
        if m:
            found.append((version(m.group(1)), os.path.join(api_dir, name)))
    return sorted(found)


def read(path):
    lines = [line.rstrip("\n") for line in open(path, encoding="utf-8")]
    return lines[0], set(line for line in lines[1:] if line and not line.startswith("#"))


def check(surface_path, baseline_path, api_dir, current_text):
    current = version(current_text)
    _, now = read(surface_path)
    head, baseline = read(baseline_path)
    failed = False
    if now != baseline:
        failed = True
        print("check-api: error: the public API is not Android/api/baseline.txt; if the change is meant, "
              "run Android/check-api.sh --update and commit the baseline with it:")
        for line in sorted(baseline - now):
            print("  - " + line)
        for line in sorted(now - baseline):
            print("  + " + line)
    if head != HEADER + current_text:
        failed = True
        print(f"check-api: error: baseline.txt is for '{head[len(HEADER):]}', pom.xml is {current_text}: "
              "run Android/check-api.sh --update")
    released = [(v, path) for v, path in releases(api_dir) if v <= current]
    if released:
        last, path = released[-1]
        _, before = read(path)
        removed = sorted(before - now)
        if removed and not breaking_bump(last, current):
            failed = True
            shown = ".".join(map(str, last))
            print(f"check-api: error: {len(removed)} declarations of the released {shown} are removed or "
                  f"changed, and {current_text} is not a breaking version over {shown} (a new minor below "
                  "1.0, else a new major; keep a @Deprecated bridge where you can):")
            for line in removed:
                print("  - " + line)
        print(f"check-api: {len(now)} public declarations; {len(removed)} of the released "
              f"{'.'.join(map(str, last))} removed or changed, {len(now - before)} added; version {current_text}")
    else:
        print(f"check-api: {len(now)} public declarations; no release before {current_text}")
    return 1 if failed else 0


def main():
    if sys.argv[1] == "surface":
        for line in surface(open(sys.argv[2], encoding="utf-8").read()):
            print(line)
        return 0
    return check(*sys.argv[2:6])


if __name__ == "__main__":
    sys.exit(main())
