import Foundation
import Testing
@testable import PortableUICore

/// containerRelativeFrame (layout-rules §17, article 1). The window is 393×852 with a
/// 60/32 safe area, so the container (the window's safe area) is 393×760.
@MainActor
struct ContainerRelativeFrameTests {
    private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(
            view, size: CGSize(width: 393, height: 852),
            safeAreaInsets: EdgeInsets(top: 60, leading: 0, bottom: 32, trailing: 0))
    }

    @Test func halfTheScreenIgnoringTheParentsFrame() {
        // Block 6: the VStack is framed 393×500, the rectangle takes half of the 760 container.
        let host = host(
            VStack {
                Rectangle().containerRelativeFrame(.vertical) { length, _ in length / 2 }.accessibilityIdentifier("r")
            }.frame(width: 393, height: 500))
        #expect(host.frame(of: "r") == CGRect(x: 0, y: 250, width: 393, height: 380))
    }

    @Test func countAndSpanGiveTheSameHalf() {
        // Block 7.
        let host = host(
            VStack {
                Rectangle().containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0).accessibilityIdentifier("r")
            }.frame(width: 393, height: 500))
        #expect(host.frame(of: "r")?.height == 380)
    }

    @Test func perAxisClosure() {
        // Block 11: width 2/3 of 393 = 262, height 1/2 of 760 = 380, centred in the safe area
        // (x = 65.5, rounded to the 1-point pixel grid: 66).
        let host = host(
            Rectangle().containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .vertical ? length / 2 : length * 2 / 3
            }.accessibilityIdentifier("r"))
        #expect(host.frame(of: "r") == CGRect(x: 66, y: 250, width: 262, height: 380))
    }

    @Test func axesNotListedKeepTheParentsProposal() {
        // Block 12: width 262, height stays the 100 of the VStack's frame.
        let host = host(
            VStack {
                Rectangle().containerRelativeFrame(.horizontal) { length, axis in
                    axis == .vertical ? length / 2 : length * 2 / 3
                }.accessibilityIdentifier("r")
            }.frame(height: 100))
        #expect(host.frame(of: "r") == CGRect(x: 66, y: 390, width: 262, height: 100))
    }

    @Test func galleryOfThreePerRowWithoutSpacing() {
        // Block 13: each item is 393 / 3 = 131 wide and 131 × 2/3 tall; the HStack's 10-point
        // gaps push the third item partly out of view.
        let host = host(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<10) { index in
                        Rectangle().aspectRatio(3 / 2, contentMode: .fit)
                            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
                            .accessibilityIdentifier("item\(index)")
                    }
                }
            })
        let third = host.frame(of: "item2")
        #expect(host.frame(of: "item0")?.width == 131)
        #expect(third?.minX == 282)
        #expect(third.map { $0.maxX > 393 } == true)
    }

    @Test func galleryOfThreePerRowWithSpacing() {
        // Block 14: (393 − 2 × 10) / 3 = 124.333 wide; three items and two gaps fill 393 exactly.
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<10) { index in
                        Rectangle().aspectRatio(3 / 2, contentMode: .fit)
                            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
                            .accessibilityIdentifier("item\(index)")
                    }
                }
            }, device: .iPhone15Pro)
        let third = host.frame(of: "item2")
        #expect(abs((host.frame(of: "item0")?.width ?? 0) - 124.333) < 0.01)
        #expect(abs((third?.maxX ?? 0) - 393) < 0.01)
    }

    @Test func ratioSplitUsesANonScrollingScrollViewAsContainer() {
        // Block 21: ratio 0.25 in a 300×60 frame gives 75 and 225.
        struct RatioSplit<L: View, R: View>: View {
            let ratio: CGFloat
            let left: L
            let right: R
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        Color.clear.containerRelativeFrame(.horizontal) { length, _ in length * ratio }.overlay(left)
                        Color.clear.overlay(right).containerRelativeFrame(.horizontal) { length, _ in length * (1 - ratio) }
                    }
                }
                .scrollDisabled(true)
            }
        }
        let host = host(
            RatioSplit(ratio: 0.25, left: Color.red.accessibilityIdentifier("left"), right: Color.blue.accessibilityIdentifier("right"))
                .frame(width: 300, height: 60))
        #expect(host.frame(of: "left")?.size == CGSize(width: 75, height: 60))
        #expect(host.frame(of: "right")?.size == CGSize(width: 225, height: 60))
        #expect(host.frame(of: "right")?.minX == (host.frame(of: "left")?.maxX ?? 0))
    }

    @Test func containerSizeGetterReportsTheContainerWithoutChangingLayout() {
        // Block 22: a zero-size overlay records the container's lengths in a class and
        // publishes them once both are known.
        final class ContainerSize {
            var width: CGFloat? { didSet { send() } }
            var height: CGFloat? { didSet { send() } }
            let publisher = PassthroughSubject<CGSize, Never>()
            func send() { if let width, let height { publisher.send(CGSize(width: width, height: height)) } }
        }
        struct Getter: ViewModifier {
            @Binding var size: CGSize?
            @State var container = ContainerSize()
            func body(content: Content) -> some View {
                content
                    .overlay(
                        Color.yellow.containerRelativeFrame([.vertical, .horizontal]) { length, axis in
                            if axis == .vertical { container.height = length } else { container.width = length }
                            return 0
                        }
                    )
                    .onReceive(container.publisher) { size = $0 }
            }
        }
        struct Screen: View {
            @State var size: CGSize?
            var body: some View {
                VStack {
                    Color.red.frame(width: 50, height: 50).modifier(Getter(size: $size)).accessibilityIdentifier("measured")
                    Color.green.frame(width: (size?.width ?? 0) / 3, height: (size?.height ?? 0) / 10).accessibilityIdentifier("readout")
                }
            }
        }
        let host = host(Screen())
        host.flush()
        #expect(host.frame(of: "readout")?.size == CGSize(width: 131, height: 76))
        #expect(host.frame(of: "measured")?.size == CGSize(width: 50, height: 50))
    }
}
