import Foundation
import Testing
@testable import PortableUICore

/// Right-to-left layouts: SwiftUI flips each view's x position within its parent, so every
/// layout computes left-to-right and mirrors (LayoutSubviews.layoutDirection documentation).
@MainActor
struct RightToLeftConformanceTests {
    private func box(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height).accessibilityIdentifier(id)
    }

    @Test func hstackStartsAtTheRight() {
        let host = ViewHost(
            HStack(spacing: 10) { box("a", 20, 10); box("b", 30, 10) }.frame(width: 100, height: 10),
            size: CGSize(width: 100, height: 10), layoutDirection: .rightToLeft)
        // LTR: a at 20, b at 50 inside a 60-wide stack centred at 20…80. Mirrored: a at 60, b at 20.
        #expect(host.frame(of: "a") == CGRect(x: 60, y: 0, width: 20, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 20, y: 0, width: 30, height: 10))
    }

    @Test func leadingAlignmentIsTheRightEdge() {
        let host = ViewHost(
            box("a", 20, 10).frame(width: 100, height: 50, alignment: .leading),
            size: CGSize(width: 100, height: 50), layoutDirection: .rightToLeft)
        #expect(host.frame(of: "a") == CGRect(x: 80, y: 20, width: 20, height: 10))
    }

    @Test func leadingPaddingIsOnTheRight() {
        let host = ViewHost(
            HStack(spacing: 0) { box("a", 20, 10).padding(.leading, 30); Spacer() },
            size: CGSize(width: 100, height: 10), layoutDirection: .rightToLeft)
        #expect(host.frame(of: "a") == CGRect(x: 50, y: 0, width: 20, height: 10))
    }

    @Test func vstackLeadingAlignment() {
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 0) { box("a", 20, 10); box("b", 40, 10) },
            size: CGSize(width: 100, height: 20), layoutDirection: .rightToLeft)
        // The stack is 40 wide at 30…70; leading = right edge.
        #expect(host.frame(of: "a") == CGRect(x: 50, y: 0, width: 20, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 30, y: 10, width: 40, height: 10))
    }

    @Test func environmentSwitchesASubtree() {
        let host = ViewHost(
            HStack(spacing: 0) {
                HStack(spacing: 0) { box("a", 10, 10); box("b", 10, 10) }
                    .environment(\.layoutDirection, .rightToLeft)
                box("c", 10, 10)
            }, size: CGSize(width: 30, height: 10))
        #expect(host.frame(of: "a") == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(host.frame(of: "c") == CGRect(x: 20, y: 0, width: 10, height: 10))
    }
}
