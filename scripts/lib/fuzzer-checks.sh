# Sourced by scripts/fuzz-readers.sh and scripts/fuzz-routers.sh: a fuzzer's own unit tests run before it does
# (seconds), so that a fuzzer whose seeds no longer remake their cases, or whose comparison no longer reports a
# planted difference, fails loudly instead of reporting "0 differences".
#
#   fuzzer_own_checks NAME PATTERN   # python3 -m unittest over Tests/CrossReader/PATTERN; exits 1 on a failure

fuzzer_own_checks() {
    local name=$1 pattern=$2 checks
    checks=$(mktemp)
    if ! PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s Tests/CrossReader -p "$pattern" >"$checks" 2>&1; then
        cat "$checks" >&2
        rm -f "$checks"
        exit 1
    fi
    echo "$name: the fuzzer's own checks: $(tail -n 1 "$checks")"
    rm -f "$checks"
}
