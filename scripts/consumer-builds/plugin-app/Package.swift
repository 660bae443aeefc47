// swift-tools-version: 6.1
// An app whose routes the build plugin compiles (scripts/check-consumer-builds.sh lays it out with the checkout's
// path): one Switchyard product besides the plugin, and the dependency line BuildTimeRoutes gives it: the trait
// RouteTableFiles only (the plugin's compiler reads YAML tables), so that SwiftPM fetches neither swift-crypto,
// swift-asn1 nor argument-parser (ADR 0046).
import PackageDescription

let package = Package(
    name: "plugin-app",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Switchyard", path: "SWITCHYARD_PATH", traits: ["RouteTableFiles"])],
    targets: [
        .executableTarget(
            name: "PluginApp", dependencies: [.product(name: "SwitchyardCompiledRoutes", package: "Switchyard")],
            plugins: [.plugin(name: "SwitchyardRoutesPlugin", package: "Switchyard")])
    ]
)
