#!/bin/sh
# The JVM library's public API against its baseline (Android/api/baseline.txt), as scripts/api-surface.sh checks
# the Swift modules' (Android/README.md, "Versions and the API baseline"):
#  - every public type and member, as `javap -public` shows it, one line each, sorted: a change that is not in the
#    baseline fails, so a change to the API is always a change to baseline.txt in the same commit;
#  - the baseline names the version in pom.xml;
#  - a removal or change of what the last release had (api/X.Y.Z.txt, the API as released) fails unless pom.xml's
#    version is a breaking one over it (semver: a new major, or below 1.0 a new minor).
# Usage: Android/check-api.sh            (exits non-zero on any failure; about 15 seconds)
#        Android/check-api.sh --update   (writes baseline.txt from the sources and pom.xml's version)
# At a release X.Y.Z, copy baseline.txt to api/X.Y.Z.txt.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
annotations=/usr/share/java/jsr305.jar
version=$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' "$here/pom.xml" | head -n 1)
[ -n "$version" ] || { echo "check-api: error: no <version> in $here/pom.xml" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/classes"
javac --release 8 -nowarn -cp "$annotations" -d "$work/classes" $(find "$here/src/main/java" -name '*.java')
# dev.switchyard.internal.* and dev.switchyard.documents.internal are not API (their package-info says so, ADR 0058
# and ADR 0062's amendment): their types are public only for the library's own packages, so they are left out of
# the surface; so are dev.switchyard.EngineAccess, the documents package's door into the engine, and
# dev.switchyard.documents.DocumentsAccess, the document engine's door into the documents' values (ADR 0062).
javap -public $(find "$work/classes" -name '*.class' -not -path '*/dev/switchyard/internal/*' \
        -not -path '*/dev/switchyard/documents/internal/*' \
        -not -name 'EngineAccess.class' -not -name 'DocumentsAccess.class' | sort) \
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
if [ "${1:-}" = "--update" ]; then
    cp "$work/surface.txt" "$here/api/baseline.txt"
    echo "check-api: wrote $here/api/baseline.txt ($version)"
fi
python3 "$here/api/api_surface.py" check "$work/surface.txt" "$here/api/baseline.txt" "$here/api" "$version"
