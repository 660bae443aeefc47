#!/usr/bin/env bash
# Issue #58: what an app that depends on Switchyard builds. Two fresh consumer packages, written to a temporary
# folder, each built cold from a scratch folder of its own, and their build logs read:
#
#   code-app     routes declared in code, the `Switchyard` product only, with the README's `traits: []`: SwiftPM
#                must check out no Yams, swift-crypto, swift-asn1 or argument-parser (ADR 0046), and the build must
#                compile no C or C++ file, no plugin script but Switchyard's own and no target outside Switchyard's
#                libraries and swift-log; then trait-off-app, which uses SwitchyardConfig with `traits: []`, built
#                in code-app's scratch folder, must stop at the one error that names the trait RouteTableFiles;
#   plugin-app   routes compiled by SwitchyardRoutesPlugin, the `SwitchyardCompiledRoutes` product only, with
#                BuildTimeRoutes's `traits: ["RouteTableFiles"]`: no swift-crypto, swift-asn1 or argument-parser
#                checked out, BoringSSL compiled no times and the routes compiler once, the first build after the
#                cold one must not compile the app's module again, and a build with nothing changed must compile
#                nothing (the second after the cold one: see below).
#
# A third package that depends on RoutingKit is built cold the same way, first, and each build's time is printed
# beside it and as a multiple of it (cold, debug, this machine's load included: the ratios are of one run). Then
# plugin-tool-repro, the smallest package whose build-tool plugin runs a tool of its own, shows what SwiftPM itself
# does again (counted, not gated): the tool linked twice in a cold build, and twice more in the next.
#
#   scripts/check-consumer-builds.sh [--keep]
#
# The packages' sources are scripts/consumer-builds/. Needs only swift and the packages the manifest names.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
keep=0
for argument in "$@"; do
    case "$argument" in
    --with-routingkit) ;; # the RoutingKit app is always built now (issue #65)
    --keep) keep=1 ;;
    *) echo "usage: $0 [--keep]" >&2; exit 2 ;;
    esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/switchyard-consumers.XXXXXX")
[ "$keep" -eq 1 ] && echo "check-consumer-builds: packages and logs kept in $work" || trap 'rm -rf "$work"' EXIT
failures=0

# Copies scripts/consumer-builds/NAME to the work folder, pointing its Switchyard dependency at this checkout.
lay_out() {
    cp -R "scripts/consumer-builds/$1" "$work/$1"
    sed -i.bak "s|SWITCHYARD_PATH|$root|" "$work/$1/Package.swift" && rm -f "$work/$1/Package.swift.bak"
}

# Builds package NAME cold in a scratch folder of its own; the log is $work/NAME.log, the seconds $work/NAME.seconds.
build_cold() {
    local start end
    start=$(date +%s)
    if ! swift build --package-path "$work/$1" --scratch-path "$work/$1-scratch" "${@:2}" >"$work/$1.log" 2>&1; then
        cat "$work/$1.log" >&2
        echo "check-consumer-builds: $1 did not build" >&2
        exit 1
    fi
    end=$(date +%s)
    echo $((end - start)) >"$work/$1.seconds"
}

# The modules a log shows compiled ("Compiling MODULE file", "Emitting module MODULE"), one a line, sorted; not
# SwiftPM's own compiles of plugin scripts ("Compiling plugin NAME") or of a table ("Compiling routes FILE").
compiled_modules() {
    sed -nE -e 's/^\[[0-9]+\/[0-9]+\] Compiling ([A-Za-z0-9_]+) .*/\1/p' -e 's/^\[[0-9]+\/[0-9]+\] Emitting module ([A-Za-z0-9_]+).*/\1/p' "$1" \
        | grep -vxE 'plugin|routes' | sort -u
}

# The C, C++ and assembly files a log shows compiled, one a line ("Compiling writer.c": SwiftPM names no module).
c_file_list() { sed -nE 's/^\[[0-9]+\/[0-9]+\] Compiling ([A-Za-z0-9_]+ )?([^ ]+\.(c|cc|cpp|cxx|m|mm|S|s))$/\2/p' "$1"; }
c_files() { c_file_list "$1" | wc -l | tr -d ' '; }

fail() {
    echo "check-consumer-builds: FAIL: $*" >&2
    failures=$((failures + 1))
}

lay_out routingkit-app
lay_out code-app
lay_out plugin-app
lay_out trait-off-app
build_cold routingkit-app
build_cold code-app
build_cold plugin-app

