import Foundation
import Testing
@testable import PortableUICore

/// Safe areas (layout-rules §20-21): the root is proposed the safe area; ignoresSafeArea
/// extends views that touch its edges; shape-style backgrounds extend by default.
@MainActor
struct SafeAreaTests {
    @Test func ignoringViewFillsTheWholeScreen() {
        let host = ViewHost(Color.red.ignoresSafeArea().accessibilityIdentifier("red"), device: .iPhone15Pro)
        #expect(host.frame(of: "red") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func onlyEdgesThatTouchTheSafeAreaExtend() {
        // Red gets 759 − 8 − 100 = 651 points at the top of the safe area; ignoring the top
        // edge moves its top from 59 to 0. Blue does not ignore anything.
        let host = ViewHost(
            VStack {
                Color.red.ignoresSafeArea(edges: .top).accessibilityIdentifier("red")
                Color.blue.frame(height: 100).accessibilityIdentifier("blue")
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "red") == CGRect(x: 0, y: 0, width: 393, height: 710))
        #expect(host.frame(of: "blue") == CGRect(x: 0, y: 718, width: 393, height: 100))
    }

    @Test func aViewAwayFromTheEdgesDoesNotExtend() {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100).ignoresSafeArea().accessibilityIdentifier("box"), device: .iPhone15Pro)
        #expect(host.frame(of: "box") == CGRect(x: 146.5, y: 388.5, width: 100, height: 100).integralRounded(scale: 3))
    }

    @Test func shapeStyleBackgroundsExtendIntoTheSafeArea() {
        let host = ViewHost(
            Color.clear.accessibilityIdentifier("content").background(.blue), device: .iPhone15Pro)
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 59, width: 393, height: 759))
        var backgroundFrame: CGRect?
        host.forEachNode { node in
            if node.viewType == Rectangle.self { backgroundFrame = node.frame }
        }
        #expect(backgroundFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func geometryReaderReportsSafeAreaInsets() {
        struct Reader: View {
            @State var insets = EdgeInsets()
            var body: some View {
                GeometryReader { proxy in
                    Color.clear.onAppear { insets = proxy.safeAreaInsets }
                }
                .ignoresSafeArea()
                .overlay(Color.red.frame(width: insets.top, height: insets.bottom).accessibilityIdentifier("readout"))
            }
        }
        let host = ViewHost(Reader(), device: .iPhone15Pro)
        #expect(host.frame(of: "readout")?.size == CGSize(width: 59, height: 34))
    }

    @Test func safeAreaInsetShortensTheMainView() {
        let host = ViewHost(
            Color.red.accessibilityIdentifier("main")
                .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).accessibilityIdentifier("inset") },
            size: CGSize(width: 300, height: 400))
        #expect(host.frame(of: "main") == CGRect(x: 0, y: 0, width: 300, height: 342))
        #expect(host.frame(of: "inset") == CGRect(x: 0, y: 350, width: 300, height: 50))
    }

    @Test func safeAreaPaddingInsetsLikePadding() {
        let host = ViewHost(
            Color.red.accessibilityIdentifier("content").safeAreaPadding(.horizontal, 20),
            size: CGSize(width: 300, height: 400))
        #expect(host.frame(of: "content") == CGRect(x: 20, y: 0, width: 260, height: 400))
    }

    @Test func scrollViewSafeAreaPaddingShrinksItsContainerSize() {
        // The container of containerRelativeFrame inside the scroll view is 300 − 40 wide.
        let host = ViewHost(
            ScrollView(.horizontal) {
                Color.red.containerRelativeFrame(.horizontal).accessibilityIdentifier("item")
            }.safeAreaPadding(.horizontal, 20),
            size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: "item")?.width == 260)
    }
}

extension CGRect {
    fileprivate func integralRounded(scale: CGFloat) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale + 0.5).rounded(.down) / scale }
        return CGRect(x: round(minX), y: round(minY), width: round(maxX) - round(minX), height: round(maxY) - round(minY))
    }
}
