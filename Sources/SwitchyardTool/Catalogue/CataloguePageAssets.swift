import Foundation

/// The catalogue page's script and style sheet. They are real files in Catalogue/PageAssets (JavaScript an
/// editor, a linter, `node --check`, `tsc --checkJs` and `node --test` read as such: Tests/JavaScript runs the
/// corpus on them), copied into the tool's resource bundle (Package.swift `resources:`); the page inlines them,
/// so it stays one self-contained file that opens from disk.
///
/// The matcher is ES modules (each `// @ts-check`, its types in JSDoc), joined into one script for the page by
/// ScriptModules in the order each needs:
/// - `matcher-types.js`: the shapes the modules share (JSDoc types only; no code, not joined).
/// - `matcher-bytes.js`: the bytes and text every module shares (UTF-8 as the package reads it, byte classes,
///   lowercasing, lone surrogates).
/// - `matcher-decoding.js`: percent-decoding: a URL's ranges as bytes or text, its segments, its query's items.
/// - `matcher-taken-url.js`: the taken URL: its layout and the parts matching reads, decoded when first read.
/// - `matcher-intake.js`: URL intake (the one-pass scan, its refusals), making the taken URL.
/// - `matcher-regex.js`: regular expressions, the package's compiled programs run as it runs them
///   (CatalogueRegexProgram), and regex rewrite rules' captures.
/// - `matcher-parameters.js`: parameter types' checks and the in-segment matcher.
/// - `matcher-conditions.js`: query conditions, their value patterns, and parameter options.
/// - `matcher-index.js`: the routes by the first segment they can take, so that a match tries only those.
/// - `matcher-segments.js`: a route's pattern segments against a URL's, its captures' values written.
/// - `matcher-matching.js`: ranking, namespaces and lookup, a port of the reference matcher (SwitchyardMatching's
///   ReferenceMatcher).
/// - `matcher-rewrites.js`: one rewrite, rewrite chains and loops.
/// - `matcher-policy.js`: the source policy: a link's source and the app's rules decide which candidate opens.
/// - `matcher-answer.js`: the answer `match` prints.
/// - `matcher-document.js`: a routing document's way (`gen web --document`): redirects and degrades followed leg
///   by leg, the answer `match --document` prints.
/// - `matcher-links.js`: `url(for:)`, for the ES module `switchyard gen web` writes (the page does not use it).
/// - `matcher.js`: the entry: `match`, `urlFor`, `knowsType`.
/// - `web-runtime.js`, `web-runtime-document.js`: the entries of the module `switchyard gen web` writes, without and
///   with a routing document (its `match`, `urlFor` and table exports, from `web-runtime-table.js`, which reads the
///   two constants the tool writes before the runtime; `web-runtime-globals.d.ts` declares them for `tsc`).
/// - `web-runtime.min.js`, `web-runtime-document.min.js`: those entries bundled and minified by esbuild
///   (`scripts/minify-web-runtime.sh`; CI checks they are what it writes): what WebModule embeds, as committed.
/// - `page.js`: search, the try box, marks on routes the matcher cannot evaluate (a custom parameter type).
/// - `catalogue.css`: the page's style.
/// - `package.json`: says the folder's `.js` files are ES modules (for node).
enum CataloguePageAssets {
    /// A file of the page that is not in the tool's resource bundle (a tool copied without its bundle).
    struct MissingError: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "the catalogue page's \(name) is not in the tool's resource bundle (\(Bundle.module.bundlePath)); "
                + "run the switchyard built by `swift build`, beside its resources"
        }
    }

    /// The matcher's modules joined into one script (ScriptModules); `SwitchyardMatcher` names its entry's exports.
    static func matcher() throws -> String {
        let joined = try ScriptModules.join(ScriptModules.matcherModules.map { ($0, try text($0)) })
        return "\"use strict\";\n" + joined + "const SwitchyardMatcher = \(ScriptModules.binding("matcher.js"));\n"
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
