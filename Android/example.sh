#!/bin/sh
# The Shop demo's links routed on the JVM: Android/example.sh [TABLE] (default: Examples/Shop/shop.routes.json).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/build/example"
rm -rf "$out" && mkdir -p "$out"
# The library and the example at Java 8's API, as an app on Android API 26 compiles them (docs/compatibility.md).
javac --release 8 -cp /usr/share/java/jsr305.jar -d "$out" \
    $(find "$here/src/main/java" "$here/src/example/java" -name '*.java')
java -cp "$out" dev.switchyard.example.ShopLinks "${1:-$here/../Examples/Shop/shop.routes.json}"
