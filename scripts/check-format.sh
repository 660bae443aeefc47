#!/usr/bin/env bash
# Checks the sources against .editorconfig and .swift-format, as .ci/run does.
#
# 1. Every text file git tracks: LF line ends, a final newline, no tabs in Swift, no trailing whitespace
#    outside Markdown (.editorconfig).
# 2. swift-format, with .swift-format: its lint rules (names, access levels, `Void` spelling, …) and its
#    pretty-printer's layout (indentation, line breaks, spacing, line length, trailing commas), on every Swift
#    file but the generated ones, whose bytes tests compare with what the generator writes (`switchyard gen
#    swift`'s routes; the *Text.swift files Conformance/gen/errors_swift.py writes from errors.json: DocumentText,
#    PolicyText, LintText, ConfigText, the tool's MergeText and the router's RouteTableText, MatchingText,
#    RouterText and ModuleText): those get the lint rules only. To fix layout findings, run `swift-format format -i FILE` (or Xcode's Format
#    File) with this configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift-format >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        if [ -x "$candidate/swift-format" ]; then export PATH="$candidate:$PATH"; break; fi
    done
fi

failed=0
report() { echo "$1"; failed=1; }

while IFS= read -r file; do
    [ -f "$file" ] || continue
    case "$file" in *.png|*.jpg|*.der|*.bin|*.plist|*/Corpus/*) continue ;; esac
    if grep -q $'\r' "$file"; then report "$file: CRLF line ends (.editorconfig: end_of_line = lf)"; fi
    if [ -s "$file" ] && [ -n "$(tail -c1 "$file")" ]; then report "$file: no final newline"; fi
    case "$file" in
        *.md) ;;
        *) grep -nE '[[:blank:]]+$' "$file" | head -3 | sed "s|^|$file:|;s|$| (trailing whitespace)|" | grep . && failed=1 ;;
    esac
    case "$file" in
        *.swift) grep -n $'\t' "$file" | head -3 | sed "s|^|$file:|;s|$| (a tab)|" | grep . && failed=1 ;;
    esac
done < <(git ls-files '*.swift' '*.md' '*.sh' '*.json' '*.yml' '*.yaml' '*.py' '*.js' '*.css' '.editorconfig' '.swift-format')

layout='\[(Indentation|AddLines|RemoveLine|LineLength|TrailingComma|Spacing|TrailingWhitespace|EndOfLineComment)\]'
generated='^(Tests/GeneratedRoutesTests/(App|Demo|Shop)Routes|Sources/SwitchyardRoutingDocuments/DocumentText|Sources/SwitchyardTool/Match/PolicyText|Sources/SwitchyardRouteTable/Diagnostics/RouteTableText|Sources/SwitchyardMatching/Pattern/MatchingText|Sources/Switchyard/Pipeline/RouterText|Sources/Switchyard/Modules/ModuleText|Sources/SwitchyardToolCore/Lint/LintText|Sources/SwitchyardConfig/Document/ConfigText|Sources/SwitchyardTool/Merge/MergeText)\.swift:'
findings=$(swift-format lint --recursive Sources Web/SwiftPM Tests Examples Checks Benchmarks/Sources Benchmarks/Tests Benchmarks/AppCodeSize/Sources Fuzz/Harnesses 2>&1 \
    | grep -E 'warning|error' | grep -vE "$generated.*$layout" || true)
if [ -n "$findings" ]; then echo "$findings"; failed=1; fi

# 3. Sources only (tests may): nothing that traps on input a user or attacker controls, so no force unwrap,
#    `try!` or implicitly unwrapped optional. The same configuration with those three rules turned on.
strict=$(mktemp)
trap 'rm -f "$strict"' EXIT
python3 - "$strict" <<'PYTHON'
import json, sys
config = json.load(open(".swift-format"))
config["rules"].update(NeverForceUnwrap=True, NeverUseForceTry=True, NeverUseImplicitlyUnwrappedOptionals=True)
json.dump(config, open(sys.argv[1], "w"))
PYTHON
findings=$(swift-format lint --configuration "$strict" --recursive Sources Web/SwiftPM 2>&1 \
    | grep -E '\[(NeverForceUnwrap|NeverUseForceTry|NeverUseImplicitlyUnwrappedOptionals)\]' || true)
if [ -n "$findings" ]; then echo "$findings"; failed=1; fi

# 4. A `///` comment is the documentation of the declaration right after it: one followed by an `import`
#    (blank lines between or not) documents nothing, and DocC and Quick Help show none of it (issue #65).
findings=$(git ls-files '*.swift' | xargs awk '
    FNR == 1 { doc = 0 }
    /^[[:space:]]*\/\/\// { doc = FNR; next }
    /^[[:space:]]*$/ { next }
    /^(@_exported |@testable |public |package |internal )?import / && doc { print FILENAME ":" FNR ": an import after a doc comment (line " doc "): move the import above it" }
    { doc = 0 }' || true)
if [ -n "$findings" ]; then echo "$findings"; failed=1; fi

if [ "$failed" -ne 0 ]; then echo "check-format: findings above"; exit 1; fi
echo "check-format: clean"
