/// A route-table file's text, to locate characters inside string values: the compiler's diagnostics and
/// `switchyard lint`'s point into a pattern with it.
package struct SourceText {
    let lines: [[Unicode.Scalar]]

    package init(_ text: String?) {
        lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    }

    /// The location `offset` scalars into a value written plainly on one line; else the value's own location.
    package func location(of offset: Int, in value: Located<String>) -> TextLocation {
        let line = value.location.line - 1
        guard line >= 0, line < lines.count else { return value.location }
        var column = value.location.column - 1
        guard column >= 0, column < lines[line].count else { return value.location }
        if lines[line][column] == "\"" || lines[line][column] == "'" { column += 1 }
        let written = Array(value.value.unicodeScalars)
        guard column + written.count <= lines[line].count, Array(lines[line][column..<(column + written.count)]) == written
        else { return value.location }
        return TextLocation(line: value.location.line, column: column + 1 + offset)
    }
}
