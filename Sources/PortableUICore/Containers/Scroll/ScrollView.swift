import Foundation

/// A scrollable view.
///
/// 1. Along its scroll axes it takes the proposal (an unspecified one gives its content's
///    length); across them it is as long as its content.
/// 2. Its content is stacked like a `VStack` (an `HStack` for a horizontal-only scroll view)
///    and proposed nothing (its ideal length) along the scroll axes, the scroll view's
///    proposal across them.
/// 3. The content is placed at the top-leading corner, moved by the content offset, which
///    stays between zero and the content's overflow.
/// The scroll view defines the `.scrollView` coordinate space (its visible bounds). While its
/// content can scroll it draws scroll indicators over it (see `ScrollState.indicators`).
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of
    /// the content offset, in a way that's suitable for the platform.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can
    /// show indicators while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let existing = (node as? LayoutNode).flatMap { $0.viewType == Self.self ? $0 : nil }
        let state = existing?.scrollState ?? ScrollState()
        state.axes = view.axes
        state.isDisabled = !inputs.environment.isScrollEnabled
        state.margins = inputs.environment.scrollContentMargins
        state.displayScale = inputs.environment.displayScale
        state.targetBehavior = inputs.environment.scrollTargetBehavior
        state.showsIndicators = view.showsIndicators
        state.anchors = inputs.environment.scrollAnchors
        state.dismissesKeyboard = inputs.environment.scrollDismissesKeyboardMode == .immediately
        state.clipsContent = !inputs.environment.isScrollClipDisabled
        state.indicatorVisibility = (
            inputs.environment.verticalScrollIndicatorVisibility, inputs.environment.horizontalScrollIndicatorVisibility
        )
        let layout = _ScrollViewLayout(axes: view.axes, state: state)
        let stacked = _ScrollContent(axes: view.axes, content: view.content)
        let refresh = view.axes.contains(.vertical) ? inputs.environment.refresh : nil
        state.attachRefresh(refresh)
        let scrollView: LayoutNode
        if let refresh {
            // The refresh control is a second subview, placed above the content's top.
            let control = _RefreshControl(session: refresh.session, pull: state.refreshPull)
            scrollView = reconcileContainer(Self.self, layout, ViewBuilder.buildBlock(stacked, control), node, inputs)
        } else {
            scrollView = reconcileContainer(Self.self, layout, stacked, node, inputs)
        }
        scrollView.scrollState = state
        scrollView.containerSize = { proposal in
            let size = proposal.replacingUnspecifiedDimensions(by: .zero)
            return CGSize(
                width: Swift.max(size.width - state.margins.horizontal, 0),
                height: Swift.max(size.height - state.margins.vertical, 0))
        }
        scrollView.coordinateSpaceNames.insert(AnyHashable(ScrollViewCoordinateSpaceName()))
        state.attachInput(to: scrollView, inputs: inputs)
        state.register(with: inputs.environment.navigation.screen)
        return scrollView
    }
}

/// The content of a scroll view, stacked along its main axis.
struct _ScrollContent<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    var body: some View {
        if axes == .horizontal {
            HStack { content }
        } else {
            VStack { content }
        }
    }
}

/// The scrolling state of one scroll view: its content offset and the geometry it scrolls in.
final class ScrollState: ContainerState {
    var axes: Axis.Set = .vertical
    var isDisabled = false
    /// Insets of the content inside the scroll view (`contentMargins`, `safeAreaPadding`).
    var margins = EdgeInsets()
    var targetBehavior: ScrollTargetBehaviorKind = .none
    /// Whether the scroll view shows indicators (`showsIndicators`), and the environment's
    /// visibility for each axis (see `indicators(in:layoutDirection:)`).
    var showsIndicators = true
    var indicatorVisibility = (vertical: ScrollIndicatorVisibility.automatic, horizontal: ScrollIndicatorVisibility.automatic)
    /// The scroll view's node and graph, for scrolling by hand.
    weak var node: LayoutNode?
    weak var graph: ViewGraph?
    /// The offset when the current drag began, before rubber banding (where the finger
    /// would have put the content without an edge's resistance).
    var dragStartOffset: CGPoint?
    /// Whether a pointer is pressed on the scroll view (the content may be past an edge).
    var isHeld = false
    /// The momentum or bounce moving the content since the finger left it.
    var motion: ScrollMotion?
    /// How far the content is scrolled, in points (positive: content moved up/left); past
    /// an edge only while held or in motion.
    var offset: CGPoint = .zero {
        didSet { if offset.y != oldValue.y { offsetChanged?() } }
    }
    /// The navigation bar this scroll view collapses (as its screen's scroll view): the
    /// content shows at the offset minus the collapse (NavigationBarCollapse, step 3).
    var barCollapse = NavigationBarCollapse()
    /// Called when the vertical offset changes (the bar's container lays out again when
    /// the collapse changes).
    var offsetChanged: (() -> Void)?
    /// The offset the content was last placed at: ``offset`` on the pixel grid, so that the
    /// content moves by whole pixels and a renderer may shift the previous frame's pixels.
    private(set) var placedOffset: CGPoint = .zero
    /// Pixels per point of the screen the scroll view is on.
    var displayScale: CGFloat = 1
    /// The content's size and the visible size after the last layout.
    var contentSize: CGSize = .zero
    var viewportSize: CGSize = .zero
    /// The default anchors (`defaultScrollAnchor`), and the overflow they last saw (nil
    /// before the first placement).
    var anchors = ScrollAnchors()
    var anchoredMaximum: CGPoint?
    /// Whether scrolling ends the editing of the focused text field
    /// (`scrollDismissesKeyboard(.immediately)`).
    var dismissesKeyboard = false
    /// Whether the content is clipped to the scroll view's bounds (`scrollClipDisabled`).
    var clipsContent = true
    /// The action a vertical scroll view in a refreshable view offers by pull to refresh.
    var refresh: RefreshAction?
    /// How far above its top the content may rest: the refresh control's height while a
    /// refresh runs, else zero.
    var refreshInset: CGFloat = 0
    /// How far the content is pulled down, as the refresh control shows it.
    let refreshPull = RefreshPull()

