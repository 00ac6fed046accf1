import Foundation
import Testing
@testable import PortableUICore

/// A view nesting itself `depth` times, each level padded.
struct NestedPadding: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            box(10, 10).mark("leaf")
        } else {
            NestedPadding(depth: depth - 1).padding(1)
        }
    }
}

/// The shapes of deep chains built through `AnyView`, one per kind of layout recursion.
enum Chain: String, CaseIterable, Sendable {
    case padding, hStack, zStack, overlay, flexibleFrame, leadingGuide, customLayout

    @MainActor
    func build(depth: Int) -> AnyView {
        var view = AnyView(box(10, 10).mark("leaf"))
        for _ in 0..<depth {
            switch self {
            case .padding: view = AnyView(view.padding(1))
            case .hStack: view = AnyView(HStack { view })
            case .zStack: view = AnyView(ZStack { view; Color.red })
            case .overlay: view = AnyView(view.overlay(Color.red))
            case .flexibleFrame: view = AnyView(view.frame(maxWidth: 5_000))
            case .leadingGuide:
                view = AnyView(VStack(alignment: .leading) { view.alignmentGuide(.leading) { _ in 1 } })
            case .customLayout: view = AnyView(Passthrough { view })
            }
        }
        return view
    }
}

/// 10,000-deep trees must not overflow the stack: the graph stops at `maximumViewDepth` with a
/// diagnostic. Measured in a debug build on the 8 MB main thread (without the limit): chains of
/// `AnyView(HStack { … })` overflow at about 1,400 stacks (2,800 view levels),
/// `AnyView(VStack { ….alignmentGuide(…) })` at about 1,000 (3,000 levels), `AnyView(….padding())`
/// at about 1,900 (3,800 levels) and a recursive view without layout at about 3,500 (7,000 levels).
@MainActor
struct DeepNestingTests {
    @Test func depthLimitOfThisBuild() {
        #if DEBUG
        #expect(maximumViewDepth == 2_000)
        #else
        #expect(maximumViewDepth == 4_000)
        #endif
    }

    @Test func recursiveView10000Deep() {
        let host = ViewHost(NestedPadding(depth: 10_000), size: size(100, 100))
        #expect(host.frame(of: "leaf") == nil)
        #expect(host.diagnostics.contains { $0.contains("deeper than \(maximumViewDepth) levels") })
        // The cut-off leaf takes the paddings around it along: a modifier applies to each view
        // of its content, and there is none left.
        #expect(host.sizeThatFits(.unspecified) == .zero)
    }

    @Test(arguments: Chain.allCases)
    func anyViewChain10000Deep(_ chain: Chain) {
        let host = ViewHost(chain.build(depth: 10_000), size: size(100, 100))
        #expect(host.frame(of: "leaf") == nil)
        #expect(host.diagnostics.contains { $0.contains("deeper than \(maximumViewDepth) levels") })
        _ = host.layoutDescription()
    }

    /// Within the limit the whole tree is laid out: 500 paddings of 1 around a 10×10 box.
    @Test func recursiveView500DeepIsComplete() {
        let host = ViewHost(NestedPadding(depth: 500), size: size(2_000, 2_000))
        #expect(host.frame(of: "leaf") == rect(995, 995, 10, 10))
        #expect(host.sizeThatFits(.unspecified) == size(1_010, 1_010))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func updatingADeepTreeKeepsWorking() {
        let host = ViewHost(NestedPadding(depth: 10_000), size: size(100, 100))
        host.update(NestedPadding(depth: 9_999))
        host.update(NestedPadding(depth: 3))
        #expect(host.frame(of: "leaf") == rect(45, 45, 10, 10))
    }
}
