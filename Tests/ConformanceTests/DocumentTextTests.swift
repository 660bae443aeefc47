import Foundation
import Switchyard
import Testing

/// The texts a routing document's refusals print (`Conformance/errors.json`, kind document). Swift's documents
/// module prints them from the generated `DocumentText.swift`, the router the words of applying changes from its
/// generated `RouterText.swift` (`Conformance/gen/errors_swift.py --check` in CI); these tests check what the
/// router fills their holes with.
@Suite("Conformance: a document's refusals are errors.json's")
struct DocumentTextTests {
    enum Page: Hashable, Sendable { case goods }

    func router() throws -> Router<Page> {
        var builder = RouterBuilder<Page>()
        try builder.route("shop://goods/<int:id>", RouteOptions(name: "goods.detail")) { _ in .handled }
        return try builder.build()
    }

    /// What applying `edit`'s changes gives, after the label.
    func refusal(_ edit: (inout RoutingChanges<Page>) -> Void) throws -> String {
        var changes = RoutingChanges<Page>(label: "document 4")
        edit(&changes)
        do {
            try router().apply(changes)
        } catch let error as RoutingChangesError {
            #expect(error.description.hasPrefix("document 4: "), "\(error)")
            return String(error.description.dropFirst("document 4: ".count))
        }
        Issue.record("the changes applied")
        return ""
    }

    @Test("a removal or a degrade of a route that is not there")
    func nothingToChange() throws {
        #expect(
            try refusal { $0.removals = [.name("ghost")] }
                == LinkTextTests.text("document.nothing-to-remove", ["index": "1", "selector": "route named \"ghost\""]))
        #expect(
            try refusal { $0.degrades = [Degrade(route: .pattern("shop://nope"), to: "https://x.example")] }
                == LinkTextTests.text("document.nothing-to-degrade", ["index": "1", "route": "route \"shop://nope\""]))
    }

    @Test("added routes that conflict")
    func routesConflict() throws {
        let message = try refusal { changes in
            changes.routes = [AddedRoute(pattern: "shop://opt(/:a)(/:b)/:z", handler: AnyRouteHandler { _ in .handled })]
        }
        let entry = try #require(ErrorTable.corpus.entries.first { $0.code == "document.routes-conflict" })
        #expect(entry.pattern.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)) != nil, "\(message)")
    }

    @Test("a redirect chain the router stops")
    func tooManyRedirects() {
        let error = RoutingError(.tooManyRedirects(["shop://a", "shop://b", "shop://a"]), url: "shop://a")
        let path = LinkTextTests.text("document.too-many-redirects", ["path": "shop://a → shop://b → shop://a"])
        #expect(error.description == LinkTextTests.text("match.at-url", ["url": "shop://a", "reason": path]))
    }
}
