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
        let file = try table.load()
        for warning in file.warnings { print(warning) }
        let routes = file.table.routes.count
        let rewrites = file.rewrites.rules.count
        let warnings = file.warnings.filter { $0.severity == .warning }.count
        printError("\(table.table): \(routes) route\(routes == 1 ? "" : "s"), \(rewrites) rewrite\(rewrites == 1 ? "" : "s"), "
            + "no errors, \(warnings) warning\(warnings == 1 ? "" : "s")")
        if strict, warnings > 0 { throw ExitCode(1) }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain how a URL is matched: intake, rewrites, each candidate tried, and the winner."
    )

    @OptionGroup var table: TableOption

    @Option(help: "How many non-matching routes to list per namespace, nearest first.")
    var limit = 10

    @Argument(help: "The URL to explain.")
    var url: String

    func run() throws {
        let file = try table.load()
        var target = url
        if let rewritten = file.rewrites.rewrite(url) {
            print("rewrite: \(url) → \(rewritten)")
            target = rewritten
        }
        print(file.table.explain(target, limit: limit))
    }
}
