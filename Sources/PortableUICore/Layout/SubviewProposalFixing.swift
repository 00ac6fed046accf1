import Foundation

/// A built-in layout that proposes its subviews fixed lengths along some axes, whatever its
/// own proposal (`frame(width:height:)`, a flexible frame whose minimum equals its maximum):
/// the frames below it do not depend on its proposal along those axes.
protocol SubviewProposalFixing {
    /// The axes along which the subviews' proposals do not depend on the layout's proposal.
    var axesWithFixedSubviewProposals: Axis.Set { get }
}

extension _FrameLayout: SubviewProposalFixing {
    var axesWithFixedSubviewProposals: Axis.Set {
        var axes: Axis.Set = []
        if width != nil { axes.insert(.horizontal) }
        if height != nil { axes.insert(.vertical) }
        return axes
    }
}

extension _FlexFrameLayout: SubviewProposalFixing {
    var axesWithFixedSubviewProposals: Axis.Set {
        var axes: Axis.Set = []
        if width.isFixed { axes.insert(.horizontal) }
        if height.isFixed { axes.insert(.vertical) }
        return axes
    }
}
