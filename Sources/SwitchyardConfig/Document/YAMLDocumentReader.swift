import Foundation
import Yams

/// Reads YAML with Yams and converts the composed node tree into ``ConfigNode``s.
///
/// Scalars are typed with Yams' default tag resolution (YAML 1.1 style: `yes`/`no`/`on`/`off`
/// are booleans, `0x1F` and `0o17` are integers, `~` is null, quoted scalars are strings).
/// Timestamps, binary and other tags are kept as their text. Anchors, aliases and `<<`
/// merge keys are resolved. Duplicate keys are reported at the second occurrence.
enum YAMLDocumentReader {
    static func parse(_ bytes: [UInt8], file: String) throws(Diagnostic) -> ConfigNode {
        // libyaml does not skip a byte-order mark when the encoding is given explicitly.
        let start = TextScanning.hasBOM(bytes) ? 3 : 0
        if let (location, byte) = TextScanning.firstInvalidUTF8(bytes, startingAt: start) {
            throw Diagnostic(
                file: file, location: location,
                message: ConfigText.jsonInvalidUtf8(byte: TextScanning.hexByte(byte)))
        }
        let text = String(decoding: bytes[start...], as: UTF8.self)
        let result = LargeStackThread.run {
            var composition = YAMLComposition(text: text, file: file)
            return composition.run()
        }
        return try result.get()
    }
}

/// One run of Yams over a document, with recovery of the second position of a
/// duplicated key.
///
/// Yams rejects duplicate keys itself and only reports where the *first* occurrence is.
/// To point at the second one, the reader inserts a private-use marker into the first
/// occurrence, composes again, and lets the converter find the remaining (second) key.
/// The markers are removed from keys and their width is subtracted from columns.
private struct YAMLComposition {
    let file: String
    let original: String
    var scalars: [Unicode.Scalar]
    /// Index into `scalars` of the first scalar of each line.
    var lineStarts: [Int] = []
    var insertions: [YAMLMarkerInsertion] = []

    static let maximumRecoveryAttempts = 24

    init(text: String, file: String) {
        self.file = file
        self.original = text
        self.scalars = Array(text.unicodeScalars)
        computeLineStarts()
    }

    mutating func run() -> Result<ConfigNode, Diagnostic> {
        var firstDuplicate: (key: String, mark: Mark)?
        var text = original
        for attempt in 0...Self.maximumRecoveryAttempts {
            do {
                guard let node = try Yams.compose(yaml: text, .default, .default, .utf8) else {
                    return .success(ConfigNode(.null, location: .start))
                }
                var converter = YAMLNodeConverter(file: file, insertions: insertions)
                do {
                    return .success(try converter.convert(node, depth: 0))
                } catch {
                    return .failure(error)
                }
            } catch let error as YamlError {
                if case .duplicatedKeysInMapping(let duplicates, let context) = error {
                    if firstDuplicate == nil {
                        firstDuplicate = (duplicates.first ?? "", context.mark)
                    }
                    if attempt < Self.maximumRecoveryAttempts, insertMarker(at: context.mark, number: attempt) {
                        text = String(String.UnicodeScalarView(scalars))
                        continue
                    }
                }
                if let firstDuplicate {
                    // Recovery failed; fall back to the position Yams knows.
                    return .failure(
                        Diagnostic(
                            file: file,
                            location: TextLocation(line: firstDuplicate.mark.line, column: firstDuplicate.mark.column),
                            message: "duplicate key \(TextScanning.quoted(firstDuplicate.key))"))
                }
                return .failure(diagnostic(for: error))
            } catch {
                return .failure(Diagnostic(file: file, location: .start, message: "\(error)"))
            }
        }
        return .failure(Diagnostic(file: file, location: .start, message: "cannot parse YAML"))
    }

