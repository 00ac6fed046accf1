import Foundation

/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// Each element is a row made by `content`; an element whose `children` are not `nil` is a
/// ``DisclosureGroup`` with that row as its label and an outline of its children as its
/// content (an empty collection included, as in SwiftUI), collapsed at first.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in
///     Label(folder.name, systemImage: "folder")
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let elements: [Data.Element]
    /// The identifier of an element (closures rather than key paths, so that the binding
    /// forms can reach an element's identifier and children through the binding).
    let idOf: (Data.Element) -> ID
    let childrenOf: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf

    init(
        elements: [Data.Element], idOf: @escaping (Data.Element) -> ID, childrenOf: @escaping (Data.Element) -> Data?,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.elements = elements
        self.idOf = idOf
        self.childrenOf = childrenOf
        self.content = content
    }

    init(
        elements: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(elements: elements, idOf: { $0[keyPath: id] }, childrenOf: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a collection of root data elements and a key path to
    /// its identifier, as well as a key path to element children.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(elements: Array(data), id: id, children: children, content: content)
    }

    /// Creates an outline group from a root data element and a key path to its identifier,
    /// as well as a key path to element children.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(elements: [root], id: id, children: children, content: content)
    }
}

extension OutlineGroup
where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable,
    ID == Data.Element.ID
{
    /// Creates an outline group from a collection of root data elements and a key path to
    /// element children.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(elements: Array(data), id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a root data element and a key path to its children.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(elements: [root], id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(data: elements, content: { row($0) }, idOf: idOf)
    }

    /// In a list each element is a row, and an element with children a disclosure group
    /// whose expanded children are rows of their own; elsewhere, one row per element.
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        guard rows.disclosureExpansions != nil else { return rows.appendRows(of: view.body) }
        for element in view.elements {
            let id = AnyHashable(view.idOf(element))
            guard let nested = view.childrenOf(element) else {
                rows.append(count: 1, id: { _ in id }, isData: true) { _, node, inputs in
                    reconcileChild(view.content(element), node, inputs)
                }
                continue
            }
            rows.appendDisclosure(label: view.content(element), isExpanded: nil, id: id) {
                $0.appendRows(of: view.subgroup(of: nested))
            }
        }
    }

    /// The outline of an element's children.
    private func subgroup(of nested: Data) -> OutlineGroup<Data, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>> {
        OutlineGroup<Data, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>>(
            elements: Array(nested), idOf: idOf, childrenOf: childrenOf, content: content)
    }

    /// An element's row: its content, or a disclosure group of its children labelled with it.
    @MainActor @ViewBuilder
    private func row(_ element: Data.Element) -> _ConditionalContent<DisclosureGroup<Leaf, OutlineSubgroupChildren>, Leaf> {
        if let nested = childrenOf(element) {
            DisclosureGroup {
                OutlineSubgroupChildren(AnyView(subgroup(of: nested)))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

/// A type-erased view representing the children in an outline subgroup.
public struct OutlineSubgroupChildren: View {
    public typealias Body = Never
    let content: AnyView

    init(_ content: AnyView) {
        self.content = content
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        AnyView._reconcile(view.content, node: node, inputs: inputs)
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        rows.appendRows(of: view.content)
    }
}
