import UIKit

/// One screen, drawn from its shared ``ScreenContent``: a text, then a button per action. The navigator
/// makes one per screen (`UIKitNavigator`'s screen factory) and remembers which screen it shows.
final class ScreenViewController: UIViewController {
    let screen: Screen
    private let content: ScreenContent
    private let message = UILabel()

    init(screen: Screen, content: ScreenContent) {
        self.screen = screen
        self.content = content
        super.init(nibName: nil, bundle: nil)
        title = content.title
        tabBarItem = UITabBarItem(title: content.title, image: UIImage(systemName: screen.symbolName), tag: 0)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let text = UILabel()
        text.text = content.text
        text.numberOfLines = 0
        message.textColor = .secondaryLabel
        message.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [text, message] + content.actions.map(button))
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // A prompt the user swiped away: its flow gets no answer and must stop waiting.
        guard let onClose = content.onClose, isBeingDismissed || navigationController?.isBeingDismissed == true else { return }
        Task { await onClose() }
    }

    private func button(for action: ScreenContent.Action) -> UIButton {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = action.title
        return UIButton(
            configuration: configuration,
            primaryAction: UIAction { [weak self] _ in
                Task {
                    guard let text = await action.run() else { return }
                    self?.message.text = text
                }
            })
    }
}

/// A plain message instead of the shop (it could not start, or its root could not be made).
final class MessageViewController: UIViewController {
    private let text: String

    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 20))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.text = text
        view.addSubview(label)
    }
}
