import Foundation

extension Text {
    /// The characters of the text's runs, as assistive technologies read them.
    var plainText: String { runs.map(\.string).joined() }

    /// Adds a label to the view that describes its contents: assistive technologies read it
    /// instead of the displayed characters. The result is still a `Text` (it can be
    /// concatenated or styled further, as in SwiftUI).
    public func accessibilityLabel(_ label: Text) -> Text {
        withAccessibility { $0.label = label.plainText }
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    /// Sets the level of this heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        withAccessibility { $0.heading = level }
    }

    private func withAccessibility(_ change: (inout TextAccessibility) -> Void) -> Text {
        var text = self
        var accessibility = text.accessibility ?? TextAccessibility()
        change(&accessibility)
        text.accessibility = accessibility
        return text
    }

    /// Writes the text's own accessibility label and heading onto its layout nodes, where the
    /// tree reads them; modifiers around the text write over them.
    @MainActor func attachAccessibility(to node: _ViewNode) {
        guard let accessibility else { return }
        for unit in node.units {
            var properties = unit.accessibility ?? AccessibilityProperties()
            if let label = accessibility.label { properties.label = Text(verbatim: label) }
            if let heading = accessibility.heading { properties.heading = heading }
            unit.accessibility = properties
        }
    }
}

/// What a `Text` says of itself to assistive technologies (`Text.accessibilityLabel(_:)`,
/// `Text.accessibilityHeading(_:)`); a concatenation (`+`) keeps none of it.
struct TextAccessibility: Equatable, Sendable {
    var label: String?
    var heading: AccessibilityHeadingLevel?
}

extension Text {
    /// The text's characters, for hosts that show a title outside the view tree (a window's
    /// title bar).
    @_spi(Hosting) public var _plainText: String { plainText }
}
