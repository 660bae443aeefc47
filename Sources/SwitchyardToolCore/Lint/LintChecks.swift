import Foundation
import Switchyard
import SwitchyardConfig

/// The checks `switchyard lint` runs on a table that loaded, beyond the builder's own (syntax, schema,
/// conflicts and shadowing). Each finding is an error or warning, with its notes.
package struct LintChecks {
    let file: RouteTableFile
    let source: SourceText
    /// The handler names the app binds, from `--handlers`.
    var handlers: HandlerList?
    /// Whether plain `:name` captures are reported (`--require-types`).
    var requireTypes = false
    /// Whether captures without a description in the route's `parameters` are reported (`--require-descriptions`).
    var requireDescriptions = false
    /// Whether a route without a `"handler"` is an error without a handlers list (the build plugin's compiler).
    var requireHandlers = false

    private(set) var findings: [Diagnostic] = []

    init(file: RouteTableFile, source: SourceText, handlers: HandlerList? = nil, requireTypes: Bool = false) {
        self.file = file
        self.source = source
        self.handlers = handlers
        self.requireTypes = requireTypes
    }

    /// Runs every check.
    mutating func run() -> [Diagnostic] {
        checkRewrites(
            file.spec.rewrites.map { LintedRewrite(rule: $0.rule, toLocation: $0.to.location) }, rules: file.rewrites, table: file.table)
        checkRegexes()
        checkExpansions()
        checkDeclaredTypesAreUsed()
        if let handlers { checkHandlers(handlers) } else if requireHandlers { checkRoutesHaveHandlers() }
        return findings
    }

    mutating func add(_ severity: Diagnostic.Severity, _ location: TextLocation, _ message: String, notes: [Diagnostic] = []) {
        findings.append(Diagnostic(severity: severity, file: file.path, location: location, message: message, notes: notes))
    }

    func note(_ location: TextLocation, _ message: String) -> Diagnostic {
        Diagnostic(severity: .note, file: file.path, location: location, message: message)
    }

    /// Text from the table as a finding quotes it: as written, cut with `…` and its length when long.
    package static func quoted(_ text: String) -> String {
        DiagnosticText.quoted(text, escaped: false)
    }

    func name(_ route: Route<RouteEntry>) -> String { "\(LintChecks.quoted(route.pattern.text)) (\(route.namespaceName))" }

    // MARK: Regular expressions and types

    mutating func checkRegexes() {
        for route in file.spec.routes {
            for capture in PatternOutline(route.pattern.value).captures {
                let documented = route.parameters?.first { $0.name.value == capture.name }
                if requireDescriptions, !capture.name.isEmpty, documented?.description == nil {
                    add(
                        .warning, source.location(of: capture.offset, in: route.pattern),
                        "parameter \(LintChecks.quoted(capture.name)) of \(LintChecks.quoted(route.pattern.value)) has no description: describe it in the route's \"parameters\""
                    )
                }
                switch capture.constraint {
                case .regex(let regex):
                    let at = source.location(of: capture.regexOffset ?? capture.offset, in: route.pattern)
                    for problem in Self.regexProblems(regex) {
                        add(
                            .warning, at,
                            "the regular expression of :\(capture.name) in \(LintChecks.quoted(route.pattern.value)) \(problem)")
                    }
                case .plain where requireTypes && documented?.type == nil:
                    add(
                        .warning, source.location(of: capture.offset, in: route.pattern),
                        "parameter \(LintChecks.quoted(capture.name)) of \(LintChecks.quoted(route.pattern.value)) has no declared type: write <int:\(capture.name)>, <string:\(capture.name)> or :\(capture.name)(regex), or declare its \"type\" in the route's \"parameters\""
                    )
                default: break
                }
            }
        }
    }

    /// What is unsafe or slow about a segment regex: a `.` or negated class repeated without bound (`.*`,
    /// `[^/]+`), which lets a decoded '/' (%2F) or '..' into the value; a large counted repetition.
    package static func regexProblems(_ regex: String) -> [String] {
        let s = Array(regex.unicodeScalars)
        var i = 0, unbounded: String?, largest = 0
        while i < s.count {
            let c = s[i]
            if c == "\\" { i += 2; continue }
            var atomEnd = i + 1
            var acceptsAnything = c == "."
            if c == "[" {
                var j = i + 1
                acceptsAnything = j < s.count && s[j] == "^"
                if acceptsAnything { j += 1 }
                if j < s.count, s[j] == "]" { j += 1 }
                while j < s.count, s[j] != "]" { j += s[j] == "\\" ? 2 : 1 }
                atomEnd = j + 1
            }
            if c == "{", let close = s[i...].firstIndex(of: "}") {
                let counts = String(String.UnicodeScalarView(s[(i + 1)..<close])).split(separator: ",")
                largest = max(largest, counts.compactMap { Int($0) }.max() ?? 0)
                atomEnd = close + 1
            }
            if acceptsAnything, unbounded == nil, atomEnd < s.count, s[atomEnd] == "*" || s[atomEnd] == "+" {
                unbounded = String(String.UnicodeScalarView(s[i...min(atomEnd, s.count - 1)]))
            }
            i = atomEnd
        }
        var problems: [String] = []
        if let unbounded, let problem = unboundedProblem(regex, repeated: unbounded) { problems.append(problem) }
        if largest > 100 {
            problems.append(
                "repeats up to \(largest) times: the compiled program grows with the count, and matching costs the segment's length times the program's size (ADR 0002); check long values in the handler instead"
            )
        }
        return problems
    }

    /// Texts a regex must accept all of to be said to accept any text.
    static let anyTextProbes = ["x", "1", "..", "a/../b", "%", "a b", "é"]

    /// What a regex with `repeated` (`.*`, `[^x]+`) lets into the value: "any text" only when it accepts
    /// every probe (`.*`, `(.+)`); otherwise what the repeated atom takes, a decoded '/' (%2F) and '..', past
    /// the rest of the regex (`(https?|data):.*` requires a scheme, and then takes any text). `nil` when the
    /// atom takes neither (`[^/.]+`).
    static func unboundedProblem(_ regex: String, repeated: String) -> String? {
        guard let compiled = try? SegmentRegex(regex) else { return nil }
        if anyTextProbes.allSatisfy({ compiled.wholeMatch($0) }) {
            return "accepts any text, including a decoded '/' (%2F) and '..': use a typed placeholder or a narrower character class"
        }
        let atom = try? SegmentRegex(String(repeated.dropLast()))
        let slash = atom?.wholeMatch("/") ?? true
        let dot = atom?.wholeMatch(".") ?? true
        guard slash || dot else { return nil }
        let what = slash && dot ? "a decoded '/' (%2F) and '..'" : slash ? "a decoded '/' (%2F)" : "'..'"
        return "lets '\(repeated)' take \(what): narrow it if the handler does not expect them"
    }

    // MARK: Optional-group expansions

    /// An expansion whose sample URLs all go to another route is never reached (the builder reports whole
    /// routes that can never win; this looks at each expansion of a route with optional groups).
    mutating func checkExpansions() {
        let reported = Set(file.warnings.map(\.location))
        for route in file.table.routes where route.pattern.expansionCount > 1 && !reported.contains(route.value.location) {
            for expansion in PatternOutline(route.pattern.text).expansions {
                let samples = Samples.urls(expansion, scheme: route.scheme, table: file.table, query: route.query)
                let winners = samples.map { sample -> Route<RouteEntry>? in
                    guard case .success(let match) = file.table.lookup(sample) else { return nil }
                    return match.route
                }
                guard !samples.isEmpty, winners.allSatisfy({ $0.map { $0.id != route.id } ?? false }), let other = winners[0]
                else { continue }
                add(
                    .warning, route.value.location,
                    "expansion \(LintChecks.quoted(expansion)) of route \(name(route)) is never reached: its URLs go to route \(name(other)) (e.g. \(samples[0]))",
                    notes: [note(other.value.location, "route \(LintChecks.quoted(other.pattern.text)) is here")])
            }
        }
    }

    /// A type the table declares that no pattern or query condition spells (`<sku:…>`): a leftover, or a typo on
    /// one side (the app still has to give its check).
    mutating func checkDeclaredTypesAreUsed() {
        let texts = file.spec.routes.flatMap { route in
            [route.pattern.value]
                + (route.query ?? []).compactMap { condition in
                    if case .matches(let text) = condition.condition.value { return text }
                    return nil
                }
        }
        for declaration in file.spec.types {
            let spelled = "<" + declaration.name.value + ":"
            guard !texts.contains(where: { $0.contains(spelled) }) else { continue }
            add(
                .warning, declaration.name.location,
                "parameter type \(LintChecks.quoted(declaration.name.value)) is declared but no pattern uses it (\(spelled)…>)")
        }
    }

    // MARK: Handlers

    /// Every route names a handler (with `--handlers`, and for the build plugin, which binds each route to one).
    mutating func checkRoutesHaveHandlers() {
        for route in file.spec.routes where route.handler == nil {
            add(.error, route.location, "route \(LintChecks.quoted(route.pattern.value)) has no \"handler\"")
        }
    }

    mutating func checkHandlers(_ list: HandlerList) {
        var used: Set<String> = []
        checkRoutesHaveHandlers()
        for route in file.spec.routes {
            guard let handler = route.handler else { continue }
            used.insert(handler.value)
            if list.names[handler.value] == nil {
                add(
                    .error, handler.location,
                    "handler \(LintChecks.quoted(handler.value)) of route \(LintChecks.quoted(route.pattern.value)) is not bound by the app (not in \(list.path))"
                )
            }
        }
        for (name, line) in list.names.sorted(by: { $0.value < $1.value }) where !used.contains(name) {
            findings.append(
                Diagnostic(
                    severity: .warning, file: list.path, location: TextLocation(line: line, column: 1),
                    message: "handler \(LintChecks.quoted(name)) is bound but no route of \(file.path) names it"))
        }
    }
}

