#!/bin/sh
# Checkstyle (Debian's checkstyle package, 8.36) over the JVM reader's Java: the library, the testing artifact, the
# command line, the tests, the examples and the benchmark, and the Android glue with its tests and stand-ins
# (src/glue, src/gluetest, src/androidshim), and the docs' check (src/readme/ReadmeSnippets.java; not the docs'
# context, src/readme/ReadmeApp.java, whose imports are the docs', star imports included), against
# config/checkstyle.xml. Checks left out are listed, with the reason, in config/checkstyle-suppressions.xml (today:
# the Javadoc rules in the internal packages, which are not API).
# Usage: Android/checkstyle.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v checkstyle >/dev/null 2>&1; then
    echo "error: needs checkstyle (apt-get install checkstyle)" >&2; exit 1
fi
cd "$here"
report=$(mktemp)
trap 'rm -f "$report"' EXIT
if ! checkstyle -c config/checkstyle.xml \
        src/main/java src/testing/java src/cli/java src/test/java src/example/java src/bench/java \
        src/androidshim/java src/glue/java src/gluetest/java src/readme/ReadmeSnippets.java \
        src/readme/MarkdownBlocks.java src/readme/Block.java src/readme/Kind.java >"$report" 2>&1; then
    grep -v '^Starting audit\|^Audit done' "$report" >&2
    echo "checkstyle: $(grep -c '^\[ERROR\]' "$report") problems (config/checkstyle.xml)" >&2
    exit 1
fi
echo "checkstyle: no problems in $(find src -name '*.java' -not -path src/readme/ReadmeApp.java | wc -l) files" \
    "($(grep -c '<suppress ' config/checkstyle-suppressions.xml) suppression, with its reason: config/checkstyle-suppressions.xml)"
