import Foundation
import Testing
@testable import PortableUICore

/// Rows whose children depend on their proposal in every way a stack distinguishes: fixed
/// sizes, lengths that follow the share, heights that follow no proposal, a higher priority,
/// a spacer and nested stacks.
private struct MixedRows: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: .infinity, minHeight: 10, maxHeight: 10)
                Rectangle().frame(width: 30, height: 10)
                Color.red.frame(minWidth: 5, maxWidth: 50).layoutPriority(1)
                Spacer()
            }
            HStack {
                Rectangle().frame(width: 10, height: 10)
                VStack {
                    Rectangle().frame(width: 20, height: 12)
                    Rectangle().frame(maxWidth: 80, maxHeight: .infinity)
                }
                Rectangle().frame(minWidth: 4, maxWidth: .infinity, minHeight: 4, maxHeight: 40)
            }
            .padding(3)
            HStack(spacing: 0) {
                Rectangle().frame(width: 30, height: 10)
                Rectangle().frame(maxWidth: .infinity, minHeight: 10, maxHeight: 10)
            }
            HStack {
                VStack {
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 12, height: 10)
                }
                Rectangle().frame(width: 10, height: 10)
            }
            Rectangle()
        }
    }
}

/// A stack keeps its last distribution and reuses what a new proposal cannot change
/// (``StackLayoutCore``): after any sequence of window sizes, every proposal, size and frame
/// must be those of a tree laid out afresh at the last size.
@MainActor
struct StackDistributionReuseTests {
    @Test func resizingGivesTheLayoutOfAFreshTree() {
        let sizes = [
            CGSize(width: 300, height: 200), CGSize(width: 299, height: 200), CGSize(width: 300, height: 200),
            CGSize(width: 300, height: 150), CGSize(width: 120, height: 150), CGSize(width: 40, height: 60),
            CGSize(width: 41, height: 60), CGSize(width: 300, height: 200),
        ]
        let host = ViewHost(MixedRows(), size: sizes[0])
        for size in sizes {
            host.size = size
            let fresh = ViewHost(MixedRows(), size: size)
            #expect(host.layoutDescription() == fresh.layoutDescription(), "at \(size)")
        }
    }

    /// What a stack keeps per child: the length proposed along its axis and the size (24 bytes);
    /// and its cache, with two children in place (and the object that holds it, 16 bytes more),
    /// fits a 176-byte allocation.
    @Test func aStackKeepsTwentyFourBytesPerChild() {
        #expect(MemoryLayout<_StackLayoutCache.Child>.stride == 24)
        #expect(MemoryLayout<_StackLayoutCache>.size <= 152)
    }

    /// A stack's children: up to two in place, more in an array; each keeps what was set.
    @Test(arguments: [0, 1, 2, 3, 5])
    func stackChildrenKeepWhatIsSet(count: Int) {
        var children = StackChildren()
        children.reset(count: 4)
        children.reset(count: count)
        #expect(children.count == count)
        for offset in 0..<count {
            children[offset] = _StackLayoutCache.Child(major: CGFloat(offset), size: CGSize(width: offset, height: -offset))
        }
        for offset in 0..<count {
            #expect(children[offset].major == CGFloat(offset))
            #expect(children[offset].size == CGSize(width: offset, height: -offset))
        }
    }

    /// Step 3's order takes no storage per child in declaration order with one priority, four
    /// bytes per child in another order, and sixteen with several priorities; making
    /// it empties the shared scratch storage.
    @Test func aStackKeepsItsOrderOnlyWhenItIsNotDeclarationOrder() {
        func order(_ children: [(priority: Double, minimum: CGFloat, flexibility: CGFloat, fixed: Bool)]) -> StackOrder {
            var scratch = StackScratch()
            for (offset, child) in children.enumerated() {
                scratch.append(
                    StackLayoutCore.Candidate(
                        offset: offset, priority: child.priority, minimum: child.minimum,
                        flexibility: child.flexibility, hasFixedLength: child.fixed))
            }
            let order = scratch.order(ofCandidatesFrom: 0)
            #expect(scratch.candidates.isEmpty)
            return order
        }
        let equal = order([(0, 0, .infinity, false), (0, 0, .infinity, false)])
        let fixedSecond = order([(0, 0, .infinity, false), (0, 10, 0, true)])
        let prioritized = order([(0, 0, .infinity, false), (1, 0, .infinity, false)])
        guard case .declaration(fixedLengths: false) = equal else { Issue.record("\(equal)"); return }
        guard case .permuted(let entries) = fixedSecond else { Issue.record("\(fixedSecond)"); return }
        #expect(entries.map { StackOrder.decode($0).offset } == [1, 0])
        #expect(entries.map { StackOrder.decode($0).fixedLength } == [true, false])
        guard case .prioritized(let ranks) = prioritized else { Issue.record("\(prioritized)"); return }
        #expect(ranks.map(\.offset) == [1, 0])
        #expect(ranks.map(\.startsGroup) == [false, true])
        #expect(ranks.map(\.isSetAside) == [false, true])
        #expect(MemoryLayout<StackOrder.Rank>.stride == 16)
    }
}
