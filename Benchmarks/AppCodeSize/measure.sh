#!/usr/bin/env bash
# The code an app pays for Switchyard (issue #35 item 3, issue #45). Builds this package's five apps the same way
# (release, `-Osize`, whole-module; the package's modules linked statically into each executable as SwiftPM
# does, the Swift runtime and standard library dynamically; unused sections dropped by the linker's
# `--gc-sections`, which SwiftPM passes for release executables on Linux) and prints, for the router app and the
# table-only app, declared in code and from a compiled table, its code minus the empty app's.
#
# "Code" is the sum of these ELF sections of the linked executable: `.text` (machine code), `.rodata` (constant
# data: strings, tables), `.data.rel.ro` (type metadata, witness tables, descriptors: read-only once relocated)
# and every `swift5_*` section (the runtime's metadata records: field, type-reference, conformance and
# capture descriptors). Not counted: unwind tables (`.eh_frame`, `.eh_frame_hdr`, about a fifth of `.text` on
# top; printed for information), dynamic-linking tables, writable data, debug information. KB = 1,024 bytes.
#
# Exit 1 when an app pays more than its committed threshold (`thresholds` beside this script), or when an app
# from compiled tables keeps what it must not (the builder's functions, SwitchyardMatching: see the checks below).
#
# A second figure, printed after the first and checked against no threshold: the same apps built with
# function-level dead stripping (DEAD_STRIP_FLAGS below: every public symbol internalised at link, each
# function in a section of its own, so `--gc-sections` drops the functions nothing reaches). It is the closest
# Linux gets to what Apple's linker does with `-dead_strip` on iOS, an estimate and not iOS's figure (ADR 0031
# says what it shows and what it does not). Those builds must print what the default builds print for the same
# URLs, or the script fails: a flag that strips a needed function must not pass for a smaller app.
#
#   Benchmarks/AppCodeSize/measure.sh                 # build both ways (about 4 minutes each from cold on two
#                                                     # cores) and check
#   Benchmarks/AppCodeSize/measure.sh --breakdown     # also: the bytes by kind of symbol and the largest functions
#   Benchmarks/AppCodeSize/measure.sh --default-only  # the default figure and its check only (one build)
#   JOBS=2 Benchmarks/AppCodeSize/measure.sh          # build jobs (default 1)
#
# Needs binutils (size, nm), python3 and `swift demangle` (for --breakdown and the dead-stripped check).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"

breakdown=0
dead_strip=1
for argument in "$@"; do
    case "$argument" in
    --breakdown) breakdown=1 ;;
    --default-only) dead_strip=0 ;;
    *) echo "usage: $0 [--breakdown] [--default-only]" >&2; exit 2 ;;
    esac
done
# What an app team adds to `swift build -c release` for function-level dead stripping on Linux (Swift 6.3).
# `-internalize-at-link` lets the linker treat the package's public symbols as internal to the executable, and
# drops the "keep me" flag (SHF_GNU_RETAIN, from `llvm.used`) that every function otherwise carries;
# `-function-sections` gives each function a section `--gc-sections` can drop.
DEAD_STRIP_FLAGS=(-Xswiftc -Xfrontend -Xswiftc -internalize-at-link -Xswiftc -Xfrontend -Xswiftc -function-sections)
# The URLs each app is run with, to compare the two builds' output: a typed parameter, a miss, a path capture.
RUN_URLS=("shop://goods/42" "shop://goods/abc" "shop://docs/a/b/c" "shop://user/ann/posts")

# The compiled apps' table (issue #45), compiled again from ten-routes.json by the package's own tool, so that the
# image is the format of the library being measured (the tool's debug build, which `swift test` makes anyway).
root="$(cd "$here/../.." && pwd)"
for app in CompiledTableApp CompiledRouterApp; do
    (cd "$root" && swift run -j "${JOBS:-1}" switchyard gen compiled --table Benchmarks/AppCodeSize/ten-routes.json \
        --name tenRoutes --output "Benchmarks/AppCodeSize/Sources/$app/TenRoutes.swift") >&2
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
printf '%-17s %12s %12s %12s %10s\n' app "code (B)" "pays (KB)" "unwind (KB)" threshold
for app in RouterApp TableApp CompiledRouterApp CompiledTableApp; do
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
    printf '%-17s %12s %12s %12s %10s  %s\n' "$app" "$code" "$pays" "$unwind_pays" "${limit:-?}" "$verdict"
