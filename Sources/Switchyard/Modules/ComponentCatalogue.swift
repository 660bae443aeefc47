/// The app's component catalogue as a document: its modules (with what they need and the route-table
/// handlers they declare) and every action and service, for `switchyard docs --components`. Modules are
/// Swift code, so a tool cannot read them: the app writes this file (``ModuleHost/componentCatalogueJSON()``,
/// in a test or a build step) and the tool reads it.
///
/// ```json
/// {
///   "version": 1,
///   "modules": [
///     { "name": "cart", "dependencies": ["user"], "handlers": ["cart"], "routes": [] }, …
///   ],
///   "components": [
///     { "kind": "action", "target": "cart", "action": "add", "module": "cart", "exposure": "external",
///       "tags": ["risk"], "description": "Adds a product (id) to the cart." }, …
///   ]
/// }
/// ```
///
/// (`"exposure"` is the file's word for a component's visibility: `"external"` for ``RouteVisibility/public``.)
/// ``json`` writes the same text for the same catalogue on every platform (keys in a fixed order, two-space
/// indent, a final newline), so a committed file can be compared byte for byte with a fresh one. Decoding
/// checks `version` (1) and every field, naming the path of the one at fault.
package struct ComponentCatalogue: Sendable, Hashable, Codable {
    /// A module as the catalogue lists it.
    package struct Module: Sendable, Hashable, Codable {
        /// The module's name (``AppModule/name``).
        package var name: String
        /// The modules it needs (``AppModule/dependencies``).
        package var dependencies: [String]
        /// The route-table handlers it declares (``ModuleDeclaration/register(_:handler:)``), then those of a table
        /// compiled with the app it answers (``ModuleDeclaration/handlesTableRoutes(of:)``): the table's routes that
        /// name them are the module's.
        package var handlers: [String]
        /// The patterns of the routes it declares in code (``ModuleDeclaration/route(_:_:middleware:handler:)``).
        package var routes: [String]

        /// A module entry.
        package init(name: String, dependencies: [String] = [], handlers: [String] = [], routes: [String] = []) {
            self.name = name
            self.dependencies = dependencies
            self.handlers = handlers
            self.routes = routes
        }
    }

    /// The format's version; decoding refuses any other.
    package static let version = 1

    /// The modules, in the order they start (each after those it needs).
    package var modules: [Module]
    /// Every action, then every service, in the order they were installed.
    package var components: [ComponentInfo]

    /// A catalogue of `modules` and `components`.
    ///
    package init(modules: [Module], components: [ComponentInfo]) {
        self.modules = modules
        self.components = components
    }

    /// The components `module` declared, in catalogue order.
    package func components(of module: String) -> [ComponentInfo] { components.filter { $0.module == module } }

    /// The catalogue as stable, pretty-printed JSON, ending with a newline.
    package var json: String {
        let modules = self.modules.map { module in
            JSONText.object([
                ("name", .string(module.name)), ("dependencies", .strings(module.dependencies)),
                ("handlers", .strings(module.handlers)), ("routes", .strings(module.routes)),
            ])
        }
        return JSONText.object([
            ("version", .number(Self.version)), ("modules", .array(modules)), ("components", .array(components.map(\.jsonText))),
        ]).rendered(indent: "") + "\n"
    }

    enum CodingKeys: String, CodingKey { case version, modules, components }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "version \(version) is not supported; this reads version \(Self.version)"
            )
        }
        modules = try container.decode([Module].self, forKey: .modules)
        components = try container.decode([CodedComponent].self, forKey: .components).map(\.info)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(modules, forKey: .modules)
        try container.encode(components.map(CodedComponent.init), forKey: .components)
    }
}

extension Router {
    /// The router's actions and services as the catalogue file `switchyard docs --components` reads (stable,
    /// pretty-printed JSON). A router does not know its modules' dependencies or table handlers: the modules
    /// are those its components name, with none. ``ModuleHost/componentCatalogueJSON()`` knows them.
    ///
    /// ```swift
    /// try router.componentCatalogueJSON().write(toFile: "components.json", atomically: true, encoding: .utf8)
    /// ```
    public func componentCatalogueJSON() -> String { componentCatalogue().json }

