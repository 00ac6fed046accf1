import Foundation

/// An environment a container derives from its parent's for its content, kept (with its
/// version) while the parent's is unchanged, so that unchanged views below are not
/// evaluated again.
struct DerivedEnvironment {
    private var parentVersion: UInt64?
    private var produced: EnvironmentValues?

    /// The derived environment: `write` applied to `parent`, or the one made last time when
    /// the parent is unchanged and `unchanged` (the written values are the same).
    mutating func environment(
        from parent: EnvironmentValues, unchanged: Bool = true, write: (inout EnvironmentValues) -> Void
    ) -> EnvironmentValues {
        if unchanged, parentVersion == parent.version, let produced { return produced }
        var environment = parent
        write(&environment)
        parentVersion = parent.version
        produced = environment
        return environment
    }
}
