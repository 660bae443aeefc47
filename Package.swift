// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// The traits (ADR 0046): each brings the packages of the products that need them. All are on by default, so an app
// that names the package as before gets every product; an app that declares its routes in code writes `traits: []`
// on its `.package(...)` line and SwiftPM fetches neither Yams, swift-crypto, swift-asn1 nor argument-parser.
// A product used with its trait off stops at one `#error` that names the trait: each trait has a module of one such
// file (Sources/SwitchyardTraits), a dependency of the module that needs the trait, so that the build stops there
// before that module's imports fail.
let routeTableFiles = "RouteTableFiles"
let routingDocuments = "RoutingDocuments"
let commandLineTool = "CommandLineTool"
// The packages the traits bring: a target's dependency on each holds only while its trait is on.
let yams: Target.Dependency = .product(name: "Yams", package: "Yams", condition: .when(traits: [routeTableFiles]))
let crypto: Target.Dependency = .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: [routingDocuments]))
let argumentParser: Target.Dependency = .product(
    name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: [commandLineTool]))

let package = Package(
    name: "Switchyard",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // What each kind of app names (README.md's table; CHANGELOG.md says what moved in issue #58):
        // routes declared in code: Switchyard.
        .library(name: "Switchyard", targets: ["Switchyard"]),
        // routes compiled with the app by SwitchyardRoutesPlugin: this product alone, besides the plugin (the router
        // and the loader of the tables the plugin compiles).
        .library(name: "SwitchyardCompiledRoutes", targets: ["Switchyard", "SwitchyardCompiledTables"]),
        // route-table files read at run time (JSON, YAML, property lists): add SwitchyardConfig.
        .library(name: "SwitchyardConfig", targets: ["SwitchyardConfig"]),
        // signed routing documents fetched and applied at run time: add SwitchyardRoutingDocuments (it brings
        // SwitchyardConfig, swift-crypto and swift-log).
        .library(name: "SwitchyardRoutingDocuments", targets: ["SwitchyardRoutingDocuments"]),
        // Optional parts, each in a module of its own so that an app that does not use it links none of it.
        .library(name: "SwitchyardLogging", targets: ["SwitchyardLogging"]),
        .library(name: "SwitchyardExplain", targets: ["SwitchyardExplain"]),
        // The web page's jump (issue #90): for the tools and servers that write pages, never the router app.
        .library(name: "SwitchyardJump", targets: ["SwitchyardJump"]),
        .library(name: "SwitchyardUIKit", targets: ["SwitchyardUIKit"]),
        .library(name: "SwitchyardSwiftUI", targets: ["SwitchyardSwiftUI"]),
        .library(name: "SwitchyardObjC", targets: ["SwitchyardObjC"]),
        // For test targets.
        .library(name: "SwitchyardTesting", targets: ["SwitchyardTesting"]),
        .library(name: "SwitchyardConfigTesting", targets: ["SwitchyardConfigTesting"]),
        // The matcher without the router (server-side routing, tools): built from patterns, or loaded compiled.
        .library(name: "SwitchyardMatching", targets: ["SwitchyardMatching"]),
        .library(name: "SwitchyardCompiledTables", targets: ["SwitchyardCompiledTables"]),
        // For tools and tests: a built table written as a compiled image (what `switchyard gen compiled` writes).
        .library(name: "SwitchyardCompiledTableWriter", targets: ["SwitchyardCompiledTableWriter"]),
        .executable(name: "switchyard", targets: ["switchyard"]),
        // Route-table files compiled with the app (issue #45): `plugins: [.plugin(name: "SwitchyardRoutesPlugin",
        // package: "Switchyard")]` on a target turns each `*.routes.json|yaml|yml|plist` in it into Swift.
        .plugin(name: "SwitchyardRoutesPlugin", targets: ["SwitchyardRoutesPlugin"]),
        .executable(name: "hello-router", targets: ["HelloRouter"]),
    ],
    traits: [
        .trait(
            name: routeTableFiles,
            description: "Route-table files (SwitchyardConfig) and the build plugin SwitchyardRoutesPlugin: brings Yams."),
        .trait(
            name: routingDocuments,
            description: "Signed routing documents (SwitchyardRoutingDocuments, SwitchyardConfigTesting): brings swift-crypto.",
            enabledTraits: [routeTableFiles]),
        .trait(
            name: commandLineTool, description: "The switchyard executable: brings swift-argument-parser.",
            enabledTraits: [routingDocuments]),
        .default(enabledTraits: [routeTableFiles, routingDocuments, commandLineTool]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // Documentation only (`swift package generate-documentation`): a command plugin, linked into no product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The run half of matching (issue #45, ADR 0040): the frozen table, URL intake, the walk, the pattern's
        // parsed form. An app whose tables are all compiled ahead of time links this and SwitchyardCompiledTables only.
        .target(name: "SwitchyardRouteTable", swiftSettings: strictSettings),
        // The build half: RouteTableBuilder, the trie's growth, the conflict and registration checks.
        .target(name: "SwitchyardMatching", dependencies: ["SwitchyardRouteTable"], swiftSettings: strictSettings),
        // Route tables compiled ahead of time (issue #45, ADR 0037): the image's format and its checked loader. A module
        // of its own, so that an app declaring its routes in code links none of it.
        .target(name: "SwitchyardCompiledTables", dependencies: ["SwitchyardRouteTable"], swiftSettings: strictSettings),
        // The image's writer (`RouteTable.compiled`, ADR 0040): what the tools, the build plugin's compiler and the tests
        // call, in a module of its own, so that an app that loads compiled tables links the loader without it.
        .target(
            name: "SwitchyardCompiledTableWriter", dependencies: ["SwitchyardRouteTable", "SwitchyardCompiledTables"],
            swiftSettings: strictSettings),
        // `RouteTable.explain` and the reference matcher it reads a URL with (a plain pass over every route, the trie's
        // oracle in the tests): tools and debug screens, not the open path, so an app that does not explain links none of it.
        .target(name: "SwitchyardExplain", dependencies: ["SwitchyardMatching"], swiftSettings: strictSettings),
        .target(name: "Switchyard", dependencies: ["SwitchyardMatching"], swiftSettings: strictSettings),
        // `LoggingMiddleware` and swift-log, in a module of their own: an app that does not log links neither
        // (ADR 0031: an app pays for every function of each module it links).
        .target(
            name: "SwitchyardLogging", dependencies: ["Switchyard", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings),
        // Each trait's check: empty with the trait on; with it off, the one error the build stops at (ADR 0046).
        .target(name: "SwitchyardRouteTableFilesTrait", path: "Sources/SwitchyardTraits/RouteTableFiles"),
        .target(name: "SwitchyardRoutingDocumentsTrait", path: "Sources/SwitchyardTraits/RoutingDocuments"),
        .target(name: "SwitchyardCommandLineToolTrait", path: "Sources/SwitchyardTraits/CommandLineTool"),
        // Route-table files (JSON, YAML, property lists) read at run time. No swift-crypto: the build plugin's compiler
        // links this module, and an app that reads tables does not verify signatures (issue #58).
        .target(
            name: "SwitchyardConfig",
            dependencies: ["Switchyard", "SwitchyardMatching", "SwitchyardRouteTableFilesTrait", yams],
            swiftSettings: strictSettings
        ),
        // Signed routing documents: fetched, verified, cached and applied to a live router (ADR 0019).
        .target(
            name: "SwitchyardRoutingDocuments",
            dependencies: [
                "Switchyard", "SwitchyardConfig", "SwitchyardRoutingDocumentsTrait", crypto,
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // The web page's jump (Docs/Rules/jump.md, ADR 0078, issue #90): which link a page offers under "Open in app",
        // computed from the table's `options.apps` and how the app takes the link. A module of its own: the router app
        // links none of it.
        .target(name: "SwitchyardJump", dependencies: ["SwitchyardConfig"], swiftSettings: strictSettings),
        .target(name: "SwitchyardTesting", dependencies: ["Switchyard"], swiftSettings: strictSettings),
        // Routing documents applied unsigned, for an app's test targets only (ADR 0035): not in SwitchyardTesting,
        // which executables link (hello-router, the Shop demo) and which would then bring SwitchyardConfig along.
        .target(
            name: "SwitchyardConfigTesting",
            dependencies: ["Switchyard", "SwitchyardRoutingDocuments", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings),
        // Thin adapters. SwitchyardSwiftUI's model is platform-neutral (built and tested everywhere); the UIKit
        // adapter and SwiftUI's view modifiers compile to nothing without an Apple SDK, and CI compiles them
        // against shims instead (Checks/AdapterShims, Sources/Switchyard/Switchyard.docc/Adapters.md).
        .target(name: "SwitchyardUIKit", dependencies: ["Switchyard"], swiftSettings: strictSettings),
        .target(name: "SwitchyardSwiftUI", dependencies: ["Switchyard"], swiftSettings: strictSettings),
        // The Objective-C facade: its decisions are platform-neutral (tested everywhere); its `@objc` class compiles
        // to nothing without Objective-C, and scripts/check-apple-sdk.sh checks it and its Objective-C callers
        // (Checks/ObjC) against Apple's SDK. Switchyard and the run half of matching only: the SDK check builds it so.
        .target(name: "SwitchyardObjC", dependencies: ["Switchyard", "SwitchyardRouteTable"], swiftSettings: strictSettings),
        // The `switchyard` tool: every command, in a library that is no product (no public API; SwitchyardToolTests
        // reaches what it checks through `package` declarations), and an executable that only starts the root command.
        // What the `switchyard` tool and the build plugin's compiler share, without argument-parser: the typed-route
        // renderer (`gen swift`), lint's checks and report, sample URLs. No product; `package` declarations only.
        .target(
            name: "SwitchyardToolCore",
            dependencies: [
                "Switchyard", "SwitchyardConfig", "SwitchyardMatching", "SwitchyardCompiledTables", "SwitchyardCompiledTableWriter",
                "SwitchyardExplain",
            ],
            swiftSettings: strictSettings),
        // The build plugin's tool: one route-table file in, one Swift file out, lint's findings as the build's
        // diagnostics. Lean on purpose: no argument-parser, no swift-syntax, no swift-crypto (it links SwitchyardConfig,
        // and so Yams; see Sources/SwitchyardConfig/SwitchyardConfig.docc/BuildTimeRoutes.md).
        .executableTarget(
            name: "switchyard-routes-compiler", dependencies: ["SwitchyardToolCore"], path: "Sources/SwitchyardRoutesCompiler",
            swiftSettings: strictSettings),
        .plugin(
            name: "SwitchyardRoutesPlugin", capability: .buildTool(), dependencies: ["switchyard-routes-compiler"],
            path: "Plugins/SwitchyardRoutesPlugin"),
        .target(
            name: "SwitchyardTool",
            dependencies: [
                "Switchyard", "SwitchyardConfig", "SwitchyardRoutingDocuments", "SwitchyardExplain", "SwitchyardMatching",
                "SwitchyardToolCore", "SwitchyardCompiledTables", "SwitchyardCompiledTableWriter",
                "SwitchyardCommandLineToolTrait", "SwitchyardWebBundles", "SwitchyardJump", argumentParser,
            ],
            swiftSettings: strictSettings
        ),
        // The web runtime's built files, which the tool embeds (`gen web`'s runtime, the catalogue page's scripts and
        // style): Web/dist as esbuild writes it from Web/src (Web/build.sh; CI fails when they differ), the resource of
        // this target, whose one Swift file reads them. The web runtime is a folder of its own at the root
        // (Web/README.md); SwiftPM takes resources only from inside a target's folder, so the target's is Web/, and
        // every other entry of Web/ is excluded (a new one goes in the list, or SwiftPM warns of an unhandled file).
        .target(
            name: "SwitchyardWebBundles", path: "Web",
            exclude: ["README.md", "package.json", "tsconfig.json", "build.sh", "src", "test", "bench"],
            sources: ["SwiftPM"], resources: [.copy("dist")], swiftSettings: strictSettings),
        // Not Sources/switchyard: on a case-insensitive file system that folder is Sources/Switchyard's.
        .executableTarget(
            name: "switchyard",
            dependencies: ["SwitchyardTool", argumentParser],
            path: "Sources/SwitchyardToolMain",
            swiftSettings: strictSettings
        ),
        // The README's first snippet, as a program: routes, a fallback, a navigator, one open (`swift run hello-router`).
        .executableTarget(
            name: "HelloRouter",
            dependencies: ["Switchyard", "SwitchyardTesting"],
            path: "Examples/HelloRouter",
            swiftSettings: strictSettings
        ),
        // What the test targets share: the seeded generator, the repository's root, the built executables.
        .target(name: "SwitchyardTestSupport", path: "Tests/SwitchyardTestSupport", swiftSettings: strictSettings),
        .testTarget(
            name: "SwitchyardMatchingTests",
            dependencies: [
                "SwitchyardMatching", "SwitchyardRouteTable", "SwitchyardCompiledTables", "SwitchyardCompiledTableWriter",
                "SwitchyardExplain", "SwitchyardTestSupport",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "SwitchyardTests",
            dependencies: [
                "Switchyard", "SwitchyardCompiledTables", "SwitchyardCompiledTableWriter", "SwitchyardTesting", "SwitchyardTestSupport",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "SwitchyardLoggingTests",
            dependencies: ["SwitchyardLogging", "Switchyard", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings),
        .testTarget(
            name: "SwitchyardObjCTests", dependencies: ["SwitchyardObjC", "Switchyard", "SwitchyardMatching", "SwitchyardTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(name: "SwitchyardSwiftUITests", dependencies: ["SwitchyardSwiftUI", "Switchyard"], swiftSettings: strictSettings),
        .testTarget(
            name: "SwitchyardConfigTests",
            dependencies: [
                "SwitchyardConfig", "SwitchyardRoutingDocuments", "SwitchyardConfigTesting", "SwitchyardMatching",
                "SwitchyardTestSupport", .product(name: "Crypto", package: "swift-crypto"), .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        // The documentation's Swift snippets, each typechecked as an app's code (no `package` access) by `swiftc`
        // against the built modules. Prelude/ holds the stand-ins the articles' snippets use: compiled only there,
        // in the client program, never in this target.
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "Switchyard", "SwitchyardCompiledTables", "SwitchyardCompiledTableWriter", "SwitchyardConfig", "SwitchyardRoutingDocuments",
                "SwitchyardConfigTesting", "SwitchyardExplain", "SwitchyardJump",
                "SwitchyardLogging",
                "SwitchyardTesting", "HelloRouter",
                "SwitchyardTestSupport",
            ],
            exclude: ["Prelude"]
        ),
        // The conformance corpus (Conformance/cases) against the built table, the compiled table, url(for:), explain, the
        // tool's readers: `gen links` (association cases, sampled claims) and `routes`, and routing documents (document
        // cases through RemoteRoutingDocuments and `match --document`).
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "Switchyard", "SwitchyardConfig", "SwitchyardMatching", "SwitchyardRouteTable", "SwitchyardCompiledTables",
                "SwitchyardCompiledTableWriter", "SwitchyardExplain", "SwitchyardRoutingDocuments", "SwitchyardTool",
                "SwitchyardJump", "SwitchyardTestSupport",
            ],
            swiftSettings: strictSettings),
        // The Shop table's types as `switchyard gen swift` writes them, compiled and used (SwitchyardToolTests checks the file is current).
        .testTarget(name: "GeneratedRoutesTests", dependencies: ["Switchyard", "SwitchyardConfig"], swiftSettings: strictSettings),
        .testTarget(
            name: "SwitchyardToolTests",
            // `switchyard` too: the suites run the built executable (BuiltExecutable) as a user would.
            dependencies: ["SwitchyardTool", "SwitchyardToolCore", "SwitchyardJump", "switchyard", "switchyard-routes-compiler", "SwitchyardTestSupport"],
            swiftSettings: strictSettings
        ),
    ]
)
