#!/bin/sh
# The JVM reader's benchmark: ns per match at 10, 1,000 and 10,000 routes, trie against a java.util.regex scan.
# `bench.sh documents [--quick]`: what a routing document costs (offer, peak heap, per 16 KB link), in a 256 MB heap.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/build/bench"
rm -rf "$out" && mkdir -p "$out"
# The nullability annotations are compile-time only (Debian's libjsr305-java, as Android/build.sh uses them).
annotations=/usr/share/java/jsr305.jar
javac --release 17 -cp "$annotations" -d "$out" $(find "$here/src/main/java" "$here/src/bench/java" -name '*.java')
if [ "${1:-}" = documents ]; then
    shift
    exec java -Xmx256m -cp "$out" dev.switchyard.bench.DocumentBudgetBenchmark "$@"
fi
java -cp "$out" dev.switchyard.bench.Benchmark
