#!/bin/sh
# The JVM reader's benchmarks: ns per match at 10, 1,000 and 10,000 routes, trie against a java.util.regex scan;
# with `signature`, ms to open one signed document with the library's own Ed25519 (budget: 20 ms of CPU cold):
# a fresh JVM's first open and the warm median, then a fresh JVM's first open with -Xint (all interpreted);
# with `documents [--quick]`, what a routing document costs (offer, peak heap, per 16 KB link), in a 256 MB heap;
# with `router`, an open through three middleware against the match alone, and 100,000 opens through a middleware
# that never answers, each ended by its timeout: the live threads and the heap in use before and after;
# with `load [--runs N]`, a fresh JVM's load and first match of 100, 1,000 and 10,000 routes, from the JSON and from
# the ready form (ADR 0069), JIT on, -Xint, and JIT on with the library's classes archived beforehand (CDS, as ART
# verifies an app's classes at install), N runs each (default 5): min / median wall ms, median CPU; then issue #92's
# apps' tables (every pattern feature, with and without 20 rewrite rules, three shapes, 100 and 1,000 routes) with
# CDS, and the ratios it names (ready / JSON, with rules / without) against its targets;
# with `load-pair COMMIT [--routes N] [--rounds N] [--first-segments N]`, the ready load and first match of COMMIT's
# library against this tree's, each with its own writer's image, both in one -Xint JVM in turns (default 1,000
# routes, 100 rounds, each route its own first segment; N > 0: N first segments the routes share): the median of
# the paired ratios, for a change of a few per cent that fresh JVMs on a shared machine hide; with
# `--app own|ten|one [--rules]`, issue #92's table of an app on that shape, with its 20 rewrite rules or without;
# with `calls [--quick]` (issue #88), a component call against an open through the same tag middleware, and a
# service lookup by type against a ConcurrentHashMap.get, timed in turns: the ratios of the medians (CPU ns).
# Usage: Android/bench.sh [signature | documents [--quick] | router | calls [--quick] | load [--runs N]
#        | load-pair COMMIT [...]]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/build/bench"
rm -rf "$out" && mkdir -p "$out"
# The nullability annotations are compile-time only (Debian's libjsr305-java, as Android/build.sh uses them).
annotations=/usr/share/java/jsr305.jar
# The library as it ships (Java 8's class files, docs/compatibility.md "Android API level"); the benchmark itself is Java 17.
javac --release 8 -cp "$annotations" -d "$out" $(find "$here/src/main/java" -name '*.java')
# The testing artifact (src/testing/java), which the benchmarks and the command line's preview apply their documents
# through, beside it; the command line's ready-table writer, which the load benchmark writes its images with.
javac --release 8 -cp "$out:$annotations" -d "$out/testing" $(find "$here/src/testing/java" -name '*.java')
javac --release 8 -cp "$out:$out/testing:$annotations" -d "$out" $(find "$here/src/cli/java" -name '*.java')
javac --release 17 -cp "$out:$out/testing:$annotations" -d "$out" $(find "$here/src/bench/java" -name '*.java')
case "${1:-}" in
    signature)
        java -cp "$out:$out/testing" dev.switchyard.bench.SignatureBenchmark
        printf 'interpreted (-Xint), ' && java -Xint -cp "$out:$out/testing" dev.switchyard.bench.SignatureBenchmark cold ;;
    documents) shift; exec java -Xmx256m -cp "$out:$out/testing" dev.switchyard.bench.DocumentBudgetBenchmark "$@" ;;
    router) exec java -Xmx256m -cp "$out:$out/testing" dev.switchyard.bench.RouterBenchmark ;;
    calls) shift; exec java -Xmx256m -cp "$out:$out/testing" dev.switchyard.bench.ComponentCallBenchmark "$@" ;;
    load) shift
        # As jars: a class-data archive (the CDS rows) takes no directory on the class path.
        (cd "$out" && jar cf library.jar dev && cd testing && jar cf ../testing.jar dev)
        exec java -cp "$out/library.jar:$out/testing.jar" dev.switchyard.bench.LoadBenchmark "$@" ;;
    load-pair) shift
        commit=${1:?usage: Android/bench.sh load-pair COMMIT [--routes N] [--rounds N] [--first-segments N] [--app S]}
        shift
        # COMMIT's library and its command line's writer (which writes COMMIT's image), built as
        # this tree's are, in a folder of their own.
        before="$out/before"
        mkdir -p "$before/src" "$before/classes"
        git -C "$here/.." archive "$commit" Android/src/main/java Android/src/testing/java Android/src/cli/java \
            | tar -x -C "$before/src"
        javac --release 8 -nowarn -cp "$annotations" -d "$before/classes" $(find "$before/src" -name '*.java')
        exec java -Xint -cp "$out:$out/testing" dev.switchyard.bench.LoadComparison "$before/classes" "$out" "$@" ;;
    *) java -cp "$out:$out/testing" dev.switchyard.bench.Benchmark ;;
esac
