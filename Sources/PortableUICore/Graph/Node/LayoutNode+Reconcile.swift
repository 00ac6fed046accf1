/// Makes or updates the layout node of a leaf view (a view without subviews).
@MainActor
func reconcileLeaf<L: Layout>(_ viewType: Any.Type, _ layout: L, _ node: _ViewNode?, _ inputs: _ViewInputs) -> LayoutNode {
    if let leaf = node as? LayoutNode, leaf.viewType == viewType {
        leaf.updateLayout(layout)
        leaf.layoutDirection = inputs.environment.layoutDirection
        return leaf
    }
    let leaf = LayoutNode(viewType: viewType, box: SharedLayoutBoxes.box(for: layout))
    leaf.layoutDirection = inputs.environment.layoutDirection
    return leaf
}

/// Makes or updates the layout node of a container view whose content becomes its subviews.
@MainActor
func reconcileContainer<L: Layout, Content: View>(
    _ viewType: Any.Type, _ layout: L, _ content: Content, _ node: _ViewNode?, _ inputs: _ViewInputs
) -> LayoutNode {
    let container: LayoutNode
    if let existing = node as? LayoutNode, existing.viewType == viewType {
        container = existing
        container.updateLayout(layout)
    } else {
        container = LayoutNode(viewType: viewType, box: LayoutBox(layout))
    }
    container.layoutDirection = inputs.environment.layoutDirection
    var contentInputs = inputs.insideLayoutNode
    contentInputs.stackAxis = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
    if DeferredContent.defers(atDepth: inputs.depth) {
        DeferredContent.append(atDepth: inputs.depth) {
            container.content = reconcileChild(content, container.content, contentInputs)
            container.refreshSubviews()
        }
        return container
    }
    container.content = reconcileChild(content, container.content, contentInputs)
    container.refreshSubviews()
    return container
}
