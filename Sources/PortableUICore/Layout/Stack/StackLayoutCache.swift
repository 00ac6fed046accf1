import Foundation

/// The cache of a stack layout: the gaps between its subviews and its last distribution.
public struct _StackLayoutCache {
    /// What the last distribution gave one child: the length proposed along the axis and the
    /// size the child chose.
    struct Child {
        var major: CGFloat = 0
        var size: CGSize = .zero
    }

    /// The gap before each child (0 before the first) when the gaps differ; otherwise empty,
    /// and every gap after the first is `uniformGap`.
    private var gaps: [CGFloat] = []
    /// Each child's guide value when a child may define it explicitly (empty otherwise).
    var guides: [CGFloat] = []
    /// Step 3's order for the last distribution, when it had a length to share.
    var order: StackOrder?
    private var uniformGap: CGFloat = 0
    // The optional values below are kept without their optional tags, which `known` holds, so
    // that the cache has no padding after each (its size is measured in docs/benchmarks.md).
    private var lastProposalBits = CompactProposal(.unspecified)
    private var knownSize: CGSize = .zero
    private var low: CGFloat = 0
    private var high: CGFloat = 0
    // (After the eight-byte fields: the one-byte fields below fill the bytes after the
    // children.)
    var children = StackChildren()
    private var known: Known = []
    private var knownDependence: _ProposalDependence = []

    /// Which of the optional values are present.
    private struct Known: OptionSet {
        let rawValue: UInt8
        static let lastProposal = Known(rawValue: 1)
        static let size = Known(rawValue: 2)
        static let extent = Known(rawValue: 4)
        static let childrenDependence = Known(rawValue: 8)
    }

    /// Stores `newValue` in `storage` and notes in `known` whether it is present.
    @inline(__always)
    private static func record<T>(_ newValue: T?, in storage: inout T, as flag: Known, in known: inout Known) {
        if let newValue {
            storage = newValue
            known.insert(flag)
        } else {
            known.remove(flag)
        }
    }

    /// The proposal of the last distribution, reused when placing with the same proposal.
    var lastProposal: ProposedViewSize? {
        get { known.contains(.lastProposal) ? lastProposalBits.proposal : nil }
        set { Self.record(newValue.map(CompactProposal.init), in: &lastProposalBits, as: .lastProposal, in: &known) }
    }

    /// The stack's size for the last distribution, and the extent of its children aligned on
    /// the guide (`nil` until computed; the same sizes give the same alignment).
    var size: CGSize? {
        get { known.contains(.size) ? knownSize : nil }
        set { Self.record(newValue, in: &knownSize, as: .size, in: &known) }
    }

    var extent: (low: CGFloat, high: CGFloat)? {
        get { known.contains(.extent) ? (low, high) : nil }
        set {
            guard let newValue else {
                known.remove(.extent)
                return
            }
            (low, high) = newValue
            known.insert(.extent)
        }
    }

    /// The union of the children's proposal dependences, once asked.
    var childrenDependence: _ProposalDependence? {
        get { known.contains(.childrenDependence) ? knownDependence : nil }
        set { Self.record(newValue, in: &knownDependence, as: .childrenDependence, in: &known) }
    }

    /// The gap before the child at `offset`.
    @inline(__always)
    func gap(at offset: Int) -> CGFloat {
        if !gaps.isEmpty { return gaps[offset] }
        return offset == 0 ? 0 : uniformGap
    }

    /// The sum of the gaps before the `count` children, added in order.
    func totalGap(_ count: Int) -> CGFloat {
        var total: CGFloat = 0
        for offset in 0..<count { total += gap(at: offset) }
        return total
    }

    /// Records the gap before the child at `offset` (children in order): the gaps are kept
    /// one by one only once one differs (to the bit) from those before it.
    mutating func appendGap(_ gap: CGFloat, at offset: Int) {
        if !gaps.isEmpty {
            gaps.append(gap)
        } else if offset == 1 {
            uniformGap = gap
        } else if offset > 1 && gap.bitPattern != uniformGap.bitPattern {
            gaps = [0] + [CGFloat](repeating: uniformGap, count: offset - 1) + [gap]
        }
    }

    /// The proposal the last distribution gave the child at `offset`: its share along the
    /// axis (none when the stack had none) and the stack's proposal across it.
    @inline(__always)
    func proposal(at offset: Int, _ axis: Axis) -> ProposedViewSize {
        let last = lastProposal ?? .unspecified
        return ProposedViewSize(major: last[axis] == nil ? nil : children[offset].major, minor: last[axis.other], axis: axis)
    }

    /// Forgets the stack's size and extent (the children's sizes changed).
    mutating func forgetSize() {
        size = nil
        extent = nil
    }
}
