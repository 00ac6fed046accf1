import Foundation

/// Content hosted the way a hosting controller hosts its root view: a navigation screen, a
/// tab, a split view column.
struct _HostedContent<Content: View>: View {
    typealias Body = Never
    let content: Content

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        var inputs = inputs
        inputs.stackAxis = nil
        return reconcileContainer(Self.self, _HostedContentLayout(), view.content, node, inputs)
    }
}

/// The layout of hosted content.
///
/// 1. It takes the whole proposal (an unspecified dimension takes the content's length).
/// 2. The content is proposed that size and centred in it, as a host centres its root view;
///    several views are stacked as in a `VStack`.
struct _HostedContentLayout: Layout, Equatable {
    static var _explicitGuidesComeFromSubviews: Bool { true }

    private static let stack = StackLayoutCore(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)

    func makeCache(subviews: Subviews) -> _StackLayoutCache { Self.stack.makeCache(subviews: subviews) }

    private func contentSize(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout _StackLayoutCache) -> CGSize {
        switch subviews.count {
        case 0: return .zero
        case 1: return subviews[subviews.startIndex].sizeThatFits(proposal)
        default: return Self.stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        let content = contentSize(proposal, subviews, &cache)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    // Step 2
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        guard !subviews.isEmpty else { return }
        let contentProposal = ProposedViewSize(bounds.size)
        let size = contentSize(contentProposal, subviews, &cache)
        let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        if subviews.count == 1 {
            subviews[subviews.startIndex].place(at: origin, proposal: contentProposal)
        } else {
            Self.stack.placeSubviews(
                in: CGRect(origin: origin, size: size), proposal: contentProposal, subviews: subviews, cache: &cache)
        }
    }
}
