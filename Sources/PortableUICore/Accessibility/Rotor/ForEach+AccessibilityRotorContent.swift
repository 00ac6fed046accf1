import Foundation

/// `ForEach` in a rotor's content: the entries each element makes, in the data's order.
extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public typealias Body = Never

    /// Creates an instance that generates Rotor content by combining, in order, individual
    /// Rotor content for each element in the data given to this `ForEach`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    public func _appendRotorEntries(to entries: inout [AccessibilityNode.RotorEntry]) {
        for element in data { content(element)._appendRotorEntries(to: &entries) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: AccessibilityRotorContent {
    /// Creates an instance that generates Rotor content by combining, in order, individual
    /// Rotor content for each element in the data given to this `ForEach`.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: AccessibilityRotorContent {
    /// Creates an instance that generates Rotor content by combining, in order, individual
    /// Rotor content for each element in the range.
    public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
