#!/usr/bin/env bash
# Issue #79 item 9: the web runtime that `switchyard gen web` embeds, bundled and minified by esbuild (Debian's
# `esbuild`; .ci/run installs it), once, when its sources change, not by the tool. Each entry of
# Sources/SwitchyardTool/Catalogue/PageAssets (web-runtime.js: the module without a routing document;
# web-runtime-document.js: with one) becomes ENTRY.min.js beside it: one scope, only what the entry's exports reach
# (esbuild's tree shaking), names shortened, no comments. Those files are committed; the tool embeds them as
# resources and writes the table before them (WebModule.swift), so an app developer's `gen web` needs no esbuild.
#
#   scripts/minify-web-runtime.sh           # regenerate the .min.js files: run it after editing any matcher*.js or
#                                           # web-runtime*.js, and commit the result
#   scripts/minify-web-runtime.sh --check   # regenerate into a temporary folder and fail on a difference from the
#                                           # committed files (scripts/check-js.sh, CI)
#
# The output is esbuild's, so it depends on esbuild's version: the committed files are ESBUILD_VERSION's (the one
# Debian ships and CI installs); another version may write other bytes, and --check then says which it ran.
set -euo pipefail
cd "$(dirname "$0")/.."

ESBUILD_VERSION=0.17.0
ASSETS=Sources/SwitchyardTool/Catalogue/PageAssets
ENTRIES="web-runtime web-runtime-document"

if ! command -v esbuild >/dev/null 2>&1; then
    echo "esbuild is not installed: apt-get install -y esbuild (.ci/run does)" >&2
    exit 1
fi
version=$(esbuild --version)

check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: scripts/minify-web-runtime.sh [--check]" >&2; exit 64 ;;
esac

out=$ASSETS
if $check; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
fi

# --format=esm: an ES module whose exports an app's own bundler still tree-shakes (a page that imports only `match`
# leaves out `urlFor`); --target=es2022: the syntax the sources are checked at (Tests/JavaScript/tsconfig.json),
# written as it is; --legal-comments=none: the licence notice is the tool's to write, at the module's top.
for entry in $ENTRIES; do
    esbuild "$ASSETS/$entry.js" --bundle --minify --format=esm --target=es2022 --legal-comments=none \
        --log-level=warning --outfile="$out/$entry.min.js"
done

if ! $check; then
    for entry in $ENTRIES; do echo "$ASSETS/$entry.min.js: $(wc -c <"$ASSETS/$entry.min.js") bytes"; done
    [ "$version" = "$ESBUILD_VERSION" ] || echo "note: written by esbuild $version; the committed files are $ESBUILD_VERSION's" >&2
    exit 0
fi

status=0
for entry in $ENTRIES; do
    if ! cmp -s "$out/$entry.min.js" "$ASSETS/$entry.min.js"; then
        echo "$ASSETS/$entry.min.js is not what esbuild $version writes from the sources today:" \
            "run scripts/minify-web-runtime.sh and commit the result" >&2
        status=1
    fi
done
if [ $status -ne 0 ] && [ "$version" != "$ESBUILD_VERSION" ]; then
    echo "note: this is esbuild $version; the committed files are $ESBUILD_VERSION's (Debian's, as CI installs it)" >&2
fi
[ $status -eq 0 ] && echo "web-runtime*.min.js: what esbuild $version writes from the sources"
exit $status
