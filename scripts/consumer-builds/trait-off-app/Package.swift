// swift-tools-version: 6.1
// SwitchyardConfig used by an app whose Switchyard dependency turns every trait off (scripts/check-consumer-builds.sh
// lays it out with the checkout's path and builds it in code-app's scratch folder): the build must stop at the one
// error that names the trait RouteTableFiles (ADR 0046), not at a missing module.
import PackageDescription

let package = Package(
    name: "trait-off-app",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Switchyard", path: "SWITCHYARD_PATH", traits: [])],
    targets: [
        .executableTarget(name: "ConfigWithoutTrait", dependencies: [.product(name: "SwitchyardConfig", package: "Switchyard")])
    ]
)
