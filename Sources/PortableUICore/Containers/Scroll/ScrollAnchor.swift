import Foundation

/// A type defining the role of a scroll anchor.
///
/// A scroll view uses its default anchor (`defaultScrollAnchor(_:)`) for where it is first
/// scrolled, how it keeps its place when its content or its own size changes, and where it
/// puts content smaller than itself; `defaultScrollAnchor(_:for:)` sets one of these.
public struct ScrollAnchorRole: Hashable, Sendable {
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case initialOffset, sizeChanges, alignment
    }

    /// The role that influences where a scroll view should be initially scrolled.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: .initialOffset) }

    /// The role that influences how a scroll view should adjust its content offset when the
    /// scroll view's content or container size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: .sizeChanges) }

    /// The role that influences how a scroll view should align its content when the size of
    /// its content is smaller than the container size of the scroll view.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: .alignment) }
}

/// The anchors of the scroll views in an environment, one per role (nil: top leading, the
/// scroll view's usual behaviour).
struct ScrollAnchors: Equatable, Sendable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?

    /// `anchor` set for `role`.
    mutating func set(_ anchor: UnitPoint?, for role: ScrollAnchorRole) {
        switch role.kind {
        case .initialOffset: initialOffset = anchor
        case .sizeChanges: sizeChanges = anchor
        case .alignment: alignment = anchor
        }
    }
}

private struct ScrollAnchorsKey: EnvironmentKey {
    static let defaultValue = ScrollAnchors()
}

extension EnvironmentValues {
    var scrollAnchors: ScrollAnchors {
        get { self[ScrollAnchorsKey.self] }
        set { self[ScrollAnchorsKey.self] = newValue }
    }
}

extension View {
    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default.
    ///
    /// The anchor serves every ``ScrollAnchorRole``: `.bottom` starts a chat at its last
    /// message, keeps it there as messages arrive, and puts a short conversation at the bottom.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollAnchors) { anchors in
            anchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor)
        }
    }

    /// Associates an anchor to control the position of a scroll view in a particular
    /// circumstance.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollAnchors) { $0.set(anchor, for: role) }
    }
}

/// How a scroll view follows its anchors:
/// 1. **Initial offset.** When first placed, the offset is the anchor's fraction of the
///    overflow on each scrolling axis (`.bottom`: the end of the content).
/// 2. **Size changes.** When the overflow changes later (content added, the scroll view
///    resized), the offset moves by the anchor's fraction of the change, so the anchored part
///    stays in view (`.bottom` at the end stays at the end; top anchors keep the offset). Not
///    while a finger holds the content, nor in an update whose transaction's
///    `scrollContentOffsetAdjustmentBehavior` is `.disabled`.
/// 3. **Alignment.** Content shorter than the visible area (less its margins) on an axis is
///    moved by the anchor's fraction of the room left.
/// A component that is not finite counts as 0 (the top or leading edge).
extension ScrollState {
    /// Steps 1-2, after the content was measured for a placement.
    func followAnchors() {
        let maximum = maximumOffset
        defer { anchoredMaximum = maximum }
        guard let last = anchoredMaximum else {
            guard let anchor = anchors.initialOffset else { return }
            offset = CGPoint(x: Self.fraction(anchor.x) * maximum.x, y: Self.fraction(anchor.y) * maximum.y)
            return
        }
        guard maximum != last, !isHeld, let anchor = anchors.sizeChanges,
            LayoutPass.current.transaction.scrollContentOffsetAdjustmentBehavior.allowsAdjustments
        else { return }
        offset.x += Self.fraction(anchor.x) * (maximum.x - last.x)
        offset.y += Self.fraction(anchor.y) * (maximum.y - last.y)
    }

    /// Step 3: how far the content is moved from the top-leading corner.
    func alignmentShift(in viewport: CGSize) -> CGPoint {
        guard let anchor = anchors.alignment else { return .zero }
        let room = CGSize(
            width: Swift.max(viewport.width - margins.horizontal - contentSize.width, 0),
            height: Swift.max(viewport.height - margins.vertical - contentSize.height, 0))
        return CGPoint(x: Self.fraction(anchor.x) * room.width, y: Self.fraction(anchor.y) * room.height)
    }

    private static func fraction(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }
}
