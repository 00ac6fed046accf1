import Foundation

/// A layout that changes the safe area its subviews see.
protocol SafeAreaAdjustingLayout {
    /// The safe rectangle (window coordinates) for the subviews, given the node's own and
    /// its frame.
    func safeAreaForSubviews(_ safeArea: CGRect, in frame: CGRect) -> CGRect
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
}

/// A layout whose node is placed in a different frame than its container gave it.
protocol FrameAdjustingLayout {
    func adjustedFrame(_ frame: CGRect, safeArea: CGRect, window: CGRect) -> CGRect
}

/// The layout of `ignoresSafeArea(_:edges:)`.
///
/// 1. The view reports its child's size for the proposal, as if nothing were ignored.
/// 2. When placed, each ignored edge of its frame that reaches the safe area's edge is pushed
///    out to the window's edge: the view's frame is that larger rectangle, and its child is
///    proposed and placed in it.
public struct _SafeAreaIgnoringLayout: Layout, Equatable, FrameAdjustingLayout {
    let edges: Edge.Set

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for child in subviews {
            child.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }

    // Step 2
    func adjustedFrame(_ frame: CGRect, safeArea safe: CGRect, window: CGRect) -> CGRect {
        guard !safe.isInfinite else { return frame }
        let tolerance: CGFloat = 0.001
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + tolerance { minY = Swift.min(minY, window.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = Swift.max(maxY, window.maxY) }
        if edges.contains(.leading), minX <= safe.minX + tolerance { minX = Swift.min(minX, window.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = Swift.max(maxX, window.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The layout of `safeAreaPadding`: like padding, and the content's safe area shrinks by the
/// same insets.
public struct _SafeAreaPaddingLayout: Layout, Equatable, SafeAreaAdjustingLayout {
    let padding: _PaddingLayout

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func safeAreaForSubviews(_ safeArea: CGRect, in frame: CGRect) -> CGRect {
        let insets = padding.insets
        let inner = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: Swift.max(frame.width - insets.horizontal, 0), height: Swift.max(frame.height - insets.vertical, 0))
        return safeArea.isInfinite ? inner : safeArea.intersection(inner)
    }
}

/// The layout of `safeAreaInset(edge:alignment:spacing:content:)`: the main view is inset by
/// the inset content's length plus the spacing from the edge; the inset content sits at the
/// edge, aligned along it. Subviews: the main view, then the inset content.
public struct _SafeAreaInsetLayout: Layout, Equatable {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func gap(_ subviews: Subviews) -> CGFloat {
        if let spacing { return spacing }
        let main = subviews[subviews.startIndex].spacing
        let inset = subviews[subviews.startIndex + 1].spacing
        return edge == .top || edge == .leading
            ? inset.distance(to: main, along: axis) : main.distance(to: inset, along: axis)
    }

    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (main: CGSize, inset: CGSize, gap: CGFloat) {
        let inset = subviews[subviews.startIndex + 1].sizeThatFits(ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis))
        let gap = gap(subviews)
        let remaining = proposal[axis].map { Swift.max($0 - inset[axis] - gap, 0) }
        let main = subviews[subviews.startIndex].sizeThatFits(ProposedViewSize(major: remaining, minor: proposal[axis.other], axis: axis))
        return (main, inset, gap)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let (main, inset, gap) = measure(proposal, subviews)
        return CGSize(major: main[axis] + gap + inset[axis], minor: Swift.max(main[axis.other], inset[axis.other]), axis: axis)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
            return
        }
        let (main, inset, gap) = measure(proposal, subviews)
        let mainSubview = subviews[subviews.startIndex]
        let insetSubview = subviews[subviews.startIndex + 1]
        let insetLength = inset[axis] + gap
        var mainRect = bounds
        var insetRect = bounds
        switch edge {
        case .top:
            mainRect = CGRect(x: bounds.minX, y: bounds.minY + insetLength, width: bounds.width, height: main.height)
            insetRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: inset.height)
        case .bottom:
            mainRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: main.height)
            insetRect = CGRect(x: bounds.minX, y: bounds.minY + main.height + gap, width: bounds.width, height: inset.height)
        case .leading:
            mainRect = CGRect(x: bounds.minX + insetLength, y: bounds.minY, width: main.width, height: bounds.height)
            insetRect = CGRect(x: bounds.minX, y: bounds.minY, width: inset.width, height: bounds.height)
        case .trailing:
            mainRect = CGRect(x: bounds.minX, y: bounds.minY, width: main.width, height: bounds.height)
            insetRect = CGRect(x: bounds.minX + main.width + gap, y: bounds.minY, width: inset.width, height: bounds.height)
        }
        placeAligned(mainSubview, in: mainRect, proposal: ProposedViewSize(major: mainRect.size[axis], minor: proposal[axis.other], axis: axis), alignment: .center)
        let insetProposal = ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
        placeAligned(insetSubview, in: insetRect, proposal: insetProposal, alignment: alignment)
    }
}

extension View {
    /// Expands the safe area of a view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_LayoutModifier(_SafeAreaIgnoringLayout(edges: edges)))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Adds the provided insets into the safe area of this view (the default padding, 16,
    /// when `length` is nil).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(
            _LayoutModifier(_SafeAreaPaddingLayout(padding: _PaddingLayout(edges: edges, insets: length.map { EdgeInsets(.all, $0) }))))
    }

    /// Adds the provided insets into the safe area of this view.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutModifier(_SafeAreaPaddingLayout(padding: _PaddingLayout(edges: .all, insets: insets))))
    }

    /// Adds the provided insets into the safe area of this view.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Shows the specified content beside the modified view, at a vertical edge.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let layout = _SafeAreaInsetLayout(
            edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return modifier(_SafeAreaInsetModifier(inset: content(), layout: layout))
    }

    /// Shows the specified content beside the modified view, at a horizontal edge.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let layout = _SafeAreaInsetLayout(
            edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing)
        return modifier(_SafeAreaInsetModifier(inset: content(), layout: layout))
    }

    /// Sets the view's background to a style, extending into the safe area on `edges` (all,
    /// by default), as SwiftUI's shape-style backgrounds do.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

}

/// The modifier behind `safeAreaInset`: the inset content is a second subview of each
/// instance, like an overlay's.
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier {
    public typealias Body = Never
    let inset: Inset
    let layout: _SafeAreaInsetLayout

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let modified = node as? ModifierNode ?? ModifierNode()
        modified.content = reconcileChild(content, modified.content, inputs)
        var insetInputs = inputs
        insetInputs.stackAxis = nil
        let stack = ZStack(alignment: modifier.layout.alignment) { modifier.inset }
        modified.updateInstances(
            modifier.layout, viewType: Self.self, inputs: inputs, secondary: { reconcileChild(stack, $0, insetInputs) })
        return modified
    }
}
