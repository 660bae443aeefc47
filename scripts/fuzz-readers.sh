#!/usr/bin/env bash
# The differential fuzzer across the readers (issue #64): random route tables from the pattern grammar and
# random and mutated links through the Swift tool's `switchyard match`, the JVM reader's `match` and the ES
# module `switchyard gen web` writes (under node). Any difference in any answer field, or in a table's load
# error, fails the run and is printed with the table, the link and the three answers (Tests/CrossReader/).
# The first --documents N tables (default COUNT/4) also carry signed routing documents (issue #71: redirects,
# degrades, rewrites, routes, removals, windows, app ranges, rollouts, serials; signed with Conformance/keys'
# conformance-1), run with `match --document` and `gen web --document`: each document's arrival and every answer
# field are compared too.
#
#   scripts/fuzz-readers.sh SEED COUNT [fuzz.py options...]
#   scripts/fuzz-readers.sh 1 200                      # CI's run (.ci/run): 200 tables x 50 links, 50 with documents
#   scripts/fuzz-readers.sh 7 5000 --links 100         # a longer run, on demand
#   scripts/fuzz-readers.sh 1 200 --only 17            # table 17 of seed 1 alone, again
#   scripts/fuzz-readers.sh 1 200 --include-known all  # also the known differences (Tests/CrossReader/known.py)
#   scripts/fuzz-readers.sh 3 100 --documents 100      # every table with documents
#
# Needs the Swift tool ($SWITCHYARD, else .build/debug/switchyard: `swift build --product switchyard`), the JVM
# command-line jar (Android/build/switchyard-android-cli.jar, built by Android/build.sh when missing), java and node.
# Everything goes to .build-fuzz-readers/ (git-ignored); every difference is in its differences.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
    echo "usage: scripts/fuzz-readers.sh SEED COUNT [options of Tests/CrossReader/fuzz.py]" >&2
    exit 64
fi
seed=$1 count=$2
shift 2
swift_tool="${SWITCHYARD:-.build/debug/switchyard}"
if [ ! -x "$swift_tool" ]; then
    echo "no switchyard tool at $swift_tool: run 'swift build --product switchyard' first, or set SWITCHYARD" >&2
    exit 1
fi
jar=Android/build/switchyard-android-cli.jar
[ -f "$jar" ] || Android/build.sh >/dev/null
export PYTHONDONTWRITEBYTECODE=1
# The fuzzer's own checks first (seconds): a seed remakes its tables and documents, the flags keep their inputs
# out, and the comparison reports what differs (a document's field and arrival included).
. scripts/lib/fuzzer-checks.sh
fuzzer_own_checks fuzz-readers 'test_*.py'
python3 Tests/CrossReader/fuzz.py --seed "$seed" --count "$count" --swift "$swift_tool" --jar "$jar" "$@"
