import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// A shape is a view that fills the space it is offered with its path; its ideal size is
/// 10×10 unless ``sizeThatFits(_:)`` says otherwise.
public protocol Shape: View, Sendable {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path

    /// Returns the size of the view that will render the shape, given a proposed size.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill)
    }

    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = .foreground) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill)
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(lineWidth: lineWidth, inset: false))
    }

    /// Traces the outline of this shape, inset by half the line width so the stroke stays
    /// inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(lineWidth: lineWidth, inset: true))
    }
}

/// How a shape view draws its shape.
public enum _ShapeDrawing: Equatable, Sendable {
    case fill
    case stroke(lineWidth: CGFloat, inset: Bool)
}

/// A shape drawn with a style: the primitive view behind every shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    let drawing: _ShapeDrawing

    public init(shape: Content, style: Style, drawing: _ShapeDrawing) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileLeaf(Content.self, _ShapeLayout(shape: view.shape), node, inputs)
    }
}

/// The layout of a shape: the size the shape chooses for the proposal.
public struct _ShapeLayout<S: Shape>: Layout {
    let shape: S

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: Shape, Equatable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}

/// A circle centered on the frame of the view containing it, with the diameter of the
/// frame's shorter side.
public struct Circle: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: Shape, Equatable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = Swift.min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}
