import Switchyard

/// A navigator that performs every navigation by doing nothing: for tests that read `outcome.navigation`
/// (an open whose handler navigates fails without a navigator).
struct PerformingNothing<Screen: Hashable & Sendable>: Navigator {
    func perform(_ navigation: Navigation<Screen>) async {}
}
