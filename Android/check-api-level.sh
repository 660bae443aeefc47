#!/bin/sh
# The library against its minimum Android API level (26, Android 8.0; Android/docs/compatibility.md, "Android API level"):
#  1. javac --release 8 compiles the library (src/main/java), the testing artifact (src/testing/java, which an app's
#     device tests may run) and the Java example (src/example/java, what an app writes from the docs): no Java 9+
#     method (List.of, copyOf, Stream.toList, strip, readNBytes, ...) passes;
#  2. every JDK class, method, field and security algorithm the library's and the testing artifact's class files
#     name (javap) is listed in api/android-api-levels.txt with the API level that added it, and none is above the
#     minimum.
# Then it proves that each half can fail: a Stream.toList() added to the library, and a listed level raised.
# Usage: Android/check-api-level.sh        (exits non-zero on any failure; about 20 seconds)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
minimum=26
annotations=/usr/share/java/jsr305.jar
levels="$here/api/android-api-levels.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/classes" "$work/testing" "$work/example" "$work/probe"

javac --release 8 -Xlint:all,-serial -Werror -cp "$annotations" -d "$work/classes" \
    $(find "$here/src/main/java" -name '*.java')
javac --release 8 -Xlint:all,-serial -Werror -cp "$work/classes:$annotations" -d "$work/testing" \
    $(find "$here/src/testing/java" -name '*.java')
javac --release 8 -Xlint:all -Werror -cp "$work/classes:$annotations" -d "$work/example" \
    $(find "$here/src/example/java" -name '*.java')
echo "check-api-level: the library, the testing artifact and the Java example compile with javac --release 8"

javap -v -c -p $(find "$work/classes" "$work/testing" -name '*.class' | sort) > "$work/javap.txt" 2>&1 || {
    echo "check-api-level: error: javap failed:" >&2
    tail -n 20 "$work/javap.txt" >&2
    exit 1
}
python3 "$here/api/jdk_references.py" "$work/javap.txt" "$levels" "$minimum"

# Each half can fail. A Stream.toList() (Java 16, Android API 34) in a library file must not compile:
probe="$work/probe/dev/switchyard/ApiLevelProbe.java"
mkdir -p "$(dirname "$probe")"
printf '%s\n' 'package dev.switchyard;' 'final class ApiLevelProbe {' \
    '    static java.util.List<String> names() { return java.util.stream.Stream.of("a").toList(); }' '}' > "$probe"
if javac --release 8 -cp "$annotations" -d "$work/probe" $(find "$here/src/main/java" -name '*.java') "$probe" \
    > "$work/probe.log" 2>&1; then
    echo "check-api-level: error: Stream.toList() compiled with --release 8: the check cannot fail" >&2
    exit 1
fi
grep -q 'symbol: *method toList()' "$work/probe.log" || { cat "$work/probe.log" >&2; exit 1; }
# ... and a reference whose level is above the minimum must fail the list check.
sed 's/^26 *java\.lang\.String\.join(/27  java.lang.String.join(/' "$levels" > "$work/raised.txt"
if python3 "$here/api/jdk_references.py" "$work/javap.txt" "$work/raised.txt" "$minimum" > "$work/raised.log"; then
    echo "check-api-level: error: a reference listed at API 27 passed: the check cannot fail" >&2
    exit 1
fi
grep -q 'String.join(CharSequence, Iterable) needs Android API 27' "$work/raised.log" || {
    cat "$work/raised.log" >&2
    exit 1
}
echo "check-api-level: Stream.toList() in the library and a reference above API $minimum each fail the check"
