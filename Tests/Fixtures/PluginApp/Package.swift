// swift-tools-version: 6.1
// A fixture app for the build plugin (issue #45), built by PluginFixtureTests with `swift build --package-path`:
// PluginApp compiles app.routes.json and routes URLs through the generated binding and through the same table
// read at run time; BrokenRoutes's table has an error at a known line and column; UnboundHandlers conforms to
// its generated protocol without one of the methods. The generated code needs Switchyard, SwitchyardMatching and
// SwitchyardCompiledTables only. Each target is built alone (`--target`).
import PackageDescription

let plugin: [Target.PluginUsage] = [.plugin(name: "SwitchyardRoutesPlugin", package: "Switchyard")]
let config: [Target.Dependency] = [
    .product(name: "SwitchyardConfig", package: "Switchyard"), .product(name: "SwitchyardCompiledTables", package: "Switchyard"),
]
// What the generated code needs: the router and the matching module, not SwitchyardConfig.
let router: [Target.Dependency] = [
    .product(name: "Switchyard", package: "Switchyard"), .product(name: "SwitchyardMatching", package: "Switchyard"),
    .product(name: "SwitchyardCompiledTables", package: "Switchyard"),
]

let package = Package(
    name: "PluginApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "Switchyard", path: "../../..")],
    targets: [
        .executableTarget(name: "PluginApp", dependencies: config, plugins: plugin),
        .target(name: "BrokenRoutes", dependencies: router, plugins: plugin),
        .target(name: "UnboundHandlers", dependencies: router, plugins: plugin),
    ]
)
