// swift-tools-version: 6.1
// A compile check of the UIKit and SwiftUI adapters where no Apple SDK exists (Linux CI): the adapters'
// own source folders (symlinked under Adapters/) are compiled against shim modules named UIKit, SwiftUI and
// UserNotifications that declare only the Apple types and members the adapters use, with Apple's names
// and signatures, and against the real Switchyard library. A typo or a call to something the shim does
// not declare fails the build. What this proves and what it does not: Sources/Switchyard/Switchyard.docc/Adapters.md.
// Run it with scripts/check-adapters.sh. Not for macOS: there the real SDK's SwiftUI would clash with the
// shim; build the adapters with Xcode instead.
import PackageDescription

// The root package's settings, so the adapters are checked as they are built there.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "AdapterShims",
    dependencies: [
        .package(name: "Switchyard", path: "../..")
    ],
    targets: [
        // Foundation declarations that Apple ships and swift-corelibs-foundation lacks (NSUserActivity).
        .target(name: "AppleFoundationAdditions", path: "Shims/AppleFoundationAdditions"),
        .target(name: "UserNotifications", path: "Shims/UserNotifications"),
        .target(name: "UIKit", dependencies: ["AppleFoundationAdditions", "UserNotifications"], path: "Shims/UIKit"),
        .target(name: "SwiftUI", dependencies: ["AppleFoundationAdditions"], path: "Shims/SwiftUI"),
        // The adapters' real sources, under other target names: SwiftPM refuses two targets with one name in
        // a package graph, and the root package already has SwitchyardUIKit and SwitchyardSwiftUI.
        .target(
            name: "CheckedSwitchyardUIKit",
            dependencies: ["UIKit", "UserNotifications", .product(name: "Switchyard", package: "Switchyard")],
            path: "Adapters/SwitchyardUIKit",
            swiftSettings: strictSettings
        ),
        .target(
            name: "CheckedSwitchyardSwiftUI",
            dependencies: ["SwiftUI", .product(name: "Switchyard", package: "Switchyard")],
            path: "Adapters/SwitchyardSwiftUI",
            swiftSettings: strictSettings
        ),
    ]
)
