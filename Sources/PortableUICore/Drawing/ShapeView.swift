import Foundation

/// How a shape view draws its shape.
public enum _ShapeDrawing: Equatable, Sendable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
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
        let leaf = reconcileLeaf(Content.self, _ShapeLayout(shape: view.shape), node, inputs)
        leaf.setDrawing(
            ShapeDrawing(shape: view.shape, style: ResolvedStyle(view.style, in: inputs.environment), mode: view.drawing))
        return leaf
    }
}

/// The layout of a shape: the size the shape chooses for the proposal.
public struct _ShapeLayout<S: Shape>: Layout {
    let shape: S

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The built-in shapes take each proposed length, or a default: a custom shape may size
    /// itself any way.
    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        let builtIn =
            S.self == Rectangle.self || S.self == RoundedRectangle.self || S.self == Circle.self
            || S.self == Ellipse.self || S.self == Capsule.self
        return builtIn ? .separate : .all
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// What a shape view draws: its shape's path in the view's frame, filled or stroked with
/// the resolved style. A stroked shape (`shape.stroke(lineWidth:)`) is stroked even when
/// filled, as in SwiftUI.
///
/// As in SwiftUI, a shape describes its path in the view's own space, whose origin is the
/// view's top-leading corner; the path is then moved to the view's place in the window.
struct ShapeDrawing: DrawingContent {
    /// The path of `pathIn` for a rectangle of `rect`'s size at the origin, moved to `rect`.
    static func placed(_ pathIn: (CGRect) -> Path, in rect: CGRect) -> Path {
        let local = pathIn(CGRect(origin: .zero, size: rect.size))
        return rect.origin == .zero ? local : local.offsetBy(dx: rect.minX, dy: rect.minY)
    }

    let shape: any Shape
    let style: ResolvedStyle

    /// This drawing with another style (an animating color).
    func with(style: ResolvedStyle) -> ShapeDrawing {
        ShapeDrawing(shape: shape, style: style, mode: mode)
    }
    let mode: _ShapeDrawing

    func draw(in rect: CGRect, into list: inout DisplayList) {
        let paint = style.paint(in: rect)
        // A clear color (`Color.clear`, a common spacer) draws nothing.
        if case .color(let color) = paint, color.opacity == 0 { return }
        if let stroked = shape as? any StrokedShapeProtocol {
            let strokeStyle: StrokeStyle
            if case .stroke(let outer) = mode { strokeStyle = outer } else { strokeStyle = stroked.strokeStyle }
            list.append(.stroke(Self.placed(stroked.basePath(in:), in: rect), paint, strokeStyle.sanitized))
            return
        }
        let path = Self.placed(shape.path(in:), in: rect)
        guard !path.isEmpty else { return }
        switch mode {
        case .fill(let fillStyle):
            if case .material(let material) = style {
                list.append(.group(material.backdropEffect(within: path), DisplayList([.fill(path, paint, fillStyle)])))
            } else {
                list.append(.fill(path, paint, fillStyle))
            }
        case .stroke(let strokeStyle): list.append(.stroke(path, paint, strokeStyle.sanitized))
        }
    }
}

extension ShapeDrawing {
    /// Whether the two drawings are the same: the same shape (of plain data, with the same
    /// bytes), style and mode.
    func isIdentical(to other: ShapeDrawing) -> Bool {
        guard mode == other.mode, style == other.style else { return false }
        func sameShape<S: Shape>(_ shape: S) -> Bool {
            func same<T: Shape>(_ otherShape: T) -> Bool {
                T.self == S.self && _isPOD(S.self) && haveSameBytes(shape, unsafeBitCast(otherShape, to: S.self))
            }
            return same(other.shape)
        }
        return sameShape(shape)
    }

    /// The drawing last set through ``LayoutNode/setDrawing(_:)`` and its box: leaves that
    /// draw the same shape share the box.
    nonisolated(unsafe) fileprivate static var last: (drawing: ShapeDrawing, box: DrawingBox)?
}

extension LayoutNode {
    /// Sets a shape's drawing: the box of the last node given the same drawing (a large tree
    /// repeats a few shapes and colors, and each drawing would otherwise be an allocation of
    /// its own), nothing when the node already draws the same.
    func setDrawing(_ new: ShapeDrawing) {
        if let last = ShapeDrawing.last, last.drawing.isIdentical(to: new) {
            if drawingBox !== last.box { setDrawingBox(last.box) }
            return
        }
        if let current = drawing as? ShapeDrawing, current.isIdentical(to: new) { return }
        let box = DrawingBox(new)
        ShapeDrawing.last = (new, box)
        setDrawingBox(box)
    }
}

extension ShapeDrawing {
    /// The drawing of a `Divider`: its frame filled with the separator color (iOS light
    /// appearance: #3C3C43 at 29% opacity).
    static let separator = ShapeDrawing(
        shape: Rectangle(), style: .color(Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.29)),
        mode: .fill(FillStyle()))

    /// The background of a tab bar: UIKit's default bar material over scrolled content, as
    /// a flat color (light: #F9F9F9, dark: #161616, both at 94% opacity).
    static func tabBar(_ colorScheme: ColorScheme) -> ShapeDrawing {
        let level = colorScheme == .dark ? 0.086 : 0.976
        return ShapeDrawing(
            shape: Rectangle(), style: .color(Color(red: level, green: level, blue: level, opacity: 0.94)),
            mode: .fill(FillStyle()))
    }
}
