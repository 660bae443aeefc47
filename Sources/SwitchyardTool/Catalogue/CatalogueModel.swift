import Switchyard
package import SwitchyardConfig
import SwitchyardMatching
import SwitchyardToolCore

/// What `switchyard docs` shows of a table: each route with its documentation, sample URLs and the rewrites
/// that lead to it, grouped by namespace. The HTML and Markdown renderers read this and nothing else.
package struct Catalogue {
    /// A captured parameter: the pattern's own type, or the one the table documents.
    struct Parameter {
        var name: String
        /// The type as documented, else as the pattern constrains it (`int`, `regex [0-9]+`, `path`, `string`).
        var type: String
        var description: String?
        var example: String?
    }

    /// A rewrite whose chain, from a sample URL, ends at the route.
    package struct Lead {
        var rewrite: Int
        /// A regex rule is shown as one: its `from` is a regular expression, not a pattern.
        var kind: RewriteRule.Kind
        var from: String
        var to: String
        package var sample: String
        package var target: String
    }

    struct Entry {
        /// The route's index in the table (and in the page's model).
        var index: Int
        var route: Route<RouteEntry>
        var description: String?
        var parameters: [Parameter]
        var samples: [String]
        var leads: [Lead]
        /// The link sources that reach the route: its own `accept`, else the table's; `nil` for every origin.
        var accept: [String]?
        /// The module that declares the route's handler (with `docs --components`).
        var module: String?
        /// Whether the catalogue has modules (`docs --components`): a route none of them owns then says it is the app's.
        var modulesShown = false

        /// Why the route is the app's when no module owns it.
        var unowned: String { handler == nil ? "the route names no handler" : "no module declares its handler" }

        var namespace: String { route.namespaceName }
        var handler: String? { route.value.handler }
    }

    struct Namespace {
        var name: String
        var fallbackToGlobal: Bool
        var entries: [Entry]
    }

    let file: RouteTableFile
    /// The table's path as the page names it (``DisplayPath``), not as the command line gave it.
    let tablePath: String
    let entries: [Entry]
    /// The modules of `docs --components FILE` (empty without it) and that file's path.
    let modules: [CatalogueModule]
    let componentsFile: String?

    init(_ file: RouteTableFile, tablePath: String? = nil, components: (path: String, catalogue: ComponentCatalogue)? = nil) {
        self.file = file
        self.tablePath = tablePath ?? file.path
        let modules = components.map { CatalogueModule.modules($0.catalogue, table: file) } ?? []
        self.modules = modules
        componentsFile = components?.path
        let owners = Dictionary(
            modules.flatMap { module in module.tableRoutes.map { ($0.index, module.name) } }, uniquingKeysWith: { first, _ in first })
        let leads = Self.leads(file)
        let specs = Dictionary(file.spec.routes.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        entries = file.table.routes.enumerated().map { index, route in
            let spec = specs[route.value.location]
            return Entry(
                index: index, route: route, description: spec?.description?.value,
                parameters: Self.parameters(route.pattern.text, spec: spec),
                samples: Self.samples(route, spec: spec, table: file.table), leads: leads[index] ?? [],
                accept: (route.accept ?? file.table.options.accept)?.map(\.description), module: owners[index],
                modulesShown: components != nil)
        }
    }

    /// Namespaces in the order of their first route.
    var namespaces: [Namespace] {
        var order: [String] = []
        var groups: [String: [Entry]] = [:]
        for entry in entries {
            let key = entry.namespace.lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        let fallback = Set(file.spec.namespaces.filter { $0.fallbackToGlobal?.value == true }.map { $0.scheme.value.lowercased() })
        return order.map { key in
            let entries = groups[key] ?? []
            return Namespace(name: entries.first?.namespace ?? key, fallbackToGlobal: fallback.contains(key), entries: entries)
        }
    }

    /// The pattern's captures in order (wildcards included), each with its documentation.
    static func parameters(_ pattern: String, spec: RouteTableSpec.Route?) -> [Parameter] {
        var seen: Set<String> = []
        return PatternOutline(pattern).captures.compactMap { capture in
            guard !capture.name.isEmpty, seen.insert(capture.name).inserted else { return nil }
            let documented = spec?.parameters?.first { $0.name.value == capture.name }
            return Parameter(
                name: capture.name, type: documented?.type?.value ?? constraintName(capture.constraint),
                description: documented?.description?.value, example: documented?.example?.value)
        }
    }

    static func constraintName(_ constraint: PatternOutline.Constraint) -> String {
        switch constraint {
        case .plain: return "string"
        case .typed(let type): return type == "path" ? "path (one or more segments)" : type
        case .regex(let regex): return "regex \(regex)"
        case .wildcard: return "path (zero or more segments)"
        }
    }

    /// Sample URLs: the one the documented examples make first, then those of every optional-group
    /// expansion (as `lint` and `diff` make them), without repeats.
    static func samples(_ route: Route<RouteEntry>, spec: RouteTableSpec.Route?, table: RouteTable<RouteEntry>) -> [String] {
        var examples: [String: String] = [:]
        for parameter in spec?.parameters ?? [] { examples[parameter.name.value] = parameter.example?.value }
        let documented =
            examples.isEmpty
            ? nil : Samples.url(route.pattern.text, scheme: route.scheme, table: table, examples: examples, query: route.query)
        var seen: Set<String> = []
        return
            ([documented].compactMap { $0 }
            + PatternOutline(route.pattern.text).expansions.flatMap { text in
                Samples.urls(text, scheme: route.scheme, table: table, query: route.query)
            }).filter { seen.insert($0).inserted }
    }

    /// For each route index, the rewrites whose chain from a sample URL ends there, in rule order. Samples
    /// come from the pattern rules (`lint` makes them); a regex rule has none of its own (ADR 0023), so it
    /// leads to a route where a pattern rule's chain passes through it, with the URL it was given as its
    /// sample. A sample whose chain loops leads nowhere.
    package static func leads(_ file: RouteTableFile) -> [Int: [Lead]] {
        var result: [Int: [Lead]] = [:]
        var reached: Set<[Int]> = []
        let indexOfID = Dictionary(
            file.table.routes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (index, rule) in file.spec.rewrites.enumerated() where rule.kind == .pattern {
            for url in Samples.rewriteURLs(rule.rule, index: index, rules: file.rewrites, table: file.table) {
                guard let steps = try? file.rewriteSteps(url), let target = steps.last?.to, let match = file.table.match(target),
                    let routeIndex = indexOfID[match.route.id]
                else { continue }
                for step in steps
                where file.spec.rewrites.indices.contains(step.ruleIndex) && reached.insert([step.ruleIndex, routeIndex]).inserted {
                    let spec = file.spec.rewrites[step.ruleIndex]
                    result[routeIndex, default: []].append(
                        Lead(
                            rewrite: step.ruleIndex, kind: spec.kind, from: spec.from.value, to: spec.to.value, sample: step.from,
                            target: target))
                }
            }
        }
        return result.mapValues { $0.sorted { $0.rewrite < $1.rewrite } }
    }
}
