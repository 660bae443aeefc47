#!/bin/sh
# The Kotlin example compiled with Debian's kotlinc (1.3) against the library's jar, with the library's own JSR-305
# flag (-Xjsr305=@dev.switchyard.NonnullByDefault:strict: strict for this library only, not for every JSR-305
# annotated library of the build, as -Xjsr305=strict would be), and run:
# its report must be the Java example's (testdata/shop-links.txt, the Swift demo's decisions); the router example;
# the modules example (Kotlin objects on a ModuleHost, testdata/shop-modules.txt);
# the Kotlin twin of the Android glue against stand-ins of Android's classes. Then each file of
# src/example/kotlin-null-unsafe must fail to compile: Kotlin sees the library's nullability, not platform types.
# Usage: Android/kotlin-example.sh [JAR]   (default: target/switchyard-android-VERSION.jar, pom.xml's version, which
#        `mvn -o -Dmaven.repo.local=/usr/share/maven-repo -f Android/pom.xml verify` builds; Android/build.sh's
#        build/switchyard-android.jar works too)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
version=$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' "$here/pom.xml" | head -n 1)
jar="${1:-$here/target/switchyard-android-$version.jar}"
annotations=/usr/share/java/jsr305.jar
out="$here/build/kotlin-example"
if [ ! -f "$jar" ]; then echo "error: no $jar: build the library first (Android/pom.xml or Android/build.sh)" >&2; exit 1; fi
if ! command -v kotlinc >/dev/null 2>&1 || [ ! -f "$annotations" ]; then
    echo "error: needs kotlinc and $annotations (apt-get install kotlin libjsr305-java)" >&2; exit 1
fi
rm -rf "$out" && mkdir -p "$out"
# The flag Android/docs/kotlin.md tells Kotlin users to set. kotlinc takes an annotation name it does not find without a
# word (the library's nullability is then a warning), so the name is checked against the jar first.
nonnull=dev.switchyard.NonnullByDefault
jsr305="-Xjsr305=@$nonnull:strict"
jar tf "$jar" | grep -qx "$(echo "$nonnull" | tr . /).class" || {
    echo "kotlin-example: $jar has no $nonnull, which $jsr305 names" >&2; exit 1; }

# Debian's kotlin 1.3 runs its JVM with -Xverify:none, which JDK 17 reports as deprecated on every start.
quiet() { grep -v 'Options -Xverify:none and -noverify were deprecated' || true; }

kotlinc "$jsr305" -cp "$jar:$annotations" -d "$out/classes" \
    "$here/src/example/kotlin/dev/switchyard/example/ShopLinks.kt" 2>&1 | quiet
kotlin -cp "$out/classes:$jar" dev.switchyard.example.ShopLinksKt "$here/../Examples/Shop/shop.routes.json" \
    >"$out/report.txt" 2>"$out/stderr.txt" || { cat "$out/stderr.txt" >&2; exit 1; }
if ! diff -u "$here/testdata/shop-links.txt" "$out/report.txt"; then
    echo "kotlin-example: the Kotlin example's report differs from testdata/shop-links.txt" >&2; exit 1
fi
echo "kotlin-example: ShopLinks.kt routes the demo's $(grep -c '^link' "$out/report.txt") links as testdata/shop-links.txt says"

# The same links opened through the JVM router (dev.switchyard.router): handlers by name, middleware, the login gate,
# the unmatched handler, the navigator and analytics, every callback on one "main executor" thread. JVM target 1.8:
# Kotlin 1.3 calls a Java interface's static methods (Middleware.of) only at that target (later Kotlins default to it).
# The JSR-305 flag is the one the reader's example is compiled with ($jsr305 where this script names one).
kotlinc -jvm-target 1.8 "${jsr305:--Xjsr305=strict}" -cp "$jar:$annotations" -d "$out/router-classes" \
    "$here/src/example/kotlin/dev/switchyard/example/ShopRouter.kt" 2>&1 | quiet
kotlin -cp "$out/router-classes:$jar" dev.switchyard.example.ShopRouterKt "$here/../Examples/Shop/shop.routes.json" \
    >"$out/router.txt" 2>"$out/stderr.txt" || { cat "$out/stderr.txt" >&2; exit 1; }
