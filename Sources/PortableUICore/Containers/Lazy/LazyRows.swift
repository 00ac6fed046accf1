import Foundation

/// The rows of a lazy container's content, realized one at a time: a concatenation of
/// segments, each a run of rows with an ID and a way to build each row's node on demand.
public struct LazyRows {
    struct Segment {
        let start: Int
        let count: Int
        /// The segment's position among the segments of its scope.
        let index: Int
        /// The path of the list disclosure groups and `ForEach` elements the segment is in
        /// (empty at the top), so that expanding a group keeps the identity of the rows
        /// after it.
        var scope: [AnyHashable] = []
        /// The branches of the conditionals the segment is in, innermost as the lowest
        /// base-3 digit (0 outside any conditional).
        var branches = 0
        let innerID: (Int) -> AnyHashable
        var reconcile: @MainActor (Int, _ViewNode?, _ViewInputs) -> _ViewNode
        var isSectionHeader = false
        /// The delete and move actions of the segment's rows in a list (`onDelete`, `onMove`).
        var editActions: RowEditActions?
        /// Whether the rows are a `ForEach`'s elements, whose IDs are their selection values.
        var isData = false
    }

    /// The rows of one `Section`: its header's, its content's and its footer's.
    struct SectionBounds {
        let header: Range<Int>
        let content: Range<Int>
        let footer: Range<Int>
    }

    private(set) var segments: [Segment] = []
    /// The total number of rows.
    private(set) var count = 0
    /// The sections, in the order they end (an inner section before the one holding it).
    private(set) var sections: [SectionBounds] = []
    /// Where a list keeps the expansion of its disclosure groups that have no binding, by
    /// group (nil outside a list, where a disclosure group is one row; see
    /// `LazyRows+Disclosure.swift`).
    var disclosureExpansions: Binding<[AnyHashable: Bool]>?
    /// How many list disclosure groups hold the rows being appended.
    private(set) var disclosureDepth = 0
    /// The scope of the rows being appended, and how many segments it has so far.
    private(set) var scope: [AnyHashable] = []
    private var scopeSegments = 0

    var segmentCount: Int { segments.count }

    /// Appends `count` rows.
    mutating func append(
        count: Int, id: @escaping (Int) -> AnyHashable, isData: Bool = false,
        reconcile: @escaping @MainActor (Int, _ViewNode?, _ViewInputs) -> _ViewNode
    ) {
        segments.append(
            Segment(
                start: self.count, count: count, index: scopeSegments, scope: scope, innerID: id,
                reconcile: indented(reconcile), isData: isData))
        scopeSegments += 1
        self.count += count
    }

    /// Appends the rows `append` appends inside scope `id` (the rows of a `ForEach` element
    /// or of a disclosure group's content), `levels` disclosure levels deeper.
    @MainActor
    mutating func appendRows(inScope id: AnyHashable, levels: Int = 0, _ append: (inout LazyRows) -> Void) {
        let outer = (scope, scopeSegments, disclosureDepth)
        scope.append(id)
        scopeSegments = 0
        disclosureDepth += levels
        append(&self)
        (scope, scopeSegments, disclosureDepth) = outer
    }

    /// The key of the next segment in its scope.
    var nextSegmentKey: [AnyHashable] { scope + [AnyHashable(scopeSegments)] }

    /// `reconcile`, giving its row the indentation of the list disclosure groups holding it.
    private func indented(
        _ reconcile: @escaping @MainActor (Int, _ViewNode?, _ViewInputs) -> _ViewNode
    ) -> @MainActor (Int, _ViewNode?, _ViewInputs) -> _ViewNode {
        guard disclosureDepth > 0 else { return reconcile }
        let indentation = CGFloat(disclosureDepth) * ListMetrics.disclosureIndentation
        return { row, node, inputs in
            reconcileChild(
                _LazyRow(row: { reconcile(row, $0, $1) }).layoutValue(key: ListRowIndentationKey.self, value: indentation), node,
                inputs)
        }
    }

    /// Appends `view` as one row.
    @MainActor
    mutating func appendSingleRow<V: View>(_ view: V) {
        append(count: 1, id: { _ in AnyHashable(0) }) { _, node, inputs in
            reconcileChild(view, node, inputs)
        }
    }

    /// Appends the rows of `view`.
    @MainActor
    mutating func appendRows<V: View>(of view: V) {
        V._makeLazyRows(view, into: &self)
    }

    /// Appends the rows of a conditional's branch `branch`, their IDs tagged with it.
    @MainActor
    mutating func appendRows<V: View>(of view: V, branch: Int) {
        let first = segments.count
        V._makeLazyRows(view, into: &self)
        for index in first..<segments.count {
            segments[index].branches = segments[index].branches &* 3 &+ branch &+ 1
        }
    }

