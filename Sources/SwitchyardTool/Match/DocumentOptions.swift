import ArgumentParser
import Foundation
import Switchyard
import SwitchyardConfig
import SwitchyardToolCore
import SwitchyardRoutingDocuments

/// `match --document`: routing documents arriving over the table, and the device and clock they arrive on
/// (Conformance/README.md, "`switchyard match --document`"; the JVM tool spells them the same).
struct DocumentOptions: ParsableArguments {
    @Option(
        name: .customLong("document"),
        help: ArgumentHelp(
            "A routing document arriving over the table, in the order given (repeat for a sequence): signed with --key, "
                + "else a plain document read unsigned.", valueName: "FILE"))
    var documents: [String] = []

    @Option(
        name: .customLong("key"),
        help: ArgumentHelp("A pinned key, ID=FILE (a .pub file): every document must then be signed by one of them.", valueName: "ID=FILE"))
    var keys: [String] = []

    // Any text, as an app reports it: one that is not dotted numbers is outside every range with a bound (document.app.range).
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The app's version: check each document's app range and per-degrade ranges.", valueName: "VERSION"))
    var appVersion: String?

    @Option(
        help: ArgumentHelp("With --app-version: the platform (ios, android, …) the ranges' platforms are checked for.", valueName: "NAME"))
    var platform: String?

    // Any text, a leading '-' included (`--user-id -x`): the argument after the flag is its value, as on the JVM tool.
    @Option(
        name: .customLong("user-id"), parsing: .unconditional,
        help: ArgumentHelp("The user's id: check each document's rollout bucket.", valueName: "ID"))
    var userID: String?

    @Option(help: ArgumentHelp("The clock: 2026-12-01T09:30:00Z or 2026-12-01 (default: now).", valueName: "DATE"))
    var at: String?

    @Option(help: ArgumentHelp("The app's minimumSerial: a document below it is a downgrade (default 1).", valueName: "N"))
    var minimumSerial: Int = 1

    @Option(help: ArgumentHelp("The handler names the app binds, one a line (default: every name is bound).", valueName: "FILE"))
    var handlers: String?

    /// Whether any document option is given.
    var isEmpty: Bool { documents.isEmpty }

    func validate() throws {
        if documents.isEmpty, !keys.isEmpty || appVersion != nil || userID != nil || at != nil || handlers != nil || minimumSerial != 1 {
            throw ValidationError("--key, --app-version, --platform, --user-id, --at, --minimum-serial and --handlers go with --document")
        }
        if let at, Verify.date(at) == nil {
            throw ValidationError("--at \(at): expected a date such as 2026-12-01 or 2026-12-01T09:30:00Z")
        }
        if platform != nil, appVersion == nil { throw ValidationError("--platform goes with --app-version") }
        if minimumSerial < 1 { throw ValidationError("--minimum-serial \(minimumSerial): expected 1 or more") }
        for key in keys where !key.contains("=") || key.hasPrefix("=") { throw ValidationError("--key expects ID=FILE, got '\(key)'") }
    }

    /// The clock the documents and links are checked at.
    var now: Date { at.flatMap(Verify.date) ?? Date() }

    /// The documents, arrived in order over `file`, each arrival's outcome printed to standard error; links are then
    /// judged by `policy` on every leg (`nil`: the router's default).
    ///
    /// - Throws: `ExitCode(1)` when a document, key or handlers file cannot be read, or a key is not one.
    func arrive(over file: RouteTableFile, policy: SourcePolicy? = nil) throws -> DocumentArrivals {
        try arrivals(over: file, policy: policy) { path, arrival in printError(Self.line(path, arrival)) }
    }

    /// `FILE: applied document N`, `FILE: document N is already in force` or `FILE: refused (CODE): MESSAGE` (its first line).
    static func line(_ path: String, _ arrival: DocumentArrivals.Arrival) -> String {
        switch arrival {
        case .applied(let serial): return "\(path): applied document \(serial)"
        case .unchanged(let serial): return "\(path): document \(serial) is already in force"
        case .refused(let error):
            return "\(path): refused (\(error.code)): \(error.message.split(separator: "\n", omittingEmptySubsequences: false)[0])"
        }
    }

    /// The documents, arrived in order over `file`, `each` told what each arrival gave as it arrives (with the
    /// document's path as `label` names it, in messages too).
    ///
    /// - Throws: `ExitCode(1)` when a document, key or handlers file cannot be read, or a key is not one.
    func arrivals(
        over file: RouteTableFile, policy: SourcePolicy? = nil, label: (String) -> String = { $0 },
        each: (String, DocumentArrivals.Arrival) -> Void
    ) throws -> DocumentArrivals {
        // Without --key, documents are read unsigned; validate() checked each is ID=FILE.
        // Pairs, not a dictionary: ids are compared by their scalars (document.signature.key).
        var pinned: [(key: String, value: String)]? = keys.isEmpty ? nil : []
        for entry in keys {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            let text = String(decoding: try readBytes(parts[1]), as: UTF8.self)
            do {
                _ = try PinnedKeys([(key: parts[0], value: text)])
            } catch {
                printError("\(parts[1]): \(error.message)")
                throw ExitCode(1)
            }
            pinned?.append((parts[0], text))
        }
        let bound = try handlers.map { path in
            Set(HandlerList.parse(String(decoding: try readBytes(path), as: UTF8.self), path: path).names.keys)
        }
        let device = DocumentArrivals.Device(
            keys: pinned, appVersion: appVersion, platform: platform, userID: userID, now: now, minimumSerial: minimumSerial,
            handlers: bound, policy: policy)
        var arrivals: DocumentArrivals
        do {
            arrivals = try DocumentArrivals(file: file, device: device)
        } catch {
            printError("\(error.message)")
            throw ExitCode(1)
        }
        for path in documents { each(label(path), arrivals.arrive(try readBytes(path), label: label(path))) }
        return arrivals
    }
}
