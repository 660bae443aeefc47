#!/bin/sh
# The JVM library's public API against its baseline (Android/api/baseline.txt), as scripts/api-surface.sh checks
# the Swift modules' (Android/docs/compatibility.md, "Versions and the API baseline"):
#  - every public type and member, as `javap -public` shows it, one line each, sorted: a change that is not in the
#    baseline fails, so a change to the API is always a change to baseline.txt in the same commit;
#  - the baseline names the version in pom.xml;
#  - a removal or change of what the last release had (api/X.Y.Z.txt, the API as released) fails unless pom.xml's
#    version is a breaking one over it (semver: a new major, or below 1.0 a new minor).
# The testing artifact (src/testing/java, switchyard-android-testing: for an app's tests only, issue #79 item 3) is
# held the same way against its own baseline, api/testing/baseline.txt (its releases: api/testing/X.Y.Z.txt).
# Usage: Android/check-api.sh            (exits non-zero on any failure; about 15 seconds)
#        Android/check-api.sh --update   (writes both baselines from the sources and pom.xml's version)
# At a release X.Y.Z, copy baseline.txt to api/X.Y.Z.txt and testing/baseline.txt to api/testing/X.Y.Z.txt.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
annotations=/usr/share/java/jsr305.jar
version=$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' "$here/pom.xml" | head -n 1)
[ -n "$version" ] || { echo "check-api: error: no <version> in $here/pom.xml" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/classes" "$work/testing"
javac --release 8 -nowarn -cp "$annotations" -d "$work/classes" $(find "$here/src/main/java" -name '*.java')
javac --release 8 -nowarn -cp "$work/classes:$annotations" -d "$work/testing" \
    $(find "$here/src/testing/java" -name '*.java')
# dev.switchyard.internal.* and dev.switchyard.documents.internal are not API (their package-info says so, ADR 0058
# and ADR 0062's amendment): their types are public only for the library's own packages, so they are left out of
# the surface; so are dev.switchyard.EngineAccess, the documents package's door into the engine, and
# dev.switchyard.documents.DocumentsAccess, the document engine's door into the documents' values (ADR 0062), with
# its nested Grant, and dev.switchyard.policy.PolicyAccess, the engine's door to a policy's refusal as data, and
# dev.switchyard.router.RouterAccess, the modules' door into the router (issue #88), with its nested ModuleRoute,
# and dev.switchyard.ToolAccess, the command line's door into the table's package (issue #89 item 5).
javap -public $(find "$work/classes" -name '*.class' -not -path '*/dev/switchyard/internal/*' \
        -not -path '*/dev/switchyard/documents/internal/*' \
        -not -name 'EngineAccess.class' -not -name 'DocumentsAccess.class' -not -name 'DocumentsAccess$*.class' \
        -not -name 'PolicyAccess.class' -not -name 'RouterAccess.class' -not -name 'RouterAccess$*.class' \
        -not -name 'ToolAccess.class' \
        | sort) \
    > "$work/javap.txt" 2>&1 || {
    echo "check-api: error: javap failed:" >&2
    tail -n 20 "$work/javap.txt" >&2
    exit 1
}
{
    echo "# switchyard-android $version"
    echo "# The JVM library's public API: written by Android/check-api.sh --update, checked by it."
    python3 "$here/api/api_surface.py" surface "$work/javap.txt"
} > "$work/surface.txt"
javap -public $(find "$work/testing" -name '*.class' | sort) > "$work/testing-javap.txt" 2>&1 || {
    echo "check-api: error: javap failed on the testing artifact:" >&2
    tail -n 20 "$work/testing-javap.txt" >&2
    exit 1
}
{
    echo "# switchyard-android $version"
    echo "# The testing artifact's public API (switchyard-android-testing, for an app's tests only): written by"
    echo "# Android/check-api.sh --update, checked by it."
    python3 "$here/api/api_surface.py" surface "$work/testing-javap.txt"
} > "$work/testing-surface.txt"
if [ "${1:-}" = "--update" ]; then
    cp "$work/surface.txt" "$here/api/baseline.txt"
    cp "$work/testing-surface.txt" "$here/api/testing/baseline.txt"
    echo "check-api: wrote $here/api/baseline.txt and $here/api/testing/baseline.txt ($version)"
fi
status=0
python3 "$here/api/api_surface.py" check "$work/surface.txt" "$here/api/baseline.txt" "$here/api" "$version" \
    || status=1
echo 'check-api: the testing artifact (api/testing/baseline.txt):'
python3 "$here/api/api_surface.py" check "$work/testing-surface.txt" "$here/api/testing/baseline.txt" \
    "$here/api/testing" "$version" || status=1
exit $status
