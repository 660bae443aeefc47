extension Router {
    /// Attaches the navigator that performs `.navigate` responses from now on (replacing any other), for
    /// apps whose UI exists only after the router is built. Opens in flight finish with the navigator
    /// they started with. Links that must wait for the UI belong in a ``PendingLinks`` queue.
    ///
    /// ```swift
    /// let router = try builder.build()                 // at launch, before any window
    /// // … later, once the window is up:
    /// router.attach(UIKitNavigator(window: window, makeViewController: makeScreen))
    /// ```
    public func attach(_ navigator: (any Navigator<Screen>)?) {
        serialised {
            current.withLock { $0 = $0.replacing(navigator: navigator) }
            dynamic.withLock { applied in
                applied = applied.map { AppliedChanges(base: $0.base.replacing(navigator: navigator), changes: $0.changes) }
            }
        }
    }

    /// Whether a navigator is attached. Without one, an open whose handler answers `.navigate` fails with
    /// ``RoutingError/Reason-swift.enum/navigationFailed(_:)`` (``NavigationError/Code-swift.enum/unavailable``).
    public var hasNavigator: Bool { snapshot.hasNavigator }

    /// Why an open whose handler navigated failed when no navigator is attached.
    static var noNavigator: NavigationError {
        NavigationError(
            .unavailable,
            "no navigator is attached to perform it (attach one with router.attach(_:) or builder.navigator; links that arrive before the UI can wait in PendingLinks)"
        )
    }
}

extension RouterSnapshot {
    /// This snapshot with another navigator (the table and everything else shared, not rebuilt).
    func replacing(navigator: (any Navigator<Screen>)?) -> RouterSnapshot {
        RouterSnapshot(
            table: table, global: global, tagged: tagged, policy: policy, rewrites: rewrites, navigator: navigator,
            callbacks: callbacks, unmatched: unmatched, analytics: analytics, components: components, infos: infos,
            hasExpired: hasExpired, captureWeights: captureWeights)
    }
}
