import Foundation
import SwitchyardConfig
import Testing

/// Issue #90: a route-table file names the app (`options.apps`, RouteTableFileFormat's "The app's identities"; ADR
/// 0078) for a web page's jump. Every value is checked at its place with the file's texts (errors.json's `apps.*` and
/// `value.*`, the same words the JVM reader and the web module's jump-apps.js print); matching ignores it.
@Suite("Route-table files: the app's identities")
struct AppIdentitiesFileTests {
    static let head = #"{"options": {"apps": "#

    /// The table around `apps`, and the diagnostics it gives.
    static func errors(_ apps: String) -> [String] {
        specErrors(head + apps + #"}, "routes": []}"#, .json)
    }

    /// `t.json:1:COLUMN: MESSAGE`, the column that of `needle`'s `nth` occurrence in `apps`.
    static func at(_ apps: String, _ needle: String, nth: Int = 1, _ message: String) -> String {
        var from = apps.startIndex
        var found = apps.startIndex
        for _ in 0..<nth {
            let range = apps.range(of: needle, range: from..<apps.endIndex)!
            found = range.lowerBound
            from = range.upperBound
        }
        return "t.json:1:\(head.count + apps.distance(from: apps.startIndex, to: found) + 1): \(message)"
    }

    static let ios = #""appStoreId": "1234567890", "teamId": "ABCDE12345", "bundleId": "com.shop.app""#

    @Test func everyKeyIsReadAndMatchingIgnoresThem() throws {
        let apps =
            #"{"hosts": ["m.shop.example"], "x-owner": 1, "ios": {"#
            + Self.ios
            + #", "appClipBundleId": "com.shop.app.Clip", "storeURL": "https://apps.apple.com/app/id1"}, "android": {"package": "com.shop.app"}}"#
        let text = Self.head + apps + #"}, "routes": [{"pattern": "shop://goods/:id", "handler": "goods"}]}"#
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .json, file: "t.json")
        let read = try #require(spec.options.apps)
        // Every key read, an absent optional one left out: what `switchyard docs` and `gen web` embed.
        #expect(
            read.json == #"{"hosts":["m.shop.example"],"ios":{"appStoreId":"1234567890","teamId":"ABCDE12345","#
                + #""bundleId":"com.shop.app","appClipBundleId":"com.shop.app.Clip","storeURL":"https://apps.apple.com/app/id1"},"#
                + #""android":{"package":"com.shop.app"}}"#)
        let file = try RouteTableFile.compile(spec, file: "t.json", source: text)
        #expect(file.table.match("shop://goods/7")?.value.handler == "goods")
    }

    @Test func aYAMLTableNamesItsAppTheSameWay() throws {
        let text = "options:\n  apps:\n    android:\n      package: com.shop.app\nroutes: []\n"
        let spec = try RouteTableSpec.parse(Array(text.utf8), format: .yaml, file: "t.yaml")
        #expect(spec.options.apps?.json == #"{"hosts":[],"android":{"package":"com.shop.app"}}"#)
    }

    @Test(
        arguments: [
            (#"[]"#, "[]", #""apps" must be an object, found array"#),
            (#"{"host": []}"#, #""host""#, #"unknown key "host" in "apps"; did you mean "hosts"?"#),
            (#"{"hosts": "m.shop.example"}"#, #""m.shop"#, #""hosts" must be an array of strings, found string"#),
            (#"{"hosts": ["m.shop.example", 7]}"#, "7", #""hosts[1]" must be a string, found integer"#),
            (
                #"{"hosts": ["M.shop.example"]}"#, #""M"#,
                #""hosts[0]" must be a host name: lowercase ASCII letters, digits, '-' and '.', found "M.shop.example""#
            ),
            (#"{"ios": null}"#, "null", #""ios" must be an object, found null"#),
            (
                #"{"ios": {"appStoreId": "1", "teamId": "ABCDE12345"}}"#, #"{"appStoreId"#,
                #""ios" is missing required key "bundleId""#
            ),
            (#"{"ios": {"# + ios + #", "teamID": "X"}}"#, #""teamID""#, #"unknown key "teamID" in "ios"; did you mean "teamId"?"#),
            (
                #"{"ios": {"appStoreId": "1", "teamId": "abcde12345", "bundleId": "b"}}"#, #""abcde"#,
                #""teamId" must be 10 ASCII capital letters or digits, found "abcde12345""#
            ),
            (
                #"{"ios": {"appStoreId": "id1", "teamId": "ABCDE12345", "bundleId": "b"}}"#, #""id1""#,
                #""appStoreId" must be the App Store id, ASCII digits, found "id1""#
            ),
            (
                #"{"ios": {"appStoreId": 1, "teamId": "ABCDE12345", "bundleId": "b"}}"#, "1,",
                #""appStoreId" must be a string, found integer"#
            ),
            (
                #"{"ios": {"# + ios + #", "appClipBundleId": "com.other.Clip"}}"#, #""com.other"#,
                #""appClipBundleId" must be the app's bundle id, '.' and a name, found "com.other.Clip""#
            ),
            (
                #"{"ios": {"# + ios + #", "storeURL": "http://x.example"}}"#, #""http:"#,
                #""storeURL" must be an https URL, found "http://x.example""#
            ),
            (#"{"android": {}}"#, "{}", #""android" is missing required key "package""#),
            (#"{"android": {"package": ""}}"#, #""""#, #""package" must not be empty"#),
            (
                #"{"android": {"package": "shop"}}"#, #""shop""#,
                #""package" must be an Android package: two or more names of ASCII letters, digits and '_', each starting with a letter, joined by '.', found "shop""#
            ),
        ] as [(String, String, String)])
    func aValueOfTheWrongShapeIsAnErrorAtItsPlace(apps: String, needle: String, message: String) {
        #expect(Self.errors(apps) == [Self.at(apps, needle, message)])
    }
}
