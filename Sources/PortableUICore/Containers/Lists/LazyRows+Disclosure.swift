import Foundation

// A list's disclosure groups. In a `List` on iOS and macOS a `DisclosureGroup` (and an
// `OutlineGroup` element with children) is a row of its own holding its label and a chevron;
// while it is expanded, each view of its content is a list row of its own (its own
// separator, insets, selection and swipe actions), indented one level more than the group.

extension ListMetrics {
    /// The indentation of each disclosure level [UNVERIFIED for SwiftUI's lists: the default
    /// `indentationWidth` of `UITableViewCell`, 10 points, Apple's UIKit documentation].
    static let disclosureIndentation: CGFloat = 10
}

/// How far a row of a list is indented by the disclosure groups holding it.
struct ListRowIndentationKey: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

extension LazyRows {
    /// Appends a disclosure group's rows in a list: its label row, then, while the group is
    /// expanded, the rows `appendContent` appends, one disclosure level deeper.
    ///
    /// The expansion is `isExpanded`, or else kept by the list for the group (keyed by the
    /// group's data ID `id` in its scope, an outline element's, or by its position there).
    /// With an `id` the label row is a data row, selectable by that ID as a `ForEach`
    /// element's row is.
    @MainActor
    mutating func appendDisclosure<Label: View>(
        label: Label, isExpanded: Binding<Bool>?, id: AnyHashable?, content appendContent: (inout LazyRows) -> Void
    ) {
        let key = AnyHashable(id.map { scope + [$0] } ?? nextSegmentKey)
        let expansions = disclosureExpansions ?? .constant([:])
        let expansion =
            isExpanded ?? Binding(get: { expansions.wrappedValue[key] ?? false }, set: { expansions.wrappedValue[key] = $0 })
        let row = _DisclosureLabelRow(label: label, isExpanded: expansion)
        if let id {
            append(count: 1, id: { _ in id }, isData: true) { _, node, inputs in reconcileChild(row, node, inputs) }
        } else {
            appendSingleRow(row)
        }
        guard expansion.wrappedValue else { return }
        appendRows(inScope: key, levels: 1, appendContent)
    }
}
