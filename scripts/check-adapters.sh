#!/usr/bin/env bash
# Compiles the UIKit and SwiftUI adapters' real sources against the shim modules in Checks/AdapterShims
# (minimal UIKit, SwiftUI and UserNotifications declarations with Apple's names and signatures), for
# machines without an Apple SDK. It fails when an adapter calls something the shims do not declare, with
# the wrong labels or types, or misuses Switchyard's API. What it does not prove: Sources/Switchyard/Switchyard.docc/Adapters.md.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -s)" = "Darwin" ]; then
    # The SDK's own SwiftUI would clash with the shim of that name; build the adapters with Xcode there.
    echo "check-adapters: skipped on macOS (build SwitchyardUIKit and SwitchyardSwiftUI with Xcode instead)"
    exit 0
fi

swift build --package-path Checks/AdapterShims "$@"
echo "check-adapters: the adapters compile against the UIKit/SwiftUI shims"