if ! diff -u "$here/testdata/shop-router.txt" "$out/router.txt"; then
    echo "kotlin-example: the Kotlin router example's output differs from testdata/shop-router.txt" >&2; exit 1
fi
echo "kotlin-example: ShopRouter.kt opens $(grep -c '^open ' "$out/router.txt") links through the router and" \
    "$(grep -c '^delivered ' "$out/router.txt") through a PendingLinks queue as testdata/shop-router.txt says"

# Issue 88 item 7: business modules as Kotlin objects (dev.switchyard.modules) on a ModuleHost: started dependencies
# first, a module's own route opened, a partner app's call through the risk-control tag middleware, services looked
# up by type and by name, and the background event heard in module order. JVM target 1.8, as the router example.
kotlinc -jvm-target 1.8 "$jsr305" -cp "$jar:$annotations" -d "$out/modules-classes" \
    "$here/src/example/kotlin/dev/switchyard/example/ShopModules.kt" 2>&1 | quiet
kotlin -cp "$out/modules-classes:$jar" dev.switchyard.example.ShopModulesKt \
    >"$out/modules.txt" 2>"$out/stderr.txt" || { cat "$out/stderr.txt" >&2; exit 1; }
if ! diff -u "$here/testdata/shop-modules.txt" "$out/modules.txt"; then
    echo "kotlin-example: the Kotlin modules example's output differs from testdata/shop-modules.txt" >&2; exit 1
fi
echo "kotlin-example: ShopModules.kt starts $(sed -n 's/^modules //p' "$out/modules.txt") as Kotlin objects," \
    "calls, looks up and posts as testdata/shop-modules.txt says"

# Issue 78 item 5: the Kotlin twin of the Android glue (src/glue/kotlin), compiled against the stand-ins of Android's
# classes (src/androidshim/java, whose README says what that proves and what not) and the Java glue's ShopRouting;
# a `when` over DocumentArrival's outcomes with no `else` fails to compile when an outcome is added. Its source
# decisions are run: they must be testdata/glue-sources.txt, which the Java glue's GlueSourcesTest prints too.
javac --release 17 -nowarn -cp "$annotations" -d "$out/androidshim" $(find "$here/src/androidshim/java" -name '*.java')
javac --release 17 -nowarn -cp "$jar:$out/androidshim:$annotations" -d "$out/glue" \
    $(find "$here/src/glue/java" -name '*.java')
kotlinc -jvm-target 1.8 "$jsr305" -cp "$jar:$out/androidshim:$out/glue:$annotations" -d "$out/glue-kotlin" \
    "$here"/src/glue/kotlin/dev/switchyard/example/android/kotlin/*.kt 2>&1 | quiet
kotlin -cp "$out/glue-kotlin:$out/androidshim:$out/glue:$jar" dev.switchyard.example.android.kotlin.GlueCheckKt \
    "$here/../Examples/Shop/shop.routes.json" >"$out/glue-sources.txt" 2>"$out/stderr.txt" || {
    cat "$out/stderr.txt" >&2; exit 1; }
if ! diff -u "$here/testdata/glue-sources.txt" "$out/glue-sources.txt"; then
    echo "kotlin-example: the Kotlin glue's sources differ from testdata/glue-sources.txt" >&2; exit 1
fi
echo "kotlin-example: the Kotlin glue compiles against the Android stand-ins and decides" \
    "$(wc -l < "$out/glue-sources.txt") arrivals as testdata/glue-sources.txt says"

for unsafe in "$here"/src/example/kotlin-null-unsafe/*.kt; do
    if kotlinc "$jsr305" -cp "$jar:$annotations" -d "$out/unsafe" "$unsafe" >"$out/unsafe.txt" 2>&1; then
        echo "kotlin-example: $(basename "$unsafe") compiled: Kotlin does not see the library's nullability" >&2
        exit 1
    fi
    grep -E 'error: (only safe|null can not be a value of a non-null type)' "$out/unsafe.txt" >/dev/null || {
        echo "kotlin-example: $(basename "$unsafe") failed for another reason than nullability:" >&2
        cat "$out/unsafe.txt" >&2; exit 1; }
    echo "kotlin-example: $(basename "$unsafe") is refused: $(grep -m1 -o 'error: .*' "$out/unsafe.txt")"
done
