#!/bin/sh
# Compiles the code blocks of the JVM library's docs as an app that depends on the library would: every ```java
# and ```kotlin block of Android/README.md, of each article under Android/docs/ and of Benchmarks/Android.md (the
# files this script lists below, in that order), in a package of its own (com.example.readme, not dev.switchyard:
# package-private members fail), against the library's public API only: the class files of the types
# api/baseline.txt and api/testing/baseline.txt list (check-api.sh holds those to the sources), taken out of the
# jars, with no internal package, no door (EngineAccess, PolicyAccess, DocumentsAccess) and no package-private class
# on the class path.
#  - A block is a fragment: it is compiled as the body of a method (`throws Exception`) of a subclass of
#    src/readme/ReadmeApp.java (or .kt), which declares the app's names the docs' fragments use and do not
#    declare (`session`, `activity`, `GoodsScreen`, `context`, ...) with the types the docs give them; a block's
#    `import` lines go to its file's top, after the context's imports, which every block gets (what the docs'
#    blocks import, the JDK's, Android's), so a block may use what a block of another article imports.
#    Android's classes are src/androidshim's stand-ins (its README says what they prove); JUnit 5's asserts are on
#    the class path for the blocks that are an app's tests.
#  - Java blocks: Java 8's language (an app for API 26 may be at it), -Xlint:all, and any warning fails (a deprecated
#    member). Kotlin blocks: Debian's kotlinc (1.3) with -jvm-target 1.8 and the flag the docs give Kotlin users,
#    -Xjsr305=@dev.switchyard.NonnullByDefault:strict; any error or warning fails but an unused variable's.
#  - A block marked `<!-- snippet: excerpt of PATH -->` on the line before it (docs/glue.md's; PATH relative to the
#    Markdown file, as a link is) must be consecutive lines of that file, indentation aside; the file's source tree
#    (src/glue/java) is compiled whole, at its own level (Java 17), against the same public API and stand-ins.
#  - A block marked `<!-- snippet: not compiled: REASON -->` is not compiled (a Gradle build script: Gradle's Kotlin
#    DSL, which no compiler here has); each one is printed with its reason. A marker anywhere else fails.
#  - Blocks of other languages (sh, xml, text) are not code, and are counted.
# Each file's counts are printed. A failure prints FILE:LINE (Android/docs/router.md:42) of the block's line the
# compiler names, and exits 1. Then src/readme/must-fail.md, blocks the check must refuse, line by line (a
# package-private member, a class that is public but not API, a misspelt method, a removed one, a warning (a raw
# type); a @Nullable return in Kotlin): a check that lets them through fails.
# What it does not prove: that a fragment runs or does what its comments say (tests do that for some:
# DocumentTestHooksTest runs docs/testing.md's), that the context's names are the app's (they are what the docs
# imply), that a block names every import it needs (the context's are given to every block) or handles the
# checked exceptions it throws (`throws Exception`), nor anything about the real android.jar or AndroidX
# (stand-ins), or about Gradle's DSL.
# Usage: Android/check-readme.sh [java|kotlin|all] [LIBRARY_JAR [TESTING_JAR]]
#        (default: all, and build/switchyard-android.jar and build/switchyard-android-testing.jar, which
#        Android/build.sh builds and at its end runs `check-readme.sh java` over, in about 5 seconds; CI runs
#        `kotlin` after it: about 20 seconds, kotlinc starts slowly)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
mode="${1:-all}"
library="${2:-$here/build/switchyard-android.jar}"
testing="${3:-$here/build/switchyard-android-testing.jar}"
annotations=/usr/share/java/jsr305.jar
junit=/usr/share/java/junit-platform-console-standalone.jar
case "$mode" in
    java) languages=java ;;
    kotlin) languages=kotlin ;;
    all) languages=java,kotlin ;;
    *) echo "usage: Android/check-readme.sh [java|kotlin|all] [LIBRARY_JAR [TESTING_JAR]]" >&2; exit 64 ;;
