import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Each edge of a view carries a preference made of values in categories. Two adjacent views
/// are separated by the largest distance over the categories both facing edges declare;
/// when they share none, by the larger of their plain values, and when neither states a
/// plain value, by the platform default (8 points). A `Spacer` prefers 0 plainly, so no gap
/// appears next to it.
///
/// Text takes part through text categories, after the model reverse-engineered from SwiftUI
/// (OpenSwiftUI, audited for iOS 18); the values are unverified against Apple devices:
/// - text above text: the lower text's font leading (0 for the system font), so stacked
///   texts sit like the lines of one paragraph;
/// - a plain view above text: `L + s − ascent` of the text's largest font, where
///   `L = ascent + descent` and `s = L / 10` rounded up to the pixel grid (6.13 for body on a 3× display);
/// - text above a plain view: `max(L + s − capHeight, s + descent)` (10.34 for body, 3×);
/// - along the horizontal axis text behaves as a plain view (8 points).
/// A plain view's top and bottom edges declare the "edge next to text" categories at 0,
/// which is what lets those text values apply.
public struct ViewSpacing: Equatable, Sendable {
    /// The platform's default distance between two views: 8 points, as on iOS.
    public static let defaultValue: CGFloat = 8

    /// The spacing preference of one edge: a plain value and values per text category.
    struct Preference: Equatable, Sendable {
        /// An explicit distance to any view, or `nil` for the platform default.
        var value: CGFloat?
        /// Distance wanted between this edge and a view edge below a text (top edge) or
        /// above a text (bottom edge); plain edges declare 0, text edges their gap.
        var edgeAboveText: CGFloat?
        var edgeBelowText: CGFloat?
        /// The text's baseline distance from this edge, negated (text edges only).
        var textBaseline: CGFloat?
        /// The metrics of the text at this edge, for text-to-text spacing.
        var textMetrics: TextSpacingMetrics?

        static let standard = Preference(value: nil)

        /// The larger of two preferences in each category. A missing preference (`nil`)
        /// states nothing, so the other side's value wins: the union of a spacer's 0 and a
        /// plain view's edge is 0.
        func union(_ other: Preference) -> Preference {
            func larger<T: Comparable>(_ a: T?, _ b: T?) -> T? {
                guard let a else { return b }
                guard let b else { return a }
                return Swift.max(a, b)
            }
            return Preference(
                value: larger(value, other.value),
                edgeAboveText: larger(edgeAboveText, other.edgeAboveText),
                edgeBelowText: larger(edgeBelowText, other.edgeBelowText),
                textBaseline: larger(textBaseline, other.textBaseline),
                textMetrics: larger(textMetrics, other.textMetrics))
        }

        /// The distance from this (trailing or bottom) edge to `next`'s facing edge along
        /// the categories both declare, or `nil` when they share none.
        func categoryDistance(to next: Preference) -> CGFloat? {
            var best: CGFloat?
            func consider(_ distance: CGFloat?) {
                guard let distance else { return }
                best = Swift.max(best ?? distance, distance)
            }
            if let a = edgeAboveText, let b = next.edgeAboveText { consider(a + b) }
            if let a = edgeBelowText, let b = next.edgeBelowText { consider(a + b) }
            if let a = textBaseline, let b = next.textBaseline { consider(a + b) }
            if let upper = textMetrics, let lower = next.textMetrics {
                consider(TextSpacingMetrics.distance(from: upper, to: lower))
            }
            return best
        }
    }

    var top = Preference.standardTop
    var leading = Preference.standard
    var bottom = Preference.standardBottom
    var trailing = Preference.standard

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(all: Preference(value: 0))

    /// Initializes an instance with default spacing values.
    public init() {}

    init(all preference: Preference) {
        top = preference
        leading = preference
        bottom = preference
        trailing = preference
    }

    /// A preference of `value` on `edges` and none on the others.
    init(_ value: CGFloat, on edges: Edge.Set) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge] = Preference(value: value)
        }
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
        if let distance = mine.categoryDistance(to: theirs) { return distance }
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
            result[edge] = Preference.standard(for: edge)
        }
        return result
    }
}

extension ViewSpacing.Preference {
    /// A plain view's top edge: it may sit below a text.
    static let standardTop = Self(value: nil, edgeBelowText: 0)
    /// A plain view's bottom edge: it may sit above a text.
    static let standardBottom = Self(value: nil, edgeAboveText: 0)

    /// A plain view's preference on `edge`.
    static func standard(for edge: Edge) -> Self {
        switch edge {
        case .top: standardTop
        case .bottom: standardBottom
        case .leading, .trailing: standard
        }
    }
}

/// The font metrics a text shows at an edge, for the spacing between two texts.
struct TextSpacingMetrics: Comparable, Sendable {
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    var pixelLength: CGFloat

    /// The gap between a text above and a text below: the lower text's leading, rounded up
    /// to the pixel grid; so texts with the system font touch, as lines of one paragraph.
    static func distance(from upper: Self, to lower: Self) -> CGFloat {
        let pixel = upper.pixelLength > 0 ? upper.pixelLength : 1
        return (Swift.max(lower.leading, 0) / pixel).rounded(.up) * pixel
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.ascent + lhs.descent + lhs.leading < rhs.ascent + rhs.descent + rhs.leading
    }
}
