// swift-tools-version: 6.1
// A RoutingKit consumer, built beside Switchyard's for its cold build time (scripts/check-consumer-builds.sh builds it
// first, every run, and prints the others' times as multiples of its own).
import PackageDescription

let package = Package(
    name: "routingkit-app",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3")],
    targets: [.executableTarget(name: "RoutingKitApp", dependencies: [.product(name: "RoutingKit", package: "routing-kit")])]
)
