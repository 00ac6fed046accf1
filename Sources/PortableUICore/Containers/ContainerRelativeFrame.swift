import Foundation

/// A layout whose size depends on the size of its nearest container rather than only on its
/// proposal; the engine does not cache it per proposal.
protocol ContainerDependentLayout {}

/// The layout of `containerRelativeFrame`.
///
/// 1. The container is the nearest enclosing window, scroll view, navigation stack, split
///    view column, tab or list — the one whose layout is in progress around this view (so a
///    container's own overlay or background sees the next container out).
/// 2. On each axis in `axes` the frame's length is `length(containerLength, axis)`; on the
///    others it keeps its parent's proposal and takes its child's size, like `frame`.
/// 3. The child is proposed that size and aligned in it with `alignment`.
public struct _ContainerRelativeFrameLayout: Layout, ContainerDependentLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    // Step 1-2
    private func lengths(_ proposal: ProposedViewSize, in subviews: Subviews) -> (width: CGFloat?, height: CGFloat?) {
        let container = subviews.containerSize ?? proposal.replacingUnspecifiedDimensions(by: .zero)
        func resolved(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let value = length(container[axis], axis)
            guard value.isFinite else {
                Diagnostics.report("containerRelativeFrame computed \(formatLength(value)); 0 is used.")
                return 0
            }
            return Swift.max(value, 0)
        }
        return (resolved(.horizontal), resolved(.vertical))
    }

    private func childProposal(_ proposal: ProposedViewSize, in subviews: Subviews) -> ProposedViewSize {
        let (width, height) = lengths(proposal, in: subviews)
        return ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (width, height) = lengths(proposal, in: subviews)
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal, in: subviews)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    // Step 3
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let proposal = childProposal(proposal, in: subviews)
        for child in subviews {
            placeAligned(child, in: bounds, proposal: proposal, alignment: alignment)
        }
    }
}

extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container: the container's length divided into `count` columns separated by
    /// `spacing`, of which the view spans `span`.
    ///
    /// `available = length − spacing × (count − 1)`, `column = available / count`,
    /// `size = column × span + spacing × (span − 1)`; the spacing adds no space between views.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = Swift.max(count, 1)
        let span = Swift.min(Swift.max(span, 1), count)
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + CGFloat(span - 1) * spacing
        }
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, computed by `length` from the container's length along each axis in `axes`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_LayoutModifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length)))
    }
}
