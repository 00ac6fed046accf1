/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's view keeps its identity (and state) as long as its ID stays in the data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let keyed = node as? KeyedListNode<ID> ?? KeyedListNode<ID>()
        guard !inputs.tagsElementsByID else { return reconcileTagged(view, keyed, inputs) }
        keyed.reconcile(view.data.map(view.idOf), inputs) { index, child in
            let element = view.data[view.data.index(view.data.startIndex, offsetBy: index)]
            return reconcileChild(view.content(element), child, inputs)
        }
        return keyed
    }

    /// Reconciles the elements of a `ForEach` in a picker's content, tagging each one's
    /// views with its ID.
    @MainActor @inline(never)
    private static func reconcileTagged(_ view: Self, _ keyed: KeyedListNode<ID>, _ inputs: _ViewInputs) -> _ViewNode {
        var elementInputs = inputs
        elementInputs.tagsElementsByID = false
        keyed.reconcile(view.data.map(view.idOf), inputs) { index, child in
            let element = view.data[view.data.index(view.data.startIndex, offsetBy: index)]
            let node = reconcileChild(view.content(element), child, elementInputs)
            let tag = AnyHashable(view.idOf(element))
            node.units.forEach { $0.setImplicitTag(tag) }
            return node
        }
        return keyed
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        // Sections (a header to pin) and a list's disclosure groups (a row per child) have rows
        // of their own: flatten them, each element's rows in its scope.
        if Content.self is LazySectionContent.Type {
            for element in view.data {
                rows.appendRows(inScope: AnyHashable(view.idOf(element))) { $0.appendRows(of: view.content(element)) }
            }
            return
        }
        let data = view.data
        let start = data.startIndex
        let firstSegment = rows.segmentCount
        rows.append(count: data.count, id: { AnyHashable(view.idOf(data[data.index(start, offsetBy: $0)])) }, isData: true) {
            index, node, inputs in
            reconcileChild(view.content(data[data.index(start, offsetBy: index)]), node, inputs)
        }
        // A `ForEach` over a binding with edit actions: every element carries the same actions.
        if Content.self is EditableRowContent.Type, let first = data.first,
            let editable = view.content(first) as? EditableRowContent
        {
            rows.addEditActions(editable.rowEditActions, toSegments: firstSegment..<rows.segmentCount)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

/// The node of a `ForEach`: one child per element, matched by ID across updates.
final class KeyedListNode<ID: Hashable>: _ViewNode {
    /// The elements' IDs, unless they are consecutive integers (a `ForEach` over a range),
    /// which `idRange` holds without an array.
    private var storedIDs: [ID] = []
    private var idRange: Range<Int>?
    private(set) var children: [_ViewNode] = []

    /// The elements' IDs.
    private var ids: [ID] {
        guard let idRange else { return storedIDs }
        return unsafeBitCast(Array(idRange), to: [ID].self)
    }

    /// Whether `newIDs` are the current IDs.
    private func isCurrent(_ newIDs: [ID]) -> Bool {
        guard let idRange else { return newIDs == storedIDs }
        return Self.consecutiveRange(of: newIDs) == idRange
    }

    /// The range `ids` count through when they are consecutive integers.
    private static func consecutiveRange(of ids: [ID]) -> Range<Int>? {
        guard ID.self == Int.self else { return nil }
        let integers = unsafeBitCast(ids, to: [Int].self)
        guard let first = integers.first else { return 0..<0 }
        let (end, overflows) = first.addingReportingOverflow(integers.count)
        guard !overflows else { return nil }
        for (offset, id) in integers.enumerated() where id != first + offset { return nil }
        return first..<end
    }

    private func setIDs(_ newIDs: [ID]) {
        idRange = Self.consecutiveRange(of: newIDs)
        storedIDs = idRange == nil ? newIDs : []
    }

    /// Rebuilds the children for `newIDs`, handing each element's previous node (if its ID
    /// existed before) to `make`.
    @MainActor
    func reconcile(_ newIDs: [ID], _ inputs: _ViewInputs, make: (Int, _ViewNode?) -> _ViewNode) {
        if isCurrent(newIDs) {
            for index in children.indices { children[index] = make(index, children[index]) }
            return
        }
        let ids = self.ids
        var previous: [ID: _ViewNode] = [:]
        previous.reserveCapacity(ids.count)
        for (id, child) in zip(ids, children) where previous[id] == nil { previous[id] = child }
        var seen = Set<ID>()
        seen.reserveCapacity(newIDs.count)
        var newChildren: [_ViewNode] = []
        newChildren.reserveCapacity(newIDs.count)
        for (index, id) in newIDs.enumerated() {
            if !seen.insert(id).inserted {
                Diagnostics.report(
                    "ForEach: the ID \(id) occurs more than once; views with duplicate IDs do not keep their identity.")
                newChildren.append(make(index, nil))
                continue
            }
            newChildren.append(make(index, previous[id]))
        }
        let kept = Set(newChildren.map(ObjectIdentifier.init))
        for child in children where !kept.contains(ObjectIdentifier(child)) { child.unmount() }
        setIDs(newIDs)
        children = newChildren
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        for child in children { child.collectUnits(into: &units) }
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        children.forEach(body)
    }
}