    // MARK: Positions

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private mutating func computeLineStarts() {
        lineStarts = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
            if Self.isBreak(scalar) { lineStarts.append(index) }
        }
    }

    private func scalarIndex(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let index = lineStarts[line - 1] + column - 1
        let lineEnd = line < lineStarts.count ? lineStarts[line] : scalars.count
        return index <= lineEnd ? index : nil
    }

    private func location(ofScalarIndex index: Int) -> TextLocation {
        let line = TextScanning.line(holding: index, lineStarts: lineStarts)
        return TextLocation(line: line + 1, column: index - lineStarts[line] + 1)
    }

    /// Inserts a unique marker at the start of the key scalar Yams reported.
    private mutating func insertMarker(at mark: Mark, number: Int) -> Bool {
        guard var index = scalarIndex(line: mark.line, column: mark.column) else { return false }
        // Skip node properties (`&anchor`, `!tag`) that precede the scalar.
        while index < scalars.count, scalars[index] == "&" || scalars[index] == "!" {
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\t", !Self.isBreak(scalars[index]) {
                index += 1
            }
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            if index < scalars.count, Self.isBreak(scalars[index]) { return false }
        }
        if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" { index += 1 }
        let marker = Array(YAMLMarkerInsertion.marker(number).unicodeScalars)
        let position = location(ofScalarIndex: index)
        scalars.insert(contentsOf: marker, at: index)
        for offset in insertions.indices
        where insertions[offset].line == position.line && insertions[offset].column >= position.column {
            insertions[offset].column += marker.count
        }
        insertions.append(YAMLMarkerInsertion(line: position.line, column: position.column, length: marker.count))
        for line in position.line..<lineStarts.count { lineStarts[line] += marker.count }
        return true
    }

    private func diagnostic(for error: YamlError) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let location = TextLocation(line: max(1, mark.line), column: max(1, mark.column))
            if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml stops at 1,000 levels; point at the node that crossed our limit (128), not at
                // the one that crossed libyaml's.
                return Diagnostic(
                    file: file, location: nestingLocation(before: mark) ?? flowNestingLocation() ?? location,
                    message: ConfigDocument.nestingMessage)
            }
            return Diagnostic(file: file, location: location, message: Self.message(problem, context))
        case .reader(let problem, let offset, _, let yaml):
            var location = TextLocation.start
            if let offset, let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) {
                location = self.location(ofScalarIndex: yaml.unicodeScalars.distance(from: yaml.startIndex, to: index))
            }
            return Diagnostic(file: file, location: location, message: problem)
        case .memory:
            return Diagnostic(file: file, location: .start, message: "out of memory while parsing YAML")
        default:
            return Diagnostic(file: file, location: .start, message: "\(error)")
        }
    }

    /// Where the first node past ``ConfigDocument/maximumNestingDepth`` starts, when libyaml refused the text
    /// at `mark` for its own limit (1,000 levels). The text before a point where the limit is already crossed
    /// (`mark` for block collections; for flow ones, which libyaml reports where the outermost opens, the
    /// bracket that opens flow level 129), with the flow collections it leaves open closed, holds fewer levels
    /// than libyaml's limit, so it composes, and the converter reports the first node past ours in document
    /// order, block or flow. `nil` when no such text composes or is nested past the limit.
    private func nestingLocation(before mark: Mark) -> TextLocation? {
        let ends = [scalarIndex(line: mark.line, column: mark.column), flowCollections(before: scalars.count).firstTooDeep]
        for end in ends.compactMap({ $0 }) {
            var prefix = String.UnicodeScalarView(scalars[..<end])
            for opener in flowCollections(before: end).open.reversed() { prefix.append(opener == "[" ? "]" : "}") }
            guard let node = try? Yams.compose(yaml: String(prefix), .default, .default, .utf8) else { continue }
            var converter = YAMLNodeConverter(file: file, insertions: insertions)
            do {
                _ = try converter.convert(node, depth: 0)
            } catch  where error.message == ConfigDocument.nestingMessage {
                return error.location
            } catch {
                continue
            }
        }
        return nil
    }

    /// The first `[` or `{` that opens flow level 129.
    private func flowNestingLocation() -> TextLocation? {
        flowCollections(before: scalars.count).firstTooDeep.map { location(ofScalarIndex: $0) }
    }

    /// The flow collections (`[`, `{`) still open before scalar `end`, outermost first, and the index of the
    /// first that opens flow level 129, skipping quoted scalars and comments. Only used after libyaml has
    /// already refused the document for being nested too deeply.
    private func flowCollections(before end: Int) -> (open: [Unicode.Scalar], firstTooDeep: Int?) {
        var open: [Unicode.Scalar] = []
        var firstTooDeep: Int?
        var quote: Unicode.Scalar?
        var index = 0
        while index < end {
            let scalar = scalars[index]
            if let opened = quote {
                if scalar == "\\", opened == "\"" {
                    index += 2
                    continue
                }
                if scalar == opened { quote = nil }
            } else {
                switch scalar {
                case "\"", "'":
                    quote = scalar
                case "#" where index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\t" || Self.isBreak(scalars[index - 1]):
                    while index < end, !Self.isBreak(scalars[index]) { index += 1 }
                case "[", "{":
                    open.append(scalar)
                    if open.count > ConfigDocument.maximumNestingDepth, firstTooDeep == nil { firstTooDeep = index }
                case "]", "}":
                    _ = open.popLast()
                default:
                    break
                }
            }
            index += 1
        }
        return (open, firstTooDeep)
    }

    private static func message(_ problem: String, _ context: YamlError.Context?) -> String {
        guard let context, !context.text.isEmpty else { return problem }
        if context.text.hasPrefix("while ") {
            return "\(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        return "\(context.text), \(problem)"
    }
}

/// A duplicate-key marker inserted into the text, in the coordinates of the final text.
struct YAMLMarkerInsertion: Sendable {
    var line: Int
    var column: Int
    var length: Int

    static func marker(_ number: Int) -> String { "\u{E000}\(number)\u{E001}" }

    /// Removes a marker from the start of a key.
    static func strip(_ key: String, hasInsertions: Bool) -> String {
        guard hasInsertions, key.unicodeScalars.first == "\u{E000}",
            let end = key.unicodeScalars.firstIndex(of: "\u{E001}")
        else { return key }
        return String(key.unicodeScalars[key.unicodeScalars.index(after: end)...])
    }
}
