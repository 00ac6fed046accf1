import Foundation
import Testing
@testable import PortableUICore

/// OutlineGroup and List(_:children:): rows for the roots, disclosure groups for elements
/// with children, collapsed at first and expanded by a tap.
@MainActor
struct OutlineGroupTests {
    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    static let tree = [
        Node(id: "docs", children: [Node(id: "readme"), Node(id: "empty", children: [])]),
        Node(id: "notes"),
    ]

    private static func row(_ node: Node) -> some View {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier(node.id)
    }

    @Test func rootsShowAndChildrenWaitForTheirGroupToExpand() async {
        let view = VStack(spacing: 0) {
            OutlineGroup(Self.tree, children: \.children) { node in Self.row(node) }
            Spacer(minLength: 0)
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 300))
        #expect(host.frame(of: "docs") != nil)
        #expect(host.frame(of: "notes") != nil)
        #expect(host.frame(of: "readme") == nil, "collapsed at first")
        host.tap(on: "docs")
        await host.advance(by: 0.5)
        let readme = host.frame(of: "readme")
        #expect(readme != nil && readme!.minY > host.frame(of: "docs")!.maxY)
        #expect(host.frame(of: "empty") != nil)
        #expect(host.frame(of: "notes")!.minY > readme!.maxY)
    }

    @Test func aSingleRootAndExplicitIDs() {
        let view = OutlineGroup(Self.tree[0], id: \.id, children: \.children) { node in Self.row(node) }
        let host = ViewHost(view, size: CGSize(width: 200, height: 300))
        #expect(host.frame(of: "docs") != nil)
        #expect(host.frame(of: "notes") == nil)
    }

    @Test func aHierarchicalListShowsItsRoots() {
        let view = List(Self.tree, children: \.children) { node in Self.row(node) }
        let host = ViewHost(view, size: CGSize(width: 300, height: 400))
        #expect(host.frame(of: "docs") != nil)
        #expect(host.frame(of: "notes") != nil)
        #expect(host.frame(of: "readme") == nil)
    }
}
