import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value

    /// The type of content representing the body of this keyframe track content.
    associatedtype Body: KeyframeTrackContent

    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Value> var body: Self.Body { get }

    /// The keyframes of this content, in order.
    func _keyframes(into keyframes: inout [_Keyframe<Value>])
}

extension KeyframeTrackContent where Body.Value == Value {
    public func _keyframes(into keyframes: inout [_Keyframe<Value>]) { body._keyframes(into: &keyframes) }
}

/// One keyframe of a track: the value reached at the end of its segment and how the segment
/// gets there.
public struct _Keyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }

    let kind: Kind
    let target: Value
    /// The segment's duration; nil for a spring's settling duration.
    let duration: TimeInterval?
}

/// Several keyframes in order, from a ``KeyframeTrackContentBuilder``.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let keyframes: [_Keyframe<Value>]

    public var body: Self { self }
    public func _keyframes(into keyframes: inout [_Keyframe<Value>]) { keyframes.append(contentsOf: self.keyframes) }
}

extension KeyframeTrackContent {
    /// The keyframes of this content as a list.
    var keyframeList: [_Keyframe<Value>] {
        var list: [_Keyframe<Value>] = []
        _keyframes(into: &list)
        return list
    }
}

/// The builder that creates keyframe track content from the keyframes that you define
/// within a closure.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildBlock() -> _KeyframeSequence<Value> {
        _KeyframeSequence(keyframes: [])
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock<A: KeyframeTrackContent, N: KeyframeTrackContent>(accumulated: A, next: N)
        -> _KeyframeSequence<Value>
    where A.Value == Value, N.Value == Value {
        _KeyframeSequence(keyframes: accumulated.keyframeList + next.keyframeList)
    }

    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> _KeyframeSequence<Value>
    where K.Value == Value {
        _KeyframeSequence(keyframes: components.flatMap { $0.keyframeList })
    }

    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> _KeyframeSequence<Value>
    where K.Value == Value {
        _KeyframeSequence(keyframes: component?.keyframeList ?? [])
    }

    public static func buildEither<K: KeyframeTrackContent>(first component: K) -> _KeyframeSequence<Value>
    where K.Value == Value {
        _KeyframeSequence(keyframes: component.keyframeList)
    }

    public static func buildEither<K: KeyframeTrackContent>(second component: K) -> _KeyframeSequence<Value>
    where K.Value == Value {
        _KeyframeSequence(keyframes: component.keyframeList)
    }

    public static func buildLimitedAvailability<K: KeyframeTrackContent>(_ component: K) -> _KeyframeSequence<Value>
    where K.Value == Value {
        _KeyframeSequence(keyframes: component.keyframeList)
    }

    public static func buildFinalResult<K: KeyframeTrackContent>(_ component: K) -> K where K.Value == Value {
        component
    }
}
