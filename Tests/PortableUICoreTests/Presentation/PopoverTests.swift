import Foundation
import Testing
@testable import PortableUICore

/// A 100×40 anchor in the middle of a 1024×768 window, with a 200×100 popover.
private struct PopoverScreen: View {
    @State var shown = true
    let attachment: PopoverAttachmentAnchor
    let edge: Edge?

    var body: some View {
        Color.blue
            .frame(width: 100, height: 40)
            .accessibilityIdentifier("anchor")
            .popover(isPresented: $shown, attachmentAnchor: attachment, arrowEdge: edge) {
                Color.white.frame(width: 200, height: 100).accessibilityIdentifier("popover")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

@MainActor
struct PopoverTests {
    /// Apple, "popover(isPresented:attachmentAnchor:arrowEdge:content:)": `arrowEdge` is "the
    /// edge of the attachmentAnchor that defines the location of the popover's arrow", so
    /// the popover sits against that edge of the anchor, centred on it, its arrow pointing
    /// at the anchor's middle; with no edge it goes below (room permitting). The arrow's
    /// length (10, also the distance from the anchor) is unverified.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let point: UnitPoint?
        let edge: Edge?
        let panel: CGRect
        let arrowCenter: CGPoint
        var testDescription: String { name }
    }

    // The anchor is (462, 364, 100, 40): its middle is (512, 384).
    static let cases: [Case] = [
        Case(name: "no edge: below", point: nil, edge: nil, panel: CGRect(x: 412, y: 414, width: 200, height: 100), arrowCenter: CGPoint(x: 512, y: 414)),
        Case(name: "bottom edge", point: nil, edge: .bottom, panel: CGRect(x: 412, y: 414, width: 200, height: 100), arrowCenter: CGPoint(x: 512, y: 414)),
        Case(name: "top edge", point: nil, edge: .top, panel: CGRect(x: 412, y: 254, width: 200, height: 100), arrowCenter: CGPoint(x: 512, y: 354)),
        Case(name: "trailing edge", point: nil, edge: .trailing, panel: CGRect(x: 572, y: 334, width: 200, height: 100), arrowCenter: CGPoint(x: 572, y: 384)),
        Case(name: "leading edge", point: nil, edge: .leading, panel: CGRect(x: 252, y: 334, width: 200, height: 100), arrowCenter: CGPoint(x: 452, y: 384)),
        Case(
            name: "attached at the top-leading point", point: .topLeading, edge: .bottom,
            panel: CGRect(x: 362, y: 374, width: 200, height: 100), arrowCenter: CGPoint(x: 462, y: 374)),
    ]

    @Test(arguments: cases)
    func desktopPopoverSitsAgainstItsArrowEdge(_ test: Case) throws {
        let attachment = test.point.map { PopoverAttachmentAnchor.point($0) } ?? .rect(.bounds)
        let host = ViewHost(PopoverScreen(attachment: attachment, edge: test.edge), device: .macWindow)
        #expect(host.frame(of: "anchor") == CGRect(x: 462, y: 364, width: 100, height: 40))
        #expect(host.presentations.map(\.kind) == [.popover])
        #expect(host.presentations.first?.frame == test.panel)
        let arrow = try #require(host.frame(of: "presentation.arrow"))
        #expect(abs(arrow.midX - test.arrowCenter.x) <= 0.5 && abs(arrow.midY - test.arrowCenter.y) <= 0.5)
        // Half the turned square, its diagonal's half, reaches out of the panel.
        #expect(abs(arrow.width / 2 - 10 * 2.0.squareRoot() / 2) <= 0.5)
    }

    @Test func anAttachmentRectInTheViewIsTheAnchor() throws {
        let host = ViewHost(
            PopoverScreen(attachment: .rect(.rect(CGRect(x: 80, y: 0, width: 20, height: 40))), edge: .bottom), device: .macWindow)
        // The rect's middle is x = 462 + 90 = 552.
        #expect(host.presentations.first?.frame == CGRect(x: 452, y: 414, width: 200, height: 100))
    }

    @Test func aClickOutsideClosesThePopoverAndIsSwallowed() throws {
        let host = ViewHost(PopoverScreen(attachment: .rect(.bounds), edge: nil), device: .macWindow)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.presentations.isEmpty)
        #expect(host.frame(of: "presentation.arrow") == nil)
    }

    @Test func onAPhoneThePopoverIsASheetWithoutArrow() throws {
        let host = ViewHost(PopoverScreen(attachment: .rect(.bounds), edge: .top), device: .iPhone15Pro)
        #expect(host.presentations.map(\.kind) == [.popover])
        #expect(host.presentations.first?.frame?.maxY == 852)
        #expect(host.frame(of: "presentation.arrow") == nil)
    }
}