# The packages SwiftPM checked out for package NAME that it must not have (ADR 0046: the traits the app turned off).
fetched_unused() {
    local name
    for name in Yams swift-crypto swift-asn1 swift-argument-parser; do
        [ "$1" = plugin-app ] && [ "$name" = Yams ] && continue # the routes compiler reads YAML tables
        [ ! -e "$work/$1-scratch/checkouts/$name" ] || echo "$name"
    done
}
for app in code-app plugin-app; do
    unused=$(fetched_unused "$app")
    [ -z "$unused" ] || fail "$app checked out packages its traits turn off: $(echo "$unused" | tr '\n' ' ')"
done
# SwiftPM compiles the script of every plugin in the graph, used or not: Switchyard's own is one small file (a plugin
# cannot be conditional on a trait); argument-parser's two must be gone with argument-parser.
plugin_scripts=$(grep -E '^\[[0-9]+/[0-9]+\] Compiling plugin ' "$work/code-app.log" | grep -cv 'Compiling plugin SwitchyardRoutesPlugin$' || true)
[ "$plugin_scripts" -eq 0 ] || fail "code-app compiled $plugin_scripts plugin scripts besides SwitchyardRoutesPlugin (argument-parser's?)"

# The code-declared app: Switchyard's libraries and swift-log only, no C.
outside=$(compiled_modules "$work/code-app.log" | grep -vE '^(Switchyard[A-Za-z]*|Logging|CodeApp)$' || true)
[ -z "$outside" ] || fail "code-app compiled targets outside Switchyard's libraries and swift-log: $(echo "$outside" | tr '\n' ' ')"
[ "$(c_files "$work/code-app.log")" -eq 0 ] || fail "code-app compiled $(c_files "$work/code-app.log") C/C++ files"

# The plugin app: no BoringSSL, the tool linked once, and a no-op rebuild that compiles nothing.
# SwiftPM's progress lines name a C file without its module: the only C the plugin app may compile is Yams's libyaml
# (the tool reads YAML tables), so any other C file, or a swift-crypto module, is BoringSSL's.
boringssl=$(c_file_list "$work/plugin-app.log" | grep -cvxE '(api|emitter|parser|reader|scanner|writer)\.c' || true)
[ "$boringssl" -eq 0 ] || fail "plugin-app compiled $boringssl C/C++ files that are not libyaml's (BoringSSL's)"
crypto=$(compiled_modules "$work/plugin-app.log" | grep -cE '^_?Crypto' || true)
[ "$crypto" -eq 0 ] || fail "plugin-app compiled swift-crypto's modules"
# The tool's own module compiled once (SwiftPM 6.3 links it as switchyard-routes-compiler-tool, and links it again when
# it plans the build after preparing the plugins' tools: counted and shown, not gated).
tools=$(grep -cE '^\[[0-9]+/[0-9]+\] Emitting module SwitchyardToolCore$' "$work/plugin-app.log" || true)
links=$(grep -cE '^\[[0-9]+/[0-9]+\] Linking switchyard-routes-compiler(-tool)?$' "$work/plugin-app.log" || true)
[ "$tools" -eq 1 ] || fail "plugin-app compiled the routes compiler's module $tools times (want 1)"
# SwiftPM 6.3 compiles the C files of a plugin tool's dependencies (Yams's) again, and links the tool again, in the
# first build after a cold one (and twice in the cold one); from the second on, a build with nothing changed compiles
# nothing. The first is counted and shown; the second is the gate.
steps() { grep -E '^\[[0-9]+/[0-9]+\] (Compiling|Linking|Emitting) ' "$1" | grep -cvE 'Compiling plugin ' || true; }
for pass in 1 2; do
    swift build --package-path "$work/plugin-app" --scratch-path "$work/plugin-app-scratch" >"$work/plugin-app.rebuild$pass.log" 2>&1
