import Switchyard

/// The navigator the UI attached, for flows that show a screen themselves rather than by answering a link
/// (the login gate, the address picker). The router keeps its own reference (`router.attach(_:)`) and has
/// no public getter for it, so the app keeps one too; each variant attaches its navigator to both.
actor ShopWindow {
    private(set) var navigator: (any Navigator<Screen>)?

    func attach(_ navigator: any Navigator<Screen>) {
        self.navigator = navigator
    }

    /// Performs `navigation` on the attached navigator.
    func perform(_ navigation: Navigation<Screen>) async throws(NavigationError) {
        guard let navigator else { throw NavigationError(.unavailable, "the UI has not attached its navigator yet") }
        try await navigator.perform(navigation)
    }
}

/// A screen that asks the user something: a flow presents it and waits for ``ask(in:)``'s answer; the
/// screen's buttons call ``answer(_:)``; a screen the user closed without answering (a sheet swiped
/// away) calls ``closed()`` and the flow gets `nil`. Only one question is open at a time: a second
/// `ask` ends the first with `nil`.
actor ScreenPrompt<Answer: Sendable> {
    let screen: Screen
    private var waiter: CheckedContinuation<Answer?, Never>?
    /// Whether the last answer came from the screen's own button (the flow then dismisses the screen).
    private var answeredOnScreen = false

    init(screen: Screen) {
        self.screen = screen
    }

    /// Presents the screen in `window`, waits for the user, and dismisses it again when a button answered.
    func ask(in window: ShopWindow) async -> Answer? {
        finish(nil, onScreen: false)
        do {
            try await window.perform(.present(screen, style: .formSheet, wrapped: true))
        } catch {
            return nil
        }
        let answer = await withCheckedContinuation { waiter = $0 }
        if answeredOnScreen { try? await window.perform(.dismiss()) }
        return answer
    }

    /// The user answered on the screen.
    func answer(_ answer: Answer) {
        finish(answer, onScreen: true)
    }

    /// The screen went away without an answer (no-op after ``answer(_:)``: no question is open then).
    func closed() {
        finish(nil, onScreen: false)
    }

    private func finish(_ answer: Answer?, onScreen: Bool) {
        guard let waiter else { return }
        self.waiter = nil
        answeredOnScreen = onScreen
        waiter.resume(returning: answer)
    }
}
