import SwitchyardMatching

extension AnyMiddleware {
    /// Rejects a request whose query parameters do not have their declared types (path parameters are
    /// checked by typed placeholders already), or lacks a required one, with
    /// ``RejectionError/Reason-swift.enum/invalidParameters(_:)`` naming every parameter at fault (required
    /// ones missing first, then ill-typed ones, each in name order) and one problem per fault for people.
    /// Its name is `"parameter validation"`.
    ///
    /// ```swift
    /// builder.use(.parameterValidation(["page": .int, "id": .uuid], required: ["id"]), forTag: "orders")
    /// // "/orders?page=two" is rejected: reason .invalidParameters(["id", "page"]),
    /// // message: missing parameter "id"; parameter "page" is "two", which is not an int
    /// ```
    ///
    /// - Parameters:
    ///   - types: The type each named query parameter must have when present.
    ///   - required: The names that must be present.
    public static func parameterValidation(_ types: [String: ParameterType], required: Set<String> = []) -> AnyMiddleware {
        AnyMiddleware(ParameterValidation(types, required: required))
    }
}

/// The middleware behind ``AnyMiddleware/parameterValidation(_:required:)``.
struct ParameterValidation<Screen: Hashable & Sendable>: RouteMiddleware {
    let types: [String: ParameterType]
    let required: Set<String>

    init(_ types: [String: ParameterType], required: Set<String> = []) {
        self.types = types
        self.required = required
    }

    var name: String { "parameter validation" }

    nonisolated(nonsending) func handle(_ request: RouteRequest, next: MiddlewareNext<Screen>) async throws -> RouteResponse<Screen> {
        var names: [String] = []
        var problems: [String] = []
        func report(_ name: String, _ problem: String) {
            if !names.contains(name) { names.append(name) }
            problems.append(problem)
        }
        for name in Array(required).sorted() where request.parameters.values(name).isEmpty {
            report(name, "missing parameter \"\(name)\"")
        }
        for (name, type) in Array(types).stablySorted(by: { $0.key < $1.key }) {
            for value in request.parameters.values(name) where !type.accepts(value) {
                report(
                    name,
                    "parameter \"\(name)\" is \(DiagnosticText.quoted(value)), which is not \(type.name == "int" ? "an" : "a") \(type.name)"
                )
            }
        }
        guard problems.isEmpty else { throw RejectionError(.invalidParameters(names), problems: problems) }
        return try await next(request)
    }
}
