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

/// A view recursing through `ForEach` without any layout node: only view levels.
struct ForEachRecursion: View {
    let depth: Int

    var body: some View {
        ForEach(0..<1) { _ in
            if depth == 0 {
                box(10, 10).mark("leaf")
            } else {
                ForEachRecursion(depth: depth - 1)
            }
        }
    }
}

/// The chain of the W3 benchmark: `HStack { child; 10×10 }.padding(1)`, two layout levels a step.
struct StackChain: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            box(10, 10).mark("leaf")
        } else {
            HStack {
                StackChain(depth: depth - 1)
                box(10, 10)
            }
            .padding(1)
        }
    }
}

/// 10,000-deep trees must not overflow the stack: the graph stops at `maximumViewDepth` view
/// levels or `maximumLayoutDepth` layout levels with a diagnostic. Measured without limits on
/// the 8 MB main thread, a debug build overflows from about 1,400 layout levels
/// (`AnyView(HStack { … })` chains; 1,900 for padding chains, 2,000 for
/// `VStack { ….alignmentGuide(…) }` chains) and from about 4,200 view levels (a view recursing
/// through `ForEach`; 6,800 through `if`); a release build from 3,000–4,000 layout levels and
/// about 12,000 view levels. (Measured before an update left the content of containers deep
/// below its start for later, `DeferredContent`, and before the layout recursions' frames were
/// made smaller: the build of a tree now recurses through some 32 views at a time, and the
/// limits are kept for the layout recursions, which still grow with the depth.)
@MainActor
struct DeepNestingTests {
    @Test func depthLimitsOfThisBuild() {
        if isAddressSanitized {
            #expect(maximumViewDepth == 1_200 && maximumLayoutDepth == 500)
            return
        }
        #if DEBUG
        #expect(maximumViewDepth == 3_000 && maximumLayoutDepth == 500)
        #else
        #expect(maximumViewDepth == 6_000 && maximumLayoutDepth == 2_500)
        #endif
    }

    @Test func recursiveView10000Deep() {
        let host = ViewHost(NestedPadding(depth: 10_000), size: size(100, 100))
        #expect(host.frame(of: "leaf") == nil)
        #expect(host.diagnostics.contains { $0.contains("The view hierarchy is deeper than") })
        // The cut-off leaf takes the paddings around it along: a modifier applies to each view
        // of its content, and there is none left.
        #expect(host.sizeThatFits(.unspecified) == .zero)
    }

    @Test(arguments: Chain.allCases)
    func anyViewChain10000Deep(_ chain: Chain) {
        let host = ViewHost(chain.build(depth: 10_000), size: size(100, 100))
        #expect(host.frame(of: "leaf") == nil)
        #expect(host.diagnostics.contains { $0.contains("The view hierarchy is deeper than") })
        _ = host.layoutDescription()
    }

    /// Within the limits the whole tree is laid out: 400 paddings of 1 around a 10×10 box (300
    /// under the address sanitizer, whose view limit is lower: three view levels a padding).
    @Test func recursiveViewWithinTheLimitsIsComplete() {
        let depth: CGFloat = isAddressSanitized ? 300 : 400
        let host = ViewHost(NestedPadding(depth: Int(depth)), size: size(2_000, 2_000))
        #expect(host.frame(of: "leaf") == rect(995, 995, 10, 10))
        #expect(host.sizeThatFits(.unspecified) == size(10 + 2 * depth, 10 + 2 * depth))
        #expect(host.diagnostics.isEmpty)
    }

    /// 200 steps: 400 layout levels (150 steps under the address sanitizer). Each step adds
    /// 8 + 10 + 2 = 20 to the width and 2 to the height; the leaf is one padding a step in.
    @Test func stackChainWithinTheLimitsIsComplete() {
        let depth: CGFloat = isAddressSanitized ? 150 : 200
        let host = ViewHost(StackChain(depth: Int(depth)), size: size(10_000, 10_000))
        let content = size(10 + 20 * depth, 10 + 2 * depth)
        #expect(host.sizeThatFits(.unspecified) == content)
        #expect(
            host.frame(of: "leaf")
                == rect((10_000 - content.width) / 2 + depth, (10_000 - content.height) / 2 + depth, 10, 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func forEachRecursion10000Deep() {
        let host = ViewHost(ForEachRecursion(depth: 10_000), size: size(100, 100))
        #expect(host.frame(of: "leaf") == nil)
        #expect(host.diagnostics.contains { $0.contains("The view hierarchy is deeper than") })
    }

    @Test func stackChain10000Deep() {
        let host = ViewHost(StackChain(depth: 10_000), size: size(100, 100))
        #expect(host.frame(of: "leaf") == nil)
        #expect(host.diagnostics.contains { $0.contains("The view hierarchy is deeper than") })
    }

    @Test func updatingADeepTreeKeepsWorking() {
        let host = ViewHost(NestedPadding(depth: 10_000), size: size(100, 100))
        host.update(NestedPadding(depth: 9_999))
        host.update(NestedPadding(depth: 3))
        #expect(host.frame(of: "leaf") == rect(45, 45, 10, 10))
    }
}
