/// Keeps the recursion that builds or updates a view hierarchy shallow.
///
/// Reconciling a view reconciles its content in the same call, so the call stack grows with
/// the depth of the hierarchy, by some hundreds of bytes per view. Within an update of the
/// graph (``run(fromDepth:_:)``), a container more than ``viewLevels`` views below the view the
/// update started from makes or updates its own node at once but leaves its content for
/// later: once the update's recursion has returned, each content left is reconciled in turn,
/// from its own depth, and becomes its container's subviews. The hierarchy is the same; only
/// the order in which deep views' bodies are evaluated differs, and the stack holds the calls
/// of some ``viewLevels`` views at most. (Its state is only used on the main thread, within
/// an update, so it opts out of the dynamic exclusivity checks of global variables.)
@MainActor
enum DeferredContent {
    /// How many views below the start of a reconciliation a container still reconciles its
    /// content at once.
    static let viewLevels = 32

    /// The contents left, with the view depth of their container.
    @exclusivity(unchecked) private static var pending: [(depth: Int, reconcile: () -> Void)] = []
    /// The view depth the running reconciliation started from; nil outside an update.
    @exclusivity(unchecked) private static var baseDepth: Int?

    /// Whether a container at view depth `depth` leaves its content for later.
    @inline(__always)
    static func defers(atDepth depth: Int) -> Bool {
        guard let baseDepth else { return false }
        return depth - baseDepth > viewLevels
    }

    /// Leaves `reconcile`, the reconciliation of the content of a container at view depth
    /// `depth`, for the end of the update (in the transaction scope it was left in).
    static func append(atDepth depth: Int, _ reconcile: @escaping () -> Void) {
        let scope = TransactionScope.reconciling
        pending.append((depth, { TransactionScope.reconcile(in: scope, reconcile) }))
    }

    /// Runs `body`, an update of the hierarchy from a view at depth `depth`, then reconciles
    /// the contents it left, and those they leave, each from its container's depth. (Within
    /// another run, `body` only runs: the outer run reconciles what it leaves.)
    static func run(fromDepth depth: Int, _ body: () -> Void) {
        guard baseDepth == nil else { return body() }
        baseDepth = depth
        defer { baseDepth = nil }
        body()
        var index = 0
        while index < pending.count {
            let (depth, reconcile) = pending[index]
            index += 1
            baseDepth = depth
            reconcile()
        }
        pending.removeAll()
    }
}
