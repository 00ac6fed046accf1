import Foundation

/// The input a layout node takes part in, written by input modifiers the way traits are:
/// gestures, its hit-testing shape, hover handlers, scroll-wheel handling, focus and key
/// handlers.
///
/// Several modifiers may write onto the same node (`.onTapGesture {}.onHover {}`); each
/// keeps its own entry, keyed by the modifier's graph node, and removes it when it leaves.
final class NodeInput {
    /// The gestures attached to the node, innermost modifier first.
    private(set) var gestures: [GestureAttachment] = []
    /// The shape that replaces the node's content for hit testing (`contentShape`).
    var contentShape: Owned<HitShape>?
    /// A shape outside which neither the node nor its subviews are hit (a clipped view).
    var hitClip: Owned<HitShape>?
    /// The shape the node's focus ring follows (`contentShape(.focusEffect, _:)`).
    var focusEffectShape: Owned<HitShape>?
    /// Set when the node and its subviews take no part in hit testing (`allowsHitTesting(false)`).
    var disallowsHitTesting: Owned<Bool>?
    /// Hover handlers, keyed by the modifier that added them.
    var hoverHandlers: [ObjectIdentifier: HoverHandler] = [:]
    /// Handles scroll-wheel deltas; returns whether it consumed them (ScrollView's hook).
    var scrollWheelHandler: Owned<ScrollWheelHandler>?
    /// How the node takes part in keyboard focus, keyed by the modifier that registered.
    var focus: [ObjectIdentifier: FocusRegistration] = [:]
    /// Key-press handlers, keyed by the modifier that added them (innermost first when run).
    var keyHandlers: [ObjectIdentifier: KeyPressHandler] = [:]
    /// Keyboard shortcuts of controls on this node.
    var shortcuts: [ObjectIdentifier: ShortcutRegistration] = [:]
    /// What a drag starting on the node carries (`draggable`).
    var dragSource: Owned<DragSource>?
    /// The drop destinations on the node, keyed by the modifier that added them.
    var dropTargets: [ObjectIdentifier: DropTarget] = [:]
    /// What the Copy, Cut and Paste commands do while focus is on the node, keyed by the
    /// modifier that added each.
    var clipboardCommands: [ObjectIdentifier: ClipboardCommand] = [:]

    /// Adds or replaces the gesture of `attachment.owner`.
    func setGesture(_ attachment: GestureAttachment) {
        if let index = gestures.firstIndex(where: { $0.owner == attachment.owner }) {
            gestures[index] = attachment
        } else {
            gestures.append(attachment)
            gestures.sort { $0.depth > $1.depth }
        }
    }

    /// Removes every entry that `owner` wrote.
    func remove(owner: ObjectIdentifier) {
        gestures.removeAll { $0.owner == owner }
        hoverHandlers[owner] = nil
        keyHandlers[owner] = nil
        shortcuts[owner] = nil
        focus[owner] = nil
        dropTargets[owner] = nil
        clipboardCommands[owner] = nil
        if dragSource?.owner == owner { dragSource = nil }
        if contentShape?.owner == owner { contentShape = nil }
        if hitClip?.owner == owner { hitClip = nil }
        if focusEffectShape?.owner == owner { focusEffectShape = nil }
        if disallowsHitTesting?.owner == owner { disallowsHitTesting = nil }
        if scrollWheelHandler?.owner == owner { scrollWheelHandler = nil }
    }
}

/// A value written by one modifier (its owner), which takes it back when it leaves.
struct Owned<Value> {
    let owner: ObjectIdentifier
    var value: Value
}

extension LayoutNode {
    /// The node's input record, made on first use.
    var inputRecord: NodeInput {
        if let input { return input }
        let made = NodeInput()
        input = made
        return made
    }
}

/// The graph node of an input modifier: transparent for layout, it writes onto its content's
/// layout nodes and takes its entries back when a node leaves its content or it unmounts.
class InputModifierNode: PassThroughNode {
    private var written: [Weak<LayoutNode>] = []

    /// The input modifier's node at `node`'s place (that node when it is one, else a new one),
    /// with `content` reconciled into it: the first step of every input modifier's reconcile.
    @MainActor static func reconciling<Content: View>(_ content: Content, at node: _ViewNode?, _ inputs: _ViewInputs)
        -> InputModifierNode
    {
        let inputNode = node as? InputModifierNode ?? InputModifierNode()
        inputNode.content = reconcileChild(content, inputNode.content, inputs)
        return inputNode
    }

    /// Calls `write` on each layout node of the content; nodes that were written before but
    /// are no longer part of the content lose this modifier's entries.
    func writeUnits(_ write: (LayoutNode) -> Void) {
        writeUnits { node, _ in write(node) }
    }

    /// Calls `write` on each layout node of the content with this modifier's owner key.
    func writeUnits(_ write: (LayoutNode, ObjectIdentifier) -> Void) {
        let units = content?.units ?? []
        for old in written {
            guard let node = old.value, !units.contains(where: { $0 === node }) else { continue }
            node.input?.remove(owner: ObjectIdentifier(self))
        }
        let owner = ObjectIdentifier(self)
        for unit in units { write(unit, owner) }
        written = units.map(Weak.init)
    }

    @MainActor override func unmount() {
        super.unmount()
        for node in written { node.value?.input?.remove(owner: ObjectIdentifier(self)) }
        written = []
    }
}

/// A weak reference.
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
