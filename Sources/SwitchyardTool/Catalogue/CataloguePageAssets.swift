import Foundation

/// The catalogue page's script and style sheet. They are real files in Catalogue/PageAssets (JavaScript an
/// editor, a linter and `node --check` read as such; CatalogueScriptSyntaxTests runs the check), copied into
/// the tool's resource bundle (Package.swift `resources:`); the page inlines them, so it stays one
/// self-contained file that opens from disk.
///
/// - `matcher-intake.js`: URL intake (the one-pass scan, refusals, percent-decoding); defines `SwitchyardMatcher`.
/// - `matcher-regex.js`: regular expressions, the package's compiled programs run as it runs them
///   (CatalogueRegexProgram), and regex rewrite rules' captures.
/// - `matcher-matching.js`: parameter checks, the in-segment matcher, ranking and namespaces, a port of the
///   reference matcher (SwitchyardMatching's ReferenceMatcher). `CatalogueMatcherTests` runs the matcher under
///   node and compares every answer with `switchyard match`'s.
/// - `matcher-conditions.js`: query conditions, their value patterns, and parameter options.
/// - `matcher-rewrites.js`: one rewrite, rewrite chains and loops, and the answer `match` prints.
/// - `matcher-policy.js`: the source policy: a link's source and the app's rules decide which candidate opens.
/// - `matcher-links.js`: `url(for:)`, for the ES module `switchyard gen web` writes (the page does not use it).
/// - `page.js`: search, the try box, marks on routes the matcher cannot evaluate (a custom parameter type).
/// - `catalogue.css`: the page's style.
enum CataloguePageAssets {
    /// A file of the page that is not in the tool's resource bundle (a tool copied without its bundle).
    struct MissingError: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "the catalogue page's \(name) is not in the tool's resource bundle (\(Bundle.module.bundlePath)); "
                + "run the switchyard built by `swift build`, beside its resources"
        }
    }

    /// The matcher's six parts, in the order the page runs them.
    static func matcher() throws(MissingError) -> String {
        try [
            "matcher-intake.js", "matcher-regex.js", "matcher-matching.js", "matcher-conditions.js", "matcher-rewrites.js",
            "matcher-policy.js",
        ]
        .map(text).joined()
    }

    /// The page's behaviour; runs after the table and the matcher.
    static func page() throws(MissingError) -> String { try text("page.js") }

    /// The style sheet, inlined in the page's head.
    static func style() throws(MissingError) -> String { try text("catalogue.css") }

    /// The file `name` of Catalogue/PageAssets, as it is written.
    static func text(_ name: String) throws(MissingError) -> String {
        let url = Bundle.module.url(
            forResource: (name as NSString).deletingPathExtension, withExtension: (name as NSString).pathExtension,
            subdirectory: "PageAssets")
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { throw MissingError(name: name) }
        return String(decoding: data, as: UTF8.self)
    }
}
