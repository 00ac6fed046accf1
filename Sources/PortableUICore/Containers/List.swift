import Foundation

/// A container that presents rows of data arranged in a single column.
///
/// A list is a vertical `ScrollView` (so it offers `containerRelativeFrame` what a scroll
/// view does) holding its sections stacked without gaps (see `_LazyListLayout` for the
/// rows, separators, headers and footers of each). Rows outside a `Section` form sections
/// of their own. The default style on iOS is inset grouped; `listStyle(_:)` changes it.
/// Grouped styles draw the grouped background behind the list, into the safe area.
///
/// Rows are realized lazily, as in a `LazyVStack`: only the rows in view plus a margin
/// exist, so a list of a million rows costs what a screenful costs. Selection is not
/// supported yet.
public struct List<SelectionValue: Hashable, Content: View>: View {
    @Environment(\.listStyle) private var style
    private let content: Content

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    public var body: some View {
        ScrollView { _ListContent(content: content) }
            .background(style.isGrouped ? ListMetrics.groupedBackground : Color.white)
    }
}

/// The content of a list inside its scroll view: a lazy container whose lines are the
/// sections' headers, rows and footers (see `ListPlan`).
struct _ListContent<Content: View>: View {
    typealias Body = Never
    let content: Content

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        var rowInputs = inputs
        rowInputs.stackAxis = .vertical
        let style = inputs.environment.listStyle
        return reconcileLazyContainer(
            Self.self, axis: .vertical, spacing: 0, content: view.content, node: node, inputs: inputs,
            contentInputs: rowInputs,
            prepare: { state in
                let model = state.list ?? LazyListModel(style: style)
                model.configure(style: style, inputs: rowInputs)
                state.list = model
            },
            layout: { state in
                _LazyListLayout(
                    style: style, separatorThickness: inputs.environment.pixelLength,
                    minimumRowHeight: inputs.environment.defaultMinListRowHeight, state: state)
            },
            realize: { layout, node in layout.realizeVisibleLines(of: node) })
    }
}
