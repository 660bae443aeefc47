public import Switchyard
import Foundation

/// What a route in a file carries: its handler name and the other fields the runtime reads.
public struct RouteEntry: Sendable, Hashable, CustomStringConvertible {
    /// The named handler (`"goods.detail"`), bound to code by the router.
    public var handler: String?
    /// The route's name, for URL generation.
    public var name: String?
    /// Tags, for middleware that applies to a group of routes.
    public var tags: [String]
    /// Whether only the app itself may open the route.
    public var isInternal: Bool
    /// Where the route is written (for the tools' diagnostics).
    package var location: TextLocation

    /// The handler name, or `(no handler)`.
    public var description: String { handler ?? "(no handler)" }

    /// An entry made outside a file: a route a routing document adds (`switchyard gen web --document`).
    package init(handler: String?, name: String?, tags: [String], isInternal: Bool, location: TextLocation) {
        (self.handler, self.name, self.tags, self.isInternal, self.location) = (handler, name, tags, isInternal, location)
    }
}

extension RouteTableError {
    /// The diagnostics as `switchyard lint` reports them (see `Diagnostic.linted`).
    package var linted: RouteTableError { RouteTableError(diagnostics: diagnostics.map(\.linted)) }
}

/// A route-table file loaded, validated and compiled into a `RouteTable` and `RewriteRules`.
///
/// ```swift
/// let file = try RouteTableFile.load(contentsOf: "Examples/shop.json")
/// file.table.match("shop://goods/7")?.route.value.handler   // "goods.detail"
/// for warning in file.warnings { print(warning) }
/// ```
public struct RouteTableFile: Sendable {
    /// The path it was read from.
    package let path: String
    /// The file as written.
    package let spec: RouteTableSpec
    /// The compiled table.
    public let table: RouteTable<RouteEntry>
    /// The compiled rewrite rules.
    public let rewrites: RewriteRules
    /// Problems that do not stop the table from working.
    public let warnings: [Diagnostic]

    /// Reads, validates and compiles a file; the format follows the extension (`.json`, `.yaml`, `.yml`, `.plist`).
    public static func load(contentsOf path: String, types: [ParameterType] = []) throws(RouteTableError) -> RouteTableFile {
        try load(contentsOf: path, types: types, declaredTypes: .given)
    }

    /// Reads a file as ``load(contentsOf:types:)`` does, its declared `types` bound as `declaredTypes` says.
    /// `fromCommandLine`: the `switchyard` tool's `--table`, which may be a pipe (`<(…)`; JSON when it has no extension).
    package static func load(
        contentsOf path: String, types: [ParameterType] = [], declaredTypes: DeclaredTypes, fromCommandLine: Bool = false
    ) throws(RouteTableError) -> RouteTableFile {
        let read: (spec: RouteTableSpec, bytes: [UInt8])
        do {
            read = try RouteTableSpec.read(contentsOf: path, fromCommandLine: fromCommandLine)
        } catch {
            // The parser and the schema say what is wrong and where; a file that does not load has errors.
            throw RouteTableError(diagnostics: error.diagnostics.map { $0.reported(as: .error) })
        }
        return try compile(
            read.spec, file: path, source: String(decoding: read.bytes, as: UTF8.self), types: types, declaredTypes: declaredTypes)
    }

    /// Parses, validates and compiles a file's bytes, as ``load(contentsOf:types:)`` does a file's: the format
    /// follows `file`'s extension (`.json`, `.yaml`, `.yml`, `.plist`) and diagnostics name `file`.
    package static func parse(_ bytes: [UInt8], file: String, types: [ParameterType] = []) throws(RouteTableError) -> RouteTableFile {
        let spec: RouteTableSpec
        do {
            spec = try RouteTableSpec.parse(bytes, file: file)
        } catch {
            throw RouteTableError(diagnostics: error.diagnostics.map { $0.reported(as: .error) })
        }
        return try compile(spec, file: file, source: String(decoding: bytes, as: UTF8.self), types: types)
    }

    /// Compiles a decoded file. `source` (the file's text) lets diagnostics point inside patterns.
    package static func compile(
        _ spec: RouteTableSpec, file: String, source: String? = nil, types: [ParameterType] = [], declaredTypes: DeclaredTypes = .given
    ) throws(RouteTableError) -> RouteTableFile {
        var compiler = SpecCompiler(spec: spec, file: file, source: source, types: types, declaredTypes: declaredTypes)
        return try compiler.compile()
    }
}

/// How the custom parameter types a table declares (its `types` object) are bound.
package enum DeclaredTypes: Sendable {
    /// By the app: each is one of the `types` it passes, or the table does not load (an error at the declaration).
    case given
    /// By the tools, which have no app code to run: a declared type the caller does not pass takes any value, so
    /// that lint, `match` and the build plugin read the patterns and check what does not depend on the type.
    case acceptingAnything
}
