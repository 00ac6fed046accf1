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
/// exist, so a list of a million rows costs what a screenful costs.
///
/// Editing and selection (see ``ListInteraction``): with a selection binding, a tap or click
/// selects the row (its `tag(_:)`, or its `ForEach` element's ID) and draws it on the
/// selection color; with a `Set`, taps in edit mode (or Command/Control-clicks) add and remove
/// rows. The list takes the keyboard focus when clicked: the up and down arrows move the
/// selection, Delete deletes the selected rows that `onDelete(perform:)` allows. Rows of a
/// `ForEach` with `onDelete` show a Delete action when swiped toward the leading edge (a
/// full swipe deletes) and, in edit mode, a delete control; rows with `onMove` show a
/// reorder handle in edit mode.
public struct List<SelectionValue: Hashable, Content: View>: View {
    @Environment(\.listStyle) private var style
    @Environment(\.editMode) private var editMode
    @Environment(\.scrollContentBackground) private var contentBackground
    @State private var interaction = ListInteraction()
    /// The expansion of the disclosure groups without a binding among the rows.
    @State private var disclosureExpansions: [AnyHashable: Bool] = [:]
    private let content: Content
    private let selection: ListSelection?

    init(content: Content, selection: ListSelection?) {
        self.content = content
        self.selection = selection
    }

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.init(content: content(), selection: nil)
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let scrollView = ScrollView {
            _ListContent(
                content: content, interaction: interaction, selection: selection, isEditing: isEditing,
                disclosureExpansions: $disclosureExpansions)
                .listInteraction(interaction, keyboard: selection != nil)
        }
        if contentBackground == .hidden {
            scrollView
        } else {
            scrollView.background(style.isGrouped ? ListMetrics.groupedBackground : Color.white)
        }
    }
}

extension List {
    /// Creates a list with the given content that supports selecting a single row that
    /// cannot be deselected (disfavoured, so that a binding to an optional keeps the
    /// optional selection's meaning).
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(required: selection))
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, requiring a selection of a single row (disfavoured, as
    /// `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(required: selection))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, requiring a selection of a single row (disfavoured, as
    /// `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(required: selection))
    }

    /// Creates a list that computes its views on demand over a constant range, optionally
    /// allowing users to select multiple rows.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a list that computes its views on demand over a constant range, optionally
    /// allowing users to select a single row.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }
}

/// The content of a list inside its scroll view: a lazy container whose lines are the
/// sections' headers, rows and footers (see `ListPlan`).
struct _ListContent<Content: View>: View {
    typealias Body = Never
    let content: Content
    let interaction: ListInteraction
    let selection: ListSelection?
    let isEditing: Bool
    let disclosureExpansions: Binding<[AnyHashable: Bool]>

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        var rowInputs = inputs
        rowInputs.stackAxis = .vertical
        let style = inputs.environment.listStyle
        let interaction = view.interaction
        return reconcileLazyContainer(
            Self.self, axis: .vertical, spacing: 0, content: view.content, node: node, inputs: inputs,
            contentInputs: rowInputs, disclosureExpansions: view.disclosureExpansions,
            prepare: { state in
                let model = state.list ?? LazyListModel(style: style)
                model.configure(style: style, inputs: rowInputs)
                MainActor.assumeIsolated {
                    interaction.selection = view.selection
                    interaction.isEditing = view.isEditing
                    interaction.showNextColumn = rowInputs.environment.splitViewColumn?.showNextColumn
                    interaction.state = state
                }
                model.interaction = interaction
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

extension View {
    /// The input of a list's rows: taps select, horizontal drags and horizontal wheel
    /// gestures swipe, drops between rows insert (ListInteraction+Insert.swift), and, with a
    /// selection, the keyboard (arrows, Delete) once the list has the focus.
    @ViewBuilder
    func listInteraction(_ interaction: ListInteraction, keyboard: Bool) -> some View {
        let content = self.contentShape(Rectangle())
            .gesture(ListClickGesture().onEnded { interaction.tap(at: $0.location, modifiers: $0.modifiers) })
            .gesture(
                ListInteraction.swipeGesture
                    .onChanged { interaction.swipeChanged(start: $0.startLocation, translation: $0.translation.width) }
                    .onEnded { _ in interaction.swipeEnded() })
            .onScrollWheel({ interaction.wheel($0, at: $1) }, ended: { interaction.wheelEnded() })
            .modifier(_DropDestinationModifier(target: interaction.insertionTarget))
        if keyboard {
            content.focusable().onKeyPress(keys: [.upArrow, .downArrow, .delete, .deleteForward]) { interaction.key($0) }
        } else {
            content
        }
    }
}
