import SwitchyardMatching

extension PatternOutline {
    /// One pass over a pattern's scalars into pieces. Where ``PatternParser`` would throw, it reads on:
    /// what does not make a capture is literal text.
    struct Reader {
        let s: [Unicode.Scalar]
        var i = 0

        init(_ scalars: [Unicode.Scalar]) {
            s = scalars
        }

        /// The pieces up to the end, or (in a group) to the `)` that closes it.
        mutating func read(depth: Int) -> [Piece] {
            var pieces: [Piece] = []
            var run = String.UnicodeScalarView()
            func flush() {
                if !run.isEmpty { pieces.append(.literal(String(run))) }
                run = String.UnicodeScalarView()
            }
            while i < s.count {
                let c = s[i]
                if c == ")" && depth > 0 {
                    i += 1
                    break
                }
                if c == "\\" {
                    run.append(c)
                    i += 1
                    if i < s.count {
                        run.append(s[i])
                        i += 1
                    }
                    continue
                }
                if c == "(" {
                    flush()
                    i += 1
                    pieces.append(.group(read(depth: depth + 1)))
                    continue
                }
                if let capture = readCapture() {
                    flush()
                    pieces.append(.capture(capture))
                    continue
                }
                run.append(c)
                i += 1
            }
            flush()
            return pieces
        }

        /// The capture that starts at `i`, moving past it; `nil` (and `i` unmoved) when none does.
        mutating func readCapture() -> Capture? {
            let start = i
            let c = s[i]
            let capture: Capture?
            if c == "<" {
                capture = readPlaceholder()
            } else if c == ":" {
                capture = readColon()
            } else if c == "*", start == 0 || s[start - 1] == "/" {
                i += 1
                capture = Capture(name: readName(), constraint: .wildcard, offset: start, text: "")
            } else {
                capture = nil
            }
            guard var capture else {
                i = start
                return nil
            }
            capture.text = String(String.UnicodeScalarView(s[start..<i]))
            return capture
        }

        /// `<name>`, `<type:name>`, `<name?>` or `<name=a|b>`; `<path:name>` is a wildcard.
        mutating func readPlaceholder() -> Capture? {
            let start = i
            i += 1
            let first = readName()
            var name = first
            var constraint = Constraint.plain
            if i < s.count, s[i] == ":" {
                i += 1
                name = readName()
                constraint = first == "path" ? .wildcard : .typed(first)
            }
            // `?`: the capture may be empty, so a typed one reads as text (`<int:n?>` may be "").
            if i < s.count, s[i] == "?", constraint != .wildcard {
                i += 1
                constraint = .plain
            }
            // `=a|b`: allowed values, read as the regex they compile to (an empty value allows "" too).
            if i < s.count, s[i] == "=", constraint == .plain {
                let valuesStart = i + 1
                while i < s.count, s[i] != ">", s[i] != "/" { i += 1 }
                let values = String(String.UnicodeScalarView(s[valuesStart..<i])).split(separator: "|").map { value in
                    value.unicodeScalars.map { c in
                        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == "~"
                            ? String(c) : "\\" + String(c)
                    }.joined()
                }
                constraint = .regex(values.joined(separator: "|"))
            }
            guard !first.isEmpty, !name.isEmpty, i < s.count, s[i] == ">" else { return nil }
            i += 1
            return Capture(name: name, constraint: constraint, offset: start, text: "")
        }

        /// `:name`, `:name(regex)`, or JLRoutes' unnamed `:`. `(/` after a name opens an optional group, not a
        /// regex (`/goods/:id(/reviews)`); a digit after `:` is a port, not a capture.
        mutating func readColon() -> Capture? {
            let start = i
            i += 1
            if i < s.count, ("0"..."9").contains(s[i]) { return nil }
            let name = readName()
            if name.isEmpty {
                // JLRoutes' unnamed `:` is a whole segment; a `:` elsewhere (`https:`) is text.
                let wholeSegment = (start == 0 || s[start - 1] == "/") && (i == s.count || "/)#(".unicodeScalars.contains(s[i]))
                return wholeSegment ? Capture(name: "", constraint: .plain, offset: start, text: "") : nil
            }
            guard i < s.count, s[i] == "(", !(i + 1 < s.count && s[i + 1] == "/") else {
                return Capture(name: name, constraint: .plain, offset: start, text: "")
            }
            let (regex, end) = balanced(from: i)
            let capture = Capture(name: name, constraint: .regex(regex), offset: start, regexOffset: i + 1, text: "")
            i = end
            return capture
        }

        /// A name: ASCII letters and `_`, then digits too (the parser's rule).
        mutating func readName() -> String {
            let start = i
            while i < s.count, s[i].isASCII,
                s[i].properties.isAlphabetic || s[i] == "_" || (i > start && ("0"..."9").contains(s[i]))
            {
                i += 1
            }
            return String(String.UnicodeScalarView(s[start..<i]))
        }

        /// The expression inside the parenthesis at `open`, and the index after its closing parenthesis
        /// (read as `closingRegexParen` reads it); to the end when it is never closed.
        func balanced(from open: Int) -> (String, Int) {
            if let close = closingRegexParen(from: open, before: s.count, { s[$0] }) {
                return (String(String.UnicodeScalarView(s[(open + 1)..<close])), close + 1)
            }
            return (String(String.UnicodeScalarView(s[min(open + 1, s.count)...])), s.count)
        }
    }
}
