import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// The generic parameters are SwiftUI's in order (the root type, the animated property's
/// type, the keyframes); the second is named `TrackValue` here so that the root type is the
/// ``Keyframes/Value`` of the track, as it is in SwiftUI.
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes where TrackValue == Content.Value {
    public typealias Value = Root
    public typealias Body = Self

    private let keyPath: WritableKeyPath<Root, TrackValue>
    private let keyframes: [_Keyframe<TrackValue>]

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// - Parameter content: A keyframe collection builder closure containing the keyframes
    ///   and durations that define the track.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.keyPath = \.self
        self.keyframes = content().keyframeList
    }

    /// Creates an instance that animates the property of the root value at the given key
    /// path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: A keyframe collection builder closure containing the keyframes and
    ///     durations that define the track.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        self.keyframes = content().keyframeList
    }

    public var body: Self { self }

    public func _keyframeTracks() -> [_KeyframeTrackResolver<Root>] { [resolver] }

    /// The track, made ready to run from a root value.
    var resolver: _KeyframeTrackResolver<Root> {
        let keyPath = keyPath, keyframes = keyframes
        return _KeyframeTrackResolver { root in
            let curve = KeyframeCurve(from: root[keyPath: keyPath], keyframes: keyframes)
            return (curve.duration, { root, time in root[keyPath: keyPath] = curve.value(at: time) })
        }
    }
}
