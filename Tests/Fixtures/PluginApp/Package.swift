// swift-tools-version: 6.1
// A fixture app for the build plugin (issue #45), built by PluginFixtureTests with `swift build --package-path`:
// PluginApp compiles app.routes.json and routes URLs through the generated binding and through the same table
// read at run time; BrokenRoutes's table has an error at a known line and column; UnboundHandlers conforms to
// its generated protocol without one of the methods; CatalogRoutes's table generates public Swift, which PluginApp
// uses from another module. A target that uses the plugin names one product, SwitchyardCompiledRoutes. Each target is
// built alone (`--target`).
import PackageDescription

let plugin: [Target.PluginUsage] = [.plugin(name: "SwitchyardRoutesPlugin", package: "Switchyard")]
// The app also reads its table at run time, to compare: SwitchyardConfig beside the plugin's product.
let config: [Target.Dependency] = [
    .product(name: "SwitchyardCompiledRoutes", package: "Switchyard"), .product(name: "SwitchyardConfig", package: "Switchyard"),
    "CatalogRoutes",
]
// What the generated code needs: one product.
let router: [Target.Dependency] = [.product(name: "SwitchyardCompiledRoutes", package: "Switchyard")]

let package = Package(
    name: "PluginApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "Switchyard", path: "../../..")],
    targets: [
        .executableTarget(name: "PluginApp", dependencies: config, plugins: plugin),
        .target(name: "BrokenRoutes", dependencies: router, plugins: plugin),
        .target(name: "UnboundHandlers", dependencies: router, plugins: plugin),
        .target(name: "CatalogRoutes", dependencies: router, plugins: plugin),
    ]
)
