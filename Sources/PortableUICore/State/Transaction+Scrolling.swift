import Foundation

extension Transaction {
    /// The preferred alignment of the view within a scroll view's visible region when
    /// scrolling to a view.
    ///
    /// Use this API in conjunction with a ``ScrollViewProxy/scrollTo(_:anchor:)`` or when
    /// updating the binding provided to a `scrollPosition(id:anchor:)`. Rule here: an anchor
    /// given to `scrollTo` itself wins over the transaction's; the transaction's wins over the
    /// anchor given to `scrollPosition(id:anchor:)`.
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }

    /// The behavior a scroll view will have regarding content offset adjustments for the
    /// current transaction.
    ///
    /// A scroll view may automatically adjust its content offset based on the current context,
    /// for example keeping its bottom edge at the bottom when the size of its content changes
    /// (`defaultScrollAnchor(_:for:)` with `.sizeChanges`). Use this property to disable these
    /// kinds of adjustments when needed.
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { self[ScrollContentOffsetAdjustmentBehaviorKey.self] }
        set { self[ScrollContentOffsetAdjustmentBehaviorKey.self] = newValue }
    }

    /// Whether a programmatic update to the scroll position of a scroll view preserves the
    /// current velocity of any active scroll of the scroll view.
    ///
    /// By default, when a scroll view sees a programmatic update to its scroll position, it
    /// will stop any active scrolls for unanimated scrolls. If a programmatic update is
    /// animated, this property is ignored. Here `ScrollViewProxy.scrollTo` and a
    /// `scrollPosition(id:anchor:)` binding set in such a transaction move the content and
    /// let its glide go on from there; a bounce at an edge stops.
    public var scrollPositionUpdatePreservesVelocity: Bool {
        get { self[ScrollPositionUpdatePreservesVelocityKey.self] }
        set { self[ScrollPositionUpdatePreservesVelocityKey.self] = newValue }
    }
}

/// The key of ``Transaction/scrollTargetAnchor``.
private struct ScrollTargetAnchorKey: TransactionKey {
    static var defaultValue: UnitPoint? { nil }
}

/// The key of ``Transaction/scrollContentOffsetAdjustmentBehavior``.
private struct ScrollContentOffsetAdjustmentBehaviorKey: TransactionKey {
    static var defaultValue: ScrollContentOffsetAdjustmentBehavior { .automatic }
}

/// The key of ``Transaction/scrollPositionUpdatePreservesVelocity``.
private struct ScrollPositionUpdatePreservesVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
}
