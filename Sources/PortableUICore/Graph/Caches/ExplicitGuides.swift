import Foundation

/// The explicit alignment guides a node's subtree may define: horizontal ones, vertical ones,
/// or only text baselines (text defines nothing else).
struct ExplicitGuides: OptionSet {
    let rawValue: UInt8

    static let horizontal = ExplicitGuides(rawValue: 1)
    static let vertical = ExplicitGuides(rawValue: 2)
    static let textBaselines = ExplicitGuides(rawValue: 4)
    static let all: ExplicitGuides = [.horizontal, .vertical, .textBaselines]

    /// Whether any explicit guide may be defined.
    var mayDefineAny: Bool { !isEmpty }

    /// Whether an explicit value for `key` may be defined.
    func mayDefine(_ key: AlignmentKey) -> Bool {
        if key.axis == .horizontal { return contains(.horizontal) }
        return contains(.vertical) || (contains(.textBaselines) && key.isTextBaseline)
    }
}