done
echo "(code = .text + .rodata + .data.rel.ro + swift5_*, minus the empty app's $empty_code bytes; KB = 1,024 bytes)"
# A compiled table routes as the same routes declared in code: each compiled app prints what its twin prints.
for pair in "CompiledRouterApp RouterApp" "CompiledTableApp TableApp"; do
    read -r compiled declared <<<"$pair"
    for url in "${RUN_URLS[@]}"; do
        if [ "$("$bin/$compiled" "$url" 2>&1)" != "$("$bin/$declared" "$url" 2>&1)" ]; then
            echo "$compiled prints otherwise than $declared for $url" >&2; status=1
        fi
    done
done

if [ "$dead_strip" = 1 ]; then
    stripped_path="$here/.build-dead-strip"
    swift build -c release -Xswiftc -Osize -j "${JOBS:-1}" --scratch-path "$stripped_path" "${DEAD_STRIP_FLAGS[@]}" >&2
    stripped="$(swift build -c release -Xswiftc -Osize --scratch-path "$stripped_path" --show-bin-path)"
    echo
    echo "With function-level dead stripping: the closest Linux gets to what Apple's linker does with -dead_strip on iOS"
    echo "(${DEAD_STRIP_FLAGS[*]}; no threshold: an estimate, see ADR 0031)"
    read -r stripped_empty stripped_empty_unwind < <(sections "$stripped/EmptyApp")
    printf '%-17s %12s %12s %12s %10s\n' app "code (B)" "pays (KB)" "unwind (KB)" "runs"
    for app in RouterApp TableApp CompiledRouterApp CompiledTableApp; do
        read -r code unwind < <(sections "$stripped/$app")
        runs=same
        for url in "${RUN_URLS[@]}"; do
            if [ "$("$bin/$app" "$url" 2>&1)" != "$("$stripped/$app" "$url" 2>&1)" ]; then
                runs="DIFFERS on $url"; status=1
            fi
        done
        printf '%-17s %12s %12s %12s %10s\n' "$app" "$code" "$(((code - stripped_empty + 512) / 1024))" \
            "$(((unwind - stripped_empty_unwind + 512) / 1024))" "$runs"
    done
    echo "(runs: what each app prints for ${RUN_URLS[*]}, against the default build's)"
    # Issue #45 item 3: a router whose routes all come from compiled tables keeps none of the builder's functions
    # once dead code is stripped (ADR 0040's third amendment). A call into the builder from `build()` or the open
    # (or from what a type descriptor names) brings them back, and fails this. Value witnesses and metadata of
    # the builder's types stay (the router builder holds a `RouteTableBuilder`): the check names functions.
    builder_functions="$(nm "$stripped/CompiledRouterApp" | swift demangle --simplified |
        grep -c -E ' (PatternParser\.parse|ConflictChecker\.check|TrieGrowth\.add)' || true)"
    if [ "$builder_functions" != 0 ]; then
        echo "CompiledRouterApp keeps $builder_functions of the builder's functions with dead stripping (expected none)" >&2
        status=1
    fi
fi
# Issue #45 item 3: the compiled table app links no part of SwitchyardMatching, under the default measure too.
if nm "$bin/CompiledTableApp" | grep -q '18SwitchyardMatching'; then
    echo "CompiledTableApp links SwitchyardMatching (expected: only SwitchyardRouteTable and the loader)" >&2
    status=1
fi

if [ "$breakdown" = 1 ]; then
    for app in RouterApp TableApp CompiledRouterApp CompiledTableApp; do
        echo
        echo "== $app: defined symbols by kind, then by function (all partial functions and closures of a function together)"
        python3 "$here/breakdown.py" "$bin/$app"
        if [ "$dead_strip" = 1 ]; then
            echo
            echo "== $app with function-level dead stripping"
            python3 "$here/breakdown.py" "$stripped/$app"
        fi
    done
fi
exit "$status"
