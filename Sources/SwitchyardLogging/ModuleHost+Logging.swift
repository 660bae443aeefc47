public import Logging
public import Switchyard

extension ModuleHost {
    /// Logs each lifecycle event `ModuleHost.post(_:)` drops (1,000 events already waited behind a slow
    /// module) through swift-log, at `.warning`: the host's logging hook (`ModuleHost.onDroppedEvent(_:)`)
    /// pointed at `logger`. `ModuleHost.droppedEvents` counts the same posts.
    ///
    /// ```swift
    /// host.logDroppedEvents(to: Logger(label: "app.modules"))
    /// // "lifecycle event dropped: 1000 events wait to be delivered", metadata event: background
    /// ```
    public func logDroppedEvents(to logger: Logger) {
        onDroppedEvent { event in
            logger.warning("lifecycle event dropped: 1000 events wait to be delivered", metadata: ["event": "\(event)"])
        }
    }
}
