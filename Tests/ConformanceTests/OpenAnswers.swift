import Foundation
import Switchyard

/// A plain error a scripted part throws (`throw`): not a rejection, not a cancellation.
struct ScriptedFailure: Error, CustomStringConvertible {
    var description: String { "scripted failure" }
}

/// What a scripted middleware, handler or unmatched handler answers without calling `next`: `value`, `handled`,
/// `navigate`, `redirect`, `decline`, `reject` or `throw`, with its `value`, `screen`, `to` or `reason`.
struct Answer: Sendable {
    let does: String
    var value: String?
    var screen: String?
    var to: String?
    var rejection: RejectionError?

    init(does: String, value: String? = nil) {
        self.does = does
        self.value = value
    }

    static let words = ["value", "handled", "navigate", "redirect", "decline", "reject", "throw"]

    /// The answer an entry of the case describes; throws when a word or its argument is missing.
    init(_ entry: [String: Any], for what: String) throws {
        guard let does = entry["does"] as? String, Self.words.contains(does) else {
            throw OpenCaseError("\(what) does \(String(describing: entry["does"])): not in the vocabulary")
        }
        self.does = does
        value = entry["value"] as? String
        screen = entry["screen"] as? String
        to = entry["to"] as? String
        let missing =
            (does == "value" && value == nil) || (does == "navigate" && screen == nil) || (does == "redirect" && to == nil)
        if missing { throw OpenCaseError("\(what) does \(does) without its value, screen or to") }
        if does == "reject" {
            guard let reason = entry["reason"] as? String else { throw OpenCaseError("\(what) rejects without a reason") }
            rejection = RejectionError(try Self.rejection(reason), message: "scripted rejection")
        }
    }

    /// A rejection's reason as the corpus spells it: `unauthorized`, `forbidden`, `loginFailed`,
    /// `invalidParameters:a,b`, `custom:TEXT`.
    static func rejection(_ text: String) throws -> RejectionError.Reason {
        switch text {
        case "unauthorized": return .unauthorized
        case "forbidden": return .forbidden
        case "loginFailed": return .loginFailed
        case _ where text.hasPrefix("invalidParameters:"):
            return .invalidParameters(text.dropFirst("invalidParameters:".count).split(separator: ",").map(String.init))
        case _ where text.hasPrefix("custom:"): return .custom(String(text.dropFirst("custom:".count)))
        default: throw OpenCaseError("rejection reason \(text.debugDescription): not in the vocabulary")
        }
    }

    /// A rejection's reason spelled as the corpus spells it.
    static func spelled(_ reason: RejectionError.Reason) -> String {
        switch reason {
        case .unauthorized: return "unauthorized"
        case .forbidden: return "forbidden"
        case .loginFailed: return "loginFailed"
        case .invalidParameters(let names): return "invalidParameters:" + names.joined(separator: ",")
        case .custom(let text): return "custom:" + text
        @unknown default: return "\(reason)"
        }
    }

    /// `value` with each `{NAME}` the request's parameter NAME (a handler's value).
    func filled(_ request: RouteRequest?) -> String {
        guard var text = value, let request else { return value ?? "" }
        for (name, parameter) in request.parameters.all {
            guard case .string(let string) = parameter else { continue }
            text = text.replacingOccurrences(of: "{\(name)}", with: string)
        }
        return text
    }

    /// What it answers, or throws.
    func respond(_ request: RouteRequest?) throws -> RouteResponse<String> {
        switch does {
        case "value": return .value(filled(request))
        case "handled": return .handled
        case "navigate": return .navigate(.show(screen ?? ""))
        case "redirect": return .redirect(to ?? "")
        case "decline": return .declined
        case "reject": throw rejection ?? RejectionError(.forbidden, message: "scripted rejection")
        default: throw ScriptedFailure()
        }
    }

    /// How a middleware's trace line spells it (`< NAME …`).
    var middlewareLine: String {
        switch does {
        case "decline": return "declined"
        default: return handlerLine(nil)
        }
    }

    /// How a handler's trace line spells it (`handler NAME PATTERN -> …`).
    func handlerLine(_ request: RouteRequest?) -> String {
        switch does {
        case "value": return "value \(filled(request))"
        case "navigate": return "navigate \(screen ?? "")"
        case "redirect": return "redirect \(to ?? "")"
        case "reject": return "reject \(rejection.map { Self.spelled($0.reason) } ?? "")"
        default: return does
        }
    }
}

extension OpenApp {
    static func answer(_ entry: [String: Any], for what: String) throws -> Answer { try Answer(entry, for: what) }
}

/// The login session of an `open` case (`app.session`) and the built-in gate over it: `isLoggedIn` and `logIn`
/// write their lines; `logIn` answers from the list, one a call (`false` past it), and a `true` logs the session in
/// unless `staleSession`.
final class OpenSession: Sendable {
    let script: OpenScript
    let loggedIn: Locked<Bool>
    let answers: Locked<[String]>
    let stale: Bool

    init(_ session: [String: Any]?, script: OpenScript) throws {
        let session = session ?? [:]
        try OpenApp.check(session, keys: OpenApp.sessionKeys, "app.session")
        self.script = script
        loggedIn = Locked(session["loggedIn"] as? Bool ?? false)
        stale = session["staleSession"] as? Bool ?? false
        let answers = try (session["logIn"] as? [Any] ?? []).map { answer -> String in
            switch answer {
            case let flag as Bool: return flag ? "true" : "false"
            case let word as String where word == "never": return word
            default: throw OpenCaseError("app.session.logIn answer \(answer): not true, false or \"never\"")
            }
        }
        self.answers = Locked(answers)
    }

    /// The router's login gate over the scripted session, with its timeout in virtual seconds.
    func gate(timeout: Double?) throws -> LoginGate<String> {
        let script = self.script
        let (loggedIn, answers, stale) = (self.loggedIn, self.answers, self.stale)
        let timer = Locked<DeadlineTimer?>(nil)
        let gate = LoginGate<String>(
            isLoggedIn: {
                let answer = loggedIn.value
                script.write("isLoggedIn -> \(answer)")
                return answer
            },
            logIn: { request in
                let answer = answers.withLock { $0.isEmpty ? "false" : $0.removeFirst() }
                script.write("logIn \(request.route.pattern) -> \(answer)")
                switch answer {
                case "true":
                    if !stale { loggedIn.withLock { $0 = true } }
                    return true
                case "never":
                    if let timeout, let gateTimer = timer.value {
                        script.register(
                            script.deadline("login gate#\(script.uniqueID())", in: timeout) {
                                gateTimer.expire(upTo: .now + OpenApp.duration(timeout) + .seconds(1))
                            })
                    }
                    await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in script.touch() }
                    return false
                default:
                    return false
                }
            }, timeout: timeout.map(OpenApp.duration))
        timer.withLock { $0 = gate.timer }
        return gate
    }
}
