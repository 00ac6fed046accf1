import Foundation

/// What a node knows about the explicit alignment guides its subtree may define: horizontal
/// ones, vertical ones, or only text baselines (text defines nothing else), once known.
struct ExplicitGuides: OptionSet {
    let rawValue: UInt8

    static let horizontal = ExplicitGuides(rawValue: 1)
    static let vertical = ExplicitGuides(rawValue: 2)
    static let textBaselines = ExplicitGuides(rawValue: 4)
    /// Set once the subtree was looked through.
    static let known = ExplicitGuides(rawValue: 8)

    static let unknown: ExplicitGuides = []
    static let all: ExplicitGuides = [.horizontal, .vertical, .textBaselines]

    /// Whether any explicit guide may be defined.
    var mayDefineAny: Bool { !subtracting(.known).isEmpty }

    /// Whether an explicit value for `key` may be defined.
    func mayDefine(_ key: AlignmentKey) -> Bool {
        if key.axis == .horizontal { return contains(.horizontal) }
        return contains(.vertical) || (contains(.textBaselines) && key.isTextBaseline)
    }
}
