#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer, each with its own scratch
# path so the normal .build is untouched, and prints how long each took.
#
#   scripts/sanitizers.sh            # both
#   scripts/sanitizers.sh address    # one of them
#   scripts/sanitizers.sh thread -- --filter StressTests   # extra arguments go to `swift test`
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        if [ -x "$candidate/swift" ]; then export PATH="$candidate:$PATH"; break; fi
    done
fi

SANITIZERS=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do SANITIZERS+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#SANITIZERS[@]} -gt 0 ] || SANITIZERS=(address thread)

# The Swift runtime's crash backtracer and the sanitizers both want the fatal signals; let the
# sanitizers report.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
# Fail on the first report instead of carrying on.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}"

status=0
summary=()
for sanitizer in "${SANITIZERS[@]}"; do
    case "$sanitizer" in
        address) scratch=.build-asan ;;
        thread) scratch=.build-tsan ;;
        *) echo "unknown sanitizer: $sanitizer (address or thread)" >&2; exit 2 ;;
    esac
    echo "== swift build --build-tests --sanitize=$sanitizer --scratch-path $scratch"
    start=$(date +%s)
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
    built=$(date +%s)
    echo "== swift test --sanitize=$sanitizer --scratch-path $scratch $*"
    if swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@"; then result=passed; else result=FAILED; status=1; fi
    end=$(date +%s)
    summary+=("$sanitizer: $result (build $((built - start))s, tests $((end - built))s)")
done
printf '== %s\n' "${summary[@]}"
exit "$status"
