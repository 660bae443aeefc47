import Foundation
import SwitchyardTestSupport
import Testing

/// The articles and the README name only public API (issue #43, item 10): each DocC link and each code span that
/// reads as a type or a member of one (`RouteTableOptions.accept`, `RoutingError.Reason.noRoute`) names a public
/// symbol of the built modules, or a name the package does not declare at all (Foundation's, the app's). A type
/// the package declares without `public`, or a member that a public type does not have publicly, fails.
@Suite("Documentation names public API")
struct APINameTests {
    /// Names written on purpose although they are not public, by document and section, with the reason.
    static let exceptions: [(document: String, section: String, reason: String)] = [
        (
            "Sources/Switchyard/Switchyard.docc/Security.md", "## Findings",
            "the record of each finding names the internals its fix changed"
        ),
        (
            "Sources/Switchyard/Switchyard.docc/Adapters.md", "## The compile check without an Apple SDK",
            "a misspelled requirement the shims catch, as an example"
        ),
    ]

    /// Names that read as API but are Swift's conventions, not the package's.
    static let conventions: Set = ["CodingKeys", "Self"]

    /// Why `name` is not public API, or `nil` when it is (or is not the package's).
    static func problem(with name: WrittenName, symbols: PublicSymbols, declared: DeclaredNames) -> String? {
        let parts = name.path.split(separator: ".").map(String.init)
        if symbols.paths.contains(name.path) || PublicSymbols.modules.contains(name.path) { return nil }
        if conventions.contains(parts[0]) || declared.appleOnlyPublic.contains(parts[parts.count - 1]) { return nil }
        if symbols.paths.contains(parts[0]) { return "\(name.path) is not public" }
        if declared.nonPublicTypes.contains(parts[0]), !symbols.components.contains(parts[0]) {
            return "\(parts[0]) is not a public type"
        }
        return name.text.hasPrefix("`") ? "\(name.path) is not a public symbol" : nil  // a DocC link names a symbol
    }

    @Test func everyAPINameInTheDocumentsIsPublic() async throws {
        let symbols = try await PublicSymbols(checker: try SnippetTypechecker())
        #expect(symbols.paths.contains("Router.open"), "the symbol graphs are empty: \(symbols.paths.count) paths")
        let declared = try DeclaredNames(root: Repository.root)
        var problems: [String] = []
        for document in DocSnippetTests.documents {
            let markdown = try DocSnippetTests.read(document.path)
            for name in try WrittenName.names(in: markdown, document: document.path) {
                let excused = Self.exceptions.contains { $0.document == name.document && name.section.hasPrefix($0.section) }
                if !excused, let problem = Self.problem(with: name, symbols: symbols, declared: declared) {
                    problems.append("\(name): \(problem)")
                }
            }
        }
        #expect(problems.isEmpty, "names that are not public API:\n\(problems.joined(separator: "\n"))")
    }

    /// The check itself: a package declaration, an internal type and a missing member are found; public API,
    /// an app's names and Foundation's are not.
    @Test func theCheckFindsWhatAnAppCannotUse() async throws {
        let symbols = try await PublicSymbols(checker: try SnippetTypechecker())
        let declared = try DeclaredNames(root: Repository.root)
        let markdown = """
            ## One
            Use `LinkSource.accepts`, `RewriteRules.maximumSteps`, ``Router/nothing`` and `Router.open(_:from:)`,
            ``Router/open(_:from:)``, `RouteOptions(visibility: .internal)`, `URL.absoluteString` and `Screen.home`.
            ```swift
            LinkSource.accepts
            ```
            """
        let problems = try WrittenName.names(in: markdown, document: "X.md").compactMap { name in
            Self.problem(with: name, symbols: symbols, declared: declared).map { "\(name): \($0)" }
        }
        #expect(
            problems.sorted() == [
                "X.md:2: `LinkSource.accepts`: LinkSource.accepts is not public",
                "X.md:2: `RewriteRules.maximumSteps`: RewriteRules.maximumSteps is not public",
                "X.md:2: ``Router/nothing``: Router.nothing is not public",
            ])
    }
}
