/// A typed description of one target-action pair: its name, who may call it, its input and its output.
///
/// This is the typed counterpart of CTMediator's category wrappers (`CTMediator_viewControllerForDetail`),
/// which pack arguments into a dictionary on one side and unpack them on the other. A conforming type is
/// shared by the module that implements the action and the modules that call it; neither imports the other.
///
/// ```swift
/// enum AddToCart: MediatorAction {
///     struct Input: Codable, Sendable { var id: Int; var quantity = 1 }
///     typealias Output = Int                    // items in the cart afterwards
///     static let target = "cart"
///     static let action = "add"
///     static let exposure = ActionExposure.external
/// }
///
/// // The cart module:
/// mediator.register(AddToCart.self) { input, call in await cart.add(input.id, quantity: input.quantity) }
/// // Any other module:
/// let count = try await calls.perform(AddToCart.self, AddToCart.Input(id: 7))
/// ```
///
/// In-app typed calls hand the `Input` value to the handler as it is, with no encoding. Calls that bring
/// parameters instead (a URL, or ``Mediator/perform(target:action:parameters:origin:)``) need the
/// `decode` closure given at registration; see
/// ``MediatorBuilder/register(_:decode:handler:)``.
public protocol MediatorAction {
    /// What the caller passes. `Codable` so that a parameter decoder can build it from a URL's query.
    associatedtype Input: Codable & Sendable
    /// What the action returns.
    associatedtype Output: Sendable
    /// The target's name (matched case-insensitively).
    static var target: String { get }
    /// The action's name (matched case-sensitively).
    static var action: String { get }
    /// Whether calls from outside the app may reach the action. Defaults to ``ActionExposure/internal``.
    static var exposure: ActionExposure { get }
}

extension MediatorAction {
    /// Actions are ``ActionExposure/internal`` unless they say otherwise.
    ///
    /// ```swift
    /// enum ClearCart: MediatorAction { … }   // no `exposure`: only the app itself can call it
    /// ```
    public static var exposure: ActionExposure { .internal }
}
