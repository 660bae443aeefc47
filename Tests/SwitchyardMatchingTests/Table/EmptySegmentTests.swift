import Testing
@testable import SwitchyardMatching

/// Where a pattern's first empty segment is (Crossroad's check, a registration warning): the scalar offset of the
/// first `//` after the scheme's `://`, outside a regular expression. Most patterns are read as bytes only.
@Suite("Empty segments in patterns")
struct EmptySegmentTests {
    @Test(
        arguments: [
            ("/a//b", 2),
            ("//a", 0),
            ("/a/", nil),
            ("/goods/:id", nil),
            ("shop://goods/:id", nil),
            ("shop://goods//x", 12),
            ("https://m.example.com/a", nil),
            ("a://b://c", 6),
            ("/é//x", 2),
            ("shop://goods/:id([a/]+)", nil),
            ("shop://goods/:id(a//b)", nil),
            ("shop://goods/:id(a//b)//c", 22),
        ] as [(String, Int?)])
    func theFirstEmptySegmentIsFound(_ pattern: String, _ offset: Int?) {
        #expect(RegistrationChecker.emptySegmentOffset(in: pattern) == offset)
    }
}
