import Foundation

/// A collection wrapper that iterates over the indices and identifiers of a collection
/// together: the data of a `ForEach` over a binding with edit actions.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// An element: an index of the base collection and its element's identifier.
    public typealias Element = (index: Base.Index, id: ID)
    public typealias Index = Base.Index

    let base: Base
    let id: KeyPath<Base.Element, ID>

    public var startIndex: Base.Index { base.startIndex }
    public var endIndex: Base.Index { base.endIndex }

    public subscript(position: Base.Index) -> Element {
        (position, base[position][keyPath: id])
    }

    public func index(after i: Base.Index) -> Base.Index {
        base.index(after: i)
    }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: Base.Index) -> Base.Index {
        base.index(before: i)
    }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
