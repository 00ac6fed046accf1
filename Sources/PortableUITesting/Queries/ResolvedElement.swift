import Foundation
@_spi(Testing) import PortableUI

/// One match of a query in the current state of a host: where it is and, when it has one, its
/// accessibility element.
struct ResolvedElement {
    var frame: CGRect
    /// The match's own element: the one a query matched, or the one a view type query found.
    var element: AccessibilityNode?
    /// For a placed view matched by identifier without an element of its own, the first
    /// element inside its frame: what reading its text or value shows.
    var innerElement: AccessibilityNode?

    /// The element that properties read.
    var readable: AccessibilityNode? { element ?? innerElement }

    /// The elements a query inside this match looks at: the element's descendants, or for a
    /// placed view without an element of its own, the tree's elements within its frame.
    func descendants(in tree: AccessibilityNode) -> [AccessibilityNode] {
        if let element { return Array(element.allElements.dropFirst()) }
        return tree.allElements.filter { $0.role != .window && frame.contains($0.frame) }
    }
}

/// Finds the matches of a query inside a scope, in reading order (accessibility queries) or
/// drawing order (type queries).
@MainActor
enum QueryResolver {
    /// The matches of `query` inside `scope`, or in the whole window when `scope` is nil.
    static func matches(of query: ViewQuery, in scope: ResolvedElement?, driver: any HostDriver) -> [ResolvedElement] {
        let tree = driver.accessibilityTree
        let candidates = scope?.descendants(in: tree) ?? Array(tree.allElements.dropFirst())
        if let typeName = query.typeName {
            return placedViews(in: scope, driver: driver).filter { $0.typeName == typeName }.compactMap { view in
                let element = candidates.first { view.frame.contains($0.frame) && query.matches($0) }
                if element == nil && query.criteria.count > 1 { return nil }
                return ResolvedElement(frame: view.frame, element: element)
            }
        }
        let elements = candidates.filter(query.matches)
        if !elements.isEmpty { return elements.map { ResolvedElement(frame: $0.frame, element: $0) } }
        return placedViewMatches(of: query, in: scope, driver: driver, candidates: candidates)
    }

    /// A query for an identifier alone also finds a placed view marked so that has no element
    /// of its own (a scroll view, a stack).
    private static func placedViewMatches(
        of query: ViewQuery, in scope: ResolvedElement?, driver: any HostDriver, candidates: [AccessibilityNode]
    ) -> [ResolvedElement] {
        guard query.criteria.count == 1, case .identifier(let identifier) = query.criteria[0] else { return [] }
        return placedViews(in: scope, driver: driver).filter { $0.identifier == identifier }.map { view in
            ResolvedElement(frame: view.frame, element: nil, innerElement: candidates.first { view.frame.contains($0.frame) })
        }
    }

    private static func placedViews(in scope: ResolvedElement?, driver: any HostDriver) -> [PlacedViewSummary] {
        let views = driver.placedViews
        guard let scope else { return views }
        return views.filter { scope.frame.contains($0.frame) }
    }
}
