import Foundation
import Switchyard
import SwitchyardMatching
import SwitchyardObjC
import Testing

/// How the router's typed errors become `NSError`s for Objective-C: the domain, the codes, `userInfo`.
@Suite struct ObjCFailureTests {
    struct Broken: Error {}

    /// The numbers are API: Objective-C code compares against them (`SYRouterErrorCode`).
    @Test func theCodesKeepTheirNumbers() {
        #expect((1...15).allSatisfy { SYRouterErrorCode(rawValue: $0) != nil })
        #expect(SYRouterErrorCode(rawValue: 0) == nil && SYRouterErrorCode(rawValue: 16) == nil)
        #expect(ObjCFailure.domain == "SYRouterErrorDomain")
        #expect(SYRouterErrorCode.noRoute.rawValue == 2 && SYRouterErrorCode.handlerFailed.rawValue == 8)
        #expect(SYRouterErrorCode.registrationFailed.rawValue == 15)
    }

    @Test func eachRoutingReasonHasItsCode() {
        let url = "shop://cart"
        let cases: [(RoutingError.Reason, SYRouterErrorCode)] = [
            (.allDeclined(count: 2), .declined),
            (.forbidden(route: "/cart", why: "internal"), .forbidden),
            (.rejected(RejectionError(.unauthorized, message: "log in")), .rejected),
            (.timedOut(middleware: "slow", after: .seconds(1)), .timedOut),
            (.cancelled, .cancelled),
            (.handlerFailed(route: "/cart", error: Broken()), .handlerFailed),
            (.unexpectedResponse(expected: "Int", got: "handled"), .unexpectedResult),
            (.tooManyRedirects(["a", "b"]), .redirectLoop),
            (.nextCalledTwice(middleware: "twice"), .middlewareFailed),
            (.middlewareFailed(middleware: "risk", error: Broken()), .middlewareFailed),
        ]
        for (reason, code) in cases {
            let failure = ObjCFailure(routing: RoutingError(reason, url: url))
            #expect(failure.code == code, "\(reason)")
            #expect(failure.url == url)
        }
    }

    @Test func theNSErrorCarriesTheMessageTheURLAndTheCause() {
        let cause = NSError(domain: "Shop", code: 3)
        let error = ObjCFailure(routing: RoutingError(.handlerFailed(route: "/cart", error: cause), url: "shop://cart")).nsError
        #expect(error.domain == "SYRouterErrorDomain")
        #expect(error.code == 8)
        #expect(error.userInfo[NSLocalizedDescriptionKey] as? String == "shop://cart: the handler of \"/cart\" failed: \(cause)")
        #expect(error.userInfo[ObjCArguments.urlKey] as? String == "shop://cart")
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.domain == "Shop" && underlying?.code == 3)
    }

    @Test func aMiddlewaresOwnErrorIsItsCause() {
        let cause = NSError(domain: "Risk", code: 7)
        let error = ObjCFailure(routing: RoutingError(.middlewareFailed(middleware: "risk", error: cause), url: "shop://cart")).nsError
        #expect(error.code == 12)
        #expect(error.userInfo[NSLocalizedDescriptionKey] as? String == "shop://cart: middleware risk failed: \(cause)")
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.domain == "Risk" && underlying?.code == 7)
    }

    @Test func anErrorWithoutACauseOrURLHasNeitherKey() {
        let error = ObjCFailure(.registrationFailed, "no host").nsError
        #expect(error.code == 15)
        #expect(error.userInfo[NSUnderlyingErrorKey] == nil)
        #expect(error.userInfo[ObjCArguments.urlKey] == nil)
        #expect(error.localizedDescription == "no host")
    }

    @Test func componentErrorsHaveTheirCodes() {
        #expect(ObjCFailure(component: .actionNotFound(target: "cart", action: "add")).code == .actionNotFound)
        #expect(ObjCFailure(component: .actionNotFound(target: "cart", action: "add")).url == "action://cart/add")
        #expect(ObjCFailure(component: .serviceNotFound("cart.store", modules: ["cart"])).code == .serviceNotFound)
        #expect(ObjCFailure(component: .notAnActionURL("app://cart")).code == .invalidURL)
        #expect(ObjCFailure(component: .typeMismatch(.service(name: "s"), gave: "Int", expected: "String")).code == .unexpectedResult)
        #expect(ObjCFailure(component: .pipeline(RoutingError(.cancelled, url: "action://a/b"), nil)).code == .cancelled)
    }

    @Test func aRegistrationErrorKeepsItsMessageAndCause() {
        let failure = ObjCFailure(registering: Broken())
        #expect(failure.code == .registrationFailed)
        #expect(failure.underlying is Broken)
        let inner = ObjCFailure(.forbidden, "kept")
        #expect(ObjCFailure(registering: inner).code == .forbidden)
    }
}
