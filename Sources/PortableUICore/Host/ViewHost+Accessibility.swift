import Foundation

/// The host's accessibility tree: what assistive technologies see of its content, built from
/// the placed views (see ``AccessibilityTreeBuilder`` for the rules), and the actions they can
/// perform on it.
///
/// ```swift
/// let host = ViewHost(CounterView(), size: CGSize(width: 320, height: 200))
/// let add = host.accessibilityTree.element(labeled: "Add")!
/// host.performAccessibilityAction(on: add)
/// print(host.accessibilityTree)   // window / button "Add" actions: default / staticText "Count: 1"
/// ```
extension ViewHost {
    /// The accessibility tree of the content as laid out now: a window element whose children
    /// are the content's elements in reading order. While something is presented, the window's
    /// only child is the top presentation, a modal element (trait `isModal`) holding the
    /// presented content's elements: what is below it is hidden, as VoiceOver hides the views
    /// behind a modal presentation (`accessibilityViewIsModal`).
    ///
    /// After an update only what changed is built again (see ``AccessibilityCache``).
    public var accessibilityTree: AccessibilityNode {
        buildAccessibilityTree(reusingCaches: true).tree
    }

    /// The accessibility tree, built anew when `reusingCaches` is false (a check that the
    /// tree built from the caches is the same), and how many nodes the build built elements for.
    func buildAccessibilityTree(reusingCaches: Bool) -> (tree: AccessibilityNode, builtNodes: Int) {
        layoutIfNeeded()
        let root = graph.root
        let builder = AccessibilityTreeBuilder(
            round: pixelRounded, isRightToLeft: root.layoutDirection == .rightToLeft, focusedNode: events.focusedNode,
            reusesCaches: reusingCaches)
        let elements = topPresentationElement(builder).map { [$0] }
            ?? builder.sorted(builder.elements(inSubviewsOf: root, origin: root.frame.origin))
        var window = AccessibilityNode(
            role: .window, label: "", traits: [], frame: CGRect(origin: .zero, size: size), children: elements)
        window.containsCaret = elements.contains(where: \.containsCaret)
        return (AccessibilityTreeBuilder.withCarets(window), builder.count.builtNodes)
    }

    /// The modal element of the top presentation: its panel's elements (the backdrop and a
    /// popover's arrow have none to give), in a menu element for a menu and a group for the others.
    private func topPresentationElement(_ builder: AccessibilityTreeBuilder) -> AccessibilityNode? {
        let containers = graph.presentationLayer.subviews.array
        let count = graph.presentations.entries.count
        guard let entry = graph.presentations.top, containers.count >= count else { return nil }
        let container = containers[count - 1]
        guard container.subviews.count >= 2, let panel = container.subviews.array.last else { return nil }
        let children = builder.sorted(builder.elements(inSubviewsOf: container, origin: container.frame.origin))
        var element = AccessibilityNode(
            role: entry.kind == .menu ? .menu : .group, label: "", traits: .isModal, frame: panel.frame,
            children: children)
        element.frame = builder.round(panel.frame)
        element.containsCaret = children.contains(where: \.containsCaret)
        element.identifier = "presentation.\(PresentationSnapshot.Kind(entry.kind))"
        return element
    }

    /// Performs the action `kind` of `element` as an assistive technology would, then applies
    /// the state changes it made. Returns false, doing nothing, when the element has no such
    /// action or is disabled.
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityActionKind = .default, on element: AccessibilityNode) -> Bool {
        guard element.isEnabled, let action = element.actions.first(where: { $0.kind == kind }) else { return false }
        run(action.handler)
        return true
    }

    /// Increments or decrements an adjustable element (a slider, a stepper, a view with
    /// `accessibilityAdjustableAction`). Returns false when the element is not adjustable or is
    /// disabled.
    @discardableResult
    public func adjustAccessibilityElement(_ element: AccessibilityNode, _ direction: AccessibilityAdjustmentDirection) -> Bool {
        guard element.isEnabled, let adjustment = element.adjustment else { return false }
        run { adjustment(direction) }
        return true
    }

    /// The element that has accessibility focus through an `@AccessibilityFocusState` binding.
    public var accessibilityFocusedElement: AccessibilityNode? {
        accessibilityTree.first { $0.focus?.isFocused() == true }
    }

    /// Moves accessibility focus to `element`, as an assistive technology would, writing the
    /// `@AccessibilityFocusState` bindings of the element that had it and of `element`.
    /// Returns false when `element` is not bound to an accessibility focus state.
    @discardableResult
    public func moveAccessibilityFocus(to element: AccessibilityNode) -> Bool {
        guard let focus = element.focus else { return false }
        run {
            for focused in accessibilityTree.allElements where focused.focus?.isFocused() == true { focused.focus?.focus(false) }
            focus.focus(true)
        }
        return true
    }

    /// Performs the action named `name` (one of `element.actionNames`: `increment` and
    /// `decrement` adjust it) as an assistive technology would. Returns false, doing nothing,
    /// when the element has no such action or is disabled.
    @discardableResult
    public func performAccessibilityAction(named name: String, on element: AccessibilityNode) -> Bool {
        switch name {
        case "increment": return adjustAccessibilityElement(element, .increment)
        case "decrement": return adjustAccessibilityElement(element, .decrement)
        default:
            guard let action = element.actions.first(where: { $0.kind.name == name }) else { return false }
            return performAccessibilityAction(action.kind, on: element)
        }
    }

    /// Moves keyboard focus to `element`'s focusable view, as an assistive technology's
    /// "grab focus" does. Returns false when the element has none (``AccessibilityNode/isFocusable``)
    /// or is disabled.
    @discardableResult
    public func moveKeyboardFocus(to element: AccessibilityNode) -> Bool {
        guard element.isEnabled, let target = element.source?.value?.firstFocusableNode else { return false }
        run { events.setFocus(target) }
        return true
    }

    /// Replaces the characters in `range` of `element`'s text field with `text` (offsets
    /// count characters; the range is clamped to the text), as an assistive technology edits
    /// it through AT-SPI's `EditableText`: one undoable edit, written to the field's binding.
    /// Returns false when the element is not an enabled text field.
    @discardableResult
    public func replaceText(in element: AccessibilityNode, range: Range<Int>, with text: String) -> Bool {
        guard element.isEnabled, let editor = element.source?.value?.firstFocusableNode?.input?.textInput else { return false }
        run { events.stamped(editor).replaceCharacters(in: range, with: text) }
        return true
    }

    /// Runs `body` as an event handler would, then applies its state changes and lays out.
    func run(_ body: () -> Void) {
        layoutIfNeeded()
        body()
        graph.flush()
        layoutIfNeeded()
    }
}
