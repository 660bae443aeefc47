package import ArgumentParser
import Foundation
import Switchyard
import SwitchyardConfig

/// `switchyard merge [-o FILE] MODULE=FILE …`: the app's build merges the route-table files its modules ship
/// into one table, and names what two modules both claim (issue #88 item 5). The JVM tool's `merge` is the same
/// command, byte for byte.
package struct Merge: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "Merge the route-table files of modules into one table, naming what two modules both claim.",
        discussion: """
            Each table is NAME=FILE, or FILE, whose module is its file name up to the first '.' \
            (cart.routes.json is module cart). Modules are merged in the order given, routes and rewrites in \
            file order, each marked "x-module": NAME. A route two modules claim, a handler name two modules \
            register, or a setting two modules give differently is an error at its place in the later file.
            """
    )

    @Argument(help: "A module's route-table file: NAME=FILE or FILE (.json, .yaml, .yml or .plist).")
    var tables: [String] = []

    @Option(name: [.customShort("o"), .customLong("output")], help: "Write the merged table to FILE (default: standard output).")
    var output: String?

    package init() {}

    package func validate() throws {
        _ = try Self.modules(tables)
    }

    package func run() throws {
        var merge = TableMerge()
        for (module, file) in try Self.modules(tables) {
            do {
                merge.add(module: module, file: file, root: try RouteTableFile.loadTree(contentsOf: file))
            } catch {
                printError(error.description)
                throw ExitCode(1)
            }
        }
        guard merge.errors.isEmpty else {
            merge.errors.forEach(printError)
            throw ExitCode(1)
        }
        let text = MergedJSON.text(merge.merged) + "\n"
        do {
            // The merged table must load as every reader reads it (two modules' routes may still conflict).
            try RouteTableFile.checkMerged(Array(text.utf8), file: output ?? "(merged)")
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            printError("\(output):1:1: error: cannot write file (\(error.localizedDescription))")
            throw ExitCode(1)
        }
    }

    /// Each argument's module and file, in order; a usage error for a module named twice or one a file's name
    /// cannot name.
    package static func modules(_ arguments: [String]) throws -> [(module: String, file: String)] {
        guard !arguments.isEmpty else { throw ValidationError("give at least one module's table: NAME=FILE or FILE") }
        var seen = Set<String>(), modules: [(module: String, file: String)] = []
        for argument in arguments {
            let (module, file) = split(argument)
            guard isName(module) else {
                throw ValidationError("cannot name a module after \(JSONLine.quote(argument)); write NAME=FILE")
            }
            guard seen.insert(module).inserted else { throw ValidationError(MergeText.moduleRegisteredTwice(module: module)) }
            modules.append((module, file))
        }
        return modules
    }

    /// `NAME=FILE` when what precedes the first `=` is a name; else the file, named up to the first `.` of its
    /// last path component.
    package static func split(_ argument: String) -> (module: String, file: String) {
        if let equals = argument.firstIndex(of: "="), isName(argument[..<equals]) {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        let last = argument.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        return (String(last.prefix { $0 != "." }), argument)
    }

    /// A module's name: ASCII letters, digits, `_`, `-` and `.`, not empty.
    static func isName(_ text: some StringProtocol) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_-.".unicodeScalars.contains($0))
            }
    }
}