/// `--handlers FILE`: the names the app binds, one a line (blank lines and `#` comments ignored); or, from a
/// `.swift` file, the `static let name = "…"` lines of its `enum …RouteHandlers` (as `gen swift` writes them).
package struct HandlerList {
    package var path: String
    /// Name → line.
    package var names: [String: Int]

    package static func parse(_ text: String, path: String) -> HandlerList {
        var names: [String: Int] = [:]
        let swift = path.hasSuffix(".swift")
        var inHandlers = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            var name = trimmed
            if swift {
                // `gen swift` writes `public ` before both when the table's generatedAccess is public.
                let declaration = trimmed.hasPrefix("public ") ? String(trimmed.dropFirst("public ".count)) : trimmed
                if declaration.hasPrefix("enum "), declaration.hasSuffix("RouteHandlers {") { inHandlers = true; continue }
                if trimmed == "}" { inHandlers = false }
                guard inHandlers, declaration.hasPrefix("static let "), let value = swiftLiteral(declaration) else { continue }
                name = value
            }
            if name.isEmpty || name.hasPrefix("#") { continue }
            if names[name] == nil { names[name] = index + 1 }
        }
        return HandlerList(path: path, names: names)
    }

    /// The text of `static let x = "…"`'s string literal (`\"` and `\\` unescaped); `nil` for another line.
    static func swiftLiteral(_ line: String) -> String? {
        guard let equals = line.range(of: " = \""), line.hasSuffix("\"") else { return nil }
        var value = ""
        var escaped = false
        for character in line[equals.upperBound...].dropLast() {
            if escaped {
                value.append(["n": "\n", "r": "\r", "t": "\t"][character] ?? character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                value.append(character)
            }
        }
        return value
    }
}
