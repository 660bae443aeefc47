#!/usr/bin/env bash
# Builds the DocC documentation of every public module with warnings treated as errors (a broken symbol
# link, an undocumented parameter of a documented function, a bad article link), as .ci/run does.
#
#   scripts/check-docs.sh                # every module
#   scripts/check-docs.sh Switchyard     # one module
#
# The catalogues are Sources/<Module>/<Module>.docc. DocC resolves ``Symbol`` links within one module only:
# name a type of another module in code voice (`RouteURL`), not as a link.
set -euo pipefail
cd "$(dirname "$0")/.."
MODULES=("$@")
if [ ${#MODULES[@]} -eq 0 ]; then
    MODULES=(SwitchyardMatching Switchyard SwitchyardConfig SwitchyardTesting SwitchyardSwiftUI SwitchyardUIKit)
fi
for module in "${MODULES[@]}"; do
    echo "== documentation for $module"
    swift package generate-documentation --target "$module" --warnings-as-errors
done
