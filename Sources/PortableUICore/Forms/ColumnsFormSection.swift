import Foundation

/// A `Section` in a columns form: a gap that sets it apart from the rows before it
/// (`_ColumnsFormLayout`), its header ending at the label column, its rows, and its footer
/// beginning at the value column in the secondary style. Header and footer are rows of the
/// form like the section's own, so the form lines them all up.
struct _ColumnsFormSection<Header: View, Content: View, Footer: View>: View {
    let header: Header
    let content: Content?
    let footer: Footer

    var body: some View {
        Color.clear.frame(width: 0, height: 0).layoutValue(key: _FormSectionGap.self, value: true)
        header
            .font(.headline)
            .alignmentGuide(.formColumn) { $0[.trailing] + ColumnsFormStyle.rowSpacing }
        content
        footer
            .font(.footnote)
            .foregroundStyle(.secondary)
            .alignmentGuide(.formColumn) { $0[.leading] }
    }
}
