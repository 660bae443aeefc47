import Switchyard

// Handles goods.detail but not cart: the generated protocol makes the missing method a compile error.
struct Unbound: UnboundRouteHandling {
    func goodsDetail(_ route: UnboundGoodsDetailRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("goods \(route.id)")
    }
}
