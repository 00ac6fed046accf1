import Foundation

/// The items of a table header's context menu on a desktop: one per column that has a
/// `customizationID(_:)` and allows the `.visibility` behavior, checked while the column is
/// shown; choosing one hides or shows it through the table's customization. The last shown
/// column cannot be hidden.
struct _TableColumnsMenu<Value: Identifiable, Sort: SortComparator>: View {
    let columns: [_TableColumnSpec<Value, Sort>]
    let customization: Binding<TableColumnCustomization<Value>>

    var body: some View {
        let state = customization.wrappedValue
        let shownCount = columns.filter(state.isVisible).count
        ForEach(items, id: \.self) { index in
            let column = columns[index]
            let isShown = state.isVisible(column)
            Button {
                guard let id = column.customizationID else { return }
                customization.wrappedValue[visibility: id] = isShown ? .hidden : .visible
            } label: {
                HStack(spacing: 6) {
                    Image(systemName: "checkmark").opacity(isShown ? 1 : 0)
                    column.label
                }
            }
            .disabled(isShown && shownCount == 1)
            .accessibilityIdentifier("TableColumnMenu-\(column.customizationID ?? "")")
        }
    }

    /// The columns the menu offers.
    private var items: [Int] {
        columns.indices.filter { columns[$0].customizationID != nil && !columns[$0].disabledBehavior.contains(.visibility) }
    }
}
