package import ArgumentParser
import Foundation
import Switchyard
import SwitchyardConfig

/// The `switchyard` command: its subcommands and help. The `switchyard` executable only starts it
/// (Sources/SwitchyardToolMain); the commands live in this library so that SwitchyardToolTests reaches the
/// units it checks through `package` declarations, without `@testable import`.
package struct SwitchyardCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "switchyard",
        abstract: "Match, lint, explain, list, compare and merge Switchyard route tables; generate link files; sign routing documents.",
        subcommands: [
            Match.self, Lint.self, Explain.self, Routes.self, Diff.self, Gen.self, Docs.self, Keygen.self, Sign.self, Verify.self,
            Merge.self, Jump.self,
        ]
    )

    package init() {}
}

struct TableOption: ParsableArguments {
    @Option(name: .long, help: "A route-table file (.json, .yaml, .yml or .plist).")
    var table: String

    /// Loads the table, or prints its diagnostics to standard error and exits with status 1.
    func load() throws -> RouteTableFile { try Self.load(table) }

    /// Loads the table at `path`, or prints its diagnostics to standard error and exits with status 1.
    static func load(_ path: String) throws -> RouteTableFile {
        do {
            return try RouteTableFile.load(contentsOf: path, declaredTypes: .acceptingAnything, fromCommandLine: true)
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
