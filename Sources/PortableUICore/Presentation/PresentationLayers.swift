import Foundation

/// The window's presentation layer: one container per presentation, bottom to top, then
/// the tooltip when one is shown, then the preview of a drag in progress.
struct _PresentationLayers: View {
    let coordinator: PresentationCoordinator

    var body: some View {
        ForEach(coordinator.entries) { entry in
            _PresentationContainer(entry: entry, coordinator: coordinator)
        }
        // After the presentations, so that one never covers it (it is not one of them).
        if let tooltip = coordinator.tooltip {
            _TooltipLayer(tooltip: tooltip, safeArea: coordinator.safeArea)
        }
        if let preview = coordinator.dragPreview {
            _DragPreviewLayer(preview: preview)
        }
    }
}

/// The layout of the presentation layer: each presentation is proposed, and placed in, the
/// whole window (it places its own panel, see ``_PresentationFrameLayout``).
struct _PresentationLayerLayout: Layout, Equatable {
    static var _explicitGuidesComeFromSubviews: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// One presentation: its backdrop and its panel, laid out for the host's idiom, in the
/// presenter's environment.
struct _PresentationContainer: View {
    let entry: PresentationEntry
    let coordinator: PresentationCoordinator

    var body: some View {
        let chrome = PresentationChrome(entry: entry, window: coordinator.window, safeArea: coordinator.safeArea)
        return _PresentedEnvironment(environment: chrome.environment) {
            chrome.placement {
                chrome.backdrop
                if let arrow = chrome.arrow { arrow }
                chrome.panel
            }
        }
    }
}

/// Reconciles its content with the given environment instead of the enclosing one: the
/// presenter's, so that presented content inherits what its presenter sees.
struct _PresentedEnvironment<Content: View>: View {
    typealias Body = Never
    let environment: EnvironmentValues
    let content: Content

    init(environment: EnvironmentValues, @ViewBuilder content: () -> Content) {
        self.environment = environment
        self.content = content()
    }

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        var inputs = inputs
        inputs.environment = view.environment
        inputs.stackAxis = nil
        let passThrough = node as? PassThroughNode ?? PassThroughNode()
        passThrough.content = reconcileChild(view.content, passThrough.content, inputs)
        return passThrough
    }
}
