// swift-tools-version: 6.1
// An app that declares its routes in code (scripts/check-consumer-builds.sh lays it out with the checkout's path).
import PackageDescription

let package = Package(
    name: "code-app",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Switchyard", path: "SWITCHYARD_PATH")],
    targets: [.executableTarget(name: "CodeApp", dependencies: [.product(name: "Switchyard", package: "Switchyard")])]
)
