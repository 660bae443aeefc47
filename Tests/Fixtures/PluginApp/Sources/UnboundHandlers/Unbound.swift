import Switchyard

// Handles goods.detail but not cart, and does not check the table's type `sku`: the generated protocol makes each
// missing method a compile error.
struct Unbound: UnboundRouteHandling {
    func goodsDetail(_ route: UnboundGoodsDetailRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("goods \(route.id)")
    }
}
