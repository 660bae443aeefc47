#!/usr/bin/env bash
# Checks the documentation as .ci/run does:
# 1. scripts/check-doc-curation.sh: every public type is curated under a topic of its module's catalogue (the
#    check names each type that is missing, and each Topics link to a type that is no longer public).
# 2. The DocC catalogues of every library module, built as one combined archive with warnings treated as
#    errors (a broken symbol or article link, an undocumented parameter of a documented function, a bad
#    article link). The archive holds every module's pages under one landing page listing the modules, and
#    the Switchyard module's landing page lists every module's articles. No page links to another module's
#    pages: the plugin does not hand a target every module it depends on, so
#    `<doc://Switchyard/documentation/Switchyard/Security>` from SwitchyardConfig fails; an article names
#    another module's article in words ("the Security article of the `Switchyard` catalogue").
#
#   scripts/check-docs.sh                # every module, one combined archive
#   scripts/check-docs.sh Switchyard     # one module (and the curation check)
#
# The catalogues are Sources/<Module>/<Module>.docc. The combined archive is
# .build/plugins/Swift-DocC/outputs/Switchyard.doccarchive (the package's name); each module's own archive sits
# beside it. Publish the combined one: `swift package generate-documentation
# --enable-experimental-combined-documentation` with the same targets, and `--transform-for-static-hosting`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/check-doc-curation.sh
MODULES=("$@")
if [ ${#MODULES[@]} -eq 0 ]; then
    MODULES=(SwitchyardRouteTable SwitchyardMatching SwitchyardCompiledTables SwitchyardCompiledTableWriter SwitchyardExplain Switchyard SwitchyardLogging SwitchyardConfig SwitchyardRoutingDocuments SwitchyardJump SwitchyardTesting SwitchyardConfigTesting SwitchyardSwiftUI SwitchyardUIKit)
fi
targets=()
for module in "${MODULES[@]}"; do targets+=(--target "$module"); done
echo "== documentation for ${MODULES[*]}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift package generate-documentation --enable-experimental-combined-documentation --warnings-as-errors "${targets[@]}" 2>&1 \
    | tee "$log" || status=$?
# The plugin goes on to the other targets (and may still say it generated the combined archive) after one
# target's `docc convert` failed: its messages decide too.
if [ "$status" -ne 0 ] || grep -qE '^(error: |Error: )' "$log"; then
    echo "check-docs: the documentation has errors (the lines starting with error: above)" >&2
    exit 1
fi
echo "check-docs: the documentation builds without warnings"
