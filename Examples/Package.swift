// swift-tools-version: 6.1
import PackageDescription

// The Shop demo, a package of its own (issue #58): its target applies the build plugin, and SwiftPM prepares the
// tools of every plugin applied anywhere in a package's graph. In Switchyard's own manifest it made every app that
// depends on Switchyard build the routes compiler (and, then, swift-crypto and Yams) whether it used the plugin or
// not. Here it is what an app that uses the plugin looks like: one Switchyard product besides the plugin, and the
// documents' product for the signed routing document it applies.
//
//     swift run --package-path Examples shop-demo
//     swift test --package-path Examples
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "SwitchyardExamples",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.executable(name: "shop-demo", targets: ["ShopDemo"])],
    dependencies: [
        .package(name: "Switchyard", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The demo's release pipeline signs its routing documents (ReleasePipeline.swift); the app side verifies them
        // through SwitchyardRoutingDocuments.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // A story of incoming links replayed on the headless navigator. Its route table, shop.routes.json, is compiled
        // by the build plugin; SwitchyardRoutingDocuments is for the signed routing document it applies.
        .executableTarget(
            name: "ShopDemo",
            dependencies: [
                .product(name: "SwitchyardCompiledRoutes", package: "Switchyard"),
                .product(name: "SwitchyardRoutingDocuments", package: "Switchyard"),
                .product(name: "SwitchyardTesting", package: "Switchyard"),
                .product(name: "Logging", package: "swift-log"), .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Shop",
            exclude: ["expected-output.txt", "components.json"],
            swiftSettings: strictSettings,
            plugins: [.plugin(name: "SwitchyardRoutesPlugin", package: "Switchyard")]
        ),
        .testTarget(
            name: "ShopDemoTests",
            dependencies: ["ShopDemo", .product(name: "SwitchyardTesting", package: "Switchyard")],
            path: "ShopTests",
            swiftSettings: strictSettings
        ),
    ]
)
