// swift-tools-version: 6.1
// The benchmark package of Switchyard. It is its own package so that the main package's
// `swift build` / `swift test` never build it (nor resolve RoutingKit, Hummingbird or the benchmark tools).
import PackageDescription

let package = Package(
    name: "SwitchyardBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Switchyard", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
        // No default traits: the trie does not need swift-configuration or full Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
        // Signs the documents DocumentBudgetBenchmark offers (the main package's own requirement).
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Routes and URLs shared by every router, generated from a seed.
        .target(name: "Workload"),
        // Counts malloc calls and reads the heap's in-use bytes (glibc); no-op elsewhere.
        .target(name: "CMallocCounter"),
        // The side-by-side harness: `swift run -c release SwitchyardBenchmarks`.
        .executableTarget(
            name: "SwitchyardBenchmarks",
            dependencies: [
                "Workload", "CMallocCounter",
                .product(name: "SwitchyardMatching", package: "Switchyard"),
                .product(name: "SwitchyardCompiledTables", package: "Switchyard"),
                .product(name: "SwitchyardCompiledTableWriter", package: "Switchyard"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // The harness's report logic (thresholds, checks) and the deep-link workload's shapes: `swift test` in
        // this directory.
        .testTarget(name: "SwitchyardBenchmarksTests", dependencies: ["SwitchyardBenchmarks", "Workload"]),
        // `open` through the router runtime: `swift run -c release RouterOpenBenchmark`.
        .executableTarget(
            name: "RouterOpenBenchmark",
            dependencies: [.product(name: "Switchyard", package: "Switchyard")]
        ),
        // A component call against an open through the same tag middleware, and a service lookup against a
        // dictionary read (issue #88): `swift run -c release ComponentCallBenchmark`.
        .executableTarget(
            name: "ComponentCallBenchmark",
            dependencies: [.product(name: "Switchyard", package: "Switchyard")]
        ),
        // Resident memory over 100,000 opens through a middleware timeout and 100,000 queued links:
        // `swift run -c release RuntimeMemoryBenchmark`.
        .executableTarget(
            name: "RuntimeMemoryBenchmark",
            dependencies: [.product(name: "Switchyard", package: "Switchyard")]
        ),
        // What a routing document costs (issue 71 item 9): `swift run -c release DocumentBudgetBenchmark`.
        .executableTarget(
            name: "DocumentBudgetBenchmark",
            dependencies: [
                .product(name: "Switchyard", package: "Switchyard"),
                .product(name: "SwitchyardRoutingDocuments", package: "Switchyard"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Loading a generated route-table file and making a router from it: `swift run -c release RouteFileBenchmark`.
        .executableTarget(
            name: "RouteFileBenchmark",
            dependencies: ["Workload", .product(name: "SwitchyardConfig", package: "Switchyard")]
        ),
        // ordo-one/benchmark suite: `swift package benchmark` (allocation counts and time, with thresholds).
        .executableTarget(
            name: "SwitchyardMatch",
            dependencies: [
                "Workload",
                .product(name: "SwitchyardMatching", package: "Switchyard"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SwitchyardMatch",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
