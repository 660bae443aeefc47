import ArgumentParser
import Foundation
import SwitchyardConfig
import SwitchyardJump
import SwitchyardRoutingDocuments

/// `switchyard jump`: the web page's jump for a link (Docs/Rules/jump.md, issue #90), the plan the web module's
/// `jump` computes, printed as JSON with its keys.
struct Jump: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plan a web page's \"Open in app\" for each URL; print each plan as one JSON line.",
        discussion: """
            The plan is computed from the table (its options.apps names the app), the routing documents in force and \
            the page's environment, never probed: "decision" (app, store or web), "appLink", "intentHref", "storeURL", \
            "webURL" (each a string or null), "sameHost" and "why" (reason codes), as Docs/Rules/jump.md says. The link's \
            way is read as `switchyard match --document --source` reads it. With --document, plain documents arrive in \
            the order given on one fresh install, read unsigned, every condition but the time window unchecked; standard \
            error gets one line per document, as with `match --document`. Exit status: 0 with a plan; 1 when the table \
            or a document file cannot be read; 64 when an argument cannot be read (the message names it).
            """
    )

    @OptionGroup var table: TableOption

    @Option(
        help: ArgumentHelp(
            "The page's environment: ios-safari, ios-safari-view, android-chrome, wechat, in-app or desktop.", valueName: "PLATFORM"))
    var platform: String

    @Option(name: .customLong("page-url"), help: ArgumentHelp("The URL of the page the jump is offered on.", valueName: "URL"))
    var pageURL: String?

    @Option(
        help: ArgumentHelp(
            "How the app will judge the link, as `match --source` spells it (default universal-link; never in-app).",
            valueName: "SOURCE"))
    var source: String?

    @Option(name: .customLong("restrict"), help: ArgumentHelp("A policy rule of the app, as with `match`.", valueName: "TAG=KIND,KIND"))
    var restrictions: [String] = []

    @Option(name: .customLong("deny"), help: ArgumentHelp("A policy rule of the app, as with `match`.", valueName: "SOURCE"))
    var denied: [String] = []

    @Option(help: ArgumentHelp("A store referrer the install keeps (a signed token, never a fingerprint).", valueName: "TEXT"))
    var referrer: String?

    @Option(
        name: .customLong("document"),
        help: ArgumentHelp(
            "A plain routing document arriving over the table, in the order given (repeat for a sequence).", valueName: "FILE"))
    var documents: [String] = []

    @Argument(help: "The URLs the page would offer, one plan each; none: one URL a line on standard input, as `match` reads them.")
    var urls: [String] = []

    func run() throws {
        let arguments: JumpArguments
        do throws(JumpError) {
            arguments = try JumpArguments(
                platform: platform, pageURL: pageURL, source: source, restrict: restrictions, deny: denied, referrer: referrer)
        } catch {
            throw ValidationError(error.message)
        }
        let file = try table.load()
        var arrivals: DocumentArrivals
        do {
            let device = DocumentArrivals.Device(keys: nil, appVersion: nil, platform: nil, userID: nil, now: Date())
            arrivals = try DocumentArrivals(file: file, device: device)
        } catch {
            printError("\(error.message)")
            throw ExitCode(1)
        }
        for path in documents { printError(DocumentOptions.line(path, arrivals.arrive(try readBytes(path), label: path))) }
        let explain = try arrivals.inForce?.explain ?? DocumentExplain.tableAlone(file: file)
        let plan = { (url: String) throws(JumpError) in
            print(Self.json(try JumpWay.plan(for: url, file: file, explain: explain, arguments)))
        }
        do throws(JumpError) {
            if urls.isEmpty {
                while let line = readLine(strippingNewline: true) { try plan(line.hasSuffix("\r") ? String(line.dropLast()) : line) }
            } else {
                for url in urls { try plan(url) }
            }
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The plan as one JSON object, its keys in the web module's order.
    static func json(_ plan: JumpPlan) -> String {
        var json = JSONLine()
        json.string("decision", plan.decision.rawValue)
        for (key, value) in [
            ("appLink", plan.appLink), ("intentHref", plan.intentHref), ("storeURL", plan.storeURL), ("webURL", plan.webURL),
        ] {
            if let value { json.string(key, value) } else { json.raw(key, "null") }
        }
        json.raw("sameHost", plan.sameHost ? "true" : "false")
        json.raw("why", JSONLine.array(plan.why))
        return json.text
    }
}
