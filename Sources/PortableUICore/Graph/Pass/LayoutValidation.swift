import Foundation

/// The checks around every `sizeThatFits`: proposals and answers that are NaN or negative are
/// corrected and reported, naming the node at fault.
enum LayoutValidation {
    /// The proposal with NaN dimensions made unspecified and negative ones made zero.
    @inline(__always)
    static func sanitized(_ proposal: ProposedViewSize, in node: LayoutNode) -> ProposedViewSize {
        if isSane(proposal.width) && isSane(proposal.height) { return proposal }
        return reportingSanitized(proposal, in: node)
    }

    /// (Kept out of line: the layout recursion runs through the callers, and the message's
    /// formatting would make each of their stack frames larger.)
    @inline(never)
    private static func reportingSanitized(_ proposal: ProposedViewSize, in node: LayoutNode) -> ProposedViewSize {
        Diagnostics.report(
            "\(name(of: node)) was proposed \(proposal), which is not a valid size; NaN is treated as unspecified and negative lengths as zero."
        )
        return ProposedViewSize(width: sane(proposal.width), height: sane(proposal.height))
    }

    /// The size with NaN or negative dimensions made zero; an infinite dimension is kept only
    /// when the proposal in that dimension was infinite.
    @inline(__always)
    static func validated(_ size: CGSize, for proposal: ProposedViewSize, in node: LayoutNode) -> CGSize {
        if isSane(size.width, proposed: proposal.width) && isSane(size.height, proposed: proposal.height) {
            return size
        }
        return reportingValidated(size, for: proposal, in: node)
    }

    /// (Out of line, as ``reportingSanitized(_:in:)``.)
    @inline(never)
    private static func reportingValidated(_ size: CGSize, for proposal: ProposedViewSize, in node: LayoutNode) -> CGSize {
        Diagnostics.report(
            "\(name(of: node)) returned the size (\(formatLength(size.width)), \(formatLength(size.height))) for the proposal \(proposal); NaN, negative and unrequested infinite lengths are treated as zero."
        )
        return CGSize(
            width: isSane(size.width, proposed: proposal.width) ? size.width : 0,
            height: isSane(size.height, proposed: proposal.height) ? size.height : 0)
    }

    @inline(__always)
    private static func isSane(_ length: CGFloat?) -> Bool {
        guard let length else { return true }
        return length >= 0  // false for NaN
    }

    @inline(__always)
    private static func isSane(_ length: CGFloat, proposed: CGFloat?) -> Bool {
        length >= 0 && (length.isFinite || proposed == .infinity)
    }

    private static func sane(_ length: CGFloat?) -> CGFloat? {
        guard let length else { return nil }
        if length.isNaN { return nil }
        return Swift.max(length, 0)
    }

    /// A readable name of a node: its view type.
    static func name(of node: LayoutNode?) -> String {
        guard let node else { return "the root" }
        return typeName(node.viewType)
    }

    /// A short type name: no module prefix and no generic arguments (`HStack`, `_FrameLayout`).
    static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        guard let bracket = name.firstIndex(of: "<") else { return name }
        return String(name[..<bracket])
    }
}
