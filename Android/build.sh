#!/bin/sh
# Builds the JVM reader with javac and runs its JUnit 5 tests with the console launcher: the build for a machine
# without Maven (CI runs Android/pom.xml offline as well, with the same sources and tests). No network. Then the
# Android glue against stand-ins of Android's classes, and its tests (only here, not in Maven); then the java blocks
# of the README and of the articles in docs/ (check-readme.sh).
# Usage: Android/build.sh            (compile, test; exits non-zero on any failure)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="${SWITCHYARD_ANDROID_OUT:-$here/build}"
launcher=/usr/share/java/junit-platform-console-standalone.jar
# JSR-305's nullability annotations: needed to compile, not to run (pom.xml: provided).
annotations=/usr/share/java/jsr305.jar
if ! command -v javac >/dev/null 2>&1 || [ ! -f "$launcher" ] || [ ! -f "$annotations" ]; then
    if [ "$(id -u)" = 0 ]; then
        apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q default-jdk-headless junit5 libjsr305-java
    else
        echo "error: needs javac, $launcher and $annotations" \
            "(apt-get install default-jdk-headless junit5 libjsr305-java)" >&2
        exit 1
    fi
fi
rm -rf "$out" && mkdir -p "$out/classes" "$out/testing-classes" "$out/cli-classes" "$out/test-classes"
# The library at Java 8's API and class-file level (Android API 26: docs/compatibility.md, "Android API level"), its
# parameters' names kept (-parameters: NullArgumentsTest checks that a null fails naming its parameter, as pom.xml
# compiles it); the tests, the examples and the benchmark are not in the jar and keep Java 17.
javac --release 8 -parameters -Xlint:all,-serial -Werror -cp "$annotations" -d "$out/classes" \
    $(find "$here/src/main/java" -name '*.java')
cp -R "$here/src/main/resources/." "$out/classes/"
# The testing artifact (src/testing/java: documents read unsigned, a floor in memory), for an app's tests only,
# into a jar of its own (issue #79 item 3): the library's jar, the one an app ships, applies documents through
# RoutingDocuments alone. At the library's level, as an app's device tests run it.
javac --release 8 -parameters -Xlint:all,-serial -Werror -cp "$out/classes:$annotations" \
    -d "$out/testing-classes" $(find "$here/src/testing/java" -name '*.java')
# The command line (src/cli/java) against the library and the testing jar (its unsigned preview), into a jar of
# its own (ADR 0058): the library's jar, the one an app ships, has no command line.
javac --release 8 -Xlint:all,-serial -Werror -cp "$out/classes:$out/testing-classes:$annotations" \
    -d "$out/cli-classes" $(find "$here/src/cli/java" -name '*.java')
javac --release 17 -d "$out/test-classes" \
    -cp "$out/classes:$out/testing-classes:$out/cli-classes:$launcher:$annotations" \
    $(find "$here/src/test/java" "$here/src/example/java" -name '*.java')
# The library jar names its module, as Maven's does (pom.xml; PublicationTest reads it).
printf 'Automatic-Module-Name: dev.switchyard\n' > "$out/manifest.txt"
(cd "$out/classes" && jar --create --file "$out/switchyard-android.jar" --manifest "$out/manifest.txt" .)
(cd "$out/testing-classes" && jar --create --file "$out/switchyard-android-testing.jar" .)
printf 'Class-Path: switchyard-android.jar switchyard-android-testing.jar\n' > "$out/cli-manifest.txt"
(cd "$out/cli-classes" && jar --create --file "$out/switchyard-android-cli.jar" --manifest "$out/cli-manifest.txt" \
    --main-class dev.switchyard.cli.Main .)
leaked=$(jar --list --file "$out/switchyard-android.jar" | grep -E '^dev/switchyard/(cli/|(.*/)?[A-Za-z]*CommandLineAccess|Ready(TableWriter|ImageBuffer))' || true)
[ -z "$leaked" ] || { echo "build.sh: the library jar holds the command line: $leaked" >&2; exit 1; }
# ... nor any class of the testing jar (OneDoorTest holds the library's classes to one door).
for class in $(cd "$out/testing-classes" && find . -name '*.class' | sed 's|^\./||'); do
    if jar --list --file "$out/switchyard-android.jar" | grep -qx "$class"; then
        echo "build.sh: the library jar holds the testing jar's $class" >&2; exit 1
    fi
