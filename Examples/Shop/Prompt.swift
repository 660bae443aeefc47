/// A screen waiting for the (scripted) user: the flow that shows the screen awaits ``answer()``, and the
/// story, once ``shown()`` returns, decides what the user does. It stands in for a button's action in a
/// real app.
actor Prompt<Answer: Sendable> {
    private var isShown = false
    private var shownWaiters: [CheckedContinuation<Void, Never>] = []
    private var answerWaiter: CheckedContinuation<Answer, Never>?
    private var early: Answer?

    /// Called by the flow once its screen is on screen; returns what the user chose.
    func answer() async -> Answer {
        isShown = true
        shownWaiters.forEach { $0.resume() }
        shownWaiters.removeAll()
        if let early { return early }
        return await withCheckedContinuation { answerWaiter = $0 }
    }

    /// Returns once the flow's screen is shown.
    func shown() async {
        if isShown { return }
        await withCheckedContinuation { shownWaiters.append($0) }
    }

    /// The user's choice.
    func respond(_ answer: Answer) {
        if let waiter = answerWaiter {
            answerWaiter = nil
            isShown = false
            waiter.resume(returning: answer)
        } else {
            early = answer
        }
    }
}
