import Foundation

/// The working storage of step 3, shared by every stack of a layout pass
/// (``LayoutPass/stackScratch``): a distribution appends its candidates and removes them once
/// ordered, so the distributions nested in it (its children's measurements) use the storage
/// after its own.
struct StackScratch {
    private(set) var candidates: [StackLayoutCore.Candidate] = []

    mutating func append(_ candidate: StackLayoutCore.Candidate) {
        candidates.append(candidate)
    }

    /// The order of the candidates appended from `base`, which it removes: sorted by
    /// ``StackLayoutCore/precedes(_:_:)`` unless already in order.
    mutating func order(ofCandidatesFrom base: Int) -> StackOrder {
        defer { candidates.removeSubrange(base...) }
        let end = candidates.endIndex
        let isInDeclarationOrder = StackLayoutCore.isOrdered(candidates[base..<end])
        if !isInDeclarationOrder { candidates[base..<end].sort(by: StackLayoutCore.precedes) }
        guard base < end else { return .declaration(fixedLengths: true) }
        let first = candidates[base]
        var samePriority = true
        var sameFixedLength = true
        for index in base..<end {
            samePriority = samePriority && candidates[index].priority == first.priority
            sameFixedLength = sameFixedLength && candidates[index].hasFixedLength == first.hasFixedLength
        }
        guard samePriority else { return .prioritized(ranks(from: base)) }
        if isInDeclarationOrder && sameFixedLength { return .declaration(fixedLengths: first.hasFixedLength) }
        return .permuted(candidates[base..<end].map(StackOrder.encode))
    }

    /// The ranks of the ordered candidates from `base`: a group starts where the priority
    /// differs from that of the group's first child; every priority below the first is set
    /// aside.
    private func ranks(from base: Int) -> [StackOrder.Rank] {
        let top = candidates[base].priority
        var groupPriority = top
        var ranks: [StackOrder.Rank] = []
        ranks.reserveCapacity(candidates.count - base)
        for index in base..<candidates.endIndex {
            let candidate = candidates[index]
            let startsGroup = !(candidate.priority == groupPriority)
            if startsGroup { groupPriority = candidate.priority }
            ranks.append(StackOrder.Rank(candidate, startsGroup: startsGroup, isSetAside: candidate.priority < top))
        }
        return ranks
    }
}
