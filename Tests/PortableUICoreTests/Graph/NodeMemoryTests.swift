import Foundation
import Testing
@testable import PortableUICore

#if os(Linux)
    /// The usable size of a block of glibc's allocator.
    @_silgen_name("malloc_usable_size")
    private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif

/// A row of two framed leaves whose second leaf's size is a parameter.
private struct TwoLeaves: View {
    let second: CGFloat

    var body: some View {
        HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10).mark("first")
            Rectangle().frame(width: second, height: 10).mark("second")
        }
    }
}

/// A shape with a dynamic property: it keeps a node of its own.
private struct DirectionalBar: Shape {
    @Environment(\.layoutDirection) var direction

    func path(in rect: CGRect) -> Path {
        Path(direction == .leftToRight ? rect : rect.insetBy(dx: 1, dy: 1))
    }
}

/// Rows of a `ForEach` over a range starting at `start`, each marked with its ID.
private struct RangeRows: View {
    let start: Int

    var body: some View {
        VStack { ForEach(start..<start + 3) { Color.red.frame(width: 10, height: 10).mark("row\($0)") } }
    }
}

/// Padded content of one view, or of two when `split`: the padding applies to each view.
private struct PaddedContent: View {
    let split: Bool

    var body: some View {
        HStack(spacing: 0) {
            Group {
                if split {
                    Color.red.frame(width: 10, height: 10).mark("a")
                    Color.blue.frame(width: 20, height: 10).mark("b")
                } else {
                    Color.red.frame(width: 10, height: 10).mark("a")
                }
            }
            .padding(5)
        }
    }
}

/// What the graph's nodes cost: layout boxes shared between nodes with the same layout,
/// drawings shared between leaves that draw the same, shapes without a node of their own, a
/// bounded size of a layout node.
@MainActor
struct NodeMemoryTests {
    /// The layout nodes marked `identifier`.
    private func nodes<V: View>(_ identifier: String, in host: ViewHost<V>) -> [LayoutNode] {
        host.layoutIfNeeded()
        var found: [LayoutNode] = []
        host.graph.forEachPlacedNode { if $0.accessibilityIdentifier == identifier { found.append($0) } }
        return found
    }

    @Test func equalLayoutsShareABoxAndAnUpdateChangesOnlyItsNode() throws {
        let host = ViewHost(TwoLeaves(second: 10), size: CGSize(width: 100, height: 100))
        let first = try #require(nodes("first", in: host).first)
        let second = try #require(nodes("second", in: host).first)
        #expect(first.box === second.box)
        #expect(first.subviews[0].box === second.subviews[0].box)
        host.update(TwoLeaves(second: 30))
        #expect(first.box !== second.box)
        #expect(host.frame(of: "first") == CGRect(x: 30, y: 45, width: 10, height: 10))
        #expect(host.frame(of: "second") == CGRect(x: 40, y: 45, width: 30, height: 10))
        host.update(TwoLeaves(second: 10))
        #expect(host.frame(of: "second") == CGRect(x: 50, y: 45, width: 10, height: 10))
    }

    @Test func leavesDrawingTheSameShareADrawingAndOthersDoNot() throws {
        let host = ViewHost(
            HStack {
                Rectangle().fill(Color.red).mark("a")
                Rectangle().fill(Color.red).mark("b")
                Rectangle().fill(Color.blue).mark("c")
            }, size: CGSize(width: 100, height: 100))
        let a = try #require(nodes("a", in: host).first)
        let b = try #require(nodes("b", in: host).first)
        let c = try #require(nodes("c", in: host).first)
        #expect(a.drawingBox === b.drawingBox)
        #expect(a.drawingBox !== c.drawingBox)
    }

    @Test func aForEachOverAShiftedRangeKeepsTheNodesOfTheIDsItKeeps() throws {
        let host = ViewHost(RangeRows(start: 1), size: CGSize(width: 100, height: 100))
        let row2 = try #require(nodes("row2", in: host).first)
        let row3 = try #require(nodes("row3", in: host).first)
        host.update(RangeRows(start: 2))
        #expect(nodes("row2", in: host).first === row2)
        #expect(nodes("row3", in: host).first === row3)
        #expect(nodes("row1", in: host).isEmpty)
        #expect(host.frame(of: "row4") == CGRect(x: 45, y: 63, width: 10, height: 10))
    }

    @Test func aPlainShapeIsReconciledAsItsLeafAndOneWithStateKeepsItsNode() {
        let plain = ViewHost(Rectangle(), size: CGSize(width: 50, height: 40))
        plain.layoutIfNeeded()
        #expect(plain.graph.root.content is LayoutNode)
        let stateful = ViewHost(DirectionalBar(), size: CGSize(width: 50, height: 40))
        stateful.layoutIfNeeded()
        #expect(stateful.graph.root.content is CompositeNode<DirectionalBar>)
        #expect(stateful.graph.root.subviews.first?.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    }

    /// A layout modifier around one view is that view's layout node, with the view's node as
    /// its content; around two views it has an instance for each, and back around one it keeps
    /// working (its content moves between the nodes without being unmounted).
    @Test func aModifierAroundOneViewIsItsLayoutNodeAndAroundMoreHasAnInstanceEach() throws {
        let host = ViewHost(PaddedContent(split: false), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "a") == CGRect(x: 45, y: 45, width: 10, height: 10))
        let padding = try #require(nodes("a", in: host).first?.layoutParent)
        #expect(padding.viewType == _PaddingLayout.self)
        #expect(padding.content != nil)
        host.update(PaddedContent(split: true))
        #expect(host.frame(of: "a") == CGRect(x: 30, y: 45, width: 10, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 50, y: 45, width: 20, height: 10))
        let instances = nodes("a", in: host).compactMap(\.layoutParent) + nodes("b", in: host).compactMap(\.layoutParent)
        #expect(instances.count == 2 && instances.allSatisfy { $0.viewType == _PaddingLayout.self && $0.content == nil })
        host.update(PaddedContent(split: false))
        #expect(host.frame(of: "a") == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(host.frame(of: "b") == nil)
    }

    #if os(Linux)
        /// A layout node's object stays within 152 bytes of the allocator (it was 1,776 bytes,
        /// then 552, 480, 400, 200, 184 and 168): a large tree has two or three per view.
        @Test func aLayoutNodeStaysSmall() throws {
            let host = ViewHost(TwoLeaves(second: 10), size: CGSize(width: 100, height: 100))
            let node = try #require(nodes("first", in: host).first)
            // The size the runtime asks the allocator for (the class metadata's instance size,
            // after the kind, superclass, flags and address point): what malloc hands back
            // depends on its history, as a free 176-byte chunk may serve a 160-byte request.
            let metadata = unsafeBitCast(type(of: node) as AnyClass, to: UnsafeRawPointer.self)
            #expect(metadata.load(fromByteOffset: 24, as: UInt32.self) <= 152)
            #expect(mallocUsableSize(Unmanaged.passUnretained(node).toOpaque()) >= 152)
        }
    #endif
}
