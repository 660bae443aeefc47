import Switchyard

/// Every screen of the Shop app. A screen is a value: handlers return it inside a `Navigation`, the
/// navigator shows it, and a saved window is a list of them.
enum Screen: Hashable, Sendable, Codable, CustomStringConvertible {
    case home, cartTab, meTab
    case goodsList, goods(Int), reviews(Int)
    case profile(String)
    case cart, login, addressPicker
    case web(WebDestination)
    case notFound(String)
    case flashSale(String)

    var description: String {
        switch self {
        case .home: return "Home"
        case .cartTab: return "Shopping"
        case .meTab: return "Me"
        case .goodsList: return "Goods"
        case .goods(let id): return "Goods #\(id)"
        case .reviews(let id): return "Reviews of #\(id)"
        case .profile(let uid): return "Profile \(uid)"
        case .cart: return "Cart"
        case .login: return "Log in"
        case .addressPicker: return "Pick an address"
        case .web(let url): return "Web page \(url)"
        case .notFound(let url): return "Not found (\(url))"
        case .flashSale(let name): return "Flash sale \(name)"
        }
    }
}

/// What the address picker returns to whoever opened it.
struct Address: Sendable, Hashable, CustomStringConvertible {
    let name: String
    let city: String
    var description: String { "\(name), \(city)" }
}
