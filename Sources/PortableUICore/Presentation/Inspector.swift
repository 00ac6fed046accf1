import Foundation

extension View {
    /// Inserts an inspector at the applied position in the view hierarchy.
    ///
    /// On a desktop or pad the inspector is a column on the trailing side, beside the
    /// content (which gives it the room), as tall as the content, behind a separator; its
    /// width comes from ``inspectorColumnWidth(_:)`` in its content. Dragging the column's
    /// leading edge resizes it within that width's minimum and maximum (on a desktop, the
    /// width the user chose is kept while the view lives). On a phone (a compact
    /// width) it is presented as a sheet, where `presentationDetents` apply.
    ///
    /// ```swift
    /// ProductList()
    ///     .inspector(isPresented: $showsDetails) {
    ///         ProductDetails().inspectorColumnWidth(min: 200, ideal: 300, max: 400)
    ///     }
    /// ```
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        _InspectorView(content: self, inspector: content(), isPresented: isPresented)
    }

    /// Sets a fixed, preferred width for the inspector containing this view (no effect
    /// elsewhere).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        layoutValue(key: _InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: width, ideal: width, max: width))
    }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation
    /// (no effect elsewhere).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        layoutValue(key: _InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: min, ideal: ideal, max: max))
    }
}

/// The width an inspector's content asks for.
struct InspectorColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The column's width in a container `available` points wide: the ideal width kept
    /// between the minimum and the maximum, never wider than the container; bad numbers (NaN,
    /// infinite, negative) fall back to the default.
    /// A width the user dragged the column to (`requested`) stands in for the ideal one.
    func resolved(in available: CGFloat, requested: CGFloat? = nil) -> CGFloat {
        func valid(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        let ideal = valid(requested) ?? valid(ideal) ?? PresentationMetrics.inspectorWidth
        let lower = valid(min) ?? 0
        let upper = Swift.max(valid(max) ?? .infinity, lower)
        return Swift.min(Swift.min(Swift.max(ideal, lower), upper), Swift.max(available, 0))
    }
}

struct _InspectorColumnWidthKey: LayoutValueKey {
    static let defaultValue = InspectorColumnWidth(ideal: PresentationMetrics.inspectorWidth)
}

/// A view with an inspector: a trailing column on a desktop or pad, a sheet on a phone.
struct _InspectorView<Content: View, Inspector: View>: View {
    let content: Content
    let inspector: Inspector
    let isPresented: Binding<Bool>
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.colorScheme) private var colorScheme
    /// The width the user chose by dragging the column's edge, and the width asked for
    /// while a drag is under way.
    @State private var chosenWidth: CGFloat?
    @State private var draggedWidth: CGFloat?
    @State private var resize = InspectorResize()

    var body: some View {
        if idiom == .phone {
            content.modifier(presenting(.sheet, isPresented: isPresented, onDismiss: nil, content: { inspector }))
        } else {
            _InspectorLayout(requestedWidth: draggedWidth ?? chosenWidth, resize: resize) {
                content
                if isPresented.wrappedValue {
                    inspector
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                        .background(PresentationColors(colorScheme).inspectorBackground)
                        .overlay(alignment: .leading) {
                            Rectangle().fill(PresentationColors(colorScheme).separator).frame(width: PresentationMetrics.inspectorSeparatorWidth)
                        }
                        .overlay(alignment: .leading) { resizeHandle }
                        .accessibilityIdentifier("presentation.inspector")
                        .transition(.move(edge: .trailing).animation(.default))
                }
            }
        }
    }

    /// The strip along the column's leading edge that resizes it: dragging it by `dx` asks for
    /// the width the column had when the drag began less `dx` (in window coordinates, which
    /// do not move as the column does); the layout keeps it within the column's limits, and
    /// the width it reached is kept when the drag ends.
    private var resizeHandle: some View {
        let resize = resize
        let chosen = $chosenWidth
        let dragged = $draggedWidth
        return Color.clear
            .frame(width: PresentationMetrics.inspectorResizeHandleWidth)
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 1, coordinateSpace: .global)
                    .onChanged { value in
                        let start = resize.dragStartWidth ?? resize.placedWidth
                        resize.dragStartWidth = start
                        dragged.wrappedValue = start - value.translation.width
                    }
                    .onEnded { _ in
                        chosen.wrappedValue = resize.placedWidth
                        dragged.wrappedValue = nil
                        resize.dragStartWidth = nil
                    }
            )
            .accessibilityHidden(true)
            .accessibilityIdentifier("presentation.inspector.resize")
    }
}

/// What the inspector's resizing needs to know between its layout and its drag: the width
/// the column was last placed at (kept within its limits) and the width a drag started from.
@MainActor
final class InspectorResize {
    var placedWidth: CGFloat = PresentationMetrics.inspectorWidth
    var dragStartWidth: CGFloat?
}

/// The layout of a view with its inspector column. Subviews: the content, then the column
/// while the inspector is shown.
///
/// 1. The column's width is the width the user dragged it to, or else its content's
///    `inspectorColumnWidth` (the default when none), within that width's minimum and
///    maximum and the proposed width.
/// 2. The content is proposed the rest of the width and the whole height, and placed at the
///    leading edge; the column is proposed its width and the whole height, at the trailing
///    edge (mirrored right to left by the layout system).
/// 3. The view is as wide as proposed (the content's width when unspecified, plus the
///    column) and as tall as the content or the column.
struct _InspectorLayout: Layout, Equatable {
    var requestedWidth: CGFloat? = nil
    var resize: InspectorResize? = nil

    static var _explicitGuidesComeFromSubviews: Bool { true }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.requestedWidth == rhs.requestedWidth && lhs.resize === rhs.resize
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions() }
        guard subviews.count > 1 else { return content.sizeThatFits(proposal) }
        let column = subviews[subviews.startIndex + 1]
        // Step 1
        let available = proposal.width ?? .infinity
        let width = column[_InspectorColumnWidthKey.self].resolved(in: available, requested: requestedWidth)
        // Step 3
        let contentSize = content.sizeThatFits(ProposedViewSize(width: proposal.width.map { $0 - width }, height: proposal.height))
        let columnHeight = column.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).height
        return CGSize(width: proposal.width ?? (contentSize.width + width), height: proposal.height ?? Swift.max(contentSize.height, columnHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        guard subviews.count > 1 else {
            content.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            return
        }
        let column = subviews[subviews.startIndex + 1]
        // Step 1
        let width = column[_InspectorColumnWidthKey.self].resolved(in: bounds.width, requested: requestedWidth)
        MainActor.assumeIsolated { resize?.placedWidth = width }
        // Step 2
        content.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width - width, height: bounds.height))
        column.place(at: CGPoint(x: bounds.maxX - width, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
    }
}
