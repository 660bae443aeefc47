#!/usr/bin/env bash
# Typechecks every Apple-only source of the package against a real iOS SDK, on Linux, and says what that proved.
#
#   scripts/check-apple-sdk.sh SDK_PATH        # an iPhoneOS17.0.sdk folder, or the git mirror of itsnebulalol/sdks
#   SWITCHYARD_APPLE_SDK=SDK_PATH scripts/check-apple-sdk.sh
#
# It runs the shared Apple SDK tool (../shared/tools/apple-sdk/check, or $SWITCHYARD_APPLE_SDK_TOOL) with --core on
# this package. The SDK is prepared once under $SY_APPLE_SDK_CACHE (the tool's default: switchyard-apple-sdk in the
# user's cache folder) and reused. Run it before every change to Apple-only code lands (Sources/Switchyard/Switchyard.docc/Adapters.md).
#
# What a clean run proves (Xcode's type checker would accept these, for arm64-apple-ios16.0, the deployment target):
#   - SwitchyardUIKit and SwitchyardSwiftUI, bodies included, against the SDK's UIKit, SwiftUI and Observation
#     (real availability, real @MainActor and Sendable annotations);
#   - SwitchyardObjC, the Objective-C facade: its @objc layer typechecks, and Swift emits its header
#     (SwitchyardObjC-Swift.h);
#   - every Objective-C caller under Checks/ObjC compiles against that header with clang (ARC, modules, the SDK's
#     Foundation and UIKit; Checks/ObjC/Strict.h makes nullability, selector and block-type warnings errors);
#   - every iOS example app (Examples/*iOS*), typechecked as one app module against those libraries;
#   - SwitchyardRouteTable, SwitchyardMatching, Switchyard and SwitchyardTesting for iOS (Darwin-only branches),
#     less four known false positives of the SDK's older standard library.
# What it does NOT prove: the SDK's standard library is Swift 5.9's, so no code generation (SILGen), no SIL-level
# diagnostics (definite initialisation, region-based isolation), nothing linked, nothing run on a device or a
# simulator. Behaviour is the Linux tests' job (SwitchyardObjCTests cover the facade's decisions).
#
# Exit status: 0 clean, 1 errors found (or a part the tool did not report), 2 could not run.
set -uo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

sdk="${1:-${SWITCHYARD_APPLE_SDK:-}}"
if [ -z "$sdk" ]; then
    sed -n 2,5p "$0" >&2
    exit 2
fi
tool="${SWITCHYARD_APPLE_SDK_TOOL:-}"
if [ -z "$tool" ]; then
    for candidate in "$root/../shared/tools/apple-sdk/check" "$root/../../shared/tools/apple-sdk/check"; do
        if [ -x "$candidate" ]; then tool="$candidate"; break; fi
    done
fi
if [ -z "$tool" ] || [ ! -x "$tool" ]; then
    echo "check-apple-sdk: the Apple SDK tool was not found (../shared/tools/apple-sdk/check); set SWITCHYARD_APPLE_SDK_TOOL" >&2
    exit 2
fi

report="$(mktemp)"
copy="$(mktemp)"
trap 'rm -f "$report" "$copy"' EXIT
# The shared tool emits a fixed list of modules (swift-log, SwitchyardMatching, Switchyard) and predates the run half
# of matching having a module of its own (SwitchyardRouteTable, ADR 0040), which SwitchyardMatching imports: run an
# adapted copy that emits that module first and, with --core, typechecks it in full too. The copy keeps the tool's
# own folder (its API notes). A tool that already emits the module is run as it is.
adapted="$copy"
if grep -q 'SwitchyardRouteTable' "$tool"; then
    adapted="$tool"
else
    tool_dir="$(cd "$(dirname "$tool")" && pwd)"
    sed -e "s|^here=.*|here=\"$tool_dir\"|" \
        -e 's|^emit main SwitchyardMatching |emit main SwitchyardRouteTable "$root/Sources/SwitchyardRouteTable"\n&|' \
        -e 's|^  typecheck SwitchyardMatching |  typecheck SwitchyardRouteTable "$old_stdlib"\n&|' "$tool" >"$adapted"
    grep -q '^emit main SwitchyardRouteTable ' "$adapted" && grep -q '^  typecheck SwitchyardRouteTable ' "$adapted" || {
        echo "check-apple-sdk: could not adapt $tool to emit SwitchyardRouteTable (its emit lines changed)" >&2
        exit 2
    }
    chmod +x "$adapted"
fi
"$adapted" "$sdk" "$root" --core 2>&1 | tee "$report"
status=${PIPESTATUS[0]}
[ "$status" -eq 2 ] && { echo "check-apple-sdk: could not run (see above)" >&2; exit 2; }

# Each part must have been reported: a part the tool skipped silently is not a part that passed.
missing=()
for module in SwitchyardUIKit SwitchyardSwiftUI SwitchyardObjC SwitchyardRouteTable SwitchyardMatching Switchyard SwitchyardTesting; do
    grep -q "^$module: [0-9]* errors" "$report" || missing+=("$module")
done
callers=$(find Checks/ObjC -name '*.m' 2>/dev/null | wc -l | tr -d ' ')
grep -q "^Objective-C callers: $callers files compiled" "$report" || missing+=("the $callers Objective-C callers of Checks/ObjC")
apps=()
for app in $(find Examples -maxdepth 1 -type d -name '*iOS*' 2>/dev/null | sort); do
    apps+=("$app")
    grep -q "^$app: [0-9]* errors" "$report" || missing+=("$app")
done
if [ "${#missing[@]}" -gt 0 ]; then
    echo "check-apple-sdk: FAILED: the tool did not report ${missing[*]}"
    exit 1
fi

errors=$(grep -cE ': error: ' "$report")
parts="the adapters (SwitchyardUIKit, SwitchyardSwiftUI), the Objective-C facade (SwitchyardObjC and its generated header)"
parts+=", $callers Objective-C callers (Checks/ObjC), ${#apps[@]} iOS example app(s)${apps[*]:+ (${apps[*]})}"
parts+=" and the core modules for iOS"
if [ "$status" -ne 0 ]; then
    echo "check-apple-sdk: FAILED: $errors error(s) typechecking $parts against $(basename "$sdk")"
    exit 1
fi
echo "check-apple-sdk: proved: Xcode's type checker accepts $parts against $(basename "$sdk") for iOS 16 (clang compiled the callers against the header)"
echo "check-apple-sdk: not proved: code generation, SIL-level diagnostics, linking, running on a device or simulator (behaviour: swift test)"
