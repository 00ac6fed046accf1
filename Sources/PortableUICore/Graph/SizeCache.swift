import Foundation

/// The sizes a node answered for its most recent proposals.
///
/// A stack asks each child for its size under a few proposals (zero, infinity, its share),
/// and a nested chain repeats the same few at every level; four entries keep that linear.
struct SizeCache {
    private static let capacity = 4
    private var proposals: (ProposedViewSize, ProposedViewSize, ProposedViewSize, ProposedViewSize) =
        (.zero, .zero, .zero, .zero)
    private var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var count = 0
    private var next = 0

    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        if count > 0 && proposals.0 == proposal { return sizes.0 }
        if count > 1 && proposals.1 == proposal { return sizes.1 }
        if count > 2 && proposals.2 == proposal { return sizes.2 }
        if count > 3 && proposals.3 == proposal { return sizes.3 }
        return nil
    }

    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        switch next {
        case 0: (proposals.0, sizes.0) = (proposal, size)
        case 1: (proposals.1, sizes.1) = (proposal, size)
        case 2: (proposals.2, sizes.2) = (proposal, size)
        default: (proposals.3, sizes.3) = (proposal, size)
        }
        next = (next + 1) % Self.capacity
        count = Swift.min(count + 1, Self.capacity)
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }

    var isEmpty: Bool { count == 0 }
}
