/// A modifier that lays its content out with a one-subview `Layout` (frame, padding, offset…).
///
/// Like every SwiftUI modifier, it applies to each view of its content separately: a padded
/// `Group` of two views gives two padded views.
public struct _LayoutModifier<L: Layout>: ViewModifier {
    public typealias Body = Never
    let layout: L

    init(_ layout: L) {
        self.layout = layout
    }

    /// Content of one view (most content) is modified by one layout node, which is also the
    /// modifier's node; content of another number of views by a ``ModifierNode`` with an
    /// instance per view.
    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        if let modified = node as? ModifierNode {
            modified.content = reconcileChild(content, modified.content, inputs.insideLayoutNode)
            modified.updateInstances(modifier.layout, viewType: L.self, inputs: inputs)
            return modified
        }
        let single = (node as? LayoutNode).flatMap { $0.viewType == L.self ? $0 : nil }
        let reconciled = reconcileChild(content, single?.content, inputs.insideLayoutNode)
        let units = reconciled.units
        guard units.count == 1 else {
            // (The content moves to the new node: the replaced one must not unmount it.)
            single?.content = nil
            let modified = ModifierNode()
            modified.content = reconciled
            modified.updateInstances(modifier.layout, viewType: L.self, inputs: inputs)
            return modified
        }
        let instance: LayoutNode
        if let single {
            instance = single
            instance.updateLayout(modifier.layout)
        } else {
            instance = LayoutNode(viewType: L.self, box: SharedLayoutBoxes.box(for: modifier.layout))
        }
        instance.content = reconciled
        let taken = ModifierNode.configure(
            instance, L.self, unit: units[0], subviews: units, inputs: inputs, inherited: instance.inheritedTraits)
        if let taken { instance.inheritedTraits = taken }
        return instance
    }
}

/// A layout modifier through which its content's layout priority shows (`fixedSize`,
/// `alignmentGuide`, `offset`, `overlay`, `background`). Other modifiers (`frame`, `padding`,
/// `aspectRatio`, `position`) make a new view of priority 0, as in SwiftUI, so
/// `.layoutPriority(_:)` has to come after them.
protocol LayoutPriorityForwarding {}

/// The node of a layout modifier with secondary views (overlays, backgrounds) or around
/// content of other than one view: one layout node (an instance) per view of the content,
/// each with that view as its first subview and, for overlays and backgrounds, the
/// secondary view as its second. (A plain layout modifier around one view is that view's
/// instance itself, see ``_LayoutModifier``.) The instance carries its content's traits
/// (layout values, z-index; the priority only through a ``LayoutPriorityForwarding`` layout).
final class ModifierNode: _ViewNode {
    var content: _ViewNode?
    /// The instances: the first held inline (most content is one view, and an array would be
    /// one more allocation per modifier), the others in `more`.
    private var firstInstance: LayoutNode?
    /// The traits the first instance last took from its content.
    private var firstInheritedTraits: LayoutTraits?
    /// The instances after the first and the secondary views, made when there are any.
    private var more: ModifierNodeMore?

    /// One layout node per view of the content, in order.
    var instances: [LayoutNode] {
        guard let firstInstance else { return [] }
        return [firstInstance] + (more?.instances ?? [])
    }

    private var instanceCount: Int { firstInstance == nil ? 0 : 1 + (more?.instances.count ?? 0) }

    private var secondaryCount: Int { more?.secondaries.count ?? 0 }

    private var madeMore: ModifierNodeMore {
        if let more { return more }
        let made = ModifierNodeMore()
        more = made
        return made
    }

    private func instance(at index: Int) -> LayoutNode {
        index == 0 ? firstInstance.unsafelyUnwrapped : more.unsafelyUnwrapped.instances[index - 1]
    }

    private func append(_ instance: LayoutNode) {
        if firstInstance == nil {
            firstInstance = instance
            firstInheritedTraits = nil
        } else {
            madeMore.instances.append(instance)
            madeMore.inheritedTraits.append(nil)
        }
    }

