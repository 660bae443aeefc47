import Logging
import Switchyard
import SwitchyardLogging
import Testing

enum Screen: Hashable, Sendable { case goods(Int) }

/// The lines a logger was given: level, message and metadata, in order.
final class CapturedLines: Sendable {
    struct Line: Equatable, Sendable {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]
    }

    private let lines = Locked<[Line]>([])

    var all: [Line] { lines.withLock { $0 } }

    /// A logger whose every line (at `.trace` and up) lands here.
    var logger: Logger {
        Logger(label: "test.router") { label in Handler(label: label, captured: self) }
    }

    func append(_ line: Line) { lines.withLock { $0.append(line) } }

    struct Handler: LogHandler {
        let label: String
        let captured: CapturedLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let metadata = (event.metadata ?? [:]).mapValues { "\($0)" }
            captured.append(Line(level: event.level, message: "\(event.message)", metadata: metadata))
        }
    }
}

@Suite struct LoggingMiddlewareTests {
    @Test func logsTheOpenAndItsOutcomeWithTheURLRouteAndSource() async throws {
        let captured = CapturedLines()
        var builder = RouterBuilder<Screen>()
        builder.use(LoggingMiddleware<Screen>(logger: captured.logger, level: .debug))
        try builder.route("shop://goods/<int:id>") { request in .value(try request.parameters.value("id", as: Int.self)) }
        let router = try builder.build()

        #expect(try await router.open("shop://goods/7", from: .push, expecting: Int.self) == 7)

        let metadata = ["url": "shop://goods/7", "route": "shop://goods/<int:id>", "source": "\(RouteSource.push)"]
        #expect(
            captured.all == [
                .init(level: .debug, message: "open", metadata: metadata),
                .init(level: .debug, message: "opened: value of type Int", metadata: metadata),
            ])
    }

    /// The chain MiddlewareTests.builtInValidationAndAnalytics runs, with the logging middleware first: the
    /// other middleware behave as without it, and a rejection further down is logged at `.warning` (as the
    /// middleware sees it: the rejection's problems, before the router adds the URL) and thrown on.
    @Test func logsAFailedOpenAsAWarningAndThrowsTheSameError() async throws {
        let captured = CapturedLines()
        let events = Locked<[String]>([])
        var builder = RouterBuilder<Screen>()
        builder.use(LoggingMiddleware<Screen>(logger: captured.logger))
        builder.analytics { event in events.withLock { $0.append("\(event.route ?? "") \(event.outcome)") } }
        builder.use(.parameterValidation(["page": .int], required: ["q"]), forTag: "search")
        try builder.route("/search", RouteOptions(tags: ["search"])) { request in .value(request.parameters["q"] ?? "") }
        let router = try builder.build()

        #expect(try await router.open("/search?q=shoes&page=2", expecting: String.self) == "shoes")
        let problems = "missing parameter \"q\"; parameter \"page\" is \"two\", which is not an int"
        do {
            try await router.open("/search?page=two&page=3")
            Issue.record("opened")
        } catch {
            #expect(error.description == "/search?page=two&page=3: rejected by parameter validation: \(problems)")
        }

        #expect(events.withLock { $0 } == ["/search handled", "/search refused"])
        #expect(captured.all.map(\.level) == [.info, .info, .info, .warning])
        #expect(captured.all.map(\.message) == ["open", "opened: value of type String", "open", "open failed: \(problems)"])
        #expect(captured.all.last?.metadata["url"] == "/search?page=redacted&page=redacted")
    }

    /// The line's URL, a web page source's page and a `RoutingError`'s URL are redacted as analytics redacts them
    /// (`router.analytics.redact`); the router's own outcome and error keep the link as opened.
    @Test func redactsTheLinksItLogsByDefault() async throws {
        let captured = CapturedLines()
        var builder = RouterBuilder<Screen>()
        builder.use(LoggingMiddleware<Screen>(logger: captured.logger))
        try builder.route("shop://goods/:id") { request in
            throw RoutingError(.cancelled, url: request.originalURL)
        }
        let router = try builder.build()
        let link = "shop://ann:pw@goods/7?token=s3cr3t&utm_source=mail#top"

        let error = await #expect(throws: RoutingError.self) {
            try await router.open(link, from: .webPage("https://blog.example/post?sid=42"))
        }
        #expect(error?.url == link)
        let redacted = "shop://goods/7?token=redacted&utm_source=redacted"
        #expect(captured.all.map(\.metadata["url"]) == [redacted, redacted])
        #expect(captured.all.first?.metadata["source"] == "web page (https://blog.example/post?sid=redacted)")
        #expect(captured.all.last?.message == "open failed: \(RoutingError(.cancelled, url: redacted))")
    }

    @Test func keepsTheNamesItIsGivenOrLogsFullLinks() async throws {
        let kept = CapturedLines()
        let full = CapturedLines()
        var builder = RouterBuilder<Screen>()
        builder.use(LoggingMiddleware<Screen>(logger: kept.logger, links: LinkRedaction(keepingQueryValuesNamed: ["utm_source"])))
        builder.use(LoggingMiddleware<Screen>(logger: full.logger, links: .fullLinks))
        try builder.route("shop://goods/:id") { _ in .handled }
        let router = try builder.build()
        let link = "shop://goods/7?token=s3cr3t&utm_source=mail#top"

        _ = try await router.open(link)

        #expect(
            kept.all.map(\.metadata["url"]) == [
                "shop://goods/7?token=redacted&utm_source=mail", "shop://goods/7?token=redacted&utm_source=mail",
            ])
        #expect(full.all.map(\.metadata["url"]) == [link, link])
    }

    @Test func isNamedLogging() {
        #expect(LoggingMiddleware<Screen>().name == "logging")
    }
}