    /// The smallest offset on each axis (negative while a refresh holds the content down).
    var minimumOffset: CGPoint {
        // (Zero, not -0: offsets are shown to observers.)
        CGPoint(x: 0, y: axes.contains(.vertical) && refreshInset > 0 ? -refreshInset : 0)
    }

    /// The largest offset on each axis.
    var maximumOffset: CGPoint {
        CGPoint(
            x: axes.contains(.horizontal)
                ? Swift.max(contentSize.width + margins.horizontal - viewportSize.width, 0) : 0,
            y: axes.contains(.vertical)
                ? Swift.max(contentSize.height + margins.vertical - viewportSize.height + barCollapse.amount, 0) : 0)
    }

    /// Rounds the offset to the pixel grid for placing the content, and remembers it (less
    /// the collapse of the navigation bar above, which the scroll distance went to).
    func placeOffset() -> CGPoint {
        func aligned(_ value: CGFloat) -> CGFloat { (value * displayScale).rounded() / displayScale }
        placedOffset = CGPoint(x: aligned(offset.x), y: aligned(offset.y - barCollapse.amount))
        return placedOffset
    }

    /// The offset limited to what the content allows.
    func clamped(_ point: CGPoint) -> CGPoint {
        let maximum = maximumOffset, minimum = minimumOffset
        return CGPoint(
            x: Swift.min(Swift.max(point.x, minimum.x), maximum.x), y: Swift.min(Swift.max(point.y, minimum.y), maximum.y))
    }
}

/// The layout of a `ScrollView`.
public struct _ScrollViewLayout: Layout {
    let axes: Axis.Set
    let state: ScrollState

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let margins = state.margins
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width.map { Swift.max($0 - margins.horizontal, 0) },
            height: axes.contains(.vertical) ? nil : proposal.height.map { Swift.max($0 - margins.vertical, 0) })
    }

    // Step 1-2
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        content.width += state.margins.horizontal
        content.height += state.margins.vertical
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    // Step 3
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let childProposal = contentProposal(proposal)
        state.contentSize = content.sizeThatFits(childProposal)
        state.viewportSize = bounds.size
        state.followAnchors()
        if !state.isHeld && state.motion == nil { state.offset = state.clamped(state.offset) }
        let offset = state.placeOffset()
        let shift = state.alignmentShift(in: bounds.size)
        content.place(
            at: CGPoint(
                x: bounds.minX + state.margins.leading + shift.x - offset.x,
                y: bounds.minY + state.margins.top + shift.y - offset.y),
            proposal: childProposal)
        if subviews.count > 1 { state.placeRefreshControl(subviews[1], in: bounds) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { nil }
}

private struct ScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether any scroll views associated with this
    /// environment allow scrolling to occur.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

private struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether scroll views draw their content outside their bounds (`scrollClipDisabled`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Sets whether a scroll view clips its content to its bounds.
    ///
    /// With clipping disabled, content (shadows, neighbouring cards) is drawn past the scroll
    /// view's bounds; the scroll view is still hit only within them.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }

    /// Disables or enables scrolling in scrollable views.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }
}

extension LayoutNode {
    /// The scrolling state, for a scroll view's node.
    var scrollState: ScrollState? {
        get { containerState(ScrollState.self) }
        set { setContainerState(newValue) }
    }

    /// Scrolls this scroll view by `delta`, clamped to its content; returns whether it moved.
    /// Like a user's scroll, it comes to rest where the scroll target behavior says.
    @discardableResult
    func scroll(by delta: CGPoint) -> Bool {
        guard let state = scrollState, !state.isDisabled else { return false }
        let proposed = state.clamped(CGPoint(x: state.offset.x + delta.x, y: state.offset.y + delta.y))
        return setOffset(state.restingOffset(proposed, from: state.offset, targets: scrollTargets()))
    }

    /// Sets the content offset (clamped); returns whether it moved.
    @discardableResult
    func setOffset(_ offset: CGPoint) -> Bool {
        guard let state = scrollState else { return false }
        let target = state.clamped(offset)
        guard target != state.offset else { return false }
        state.offset = target
        setNeedsPlacement()
        return true
    }

    /// The offsets at which the children of the scroll target layout inside this scroll view
    /// start, relative to the content's origin.
    func scrollTargets() -> [CGFloat] {
        guard let state = scrollState, state.targetBehavior == .viewAligned else { return [] }
        let vertical = state.axes.contains(.vertical)
        let contentOrigin = vertical ? frame.minY + state.margins.top - state.placedOffset.y : frame.minX + state.margins.leading - state.placedOffset.x
        var targets: [CGFloat] = []
        var stack = subviews.array
        while let node = stack.popLast() {
            if node.isScrollTargetLayout {
                targets += node.subviews.map { (vertical ? $0.frame.minY : $0.frame.minX) - contentOrigin }
                continue
            }
            stack.append(contentsOf: node.subviews)
        }
        return targets.sorted()
    }
}
