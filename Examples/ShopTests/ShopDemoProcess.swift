import Foundation

/// The built `shop-demo`, beside the test bundle, run in the repository's root as the README's first command runs it.
enum ShopDemoProcess {
    /// `Examples/ShopTests/ShopDemoProcess.swift` is two folders below the root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "shop-demo is not built beside the test bundle: run `swift build --package-path Examples` first" }
    }

    /// What the demo printed with `arguments`, and its exit status.
    static func run(_ arguments: [String] = []) throws -> (status: Int32, output: String) {
        let folders = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        guard
            let demo = folders.map({ $0.appendingPathComponent("shop-demo") }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0.path)
            })
        else { throw NotBuilt() }
        let process = Process()
        process.executableURL = demo
        process.arguments = arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }
}
