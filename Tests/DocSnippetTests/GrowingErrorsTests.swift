import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import SwitchyardMatching
import Testing

/// ADR 0032: what went wrong is a `@nonexhaustive` enum, so a later release may add a case without breaking an
/// app. An app (another package, Swift 6 mode) that switches over every known case without `@unknown default`
/// is refused by the compiler, and compiles once the `switch` ends with `@unknown default`.
@Suite("Errors grow without breaking callers")
struct GrowingErrorsTests {
    /// Each public error kind and its cases today. A case added or renamed here is a reason to update this list:
    /// the test then says which `switch` no longer covers the known cases.
    static let kinds: [(type: String, cases: [String])] = [
        (
            "ComponentError.Code",
            ["actionNotFound", "serviceNotFound", "notAnActionURL", "typeMismatch", "invalidParameters", "pipeline", "unloaded"]
        ),
        (
            "ModuleError.Code",
            [
                "duplicateModule", "missingDependency", "dependencyCycle", "invalidRoute", "duplicateComponent",
                "missingRequirement", "routerRefused", "tableHandlersAfterStart", "notLoaded", "stillNeeded", "unloaded",
            ]
        ),
        (
            "RoutingDocumentError.Code",
            [
                "malformed", "unsigned", "unknownKey", "badSignature", "expired", "notYetValid", "otherApp", "notInRollout",
                "downgrade", "unboundHandler", "doesNotApply", "transport", "tooLarge",
            ]
        ),
        (
            "NavigationError.Code",
            [
                "noNavigationStack", "nothingToPop", "nothingPresented", "screenNotFound", "tabNotFound", "emptyStack",
                "cannotOpenExternally", "unavailable",
            ]
        ),
        (
            "RoutingError.Reason",
            [
                "refused", "noRoute", "allDeclined", "forbidden", "rejected", "nextCalledTwice", "timedOut", "cancelled",
                "handlerFailed", "middlewareFailed", "tooManyRedirects", "rewriteLoop", "unexpectedResponse", "navigationFailed",
            ]
        ),
        ("RejectionError.Reason", ["unauthorized", "forbidden", "invalidParameters", "loginFailed", "custom"]),
        (
            "ParameterError.Reason",
            [
                "missing", "notAnInteger", "outOfRange", "notANumber", "notFinite", "notABoolean", "notOneOf", "notValid",
                "nested", "notKeyed", "rejected", "nilInList",
            ]
        ),
        ("MatchError", ["refused", "originNotAccepted", "noRoute"]),
        (
            "URLIntakeError.Reason",
            [
                "empty", "tooLong", "tooManySegments", "tooManyQueryItems", "controlCharacter", "encodedNUL", "dotSegment",
                "unterminatedBracket", "characterAfterBracket", "portNotANumber", "backslashInAuthority",
            ]
        ),
        (
            "URLGenerationError.Reason",
            [
                "missing", "doesNotFit", "notOneValue", "dotSegment", "containsNUL", "invalidScheme", "invalidHost",
                "hostWithoutScheme",
            ]
        ),
    ]

    /// An app's file: one function per kind, switching over every known case, then `last` (nothing, or
    /// `@unknown default`).
    static func client(endingEachSwitchWith last: String) -> String {
        var source = "import Switchyard\nimport SwitchyardConfig\nimport SwitchyardMatching\nimport SwitchyardRoutingDocuments\n"
        for (index, kind) in kinds.enumerated() {
            source += "\nfunc kind\(index)(_ value: \(kind.type)) -> String {\n    switch value {\n"
            for name in kind.cases { source += "    case .\(name): return \"\(name)\"\n" }
            source += last.isEmpty ? "" : "    \(last)\n"
            source += "    }\n}\n"
        }
        return source
    }

    /// A code prints, and logs, as its case's name, as the constants it replaced did; `==` compares as before.
    @Test func aCodeIsItsCaseName() {
        #expect(ComponentError.Code.actionNotFound.description == "actionNotFound")
        #expect("\(ModuleError.Code.dependencyCycle)" == "dependencyCycle")
        #expect(RoutingDocumentError.Code.badSignature.description == "badSignature")
        #expect(RoutingDocumentError.Code(rawValue: "downgrade") == .downgrade)
        #expect(NavigationError(.nothingToPop, "x").code.rawValue == "nothingToPop")
        #expect(ComponentError.Code.pipeline != .typeMismatch)
    }

    #if hasAttribute(nonexhaustive)
    @Test func aSwitchInAnotherPackageNeedsUnknownDefault() async throws {
        let checker = try SnippetTypechecker()
        let refused = try await checker.diagnostics(for: Self.client(endingEachSwitchWith: ""))
        let errors = refused.split(separator: "\n").filter { $0.hasPrefix("main.swift:") && $0.contains(": error: ") }
        for kind in Self.kinds {
            #expect(
                errors.contains { $0.contains("switch covers known cases, but '\(kind.type)' may have additional unknown values") },
                "an exhaustive switch over \(kind.type) in another package compiles: is it @nonexhaustive?\n\(refused)")
        }
        #expect(errors.count == Self.kinds.count, "\(refused)")

        let accepted = try await checker.diagnostics(for: Self.client(endingEachSwitchWith: "@unknown default: return \"later\""))
        #expect(accepted == "", "with @unknown default every switch compiles (and lists every known case):\n\(accepted)")
    }
    #endif
}
