import Foundation
import Testing
import Switchyard

@Suite("Modules: the component catalogue as a document")
struct ComponentCatalogueTests {
    /// A user module with a described service, and a cart module that needs it, with a table handler, a
    /// code route and two actions (one described with text JSON must escape).
    func host() throws -> ModuleHost<Screen> {
        let user = TestModule(name: "user") { module in
            module.register(named: "user.session", description: "Who is logged in.") { "ada" }
        }
        let cart = TestModule(name: "cart", dependencies: ["user"]) { module in
            module.register("cart") { _ in .navigate(.push(.cart)) }
            module.route("shop://cart/share/<int:id>") { _ in .navigate(.push(.cart)) }
            module.register(
                target: "cart", action: "add", visibility: .public, tags: ["risk", "audit"],
                description: "Adds \"id\" <b>now</b>\n\\ tab\there \u{1}."
            ) { _ in 1 }
            module.register(target: "cart", action: "clear") { _ in "cleared" }
        }
        return try ModuleHost(modules: [cart, user]) { _ in RouterBuilder<Screen>() }
    }

    @Test func theHostWritesStableJSON() throws {
        let catalogue = try host().componentCatalogue()
        #expect(
            catalogue.json == #"""
                {
                  "version": 1,
                  "modules": [
                    {
                      "name": "user",
                      "dependencies": [],
                      "handlers": [],
                      "routes": []
                    },
                    {
                      "name": "cart",
                      "dependencies": ["user"],
                      "handlers": ["cart"],
                      "routes": ["shop://cart/share/<int:id>"]
                    }
                  ],
                  "components": [
                    {
                      "kind": "action",
                      "target": "cart",
                      "action": "add",
                      "module": "cart",
                      "exposure": "external",
                      "tags": ["risk", "audit"],
                      "description": "Adds \"id\" <b>now</b>\n\\ tab\there \u0001."
                    },
                    {
                      "kind": "action",
                      "target": "cart",
                      "action": "clear",
                      "module": "cart",
                      "exposure": "internal",
                      "tags": []
                    },
                    {
                      "kind": "service",
                      "name": "user.session",
                      "module": "user",
                      "exposure": "internal",
                      "tags": [],
                      "description": "Who is logged in."
                    }
                  ]
                }

                """#)
        #expect(catalogue.components(of: "cart").map(\.summary) == ["Adds \"id\" <b>now</b>\n\\ tab\there \u{1}.", nil])
    }

    /// What `json` writes, JSONDecoder reads back whole; JSONEncoder's output (Codable) reads back too.
    @Test func theJSONReadsBackAsTheSameCatalogue() throws {
        let catalogue = try host().componentCatalogue()
        #expect(try JSONDecoder().decode(ComponentCatalogue.self, from: Data(catalogue.json.utf8)) == catalogue)
        let encoded = try JSONEncoder().encode(catalogue)
        #expect(try JSONDecoder().decode(ComponentCatalogue.self, from: encoded) == catalogue)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["version"] as? Int == 1)
    }

    /// A router alone knows its components' modules, not their dependencies; unloading takes a module's out.
    @Test func theRouterListsWhatIsLoaded() async throws {
        let host = try host()
        #expect(host.router.componentCatalogue().modules == [.init(name: "cart"), .init(name: "user")])
        #expect(host.router.componentCatalogue().components == host.componentCatalogue().components)
        try host.load(
            TestModule(name: "promo", dependencies: ["cart"]) { module in
                module.register(target: "promo", action: "discount", visibility: .public) { _ in "30%" }
            })
        #expect(host.componentCatalogue().modules.last == .init(name: "promo", dependencies: ["cart"]))
        #expect(host.componentCatalogue().components(of: "promo").map(\.description) == ["action promo/discount (public, module promo)"])
        await (try host.unload("promo")).value
        #expect(host.componentCatalogue() == (try self.host()).componentCatalogue())
    }

    /// A bad document is refused at the field, whose path the error names.
    @Test func decodingNamesTheFieldAtFault() throws {
        func failure(_ text: String) -> String? {
            do {
                _ = try JSONDecoder().decode(ComponentCatalogue.self, from: Data(text.utf8))
                return nil
            } catch let DecodingError.dataCorrupted(context) {
                return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
            } catch {
                return "\(error)"
            }
        }
        let component = #"{"kind": "action", "target": "cart", "action": "add", "exposure": "EXPOSURE"}"#
        #expect(failure(#"{"version": 2, "modules": [], "components": []}"#) == "version: version 2 is not supported; this reads version 1")
        #expect(
            failure(#"{"version": 1, "modules": [], "components": [\#(component.replacingOccurrences(of: "EXPOSURE", with: "public"))]}"#)
                == #"components.Index 0.exposure: "public" is neither "internal" nor "external""#)
        #expect(
            failure(#"{"version": 1, "modules": [], "components": [{"kind": "route", "exposure": "internal"}]}"#)
                == #"components.Index 0.kind: "route" is neither "action" nor "service""#)
        let valid = #"{"version": 1, "modules": [], "components": [\#(component.replacingOccurrences(of: "EXPOSURE", with: "external"))]}"#
        #expect(failure(valid) == nil)
    }
}

/// A typed action for the description test.
private enum Reorder: TypedAction {
    struct Input: Codable, Sendable { var id: Int }
    typealias Output = Int
    static let target = "orders"
    static let action = "reorder"
}

@Suite("Modules: descriptions of actions and services")
struct ComponentDescriptionTests {
    /// Every declaration form carries its description to the catalogue; one without says nothing.
    @Test func everyDeclarationCarriesItsDescription() throws {
        let orders = TestModule(name: "orders") { module in
            module.register(Reorder.self, description: "Orders the same again.") { input, _ in input.id }
            module.register(target: "orders", action: "list") { _ in [Int]() }
            module.register(CartStore.self, name: "orders.store", description: "Past orders.") { CartStore() }
            module.register(named: "orders.limit", visibility: .public, tags: ["public"], description: "The most a cart takes.") { 99 }
        }
        let host = try ModuleHost(modules: [orders], builder: RouterBuilder<Screen>())
        let components = host.componentCatalogue().components
        #expect(components.map(\.callName) == ["orders/reorder", "orders/list", "orders.store", "orders.limit"])
        #expect(components.map(\.summary) == ["Orders the same again.", nil, "Past orders.", "The most a cart takes."])
        #expect(
            components.last
                == ComponentInfo(
                    call: .service(name: "orders.limit"), module: "orders", visibility: .public, tags: ["public"],
                    summary: "The most a cart takes."))
    }
}

extension ComponentInfo {
    /// `orders/reorder` or `orders.store`, for tests.
    fileprivate var callName: String {
        switch call {
        case let .action(target, action): return "\(target)/\(action)"
        case .service(let name): return name
        }
    }
}
