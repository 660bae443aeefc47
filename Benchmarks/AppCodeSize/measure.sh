#!/usr/bin/env bash
# The code an app pays for Switchyard (issue #35 item 3). Builds this package's three apps the same way
# (release, `-Osize`, whole-module; the package's modules linked statically into each executable as SwiftPM
# does, the Swift runtime and standard library dynamically; unused sections dropped by the linker's
# `--gc-sections`, which SwiftPM passes for release executables on Linux) and prints, for the router app and the
# table-only app, its code minus the empty app's.
#
# "Code" is the sum of these ELF sections of the linked executable: `.text` (machine code), `.rodata` (constant
# data: strings, tables), `.data.rel.ro` (type metadata, witness tables, descriptors: read-only once relocated)
# and every `swift5_*` section (the runtime's metadata records: field, type-reference, conformance and
# capture descriptors). Not counted: unwind tables (`.eh_frame`, `.eh_frame_hdr`, about a fifth of `.text` on
# top; printed for information), dynamic-linking tables, writable data, debug information. KB = 1,024 bytes.
#
# Exit 1 when an app pays more than its committed threshold (`thresholds` beside this script).
#
#   Benchmarks/AppCodeSize/measure.sh               # build (about 3-4 minutes from cold on two cores) and check
#   Benchmarks/AppCodeSize/measure.sh --breakdown   # also: the bytes by kind of symbol and the largest functions
#   JOBS=2 Benchmarks/AppCodeSize/measure.sh        # build jobs (default 1)
#
# Needs binutils (size, nm), python3 and `swift demangle` (for --breakdown only).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"

breakdown=0
for argument in "$@"; do
    case "$argument" in
    --breakdown) breakdown=1 ;;
    *) echo "usage: $0 [--breakdown]" >&2; exit 2 ;;
    esac
done

swift build -c release -Xswiftc -Osize -j "${JOBS:-1}" >&2
bin="$(swift build -c release -Xswiftc -Osize --show-bin-path)"

# Prints "<code bytes> <unwind bytes>" for an executable.
sections() {
    size -A -d "$1" | awk '
        $1 == ".text" || $1 == ".rodata" || $1 == ".data.rel.ro" || $1 ~ /^swift5_/ { code += $2 }
        $1 == ".eh_frame" || $1 == ".eh_frame_hdr" { unwind += $2 }
        END { print code + 0, unwind + 0 }'
}

read -r empty_code empty_unwind < <(sections "$bin/EmptyApp")
status=0
printf '%-10s %12s %12s %12s %10s\n' app "code (B)" "pays (KB)" "unwind (KB)" threshold
for app in RouterApp TableApp; do
    read -r code unwind < <(sections "$bin/$app")
    pays=$(((code - empty_code + 512) / 1024))
    unwind_pays=$(((unwind - empty_unwind + 512) / 1024))
    limit="$(awk -v app="$app" '$1 == app { print $2 }' thresholds)"
    verdict=ok
    if [ -z "$limit" ]; then
        verdict="no threshold"; status=1
    elif [ "$pays" -gt "$limit" ]; then
        verdict="OVER"; status=1
    fi
    printf '%-10s %12s %12s %12s %10s  %s\n' "$app" "$code" "$pays" "$unwind_pays" "${limit:-?}" "$verdict"
done
echo "(code = .text + .rodata + .data.rel.ro + swift5_*, minus the empty app's $empty_code bytes; KB = 1,024 bytes)"

if [ "$breakdown" = 1 ]; then
    for app in RouterApp TableApp; do
        echo
        echo "== $app: defined symbols by kind, then by function (all partial functions and closures of a function together)"
        python3 "$here/breakdown.py" "$bin/$app"
    done
fi
exit "$status"
