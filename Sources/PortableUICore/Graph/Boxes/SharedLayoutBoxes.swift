import Foundation

/// A built-in layout without a cache whose methods read nothing but its value: nodes whose
/// layouts of such a type are identical can share one box.
protocol SharedBoxLayout: Layout {
    /// Whether the two layouts are the same value, length by length to the bit (so that a
    /// shared box lays out exactly as a box of its own would).
    func isIdentical(to other: Self) -> Bool
}

extension SharedBoxLayout {
    /// One of the last boxes made for this layout type whose layout is identical to `layout`
    /// (which has this type), a new box otherwise.
    fileprivate static func sharedBox<L: Layout>(for layout: L) -> AnyLayoutBox {
        let value = builtInLayout(layout, as: Self.self)
        let recent = SharedLayoutBoxes.recentBoxes(of: Self.self)
        if let box = recent.first(where: { unsafeDowncast($0, to: LayoutBox<Self>.self).layout.isIdentical(to: value) }) {
            return box
        }
        let made = LayoutBox(value)
        recent.insert(made)
        return made
    }
}

/// The last few boxes made for one layout type, most recent first.
final class RecentLayoutBoxes {
    /// How many boxes are kept: a row of a list often repeats a few different frames.
    static let capacity = 8
    private var boxes: [AnyLayoutBox] = []

    /// The most recent box that satisfies `predicate`.
    @inline(__always)
    func first(where predicate: (AnyLayoutBox) -> Bool) -> AnyLayoutBox? {
        var index = boxes.count
        while index > 0 {
            index -= 1
            if predicate(boxes[index]) { return boxes[index] }
        }
        return nil
    }

    /// Keeps `box` as the most recent, forgetting the oldest when full.
    func insert(_ box: AnyLayoutBox) {
        if boxes.count == Self.capacity { boxes.removeFirst() }
        boxes.append(box)
    }
}

/// The layout boxes of leaves and layout modifiers, shared between nodes.
///
/// A large tree repeats the same few layouts (every cell of a grid has the same frame, every
/// leaf the same shape), and each box is an object of its own. A node asking for a box of a
/// ``SharedBoxLayout`` gets one of the last boxes made for that layout type when the layouts
/// are identical. A node updating a box that others share gets another box instead of changing
/// it (``LayoutNode/updateLayout(_:)``).
enum SharedLayoutBoxes {
    /// The last boxes made per layout type.
    nonisolated(unsafe) private static var recent: [ObjectIdentifier: RecentLayoutBoxes] = [:]

    /// The last boxes made for `type`.
    fileprivate static func recentBoxes(of type: Any.Type) -> RecentLayoutBoxes {
        if let boxes = recent[ObjectIdentifier(type)] { return boxes }
        let made = RecentLayoutBoxes()
        recent[ObjectIdentifier(type)] = made
        return made
    }

    /// A box for `layout`: shared when it may be, new otherwise (always new in the reference
    /// mode, ``ReferenceLayout``).
    static func box<L: Layout>(for layout: L) -> AnyLayoutBox {
        guard !ReferenceLayout.isActive, let sharable = L.self as? any SharedBoxLayout.Type else {
            return LayoutBox(layout)
        }
        return sharable.sharedBox(for: layout)
    }

    /// Whether two lengths are the same to the bit (both unspecified, or with equal bits).
    static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        a.map { Double($0).bitPattern } == b.map { Double($0).bitPattern }
    }
}

extension _FrameLayout: SharedBoxLayout {
    func isIdentical(to other: Self) -> Bool {
        SharedLayoutBoxes.same(width, other.width) && SharedLayoutBoxes.same(height, other.height)
            && alignment == other.alignment
    }
}

extension _FlexFrameLayout: SharedBoxLayout {
    func isIdentical(to other: Self) -> Bool {
        width.isIdentical(to: other.width) && height.isIdentical(to: other.height) && alignment == other.alignment
    }
}

extension _FlexFrameLayout.Constraint {
    fileprivate func isIdentical(to other: Self) -> Bool {
        SharedLayoutBoxes.same(min, other.min) && SharedLayoutBoxes.same(ideal, other.ideal)
            && SharedLayoutBoxes.same(max, other.max)
    }
}

extension _PaddingLayout: SharedBoxLayout {
    func isIdentical(to other: Self) -> Bool {
        SharedLayoutBoxes.same(insets.top, other.insets.top) && SharedLayoutBoxes.same(insets.leading, other.insets.leading)
            && SharedLayoutBoxes.same(insets.bottom, other.insets.bottom)
            && SharedLayoutBoxes.same(insets.trailing, other.insets.trailing)
    }
}

extension _SpacerLayout: SharedBoxLayout {
    func isIdentical(to other: Self) -> Bool {
        SharedLayoutBoxes.same(minLength, other.minLength) && axis == other.axis
    }
}

extension _FlexibleLeafLayout: SharedBoxLayout {
    func isIdentical(to other: Self) -> Bool { true }
}

extension _ShapeLayout: SharedBoxLayout {
    /// Shapes of plain data with the same bytes (most built-in shapes have no or few fields).
    func isIdentical(to other: Self) -> Bool {
        _isPOD(S.self) && haveSameBytes(shape, other.shape)
    }
}
