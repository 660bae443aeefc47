// swift-tools-version: 6.1
// Issue #35 item 3: the code an app pays for Switchyard. Three tiny apps built the same way (release, `-Osize`,
// the package's modules linked statically as SwiftPM does for executables, unused sections dropped by
// `--gc-sections`): an empty one, a ten-route router app and a ten-route table-only app. `measure.sh` builds
// them and subtracts the empty app's code from the others'. A package of its own, so that neither the main
// package nor the benchmark package (RoutingKit, Hummingbird, …) is built for it.
import PackageDescription

let package = Package(
    name: "SwitchyardAppCodeSize",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Switchyard", path: "../..")],
    targets: [
        // The floor: what any Swift executable built this way holds.
        .executableTarget(name: "EmptyApp"),
        // Ten routes, one with a typed parameter, a fallback, a navigator, one open.
        .executableTarget(name: "RouterApp", dependencies: [.product(name: "Switchyard", package: "Switchyard")]),
        // The same ten patterns in a `RouteTable` (SwitchyardMatching alone), one match.
        .executableTarget(
            name: "TableApp", dependencies: [.product(name: "SwitchyardMatching", package: "Switchyard")]),
        // The same two from a compiled table (issue #45): TenRoutes.swift, written by `switchyard gen compiled` from
        // ten-routes.json (measure.sh writes it again first), loaded without parsing a pattern.
        .executableTarget(
            name: "CompiledRouterApp",
            dependencies: [.product(name: "SwitchyardCompiledRoutes", package: "Switchyard")]),
        .executableTarget(
            name: "CompiledTableApp",
            dependencies: [.product(name: "SwitchyardCompiledTables", package: "Switchyard")]),
    ]
)
