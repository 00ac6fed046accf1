import Foundation

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, which tells spacers and
    /// dividers inside it which way to grow. `nil` for containers that are not stacks.
    public var stackOrientation: Axis?

    public init() {}
}

/// A type that defines the geometry of a collection of views.
///
/// Implement ``sizeThatFits(proposal:subviews:cache:)`` to report the container's size and
/// ``placeSubviews(in:proposal:subviews:cache:)`` to place each subview. Built-in containers
/// (`HStack`, `VStack`, `ZStack`, `Grid`) and the layout modifiers (`frame`, `padding`…) are
/// written against this same protocol. A layout is ``Animatable``: a custom layout whose
/// `animatableData` changes in an animated transaction is evaluated each frame with the data
/// interpolated (a layout that declares none has `EmptyAnimatableData`).
@preconcurrency
public protocol Layout: Animatable, Sendable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Retrieves the preferred spacing of the container.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// Whether the layout computes explicit guides only from its subviews' (the default
    /// merging behaviour). Built-in layouts say `true` so the engine can skip subtrees
    /// without explicit guides; a custom layout keeps the default `false`.
    static var _explicitGuidesComeFromSubviews: Bool { get }

    /// Which dimensions of the proposal the layout's size depends on, given its subviews'.
    /// Built-in layouts derive it so that the engine can answer proposals that differ only in
    /// other dimensions from one cached size; a custom layout keeps the default, `.all`.
    func _proposalDependence(subviews: Self.Subviews) -> _ProposalDependence
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public static var _explicitGuidesComeFromSubviews: Bool { false }

    public func _proposalDependence(subviews: Self.Subviews) -> _ProposalDependence { .all }

    /// Recreates the cache from scratch.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the spacing preferences of the subviews.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var iterator = subviews.makeIterator()
        guard var result = iterator.next()?.spacing else { return ViewSpacing() }
        while let subview = iterator.next() {
            result.formUnion(subview.spacing)
        }
        return result
    }

    /// Merges the explicit values of the subviews for `guide` after placing them: their mean,
    /// in the container's coordinates.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds) { recording in
            placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        }
    }

    /// Merges the explicit values of the subviews for `guide` after placing them: their mean,
    /// in the container's coordinates.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds) { recording in
            placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        }
    }
}

extension Layout where Cache == () {
    /// Returns the empty cache.
    public func makeCache(subviews: Self.Subviews) -> Cache { () }
}
