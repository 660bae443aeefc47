import Switchyard

/// A case that cannot be run as written (a word outside the `open` vocabulary, a key the runner does not know): the
/// case fails with this, never skipped.
struct OpenCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What an `open` case's scripted parts share (Conformance/README.md, "`open` cases"): the trace they write, the
/// virtual clock, the waits and deadlines the runner advances, and the open's task, cancelled when the case's
/// `cancel` line is written. The parts run on whatever task the router runs them on; the state is behind a lock.
final class OpenScript: Sendable {
    /// A scripted wait (`pass` with `after`): resumed by the runner when the virtual clock reaches `at`.
    struct Wait {
        let at: Double
        let id: Int
        let continuation: CheckedContinuation<Void, Never>
        /// The middleware that waits, whose deadline (if any) no longer counts once it is resumed: it calls `next`
        /// at once, in time.
        let owner: String?
    }

    /// A deadline the router will reach when the virtual clock does (a timed middleware that has not called
    /// `next`, a login gate whose login never answers): the runner moves the middleware's own timer
    /// (`DeadlineTimer.expire(upTo:)`) when the clock reaches `at`.
    struct Deadline {
        let at: Double
        let owner: String
        let fire: @Sendable () -> Void
    }

    struct State {
        var trace: [String] = []
        var now: Double = 0
        var waits: [Wait] = []
        var deadlines: [Deadline] = []
        var nextID = 0
        /// Grows with every step a scripted part takes: the runner waits for it to stand still.
        var activity = 0
        var open: Task<Void, Never>?
        var events: [OpenEvent] = []
    }

    let state = Locked(State())
    /// The trace line after which the runner cancels the open (the case's `cancel`).
    let cancelLine: String?

    init(cancelLine: String?) { self.cancelLine = cancelLine }

    var trace: [String] { state.withLock { $0.trace } }
    var activity: Int { state.withLock { $0.activity } }
    var now: Double { state.withLock { $0.now } }
    var events: [OpenEvent] { state.withLock { $0.events } }

    /// Writes a trace line; cancels the open right after the case's `cancel` line.
    func write(_ line: String) {
        let open = state.withLock { state -> Task<Void, Never>? in
            state.trace.append(line)
            state.activity += 1
            return line == cancelLine ? state.open : nil
        }
        open?.cancel()
    }

    /// A number no other call gave.
    func uniqueID() -> Int {
        state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
    }

    /// Counts a step that writes no line (a wait resumed, `next` called).
    func touch() { state.withLock { $0.activity += 1 } }

    /// Waits `seconds` of virtual time, whatever happens to the calling task. `deadline`: the waiting middleware's
    /// own, registered with the wait (in one step, so that the runner never sees one without the other).
    func sleep(_ seconds: Double, owner: String? = nil, deadline: Deadline? = nil) async {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                state.nextID += 1
                state.waits.append(Wait(at: state.now + seconds, id: state.nextID, continuation: continuation, owner: owner))
                if let deadline { state.deadlines.append(deadline) }
                state.activity += 1
            }
        }
        touch()
    }

    /// A deadline of `owner`, `seconds` from now; `fire` moves the router's timer past it.
    func deadline(_ owner: String, in seconds: Double, fire: @escaping @Sendable () -> Void) -> Deadline {
        Deadline(at: now + seconds, owner: owner, fire: fire)
    }

    /// Registers a deadline (of a middleware or a login that never answers).
    func register(_ deadline: Deadline) {
        state.withLock { state in
            state.deadlines.append(deadline)
            state.activity += 1
        }
    }

    func received(_ event: OpenEvent) {
        state.withLock { $0.events.append(event) }
        write("analytics \(event.outcome)")
    }

    /// What the runner does next: resume the earliest wait or fire the earliest deadline, after moving the clock
    /// to it (a wait before a deadline at the same time: a `next` at the deadline is in time). `false` when
    /// nothing waits on the clock, or when `waitsOnly` and no wait is left.
    func advance(waitsOnly: Bool = false) -> Bool {
        enum Step {
            case wait(CheckedContinuation<Void, Never>)
            case deadline(@Sendable () -> Void)
        }
        let step = state.withLock { state -> Step? in
            let wait = state.waits.indices.min { (state.waits[$0].at, state.waits[$0].id) < (state.waits[$1].at, state.waits[$1].id) }
            let deadline = waitsOnly ? nil : state.deadlines.indices.min { state.deadlines[$0].at < state.deadlines[$1].at }
            if let wait, deadline.map({ state.waits[wait].at <= state.deadlines[$0].at }) ?? true {
                let taken = state.waits.remove(at: wait)
                state.now = max(state.now, taken.at)
                if let owner = taken.owner { state.deadlines.removeAll { $0.owner == owner } }
                return .wait(taken.continuation)
            }
            guard let deadline else { return nil }
            let taken = state.deadlines.remove(at: deadline)
            state.now = max(state.now, taken.at)
            return .deadline(taken.fire)
        }
        switch step {
        case .wait(let continuation)?: continuation.resume()
        case .deadline(let fire)?: fire()
        case nil: return false
        }
        return true
    }
}
