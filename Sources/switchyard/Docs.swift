import ArgumentParser
import Foundation
import SwitchyardConfig

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a static route catalogue of a table: one self-contained HTML page, or one Markdown file.",
        discussion: """
            --format html (the default) writes DIR/index.html: every namespace and route with its parameters, \
            tags, visibility and the rewrites that lead to it, a search box, and a "try a URL" box that matches in \
            the page as switchyard match does (the table is embedded; no server, no network). --format markdown \
            writes DIR/ROUTES.md. Prints the path written. Exit status: 0 written; 1 the table does not load or \
            the file cannot be written; 64 a bad command line.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, markdown
    }

    @OptionGroup var table: TableOption

    @Option(name: .long, help: ArgumentHelp("The directory to write into (created when missing).", valueName: "DIR"))
    var output: String

    @Option(name: .long, help: "html or markdown.")
    var format: Format = .html

    func run() throws {
        let file = try table.load()
        let catalogue = Catalogue(file)
        let name = format == .html ? "index.html" : "ROUTES.md"
        let text = format == .html ? CatalogueHTML.page(catalogue) : CatalogueMarkdown.document(catalogue)
        let path = (output as NSString).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            printError("cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        print(path)
    }
}
