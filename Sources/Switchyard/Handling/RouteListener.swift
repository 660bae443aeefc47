// A typed channel from a component to whoever opened it (RIBs' listener): the opener passes a listener with
// the open, the component reports events to it, as many as it likes, and neither knows the other's type. The
// key is an ordinary RouteValueKey whose Value is the event: one protocol for every typed key, whether it
// carries one value (`values[key]`) or a stream of them (`listen` / `report`).

/// Where a request carries the listener for `Key`: a slot of its own, so a key's listener and a value set
/// under the same key (`values[key]`) never meet.
enum ListenerSlot<Key: RouteValueKey>: RouteValueKey {
    typealias Value = nonisolated(nonsending) @Sendable (Key.Value) async -> Void
}

extension RouteValues {
    /// Passes a listener for `key`'s events with an open (RIBs' listener): the component opened reports
    /// events to it with ``RouteRequest/report(_:_:)``, as many as it likes, and neither knows the other's
    /// type. The key is the contract both sides share: its `Value` is the event. The last listener set for a
    /// key wins.
    ///
    /// ```swift
    /// enum AddressEvents: RouteValueKey {
    ///     enum Value: Sendable { case typing(String), picked(Address), cancelled }
    /// }
    ///
    /// // The opener (checkout):
    /// var values = RouteValues()
    /// values.listen(AddressEvents.self) { event in await checkout.handle(event) }
    /// try await router.open("shop://address/pick", values: values)
    ///
    /// // The component (address picker), in its handler:
    /// await request.report(AddressEvents.self, .typing("Lon"))
    /// await request.report(AddressEvents.self, .picked(address))
    /// ```
    ///
    /// The listener sits beside the one-shot result (``RouteResponse/value(_:)``, `open(_:expecting:)`):
    /// the result ends the open, events can come before it. Component calls carry values too
    /// (``Router/perform(target:action:parameters:from:values:)``).
    public mutating func listen<Key: RouteValueKey>(
        _ key: Key.Type, _ listener: nonisolated(nonsending) @escaping @Sendable (Key.Value) async -> Void
    ) {
        self[ListenerSlot<Key>.self] = listener
    }
}

extension RouteRequest {
    /// Reports an event to the opener's listener for `key` (``RouteValues/listen(_:_:)``), and waits until
    /// the listener has taken it.
    ///
    /// ```swift
    /// await request.report(AddressEvents.self, .picked(address))
    /// ```
    ///
    /// - Returns: `false` when the opener passed no listener for `key` (nobody heard the event).
    @discardableResult
    public nonisolated(nonsending) func report<Key: RouteValueKey>(_ key: Key.Type, _ event: Key.Value) async -> Bool {
        guard let listener = values[ListenerSlot<Key>.self] else { return false }
        await listener(event)
        return true
    }

    /// Whether the opener listens for `key`'s events.
    ///
    /// ```swift
    /// if request.hasListener(AddressEvents.self) { showLiveSuggestions() }
    /// ```
    public func hasListener<Key: RouteValueKey>(_ key: Key.Type) -> Bool { values[ListenerSlot<Key>.self] != nil }
}
