// swift-tools-version: 6.1
// libFuzzer harnesses for Switchyard. Build and run them with `scripts/fuzz.sh <harness|all> <seconds>`
// from the repository root; it passes `-sanitize=fuzzer,address` and `-enable-testing` (the harnesses
// use internal APIs through `@testable import`). Each harness is `LLVMFuzzerTestOneInput` in
// `Harnesses/<Name>/<Name>.swift`; its main.swift hands control to libFuzzer's driver. The internals they reach are
// in SwitchyardRouteTable (the run half: intake, the walk, the parsed pattern) and SwitchyardMatching (the builder).
import PackageDescription

let package = Package(
    name: "SwitchyardFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Switchyard", path: ".."),
    ],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "SwitchyardMatching", package: "Switchyard"), .product(name: "SwitchyardExplain", package: "Switchyard"),
            ],
            path: "Harnesses/FuzzSupport"),
        .target(name: "FuzzDriver", path: "Harnesses/FuzzDriver"),
        .executableTarget(
            name: "IntakeFuzzer",
            dependencies: [
                "FuzzSupport", "FuzzDriver", .product(name: "SwitchyardMatching", package: "Switchyard"),
            ],
            path: "Harnesses/IntakeFuzzer"),
        .executableTarget(
            name: "PatternFuzzer",
            dependencies: [
                "FuzzSupport", "FuzzDriver", .product(name: "SwitchyardMatching", package: "Switchyard"),
            ],
            path: "Harnesses/PatternFuzzer"),
        .executableTarget(
            name: "MatchFuzzer",
            dependencies: [
                "FuzzSupport", "FuzzDriver", .product(name: "SwitchyardMatching", package: "Switchyard"),
            ],
            path: "Harnesses/MatchFuzzer"),
        .executableTarget(
            name: "RewriteFuzzer",
            dependencies: [
                "FuzzSupport", "FuzzDriver",
                .product(name: "Switchyard", package: "Switchyard"),
                .product(name: "SwitchyardMatching", package: "Switchyard"),
            ],
            path: "Harnesses/RewriteFuzzer"),
        .executableTarget(
            name: "ConfigFuzzer",
            dependencies: [
                "FuzzSupport", "FuzzDriver",
                .product(name: "SwitchyardConfig", package: "Switchyard"),
                .product(name: "SwitchyardMatching", package: "Switchyard"),
            ],
            path: "Harnesses/ConfigFuzzer"),
    ]
)
