import Foundation

extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// The buttons in `content` are shown side by side, first at the outer edge, when the
    /// row is swiped away from `edge`; each is drawn on its `tint` (red for a destructive
    /// role, gray otherwise) with its label in white. A full swipe runs the first one when
    /// `allowsFullSwipe` is true. Trailing swipe actions replace the Delete action that
    /// `onDelete(perform:)` gives the row.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let actions = SwipeActionSet(content: AnyView(content()), allowsFullSwipe: allowsFullSwipe)
        return Group {
            if edge == .leading {
                layoutValue(key: LeadingSwipeActionsKey.self, value: actions)
            } else {
                layoutValue(key: TrailingSwipeActionsKey.self, value: actions)
            }
        }
    }
}

/// The swipe actions of one edge of a row.
struct SwipeActionSet {
    let content: AnyView
    let allowsFullSwipe: Bool
}

struct LeadingSwipeActionsKey: LayoutValueKey {
    static let defaultValue: SwipeActionSet? = nil
}

struct TrailingSwipeActionsKey: LayoutValueKey {
    static let defaultValue: SwipeActionSet? = nil
}

/// Collects the actions of the buttons of a row's swipe actions, in order, so that a full
/// swipe can run the first.
final class SwipeActionRegistry {
    private(set) var actions: [@MainActor () -> Void] = []

    func reset() { actions = [] }
    func register(_ action: @escaping @MainActor () -> Void) { actions.append(action) }
}

/// How a button among swipe actions looks: its label in white on its tint, filling the
/// height of the row [UNVERIFIED: the 16-point padding].
struct SwipeActionButtonStyle: PrimitiveButtonStyle {
    let registry: SwipeActionRegistry
    /// The layout direction outside the actions (their row is laid out reversed).
    let direction: LayoutDirection
    let close: @MainActor () -> Void

    func makeBody(configuration: Configuration) -> some View {
        registry.register { configuration.trigger() }
        return SwipeActionButton(configuration: configuration, close: close)
            .environment(\.layoutDirection, direction)
    }
}

private struct SwipeActionButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let close: @MainActor () -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        let background = tint ?? AnyShapeStyle(configuration.role == .destructive ? Color.red : Color.gray)
        configuration.label
            .labelStyle(.titleOnly)
            .foregroundStyle(Color.white)
            .padding(.horizontal, ListEditingMetrics.actionPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Rectangle().fill(background))
            .contentShape(Rectangle())
            .onTapGesture {
                close()
                configuration.trigger()
            }
    }
}
