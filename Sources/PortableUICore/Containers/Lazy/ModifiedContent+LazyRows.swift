import Foundation

/// A modified section is a section: a `ForEach` in a lazy container flattens it too.
extension ModifiedContent: LazySectionContent where Content: LazySectionContent {}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// A modified section gives its section's rows, each built with the modifier applied to
    /// it (as SwiftUI applies a modifier of a section to each of its views: its header, rows
    /// and footer); any other modified view is one row.
    @MainActor
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        guard Content.self is LazySectionContent.Type else { return rows.appendSingleRow(view) }
        let first = rows.segmentCount
        rows.appendRows(of: view.content)
        let modifier = view.modifier
        rows.wrapRows(ofSegments: first..<rows.segmentCount) { row, node, inputs in
            reconcileChild(ModifiedContent<_LazyRow, Modifier>(content: _LazyRow(row: row), modifier: modifier), node, inputs)
        }
    }
}

/// One row of a lazy container as a view: it builds its node the way the row does, so that
/// a modifier can wrap it.
struct _LazyRow: View {
    typealias Body = Never
    let row: @MainActor (_ViewNode?, _ViewInputs) -> _ViewNode

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        view.row(node, inputs)
    }
}
