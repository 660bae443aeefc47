import Switchyard
import Testing

/// How analytics writes a link (`router.analytics.redact`, issue #91 decision 7): ``LinkRedaction`` itself, and the
/// router's events under the builder's settings. The corpus's `open-analytics-redact.json` holds both routers to the
/// same events; these pin the function's edges.
@Suite("Router: analytics redacts links")
struct LinkRedactionTests {
    @Test(arguments: [
        ("shop://goods/7", "shop://goods/7"),
        ("shop://goods/7?token=s3cr3t", "shop://goods/7?token=redacted"),
        ("shop://login?email=ann@mail.example&otp=482913", "shop://login?email=redacted&otp=redacted"),
        ("shop://goods/7?ref=push#reviews", "shop://goods/7?ref=redacted"),
        ("shop://help#otp=1?x=1", "shop://help"),
        ("https://ann:pa@ss@shop.example:8443/p/3?sid=9", "https://shop.example:8443/p/3?sid=redacted"),
        ("https://ann@shop.example", "https://shop.example"),
        ("https://shop.example/a@b?x=1", "https://shop.example/a@b?x=redacted"),
        ("mailto:ann@mail.example?subject=hi", "mailto:ann@mail.example?subject=redacted"),
        ("/search?q=shoes&page=2", "/search?q=redacted&page=redacted"),
        ("shop://help?debug&token=x&&flag=&", "shop://help?debug&token=redacted&&flag=redacted&"),
        ("shop://help?", "shop://help?"),
        ("shop://help?=x", "shop://help?=redacted"),
        ("shop://help?sig=a==&q=caf%C3%A9?x", "shop://help?sig=redacted&q=redacted"),
        ("shop://cafés/1?q=thé#à", "shop://cafés/1?q=redacted"),
        ("1shop://ann@host?x=1", "1shop://ann@host?x=redacted"),
        ("", ""),
    ])
    func redactsByDefault(_ link: String, _ written: String) {
        #expect(LinkRedaction().redact(link) == written)
    }

    @Test func keptNamesAreComparedAsWritten() {
        let redaction = LinkRedaction(keepingQueryValuesNamed: ["utm_source", "é"])
        #expect(
            redaction.redact("shop://a?utm_source=mail&utm%5Fsource=mail&UTM_SOURCE=mail&utm_source=push")
                == "shop://a?utm_source=mail&utm%5Fsource=redacted&UTM_SOURCE=redacted&utm_source=push")
        // Canonically equivalent, but not the same code points: not kept (the JVM compares code points too).
        #expect(redaction.redact("shop://a?e\u{301}=1&é=2") == "shop://a?e\u{301}=redacted&é=2")
        #expect(redaction.keptQueryNames == ["utm_source", "é"])
        #expect(!redaction.recordsFullLinks)
    }

    @Test func fullLinksWriteTheLinkAsOpened() {
        let link = "https://ann:pw@shop.example/reset?token=s3cr3t#top"
        #expect(LinkRedaction.fullLinks.redact(link) == link)
        #expect(LinkRedaction.fullLinks.recordsFullLinks)
        #expect(LinkRedaction.placeholder == "redacted")
    }

    /// Records the events a router's sink receives.
    static func events(
        _ url: String, from source: RouteSource = .push, _ configure: (inout RouterBuilder<Screen>) -> Void = { _ in }
    ) async throws -> (events: [OpenEvent], redirects: [String]) {
        let events = Locked<[OpenEvent]>([])
        var builder = RouterBuilder<Screen>()
        builder.analytics { event in events.withLock { $0.append(event) } }
        try builder.route("shop://go/:to") { _ in .redirect("shop://goods/7?session=abc123#top") }
        try builder.route("shop://goods/:id") { _ in .handled }
        configure(&builder)
        let outcome = try await builder.build().open(url, from: source)
        return (events.withLock { $0 }, outcome.redirects)
    }

    @Test func theEventIsRedactedAndTheOutcomeIsNot() async throws {
        let (events, redirects) = try await Self.events(
            "shop://ann:pw@go/x?token=s3cr3t#frag", from: .webPage("https://blog.example/p?sid=4#c"))
        #expect(events.count == 1)
        #expect(events.first?.url == "shop://go/x?token=redacted")
        #expect(events.first?.redirects == ["shop://goods/7?session=redacted"])
        #expect(events.first?.source == .webPage("https://blog.example/p?sid=redacted"))
        #expect(events.first?.properties["source"] == "web page (https://blog.example/p?sid=redacted)")
        #expect(redirects == ["shop://ann:pw@go/x?token=s3cr3t#frag", "shop://goods/7?session=abc123#top"])
    }

    @Test func keptNamesAddUpOverCalls() async throws {
        let (events, _) = try await Self.events("shop://go/x?utm_source=mail&utm_campaign=spring&token=s3cr3t") { builder in
            builder.analyticsKeepsQueryValues(named: ["utm_source"])
            builder.analyticsKeepsQueryValues(named: ["utm_campaign"])
        }
        #expect(events.first?.url == "shop://go/x?utm_source=mail&utm_campaign=spring&token=redacted")
    }

    @Test func theOptOutRecordsFullLinks() async throws {
        let (events, redirects) = try await Self.events("shop://go/x?token=s3cr3t#frag", from: .webPage("https://blog.example/p?sid=4")) {
            $0.analyticsKeepsQueryValues(named: ["utm_source"])
            $0.analyticsRecordsFullLinks()
        }
        #expect(events.first?.url == "shop://go/x?token=s3cr3t#frag")
        #expect(events.first?.redirects == Array(redirects.dropFirst()))
        #expect(events.first?.source == .webPage("https://blog.example/p?sid=4"))
    }

    /// `update` starts from the router's builder: the settings stay, and a sink added then redacts too.
    @Test func anUpdateKeepsTheSettings() async throws {
        let events = Locked<[OpenEvent]>([])
        var builder = RouterBuilder<Screen>()
        builder.analyticsKeepsQueryValues(named: ["ref"])
        try builder.route("shop://goods/:id") { _ in .handled }
        let router = try builder.build()
        try router.update { builder in builder.analytics { event in events.withLock { $0.append(event) } } }
        _ = try await router.open("shop://goods/7?ref=push&token=s3cr3t")
        #expect(events.withLock { $0 }.map(\.url) == ["shop://goods/7?ref=push&token=redacted"])
    }
}
