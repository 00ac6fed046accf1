import Foundation

/// Builds the accessibility tree from the placed layout nodes, by SwiftUI's rules:
///
/// 1. A view that is not placed, is hidden (`hidden()`, `accessibilityHidden(true)`) or is
///    drawn fully transparent contributes nothing, with its subtree.
/// 2. Text is a static-text element labelled by its characters; an image is an image element;
///    a built-in control is an element of its role whose label combines its content's labels.
/// 3. Stacks, frames and other containers are transparent: their elements belong to the
///    nearest element above them.
/// 4. `accessibilityElement(children:)` makes a view an element: `.ignore` keeps only what its
///    modifiers give it, `.combine` joins its children's labels and values with ", " and merges
///    their traits and actions, `.contain` keeps them as its children.
/// 5. Accessibility modifiers on a view that is not an element apply to each element inside it;
///    on a view with no element inside (a shape), they make it an element.
/// 6. An `accessibilityRepresentation` stands in for the view beside it.
/// 7. The elements of one container are read in order of sort priority (higher first), a
///    navigation bar's before the content below it and a tab bar's after it, then in reading
///    order: lines from the top, each in the layout direction.
///
/// The tree is built again after each update, but only where something changed: each node
/// keeps the elements its subtree gave (``AccessibilityCache``), finished as the host hands
/// them out (frames rounded to the pixel grid, keyboard focus shown), so that an update costs
/// the nodes it changed and the elements they hold, not the whole tree. A node that only moved
/// keeps its elements, moved. A text field's caret, which moves without an update of the
/// views, is read when the tree is handed out (``withCarets(_:)``), on the elements that have one.
@MainActor
struct AccessibilityTreeBuilder {
    /// Rounds a window frame to the pixel grid, as the host reports frames.
    let round: (CGRect) -> CGRect
    /// Whether lines read from the right (a right-to-left layout direction).
    let isRightToLeft: Bool
    /// The node with keyboard focus and its ancestors: an element made by one of them holds
    /// the focus (``attached(_:to:)`` leaves it on the innermost).
    let focusChain: Set<ObjectIdentifier>
    /// Whether the nodes' cached elements are taken (false: everything is built anew, as a
    /// check of the caches).
    let reusesCaches: Bool
    /// The nodes this build built elements for.
    let count = AccessibilityBuildCount()

    init(round: @escaping (CGRect) -> CGRect, isRightToLeft: Bool, focusedNode: LayoutNode? = nil, reusesCaches: Bool = true) {
        self.round = round
        self.isRightToLeft = isRightToLeft
        self.reusesCaches = reusesCaches
        var chain = Set<ObjectIdentifier>()
        var node = focusedNode
        while let current = node {
            chain.insert(ObjectIdentifier(current))
            node = current.layoutParent
        }
        focusChain = chain
    }

    /// The elements of the subviews of `node`, placed with `origin` as their parent's origin.
    /// A subview alone in giving elements hands its array on as it is (no element is copied).
    func elements(inSubviewsOf node: LayoutNode, origin: CGPoint) -> [AccessibilityNode] {
        let subviews = node.subviews.array
        var result: [AccessibilityNode] = []
        for (index, subview) in subviews.enumerated() {
            if subview.isCollapsed {
                markRead(subview, origin: origin)
                continue
            }
            let given: [AccessibilityNode]
            switch subview.extras?.accessibility?.representationRole {
            case .representation?:
                markRead(subview, origin: origin)
                continue
            case .represented?:
                markRead(subview, origin: origin)
                let representation = subviews[(index + 1)...].lazy.filter { !$0.isCollapsed }
                    .compactMap { representationNode(in: $0, origin: origin) }.first
                let stand = representation.map { elements(of: $0.node, parentOrigin: $0.origin, showingInvisible: true) } ?? []
                let properties = subview.accessibility
                if properties?.childBehavior == .contain {
                    let frame = subview.frame(inParentAt: origin)
                    given = [element(for: subview, properties: properties, frame: frame, children: sorted(stand))]
                } else {
                    given = stand
                }
            case nil:
                given = elements(of: subview, parentOrigin: origin, showingInvisible: false)
            }
            if result.isEmpty { result = given } else { result.append(contentsOf: given) }
        }
        return result
    }

    /// The first node of an `accessibilityRepresentation` in the subtree of `node` (the overlay
    /// that holds it wraps it in its own layout), with the window origin of its parent.
    private func representationNode(in node: LayoutNode, origin: CGPoint) -> (node: LayoutNode, origin: CGPoint)? {
        if node.accessibility?.isRepresentation == true { return (node, origin) }
        markRead(node, origin: origin)
        let frame = node.frame(inParentAt: origin)
        for subview in node.subviews.array {
            if let found = representationNode(in: subview, origin: frame.origin) { return found }
        }
        return nil
    }

