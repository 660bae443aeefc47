import SwitchyardMatching

/// A typed description of one target-action pair: its names, who may call it, its input and its output.
///
/// This is the typed counterpart of CTMediator's category wrappers (`CTMediator_viewControllerForDetail`),
/// which pack arguments into a dictionary on one side and unpack them on the other. A conforming type is
/// shared by the module that implements the action and the modules that call it; neither imports the other.
///
/// ```swift
/// enum AddToCart: TypedAction {
///     struct Input: Codable, Sendable { var id: Int; var quantity = 1 }
///     typealias Output = Int                    // items in the cart afterwards
///     static let target = "cart"
///     static let action = "add"
///     static let visibility = RouteVisibility.public
/// }
///
/// // The cart module:
/// module.register(AddToCart.self) { input, call in await cart.add(input.id, quantity: input.quantity) }
/// // Any other module:
/// let count = try await router.perform(AddToCart.self, AddToCart.Input(id: 7))
/// ```
///
/// In-app typed calls hand the `Input` value to the handler as it is, with no encoding. Calls that bring
/// parameters instead (a URL, or ``Router/perform(target:action:parameters:from:values:)``) need the
/// `decode` closure given at registration (``ModuleDeclaration/register(_:tags:description:decode:handler:)``);
/// without it they fail with ``ComponentError/Code/invalidParameters``.
public protocol TypedAction {
    /// What the caller passes. `Codable` so that a parameter decoder can build it from a URL's query.
    associatedtype Input: Codable & Sendable
    /// What the action returns.
    associatedtype Output: Sendable
    /// The target's name (matched case-insensitively).
    static var target: String { get }
    /// The action's name (matched case-sensitively).
    static var action: String { get }
    /// Whether calls from outside the app may reach the action. Defaults to ``RouteVisibility/internal``.
    static var visibility: RouteVisibility { get }
}

extension TypedAction {
    /// Actions are ``RouteVisibility/internal`` unless they say otherwise.
    ///
    /// ```swift
    /// enum ClearCart: TypedAction { … }   // no `visibility`: only the app itself can call it
    /// ```
    public static var visibility: RouteVisibility { .internal }
}

/// `AddToCart.Input` for an input type declared inside its action, otherwise the input type's own name.
func inputTypeName<Action: TypedAction>(_ action: Action.Type) -> String {
    let owner = String(reflecting: Action.self)
    let input = String(reflecting: Action.Input.self)
    if input.hasPrefix(owner + ".") { return switchyardTypeName(Action.self) + input.dropFirst(owner.count) }
    return switchyardTypeName(Action.Input.self)
}

/// The untyped handler of a typed action: the call's typed input, else its parameters through `decode`.
func typedActionHandler<Action: TypedAction>(
    _ action: Action.Type, decode: (@Sendable ([String: ParameterValue]) throws -> Action.Input)?,
    _ handler: nonisolated(nonsending) @escaping @Sendable (Action.Input, ActionCall) async throws -> Action.Output
) -> ActionHandler {
    let expected = inputTypeName(Action.self)
    return { call in
        let called = ComponentCall.action(target: call.target, action: call.action)
        let input: Action.Input
        if let given = call.input {
            guard let typed = given as? Action.Input else {
                throw ComponentError.typeMismatch(called, gave: switchyardTypeName(type(of: given)), expected: expected, input: true)
            }
            input = typed
        } else if let decode {
            do {
                input = try decode(call.parameters)
            } catch {
                throw ComponentError.invalidParameters(called, error)
            }
        } else {
            throw ComponentError.invalidParameters(called, nil)
        }
        return try await handler(input, call)
    }
}
