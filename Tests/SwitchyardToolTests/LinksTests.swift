import Foundation
import SwitchyardConfig
import SwitchyardMatching
import SwitchyardTool
import Testing

/// `switchyard gen links` on Examples/Tools/links.json: the three files' exact text, that the JSON parses,
/// the layout with several hosts, and refusals with a message.
@Suite("switchyard gen links")
struct LinksTests {
    static let fingerprint = (0..<32).map { String(format: "%02x", $0) }.joined(separator: ":")

    static func arguments(table: String = "Examples/Tools/links.json", output: String) -> [String] {
        [
            "gen", "links", "--table", table, "--apple-app-id", "ABCDE12345.com.example.shop", "--android-package", "com.example.shop",
            "--android-fingerprint", fingerprint, "--output", output,
        ]
    }

    /// A fresh directory for one test, removed by the caller.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-links-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func read(_ directory: URL, _ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    @Test func writesTheThreeFiles() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("links").path
        let run = try await ToolTests.run(Self.arguments(output: output))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "\(output)/apple-app-site-association\n\(output)/assetlinks.json\n\(output)/intent-filters.xml\n")
        let links = URL(fileURLWithPath: output)
        #expect(try Self.read(links, "apple-app-site-association") == Self.aasa)
        #expect(try Self.read(links, "assetlinks.json") == Self.assetLinks)
        #expect(try Self.read(links, "intent-filters.xml") == Self.intentFilters)
    }

    @Test func theJSONFilesParse() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await ToolTests.run(Self.arguments(output: directory.path))
        #expect(run.status == 0)
        let aasa = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("apple-app-site-association")))
        let details = ((aasa as? [String: Any])?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        #expect((details?.first?["components"] as? [Any])?.count == 14)
        let statements =
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("assetlinks.json")))
            as? [[String: Any]]
        let target = statements?.first?["target"] as? [String: Any]
        #expect(target?["package_name"] as? String == "com.example.shop")
    }

    /// Each component, its `*` filled with `1`, is a URL that `switchyard match` sends to a route: an
    /// internal one exactly when the component is excluded.
    @Test func componentsAgreeWithTheMatcher() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await ToolTests.run(Self.arguments(output: directory.path))
        let aasa = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("apple-app-site-association")))
        let details = ((aasa as? [String: Any])?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        let components = try #require(details?.first?["components"] as? [[String: Any]])
        let urls = components.map { component in
            let path = (component["/"] as? String ?? "").replacingOccurrences(of: "*", with: "1")
            let fragment = (component["#"] as? String).map { "#" + $0.replacingOccurrences(of: "*", with: "1") } ?? ""
            return "https://www.shop.example" + path + fragment
        }
        let run = try await ToolTests.run(["match", "--table", "Examples/Tools/links.json"] + urls)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == components.count)
        for (component, line) in zip(components, lines) {
            let excluded = component["exclude"] as? Bool ?? false
            #expect(line.contains(#""matched":true"#), "\(line)")
            #expect(line.contains(#""visibility":"internal""#) == excluded, "\(line)")
        }
    }

    @Test func severalHostsGetAFileEach() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = directory.appendingPathComponent("two.json").path
        try #"""
        { "options": { "accept": ["https://a.example", "https://b.example", "https://c.example", "https://a.example"] },
          "namespaces": { "https": { "fallbackToGlobal": true } },
          "routes": [ { "pattern": "/x/:id", "handler": "x", "accept": ["https://a.example", "https://b.example"] },
                      { "pattern": "https://b.example/only-b", "handler": "b" } ] }
        """#.write(toFile: table, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out")
        let run = try await ToolTests.run(Self.arguments(table: table, output: output.path))
        #expect(run.status == 0, "\(run.error)")
        let a = try Self.read(output, "a.example/apple-app-site-association")
        let b = try Self.read(output, "b.example/apple-app-site-association")
        #expect(a.contains(#""/": "/x/*""#) && !a.contains("only-b"))
        #expect(b.contains(#""/": "/only-b""#) && b.contains(#""/": "/x/*""#))
        #expect(!(try Self.read(output, "c.example/apple-app-site-association")).contains(#""/": "#))
        let filters = try Self.read(output, "intent-filters.xml")
        #expect(filters.contains(#"android:host="b.example" android:pathPattern="/only-b""#))
        #expect(filters.contains("<!-- c.example: no public paths, so no intent filter -->"))
        #expect(run.output.split(separator: "\n").count == 5)  // a.example once, b.example, c.example, assetlinks.json, intent-filters.xml
    }

    /// A URL of a host is matched in the https namespace; its global routes count only when that namespace
    /// has no routes or falls back to them, as `switchyard match` answers.
    @Test func globalRoutesCountOnlyWhenHTTPSURLsReachThem() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("no-fallback.json").path
        try #"""
        { "options": { "accept": ["https://a.example", "https://b.example"] },
          "routes": [ { "pattern": "/x/:id", "handler": "x" }, { "pattern": "https://b.example/only-b", "handler": "b" } ] }
        """#.write(toFile: path, atomically: true, encoding: .utf8)
        let links = try LinkFiles(try RouteTableFile.load(contentsOf: path))
        #expect(links.hosts.map(\.name) == ["a.example", "b.example"])
        #expect(links.hosts[0].entries.isEmpty)
        #expect(links.hosts[1].entries.map(\.variant.aasaPath) == ["/only-b"])
    }

    @Test func refusesBadInputWithAMessage() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = Self.arguments(output: directory.path)
        arguments[arguments.firstIndex(of: "--apple-app-id")! + 1] = "com.example.shop"
        let badID = try await ToolTests.run(arguments)
        #expect(badID.status == 64)
        #expect(
            badID.error.contains(
                "--apple-app-id expects TEAMID.bundle.id (a 10-character team ID, a dot, the bundle ID), got 'com.example.shop'"))
        arguments = Self.arguments(output: directory.path)
        arguments[arguments.firstIndex(of: "--android-fingerprint")! + 1] = "AB:CD"
        let badPrint = try await ToolTests.run(arguments)
        #expect(badPrint.status == 64)
        #expect(badPrint.error.contains("--android-fingerprint expects the certificate's SHA-256: 32 hex bytes (AB:CD:…), got 'AB:CD'"))
        let noHosts = try await ToolTests.run(Self.arguments(table: "Examples/shop.yaml", output: directory.path))
        #expect(noHosts.status == 1)
        #expect(noHosts.error.contains("options.accept"))
        let broken = try await ToolTests.run(Self.arguments(table: "Examples/broken.json", output: directory.path))
        #expect(broken.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func fingerprintsAreNormalised() throws {
        let apps = try GenLinks.apps("ABCDE12345.com.example.shop", "com.example.shop", String(repeating: "ab", count: 32))
        #expect(apps.androidFingerprint == Array(repeating: "AB", count: 32).joined(separator: ":"))
        #expect((try? GenLinks.apps("ABCDE12345.com.example.shop", "shop", String(repeating: "ab", count: 32))) == nil)
        #expect((try? GenLinks.apps("ABCDE12345.com.example.shop", "com.1example", String(repeating: "ab", count: 32))) == nil)
    }

    @Test func patternsBecomePlatformPaths() throws {
        let reviews = LinkVariant.variants(of: "/goods/<int:id>/reviews(/<int:page>)")
        #expect(reviews.map(\.aasaPath) == ["/goods/*/reviews/*", "/goods/*/reviews"])
        #expect(reviews.map(\.androidPath) == ["/goods/.*/reviews/.*", "/goods/.*/reviews"])
        let hash = LinkVariant.variants(of: "/app#/cart(/:tab)")
        #expect(hash.map(\.aasaPath) == ["/app", "/app"])
        #expect(hash.map(\.aasaFragment) == ["/cart/*", "/cart"])
        #expect(LinkVariant.variants(of: "/tel/:n([0-9()]+)/x").map(\.aasaPath) == ["/tel/*/x"])
        #expect(LinkVariant.variants(of: "/a/:x.pdf").map(\.androidPath) == [#"/a/.*\\.pdf"#])
        #expect(LinkVariant.glob("/admin/*", matches: "/admin/help"))
        #expect(!LinkVariant.glob("/admin/*", matches: "/admin"))
        #expect(LinkVariant.glob("/a?c*", matches: "/abcdef"))
        // `(/` after a name opens an optional group, as the pattern parser reads it, not a regex.
        #expect(LinkVariant.variants(of: "/goods/:id(/reviews)").map(\.aasaPath) == ["/goods/*/reviews", "/goods/*"])
        let many = LinkVariant.variants(of: "/a(/b)(/c)(/d)(/e)")
        #expect(many.map(\.aasaPath) == ["/a*"])
        // The host decides: a host constraint claims on its host only; a placeholder in the host takes the host (the
        // path follows it), a wildcard there every path; a host that is not a constraint is the first path segment.
        let table = try RouteTableFile.parse(Array(#"{"routes": []}"#.utf8), file: "empty.json").table
        let claims = HostClaims(host: "www.shop.example", table: table)
        func paths(_ pattern: String) throws -> [String] {
            try claims.variants(RoutePattern(pattern)).map { $0.aasaPath + ($0.aasaFragment.map { "#" + $0 } ?? "") }
        }
        #expect(try paths("https://www.shop.example/app#/cart") == ["/app#/cart"])
        #expect(try paths("https://WWW.Shop.Example") == ["/"])
        #expect(try paths("https://m.shop.example/goods/:id").isEmpty)
        #expect(try paths("https://<id>/detail") == ["/detail"])
        #expect(try paths("https://www.shop.<tld=example|test>/p/<int:id>") == ["/p/*"])
        #expect(try paths("https://www.shop.<tld=com|de>/p/<int:id>").isEmpty)
        #expect(try paths("https://<int:n>/detail").isEmpty)
        #expect(try paths("https://<path:url>") == ["/*"])
        #expect(try paths("https://*") == ["/*"])
        #expect(try paths("https://search") == ["/search"])
        #expect(try paths("/docs/*rest") == ["/docs/*", "/docs"])
        #expect(try paths("/p/<path:rest>") == ["/p/*"])
        #expect(try paths("/x#/*") == ["/x#/*", "/x#"])
        // Under `always` (or for a host without a dot) the host is the first path segment: a route's first segment must match it.
        let always = try RouteTableFile.parse(Array(#"{"options": {"hostAsPath": "always"}, "routes": []}"#.utf8), file: "a.json").table
        let segment = HostClaims(host: "m.shop.example", table: always)
        #expect(try segment.variants(RoutePattern("/:first/goods/:id", hostAsPath: .always)).map(\.aasaPath) == ["/goods/*"])
        #expect(try segment.variants(RoutePattern("/m.shop.example", hostAsPath: .always)).map(\.aasaPath) == ["/"])
        #expect(try segment.variants(RoutePattern("/goods/:id", hostAsPath: .always)).isEmpty)
        #expect(try segment.variants(RoutePattern("/*", hostAsPath: .always)).map(\.aasaPath) == ["/*"])
    }

    /// A regex rewrite claims the path its literal beginning fixes on the host, then `*`.
    @Test func regexRewritesClaimTheirLiteralBeginning() {
        func path(_ regex: String, _ host: String = "m.shop.example") -> String? { LinkFiles.regexVariant(regex, host: host)?.aasaPath }
        #expect(path(#"^https://m\.shop\.example/p(?<id>[0-9]+)$"#) == "/p*")
        #expect(path(#"https://m\.shop\.example/p/(?<id>[0-9]+)-[a-z-]+"#) == "/p/*")
        #expect(path(#"^https://m\.shop\.example/about$"#) == "/about")
        #expect(path(#"^https://m\.shop\.example/abouts?$"#) == "/about*")
        #expect(path(#"^https://m\.shop\.example(/.*)?$"#) == "/*")
        #expect(path(#"^https://m\.shop\.example/p(?<id>[0-9]+)$"#, "www.shop.example") == nil)
        #expect(path(#"^https://m\.shop\.example2/p"#) == nil)
        #expect(path(#"^(?i)https://m\.shop\.example/p"#) == nil)
        #expect(path(#"^https://m\.shop\.example/a|^https://m\.shop\.example/b"#) == nil)
        #expect(path(#"^https://m\.shop\.example/\d+"#) == "/*")
    }

    static let aasa = #"""
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.shop"],
                "components": [
                  {
                    "/": "/goods/new",
                    "exclude": true,
                    "comment": "route \"/goods/new\" → goods.new"
                  },
                  {
                    "/": "/admin/help",
                    "comment": "route \"/admin/help\" → admin.help"
                  },
                  {
                    "/": "/admin/*",
                    "exclude": true,
                    "comment": "route \"/admin/*\" → admin"
                  },
                  {
                    "/": "/admin",
                    "exclude": true,
                    "comment": "route \"/admin/*\" → admin"
                  },
                  {
                    "/": "/reset",
                    "exclude": true,
                    "comment": "rewrite \"https://www.shop.example/reset\" → \"https://www.shop.example/admin/reset\""
                  },
                  {
                    "/": "/app",
                    "#": "/cart/*",
                    "comment": "route \"https://www.shop.example/app#/cart(/:tab)\" → cart"
                  },
                  {
                    "/": "/app",
                    "#": "/cart",
                    "comment": "route \"https://www.shop.example/app#/cart(/:tab)\" → cart"
                  },
                  {
                    "/": "/",
                    "comment": "route \"/\" → home"
                  },
                  {
                    "/": "/goods/*",
                    "comment": "route \"/goods/:id\" → goods.detail"
                  },
                  {
                    "/": "/goods/*/reviews/*",
                    "comment": "route \"/goods/<int:id>/reviews(/<int:page>)\" → goods.reviews"
                  },
                  {
                    "/": "/goods/*/reviews",
                    "comment": "route \"/goods/<int:id>/reviews(/<int:page>)\" → goods.reviews"
                  },
                  {
                    "/": "/shop/shop-*",
                    "comment": "route \"/shop/shop-<int:shopID>\" → shop.home"
                  },
                  {
                    "/": "/files/*.pdf",
                    "comment": "route \"/files/:name.pdf\" → files.pdf"
                  },
                  {
                    "/": "/product/*.html",
                    "comment": "rewrite \"https://www.shop.example/product/:id.html\" → \"https://www.shop.example/goods/{id}\""
                  }
                ]
              }
            ]
          }
        }

        """#

    static let assetLinks = #"""
        [
          {
            "relation": ["delegate_permission/common.handle_all_urls"],
            "target": {
              "namespace": "android_app",
              "package_name": "com.example.shop",
              "sha256_cert_fingerprints": [
                "00:01:02:03:04:05:06:07:08:09:0A:0B:0C:0D:0E:0F:10:11:12:13:14:15:16:17:18:19:1A:1B:1C:1D:1E:1F"
              ]
            }
          }
        ]

        """#

    static let intentFilters = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Generated by switchyard gen links from Examples/Tools/links.json.
             Copy the intent filters into the <activity> that opens links. Intent filters cannot exclude
             paths: internal routes are left out, and a link to one that a broader pattern covers reaches
             the app, whose router refuses it. -->
        <intent-filters xmlns:android="http://schemas.android.com/apk/res/android">
            <intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/app" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/goods/.*" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/goods/.*/reviews/.*" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/goods/.*/reviews" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/shop/shop-.*" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/files/.*\\.pdf" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/admin/help" />
                <data android:scheme="https" android:host="www.shop.example" android:pathPattern="/product/.*\\.html" />
            </intent-filter>
            <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="shop" />
            </intent-filter>
            <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="shopapp" />
            </intent-filter>
        </intent-filters>

        """#
}
