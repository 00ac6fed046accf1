import Foundation

/// The reference mode of layout: every layout cache is bypassed, so sizes and placements are
/// computed from scratch. A graph in this mode answers each size by asking its layout (no
/// size cache), makes every layout's cache anew for each question (no reuse of a stack's
/// last distribution, no kept spacing preferences), places every node in full on every pass
/// (no placement cache, no subtrees left alone because their frame did not change), and gives
/// each node a layout box of its own (no shared boxes).
///
/// It is slow, and it is the plain computation the caches must agree with: the differential
/// tests lay the same trees out in both modes and compare every frame. A host is in the mode
/// when the environment variable `PORTABLEUI_REFERENCE_LAYOUT` is `1` when it is made, or when
/// a test sets ``ViewGraph/usesReferenceLayout``.
enum ReferenceLayout {
    /// Whether hosts are made in the reference mode (`PORTABLEUI_REFERENCE_LAYOUT=1`).
    static let isRequestedByEnvironment = ProcessInfo.processInfo.environment["PORTABLEUI_REFERENCE_LAYOUT"] == "1"

    /// Whether the update or layout pass running now is in the reference mode: set by the
    /// graph for the duration of each pass (passes run on the main actor, one at a time).
    /// Every size question and placement reads it, so it opts out of the dynamic exclusivity
    /// checks a global variable otherwise pays for on each access.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) static var isActive = false

    /// Runs `body` with the mode `active`, restoring the previous one after.
    static func run<T>(_ active: Bool, _ body: () -> T) -> T {
        let previous = isActive
        isActive = active
        defer { isActive = previous }
        return body()
    }
}
