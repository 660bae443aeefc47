/// One problem, found by whichever layer found it: a table being built (a route that can never win), a
/// route-table file or routing document being read (a key that is not allowed, at its line and column), or
/// `switchyard lint`. Printed like a compiler's diagnostic, with only the parts it has:
///
/// ```text
/// routes.json:12:27: error: unbalanced '(': this optional group is never closed
/// warning: route "/goods/:gid" (shop) is identical to route "/goods/:id" (shop); it is reached only when that handler declines
/// routes.yaml:3:5: unknown key "handlr"
/// ```
///
/// ```swift
/// for warning in table.warnings {
///     print(warning)            // warning: route "/goods/:gid" (shop) is identical to route "/goods/:id" (shop); …
///     warning.message           // the same, without the severity
/// }
/// ```
///
/// A diagnostic is also an `Error`: a document parser throws the first one it finds.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    ///
    /// ```swift
    /// table.warnings.filter { $0.severity == .warning }   // routes that can never win
    /// ```
    package enum Severity: String, Sendable, Hashable {
        /// It stops what was being done: the table is not built, the file is not loaded.
        case error
        /// It does not stop anything, but something is probably wrong.
        case warning
        /// More about the diagnostic it belongs to, such as where the other route is.
        case note
    }

    /// What a diagnostic is about, for tools that treat some kinds differently.
    ///
    /// ```swift
    /// let duplicates = table.warnings.filter { $0.code == .identicalRoute }
    /// ```
    package enum Code: String, Sendable, Hashable {
        /// A route identical to an earlier one: the first registered wins (JLRoutes, Crossroad), and the later one
        /// runs when the first one's handler declines.
        case identicalRoute
        /// Two optional-group expansions of one route match the same URLs.
        case collidingExpansions
        /// A route that another always outranks.
        case shadowedRoute
        /// A link source written as a literal that does not parse.
        case unparsedLinkSource
        /// A web origin (``RouteTableOptions/webOrigins``) that is not an `http` or `https` scheme with a host.
        case invalidWebOrigin
        /// Crossroad's registration checks: a well-known scheme accepted as an app's own, a universal-link
        /// source that is not https, a route whose scheme or link source the table does not accept, a
        /// pattern with an empty segment, a host placeholder that can take part of the registrable domain.
        case registration

        /// Failed registration checks are warnings when a table is built (a table a server sends with one such
        /// route must still route) and errors to lint, which guards the tables written by hand. An identical
        /// route is a warning to lint too (issue #57): a handler that declines hands the link to it, which
        /// tables rely on; a route-table file makes it an error with `"identicalRoutes": "error"`.
        var isErrorToLint: Bool { self == .registration }
    }

    /// How bad it is; `nil` when the finder leaves that to whoever reports it. A document parser or schema
    /// decoder says only what is wrong and where (`routes.yaml:3:5: unknown key "handlr"`); loading the table
    /// or linting it reports that as an error.
    package var severity: Severity?
    /// The file the problem is in, as the caller named it; `nil` for routes registered in code.
    public var file: String?
    /// Where in ``file`` the problem is (the tools read it; ``line`` and ``column`` are its public face).
    package var location: TextLocation?
    /// The 1-based line in ``file`` the problem is on, `nil` when it has no place in a text.
    ///
    /// ```swift
    /// catch let error as RouteTableError {
    ///     for problem in error.diagnostics { print(problem.line ?? 0, problem.column ?? 0, problem.message) }
    /// }
    /// ```
    public var line: Int? { location?.line }
    /// The 1-based column of ``line``, counted in Unicode scalars (a tab or a multi-byte character is one).
    public var column: Int? { location?.column }
    /// What is wrong, without a location or severity prefix. Lines after the first, when there are any,
    /// are an excerpt of the text with a caret under the offending character.
    public var message: String
    /// What kind of problem it is, when a tool may treat the kind differently (see ``lintSeverity``).
    package var code: Code?
    /// The routes of a table the problem is about, so that a layer above can place it in its own file.
    package var route: RouteReference?
    /// More about this diagnostic, each printed on its own line after it: `note: route "/a" is here`.
    public var notes: [Diagnostic]
    /// The severity lint reports when it is not what ``code`` says: a registration finding that is a warning
    /// to lint too (an `http://host` link source). ``lintSeverity`` follows ``code`` otherwise.
    package var lintOverride: Severity?

    /// Creates a diagnostic; every part but the message is optional.
    ///
    /// ```swift
    /// let syntax = Diagnostic(file: "routes.json", location: TextLocation(line: 1, column: 9), message: "expected ':'")
    /// let shadowed = Diagnostic(severity: .warning, message: "route \"/b\" can never match", code: .shadowedRoute,
    ///                           route: Diagnostic.RouteReference(routeID: 1, relatedRouteID: 0))
    /// ```
    package init(
        severity: Severity? = nil, file: String? = nil, location: TextLocation? = nil, message: String,
        code: Code? = nil, route: RouteReference? = nil, notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
        self.code = code
        self.route = route
        self.notes = notes
    }

    /// The severity `switchyard lint` reports: failed registration checks are warnings when a table is
    /// built, and errors to lint.
    ///
    /// ```swift
    /// let strict = table.warnings.filter { $0.lintSeverity == .error }   // what `switchyard lint` fails on
    /// ```
    package var lintSeverity: Severity? {
        if let lintOverride { return lintOverride }
        return code?.isErrorToLint == true ? .error : severity
    }

    /// Whether `switchyard lint` fails on it: a failed registration check (a warning when a table is built,
    /// an error to lint). An identical or a shadowed route stays a warning, since a route reached when a
    /// higher one declines can be on purpose.
    ///
    /// ```swift
    /// #expect(router.warnings.filter(\.failsLint).isEmpty, "\(router.warnings)")
    /// ```
    public var failsLint: Bool { lintSeverity == .error }

    /// The diagnostic, and its notes, as `switchyard lint` reports them: with ``lintSeverity``.
    ///
    /// ```swift
    /// for diagnostic in file.warnings.map(\.linted) { print(diagnostic) }   // registration checks print as errors
    /// ```
    package var linted: Diagnostic {
        var copy = self
        copy.severity = lintSeverity
        copy.lintOverride = nil
        copy.notes = notes.map(\.linted)
        return copy
    }

    /// The diagnostic with a severity: what a loader does with a parser's findings, which have none.
    ///
    /// ```swift
    /// let errors = problems.diagnostics.map { $0.reported(as: .error) }   // routes.yaml:3:5: error: unknown key "handlr"
    /// ```
    package func reported(as severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }

    /// `file:line:column: severity: message`, leaving out the parts it does not have, then each note on
    /// its own line.
    public var description: String {
        var text = ""
        if let file { text += file + ":" }
        if let location { text += "\(location.line):\(location.column):" }
        if !text.isEmpty { text += " " }
        if let severity { text += severity.rawValue + ": " }
        text += message
        for note in notes { text += "\n" + note.description }
        return text
    }
}

extension Diagnostic {
    /// The routes of a table a diagnostic is about, by ``Route/id``: what a route-table file needs to put
    /// the diagnostic at the route's place in the file.
    ///
    /// ```swift
    /// if let route = warning.route, let other = route.relatedRouteID {
    ///     print("route \(route.routeID ?? -1) loses to route \(other)")
    /// }
    /// ```
    package struct RouteReference: Sendable, Hashable {
        /// The route the diagnostic is about; `nil` when it is about the table's own options (a link
        /// source in ``RouteTableOptions/accept`` that does not parse).
        package var routeID: Int?
        /// The other route involved, when there is one (the route that wins).
        package var relatedRouteID: Int?
        /// For a diagnostic about a link source: its index in the route's `accept` list, or in the table's
        /// when ``routeID`` is `nil`.
        package var sourceIndex: Int?

        /// Creates a reference.
        ///
        /// ```swift
        /// let options = Diagnostic.RouteReference(routeID: nil, sourceIndex: 0)   // the table's first link source
        /// ```
        package init(routeID: Int?, relatedRouteID: Int? = nil, sourceIndex: Int? = nil) {
            self.routeID = routeID
            self.relatedRouteID = relatedRouteID
            self.sourceIndex = sourceIndex
        }
    }
}
