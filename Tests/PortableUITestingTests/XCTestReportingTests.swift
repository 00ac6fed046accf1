import Foundation
import SwiftUI
import XCTest

@testable import PortableUITesting

/// Inside an `XCTestCase` (where Swift Testing has no current test), failed queries, actions
/// and snapshots are reported through `XCTFail` at the file and line of the check.
///
/// XCTest on Linux has no `XCTExpectFailure`; this case records its failures itself by
/// overriding `recordFailure(withDescription:inFile:atLine:expected:)` (which `XCTFail`
/// calls on the current test case), checks them, and passes them on only when a test did not
/// expect them.
final class XCTestReportingTests: XCTestCase {
    private struct Failure {
        let description: String
        let file: String
        let line: Int
    }

    private var expecting = false
    private var failures: [Failure] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard expecting else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append(Failure(description: description, file: filePath, line: lineNumber))
    }

    /// The failures `body` reports through XCTest, which do not fail this test. XCTest runs
    /// test methods on the main thread; a `@MainActor` test method would not be called on
    /// Linux (its discovery casts it to a nonisolated function), so the body asserts it.
    private func failures(in body: @MainActor () -> Void) -> [Failure] {
        expecting = true
        failures = []
        MainActor.assumeIsolated(body)
        expecting = false
        return failures
    }

    func testAFailedFindFailsAtTheFileAndLineOfTheFind() {
        let app = MainActor.assumeIsolated { ViewTester(SettingsSample(), device: .iPhone15Pro) }
        let line = #line + 1
        let reported = failures { app.find(.text("Ad")) }
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(reported.first?.file, "\(#filePath)")
        XCTAssertEqual(reported.first?.line, line)
        XCTAssertTrue(reported.first?.description.contains("No view matches text \"Ad\".\nNearest matches:\n  button \"Add\"") ?? false, "\(reported.first?.description ?? "")")
    }

    func testAFailedActionFailsAtTheLineOfTheAction() {
        let app = MainActor.assumeIsolated { ViewTester(MenuPickerSample(), device: .iPhone15Pro) }
        let line = #line + 1
        let reported = failures { app.find(.identifier("flavor")).select("Banana") }
        XCTAssertEqual(reported.map(\.line), [line])
        XCTAssertTrue(reported.first?.description.contains("select(\"Banana\") on identifier \"flavor\": its menu offers no such option.") ?? false)
    }

    func testAFailedSnapshotFailsAtTheLineOfTheAssertion() {
        // A strategy that cannot snapshot fails before any file is written beside this test.
        let unsnapshottable = Snapshotting<Color, Data>(pathExtension: "png", diffing: .image()) { _ in nil }
        let line = #line + 1
        let reported = failures { assertSnapshot(of: Color.red, as: unsnapshottable) }
        XCTAssertEqual(reported.map(\.line), [line])
        XCTAssertEqual(reported.first?.file, "\(#filePath)")
        XCTAssertTrue(reported.first?.description.contains("Could not snapshot the value (a view of zero size?)") ?? false)
    }

    func testChecksThatPassReportNothing() {
        let app = MainActor.assumeIsolated { ViewTester(SettingsSample(), device: .iPhone15Pro) }
        let reported = failures {
            app.find(.text("Add")).tap()
            app.find(.identifier("count"))
        }
        XCTAssertTrue(reported.isEmpty)
        XCTAssertEqual(MainActor.assumeIsolated { app.find(.identifier("count")).text }, "Count: 1")
    }
}
