import SwitchyardWebBundles

/// The web runtime's files the tool embeds: Web/dist, which esbuild writes from the runtime's sources in Web/src
/// (Web/README.md says which file is what), read from the resource bundle of SwitchyardWebBundles. The catalogue
/// page inlines its style and scripts, so it stays one self-contained file that opens from disk; `gen web` writes
/// the runtime after the table (WebModule). The tool builds no JavaScript itself.
/// - `catalogue-matcher.js`: the page's matcher, Web/src/matcher.js and the modules it imports as one classic script
///   that declares `SwitchyardMatcher` (a browser loads no module from a `file:` page).
/// - `page.js`: search, the try box, marks on routes the matcher cannot evaluate (a custom parameter type).
/// - `catalogue.css`: the page's style.
/// - `web-runtime.min.js`, `web-runtime-document.min.js`: the runtime of the module `gen web` writes, without and
///   with a routing document.
/// - `web-module.d.ts`: the module's declarations.
enum CataloguePageAssets {
    /// A file of the web runtime that is not in the tool's resource bundle (a tool copied without its bundles).
    struct MissingError: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "the web runtime's \(name) is not in the tool's resource bundle (\(WebBundles.bundlePath)); "
                + "run the switchyard built by `swift build`, beside its resources"
        }
    }

    /// The page's matcher; `SwitchyardMatcher` names its entry's exports.
    static func matcher() throws(MissingError) -> String { try text("catalogue-matcher.js") }

    /// The page's behaviour; runs after the table and the matcher.
    static func page() throws(MissingError) -> String { try text("page.js") }

    /// The style sheet, inlined in the page's head.
    static func style() throws(MissingError) -> String { try text("catalogue.css") }

    /// The file `name` of Web/dist, as it is committed.
    static func text(_ name: String) throws(MissingError) -> String {
        guard let text = WebBundles.text(name) else { throw MissingError(name: name) }
        return text
    }
}
