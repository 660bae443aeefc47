// swift-tools-version: 6.1
// An app whose routes the build plugin compiles (scripts/check-consumer-builds.sh lays it out with the checkout's
// path): one Switchyard product besides the plugin.
import PackageDescription

let package = Package(
    name: "plugin-app",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Switchyard", path: "SWITCHYARD_PATH")],
    targets: [
        .executableTarget(
            name: "PluginApp", dependencies: [.product(name: "SwitchyardCompiledRoutes", package: "Switchyard")],
            plugins: [.plugin(name: "SwitchyardRoutesPlugin", package: "Switchyard")])
    ]
)
