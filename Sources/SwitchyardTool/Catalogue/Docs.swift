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
            writes DIR/ROUTES.md. --components FILE adds a "Modules and components" section (each module's actions, \
            services, dependencies and table routes) from the JSON an app writes with ModuleHost.componentCatalogueJSON(). \
            The page names the table and the components file relative to the working directory (an absolute \
            path outside it by the file's name only), so the output is the same on every machine. \
            Prints the path written. Exit status: 0 written; 1 the table or the components file does not load, or \
            the file cannot be written (nothing is written then); 64 a bad command line.
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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The app's component catalogue (ModuleHost.componentCatalogueJSON()): adds its modules, actions and services.",
            valueName: "FILE"))
    var components: String?

    func run() throws {
        let file = try table.load()
        // Read before anything is written: a bad components file leaves the output as it was.
        // The page names its files as seen from the working directory: the same whichever machine writes it.
        let catalogue = Catalogue(
            file, tablePath: DisplayPath.of(table.table),
            components: try components.map { (DisplayPath.of($0), try ComponentsFile.load($0)) })
        let name = format == .html ? "index.html" : "ROUTES.md"
        let text: String
        do {
            text = format == .html ? try CatalogueHTML.page(catalogue) : CatalogueMarkdown.document(catalogue)
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
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
