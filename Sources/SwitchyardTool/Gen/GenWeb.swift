import ArgumentParser
import Foundation
import SwitchyardConfig
import SwitchyardRoutingDocuments

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
            answers as before, refusing their URLs to a web page, with a null handler). Prints the paths written, as \
            --output spells them.

            With --document (and --key, --app-version, --platform, --user-id, --at, --minimum-serial, --handlers, as \
            match takes them), the documents arrive over the table as match --document has them arrive (standard \
            error gets the same line per document), and the module answers with the document in force: its \
            rewrites before the table's, its routes, removals, redirects and degrades, match's answer then being \
            the line match --document prints (refusal, followed, degrade, document). The document is applied \
            here, when the module is written: the module reads no document at run time (ADR 0045). It exports \
            documents (each document's arrival) and documentInForce (the serial, or null: every document was \
            refused and the table answers alone). --batch FILE writes several modules over the one table, each \
            line of FILE a JSON array of one run's options, for example ["--output", "a.mjs", "--document", \
            "hotfix.json", "--app-version", "2.4.0"]; the modules it writes into one folder share one package.json naming \
            each. A bad line (not such an array, a bad option, a file that \
            cannot be read or written) is reported as FILE:LINE and skipped; the other lines are written, and the \
            exit status is then 64 if a line was a bad command line, else 1.

            Exit status: 0 written (also when a document was refused); 1 the table does not load, a document or \
            key file cannot be read, or a file cannot be written; 64 a bad command line.
            """
    )

    @OptionGroup var table: TableOption

    @Option(help: ArgumentHelp("The file to write, for example routes.mjs.", valueName: "FILE"))
    var output: String?

    @Flag(help: "Leave out internal routes' handler names and names: what a web page must not see.")
    var redactInternal = false

    @OptionGroup var documentOptions: DocumentOptions

    @Option(
        help: ArgumentHelp(
            "Write several modules over the one table: each line of FILE ('-': standard input) a JSON array of the other "
                + "options of one run (--output, --document, …).", valueName: "FILE"))
    var batch: String?

    func validate() throws {
        if batch == nil, output == nil { throw ValidationError("gen web needs --output FILE, or --batch FILE") }
        if batch != nil, output != nil || redactInternal || !documentOptions.isEmpty {
            throw ValidationError("--batch takes each run's options from its lines: give only --table with it")
        }
    }

    func run() throws {
        let file = try table.load()
        guard let batch else { return try write(over: file) }
        let bytes = batch == "-" ? Array(FileHandle.standardInput.readDataToEndOfFile()) : try readBytes(batch)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // One bad line fails only itself: it is reported with its line number and the others are written; the exit
        // status is the worst line's (64 before 1).
        var worst: Int32 = 0
        var written: [String] = []
        for (index, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
            let place = "\(batch == "-" ? "<stdin>" : batch):\(index + 1)"
            let status = runLine(String(line), place: place, over: file, written: &written)
            if status != 0, worst != 64 { worst = status }
        }
        // One package.json a folder, naming every module the batch wrote there (each line's run wrote none).
        var folders: [String: [String]] = [:]
        var order: [String] = []
        for module in written {
            let folder = URL(fileURLWithPath: module).deletingLastPathComponent().standardizedFileURL.path
            if folders[folder] == nil { order.append(folder) }
            if folders[folder]?.contains(module) != true { folders[folder, default: []].append(module) }
        }
        for folder in order {
            do { try Self.writeFiles(WebModule.packageFile(modules: folders[folder] ?? [])) } catch { worst = worst == 64 ? 64 : 1 }
        }
        if worst != 0 { throw ExitCode(worst) }
    }

    /// One line of `--batch`: its run written (its module's path added to `written`), or the problem reported at
    /// `place`; the line's exit status.
    func runLine(_ line: String, place: String, over file: RouteTableFile, written: inout [String]) -> Int32 {
        guard let arguments = try? JSONDecoder().decode([String].self, from: Data(line.utf8)) else {
            printError("error: \(place): expected a JSON array of strings (one run's options)")
            return 64
        }
        let run: GenWeb
        do {
            run = try GenWeb.parse(["--table", table.table] + arguments)
        } catch {
            printError("error: \(place): \(GenWeb.message(for: error))")
            return 64
        }
        guard run.batch == nil, run.table.table == table.table else {
            printError("error: \(place): a batch line names neither --batch nor --table (the table is the command line's)")
            return 64
        }
        do {
            try run.write(over: file, package: false)
            if let output = run.output { written.append(output) }
            return 0
        } catch let exit as ExitCode {
            printError("error: \(place): this line's module was not written (exit status \(exit.rawValue))")
            return exit.rawValue
        } catch {
            printError("error: \(place): \(error)")
            return 1
        }
    }

    /// Writes this run's module, declarations and (with `package`) package.json for `file`, printing each path as
    /// `--output` spells it.
    func write(over file: RouteTableFile, package: Bool = true) throws {
        guard let output else { throw ExitCode(64) }
        let tablePath = DisplayPath.of(table.table)
        let embedded: String
        if documentOptions.isEmpty {
            embedded = CatalogueEmbedded.json(
                Catalogue(file, tablePath: tablePath, components: nil), forPage: false, redactInternal: redactInternal)
        } else {
            var arrived: [(file: String, arrival: DocumentArrivals.Arrival)] = []
            // Documents are named as the module names its table: the same on every machine (a CI path is not published).
            let arrivals = try documentOptions.arrivals(over: file, label: { DisplayPath.of($0) }) { path, arrival in
                printError(DocumentOptions.line(path, arrival))
                arrived.append((path, arrival))
            }
            embedded = WebDocument.json(
                file, tablePath: tablePath, inForce: arrivals.inForce, arrivals: arrived, redactInternal: redactInternal)
        }
        let files: [(path: String, text: String)]
        do {
            let module = WebModule.Module(
                embedded: embedded, tablePath: tablePath, redactInternal: redactInternal,
                documents: documentOptions.isEmpty ? nil : documentOptions.documents.map { DisplayPath.of($0) })
            files =
                [
                    (output, try WebModule.source(module)),
                    (WebModule.declarationsPath(output), try WebModule.declarations(tablePath: tablePath)),
                ] + (package ? WebModule.packageFile(modules: [output]) : [])
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
        try Self.writeFiles(files)
    }

    /// Writes each file (its folder made when missing) and prints its path; exit status 1 at the first that fails.
    static func writeFiles(_ files: [(path: String, text: String)]) throws {
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