    /// Appends the rows of a section's header, marked so that a lazy stack can pin them.
    @MainActor
    mutating func appendSectionHeader<V: View>(_ view: V) {
        let first = segments.count
        V._makeLazyRows(view, into: &self)
        for index in first..<segments.count { segments[index].isSectionHeader = true }
    }

    /// Appends the rows of a section: its header (marked so that a lazy stack can pin it),
    /// its content and its footer.
    @MainActor
    mutating func appendSection<Header: View, Content: View, Footer: View>(
        header: Header, content: Content, footer: Footer
    ) {
        let start = count
        let headerSegments = segments.count
        appendSectionHeader(header)
        wrapRows(ofSegments: headerSegments..<segments.count) { row, node, inputs in
            reconcileChild(_ListSectionHeaderLabel(row: row), node, inputs)
        }
        let contentStart = count
        appendRows(of: content)
        let footerStart = count
        appendRows(of: footer)
        sections.append(
            SectionBounds(header: start..<contentStart, content: contentStart..<footerStart, footer: footerStart..<count))
    }

    /// Builds each row of segments `range` through `wrap`, which gets the row's own way of
    /// building its node (a modifier applied to a section applies to each of its rows).
    mutating func wrapRows(
        ofSegments range: Range<Int>,
        in wrap: @escaping @MainActor (_ row: @escaping @MainActor (_ViewNode?, _ViewInputs) -> _ViewNode, _ViewNode?, _ViewInputs) -> _ViewNode
    ) {
        for index in range {
            let reconcile = segments[index].reconcile
            segments[index].reconcile = { row, node, inputs in
                wrap({ reconcile(row, $0, $1) }, node, inputs)
            }
        }
    }

    /// Gives the rows of `range` of segments the actions `actions` sets.
    mutating func addEditActions(_ actions: RowEditActions, toSegments range: Range<Int>) {
        for index in range {
            segments[index].editActions = (segments[index].editActions ?? RowEditActions()).merging(actions)
        }
    }

    /// The edit actions of row `index`, with the row's offset among its segment's rows.
    func editActions(ofRow index: Int) -> (actions: RowEditActions, offset: Int)? {
        guard index >= 0, index < count else { return nil }
        let segment = segment(containing: index)
        return segment.editActions.map { ($0, index - segment.start) }
    }

    /// The element ID of row `index` when it is a `ForEach`'s element (a list row's implicit
    /// selection value).
    func dataID(at index: Int) -> AnyHashable? {
        guard index >= 0, index < count else { return nil }
        let segment = segment(containing: index)
        return segment.isData ? segment.innerID(index - segment.start) : nil
    }

    /// The first row of the nearest section header at or before `row`, and the first row of
    /// the next header after it (or the row count).
    func sectionHeader(atOrBefore row: Int) -> (header: Int, next: Int)? {
        guard let index = segments.lastIndex(where: { $0.isSectionHeader && $0.start <= row }) else { return nil }
        let next = segments[(index + 1)...].first { $0.isSectionHeader }?.start ?? count
        return (segments[index].start, next)
    }

    /// The rows of `view`.
    @MainActor
    static func of<V: View>(_ view: V, disclosureExpansions: Binding<[AnyHashable: Bool]>? = nil) -> LazyRows {
        var rows = LazyRows()
        rows.disclosureExpansions = disclosureExpansions
        rows.appendRows(of: view)
        return rows
    }

    /// Whether row `index` belongs to a section's header.
    func isSectionHeader(_ index: Int) -> Bool {
        segment(containing: index).isSectionHeader
    }

    private func segment(containing row: Int) -> Segment {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= row { low = middle } else { high = middle - 1 }
        }
        return segments[low]
    }

    /// The identity of row `index`.
    func id(at index: Int) -> LazyRowID {
        let segment = segment(containing: index)
        return LazyRowID(
            scope: segment.scope, segment: segment.index, branches: segment.branches, inner: segment.innerID(index - segment.start))
    }

    /// The identity of row `index` as its view declared it (a `ForEach` element's ID).
    func innerID(at index: Int) -> AnyHashable {
        let segment = segment(containing: index)
        return segment.innerID(index - segment.start)
    }

    /// Builds or updates the node of row `index`.
    @MainActor
    func reconcile(at index: Int, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let segment = segment(containing: index)
        return segment.reconcile(index - segment.start, node, inputs)
    }
}

/// A lazy row's identity: its segment, the conditional branches it is in and its own ID;
/// `duplicate` tells apart rows whose data repeats an ID (the index of the repeat).
struct LazyRowID: Hashable {
    let scope: [AnyHashable]
    let segment: Int
    let branches: Int
    let inner: AnyHashable
    var duplicate: Int?
}

/// Content that a `ForEach` in a lazy container flattens into its rows instead of realizing
/// each element as one row: sections, whose headers can be pinned, and disclosure groups,
/// whose content rows are a list's rows.
protocol LazySectionContent {}
