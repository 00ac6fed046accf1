import Foundation

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment
    /// allows user interaction. `disabled(true)` turns it off for a view and its subviews.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Adds a condition that controls whether users can interact with this view: when
    /// `disabled` is true, controls inside do not react and gestures take no part.
    /// An enclosing `disabled(true)` wins over an inner `disabled(false)`.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(disabled: disabled))
    }
}

/// The modifier behind `disabled(_:)`: it keeps the environment it produced, so its content
/// sees the same environment while neither the parent's nor the flag changed.
public struct _DisabledModifier: ViewModifier {
    public typealias Body = Never
    let disabled: Bool

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let environmentNode = node as? EnvironmentNode ?? EnvironmentNode()
        let unchanged = environmentNode.lastValue as? Bool == modifier.disabled
        var inputs = inputs
        inputs.environment = environmentNode.environment(from: inputs.environment, valueUnchanged: unchanged) {
            $0.isEnabled = $0.isEnabled && !modifier.disabled
        }
        environmentNode.lastValue = modifier.disabled
        environmentNode.content = reconcileChild(content, environmentNode.content, inputs)
        return environmentNode
    }
}
