import Foundation

/// A way to snapshot a value: how to turn it into a format that can be stored on disk and
/// compared with a reference (the shape of pointfree's swift-snapshot-testing, without
/// depending on it).
///
/// The built-in strategies snapshot views: ``image(layout:appearance:scale:tolerance:)``,
/// ``image(size:scale:appearance:tolerance:)``, ``layoutTree`` and ``accessibilityTree``;
/// the same names snapshot a ``ViewTester`` in its current state.
public struct Snapshotting<Value, Format> {
    /// The extension of reference files (`png`, `txt`).
    public var pathExtension: String
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the snapshot of a value; nil when it cannot (a view of zero size).
    public var snapshot: @MainActor (Value) -> Format?

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @MainActor (Value) -> Format?) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for values of another type, transformed into this one's first.
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { snapshot(transform($0)) }
    }
}

/// How snapshots of one format are written, read and compared.
public struct Diffing<Value> {
    /// What a comparison found wrong: a message, and an artifact to write beside the reference.
    public struct Difference {
        /// What differs, for the failure message.
        public var message: String
        /// A file showing the difference (a diff image), if the format has one.
        public var artifact: Data?

        public init(message: String, artifact: Data? = nil) {
            self.message = message
            self.artifact = artifact
        }
    }

    /// The bytes of a snapshot.
    public var toData: (Value) -> Data
    /// A snapshot from its bytes; nil when they are not readable.
    public var fromData: (Data) -> Value?
    /// Compares a reference with an actual snapshot: nil when they match.
    public var diff: (_ reference: Value, _ actual: Value) -> Difference?

    public init(
        toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value?,
        diff: @escaping (_ reference: Value, _ actual: Value) -> Difference?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
