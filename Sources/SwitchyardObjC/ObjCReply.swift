package import Foundation

/// What an Objective-C completion block receives: an object or `nil`, and an error or `nil` (never both).
package struct ObjCReply: Sendable {
    package let object: ObjCObject?
    package let failure: ObjCFailure?

    package init(object: ObjCObject?) {
        self.object = object
        failure = nil
    }

    package init(failure: ObjCFailure) {
        object = nil
        self.failure = failure
    }

    /// The error for the completion block.
    package var error: NSError? { failure?.nsError }
}

/// How the facade answers an Objective-C caller: the call runs in a task of its own, on the main actor (where
/// Objective-C callers are, where the handler blocks run and where the completion is called: the open, its
/// handler and the reply take no hop between them), and its reply is handed to `deliver` exactly once, whatever
/// happens (a value, an error, cancellation: the work returns a reply and never throws). The Objective-C
/// layer's `deliver` calls the caller's completion block on the main actor; tests deliver where they are.
///
/// ```swift
/// let task = ObjCDelivery.start({ await bridge.open("shop://cart", ...) }) { reply in completion(reply) }
/// ```
package enum ObjCDelivery {
    @discardableResult
    package static func start(
        _ work: nonisolated(nonsending) @escaping @Sendable () async -> ObjCReply,
        deliver: nonisolated(nonsending) @escaping @Sendable (ObjCReply) async -> Void
    ) -> Task<Void, Never> {
        Task { @MainActor in
            let reply = await work()
            await deliver(reply)
        }
    }
}
