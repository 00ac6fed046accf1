import Foundation

/// A section header's row in a lazy container: in a grouped list (whose model sets
/// `listSectionHeaderStyling`) it styles the header by the prominence in the header's own
/// environment, so that `headerProminence(_:)` set on one `Section` (which reaches its
/// rows through the section's modifier, outside this label) takes effect for that section.
///
/// Standard headers are footnote-sized, uppercase and secondary; increased headers are
/// title-3 sized and bold, in the inherited case and color.
struct _ListSectionHeaderLabel: View {
    typealias Body = Never
    let row: @MainActor (_ViewNode?, _ViewInputs) -> _ViewNode

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let environmentNode = node as? EnvironmentNode ?? EnvironmentNode()
        var styled = inputs
        // What is written depends only on the parent's environment: its version tells a change.
        styled.environment = environmentNode.environment(from: inputs.environment, valueUnchanged: true) { environment in
            guard environment.listSectionHeaderStyling else { return }
            environment.listSectionHeaderStyling = false
            guard environment.headerProminence == .standard else {
                environment.font = Font.title3.bold()
                return
            }
            environment.font = .footnote
            environment.textCase = .uppercase
            environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        environmentNode.content = view.row(environmentNode.content, styled)
        return environmentNode
    }
}

private struct ListSectionHeaderStylingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether section headers below are styled as a grouped list's (set by the list for its
    /// headers' rows, cleared inside each header).
    var listSectionHeaderStyling: Bool {
        get { self[ListSectionHeaderStylingKey.self] }
        set { self[ListSectionHeaderStylingKey.self] = newValue }
    }
}
