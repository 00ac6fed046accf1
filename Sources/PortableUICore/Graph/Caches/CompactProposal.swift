import Foundation

/// A proposal kept in 16 bytes (a `ProposedViewSize` takes 25, 32 with its padding): each
/// length as its bit pattern, an unspecified length as a NaN pattern that no arithmetic
/// produces. Lengths come back exactly as they were stored, NaN and negative zero included.
struct CompactProposal {
    /// The bits standing for an unspecified length.
    static let unspecifiedBits: UInt64 = 0x7FF0_DEAD_BEEF_0001

    private var widthBits: UInt64
    private var heightBits: UInt64

    init(_ proposal: ProposedViewSize) {
        widthBits = Self.bits(proposal.width)
        heightBits = Self.bits(proposal.height)
    }

    var proposal: ProposedViewSize {
        ProposedViewSize(width: Self.length(widthBits), height: Self.length(heightBits))
    }

    /// The bits a length is kept as.
    @inline(__always)
    static func bits(_ length: CGFloat?) -> UInt64 {
        guard let length else { return unspecifiedBits }
        return Double(length).bitPattern
    }

    @inline(__always)
    private static func length(_ bits: UInt64) -> CGFloat? {
        bits == unspecifiedBits ? nil : CGFloat(Double(bitPattern: bits))
    }
}
