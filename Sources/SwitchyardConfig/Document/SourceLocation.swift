/// A position in a route-table source file.
///
/// Both `line` and `column` are 1-based, like a compiler's diagnostics. Columns count
/// Unicode scalars, so a tab and a multi-byte UTF-8 character each count as one column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `1:1`, the location used when no better position is known.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `"line:column"`.
    public var description: String { "\(line):\(column)" }
}

/// One problem found in a route-table file, printed like a compiler diagnostic:
/// `file:line:column: message`.
public struct ConfigDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name or path the diagnostic refers to, as given by the caller.
    public var file: String
    /// Where the problem is.
    public var location: SourceLocation
    /// What the problem is, without a location prefix.
    public var message: String

    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `"file:line:column: message"`.
    public var description: String {
        "\(file):\(location.line):\(location.column): \(message)"
    }
}
