import Foundation

// OutlineGroup's forms over a binding to tree-structured data: each row's content gets a
// binding to its element, so that a row can edit the element in place.

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a binding to a collection of root data elements, the
    /// key path to a data element's identifier, and a key path to its children.
    public init<C, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(
            elements: Array(data), idOf: { $0.wrappedValue[keyPath: id] },
            childrenOf: { element in Binding<C>(element[dynamicMember: children]) }, content: content)
    }

    /// Creates an outline group from a binding to a root data element, the key path to its
    /// identifier, and a key path to its children.
    public init<C, E>(
        _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(
            elements: [root], idOf: { $0.wrappedValue[keyPath: id] },
            childrenOf: { element in Binding<C>(element[dynamicMember: children]) }, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a binding to a collection of root data elements and a
    /// key path to its children.
    public init<C, E>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a binding to a root data element and a key path to its
    /// children.
    public init<C, E>(
        _ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(root, id: \.id, children: children, content: content)
    }
}
