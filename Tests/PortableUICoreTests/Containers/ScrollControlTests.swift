import Foundation
import Testing
@testable import PortableUICore

/// ScrollViewReader, scrollPosition, contentMargins, scroll target behaviors and scroll
/// geometry observation.
@MainActor
struct ScrollControlTests {
    private struct Rows: View {
        let probe: Probe
        var lazy = false
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<1_000, id: \.self) { Color.red.frame(height: 50).accessibilityIdentifier("row\($0)") }
                        }
                    } else {
                        VStack(spacing: 0) {
                            ForEach(0..<100, id: \.self) { Color.red.frame(height: 50).id($0).accessibilityIdentifier("row\($0)") }
                        }
                    }
                }
                .onAppear { probe.actions["top"] = { proxy.scrollTo(40, anchor: .top) } }
                .onAppear { probe.actions["center"] = { proxy.scrollTo(40, anchor: .center) } }
                .onAppear { probe.actions["minimal"] = { proxy.scrollTo(20) } }
                .onAppear { probe.actions["lazy"] = { proxy.scrollTo(700, anchor: .top) } }
            }
        }
    }

    @Test func scrollToAnchorsTheView() {
        let probe = Probe()
        let host = ViewHost(Rows(probe: probe), size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        probe.run("top")
        #expect(host.contentOffset() == CGPoint(x: 0, y: 2_000))
        #expect(host.frame(of: "row40")?.minY == 0)
        probe.run("center")
        #expect(host.frame(of: "row40")?.midY == 200)
        probe.run("minimal")
        // Row 20 is above the view: scroll just enough to show it at the top.
        #expect(host.frame(of: "row20")?.minY == 0)
    }

    @Test func scrollToFindsUnrealizedLazyRows() {
        let probe = Probe()
        let host = ViewHost(Rows(probe: probe, lazy: true), size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        probe.run("lazy")
        #expect(host.frame(of: "row700") == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func contentMarginsInsetTheContentAndTheContainer() {
        let host = ViewHost(
            ScrollView {
                Color.red.frame(height: 1_000).accessibilityIdentifier("content")
                    .overlay(Color.clear.containerRelativeFrame(.horizontal).accessibilityIdentifier("crf"))
            }.contentMargins(20, for: .scrollContent),
            size: CGSize(width: 300, height: 400))
        #expect(host.frame(of: "content") == CGRect(x: 20, y: 20, width: 260, height: 1_000))
        #expect(host.frame(of: "crf")?.width == 260)
        host.scroll(to: CGPoint(x: 0, y: 10_000))
        #expect(host.contentOffset() == CGPoint(x: 0, y: 1_040 - 400))
    }

    @Test func pagingRestsOnPageBoundaries() {
        let host = ViewHost(
            ScrollView { Color.red.frame(height: 2_000) }.scrollTargetBehavior(.paging), size: CGSize(width: 100, height: 400))
        host.scroll(by: CGPoint(x: 0, y: 150))
        #expect(host.contentOffset() == CGPoint(x: 0, y: 400))
        host.scroll(by: CGPoint(x: 0, y: -10))
        #expect(host.contentOffset() == .zero)
    }

    @Test func viewAlignedRestsOnChildEdges() {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<10, id: \.self) { _ in Color.red.frame(width: 90) }
                }.scrollTargetLayout()
            }.scrollTargetBehavior(.viewAligned), size: CGSize(width: 300, height: 100))
        host.scroll(by: CGPoint(x: 130, y: 0))
        #expect(host.contentOffset() == CGPoint(x: 200, y: 0))
    }

    @Test func scrollPositionFollowsAndDrivesScrolling() {
        struct Screen: View {
            @State var position: Int?
            let probe: Probe
            var body: some View {
                probe.actions["jump"] = { position = 300 }
                return VStack(spacing: 0) {
                    Color.clear.frame(width: CGFloat(position ?? 0), height: 1).accessibilityIdentifier("readout")
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<1_000, id: \.self) { Color.red.frame(height: 50).accessibilityIdentifier("row\($0)") }
                        }
                    }
                    .frame(height: 400)
                    .scrollPosition(id: $position)
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), size: CGSize(width: 100, height: 401))
        host.scroll(by: CGPoint(x: 0, y: 260))
        #expect(host.frame(of: "readout")?.width == 5)
        probe.run("jump")
        #expect(host.contentOffset() == CGPoint(x: 0, y: 15_000))
        #expect(host.frame(of: "readout")?.width == 300)
    }

    @Test func scrollGeometryChangesAreReported() {
        struct Screen: View {
            @State var offset: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(width: offset + 1, height: 1).accessibilityIdentifier("readout")
                    ScrollView { Color.red.frame(height: 2_000) }
                        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 400))
        host.scroll(by: CGPoint(x: 0, y: 120))
        #expect(host.frame(of: "readout")?.width == 121)
    }
}
