import Switchyard

/// Turns a ``RouteTableSpec`` into a table, collecting every problem with its location.
struct SpecCompiler {
    let spec: RouteTableSpec
    let file: String
    let source: SourceText
    /// Groups of diagnostics: an error or warning, then its notes.
    var diagnostics: [[Diagnostic]] = []

    let types: [ParameterType]
    let declaredTypes: DeclaredTypes

    init(spec: RouteTableSpec, file: String, source: String?, types: [ParameterType], declaredTypes: DeclaredTypes) {
        self.spec = spec
        self.types = types
        self.declaredTypes = declaredTypes
        self.file = file
        self.source = SourceText(source)
    }

    mutating func error(_ location: TextLocation, _ message: String) {
        diagnostics.append([Diagnostic(severity: .error, file: file, location: location, message: message)])
    }

    mutating func compile() throws(RouteTableError) -> RouteTableFile {
        let options = tableOptions()
        var builder = RouteTableBuilder<RouteEntry>(options: options)
        for type in types { builder.register(type) }
        registerDeclaredTypes(on: &builder)
        for namespace in spec.namespaces {
            builder.namespace(namespace.scheme.value, fallbackToGlobal: namespace.fallbackToGlobal?.value ?? false)
        }
        let specIndexOfID = addRoutes(to: &builder)
        let rewrites = compileRewrites(options: options)
        let (table, warnings) = build(builder, specIndexOfID: specIndexOfID)
        guard diagnostics.isEmpty, let table, let rewrites else {
            // The warnings lint reports as errors come along, and identical routes (a warning to lint since issue #57,
            // still one of a file's problems worth seeing with the others).
            let lintErrors = warnings.filter { $0.first?.lintSeverity == .error || $0.first?.code == .identicalRoute }
            throw RouteTableError(diagnostics: Self.ordered(diagnostics + lintErrors))
        }
        return RouteTableFile(path: file, spec: spec, table: table, rewrites: rewrites, warnings: Self.ordered(warnings))
    }

    /// Each type the file declares and the caller does not pass takes any value: for the tools, which have no app
    /// code to run, and when the app loads the file, so that its patterns still parse and the one error reported
    /// is at the declaration.
    mutating func registerDeclaredTypes(on builder: inout RouteTableBuilder<RouteEntry>) {
        let given = Set(types.map(\.name))
        for declaration in spec.types where !given.contains(declaration.name.value) {
            let name = declaration.name.value
            builder.register(.custom(name) { _ in true })
            if declaredTypes == .given {
                error(
                    declaration.name.location,
                    "the table declares the parameter type \(TextScanning.quoted(name)) but the app gives none of that name: pass it in `types:`"
                )
            }
        }
    }

    /// The file's `options`, each absent one at its default.
    mutating func tableOptions() -> RouteTableOptions {
        var options = RouteTableOptions()
        if let order = spec.options.matchOrder { options.matchOrder = MatchOrder(rawValue: order.value) ?? .specificity }
        if let mode = spec.options.hostAsPath { options.intake.hostAsPath = HostAsPath(rawValue: mode.value) ?? .auto }
        if let plus = spec.options.decodePlus { options.intake.decodePlus = plus.value }
        if let limit = spec.options.maxURLLength { options.intake.maxURLLength = limit.value }
        if let limit = spec.options.maxSegments { options.intake.maxSegments = limit.value }
        if let limit = spec.options.maxQueryItems { options.intake.maxQueryItems = limit.value }
        if let accept = spec.options.accept { options.accept = sources(accept) }
        if let origins = spec.options.webOrigins { options.webOrigins = webOrigins(origins) }
        return options
    }

    /// Adds every route of the file, an error at each pattern that does not parse; each added route's
    /// index in the file, by its id.
    mutating func addRoutes(to builder: inout RouteTableBuilder<RouteEntry>) -> [Int: Int] {
        var specIndexOfID: [Int: Int] = [:]
        for (index, route) in spec.routes.enumerated() {
            let entry = RouteEntry(
                handler: route.handler?.value, name: route.name?.value, tags: route.tags?.map(\.value) ?? [],
                isInternal: route.isInternal?.value ?? false, location: route.location)
            let accept = route.accept.map { sources($0) }
            do {
                let id = try builder.add(
                    route.pattern.value, scheme: route.scheme?.value, priority: route.priority?.value ?? 0, accept: accept,
                    query: route.queryConditions, lowercaseCaptures: route.lowercaseCaptures?.value ?? false,
                    queryOverridesPath: route.queryOverridesPath?.value ?? false, value: entry)
                specIndexOfID[id] = index
                checkParameters(route, names: builder.registeredRoutes.last.map { $0.pattern.parameterNames + $0.queryParameterNames })
            } catch {
                self.error(location(of: error, in: route), "\(error.message)\n\(error.excerpt)")
            }
        }
        return specIndexOfID
    }

    /// The file's rewrite rules, or `nil` (with an error at the field) when one does not compile.
    mutating func compileRewrites(options: RouteTableOptions) -> RewriteRules? {
        var rules: [RewriteRule] = []
        for rewrite in spec.rewrites { rules.append(rewrite.rule) }
        var rewrites = try? RewriteRules([], options: options)
        do {
            rewrites = try RewriteRules(rules, options: options)
        } catch {
            let rewrite = spec.rewrites[error.ruleIndex]
            let field = error.field == .to ? rewrite.to : rewrite.from
            self.error(
                source.location(of: error.offset, in: field),
                "\(error.message)\n" + PatternError(pattern: error.text, offset: error.offset, message: "").excerpt)
        }
        return rewrites
    }

