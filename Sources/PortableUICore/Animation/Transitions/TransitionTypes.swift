import Foundation

// The built-in transitions as `Transition` types (`.transition(OpacityTransition())`, or
// through the static members `.opacity`, `.scale`, `.move(edge:)`…). Their geometry is drawn,
// never laid out: the offset of a move is a translation of the view's drawing, as SwiftUI's
// offset effect is.

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> Content { content }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on
/// removal.
public struct OpacityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Returns a transition that scales the view.
public struct ScaleTransition: Transition {
    /// The amount to scale the view by.
    public var scale: Double
    /// The anchor point to scale the view around.
    public var anchor: UnitPoint

    /// Creates a transition that scales the view by the specified amount.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Returns a transition that moves the view away, towards the specified edge of the view.
public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge

    /// Creates a transition that moves the view away, towards the specified edge of the view.
    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.renderEffect(.translation(.zero, relative: phase.isIdentity ? .zero : edge.unitOffset))
    }
}

/// Returns a transition that offsets the view by the specified amount.
public struct OffsetTransition: Transition {
    /// The amount to offset the view by.
    public var offset: CGSize

    /// Creates a transition that offsets the view by the specified amount.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.renderEffect(.translation(phase.isIdentity ? .zero : offset, relative: .zero))
    }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge.
public struct SlideTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge: Edge = phase == .didDisappear ? .trailing : .leading
        return content.renderEffect(.translation(.zero, relative: phase.isIdentity ? .zero : edge.unitOffset))
    }
}

/// A transition that inserts by moving the view in from the specified edge while fading it
/// in, and removes it by moving it out towards the opposite edge and fading it out.
public struct PushTransition: Transition {
    /// The edge from which the view will be animated in.
    public var edge: Edge

    /// Creates a transition that animates a view by moving and fading it.
    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let towards = phase == .didDisappear ? edge.opposite : edge
        return content.renderEffect(.translation(.zero, relative: phase.isIdentity ? .zero : towards.unitOffset))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A composite transition that uses a different transition for insertion versus removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, TransitionAnimationCarrier {
    /// The transition to apply when the view is inserted.
    public var insertion: Insertion
    /// The transition to apply when the view is removed.
    public var removal: Removal

    /// Creates a composite transition that uses a different transition for insertion versus
    /// removal.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Both transitions are applied at every phase, the one not concerned at `identity`, so
    /// that the view's structure is the same in every phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let inserting: TransitionPhase = phase == .didDisappear ? .identity : phase
        let removing: TransitionPhase = phase == .willAppear ? .identity : phase
        return removal.apply(content: insertion.apply(content: content, phase: inserting), phase: removing)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    nonisolated var carriedAnimation: Animation?? {
        transitionAnimation(of: insertion) ?? transitionAnimation(of: removal)
    }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent
    /// on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view (to zero).
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Returns a transition that scales the view.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }

    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving
    /// out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that moves the view in from the specified edge while fading it
    /// in, and out towards the opposite edge while fading it out.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

extension Edge {
    /// The edge across the view.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// The offset, in the view's widths and heights, that moves a view past this edge.
    var unitOffset: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .bottom: CGSize(width: 0, height: 1)
        case .leading: CGSize(width: -1, height: 0)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }
}
