import Foundation
import Testing
@testable import PortableUICore

/// GroupBox (16-point padding, label 8 points above the content [UNVERIFIED]) and
/// DisclosureGroup (label row with a trailing chevron; the content below it, 8 points apart
/// [UNVERIFIED], only while expanded).
@MainActor
struct GroupingViewTests {
    @Test func groupBoxPadsItsLabelAndContent() {
        let host = ViewHost(
            GroupBox {
                Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("content")
            } label: {
                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
            }
            .accessibilityIdentifier("box"), size: CGSize(width: 300, height: 200))
        // 100 + 32 wide, 20 + 8 + 40 + 32 tall, centred.
        #expect(host.frame(of: "box") == CGRect(x: 84, y: 50, width: 132, height: 100))
        #expect(host.frame(of: "label") == CGRect(x: 100, y: 66, width: 60, height: 20))
        #expect(host.frame(of: "content") == CGRect(x: 100, y: 94, width: 100, height: 40))
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 84, y: 50, width: 132, height: 100)])
    }

    private struct Disclosure: View {
        let log: EventLog
        @State var isExpanded = false
        var body: some View {
            log("expanded \(isExpanded)")
            return DisclosureGroup(isExpanded: $isExpanded) {
                Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("content")
            } label: {
                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
            }
        }
    }

    @Test func disclosureGroupShowsItsContentOnlyWhileExpanded() async {
        let log = EventLog()
        let host = ViewHost(Disclosure(log: log), size: CGSize(width: 300, height: 200))
        #expect(log.take() == ["expanded false"])
        #expect(host.frame(of: "content") == nil)
        #expect(host.frame(of: "label") == CGRect(x: 0, y: 90, width: 60, height: 20))
        host.tap(at: CGPoint(150, 100))
        await host.advance(by: 0.3)
        #expect(log.take() == ["expanded true"])
        // Label row (20) + 8 + content (40) = 68, centred: from y 66.
        #expect(host.frame(of: "label") == CGRect(x: 0, y: 66, width: 60, height: 20))
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 94, width: 100, height: 40))
    }

    @Test func disclosureGroupWithoutABindingKeepsItsOwnState() {
        let host = ViewHost(
            DisclosureGroup("More") { Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("content") },
            size: CGSize(width: 300, height: 200))
        #expect(host.frame(of: "content") == nil)
        host.tap(at: CGPoint(150, 100))
        #expect(host.frame(of: "content") != nil)
    }

    /// On a desktop, as on macOS, the disclosure triangle (a 13-point square [UNVERIFIED])
    /// comes before the label, 6 points from it [UNVERIFIED], pointing right while collapsed
    /// and down while expanded; the content is indented to the label's leading edge, 13 + 6.
    @Test func onADesktopTheTriangleLeadsAndTheContentIsIndented() async {
        let log = EventLog()
        let host = ViewHost(Disclosure(log: log), device: .macWindow)
        // The label row is the window's width and 20 tall, centred in 768: from y 374.
        #expect(host.frames(ofType: _DisclosureTriangle.self) == [CGRect(x: 0, y: 377.5, width: 13, height: 13)])
        #expect(host.frame(of: "label") == CGRect(x: 19, y: 374, width: 60, height: 20))
        #expect(host.frames(ofType: _TrailingChevron.self).isEmpty, "no trailing chevron on a desktop")
        host.tap(on: "label")
        await host.advance(by: 0.3)
        // 20 + 8 + 40 = 68 tall: from y 350; the content under the label, 19 in.
        #expect(host.frames(ofType: _DisclosureTriangle.self) == [CGRect(x: 0, y: 353.5, width: 13, height: 13)])
        #expect(host.frame(of: "label") == CGRect(x: 19, y: 350, width: 60, height: 20))
        #expect(host.frame(of: "content") == CGRect(x: 19, y: 378, width: 100, height: 40))
    }

    /// The triangle, 7 wide and 8 tall [UNVERIFIED], centred in its square, points right
    /// (its tip on the trailing side); expanded, the row turns it a quarter turn down.
    @Test func theDesktopTriangleIsCentredAndPointsRight() {
        let path = _DisclosureTriangle().path(in: CGRect(x: 0, y: 0, width: 13, height: 13))
        #expect(path.boundingRect == CGRect(x: 3, y: 2.5, width: 7, height: 8))
        #expect(path.contains(CGPoint(x: 9.5, y: 6.5)))
        #expect(!path.contains(CGPoint(x: 9.5, y: 3)))
    }
}
