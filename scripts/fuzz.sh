#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ with -sanitize=fuzzer,address and runs them.
#
#   scripts/fuzz.sh <harness|all> <seconds> [libFuzzer flags...]
#   scripts/fuzz.sh all 300                       # each harness for 5 minutes, one after the other
#   scripts/fuzz.sh MatchFuzzer 0 -runs=10000000  # 0 seconds: no time limit, stop after 10M executions
#   scripts/fuzz.sh build                         # build every harness, run none
#
# Harnesses: IntakeFuzzer PatternFuzzer MatchFuzzer RewriteFuzzer ConfigFuzzer.
# Everything goes to .build-fuzz/ (git-ignored): the binaries, a working corpus per harness
# (.build-fuzz/corpus/<harness>, grown by the run and seeded from Fuzz/Corpus/<harness>), crash, leak
# and timeout inputs (.build-fuzz/artifacts/<harness>/) and a log per run (.build-fuzz/logs/).
# Every finding is reproduced by running the binary on the artifact:
#   .build-fuzz/release/MatchFuzzer .build-fuzz/artifacts/MatchFuzzer/crash-...
#
# Environment:
#   FUZZ_RSS_LIMIT_MB (default 2048), FUZZ_MAX_LEN (default 4096), FUZZ_TIMEOUT (seconds, default 5)
#   ASAN_OPTIONS (default quarantine_size_mb=16:malloc_context_size=0; see below)
#   SWITCHYARD_FUZZ_REGEX=0         leave regex-constrained patterns out (a run that does not exercise the
#                                   regex engine, as used while SegmentRegex was a backtracking stub)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

if ! command -v swift >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        if [ -x "$candidate/swift" ]; then export PATH="$candidate:$PATH"; break; fi
    done
fi

# The Swift runtime's own crash backtracer fights ASan's signal handling; libFuzzer reports crashes itself.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
# Leaks in third-party code that the harnesses reach (see Fuzz/lsan.supp).
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$ROOT/Fuzz/lsan.supp:print_suppressions=0}"
# A 16 MB quarantine instead of 256 MB: libFuzzer runs a leak check whenever an input leaves more mallocs
# than frees (FoundationXML's known leak does, for ConfigFuzzer), and each check scans the whole heap;
# the smaller heap made ConfigFuzzer twice as fast (2026-11-22). No allocation stacks in reports (they cost
# a stack walk per malloc); reproduce a finding with ASAN_OPTIONS= to get them.
export ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=16:malloc_context_size=0}"

ALL=(IntakeFuzzer PatternFuzzer MatchFuzzer RewriteFuzzer ConfigFuzzer)
SCRATCH="$ROOT/.build-fuzz"
TARGET="${1:-}"
SECONDS_PER_HARNESS="${2:-60}"
shift 2 2>/dev/null || shift $# || true

usage() { sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
[ -n "$TARGET" ] || usage

build() {
    local product="$1"
    echo "== building $product"
    swift build -c release --package-path "$ROOT/Fuzz" --scratch-path "$SCRATCH" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing \
        -Xcc -fsanitize=fuzzer-no-link,address \
        --product "$product"
}

run() {
    local harness="$1"; shift
    local binary="$SCRATCH/release/$harness"
    local corpus="$SCRATCH/corpus/$harness"
    local artifacts="$SCRATCH/artifacts/$harness/"
    local seeds="$ROOT/Fuzz/Corpus/$harness"
    mkdir -p "$corpus" "$artifacts" "$SCRATCH/logs"
    local log="$SCRATCH/logs/$harness-$(date +%Y%m%d-%H%M%S).log"
    local flags=(-timeout="${FUZZ_TIMEOUT:-5}" -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-2048}" -max_len="${FUZZ_MAX_LEN:-4096}"
                 -artifact_prefix="$artifacts" -print_final_stats=1)
    if [ "$SECONDS_PER_HARNESS" != "0" ]; then flags+=(-max_total_time="$SECONDS_PER_HARNESS"); fi
    if [ -f "$ROOT/Fuzz/Dictionaries/$harness.dict" ]; then flags+=(-dict="$ROOT/Fuzz/Dictionaries/$harness.dict"); fi
    echo "== running $harness (${SECONDS_PER_HARNESS}s) $* — log: $log"
    local start=$(date +%s)
    set +e
    "$binary" "${flags[@]}" "$@" "$corpus" "$seeds" > "$log" 2>&1 &
    local pid=$!
    tail -n +1 --pid="$pid" -f "$log" | grep --line-buffered -E '^(#[0-9]+[[:space:]]+(INITED|DONE|pulse)|==[0-9]+==|\*\*\*|SUMMARY|stat::|Done )'
    wait "$pid"
    local status=$?
    set -e
    local elapsed=$(( $(date +%s) - start ))
    echo "== $harness finished with status $status after ${elapsed}s"
    return "$status"
}

case "$TARGET" in
    all) TARGETS=("${ALL[@]}") ;;
    build) for h in "${ALL[@]}"; do build "$h"; done; exit 0 ;;
    -h|--help|help) usage ;;
    *) TARGETS=("$TARGET") ;;
esac

failed=0
for harness in "${TARGETS[@]}"; do
    build "$harness"
    run "$harness" "$@" || failed=1
done
exit "$failed"
