import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import Testing

/// Issue #63, item 3: a routing document's rewrite writes `"nested"` as a table file does (DynamicRouting,
/// "Writing a document"), with the document's own wording for a wrong value; since issue #71 item 2 without a
/// `source` (`document.format.nested-source`: only the app's own rules vouch for a nested URL).
@Suite("Routing documents: a rewrite's nested URL")
struct NestedURLDocumentTests {
    static func document(_ rewrite: String) -> [UInt8] {
        Array((#"{"format":1,"serial":1,"rewrites":["# + rewrite + "]}").utf8)
    }

    @Test func theOptionsAreTheRulesOnes() throws {
        let document = try RoutingDocument.parse(
            Self.document(
                #"{"from":"https://m.shop.example/login","to":"{url:query.redirect_to}","nested":{"resolvesRelative":true,"carriedQueryItems":["login_reason"]}}"#
            ), file: "d")
        #expect(document.rewrites[0].nested == .init(resolvesRelative: true, carriedQueryItems: ["login_reason"]))
        let rules = try RewriteRules(document.rewrites)
        #expect(
            rules.rewrite("https://m.shop.example/login?redirect_to=/post/7&login_reason=expired")
                == "https://m.shop.example/post/7?login_reason=expired")
        let plain = try RoutingDocument.parse(Self.document(#"{"from":"/login","to":"{url:query.next}"}"#), file: "d")
        #expect(plain.rewrites[0].nested == RewriteRule.NestedURL())
    }

    @Test(
        "wrong values, located",
        arguments: [
            (
                #"{"from":"/login","to":"{url:query.next}","nested":{"resolveRelative":true}}"#,
                #"d:1:87: unknown key "resolveRelative" in "nested"; expected one of: resolvesRelative, carriedQueryItems"#
            ),
            (
                #"{"from":"/login","to":"{url:query.next}","nested":{"resolvesRelative":1}}"#,
                #"d:1:106: "resolvesRelative" must be a boolean, found integer"#
            ),
            (
                #"{"from":"/login","to":"{url:query.next}","nested":{"carriedQueryItems":[2]}}"#,
                #"d:1:108: each of "carriedQueryItems" must be a string, found integer"#
            ),
            (
                #"{"from":"/login","to":"{url:query.next}","nested":{"source":"web:"}}"#,
                #"d:1:96: "source" is not allowed in a routing document: a nested URL runs as a web page of the outer link's origin unless the app's own rule names its source"#
            ),
            (#"{"from":"/login","to":"{url:query.next}","nested":[]}"#, #"d:1:86: "nested" must be an object, found array"#),
            (
                #"{"from":"/login","to":"/post/{query.next}","nested":{}}"#,
                #"d:1:79: "nested" needs a "to" that is "{url:query.NAME}" (the URL a query item carries), found "/post/{query.next}""#
            ),
            (
                #"{"from":"/login","to":"{url:query.next}","nestd":{}}"#,
                #"d:1:77: unknown key "nestd" in a rewrite; expected one of: from, regex, to, query, nested"#
            ),
        ])
    func wrongValues(_ rewrite: String, _ expected: String) throws {
        let error = try #require(throws: ConfigDocumentError.self) { try RoutingDocument.parse(Self.document(rewrite), file: "d") }
        #expect(error.description == expected)
    }
}