done
settling=$(steps "$work/plugin-app.rebuild1.log")
rebuilt=$(steps "$work/plugin-app.rebuild2.log")
# The first rebuild runs the plugin's command again (SwiftPM relinks the tool); the tool leaves its unchanged Swift
# alone, so the app's own module is not compiled again.
recompiled=$(grep -cE '^\[[0-9]+/[0-9]+\] (Compiling|Emitting module) PluginApp' "$work/plugin-app.rebuild1.log" || true)
[ "$recompiled" -eq 0 ] || fail "plugin-app's first rebuild compiled the app's module again ($recompiled steps): the tool rewrote an unchanged file"
[ "$rebuilt" -eq 0 ] || fail "plugin-app's no-op rebuild did $rebuilt steps: $(grep -E '(Compiling|Linking|Emitting) ' "$work/plugin-app.rebuild2.log" | grep -v 'Compiling plugin ' | head -3 | tr '\n' ' ')"
# Both apps run: the routes they declare open.
"$work/code-app-scratch/debug/CodeApp" | grep -qx 'goods 42' || fail "code-app did not open its route"
"$work/plugin-app-scratch/debug/PluginApp" | grep -qx 'goods 42' || fail "plugin-app did not open its route"
# SwitchyardConfig with its trait off: the build stops at the one #error that names the trait (SwiftPM prints it
# twice, once per job), not at a missing module. In code-app's scratch folder: Switchyard's modules are built there.
trait_off_errors() { grep -E '^/.*: error: ' "$work/trait-off-app.log" | sed -E 's/^[^ ]+ error: //' | sort -u; }
if swift build --package-path "$work/trait-off-app" --scratch-path "$work/code-app-scratch" >"$work/trait-off-app.log" 2>&1; then
    fail "trait-off-app built SwitchyardConfig with the trait RouteTableFiles off"
elif [ "$(trait_off_errors | wc -l)" -ne 1 ] || ! trait_off_errors | grep -q "needs Switchyard's package trait RouteTableFiles"; then
    fail "trait-off-app did not stop at the one error naming RouteTableFiles: $(trait_off_errors | head -3 | tr '\n' ' ')"
fi

# Seconds, and the multiple of the RoutingKit app's cold build in this run.
beside_routingkit() {
    awk -v mine="$(cat "$work/$1.seconds")" -v rk="$(cat "$work/routingkit-app.seconds")" \
        'BEGIN { printf "%d s (%.1fx the RoutingKit app'"'"'s %d s)", mine, (rk > 0 ? mine / rk : 0), rk }'
}
echo "check-consumer-builds: routingkit-app cold build $(cat "$work/routingkit-app.seconds") s, $(compiled_modules "$work/routingkit-app.log" | wc -l) modules"
echo "check-consumer-builds: code-app   cold build $(beside_routingkit code-app), checked out: $(ls "$work/code-app-scratch/checkouts" | tr '\n' ' ')- $(compiled_modules "$work/code-app.log" | wc -l) modules, $(c_files "$work/code-app.log") C/C++ files, $plugin_scripts plugin scripts besides Switchyard's"
echo "check-consumer-builds: plugin-app cold build $(beside_routingkit plugin-app), checked out: $(ls "$work/plugin-app-scratch/checkouts" | tr '\n' ' ')- $(compiled_modules "$work/plugin-app.log" | wc -l) modules, $(c_files "$work/plugin-app.log") C/C++ files, BoringSSL files $boringssl, swift-crypto modules $crypto, routes compiler's module compiled $tools time(s) (linked $links), first rebuild steps $settling (app module compiled $recompiled times), no-op rebuild steps $rebuilt"

# SwiftPM's own share: the smallest package whose build-tool plugin runs a tool of its own (one C file), cold and
# twice after. Counted and shown, not gated: SwiftPM 6.3 links the tool in its plugin-tools build and again in the
# build (two build databases over the same files), in the cold build and in the next.
cp -R scripts/consumer-builds/plugin-tool-repro "$work/plugin-tool-repro"
repro_counts() { echo "clib.c compiled $(grep -c 'Compiling CLib clib.c' "$1" || true), tool linked $(grep -c 'Linking tool-tool' "$1" || true)"; }
for pass in cold 1 2; do
    swift build --package-path "$work/plugin-tool-repro/App" >"$work/plugin-tool-repro.$pass.log" 2>&1 \
        || { cat "$work/plugin-tool-repro.$pass.log" >&2; fail "plugin-tool-repro did not build"; break; }
done
echo "check-consumer-builds: plugin-tool-repro (SwiftPM's own): cold: $(repro_counts "$work/plugin-tool-repro.cold.log"); next: $(repro_counts "$work/plugin-tool-repro.1.log"); the one after: $(repro_counts "$work/plugin-tool-repro.2.log")"
if [ "$failures" -ne 0 ]; then
    echo "check-consumer-builds: $failures check(s) failed (logs: rerun with --keep)" >&2
    exit 1
fi
echo "check-consumer-builds: the code-declared app fetches no Yams, swift-crypto or argument-parser and builds no C, no other package's plugin script and no tool; the plugin app fetches no swift-crypto or argument-parser, builds no BoringSSL, compiles the tool once and its own module once"
