import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Each edge of a view carries a preference. Two adjacent views are separated by the larger
/// of their facing preferences; when neither view states one, the platform default (8 points)
/// applies. A `Spacer` prefers 0 along its stack axis, so no gap appears next to it. Text adds a
/// text-to-text preference that applies only when both facing edges are text.
public struct ViewSpacing: Equatable, Sendable {
    /// The platform's default distance between two views: 8 points, as on iOS.
    public static let defaultValue: CGFloat = 8

    /// The spacing preference of one edge.
    struct Preference: Equatable, Sendable {
        /// An explicit distance, or `nil` for the platform default.
        var value: CGFloat?
        /// The distance preferred when the facing edge is text as well.
        var textValue: CGFloat?

        static let standard = Preference(value: nil, textValue: nil)

        /// The larger of two preferences, `nil` counting as the platform default.
        func union(_ other: Preference) -> Preference {
            let mine = value ?? ViewSpacing.defaultValue
            let theirs = other.value ?? ViewSpacing.defaultValue
            let larger: CGFloat? = mine >= theirs ? value : other.value
            let text: CGFloat? =
                switch (textValue, other.textValue) {
                case let (a?, b?): Swift.max(a, b)
                case let (a?, nil): a
                case let (nil, b?): b
                case (nil, nil): nil
                }
            return Preference(value: larger, textValue: text)
        }
    }

    var top = Preference.standard
    var leading = Preference.standard
    var bottom = Preference.standard
    var trailing = Preference.standard

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(all: Preference(value: 0, textValue: nil))

    /// Initializes an instance with default spacing values.
    public init() {}

    init(all preference: Preference) {
        top = preference
        leading = preference
        bottom = preference
        trailing = preference
    }

    subscript(edge: Edge) -> Preference {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Merges the spacing preferences of another spacing instance with this instance for a
    /// specified set of edges, keeping the larger preference on each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges == .all {  // the common case, without the per-edge loop (a layout hot path)
            top = top.union(other.top)
            leading = leading.union(other.leading)
            bottom = bottom.union(other.bottom)
            trailing = trailing.union(other.trailing)
            return
        }
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge] = self[edge].union(other[edge])
        }
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with
    /// this instance for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Gets the preferred spacing distance along the specified axis to the view that returns
    /// a specified spacing preference: from this view's trailing (or bottom) edge to the
    /// next view's leading (or top) edge.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        if let a = mine.textValue, let b = theirs.textValue {
            return Swift.max(a, b)
        }
        switch (mine.value, theirs.value) {
        case (nil, nil): return Self.defaultValue
        case let (a?, nil): return a
        case let (nil, b?): return b
        case let (a?, b?): return Swift.max(a, b)
        }
    }

    /// Resets the given edges to the platform default, as a fixed frame or padding does.
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var result = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            result[edge] = .standard
        }
        return result
    }
}
