// swift-tools-version: 6.1
// An app that declares its routes in code (scripts/check-consumer-builds.sh lays it out with the checkout's path), with
// the dependency line the README gives it: `traits: []`, so that SwiftPM fetches neither Yams, swift-crypto,
// swift-asn1 nor argument-parser (ADR 0046).
import PackageDescription

let package = Package(
    name: "code-app",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Switchyard", path: "SWITCHYARD_PATH", traits: [])],
    targets: [.executableTarget(name: "CodeApp", dependencies: [.product(name: "Switchyard", package: "Switchyard")])]
)