    /// The elements `node` and its subtree contribute, read before (-1) or after (1) the content
    /// they sit over when they belong to a navigation bar or a tab bar.
    private func elements(of node: LayoutNode, parentOrigin origin: CGPoint, showingInvisible: Bool) -> [AccessibilityNode] {
        if reusesCaches, let extras = node.extras,
            let cached = extras.accessibilityCache?.elements(at: origin, showingInvisible: showingInvisible, round: round)
        {
            return cached
        }
        count.countBuiltNode()
        let frame = node.frame(inParentAt: origin)
        var elements = ownElements(of: node, frame: frame, showingInvisible: showingInvisible)
        let rank = node.viewType == _NavigationBar.self ? -1 : node.viewType == _TabBar.self ? 1 : 0
        if rank != 0 {
            for index in elements.indices { elements[index].readingRank = rank }
        }
        node.madeExtras.accessibilityCache = AccessibilityCache(
            origin: origin, showingInvisible: showingInvisible, elements: elements)
        return elements
    }

    /// Leaves a cache without elements on a node the builder read but built nothing from (a
    /// collapsed subview, an `accessibilityRepresentation`'s holder), unless it has one: a
    /// change of the node then reaches its ancestors (``AccessibilityCache``'s rules).
    private func markRead(_ node: LayoutNode, origin: CGPoint) {
        guard node.extras?.accessibilityCache == nil else { return }
        node.madeExtras.accessibilityCache = AccessibilityCache(origin: origin, showingInvisible: false, elements: nil)
    }

    /// The elements `node` and its subtree contribute (Steps 1–5).
    private func ownElements(of node: LayoutNode, frame: CGRect, showingInvisible: Bool) -> [AccessibilityNode] {
        let properties = node.accessibility
        // Step 1
        if properties?.isHidden == true || node.isHidden { return [] }
        if !showingInvisible, isTransparent(node) { return [] }
        let children = elements(inSubviewsOf: node, origin: frame.origin)
        // Step 2
        if var intrinsic = intrinsicElement(of: node, frame: frame) {
            intrinsic.identifier = node.accessibilityIdentifier
            if let role = properties?.role {
                // A control whose content is this one leaf: the element is the control's.
                intrinsic.role = role
                intrinsic.traits = role.impliedTraits
            }
            return [apply(properties, to: attached(intrinsic, to: node))]
        }
        // Step 4
        if let behavior = properties?.childBehavior ?? (properties?.role == nil ? nil : .combine) {
            switch behavior.kind {
            case .ignore: return [element(for: node, properties: properties, frame: frame, children: [])]
            case .contain: return [element(for: node, properties: properties, frame: frame, children: sorted(children))]
            case .combine:
                // A control's own actions are what it does: those of views inside its label are not
                // merged into it, as they are for `accessibilityElement(children: .combine)`.
                let base = element(for: node, properties: properties, frame: frame, children: [])
                return [combined(children, into: base, mergingActions: properties?.childBehavior != nil)]
            }
        }
        guard let properties, properties.saysAnything else { return children }
        // Step 5
        if children.isEmpty { return [element(for: node, properties: properties, frame: frame, children: [])] }
        return children.map { apply(properties, to: $0) }
    }

    /// Whether the node is drawn fully transparent.
    private func isTransparent(_ node: LayoutNode) -> Bool {
        node.renderEffects.effects.contains {
            if case .opacity(let opacity) = $0 { return opacity <= 0 }
            return false
        }
    }

    /// The element a text or image leaf is by itself.
    private func intrinsicElement(of node: LayoutNode, frame: CGRect) -> AccessibilityNode? {
        switch node.drawing {
        case let text as TextDrawing:
            let label = text.layout.runs.map(\.string).joined()
            return AccessibilityNode(role: .staticText, label: label, traits: .isStaticText, frame: frame)
        case is ImageDrawing, is SymbolDrawing:
            let label = node.accessibility?.imageLabel ?? ""
            return AccessibilityNode(role: .image, label: label, traits: .isImage, frame: frame)
        default:
            return nil
        }
    }

    /// A new element for `node` from its properties.
    private func element(
        for node: LayoutNode, properties: AccessibilityProperties?, frame: CGRect, children: [AccessibilityNode]
    ) -> AccessibilityNode {
        let role = properties?.role ?? .group
        var element = AccessibilityNode(role: role, label: "", traits: role.impliedTraits, frame: frame, children: children)
        element.identifier = node.accessibilityIdentifier
        return apply(properties, to: attached(element, to: node))
    }

    /// `element` made by `node` (its children in place), as the host reports it: its frame
    /// rounded to the pixel grid, whether keyboard focus can go there, keyboard focus on the
    /// innermost element whose node holds it, how to read a text field's caret.
    private func attached(_ element: AccessibilityNode, to node: LayoutNode) -> AccessibilityNode {
        var element = element
        element.frame = round(element.rawFrame)
        element.source = Weak(node)
        element.isFocusable = node.firstFocusableNode != nil
        element.isFocused = focusChain.contains(ObjectIdentifier(node)) && !element.children.contains(where: \.isFocused)
        element.caret = node.extras?.accessibility?.caret
        element.containsCaret = element.caret != nil || element.children.contains(where: \.containsCaret)
        return element
    }

