#!/usr/bin/env bash
# Issue #63: the web module's JavaScript (Sources/SwitchyardTool/Catalogue/PageAssets/matcher*.js, ES modules)
# type-checked from its JSDoc (`tsc --checkJs --strict`, from Debian's node-typescript), the minified runtime gen web
# embeds checked against what esbuild writes from it (scripts/minify-web-runtime.sh --check), and its own node test suite
# (Tests/JavaScript: the conformance corpus's match, policy and urlFor cases under node, every document case on a
# module `gen web --document` writes for it, the module `gen web` writes with its declarations, and the hostile
# links and tables of issue #64, some in headless Chromium). The corpus runs on the compiled tables kept in
# Tests/JavaScript/Fixtures; here every test runs, those that need the switchyard tool ($SWITCHYARD, else the debug
# build, built here when missing) included: SWITCHYARD_TESTS_NEED_TOOL=1 makes a missing tool a failure, not a
# skip, and fixtures.test.mjs checks that the fixtures are what the tool writes today. About three minutes on a
# loaded machine (hostile-tables.test.mjs runs gen web on some 440 tables, 8 at a time; the fixtures' check runs
# gen web once per document case file). A contributor without Swift runs `node --test Tests/JavaScript/`: the
# corpus on the fixtures, the tests that need the tool skipped (Tests/JavaScript/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tsc >/dev/null 2>&1; then
    echo "tsc is not installed: apt-get install -y node-typescript (.ci/run does)" >&2
    exit 1
fi
python3 Conformance/gen/errors_js.py --check
echo "matcher-texts.js: what Conformance/errors.json gives"
tsc -p Tests/JavaScript/tsconfig.json
echo "tsc: the matcher's modules type-check"
# Issue #79 item 9: the runtime gen web embeds is esbuild's bundle of the sources, committed; regenerated here, and a
# difference fails (bundle.test.mjs runs the same check, for `node --test` alone).
scripts/minify-web-runtime.sh --check

if [ -z "${SWITCHYARD:-}" ]; then
    swift build --product switchyard
fi
SWITCHYARD_TESTS_NEED_TOOL=1 node --test Tests/JavaScript/
