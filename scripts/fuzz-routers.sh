#!/usr/bin/env bash
# The routers' differential fuzzer (issue #78): random `open` cases (a small table, a scripted app from the
# corpus's vocabulary, a link, a source, at times a policy, caller parameters, an unsigned routing document and a
# cancellation; Tests/CrossReader/open_cases.py) through the Swift router's record mode (the ConformanceTests
# target's OpenRecordTests, with SWITCHYARD_OPEN_RECORD_IN/OUT) and the JVM router's (OpenRecord in Android's test
# sources); every case's trace, analytics event and outcome, and what canOpen and matches answered before the open,
# are compared field for field. Any difference fails the run and prints the case file and both answers
# (Tests/CrossReader/README.md, "The routers").
#
#   scripts/fuzz-routers.sh SEED COUNT [fuzz_routers.py options...]
#   scripts/fuzz-routers.sh 1 1000                   # CI's run (.ci/run), after swift test and Android/build.sh
#   scripts/fuzz-routers.sh 7 2000                   # longer, on demand
#   scripts/fuzz-routers.sh 1 1000 --only 17         # case 17 of seed 1 alone
#   scripts/fuzz-routers.sh 1 1000 --build           # let swift test build the tests first
#   scripts/fuzz-routers.sh 1 1000 --include-known all  # also the known differences (Tests/CrossReader/open_known.py)
#
# Needs the Swift test build (`swift build --build-tests`, or a `swift test` run: the fuzzer runs
# `swift test --skip-build` unless --build) and Android/build.sh's classes (built when missing).
# Everything goes to .build-fuzz-routers/ (git-ignored); every difference is in its differences.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
    echo "usage: scripts/fuzz-routers.sh SEED COUNT [options of Tests/CrossReader/fuzz_routers.py]" >&2
    exit 64
fi
seed=$1 count=$2
shift 2
[ -f Android/build/test-classes/dev/switchyard/router/OpenRecord.class ] || Android/build.sh >/dev/null
export PYTHONDONTWRITEBYTECODE=1
# The fuzzer's own checks first (seconds): a seed remakes its cases, the cases keep to the rules' constraints,
# and the comparison reports a planted difference.
. scripts/lib/fuzzer-checks.sh
fuzzer_own_checks fuzz-routers 'test_*_fuzz.py'
python3 Tests/CrossReader/fuzz_routers.py --seed "$seed" --count "$count" "$@"
