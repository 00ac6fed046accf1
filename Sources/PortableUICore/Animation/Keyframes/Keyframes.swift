import Foundation

/// A type that defines changes to a value over time.
///
/// Keyframes are made of tracks (``KeyframeTrack``), each animating one property of the root
/// value (or the whole value) through its own sequence of keyframes; the tracks run in
/// parallel from the same start.
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Self.Body.Value

    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Self.Body { get }

    /// The tracks of these keyframes, each resolved from the root value it starts at.
    func _keyframeTracks() -> [_KeyframeTrackResolver<Value>]
}

extension Keyframes where Body.Value == Value {
    public func _keyframeTracks() -> [_KeyframeTrackResolver<Value>] { body._keyframeTracks() }
}

/// One track of keyframes made ready to run from a root value: how long it runs and how it
/// sets its property of the root at a time.
public struct _KeyframeTrackResolver<Root> {
    let resolve: (Root) -> (duration: TimeInterval, apply: (inout Root, TimeInterval) -> Void)
}

/// Several keyframes of one root value, from a ``KeyframesBuilder``: tracks, and keyframes of
/// the whole value written without a track (those of one block make one track, in order).
public struct _KeyframesGroup<Value>: Keyframes {
    public typealias Body = Self
    let tracks: [_KeyframeTrackResolver<Value>]
    let root: _RootKeyframes<Value>?

    init(tracks: [_KeyframeTrackResolver<Value>], root: _RootKeyframes<Value>? = nil) {
        self.tracks = tracks
        self.root = root
    }

    init(_ keyframes: some Keyframes<Value>) {
        self = keyframes as? Self ?? Self(tracks: keyframes._keyframeTracks())
    }

    public var body: Self { self }
    public func _keyframeTracks() -> [_KeyframeTrackResolver<Value>] { tracks + (root.map { [$0.track] } ?? []) }

    /// This group followed by `next`: their tracks side by side, their whole-value keyframes
    /// one after the other.
    func followed(by next: Self) -> Self {
        let root = self.root.map { first in next.root.map { first.followed(by: $0) } ?? first } ?? next.root
        return Self(tracks: tracks + next.tracks, root: root)
    }
}

/// Keyframes of a whole value, written in a ``KeyframesBuilder`` block without a track.
///
/// (The builder's value need not be animatable, so the keyframes are kept with their type
/// erased, along with the way to make them a track.)
struct _RootKeyframes<Root> {
    let keyframes: [Any]
    let makeTrack: ([Any]) -> _KeyframeTrackResolver<Root>

    var track: _KeyframeTrackResolver<Root> { makeTrack(keyframes) }

    func followed(by next: Self) -> Self {
        Self(keyframes: keyframes + next.keyframes, makeTrack: makeTrack)
    }
}

extension _RootKeyframes where Root: Animatable {
    init(_ keyframes: [_Keyframe<Root>]) {
        self.keyframes = keyframes
        self.makeTrack = { list in
            let keyframes = list.compactMap { $0 as? _Keyframe<Root> }
            return KeyframeTrack { _KeyframeSequence(keyframes: keyframes) }.resolver
        }
    }
}

/// A builder that combines keyframe content values into a single value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// Keyframes of the whole value, without a track around them: those of one block make
    /// one track.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframesGroup<Value>
    where K.Value == Value {
        _KeyframesGroup(tracks: [], root: _RootKeyframes(expression.keyframeList))
    }

    public static func buildBlock() -> _KeyframesGroup<Value> {
        _KeyframesGroup(tracks: [])
    }

    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock<A: Keyframes, N: Keyframes>(accumulated: A, next: N) -> _KeyframesGroup<Value>
    where A.Value == Value, N.Value == Value {
        _KeyframesGroup(accumulated).followed(by: _KeyframesGroup(next))
    }

    public static func buildArray<K: Keyframes>(_ components: [K]) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup(tracks: components.flatMap { $0._keyframeTracks() })
    }

    public static func buildOptional<K: Keyframes>(_ component: K?) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup(tracks: component?._keyframeTracks() ?? [])
    }

    public static func buildEither<K: Keyframes>(first component: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup(tracks: component._keyframeTracks())
    }

    public static func buildEither<K: Keyframes>(second component: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup(tracks: component._keyframeTracks())
    }

    public static func buildLimitedAvailability<K: Keyframes>(_ component: K) -> _KeyframesGroup<Value>
    where K.Value == Value {
        _KeyframesGroup(tracks: component._keyframeTracks())
    }

    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }
}
