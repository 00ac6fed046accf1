import Foundation
import PortableUI

/// A view found by a query: read its frame, text and state, find views inside it, act on it.
///
/// An element is a query, not a copy: each property and action looks the view up again in the
/// host's current state, so an element found before a tap reads what the view shows after it.
/// When the view is gone, properties answer `nil` or `false`, and actions fail the test.
@MainActor
public struct ViewElement {
    struct Step: Sendable {
        let query: ViewQuery
        let index: Int
    }

    let driver: any HostDriver
    let path: [Step]

    // MARK: Reading

    /// Whether the view exists now.
    public var exists: Bool { resolve() != nil }

    /// The frame in window coordinates, rounded to the pixel grid.
    public var frame: CGRect? { resolve()?.frame }

    /// What the view shows: its accessibility label (a text, a button's title), or, without one,
    /// its value (a field's contents).
    public var text: String? {
        guard let element = resolve()?.readable else { return nil }
        return element.label.isEmpty ? element.value : element.label
    }

    /// The accessibility label.
    public var label: String? { resolve()?.readable?.label }

    /// The accessibility value: a toggle's or slider's state, a field's text, a picker's choice.
    public var value: String? { resolve()?.readable?.value }

    /// The accessibility identifier.
    public var identifier: String? { resolve()?.readable?.identifier }

    /// Whether the view exists and can be used (false in a disabled environment).
    public var isEnabled: Bool { resolve()?.readable?.isEnabled ?? false }

    /// Whether the view exists and is selected (trait `isSelected`: a chosen tab, segment or row).
    public var isSelected: Bool { resolve()?.readable?.traits.contains(.isSelected) ?? false }

    /// The view's accessibility element as it is now, children included.
    public var accessibilityElement: AccessibilityNode? { resolve()?.readable }

    // MARK: Finding inside

    /// The `index`-th view inside this one matching `query`; fails the test when there is none.
    @discardableResult
    public func find(
        _ query: ViewQuery, at index: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ViewElement {
        let found = ViewElement(driver: driver, path: path + [Step(query: query, index: index)])
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if found.resolve() == nil { TestFailure.record(found.failureMessage(), at: site) }
        return found
    }

    /// Every view inside this one matching `query`.
    public func findAll(_ query: ViewQuery) -> [ViewElement] {
        let count = resolveScope().map { QueryResolver.matches(of: query, in: $0.scope, driver: driver).count } ?? 0
        return (0..<count).map { ViewElement(driver: driver, path: path + [Step(query: query, index: $0)]) }
    }

    /// Whether a view inside this one matches `query`.
    public func exists(_ query: ViewQuery) -> Bool {
        ViewElement(driver: driver, path: path + [Step(query: query, index: 0)]).exists
    }

    // MARK: Resolving

    /// The match this element stands for now, or nil.
    func resolve() -> ResolvedElement? {
        guard let last = path.last else {
            let tree = driver.accessibilityTree
            return ResolvedElement(frame: tree.frame, element: tree)
        }
        guard let scope = resolveScope() else { return nil }
        let matches = QueryResolver.matches(of: last.query, in: scope.scope, driver: driver)
        return last.index >= 0 && last.index < matches.count ? matches[last.index] : nil
    }

    /// The match of the path without its last step (nil scope: the window), or nil when an
    /// ancestor step finds nothing.
    private func resolveScope() -> (scope: ResolvedElement?, depth: Int)? {
        var scope: ResolvedElement?
        for step in path.dropLast() {
            let matches = QueryResolver.matches(of: step.query, in: scope, driver: driver)
            guard step.index >= 0, step.index < matches.count else { return nil }
            scope = matches[step.index]
        }
        return (scope, path.count - 1)
    }

    /// Why the element resolves to nothing: the first step that fails, explained.
    func failureMessage() -> String {
        let tree = driver.accessibilityTree
        var scope: ResolvedElement?
        var scopeDescription: String?
        for step in path {
            let matches = QueryResolver.matches(of: step.query, in: scope, driver: driver)
            guard step.index >= 0, step.index < matches.count else {
                let candidates = scope?.descendants(in: tree) ?? Array(tree.allElements.dropFirst())
                return QueryFailureMessage(
                    query: step.query, index: step.index, scopeDescription: scopeDescription, matchCount: matches.count,
                    candidates: candidates, tree: scope?.element ?? tree
                ).text
            }
            scope = matches[step.index]
            scopeDescription = describe(step)
        }
        return "The view \(description) exists."
    }

    private func describe(_ step: Step) -> String {
        step.index == 0 ? "the view with \(step.query)" : "match \(step.index) of \(step.query)"
    }
}

extension ViewElement: CustomStringConvertible {
    /// The path of queries that finds the element.
    nonisolated public var description: String {
        path.map { $0.index == 0 ? "\($0.query)" : "\($0.query) [\($0.index)]" }.joined(separator: " › ")
    }
}
