import Foundation

extension View {
    /// Adds help text to a view using a localized string that you provide.
    ///
    /// The text is the view's accessibility hint. In a window on a desktop or pad, it is
    /// also the view's tooltip: after the pointer rests on the view for a moment, the text
    /// shows in a small box below the pointer, until the pointer leaves the view or presses.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        help(Text(textKey))
    }

    /// Adds help text to a view using a text view that you provide.
    public func help(_ text: Text) -> some View {
        accessibilityHint(text).modifier(_TooltipModifier(text: text))
    }

    /// Adds help text to a view using a string that you provide.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        help(Text(text))
    }
}

/// A tooltip shown above the window's content.
struct Tooltip {
    /// The help text.
    let text: Text
    /// The pointer's location (window coordinates) when the tooltip was asked for.
    let location: CGPoint
    /// The view whose help it is.
    let owner: ObjectIdentifier
}

/// The modifier behind `help(_:)` in a window: it tracks the pointer over the content and
/// shows the tooltip once the pointer has rested on it for the tooltip delay.
///
/// 1. When the pointer enters the content (or moves over it with no tooltip shown), a
///    tooltip is scheduled for the delay's end at the pointer's location; moving again
///    reschedules it.
/// 2. When the host's clock reaches the end of the delay with the pointer still on the
///    content, the graph's presentations show the tooltip (above everything, taking no hits).
/// 3. When the pointer leaves or presses, the schedule is cancelled and the tooltip hidden.
struct _TooltipModifier: ViewModifier {
    typealias Body = Never
    let text: Text

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let tooltipNode = node as? TooltipNode ?? TooltipNode()
        guard inputs.environment.presentationIdiom != .phone, let coordinator = inputs.graph?.presentations else {
            tooltipNode.content = reconcileChild(content, tooltipNode.content, inputs)
            return tooltipNode
        }
        tooltipNode.text = modifier.text
        weak let weakNode = tooltipNode
        weak let graph = inputs.graph
        let tracked = content
            .onContinuousHover(coordinateSpace: .global) { phase in
                weakNode?.hover(phase, at: graph?.time ?? 0, coordinator: coordinator)
            }
            .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in weakNode?.hide(coordinator: coordinator) })
        tooltipNode.content = reconcileChild(tracked, tooltipNode.content, inputs)
        return tooltipNode
    }
}

/// The node of a view with help text: it owns the pending tooltip and removes the shown one
/// when the view leaves the hierarchy.
final class TooltipNode: PassThroughNode {
    var text = Text("")
    private weak var coordinator: PresentationCoordinator?

    /// The pointer hovered at host time `time`.
    @MainActor
    func hover(_ phase: HoverPhase, at time: Double, coordinator: PresentationCoordinator) {
        self.coordinator = coordinator
        switch phase {
        // Step 1 (Step 2 is the coordinator's, as the host's clock moves)
        case .active(let location):
            guard coordinator.tooltip?.owner != ObjectIdentifier(self) else { return }
            let tooltip = Tooltip(text: text, location: location, owner: ObjectIdentifier(self))
            coordinator.scheduleTooltip(tooltip, at: time + PresentationMetrics.tooltipDelay)
        // Step 3
        case .ended:
            hide(coordinator: coordinator)
        }
    }

    // Step 3
    @MainActor
    func hide(coordinator: PresentationCoordinator) {
        coordinator.hideTooltip(of: ObjectIdentifier(self))
    }

    @MainActor override func unmount() {
        super.unmount()
        if let coordinator { hide(coordinator: coordinator) }
    }
}

/// The shown tooltip: the help text in a small bordered box below the pointer, kept inside
/// the window; it takes no hits.
struct _TooltipLayer: View {
    let tooltip: Tooltip
    let safeArea: CGRect
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let cursor = CGRect(origin: tooltip.location, size: CGSize(width: 0, height: PresentationMetrics.tooltipPointerOffset))
        let shape = RoundedRectangle(cornerRadius: PresentationMetrics.tooltipCornerRadius)
        return _PresentationFrameLayout(
            placement: .anchored(cursor, width: nil, gap: 0, margin: PresentationMetrics.windowMargin, edge: nil), safeArea: safeArea
        ) {
            Color.clear
            tooltip.text
                .font(.system(size: PresentationMetrics.tooltipFontSize))
                .foregroundStyle(Color.primary)
                .lineLimit(nil)
                .frame(maxWidth: PresentationMetrics.tooltipMaxWidth, alignment: .leading)
                .fixedSize()
                .padding(.horizontal, PresentationMetrics.tooltipPadding.width)
                .padding(.vertical, PresentationMetrics.tooltipPadding.height)
                .background(PresentationColors(colorScheme).tooltipBackground, in: shape)
                .overlay(shape.stroke(PresentationColors(colorScheme).separator, lineWidth: 0.5))
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 3, y: 1)
                .accessibilityIdentifier("presentation.tooltip")
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}
