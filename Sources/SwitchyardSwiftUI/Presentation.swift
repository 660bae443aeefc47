public import Switchyard

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    /// A presented container as SwiftUI shows it: an identifiable value for `.sheet(item:)` and
    /// `.fullScreenCover(item:)`.
    ///
    /// Its identity is its level and root screen, not its whole stack, so pushing inside a sheet updates
    /// the sheet instead of presenting it again. Its content reads the stack's path from the model:
    ///
    /// ```swift
    /// struct PresentedView: View {
    ///     @Bindable var model: NavigationModel<Screen>
    ///     let presentation: NavigationModel<Screen>.Presentation
    ///     var body: some View {
    ///         NavigationStack(path: $model[path: presentation.container]) {
    ///             ScreenView(screen: presentation.root)
    ///                 .navigationDestination(for: Screen.self) { ScreenView(screen: $0) }
    ///         }
    ///         .sheet(item: $model[sheet: presentation.level + 1]) { PresentedView(model: model, presentation: $0) }
    ///     }
    /// }
    /// ```
    public struct Presentation: Identifiable, Hashable, Sendable {
        /// What identifies a presentation for SwiftUI.
        public struct ID: Hashable, Sendable {
            /// The level in the chain of presented containers, 0 the lowest.
            package let level: Int
            /// The screen at the bottom of the presented stack.
            package let root: Screen
        }

        /// The level in the chain of presented containers, 0 the lowest.
        public let level: Int
        /// The presented stack as it was when this value was read.
        public let stack: ScreenStack<Screen>
        /// How the container was asked to cover what is beneath.
        public let style: PresentationStyle
        /// The screen at the bottom of the presented stack (the root of its `NavigationStack`).
        public let root: Screen

        /// Where the presented stack is in the tree, for ``NavigationModel/subscript(path:)``.
        public var container: ContainerID { .modal(level) }

        /// Whether SwiftUI shows it as a full-screen cover: `PresentationStyle.fullScreen` and
        /// `PresentationStyle.overCurrentContext` cover the screen; every other style is a sheet.
        public var isFullScreenCover: Bool { Self.coversFullScreen(style) }

        /// Level and root screen: stable while screens are pushed inside the presented stack.
        public var id: ID { ID(level: level, root: root) }

        /// A presentation of `stack` at `level`; `nil` for an empty stack (which the tree never holds).
        package init?(level: Int, stack: ScreenStack<Screen>, style: PresentationStyle) {
            guard let root = stack.screens.first else { return nil }
            self.level = level
            self.stack = stack
            self.style = style
            self.root = root
        }

        init?(level: Int, modal: NavigationTree<Screen>.Modal) {
            self.init(level: level, stack: modal.stack, style: modal.style)
        }

        /// Whether `style` is shown as a full-screen cover rather than a sheet.
        package static func coversFullScreen(_ style: PresentationStyle) -> Bool {
            switch style {
            case .fullScreen, .overCurrentContext: return true
            case .automatic, .pageSheet, .formSheet: return false
            }
        }
    }
}