    /// `element` with the caret offsets of the text fields in it read now (only the elements
    /// on the way to one are copied).
    static func withCarets(_ element: AccessibilityNode) -> AccessibilityNode {
        guard element.containsCaret else { return element }
        var element = element
        element.caretOffset = element.caret?()
        for index in element.children.indices where element.children[index].containsCaret {
            element.children[index] = withCarets(element.children[index])
        }
        return element
    }

    /// `element` with `properties` written over it: a label, value or hint replaces its own,
    /// traits are added and removed, actions added.
    private func apply(_ properties: AccessibilityProperties?, to element: AccessibilityNode) -> AccessibilityNode {
        guard let properties else { return element }
        var element = element
        if let label = properties.label { element.label = label.plainText }
        if let value = properties.value { element.value = value.plainText }
        if let hint = properties.hint { element.hint = hint.plainText }
        element.traits.formUnion(properties.addedTraits)
        element.traits.subtract(properties.removedTraits)
        if properties.isSelected?() == true { element.traits.insert(.isSelected) }
        if properties.heading != nil { element.headingLevel = properties.heading }
        if element.role == .staticText || element.role == .group, element.traits.contains(.isHeader) { element.role = .header }
        if !properties.isEnabled { element.isEnabled = false }
        if let shortcut = properties.keyboardShortcut { element.keyboardShortcut = shortcut }
        if properties.sortPriority != 0 { element.sortPriority = properties.sortPriority }
        for action in properties.actions {
            element.actions.removeAll { $0.kind == action.kind }
            element.actions.append(action)
        }
        if let adjustment = properties.adjustment { element.adjustment = adjustment }
        if let focus = properties.focus { element.focus = focus }
        for entry in properties.customContent {
            element.customContent.removeAll { $0.id == entry.id }
            element.customContent.append(entry)
        }
        for rotor in properties.rotors {
            element.rotors.removeAll { $0.label == rotor.label }
            element.rotors.append(rotor.resolvingTextRanges(in: element.value ?? element.label))
        }
        return element
    }

    /// `element` with `children` merged into it (`.combine`): labels and values joined in
    /// reading order, traits and actions merged, the children themselves dropped.
    private func combined(_ children: [AccessibilityNode], into element: AccessibilityNode, mergingActions: Bool)
        -> AccessibilityNode
    {
        var element = element
        let parts = sorted(children).flatMap(\.allElements)
        if element.label.isEmpty {
            element.label = parts.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
        }
        if element.value == nil {
            let values = parts.compactMap(\.value).filter { !$0.isEmpty }
            if !values.isEmpty { element.value = values.joined(separator: ", ") }
        }
        for part in parts {
            element.traits.formUnion(part.traits.subtracting(part.role.impliedTraits))
            for entry in part.customContent where !element.customContent.contains(where: { $0.id == entry.id }) {
                element.customContent.append(entry)
            }
            for rotor in part.rotors where !element.rotors.contains(where: { $0.label == rotor.label }) {
                element.rotors.append(rotor)
            }
            guard mergingActions else { continue }
            for action in part.actions where !element.actions.contains(where: { $0.kind == action.kind }) {
                element.actions.append(action)
            }
            if element.adjustment == nil { element.adjustment = part.adjustment }
        }
        return element
    }

    /// The elements in reading order (Step 7, ``ReadingOrder``) of their frames before
    /// rounding. Elements already in that order are handed back as they are.
    func sorted(_ elements: [AccessibilityNode]) -> [AccessibilityNode] {
        guard elements.count > 1 else { return elements }
        let order = readingOrder(elements)
        if order.elementsEqual(elements.indices) { return elements }
        return order.map { elements[$0] }
    }

    /// The indices of `elements` in reading order, found on their frames alone.
    private func readingOrder(_ elements: [AccessibilityNode]) -> [Int] {
        ReadingOrder.indices(
            of: elements.indices.map { index in
                let element = elements[index]
                return ReadingOrder.Item(
                    index: index, group: ReadingOrder.Group(priority: element.sortPriority, rank: element.readingRank),
                    frame: element.rawFrame)
            }, rightToLeft: isRightToLeft)
    }
}

extension LayoutNode {
    /// The first focusable node of this subtree, this one first (depth first).
    var firstFocusableNode: LayoutNode? {
        if input?.isFocusable == true, !isHidden { return self }
        for subview in subviews.array {
            if let found = subview.firstFocusableNode { return found }
        }
        return nil
    }
}

extension AccessibilityProperties {
    /// How a view takes part in an `accessibilityRepresentation`: it is one, or one stands for
    /// it (nil: neither).
    enum RepresentationRole {
        case representation, represented
    }

    var representationRole: RepresentationRole? {
        isRepresentation ? .representation : isRepresented ? .represented : nil
    }

    /// Whether the properties say something of the element itself (not only how to treat
    /// its children).
    var saysAnything: Bool {
        label != nil || value != nil || hint != nil || !addedTraits.isEmpty || !actions.isEmpty || adjustment != nil
            || heading != nil || focus != nil || sortPriority != 0 || !customContent.isEmpty
            || !rotors.isEmpty
    }
}
