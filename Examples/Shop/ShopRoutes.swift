import Switchyard

/// The handlers of shop.routes.json, as the protocol the build plugin generated from the table asks for:
/// one method per handler, each given its route's typed value (`route.id` is an `Int`). Each method hands
/// the route to the module that answers it; the in-app web page is the app's own. A route the table adds
/// without a method here, or a method reading a parameter its route lacks, does not compile.
struct ShopRoutes: ShopRouteHandling {
    let goods: GoodsModule
    let user: UserModule
    let cart: CartModule
    let address: AddressModule

    func goodsList(_ route: ShopGoodsListRoute, request: RouteRequest) async throws -> RouteResponse<Screen> {
        goods.list(route)
    }

    func goodsDetail(_ route: ShopGoodsDetailRoute, request: RouteRequest) async throws -> RouteResponse<Screen> {
        goods.detail(route)
    }

    func goodsReviews(_ route: ShopGoodsReviewsRoute, request: RouteRequest) async throws -> RouteResponse<Screen> {
        goods.reviews(route)
    }

    func userProfile(_ route: ShopUserProfileRoute, request: RouteRequest) async throws -> RouteResponse<Screen> {
        user.profile(route)
    }

    func cart(_ route: ShopCartRoute, request: RouteRequest) async throws -> RouteResponse<Screen> {
        cart.open(route)
    }

    func addressPick(_ route: ShopAddressPickRoute, request: RouteRequest) async throws -> RouteResponse<Screen> {
        try await address.pick(route)
    }

    /// The in-app web page loads only pages of the table's web origins: `webDestination` checks the
    /// parameter, and a `Screen.web` cannot be made from a plain string.
    func webPage(_ route: ShopWebPageRoute, request: RouteRequest) async throws -> RouteResponse<Screen> {
        .navigate(.show(.web(try request.webDestination("url"))))
    }
}

extension ShopRoutes {
    /// The same handlers by name, for the routes a routing document adds at run time (`NamedHandlers`: such a
    /// document is read when it arrives, so its routes cannot be checked when the app compiles). A document's
    /// route is handled as the table's route of that handler, its parameters decoded as that route's type.
    var byName: NamedHandlers<Screen> {
        var handlers = NamedHandlers<Screen>()
        handlers.register(ShopRouteHandlers.goodsList) {
            try await goodsList(try $0.parameters.decode(ShopGoodsListRoute.self), request: $0)
        }
        handlers.register(ShopRouteHandlers.goodsDetail) {
            try await goodsDetail(try $0.parameters.decode(ShopGoodsDetailRoute.self), request: $0)
        }
        handlers.register(ShopRouteHandlers.goodsReviews) {
            try await goodsReviews(try $0.parameters.decode(ShopGoodsReviewsRoute.self), request: $0)
        }
        handlers.register(ShopRouteHandlers.userProfile) {
            try await userProfile(try $0.parameters.decode(ShopUserProfileRoute.self), request: $0)
        }
        handlers.register(ShopRouteHandlers.cart) { try await cart(try $0.parameters.decode(ShopCartRoute.self), request: $0) }
        handlers.register(ShopRouteHandlers.addressPick) {
            try await addressPick(try $0.parameters.decode(ShopAddressPickRoute.self), request: $0)
        }
        handlers.register(ShopRouteHandlers.webPage) { try await webPage(try $0.parameters.decode(ShopWebPageRoute.self), request: $0) }
        return handlers
    }
}
