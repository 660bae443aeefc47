// What a rewrite's regex weighs in a routing document's budget (DynamicRouting, "A document's budget"). A
// Thompson simulation keeps at most one thread per position at each character, and a position of the regex's
// literal beginning can only be live at its own index (a whole match starts at the URL's start), so the work per
// character is bounded by the positions past that beginning; the 1 is the rule's own pass.

extension CapturingRegex {
    /// The weight of the rewrite regex `source` in a document's budget: its ``positions(_:)`` past its literal
    /// beginning (``literalBeginning(_:)``), plus 1. A regex that does not parse weighs 1 (applying the document
    /// refuses it).
    ///
    /// ```swift
    /// CapturingRegex.weight(of: #"^https://m\.shop\.example/sale/(?<id>[0-9]+)-[a-z-]+$"#)   // 6
    /// ```
    package static func weight(of source: String) -> Int {
        var parser = RegexParser(source)
        guard let node = try? parser.parse() else { return 1 }
        return max(0, positions(node) - literalBeginning(source)) + 1
    }

    /// The characters a regex matches one by one from the start of the text: after a leading `^` (and no
    /// `(?i)`), each character other than `\ . [ ] ( ) { } | * + ? ^ $`, or `\` with a character that is not an
    /// ASCII letter or digit, up to the first other character, and not counting a character a quantifier
    /// (`*`, `+`, `?`, `{`) follows. A regex with `|` outside any group or class has none.
    package static func literalBeginning(_ source: String) -> Int {
        let scalars = Array(source.unicodeScalars)
        if hasTopLevelRegexBar(scalars) { return 0 }
        var i = 0
        var sawCaret = false
        var sawOption = false
        while true {
            if !sawCaret, i < scalars.count, scalars[i] == "^" {
                sawCaret = true
                i += 1
            } else if !sawOption, i + 4 <= scalars.count, scalars[i] == "(", scalars[i + 1] == "?", scalars[i + 2] == "i",
                scalars[i + 3] == ")"
            {
                sawOption = true
                i += 4
            } else {
                break
            }
        }
        if sawOption { return 0 }
        var count = 0
        while i < scalars.count {
            var next = i + 1
            if scalars[i] == "\\" {
                guard next < scalars.count, !isASCIIAlphanumeric(scalars[next]) else { break }
                next += 1
            } else if "\\.[](){}|*+?^$".unicodeScalars.contains(scalars[i]) {
                break
            }
            if next < scalars.count, "*+?{".unicodeScalars.contains(scalars[next]) { break }
            count += 1
            i = next
        }
        return count
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }
}