    /// The table, or `nil` when it has errors; its errors join `diagnostics` and its warnings are returned,
    /// each located in the file.
    mutating func build(
        _ builder: RouteTableBuilder<RouteEntry>, specIndexOfID: [Int: Int]
    ) -> (table: RouteTable<RouteEntry>?, warnings: [[Diagnostic]]) {
        var table: RouteTable<RouteEntry>?
        var conflicts: [Diagnostic] = []
        do {
            let built = try builder.build()
            table = built
            conflicts = built.warnings
        } catch {
            conflicts = error.diagnostics
        }
        var warnings: [[Diagnostic]] = []
        for conflict in conflicts {
            guard let group = located(conflict, specIndexOfID: specIndexOfID) else { continue }
            if conflict.severity == .error { diagnostics.append(group) } else { warnings.append(group) }
        }
        return (table, warnings)
    }

    /// Where a route's pattern error is: in the pattern, at the route's `scheme` (a contradicting scheme), or
    /// in the value of the query condition it names.
    func location(of error: PatternError, in route: RouteTableSpec.Route) -> TextLocation {
        if let key = error.queryKey, let condition = route.query?.first(where: { $0.key.value == key }) {
            guard case .matches(let text) = condition.condition.value else { return condition.key.location }
            return source.location(of: error.offset, in: Located(text, at: condition.condition.location))
        }
        if error.offset == 0, error.message.hasPrefix("the pattern's scheme") { return route.scheme?.location ?? route.pattern.location }
        return source.location(of: error.offset, in: route.pattern)
    }

    /// A described parameter must be one the route captures (a wildcard's name and its query conditions'
    /// captures included).
    mutating func checkParameters(_ route: RouteTableSpec.Route, names: [String]?) {
        guard let parameters = route.parameters, let names else { return }
        for parameter in parameters where !parameter.name.value.isEmpty && !names.contains(parameter.name.value) {
            let captured = names.isEmpty ? "it captures none" : "it captures " + names.joined(separator: ", ")
            error(
                parameter.name.location,
                "parameter \(TextScanning.quoted(parameter.name.value)) is described but \(Self.quotedPattern(route.pattern.value)) does not capture it; \(captured)"
            )
        }
    }

    /// A table diagnostic at its place in the file: the route (or, about a link source, the source in the
    /// route's or the options' `accept` list), then a note at the other route involved. `nil` for a route
    /// the file does not hold.
    func located(_ conflict: Diagnostic, specIndexOfID: [Int: Int]) -> [Diagnostic]? {
        let reference = conflict.route
        let location: TextLocation
        if let routeID = reference?.routeID {
            guard let index = specIndexOfID[routeID] else { return nil }
            let route = spec.routes[index]
            if let source = reference?.sourceIndex, let accept = route.accept, source < accept.count {
                location = accept[source].location
            } else {
                location = route.location
            }
        } else {
            guard let index = reference?.sourceIndex, let accept = spec.options.accept, index < accept.count else { return nil }
            location = accept[index].location
        }
        // The table's diagnostic keeps its severity, code (which lint's severity follows) and route reference.
        var placed = conflict
        placed.file = file
        placed.location = location
        var group = [placed]
        if let related = reference?.relatedRouteID, let relatedIndex = specIndexOfID[related] {
            group.append(
                Diagnostic(
                    severity: .note, file: file, location: spec.routes[relatedIndex].location,
                    message: "route \(Self.quotedPattern(spec.routes[relatedIndex].pattern.value)) is here"))
        }
        return group
    }

    /// A pattern as a message quotes it: as written (its backslashes are its own), cut when long.
    static func quotedPattern(_ pattern: String) -> String {
        DiagnosticText.quoted(pattern, escaped: false)
    }

    /// Groups in file order of their first diagnostic, each kept together.
    static func ordered(_ groups: [[Diagnostic]]) -> [Diagnostic] {
        groups.enumerated().sorted { a, b in
            let x = a.element.first?.location ?? TextLocation(line: 0, column: 0)
            let y = b.element.first?.location ?? TextLocation(line: 0, column: 0)
            return x != y ? x < y : a.offset < b.offset
        }.flatMap(\.element)
    }

    /// The `webOrigins` entries, an error at each that does not parse or is not an `http` or `https` origin.
    mutating func webOrigins(_ list: [Located<String>]) -> [LinkSource] {
        list.compactMap { entry in
            guard let origin = sources([entry]).first else { return nil }
            if origin.isWebOrigin { return origin }
            self.error(entry.location, ConfigText.optionsWebOrigin(origin: origin))
            return nil
        }
    }

    mutating func sources(_ list: [Located<String>]) -> [LinkSource] {
        var result: [LinkSource] = []
        for entry in list {
            do {
                result.append(try LinkSource(parsing: entry.value))
            } catch {
                self.error(source.location(of: error.offset, in: entry), "\(error.message)\n\(error.excerpt)")
            }
        }
        return result
    }
}
