import Switchyard

/// What a screen shows and what its buttons do, shared by the SwiftUI and UIKit variants so that both
/// render the same app. Every button goes through the router: a link (`shop.open`), a target-action, or
/// an answer to the flow that presented the screen. Neither UI pushes a screen by itself.
struct ScreenContent: Sendable {
    struct Action: Sendable, Identifiable {
        let title: String
        /// Runs the action; a message to show on the screen, or `nil`.
        let run: @Sendable () async -> String?
        var id: String { title }
    }

    let title: String
    let text: String
    let actions: [Action]
    /// What to do when the screen goes away (a prompt the user closed without answering).
    var onClose: (@Sendable () async -> Void)?
}

extension ShopServices {
    /// The content of `screen`.
    func content(of screen: Screen) -> ScreenContent {
        let link = { (title: String, url: String) in
            ScreenContent.Action(title: title) {
                self.open(url)
                return nil
            }
        }
        switch screen {
        case .home, .goodsList:
            return ScreenContent(
                title: screen.description, text: "New this week.",
                actions: [link("Goods #7", "shop://goods/7"), link("Goods #42", "shop://goods/42"), link("All goods", "shop://goods")])
        case .goods(let id):
            return ScreenContent(
                title: screen.description, text: "A product page.",
                actions: [
                    link("Reviews", "shop://goods/\(id)/reviews"),
                    ScreenContent.Action(title: "Add to cart") { await self.addToCart(id) },
                    link("Open the cart", "shop://cart"),
                ])
        case .reviews(let id):
            return ScreenContent(title: screen.description, text: "★★★★☆", actions: [link("Back to the product", "shop://goods/\(id)")])
        case .cartTab, .cart:
            return ScreenContent(
                title: screen.description, text: "Your cart.",
                actions: [
                    link("Show the cart (needs a login)", "shop://cart"),
                    ScreenContent.Action(title: "Check out") { await self.checkOut() },
                ])
        case .meTab, .profile:
            return ScreenContent(title: screen.description, text: "Your account.", actions: [link("Ada's profile", "shop://user/ada")])
        case .login:
            return ScreenContent(
                title: screen.description, text: "Log in to see your cart.",
                actions: [
                    ScreenContent.Action(title: "Log in") { await self.answer(self.login, true) },
                    ScreenContent.Action(title: "Not now") { await self.answer(self.login, false) },
                ],
                onClose: { await self.login.closed() })
        case .addressPicker:
            return ScreenContent(
                title: screen.description, text: "Deliver to:",
                actions: Address.saved.map { address in
                    ScreenContent.Action(title: address.description) { await self.answer(self.addressPicker, address) }
                },
                onClose: { await self.addressPicker.closed() })
        case .web(let page):
            return ScreenContent(title: screen.description, text: page.url, actions: [])
        case .notFound(let url):
            return ScreenContent(title: screen.description, text: url, actions: [])
        case .flashSale(let name):
            return ScreenContent(title: screen.description, text: "Tonight only: \(name).", actions: [])
        }
    }

    /// Answers the flow that presented a prompt; the flow dismisses the screen.
    private func answer<Answer: Sendable>(_ prompt: ScreenPrompt<Answer>, _ answer: Answer) async -> String? {
        await prompt.answer(answer)
        return nil
    }

    /// Calls the cart module's `add` action, as any module would: through the router's pipeline.
    private func addToCart(_ id: Int) async -> String {
        do {
            let result = try await router.perform(target: "cart", action: "add", parameters: ["id": .string("\(id)")])
            return "In the cart: \((try? result.value(as: Int.self)).map(String.init) ?? "?") item(s)"
        } catch {
            return "Not added: \(error)"
        }
    }

    /// Asks the address module for an address: an internal route that returns a value.
    private func checkOut() async -> String {
        do {
            let address = try await router.open("shop://address/pick", expecting: Address.self)
            return "Delivering to \(address)"
        } catch {
            return "No checkout: \(error)"
        }
    }
}
