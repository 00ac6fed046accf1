import Foundation

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileContainer(HStack<Content>.self, view.layout, view.content, node, inputs)
    }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileContainer(VStack<Content>.self, view.layout, view.content, node, inputs)
    }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileContainer(ZStack<Content>.self, view.layout, view.content, node, inputs)
    }
}