    private func keepInstances(_ count: Int) {
        if count == 0 {
            firstInstance = nil
            firstInheritedTraits = nil
        }
        guard let more else { return }
        let removed = more.instances.count - Swift.max(count - 1, 0)
        more.instances.removeLast(removed)
        more.inheritedTraits.removeLast(removed)
    }

    /// The traits the instance at `index` last took from its content.
    private func inheritedTraits(at index: Int) -> LayoutTraits? {
        index == 0 ? firstInheritedTraits : more.unsafelyUnwrapped.inheritedTraits[index - 1]
    }

    private func setInheritedTraits(_ traits: LayoutTraits, at index: Int) {
        if index == 0 { firstInheritedTraits = traits } else { more.unsafelyUnwrapped.inheritedTraits[index - 1] = traits }
    }

    /// Makes or updates one instance per content view.
    @MainActor
    func updateInstances<L: Layout>(
        _ layout: L, viewType: Any.Type, inputs: _ViewInputs,
        secondary: ((_ViewNode?) -> _ViewNode)? = nil, secondaryFirst: Bool = false
    ) {
        let contentUnits = content?.units ?? []
        if instanceCount > contentUnits.count { keepInstances(contentUnits.count) }
        if secondaryCount > contentUnits.count, let more {
            more.secondaries[contentUnits.count...].forEach { $0.unmount() }
            more.secondaries.removeLast(more.secondaries.count - contentUnits.count)
        }
        for (index, unit) in contentUnits.enumerated() {
            let instance: LayoutNode
            if index < instanceCount {
                instance = self.instance(at: index)
                instance.updateLayout(layout)
            } else {
                instance = LayoutNode(viewType: viewType, box: SharedLayoutBoxes.box(for: layout))
                append(instance)
            }
            var subviews = [unit]
            if let secondary {
                let previous = index < secondaryCount ? more.unsafelyUnwrapped.secondaries[index] : nil
                let node = secondary(previous)
                if index < secondaryCount { madeMore.secondaries[index] = node } else { madeMore.secondaries.append(node) }
                if secondaryFirst {
                    subviews.insert(contentsOf: node.units, at: 0)
                } else {
                    subviews.append(contentsOf: node.units)
                }
            }
            let taken = Self.configure(
                instance, L.self, unit: unit, subviews: subviews, inputs: inputs, inherited: inheritedTraits(at: index))
            if let taken { setInheritedTraits(taken, at: index) }
        }
    }

    /// Sets up `instance`, the layout node of a modifier of layout type `L` around the content
    /// view `unit`, with `subviews` (the unit and any secondary views). The instance takes the
    /// unit's traits (less its priority, unless `L` forwards it) when they differ from those it
    /// took last (`inherited`), and returns them then.
    static func configure<L: Layout>(
        _ instance: LayoutNode, _ layoutType: L.Type, unit: LayoutNode, subviews: [LayoutNode], inputs: _ViewInputs,
        inherited: LayoutTraits?
    ) -> LayoutTraits? {
        instance.layoutDirection = inputs.environment.layoutDirection
        instance.dependsOnContainer = L.self is ContainerDependentLayout.Type
        instance.setSubviews(subviews)
        var traits = unit.traits
        // (Only when set: setting a trait copies the traits' storage.)
        if !(L.self is LayoutPriorityForwarding.Type) && traits.priority != 0 { traits.priority = 0 }
        // Copy the content's traits only when they changed: trait modifiers outside this
        // one write over the copy, and copying again each update would undo their writes
        // and invalidate the container twice.
        if inherited?.isSame(as: traits) ?? false { return nil }
        instance.setTraits(traits)
        return traits
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        guard let firstInstance else { return }
        units.append(firstInstance)
        if let more { units.append(contentsOf: more.instances) }
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
        more?.secondaries.forEach(body)
    }

    @MainActor override func unmount() {
        super.unmount()
        firstInstance?.unmount()
        more?.instances.forEach { $0.unmount() }
    }
}

/// What few modifier nodes have: instances for content of more than one view (with the
/// traits each last took from its view) and secondary views (overlays, backgrounds).
final class ModifierNodeMore {
    var instances: [LayoutNode] = []
    var inheritedTraits: [LayoutTraits?] = []
    var secondaries: [_ViewNode] = []
}
