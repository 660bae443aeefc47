// swift-tools-version: 6.1
// Uses ../Tooly's plugin on one input file (Sources/App/answer.gen); see ../Tooly/Package.swift.
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "../Tooly")],
    targets: [.executableTarget(name: "App", plugins: [.plugin(name: "Gen", package: "Tooly")])]
)
