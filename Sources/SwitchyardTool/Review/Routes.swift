import ArgumentParser
import Switchyard
import SwitchyardConfig

/// `text` or `json`, for the review commands (`routes`, `diff`).
enum ReviewFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct Routes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a route table as a tree: namespace, path segments, routes, with counts per branch.",
        discussion: """
            Each route shows its handler, priority (when not 0), visibility (public or internal), tags and the \
            sources it accepts (when it narrows the table's). A branch shows how many routes are at it and beneath it. \
            Exit status: 0; 1 when the table does not load.
            """
    )

    @OptionGroup var table: TableOption

    @Option(help: "text (a tree) or json (one document).")
    var format: ReviewFormat = .text

    func run() throws {
        let file = try table.load()
        let tree = RouteTree(file)
        let count = file.table.routes.count
        switch format {
        case .text: print(tree.text(path: table.table, routeCount: count))
        case .json: print(tree.json(path: table.table, routeCount: count))
        }
    }
}
