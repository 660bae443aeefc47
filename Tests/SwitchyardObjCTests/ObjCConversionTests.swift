import Foundation
import Switchyard
import SwitchyardMatching
import SwitchyardObjC
import Testing

/// What an Objective-C caller's dictionary becomes (`ObjCArguments`), and what Swift values become for
/// Objective-C (`ObjCObject`).
@Suite struct ObjCConversionTests {
    final class View {}
    struct Plain: Sendable { let id: Int }

    @Test func textValuesBecomeStringParametersAndObjectsStayForBlocks() {
        let view = View()
        let arguments = ObjCArguments([
            "id": "7", "title": NSString(string: "Hat"), "count": NSNumber(value: 2), "price": NSNumber(value: 2.5),
            "none": NSNull(), "tags": ["a", "b"], "view": view,
        ])
        #expect(arguments.strings == ["id": "7", "title": "Hat", "count": "2", "price": "2.5"])
        #expect(arguments.parameters["tags"] == .list(["a", "b"]))
        #expect(arguments.parameters["count"] == .string("2"))
        #expect(arguments.parameters["view"] == nil)
        #expect(arguments.parameters["none"] == nil)
        #expect(isSame(arguments.values["view"], view))
        #expect(ObjCArguments(nil).values.isEmpty)
    }

    @Test func aListWithAnObjectIsNotAParameter() {
        let arguments = ObjCArguments(["mixed": ["a", View()] as [Any]])
        #expect(arguments.parameters.isEmpty)
        #expect(arguments.values["mixed"] != nil)
    }

    @Test func anActionBlockSeesParametersThenTheCallersObjectsThenTheURL() {
        let callback = View()
        let arguments = ObjCArguments(
            parameters: ["id": .string("7"), "ids": .list(["1", "2"])], url: "app://cart/add?id=7",
            callerObjects: ObjCArguments(["id": "8", "callback": callback]))
        #expect(arguments.values["id"] as? String == "8")
        #expect(arguments.values["ids"] as? [String] == ["1", "2"])
        #expect(isSame(arguments.values["callback"], callback))
        #expect(arguments.values[ObjCArguments.urlKey] as? String == "app://cart/add?id=7")
        #expect(ObjCArguments(parameters: [:], url: nil, callerObjects: nil).values.isEmpty)
    }

    @Test func swiftValuesBecomeFoundationObjects() throws {
        #expect(try ObjCObject.converting("Hello")?.object as? NSString == NSString(string: "Hello"))
        #expect(try ObjCObject.converting(7)?.object as? NSNumber == NSNumber(value: 7))
        #expect(try ObjCObject.converting(true)?.object as? NSNumber == NSNumber(value: true))
        #expect(try ObjCObject.converting(2.5)?.object as? NSNumber == NSNumber(value: 2.5))
        let url = try #require(URL(string: "https://shop.example/goods/7"))
        #expect((try ObjCObject.converting(url)?.object as? NSURL)?.absoluteString == "https://shop.example/goods/7")
        let list = try #require(try ObjCObject.converting(["a", 1] as [Any])?.object as? NSArray)
        #expect(list.count == 2 && list[0] as? NSString == NSString(string: "a") && list[1] as? NSNumber == NSNumber(value: 1))
        let table = try #require(try ObjCObject.converting(["n": 1])?.object as? NSDictionary)
        #expect(table[NSString(string: "n")] as? NSNumber == NSNumber(value: 1))
    }

    @Test func nothingBecomesNilAndAnObjectStaysItself() throws {
        #expect(try ObjCObject.converting(()) == nil)
        #expect(try ObjCObject.converting(Optional<Int>.none as Any) == nil)
        #expect(try ObjCObject.converting(Optional(3) as Any)?.object as? NSNumber == NSNumber(value: 3))
        let view = View()
        #expect(isSame(try ObjCObject.converting(view)?.object, view))
        let boxed = ObjCObject(view)
        #expect(isSame(try ObjCObject.converting(boxed)?.object, view))
    }

    @Test func aSwiftValueWithoutAnObjectiveCFormIsAnError() {
        #expect {
            try ObjCObject.converting(Plain(id: 1))
        } throws: { error in
            let failure = error as? ObjCFailure
            return failure?.code == .unexpectedResult && failure?.description.contains("Plain") == true
        }
        #expect(throws: ObjCFailure.self) { try ObjCObject.converting([Plain(id: 1)]) }
    }

    @Test func aBlocksAnswerIsAnObjectNothingOrItsError() throws {
        let view = View()
        #expect(isSame(try ObjCObject.answer(view)?.object, view))
        #expect(try ObjCObject.answer(nil) == nil)
        let error = NSError(domain: "Shop", code: 42)
        #expect {
            try ObjCObject.answer(error)
        } throws: { thrown in
            (thrown as NSError).domain == "Shop" && (thrown as NSError).code == 42
        }
    }

    @Test func sourcesMapByNumberAndAnUnknownNumberIsTheLeastTrusted() {
        #expect(ObjCSource.routeSource(rawValue: 0) == .inApp)
        #expect(ObjCSource.routeSource(rawValue: 1) == .otherApp(bundleID: nil))
        #expect(ObjCSource.routeSource(rawValue: 2) == .universalLink)
        #expect(ObjCSource.routeSource(rawValue: 3) == .push)
        #expect(ObjCSource.routeSource(rawValue: 4) == .webPage(nil))
        #expect(ObjCSource.routeSource(rawValue: 99) == .otherApp(bundleID: nil))
        #expect(ObjCSource.routeSource(rawValue: -1) == .otherApp(bundleID: nil))
    }
}
