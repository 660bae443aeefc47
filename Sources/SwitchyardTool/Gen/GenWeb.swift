import ArgumentParser
import Foundation
import SwitchyardConfig

/// `switchyard gen web`: the catalogue page's matcher as an ES module, with the table embedded, for a web page
/// (or node) that routes a URL as the app does, or decides whether to offer "open in the app".
struct GenWeb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Write an ES module that matches URLs against the table as switchyard match does.",
        discussion: """
            The module exports match(url, options), which returns the object switchyard match prints for the URL \
            (its JSON line, parsed; options { source, restrict, deny } as --source, --restrict and --deny), or \
            { url, undetermined: true, reason } when the answer depends on a custom parameter type (registered in \
            the app's code), and urlFor(name, parameters, options), the link url(for:) prints. The table is \
            embedded, already parsed by the package: the module needs nothing else at run time and is the same \
            matcher the catalogue page runs (switchyard docs), held to the conformance corpus. Regular expressions \
            run as the package compiled them, in linear time. Beside the module it writes its TypeScript \
            declarations (FILE.d.ts for FILE.js, FILE.d.mts for FILE.mjs) and a package.json naming both (an \
            existing package.json that gen web did not write is left alone, with a note). --redact-internal \
            leaves out internal routes' handler names and names (their patterns and tags stay, so the module \
            answers as before, refusing their URLs to a web page, with a null handler). Prints the paths written. Exit status: 0 written; 1 the table \
            does not load or a file cannot be written; 64 a bad command line.
            """
    )

    @OptionGroup var table: TableOption

    @Option(help: ArgumentHelp("The file to write, for example routes.mjs.", valueName: "FILE"))
    var output: String

    @Flag(help: "Leave out internal routes' handler names and names: what a web page must not see.")
    var redactInternal = false

    func run() throws {
        let file = try table.load()
        let catalogue = Catalogue(file, tablePath: DisplayPath.of(table.table), components: nil)
        let files: [(path: String, text: String)]
        do {
            let url = URL(fileURLWithPath: output)
            let declarations = WebModule.declarationsPath(url)
            files =
                [
                    (output, try WebModule.source(catalogue, redactInternal: redactInternal)),
                    (declarations.path, try WebModule.declarations(catalogue)),
                ] + WebModule.packageFile(module: url, declarations: declarations)
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
        for (path, text) in files {
            do {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                printError("error: cannot write \(path): \(error.localizedDescription)")
                throw ExitCode(1)
            }
            print(path)
        }
    }
}
