/// A position in a text: a route-table file, a routing document, a pattern's text.
///
/// Both `line` and `column` are 1-based, like a compiler's diagnostics. Columns count
/// Unicode scalars, so a tab and a multi-byte UTF-8 character each count as one column.
///
/// Its name is not `SourceLocation`, which Swift Testing declares: a test file imports `Testing` and
/// `Switchyard` together and still writes `sourceLocation: SourceLocation = #_sourceLocation` unqualified.
package struct TextLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column, counted in Unicode scalars.
    package var column: Int

    /// Creates a position.
    ///
    /// ```swift
    /// let here = TextLocation(line: 12, column: 27)   // prints "12:27"
    /// ```
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `1:1`, the location used when no better position is known.
    package static let start = TextLocation(line: 1, column: 1)

    package static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `"line:column"`.
    package var description: String { "\(line):\(column)" }
}
