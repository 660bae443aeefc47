#!/usr/bin/env bash
# Issue #63: the web runtime (Web/, issue #89: its ES modules in Web/src) on its own, as CI runs it: its JSDoc types
# checked by TypeScript's compiler (`tsc --checkJs --strict`, from Debian's node-typescript: `npm run typecheck`),
# the texts it prints against Conformance/errors.json, the bundles the Swift tool embeds (Web/dist) against what
# esbuild writes from the sources (`Web/build.sh --check`, `npm run check`), and its node test suite (Web/test:
# the conformance corpus's match, policy and urlFor cases under node, every document case on a module `gen web
# --document` writes for it, the module `gen web` writes with its declarations, the catalogue page's script, and
# the hostile links and tables of issue #64, some in headless Chromium: `npm test`). The commands are called here
# as the package.json scripts spell them, so that CI needs node but not npm. The corpus runs on the compiled tables
# kept in Web/test/Fixtures; here every test runs, those that need the switchyard tool ($SWITCHYARD, else the debug
# build, built here when missing) included: SWITCHYARD_TESTS_NEED_TOOL=1 makes a missing tool a failure, not a
# skip, and fixtures.test.mjs checks that the fixtures are what the tool writes today. About three minutes on a
# loaded machine (hostile-tables.test.mjs runs gen web on some 440 tables, 8 at a time; the fixtures' check runs
# gen web once per document case file). A contributor without Swift runs `npm test` in Web/: the corpus on the
# fixtures, the tests that need the tool skipped (Web/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tsc >/dev/null 2>&1; then
    echo "tsc is not installed: apt-get install -y node-typescript (.ci/run does)" >&2
    exit 1
fi
python3 Conformance/gen/errors_js.py --check
echo "matcher-texts.js: what Conformance/errors.json gives"
tsc -p Web/tsconfig.json
echo "tsc: the web runtime's modules type-check"
# Issue #79 item 9: what the tool embeds is esbuild's output from the sources, committed; written again here, and a
# difference fails (bundle.test.mjs runs the same check, for `npm test` alone).
Web/build.sh --check

if [ -z "${SWITCHYARD:-}" ]; then
    swift build --product switchyard
fi
SWITCHYARD_TESTS_NEED_TOOL=1 node --test Web/test/*.test.mjs