    package func componentCatalogue() -> ComponentCatalogue {
        let components = self.components
        var seen: Set<String> = []
        let names = components.compactMap(\.module).filter { seen.insert($0).inserted }
        return ComponentCatalogue(modules: names.map { ComponentCatalogue.Module(name: $0) }, components: components)
    }
}

extension ModuleHost {
    /// The loaded modules (in start order, with their dependencies, table handlers and code routes) and
    /// every action and service of the router, as the catalogue file `switchyard docs --components` reads
    /// (stable, pretty-printed JSON; the same text for the same modules on every platform).
    ///
    /// ```swift
    /// let text = host.componentCatalogueJSON()    // write it to components.json in a test or build step
    /// ```
    public func componentCatalogueJSON() -> String { componentCatalogue().json }

    package func componentCatalogue() -> ComponentCatalogue {
        ComponentCatalogue(
            modules: loadedModules.map { item in
                ComponentCatalogue.Module(
                    name: item.module.name, dependencies: item.module.dependencies,
                    handlers: item.declaration.namedHandlers.map(\.name) + item.declaration.compiledHandlers,
                    routes: item.declaration.routes.map(\.pattern))
            }, components: router.components)
    }
}

extension RouteVisibility {
    /// The catalogue file's word for a component's visibility: `internal` or `external` (``RouteVisibility/public``).
    package var exposure: String { self == .public ? "external" : "internal" }
}

/// A catalogue entry in the file's form (the public `ComponentInfo` is not `Codable`: only the catalogue file is).
struct CodedComponent: Codable {
    let info: ComponentInfo

    init(_ info: ComponentInfo) { self.info = info }

    enum CodingKeys: String, CodingKey { case kind, target, action, name, module, exposure, tags, description }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let call: ComponentCall
        switch kind {
        case "action":
            call = .action(
                target: try container.decode(String.self, forKey: .target), action: try container.decode(String.self, forKey: .action))
        case "service":
            call = .service(name: try container.decode(String.self, forKey: .name))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "\"\(kind)\" is neither \"action\" nor \"service\"")
        }
        let module = try container.decodeIfPresent(String.self, forKey: .module)
        let exposure = try container.decode(String.self, forKey: .exposure)
        guard let known = [RouteVisibility.internal, .public].first(where: { $0.exposure == exposure }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .exposure, in: container, debugDescription: "\"\(exposure)\" is neither \"internal\" nor \"external\"")
        }
        info = ComponentInfo(
            call: call, module: module, visibility: known, tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? [],
            summary: try container.decodeIfPresent(String.self, forKey: .description))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let call = info.call, module = info.module, visibility = info.visibility, tags = info.tags, summary = info.summary
        switch call {
        case let .action(target, action):
            try container.encode("action", forKey: .kind)
            try container.encode(target, forKey: .target)
            try container.encode(action, forKey: .action)
        case .service(let name):
            try container.encode("service", forKey: .kind)
            try container.encode(name, forKey: .name)
        }
        try container.encodeIfPresent(module, forKey: .module)
        try container.encode(visibility.exposure, forKey: .exposure)
        try container.encode(tags, forKey: .tags)
        try container.encodeIfPresent(summary, forKey: .description)
    }
}

extension ComponentInfo {
    /// The entry as `ComponentCatalogue.json` writes it: the keys of `CodedComponent`, in that order.
    var jsonText: JSONText {
        var fields: [(String, JSONText)]
        switch call {
        case let .action(target, action): fields = [("kind", .string("action")), ("target", .string(target)), ("action", .string(action))]
        case .service(let name): fields = [("kind", .string("service")), ("name", .string(name))]
        }
        if let module { fields.append(("module", .string(module))) }
        fields += [("exposure", .string(visibility.exposure)), ("tags", .strings(tags))]
        if let summary { fields.append(("description", .string(summary))) }
        return .object(fields)
    }
}
