package import ArgumentParser
import Foundation
import SwitchyardConfig

struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate files from a route table.",
        subcommands: [GenLinks.self, GenSwift.self, GenCompiled.self, GenWeb.self]
    )
}

package struct GenLinks: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "Write apple-app-site-association, assetlinks.json and intent-filters.xml for the table's universal-link hosts.",
        discussion: """
            The hosts are those given with --host, else the "https://host" entries of the table's options.accept. \
            A host claims the paths an https link of it can route: those of the routes it reaches (the https \
            namespace's, a scheme placeholder's that makes https included, or the global ones when it has none or \
            falls back to them; a host constraint or host pattern that the host fails leaves a route out; a host \
            pattern's path is what follows the host) and of the rewrites from it. Captures become * (Apple) or .* \
            (Android); optional groups are expanded, or * when a pattern has more than 8 forms; a trailing * also \
            claims the path without it. Internal routes are excluded components (first, since Apple's first matching \
            component decides) and are left out of the intent filters. \
            With one host, DIR/apple-app-site-association; with several, DIR/HOST/apple-app-site-association each. \
            Exit status: 0; 1 when the table does not load, gives no hosts, or a file cannot be written; 64 for a bad command line.
            """
    )

    @OptionGroup var table: TableOption

    @Option(help: ArgumentHelp("The iOS app: team ID and bundle ID.", valueName: "TEAMID.bundle.id"))
    var appleAppID: String

    @Option(help: ArgumentHelp("The Android application ID.", valueName: "com.example.app"))
    var androidPackage: String

    @Option(help: ArgumentHelp("SHA-256 of the Android signing certificate: 32 hex bytes, with or without ':'.", valueName: "SHA256"))
    var androidFingerprint: String

    @Option(help: ArgumentHelp("The directory to write to (created when missing).", valueName: "DIR"))
    var output: String

    @Option(
        name: .customLong("host"),
        help: ArgumentHelp(
            "An associated domain to write files for (repeatable; default: the https hosts of the table's options.accept).",
            valueName: "HOST"))
    var hosts: [String] = []

    package init() {}

    package func validate() throws {
        _ = try Self.apps(appleAppID, androidPackage, androidFingerprint)
        for host in hosts {
            let isHostText = !host.isEmpty && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-.".contains($0)) }
            guard isHostText else { throw ValidationError("--host expects a host name such as www.example.com, got '\(host)'") }
        }
    }

    package func run() throws {
        let file = try table.load()
        let apps = try Self.apps(appleAppID, androidPackage, androidFingerprint)
        let links: LinkFiles
        do { links = try LinkFiles(file, hosts: hosts) } catch {
            printError("error: \(error.description)")
            throw ExitCode(1)
        }
        for (path, text) in Self.files(links, apps: apps, source: table.table) {
            try write(text, to: path)
        }
    }

    /// The files to write, relative to the output directory, with their text.
    package static func files(_ links: LinkFiles, apps: LinkFiles.Apps, source: String) -> [(String, String)] {
        let single = links.hosts.count == 1
        var files = links.hosts.map { host in
            (
                single ? "apple-app-site-association" : "\(host.name)/apple-app-site-association",
                LinkFiles.appleAppSiteAssociation(host, apps: apps)
            )
        }
        files.append(("assetlinks.json", LinkFiles.assetLinks(apps: apps)))
        files.append(("intent-filters.xml", links.intentFilters(source: source)))
        return files
    }

    private func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: output).appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            printError("error: cannot write \(url.path): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        print(url.path)
    }

    /// The app identities, checked: a 10-character team ID, a dot and a bundle ID; a package of two or
    /// more dot-separated Java identifiers; 32 hex bytes, printed upper-case and `:`-separated.
    package static func apps(_ appID: String, _ package: String, _ fingerprint: String) throws(ValidationError) -> LinkFiles.Apps {
        let parts = appID.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let identifier: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard parts.count == 2, parts[0].count == 10, parts[0].allSatisfy(identifier), !parts[1].isEmpty,
            parts[1].allSatisfy({ identifier($0) || $0 == "." || $0 == "-" })
        else {
            throw ValidationError("--apple-app-id expects TEAMID.bundle.id (a 10-character team ID, a dot, the bundle ID), got '\(appID)'")
        }
        let segments = package.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2, segments.allSatisfy({ $0.first?.isLetter == true && $0.allSatisfy { identifier($0) || $0 == "_" } })
        else { throw ValidationError("--android-package expects an application ID such as com.example.app, got '\(package)'") }
        let hex = fingerprint.filter { $0 != ":" }.uppercased()
        guard hex.count == 64, hex.allSatisfy(\.isHexDigit) else {
            throw ValidationError("--android-fingerprint expects the certificate's SHA-256: 32 hex bytes (AB:CD:…), got '\(fingerprint)'")
        }
        var pairs: [String] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            pairs.append(String(hex[index..<next]))
            index = next
        }
        return LinkFiles.Apps(appleAppID: appID, androidPackage: package, androidFingerprint: pairs.joined(separator: ":"))
    }
}
