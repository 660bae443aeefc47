import Testing
import SwitchyardMatching

/// The matching layer's spellings ADR 0028 replaced, each called once, from deprecated witnesses of a
/// protocol whose requirements are not deprecated (Swift Testing refuses a deprecated `@Test`).
protocol LegacyMatchingSpellings: Sendable {
    static func setNamespace(_ builder: inout RouteTableBuilder<String>)
    static func refusal(_ string: String) -> URLIntakeError?
    static func failure(_ table: RouteTable<String>, _ string: String) -> MatchError?
}

enum LegacyMatchingCalls: LegacyMatchingSpellings {
    @available(*, deprecated, message: "calls a deprecated spelling")
    static func setNamespace(_ builder: inout RouteTableBuilder<String>) {
        builder.setNamespace("shop", NamespaceOptions(fallbackToGlobal: true))
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func refusal(_ string: String) -> URLIntakeError? {
        do throws(URLRefusal) {
            _ = try RouteURL(string)
            return nil
        } catch {
            return error
        }
    }

    @available(*, deprecated, message: "calls a deprecated spelling")
    static func failure(_ table: RouteTable<String>, _ string: String) -> MatchError? {
        let result: Result<RouteMatch<String>, MatchFailure> = table.lookup(string)
        guard case .failure(let failure) = result else { return nil }
        return failure
    }
}

@Suite("Deprecated matching spellings forward to their replacements (ADR 0028)")
struct DeprecatedMatchingSpellingsTests {
    let legacy: any LegacyMatchingSpellings.Type = LegacyMatchingCalls.self

    @Test func setNamespaceSetsTheNamespace() throws {
        var builder = RouteTableBuilder<String>()
        legacy.setNamespace(&builder)
        try builder.add("/about", value: "about")
        try builder.add("shop://cart", value: "cart")
        #expect(try builder.build().match("shop://about")?.value == "about")
    }

    @Test func urlRefusalIsURLIntakeError() {
        #expect(legacy.refusal("") == .empty)
        #expect(legacy.refusal("/fine") == nil)
    }

    @Test func matchFailureIsMatchError() throws {
        let table = try RouteTableBuilder<String>().build()
        #expect(legacy.failure(table, "/nowhere") == .noRoute(path: "/nowhere", namespaces: ["global"]))
    }
}
