import ArgumentParser
import Foundation
import Switchyard
import SwitchyardMatching
import SwitchyardRoutingDocuments
import SwitchyardToolCore

/// `switchyard keygen`: an Ed25519 key pair for signing routing documents.
struct Keygen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make an Ed25519 key pair for signing routing documents.",
        discussion:
            "Writes PREFIX.key (the private key, base64; keep it in the release pipeline's secrets) and PREFIX.pub (the public key, base64; pin it in the app). Prints the public key."
    )

    @Option(help: ArgumentHelp("Where to write PREFIX.key and PREFIX.pub.", valueName: "PREFIX"))
    var output: String

    func run() throws {
        let pair = SignedRoutingDocument.makeKeyPair()
        let privateURL = URL(fileURLWithPath: output + ".key")
        guard !FileManager.default.fileExists(atPath: privateURL.path) else {
            printError("\(privateURL.path) exists; refusing to overwrite a private key")
            throw ExitCode(1)
        }
        try Data((pair.privateKey + "\n").utf8).write(to: privateURL)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: privateURL.path)
        try Data((pair.publicKey + "\n").utf8).write(to: URL(fileURLWithPath: output + ".pub"))
        print(pair.publicKey)
    }
}

/// `switchyard sign`: checks a routing document and seals it with a private key.
struct Sign: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a routing document and sign it for publishing.",
        discussion: """
            Exit status 1 with file:line:column diagnostics when the document is malformed, or, with --table, when it \
            lints with errors against that route table (as lint --table FILE --document DOC reports them; warnings are \
            printed and the document is signed); nothing is written then. A document every app would refuse (expired, \
            an app range with no version, a rollout of 0%) is signed with a warning.
            """)

    @Option(help: ArgumentHelp("The private key file (from keygen).", valueName: "FILE"))
    var key: String
    @Option(help: "The key's id, which the app pins the public key under.")
    var keyID: String
    @Option(help: ArgumentHelp("Where to write the signed document.", valueName: "FILE"))
    var output: String
    @Option(
        help: ArgumentHelp(
            "The route table the document will be applied over: refuse a document that lints with errors against it.", valueName: "FILE"))
    var table: String?
    @Option(
        help: ArgumentHelp("With --table: the handler names the app binds (as for lint): refuse routes bound to others.", valueName: "FILE")
    )
    var handlers: String?
    @Argument(help: "The routing document (JSON).")
    var document: String

    func validate() throws {
        if handlers != nil, table == nil { throw ValidationError("--handlers goes with --table") }
    }

    func run() throws {
        let bytes = try readBytes(document)
        let parsed: RoutingDocument
        do {
            parsed = try RoutingDocument.parse(bytes, file: document)
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        for reason in parsed.everyAppRefuses(at: Date()) { printError("warning: \(document): \(reason)") }
        if table == nil, let (location, problem) = Self.collidingExpansions(parsed) {
            // Every reader refuses it as doesNotApply, whatever the table: without --table it is still refused here.
            printError("\(document):\(location.line):\(location.column): error: \(problem)")
            printError("\(document): not signed: no app applies it")
            throw ExitCode(1)
        }
        if let table {
            let report = LintReport.make(
                table: table, handlersPath: handlers, requireTypes: false, document: DocumentLint.checks(document),
                fromCommandLine: true)
            let findings = report.file == nil ? report.diagnostics : report.diagnostics.filter { $0.file == document }
            if !findings.isEmpty { printError(findings.map(\.description).joined(separator: "\n")) }
            if report.file == nil || findings.contains(where: { $0.severity == .error }) {
                printError("\(document): not signed: it does not apply cleanly over \(table)")
                throw ExitCode(1)
            }
        }
        let sealed: [UInt8]
        do {
            sealed = try SignedRoutingDocument.seal(
                bytes, keyID: keyID, privateKeyBase64: String(decoding: try readBytes(key), as: UTF8.self))
        } catch {
            printError("\(key): \(error)")
            throw ExitCode(1)
        }
        try Data(sealed).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
}

extension Sign {
    /// The first added route or redirect whose own optional-group expansions match the same URLs, in the router's
    /// words (`the routes conflict: error: route … has optional-group expansions … that match the same URLs`), and
    /// where it is written: every reader refuses such a document as doesNotApply, over any table.
    static func collidingExpansions(_ document: RoutingDocument) -> (TextLocation, String)? {
        let patterns =
            document.redirects.enumerated().map { ($0.element.from, document.locations.redirects[safe: $0.offset]) }
            + document.routes.map { ($0.pattern, Optional($0.location)) }
        for (pattern, location) in patterns {
            var builder = RouteTableBuilder<Int>()
            // A pattern that does not parse is refused when applied, with its own words; here only collisions count.
            guard (try? builder.add(pattern, value: 0)) != nil else { continue }
            do {
                _ = try builder.build()
            } catch  where error.diagnostics.contains(where: { $0.code == .collidingExpansions }) {
                return (location ?? TextLocation(line: 1, column: 1), DocumentText.routesConflict(conflict: error))
            } catch {
                continue
            }
        }
        return nil
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// `switchyard verify`: opens a signed document as the app would.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Verify a signed routing document against pinned public keys, as the app would.",
        discussion: """
            Prints the serial number and the key id; exit status 1 with the refusal's reason otherwise. With --at, \
            --app-version, --platform or --user-id, the document's conditions are checked as an app with those would \
            check them (the time window at --at, or now; the app range with --app-version, its platforms with \
            --platform too; the rollout with --user-id). Without them, a document every app would refuse now (expired, \
            an app range with no version, a rollout of 0%) is valid with a warning.
            """)

    @Option(name: .customLong("key"), help: ArgumentHelp("A pinned key: ID=FILE (a .pub file). Repeat for several.", valueName: "ID=FILE"))
    var keys: [String] = []
    @Option(help: ArgumentHelp("Check the time window at this time (2026-12-01 or 2026-12-01T09:30:00Z).", valueName: "DATE"))
    var at: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Check the app range for this app version.", valueName: "VERSION"))
    var appVersion: String?
    @Option(help: ArgumentHelp("With --app-version: check the range's platforms for this one (ios, android, …).", valueName: "NAME"))
    var platform: String?
    // Any text, a leading '-' included, as `match --user-id` reads it.
    @Option(parsing: .unconditional, help: ArgumentHelp("Check the rollout for this user id (its bucket).", valueName: "ID"))
    var userID: String?
    @Argument(help: "The signed document.")
    var document: String

    func validate() throws {
        if let at, Self.date(at) == nil { throw ValidationError("--at \(at): expected a date such as 2026-12-01 or 2026-12-01T09:30:00Z") }
        if let appVersion, RoutingDocument.AppRange.isVersion(appVersion) == false {
            throw ValidationError("--app-version \(appVersion): expected a dotted version such as 2.4.0")
        }
        if platform != nil, appVersion == nil { throw ValidationError("--platform goes with --app-version") }
    }

    /// `2026-12-01T09:30:00Z`, or a day (`2026-12-01`, its first second in UTC).
    static func date(_ text: String) -> Date? {
        DocumentDate.readDayOrDate(text)
    }

    func run() throws {
        // Pairs, not a dictionary: ids are compared by their scalars (document.signature.key).
        var pinned: [(key: String, value: String)] = []
        for entry in keys {
            guard let equals = entry.firstIndex(of: "=") else {
                printError("--key \(entry): expected ID=FILE")
                throw ExitCode(64)
            }
            pinned.append(
                (String(entry[..<equals]), String(decoding: try readBytes(String(entry[entry.index(after: equals)...])), as: UTF8.self)))
        }
        do {
            let opened = try SignedRoutingDocument.openEnvelope(try readBytes(document), keys: try PinnedKeys(pinned), file: document)
            let now = at.flatMap(Self.date) ?? Date()
            if at != nil || appVersion != nil || userID != nil,
                let refusal = opened.document.refusal(at: now, appVersion: appVersion, platform: platform, userID: userID)
            {
                throw refusal
            }
            for reason in opened.document.everyAppRefuses(at: now) { printError("warning: \(document): \(reason)") }
            print("document \(opened.document.serial), signed by \(opened.keyID): valid")
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
    }
}

/// Reads a file, or exits 1 saying why.
func readBytes(_ path: String) throws -> [UInt8] {
    switch RegularFile.contents(path, acceptingPipes: true) {
    case .success(let bytes): return bytes
    case .failure(let why):
        printError("\(path): cannot read the file (\(why))")
        throw ExitCode(1)
    }
}
