package import Switchyard
package import SwitchyardConfig

/// What `docs --components` adds to the catalogue: each module with its actions and services, and the table
/// routes whose handlers it declares (so a module links to its routes on the page).
package struct CatalogueModule {
    /// A table route that names one of the module's handlers.
    package struct TableRoute {
        var index: Int
        package var pattern: String
        var handler: String
    }

    var name: String
    var dependencies: [String]
    package var tableRoutes: [TableRoute]
    var codeRoutes: [String]
    package var actions: [ComponentInfo]
    package var services: [ComponentInfo]

    /// The catalogue's modules in its order; components naming a module it does not list (or none) come
    /// after, grouped by that name, so that nothing in the file goes unshown.
    package static func modules(_ catalogue: ComponentCatalogue, table: RouteTableFile) -> [CatalogueModule] {
        var listed = catalogue.modules
        var seen = Set(listed.map(\.name))
        for component in catalogue.components where seen.insert(component.module ?? "").inserted {
            listed.append(ComponentCatalogue.Module(name: component.module ?? ""))
        }
        let routes = table.table.routes.enumerated().compactMap { index, route in
            route.value.handler.map { TableRoute(index: index, pattern: route.pattern.text, handler: $0) }
        }
        return listed.map { module in
            let handlers = Set(module.handlers)
            let components = catalogue.components.filter { ($0.module ?? "") == module.name }
            return CatalogueModule(
                name: module.name, dependencies: module.dependencies,
                tableRoutes: routes.filter { handlers.contains($0.handler) }, codeRoutes: module.routes,
                actions: components.filter(\.isAction), services: components.filter { !$0.isAction })
        }
    }

    /// `cart` or, for components that name no module, `no module`.
    package var title: String { name.isEmpty ? "no module" : name }

    /// What the module owns, for its box in the graph: `1 route · 2 actions`.
    var summary: String {
        let parts = [
            (tableRoutes.count + codeRoutes.count, "route"), (actions.count, "action"), (services.count, "service"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "nothing declared" : parts.joined(separator: " · ")
    }

    /// The dependency graph of the named modules (components that name no module are no module of it).
    static func graph(_ modules: [CatalogueModule]) -> CatalogueGraph? {
        let named = modules.filter { !$0.name.isEmpty }
        guard !named.isEmpty else { return nil }
        return CatalogueGraph(
            named.map { ($0.name, $0.dependencies) },
            summaries: Dictionary(named.map { ($0.name, $0.summary) }, uniquingKeysWith: { first, _ in first }))
    }

    /// What the page's search box looks in, lowercased.
    var searchText: String {
        let components = (actions + services).flatMap { [$0.callName, $0.visibility.exposure, $0.summary ?? ""] + $0.tags }
        return ([title, "module"] + dependencies + tableRoutes.flatMap { [$0.pattern, $0.handler] } + codeRoutes + components)
            .joined(separator: " ").lowercased()
    }
}

extension ComponentInfo {
    var isAction: Bool {
        if case .action = call { return true }
        return false
    }

    /// `cart/add` or `user.session`.
    var callName: String {
        switch call {
        case let .action(target, action): return "\(target)/\(action)"
        case .service(let name): return name
        }
    }
}

/// The section `docs --components` adds to the page and to the Markdown file. Every text from the file is
/// escaped as the table's is.
enum CatalogueModulesRender {
    static func counts(_ modules: [CatalogueModule], separator: String = " · ") -> String {
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        return [
            plural(modules.count, "module"), plural(modules.reduce(0) { $0 + $1.actions.count }, "action"),
            plural(modules.reduce(0) { $0 + $1.services.count }, "service"),
        ].joined(separator: separator)
    }

    static func htmlSection(_ modules: [CatalogueModule], file: String) -> String {
        let html = CatalogueHTML.html
        return """
            <section class="modules" id="modules"><h2>Modules and components <span class="count">\(counts(modules))</span></h2>
            <p class="muted">From <code>\(html(file))</code>, which the app writes from its modules (<code>ModuleHost.componentCatalogueJSON()</code>).</p>
            \(CatalogueModule.graph(modules).map { CatalogueGraphRender.htmlFigure($0) + "\n" } ?? "")\(modules.map(htmlModule).joined(separator: "\n"))
            </section>
            """
    }

    static func htmlModule(_ module: CatalogueModule) -> String {
        let html = CatalogueHTML.html
        var facts: [(String, String)] = []
        if !module.dependencies.isEmpty {
            facts.append(("Depends on", module.dependencies.map { "<code>\(html($0))</code>" }.joined(separator: " ")))
        }
        if !module.tableRoutes.isEmpty {
            facts.append(
                (
                    "Table routes",
                    module.tableRoutes.map { route in
                        "<a href=\"#route-\(route.index)\"><code>\(html(route.pattern))</code></a> <span class=\"muted\">→ \(html(route.handler))</span>"
                    }.joined(separator: "<br>")
                ))
        }
        if !module.codeRoutes.isEmpty {
            facts.append(("Routes in code", module.codeRoutes.map { "<code>\(html($0))</code>" }.joined(separator: " ")))
        }
        let dl = facts.isEmpty ? "" : "<dl class=\"facts\">\(facts.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined())</dl>"
        let empty = module.actions.isEmpty && module.services.isEmpty ? "<p class=\"muted\">No actions or services.</p>" : ""
        return """
            <article class="module" id="\(anchor(module.name))" data-search="\(html(module.searchText))">
            <header><h3>\(html(module.title))</h3></header>
            \(dl)\(htmlTable("Action", module.actions))\(htmlTable("Service", module.services))\(empty)
            </article>
            """
    }

    /// `module-cart`: the card's id, which a route's "Module" fact links to.
    static func anchor(_ module: String) -> String { "module-" + CatalogueHTML.anchor(module).dropFirst("ns-".count) }

    static func htmlTable(_ kind: String, _ components: [ComponentInfo]) -> String {
        guard !components.isEmpty else { return "" }
        let html = CatalogueHTML.html
        let rows = components.map { component in
            let exposure = component.visibility.rawValue
            return "<tr><td><code>\(html(component.callName))</code></td>"
                + "<td><span class=\"badge \(exposure)\">\(component.visibility.exposure)</span></td>"
                + "<td>\(component.tags.map { "<span class=\"badge tag\">\(html($0))</span>" }.joined(separator: " "))</td>"
                + "<td>\(component.summary.map(html) ?? "<span class=\"muted\">—</span>")</td></tr>"
        }
        return
            "<table class=\"components\"><thead><tr><th>\(kind)</th><th>Exposure</th><th>Tags</th><th>Description</th></tr></thead><tbody>"
            + rows.joined() + "</tbody></table>"
    }

    static func markdown(_ modules: [CatalogueModule], file: String) -> [String] {
        let (code, text, cell) = (CatalogueMarkdown.code, CatalogueMarkdown.text, CatalogueMarkdown.cell)
        var lines = [
            "## Modules and components", "",
            "From \(code(file)), which the app writes from its modules (`ModuleHost.componentCatalogueJSON()`): "
                + counts(modules, separator: ", ") + ".", "",
        ]
        if let graph = CatalogueModule.graph(modules) {
            lines += ["Each module points to the modules it depends on (drawn above it):", ""] + CatalogueGraphRender.markdown(graph)
        }
        for module in modules {
            lines += ["### Module \(module.name.isEmpty ? "(none)" : code(module.name))", ""]
            var facts: [String] = []
            if !module.dependencies.isEmpty { facts.append("- Depends on: " + module.dependencies.map(code).joined(separator: ", ")) }
            if !module.tableRoutes.isEmpty {
                facts.append(
                    "- Table routes: "
                        + module.tableRoutes.map { "\(code($0.pattern)) (handler \(code($0.handler)))" }.joined(separator: ", "))
            }
            if !module.codeRoutes.isEmpty { facts.append("- Routes in code: " + module.codeRoutes.map(code).joined(separator: ", ")) }
            if module.actions.isEmpty && module.services.isEmpty { facts.append("- No actions or services.") }
            lines += facts + [""]
            for (kind, components) in [("Action", module.actions), ("Service", module.services)] where !components.isEmpty {
                lines += ["| \(kind) | Exposure | Tags | Description |", "|---|---|---|---|"]
                for component in components {
                    let cells = [
                        code(component.callName), component.visibility.exposure, component.tags.map(code).joined(separator: ", "),
                        component.summary.map(text) ?? "",
                    ]
                    lines.append("| " + cells.map(cell).joined(separator: " | ") + " |")
                }
                lines.append("")
            }
        }
        return lines
    }
}
