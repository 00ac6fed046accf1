import Foundation

/// A type-erased view given to a custom style inside its configuration: the label, content
/// or value label of a control (`LabeledContentStyleConfiguration.Label`,
/// `ProgressViewStyleConfiguration.CurrentValueLabel`…).
///
/// SwiftUI declares one such type per configuration member; here they are all this one type
/// (see docs/differences.md), which a style uses the same way: as a view.
public struct _StyleContent: View {
    public typealias Body = Never
    let content: AnyView

    @MainActor init<V: View>(_ content: V) {
        self.content = (content as? _StyleContent)?.content ?? content as? AnyView ?? AnyView(content)
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileChild(view.content, node, inputs)
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        rows.appendRows(of: view.content)
    }
}
