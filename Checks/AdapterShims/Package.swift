// swift-tools-version: 6.1
// A compile check of the UIKit and SwiftUI adapters where no Apple SDK exists (Linux CI): the adapters'
// own source folders (symlinked under Adapters/) are compiled against shim modules named UIKit, SwiftUI and
// UserNotifications that declare only the Apple types and members the adapters use, with Apple's names
// and signatures, and against the real Switchyard library. A typo or a call to something the shim does
// not declare fails the build. What this proves and what it does not: Sources/Switchyard/Switchyard.docc/Adapters.md.
// Run it with scripts/check-adapters.sh. Not for macOS: there the real SDK's SwiftUI would clash with the
// shim; build the adapters with Xcode instead.
//
// The Switchyard library's own sources (symlinked under Library/) are targets of THIS package, under their
// real module names, rather than a dependency on the root package: the adapters use Switchyard's `package`
// declarations (the navigation steps, the planner, the queue), which only targets of one package see.
import PackageDescription

// The root package's settings, so the adapters and the library are checked as they are built there.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "AdapterShims",
    targets: [
        // Foundation declarations that Apple ships and swift-corelibs-foundation lacks (NSUserActivity).
        .target(name: "AppleFoundationAdditions", path: "Shims/AppleFoundationAdditions"),
        .target(name: "UserNotifications", path: "Shims/UserNotifications"),
        .target(name: "UIKit", dependencies: ["AppleFoundationAdditions", "UserNotifications"], path: "Shims/UIKit"),
        .target(name: "SwiftUI", dependencies: ["AppleFoundationAdditions"], path: "Shims/SwiftUI"),
        // The library's real sources, with the root package's targets' names, dependencies and settings.
        .target(name: "SwitchyardRouteTable", path: "Library/SwitchyardRouteTable", swiftSettings: strictSettings),
        .target(
            name: "SwitchyardMatching", dependencies: ["SwitchyardRouteTable"], path: "Library/SwitchyardMatching",
            swiftSettings: strictSettings),
        .target(
            name: "Switchyard",
            dependencies: ["SwitchyardMatching"],
            path: "Library/Switchyard",
            swiftSettings: strictSettings
        ),
        // The adapters' real sources, under their real names.
        .target(
            name: "SwitchyardUIKit",
            dependencies: ["UIKit", "UserNotifications", "Switchyard"],
            path: "Adapters/SwitchyardUIKit",
            swiftSettings: strictSettings
        ),
        .target(
            name: "SwitchyardSwiftUI",
            dependencies: ["SwiftUI", "Switchyard"],
            path: "Adapters/SwitchyardSwiftUI",
            swiftSettings: strictSettings
        ),
    ]
)
