import SwitchyardRouteTable

/// Why a compiled route table was refused: its text or bytes are not a compiled table, it was compiled by
/// another version of the library, it is damaged, or the app did not give what it needs. Loading checks
/// everything before it uses anything, so a refused table never crashes and never matches wrongly.
///
/// ```swift
/// do {
///     let table = try RouteTable(compiled: CompiledRouteTable(image: AppRoutes.image), values: AppRoutes.values)
/// } catch {
///     print(error)   // compiled table has format version 2, this library reads version 1: compile it again …
/// }
/// ```
///
/// New cases may be added in any release (the enum is `@nonexhaustive`): a `switch` over it ends with
/// `default` or `@unknown default`.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum CompiledTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The image text has a character that is not base64 at this offset (UTF-8 bytes into the text).
    case invalidText(offset: Int)
    /// The image does not start with the magic bytes `SWYD`: it is not a compiled route table.
    case notACompiledTable
    /// The image is shorter than its header says (`length` bytes where `expected` are announced).
    case truncated(length: Int, expected: Int)
    /// The image was written in another format version, by the named library version.
    case formatVersion(found: Int, library: String)
    /// The image was written in this format by another version of the library.
    case libraryVersion(found: String)
    /// The payload's checksum is not the one its header records: the image was changed after it was written.
    case checksum
    /// A value of the payload is out of range at this byte offset (a damaged or hand-made image).
    case malformed(offset: Int, message: String)
    /// The table uses a custom parameter type of this name, and `types` has none.
    case missingType(name: String)
    /// The table has `routes` routes and `values` values were given (one per route, in route order).
    case valueCount(routes: Int, values: Int)

    /// The refusal in one line, beginning with `compiled table`.
    ///
    /// ```swift
    /// CompiledTableError.missingType(name: "sku").description
    /// // compiled table uses the parameter type 'sku', which was not given: pass ParameterType.custom("sku") { … } in `types`
    /// ```
    public var description: String {
        switch self {
        case .invalidText(let offset):
            return "compiled table text has a character that is not base64 at byte \(offset)"
        case .notACompiledTable:
            return "compiled table expected: the image does not start with \"SWYD\""
        case let .truncated(length, expected):
            return "compiled table is truncated: \(length) bytes where its header announces \(expected)"
        case let .formatVersion(found, library):
            return "compiled table has format version \(found) (written by Switchyard \(DiagnosticText.shortened(library))), "
                + "this library (Switchyard \(CompiledRouteTable.libraryVersion)) reads format version "
                + "\(CompiledRouteTable.formatVersion): compile the table again with this library"
        case .libraryVersion(let found):
            return "compiled table was written by Switchyard \(DiagnosticText.shortened(found)), this is Switchyard "
                + "\(CompiledRouteTable.libraryVersion): compile the table again with this library"
        case .checksum:
            return "compiled table is damaged: its checksum does not match its contents"
        case let .malformed(offset, message):
            return "compiled table is damaged at byte \(offset): \(message)"
        case .missingType(let name):
            return "compiled table uses the parameter type '\(DiagnosticText.shortened(name))', which was not given: "
                + "pass ParameterType.custom(\"\(DiagnosticText.shortened(name))\") { … } in `types`"
        case let .valueCount(routes, values):
            return "compiled table has \(routes) route\(routes == 1 ? "" : "s"), and \(values) value\(values == 1 ? " was" : "s were") "
                + "given: one per route, in route order"
        }
    }
}
