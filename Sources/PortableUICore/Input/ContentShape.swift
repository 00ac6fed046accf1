import Foundation

/// A kind for the content shape of a view.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
    /// The kind for the focus effect: the focus ring follows this shape.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 5)
}

/// The modifier behind `contentShape`, `allowsHitTesting` and the hit clip of clipped views.
public struct _HitTestingModifier: ViewModifier {
    public typealias Body = Never
    enum Change {
        case contentShape(HitShape?)
        /// The shape the focus ring follows (``FocusRing``).
        case focusEffectShape(HitShape?)
        case clip(HitShape)
        case allowsHitTesting(Bool)
    }

    let change: Change

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        inputNode.writeUnits { unit, owner in
            let record = unit.inputRecord
            switch modifier.change {
            case .contentShape(let shape):
                if let shape {
                    record.contentShape = Owned(owner: owner, value: shape)
                } else if record.contentShape?.owner == owner {
                    record.contentShape = nil
                }
            case .focusEffectShape(let shape):
                if let shape {
                    record.focusEffectShape = Owned(owner: owner, value: shape)
                } else if record.focusEffectShape?.owner == owner {
                    record.focusEffectShape = nil
                }
            case .clip(let shape):
                record.hitClip = Owned(owner: owner, value: shape)
            case .allowsHitTesting(let enabled):
                if !enabled {
                    record.disallowsHitTesting = Owned(owner: owner, value: true)
                } else if record.disallowsHitTesting?.owner == owner {
                    record.disallowsHitTesting = nil
                }
            }
        }
        return inputNode
    }
}

extension View {
    /// Defines the content shape for hit testing: the view is hit anywhere inside the shape
    /// (empty space included) and nowhere outside it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_HitTestingModifier(change: .contentShape(HitShape(shape, eoFill: eoFill))))
    }

    /// Sets the content shape for this view of the given kinds: `.interaction` for hit
    /// testing, `.focusEffect` for the focus ring; the other kinds have no effect here.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        let hitShape = HitShape(shape, eoFill: eoFill)
        return modifier(_HitTestingModifier(change: .contentShape(kind.contains(.interaction) ? hitShape : nil)))
            .modifier(_HitTestingModifier(change: .focusEffectShape(kind.contains(.focusEffect) ? hitShape : nil)))
    }

    /// Configures whether this view participates in hit test operations.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_HitTestingModifier(change: .allowsHitTesting(enabled)))
    }

    /// Limits hit testing of the view and its subviews to `shape` in its frame (a clipped
    /// view: scroll views clip their content).
    func hitTestingClip<S: Shape>(_ shape: S) -> some View {
        modifier(_HitTestingModifier(change: .clip(HitShape(shape))))
    }
}
