import Foundation
import SwiftUI
import Testing

@testable import PortableUITesting

/// What a test says when a query finds nothing: it must be readable at a glance.
@MainActor @Suite
struct FailureMessageTests {
    private let app = ViewTester(SettingsSample(), device: .iPhone15Pro)

    private func message(of element: ViewElement) -> [String] {
        element.failureMessage().split(separator: "\n").map(String.init)
    }

    @Test func aMissingTextNamesTheQueryTheNearestMatchesAndTheTree() {
        let lines = message(of: app.findAll(.text("Add")).first!.withPath(.text("Ad")))
        #expect(lines[0] == "No view matches text \"Ad\".")
        #expect(lines[1] == "Nearest matches:")
        #expect(lines[2] == "  button \"Add\" actions: default", "the element containing the text comes first")
        #expect(lines.contains("Tree around them:"))
        #expect(lines.contains("  window (0, 0, 393, 852)"))
        #expect(lines.contains { $0.contains("toggle \"Wi-Fi\" value \"on\" #wifi") }, "the tree shows the neighbours")
    }

    @Test func anIndexPastTheMatchesSaysHowManyThereAre() {
        let lines = message(of: ViewElement(driver: app.host, path: [.init(query: .role(.button), index: 5)]))
        #expect(lines[0] == "2 views match role button; asked for the one at index 5.")
        #expect(lines[2] == "  button \"Add\" actions: default")
        #expect(lines[3] == "  button \"Locked\" disabled actions: default")
    }

    @Test func aScopedQueryNamesItsScopeAndShowsOnlyItsSubtree() {
        let sections = ViewTester(TwoSections(), size: CGSize(width: 300, height: 300))
        let lines = message(of: sections.findAll(.identifier("fruit"))[0].withChild(.text("Oak")))
        #expect(lines[0] == "No view matches text \"Oak\" inside the view with identifier \"fruit\".")
        #expect(!lines.contains { $0.contains("Oak") && $0.hasPrefix("    ") }, "the other section's Oak is outside the scope")
        #expect(lines.contains { $0.contains("group #fruit") })
    }

    @Test func aFailedFindIsRecordedAtTheLineOfTheFind() {
        let line = #line + 2
        withKnownIssue {
            app.find(.text("Ad"))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("No view matches text \"Ad\".") && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "FailureMessageTests.swift"
        }
    }

    @Test func anActionOnAViewThatIsGoneFailsAndDoesNothing() {
        let ghost = app.findAll(.text("Add")).first!.withPath(.text("Gone"))
        withKnownIssue {
            ghost.tap()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("No view matches text \"Gone\".")
        }
        #expect(app.find(.identifier("count")).text == "Count: 0")
    }

    @Test func aMismatchedSnapshotIsRecordedWithItsFraction() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FailureMessageTests-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: Color.red.frame(width: 10, height: 10), as: .image, named: "a", snapshotDirectory: folder, testName: "t")
        let message = try #require(
            verifySnapshot(of: Color.blue.frame(width: 10, height: 10), as: .image, named: "a", snapshotDirectory: folder, testName: "t"))
        #expect(message.contains(": 100.000% of pixels differ: 100 of 100 pixels (100.000%) differ by more than 3"), "\(message)")
        #expect(message.contains("actual: \(folder)/t.a.actual.png, diff: \(folder)/t.a.diff.png"))
    }

    @Test func editDistanceCountsEdits() {
        #expect(EditDistance.between("Add", "Ad") == 1)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("Wi-Fi", "wi-fi") == 0, "case does not count")
    }
}

extension ViewElement {
    /// The same host, another query at the top level (for messages of queries that fail).
    fileprivate func withPath(_ query: ViewQuery) -> ViewElement {
        ViewElement(driver: driver, path: [Step(query: query, index: 0)])
    }

    /// A query inside this element, without recording its failure.
    fileprivate func withChild(_ query: ViewQuery) -> ViewElement {
        ViewElement(driver: driver, path: path + [Step(query: query, index: 0)])
    }
}
