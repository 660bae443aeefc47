// swift-tools-version: 6.1
// The smallest package whose build-tool plugin runs an executable of its own that depends on a C target (issue #65):
// built from App/, SwiftPM 6.3 compiles clib.c twice and links the tool twice in a cold build, does both again in the
// next build with nothing changed, and is quiet from the build after. scripts/check-consumer-builds.sh builds it and
// prints the counts, so that a SwiftPM that stops doing it shows.
import PackageDescription
let package = Package(
    name: "Tooly",
    products: [.plugin(name: "Gen", targets: ["Gen"])],
    targets: [
        .target(name: "CLib"),
        .executableTarget(name: "tool", dependencies: ["CLib"]),
        .plugin(name: "Gen", capability: .buildTool(), dependencies: ["tool"]),
    ]
)
