import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// A shape is a view that fills the space it is offered with its path, in the foreground
/// style; its ideal size is 10×10 unless ``sizeThatFits(_:)`` says otherwise. A shape is
/// ``Animatable``: when its `animatableData` changes in an animated transaction, its path is
/// drawn each frame from a copy of the shape whose data is interpolated (a shape that
/// declares none has `EmptyAnimatableData` and jumps).
@preconcurrency
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path

    /// Returns the size of the view that will render the shape, given a proposed size.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    /// A shape with the default body and no dynamic properties is reconciled as its body
    /// directly: a node of its own would hold nothing (no state, a body that only wraps the
    /// shape), and a large tree of shapes would pay for one more object per shape.
    @MainActor
    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        guard !ViewTypeInfo.of(Self.self).hasDynamicProperties else {
            return CompositeNode<Self>.reconcile(view, node: node, inputs: inputs)
        }
        return Body._reconcile(view.body, node: node, inputs: inputs)
    }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
    }

    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// Fills this shape with the foreground style, using `style` (even-odd, antialiasing).
    public func fill(style: FillStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(style))
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<Self, S>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a new shape that is a stroked copy of `self`, drawn in the foreground style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// Returns a new shape that is a stroked copy of `self` with a line width.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Trims this shape by a fractional amount based on its representation as a path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by half the line width and
    /// stroking it, so the stroke stays inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<InsetShape, S>
    {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Returns a view that is the result of filling the inner stroke of `self` with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<InsetShape, S>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2` and
    /// stroking it with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }
}
