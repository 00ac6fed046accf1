import Foundation

/// A shape whose drawing is a stroke of another shape's path (`shape.stroke(lineWidth:)`).
protocol StrokedShapeProtocol {
    var strokeStyle: StrokeStyle { get }
    func basePath(in rect: CGRect) -> Path
}

/// A shape that knows how to shrink its corner radii when inset (rounded rectangles), so
/// an inset rounded rectangle stays concentric with the original.
protocol CornerInsettable {
    func insetCorners(by amount: CGFloat) -> Self
}

/// A shape stroked with a style: drawn as a stroke of the base shape's path.
///
/// Its `path(in:)` is the base path, not the outline of the stroke (see docs/differences.md).
public struct _StrokedShape<Content: Shape>: Shape {
    public var shape: Content
    public var style: StrokeStyle

    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The shape's data and the stroke's line width, miter limit and dash phase.
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set { (shape.animatableData, style.animatableData) = (newValue.first, newValue.second) }
    }
}

extension _StrokedShape: StrokedShapeProtocol {
    nonisolated var strokeStyle: StrokeStyle { style }
    nonisolated func basePath(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape trimmed to a fraction of its path's length.
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: Content, startFraction: CGFloat, endFraction: CGFloat) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The shape's data and the two fractions (a progress ring animates its end).
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// A shape inset by an amount on every side.
public struct _InsetShape<Base: InsettableShape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount.isFinite ? amount : 0
    }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard !inset.isNull, inset.width >= 0, inset.height >= 0 else { return Path() }
        if let corners = base as? any CornerInsettable, let shape = corners.insetCorners(by: amount) as? Base {
            return shape.path(in: inset)
        }
        return base.path(in: inset)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    /// The base shape's data and the inset amount.
    nonisolated public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { (base.animatableData, amount) = (newValue.first, newValue.second) }
    }
}

/// A type-erased shape value.
public struct AnyShape: Shape {
    private let pathInRect: @Sendable (CGRect) -> Path
    private let sizing: @Sendable (ProposedViewSize) -> CGSize

    /// Create an any shape instance from a shape.
    public init<S: Shape>(_ shape: S) {
        pathInRect = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { pathInRect(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}
