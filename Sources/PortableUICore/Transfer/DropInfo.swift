import Foundation
import UniformTypeIdentifiers

/// The current state of a drop: where it is and what it carries.
///
/// A drop delegate receives one at each step (`validateDrop(info:)`, `dropEntered(info:)`,
/// `dropUpdated(info:)`, `dropExited(info:)`, `performDrop(info:)`).
@MainActor
public struct DropInfo {
    /// The location of the drag in the coordinate space of the drop view.
    public let location: CGPoint
    /// The items dragged.
    let items: [TransferItem]

    init(location: CGPoint, items: [TransferItem]) {
        self.location = location
        self.items = items
    }

    /// Indicates whether at least one item conforms to at least one of the specified
    /// uniform type identifiers.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        Self.hasItems(items, conformingTo: contentTypes)
    }

    /// Indicates whether at least one item conforms to at least one of the specified type
    /// identifiers.
    @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.map(UTType.declared))
    }

    /// Finds item providers that conform to at least one of the specified uniform type
    /// identifiers: one for each such item, offering every type it can be had as.
    ///
    /// The providers load from the dragged items as long as the app keeps them: dragged
    /// values and dropped files and text stay readable after the drop returns.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        items.filter { $0.conforms(toAnyOf: contentTypes) }.map { $0.itemProvider() }
    }

    /// Finds item providers that conform to at least one of the specified type identifiers.
    @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.map(UTType.declared))
    }

    /// Whether one of `items` can be had as one of `types`.
    static func hasItems(_ items: [TransferItem], conformingTo types: [UTType]) -> Bool {
        items.contains { $0.conforms(toAnyOf: types) }
    }
}

extension UTType {
    /// The type an identifier names: a known one, or one imported under that identifier
    /// (what the deprecated string forms of the drop and insert APIs accept).
    static func declared(_ identifier: String) -> UTType {
        UTType(identifier) ?? UTType(importedAs: identifier)
    }
}