done
cd "$here"
java -Dswitchyard.libraryJar="$out/switchyard-android.jar" -Dswitchyard.testingJar="$out/switchyard-android-testing.jar" \
    -jar "$launcher" --disable-banner --details=summary --fail-if-no-tests \
    --class-path "$out/classes:$out/testing-classes:$out/cli-classes:$out/test-classes:$annotations" \
    --scan-class-path "$out/test-classes"
# Issue 78 item 5: the glue an Android app still writes (src/glue/java), compiled against stand-ins of the Android
# classes it uses (src/androidshim/java, whose README says what that proves and what not) and the library's classes,
# never into the jar; its tests (src/gluetest/java) run with the stand-ins. The glue is app code: Java 17's language
# (a switch over DocumentArrival's outcomes with no default), Java 8's API. It may not call the stand-ins' test hooks.
mkdir -p "$out/androidshim" "$out/glue" "$out/glue-test"
javac --release 17 -Xlint:all -Werror -cp "$annotations" -d "$out/androidshim" \
    $(find "$here/src/androidshim/java" -name '*.java')
# The stand-ins as a jar of their own, for a plain JVM module's tests of an app's glue (docs/testing.md, "Testing the
# glue on a plain JVM"; src/androidshim/README.md): never in the library's jar, never published (their classes are
# android.*, which an Android module's own android.jar has).
(cd "$out/androidshim" && jar --create --file "$out/switchyard-android-shims.jar" .)
javac --release 17 -Xlint:all,-serial -Werror -cp "$out/classes:$out/androidshim:$annotations" -d "$out/glue" \
    $(find "$here/src/glue/java" -name '*.java')
hooks=$(grep -rn 'shim[A-Z]' "$here/src/glue/java" || true)
[ -z "$hooks" ] || { echo "build.sh: the glue calls a stand-in's test hook: $hooks" >&2; exit 1; }
javac --release 17 -d "$out/glue-test" -cp "$out/classes:$out/testing-classes:$out/androidshim:$out/glue:$launcher:$annotations" \
    $(find "$here/src/gluetest/java" -name '*.java')
java -jar "$launcher" --disable-banner --details=summary --fail-if-no-tests \
    --class-path "$out/classes:$out/testing-classes:$out/androidshim:$out/glue:$out/glue-test:$annotations" --scan-class-path "$out/glue-test"
leaked=$(jar --list --file "$out/switchyard-android.jar" | grep -E '^(android|dev/switchyard/example)/' || true)
[ -z "$leaked" ] || { echo "build.sh: the library jar holds the glue or a stand-in: $leaked" >&2; exit 1; }
# The java blocks of Android/README.md, of docs/*.md and of Benchmarks/Android.md as an app's code (check-readme.sh
# says what that proves and what not): in a package of their own, against the class files of the public API alone
# (api/baseline.txt's types) and the stand-ins; docs/glue.md's blocks as lines of src/glue, compiled whole there. A
# failing block names its file and line.
"$here/check-readme.sh" java "$out/switchyard-android.jar" "$out/switchyard-android-testing.jar"
# bin/switchyard runs the command-line jar SWITCHYARD_JAR names (the library's jar beside it), and refuses one that
# is not there (exit 64).
line=$(SWITCHYARD_JAR="$out/switchyard-android-cli.jar" "$here/bin/switchyard" match \
    --table "$here/testdata/policy.json" shop://pay/7)
case "$line" in
    '{"url":"shop://pay/7","matched":true,'*) ;;
    *) echo "build.sh: bin/switchyard with SWITCHYARD_JAR printed: $line" >&2; exit 1 ;;
esac
status=0
SWITCHYARD_JAR="$out/none.jar" "$here/bin/switchyard" match --table x y 2>/dev/null || status=$?
[ "$status" = 64 ] || { echo "build.sh: bin/switchyard with a missing SWITCHYARD_JAR exited $status" >&2; exit 1; }
echo "build.sh: bin/switchyard runs \$SWITCHYARD_JAR"
