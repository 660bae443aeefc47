import ArgumentParser
import Foundation
import SwitchyardConfig
import SwitchyardToolCore

struct GenSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write Swift: a TypedRoute type per route of the table, with typed parameters and a URL builder, and the handler names.",
        discussion: """
            Each route gets a struct named after its name, else its handler, else its pattern's literal segments \
            (goods.detail → GoodsDetailRoute; a name already taken gets 2, 3, … in table order), conforming to \
            TypedRoute: pattern, handler, a property per capture (<int:…> Int, <float:…> Double, <uuid:…> UUID, \
            wildcards [String], others String; optional when an optional group holds it), an initializer and url(). \
            enum RouteHandlers holds each handler name once. The header names the table relative to the working \
            directory (an absolute path outside it by the file's name only), so the file is the same on every machine. \
            Exit status: 0; 1 when the table does not load or the file cannot be written; 64 for a bad command line.
            """
    )

    @OptionGroup var table: TableOption

    @Option(help: ArgumentHelp("The Swift file to write.", valueName: "FILE"))
    var output: String

    @Option(help: ArgumentHelp("Put before each type's name (Shop → ShopGoodsDetailRoute).", valueName: "X"))
    var typePrefix: String = ""

    func validate() throws {
        guard GeneratedSwiftFile.isIdentifier(typePrefix) else {
            throw ValidationError(
                "--type-prefix expects the start of a Swift type name (ASCII letters, digits, _; not a digit first), got '\(typePrefix)'")
        }
        try GeneratedSwiftFile.checkOutput(output, isNot: table.table)
    }

    func run() throws {
        let file = try table.load()
        // The table as named from the working directory: the file is the same whichever machine writes it.
        let tablePath = DisplayPath.of(table.table)
        var command = "switchyard gen swift --table \(tablePath)"
        if !typePrefix.isEmpty { command += " --type-prefix \(typePrefix)" }
        command += " --output FILE"
        let text = SwiftSource(file, source: tablePath, typePrefix: typePrefix).render(command: command)
        try GeneratedSwiftFile.write(text, to: output)
    }
}
