import Foundation

/// A type that describes how to animate a property of a view.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: nothing.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii: (top leading, bottom leading) and (bottom trailing, top trailing).
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension StrokeStyle: Animatable {
    /// The line width, and the miter limit with the dash phase.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { (lineWidth, miterLimit, dashPhase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}

// The scalars animate as themselves, as in SwiftUI (keyframes of a `Double` need it).
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
