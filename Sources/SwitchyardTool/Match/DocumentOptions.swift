import ArgumentParser
import Foundation
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

    @Option(help: ArgumentHelp("The app's version: check each document's app range and per-degrade ranges.", valueName: "VERSION"))
    var appVersion: String?

    @Option(help: ArgumentHelp("With --app-version: the platform (ios, android, …) the ranges' platforms are checked for.", valueName: "NAME"))
    var platform: String?

    @Option(name: .customLong("user-id"), help: ArgumentHelp("The user's id: check each document's rollout bucket.", valueName: "ID"))
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
        if let at, Verify.date(at) == nil { throw ValidationError("--at \(at): expected a date such as 2026-12-01 or 2026-12-01T09:30:00Z") }
        if let appVersion, !RoutingDocument.AppRange.isVersion(appVersion) {
            throw ValidationError("--app-version \(appVersion): expected a dotted version such as 2.4.0")
        }
        if platform != nil, appVersion == nil { throw ValidationError("--platform goes with --app-version") }
        if minimumSerial < 1 { throw ValidationError("--minimum-serial \(minimumSerial): expected 1 or more") }
        for key in keys where !key.contains("=") || key.hasPrefix("=") { throw ValidationError("--key expects ID=FILE, got '\(key)'") }
    }

    /// The clock the documents and links are checked at.
    var now: Date { at.flatMap(Verify.date) ?? Date() }
}
