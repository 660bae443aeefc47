import Foundation
import Logging
import Switchyard
import SwitchyardConfig
import SwitchyardRoutingDocuments
import SwitchyardConfigTesting
import Testing

/// The lines a logger was given, as `level: message`.
final class LoggedLines: Sendable {
    private let lines = Locked<[String]>([])
    var all: [String] { lines.withLock { $0 } }

    var logger: Logger { Logger(label: "test.documents") { _ in Handler(lines: self) } }

    struct Handler: LogHandler {
        let lines: LoggedLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { lines.lines.withLock { $0.append("\(event.level): \(event.message)") } }
    }
}

/// Issue #57, item 6: an unsigned document applied over a signed one is what the status reports, it is logged,
/// and it is refused outside a test runner.
@Suite struct UnsignedDocumentVisibilityTests {
    @Test func anUnsignedDocumentOverASignedOneIsWhatTheStatusReports() async throws {
        let fixture = DocumentFixture()
        defer { fixture.removeCache() }
        let router = try fixture.router()
        try await fixture.publish(serial: 50)
        let remote = try fixture.remote(router)
        #expect(await remote.refresh() == .applied(serial: 50, fromCache: false))
        #expect(await remote.serialInForce == 50)
        let logged = LoggedLines()
        try UnsignedRoutingDocument(json: DocumentFixture.text(serial: 1)).applyForTesting(to: router, logger: logged.logger)
        #expect(try await DocumentFixture.opened(router) == DocumentFixture.web(1))
        #expect(router.appliedChanges == "unsigned document 1")
        #expect(await remote.serialInForce == nil, "the router runs the unsigned document, not serial 50")
        #expect(logged.all == ["warning: unsigned routing document 1 applied for testing"])
    }

    @Test(
        arguments: [
            ("SwitchyardPackageTests.xctest", [:], true),
            ("xctest", [:], true),
            ("swiftpm-testing-helper", [:], true),
            ("ShopApp", ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"], true),
            ("ShopApp", [:], false),
            ("hello-router", ["PATH": "/usr/bin"], false),
        ] as [(String, [String: String], Bool)])
    func onlyATestRunnerAppliesUnsignedDocuments(_ name: String, _ environment: [String: String], _ runner: Bool) {
        #expect(UnsignedRoutingDocument.isTestRunner(processName: name, environment: environment) == runner)
    }
}
