import Foundation
import Testing
@testable import PortableUICore

/// `HStack { child; 10×10 }.padding(1)` nested `depth` times around a leaf whose side is
/// `leaf` plus its own state's count: with default spacing, level `d` is `leaf + 20·d` wide
/// and `leaf + 2·d` high, and the leaf lies `d` points right of and below its top-leading
/// corner.
private struct DeepChain: View {
    let depth: Int
    let leaf: CGFloat
    let probe: Probe

    var body: some View {
        probe.evaluated("chain")
        return Group {
            if depth == 0 {
                GrowingLeaf(side: leaf, probe: probe)
            } else {
                HStack {
                    DeepChain(depth: depth - 1, leaf: leaf, probe: probe)
                    box(10, 10)
                }
                .padding(1)
            }
        }
    }
}

/// A square of side `side` plus a count kept in state, which the probe's "grow" raises.
private struct GrowingLeaf: View {
    let side: CGFloat
    let probe: Probe
    @State private var count = 0

    var body: some View {
        probe.actions["grow"] = { count += 1 }
        let length = side + CGFloat(count)
        return Color.gray.frame(width: length, height: length).mark("leaf")
    }
}

/// Containers far below the start of an update leave their content for the end of the update
/// (`DeferredContent`): the hierarchy, its frames, its state and the bodies evaluated are those
/// of building it in one recursion.
@MainActor
struct DeferredContentTests {
    /// 60 levels are some 300 views deep, far more than `DeferredContent.viewLevels`.
    static let depth = 60
    static let window = CGSize(width: 4_000, height: 1_000)

    /// The window frames of the chain's root and leaf when the leaf's side is `leaf`.
    static func expectedFrames(leaf: CGFloat) -> (root: CGRect, leaf: CGRect) {
        let levels = CGFloat(depth)
        let size = CGSize(width: leaf + 20 * levels, height: leaf + 2 * levels)
        let origin = CGPoint(x: (window.width - size.width) / 2, y: (window.height - size.height) / 2)
        return (
            CGRect(origin: origin, size: size),
            CGRect(x: origin.x + levels, y: origin.y + levels, width: leaf, height: leaf)
        )
    }

    @Test func deepContentIsBuiltAndLaidOutAsInOneRecursion() {
        #expect(Self.depth * 5 > DeferredContent.viewLevels)
        let probe = Probe()
        let host = ViewHost(DeepChain(depth: Self.depth, leaf: 10, probe: probe).mark("root"), size: Self.window)
        let expected = Self.expectedFrames(leaf: 10)
        #expect(host.frame(of: "root") == expected.root)
        #expect(host.frame(of: "leaf") == expected.leaf)
        #expect(probe.bodies["chain"] == Self.depth + 1)
    }

    @Test func anUpdateReachesTheDeferredLevels() {
        let probe = Probe()
        let host = ViewHost(DeepChain(depth: Self.depth, leaf: 10, probe: probe).mark("root"), size: Self.window)
        host.layoutIfNeeded()
        host.update(DeepChain(depth: Self.depth, leaf: 14, probe: probe).mark("root"))
        let expected = Self.expectedFrames(leaf: 14)
        #expect(host.frame(of: "root") == expected.root)
        #expect(host.frame(of: "leaf") == expected.leaf)
        #expect(probe.bodies["chain"] == 2 * (Self.depth + 1))
    }

    @Test func stateBelowTheDeferredLevelsIsKeptAndChanges() {
        let probe = Probe()
        let host = ViewHost(DeepChain(depth: Self.depth, leaf: 10, probe: probe).mark("root"), size: Self.window)
        host.layoutIfNeeded()
        probe.run("grow")
        probe.run("grow")
        #expect(host.frame(of: "leaf") == Self.expectedFrames(leaf: 12).leaf)
        // An update of the whole chain keeps the leaf's state (same identity at every level).
        host.update(DeepChain(depth: Self.depth, leaf: 20, probe: probe).mark("root"))
        #expect(host.frame(of: "root") == Self.expectedFrames(leaf: 22).root)
        #expect(host.frame(of: "leaf") == Self.expectedFrames(leaf: 22).leaf)
    }
}
