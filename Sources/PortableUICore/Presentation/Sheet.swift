import Foundation

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// On a phone the sheet rises from the bottom to its detent (``presentationDetents(_:)``)
    /// over dimmed content; on a desktop it hangs from the window's top edge at its content's
    /// ideal size. Escape, a tap on the dimming (below the largest detent) and
    /// `dismiss()` dismiss it, unless ``interactiveDismissDisabled(_:)`` (not `dismiss()`);
    /// `onDismiss` runs once it is gone.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet using the given item as a data source for the sheet's content; a
    /// different item replaces the sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(presenting(.sheet, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a modal view that covers as much of the screen as possible when the binding
    /// is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding
    /// you provide as a data source for the sheet's content.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a popover when a given condition is true: beside the view on a desktop or
    /// pad, as a sheet on a phone (unless ``presentationCompactAdaptation(_:)`` says
    /// otherwise). The popover sits against the `arrowEdge` of the attachment anchor (with
    /// no edge, below it, or above it when there is no room), its arrow pointing at the
    /// anchor's middle.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        var presenter = presenting(.popover, isPresented: isPresented, onDismiss: nil, content: content)
        presenter.arrowEdge = arrowEdge
        presenter.attachmentAnchor = attachmentAnchor
        return modifier(presenter)
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        var presenter = presenting(.popover, item: item, onDismiss: nil, content: content)
        presenter.arrowEdge = arrowEdge
        presenter.attachmentAnchor = attachmentAnchor
        return modifier(presenter)
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets,
    /// and inspectors (Escape, a tap outside, a swipe); `dismiss()` still dismisses.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_PresentationOptionModifier { $0.interactiveDismissDisabled = isDisabled })
    }
}

extension View {
    func presenting<Content: View>(
        _ kind: PresentationEntry.Kind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> Content
    ) -> _PresentationModifier {
        _PresentationModifier(
            kind: kind, presented: isPresented.wrappedValue ? AnyView(content()) : nil, identity: nil,
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss.map { action in { action() } })
    }

    func presenting<Item: Identifiable, Content: View>(
        _ kind: PresentationEntry.Kind, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
    ) -> _PresentationModifier {
        let value = item.wrappedValue
        return _PresentationModifier(
            kind: kind, presented: value.map { AnyView(content($0)) }, identity: value.map { AnyHashable($0.id) },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss.map { action in { action() } })
    }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that describes possible
    /// alignments relative to a SwiftUI view.
    case point(UnitPoint)
}

/// The modifier behind the `presentation…` modifiers of presented content: it tells its
/// presentation what the content asks for (no effect outside a presentation).
struct _PresentationOptionModifier: ViewModifier {
    typealias Body = Never
    let update: (inout PresentationOptions) -> Void
    /// Connects the presentation to the content's bindings (a detent selection).
    var connect: (@MainActor (PresentationEntry) -> Void)? = nil

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let passThrough = node as? PassThroughNode ?? PassThroughNode()
        passThrough.content = reconcileChild(content, passThrough.content, inputs)
        if let entry = inputs.environment.presentation.entry {
            var options = entry.options
            modifier.update(&options)
            if options != entry.options { entry.options = options }
            modifier.connect?(entry)
        }
        return passThrough
    }
}

extension View {
    /// Sets the available detents for the enclosing sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PresentationOptionModifier { $0.detents = detents })
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control
    /// of the currently selected detent: dragging the sheet to another detent sets the
    /// binding to it.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return modifier(
            _PresentationOptionModifier(
                update: {
                    $0.detents = detents
                    $0.selectedDetent = selected
                },
                connect: { entry in entry.selectDetent = { selection.wrappedValue = $0 } }))
    }

    /// Sets the visibility of the drag indicator on top of a sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_PresentationOptionModifier { $0.dragIndicator = visibility })
    }

    /// Sets the presentation background of the enclosing sheet using a shape style.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let background = PresentationBackgroundStyle(AnyShapeStyle(style))
        return modifier(_PresentationOptionModifier { $0.background = background })
    }

    /// Requests that the presentation have a specific corner radius (nil: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        let radius = cornerRadius.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        return modifier(_PresentationOptionModifier { $0.cornerRadius = radius })
    }

    /// Controls whether people can interact with the view behind a presentation.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(_PresentationOptionModifier { $0.backgroundInteraction = interaction })
    }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size
    /// classes.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(_PresentationOptionModifier { $0.compactAdaptation = adaptation })
    }

    /// Specifies how to adapt a presentation to compact size classes.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
        -> some View
    {
        modifier(_PresentationOptionModifier { $0.compactAdaptation = horizontal })
    }
}
