import Foundation
import UniformTypeIdentifiers

extension View {
    /// Activates this view as the source of a drag and drop operation: a drag that starts on
    /// it carries the payload, with the view itself as the preview following the pointer.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_DraggableModifier<Never>(item: { TransferItem(payload()) }, preview: nil))
    }

    /// Activates this view as the source of a drag and drop operation, with a custom preview
    /// centred on the pointer.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(_DraggableModifier(item: { TransferItem(payload()) }, preview: preview()))
    }

    /// Activates this view as the source of a drag and drop operation: a drag that starts on
    /// it carries the item provider `data` returns (called when the drag starts), with the
    /// view itself as the preview. Destinations that take one of the provider's types receive
    /// it: `onDrop` the provider itself, `dropDestination(for:)` the value loaded from it.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_DraggableModifier<Never>(item: { TransferItem(provider: data()) }, preview: nil))
    }

    /// Activates this view as the source of a drag and drop operation carrying the item
    /// provider `data` returns, with a custom preview centred on the pointer.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(_DraggableModifier(item: { TransferItem(provider: data()) }, preview: preview()))
    }

    /// Defines the destination of a drag and drop operation that handles the dropped content
    /// with the closure you specify.
    ///
    /// The action receives the dropped items and the drop location in this view's space, and
    /// returns whether the drop succeeded. Items dragged within the app arrive as they are,
    /// before the drop returns; items that must be converted (or read from files) arrive once
    /// loaded, in a main-actor task. `isTargeted` is told when a drag this view accepts enters
    /// (true) and leaves or ends (false).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(_DropDestinationModifier(target: DropTarget.receiving(payloadType, action: action, isTargeted: isTargeted)))
    }

    /// Defines the destination of a drag-and-drop operation that handles the dropped content
    /// with the closure you specify: the item providers of the dropped items.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Defines the destination of a drag-and-drop operation that handles the dropped content
    /// with the closure you specify: the item providers and the drop location in this view's space.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        modifier(_DropDestinationModifier(target: DropTarget.providing(supportedContentTypes, isTargeted: isTargeted, action: action)))
    }

    /// Defines the destination of a drag and drop operation with the same size and position
    /// as this view, with behavior controlled by the given delegate.
    ///
    /// The delegate is consulted for drags whose items conform to one of the types: see
    /// ``DropDelegate`` for the order of its calls.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_DropDestinationModifier(target: DropTarget.delegating(supportedContentTypes, to: delegate)))
    }

    /// Defines the destination of a drag and drop operation with behavior controlled by the
    /// given delegate, for items of the given type identifiers.
    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.map(UTType.declared), delegate: delegate)
    }
}
