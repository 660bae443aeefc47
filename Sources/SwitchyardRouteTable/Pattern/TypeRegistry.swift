/// Parameter types by name (the built-in ones with the builder's registered over them), in one object that
/// every pattern parsed with them shares: a pattern that a table keeps as its text holds this and nothing
/// else besides the text.
@usableFromInline
package final class TypeRegistry: Sendable {
    package let types: [String: ParameterType]

    package init(_ types: [String: ParameterType]) {
        self.types = types
    }

    /// The built-in types alone.
    package static let builtIn = TypeRegistry(ParameterType.builtIn)
}
