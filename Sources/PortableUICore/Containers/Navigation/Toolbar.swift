import Foundation

/// Conforming types represent items that can be placed in various locations in a toolbar.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
    /// The items this content describes, in order. Primitive content implements it; other
    /// content uses the default, which asks its body.
    static func _toolbarItems(_ content: Self) -> [_ToolbarItemDescription]
}

extension ToolbarContent {
    public static func _toolbarItems(_ content: Self) -> [_ToolbarItemDescription] {
        Body._toolbarItems(content.body)
    }
}

extension Never: ToolbarContent {}

/// Conforming types represent items that can be placed in various locations in a
/// customizable toolbar (`toolbar(id:content:)`).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

/// The content of an `if` without `else` in a `ToolbarContentBuilder`: the wrapped content's
/// items, or none.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { preconditionFailure("Optional is primitive toolbar content") }

    @MainActor
    public static func _toolbarItems(_ content: Self) -> [_ToolbarItemDescription] {
        content.map { Wrapped._toolbarItems($0) } ?? []
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

/// One toolbar item: where it goes and its view.
public struct _ToolbarItemDescription {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    /// The identifier of the item.
    public let id: ID

    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
        id = ()
    }

    /// Creates a toolbar item with the specified placement, content and identifier.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.placement = placement
        self.content = content()
        self.id = id
    }

    public var body: Never { preconditionFailure("ToolbarItem is primitive toolbar content") }

    public static func _toolbarItems(_ content: Self) -> [_ToolbarItemDescription] {
        [_ToolbarItemDescription(placement: content.placement, view: AnyView(content.content))]
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// A model that represents a group of toolbar items with the same placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { preconditionFailure("ToolbarItemGroup is primitive toolbar content") }

    public static func _toolbarItems(_ content: Self) -> [_ToolbarItemDescription] {
        [_ToolbarItemDescription(placement: content.placement, view: AnyView(content.content))]
    }
}

/// Toolbar content built from several pieces of content.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: (repeat each Content)) {
        self.value = value
    }

    public var body: Never { preconditionFailure("TupleToolbarContent is primitive toolbar content") }

    public static func _toolbarItems(_ content: Self) -> [_ToolbarItemDescription] {
        var items: [_ToolbarItemDescription] = []
        for piece in repeat each content.value {
            items += toolbarItemDescriptions(of: piece)
        }
        return items
    }
}

extension TupleToolbarContent: CustomizableToolbarContent where repeat each Content: CustomizableToolbarContent {}

/// Toolbar content chosen by a condition (a `ToolbarContentBuilder` `if`-`else` or `switch`).
public struct _ToolbarItemList: ToolbarContent {
    public typealias Body = Never
    let items: [_ToolbarItemDescription]

    public var body: Never { preconditionFailure("_ToolbarItemList is primitive toolbar content") }

    public static func _toolbarItems(_ content: Self) -> [_ToolbarItemDescription] { content.items }
}

@MainActor
private func toolbarItemDescriptions<C: ToolbarContent>(of content: C) -> [_ToolbarItemDescription] {
    C._toolbarItems(content)
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    @MainActor
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<repeat each Content>
    {
        TupleToolbarContent((repeat each content))
    }

    /// Produces optional content for an `if` without `else`.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
        content
    }

    /// Produces optional customizable content for an `if` without `else`.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: CustomizableToolbarContent {
        content
    }

    @MainActor
    public static func buildEither<TrueContent: ToolbarContent>(first: TrueContent) -> _ToolbarItemList {
        _ToolbarItemList(items: TrueContent._toolbarItems(first))
    }

    @MainActor
    public static func buildEither<FalseContent: ToolbarContent>(second: FalseContent) -> _ToolbarItemList {
        _ToolbarItemList(items: FalseContent._toolbarItems(second))
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: Content._toolbarItems(content())))
    }

    /// Populates the toolbar or navigation bar with the specified items, allowing for user
    /// customization (here: none; the items show as `toolbar(content:)` shows them).
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(_ToolbarModifier(items: Content._toolbarItems(content())))
    }

    /// Populates the toolbar or navigation bar with the specified views (on iOS: the trailing
    /// edge of the navigation bar).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: [_ToolbarItemDescription(placement: .automatic, view: AnyView(content()))]))
    }
}

/// The modifier behind `toolbar(content:)`: its items become views of the navigation bar of
/// the screen the modified view is on.
public struct _ToolbarModifier: ViewModifier {
    public typealias Body = Never
    let items: [_ToolbarItemDescription]

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let toolbar = node as? ToolbarNode ?? ToolbarNode()
        toolbar.content = reconcileChild(content, toolbar.content, inputs)
        toolbar.update(modifier.items, inputs: inputs)
        return toolbar
    }
}

/// The node of a toolbar modifier: its content passes through; the items' views are its
/// children too, but their layout nodes go to the screen's navigation bar.
final class ToolbarNode: PassThroughNode {
    private var itemNodes: [_ViewNode] = []
    private var placements: [ToolbarItemPlacement] = []
    private weak var context: NavigationScreenContext?

    @MainActor
    func update(_ items: [_ToolbarItemDescription], inputs: _ViewInputs) {
        var itemInputs = inputs
        itemInputs.stackAxis = .horizontal
        for (index, item) in items.enumerated() {
            let previous = index < itemNodes.count ? itemNodes[index] : nil
            let itemNode = reconcileChild(item.view, previous, itemInputs)
            itemNode.parent = self
            if index < itemNodes.count { itemNodes[index] = itemNode } else { itemNodes.append(itemNode) }
        }
        if itemNodes.count > items.count {
            itemNodes[items.count...].forEach { $0.unmount() }
            itemNodes.removeLast(itemNodes.count - items.count)
        }
        placements = items.map(\.placement)
        for placement in placements where placement.slot == .unsupported {
            Diagnostics.report("Toolbar items placed at .\(placement.name) are not shown yet.")
        }
        let screen = inputs.environment.navigation.screen
        if screen !== context {
            context?.remove(owner: ObjectIdentifier(self))
            context = screen
        }
        register()
    }

    private func register() {
        let entries = zip(placements, itemNodes).map { ToolbarEntry(placement: $0, nodes: $1.units) }
        context?.setToolbar(entries, owner: ObjectIdentifier(self))
    }

    override func childUnitsChanged() {
        register()
        super.childUnitsChanged()
    }

    @MainActor override func unmount() {
        context?.remove(owner: ObjectIdentifier(self))
        super.unmount()
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
        itemNodes.forEach(body)
    }
}
