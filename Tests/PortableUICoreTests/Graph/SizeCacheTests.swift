import Foundation
import Testing
@testable import PortableUICore

/// A node's size cache and the placements kept with it.
struct SizeCacheTests {
    private let proposal = ProposedViewSize(width: 40, height: 30)
    private let bothLengths: _ProposalDependence = .separate

    /// Placements can be kept before any size (a node sized directly keeps none); sizes stored
    /// afterwards grow the storage, which keeps the placements; emptying forgets both.
    @Test func placementsAreKeptWithTheSizes() throws {
        var cache = SizeCache()
        let none = cache.placements(makingIfNeeded: false)
        #expect(none == nil)
        let made = cache.placements(makingIfNeeded: true)
        let placements = try #require(made)
        var kept = cache.placements(makingIfNeeded: false)
        #expect(kept === placements)
        var size = cache.lookup(proposal, bothLengths)
        #expect(size == nil)

        cache.store(proposal, bothLengths, CGSize(width: 40, height: 10), layoutRemembersIt: false)
        size = cache.lookup(proposal, bothLengths)
        #expect(size == CGSize(width: 40, height: 10))
        kept = cache.placements(makingIfNeeded: false)
        #expect(kept === placements)

        placements.store([], for: CGSize(width: 40, height: 10), proposal)
        cache.removeAll()
        size = cache.lookup(proposal, bothLengths)
        #expect(size == nil)
        #expect(placements.placements(for: CGSize(width: 40, height: 10), proposal) == nil)
    }

    /// A stack's size that depends on no length is left to the stack's own cache.
    @Test func aSizeTheLayoutRemembersForEveryProposalIsNotKept() {
        var cache = SizeCache()
        cache.store(proposal, [], CGSize(width: 20, height: 10), layoutRemembersIt: true)
        var size = cache.lookup(proposal, [])
        #expect(size == nil)
        cache.store(proposal, [], CGSize(width: 20, height: 10), layoutRemembersIt: false)
        size = cache.lookup(.unspecified, [])
        #expect(size == CGSize(width: 20, height: 10))
    }
}
