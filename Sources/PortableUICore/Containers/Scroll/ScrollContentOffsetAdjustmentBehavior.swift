import Foundation

/// A type that defines the different kinds of content offset adjusting behaviors a scroll
/// view can have.
public struct ScrollContentOffsetAdjustmentBehavior: Hashable, Sendable {
    let allowsAdjustments: Bool

    /// The automatic behavior.
    ///
    /// A scroll view may automatically adjust its content offset based on the current
    /// context. The absolute offset may be adjusted to keep content in relatively the same
    /// place. For example, when scrolled to the bottom, a scroll view may keep the bottom edge
    /// scrolled to the bottom when the overall size of its content changes.
    public static var automatic: ScrollContentOffsetAdjustmentBehavior {
        ScrollContentOffsetAdjustmentBehavior(allowsAdjustments: true)
    }

    /// The disabled behavior.
    ///
    /// A scroll view will not adjust its content offset.
    public static var disabled: ScrollContentOffsetAdjustmentBehavior {
        ScrollContentOffsetAdjustmentBehavior(allowsAdjustments: false)
    }
}
