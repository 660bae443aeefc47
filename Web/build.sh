#!/usr/bin/env bash
# Writes dist/, what the switchyard tool embeds, from src/ with esbuild (Debian's `esbuild`; .ci/run installs it):
# once, when the sources change, and never by the tool, so that an app developer's `switchyard gen web` or
# `switchyard docs` needs no esbuild. dist/ is committed; it is the resource folder of the Swift target
# SwitchyardWebBundles (Package.swift), and nothing else is in it:
# - web-runtime.min.js, web-runtime-document.min.js: the runtime `gen web` writes after the table (WebModule.swift),
#   without and with a routing document: one scope, only what the entry's exports reach (esbuild's tree shaking),
#   names shortened, no comments;
# - catalogue-matcher.js: the catalogue page's matcher (`switchyard docs`): matcher.js and the modules it imports as
#   one classic script that sets `SwitchyardMatcher`, since the page opens from disk, where a browser loads no
#   module; not minified, so that the page's script stays readable;
# - page.js, catalogue.css, web-module.d.ts: copied as written (esbuild's copy loader): the page's behaviour and
#   style, and the declarations gen web writes beside its module.
#
#   Web/build.sh           # rewrite dist/ (`npm run build`): after editing any file of src/; commit the result
#   Web/build.sh --check   # write into a temporary folder and fail on a difference from dist/, a file missing or
#                          # one too many (`npm run check`; scripts/check-js.sh, CI)
#
# The output is esbuild's, so it depends on esbuild's version: the committed files are ESBUILD_VERSION's (the one
# Debian ships and CI installs); another version may write other bytes, and --check then says which it ran.
set -euo pipefail
cd "$(dirname "$0")"

ESBUILD_VERSION=0.17.0

if ! command -v esbuild >/dev/null 2>&1; then
    echo "esbuild is not installed: apt-get install -y esbuild (.ci/run does)" >&2
    exit 1
fi
version=$(esbuild --version)

check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: Web/build.sh [--check]" >&2; exit 64 ;;
esac

out=dist
if $check; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
else
    rm -rf dist
fi

# --format=esm: an ES module whose exports an app's own bundler still tree-shakes (a page that imports only `match`
# leaves out `urlFor`); --target=es2022: the syntax the sources are checked at (tsconfig.json), written as it is;
# --legal-comments=none: the licence notice is the tool's to write, at the module's top.
for entry in web-runtime web-runtime-document; do
    esbuild "src/$entry.js" --bundle --minify --format=esm --target=es2022 --legal-comments=none \
        --log-level=warning --outfile="$out/$entry.min.js"
done
# --format=iife with --global-name: a classic script whose one global is the entry's exports. It starts "use strict",
# so that the modules run as strict as they do as modules: esbuild writes it from tsconfig.json's `strict`.
esbuild src/matcher.js --bundle --format=iife --global-name=SwitchyardMatcher --target=es2022 --legal-comments=none \
    --log-level=warning --outfile="$out/catalogue-matcher.js"
esbuild src/page.js src/catalogue.css src/web-module.d.ts --loader:.js=copy --loader:.css=copy --loader:.ts=copy \
    --log-level=warning --outdir="$out"

if ! $check; then
    for file in dist/*; do echo "Web/$file: $(wc -c <"$file") bytes"; done
    [ "$version" = "$ESBUILD_VERSION" ] || echo "note: written by esbuild $version; the committed files are $ESBUILD_VERSION's" >&2
    exit 0
fi

if ! diff -r "$out" dist >/dev/null; then
    { diff -rq "$out" dist || true; } | sed "s|$out|(esbuild $version's)|; s|dist|Web/dist|" >&2
    echo "Web/dist is not what esbuild $version writes from Web/src today: run Web/build.sh (npm run build) and commit" \
        "the result" >&2
    [ "$version" = "$ESBUILD_VERSION" ] ||
        echo "note: this is esbuild $version; the committed files are $ESBUILD_VERSION's (Debian's, as CI installs it)" >&2
    exit 1
fi
echo "Web/dist: what esbuild $version writes from Web/src"
