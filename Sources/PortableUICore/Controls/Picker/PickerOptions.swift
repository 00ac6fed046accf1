import Foundation
import Observation

/// The options of a picker: its content, each view of which is an option. The views of a
/// `ForEach` directly in the content are tagged with their element's ID
/// (`ImplicitTagTraitKey`; an explicit `tag(_:)` wins), and the options' tags are written to
/// the picker's `PickerOptionTags` when they change, for its style's next update.
public struct _PickerOptions: View {
    public typealias Body = Never
    let content: AnyView
    let tags: PickerOptionTags

    @MainActor init<Content: View>(content: Content, tags: PickerOptionTags) {
        self.content = AnyView(content)
        self.tags = tags
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        var contentInputs = inputs
        contentInputs.tagsElementsByID = true
        let result = reconcileChild(view.content, node, contentInputs)
        let units = result.units
        let found = units.map(\.pickerTag)
        let tags = view.tags
        tags.units = units.map { WeakNode($0) }
        if found != tags.tags {
            if let updates = inputs.updates {
                updates.enqueue { tags.tags = found }
            } else {
                tags.tags = found
            }
        }
        return result
    }
}

/// The tags of a picker's options, in order (nil for an option without a tag), and their
/// layout nodes (for finding the option under the pointer).
@Observable
final class PickerOptionTags {
    var tags: [AnyHashable?] = []
    @ObservationIgnored var units: [WeakNode] = []

    /// The index of the shown option nearest to `location` (window coordinates) along
    /// `axis`: options lie in rows (vertical) or segments (horizontal) that share the space
    /// between their centres.
    @MainActor func option(at location: CGPoint, along axis: Axis) -> Int? {
        var nearest: (index: Int, distance: CGFloat)?
        for (index, unit) in units.enumerated() {
            guard let node = unit.node, !node.isCollapsed else { continue }
            let frame = node.frame
            let distance = axis == .vertical ? abs(frame.midY - location.y) : abs(frame.midX - location.x)
            if nearest.map({ distance < $0.distance }) ?? true { nearest = (index, distance) }
        }
        return nearest?.index
    }
}

/// A layout node held weakly.
struct WeakNode {
    weak var node: LayoutNode?
    init(_ node: LayoutNode) { self.node = node }
}

/// A tap on a picker; its value is the index of the option nearest to it along `axis` (nil
/// without options).
struct _OptionTapGesture: Gesture {
    typealias Value = Int?
    typealias Body = Never
    let options: PickerOptionTags
    let axis: Axis

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Int?> {
        let options = options, axis = axis
        return TapRecognizer(count: 1) { event in MainActor.assumeIsolated { options.option(at: event.location, along: axis) } }
    }
}

/// The tag a `ForEach` element has in a picker: its ID.
struct ImplicitTagTraitKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}

extension LayoutNode {
    /// The view's tag as a picker option: its own `tag(_:)`, else its `ForEach` ID.
    var pickerTag: AnyHashable? {
        traits.value(TagTraitKey.self) ?? traits.value(ImplicitTagTraitKey.self)
    }

    /// Tags the view with its `ForEach` element's ID.
    func setImplicitTag(_ tag: AnyHashable) {
        var newTraits = traits
        let old = newTraits.values[ObjectIdentifier(ImplicitTagTraitKey.self)] as? AnyHashable
        guard old != tag else { return }
        newTraits.values[ObjectIdentifier(ImplicitTagTraitKey.self)] = tag as AnyHashable?
        setTraits(newTraits, valuesChanged: true)
    }
}

extension LayoutSubview {
    /// Places the subview centred on `centre`, its origin on whole points (see
    /// `CGPoint.integral`).
    func place(centredOn centre: CGPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        place(at: CGPoint(x: centre.x - size.width / 2, y: centre.y - size.height / 2).integral, proposal: proposal)
    }
}

extension CGPoint {
    /// The point rounded down to whole points: a view placed there keeps its size on every
    /// pixel grid (its edges are not rounded inward), so a text is drawn at its measured width.
    var integral: CGPoint {
        CGPoint(x: x.rounded(.down), y: y.rounded(.down))
    }
}
