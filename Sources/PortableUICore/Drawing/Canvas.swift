import Foundation

/// A view type that supports immediate mode drawing.
///
/// The renderer closure runs each time the display list is built, with a
/// ``GraphicsContext`` whose origin is the canvas's top-leading corner and the canvas's
/// size. Like a color, a canvas takes the size it is offered.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// .frame(width: 300, height: 200)
/// ```
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let isOpaque: Bool

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let leaf = reconcileLeaf(Canvas<Symbols>.self, _FlexibleLeafLayout(), node, inputs)
        leaf.drawing = CanvasDrawing(renderer: view.renderer, environment: inputs.environment)
        return leaf
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        isOpaque = opaque
    }
}

/// What a canvas draws: its renderer's recording, moved to the canvas's frame.
struct CanvasDrawing: DrawingContent {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    func draw(in rect: CGRect, into list: inout DisplayList) {
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(recorder: recorder, environment: environment)
        renderer(&context, rect.size)
        let recorded = recorder.lists[0]
        guard !recorded.isEmpty else { return }
        if rect.origin == .zero {
            list.append(contentsOf: recorded)
        } else {
            list.append(.group(.transform(CGAffineTransform(translationX: rect.minX, y: rect.minY)), recorded))
        }
    }
}
