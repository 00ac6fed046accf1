import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// Unlike other animations in SwiftUI (using ``Animation``), keyframes don't interpolate
/// between from and to values that SwiftUI provides as state changes. Instead, keyframes
/// fully define the path that a value takes over time using the tracks that make up their
/// body. Tracks run in parallel from the initial value; a track that is shorter than the
/// timeline keeps its last value.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     KeyframeTrack(\.x) { LinearKeyframe(100, duration: 1) }
///     KeyframeTrack(\.y) { SpringKeyframe(50, duration: 0.5) }
/// }
/// timeline.value(time: 0.5)  // x is 50
/// ```
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [(duration: TimeInterval, apply: (inout Value, TimeInterval) -> Void)]

    /// Creates a new instance using the initial value and content that you provide.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        self.tracks = keyframes._keyframeTracks().map { $0.resolve(initialValue) }
    }

    /// The duration of the content in seconds: that of its longest track.
    public var duration: TimeInterval {
        tracks.map(\.duration).max() ?? 0
    }

    /// Returns the interpolated value at the given time (clamped to the timeline; a time
    /// that is not a number gives the initial value).
    public func value(time: Double) -> Value {
        var value = initialValue
        let time = time.isNaN ? 0 : time
        for track in tracks { track.apply(&value, Swift.min(Swift.max(time, 0), track.duration)) }
        return value
    }

    /// Returns the interpolated value at the given progress in the range zero to one.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
