import ArgumentParser
import Switchyard
import SwitchyardConfig

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a route table: syntax, schema, patterns, conflicts and shadowed routes.",
        discussion: "Prints file:line:column diagnostics. Exit status 1 on any error (or any warning with --strict)."
    )

    @OptionGroup var table: TableOption

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func run() throws {
        // Diagnostics as lint reports them: identical routes and registration checks load as warnings, fail lint.
        let file: RouteTableFile
        do { file = try RouteTableFile.load(contentsOf: table.table) } catch {
            printError(error.linted.description)
            throw ExitCode(1)
        }
        let linted = file.warnings.map(\.linted)
        for warning in linted { print(warning) }
        let routes = file.table.routes.count
        let rewrites = file.rewrites.rules.count
        let errors = linted.filter { $0.severity == .error }.count
        let warnings = linted.filter { $0.severity == .warning }.count
        printError("\(table.table): \(routes) route\(routes == 1 ? "" : "s"), \(rewrites) rewrite\(rewrites == 1 ? "" : "s"), "
            + "\(errors == 0 ? "no" : String(errors)) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }
}