esac
for file in "$library" "$testing" "$annotations" "$junit"; do
    [ -f "$file" ] || { echo "check-readme: no $file (build the library first: Android/build.sh)" >&2; exit 1; }
done
if [ "$languages" != java ] && ! command -v kotlinc >/dev/null 2>&1; then
    echo "check-readme: needs kotlinc (apt-get install kotlin)" >&2; exit 1
fi
library="$(cd "$(dirname "$library")" && pwd)/$(basename "$library")"
testing="$(cd "$(dirname "$testing")" && pwd)/$(basename "$testing")"
work="$(dirname "$library")/readme-snippets"
rm -rf "$work" && mkdir -p "$work/api" "$work/androidshim"
# The public API's class files: each type the baselines name (Outer$Inner.class for a nested one), nothing else.
api() {
    jar="$1" baseline="$2"
    names=$(sed -n 's/^\([a-z][^:]*\): .*/\1/p' "$baseline" | sort -u | tr . /)
    (cd "$work/api" && jar xf "$jar" $(echo "$names" | sed 's/$/.class/'))
    for name in $names; do
        [ -f "$work/api/$name.class" ] || { echo "check-readme: $jar has no $name, which $baseline lists" >&2; exit 1; }
    done
}
api "$library" "$here/api/baseline.txt"
api "$testing" "$here/api/testing/baseline.txt"
javac --release 8 -nowarn -cp "$annotations" -d "$work/androidshim" $(find "$here/src/androidshim/java" -name '*.java')
# The files, named from the repository's root (Android/README.md:LINE): the README first, then the articles.
root=$(dirname "$here")
docs="Android/README.md $(cd "$root" && ls Android/docs/*.md) Benchmarks/Android.md"
# The check itself (ReadmeSnippets compiles what MarkdownBlocks reads into Blocks): compiled once, as a tool.
javac -nowarn -d "$work/readme-tool" "$here"/src/readme/ReadmeSnippets.java "$here"/src/readme/MarkdownBlocks.java \
    "$here"/src/readme/Block.java "$here"/src/readme/Kind.java
check() {
    work_dir="$1"; shift
    (cd "$root" && java -cp "$work/readme-tool" ReadmeSnippets "$languages" "$work_dir" \
        "$work/api:$work/androidshim:$annotations:$junit" \
        "$here/src/readme/ReadmeApp.java" "$here/src/readme/ReadmeApp.kt" "$@")
}
# shellcheck disable=SC2086 # the file names have no spaces
check "$work" $docs 2> "$work/problems.txt" || {
    grep -v 'Options -Xverify:none and -noverify were deprecated' "$work/problems.txt" >&2; exit 1; }
# The check can fail: src/readme/must-fail.md's lines marked `// fails` (a package-private member, a public class
# that is not API, a misspelt method, a removed one, a warning; in Kotlin a @Nullable return used without `?.`)
# must be the lines it reports, in this run's languages, no more and no fewer.
fixture="$here/src/readme/must-fail.md"
expected=$(awk -v languages=",$languages," '
    /^```/ { language = (language == "" ? substr($0, 4) : ""); next }
    /\/\/ fails/ && index(languages, "," language ",") { print "must-fail.md:" NR }' "$fixture")
status=0
check "$work/must-fail" Android/src/readme/must-fail.md >/dev/null 2> "$work/must-fail.txt" || status=$?
reported=$(sed -n 's/^Android\/src\/readme\/\(must-fail\.md:[0-9]*\): error: .*/\1/p' "$work/must-fail.txt" | sort -u)
if [ "$status" != 1 ] || [ "$reported" != "$(echo "$expected" | sort -u)" ]; then
    echo "check-readme: src/readme/must-fail.md: expected exit 1 and problems at" $expected "; got exit $status and:" >&2
    cat "$work/must-fail.txt" >&2; exit 1
fi
echo "check-readme: src/readme/must-fail.md: refused at each of its $(echo "$expected" | wc -l) lines marked fails"
