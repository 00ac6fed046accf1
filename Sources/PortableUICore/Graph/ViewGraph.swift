import Foundation

/// The graph of nodes for one hosted view hierarchy, and its layout pass.
@MainActor
final class ViewGraph {
    private var environment: EnvironmentValues
    private var content: _ViewNode?
    /// The root layout node: it holds the root view's layout nodes (stacked vertically when
    /// the root view is several views).
    let root = LayoutNode(viewType: ViewGraph.self, box: LayoutBox(_RootLayout()))
    var needsLayout = true
    private var laidOutIn: CGRect?

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// Reconciles `view` with the graph. Layout is needed again only when a node's layout
    /// was invalidated: otherwise every cached size and placement still holds.
    func update<V: View>(_ view: V) {
        let invalidations = LayoutNode.invalidationCount
        content = reconcileChild(view, content, _ViewInputs(environment: environment))
        root.setSubviews(content?.units ?? [])
        if LayoutNode.invalidationCount != invalidations { needsLayout = true }
    }

    /// Proposes the safe area's size to the root and centres the result in it.
    func layout(in safeArea: CGRect) {
        if !needsLayout && laidOutIn == safeArea { return }
        let proposal = ProposedViewSize(safeArea.size)
        let size = root.sizeThatFits(proposal)
        let origin = CGPoint(x: safeArea.midX - size.width / 2, y: safeArea.midY - size.height / 2)
        root.place(in: CGRect(origin: origin, size: size), proposal: proposal)
        needsLayout = false
        laidOutIn = safeArea
    }

    /// Visits every placed layout node below the root, depth first, in drawing order.
    func forEachPlacedNode(_ body: (LayoutNode) -> Void) {
        var stack: [LayoutNode] = root.subviews.reversed()
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: node.subviews.reversed())
        }
    }

    func describe(rounding: (CGRect) -> CGRect) -> String {
        var lines: [String] = []
        var stack: [(LayoutNode, Int)] = root.subviews.reversed().map { ($0, 0) }
        while let (node, depth) = stack.popLast() {
            let frame = rounding(node.frame)
            var line = String(repeating: "  ", count: depth) + LayoutValidation.typeName(node.viewType)
            if let identifier = node.accessibilityIdentifier { line += " \"\(identifier)\"" }
            line += " proposal \(node.placedProposal) size (\(formatLength(node.frame.width)), \(formatLength(node.frame.height)))"
            line += " frame (\(formatLength(frame.minX)), \(formatLength(frame.minY)), \(formatLength(frame.width)), \(formatLength(frame.height)))"
            lines.append(line)
            stack.append(contentsOf: node.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}

/// The layout at the root of a host: one view is proposed the whole safe area; several are
/// stacked vertically, as a `VStack` would.
struct _RootLayout: Layout, Equatable {
    static var _explicitGuidesComeFromSubviews: Bool { true }

    private static let stack = StackLayoutCore(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)

    func makeCache(subviews: Subviews) -> _StackLayoutCache { Self.stack.makeCache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        if subviews.count == 1 { return subviews[subviews.startIndex].sizeThatFits(proposal) }
        return Self.stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        if subviews.count == 1 {
            subviews[subviews.startIndex].place(at: bounds.origin, proposal: proposal)
            return
        }
        Self.stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
