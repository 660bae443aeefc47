import Foundation
import SwitchyardTool
import Testing

/// `switchyard routes` and `switchyard diff` on the fixture tables in Examples/Tools.
@Suite("switchyard routes and diff")
struct ReviewTests {
    @Test func routesDrawsTheTableAsATree() async throws {
        let run = try await ToolTests.run(["routes", "--table", "Examples/Tools/routes-new.json"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(
            run.output == """
                Examples/Tools/routes-new.json: 8 routes in 3 namespaces
                shop (6 routes, falls back to global)
                ├─ goods (4)
                │  ├─ :id (2) → goods.page  [public]
                │  │  └─ share → goods.share  [public · tags: login, share]
                │  ├─ <int:id> (1)
                │  │  └─ reviews(/<int:page>) → goods.reviews  [priority 5 · public]
                │  └─ new → goods.new  [internal]
                └─ user (2)
                   ├─ <int:uid> → user.profile  [public]
                   └─ me → user.me  [internal · tags: login]
                https (1 route)
                └─ m.shop.example (1)
                   └─ app (1)
                      └─ # (1)
                         └─ cart(/:tab) → cart  [public · accept: https://m.shop.example]
                global (1 route)
                └─ settings → settings  [public]

                """)
    }

    @Test func routesAsJSON() async throws {
        let run = try await ToolTests.run(["routes", "--table", "Examples/Tools/routes-old.json", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.output == Self.routesJSON + "\n")
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(document?["routes"] as? Int == 8)
    }

    static let routesJSON = """
        {"file":"Examples/Tools/routes-old.json","routes":8,"namespaces":[{"name":"shop","fallbackToGlobal":true,"count":6,"children":[{"segment":"goods","count":3,"routes":[],"children":[{"segment":":id","count":1,"routes":[{"pattern":"/goods/:id","scheme":"shop","priority":0,"handler":"goods.detail","name":"goods","visibility":"public","tags":[]}],"children":[]},{"segment":"<int:id>","count":1,"routes":[],"children":[{"segment":"reviews(/<int:page>)","count":1,"routes":[{"pattern":"/goods/<int:id>/reviews(/<int:page>)","scheme":"shop","priority":0,"handler":"goods.reviews","visibility":"public","tags":[]}],"children":[]}]},{"segment":"new","count":1,"routes":[{"pattern":"/goods/new","scheme":"shop","priority":0,"handler":"goods.new","visibility":"internal","tags":[]}],"children":[]}]},{"segment":"user","count":2,"routes":[],"children":[{"segment":":uid([0-9]{4,12})","count":1,"routes":[{"pattern":"/user/:uid([0-9]{4,12})","scheme":"shop","priority":0,"handler":"user.profile","visibility":"public","tags":[]}],"children":[]},{"segment":"me","count":1,"routes":[{"pattern":"/user/me","scheme":"shop","priority":0,"handler":"user.me","visibility":"public","tags":["login"]}],"children":[]}]},{"segment":"search","count":1,"routes":[{"pattern":"/search","scheme":"shop","priority":0,"handler":"search","visibility":"public","tags":[]}],"children":[]}]},{"name":"https","fallbackToGlobal":false,"count":1,"children":[{"segment":"m.shop.example","count":1,"routes":[],"children":[{"segment":"app","count":1,"routes":[],"children":[{"segment":"#","count":1,"routes":[],"children":[{"segment":"cart(/:tab)","count":1,"routes":[{"pattern":"https://m.shop.example/app#/cart(/:tab)","scheme":"https","priority":0,"handler":"cart","visibility":"public","tags":[]}],"children":[]}]}]}]}]},{"name":"global","fallbackToGlobal":false,"count":1,"children":[{"segment":"settings","count":1,"routes":[{"pattern":"/settings","scheme":"global","priority":0,"handler":"settings","visibility":"public","tags":[]}],"children":[]}]}]}
        """

    @Test func diffListsRoutesAndURLsThatMove() async throws {
        let run = try await ToolTests.run(["diff", "Examples/Tools/routes-old.json", "Examples/Tools/routes-new.json"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                --- Examples/Tools/routes-old.json (8 routes)
                +++ Examples/Tools/routes-new.json (8 routes)
                added:
                  + "/goods/:id/share" (shop) → goods.share  [public · tags: login, share]
                  + "/user/<int:uid>" (shop) → user.profile  [public]
                removed:
                  - "/user/:uid([0-9]{4,12})" (shop) → user.profile
                  - "/search" (shop) → search
                changed:
                  ~ "/goods/:id" (shop): handler goods.detail → goods.page
                  ~ "/goods/<int:id>/reviews(/<int:page>)" (shop): priority 0 → 5
                  ~ "/user/me" (shop): visibility public → internal
                  ~ "https://m.shop.example/app#/cart(/:tab)" (https): accept (the table's) → [https://m.shop.example]
                URLs that would now go elsewhere:
                  shop://user/1234
                    was: "/user/:uid([0-9]{4,12})" (shop) → user.profile
                    now: "/user/<int:uid>" (shop) → user.profile
                  shop://search
                    was: "/search" (shop) → search
                    now: nowhere (no route matches /search in namespaces shop and global)
                2 added, 2 removed, 4 changed, 2 URLs now going elsewhere

                """)
    }

    @Test func diffAsJSON() async throws {
        let run = try await ToolTests.run(["diff", "--format", "json", "Examples/Tools/routes-old.json", "Examples/Tools/routes-new.json"])
        #expect(run.status == 0)
        #expect(run.output == Self.diffJSON + "\n")
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect((document?["moved"] as? [Any])?.count == 2)
    }

    static let diffJSON = """
        {"old":"Examples/Tools/routes-old.json","new":"Examples/Tools/routes-new.json","added":[{"pattern":"/goods/:id/share","scheme":"shop","priority":0,"handler":"goods.share","visibility":"public","tags":["login","share"]},{"pattern":"/user/<int:uid>","scheme":"shop","priority":0,"handler":"user.profile","visibility":"public","tags":[]}],"removed":[{"pattern":"/user/:uid([0-9]{4,12})","scheme":"shop","priority":0,"handler":"user.profile","visibility":"public","tags":[]},{"pattern":"/search","scheme":"shop","priority":0,"handler":"search","visibility":"public","tags":[]}],"changed":[{"route":{"pattern":"/goods/:id","scheme":"shop","priority":0,"handler":"goods.page","name":"goods","visibility":"public","tags":[]},"fields":[{"field":"handler","old":"goods.detail","new":"goods.page"}]},{"route":{"pattern":"/goods/<int:id>/reviews(/<int:page>)","scheme":"shop","priority":5,"handler":"goods.reviews","visibility":"public","tags":[]},"fields":[{"field":"priority","old":"0","new":"5"}]},{"route":{"pattern":"/user/me","scheme":"shop","priority":0,"handler":"user.me","visibility":"internal","tags":["login"]},"fields":[{"field":"visibility","old":"public","new":"internal"}]},{"route":{"pattern":"https://m.shop.example/app#/cart(/:tab)","scheme":"https","priority":0,"handler":"cart","visibility":"public","tags":[],"accept":["https://m.shop.example"]},"fields":[{"field":"accept","old":"(the table's)","new":"[https://m.shop.example]"}]}],"moved":[{"url":"shop://user/1234","old":{"matched":true,"pattern":"/user/:uid([0-9]{4,12})","scheme":"shop","handler":"user.profile"},"new":{"matched":true,"pattern":"/user/<int:uid>","scheme":"shop","handler":"user.profile"}},{"url":"shop://search","old":{"matched":true,"pattern":"/search","scheme":"shop","handler":"search"},"new":{"matched":false,"reason":"no route matches /search in namespaces shop and global"}}]}
        """

    @Test func diffOfATableWithItselfIsEmpty() async throws {
        let same = try await ToolTests.run(["diff", "Examples/Tools/routes-old.json", "Examples/Tools/routes-old.json"])
        #expect(same.status == 0)
        #expect(
            same.output == """
                --- Examples/Tools/routes-old.json (8 routes)
                +++ Examples/Tools/routes-old.json (8 routes)
                no differences

                """)
    }

    @Test func aTableThatDoesNotLoadExitsWithStatus1() async throws {
        let diff = try await ToolTests.run(["diff", "Examples/Tools/routes-old.json", "Examples/broken.json"])
        #expect(diff.status == 1)
        #expect(diff.output.isEmpty)
        #expect(diff.error.contains("Examples/broken.json:5:28: error: unbalanced '(': this optional group is never closed"))
        let routes = try await ToolTests.run(["routes", "--table", "Examples/missing.json"])
        #expect(routes.status == 1)
        #expect(routes.error.hasPrefix("Examples/missing.json:1:1: error: cannot read file"))
        let format = try await ToolTests.run(["routes", "--table", "Examples/shop.json", "--format", "xml"])
        #expect(format.status == 64)
    }

    @Test func segmentsKeepGroupsRegexesAndPlaceholdersWhole() {
        #expect(RouteTree.segments("/goods/<int:id>/reviews(/<int:page>)") == ["goods", "<int:id>", "reviews(/<int:page>)"])
        #expect(RouteTree.segments("https://m.shop.example/app#/cart") == ["m.shop.example", "app", "#", "cart"])
        #expect(RouteTree.segments("/tel/:n([0-9/]+)") == ["tel", ":n([0-9/]+)"])
        #expect(RouteTree.segments("shop://goods/:id") == ["goods", ":id"])
        #expect(RouteTree.segments("/") == ["/"])
        #expect(RouteTree.segments("/a//b/") == ["a", "b"])
    }
}
