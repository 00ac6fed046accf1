/// How many nodes one build of the accessibility tree built elements for (cache misses, see
/// ``AccessibilityCache``): what an update costs the tree, which tests check stays with the
/// nodes that changed.
@MainActor
final class AccessibilityBuildCount {
    private(set) var builtNodes = 0

    func countBuiltNode() {
        builtNodes += 1
    }
}
