import Foundation

/// The views a list draws around its rows while they are edited, selected or swiped, and
/// which of them a row line has. They are decorations of the list (made and placed by
/// `LazyListModel` and `_LazyListLayout`, as separators and cards are), not views of the rows.
enum ListRowChrome {
    /// One decoration of a row line.
    enum Part: Hashable {
        /// The row's own background (`listRowBackground(_:)`).
        case background
        /// The selected row's background, behind its content.
        case selection
        /// The row's badge (`badge(_:)`), at its trailing edge.
        case badge
        /// Edit mode: the delete control before a deletable row's content.
        case deleteControl
        /// Edit mode: the reorder handle after a movable row's content.
        case moveHandle
        /// The actions a swipe reveals on the trailing or leading side.
        case actions(HorizontalEdge)
    }

    /// What a row line has: its identity, selection value and edit actions.
    struct Row {
        let line: Int
        let row: Int
        let id: LazyRowID
        let selectionValue: AnyHashable?
        let delete: (() -> Void)?
        let isMovable: Bool
        let deleteDisabled: Bool
        let leadingActions: SwipeActionSet?
        let trailingActions: SwipeActionSet?
        let background: AnyView?
        let badge: Text?

        /// Whether swiping away from `edge` reveals actions: the row's own swipe actions, or
        /// on the trailing side the Delete action of `onDelete`.
        func hasActions(on edge: HorizontalEdge) -> Bool {
            edge == .leading ? leadingActions != nil : trailingActions != nil || delete != nil
        }
    }

    /// The red delete control of edit mode: tapping it shows the row's Delete action.
    struct DeleteControl: View {
        let action: () -> Void

        var body: some View {
            Button(action: action) {
                ZStack {
                    Circle().fill(Color.red)
                    Rectangle().fill(Color.white).frame(width: 12, height: 2)
                }
                .frame(width: ListEditingMetrics.controlSize, height: ListEditingMetrics.controlSize)
            }
            .buttonStyle(.plain)
            .accessibilityIdentifier("ListDeleteControl")
        }
    }

    /// The reorder handle of edit mode: three gray bars the user drags the row by.
    struct MoveHandle: View {
        let changed: (CGFloat) -> Void
        let ended: (CGFloat) -> Void

        var body: some View {
            VStack(spacing: 4) {
                ForEach(0..<3, id: \.self) { _ in
                    Rectangle().fill(Color(red: 0.78, green: 0.78, blue: 0.8)).frame(width: 18, height: 2)
                }
            }
            .frame(width: ListEditingMetrics.controlSize, height: ListEditingMetrics.controlSize)
            .contentShape(Rectangle())
            .gesture(
                Self.drag
                    .onChanged { changed($0.translation.height) }
                    .onEnded { ended($0.translation.height) }
            )
            .accessibilityIdentifier("ListMoveHandle")
        }

        /// The handle's drag: it starts at once and keeps the list's scroll view from taking
        /// it over.
        private static var drag: DragGesture {
            var drag = DragGesture(minimumDistance: 0, coordinateSpace: .global)
            drag.holdsClaimWhenActive = true
            return drag
        }
    }

    /// A row's own swipe actions: its buttons side by side in the swipe style, the first
    /// at the outer edge (so in reverse order on the trailing side).
    struct Actions: View {
        let actions: SwipeActionSet
        let edge: HorizontalEdge
        let registry: SwipeActionRegistry
        let close: @MainActor () -> Void
        @Environment(\.layoutDirection) private var direction

        var body: some View {
            registry.reset()
            let flipped: LayoutDirection = direction == .leftToRight ? .rightToLeft : .leftToRight
            return HStack(spacing: 0) { actions.content }
                .buttonStyle(SwipeActionButtonStyle(registry: registry, direction: direction, close: close))
                .environment(\.layoutDirection, edge == .trailing ? flipped : direction)
        }
    }

    /// The Delete action `onDelete` gives a row: white on red, filling the revealed space.
    struct DeleteAction: View {
        let action: () -> Void

        var body: some View {
            Button(action: action) {
                Text("Delete")
                    .foregroundStyle(Color.white)
                    .padding(.horizontal, ListEditingMetrics.actionPadding)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.red)
            }
            .buttonStyle(.plain)
            .accessibilityIdentifier("ListDeleteAction")
        }
    }
}
