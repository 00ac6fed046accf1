import Foundation

/// What the update or layout pass in progress knows beyond a layout's arguments: the graph
/// and its window, the host's time and the update's number, the transaction it animates
/// with, the sizes of the containers around the view being laid out, and the working
/// storage that placement and stack distribution reuse from one node to the next.
///
/// Rules:
/// 1. The graph sets it whole for each pass it runs (``ViewGraph``'s `inPass`), and puts the
///    enclosing pass back when its own ends (a graph laid out inside another's pass, as a
///    rendered preview is, leaves the outer one as it was).
/// 2. Within a pass, only a node that places a subtree again under another animation before
///    it departs (``LayoutNode/placeBeforeDeparting(animating:safeArea:)``), a unit placed
///    again at its animated size without animation
///    (``LayoutNode/placeAtAnimatedSize(_:safeArea:)``) and a container
///    that pushes its size for its subviews change it, and each puts back what it changed.
/// 3. It holds values and a weak reference only: a node would outlive the pass, and its graph.
///    (The placements' owner, unretained, is a node placing its subviews at that moment.)
///    A layout that needs its own node finds it with its subviews,
///    ``LayoutSubviews/container``.
/// 4. A pass takes the working storage over from the pass it encloses and hands it back
///    (``takeStorage(from:)``), so that its buffers are not made again for every pass.
///
/// Layout runs on the main actor, one pass at a time, and every placement reads the pass, so
/// it opts out of the dynamic exclusivity checks that global variables otherwise pay for.
struct LayoutPass {
    @exclusivity(unchecked) nonisolated(unsafe) static var current = LayoutPass()

    /// The graph being updated or laid out (for views departing with a transition, matched
    /// geometry, and the update queue of animated drawing changes).
    weak var graph: ViewGraph?
    /// The window, in which frames are placed.
    var window: CGRect = .zero
    /// The host's time, at which animations start.
    var time: Double = 0
    /// The number of the update (to match the animations that `.animation(_:value:)` marked).
    var update = 0
    /// The transaction of the update being laid out, before any `.transaction` or
    /// `.animation` modifier changes it (see ``TransactionScope``).
    var transaction = Transaction()
    /// The animation frames change with: the transaction's, or the velocity tracker's in a
    /// transaction that tracks velocity (``Transaction/valueAnimation``); nil outside a layout,
    /// and in one that does not animate.
    var animation: Animation? {
        didSet { mayAnimate = animation != nil || hasScopes }
    }
    /// Whether a frame change must look for its transaction scope's mark: the update animates
    /// or a scope gives an animation in this pass (``TransactionScopeRegistry``).
    var hasScopes = false {
        didSet { mayAnimate = animation != nil || hasScopes }
    }
    /// Whether a frame may animate in this pass: the update animates, or a scope may give an
    /// animation of its own. (Stored, so that every placement that asks reads one flag rather
    /// than a computed property, for which the pass would be copied.)
    private(set) var mayAnimate = false
    /// Whether the pass only brings recorded proposals up to date
    /// (``LayoutNode/refreshSubviewProposals(in:)``).
    var refreshesProposals = false
    /// The sizes offered by the containers enclosing the view being laid out, innermost last
    /// (the root pushes the window's safe-area size).
    var containerSizes: [CGSize] = []
    /// The placements the node being placed collects from its layout.
    var placements = PendingPlacements()
    /// The candidates of the stack distributions in progress.
    var stackScratch = StackScratch()

    /// Moves the working storage (``placements``, ``stackScratch``) of `other` into this pass,
    /// and this pass's into `other`.
    mutating func takeStorage(from other: inout LayoutPass) {
        swap(&placements, &other.placements)
        swap(&stackScratch, &other.stackScratch)
    }
}
