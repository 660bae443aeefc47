import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import Testing

/// A document's budget (DynamicRouting, "A document's budget"; the corpus's `document-budget.json` has the cases
/// at each edge, run through the router by `DocumentConformanceTests`): the red team's shapes of issue 71 item 9
/// are refused where they are read, before a pattern is expanded or a regex compiled, at the first rule past the
/// budget. Weights and readings as the article counts them.
@Suite struct DocumentBudgetTests {
    @Test func tenThousandRoutesOfEightGroupsAreRefusedAtTheSixtyFifth() throws {
        var text = #"{"format":1,"serial":2,"routes":["#
        var column = 0
        for k in 0..<10_351 {
            if k > 0 { text += "," }
            if k == 64 { column = text.unicodeScalars.count + 1 }
            text += #"{"pattern":"shop://r\#(k)(/a)(/b)(/c)(/d)(/e)(/f)(/g)(/h)","handler":"goods"}"#
        }
        text += "]}"
        let error = try #require(throws: ConfigDocumentError.self) { try RoutingDocument.parse(Array(text.utf8), file: "d.json") }
        #expect(
            error.description
                == "d.json:1:\(column): a document's patterns can have at most 16384 readings of their optional groups together; this one takes them to 16640"
        )
    }

    @Test func aMegabyteOfRegexRewritesIsRefusedAtTheRuleThatPassesFortyEight() throws {
        // 16 positions past "https://a.example/x0/", plus 1: 17 a rule; the 3rd takes the sum to 51.
        let rule =
            #"{"regex":"^https://a\\.example/x0/(?<g0>[a-z]*)(?<g1>[a-z]*)"#
            + String(repeating: "[a-z]*", count: 14) + #"$","to":"shop://goods/{g0}"}"#
        var text = #"{"format":1,"serial":1,"rewrites":["#
        var column = 0
        var k = 0
        while text.utf8.count < 1_000_000 {
            if k > 0 { text += "," }
            if k == 2 { column = text.unicodeScalars.count + 1 }
            text += rule
            k += 1
        }
        text += "]}"
        let error = try #require(throws: ConfigDocumentError.self) { try RoutingDocument.parse(Array(text.utf8), file: "d.json") }
        #expect(
            error.description
                == "d.json:1:\(column): a document's regexes (its regex rewrites and its patterns' capture regexes) can weigh at most 48 together (each its positions past its literal beginning, plus 1; a capture regex times its pattern's readings); this one takes them to 51"
        )
    }

    @Test func routesOfCaptureRegexesAreRefusedAtTheRouteThatPassesFortyEight() throws {
        // 6 positions, no literal beginning, plus 1: 7 a route; the 7th takes the sum to 49.
        var text = #"{"format":1,"serial":2,"routes":["#
        var column = 0
        for k in 0..<1_999 {
            if k > 0 { text += "," }
            if k == 6 { column = text.unicodeScalars.count + 1 }
            text += #"{"pattern":"shop://x/:id([a-z]*[a-z]*[a-z]*[a-z]*q\#(k))","handler":"goods"}"#
        }
        text += "]}"
        let error = try #require(throws: ConfigDocumentError.self) { try RoutingDocument.parse(Array(text.utf8), file: "d.json") }
        #expect(
            error.description
                == "d.json:1:\(column): a document's regexes (its regex rewrites and its patterns' capture regexes) can weigh at most 48 together (each its positions past its literal beginning, plus 1; a capture regex times its pattern's readings); this one takes them to 49"
        )
    }

    @Test func aRegexWeighsItsPositionsPastItsLiteralBeginningPlusOne() {
        #expect(CapturingRegex.weight(of: #"^https://m\.shop\.example/sale/(?<id>[0-9]+)-[a-z-]+$"#) == 6)
        #expect(CapturingRegex.literalBeginning(#"^https://m\.shop\.example/sale/(?<id>x)"#) == 28)
        #expect(CapturingRegex.literalBeginning("(?i)^abc") == 0)
        #expect(CapturingRegex.literalBeginning("^(?i)abc") == 0)
        #expect(CapturingRegex.literalBeginning("abc?") == 2)
        #expect(CapturingRegex.literalBeginning(#"ab\d"#) == 2)
        #expect(CapturingRegex.literalBeginning(#"a\.b[c]"#) == 3)
        #expect(CapturingRegex.literalBeginning("abc|abd") == 0)
        #expect(CapturingRegex.literalBeginning("abc(?:x|y)") == 3)
        #expect(CapturingRegex.literalBeginning("ab{2}") == 1)
        #expect(CapturingRegex.weight(of: "(unclosed") == 1)
    }
}
