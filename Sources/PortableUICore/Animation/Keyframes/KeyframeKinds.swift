import Foundation

/// A keyframe that uses simple linear interpolation.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let keyframe: _Keyframe<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = _Keyframe(kind: .linear(timingCurve), target: to, duration: duration)
    }

    public var body: Self { self }
    public func _keyframes(into keyframes: inout [_Keyframe<Value>]) { keyframes.append(keyframe) }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// If you don't specify a start or end velocity, the velocity keeps the motion smooth:
/// adjacent cubic keyframes make a Catmull-Rom spline (the velocity at a keyframe between two
/// cubic segments is the change from the keyframe before to the one after over their time);
/// after another kind of keyframe, the velocity that segment ends with is the start velocity;
/// before another kind, the velocity the next segment starts with is the end velocity. A
/// track starts at rest, and a cubic keyframe that ends it comes to rest.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let keyframe: _Keyframe<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - startVelocity: The velocity of the value at the beginning of the segment, or `nil`
    ///     to automatically compute the velocity to maintain smooth motion.
    ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = _Keyframe(
            kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData), target: to,
            duration: duration)
    }

    public var body: Self { self }
    public func _keyframes(into keyframes: inout [_Keyframe<Value>]) { keyframes.append(keyframe) }
}

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// The segment is the spring's motion from the previous value toward this one, starting
/// with the velocity the previous segment ended with (or `startVelocity`); a duration shorter
/// than the spring's settling cuts the motion off there.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let keyframe: _Keyframe<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or nil to use the
    ///     settling duration of the spring.
    ///   - spring: The spring that defines the shape of the segment before this keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = _Keyframe(kind: .spring(spring, startVelocity: startVelocity?.animatableData), target: to, duration: duration)
    }

    public var body: Self { self }
    public func _keyframes(into keyframes: inout [_Keyframe<Value>]) { keyframes.append(keyframe) }
}

/// A keyframe that immediately moves to the given value without interpolating.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let keyframe: _Keyframe<Value>

    /// Creates a new keyframe using the given value.
    ///
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) {
        keyframe = _Keyframe(kind: .move, target: to, duration: 0)
    }

    public var body: Self { self }
    public func _keyframes(into keyframes: inout [_Keyframe<Value>]) { keyframes.append(keyframe) }
}
