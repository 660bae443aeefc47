import CatalogRoutes
import Foundation
import Switchyard
import SwitchyardConfig

// The routes of app.routes.json, handled through the protocol the plugin generated from it: each method gets
// its route's typed value (`route.id` is an Int; reading a parameter the route lacks does not compile).
struct CompiledHandlers: AppRouteHandling {
    func goodsDetail(_ route: AppGoodsDetailRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("goods.detail id=\(route.id)")
    }

    func goodsDetail(_ route: AppItemRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("goods.detail item=\(route.item.uuidString)")
    }

    func goodsReviews(_ route: AppGoodsReviewsRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("goods.reviews id=\(route.id) page=\(route.page.map(String.init) ?? "none")")
    }

    func docsPage(_ route: AppDocsPageRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("docs.page path=\(route.path.joined(separator: ","))")
    }

    func userProfile(_ route: AppUserProfileRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("user.profile name=\(route.name)")
    }

    func goodsSku(_ route: AppGoodsSkuRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("goods.sku code=\(route.code)")
    }

    // The table declares the parameter type `sku`: the protocol asks how to check one.
    func accepts(sku value: Substring) -> Bool { isSKU(value) }
}

/// Eight letters: the check behind `<sku:…>`, for both tables.
@Sendable func isSKU(_ value: Substring) -> Bool { value.count == 8 && value.allSatisfy(\.isLetter) }

// The same table read from its file at run time, bound by name as before the plugin.
func runtimeHandlers() -> NamedHandlers<String> {
    var handlers = NamedHandlers<String>()
    handlers.register("goods.detail") { request in
        if let item = request.parameters["item"] { return .value("goods.detail item=\(item)") }
        return .value("goods.detail id=\(try request.parameters.value("id", as: Int.self))")
    }
    handlers.register("goods.reviews") { request in
        let id = try request.parameters.value("id", as: Int.self)
        return .value("goods.reviews id=\(id) page=\(request.parameters["page"] ?? "none")")
    }
    handlers.register("docs.page") { request in
        .value("docs.page path=\((request.parameters["path"] ?? "").split(separator: "/").joined(separator: ","))")
    }
    handlers.register("user.profile") { request in .value("user.profile name=\(request.parameters["name"] ?? "")") }
    handlers.register("goods.sku") { request in .value("goods.sku code=\(request.parameters["code"] ?? "")") }
    return handlers
}

func outcome(_ router: Router<String>, _ url: String) async -> String {
    do {
        return try await router.open(url, expecting: String.self)
    } catch {
        return "error: \(error)"
    }
}

let tablePath = CommandLine.arguments.dropFirst().first ?? "Sources/PluginApp/app.routes.json"
let compiled = try AppRouteTable.builder(CompiledHandlers()).build()
let file = try RouteTableFile.load(contentsOf: tablePath, types: [.custom("sku", accepts: isSKU)])
let runtime = try RouterBuilder<String>(file: file, handlers: runtimeHandlers()).build()
let urls = [
    "app://goods/7", "app://goods/abc", "app://goods/7/reviews", "app://goods/7/reviews/2",
    "app://item/6F9619FF-8B86-D011-B42D-00C04FC964FF", "app://docs/a/b/c", "app://user/ada",
    "https://app.example/product/9.html", "other://goods/1", "app://sku/ABCDEFGH", "app://sku/ABC1",
]
for url in urls {
    let (viaPlugin, viaFile) = (await outcome(compiled, url), await outcome(runtime, url))
    print("\(url) → \(viaPlugin)\(viaPlugin == viaFile ? "" : " (read at run time: \(viaFile))")")
}
print("link: \(try AppGoodsReviewsRoute(id: 7, page: 2).url())")
print("link: \(try AppGoodsSkuRoute(code: "ABCDEFGH").url())")

// Another module's routes, generated public (CatalogRoutes): bound here, in the app's module.
struct CatalogHandlers: CatalogRouteHandling {
    func itemShow(_ route: CatalogItemRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("item.show id=\(route.id)")
    }

    func files(_ route: CatalogFilesRoute, request: RouteRequest) async throws -> RouteResponse<String> {
        .value("files path=\(route.path.joined(separator: ","))")
    }
}

let catalog = try CatalogRouteTable.builder(CatalogHandlers()).build()
print("catalog://item/3 → \(await outcome(catalog, "catalog://item/3")), handlers \(CatalogRouteHandlers.all)")
print("link: \(try CatalogFilesRoute(path: ["a", "b"]).url())")
