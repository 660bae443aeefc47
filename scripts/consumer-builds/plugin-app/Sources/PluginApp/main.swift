import Switchyard

// The protocol the plugin generated from app.routes.json: one method per handler, each given its typed route.
struct Routes: AppRouteHandling {
    func goodsDetail(_ route: AppGoodsDetailRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("goods \(route.id)")
    }
}

let router = try AppRouteTable.builder(Routes()).build()
print(try await router.open("shop://goods/42", expecting: String.self))
